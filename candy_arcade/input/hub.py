"""All input devices of the couch in one place: routes window events, reports joins.

Views forward raw events here; the hub keeps which device is which, so a lobby can
ask "who pressed their join button" and a game view "what does pad-1 want this tick".
"""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.device import InputDevice
from candy_arcade.input.gamepad import GamepadDevice, GamepadWatcher
from candy_arcade.input.keyboard import KeyboardZone
from candy_arcade.input.mouse import MouseDevice
from candy_arcade.sim.intents import IDLE, PlayerIntent

ANY_DEVICE = "any"
"""The device id of a player alone at the table: every device steers their hand."""


class InputHub:
    def __init__(self, keys: dict[str, str], *, watch_gamepads: bool = True) -> None:
        self.mouse = MouseDevice()
        self.zones = [KeyboardZone("left", keys), KeyboardZone("right", keys)]
        self.devices: dict[str, InputDevice] = {self.mouse.device_id: self.mouse}
        for zone in self.zones:
            self.devices[zone.device_id] = zone
        self.disconnected: list[str] = []
        self.gamepads: GamepadWatcher | None = (
            GamepadWatcher(self._pad_connected, self._pad_disconnected) if watch_gamepads else None
        )

    def rebind(self, keys: dict[str, str]) -> None:
        """Use new key bindings (from the settings view) for both keyboard zones."""
        self.zones = [KeyboardZone("left", keys), KeyboardZone("right", keys)]
        for zone in self.zones:
            self.devices[zone.device_id] = zone

    @property
    def gamepad_status(self) -> str:
        return self.gamepads.status if self.gamepads is not None else "gamepads off"

    def add_device(self, device: InputDevice) -> None:
        """Register a device (a pad plugged in, or a test's fake pad)."""
        self.devices[device.device_id] = device

    def _pad_connected(self, pad: GamepadDevice) -> None:
        self.add_device(pad)
        if pad.device_id in self.disconnected:
            self.disconnected.remove(pad.device_id)

    def _pad_disconnected(self, pad: GamepadDevice) -> None:
        if pad.device_id not in self.disconnected:
            self.disconnected.append(pad.device_id)

    def key_press(self, symbol: int) -> bool:
        handled = False
        for zone in self.zones:
            if zone.owns(symbol):
                zone.press(symbol)
                handled = True
        return handled

    def key_release(self, symbol: int) -> None:
        for zone in self.zones:
            zone.release(symbol)

    def mouse_motion(self, x: float, y: float) -> None:
        self.mouse.move(x, y)

    def mouse_press(self, x: float, y: float, button: int) -> None:
        self.mouse.press(x, y, button)

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
        if device_id == ANY_DEVICE:
            return self._merged_intent()
        device = self.devices.get(device_id) if device_id is not None else None
        if device is None or not device.connected:
            return IDLE
        return device.poll_intent()

    def _merged_intent(self) -> PlayerIntent:
        """One player alone may use every device at once: keys or a stick steer,
        else the mouse pointer; any device's buttons count."""
        intents = [d.poll_intent() for d in self.devices.values() if d.connected]
        steering = next(
            (i.direction for i in intents if i.direction is not None and i.direction.length() > 0),
            None,
        )
        return PlayerIntent(
            target=None if steering is not None else self.mouse.pointer,
            direction=steering,
            grab=any(i.grab for i in intents),
            drop=any(i.drop for i in intents),
        )

    def clear_edges(self) -> None:
        """Forget presses made before a screen opened (the join click must not also grab)."""
        for device in self.devices.values():
            device.edges.take()

    def pointer(self) -> Vec2 | None:
        return self.mouse.pointer
