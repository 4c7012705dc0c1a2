"""The messages a phone may send, checked before anything else reads them.

A phone's page sends small JSON objects over its WebSocket. Anything that is not
exactly one of the shapes below (too long, not JSON, an unknown type, a field of the
wrong type or out of range) is a :class:`ProtocolError`, and the server drops that
client: the round never sees a message it did not expect.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Literal

MAX_MESSAGE_BYTES = 256
"""The longest message a phone sends (a join with a full name) is well under this."""
MAX_NAME_LENGTH = 16
"""A name as long as a lobby seat card and the table's name plates show in full."""
MAX_KEY_LENGTH = 64
"""A phone key (:data:`candy_arcade.phones.room.PHONE_KEY_BYTES`) encoded is 43 chars."""

Button = Literal["grab", "drop", "special", "palms", "switch", "thump", "clap"]
BUTTONS: tuple[Button, ...] = ("grab", "drop", "special", "palms", "switch", "thump", "clap")
"""The phone's buttons; the game names each by what it does now (a duel's ROCK is grab)."""
MAX_CARD_ID = 255
"""A card id the phone was shown (Piñata Blast's deck numbers its cards 0 to 71)."""


class ProtocolError(ValueError):
    """A message no phone page sends: the client that sent it is dropped."""


@dataclass(frozen=True, slots=True)
class Join:
    """A new phone asks for a seat under ``name``."""

    name: str


@dataclass(frozen=True, slots=True)
class Rejoin:
    """A phone that dropped (slept, lost its network) comes back to its own seat."""

    key: str


@dataclass(frozen=True, slots=True)
class Pad:
    """Where the thumb is on the touch pad, as a stick: a vector of length at most 1."""

    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Press:
    """A button went down (its edge, as a pad's button press)."""

    button: Button


@dataclass(frozen=True, slots=True)
class Ping:
    """The page measuring its round trip: ``t`` comes back unchanged in a pong."""

    t: float


@dataclass(frozen=True, slots=True)
class Lay:
    """Piñata Blast: the player tapped card ``card`` (its id) of their hand to lay it."""

    card: int


@dataclass(frozen=True, slots=True)
class Swipe:
    """Piñata Blast: the stick holder's throw, swiped: the vector's direction is the aim
    (x right, y up, as the pad) and its length, at most 1, the power."""

    x: float
    y: float


Message = Join | Rejoin | Pad | Press | Ping | Lay | Swipe


def parse_message(text: str) -> Message:
    """The message ``text`` holds.

    Raises:
        ProtocolError: ``text`` is not one of the messages a phone page sends.
    """
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"a message longer than {MAX_MESSAGE_BYTES} bytes")
    try:
        data = json.loads(text)
    except ValueError:
        raise ProtocolError("a message that is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message that is not a JSON object")
    kind = data.get("type")
    if kind == "pad":
        _fields(data, {"type", "x", "y"})
        x, y = _number(data, "x"), _number(data, "y")
        if math.hypot(x, y) > 1.0 + 1e-6:
            raise ProtocolError("a pad vector longer than 1")
        return Pad(x, y)
    if kind == "press":
        _fields(data, {"type", "button"})
        button = data["button"]
        for known in BUTTONS:
            if button == known:
                return Press(known)
        raise ProtocolError(f"an unknown button {str(button)[:20]!r}")
    if kind == "lay":
        _fields(data, {"type", "card"})
        card = data["card"]
        if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card <= MAX_CARD_ID:
            raise ProtocolError("a card that is not a card id")
        return Lay(card)
    if kind == "swipe":
        _fields(data, {"type", "x", "y"})
        x, y = _number(data, "x"), _number(data, "y")
        if math.hypot(x, y) > 1.0 + 1e-6:
            raise ProtocolError("a swipe stronger than 1")
        return Swipe(x, y)
    if kind == "ping":
        _fields(data, {"type", "t"})
        return Ping(_number(data, "t", limit=1e15))
    if kind == "join":
        _fields(data, {"type", "name"})
        return Join(_name(data["name"]))
    if kind == "rejoin":
        _fields(data, {"type", "key"})
        key = data["key"]
        if not isinstance(key, str) or not 0 < len(key) <= MAX_KEY_LENGTH:
            raise ProtocolError("a phone key that is not a short string")
        return Rejoin(key)
    raise ProtocolError(f"an unknown message type {str(kind)[:20]!r}")


def _fields(data: dict[str, object], expected: set[str]) -> None:
    if set(data) != expected:
        raise ProtocolError(f"a {data['type']} message with fields {sorted(data)}")


def _number(data: dict[str, object], field: str, limit: float = 1.0) -> float:
    value = data[field]
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ProtocolError(f"{field} is not a number")
    number = float(value)
    if not math.isfinite(number) or abs(number) > limit + 1e-6:
        raise ProtocolError(f"{field} is out of range")
    return number


def _name(value: object) -> str:
    """A name as typed, its outer spaces trimmed: printable, 1 to 16 characters."""
    if not isinstance(value, str):
        raise ProtocolError("a name that is not text")
    name = " ".join(value.split())
    if not 0 < len(name) <= MAX_NAME_LENGTH or not name.isprintable():
        raise ProtocolError(f"a name must be 1 to {MAX_NAME_LENGTH} printable characters")
    return name
