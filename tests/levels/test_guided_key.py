"""``guided = true``: a level's first game is a guided one (I Want Candy!, Piñata Blast)."""

from __future__ import annotations

import pytest

from candy_arcade.levels.loader import shipped_levels
from candy_arcade.levels.validate import LevelInvalid, parse_level
from tests.levels.test_check_level import GOOD, problems

CANASTA = """name = "Parlour"
mode = "canasta"
guided = true

[table]
width = 1280
height = 720

[[seats]]
x = 640
y = 30
[[seats]]
x = 640
y = 690
"""


def test_guided_is_read_and_is_off_unless_asked_for() -> None:
    guided = GOOD.replace('mode = "candy"', 'mode = "candy"\nguided = true')
    assert parse_level(guided.encode(), "t").guided
    assert not parse_level(GOOD.encode(), "t").guided


def test_guided_must_be_true_or_false() -> None:
    lines = problems(GOOD.replace('mode = "candy"', 'mode = "candy"\nguided = "yes"'))
    assert lines == ["levels/t.toml:3: guided is 'yes' (text); it must be true or false"]


def test_a_canasta_level_has_no_guided_first_game() -> None:
    with pytest.raises(LevelInvalid) as caught:
        parse_level(CANASTA.encode(), "levels/c.toml")
    assert "guided is for I Want Candy! and Piñata Blast levels" in str(caught.value)


def test_each_real_time_mode_ships_one_guided_table() -> None:
    guided = sorted((level.mode, level.name) for level in shipped_levels() if level.guided)
    assert guided == [("candy", "First Grab"), ("pinata", "First Throw")]
