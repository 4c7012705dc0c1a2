"""Start the game: a real window with arcade's loop, or N headless frames driven here.

Headless runs (tests, tools, ``--headless --frames N``) call the same views' update
and draw, one fixed 1/60 s frame at a time, since arcade's headless loop is unthrottled.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.crash import write_crash_report
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.settings import load_settings
from candy_arcade.views import navigation
from candy_arcade.views.app import GameWindow

FRAME_SECONDS = 1 / 60


@dataclass(frozen=True)
class LaunchOptions:
    mode: str | None = None
    seats: tuple[SeatSpec, ...] | None = None
    seed: int | None = None
    level: LevelSpec | None = None
    fullscreen: bool = False
    headless: bool = False
    frames: int | None = None
    screenshot: Path | None = None
    variants: tuple[str, ...] | None = None
    """I Want Candy! variants by name; None plays the level's own."""


def create_window(options: LaunchOptions) -> GameWindow:
    """Open the window with the player's settings; a broken settings file is set aside."""
    loaded = load_settings()
    window = GameWindow(
        loaded.settings,
        fullscreen=options.fullscreen or loaded.settings.fullscreen,
        settings_problem=loaded.problem,
        headless=options.headless,
    )
    show_first_view(window, options)
    return window


def show_first_view(window: GameWindow, options: LaunchOptions) -> None:
    """Title screen, or straight to a lobby or a game when the command line asks."""
    if options.mode is None:
        navigation.show_title(window)
        return
    if options.seats is None and not options.headless:
        navigation.show_lobby(window, options.mode, options.level)
        return
    from candy_arcade.views.game_start import start_game_from_options

    start_game_from_options(window, options)


def run_frames(window: arcade.Window, frames: int) -> None:
    """Advance the shown views ``frames`` times by exactly one frame and draw each.

    The view's handlers are called directly: outside pyglet's loop, dispatched
    window events are only queued.
    """
    for _ in range(frames):
        view = window.current_view
        if view is not None:
            view.on_update(FRAME_SECONDS)
        window.on_update(FRAME_SECONDS)
        view = window.current_view
        if view is not None:
            view.on_draw()
        else:
            window.on_draw()


def launch(options: LaunchOptions) -> int:
    try:
        return _run(options)
    except Exception as error:
        report = write_crash_report(error)
        print(
            f"candy-arcade: something went wrong and the game stopped; a crash report is in "
            f"{report} (match totals are saved after every round)",
            file=sys.stderr,
        )
        return 1


def _run(options: LaunchOptions) -> int:
    window = create_window(options)
    if options.headless:
        run_frames(window, options.frames or 1)
        if options.screenshot is not None:
            arcade.get_image().save(options.screenshot)
        window.close()
        return 0
    window.screenshot_path = options.screenshot
    arcade.run()
    return 0
