"""Who may come in and who is in: the room's secrets and its phones.

A room is made each time phones are switched on, so its token and code are new
each time. The server thread asks it to seat a phone (:meth:`PhoneRoom.join`,
:meth:`PhoneRoom.rejoin`, :meth:`PhoneRoom.dropped`); the game thread learns what
happened from :attr:`PhoneRoom.events` in :meth:`PhoneRoom.pump`, the one place the
input hub is changed, so the hub is only ever touched on the game thread.
"""

from __future__ import annotations

import queue
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from candy_arcade.core.seats import MAX_SEATS
from candy_arcade.input.hub import InputHub
from candy_arcade.input.phone_ids import is_phone_id, phone_id
from candy_arcade.phones.device import PhoneDevice, PhoneView

ROOM_TOKEN_BYTES = 24
"""The token in the join URL: 192 random bits, never guessed."""
CODE_LETTERS = "BCDFGHJKLMNPQRSTVWXZ"
"""Letters of a typed room code: no vowels (no words), none that look like a digit."""
CODE_LENGTH = 4
PHONE_KEY_BYTES = 32
"""The key a phone keeps to come back to its own seat."""
RECONNECT_SECONDS = 120.0
"""A phone that dropped may come back to its seat for two minutes; after that its key
is forgotten and it joins again like a new phone (its seat still waits for a phone:
no mouse, keys or pad may take a phone's seat). A new phone that joins while the game
waits for the dropped one takes its seat at once."""


@dataclass(frozen=True, slots=True)
class Joined:
    device: PhoneDevice


@dataclass(frozen=True, slots=True)
class Dropped:
    device_id: str


@dataclass(frozen=True, slots=True)
class Returned:
    device_id: str


RoomEvent = Joined | Dropped | Returned


@dataclass
class _Phone:
    device: PhoneDevice
    key: str
    connection: object
    """The connection the phone uses now: an older one closing does not drop it."""
    connected: bool = True
    dropped_at: float = 0.0


class Refused(Exception):
    """Why a phone cannot have a seat, in words its page shows."""


class PhoneRoom:
    """The secrets of one switching-on of phones, and the phones that joined."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.token = secrets.token_urlsafe(ROOM_TOKEN_BYTES)
        self.code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        self.events: queue.SimpleQueue[RoomEvent] = queue.SimpleQueue()
        self._clock = clock
        self._phones: dict[str, _Phone] = {}
        self._waiting: tuple[str, ...] = ()
        """The phones the game waits for, in seat order (:meth:`wait_for`)."""
        self._lock = threading.Lock()

    def token_matches(self, token: str) -> bool:
        return secrets.compare_digest(token.encode(), self.token.encode())

    def code_matches(self, code: str) -> bool:
        return secrets.compare_digest(code.strip().upper().encode(), self.code.encode())

    # ------------------------------------------------------------ server thread

    def join(
        self, name: str, send: Callable[[str, PhoneView], None], connection: object
    ) -> tuple[PhoneDevice, str]:
        """A new phone's device and the key it keeps to come back.

        The phone takes the first seat the game waits for (a phone that dropped, or one
        that never joined), so any phone can take up a seat whose own phone is gone,
        and the gone phone's key no longer works; with no seat waiting it takes the
        lowest free number (a dropped phone's stays reserved while nothing waits).

        Raises:
            Refused: every phone number is taken (as many phones as seats).
        """
        with self._lock:
            self._forget_expired()
            device_id = self._number_for_newcomer()
            device = PhoneDevice(device_id, name, lambda view: send(device_id, view))
            key = secrets.token_urlsafe(PHONE_KEY_BYTES)
            self._phones[device_id] = _Phone(device, key, connection)
        self.events.put(Joined(device))
        return device, key

    def rejoin(self, key: str, connection: object) -> PhoneDevice:
        """The device of the phone that kept ``key``, connected again on ``connection``
        (a page reloaded before its old connection was seen to close takes it over).

        Raises:
            Refused: no phone kept that key, or it dropped too long ago.
        """
        with self._lock:
            self._forget_expired()
            phone = next(
                (p for p in self._phones.values() if secrets.compare_digest(p.key, key)), None
            )
            if phone is None:
                raise Refused("your seat was given up: join again")
            was_connected, phone.connected = phone.connected, True
            phone.connection = connection
        if not was_connected:
            self.events.put(Returned(phone.device.device_id))
        return phone.device

    def dropped(self, device_id: str, connection: object) -> None:
        """The phone's ``connection`` ended: unless it had already come back on a newer
        one, its seat waits for it."""
        with self._lock:
            phone = self._phones.get(device_id)
            if phone is None or not phone.connected or phone.connection is not connection:
                return
            phone.connected = False
            phone.dropped_at = self._clock()
        self.events.put(Dropped(device_id))

    def _number_for_newcomer(self) -> str:
        waited = next(
            (
                device_id
                for device_id in self._waiting
                if (phone := self._phones.get(device_id)) is None or not phone.connected
            ),
            None,
        )
        if waited is not None:
            return waited
        number = next(
            (n for n in range(1, MAX_SEATS + 1) if phone_id(n) not in self._phones), None
        )
        if number is None:
            raise Refused(f"the table has {MAX_SEATS} phones already")
        return phone_id(number)

    def _forget_expired(self) -> None:
        now = self._clock()
        for device_id, phone in list(self._phones.items()):
            if not phone.connected and now - phone.dropped_at > RECONNECT_SECONDS:
                del self._phones[device_id]

    # -------------------------------------------------------------- game thread

    def wait_for(self, device_ids: Sequence[str]) -> None:
        """The game waits for these phones' seats, in seat order (none: it waits for
        no phone): the next new phone takes the first of them."""
        waiting = tuple(device_ids)
        with self._lock:
            self._waiting = waiting

    def pump(self, hub: InputHub) -> None:
        """Bring the hub up to date: a new phone is a device that pressed join (a lobby
        seats it, a waiting seat takes it); a dropped one is an unplugged device."""
        while True:
            try:
                event = self.events.get_nowait()
            except queue.Empty:
                return
            if isinstance(event, Joined):
                hub.add_device(event.device)
                event.device.edges.join = True
                _plugged(hub, event.device.device_id, True)
            elif isinstance(event, Dropped):
                device = hub.devices.get(event.device_id)
                if isinstance(device, PhoneDevice):
                    device.let_go()
                _plugged(hub, event.device_id, False)
            else:
                device = hub.devices.get(event.device_id)
                if isinstance(device, PhoneDevice):
                    device.come_back()
                _plugged(hub, event.device_id, True)


def _plugged(hub: InputHub, device_id: str, connected: bool) -> None:
    device = hub.devices.get(device_id)
    if device is not None:
        device.connected = connected
    if connected and device_id in hub.disconnected:
        hub.disconnected.remove(device_id)
    elif not connected and device_id not in hub.disconnected:
        hub.disconnected.append(device_id)


def wait_for_phones(hub: InputHub, device_ids: list[str]) -> None:
    """Seats given to phones not yet joined (``--seats phone``) wait for them, as a
    seat whose pad was unplugged waits."""
    for device_id in device_ids:
        if device_id not in hub.devices:
            _plugged(hub, device_id, False)


def forget_phones(hub: InputHub) -> None:
    """Phones switched off: no phone is a device of the couch any more."""
    for device_id in [device_id for device_id in hub.devices if is_phone_id(device_id)]:
        del hub.devices[device_id]
    hub.disconnected[:] = [
        device_id for device_id in hub.disconnected if not is_phone_id(device_id)
    ]
