"""``simulate --seats newcomer,bot:easy``: one JSON object per round with each seat's
label and score; bad seat lists are one line and exit status 2."""

from __future__ import annotations

import json

import pytest

from candy_arcade.bots.candy.simulate import simulate_candy_seats
from candy_arcade.bots.eval_seats import (
    NEWCOMER_SEAT,
    EvalSeatError,
    bot_seat,
    parse_eval_seats,
)
from candy_arcade.cli import main
from candy_arcade.commands.simulate import _table_line
from candy_arcade.core.rng import round_seed


def test_seats_are_newcomer_bot_or_bot_with_a_difficulty() -> None:
    assert parse_eval_seats("newcomer, bot:easy,BOT", 1, 8) == (
        NEWCOMER_SEAT,
        bot_seat("easy"),
        bot_seat("normal"),
    )
    assert [seat.label for seat in parse_eval_seats("newcomer,newcomer:keys,bot:hard", 1, 8)] == [
        "newcomer",
        "newcomer:keys",
        "bot:hard",
    ]


@pytest.mark.parametrize("text", ["", "human", "bot:expert", "newcomer,,bot"])
def test_a_seat_that_is_neither_newcomer_nor_a_bot_is_refused(text: str) -> None:
    with pytest.raises(EvalSeatError):
        parse_eval_seats(text, 1, 8)


def test_too_many_seats_for_the_mode_are_refused() -> None:
    with pytest.raises(EvalSeatError, match="seats 2 to 4"):
        parse_eval_seats("bot,bot,bot,bot,bot", 2, 4)


def test_each_round_gives_every_seats_label_and_score() -> None:
    seats = parse_eval_seats("newcomer,bot:easy", 1, 8)
    (record,) = simulate_candy_seats(seats, 1, seed=4, timer_seconds=8)
    json.dumps(record)
    assert record["seats"] == {"seat1": "newcomer", "seat2": "bot:easy"}
    scores = record["scores"]
    assert isinstance(scores, dict) and set(scores) == {"seat1", "seat2"}
    assert record["seed"] == round_seed(4, 1)
    assert all(isinstance(score, int) for score in scores.values())


def test_the_readable_line_names_each_seat_by_its_label() -> None:
    line = _table_line(
        {"seats": {"seat1": "newcomer", "seat2": "bot:easy"}, "round": 1, "seed": 9}
        | {"scores": {"seat1": -20, "seat2": 10}}
    )
    assert "seat2=bot:easy +10  seat1=newcomer -20" in line


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--mode", "candy", "--seats", "newcomer,human"], "unknown seat 'human'"),
        (["--mode", "candy", "--seats", "newcomer", "--bots", "2"], "not both"),
        (["--mode", "candy", "--seats", "bot", "--difficulty", "hard"], "bot:easy"),
        (["--mode", "pinata", "--seats", "bot"], "seats 2 to"),
        (["--mode", "canasta", "--seats", "bot,bot"], "canasta"),
    ],
)
def test_bad_seat_lists_print_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *argv]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and message in err
