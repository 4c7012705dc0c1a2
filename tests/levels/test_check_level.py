"""The level validator against a catalogue of broken files: one test per kind of error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.levels.loader import LEVELS_DIR, load_level, shipped_levels
from candy_arcade.levels.validate import LevelInvalid, parse_level

GOOD = """name = "Test"
mode = "candy"

[table]
width = 1280
height = 720

[pool]
x = 640
y = 360
width = 640
height = 300

[[seats]]
x = 300
y = 30
[[seats]]
x = 980
y = 690
"""


def problems(text: str | bytes) -> list[str]:
    raw = text.encode() if isinstance(text, str) else text
    with pytest.raises(LevelInvalid) as caught:
        parse_level(raw, "levels/t.toml")
    return str(caught.value).splitlines()


def test_a_good_level_parses() -> None:
    level = parse_level(GOOD.encode(), "levels/t.toml")
    assert level.name == "Test" and len(level.seats) == 2 and level.timer_seconds == 60


def test_every_shipped_level_is_valid_and_there_are_at_least_8_across_the_modes() -> None:
    levels = shipped_levels()
    assert len(levels) >= 8
    assert {level.mode for level in levels} == {"candy", "pinata", "canasta"}
    assert {level.table_shape for level in levels} == {"rectangle", "oval"}


def test_an_unknown_key_is_an_error_with_a_did_you_mean() -> None:
    lines = problems(GOOD.replace("[pool]", "[pol]"))
    assert lines[0] == (
        "levels/t.toml:8: unknown key 'pol': did you mean 'pool'? allowed here: challenge, "
        "description, guided, mode, name, obstacles, pool, seats, table, timer, variants"
    )


def test_an_unknown_key_inside_a_table_names_its_path_and_line() -> None:
    lines = problems(GOOD.replace("height = 720", "height = 720\nhieght = 3"))
    assert lines == [
        "levels/t.toml:7: unknown key 'table.hieght': did you mean 'height'? allowed here: "
        "height, rim, shape, width"
    ]


def test_a_wrong_type_says_what_was_given_and_what_is_allowed() -> None:
    lines = problems(GOOD.replace("width = 1280", 'width = "wide"'))
    assert lines == [
        "levels/t.toml:5: table.width is 'wide' (text); it must be a number from 320 to 4000"
    ]


def test_an_out_of_range_number_gives_the_allowed_range() -> None:
    lines = problems(GOOD + "\n[timer]\nseconds = 500\n")
    assert lines == ["levels/t.toml:22: timer.seconds is 500; allowed 30 to 180"]


def test_a_seat_off_the_table_is_an_error() -> None:
    lines = problems(GOOD.replace("x = 980", "x = 1500"))
    assert lines == [
        "levels/t.toml:17: seat 2 at (1500, 690) is off the table; seats sit within "
        "0..1280 x 0..720"
    ]


def test_overlapping_seats_are_an_error() -> None:
    lines = problems(GOOD.replace("x = 980\ny = 690", "x = 330\ny = 40"))
    assert lines == ["levels/t.toml:17: seat 2 overlaps seat 1: seats must be at least 120 apart"]


def test_an_empty_file_is_an_error() -> None:
    assert problems("  \n") == [
        "levels/t.toml:1: the file is empty: a level needs at least name, mode, [table] "
        "and [[seats]]"
    ]


def test_binary_garbage_is_an_error() -> None:
    assert problems(bytes(range(256))) == ["levels/t.toml:1: not a text file: a level is TOML text"]


def test_broken_toml_syntax_names_the_line() -> None:
    lines = problems(GOOD.replace("height = 300", "height = = 300"))
    assert lines[0].startswith("levels/t.toml:12: not valid TOML:")


def test_an_unknown_mode_suggests_the_closest() -> None:
    assert problems(GOOD.replace('"candy"', '"cnady"')) == [
        "levels/t.toml:2: mode is 'cnady' (did you mean 'candy'?); allowed: candy, pinata, canasta"
    ]


def test_an_unknown_variant_is_an_error() -> None:
    lines = problems(GOOD.replace('mode = "candy"', 'mode = "candy"\nvariants = ["bloker"]'))
    assert lines[0].startswith(
        "levels/t.toml:3: unknown variant 'bloker' (did you mean 'blocker'?)"
    )


def test_a_missing_section_is_an_error() -> None:
    text = GOOD[: GOOD.index("[pool]")] + GOOD[GOOD.index("[[seats]]") :]
    assert problems(text) == [
        "levels/t.toml:1: [pool] is missing: x, y, width, height of the middle area"
    ]


def test_an_obstacle_off_the_table_or_on_a_seat_is_an_error() -> None:
    lines = problems(GOOD + "\n[[obstacles]]\nx = 600\ny = 10\nwidth = 50\nheight = 50\n")
    assert lines == [
        "levels/t.toml:21: obstacles[0] reaches off the table: it must lie within 0..1280 x 0..720"
    ]
    lines = problems(GOOD + "\n[[obstacles]]\nx = 300\ny = 60\nwidth = 50\nheight = 80\n")
    assert lines == ["levels/t.toml:21: obstacle 1 covers seat 1"]


OVAL = GOOD.replace("height = 720\n", 'height = 720\nshape = "oval"\n', 1).replace(
    "x = 300\ny = 30", "x = 640\ny = 30"
).replace("x = 980\ny = 690", "x = 1100\ny = 560")
"""GOOD on an oval table: seat 1 moved to the middle of the bottom edge and seat 2 in
from the top right corner (seats near a box's corners are off an oval)."""


def test_a_table_is_a_rectangle_unless_its_shape_says_oval() -> None:
    assert parse_level(GOOD.encode(), "levels/t.toml").table_shape == "rectangle"
    level = parse_level(OVAL.encode(), "levels/t.toml")
    assert level.table_shape == "oval" and level.outline.is_oval


def test_an_unknown_table_shape_suggests_the_closest_and_lists_the_allowed() -> None:
    assert problems(OVAL.replace('"oval"', '"ovl"')) == [
        "levels/t.toml:7: table.shape is 'ovl' (did you mean 'oval'?); allowed: rectangle, oval"
    ]


def test_a_seat_off_an_oval_table_is_an_error() -> None:
    # (300, 30) is inside the 1280 x 720 box but outside the oval, near its corner.
    assert problems(OVAL.replace("x = 640\ny = 30", "x = 300\ny = 30")) == [
        "levels/t.toml:15: seat 1 at (300, 30) is off the oval table; seats sit on the oval "
        "inscribed in 0..1280 x 0..720, at most 60 in from its edge"
    ]


def test_a_seat_in_the_middle_of_an_oval_table_is_an_error() -> None:
    assert problems(OVAL.replace("x = 640\ny = 30", "x = 640\ny = 160")) == [
        "levels/t.toml:15: seat 1 at (640, 160) is 160 in from the edge; seats sit on the oval "
        "inscribed in 0..1280 x 0..720, at most 60 in from its edge"
    ]


def test_a_pool_reaching_off_an_oval_table_is_an_error() -> None:
    text = OVAL.replace("width = 640\nheight = 300", "width = 1000\nheight = 500")
    assert problems(text) == [
        "levels/t.toml:9: pool reaches off the oval table at (140, 110): it must lie within "
        "the oval inscribed in 0..1280 x 0..720"
    ]


def test_an_obstacle_off_an_oval_table_is_an_error() -> None:
    text = OVAL + "\n[[obstacles]]\nx = 100\ny = 100\nwidth = 40\nheight = 40\n"
    assert problems(text) == [
        "levels/t.toml:22: obstacles[0] reaches off the oval table at (80, 80): it must lie "
        "within the oval inscribed in 0..1280 x 0..720"
    ]


@pytest.mark.parametrize(("mode", "title"), [("pinata", "Piñata"), ("canasta", "Canasta")])
def test_an_oval_table_is_for_i_want_candy_only(mode: str, title: str) -> None:
    assert (
        "levels/t.toml:7: table.shape is 'oval': oval tables are for I Want Candy! levels; "
        f'{title} tables are rectangles (shape = "rectangle")'
    ) in problems(OVAL.replace('"candy"', f'"{mode}"'))


def test_a_challenge_needs_room_for_its_opponents() -> None:
    text = GOOD + '\n[challenge]\ntitle = "x"\nopponents = 3\ndifficulty = "hard"\ngoal = "win"\n'
    assert problems(text) == [
        "levels/t.toml:23: challenge.opponents is 3 but the table has 2 seats (one is yours)"
    ]


def test_all_problems_are_reported_at_once() -> None:
    lines = problems(GOOD.replace("width = 1280", "width = 0").replace('"candy"', '"golf"'))
    assert len(lines) == 2


def test_check_level_prints_one_line_per_problem_and_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(GOOD.replace("[pool]", "[pol]"))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "candy_arcade",
            "check-level",
            str(LEVELS_DIR / "default.toml"),
            str(bad),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "default.toml: ok" in result.stdout
    assert result.stderr.splitlines() == [
        f"{bad}:8: unknown key 'pol': did you mean 'pool'? allowed here: challenge, description, "
        "guided, mode, name, obstacles, pool, seats, table, timer, variants",
        f"{bad}:1: [pool] is missing: x, y, width, height of the middle area",
    ]
    assert "Traceback" not in result.stderr


def test_the_game_refuses_a_bad_level_with_the_same_message(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(GOOD.replace("width = 1280", "width = 0"))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "candy_arcade",
            "play",
            "--level",
            str(bad),
            "--headless",
            "--frames",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"candy-arcade: error: {bad}:5: table.width is 0; allowed 320 to 4000"
    )


def test_load_level_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "ok.toml"
    path.write_text(GOOD)
    assert load_level(path).source == str(path)
