"""A smoke run of ``candy-arcade bench --quick``: every figure and ratio is there and is
a number, and its files are handled as any command's are.

Speed goals themselves are checked by running the full bench by hand, not here:
timed assertions flake on a busy machine.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from candy_arcade.commands.bench import GOALS, RATIOS


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "candy_arcade", "bench", "--quick", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_bench_quick_reports_every_figure_and_ratio_and_keeps_the_run(tmp_path: Path) -> None:
    previous = tmp_path / "previous.json"
    previous.write_text(json.dumps({"figures": {"canasta_decisions_per_s": 1000.0}}))
    saved = tmp_path / "now.json"
    result = bench("--json", "--compare", str(previous), "--save", str(saved))
    assert result.returncode == 0, result.stderr
    run = json.loads(result.stdout)
    assert set(run["figures"]) == set(GOALS)
    assert set(run["ratios"]) == set(RATIOS)
    numbers = [*run["figures"].values(), *run["ratios"].values(), *run["floors"].values()]
    assert all(isinstance(value, int | float) and value > 0 for value in numbers)
    expected = run["figures"]["canasta_decisions_per_s"] / 1000.0
    assert abs(run["ratios"]["canasta_decisions_x_previous"] - expected) < 0.01
    assert run["machine"]["cores"] >= 1 and run["machine"]["gl_renderer"]
    assert json.loads(saved.read_text()) == run


def test_without_compare_there_is_no_ratio_to_a_previous_run() -> None:
    assert "canasta_decisions_x_previous" in RATIOS
    result = bench("--json")
    assert result.returncode == 0, result.stderr
    assert "canasta_decisions_x_previous" not in json.loads(result.stdout)["ratios"]


def test_a_compare_file_that_is_not_a_bench_result_is_one_line_and_exit_2(
    tmp_path: Path,
) -> None:
    notes = tmp_path / "notes.json"
    notes.write_text('{"shopping": ["candy"]}')
    result = bench("--compare", str(notes))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"candy-arcade: error: --compare: {notes} is not a bench result with "
        "canasta_decisions_per_s (save one with --save)"
    ]


def test_a_missing_compare_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = bench("--compare", str(tmp_path / "none.json"))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "--compare: cannot read" in result.stderr


def test_save_never_writes_over_a_file_that_is_not_a_bench_result(tmp_path: Path) -> None:
    essay = tmp_path / "essay.json"
    essay.write_text("my essay, not JSON")
    result = bench("--save", str(essay))
    assert result.returncode == 2
    assert "exists and is not a bench result; it is left as it is" in result.stderr
    assert essay.read_text() == "my essay, not JSON"
