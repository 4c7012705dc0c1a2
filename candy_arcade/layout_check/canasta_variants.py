"""The Samba and Talons tables (issue 20), set up on purpose: sequences of every
length beside rank melds (a samba squared up, a zero above the King, the Wheel named
a 0 in a run), a band crowded with melds and runs, and the talons beside the pile
waiting, one taken, both taken (with the pile's notes under them).
"""

from __future__ import annotations

from collections.abc import Iterator

from candy_arcade.layout_check.canasta_details import HAND, _at, _session
from candy_arcade.layout_check.canasta_states import _table
from candy_arcade.layout_check.catalogue import Look, Scene
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


def _samba_tables(window: GameWindow, look: Look) -> Iterator[str]:
    for players in (2, 3, 4):
        _table(window, _samba(players, RUNS, WHEEL_RUN, wheel_as="0"))
        yield f"{players} players, runs on both sides, the Wheel as a 0"
    _table(window, _samba(2, CROWDED_RUNS, RUNS, CROWDED_MELDS))
    yield "2 players, eight melds and six runs of yours"
    _table(window, _samba(3, RUNS[:1], CROWDED_RUNS))
    yield "3 players, six runs in a third of the table"


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
