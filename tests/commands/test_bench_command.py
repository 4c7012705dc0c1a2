"""A smoke run of ``candy-arcade bench --quick``: every figure is there and is a number.

Speed goals themselves are checked by running the full bench by hand, not here:
timed assertions flake on a busy machine.
"""

from __future__ import annotations

import json
import subprocess
import sys

from candy_arcade.commands.bench import GOALS


def test_bench_quick_reports_every_figure_as_json() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "candy_arcade", "bench", "--quick", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    figures = json.loads(result.stdout)
    assert set(figures) == set(GOALS)
    assert all(isinstance(value, int | float) and value > 0 for value in figures.values())
