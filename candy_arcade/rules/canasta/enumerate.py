"""The canonical menu of legal moves (see :mod:`legal` for what "canonical" means).

:func:`legal_actions` lives here, not in :mod:`legal`: the menu is built by asking
``check_turn`` about each candidate, so this module depends on :mod:`legal` and never
the other way round.

Meld shapes offered per rank: all naturals, or the fewest that make a meld (or one,
onto an existing meld), each with no wilds, the cheapest ones, or the dearest ones
(dear wilds help reach a first-meld minimum). A first meld is searched as a bounded
combination of such groups. Everything offered is re-checked by ``check_turn``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

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
from candy_arcade.rules.canasta.legal import check_turn
from candy_arcade.rules.canasta.outplan import (
    WHEEL_WILD_NAME,
    darkness_exit_meld,
    going_out_plan,
)
from candy_arcade.rules.canasta.roles import BONUS_NAMES, CANASTA_SIZE, MAX_WILDS_PER_MELD, Role
from candy_arcade.rules.canasta.state import Meld as TableMeld
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.turn import TurnInfo, turn_info

OPENING_LIMIT = 24
OPENING_NODES = 400


@dataclass(slots=True)
class HandParts:
    """The actor's hand sorted by what each card can do."""

    naturals: dict[str, list[int]] = field(default_factory=dict)
    wilds: list[tuple[int, int]] = field(default_factory=list)
    """(points, id) pairs, cheapest first; the Wheel counts as a 100-point wild."""
    stops: list[int] = field(default_factory=list)
    others: list[int] = field(default_factory=list)
    wheel: int | None = None


def hand_parts(info: TurnInfo, hand: Sequence[int] | None = None) -> HandParts:
    deck = info.deck
    parts = HandParts()
    for card in info.hand if hand is None else hand:
        role = deck.role_of[card]
        if role is Role.NATURAL:
            parts.naturals.setdefault(deck.name_of[card], []).append(card)
        elif role is Role.WILD:
            parts.wilds.append((deck.points_of[card], card))
        elif role is Role.STOP:
            parts.stops.append(card)
        elif role is Role.WHEEL:
            parts.wheel = card
            parts.wilds.append((deck.faces[WHEEL_WILD_NAME].points, card))
        else:
            parts.others.append(card)
    parts.wilds.sort()
    return parts


def wild_choices(wilds: Sequence[tuple[int, int]], room: int) -> list[tuple[int, ...]]:
    """No wild, the k cheapest, the k dearest (k up to ``room``), without repeats."""
    choices: list[tuple[int, ...]] = [()]
    seen: set[tuple[int, ...]] = {()}
    dear = list(reversed(wilds))
    for k in range(1, min(room, len(wilds)) + 1):
        for pick in (wilds[:k], dear[:k]):
            key = tuple(sorted(p for p, _ in pick))
            if key not in seen:
                seen.add(key)
                choices.append(tuple(c for _, c in pick))
    return choices


def _existing_wilds(info: TurnInfo, meld: TableMeld | None) -> int:
    if meld is None:
        return 0
    deck = info.deck
    wheel_named_wild = info.wheel_as in deck.wild_names
    return sum(
        1 for c in meld.cards
        if deck.role_of[c] is Role.WILD or (c == deck.wheel_id and wheel_named_wild)
    )


def _group(rank: str, cards: Sequence[int], wheel: int | None, natural_wheel: bool) -> MeldGroup:
    named = None
    if wheel is not None and wheel in cards:
        named = rank if natural_wheel else WHEEL_WILD_NAME
    return MeldGroup(rank, tuple(cards), named)


def group_options(
    info: TurnInfo,
    rank: str,
    naturals: Sequence[int],
    wilds: Sequence[tuple[int, int]],
    wheel: int | None,
    existing: TableMeld | None,
    min_naturals: int = 2,
) -> list[MeldGroup]:
    """Canonical groups of ``rank`` from these cards, onto ``existing`` if any."""
    room = MAX_WILDS_PER_MELD - _existing_wilds(info, existing)
    n = len(naturals)
    if existing is None:
        counts = sorted({k for k in (min_naturals, 3, n) if min_naturals <= k <= n})
    else:
        counts = sorted({k for k in (0, 1, n) if k <= n})
    options: list[MeldGroup] = []
    for k in counts:
        for picked in wild_choices(wilds, room):
            cards = list(naturals[:k]) + list(picked)
            if not cards or (existing is None and len(cards) < 3):
                continue
            options.append(_group(rank, cards, wheel, natural_wheel=False))
    if wheel is not None and n and (existing is not None or n >= 2):
        options.append(_group(rank, [*naturals, wheel], wheel, natural_wheel=True))
    return options


def _group_points(info: TurnInfo, group: MeldGroup) -> int:
    deck = info.deck
    return sum(
        deck.faces[group.wheel_as].points if c == deck.wheel_id and group.wheel_as
        else deck.points_of[c]
        for c in group.cards
    )


def opening_combos(
    info: TurnInfo, parts: HandParts, minimum: int, skip_rank: str | None = None
) -> list[tuple[MeldGroup, ...]]:
    """Bounded search for sets of new melds worth at least ``minimum`` points."""
    deck = info.deck
    ranks = [r for r, cards in parts.naturals.items() if len(cards) >= 2 and r != skip_rank]
    ranks.sort(key=lambda r: -deck.faces[r].points * len(parts.naturals[r]))
    upper = [0] * (len(ranks) + 1)
    for i in range(len(ranks) - 1, -1, -1):
        r = ranks[i]
        upper[i] = upper[i + 1] + deck.faces[r].points * len(parts.naturals[r])
    wild_points = sum(p for p, _ in parts.wilds)
    results: list[tuple[MeldGroup, ...]] = []
    nodes = 0

    def search(i: int, chosen: list[MeldGroup], used: frozenset[int], points: int) -> None:
        nodes_left = OPENING_NODES - nodes
        if len(results) >= OPENING_LIMIT or nodes_left <= 0:
            return
        if points + upper[i] + wild_points < minimum:
            return
        if i == len(ranks):
            if chosen and points >= minimum:
                results.append(tuple(chosen))
            return
        rank = ranks[i]
        free = [w for w in parts.wilds if w[1] not in used]
        wheel = parts.wheel if parts.wheel not in used else None
        for group in group_options(info, rank, parts.naturals[rank], free, wheel, None):
            _count()
            search(i + 1, [*chosen, group], used | set(group.cards),
                   points + _group_points(info, group))
        search(i + 1, chosen, used, points)

    def _count() -> None:
        nonlocal nodes
        nodes += 1

    search(0, [], frozenset(), 0)
    return results


def meld_everything(info: TurnInfo, parts: HandParts) -> Meld | None:
    """One Meld laying the whole hand, if the hand splits into legal groups."""
    if parts.others:
        return None
    existing = {m.rank: m for m in info.side_melds}
    groups: dict[str, list[int]] = {}
    for rank, cards in parts.naturals.items():
        groups[rank] = list(cards)
    room = {
        r: MAX_WILDS_PER_MELD - _existing_wilds(info, existing.get(r)) for r in groups
    }
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


def _take_options(info: TurnInfo) -> list[Action]:
    if not info.discard:
        return []
    deck = info.deck
    top = info.discard[-1]
    top_name = (
        info.wheel_as if top == deck.wheel_id and info.wheel_as else deck.name_of[top]
    )
    if top_name not in deck.natural_ranks:
        return []
    parts = hand_parts(info)
    naturals = parts.naturals.get(top_name, [])
    existing = next((m for m in info.side_melds if m.rank == top_name), None)
    options: list[Action] = []
    if info.side_melded:
        if existing is not None:
            options.append(TakePile(MeldGroup(top_name, ())))
        if len(naturals) >= 2:
            options.append(TakePile(MeldGroup(top_name, tuple(naturals[:2]))))
            options.append(TakePile(MeldGroup(top_name, tuple(naturals))))
        if naturals and parts.wilds:
            wild = parts.wilds[0][1]
            named = WHEEL_WILD_NAME if wild == parts.wheel else None
            options.append(TakePile(MeldGroup(top_name, (naturals[0], wild), named)))
        return options
    if len(naturals) < 2:
        return []
    for group in group_options(info, top_name, naturals, parts.wilds, parts.wheel, None, 2):
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


def _meld_options(info: TurnInfo) -> list[Action]:
    parts = hand_parts(info)
    options: list[Action] = []
    if info.side_melded:
        existing = {m.rank: m for m in info.side_melds}
        for rank in info.deck.natural_ranks:
            naturals = parts.naturals.get(rank, [])
            meld = existing.get(rank)
            if meld is None and len(naturals) < 2:
                continue
            if meld is None and len(naturals) < 1:
                continue
            for group in group_options(info, rank, naturals, parts.wilds, parts.wheel, meld):
                options.append(Meld((group,)))
    else:
        for combo in opening_combos(info, parts, info.minimum):
            options.append(Meld(combo))
    everything = meld_everything(info, parts)
    if everything is not None:
        options.append(everything)
    options.extend(going_out_options(info))
    return options


def going_out_options(info: TurnInfo) -> list[Action]:
    """Melds that go out (or leave one card to discard going out), and the Darkness
    exit: so a player bound to go out always has a way, and concealed exits below the
    first-meld minimum and zeros melded last are on the menu."""
    options: list[Action] = []
    plan = going_out_plan(info, discard=info.phase is Phase.MELD)
    if plan is not None and plan.groups:
        options.append(Meld(plan.groups))
    if (
        info.phase is Phase.MELD
        and not info.turn_start_side_melded
        and not info.took_pile
        and len(info.hand) > 2 * CANASTA_SIZE
    ):
        exit_meld = darkness_exit_meld(info)
        if exit_meld is not None:
            options.append(exit_meld)
    return options


def _discard_options(info: TurnInfo) -> list[Action]:
    deck = info.deck
    options: list[Action] = []
    seen: set[str] = set()
    for card in info.hand:
        if card == deck.wheel_id:
            options.extend(
                Discard(card, name) for name in deck.faces
                if deck.faces[name].role not in (Role.BONUS, Role.WHEEL, Role.STOP)
            )
            continue
        name = deck.name_of[card]
        if name not in seen:
            seen.add(name)
            options.append(Discard(card))
    return options


def turn_actions(info: TurnInfo) -> list[Action]:
    """Canonical legal moves of the player whose turn it is."""
    candidates: list[Action] = []
    if info.phase is Phase.DRAW:
        candidates.append(DrawStock())
        candidates.extend(_take_options(info))
        candidates.append(EndPlay())
    else:
        candidates.extend(_meld_options(info))
        if info.deck.wheel_id in info.hand:
            candidates.extend(LayWheel(name) for name in BONUS_NAMES)
        candidates.append(AskPartner())
        if info.phase is Phase.MELD:
            candidates.extend(_discard_options(info))
        else:
            candidates.append(EndPlay())
    legal: list[Action] = []
    seen: set[Action] = set()
    for action in candidates:
        if action not in seen and check_turn(info, action) is None:
            seen.add(action)
            legal.append(action)
    return legal


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
    return turn_actions(turn_info(state))
