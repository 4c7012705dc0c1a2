"""The game window: one per process, holding settings, sounds, music and the logical screen.

Screens are :class:`arcade.View` objects shown one at a time; the window only handles
what is global to every screen (F11 fullscreen, resize, the letterboxed camera, and a
notice over any screen when one of the player's files could not be saved) and owns
the table of screens they lead to (:mod:`candy_arcade.views.router`), registered by
:func:`candy_arcade.views.screens.register_screens`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import arcade
import pyglet

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.input.gamepad import menu_command_for
from candy_arcade.input.hub import InputHub
from candy_arcade.paths import settings_path
from candy_arcade.phones.room import forget_phones
from candy_arcade.phones.server import GAME_ENDED
from candy_arcade.phones.service import Phones
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH, LogicalScreen
from candy_arcade.render.music import MusicPlayer, track_of
from candy_arcade.render.sounds import SoundBank
from candy_arcade.render.theme import BACKGROUND, BAD, BODY_FONT, load_fonts
from candy_arcade.settings import Settings, save_settings
from candy_arcade.views.frame_pacer import FramePacer
from candy_arcade.views.router import Screens

TITLE = "Candy Arcade"
FRAME_SECONDS = 1 / 60
"""A frame is drawn (and the frame update run) 60 times a second, on a fixed grid."""

NOTICE_SECONDS = 8.0
"""Long enough to read a path; the notice then clears itself so play is not covered."""


class GameWindow(arcade.Window):
    def __init__(
        self,
        settings: Settings,
        *,
        fullscreen: bool = False,
        settings_problem: str | None = None,
        headless: bool = False,
    ) -> None:
        # Before any text: pyglet settles which name of a font list it uses at the first
        # text that asks, for good. Asked before the bundled fonts were loaded, it took
        # the system's Liberation Sans where one is installed and DejaVu Sans elsewhere,
        # so the same screen measured differently from machine to machine.
        load_fonts()
        super().__init__(
            LOGICAL_WIDTH,
            LOGICAL_HEIGHT,
            TITLE,
            fullscreen=fullscreen,
            resizable=True,
            antialiasing=settings.msaa,
            samples=4 if settings.msaa else 1,
            vsync=False,
            update_rate=FRAME_SECONDS,
            draw_rate=FRAME_SECONDS,
            fixed_rate=TICK_SECONDS,
        )
        pyglet.clock.unschedule(self._dispatch_frame)
        self.frame_pacer = FramePacer(self._dispatch_frame)
        self.frame_pacer.start(FRAME_SECONDS)
        self.settings = settings
        self.settings_problem = settings_problem
        self.music = MusicPlayer(settings.music_volume, settings.mute_music)
        self.sounds = SoundBank(settings.effects_volume, on_urgent=self.music.duck)
        self.screen_map = LogicalScreen(self.width, self.height)
        self.background_color = BACKGROUND
        self.headless = headless
        self.screenshot_path: Path | None = None
        self.input_hub = InputHub(settings.keys, watch_gamepads=not headless)
        self.notice = arcade.Text(
            "",
            LOGICAL_WIDTH / 2,
            LOGICAL_HEIGHT - 24,
            BAD,
            14,
            anchor_x="center",
            anchor_y="top",
            font_name=BODY_FONT,
            width=1180,
            multiline=True,
            align="center",
        )
        self.notice_seconds = 0.0
        self.told: set[str] = set()
        """What the player has been told could not be saved: each is said once a session."""
        self._screens: Screens | None = None
        self.phones: Phones | None = None
        """The phone server while phones are on (the lobby's switch, or ``--phones``)."""
        self.phone_port: int | None = None
        """Where ``--phones`` listened: phones switched on again later (a lobby after the
        title) listen there too, so the address people typed still works."""
        if not headless:
            self.set_minimum_size(640, 360)

    @property
    def screens(self) -> Screens:
        """The screens the shown one may lead to.

        Raises:
            RuntimeError: nothing registered them (a tool built the window by hand).
        """
        if self._screens is None:
            raise RuntimeError("no screens registered: call views.screens.register_screens")
        return self._screens

    @screens.setter
    def screens(self, screens: Screens) -> None:
        self._screens = screens

    def save_or_tell(self, what: str, where: Path, save: Callable[[], object]) -> bool:
        """Run ``save``; if the disk refuses, say so once on screen, and play goes on.

        A folder that cannot be written (read-only, full, or a file in its place) must
        not end the game: what was not saved is named with its place, so the player can
        fix the folder, and the game keeps working with what it has in memory.
        """
        try:
            save()
        except OSError as error:
            if what not in self.told:
                self.told.add(what)
                reason = error.strerror or str(error)
                self.notice.text = f"{what} could not be saved to {where} ({reason}); play goes on"
                self.notice_seconds = NOTICE_SECONDS
            return False
        return True

    def show_view(self, new_view: arcade.View) -> None:
        """Show a screen, and play its music (:func:`track_of` says which loop)."""
        super().show_view(new_view)
        self.music.request(track_of(new_view))

    def switch_phones_on(self, port: int | None = None) -> Phones:
        """Start a phone server with a new room (a token seen before is worth nothing).

        Raises:
            OSError: ``port`` was asked for and cannot be listened on.
        """
        self.switch_phones_off()
        self.phones = Phones.start(port if port is not None else self.phone_port)
        return self.phones

    def switch_phones_off(self, reason: str = GAME_ENDED) -> None:
        """Stop the phone server: every phone is sent away (its page shows ``reason``),
        nothing listens any more, and the input hub forgets the phones."""
        if self.phones is not None:
            self.phones.stop(reason)
            self.phones = None
            forget_phones(self.input_hub)

    def on_update(self, delta_time: float) -> None:
        """Phones that joined or dropped reach the input hub; gamepad menu navigation
        reaches whichever screen is showing."""
        if self.phones is not None:
            self.phones.pump(self.input_hub)
        self.notice_seconds = max(0.0, self.notice_seconds - delta_time)
        self.music.update(delta_time)
        view = self.current_view
        commands = self.input_hub.take_menu_commands()
        handler = getattr(view, "on_menu_command", None)
        uses_shoulders = bool(getattr(view, "uses_shoulders", False))
        if handler is not None:
            for command in commands:
                handler(menu_command_for(command, uses_shoulders))

    def on_draw(self) -> None:
        """After the screen's own drawing (arcade calls the window's handler next)."""
        if self.notice_seconds <= 0:
            return
        self.screen_map.use()
        half = self.notice.content_width / 2 + 16
        top = LOGICAL_HEIGHT - 16
        bottom = top - self.notice.content_height - 16
        arcade.draw_lrbt_rectangle_filled(
            LOGICAL_WIDTH / 2 - half, LOGICAL_WIDTH / 2 + half, bottom, top, (20, 10, 30, 235)
        )
        self.notice.draw()

    def on_resize(self, width: int, height: int) -> None:
        super().on_resize(width, height)
        self.screen_map.fit(width, height)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.F11:
            self.set_fullscreen(not self.fullscreen)
            self.screen_map.fit(self.width, self.height)
        elif symbol == arcade.key.F12:
            self.save_screenshot()

    def save_screenshot(self, path: Path | None = None) -> Path:
        """Draw the current screen once more and save it (F12, or ``--screenshot`` at exit)."""
        path = path or self.screenshot_path or Path(f"candy-arcade-{int(time.time())}.png")
        view = self.current_view
        if view is not None:
            view.on_draw()
        self.on_draw()
        arcade.get_image().save(path)
        return path

    def close(self) -> None:
        self.frame_pacer.stop()
        self.switch_phones_off()
        super().close()

    def on_close(self) -> None:
        if self.screenshot_path is not None and not self.headless:
            self.save_screenshot()
        super().on_close()

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings now and keep them on disk (written atomically) if it can."""
        self.settings = settings
        self.sounds.volume = settings.effects_volume
        self.music.set_levels(settings.music_volume, settings.mute_music)
        if settings.fullscreen != self.fullscreen:
            self.set_fullscreen(settings.fullscreen)
            self.screen_map.fit(self.width, self.height)
        self.save_or_tell("Your settings", settings_path(), lambda: save_settings(settings))

    def to_logical(self, x: float, y: float) -> tuple[float, float]:
        return self.screen_map.to_logical(x, y)
