"""A level is checked against what its own mode's game can play: the seat count, the
challenge's opponents, and the keys only other modes use."""

from __future__ import annotations

import pytest

from candy_arcade.levels.validate import LevelInvalid, parse_level

CANASTA_HEAD = """name = "Parlour"
mode = "canasta"

[table]
width = 1280
height = 720
"""
SEAT_PLACES = [(640, 30), (30, 360), (640, 690), (1250, 360), (300, 30), (980, 30),
               (300, 690), (980, 690)]


def seats(count: int) -> str:
    return "".join(f"\n[[seats]]\nx = {x}\ny = {y}\n" for x, y in SEAT_PLACES[:count])


def challenge(opponents: int) -> str:
    return (
        f'\n[challenge]\ntitle = "Win"\nopponents = {opponents}\n'
        'difficulty = "normal"\ngoal = "win"\n'
    )


def problems(text: str) -> list[str]:
    with pytest.raises(LevelInvalid) as caught:
        parse_level(text.encode(), "levels/m.toml")
    return str(caught.value).splitlines()


def test_a_canasta_level_for_eight_with_seven_opponents_is_refused() -> None:
    # Seat 1's [[seats]] header is on line 8.
    assert problems(CANASTA_HEAD + seats(8) + challenge(7)) == [
        "levels/m.toml:8: 8 seats; a Heckadeck Canasta level has 2 to 4",
        "levels/m.toml:42: challenge.opponents is 7; Heckadeck Canasta is for 2 to 4 players, "
        "so 1 to 3 opponents",
    ]


def test_a_one_seat_canasta_level_is_refused_in_the_singular() -> None:
    assert problems(CANASTA_HEAD + seats(1)) == [
        "levels/m.toml:8: 1 seat; a Heckadeck Canasta level has 2 to 4"
    ]


@pytest.mark.parametrize("count", [2, 3, 4])
def test_canasta_levels_for_two_three_or_four_are_good(count: int) -> None:
    level = parse_level((CANASTA_HEAD + seats(count)).encode(), "levels/m.toml")
    assert level.mode == "canasta" and len(level.seats) == count


def test_an_i_want_candy_level_has_at_most_eight_seats() -> None:
    text = CANASTA_HEAD.replace('"canasta"', '"candy"') + (
        "\n[pool]\nx = 640\ny = 360\nwidth = 640\nheight = 300\n"
    ) + seats(8) + "\n[[seats]]\nx = 640\ny = 500\n"
    assert problems(text) == ["levels/m.toml:14: 9 seats; an I Want Candy! level has 1 to 8"]


def test_the_seat_count_error_names_the_first_seat_header_not_line_one() -> None:
    text = CANASTA_HEAD + "\n# the only seat\n" + seats(1)
    assert problems(text)[0].startswith("levels/m.toml:10: 1 seat;")


PINATA = """name = "Patio"
mode = "pinata"

[table]
width = 960
height = 560

[[seats]]
x = 480
y = 20
[[seats]]
x = 480
y = 540
"""


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            "\n[timer]\nseconds = 60\n",
            "levels/m.toml:15: [timer] is for I Want Candy! levels (the round's length); "
            "a Piñata Blast level has none: remove it",
        ),
        (
            "\n[pool]\nx = 480\ny = 280\nwidth = 200\nheight = 100\n",
            "levels/m.toml:15: [pool] is for I Want Candy! levels (where the deck is "
            "scattered); a Piñata Blast level has none: remove it",
        ),
    ],
)
def test_a_pinata_level_refuses_i_want_candy_keys(extra: str, message: str) -> None:
    assert problems(PINATA + extra) == [message]


def test_a_canasta_level_refuses_obstacles_timer_and_pool() -> None:
    text = (
        CANASTA_HEAD
        + "\n[timer]\nseconds = 60\n"
        + "\n[pool]\nx = 640\ny = 360\nwidth = 200\nheight = 100\n"
        + "\n[[obstacles]]\nx = 640\ny = 360\nwidth = 40\nheight = 40\n"
        + seats(2)
    )
    assert problems(text) == [
        "levels/m.toml:11: [pool] is for I Want Candy! levels (where the deck is scattered); "
        "a Heckadeck Canasta level has none: remove it",
        "levels/m.toml:8: [timer] is for I Want Candy! levels (the round's length); "
        "a Heckadeck Canasta level has none: remove it",
        "levels/m.toml:17: [[obstacles]] is for I Want Candy! and Piñata Blast levels "
        "(boxes hands and dice bump into); a Heckadeck Canasta level has none: remove it",
    ]


def test_an_i_want_candy_level_keeps_its_timer_pool_and_obstacles() -> None:
    text = (
        CANASTA_HEAD.replace('"canasta"', '"candy"')
        + "\n[timer]\nseconds = 90\n"
        + "\n[pool]\nx = 640\ny = 360\nwidth = 400\nheight = 200\n"
        + "\n[[obstacles]]\nx = 150\ny = 360\nwidth = 40\nheight = 40\n"
        + seats(2)
    )
    level = parse_level(text.encode(), "levels/m.toml")
    assert level.timer_seconds == 90 and len(level.obstacles) == 1
