"""The Blocker and the Snitch: tokens whose holder may not touch any card.

A token is passed to another player's hand within reach; it may not go straight back
to the player who passed it, and a palms-down player cannot receive the Snitch.
:class:`Tokens` holds who has which token and is the only code that hands one on.
Which hands are within reach is the physical table's question, and the card the
Snitch brings moves on the table: :mod:`candy_arcade.sim.candy.tokens` does both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.core.refusal import Refusal
from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.rules.candy.variants import Variant

__all__ = ["BLOCKER", "SNITCH", "TOKEN_TITLES", "Token", "Tokens", "choose_receiver"]

BLOCKER, SNITCH = "blocker", "snitch"
TOKEN_TITLES = {BLOCKER: "Blocker", SNITCH: "Snitch"}


@dataclass(slots=True)
class Token:
    """A Blocker or Snitch, who holds it and who passed it to them."""

    kind: str
    holder: int
    passed_by: int | None = None

    @property
    def title(self) -> str:
        return TOKEN_TITLES[self.kind]


def choose_receiver(
    token: Token, in_reach: Sequence[tuple[float, int]], palms_down: Sequence[bool]
) -> int | Refusal:
    """The nearest player in reach who may receive ``token``, or why nobody may."""
    if not in_reach:
        return Refusal.of(CandyReason.NO_HAND_IN_REACH, token=token.title)
    reasons = []
    for _, player in in_reach:
        if player == token.passed_by:
            reasons.append(Refusal.of(CandyReason.TOKEN_CANNOT_GO_BACK, token=token.title))
        elif token.kind == SNITCH and palms_down[player]:
            reasons.append(Refusal.of(CandyReason.SNITCH_TO_PALMS_DOWN))
        else:
            return player
    return reasons[0]


class Tokens:
    """The tokens in play, dealt to random players at the start (Blocker first)."""

    def __init__(self, settings: CandySettings, players: int, rng: Rng) -> None:
        self.tokens: list[Token] = [
            Token(SNITCH if variant is Variant.SNITCH else BLOCKER, rng.randint(0, players - 1))
            for variant in settings.token_kinds
        ]

    def held_by(self, player: int) -> list[Token]:
        return [token for token in self.tokens if token.holder == player]

    def first_held_by(self, player: int) -> Token | None:
        return next((token for token in self.tokens if token.holder == player), None)

    def hand_on(self, token: Token, giver: int, receiver: int) -> None:
        token.passed_by = giver
        token.holder = receiver
