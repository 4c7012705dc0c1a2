"""Match-totals files: read only when whole and well-formed, never a crash or a hang."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from candy_arcade.match_log import load_match_totals, matches_dir, save_match_totals


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    matches_dir().mkdir(parents=True)
    return matches_dir()


def test_a_fifo_among_the_matches_is_skipped_without_hanging(folder: Path) -> None:
    (folder / "candy-20240101-120000.json").write_text('{"totals": [4]}')
    os.mkfifo(folder / "candy-20240101-120001.json")
    started = time.monotonic()
    assert load_match_totals("candy") == {"totals": [4]}
    assert time.monotonic() - started < 5


def test_a_match_with_wrong_shapes_or_deep_nesting_is_skipped(folder: Path) -> None:
    (folder / "candy-20240101-120000.json").write_text('{"totals": [4]}')
    (folder / "candy-20240101-120001.json").write_text('{"totals": "lots"}')
    (folder / "candy-20240101-120002.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "candy-20240101-120003.json").write_text('{"seed": ' + "7" * 5000 + "}")
    assert load_match_totals("candy") == {"totals": [4]}


def test_a_saved_match_reads_back(folder: Path) -> None:
    path = save_match_totals("pinata", 3, ["Ann", "Bob"], [[1, 2], [3, 4]], "garden")
    assert load_match_totals("pinata") == json.loads(path.read_text())


@settings(max_examples=120, deadline=2000,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.one_of(
    st.binary(max_size=300),
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
        lambda inner: st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["totals", "rounds", "players", "seed", "mode"]),
                          inner, max_size=5),
        max_leaves=20,
    ).map(lambda data: json.dumps(data).encode()),
))
def test_any_match_file_is_read_whole_or_skipped(folder: Path, content: bytes) -> None:
    path = folder / f"candy-20240101-{time.monotonic_ns() % 10**6:06d}.json"
    path.write_bytes(content)
    started = time.monotonic()
    data = load_match_totals("candy")
    assert time.monotonic() - started < 2
    assert data is None or isinstance(data, dict)
    assert path.read_bytes() == content
    path.unlink()
