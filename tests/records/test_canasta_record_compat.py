"""A game record kept by an older version still plays back after the variants came.

A record checks each hand's end against the state hash it stored; the hash of a
standard table must therefore stay the one format 1 gave (no variant keys, version 1).
The two hashes below were taken with the game as it was before Samba and Talons
(commit a4fcaa9), by the same seeded random play.
"""

from __future__ import annotations

import pytest

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import apply, legal_actions
from candy_arcade.rules.canasta.actions import Discard, MeldGroup
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.serialize import state_hash, state_to_dict
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase


def _names_the_wheel_a_zero(action: object) -> bool:
    """The older game had no such move; leaving it out keeps the two plays alike."""
    groups = (*getattr(action, "groups", ()), getattr(action, "group", None))
    return (isinstance(action, Discard) and action.wheel_as == "0") or any(
        isinstance(g, MeldGroup) and g.wheel_as == "0" for g in groups
    )


@pytest.mark.parametrize(
    ("deck", "players", "moves", "recorded_hash"),
    [
        ("heckadeck", 4, 158, "4a4b3b18faf18e3aa62b760ae2f144d205450682f836de8c36aa25144b21fddb"),
        ("classic", 2, 149, "ea2a44b5a8aaa9a7836b52a7c2fb9c54a6205c52cc011f64bebcb573a47a29f4"),
    ],
)
def test_a_standard_hand_ends_on_the_hash_an_older_version_recorded(
    deck: str, players: int, moves: int, recorded_hash: str
) -> None:
    state, _ = new_game(Settings(players=players, deck=deck), 3)
    chooser = Rng(3).fork("hash")
    played = 0
    while state.phase is not Phase.HAND_OVER:
        options = [a for a in legal_actions(state) if not _names_the_wheel_a_zero(a)]
        state, _ = apply(state, chooser.choice(options))
        played += 1
    assert (played, state_hash(state)) == (moves, recorded_hash)


def test_a_standard_table_is_written_as_format_one_and_a_variant_table_as_format_two() -> None:
    standard, _ = new_game(Settings(players=2), 1)
    talons, _ = new_game(Settings(players=2, variant="talons"), 1)
    written = state_to_dict(standard)
    assert written["version"] == 1
    assert not {"sequences", "talons", "melded_sides", "talon_due"} & written.keys()
    assert "variant" not in written["settings"]
    assert state_to_dict(talons)["version"] == 2
    assert state_to_dict(talons)["settings"]["variant"] == "talons"
