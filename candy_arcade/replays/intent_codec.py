"""PlayerIntent to and from compact JSON: only the fields that differ from an idle hand.

Floats are written with Python's shortest round-trip repr, so a decoded intent is
bit-for-bit the one the session saw and the replay lands on the same state. A field
missing from the file is the idle default, so recordings made before a field existed
(``grab_held``, say) still load and play as they did.
"""

from __future__ import annotations

import math
from dataclasses import fields
from typing import Any

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.intents import IDLE, RPS_CHOICES, PlayerIntent, TradeOffer

_VECTOR_FIELDS = {"target", "direction", "second_target", "second_direction"}


def encode_intent(intent: PlayerIntent) -> dict[str, Any]:
    encoded: dict[str, Any] = {}
    for field in fields(PlayerIntent):
        value = getattr(intent, field.name)
        if value == getattr(IDLE, field.name):
            continue
        if isinstance(value, Vec2):
            encoded[field.name] = [value.x, value.y]
        elif isinstance(value, TradeOffer):
            encoded[field.name] = {"card": value.card, "to": value.to, "open": value.open}
        else:
            encoded[field.name] = value
    return encoded


def decode_intent(data: dict[str, Any]) -> PlayerIntent:
    """The intent a file's dict encodes; ValueError for anything the game never writes.

    Every value is checked for its field's kind, so a damaged or hand-edited file is
    refused as such instead of feeding text or NaN to the simulation mid-playback.
    """
    known = {field.name for field in fields(PlayerIntent)}
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name not in known:
            raise ValueError(f"unknown intent field {name!r}")
        if name in _VECTOR_FIELDS:
            values[name] = _vector(name, value)
        elif name == "offer":
            values[name] = TradeOffer(
                _whole(value["card"]), _whole(value["to"]), _flag("offer.open", value["open"])
            )
        elif name == "grab_held":
            values[name] = None if value is None else _flag(name, value)
        elif name == "rps":
            if value not in RPS_CHOICES:
                raise ValueError(f"rps is {value!r}, not one of {', '.join(RPS_CHOICES)}")
            values[name] = value
        elif name == "accept":
            values[name] = _whole(value)
        else:
            values[name] = _flag(name, value)
    return PlayerIntent(**values)


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} is {value!r}, not true or false")
    return value


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _vector(name: str, value: object) -> Vec2:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{name} is {value!r}, not a pair of numbers")
    x, y = value
    if any(isinstance(v, bool) or not isinstance(v, int | float) for v in (x, y)):
        raise ValueError(f"{name} is {value!r}, not a pair of numbers")
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError(f"{name} is {value!r}, not a pair of finite numbers")
    return Vec2(float(x), float(y))
