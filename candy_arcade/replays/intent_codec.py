"""PlayerIntent to and from compact JSON: only the fields that differ from an idle hand.

Floats are written with Python's shortest round-trip repr, so a decoded intent is
bit-for-bit the one the session saw and the replay lands on the same state. A field
missing from the file is the idle default, so recordings made before a field existed
(``grab_held``, say) still load and play as they did.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer

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
    known = {field.name for field in fields(PlayerIntent)}
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name not in known:
            raise ValueError(f"unknown intent field {name!r}")
        if name in _VECTOR_FIELDS:
            values[name] = Vec2(float(value[0]), float(value[1]))
        elif name == "offer":
            values[name] = TradeOffer(int(value["card"]), int(value["to"]), bool(value["open"]))
        elif name == "grab_held":
            if value is not None and not isinstance(value, bool):
                raise ValueError(f"grab_held is {value!r}, not true or false")
            values[name] = value
        else:
            values[name] = value
    return PlayerIntent(**values)
