"""``candy-arcade ladder``: every pair, seats swapped every other match, wins counted
from the right seat, 95% Wilson intervals, and clean usage errors."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from candy_arcade.bots.eval_seats import NEWCOMER_SEAT, EvalSeat, bot_seat
from candy_arcade.cli import main
from candy_arcade.commands import ladder
from candy_arcade.core.rng import round_seed
from candy_arcade.modes import CANDY

STRENGTH = {"newcomer": 1, "bot:easy": 0, "bot:normal": 2, "bot:hard": 3}


def by_strength(seats: Sequence[EvalSeat], seed: int) -> list[int]:
    """A stand-in match: the stronger seat always scores more; equal seats tie."""
    return [STRENGTH[seat.label] * 10 for seat in seats]


@pytest.fixture
def fixed_matches(monkeypatch: pytest.MonkeyPatch) -> list[tuple[tuple[str, ...], int]]:
    played: list[tuple[tuple[str, ...], int]] = []

    def play(seats: Sequence[EvalSeat], seed: int) -> list[int]:
        played.append((tuple(seat.label for seat in seats), seed))
        return by_strength(seats, seed)

    monkeypatch.setitem(ladder.MATCH_PLAYERS, CANDY.id, play)
    return played


def test_the_wilson_interval_of_a_win_rate() -> None:
    low, high = ladder.wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    low, high = ladder.wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-3)


def test_every_pair_reads_the_way_round_its_goal_does() -> None:
    pairs = ladder.ladder_pairs(ladder.ENTRANTS)
    assert len(pairs) == 6
    assert (NEWCOMER_SEAT, bot_seat("easy")) in pairs
    assert (bot_seat("normal"), NEWCOMER_SEAT) in pairs
    assert (bot_seat("hard"), bot_seat("normal")) in pairs


def test_seats_swap_every_other_match_and_each_match_plays_its_round_seed(
    fixed_matches: list[tuple[tuple[str, ...], int]],
) -> None:
    result = ladder.play_pair(CANDY.id, NEWCOMER_SEAT, bot_seat("easy"), 4, seed=9)
    assert [seats for seats, _ in fixed_matches] == [
        ("newcomer", "bot:easy"),
        ("bot:easy", "newcomer"),
    ] * 2
    assert [seed for _, seed in fixed_matches] == [round_seed(9, n) for n in range(1, 5)]
    assert (result.wins, result.losses, result.ties) == (4, 0, 0)
    assert result.first_mean == 10 and result.second_mean == 0


def test_a_missed_goal_says_so(fixed_matches: list[tuple[tuple[str, ...], int]]) -> None:
    result = ladder.play_pair(CANDY.id, NEWCOMER_SEAT, bot_seat("easy"), 2, seed=1)
    assert result.rate == 1.0
    assert "MISSES" in result.line(), "the newcomer should beat easy in 50-65%, not always"
    result = ladder.play_pair(CANDY.id, bot_seat("hard"), NEWCOMER_SEAT, 2, seed=1)
    assert "meets" in result.line()


def test_the_json_gives_every_pair_with_its_interval_and_seed(
    fixed_matches: list[tuple[tuple[str, ...], int]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ladder", "--mode", "candy", "--rounds", "2", "--seed", "3", "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(records) == 6
    assert all(record["seed"] == 3 and record["matches"] == 2 for record in records)
    assert {(record["first"], record["second"]) for record in records} >= {
        ("newcomer", "bot:easy"),
        ("bot:hard", "bot:normal"),
    }
    assert all(0.0 <= record["interval"][0] <= record["interval"][1] <= 1.0 for record in records)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--rounds", "0"], "--rounds"),
        (["--entrants", "newcomer,human"], "unknown seat"),
        (["--entrants", "newcomer"], "two different"),
        (["--entrants", "bot,bot:normal"], "two different"),
    ],
)
def test_bad_ladder_arguments_print_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ladder", *argv]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and message in err
