"""Which moves are legal: :func:`check` says why a move is refused, or that it is legal.

``check`` accepts any concrete move (any choice of card ids), as a person at the table
may make it, and returns a :class:`Refusal` (a :class:`CanastaReason` with the ranks
and rule numbers it names) or None. :func:`enumerate.legal_actions` lists a canonical
selection: identical cards are
represented by the lowest ids, and meld choices are limited to sensible shapes (all or
the fewest naturals of a rank; the cheapest or dearest wilds), so that random playouts
and simple bots have a finite, varied menu. Every listed action passes ``check``.

Going out can be promised before it happens: a first meld below the minimum that goes
out concealed, zeros melded as the last cards, or the Darkness exit may leave one
card (or, for the Darkness, the unmeldable rest) to discard, and a partner's yes binds
the player to go out. Such a move sets ``State.pledge`` and from then on only moves
that keep the promise are legal, rather than checking it afterwards: a broken promise
could not be undone once the earlier meld was on the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

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
)
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import card_face, meld_error_counts
from candy_arcade.rules.canasta.outplan import (
    darkness_card,
    further_meld_possible,
    going_out_plan,
)
from candy_arcade.rules.canasta.pile_reasons import frozen_refusal, match_refusal
from candy_arcade.rules.canasta.reasons import (
    CanastaReason,
    Refusal,
    canastas_refusal,
    rank_refusal,
)
from candy_arcade.rules.canasta.roles import (
    BONUS,
    BONUS_NAMES,
    CANASTA_SIZE,
    DARKNESS,
    DARKNESS_EXIT_CANASTAS,
    NATURAL,
    NATURALS_TO_TAKE_FROZEN_PILE,
    STOP,
    WHEEL,
    WILD,
    Face,
)
from candy_arcade.rules.canasta.samba_legal import (
    NO_SEQUENCES,
    SequencePlan,
    new_meld_refusal,
    planned_sequences,
    samba_pile_refusal,
    sequences_with_pile_refusal,
    take_from_hand,
)
from candy_arcade.rules.canasta.samba_table import laid_melds
from candy_arcade.rules.canasta.state import (
    ANSWER,
    DARKNESS_EXIT,
    DRAW,
    GAME_OVER,
    GO_OUT,
    HAND_OVER,
    LAST_MELD,
    MELD,
    VIEW,
    Pledge,
    State,
)
from candy_arcade.rules.canasta.state import Meld as TableMeld
from candy_arcade.rules.canasta.turn import TurnInfo, turn_info

TURN_PHASES = (DRAW, MELD, LAST_MELD)


# Refusals without parameters are built once: checks run on the hot path of bots and
# playouts, and most candidate moves they try are refused.
_R = CanastaReason
_NOT_YOUR_TURN = Refusal.of(_R.NOT_YOUR_TURN)
_HAND_NOT_OVER = Refusal.of(_R.HAND_NOT_OVER)
_HAND_OVER = Refusal.of(_R.HAND_OVER)
_NO_VIEWER_AWAITED = Refusal.of(_R.NO_VIEWER_AWAITED)
_NO_SUCH_PLAYER = Refusal.of(_R.NO_SUCH_PLAYER)
_NOBODY_ASKED = Refusal.of(_R.NOBODY_ASKED)
_AWAITING_ANSWER_OR_VIEWER = Refusal.of(_R.AWAITING_ANSWER_OR_VIEWER)
_DRAW_STARTS_TURN = Refusal.of(_R.DRAW_STARTS_TURN)
_STOCK_EMPTY = Refusal.of(_R.STOCK_EMPTY)
_PLAY_ENDS_WITHOUT_STOCK = Refusal.of(_R.PLAY_ENDS_WITHOUT_STOCK)
_MUST_TAKE_DISCARD = Refusal.of(_R.MUST_TAKE_DISCARD)
_NOTHING_TO_MELD = Refusal.of(_R.NOTHING_TO_MELD)
_MELD_BEFORE_DRAW = Refusal.of(_R.MELD_BEFORE_DRAW)
_PARTNER_SAID_NO = Refusal.of(_R.PARTNER_SAID_NO)
_KEEP_A_DISCARD = Refusal.of(_R.KEEP_A_DISCARD)
_PLEDGE_CANNOT_BE_KEPT = Refusal.of(_R.PLEDGE_CANNOT_BE_KEPT)
_DARKNESS_EXIT_MELDED = Refusal.of(_R.DARKNESS_EXIT_MELDED)
_TAKE_AT_TURN_START = Refusal.of(_R.TAKE_AT_TURN_START)
_PILE_EMPTY = Refusal.of(_R.PILE_EMPTY)
_ONE_CARD_PILE = Refusal.of(_R.ONE_CARD_PILE)
_MELDS_AFTER_TAKING = Refusal.of(_R.MELDS_AFTER_TAKING)
_DISCARD_BEFORE_DRAW = Refusal.of(_R.DISCARD_BEFORE_DRAW)
_NO_DISCARD_AFTER_BONUS = Refusal.of(_R.NO_DISCARD_AFTER_BONUS)
_NAME_THE_WHEEL = Refusal.of(_R.NAME_THE_WHEEL)
_WHEEL_AS_BONUS_IS_LAID = Refusal.of(_R.WHEEL_AS_BONUS_IS_LAID)
_ONLY_THE_WHEEL_IS_NAMED = Refusal.of(_R.ONLY_THE_WHEEL_IS_NAMED)
_MUST_GO_OUT_MELD_REST = Refusal.of(_R.MUST_GO_OUT_MELD_REST)
_LAST_DISCARD_GOES_OUT = Refusal.of(_R.LAST_DISCARD_GOES_OUT)
_WHEEL_AFTER_DRAW = Refusal.of(_R.WHEEL_AFTER_DRAW)
_NO_WHEEL_IN_HAND = Refusal.of(_R.NO_WHEEL_IN_HAND)
_WHEEL_BONUS_NAMES = Refusal.of(_R.WHEEL_BONUS_NAMES, first=BONUS_NAMES[0], second=BONUS_NAMES[1])
_MUST_GO_OUT_WITH_WHEEL = Refusal.of(_R.MUST_GO_OUT_WITH_WHEEL)
_ASK_NOT_IN_SETTINGS = Refusal.of(_R.ASK_NOT_IN_SETTINGS)
_ASK_ONCE_A_TURN = Refusal.of(_R.ASK_ONCE_A_TURN)
_ASK_CANNOT_GO_OUT = Refusal.of(_R.ASK_CANNOT_GO_OUT)


@dataclass(frozen=True, slots=True)
class GroupPlan:
    """A group checked against the side's melds: what it adds, and whether the meld it
    makes is a canasta."""

    rank: str
    added: tuple[int, ...]
    canasta: bool
    new: bool
    points: int


def _face(info: TurnInfo, card: int, wheel_as: str | None) -> Face:
    if wheel_as == info.wheel_as:
        return info.facts().faces[card]
    return card_face(info.deck, card, wheel_as)


def hand_can_continue(deck: Deck, hand: Sequence[int], can_go_out: bool) -> bool:
    """A player who may not go out must keep a discard that does not go out.

    Two cards leave one after discarding; a lone Darkness (or Wheel, named Darkness)
    may always be discarded because it ends the hand rather than going out.
    """
    if not hand:
        return can_go_out
    if can_go_out or len(hand) >= 2:
        return True
    return deck.role_of[hand[0]] in (DARKNESS, WHEEL)


def plan_group(
    info: TurnInfo, group: MeldGroup, extra_first: int | None = None
) -> GroupPlan | Refusal:
    """Check one group against the hand and the side's melds.

    ``extra_first`` is the pile's top card when taking the pile: it joins the group
    without coming from the hand.
    """
    deck = info.deck
    rank = group.rank
    if rank not in deck.natural_ranks and rank != deck.stop_name:
        return rank_refusal(CanastaReason.NOT_MELDABLE_RANK, rank=rank)
    wheel_in = deck.wheel_id is not None and deck.wheel_id in group.cards
    if wheel_in:
        if group.wheel_as != rank and group.wheel_as not in deck.wild_names:
            return rank_refusal(CanastaReason.WHEEL_NAME_IN_MELD, rank=rank)
    elif group.wheel_as is not None:
        return _ONLY_THE_WHEEL_IS_NAMED
    facts = info.facts()
    wheel_id = deck.wheel_id
    face_of = deck.face_of
    size = len(group.cards)
    wilds = 0
    points = 0
    has_natural = False
    for card in group.cards:
        face = face_of[card] if card != wheel_id else card_face(deck, card, group.wheel_as)
        role = face.role
        if role is WILD:
            wilds += 1
        elif role in (NATURAL, STOP) and face.name == rank:
            has_natural = has_natural or role is NATURAL
        else:
            return rank_refusal(CanastaReason.CARD_NOT_OF_RANK, card=face.name, rank=rank)
        points += face.points
    ranks = {rank} if size > wilds else set()
    other: str | None = None
    if extra_first is not None:
        top_face = facts.faces[extra_first]
        size += 1
        points += top_face.points
        if top_face.role is WILD:
            wilds += 1
        elif top_face.role in (NATURAL, STOP):
            ranks.add(top_face.name)
            has_natural = has_natural or top_face.role is NATURAL
        else:
            other = top_face.name
    existing = facts.melds.get(rank)
    if group.new:
        refusal = new_meld_refusal(info, rank)
        if refusal is not None:
            return refusal
        existing = None
    if existing is not None:
        if deck.faces[rank].role is STOP:
            return rank_refusal(CanastaReason.STOPS_MELDED_ONCE, rank=rank)
        size += len(existing.cards)
        wilds += existing.wilds
        ranks |= existing.ranks
        other = existing.other or other
        has_natural = has_natural or existing.has_natural
    error = meld_error_counts(deck, size, wilds, ranks, other, info.settings.max_wilds_per_meld)
    if error is not None:
        return error
    added = group.cards if extra_first is None else (extra_first, *group.cards)
    canasta = size >= CANASTA_SIZE and has_natural
    return GroupPlan(rank, added, canasta, existing is None, points)


def _plan_groups(
    info: TurnInfo, groups: Sequence[MeldGroup], hand_pool: set[int]
) -> list[GroupPlan] | Refusal:
    plans: list[GroupPlan] = []
    ranks: set[str] = set()
    for group in groups:
        if group.rank in ranks:
            return rank_refusal(CanastaReason.TWO_GROUPS_OF_RANK, rank=group.rank)
        ranks.add(group.rank)
        taken = take_from_hand(group.cards, hand_pool)
        if taken is not None:
            return taken
        plan = plan_group(info, group)
        if isinstance(plan, Refusal):
            return plan
        plans.append(plan)
    return plans


def _canastas_after(info: TurnInfo, plans: Iterable[GroupPlan]) -> int:
    """Canastas of the side once these plans are laid."""
    melds = info.facts().melds
    total = info.facts().canastas
    for plan in plans:
        replaced = None if plan.new else melds.get(plan.rank)
        if replaced is not None:
            total -= replaced.canasta
        total += plan.canasta
    return total


def _may_go_out(info: TurnInfo, canastas: int) -> bool:
    return canastas >= info.settings.canastas_to_go_out and info.permission is not False


def _why_not_out(info: TurnInfo) -> Refusal:
    """Why the side may not go out (after :func:`_may_go_out` said no): the partner's
    no, or too few canastas."""
    if info.permission is False:
        return _PARTNER_SAID_NO
    needed = info.settings.canastas_to_go_out
    return canastas_refusal(CanastaReason.GOING_OUT_NEEDS_CANASTAS, needed)


def below_first_meld_minimum(
    info: TurnInfo, plans: Sequence[GroupPlan], sequence_points: int = 0
) -> bool:
    """The side has not opened and these groups (and, in Samba, the sequences laid
    with them, worth ``sequence_points``) together count less than its minimum.

    The one definition of the first-meld minimum: melding, taking the pile and the
    table's staging of a first meld all ask it.
    """
    return not info.side_melded and sum(p.points for p in plans) + sequence_points < info.minimum


def _below_minimum(plans: Sequence[GroupPlan], info: TurnInfo, sequence_points: int) -> Refusal:
    return Refusal.of(
        CanastaReason.FIRST_MELD_BELOW_MINIMUM,
        minimum=info.minimum,
        points=sum(p.points for p in plans) + sequence_points,
    )


def _info_after(info: TurnInfo, plans: Sequence[GroupPlan], hand_after: Sequence[int],
                wheel_as: str | None, runs: SequencePlan = NO_SEQUENCES) -> TurnInfo:
    """The actor's TurnInfo once ``plans`` (and ``runs``) are laid (for what may
    follow them)."""
    if info.settings.samba:
        return replace(
            info,
            hand=tuple(hand_after),
            side_melds=laid_melds(info.side_melds, [(p.rank, p.added, p.new) for p in plans]),
            wheel_as=wheel_as,
            side_sequences=runs.runs if runs.added else info.side_sequences,
        )
    melds = {m.rank: m.cards for m in info.side_melds}
    for plan in plans:
        melds[plan.rank] = melds.get(plan.rank, ()) + plan.added
    return replace(
        info,
        hand=tuple(hand_after),
        side_melds=tuple(TableMeld(rank, cards) for rank, cards in melds.items()),
        wheel_as=wheel_as,
    )


def _groups_wheel_name(info: TurnInfo, groups: Sequence[MeldGroup]) -> str | None:
    wheel = info.deck.wheel_id
    for group in groups:
        if wheel is not None and wheel in group.cards:
            return group.wheel_as
    return info.wheel_as


def _darkness_exit(info: TurnInfo, after: TurnInfo, canastas: int) -> bool:
    """The Darkness exit is open after this meld: the side had nothing on the table
    (bonus cards aside) when the turn began, the player took no pile, the side now has
    two canastas or more, the player keeps the Darkness (or the Wheel to discard as
    it), and nothing else in the hand can be melded."""
    if info.turn_start_side_melded or info.turn_start_player_melded or info.took_pile:
        return False
    if info.phase is not MELD or canastas < DARKNESS_EXIT_CANASTAS:
        return False
    keep = darkness_card(info.deck, after.hand)
    if keep is None:
        return False
    rest = [c for c in after.hand if c != keep]
    return not further_meld_possible(after, rest)


@dataclass(frozen=True, slots=True)
class MeldVerdict:
    """A legal Meld and the pledge the player is bound by after it."""

    pledge: Pledge | None


def judge_meld(info: TurnInfo, action: Meld) -> MeldVerdict | Refusal:
    """Why the Meld is illegal, or the pledge it leaves the player with.

    Two kinds of meld are legal only because the player goes out with them: a first
    meld below the minimum that goes out concealed (the whole hand, or all but one card
    to discard, including a canasta, nothing melded before, no pile taken), and zeros
    (the last cards, or all but one card to discard). Either may also be the Darkness
    exit, which is exempt from the minimum too. After such a meld, or after the
    partner's yes, the pledge holds the player to going out.
    """
    if info.phase not in (MELD, LAST_MELD):
        return _MELD_BEFORE_DRAW
    if info.pledge is DARKNESS_EXIT:
        return _DARKNESS_EXIT_MELDED
    if not action.groups and not action.sequences:
        return _NOTHING_TO_MELD
    pool = set(info.hand)
    plans = _plan_groups(info, action.groups, pool)
    if isinstance(plans, Refusal):
        return plans
    runs = planned_sequences(info, action.sequences, pool)
    if isinstance(runs, Refusal):
        return runs
    deck = info.deck
    used = {c for p in plans for c in p.added}
    used.update(runs.added)
    hand_after = [c for c in info.hand if c not in used]
    canastas = _canastas_after(info, plans) + runs.sambas
    can_out = _may_go_out(info, canastas)
    if not hand_after and not can_out:
        return _why_not_out(info)
    pledge: Pledge | None = info.pledge

    def after() -> TurnInfo:
        wheel_as = runs.wheel_as or _groups_wheel_name(info, action.groups)
        return _info_after(info, plans, hand_after, wheel_as, runs)

    stops = any(deck.faces[p.rank].role is STOP for p in plans)
    below_minimum = below_first_meld_minimum(info, plans, runs.points)
    if stops or below_minimum:
        last = 1 if info.phase is MELD else 0
        finishing = can_out and len(hand_after) <= last
        concealed = (
            not info.turn_start_player_melded
            and not info.took_pile
            and (any(p.canasta for p in plans) or runs.sambas > 0)
        )
        if finishing and (concealed or not below_minimum):
            pledge = GO_OUT if hand_after else pledge
        elif _darkness_exit(info, after(), canastas):
            pledge = DARKNESS_EXIT
        elif stops:
            return rank_refusal(CanastaReason.STOPS_ONLY_GOING_OUT, stop=deck.stop_name)
        else:
            return _below_minimum(plans, info, runs.points)
    if info.phase is MELD and not hand_can_continue(deck, hand_after, can_out):
        return _KEEP_A_DISCARD
    can_discard = info.phase is MELD
    if pledge is GO_OUT and going_out_plan(after(), discard=can_discard) is None:
        return _PLEDGE_CANNOT_BE_KEPT
    return MeldVerdict(pledge)


def check_meld(info: TurnInfo, action: Meld) -> Refusal | None:
    verdict = judge_meld(info, action)
    return verdict if isinstance(verdict, Refusal) else None


def check_take_pile(info: TurnInfo, action: TakePile) -> Refusal | None:
    """Why the pile may not be taken this way, in the order a player needs it: what
    bars the pile outright (its top card, a one-card pile), then the pile's own rule
    (frozen, and why, or the match it needs), and only then the melds the top card
    makes and the first-meld minimum with the points counted."""
    if info.phase is not DRAW:
        return _TAKE_AT_TURN_START
    if not info.discard:
        return _PILE_EMPTY
    top = info.discard[-1]
    top_face = _face(info, top, info.wheel_as)
    if top_face.role is STOP:
        return rank_refusal(CanastaReason.STOP_ON_TOP, top=top_face.name)
    if top_face.role is WILD:
        return rank_refusal(CanastaReason.WILD_ON_TOP, top=top_face.name)
    if top_face.role is not NATURAL:
        return rank_refusal(CanastaReason.UNTAKEABLE_ON_TOP, top=top_face.name)
    if len(info.hand) == 1 and len(info.discard) == 1:
        return _ONE_CARD_PILE
    group = action.group
    if group.rank != top_face.name:
        return rank_refusal(CanastaReason.TOP_CARD_IS_OTHER, top=top_face.name, rank=group.rank)
    pool = set(info.hand)
    for card in group.cards:
        if card not in pool:
            return Refusal.of(CanastaReason.CARD_NOT_IN_HAND_OR_TWICE, card=card)
        pool.discard(card)
    if action.sequences:
        refusal = sequences_with_pile_refusal(info, action.sequences)
        if refusal is not None:
            return refusal
    pile_rule = samba_pile_refusal(info, group) if info.settings.samba else _pile_rule(info, group)
    if pile_rule is not None:
        return pile_rule
    plan = plan_group(info, group, extra_first=top)
    if isinstance(plan, Refusal):
        return plan
    if (action.melds or action.sequences) and info.side_melded:
        return _MELDS_AFTER_TAKING
    extra = _plan_groups(info, action.melds, pool)
    if isinstance(extra, Refusal):
        return extra
    runs = planned_sequences(info, action.sequences, pool)
    if isinstance(runs, Refusal):
        return runs
    for p in extra:
        if p.rank == group.rank or not p.new:
            return rank_refusal(CanastaReason.SECOND_GROUP_OF_RANK, rank=p.rank)
        if info.deck.faces[p.rank].role is STOP:
            return rank_refusal(CanastaReason.STOPS_NOT_WITH_PILE, stop=info.deck.stop_name)
    plans = [plan, *extra]
    if below_first_meld_minimum(info, plans, runs.points):
        return Refusal.of(
            CanastaReason.TAKE_BELOW_MINIMUM,
            minimum=info.minimum,
            points=sum(p.points for p in plans) + runs.points,
        )
    if _may_go_out(info, _canastas_after(info, plans) + runs.sambas):
        return None  # any hand left may continue, even none
    used = {c for p in plans for c in p.added}
    used.update(runs.added)
    hand_after = [c for c in info.hand if c not in used]
    if len(hand_after) < 2:  # the pile's cards count only when the hand is short
        role_of = info.deck.role_of
        hand_after.extend(c for c in info.discard[:-1] if role_of[c] is not BONUS)
    if not hand_can_continue(info.deck, hand_after, False):
        return _KEEP_A_DISCARD
    return None


def _pile_rule(info: TurnInfo, group: MeldGroup) -> Refusal | None:
    """The pile's own rule for the cards going with its top card: a natural pair of
    its rank when frozen (or before the side's first meld); otherwise a pair, a
    natural and a wild, or the side's meld of the rank."""
    naturals = 0
    for card in group.cards:
        face = _face(info, card, group.wheel_as)
        naturals += face.role is NATURAL and face.name == group.rank
    wilds = len(group.cards) - naturals
    pair = NATURALS_TO_TAKE_FROZEN_PILE
    if info.pile_frozen or not info.side_melded:
        return frozen_refusal(info, group.rank) if naturals < pair else None
    has_meld = any(m.rank == group.rank for m in info.side_melds)
    if naturals < pair and not (naturals >= 1 and wilds >= 1) and not has_meld:
        return match_refusal(info, group.rank)
    return None


def take_is_forced(info: TurnInfo) -> bool:
    """With no stock, a player must take a discard that goes onto the side's meld."""
    if info.stock_size or not info.discard or not info.side_melded or info.pile_frozen:
        return False
    top_face = _face(info, info.discard[-1], info.wheel_as)
    if not any(m.rank == top_face.name for m in info.side_melds):
        return False
    return check_take_pile(info, TakePile(MeldGroup(top_face.name, ()))) is None


def check_discard(info: TurnInfo, action: Discard) -> Refusal | None:
    if info.phase is not MELD:
        return _DISCARD_BEFORE_DRAW if info.phase is DRAW else _NO_DISCARD_AFTER_BONUS
    deck = info.deck
    if action.card not in info.hand:
        return Refusal.of(CanastaReason.CARD_NOT_IN_HAND, card=action.card)
    if action.card == deck.wheel_id:
        if action.wheel_as is None:
            return _NAME_THE_WHEEL
        if action.wheel_as not in deck.faces or action.wheel_as == "Wheel":
            return Refusal.of(CanastaReason.WHEEL_NAME_UNKNOWN, name=action.wheel_as)
        if deck.faces[action.wheel_as].role is BONUS:
            return _WHEEL_AS_BONUS_IS_LAID
    elif action.wheel_as is not None:
        return _ONLY_THE_WHEEL_IS_NAMED
    if info.pledge is DARKNESS_EXIT:
        if _face(info, action.card, action.wheel_as).role is not DARKNESS:
            return _DARKNESS_EXIT_MELDED
        return None
    if info.pledge is GO_OUT and len(info.hand) > 1:
        return _MUST_GO_OUT_MELD_REST
    if len(info.hand) == 1:
        face = _face(info, action.card, action.wheel_as)
        if face.role is DARKNESS:
            return None
        canastas = _canastas_after(info, ())
        if not _may_go_out(info, canastas):
            return _LAST_DISCARD_GOES_OUT
    return None


def check_lay_wheel(info: TurnInfo, action: LayWheel) -> Refusal | None:
    if info.phase not in (MELD, LAST_MELD):
        return _WHEEL_AFTER_DRAW
    if info.deck.wheel_id is None or info.deck.wheel_id not in info.hand:
        return _NO_WHEEL_IN_HAND
    if action.as_bonus not in BONUS_NAMES:
        return _WHEEL_BONUS_NAMES
    if info.pledge is not None:
        # Its replacement is unknown, so it could leave a hand that cannot go out.
        return _MUST_GO_OUT_WITH_WHEEL
    if info.phase is LAST_MELD:
        return None
    rest = [c for c in info.hand if c != info.deck.wheel_id]
    can_out = _may_go_out(info, _canastas_after(info, ()))
    # The replacement may be any card, so it cannot be counted on as a safe discard.
    if info.stock_size:
        ok = bool(rest) or can_out
    else:
        ok = bool(rest) and hand_can_continue(info.deck, rest, can_out)
    if not ok:
        return _KEEP_A_DISCARD
    return None


def check_ask(info: TurnInfo) -> Refusal | None:
    """"May I go out?" is asked only by a player able to go out now: the side has its
    canastas and the hand can be melded down to at most one card to discard. The
    answer binds (yes: go out this turn; no: do not), so a yes must be keepable."""
    if not info.settings.ask_partner or info.settings.partner_of(info.player) is None:
        return _ASK_NOT_IN_SETTINGS
    if info.phase is not MELD or info.asked or info.turn_melded or info.pledge:
        return _ASK_ONCE_A_TURN
    if _canastas_after(info, ()) < info.settings.canastas_to_go_out:
        return canastas_refusal(CanastaReason.ASK_NEEDS_CANASTAS, info.settings.canastas_to_go_out)
    if going_out_plan(info) is None:
        return _ASK_CANNOT_GO_OUT
    return None


def check_turn(info: TurnInfo, action: Action) -> Refusal | None:
    """Why the player to move may not make this turn move, or None if they may."""
    if isinstance(action, DrawStock):
        if info.phase is not DRAW:
            return _DRAW_STARTS_TURN
        if not info.stock_size:
            return _STOCK_EMPTY
        return None
    if isinstance(action, TakePile):
        return check_take_pile(info, action)
    if isinstance(action, Meld):
        return check_meld(info, action)
    if isinstance(action, Discard):
        return check_discard(info, action)
    if isinstance(action, LayWheel):
        return check_lay_wheel(info, action)
    if isinstance(action, AskPartner):
        return check_ask(info)
    if isinstance(action, EndPlay):
        if info.phase is LAST_MELD:
            return None
        if info.phase is not DRAW or info.stock_size:
            return _PLAY_ENDS_WITHOUT_STOCK
        if take_is_forced(info):
            return _MUST_TAKE_DISCARD
        return None
    return Refusal.of(CanastaReason.NOT_A_TURN_MOVE, move=type(action).__name__)


def check(state: State, action: Action, player: int | None = None) -> Refusal | None:
    """Why ``action`` is illegal now (by ``player``, if given), or None if it is legal."""
    if player is not None and player != state.to_act:
        return _NOT_YOUR_TURN
    phase = state.phase
    if isinstance(action, NextHand):
        return None if phase is HAND_OVER else _HAND_NOT_OVER
    if phase in (HAND_OVER, GAME_OVER):
        return _HAND_OVER
    if isinstance(action, ChooseView):
        if phase is not VIEW:
            return _NO_VIEWER_AWAITED
        players = range(state.settings.players)
        if action.viewer not in players or action.viewed not in players:
            return _NO_SUCH_PLAYER
        return None
    if isinstance(action, AnswerPartner):
        return None if phase is ANSWER else _NOBODY_ASKED
    if phase not in TURN_PHASES:
        return _AWAITING_ANSWER_OR_VIEWER
    return check_turn(turn_info(state), action)

