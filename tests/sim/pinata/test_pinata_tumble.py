"""The cube tumble model behind the face up of a die on a top-down table."""

from __future__ import annotations

import pytest

from candy_arcade.core.rng import Rng
from candy_arcade.sim.pinata.tumble import Orientation, Tumble, opposite

START = Orientation.from_top_and_north(0, 1)


def test_opposite_faces_are_like_the_pips_of_a_standard_die() -> None:
    assert [opposite(face) for face in range(6)] == [5, 4, 3, 2, 1, 0]


@pytest.mark.parametrize("roll", ["rolled_east", "rolled_west", "rolled_north", "rolled_south"])
def test_four_quarter_turns_the_same_way_bring_the_die_back(roll: str) -> None:
    orientation = START
    seen = set()
    for _ in range(4):
        orientation = getattr(orientation, roll)()
        seen.add(orientation.top)
    assert orientation == START
    assert len(seen) == 4


def test_a_roll_undone_the_other_way_gives_the_same_orientation() -> None:
    assert START.rolled_east().rolled_west() == START
    assert START.rolled_north().rolled_south() == START


def test_rolling_east_brings_the_west_face_up() -> None:
    assert START.rolled_east().top == opposite(START.east)


def test_all_24_orientations_of_a_cube_are_reachable_at_random() -> None:
    rng = Rng(3)
    found = {Orientation.random(rng) for _ in range(2000)}
    assert len(found) == 24
    assert all(o.top != o.north and o.north != o.east and o.top != o.east for o in found)


def test_the_face_changes_each_time_the_die_travels_one_face_length() -> None:
    tumble = Tumble(START)
    almost = tumble.rolled(35.9, 0.0, face_length=36.0)
    assert almost.orientation == START
    once = almost.rolled(0.2, 0.0, face_length=36.0)
    assert once.orientation == START.rolled_east()
    twice_south = Tumble(START).rolled(0.0, -72.0, face_length=36.0)
    assert twice_south.orientation == START.rolled_south().rolled_south()


def test_a_die_at_rest_forgets_its_partial_roll() -> None:
    assert Tumble(START, 10.0, -3.0).settled() == Tumble(START)
