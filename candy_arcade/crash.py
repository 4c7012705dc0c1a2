"""When something unexpected breaks: write a report, tell the player where, keep their data.

Match totals are saved after every round elsewhere, so a crash loses at most the
round being played; the report holds what a maintainer needs to fix it.
"""

from __future__ import annotations

import platform
import sys
import time
import traceback
from pathlib import Path

from candy_arcade import __version__
from candy_arcade.core.atomic_io import write_text_atomic
from candy_arcade.paths import data_dir


def write_crash_report(error: BaseException, folder: Path | None = None) -> Path:
    folder = folder or data_dir() / "crashes"
    path = folder / time.strftime("crash-%Y%m%d-%H%M%S.txt")
    lines = [
        f"Candy Arcade {__version__} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"Python {sys.version.split()[0]} on {platform.platform()}",
        f"Command: {' '.join(sys.argv)}",
        "",
        *traceback.format_exception(error),
    ]
    write_text_atomic(path, "\n".join(line.rstrip("\n") for line in lines) + "\n")
    return path
