"""Read ``levels/*.toml`` into :class:`LevelSpec`; a bad file raises one clear error."""

from __future__ import annotations

import stat
from pathlib import Path

from candy_arcade.core.bounded_read import ReadRefused, read_regular_bytes
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.levels.validate import (
    LEVEL_FILE_LIMIT,
    LevelInvalid,
    LevelProblem,
    parse_level,
)
from candy_arcade.modes import mode_info

LEVELS_DIR = Path(__file__).resolve().parents[2] / "levels"
DEFAULT_LEVEL = LEVELS_DIR / "default.toml"


class LevelError(ValueError):
    """A level file that cannot be played; the message has one line per problem (the
    first ones, then a count of the rest)."""

    def __init__(self, message: str, problems: int = 1) -> None:
        super().__init__(message)
        self.problem_count = problems

    @property
    def first_line(self) -> str:
        """The first problem, and how many more there are, for one-line reports."""
        first = str(self).splitlines()[0]
        more = self.problem_count - 1
        return first + (f" (and {more:,} more: run candy-arcade check-level)" if more else "")


def load_level(path: Path) -> LevelSpec:
    """Read and check one level file; anything wrong with it is a :class:`LevelError`.

    Only a regular file is read: a pipe or a device named ``*.toml`` would block the
    game (or the level select) waiting for bytes that never come.
    """
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise _unreadable(path, "it is a folder, not a level file: name a .toml file")
        if not stat.S_ISREG(info.st_mode):
            raise _unreadable(path, "not a regular file (a pipe or a device): a level is a file")
        if info.st_size > LEVEL_FILE_LIMIT:
            raise _unreadable(path, f"the file is larger than {LEVEL_FILE_LIMIT // 1024} KB")
        raw = read_regular_bytes(path, LEVEL_FILE_LIMIT)
    except ReadRefused:
        raise _unreadable(path, "cannot read the level file (it changed while read)") from None
    except OSError as error:
        raise _unreadable(path, f"cannot read the level file ({error.strerror})") from None
    try:
        return parse_level(raw, str(path))
    except LevelInvalid as invalid:
        raise LevelError(str(invalid), len(invalid.problems)) from None


def _unreadable(path: Path, message: str) -> LevelError:
    return LevelError(str(LevelInvalid(str(path), [LevelProblem(1, message)])))


def load_default_level() -> LevelSpec:
    return load_level(DEFAULT_LEVEL)


def default_level_for(mode: str) -> LevelSpec:
    """The table a mode is played on when nobody chose one: the mode's usual level
    (``default.toml`` for I Want Candy!), else the first shipped level of the mode."""
    usual = mode_info(mode).usual_level
    if usual is not None:
        return load_level(LEVELS_DIR / usual)
    # A modder's broken file in levels/ must not keep a mode from finding its table.
    levels, _ = readable_levels()
    return next((level for level in levels if level.mode == mode), None) or load_default_level()


def readable_levels(folder: Path | None = None) -> tuple[list[LevelSpec], list[str]]:
    """Every good level in ``folder`` (file-name order) and one line per broken file:
    a modder's broken level leaves the others playable and says what is wrong."""
    levels: list[LevelSpec] = []
    problems: list[str] = []
    for path in sorted((folder or LEVELS_DIR).glob("*.toml")):
        try:
            levels.append(load_level(path))
        except LevelError as error:
            problems.append(error.first_line)
    return levels, problems


def shipped_levels() -> list[LevelSpec]:
    """Every level in ``levels/``, in file-name order (numbered files sort as a ladder)."""
    return [load_level(path) for path in sorted(LEVELS_DIR.glob("*.toml"))]
