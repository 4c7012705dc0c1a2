"""I Want Candy!'s rule settings: the chosen variants and every rule number, defined once.

A round is built from one :class:`CandySettings`; the rules, the physical table, the
bots, the renderers and every sentence a player reads (refusals, the stash count's
"/6", the variant summaries) take their numbers from it, so a number said on screen is
always the number the rule uses. What the variants switch on is worked out here once,
not asked of a set of variants in every module.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.rules.candy.variants import Variant, parse_variants

__all__ = ["RHYTHM", "CandySettings", "seconds_text", "settings_for"]

RHYTHM: tuple[str, ...] = ("thump", "thump", "clap", "thump", "thump", "clap")
"""I Will Rock You: the beats that arm a steal, in order."""


@dataclass(frozen=True, slots=True)
class CandySettings:
    """The variants in play and the rule numbers of a round.

    Attributes:
        variants: the variants on (any combination).
        deck_size: cards scattered over the pool.
        stash_limit: cards a stash may hold (a card stuck there at the alarm excepted).
        touch_freeze_seconds: how long both hands stay palms down after a touch.
        touch_grace_seconds: after a freeze, the same two hands cannot touch again at once.
        countdown_seconds: the last seconds of the round tick aloud.
        beat_gap_seconds: I Will Rock You, the longest pause between two beats.
        reach_window_seconds: Roshambo, how recently an empty palm over a card counts.
        challenge_window_seconds: Roshambo, how long a challenge stays open.
        pick_window_seconds: Roshambo, how long each duellist has to pick.
        trading_limit_seconds: Swappities, the longest trading lasts (the rules name no
            limit; this only gets a table whose players never reach a majority to its
            reveal).
    """

    variants: frozenset[Variant] = frozenset()
    deck_size: int = 52
    stash_limit: int = 6
    touch_freeze_seconds: float = 1.5
    touch_grace_seconds: float = 0.4
    countdown_seconds: int = 5
    beat_gap_seconds: float = 0.8
    reach_window_seconds: float = 0.5
    challenge_window_seconds: float = 2.0
    pick_window_seconds: float = 3.0
    trading_limit_seconds: int = 45

    # ------------------------------------------------------------------ what is on

    def has(self, variant: Variant) -> bool:
        return variant in self.variants

    @property
    def two_hands(self) -> bool:
        """Wall Street (either kind) gives every player a left and a right hand."""
        return Variant.RESTRICTED in self.variants or Variant.LAISSEZ_FAIRE in self.variants

    @property
    def both_hands_active(self) -> bool:
        """Laissez Faire moves both hands at once; with Restricted also on, it wins, since
        a table that asked for both active hands would find a switch button pointless."""
        return Variant.LAISSEZ_FAIRE in self.variants

    @property
    def arm_touches(self) -> bool:
        """A palm across another player's arm is a touch, unless How Rude!."""
        return Variant.HOW_RUDE not in self.variants

    @property
    def palms_down_allowed(self) -> bool:
        """Palms down comes with I Will Rock You, and the Snitch's rule relies on it too."""
        return Variant.ROCK_YOU in self.variants or Variant.SNITCH in self.variants

    @property
    def token_kinds(self) -> tuple[Variant, ...]:
        """The tokens dealt at the start, the Blocker before the Snitch."""
        return tuple(v for v in (Variant.BLOCKER, Variant.SNITCH) if v in self.variants)

    # ------------------------------------------------------------------ in ticks

    @property
    def touch_freeze_ticks(self) -> int:
        return seconds_to_ticks(self.touch_freeze_seconds)

    @property
    def touch_grace_ticks(self) -> int:
        return seconds_to_ticks(self.touch_grace_seconds)

    @property
    def countdown_ticks(self) -> int:
        return seconds_to_ticks(self.countdown_seconds)

    @property
    def beat_gap_ticks(self) -> int:
        return seconds_to_ticks(self.beat_gap_seconds)

    @property
    def reach_window_ticks(self) -> int:
        return seconds_to_ticks(self.reach_window_seconds)

    @property
    def challenge_window_ticks(self) -> int:
        return seconds_to_ticks(self.challenge_window_seconds)

    @property
    def pick_window_ticks(self) -> int:
        return seconds_to_ticks(self.pick_window_seconds)

    @property
    def trading_limit_ticks(self) -> int:
        return seconds_to_ticks(self.trading_limit_seconds)


def settings_for(variants: Iterable[Variant | str] = ()) -> CandySettings:
    """The settings of a round with ``variants`` (values or command-line names).

    Raises:
        VariantParseError: a name no variant has.
    """
    given = list(variants)
    names = [variant for variant in given if isinstance(variant, str)]
    chosen = {variant for variant in given if isinstance(variant, Variant)}
    return CandySettings(frozenset(chosen | parse_variants(names)))


def seconds_text(seconds: float) -> str:
    """A rule's seconds as players read them: "2 s", "0.8 s"."""
    return f"{seconds:g} s"
