"""What a card is worth to a bot: the scoring engine's total plus a little foresight.

Bots ask :func:`~candy_arcade.rules.candy.scoring.score_total_mask` (about 1.4 us)
what a stash would score with or without a card. A partial stash is judged by what
it is likely to become, not by its score today, so :func:`stash_value`:

- forgets the "fewer than 5 cards" penalty while there is time to fill the stash,
  counting each missing card at a modest filler value instead;
- gives half of a +100 pair (J♦ and Q♠, or a red king) credit for the other half,
  in proportion to the chance of still finding it, unless the other half is known
  to be out of reach.

Everything works on 52-bit masks (bit = deck index) so a bot's knowledge never
carries a card it did not see.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from candy_arcade.rules.candy.scoring import score_total_mask
from candy_arcade.rules.cards import parse_card

JD = parse_card("JD").index
QS = parse_card("QS").index
KH = parse_card("KH").index
KD = parse_card("KD").index
BIG_PAIRS: tuple[tuple[int, int, int], ...] = ((JD, QS, 140), (KH, KD, 150))
"""(card, partner, points gained when the partner joins a stash holding the card)."""

FILL_SIZE = 5
SIZE_PENALTY = 20


@dataclass(frozen=True, slots=True)
class Outlook:
    """What the bot believes about the rest of the round when it values a stash.

    ``seconds_left`` sets how hopeful it is; ``gone`` holds cards it knows it cannot
    get (in another stash, say); ``in_reach`` holds cards it knows lie in the pool.
    """

    seconds_left: float
    gone: int = 0
    in_reach: int = 0
    foresight: bool = True
    pool_share: float = 1.0
    """Of the cards whose place the bot does not know, the share lying in the pool (the
    rest are face down in other stashes or hands)."""

    @property
    def filling(self) -> bool:
        """Still time to bring the stash to five cards."""
        return self.seconds_left > 4.0

    def filler(self) -> float:
        """What one more card is expected to add later: nothing early, a dud late."""
        return -5.0 if self.seconds_left < 20.0 else -2.0

    def find_chance(self, card: int) -> float:
        """How likely the bot still gets ``card`` into its stash this round."""
        if self.gone >> card & 1 or self.seconds_left < 6.0:
            return 0.0
        if self.in_reach >> card & 1:
            return 0.9
        return min(0.8, (self.seconds_left - 6.0) / 40.0) * self.pool_share


def stash_value(mask: int, outlook: Outlook) -> float:
    """The score the stash ``mask`` is expected to end with, by the bot's lights."""
    value = float(score_total_mask(mask))
    size = mask.bit_count()
    if size < FILL_SIZE and outlook.filling:
        value += SIZE_PENALTY + (FILL_SIZE - size) * outlook.filler()
    if outlook.foresight:
        for card, partner, gain in BIG_PAIRS:
            has_card, has_partner = mask >> card & 1, mask >> partner & 1
            if has_card != has_partner:
                missing = partner if has_card else card
                value += outlook.find_chance(missing) * gain
    return value


def card_gain(stash: int, card: int, outlook: Outlook) -> float:
    """How much adding ``card`` raises the stash's expected end score."""
    return stash_value(stash | 1 << card, outlook) - stash_value(stash, outlook)


def best_swap(stash: int, card: int, outlook: Outlook) -> tuple[float, int | None]:
    """The stash card best replaced by ``card``: (gain, that card), or (gain 0, None)."""
    base = stash_value(stash, outlook)
    with_card = stash | 1 << card
    best_gain, best_out = 0.0, None
    rest = stash
    while rest:
        low = rest & -rest
        rest ^= low
        gain = stash_value(with_card ^ low, outlook) - base
        if gain > best_gain:
            best_gain, best_out = gain, low.bit_length() - 1
    return best_gain, best_out


def worst_card(stash: int, outlook: Outlook) -> tuple[float, int | None]:
    """The stash card whose removal costs least (or gains most): (change, card)."""
    base = stash_value(stash, outlook)
    best_change, best_out = -1e9, None
    rest = stash
    while rest:
        low = rest & -rest
        rest ^= low
        change = stash_value(stash ^ low, outlook) - base
        if change > best_change:
            best_change, best_out = change, low.bit_length() - 1
    return best_change, best_out


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def bits(mask: int) -> list[int]:
    """The deck indexes set in ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found
