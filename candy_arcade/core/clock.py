"""The fixed simulation step shared by every real-time mode.

60 Hz is arcade's default fixed rate; the simulation always advances by exactly
this step so a replay of the same intents gives the same state.
"""

from __future__ import annotations

TICK_RATE = 60
TICK_SECONDS = 1.0 / TICK_RATE


def seconds_to_ticks(seconds: float) -> int:
    """Whole ticks in ``seconds``, rounded to the nearest tick."""
    return round(seconds * TICK_RATE)
