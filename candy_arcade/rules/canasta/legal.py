"""Which moves are legal: :func:`check` explains a refusal, :func:`legal_actions` lists.

``check`` accepts any concrete move (any choice of card ids), as a person at the table
may make it. ``legal_actions`` lists a canonical selection: identical cards are
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
from candy_arcade.rules.canasta.melding import card_face, is_canasta, meld_error
from candy_arcade.rules.canasta.outplan import (
    darkness_card,
    further_meld_possible,
    going_out_plan,
)
from candy_arcade.rules.canasta.roles import Face, Role
from candy_arcade.rules.canasta.state import Meld as TableMeld
from candy_arcade.rules.canasta.state import Phase, Pledge, State
from candy_arcade.rules.canasta.turn import TurnInfo, turn_info

BONUS_NAMES = ("Hunter", "Traveller")
TURN_PHASES = (Phase.DRAW, Phase.MELD, Phase.LAST_MELD)


@dataclass(frozen=True, slots=True)
class GroupPlan:
    """A group checked against the side's melds: the meld it makes and what it adds."""

    rank: str
    added: tuple[int, ...]
    merged: tuple[Face, ...]
    new: bool
    points: int


def _face(info: TurnInfo, card: int, wheel_as: str | None) -> Face:
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
    return deck.role_of[hand[0]] in (Role.DARKNESS, Role.WHEEL)


def plan_group(info: TurnInfo, group: MeldGroup, extra_first: int | None = None) -> GroupPlan | str:
    """Check one group against the hand and the side's melds.

    ``extra_first`` is the pile's top card when taking the pile: it joins the group
    without coming from the hand.
    """
    deck = info.deck
    rank = group.rank
    if rank not in deck.natural_ranks and rank != deck.stop_name:
        return f"{rank} is not a meldable rank"
    wheel_in = deck.wheel_id is not None and deck.wheel_id in group.cards
    if wheel_in:
        if group.wheel_as == deck.stop_name:
            return f"the Wheel cannot be named a stop card ({deck.stop_name})"
        if group.wheel_as != rank and group.wheel_as not in deck.wild_names:
            return f"the Wheel in a meld of {rank} must be named {rank} or a wild card"
    elif group.wheel_as is not None:
        return "wheel_as is only for a group holding the Wheel"
    faces = []
    for card in group.cards:
        face = _face(info, card, group.wheel_as)
        same_rank = face.role in (Role.NATURAL, Role.STOP) and face.name == rank
        if face.role is not Role.WILD and not same_rank:
            return f"{face.name} cannot go on a meld of {rank}"
        faces.append(face)
    added_points = sum(f.points for f in faces)
    if extra_first is not None:
        top_face = _face(info, extra_first, info.wheel_as)
        faces.insert(0, top_face)
        added_points += top_face.points
    existing = next((m for m in info.side_melds if m.rank == rank), None)
    merged: list[Face] = []
    if existing is not None:
        if deck.faces[rank].role is Role.STOP:
            return f"{rank}s are melded only once, when going out"
        merged = [_face(info, c, info.wheel_as) for c in existing.cards]
    merged.extend(faces)
    error = meld_error(deck, merged)
    if error:
        return error
    added = group.cards if extra_first is None else (extra_first, *group.cards)
    return GroupPlan(rank, added, tuple(merged), existing is None, added_points)


def _plan_groups(
    info: TurnInfo, groups: Sequence[MeldGroup], hand_pool: set[int]
) -> list[GroupPlan] | str:
    plans: list[GroupPlan] = []
    ranks: set[str] = set()
    for group in groups:
        if group.rank in ranks:
            return f"two groups of {group.rank}: a side has one meld per rank"
        ranks.add(group.rank)
        if not group.cards:
            return "an empty group"
        for card in group.cards:
            if card not in hand_pool:
                return f"card {card} is not in the hand (or is used twice)"
            hand_pool.discard(card)
        plan = plan_group(info, group)
        if isinstance(plan, str):
            return plan
        plans.append(plan)
    return plans


def _canastas_after(info: TurnInfo, plans: Iterable[GroupPlan]) -> int:
    """Canastas of the side once these plans are laid."""
    merged_by_rank = {p.rank: p.merged for p in plans}
    total = 0
    for meld in info.side_melds:
        if meld.rank in merged_by_rank:
            continue
        faces = [_face(info, c, info.wheel_as) for c in meld.cards]
        total += is_canasta(faces)
    total += sum(is_canasta(m) for m in merged_by_rank.values())
    return total


def _may_go_out(info: TurnInfo, canastas: int) -> bool:
    return canastas >= info.settings.canastas_to_go_out and info.permission is not False


def _info_after(
    info: TurnInfo, plans: Sequence[GroupPlan], hand_after: Sequence[int], wheel_as: str | None
) -> TurnInfo:
    """The actor's TurnInfo once ``plans`` are laid (for what may follow them)."""
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
    if info.phase is not Phase.MELD or canastas < 2:
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


def judge_meld(info: TurnInfo, action: Meld) -> MeldVerdict | str:
    """Why the Meld is illegal, or the pledge it leaves the player with.

    Two kinds of meld are legal only because the player goes out with them: a first
    meld below the minimum that goes out concealed (the whole hand, or all but one card
    to discard, including a canasta, nothing melded before, no pile taken), and zeros
    (the last cards, or all but one card to discard). Either may also be the Darkness
    exit, which is exempt from the minimum too. After such a meld, or after the
    partner's yes, the pledge holds the player to going out.
    """
    if info.phase not in (Phase.MELD, Phase.LAST_MELD):
        return "melding comes after drawing"
    if info.pledge is Pledge.DARKNESS_EXIT:
        return "the Darkness exit is melded: discard the Darkness"
    if not action.groups:
        return "nothing to meld"
    plans = _plan_groups(info, action.groups, set(info.hand))
    if isinstance(plans, str):
        return plans
    deck = info.deck
    used = {c for p in plans for c in p.added}
    hand_after = [c for c in info.hand if c not in used]
    canastas = _canastas_after(info, plans)
    can_out = _may_go_out(info, canastas)
    if not hand_after and not can_out:
        return "going out needs the side's canastas (and the partner's yes, if asked)"
    pledge: Pledge | None = info.pledge

    def after() -> TurnInfo:
        return _info_after(info, plans, hand_after, _groups_wheel_name(info, action.groups))

    stops = any(deck.faces[p.rank].role is Role.STOP for p in plans)
    points = sum(p.points for p in plans)
    below_minimum = not info.side_melded and points < info.minimum
    if stops or below_minimum:
        last = 1 if info.phase is Phase.MELD else 0
        finishing = can_out and len(hand_after) <= last
        concealed = (
            not info.turn_start_player_melded
            and not info.took_pile
            and any(is_canasta(p.merged) for p in plans)
        )
        if finishing and (concealed or not below_minimum):
            pledge = Pledge.GO_OUT if hand_after else pledge
        elif _darkness_exit(info, after(), canastas):
            pledge = Pledge.DARKNESS_EXIT
        elif stops:
            return (
                f"{deck.stop_name}s may be melded only as the last cards when going out"
                " (one card may be left to discard)"
            )
        else:
            return f"a first meld needs {info.minimum} points, this one has {points}"
    if info.phase is Phase.MELD and not hand_can_continue(deck, hand_after, can_out):
        return "keep a card to discard: the side may not go out yet"
    can_discard = info.phase is Phase.MELD
    if pledge is Pledge.GO_OUT and going_out_plan(after(), discard=can_discard) is None:
        return "you must go out this turn, and after this meld the rest of the hand cannot"
    return MeldVerdict(pledge)


def check_meld(info: TurnInfo, action: Meld) -> str | None:
    verdict = judge_meld(info, action)
    return verdict if isinstance(verdict, str) else None


def check_take_pile(info: TurnInfo, action: TakePile) -> str | None:
    if info.phase is not Phase.DRAW:
        return "the pile is taken at the start of a turn"
    if not info.discard:
        return "the discard pile is empty"
    top = info.discard[-1]
    top_face = _face(info, top, info.wheel_as)
    if top_face.role is Role.STOP:
        return "a stop card on top: the pile cannot be taken"
    if top_face.role is Role.WILD:
        return "a wild card on top: the pile cannot be taken"
    if top_face.role is not Role.NATURAL:
        return f"{top_face.name} on top: the pile cannot be taken"
    if len(info.hand) == 1 and len(info.discard) == 1:
        return "a player holding one card cannot take a one-card pile"
    group = action.group
    if group.rank != top_face.name:
        return f"the top card is {top_face.name}, not {group.rank}"
    pool = set(info.hand)
    for card in group.cards:
        if card not in pool:
            return f"card {card} is not in the hand (or is used twice)"
        pool.discard(card)
    plan = plan_group(info, group, extra_first=top)
    if isinstance(plan, str):
        return plan
    naturals = sum(1 for c in group.cards if _face(info, c, group.wheel_as).role is Role.NATURAL)
    wilds = len(group.cards) - naturals
    frozen = info.pile_frozen or not info.side_melded
    if frozen:
        if naturals < 2:
            why = "the pile is frozen" if info.pile_frozen else "the side has not melded"
            return f"{why}: take it only with two natural {group.rank}s from the hand"
    elif naturals < 2 and not (naturals >= 1 and wilds >= 1) and plan.new:
        return f"take the pile with two {group.rank}s, a {group.rank} and a wild, or onto a meld"
    if action.melds and info.side_melded:
        return "further melds come after taking the pile"
    extra = _plan_groups(info, action.melds, pool)
    if isinstance(extra, str):
        return extra
    for p in extra:
        if p.rank == group.rank or not p.new:
            return f"a second group of {p.rank}"
        if info.deck.faces[p.rank].role is Role.STOP:
            return f"{info.deck.stop_name}s are melded only when going out"
    plans = [plan, *extra]
    if not info.side_melded:
        points = sum(p.points for p in plans)
        if points < info.minimum:
            return f"a first meld needs {info.minimum} points, this one has {points}"
    used = {c for p in plans for c in p.added}
    hand_after = [c for c in info.hand if c not in used]
    hand_after.extend(c for c in info.discard[:-1] if info.deck.role_of[c] is not Role.BONUS)
    can_out = _may_go_out(info, _canastas_after(info, plans))
    if not hand_can_continue(info.deck, hand_after, can_out):
        return "keep a card to discard: the side may not go out yet"
    return None


def take_is_forced(info: TurnInfo) -> bool:
    """With no stock, a player must take a discard that goes onto the side's meld."""
    if info.stock_size or not info.discard or not info.side_melded or info.pile_frozen:
        return False
    top_face = _face(info, info.discard[-1], info.wheel_as)
    if not any(m.rank == top_face.name for m in info.side_melds):
        return False
    return check_take_pile(info, TakePile(MeldGroup(top_face.name, ()))) is None


def check_discard(info: TurnInfo, action: Discard) -> str | None:
    if info.phase is not Phase.MELD:
        return (
            "discarding ends a turn after drawing"
            if info.phase is Phase.DRAW
            else ("no discard after the last stock card was a bonus card")
        )
    deck = info.deck
    if action.card not in info.hand:
        return f"card {action.card} is not in the hand"
    if action.card == deck.wheel_id:
        if action.wheel_as is None:
            return "name the Wheel to discard it"
        if action.wheel_as not in deck.faces or action.wheel_as == "Wheel":
            return f"the Wheel cannot be {action.wheel_as}"
        if deck.faces[action.wheel_as].role is Role.BONUS:
            return "a Wheel named a bonus card is laid out, not discarded"
        if deck.faces[action.wheel_as].role is Role.STOP:
            return f"the Wheel cannot be named a stop card ({deck.stop_name})"
    elif action.wheel_as is not None:
        return "only the Wheel is named"
    if info.pledge is Pledge.DARKNESS_EXIT:
        if _face(info, action.card, action.wheel_as).role is not Role.DARKNESS:
            return "the Darkness exit is melded: discard the Darkness"
        return None
    if info.pledge is Pledge.GO_OUT and len(info.hand) > 1:
        return "you must go out this turn: meld the rest of the hand, then discard the last card"
    if len(info.hand) == 1:
        face = _face(info, action.card, action.wheel_as)
        if face.role is Role.DARKNESS:
            return None
        canastas = _canastas_after(info, ())
        if not _may_go_out(info, canastas):
            return "discarding the last card goes out, and the side may not go out yet"
    return None


def check_lay_wheel(info: TurnInfo, action: LayWheel) -> str | None:
    if info.phase not in (Phase.MELD, Phase.LAST_MELD):
        return "the Wheel is played after drawing"
    if info.deck.wheel_id is None or info.deck.wheel_id not in info.hand:
        return "no Wheel in the hand"
    if action.as_bonus not in BONUS_NAMES:
        return "the Wheel is laid out as a Hunter or a Traveller"
    if info.pledge is not None:
        # Its replacement is unknown, so it could leave a hand that cannot go out.
        return "you must go out this turn: meld or discard the Wheel"
    if info.phase is Phase.LAST_MELD:
        return None
    rest = [c for c in info.hand if c != info.deck.wheel_id]
    can_out = _may_go_out(info, _canastas_after(info, ()))
    # The replacement may be any card, so it cannot be counted on as a safe discard.
    if info.stock_size:
        ok = bool(rest) or can_out
    else:
        ok = bool(rest) and hand_can_continue(info.deck, rest, can_out)
    if not ok:
        return "keep a card to discard: the side may not go out yet"
    return None


def check_ask(info: TurnInfo) -> str | None:
    """ "May I go out?" is asked only by a player able to go out now: the side has its
    canastas and the hand can be melded down to at most one card to discard. The
    answer binds (yes: go out this turn; no: do not), so a yes must be keepable."""
    if not info.settings.ask_partner or info.settings.partner_of(info.player) is None:
        return "asking the partner is not in these settings"
    if info.phase is not Phase.MELD or info.asked or info.turn_melded or info.pledge:
        return "ask once a turn, after drawing and before melding"
    if _canastas_after(info, ()) < info.settings.canastas_to_go_out:
        return "ask only when your side could go out: it needs its canastas first"
    if going_out_plan(info) is None:
        return "ask only when you could go out this turn"
    return None


def check_turn(info: TurnInfo, action: Action) -> str | None:
    """Why the player to move may not make this turn move, or None if they may."""
    if isinstance(action, DrawStock):
        if info.phase is not Phase.DRAW:
            return "drawing starts a turn"
        if not info.stock_size:
            return "the stock is empty"
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
        if info.phase is Phase.LAST_MELD:
            return None
        if info.phase is not Phase.DRAW or info.stock_size:
            return "play ends only when the stock is gone"
        if take_is_forced(info):
            return "the discard goes onto your side's meld: you must take it"
        return None
    return f"{type(action).__name__} is not a move of the turn"


def check(state: State, action: Action, player: int | None = None) -> str | None:
    """Why ``action`` is illegal now (by ``player``, if given), or None if it is legal."""
    if player is not None and player != state.to_act:
        return "it is not your turn to act"
    phase = state.phase
    if isinstance(action, NextHand):
        return None if phase is Phase.HAND_OVER else "the hand is not over"
    if phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        return "the hand is over"
    if isinstance(action, ChooseView):
        if phase is not Phase.VIEW:
            return "no Watcher is waiting for a Viewer"
        players = range(state.settings.players)
        if action.viewer not in players or action.viewed not in players:
            return "no such player"
        return None
    if isinstance(action, AnswerPartner):
        return None if phase is Phase.ANSWER else "nobody asked"
    if phase not in TURN_PHASES:
        return "waiting for an answer or a Viewer"
    return check_turn(turn_info(state), action)


def legal_actions(state: State) -> list[Action]:
    """A canonical list of legal actions for ``state.to_act`` (empty only at game end)."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return []
    if phase is Phase.HAND_OVER:
        return [NextHand()]
    if phase is Phase.ANSWER:
        return [AnswerPartner(True), AnswerPartner(False)]
    if phase is Phase.VIEW:
        players = range(state.settings.players)
        return [ChooseView(a, b) for a in players for b in players]
    from candy_arcade.rules.canasta.enumerate import turn_actions

    return turn_actions(turn_info(state))
