"""Progress files that are unreadable, odd or damaged: never lost, never a crash."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from candy_arcade.progress import Progress, load_progress, save_progress
from tests.as_nobody import other_users_file, run_python, shared_folder, text_of

_WIN_A_CHALLENGE = """
from pathlib import Path
from candy_arcade.progress import load_progress, save_progress
path = Path("progress.json")
progress = load_progress(path)
print(progress.problem)
progress.record("garden", 120, True)
save_progress(progress, path)
"""


def test_an_unreadable_progress_file_is_set_aside_when_a_challenge_is_won() -> None:
    with shared_folder() as folder:
        earned = '{"completed": ["maze"], "best": {"maze": 900}}'
        other_users_file(folder / "progress.json", earned)
        done = run_python(_WIN_A_CHALLENGE, folder)
        assert done.returncode == 0, done.stderr
        assert "will not be written over" in done.stdout
        assert text_of(folder / "progress.json.bad") == earned
        assert load_progress(folder / "progress.json").best == {"garden": 120}


def test_a_fifo_named_progress_json_does_not_hang(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    os.mkfifo(path)
    started = time.monotonic()
    progress = load_progress(path)
    assert time.monotonic() - started < 5 and "not a regular file" in (progress.problem or "")
    assert path.is_fifo()


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_bytes(b'\xef\xbb\xbf{"completed": [], "best": {"maze": 5}}')
    assert load_progress(path).best == {"maze": 5}


def test_a_five_thousand_digit_score_is_set_aside_with_one_line(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text('{"completed": [], "best": {"maze": ' + "9" * 5000 + "}}")
    progress = load_progress(path)
    assert progress.best == {} and "\n" not in (progress.problem or "x\n")
    assert len(progress.problem or "") < 300 and (tmp_path / "progress.json.bad").exists()


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=20,
)


@settings(max_examples=150, deadline=2000,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.one_of(
    st.binary(max_size=300),
    _JSON.map(lambda data: json.dumps(data).encode()),
    st.fixed_dictionaries({"completed": _JSON, "best": _JSON}).map(
        lambda data: json.dumps(data).encode()),
    st.integers(1, 200_000).map(lambda depth: b"[" * depth + b"]" * depth),
))
def test_any_progress_file_loads_in_bounded_time_and_is_kept(
    tmp_path: Path, content: bytes
) -> None:
    folder = tmp_path / str(time.monotonic_ns())
    folder.mkdir()
    path = folder / "progress.json"
    path.write_bytes(content)
    started = time.monotonic()
    progress = load_progress(path)
    assert time.monotonic() - started < 2
    if progress.problem is None:
        assert path.read_bytes() == content
        save_progress(progress, folder / "again.json")
        assert load_progress(folder / "again.json") == Progress(progress.completed, progress.best)
    else:
        assert "\n" not in progress.problem
        assert (folder / "progress.json.bad").read_bytes() == content and not path.exists()
