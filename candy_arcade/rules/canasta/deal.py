"""Starting a game and dealing a hand: shuffle, deal, bonus cards, the upcard.

Each hand's shuffle comes from ``Rng(seed).fork("hand-N")``, so it depends on the
game's seed and the hand number only.
"""

from __future__ import annotations

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.events import BonusLaidOut, Event, HandDealt, UpcardTurned
from candy_arcade.rules.canasta.roles import BONUS, CRONE, DARKNESS, WHEEL, WILD
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import DRAW, State
from candy_arcade.rules.canasta.talons import set_aside_talons

#: Turned up at the deal, these are covered by another card (a wild, a bonus card or
#: the Wheel also freezes the pile). The Crone and the Darkness act only when a player
#: discards them, so one turned up is simply covered.
_COVERED_UPCARDS = (WILD, BONUS, WHEEL, CRONE, DARKNESS)
_FREEZING_UPCARDS = (WILD, BONUS, WHEEL)


def first_dealer(settings: Settings, seed: int) -> int:
    return Rng(seed).fork("dealer").randint(0, settings.players - 1)


def new_game(settings: Settings, seed: int) -> tuple[State, list[Event]]:
    """A new game: scores at zero, the first hand dealt."""
    return deal_hand(settings, seed, 0, first_dealer(settings, seed), (0,) * settings.sides)


def deal_hand(
    settings: Settings, seed: int, hand_number: int, dealer: int, scores: tuple[int, ...]
) -> tuple[State, list[Event]]:
    """Shuffle and deal; lay out bonus cards and replace them; set the talons aside
    (Talons); turn the upcard."""
    deck = settings.the_deck
    stock = list(range(len(deck)))
    Rng(seed).fork(f"hand-{hand_number}").shuffle(stock)
    players = settings.players
    order = [(dealer + 1 + i) % players for i in range(players)]
    hands: list[list[int]] = [[] for _ in range(players)]
    for _ in range(settings.hand_size):
        for player in order:
            hands[player].append(stock.pop())
    events: list[Event] = [HandDealt(hand_number, dealer)]
    bonus: list[list[int]] = [[] for _ in range(settings.sides)]
    for player in order:
        while True:
            found = [c for c in hands[player] if deck.role_of[c] is BONUS]
            if not found:
                break
            for card in found:
                hands[player].remove(card)
                bonus[settings.side_of(player)].append(card)
                replacement = stock.pop()
                hands[player].append(replacement)
                events.append(BonusLaidOut(player, card, True))
    talons: tuple[tuple[int, ...], ...] = ()
    if settings.talons:
        kept, talons = set_aside_talons(stock)
        stock = list(kept)
    discard: list[int] = []
    frozen = False
    while True:
        card = stock.pop()
        role = deck.role_of[card]
        discard.append(card)
        freezes = role in _FREEZING_UPCARDS
        frozen = frozen or freezes
        events.append(UpcardTurned(card, freezes))
        if role not in _COVERED_UPCARDS:
            break
    first = (dealer + 1) % players
    state = State(
        settings=settings,
        seed=seed,
        hand_number=hand_number,
        dealer=dealer,
        scores=scores,
        stock=tuple(stock),
        discard=tuple(discard),
        hands=tuple(tuple(sorted(h)) for h in hands),
        melds=((),) * settings.sides,
        bonus=tuple(tuple(b) for b in bonus),
        removed=(),
        wheel_as=None,
        pile_frozen=frozen,
        phase=DRAW,
        turn=first,
        to_act=first,
        player_melded=(False,) * players,
        turn_start_side_melded=False,
        turn_start_player_melded=False,
        took_pile=False,
        turn_melded=(),
        asked=False,
        permission=None,
        pending_views=0,
        view_resume=DRAW,
        reveals=(),
        result=None,
        winners=(),
        talons=talons,
        talon_takers=(None,) * len(talons),
    )
    return state, events
