"""The Samba and Talons tables (issue 20), set up on purpose: sequences of every
length beside rank melds (a samba squared up, a zero above the King, the Wheel named
a 0 in a run), a band crowded with melds and runs, a first meld staged with two runs
and a rank meld, and the talons beside the pile waiting, one taken, both taken (with
the pile's notes under them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from candy_arcade.layout_check.canasta_details import HAND, _at, _session
from candy_arcade.layout_check.canasta_states import _table
from candy_arcade.layout_check.catalogue import Look, Scene, drive
from candy_arcade.rules.canasta.scenario import position
from candy_arcade.rules.canasta.settings import SAMBA, TALONS, Settings
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.variant_scenario import RunSpec, with_sequences, with_talons
from candy_arcade.views.app import GameWindow
from candy_arcade.views.canasta.session import CanastaSession

SAMBA_MELDS = (["K"] * 5 + ["Joker", "Arrow"], ["K", "K", "Talisman"], ["9", "9", "9", "Joker"])
"""A canasta of Kings and a second, open meld of Kings (Samba allows it), and Nines."""
RUNS: tuple[RunSpec, ...] = (
    ("blue", ["5", "6", "7", "8"]),
    ("green", ["A", "2", "3", "4", "5", "6", "7"]),
    ("green", ["J", "Q", "K", "0"]),
)
"""Four cards, a samba, and a zero above the King."""
WHEEL_RUN: tuple[RunSpec, ...] = (("black", ["Wheel", "A", "2"]),)
"""The Wheel named a 0 below the Ace."""
CROWDED_RUNS: tuple[RunSpec, ...] = (
    *RUNS,
    ("blue", ["9", "10", "11"]),
    ("red", ["2", "3", "4", "5", "6"]),
    ("green", ["Beast", "J", "Q"]),
)
CROWDED_MELDS = tuple([rank] * 3 for rank in ("3", "4", "7", "8", "10", "Q", "A", "Beast"))


def _samba(players: int, mine: tuple[RunSpec, ...], theirs: tuple[RunSpec, ...],
           melds: tuple[list[str], ...] = SAMBA_MELDS, wheel_as: str | None = None,
           ) -> CanastaSession:
    session = _session(players)
    settings = Settings(players=players, variant=SAMBA)
    session.state = position(settings, hands=[HAND] * players,
                             melds=[list(melds), list(SAMBA_MELDS[2:])],
                             discard=["6", "8"], phase=Phase.MELD)
    runs = [list(mine), list(theirs)]
    return _at(session, with_sequences(session.state, runs, wheel_as))


def _unopened_with_runs(players: int) -> tuple[CanastaSession, list[list[int]]]:
    """South's side not opened yet, South holding a blue and a red J Q K (short of the
    minimum alone) and three Aces; the other side has runs on the table."""
    session = _session(players)
    settings = Settings(players=players, variant=SAMBA)
    state = position(settings, hands=[[*HAND, "A", "A", "A"]] + [HAND] * (players - 1),
                     melds=[[], list(SAMBA_MELDS[2:])], discard=["6", "8"], phase=Phase.MELD)
    state = with_sequences(state, [[], list(RUNS[:1])])
    deck = state.deck
    stock = list(state.stock)
    runs = []
    for colour in ("blue", "red"):
        run = [next(c for c in stock if deck.cards[c].colour == colour
                    and deck.name_of[c] == name) for name in ("J", "Q", "K")]
        stock = [c for c in stock if c not in run]
        runs.append(run)
    hands = ((*state.hands[0], *runs[0], *runs[1]), *state.hands[1:])
    state = dataclasses.replace(state, stock=tuple(stock), hands=hands)
    aces = [c for c in state.hands[0] if deck.name_of[c] == "A"]
    return _at(session, state), [*runs, aces]


def _samba_tables(window: GameWindow, look: Look) -> Iterator[str]:
    for players in (2, 3, 4):
        _table(window, _samba(players, RUNS, WHEEL_RUN, wheel_as="0"))
        yield f"{players} players, runs on both sides, the Wheel as a 0"
    _table(window, _samba(2, CROWDED_RUNS, RUNS, CROWDED_MELDS))
    yield "2 players, eight melds and six runs of yours"
    _table(window, _samba(3, RUNS[:1], CROWDED_RUNS))
    yield "3 players, six runs in a third of the table"
    for players in (2, 4):
        session, parts = _unopened_with_runs(players)
        view = _table(window, session)
        for cards in parts:
            view.controller.selection = list(cards)
            view.controller.command("meld")
            look()  # the table is rebuilt when drawn: the cards set off then
            drive(window, 60)
            if cards is parts[1]:
                yield f"{players} players, two runs staged for a first meld"
        yield f"{players} players, a first meld of two runs and Aces laid"


def _talon_state(players: int, taken_by: tuple[int, ...], discard: list[str]) -> State:
    settings = Settings(players=players, variant=TALONS)
    melds = [[["K", "K", "K"]] if side in taken_by else [] for side in range(settings.sides)]
    state = position(settings, hands=[HAND] * players, melds=melds, discard=discard,
                     phase=Phase.DRAW)
    return with_talons(state, taken_by)


def _talon_tables(window: GameWindow, look: Look) -> Iterator[str]:
    takers = {(): "both talons waiting", (1,): "the talon of 4 taken",
              (1, 0): "both talons taken"}
    for players in (2, 3, 4):
        for taken_by, words in takers.items():
            session = _session(players)
            state = _talon_state(players, taken_by, ["6", "8"])
            _table(window, _at(session, state))
            yield f"{players} players, {words}"
    session = _session(4)
    state = _talon_state(4, (0,), ["5", "Wheel=Omnihedron"])
    _table(window, _at(session, state))
    yield "4 players, the Wheel on the pile under the talons"


def variant_scenes() -> list[Scene]:
    return [
        Scene("canasta table samba", _samba_tables),
        Scene("canasta table talons", _talon_tables),
    ]
