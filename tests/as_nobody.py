"""Run a snippet of Python as a user who is not root: root ignores file modes, so a
test of "a file the game may not read" means nothing as root.

As root the snippet runs as ``nobody`` through ``setpriv`` (the test is skipped with a
reason where setpriv is missing); as anyone else it runs as that user.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

NOBODY = 65534


def _prefix() -> list[str]:
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("setpriv is missing: a permission test cannot drop root here")
    return [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]


@contextmanager
def shared_folder() -> Iterator[Path]:
    """A folder the other user may reach and write (pytest's own are root's, mode 700)."""
    folder = Path(tempfile.mkdtemp(prefix="candy-arcade-nobody-"))
    folder.chmod(0o777)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def other_users_file(path: Path, text: str) -> None:
    """A file the snippet's user may not read: root's with mode 600 (or mode 000 when
    the tests themselves are not root)."""
    path.write_text(text)
    path.chmod(0o600 if os.geteuid() == 0 else 0)


def text_of(path: Path) -> str:
    """The text of a file made by :func:`other_users_file` (given its mode back first,
    for a test that is not root)."""
    path.chmod(0o644)
    return path.read_text()


def run_python(code: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """``code`` run by the other user with the game importable and its user folders in
    ``folder``; the caller checks the output."""
    env = {
        **os.environ,
        "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
        "PYTHONPATH": str(Path(__file__).resolve().parent.parent),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    return subprocess.run(
        [*_prefix(), sys.executable, "-c", code],
        env=env, cwd=folder, capture_output=True, text=True, timeout=60, check=False,
    )
