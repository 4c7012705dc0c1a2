"""``candy-arcade replay FILE`` for a Canasta record: a window of its own on the
replay viewer. Apart from the viewer, which the title screen's Past hands opens inside
a running window: the launcher reaches the screen registry, and so the title."""

from __future__ import annotations

from pathlib import Path

import arcade

from candy_arcade.records.canasta_record import GameRecord
from candy_arcade.views.canasta.replay_view import CanastaReplayView
from candy_arcade.views.launch import LaunchOptions, create_window
from candy_arcade.views.replay_start import show_loading


def watch_canasta_record(record: GameRecord, screenshot: Path | None = None) -> int:
    """Open a window on the record's first hand."""
    window = create_window(LaunchOptions())
    window.screenshot_path = screenshot
    show_loading(window)
    window.show_view(CanastaReplayView(record))
    arcade.run()
    return 0
