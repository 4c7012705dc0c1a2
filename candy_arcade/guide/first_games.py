"""Whether a player has been offered a guided first game of a mode yet.

The offer ("Play a guided first game?") is made once per mode, the first time it is
opened with no game of it ever played; the answer is kept in ``first-games.json`` in
the user data directory, written atomically. A file that cannot be read counts as no
answer given (the offer comes again: harmless), and the next answer replaces it.
"""

from __future__ import annotations

import json
from pathlib import Path

from candy_arcade.core.atomic_io import write_text_atomic
from candy_arcade.core.bounded_read import KIB, read_regular_text
from candy_arcade.match_log import load_match_totals
from candy_arcade.paths import data_dir

GUIDED_MODES = ("candy", "pinata")
"""The modes that have a guided first game."""
FIRST_GAMES_LIMIT = 4 * KIB


def first_games_path() -> Path:
    return data_dir() / "first-games.json"


def answered_modes(path: Path | None = None) -> dict[str, bool]:
    """Each mode whose offer was answered, and whether the answer was yes."""
    try:
        data = json.loads(read_regular_text(path or first_games_path(), FIRST_GAMES_LIMIT))
    except (OSError, ValueError, RecursionError):
        return {}
    answers = data.get("answered") if isinstance(data, dict) else None
    if not isinstance(answers, dict):
        return {}
    return {
        mode: yes for mode, yes in answers.items() if mode in GUIDED_MODES and isinstance(yes, bool)
    }


def should_offer(mode: str, path: Path | None = None) -> bool:
    """Offer a guided first game: the mode has one, it was never answered, and no game
    of it was ever played (a saved match of the mode means someone has)."""
    return (
        mode in GUIDED_MODES
        and mode not in answered_modes(path)
        and load_match_totals(mode) is None
    )


def remember_answer(mode: str, yes: bool, path: Path | None = None) -> None:
    """Keep the answer for ``mode`` so the offer is not made again (OSError: not kept)."""
    answers = answered_modes(path) | {mode: yes}
    text = json.dumps({"answered": dict(sorted(answers.items()))}, indent=2) + "\n"
    write_text_atomic(path or first_games_path(), text)
