"""When a Piñata Blast bot should empty its hand, and how.

The game ends after any round that leaves a player with no cards in hand, and the
cards still in hands then score nothing. Every player draws the same number of cards,
so the game is mostly won or lost by its end: going out while ahead wins (the rivals'
hands are lost), going out behind loses. A careful bot therefore plans its way out:

- it keeps (or takes back) its last card rather than end the game behind;
- when every card it holds could leave its hand this round, it collects all but one
  (the *keeper*, the card whose die no rival seems to want) at once, then waits until
  its rivals have done what they can this round before it decides: ahead, it lays the
  keeper and goes out; behind, it keeps it and plays on;
- ahead, a card of the rotten candy is no reason to play on: it spoils that card on a
  rotten die on purpose (the card is lost, the game won), before the keeper, whose
  free die keeps the round going meanwhile.

Everything it weighs lies face up on the table: piles, laid cards, the dice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.bots.pinata.card_count import CardCount
from candy_arcade.bots.pinata.decisions import TableDie
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.state import GameState, PlayerState


def _worth(card: Card, state: GameState) -> int:
    return 1 if state.settings.youngest else card.points


def _banked(player: PlayerState, state: GameState) -> int:
    """What the player's victory pile will hold at the round's end so far: the pile
    and the cards that already have a die this round."""
    cards = [*player.victory, *(card for card, _ in player.collected)]
    return sum(_worth(card, state) for card in cards)


def _rivals(state: GameState, seat: int) -> list[PlayerState]:
    return [rival for index, rival in enumerate(state.players) if index != seat]


def game_ends_anyway(state: GameState, seat: int) -> bool:
    """Whether this round is the game's last whatever the seat does: the draw pile is
    empty, or a rival has no card left in hand."""
    others = _rivals(state, seat)
    return not state.draw_pile or not others or any(not rival.hand for rival in others)


def best_rival_score(state: GameState, seat: int) -> int:
    """The most any rival will have banked if the round ended now and its laid card
    still got a die."""
    return max(
        _banked(rival, state) + (_worth(rival.waiting, state) if rival.waiting else 0)
        for rival in _rivals(state, seat)
    )


def keeps_last_card(state: GameState, seat: int, card: Card) -> bool:
    """Whether ``card``, the seat's last (in hand or laid), should stay unscored: with it
    scored the seat would still not lead any rival who may score a waiting card, and the
    game would go on if it kept it (the draw pile is not empty and every rival still
    holds cards)."""
    player = state.players[seat]
    held = [*player.hand, *([player.waiting] if player.waiting is not None else [])]
    if held != [card] or game_ends_anyway(state, seat):
        return False
    return _banked(player, state) + _worth(card, state) <= best_rival_score(state, seat)


@dataclass(frozen=True, slots=True)
class WayOut:
    """How a seat could empty its hand this round: the cards a free good die fits
    (``keeper`` among them, collected last) and the cards of the rotten candy it
    would spoil on the free rotten dice."""

    collect: tuple[Card, ...]
    spoil: tuple[Card, ...]
    keeper: Card | None
    keeper_contested: bool
    """Whether a rival has laid a card of the keeper's candy and the free dice of it
    cannot serve both: waiting would likely lose the keeper's die."""

    @property
    def early(self) -> tuple[Card, ...]:
        """The cards to collect at once, before the decision: all but the keeper, the
        most urgent first (the fewest dice to spare, then the likeliest wanted)."""
        return tuple(card for card in self.collect if card != self.keeper)

    def next_step(self) -> tuple[list[Card], Card | None]:
        """The next step of going out now, as (cards to lay, card to spoil): the most
        urgent card to collect first, then each card to spoil, then the keeper, whose
        free die holds the round open till last."""
        if self.early:
            return list(self.early[:1]), None
        if self.spoil:
            return [], self.spoil[0]
        return ([self.keeper] if self.keeper is not None else []), None


def way_out(
    state: GameState,
    seat: int,
    dice: Sequence[TableDie],
    laid_by_rivals: Sequence[str],
    count: CardCount,
) -> WayOut | None:
    """The seat's way to an empty hand with the free ``dice``, or None when some card
    it holds can neither get a good die nor be spoiled, or when the game ends after
    this round anyway (then there is nothing to plan).

    The keeper is the card whose candy has the most dice to spare once the seat's own
    cards and the cards rivals have laid (``laid_by_rivals``, their candies) are
    served, then the one rivals are least likely to hold (by the ``count``), then the
    one worth least (it may stay in hand).
    """
    if game_ends_anyway(state, seat):
        return None
    hand = state.players[seat].hand
    if not hand:
        return None
    good = Counter(die.candy for die in dice if not die.rotten)
    rotten = Counter(die.candy for die in dice if die.rotten)
    mine = Counter(card.candy for card in hand)
    rival_wants = Counter(laid_by_rivals)
    collect: list[Card] = []
    spoil: list[Card] = []
    for card in hand:
        if good[card.candy] >= mine[card.candy]:
            collect.append(card)
        elif card.candy == state.rotten and rotten[card.candy] >= mine[card.candy]:
            spoil.append(card)
        else:
            return None

    def ease(card: Card) -> tuple[int, float, int, int]:
        """How safely the card's die can wait: dice to spare, rivals unlikely to want
        it, then the card worth least (it may stay in hand)."""
        spare = good[card.candy] - mine[card.candy] - rival_wants[card.candy]
        return (spare, -count.rival_chance_of(card.candy), -_worth(card, state), -card.id)

    collect.sort(key=ease, reverse=True)
    keeper = collect[0] if collect else None
    collect.reverse()
    contested = keeper is not None and (
        good[keeper.candy] < mine[keeper.candy] + rival_wants[keeper.candy]
    )
    return WayOut(tuple(collect), tuple(spoil), keeper, contested)


def rivals_likely_gain(
    state: GameState, out: WayOut, dice: Sequence[TableDie], count: CardCount
) -> float:
    """What the rivals may still score this round from the free good dice the seat
    leaves them: each such die is worth an average card's points times the chance a
    rival holds its candy (by the card count)."""
    cards = state.components.cards
    average = 1.0 if state.settings.youngest else sum(card.points for card in cards) / len(cards)
    left = Counter(die.candy for die in dice if not die.rotten)
    left.subtract(card.candy for card in out.collect)
    return sum(average * count.rival_chance_of(candy) * n for candy, n in left.items() if n > 0)


def rivals_most_gain(state: GameState, seat: int, out: WayOut, dice: Sequence[TableDie]) -> int:
    """The most any one rival could still score this round: a card worth the deck's
    most on each free good die the seat leaves, as far as the cards in its hand go."""
    cards = state.components.cards
    most = 1 if state.settings.youngest else max(card.points for card in cards)
    left = Counter(die.candy for die in dice if not die.rotten)
    left.subtract(card.candy for card in out.collect)
    free = sum(n for n in left.values() if n > 0)
    return max(min(len(rival.hand), free) * most for rival in _rivals(state, seat))


def goes_out_ahead(state: GameState, seat: int, out: WayOut, rivals_may_gain: float) -> bool:
    """Whether emptying the hand by ``out`` ends the game with the seat strictly
    ahead of every rival, whose laid cards are counted as if they get their dice and
    who may still score ``rivals_may_gain`` this round."""
    player = state.players[seat]
    mine = _banked(player, state) + sum(_worth(card, state) for card in out.collect)
    return mine > best_rival_score(state, seat) + rivals_may_gain
