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
TableVerb = Literal[
    "draw", "take", "meld", "discard", "end", "ask", "hint", "undo", "sort", "clear", "reveal"
]
TABLE_VERBS: tuple[TableVerb, ...] = (
    "draw", "take", "meld", "discard", "end", "ask", "hint", "undo", "sort", "clear", "reveal"
)
"""The Canasta table's commands a phone's buttons give (as its keys and buttons do)."""
MAX_CARD_ID = 255
"""Card ids of the largest deck (the Heckadeck's 161; Piñata Blast's 72) are well under this."""
MAX_DIALOG_ID = 2**31 - 1
MAX_CHOICE = 63
"""A dialog's choices (the Wheel's names, the Watcher's seats) are far fewer."""


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


@dataclass(frozen=True, slots=True)
class TableCommand:
    """A Canasta button on the phone: draw, take the pile, meld, discard..."""

    verb: TableVerb


@dataclass(frozen=True, slots=True)
class CardTap:
    """Canasta: a card of the phone's hand tapped: select it, or unselect it."""

    card: int


@dataclass(frozen=True, slots=True)
class DialogAnswer:
    """The ``choice``-th answer to the phone's dialog number ``dialog`` (an answer to a
    dialog no longer shown is ignored, as a late click would be)."""

    dialog: int
    choice: int


@dataclass(frozen=True, slots=True)
class Next:
    """The results screen's button pressed on the phone: the next round, or play again."""


TableIntent = TableCommand | CardTap | DialogAnswer
"""What a phone does at a turn-based table: it reaches the table, not the stick."""
Message = Join | Rejoin | Pad | Press | Ping | Lay | Swipe | TableIntent | Next


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
        return Lay(_count(data, "card", MAX_CARD_ID))
    if kind == "swipe":
        _fields(data, {"type", "x", "y"})
        x, y = _number(data, "x"), _number(data, "y")
        if math.hypot(x, y) > 1.0 + 1e-6:
            raise ProtocolError("a swipe stronger than 1")
        return Swipe(x, y)
    if kind == "next":
        _fields(data, {"type"})
        return Next()
    if kind == "ping":
        _fields(data, {"type", "t"})
        return Ping(_number(data, "t", limit=1e15))
    if kind in ("canasta", "card", "choose"):
        return _table_intent(data)
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


def _table_intent(data: dict[str, object]) -> TableIntent:
    kind = data["type"]
    if kind == "canasta":
        _fields(data, {"type", "do"})
        verb = data["do"]
        for known in TABLE_VERBS:
            if verb == known:
                return TableCommand(known)
        raise ProtocolError(f"an unknown table command {str(verb)[:20]!r}")
    if kind == "card":
        _fields(data, {"type", "card"})
        return CardTap(_count(data, "card", MAX_CARD_ID))
    _fields(data, {"type", "dialog", "choice"})
    return DialogAnswer(_count(data, "dialog", MAX_DIALOG_ID), _count(data, "choice", MAX_CHOICE))


def _count(data: dict[str, object], field: str, limit: int) -> int:
    """A whole number from 0 to ``limit`` (a card id, a dialog, a choice)."""
    value = data[field]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ProtocolError(f"{field} is not a whole number")
    if not 0 <= value <= limit:
        raise ProtocolError(f"{field} is out of range")
    return value


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
