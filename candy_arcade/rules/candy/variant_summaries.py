"""What each I Want Candy! variant changes, in a line players read in the lobby.

The sentences take their numbers (the beat gap, Roshambo's windows) from
:class:`~candy_arcade.rules.candy.settings.CandySettings`, so the lobby says what the
rules do.
"""

from __future__ import annotations

from candy_arcade.rules.candy.settings import CandySettings, seconds_text
from candy_arcade.rules.candy.variants import Variant


def variant_summaries(settings: CandySettings | None = None) -> dict[Variant, str]:
    """Each variant's one-line summary, worded with the numbers of ``settings``."""
    rules = settings or CandySettings()
    return {
        Variant.ROCK_YOU: (
            f"Thump, thump, clap, thump, thump, clap (empty hand, "
            f"{seconds_text(rules.beat_gap_seconds)} per beat) arms a steal: your next grab "
            "on another stash takes one of its cards. Palms down ends your search and "
            "protects your stash."
        ),
        Variant.BLOCKER: (
            "The Blocker's holder may not touch any card; pass it to a hand within reach, "
            "but not back to the one who passed it."
        ),
        Variant.SNITCH: (
            "As the Blocker, and passing the Snitch takes a random card from the receiver's "
            "stash into your hand. Palms-down players cannot receive it."
        ),
        Variant.ROSHAMBO: (
            "Someone grabbed the card your empty hand was over? Challenge within "
            f"{seconds_text(rules.challenge_window_seconds)}: rock, paper or scissors in "
            f"secret ({seconds_text(rules.pick_window_seconds)}); a draw replays; the winner "
            "gets the card."
        ),
        Variant.SWAPPITIES: (
            "After the alarm, trade: offer one stash card, blind or open; the other gives one "
            "back or declines. Trading ends when most players are done."
        ),
        Variant.RESTRICTED: "A left and a right hand, one active at a time; a button switches.",
        Variant.LAISSEZ_FAIRE: "A left and a right hand, both active at once, one card each.",
        Variant.HOW_RUDE: ("Touching another player's arm is allowed; palms still may not touch."),
        Variant.FLIPPER: "Cards put back in the pool land face up.",
        Variant.SEE_FOR_MILES: "All stashes are face up.",
    }
