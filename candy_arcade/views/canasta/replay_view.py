"""Watching a recorded Canasta game: the table as it stood after each move.

A replay has nobody playing, so every key and pad button is the viewer's: ← → (the
d-pad) step one move, Space or P (A, Start) play on by itself or pause, ↑ ↓ change whose
view is shown (every hand face up, or one seat's as that player saw it), PgUp PgDn
(the shoulders) go to the previous or next hand, Esc (B) leaves. The felt is the
playing table's own renderer; the panel is :mod:`~candy_arcade.render.canasta.replay_panel`.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from candy_arcade.core.wording import counted
from candy_arcade.records.canasta_record import GameRecord, seat_infos
from candy_arcade.records.watching import Watching
from candy_arcade.render.canasta import textures
from candy_arcade.render.canasta.layout import TableLayout
from candy_arcade.render.canasta.model import hidden_zones, table_view
from candy_arcade.render.canasta.replay_panel import OpenHand, ReplayPanel, ReplayPanelScene
from candy_arcade.render.canasta.scene import SIDE_COLOURS, Scene
from candy_arcade.render.canasta.seats import side_name
from candy_arcade.render.canasta.table import TableRenderer
from candy_arcade.render.theme import felt_colour
from candy_arcade.views.canasta.events_text import describe_event
from candy_arcade.views.window_access import app_window

LOG_LINES = 6
KEYS: dict[int, str] = {
    arcade.key.RIGHT: "forward",
    arcade.key.D: "forward",
    arcade.key.LEFT: "back",
    arcade.key.A: "back",
    arcade.key.SPACE: "play",
    arcade.key.P: "play",
    arcade.key.UP: "view_back",
    arcade.key.DOWN: "view_on",
    arcade.key.V: "view_on",
    arcade.key.PAGEUP: "hand_back",
    arcade.key.PAGEDOWN: "hand_on",
    arcade.key.ESCAPE: "leave",
}
PAD: dict[str, str] = {
    "right": "forward",
    "left": "back",
    "select": "play",
    "pause": "play",
    "up": "view_back",
    "down": "view_on",
    "left_shoulder": "hand_back",
    "right_shoulder": "hand_on",
    "back": "leave",
}
"""A gamepad's buttons as :data:`~candy_arcade.input.gamepad.MENU_BUTTONS` names them."""


class CanastaReplayView(arcade.View):
    """``leave``: what Esc does (back to the Past hands list; None closes the window,
    as a replay opened from the command line)."""

    mode = "canasta"
    music_track = "canasta"
    uses_shoulders = True

    def __init__(
        self, record: GameRecord, hand: int = 0, leave: Callable[[], None] | None = None
    ) -> None:
        super().__init__()
        self.watching = Watching(record, hand)
        self.seats = seat_infos(record)
        self.home = next((s.seat for s in self.seats if not s.is_bot), 0)
        """The seat at the bottom while every hand is shown (the first person's)."""
        self.deck = record.settings.the_deck
        self.leave_to = leave
        self.panel = ReplayPanel(self.deck)
        self.table = self._table_for(self.home)
        self._signature: object = None
        self._warm = True
        self.background_color = felt_colour(app_window(self).settings.felt)

    def _table_for(self, bottom: int) -> TableRenderer:
        settings = self.watching.record.settings
        layout = TableLayout(settings.players, settings.sides, bottom)
        table = TableRenderer(self.deck, layout, felt_colour(app_window(self).settings.felt))
        table.reduced = app_window(self).settings.reduce_motion
        return table

    @property
    def bottom(self) -> int:
        view = self.watching.view
        return self.home if view is None else view

    def on_show_view(self) -> None:
        self.table.reduced = app_window(self).settings.reduce_motion
        self._signature = None

    # ----- what is shown ----------------------------------------------------------

    def log_lines(self) -> list[str]:
        """What the moves so far in this hand did, the last lines (as the table's log)."""
        watching = self.watching
        lines: list[str] = []
        for step in watching.steps[: watching.step + 1]:
            for event in step.events:
                line = describe_event(self.deck, event, self.seats, step.state.wheel_as)
                if line:
                    lines.append(line)
        return lines[-LOG_LINES:]

    def panel_scene(self) -> ReplayPanelScene:
        watching = self.watching
        state = watching.state
        record = watching.record
        scores = tuple(
            (side_name(self.seats, side), state.scores[side],
             SIDE_COLOURS[side % len(SIDE_COLOURS)])
            for side in range(record.settings.sides)
        )
        others = [s for s in self.seats if s.seat != self.bottom]
        shown = watching.view is None
        open_hands = tuple(
            OpenHand(f"{s.title} · {len(state.hands[s.seat])}", state.hands[s.seat])
            for s in others
        ) if shown else ()
        hidden = () if shown else tuple(
            f"{s.title}: {counted(len(state.hands[s.seat]), 'card')}, hidden" for s in others
        )
        view = "View: every hand face up" if shown else (
            f"View: {self.seats[self.bottom].compass}'s hand only"
        )
        lines = self.log_lines()
        return ReplayPanelScene(
            hand=f"Hand {watching.hand + 1} of {len(record.hands)}",
            move=f"Move {watching.step} of {watching.moves}",
            status="Playing" if watching.playing else "Paused",
            view=view,
            scores=scores,
            last_move=lines[-1] if watching.step and lines else "The deal",
            open_hands=open_hands,
            hidden=hidden,
        )

    def _scene(self) -> Scene:
        state = self.watching.state
        bottom = self.bottom
        return Scene(
            table=table_view(state, self.seats, bottom),
            seats=self.seats,
            bottom=bottom,
            log=tuple(self.log_lines()),
            dealer=state.dealer,
            zones=hidden_zones(state, bottom),
        )

    def _refresh(self) -> None:
        watching = self.watching
        signature = (watching.hand, watching.step, watching.view, watching.playing)
        if signature == self._signature:
            return
        self._signature = signature
        self.table.rebuild(self._scene())
        self.panel.rebuild(self.panel_scene())

    def on_draw(self) -> None:
        self.clear()
        app_window(self).screen_map.use()
        self._refresh()
        self.table.draw()
        self.panel.draw()

    def on_update(self, delta_time: float) -> None:
        self.watching.tick(delta_time)
        self.table.update(delta_time)
        if self._warm and not self.table.busy:
            self._warm = textures.warm_up(self.deck, 1)

    # ----- input ------------------------------------------------------------------------

    def command(self, name: str) -> None:
        watching = self.watching
        if name == "forward":
            watching.playing = False
            watching.forward()
        elif name == "back":
            watching.playing = False
            watching.back()
        elif name == "play":
            watching.toggle_play()
        elif name in ("view_on", "view_back"):
            watching.cycle_view(1 if name == "view_on" else -1)
            self.table = self._table_for(self.bottom)
            self._signature = None
        elif name in ("hand_on", "hand_back"):
            watching.playing = False
            watching.to_hand(1 if name == "hand_on" else -1)
        elif name == "leave":
            self.leave()

    def leave(self) -> None:
        if self.leave_to is None:
            self.window.close()
        else:
            self.leave_to()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        name = KEYS.get(symbol)
        if name is None:
            return None
        self.command(name)
        return True

    def on_menu_command(self, command: str) -> None:
        name = PAD.get(command)
        if name is not None:
            self.command(name)

