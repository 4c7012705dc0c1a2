"""Start the game: a real window with arcade's loop, or N headless frames driven here.

Headless runs (tests, tools, ``--headless --frames N``) call the same views' update
and draw, one fixed 1/60 s frame at a time, since arcade's headless loop is unthrottled.

An unexpected error ends the game with a report, one line on stderr and exit code 1;
a player who started the game from a desktop never sees stderr, so the window, while
it still works, shows the same news until a key, a click or closing it.
"""

from __future__ import annotations

import contextlib
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import SeatSpec
from candy_arcade.crash import crash_notes, crash_report_text, write_crash_report
from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.levels.loader import default_level_for
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import ModeOptions
from candy_arcade.modes import CANDY
from candy_arcade.phones.room import wait_for_phones
from candy_arcade.phones.service import Phones
from candy_arcade.recovery import recover_leftover_writes
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT, TEXT_DIM, TITLE_FONT
from candy_arcade.settings import load_settings
from candy_arcade.setup import GameSetup
from candy_arcade.views import navigation
from candy_arcade.views.app import GameWindow
from candy_arcade.views.game_start import DEFAULT_SEATS, seats_with_devices
from candy_arcade.views.screens import register_screens
from candy_arcade.views.window_access import app_window, game_window

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
    options: ModeOptions | None = None
    """The mode's options (``--variants``); None plays the level's own."""
    phones: Phones | None = None
    """Phones switched on from the command line (``--phones``), already listening."""


NO_DISPLAY = "no display (set DISPLAY, or use --headless)"


class NoDisplay(Exception):
    """No window can open here (no X server, no ``ARCADE_HEADLESS``): bad setup by the
    person at the keyboard, not a bug, so one line and exit 2 instead of a crash report."""


def _is_no_display(error: BaseException) -> bool:
    # pyglet raises a NoSuchDisplayException from pyglet.window or from its xlib
    # display module, two unrelated classes; the latter exists only on X11 systems.
    return any(kind.__name__ == "NoSuchDisplayException" for kind in type(error).__mro__)


def create_window(options: LaunchOptions) -> GameWindow:
    """Open the window with the player's settings; a broken settings file is set aside.
    Writes a kill cut short last time are finished or cleaned up first.

    Raises:
        NoDisplay: there is no display to open it on.
    """
    recover_leftover_writes()
    loaded = load_settings()
    try:
        window = GameWindow(
            loaded.settings,
            fullscreen=options.fullscreen or loaded.settings.fullscreen,
            settings_problem=loaded.problem,
            headless=options.headless,
        )
    except Exception as error:
        if _is_no_display(error):
            raise NoDisplay(NO_DISPLAY) from None
        raise
    register_screens(window)
    window.phones = options.phones
    window.phone_port = options.phones.port if options.phones is not None else None
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
    start_game_from_options(window, options)


def start_game_from_options(window: arcade.Window, options: LaunchOptions) -> None:
    """The game the command line asks for; what it leaves out, the level decides."""
    mode = options.mode or (options.level.mode if options.level is not None else CANDY.id)
    level = options.level or default_level_for(mode)
    setup = GameSetup(
        mode=mode,
        level=level,
        seed=options.seed if options.seed is not None else new_seed(),
        seats=seats_with_devices(options.seats or DEFAULT_SEATS),
        options=options.options,
    )
    phone_seats = [
        seat.device_id
        for seat in setup.seats
        if seat.device_id is not None and is_phone_id(seat.device_id)
    ]
    wait_for_phones(game_window(window).input_hub, phone_seats)
    navigation.start_game(window, setup)


def step_frame(window: arcade.Window) -> None:
    """One frame's fixed tick and updates, as arcade's loop gives them, without drawing
    (tools that play thousands of ticks draw only the frames they look at)."""
    view = window.current_view
    if view is not None:
        view.on_fixed_update(FRAME_SECONDS)
    view = window.current_view
    if view is not None:
        view.on_update(FRAME_SECONDS)
    window.on_update(FRAME_SECONDS)


def run_frames(window: arcade.Window, frames: int, *, real_time: bool = False) -> None:
    """Advance the shown views ``frames`` times by exactly one frame and draw each.

    The view's handlers are called directly: outside pyglet's loop, dispatched
    window events are only queued. Each frame ends when the GL has done its work, as
    a real window's buffer swap does. A frame lasts exactly one fixed tick, so each
    frame has one ``on_fixed_update``, as arcade's loop gives at 60 frames a second.
    ``real_time`` (phones playing a headless game) keeps to 60 frames a second of the
    clock; otherwise frames run as fast as they go.
    """
    start = time.perf_counter()
    for frame in range(frames):
        if real_time:
            time.sleep(max(0.0, start + frame * FRAME_SECONDS - time.perf_counter()))
        step_frame(window)
        view = window.current_view
        if view is None or not view.on_draw():
            window.on_draw()
        # The real loop's flip waits for the frame; with no flip, GL work queues up
        # frame after frame and memory grows without bound (issue 14 point 13).
        window.ctx.finish()


def launch(options: LaunchOptions) -> int:
    """Play; an unexpected error gives a report and a message, never a raw traceback.
    Phones switched on for the game are switched off when it ends, however it ends."""
    try:
        return _run(options)
    except NoDisplay as error:
        print(f"candy-arcade: error: {error}", file=sys.stderr)
        return 2
    except Exception as error:
        report = write_crash_report(error)
        notes = crash_notes(report)
        message = f"candy-arcade: something went wrong and the game stopped; {'; '.join(notes)}"
        if report is None:
            message += "; the report follows\n" + crash_report_text(error).rstrip("\n")
        print(message, file=sys.stderr)
        if not options.headless:
            show_crash_screen(notes)
        return 1
    finally:
        if options.phones is not None:
            options.phones.stop()


class CrashView(arcade.View):
    """The last screen after a crash: what happened and where the player's files are."""

    def __init__(self, notes: list[str]) -> None:
        super().__init__()
        self.dismissed = False
        self.texts = [
            arcade.Text(
                "Something went wrong",
                LOGICAL_WIDTH / 2,
                LOGICAL_HEIGHT - 180,
                HIGHLIGHT,
                40,
                anchor_x="center",
                font_name=TITLE_FONT,
            )
        ]
        for index, note in enumerate(notes):
            self.texts.append(
                arcade.Text(
                    note[:1].upper() + note[1:],
                    LOGICAL_WIDTH / 2,
                    LOGICAL_HEIGHT - 280 - index * 70,
                    TEXT,
                    16,
                    anchor_x="center",
                    font_name=BODY_FONT,
                    width=1180,
                    multiline=True,
                    align="center",
                )
            )
        self.texts.append(
            arcade.Text(
                "The game has stopped. Press any key or close the window.",
                LOGICAL_WIDTH / 2,
                60,
                TEXT_DIM,
                14,
                anchor_x="center",
                font_name=BODY_FONT,
            )
        )

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        for text in self.texts:
            text.draw()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.dismissed = True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.dismissed = True


def show_crash_screen(notes: list[str]) -> None:
    """Show :class:`CrashView` in the game's window until dismissed, if the window works.

    arcade's loop has already ended with the error, so this pumps the window's events
    itself. Anything failing here is swallowed: the news is already on stderr and in
    the report, and a crash screen that crashed would only bury it.
    """
    with contextlib.suppress(Exception):
        window = arcade.get_window()
        view = CrashView(notes)
        window.show_view(view)
        while not (view.dismissed or window.has_exit or window.closed):
            window.dispatch_events()
            view.on_draw()
            window.flip()
            time.sleep(FRAME_SECONDS)


def _run(options: LaunchOptions) -> int:
    window = create_window(options)
    if options.headless:
        run_frames(window, options.frames or 1, real_time=options.phones is not None)
        if options.screenshot is not None:
            arcade.get_image().save(options.screenshot)
        window.close()
        return 0
    window.screenshot_path = options.screenshot
    arcade.run()
    return 0
