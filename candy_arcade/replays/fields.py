"""Reading one field of a replay file strictly: the kind the game writes, or refused.

A replay is played as it says, so a value the game never writes (a seed of 11.5, a
timer given as a string, ``true`` for a seat number) must not be bent into one that
plays: ``int("60")`` would. Each reader raises ValueError naming the field.
"""

from __future__ import annotations

from typing import Any


def whole(data: dict[str, Any], key: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number (never a bool or a float), within ``low``..``high`` when given."""
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} is {_shown(value)}, not a whole number")
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{key} is {value}, not from {low} to {high}")
    return value


def text(data: dict[str, Any], key: str) -> str:
    value = data[key]
    if not isinstance(value, str):
        raise ValueError(f"{key} is {_shown(value)}, not text")
    return value


def flag(data: dict[str, Any], key: str) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise ValueError(f"{key} is {_shown(value)}, not true or false")
    return value


def texts(data: dict[str, Any], key: str, most: int) -> list[str]:
    """A list of at most ``most`` texts."""
    value = data[key]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError(f"{key} is not a list of texts")
    if len(value) > most:
        raise ValueError(f"{key} has {len(value)} entries, more than {most}")
    return list(value)


def items(data: dict[str, Any], key: str, most: int) -> list[Any]:
    """A list of at most ``most`` entries (each checked by the caller)."""
    value = data[key]
    if not isinstance(value, list):
        raise ValueError(f"{key} is not a list")
    if len(value) > most:
        raise ValueError(f"{key} has {len(value):,} entries, more than {most:,}")
    return value


def _shown(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."
