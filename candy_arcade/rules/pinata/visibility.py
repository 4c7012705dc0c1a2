"""Whose hand is shown face up at the table.

On one shared screen players cannot hide their cards from each other, so hands are
open (the rulebook's youngest-players option does the same on purpose). Against bots
only the human's hand is shown, so the human cannot read the bots' cards. With no
person at the table (bots watched, a headless run) there is nobody to hide from.

A player with a phone holds their hand there, as the box's players hold their cards:
the shared screen shows its backs (unless the youngest-players option opens every
hand). The other hands are open only as the screen's own players need them: a lone
person at the screen sees their own hand, two or more see the table open, and with
every person on a phone the screen shows nobody's cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.pinata.state import PinataSettings


def hands_face_up(
    settings: PinataSettings, humans: Sequence[bool], on_phones: Sequence[bool] = ()
) -> tuple[bool, ...]:
    """Per seat, whether that hand is drawn face up; ``humans[i]`` says seat i is a
    person, ``on_phones[i]`` that their hand is on their phone (none when empty)."""
    if settings.youngest:
        return tuple(True for _ in humans)
    phones = tuple(on_phones) or tuple(False for _ in humans)
    if not any(phones):
        return tuple(humans) if sum(humans) == 1 else tuple(True for _ in humans)
    at_screen = [human and not phone for human, phone in zip(humans, phones, strict=True)]
    open_table = sum(at_screen) >= 2
    return tuple(
        not phone and (screen or open_table)
        for screen, phone in zip(at_screen, phones, strict=True)
    )
