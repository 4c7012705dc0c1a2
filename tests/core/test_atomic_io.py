"""New files never replace old ones: set-aside copies, matches and crash reports."""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.core import atomic_io
from candy_arcade.core.atomic_io import (
    recover_temporaries,
    set_aside,
    write_text_atomic,
    write_text_new,
)


def test_set_aside_takes_the_first_free_bad_name(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    names = []
    for number in range(3):
        path.write_text(str(number))
        names.append(set_aside(path).name)
    assert names == ["progress.json.bad", "progress.json.bad-2", "progress.json.bad-3"]
    assert (tmp_path / "progress.json.bad-2").read_text() == "1" and not path.exists()


def test_new_files_in_the_same_second_get_numbered_names(tmp_path: Path) -> None:
    paths = [
        write_text_new(tmp_path / "m", "candy-20240101-120000", ".json", str(n)) for n in range(3)
    ]
    assert [p.name for p in paths] == [
        "candy-20240101-120000.json",
        "candy-20240101-120000-2.json",
        "candy-20240101-120000-3.json",
    ]
    assert [p.read_text() for p in paths] == ["0", "1", "2"]
    assert sorted(p.name for p in (tmp_path / "m").iterdir()) == sorted(p.name for p in paths)


# ------------------------------------------------------------ kills, leftovers, collisions

_KILL_AT = """
import os, signal, sys
from pathlib import Path
import candy_arcade.core.atomic_io as atomic_io
from candy_arcade.match_log import save_match_totals

def kill(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)

if sys.argv[1] == "fsync":
    os.fsync = kill
else:
    atomic_io.Path.unlink = kill
save_match_totals("candy", 7, ["Ann", "Bob"], [[3, 4]])
"""


def _json_complete(data: bytes) -> bool:
    try:
        json.loads(data)
    except ValueError:
        return False
    return True


def _killed_first_match_write(tmp_path: Path, moment: str) -> Path:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", _KILL_AT, moment], env=env, check=False)
    assert done.returncode == -signal.SIGKILL
    return tmp_path / "candy-arcade" / "matches"


def test_a_kill_during_the_first_match_write_leaves_no_empty_file_and_start_up_recovers_it(
    tmp_path: Path,
) -> None:
    folder = _killed_first_match_write(tmp_path, "fsync")
    assert [p for p in folder.iterdir() if not p.name.startswith(".")] == []
    for temp in folder.iterdir():
        os.utime(temp, (0, 0))
    [recovered] = recover_temporaries(folder, _json_complete)
    assert json.loads(recovered.read_text())["totals"] == [3, 4]
    assert list(folder.iterdir()) == [recovered]


def test_a_kill_after_the_new_file_has_its_name_leaves_one_file(tmp_path: Path) -> None:
    folder = _killed_first_match_write(tmp_path, "unlink")
    named = [p for p in folder.iterdir() if not p.name.startswith(".")]
    assert len(named) == 1 and json.loads(named[0].read_text())["totals"] == [3, 4]
    assert recover_temporaries(folder, _json_complete) == []
    assert list(folder.iterdir()) == named


def test_an_older_games_empty_claim_is_filled_from_its_temporary(tmp_path: Path) -> None:
    (tmp_path / "candy-20240101-120000.json").write_bytes(b"")
    (tmp_path / ".candy-20240101-120000.json.abcd1234.tmp").write_text('{"totals": [1]}')
    recovered = recover_temporaries(tmp_path, _json_complete)
    assert recovered == [tmp_path / "candy-20240101-120000.json"]
    assert json.loads(recovered[0].read_text()) == {"totals": [1]}
    assert list(tmp_path.iterdir()) == recovered


def test_incomplete_and_uncommitted_temporaries_are_removed_and_files_kept(
    tmp_path: Path,
) -> None:
    (tmp_path / "progress.json").write_text('{"old": 1}')
    (tmp_path / ".progress.json.abcd1234.tmp").write_text('{"new": 1}')
    (tmp_path / ".candy-1.json.abcd1234.newtmp").write_text('{"cut')
    (tmp_path / "notes.tmp").write_text("not ours")
    assert recover_temporaries(tmp_path, _json_complete) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.tmp", "progress.json"]
    assert (tmp_path / "progress.json").read_text() == '{"old": 1}'


def test_a_temporary_a_live_writer_holds_is_left_alone(tmp_path: Path) -> None:
    temp = tmp_path / ".candy-1.json.abcd1234.newtmp"
    temp.write_text("{}")
    with temp.open("rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        assert recover_temporaries(tmp_path, _json_complete) == []
    assert temp.exists()


_STORE_MANY = """
import sys
from pathlib import Path
from candy_arcade.core.atomic_io import write_bytes_new
for n in range(100):
    write_bytes_new(Path(sys.argv[1]), "pinata-20240101-120000", ".replay",
                    f"{sys.argv[2]}:{n}".encode())
"""


def test_four_processes_storing_files_under_one_stamp_keep_every_file(tmp_path: Path) -> None:
    writers = [
        subprocess.Popen([sys.executable, "-c", _STORE_MANY, str(tmp_path), str(w)])
        for w in range(4)
    ]
    assert [w.wait(60) for w in writers] == [0, 0, 0, 0]
    contents = sorted(p.read_text() for p in tmp_path.iterdir())
    assert contents == sorted(f"{w}:{n}" for w in range(4) for n in range(100))


def test_set_aside_never_moves_over_a_copy_that_appears_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("mine")
    monkeypatch.setattr(atomic_io, "_taken", lambda name: False)
    (tmp_path / "settings.toml.bad").write_text("older")
    assert set_aside(path).name == "settings.toml.bad-2"
    assert (tmp_path / "settings.toml.bad").read_text() == "older"


def test_a_write_to_a_symlink_changes_the_file_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "settings.toml"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "settings.toml"
    link.symlink_to(real)
    write_text_atomic(link, "new")
    assert link.is_symlink() and real.read_text() == "new"
