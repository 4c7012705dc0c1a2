"""Whose hand is shown face up at the table.

On one shared screen players cannot hide their cards from each other, so hands are
open (the rulebook's youngest-players option does the same on purpose). Against bots
only the human's hand is shown, so the human cannot read the bots' cards. With no
person at the table (bots watched, a headless run) there is nobody to hide from.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.pinata.state import PinataSettings


def hands_face_up(settings: PinataSettings, humans: Sequence[bool]) -> tuple[bool, ...]:
    """Per seat, whether that hand is drawn face up; ``humans[i]`` says seat i is a person."""
    if settings.youngest or sum(humans) != 1:
        return tuple(True for _ in humans)
    return tuple(humans)
