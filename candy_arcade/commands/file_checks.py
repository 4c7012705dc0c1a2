"""Up-front checks of the files a command will write, so a bad path is one line, exit 2.

A screenshot is saved after the game has run; a folder that cannot take it would
otherwise end a finished run in a crash report.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from candy_arcade.commands.errors import UsageError


def check_screenshot(path: Path) -> None:
    """Refuse a ``--screenshot`` path that is not a .png file we can write."""
    if path.is_dir():
        raise UsageError(f"--screenshot: {path} is a folder; name a .png file in it")
    if path.suffix.lower() != ".png":
        raise UsageError(f"--screenshot must be a .png path, got {path}")
    if path.exists() and not path.is_file():
        raise UsageError(f"--screenshot: {path} is not a regular file; name a .png file")
    parent = path.resolve().parent
    if not parent.is_dir():
        raise UsageError(f"--screenshot: folder {parent} does not exist")
    try:
        # Creating (and at once removing) a file is the one sure test: permissions,
        # read-only mounts and pseudo file systems such as /proc all show up here.
        with tempfile.TemporaryFile(dir=parent):
            pass
    except OSError as error:
        raise UsageError(
            f"--screenshot: cannot write a file in {parent} ({error.strerror})"
        ) from None
