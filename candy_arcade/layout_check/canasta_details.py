"""The small things seen at the Canasta table (issue 17, point 13), set up on purpose:
the Wheel named Omnihedron (the longest name) in a meld among long melds with wilds, in
the player's band and in an opponent's, the Wheel laid out as a bonus card beside long
melds, a band crowded with melds, two staged groups
(one long), the dealer's plate on every seat (and a long name on it), one card
wherever a count is shown.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence

from candy_arcade.core.seats import SeatSpec
from candy_arcade.layout_check.canasta_states import _setup, _table
from candy_arcade.layout_check.catalogue import Look, Scene, drive
from candy_arcade.render.canasta.seats import COMPASS
from candy_arcade.rules.canasta.actions import MeldGroup
from candy_arcade.rules.canasta.scenario import ids_of, position
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.setup import SeatAssignment
from candy_arcade.views.app import GameWindow
from candy_arcade.views.canasta.session import CanastaSession

WHEEL = "Wheel=Omnihedron"
"""The Wheel under its longest name, a wild one (so its meld says "(1w)")."""
LONG_MELDS = (
    ["4", "4", "4", "Arrow"],
    ["K", "K", "K", WHEEL],
    ["Q", "Q", "Q", "Q", "Joker"],
    ["7", "7", "7", "7", "7", "Talisman"],
    ["9", "9", "9", "9", "9", "9"],
)
"""Melds long enough to cascade to the foot of their band, the Wheel's among them."""
BONUS_WHEELS = ("Wheel=Traveller", WHEEL)
"""The Wheel laid out as a bonus card: under the longest bonus card's name (wrapped
under the bonus cards), and under the longest name of all (too wide for them: on the
band's foot row)."""
MELDS_BESIDE_BONUS = (["4", "4", "Joker"], ["7", "7", "7", "Arrow"], ["Q"] * 4, ["9"] * 3)
"""Melds short of a canasta, which cascade down beside the bonus cards (a wild card at
the foot of three cards reached the Wheel's name in a playtest)."""
PLAIN_MELDS = (["5", "5", "5", "Arrow"], ["J", "J", "J", "J", "Talisman"], ["A"] * 3)
CROWDED_RANKS = ("2", "3", "4", "6", "7", "8", "10", "11", "Beast", "Q", "9")
CROWDED_BAND = (
    *([rank] * 3 + (["Arrow"] if index % 2 else []) for index, rank in enumerate(CROWDED_RANKS)),
    ["K", "K", "K", WHEEL],
)
"""Twelve melds on one side: in a third of the table their columns squeeze together."""
PILE_ROW = ("2", "3", "4", "5", "6", "7", "8")
"""Seven long melds: the opponents' row reaches over the pile."""
HAND = ["2", "3", "6", "8", "10", "Beast"]
ONE_CARD_HANDS = ("7", "5", "6", "8")
LONG_NAME = "Maximiliana Featherstonehaugh-Cholmondeley"


def _session(players: int, name: str = "Player 1") -> CanastaSession:
    """A table of ``players``, the first seat a person called ``name``, the rest bots."""
    setup = _setup(players)
    seats = list(setup.seats)
    seats[0] = SeatAssignment(SeatSpec(is_bot=False), None, name)
    return CanastaSession(dataclasses.replace(setup, seats=tuple(seats)))


def _at(session: CanastaSession, state: State) -> CanastaSession:
    session.state = state
    return session


def _melds(players: int, wheel_side: int, crowded: bool = False) -> list[Sequence[list[str]]]:
    """Each side's melds: the long ones (or the crowded band) on ``wheel_side``."""
    sides = 3 if players == 3 else 2
    melds: list[Sequence[list[str]]] = [list(PLAIN_MELDS) for _ in range(sides)]
    melds[wheel_side] = list(CROWDED_BAND if crowded else LONG_MELDS)
    return melds


def _wheel_in_melds(players: int, wheel_side: int, crowded: bool = False) -> CanastaSession:
    session = _session(players)
    return _at(session, position(
        session.settings, hands=[HAND] * players, melds=_melds(players, wheel_side, crowded),
        discard=["6", "8"], phase=Phase.MELD,
    ))


def _wheel_melds(window: GameWindow, look: Look) -> Iterator[str]:
    """The Wheel named Omnihedron in the player's band and in an opponent's."""
    for players in (2, 3, 4):
        for wheel_side, whose in ((0, "your side"), (1, "an opponent")):
            _table(window, _wheel_in_melds(players, wheel_side))
            yield f"{players} players, the Wheel in a meld of {whose}"
    _table(window, _wheel_in_melds(3, 1, crowded=True))
    yield "3 players, twelve melds in a third of the table"
    _table(window, _wheel_in_melds(2, 0, crowded=True))
    yield "2 players, twelve melds of yours"
    for players in (2, 3, 4):
        for wheel_side, whose in ((0, "your side"), (1, "an opponent")):
            for wheel in BONUS_WHEELS:
                session = _session(players)
                melds = _melds(players, wheel_side)
                melds[wheel_side] = list(MELDS_BESIDE_BONUS)
                bonus = [["Hunter"] for _ in melds]
                bonus[wheel_side] = [wheel]
                _table(window, _at(session, position(
                    session.settings, hands=[HAND] * players, melds=melds, bonus=bonus,
                    discard=["6", "8"], phase=Phase.MELD,
                )))
                name = wheel.partition("=")[2]
                yield f"{players} players, the Wheel a bonus card of {whose} named {name}"
    session = _session(2)
    row = [[rank] * 5 + (["Arrow"] if index % 2 else []) for index, rank in enumerate(PILE_ROW)]
    _table(window, _at(session, position(
        session.settings, hands=[HAND] * 2, melds=[list(PLAIN_MELDS), row],
        discard=["6", WHEEL], phase=Phase.DRAW,
    )))
    yield "2 players, the Wheel on the pile under a row of long melds"


STAGING_HAND = ["5", "5", "5", "7", "7", "Joker", *["9"] * 6, "Arrow", "Q", "Q", "Talisman", "A"]


def _staged(window: GameWindow, look: Look) -> Iterator[str]:
    """Two staged groups, long and short, side by side; then three."""
    for players in (2, 3, 4):
        session = _session(players)
        sides = session.settings.sides
        state = position(
            session.settings, hands=[STAGING_HAND] + [HAND] * (players - 1),
            bonus=[["Hunter", "Traveller"]] + [[]] * (sides - 1), discard=["6", "8"],
            phase=Phase.MELD,
        )
        view = _table(window, _at(session, state))
        groups = [
            MeldGroup("9", ids_of(state, 0, *["9"] * 6)),
            MeldGroup("7", ids_of(state, 0, "7", "7", "Joker")),
            MeldGroup("Q", ids_of(state, 0, "Q", "Q", "Talisman")),
        ]
        view.controller.staged = list(groups[:2])
        drive(window, 30)
        yield f"{players} players, two staged groups"
        view.controller.staged = list(groups)
        look()  # the table is rebuilt when drawn: the third group's cards set off then
        drive(window, 60)
        yield f"{players} players, three staged groups"


def _dealers(window: GameWindow, look: Look) -> Iterator[str]:
    """Each seat as the dealer, then the player's own plate with a long name."""
    for players in (2, 3, 4):
        for dealer in range(players):
            session = _session(players)
            state = position(session.settings, hands=[HAND] * players,
                             melds=_melds(players, 1), discard=["6", "8"], phase=Phase.MELD)
            _table(window, _at(session, dataclasses.replace(state, dealer=dealer)), frames=2)
            yield f"{players} players, {COMPASS[players][dealer]} deals"
        session = _session(players, LONG_NAME)
        state = position(session.settings, hands=[HAND] * players,
                         melds=_melds(players, 1), discard=["6", "8"], phase=Phase.MELD)
        _table(window, _at(session, dataclasses.replace(state, dealer=0)), frames=2)
        yield f"{players} players, a long name deals"


def _one_card(window: GameWindow, look: Look) -> Iterator[str]:
    """A stock of one, a pile of one, hands of one, one canasta, one card removed."""
    for players in (2, 4):
        session = _session(players)
        state = position(
            session.settings, hands=[[rank] for rank in ONE_CARD_HANDS[:players]],
            melds=[[["K"] * 7, ["Q"] * 3], [["J"] * 7]], discard=["9"], stock_size=1,
        )
        state = dataclasses.replace(state, removed=state.removed[:1])
        _table(window, _at(session, state), frames=2)
        yield f"{players} players"


def detail_scenes() -> list[Scene]:
    return [
        Scene("canasta table the wheel's name", _wheel_melds),
        Scene("canasta table staged groups", _staged),
        Scene("canasta table the dealer", _dealers),
        Scene("canasta table one card", _one_card),
    ]
