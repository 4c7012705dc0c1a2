"""What a Piñata Blast level's table must meet beyond any level's: one test per error."""

from __future__ import annotations

import pytest

from candy_arcade.levels.validate import LevelInvalid, parse_level

PINATA = """name = "Patio"
mode = "pinata"

[table]
width = 960
height = 560
rim = 24

[[obstacles]]
x = 480
y = 280
width = 80
height = 80

[[seats]]
x = 480
y = 20
[[seats]]
x = 20
y = 280
[[seats]]
x = 480
y = 540
[[seats]]
x = 940
y = 280
"""


def problems(text: str) -> list[str]:
    with pytest.raises(LevelInvalid) as caught:
        parse_level(text.encode(), "levels/p.toml")
    return str(caught.value).splitlines()


def test_a_good_pinata_table_loads_with_its_rim_and_obstacle() -> None:
    level = parse_level(PINATA.encode(), "levels/p.toml")
    assert level.table_rim == 24
    assert [obstacle.rect.width for obstacle in level.obstacles] == [80]


def test_a_pinata_table_too_wide_for_the_screen_is_refused() -> None:
    assert problems(PINATA.replace("width = 960", "width = 1600")) == [
        "levels/p.toml:5: table.width is 1600; a Piñata table is 640 to 1280 wide, "
        "so every seat's cards fit on screen"
    ]


def test_a_pinata_table_too_low_for_the_screen_is_refused() -> None:
    assert problems(PINATA.replace("height = 560", "height = 380"))[-1:] == [
        "levels/p.toml:6: table.height is 380; a Piñata table is 400 to 720 high, "
        "so every seat's cards fit on screen"
    ]


def test_a_rim_out_of_range_says_what_is_allowed() -> None:
    assert problems(PINATA.replace("rim = 24", "rim = 100")) == [
        "levels/p.toml:7: table.rim is 100; allowed 8 to 60"
    ]


def test_a_rim_on_a_candy_table_is_refused() -> None:
    text = PINATA.replace('mode = "pinata"', 'mode = "candy"').replace(
        "[table]", "[pool]\nx = 480\ny = 280\nwidth = 300\nheight = 200\n\n[table]"
    )
    assert "table.rim is for Piñata Blast tables (the rim the dice bounce off)" in " ".join(
        problems(text)
    )


def test_a_pinata_seat_away_from_the_edge_is_refused() -> None:
    lines = problems(PINATA.replace("x = 20\ny = 280", "x = 200\ny = 280"))
    assert lines == [
        "levels/p.toml:18: seat 2 at (200, 280) is 200 from the table's edge; "
        "Piñata seats sit on the edge (within 60)"
    ]


def test_a_single_seat_is_too_few_for_pinata_blast() -> None:
    text = PINATA[: PINATA.index("[[seats]]")] + "[[seats]]\nx = 480\ny = 20\n"
    assert "2 to 8" in " ".join(problems(text))


def test_an_obstacle_in_a_seats_throwing_room_is_refused() -> None:
    lines = problems(PINATA.replace("x = 480\ny = 280\nwidth = 80", "x = 480\ny = 150\nwidth = 80"))
    assert lines == [
        "levels/p.toml:9: obstacle 1 is 90 from seat 1; Piñata obstacles keep 180 clear "
        "of seats for their cards and throws"
    ]


def test_an_obstacle_too_near_the_rim_leaves_no_passage_for_a_palm() -> None:
    text = PINATA.replace(
        "[[seats]]",
        "[[obstacles]]\nx = 300\ny = 525\nwidth = 40\nheight = 40\n\n[[seats]]",
        1,
    )
    assert "obstacle 2 is 15 from the rim; leave at least 60 so a palm can reach a die " in (
        " ".join(problems(text))
    )


def test_obstacles_too_close_together_leave_no_passage() -> None:
    text = PINATA.replace(
        "[[seats]]",
        "[[obstacles]]\nx = 560\ny = 280\nwidth = 40\nheight = 40\n\n[[seats]]",
        1,
    )
    assert problems(text) == [
        "levels/p.toml:15: obstacle 2 is 20 from obstacle 1; leave at least 60 between obstacles"
    ]


def test_obstacles_may_not_cover_the_felt() -> None:
    two_seats = PINATA.replace("[[seats]]\nx = 20\ny = 280\n", "").replace(
        "[[seats]]\nx = 940\ny = 280\n", ""
    )
    text = two_seats.replace("width = 80\nheight = 80", "width = 800\nheight = 160")
    assert problems(text) == [
        "levels/p.toml:9: obstacles cover 24% of the felt; at most 20%, so the dice have room "
        "to land"
    ]
