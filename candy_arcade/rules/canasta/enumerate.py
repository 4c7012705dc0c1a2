"""The canonical menu of legal moves (see :mod:`legal` for what "canonical" means).

:func:`legal_actions` lives here, not in :mod:`legal`: the menu is built from the
checks of :mod:`legal`, so this module depends on :mod:`legal` and never the other way
round.

The menu is legal by construction. Candidates come in a fixed order (melds, then the
Wheel as a bonus card, the question to the partner, then discards); the meld shapes
the menu makes itself are judged by counting against the side's melds, worked out
once per turn (:mod:`quick_meld`), and built only when legal; the few other candidates
(taking the pile, melding everything, going out, the Darkness exit, a discard with a
promise to keep) are judged by the checks a person's move gets. A test holds the menu
to exactly the candidates that ``check_turn`` accepts, in order.

Each state's menu is kept in the state's memo with the pledge each Meld on it leaves:
:func:`apply` trusts an action taken from that list and does not check it again.
"""

from __future__ import annotations

from functools import cache

from candy_arcade.rules.canasta.actions import (
    Action,
    AnswerPartner,
    AskPartner,
    ChooseView,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    Meld,
    MeldGroup,
    NextHand,
    TakePile,
    meld_group,
    meld_of,
)
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.legal import (
    check_ask,
    check_discard,
    check_lay_wheel,
    check_take_pile,
    check_turn,
    judge_meld,
)
from candy_arcade.rules.canasta.meld_shapes import (
    HandParts,
    group_options,
    hand_parts,
    opening_combos,
)
from candy_arcade.rules.canasta.outplan import (
    WHEEL_WILD_NAME,
    darkness_exit_meld,
    going_out_plan,
    out_of_reach,
)
from candy_arcade.rules.canasta.quick_meld import (
    last_card_verdict,
    opening_verdict,
    out_meld_verdict,
    quick_take_legal,
    turn_verdict,
)
from candy_arcade.rules.canasta.rank_menu import rank_menu
from candy_arcade.rules.canasta.reasons import Refusal
from candy_arcade.rules.canasta.roles import (
    BONUS,
    BONUS_NAMES,
    CANASTA_SIZE,
    DARKNESS,
    MIN_MELD_SIZE,
    WHEEL,
    WILD,
)
from candy_arcade.rules.canasta.samba_menu import samba_meld_candidates, samba_take_options
from candy_arcade.rules.canasta.state import (
    ANSWER,
    DARKNESS_EXIT,
    DRAW,
    GAME_OVER,
    HAND_OVER,
    MELD,
    VIEW,
    Pledge,
    State,
    remembered,
)
from candy_arcade.rules.canasta.turn import TurnInfo, turn_info

_MEMO_KEY = "legal_actions"

# Actions without a choice in them are made once and listed by every menu: they are
# frozen, and a random playout would otherwise build one for about every other move.
_DRAW_STOCK = DrawStock()
_END_PLAY = EndPlay()
_ASK_PARTNER = AskPartner()


class Listing:
    """A menu of legal actions, and the pledge each leaves the player with (by ``id``,
    only those that leave one: some Melds): what :func:`apply` needs of a listed
    action instead of judging it again. ``actions`` keeps the listed objects alive, so
    an id in ``pledges`` belongs to one of them.

    Built in place, action by action, and kept as built in the state's memo: it is
    never changed once listed (:func:`legal_actions` hands out copies). One is made
    per state listed, and read at every decision: a class with slots, whose fields
    Python 3.11 reads by their slot, where a named tuple's fields each go through a
    lookup in the type, and a frozen dataclass sets each through
    ``object.__setattr__``."""

    __slots__ = ("actions", "pledges")

    def __init__(self, actions: list[Action] | None = None) -> None:
        self.actions: list[Action] = [] if actions is None else actions
        self.pledges: dict[int, Pledge] = {}

    def add(self, action: Action, pledge: Pledge | None = None) -> None:
        """List ``action`` (appending to ``actions`` lists it without a pledge)."""
        self.actions.append(action)
        if pledge is not None:
            self.pledges[id(action)] = pledge

    def add_meld_once(self, meld: Meld, pledge: Pledge | None) -> None:
        """Add a Meld unless an equal one is listed already (melding everything or
        going out may repeat a shape offered before).

        The listed actions are compared one by one, not put in a set: a menu lists a
        few dozen at most, and hashing a Meld runs the dataclasses' ``__hash__`` down
        through its groups, where most comparisons stop at a different number of
        groups or a different rank."""
        if meld not in self.actions:
            self.add(meld, pledge)


_STOCK_ONLY = Listing([_DRAW_STOCK])
"""The menu of most draws, shared (a Listing is never changed once listed)."""


def meld_everything(info: TurnInfo, parts: HandParts) -> Meld | None:
    """One Meld laying the whole hand, if the hand splits into legal groups."""
    if parts.others:
        return None
    existing = info.facts().melds
    groups: dict[str, list[int]] = {}
    for rank, cards in parts.naturals.items():
        groups[rank] = list(cards)
    most = info.settings.max_wilds_per_meld
    room = {r: most - (existing[r].wilds if r in existing else 0) for r in groups}
    wilds = [c for _, c in parts.wilds if c != parts.wheel]
    natural_wheel_rank: str | None = None
    if parts.wheel is not None:
        short = [r for r in groups if r not in existing and len(groups[r]) < 3]
        target = short[0] if short else next(iter(groups), None)
        if target is None:
            return None
        groups[target].append(parts.wheel)
        natural_wheel_rank = target
    for rank in groups:
        while wilds and room[rank] > 0 and (
            rank not in existing and len(groups[rank]) < 3
        ):
            groups[rank].append(wilds.pop())
            room[rank] -= 1
    for rank in groups:
        while wilds and room[rank] > 0:
            groups[rank].append(wilds.pop())
            room[rank] -= 1
    if wilds:
        return None
    laid = [
        MeldGroup(r, tuple(cards), r if r == natural_wheel_rank else None)
        for r, cards in groups.items()
    ]
    if parts.stops:
        laid.append(MeldGroup(info.deck.stop_name, tuple(parts.stops)))
    return Meld(tuple(laid)) if laid else None


def takeable_top(deck: Deck, discard: tuple[int, ...], wheel_as: str | None) -> str | None:
    """The rank of the pile's top card if it is a natural one (the only kind a pile
    can be taken with), else None."""
    if not discard:
        return None
    top = discard[-1]
    name = wheel_as if top == deck.wheel_id and wheel_as else deck.name_of[top]
    return name if name in deck.natural_ranks else None


def take_options(info: TurnInfo) -> list[TakePile]:
    """Ways to take the pile the menu considers, each once (``check_take_pile``
    judges them)."""
    deck = info.deck
    top_name = takeable_top(deck, info.discard, info.wheel_as)
    if top_name is None:
        return []
    if info.side_melded:
        return _takes_onto_melded_side(info, top_name)
    top = info.discard[-1]
    parts = hand_parts(info)
    naturals = parts.naturals.get(top_name, [])
    if len(naturals) < 2:
        return []
    options: list[TakePile] = []
    for group in group_options(info, top_name, naturals, parts.wilds, parts.wheel, False, 2):
        rest = [c for c in info.hand if c not in group.cards]
        need = info.minimum - deck.points_of[top] - _group_points(info, group)
        if top == deck.wheel_id and info.wheel_as:
            need += deck.points_of[top] - deck.faces[info.wheel_as].points
        if need <= 0:
            options.append(TakePile(group))
            continue
        rest_parts = hand_parts(info, rest)
        for combo in opening_combos(info, rest_parts, need, skip_rank=top_name)[:4]:
            options.append(TakePile(group, combo))
    return options


def _takes_onto_melded_side(info: TurnInfo, top_name: str) -> list[TakePile]:
    """The takes of a side that has melded: onto its meld of the rank, with two
    naturals of it, with all of them, or with one and the cheapest wild.

    Only the naturals of the top card's rank and the cheapest wild are read, not the
    hand sorted into its parts (:func:`hand_parts`): most takes in sight are these,
    and most of them are the one onto the side's meld, made once per rank."""
    deck = info.deck
    options: list[TakePile] = []
    if top_name in [m.rank for m in info.side_melds]:
        options.append(_take_onto_meld(deck, top_name))
    of_rank = deck.ids_of[top_name]
    naturals = tuple([c for c in info.hand if c in of_rank])  # in the hand's order
    if len(naturals) >= 2:
        options.append(TakePile(meld_group(top_name, naturals[:2])))
    if len(naturals) > 2:
        options.append(TakePile(meld_group(top_name, naturals)))
    if naturals:
        wild = _cheapest_wild(deck, info.hand)
        if wild is not None:
            named = WHEEL_WILD_NAME if wild == deck.wheel_id else None
            options.append(TakePile(meld_group(top_name, (naturals[0], wild), named)))
    return options


def _cheapest_wild(deck: Deck, hand: tuple[int, ...]) -> int | None:
    """The wild :func:`hand_parts` sorts first: the fewest points, then the lowest id
    (the Wheel counting as the dearest wild it may be named)."""
    wilds = _wild_ids(deck)
    points_of = deck.points_of
    held = [
        (points_of[c] if c != deck.wheel_id else deck.faces[WHEEL_WILD_NAME].points, c)
        for c in hand if c in wilds
    ]
    return min(held)[1] if held else None


@cache
def _take_onto_meld(deck: Deck, rank: str) -> TakePile:
    """Taking the pile onto the side's meld of ``rank`` with no card from the hand:
    the same for every side and turn, so made once per deck and rank (frozen)."""
    return TakePile(meld_group(rank, ()))


def _take_in_sight(state: State) -> bool:
    """Whether :func:`take_options` offers any way to take the pile, from the hand
    alone: a natural top card, and the side's meld of its rank, two naturals of it in
    the hand, or (onto a side that has melded) one and a wild.

    Most draws have no way to take the pile; the menu of such a draw is the stock
    alone, listed without a TurnInfo.
    """
    deck = state.deck
    top_name = takeable_top(deck, state.discard, state.wheel_as)
    if top_name is None:
        return False
    player = state.turn
    hand = state.hands[player]
    naturals = len(deck.ids_of[top_name].intersection(hand))
    if naturals >= 2:
        return True
    side_melds = state.melds[state.side_of(player)]
    if not side_melds:
        return False
    if naturals and not _wild_ids(deck).isdisjoint(hand):
        return True
    return top_name in [m.rank for m in side_melds]


@cache
def _wild_ids(deck: Deck) -> frozenset[int]:
    """The deck's cards that can join a meld of any rank: the wilds and the Wheel."""
    return frozenset(c for c, role in enumerate(deck.role_of) if role in _WILD_ROLES)


_WILD_ROLES = (WILD, WHEEL)


def _group_points(info: TurnInfo, group: MeldGroup) -> int:
    deck = info.deck
    return sum(
        deck.faces[group.wheel_as].points if c == deck.wheel_id and group.wheel_as
        else deck.points_of[c]
        for c in group.cards
    )


def _add_judged(menu: Listing, info: TurnInfo, meld: Meld, once: bool) -> None:
    """List ``meld`` if ``judge_meld`` finds it legal (with the pledge it leaves)."""
    verdict = judge_meld(info, meld)
    if isinstance(verdict, Refusal):
        return
    if once:
        menu.add_meld_once(meld, verdict.pledge)
    else:
        menu.add(meld, verdict.pledge)


def _add_rank_options(menu: Listing, info: TurnInfo, parts: HandParts) -> None:
    """One-group Melds onto a side that has melded, rank by rank."""
    facts = info.facts()
    hand_size = len(info.hand)
    quick = info.pledge is None
    listed = menu.actions
    ranks = rank_menu(info.deck, parts.wilds, parts.wheel)
    for melds, template, _ in ranks.rank_melds(parts.naturals, facts.melds):
        if quick and hand_size - template.most_laid >= 2:  # all keep two: sure yes
            listed.extend(melds)
            continue
        for meld, (_, _, _, laid, change) in zip(melds, template.options, strict=True):
            left = hand_size - laid
            if quick and left >= 2:  # turn_verdict's sure yes, without the call
                listed.append(meld)
                continue
            if not quick:
                _add_judged(menu, info, meld, once=False)
                continue
            verdict = turn_verdict(info, facts.canastas + change, left)
            if verdict is None:
                verdict = last_card_verdict(info, meld.groups[0].cards)
            if verdict:
                listed.append(meld)


def _add_meld_options(menu: Listing, info: TurnInfo, parts: HandParts) -> None:
    if info.pledge is DARKNESS_EXIT:
        return  # the Darkness exit was melded: only its discard is left
    quick = info.pledge is None
    if info.settings.samba:
        quick = False  # the quick verdicts count Canasta's wilds and melds per rank
        for samba_meld in samba_meld_candidates(info, parts):
            _add_judged(menu, info, samba_meld, once=True)
    elif info.side_melded:
        _add_rank_options(menu, info, parts)
    else:
        for opening in opening_combos(info, parts, info.minimum):
            verdict = opening_verdict(info, opening) if quick else None
            if verdict is not False:
                meld = meld_of(opening)
                if verdict:
                    menu.add(meld)
                else:
                    _add_judged(menu, info, meld, once=False)
    if not _out_in_reach(info, parts):
        return  # melding everything and going out would all be refused
    counted = _out_counts(info, parts)
    if out_of_reach(*counted, discard=info.phase is MELD) and not _darkness_exit_open(info):
        return  # no way out by the counts (four listings in five here), no Darkness exit
    others: list[Meld] = []
    if not out_of_reach(*counted, discard=False):
        # Melding everything goes out without a discard: cards that no meld can take,
        # or a new meld short of three cards, would make one of its groups illegal.
        everything = meld_everything(info, parts)
        if everything is not None:
            others.append(everything)
    others.extend(going_out_options(info, parts, counted))
    for meld in others:
        judged = out_meld_verdict(info, meld.groups) if quick else None
        if judged is None:
            _add_judged(menu, info, meld, once=True)
        elif judged[0]:
            menu.add_meld_once(meld, judged[1])


def _out_in_reach(info: TurnInfo, parts: HandParts) -> bool:
    """Whether a Meld that empties the hand, or leaves one card, could be legal.

    Such a Meld needs the side to be allowed out (the canastas to go out, no "no" from
    the partner), unless the card it leaves is a Darkness or the Wheel, which may
    always be discarded (the Darkness exit keeps one of them too). The canastas are
    bounded from above: a meld of a rank can become one only if its cards, the hand's
    naturals of the rank and every wild in the hand make seven. When even that bound
    falls short, and neither card is in the hand, the menu need not make these Melds:
    ``judge_meld`` would refuse each of them.
    """
    if parts.wheel is not None or (
        parts.others and any(info.deck.role_of[c] is DARKNESS for c in parts.others)
    ):
        return True
    if info.permission is False:
        return False
    needed = info.settings.canastas_to_go_out
    facts = info.facts()
    reach = facts.canastas
    if reach >= needed:
        return True
    least = CANASTA_SIZE - len(parts.wilds)  # a rank's cards a canasta needs beside them
    naturals = parts.naturals
    melds = facts.melds
    for rank, meld in melds.items():  # counted up until the bound is reached
        if meld.canasta:
            continue
        if len(meld.cards) + len(naturals.get(rank, ())) >= least:
            reach += 1
            if reach >= needed:
                return True
    for rank, cards in naturals.items():
        if len(cards) >= least and rank not in melds:
            reach += 1
            if reach >= needed:
                return True
    return False


def _out_counts(info: TurnInfo, parts: HandParts) -> tuple[int, int, int, int, int, bool]:
    """What :func:`outplan.out_of_reach` counts in the hand: lone naturals of unmelded
    ranks, the cards those ranks are short of three, stop cards, other unmeldable
    cards, wilds (the Wheel among them), and whether the Wheel is there."""
    melds = info.facts().melds
    lone = short = 0
    for rank, cards in parts.naturals.items():  # a loop: no generator resumed per rank
        count = len(cards)
        if count < MIN_MELD_SIZE and rank not in melds:
            short += MIN_MELD_SIZE - count
            lone += count == 1
    wheel = parts.wheel is not None
    return lone, short, len(parts.stops), len(parts.others), len(parts.wilds), wheel


def going_out_options(
    info: TurnInfo,
    parts: HandParts,
    counted: tuple[int, int, int, int, int, bool] | None = None,
) -> list[Meld]:
    """Melds that go out (or leave one card to discard going out), and the Darkness
    exit: so a player bound to go out always has a way, and concealed exits below the
    first-meld minimum and zeros melded last are on the menu. ``parts``: the hand's;
    ``counted``: its counts by :func:`_out_counts`, if already made (half the hands
    that get this far have no way out, which the counts tell without a plan)."""
    options: list[Meld] = []
    discard = info.phase is MELD
    if not out_of_reach(*(counted or _out_counts(info, parts)), discard=discard):
        plan = going_out_plan(info, discard=discard)
        if plan is not None and plan.groups:
            options.append(Meld(plan.groups))
    if _darkness_exit_open(info):
        exit_meld = darkness_exit_meld(info)
        if exit_meld is not None:
            options.append(exit_meld)
    return options


def _darkness_exit_open(info: TurnInfo) -> bool:
    """Whether the menu looks for the Darkness exit: in the meld phase, the side had
    nothing on the table when the turn began, no pile taken, and more cards in the hand
    than two canastas need."""
    return (
        info.phase is MELD
        and not info.turn_start_side_melded
        and not info.took_pile
        and len(info.hand) > 2 * CANASTA_SIZE
    )


@cache
def _deck_discards(deck: Deck) -> tuple[tuple[Discard, ...], tuple[Discard, ...]]:
    """Every discard of the deck made once: one per card by id, and the Wheel's, one
    per name it may be discarded as (frozen actions, shared by every menu)."""
    by_card = tuple(Discard(card) for card in range(len(deck)))
    wheel: tuple[Discard, ...] = ()
    if deck.wheel_id is not None:
        wheel = tuple(
            Discard(deck.wheel_id, name) for name in deck.faces
            if deck.faces[name].role not in (BONUS, WHEEL)
        )
    return by_card, wheel


def discard_options(info: TurnInfo, parts: HandParts | None = None) -> list[Discard]:
    """One discard per card name in the hand; the Wheel named each name it may take.

    The first card of each name, in the order of the hand (which the State keeps
    sorted by id): :attr:`HandParts.firsts`, found while the hand is sorted into its
    parts (``parts``: the hand's, if already made), which the menu of every turn does
    anyway; a walk of the hand of its own cost as much again.
    """
    by_card, wheel = _deck_discards(info.deck)
    firsts = (parts or hand_parts(info)).firsts
    options = [by_card[card] for card in firsts]
    if wheel and info.deck.wheel_id in firsts:
        at = firsts.index(info.deck.wheel_id)
        options[at:at + 1] = wheel
    return options


def _add_discards(menu: Listing, info: TurnInfo, parts: HandParts) -> None:
    """Every discard offered is a card in the hand, the Wheel named a card it may be
    discarded as: only a promise to keep or the last card can bar one."""
    if info.pledge is None and len(info.hand) > 1:
        menu.actions.extend(discard_options(info, parts))
        return
    for discard in discard_options(info, parts):
        if check_discard(info, discard) is None:
            menu.add(discard)


def _add_samba_takes(menu: Listing, info: TurnInfo) -> None:
    """Samba's ways to take the pile, each judged by ``check_take_pile``."""
    top_name = takeable_top(info.deck, info.discard, info.wheel_as)
    if top_name is None:
        return
    for take in samba_take_options(info, top_name):
        if check_take_pile(info, take) is None:
            menu.add(take)


def turn_listing(info: TurnInfo) -> Listing:
    """Canonical legal moves of the player whose turn it is, with their pledges."""
    menu = Listing()
    if info.phase is DRAW:
        if info.stock_size:
            menu.add(_DRAW_STOCK)
        if info.settings.samba:
            _add_samba_takes(menu, info)
        else:
            for take in take_options(info):
                verdict = quick_take_legal(info, take)
                if verdict or (verdict is None and check_take_pile(info, take) is None):
                    menu.add(take)
        # Play may end only once the stock is gone: with stock, EndPlay needs no check.
        if not info.stock_size and check_turn(info, _END_PLAY) is None:
            menu.add(_END_PLAY)
        return menu
    parts = hand_parts(info)  # the melds' and the discards' alike
    _add_meld_options(menu, info, parts)
    if info.deck.wheel_id is not None and info.deck.wheel_id in info.hand:
        for name in BONUS_NAMES:
            lay = LayWheel(name)
            if check_lay_wheel(info, lay) is None:
                menu.add(lay)
    if check_ask(info) is None:
        menu.add(_ASK_PARTNER)
    if info.phase is MELD:
        _add_discards(menu, info, parts)
    else:
        menu.add(_END_PLAY)
    return menu


def turn_actions(info: TurnInfo) -> list[Action]:
    """Canonical legal moves of the player whose turn it is."""
    return list(turn_listing(info).actions)


def _state_listing(state: State) -> Listing:
    phase = state.phase
    if phase is MELD:
        return turn_listing(turn_info(state))
    if phase is DRAW and state.stock and not _take_in_sight(state):
        # No pile to take, and play ends only without stock.
        return _STOCK_ONLY
    menu = Listing()
    if phase is HAND_OVER:
        menu.add(NextHand())
    elif phase is ANSWER:
        menu.add(AnswerPartner(True))
        menu.add(AnswerPartner(False))
    elif phase is VIEW:
        players = range(state.settings.players)
        for viewer in players:
            for viewed in players:
                menu.add(ChooseView(viewer, viewed))
    elif phase is not GAME_OVER:
        return turn_listing(turn_info(state))
    return menu


def listing(state: State) -> Listing:
    """The state's menu with its pledges, made once per state and kept in its memo."""
    return remembered(state, _MEMO_KEY, Listing, _state_listing)


def legal_actions(state: State) -> list[Action]:
    """A canonical list of legal actions for ``state.to_act`` (empty only at game end)."""
    return list(listing(state).actions)


def listed_verdict(state: State, action: Action) -> tuple[bool, Pledge | None]:
    """Whether ``action`` is one of the very objects :func:`legal_actions` listed for
    ``state``, and if so the pledge it leaves the player with."""
    known = state.memo.get(_MEMO_KEY)
    if isinstance(known, Listing):
        for listed in known.actions:
            if listed is action:
                return True, known.pledges.get(id(action))
    return False, None
