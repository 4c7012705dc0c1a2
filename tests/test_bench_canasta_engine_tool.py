"""``tools/bench_canasta_engine.py``: each engine in its own subprocess, and the same
seed taking the same actions is what it checks before it speaks of speed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tool_scripts import load_tool

bench = load_tool("bench_canasta_engine")
TREE = Path(__file__).resolve().parents[1]


def test_a_tree_measured_against_itself_takes_the_same_actions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = bench.main(
        ["--baseline-tree", str(TREE), "--runs", "1", "--hands", "1", "--decks", "classic"]
    )
    out = capsys.readouterr().out
    assert status == 0
    assert "classic 4 players:" in out and "same actions: yes" in out
    assert "run 1 base:" in out and "run 1 new :" in out


def test_the_random_worker_is_seeded() -> None:
    first = bench.random_worker("heckadeck", 2, 1, 5)
    again = bench.random_worker("heckadeck", 2, 1, 5)
    other = bench.random_worker("heckadeck", 2, 1, 6)
    assert first["digest"] == again["digest"] != other["digest"]
    assert first["decisions"] == again["decisions"] > 0
