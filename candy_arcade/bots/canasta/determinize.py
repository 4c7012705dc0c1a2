"""Filling in what a seat cannot see: a full State consistent with its view.

The hidden cards (other hands and the stock) are dealt at random from the cards the
seat has not seen, keeping every hand's size; unseen bonus cards stay in the stock.
A hand this seat saw through the Watcher is used: its cards not seen anywhere since
are still in that hand (they could only have left it face up), so they are put back
there first. Search bots play out such samples.
"""

from __future__ import annotations

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.observer import PlayerView
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.state import Phase, State


def _shuffled_stock(rest: list[int], bonus: list[int], rng: Rng) -> tuple[int, ...]:
    """Bonus cards are never held (they are laid out at once), so they wait in the stock."""
    stock = rest + bonus
    rng.shuffle(stock)
    return tuple(stock)


def unseen_cards(view: PlayerView) -> list[int]:
    """Cards in other hands or the stock, as far as this seat can tell."""
    seen = set(view.hand) | set(view.discard) | set(view.removed)
    for side_melds in view.melds:
        for meld in side_melds:
            seen.update(meld.cards)
    for side_bonus in view.bonus:
        seen.update(side_bonus)
    return [c for c in range(len(view.deck)) if c not in seen]


def known_hands(view: PlayerView, unseen: set[int]) -> dict[int, list[int]]:
    """Per other player, the cards of the latest Watcher reveal of their hand that are
    still unseen (at most as many as the hand now holds). A card discarded since and
    taken with the pile by someone else would be misplaced; a sample tolerates that.
    """
    known: dict[int, list[int]] = {}
    placed: set[int] = set()
    for reveal in reversed(view.reveals):
        player = reveal.viewed
        if player == view.seat or player in known:
            continue
        cards = [c for c in reveal.cards if c in unseen and c not in placed]
        known[player] = cards[: view.hand_sizes[player]]
        placed.update(known[player])
    return known


def determinize(view: PlayerView, rng: Rng) -> State:
    """A random full State the view could have come from (seed 0: for playouts only)."""
    deck = view.deck
    unseen = unseen_cards(view)
    bonus = [c for c in unseen if deck.role_of[c] is Role.BONUS]
    hidden = [c for c in unseen if deck.role_of[c] is not Role.BONUS]
    rng.shuffle(hidden)
    known = known_hands(view, set(hidden))
    for cards in known.values():
        hidden = [c for c in hidden if c not in cards]
    hands: list[tuple[int, ...]] = []
    for player, size in enumerate(view.hand_sizes):
        if player == view.seat:
            hands.append(view.hand)
            continue
        held = known.get(player, [])
        rest = size - len(held)
        hands.append(tuple(sorted([*held, *hidden[:rest]])))
        del hidden[:rest]
    return State(
        settings=view.settings,
        seed=0,
        hand_number=view.hand_number,
        dealer=view.dealer,
        scores=view.scores,
        stock=_shuffled_stock(hidden, bonus, rng),
        discard=view.discard,
        hands=tuple(hands),
        melds=view.melds,
        bonus=view.bonus,
        removed=view.removed,
        wheel_as=view.wheel_as,
        pile_frozen=view.pile_frozen,
        phase=view.phase,
        turn=view.turn,
        to_act=view.to_act,
        player_melded=view.player_melded,
        turn_start_side_melded=view.turn_start_side_melded,
        turn_start_player_melded=view.turn_start_player_melded,
        took_pile=view.took_pile,
        turn_melded=view.turn_melded,
        asked=view.asked,
        permission=view.permission,
        pending_views=0,
        view_resume=Phase.DRAW,
        reveals=view.reveals,
        result=view.result,
        winners=view.winners,
        pledge=view.pledge,
    )
