"""Filling in what a seat cannot see: a full State consistent with its view.

The hidden cards (other hands, the stock and the talons) are dealt at random from the
cards the seat has not seen, keeping every hand's and talon's size; unseen bonus cards
stay in the stock or the talons.
A hand this seat saw through the Watcher is used: its cards not seen anywhere since
are still in that hand (they could only have left it face up), so they are put back
there first. Search bots play out such samples.

The pile also tells something. Since it was last emptied, every turn added one card, so
the card ``k`` places below the top was discarded ``k + 1`` turns ago, and the player
after its discarder drew from the stock instead of taking it. Players take the pile
whenever they can (the normal bot always does), and a pair of the top card's rank in
hand is what lets them: so each of those two players is dealt at most one natural of
that rank (the discarder shed it as a single, as players do). Without this the samples
hand the next player pairs they have shown they do not hold, and the search cannot
tell a safe discard from a feeding one.
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
    for side_sequences in view.sequences:
        for run in side_sequences:
            seen.update(run.cards)
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


def unpaired_ranks(view: PlayerView) -> dict[int, set[str]]:
    """Per other player, the natural ranks the pile shows they hold at most one of:
    those they discarded, and those they let lie on top of the pile. The bottom card
    may be a turned-up card nobody discarded, so it tells nothing."""
    players = view.settings.players
    deck = view.deck
    ranks: dict[int, set[str]] = {p: set() for p in range(players) if p != view.seat}
    pile = view.discard
    for below_top in range(len(pile) - 1):
        card = pile[-1 - below_top]
        if deck.role_of[card] is not Role.NATURAL:
            continue
        name = deck.name_of[card]
        discarder = (view.turn - 1 - below_top) % players
        for player in (discarder, (discarder + 1) % players):
            if player in ranks:
                ranks[player].add(name)
    return ranks


def _deal_hand(
    hidden: list[int], size: int, unpaired: set[str], held: list[int], view: PlayerView
) -> list[int]:
    """``size`` cards taken in order from ``hidden`` (which keeps the rest), passing
    over a second natural of an unpaired rank while other cards remain."""
    deck = view.deck
    counts: dict[str, int] = {}
    for card in held:
        counts[deck.name_of[card]] = counts.get(deck.name_of[card], 0) + 1
    dealt: list[int] = []
    passed: list[int] = []
    while hidden and len(dealt) < size:
        card = hidden.pop(0)
        name = deck.name_of[card]
        if deck.role_of[card] is Role.NATURAL and name in unpaired and counts.get(name, 0) >= 1:
            passed.append(card)
            continue
        counts[name] = counts.get(name, 0) + 1
        dealt.append(card)
    short = size - len(dealt)
    dealt.extend(passed[:short])
    hidden[:0] = passed[short:]
    return dealt


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
    unpaired = unpaired_ranks(view)
    hands: list[tuple[int, ...]] = []
    for player, size in enumerate(view.hand_sizes):
        if player == view.seat:
            hands.append(view.hand)
            continue
        held = known.get(player, [])
        dealt = _deal_hand(hidden, size - len(held), unpaired[player], held, view)
        hands.append(tuple(sorted([*held, *dealt])))
    stock = _shuffled_stock(hidden, bonus, rng)
    talons = []
    for size in view.talon_sizes:
        talons.append(stock[len(stock) - size :])
        stock = stock[: len(stock) - size]
    return State(
        settings=view.settings,
        seed=0,
        hand_number=view.hand_number,
        dealer=view.dealer,
        scores=view.scores,
        stock=stock,
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
        sequences=view.sequences,
        talons=tuple(talons),
        melded_sides=view.melded_sides,
        talon_due=view.talon_due,
        talon_takers=view.talon_takers,
    )
