"""When something unexpected breaks: write a report, tell the player where, keep their data.

Match totals are saved after every round elsewhere, so a crash loses at most the
round being played; the report holds what a maintainer needs to fix it. The report
goes to the data folder, else to the system's temporary folder; each crash gets a
file of its own, so a second crash in the same second keeps the first one's report.
"""

from __future__ import annotations

import platform
import sys
import tempfile
import time
import traceback
from pathlib import Path

from candy_arcade import __version__
from candy_arcade.core.atomic_io import write_text_new
from candy_arcade.match_log import last_saved_match, matches_dir
from candy_arcade.paths import data_dir


def crash_report_text(error: BaseException) -> str:
    lines = [
        f"Candy Arcade {__version__} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"Python {sys.version.split()[0]} on {platform.platform()}",
        f"Command: {' '.join(sys.argv)}",
        "",
        *traceback.format_exception(error),
    ]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def write_crash_report(error: BaseException, folder: Path | None = None) -> Path | None:
    """Write the report to ``folder`` (the data folder's ``crashes``) or the temp folder.

    Returns None when neither can be written, so the caller prints the report instead.
    """
    text = crash_report_text(error)
    stem = time.strftime("crash-%Y%m%d-%H%M%S")
    for place in (folder or data_dir() / "crashes", None):
        try:
            place = place or Path(tempfile.gettempdir()) / "candy-arcade"
            return write_text_new(place, stem, ".txt", text)
        except OSError:
            continue
    return None


def crash_notes(report: Path | None) -> list[str]:
    """For the player: where the report is, and where their match totals are."""
    match = last_saved_match()
    return [
        f"a crash report is in {report}" if report else "no crash report could be written",
        f"your match totals are in {match}"
        if match
        else f"match totals are saved after every round in {matches_dir()}",
    ]
