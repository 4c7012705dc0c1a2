"""All input devices of the couch in one place: routes window events, reports joins.

Views forward raw events here; the hub keeps which device is which, so a lobby can
ask "who pressed their join button" and a game view "what does pad-1 want this tick".
"""

from __future__ import annotations

from collections.abc import Iterable

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import (
    NO_INPUT,
    Control,
    ControlLabels,
    DeviceInput,
    HoldButton,
)
from candy_arcade.input.device import InputDevice
from candy_arcade.input.gamepad import GamepadDevice, GamepadWatcher
from candy_arcade.input.keyboard import KeyboardZone, key_code, key_label
from candy_arcade.input.mouse import MouseDevice
from candy_arcade.sim.intents import IDLE, PlayerIntent

ANY_DEVICE = "any"
"""The device id of a player alone at the table: every device steers their hand."""


class InputHub:
    def __init__(self, keys: dict[str, str], *, watch_gamepads: bool = True) -> None:
        self.mouse = MouseDevice()
        self.devices: dict[str, InputDevice] = {self.mouse.device_id: self.mouse}
        self.rebind(keys)
        self.disconnected: list[str] = []
        self.gamepads: GamepadWatcher | None = (
            GamepadWatcher(self._pad_connected, self._pad_disconnected) if watch_gamepads else None
        )

    def rebind(self, keys: dict[str, str]) -> None:
        """Use new key bindings (from the settings view) for both keyboard zones and
        the mouse player's chart key."""
        self.zones = [KeyboardZone("left", keys), KeyboardZone("right", keys)]
        for zone in self.zones:
            self.devices[zone.device_id] = zone
        chart_key = key_code(keys["mouse_chart"])
        taken = any(zone.owns(chart_key) for zone in self.zones)
        self.mouse_chart_key = None if taken else chart_key
        """None when a zone's key is that key too (an old settings file bound it
        before the mouse had a chart key): the zone's action keeps it."""
        self.mouse.chart_key = "" if taken else key_label(keys["mouse_chart"])

    @property
    def gamepad_status(self) -> str:
        return self.gamepads.status if self.gamepads is not None else "gamepads off"

    def add_device(self, device: InputDevice) -> None:
        """Register a device (a pad plugged in, or a test's fake pad) and its parts (a
        pad's halves)."""
        for each in (device, *device.parts):
            self.devices[each.device_id] = each

    def _pad_connected(self, pad: GamepadDevice) -> None:
        self.add_device(pad)
        for each in (pad, *pad.parts):
            each.connected = True
            if each.device_id in self.disconnected:
                self.disconnected.remove(each.device_id)

    def _pad_disconnected(self, pad: GamepadDevice) -> None:
        """A pad and both its halves are gone: every seat on any of them waits."""
        for each in (pad, *pad.parts):
            each.connected = False
            if each.device_id not in self.disconnected:
                self.disconnected.append(each.device_id)

    def whole_devices(self) -> list[InputDevice]:
        """The connected devices that are not part of another (no pad half): a player
        on every device at once is steered by these, so no press counts twice."""
        return [d for d in self.devices.values() if d.connected and not d.is_part]

    def clash(self, device_id: str, seated: Iterable[str | None]) -> str | None:
        """The seated device that shares buttons with ``device_id`` (itself, its whole
        pad or one of its halves), or None when it is free to play."""
        device = self.devices.get(device_id)
        for other_id in seated:
            if other_id is None:
                continue
            if other_id == device_id:
                return other_id
            other = self.devices.get(other_id)
            if device is not None and other is not None and device.shares_buttons(other):
                return other_id
        return None

    def key_press(self, symbol: int) -> bool:
        handled = symbol == self.mouse_chart_key
        if handled:
            self.mouse.chart_held = True
        for zone in self.zones:
            if zone.owns(symbol):
                zone.press(symbol)
                handled = True
        return handled

    def key_release(self, symbol: int) -> None:
        if symbol == self.mouse_chart_key:
            self.mouse.chart_held = False
        for zone in self.zones:
            zone.release(symbol)

    def mouse_motion(self, x: float, y: float) -> None:
        self.mouse.move(x, y)

    def mouse_press(self, x: float, y: float, button: int) -> None:
        self.mouse.press(x, y, button)

    def mouse_release(self, x: float, y: float, button: int) -> None:
        self.mouse.release(x, y, button)

    def mouse_scroll(self, scroll_y: float) -> None:
        self.mouse.scroll(scroll_y)

    def take_joins(self) -> list[str]:
        """Devices whose join button went down since the last call (in a stable order)."""
        return [device_id for device_id, device in self.devices.items() if device.take_join()]

    def take_leaves(self) -> list[str]:
        """Devices whose drop button went down: in a lobby, that player leaves."""
        leaving = []
        for device_id, device in self.devices.items():
            if device.edges.drop:
                device.edges.drop = False
                leaving.append(device_id)
        return leaving

    def take_pauses(self) -> list[str]:
        return [device_id for device_id, device in self.devices.items() if device.take_pause()]

    def take_menu_commands(self) -> list[str]:
        commands: list[str] = []
        for device in self.devices.values():
            if isinstance(device, GamepadDevice):
                commands += device.take_menu_commands()
        return commands

    def intent(self, device_id: str | None) -> PlayerIntent:
        """The plain intent (move, grab, drop) of a device, for games without variants."""
        if device_id == ANY_DEVICE:
            polled = self.poll(ANY_DEVICE)
            return PlayerIntent(
                target=polled.target,
                direction=polled.direction,
                grab=polled.pressed(Control.GRAB),
                drop=polled.pressed(Control.DROP),
            )
        device = self.devices.get(device_id) if device_id is not None else None
        if device is None or not device.connected:
            return IDLE
        return device.poll_intent()

    def poll(self, device_id: str | None) -> DeviceInput:
        """This tick's input from a device (every device, for :data:`ANY_DEVICE`)."""
        if device_id == ANY_DEVICE:
            return self._merged_poll()
        device = self.devices.get(device_id) if device_id is not None else None
        if device is None or not device.connected:
            return NO_INPUT
        return device.poll()

    def _merged_poll(self) -> DeviceInput:
        """One player alone may use every device at once: keys or a stick steer, else the
        mouse pointer if the mouse was the last thing touched; any device's buttons count."""
        polls = [(device, device.poll()) for device in self.whole_devices()]
        steering = next(
            (p.direction for _, p in polls if p.direction is not None and p.direction.length()),
            None,
        )
        second = next(
            (
                p.second_direction
                for _, p in polls
                if p.second_direction is not None and p.second_direction.length()
            ),
            None,
        )
        pointing = steering is None and self.last_used_device() is self.mouse
        presses = frozenset().union(*(p.presses for _, p in polls))
        return DeviceInput(
            target=self.mouse.pointer if pointing else None,
            direction=steering,
            second_direction=second,
            presses=presses,
        )

    def last_used_device(self) -> InputDevice:
        """The connected device a player touched last (the mouse if none yet)."""
        return max(self.whole_devices(), key=lambda device: device.last_used, default=self.mouse)

    def device_for(self, device_id: str | None) -> InputDevice | None:
        """The device behind a seat: the one last touched for :data:`ANY_DEVICE`."""
        if device_id == ANY_DEVICE:
            return self.last_used_device()
        return self.devices.get(device_id) if device_id is not None else None

    def labels(self, device_id: str | None) -> ControlLabels | None:
        device = self.device_for(device_id)
        return device.labels() if device is not None else None

    def hold_fraction(self, device_id: str | None) -> float:
        """How far the seat's special button is towards a hold (for a filling ring)."""
        if device_id == ANY_DEVICE:
            return max((d.special.fraction for d in self.whole_devices()), default=0.0)
        device = self.devices.get(device_id) if device_id is not None else None
        return device.special.fraction if device is not None else 0.0

    def chart_held(self, device_id: str | None) -> bool:
        """Whether the seat's player holds their chart button (any device's, for
        :data:`ANY_DEVICE`)."""
        if device_id == ANY_DEVICE:
            return any(d.chart_held for d in self.whole_devices())
        device = self.devices.get(device_id) if device_id is not None else None
        return device is not None and device.connected and device.chart_held

    def clear_edges(self) -> None:
        """Forget presses made before a screen opened (the join click must not also grab;
        a chart button released on another screen must not keep the chart up)."""
        for device in self.devices.values():
            device.edges.take()
            device.special = HoldButton()
            device.chart_held = False

    def pointer(self) -> Vec2 | None:
        return self.mouse.pointer

    def forget_pointer(self) -> None:
        """A round starts with no mouse target: the pointer's place in the last round
        (or the lobby) must not send a hand across the table, into another, before the
        mouse player has moved at all."""
        self.mouse.pointer = None
