"""Frozen dataclasses with slots, made without their ``__init__`` where the engine makes
many of them: the menu's Melds (a few per decision, most never chosen) and the events
of every draw, discard and meld.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, and a
slot's own setter called from Python packs its arguments in a tuple. A *draft* is a
plain class with the very same slots: filled in by plain assignments, then given the
frozen class (Python lets an object change its class to one with the same slots), it
is an instance of that class like any other, equal, hashed, pickled and frozen alike.
That costs about two fifths less (instructions counted).
"""

from __future__ import annotations

from typing import Any


def draft_of(frozen: type) -> Any:
    """A plain class with the slots of ``frozen`` (a frozen dataclass with slots): fill
    an instance in, then set its ``__class__`` to ``frozen``."""
    return type(f"_{frozen.__name__}Draft", (), {"__slots__": vars(frozen)["__slots__"]})
