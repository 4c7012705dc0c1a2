"""Earlier games: listed newest first by when they were last played, never a bad copy;
bringing one back never leaves a game without a file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from candy_arcade.saves.earlier import bring_back, earlier_paths
from candy_arcade.saves.slot import SaveSlot


@pytest.fixture
def slot(tmp_path: Path) -> SaveSlot:
    slot = SaveSlot("canasta", 1, tmp_path / "saves" / "canasta.json")
    slot.path.parent.mkdir(parents=True)
    return slot


def test_a_kept_game_keeps_the_time_it_was_last_played(slot: SaveSlot) -> None:
    slot.path.write_text("{}")
    os.utime(slot.path, (1_000_000, 1_000_000))
    kept = slot.keep_aside()
    assert kept is not None and kept.stat().st_mtime == 1_000_000


def test_earlier_games_are_listed_newest_first_and_bad_copies_are_not(slot: SaveSlot) -> None:
    folder = slot.path.parent
    names = ["canasta.earlier-20261201-100000.json", "canasta.earlier-20261202-100000-2.json"]
    for played, name in enumerate(names):
        (folder / name).write_text("{}")
        os.utime(folder / name, (played * 1000, played * 1000))
    for stray in ("canasta.earlier-20261201-100000.bad-20261203-100000.json",
                  "canasta.bad-20261201-100000.json", "other.earlier-20261201-100000.json"):
        (folder / stray).write_text("{}")
    assert [path.name for path in earlier_paths(slot)] == list(reversed(names))


def test_bringing_back_when_the_saved_game_cannot_be_kept_changes_nothing(
    slot: SaveSlot, monkeypatch: pytest.MonkeyPatch
) -> None:
    slot.path.write_text("saved")
    earlier = slot.path.parent / "canasta.earlier-20261201-100000.json"
    earlier.write_text("earlier")
    monkeypatch.setattr(SaveSlot, "keep_aside", lambda self: None)
    with pytest.raises(OSError, match="could not be kept aside"):
        bring_back(slot, earlier)
    assert slot.path.read_text() == "saved" and earlier.read_text() == "earlier"
