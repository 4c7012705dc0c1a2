"""``candy-arcade tournament``: a seeded duplicate series of two Canasta bot kinds,
one JSON object with the wins, the rate and its interval, and decision times."""

from __future__ import annotations

import json

import pytest

from candy_arcade.cli import main
from candy_arcade.commands.ladder import wilson_interval


def series(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["tournament", "--json", *args]) == 0
    report = json.loads(capsys.readouterr().out)
    assert isinstance(report, dict)
    return report


def test_a_series_reports_wins_rate_interval_and_decision_times(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = series(capsys, "--a", "normal", "--b", "random", "--games", "4", "--seed", "3")
    assert report["games"] == 4
    wins = report["wins"]
    assert isinstance(wins, float) and 0 <= wins <= 4
    assert report["rate"] == pytest.approx(wins / 4, abs=1e-4)
    assert report["interval"] == [
        pytest.approx(bound, abs=1e-4) for bound in wilson_interval(wins, 4)
    ]
    times = report["decision_ms"]
    assert isinstance(times, dict) and set(times) == {"p50", "p95", "p99", "max"}
    assert 0 < times["p50"] <= times["p95"] <= times["p99"] <= times["max"]
    assert isinstance(report["decisions"], int) and report["decisions"] > 0


def test_the_same_seed_plays_the_same_series(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "3", "--a", "random", "--b", "normal", "--games", "3", "--seed", "5")
    first, second = series(capsys, *args), series(capsys, *args)
    for key in ("wins", "decisions"):
        assert first[key] == second[key]


def test_the_hard_bot_plays_a_series_from_a_fixed_number_of_samples(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = series(capsys, "--games", "2", "--samples", "1", "--seed", "2")
    assert report["a"] == "hard" and report["hard_thinking"] == {"samples": 1}
    assert report["games"] == 2


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--games", "0"], "--games must be at least 1, got 0"),
        (["--samples", "0"], "--samples must be at least 1, got 0"),
        (["--budget", "-1"], "--budget must be more than 0 seconds, got -1.0"),
    ],
)
def test_bad_numbers_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    assert main(["tournament", *args]) == 2
    assert capsys.readouterr().err.strip() == f"candy-arcade: error: {words}"


def test_an_unknown_bot_kind_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["tournament", "--a", "genius"])
    assert stop.value.code == 2
    assert "invalid choice: 'genius'" in capsys.readouterr().err
