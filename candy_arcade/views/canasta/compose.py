"""Turning what a player selected into engine actions, and asking the engine about them.

A person at the table picks cards and points at a target (the pile, a meld, the
discard spot). This module builds the concrete action that gesture means and asks
:func:`legal.check` whether it may be made; the refusal comes back as a
:class:`Refusal` (worded by :meth:`Refusal.text` when shown). It decides nothing about
the rules itself: grouping selected cards by rank and handing out wild cards is only
the reading of the gesture, and a gesture that cannot be read is refused with a
:class:`GestureReason`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from candy_arcade.core.refusal import Reason, Refusal, number_word
from candy_arcade.rules.canasta.actions import (
    Action,
    Discard,
    LayWheel,
    Meld,
    MeldGroup,
    SequenceGroup,
    TakePile,
)
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.enumerate import legal_actions
from candy_arcade.rules.canasta.legal import below_first_meld_minimum, check, plan_group
from candy_arcade.rules.canasta.melding import card_face
from candy_arcade.rules.canasta.reasons import (
    CanastaReason,
    Count,
    RankWord,
    rank_name,
    rank_refusal,
)
from candy_arcade.rules.canasta.roles import (
    BONUS_NAMES,
    MIN_MELD_SIZE,
    NATURALS_TO_TAKE_FROZEN_PILE,
    Role,
)
from candy_arcade.rules.canasta.samba_legal import plan_sequences
from candy_arcade.rules.canasta.samba_reasons import SambaReason
from candy_arcade.rules.canasta.sequences import MIN_SEQUENCE_SIZE, run_order
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.turn import turn_info
from candy_arcade.views.canasta.sequence_gestures import (
    meant_as_sequence,
    new_sequence,
    onto_sequence,
    pile_into_sequence,
    wheel_run_names,
    wild_in_meant_sequence,
)

Staged = MeldGroup | SequenceGroup
"""A part of a first meld held on the table until the parts reach the minimum: a rank
group or (Samba) a new sequence."""


def split_staged(
    staged: Sequence[Staged],
) -> tuple[tuple[MeldGroup, ...], tuple[SequenceGroup, ...]]:
    """The staged rank groups and the staged sequences, each in the order staged."""
    groups = tuple(g for g in staged if isinstance(g, MeldGroup))
    runs = tuple(g for g in staged if isinstance(g, SequenceGroup))
    return groups, runs


class GestureReason(Reason):
    """Why a selection cannot be read as a move at all (before the rules are asked)."""

    SELECT_CARDS_TO_MELD = "Select the cards to meld first"
    NAME_THE_WHEEL = "Name the Wheel"
    NO_NAME_FOR_THE_WHEEL = "The Wheel makes no meld with these cards, whatever it is named"
    NATURALS_FOR_WILDS = "Select natural cards to meld the wild cards with"
    TOO_MANY_WILDS = "Too many wild cards: a meld holds at most {wilds:word}"
    ONLY_RANK_ON_MELD = "Only {rank:many} and wild cards go on that meld"
    PILE_CANNOT_BE_TAKEN = "The pile cannot be taken"
    CANNOT_BE_DONE_NOW = "That cannot be done now"
    WAIT_FOR_TURN = "Wait: it is {seat}'s turn"
    NO_DISCARD_STOCK_GONE = "No discard this turn: the stock is gone. Meld, then End play ({end})"
    SELECT_ONE_TO_DISCARD = "Select exactly one card to discard"
    NOTHING_TO_UNDO = (
        "Nothing to undo: only moves of your own turn since your last draw"
        " can be taken back, and only against bots"
    )
    HINTS_ON_OWN_TURN = "Hints are for your own turn"
    SHORT_OF_ONE_RANK = "A meld needs at least {size:word} cards of one rank: you chose {chosen}"


@dataclass(frozen=True, slots=True)
class Attempt:
    """The result of reading a gesture.

    Exactly one of these holds: ``action`` is legal; ``wheel_names`` lists what the
    Wheel may be named before trying again; ``reason`` says why not.
    ``stageable`` marks first-meld groups (and Samba sequences, ``sequences``) that are
    fine alone but short of the minimum;
    ``proposed`` a legal action that differs from the gesture (the player confirms it).
    """

    action: Action | None = None
    reason: Refusal | None = None
    wheel_names: tuple[str, ...] = ()
    groups: tuple[MeldGroup, ...] = field(default=())
    sequences: tuple[SequenceGroup, ...] = field(default=())
    stageable: bool = False
    proposed: bool = False
    """``action`` is a suggestion built around the selection: confirm before applying."""

    @property
    def staged(self) -> list[Staged]:
        """What the table holds once this attempt is staged: groups, then sequences."""
        return [*self.groups, *self.sequences]

    @property
    def ok(self) -> bool:
        """The gesture itself is a legal action (not only a proposal)."""
        return self.action is not None and not self.proposed


def _is_wild(deck: Deck, card: int, wheel_as: str | None) -> bool:
    if card == deck.wheel_id:
        return wheel_as is not None and deck.faces[wheel_as].role is Role.WILD
    return deck.role_of[card] is Role.WILD


def group_cards(
    deck: Deck,
    cards: Sequence[int],
    wheel_as: str | None = None,
    rank: str | None = None,
    head_start: int = 0,
    *,
    max_wilds: int,
) -> list[MeldGroup] | Refusal:
    """Read selected cards as meld groups: one group per rank, wild cards handed out,
    at most ``max_wilds`` to a group (``Settings.max_wilds_per_meld``: two in Samba).

    Wild cards first fill groups short of three cards (``head_start`` counts cards
    already on the way to group ``rank``, like the pile's top card), then go to the
    first group with room. ``rank`` forces a group of that rank first (a target meld).
    A Wheel named as a rank joins that rank as a natural card.
    """
    by_rank: dict[str, list[int]] = {}
    if rank is not None:
        by_rank[rank] = []
    wilds: list[int] = []
    for card in cards:
        if card == deck.wheel_id:
            if wheel_as is None:
                return Refusal.of(GestureReason.NAME_THE_WHEEL)
            if _is_wild(deck, card, wheel_as):
                wilds.append(card)
            else:
                by_rank.setdefault(wheel_as, []).append(card)
            continue
        role = deck.role_of[card]
        if role is Role.WILD:
            wilds.append(card)
        elif role in (Role.NATURAL, Role.STOP):
            by_rank.setdefault(deck.name_of[card], []).append(card)
        else:
            return rank_refusal(CanastaReason.CANNOT_BE_MELDED, card=deck.name_of[card])
    if not by_rank:
        return Refusal.of(GestureReason.NATURALS_FOR_WILDS)
    counts = {r: len(c) + (head_start if r == rank else 0) for r, c in by_rank.items()}
    wild_count = dict.fromkeys(by_rank, 0)
    for r in by_rank:
        while wilds and counts[r] < MIN_MELD_SIZE and wild_count[r] < max_wilds:
            by_rank[r].append(wilds.pop(0))
            counts[r] += 1
            wild_count[r] += 1
    for r in by_rank:
        while wilds and wild_count[r] < max_wilds:
            by_rank[r].append(wilds.pop(0))
            wild_count[r] += 1
    if wilds:
        return Refusal.of(GestureReason.TOO_MANY_WILDS, wilds=Count(max_wilds))
    groups = []
    for r, group_cards_ in by_rank.items():
        named = wheel_as if deck.wheel_id in group_cards_ else None
        groups.append(MeldGroup(r, tuple(group_cards_), named))
    return groups


def wheel_meld_names(deck: Deck, cards: Sequence[int], rank: str | None = None) -> tuple[str, ...]:
    """What the player most likely means the Wheel to be in a meld: a rank it joins (a
    0 among zeros, melded going out), or any wild card. Only a guess: the menu offers
    the names the engine accepts (:func:`named_wheel`); when none is accepted, the
    first guess says why."""
    ranks = [deck.name_of[c] for c in cards if deck.role_of[c] in (Role.NATURAL, Role.STOP)]
    if rank is not None:
        ranks.insert(0, rank)
    names = deck.wheel_names()
    named = tuple(dict.fromkeys(
        r for r in ranks if r in deck.natural_ranks or (r == deck.stop_name and r in names)
    ))
    return named + deck.wild_names


def wheel_name_order(deck: Deck) -> tuple[str, ...]:
    """Every name the Wheel may take, in the order the rules pages give them: the ranks
    low to high (Heckadeck 0, A, 2 … 10, 11, Beast, J, Q, K), then the wild cards, then
    the rest (bonus cards, the Crone, the Darkness)."""
    order = run_order(deck)
    ranks = (*((order.end_card,) if order.end_card else ()), *order.ranks,
             deck.stop_name, *deck.natural_ranks, *deck.wild_names)
    names = deck.wheel_names()
    return tuple(dict.fromkeys((*(r for r in ranks if r in names), *names)))


def named_wheel(
    deck: Deck,
    attempt_as: Callable[[str], Attempt],
    guesses: Sequence[str],
    refused_as: Callable[[str], Attempt] | None = None,
) -> Attempt:
    """The "Name the Wheel" menu for a gesture: the names under which the engine
    accepts it (a legal move, or a first meld's part that may be staged), in the rules'
    order. A menu must not offer a name the game then refuses (a newcomer playtest
    picked 6 for Wheel, 6, 7 and was told a meld needs three of one rank). When no name
    makes the gesture legal, it is refused with what the first guess (``guesses``, the
    player's likeliest meaning) is refused for, by ``refused_as`` if given (a take
    may then propose the legal way to take the pile)."""
    fitting = tuple(n for n in wheel_name_order(deck) if _usable(attempt_as(n)))
    if fitting:
        return Attempt(wheel_names=fitting)
    first = next(iter(guesses), None)
    if first is None:
        return Attempt(reason=Refusal.of(GestureReason.NO_NAME_FOR_THE_WHEEL))
    return (refused_as or attempt_as)(first)


def _usable(attempt: Attempt) -> bool:
    return attempt.ok or (attempt.reason is not None and attempt.stageable)


def wheel_discard_names(deck: Deck) -> tuple[str, ...]:
    """What a discarded Wheel may be; a bonus name lays it out instead (LayWheel)."""
    return tuple(n for n in deck.wheel_names() if deck.faces[n].role is not Role.BONUS)


def _wheel_in(deck: Deck, cards: Sequence[int]) -> bool:
    return deck.wheel_id is not None and deck.wheel_id in cards


def _checked(state: State, seat: int, action: Action) -> Attempt:
    refusal = check(state, action, seat)
    if refusal is not None:
        return Attempt(reason=refusal)
    return Attempt(action=action)


def _stageable(
    state: State, seat: int, groups: Sequence[MeldGroup], runs: Sequence[SequenceGroup] = ()
) -> bool:
    """Every group and sequence is a legal meld on its own, and the side has not opened
    yet: either together they are short of the first-meld minimum (the player adds
    more), or it is the start of the turn (they go down with the pile's top card, or
    after the draw)."""
    side = state.side_of(seat)
    if state.melds[side] or state.sequences[side]:
        return False
    info = turn_info(state)
    plans = []
    for group in groups:
        plan = plan_group(info, group)
        if isinstance(plan, Refusal):
            return False
        plans.append(plan)
    used = {c for g in groups for c in g.cards}
    laid = plan_sequences(info, runs, set(info.hand) - used) if runs else None
    if isinstance(laid, Refusal):
        return False
    points = laid.points if laid is not None else 0
    return state.phase is Phase.DRAW or below_first_meld_minimum(info, plans, points)


def _short_of_one_rank(
    deck: Deck, groups: Sequence[MeldGroup], wheel_as: str | None, *, samba: bool
) -> Refusal:
    """"A meld needs at least three cards" said with what was chosen: a player who
    picked a 7, a Jack and a King had three cards selected, and the bare rule read as
    wrong (a newcomer playtest); the cards are counted rank by rank, wilds apart, and
    the Wheel is named as itself (it may be counted under a name the player never
    chose, when no name makes a meld).
    ``groups`` are the selection's own (a staged meld set aside is not what was
    chosen). At a Samba table the sentence also says what a sequence needs: a player
    who chose 10, 11, Queen of two colours meant one, and was told only of ranks."""
    counts: dict[str, int] = {}
    wilds = 0
    wheel = False
    for group in groups:
        for card in group.cards:
            if card == deck.wheel_id:
                wheel = True
            elif _is_wild(deck, card, wheel_as):
                wilds += 1
            else:
                counts[group.rank] = counts.get(group.rank, 0) + 1
    parts = [
        f"{number_word(count)} {rank_name(rank, plural=count > 1)}"
        for rank, count in counts.items()
    ]
    if wilds:
        parts.append(f"{number_word(wilds)} wild card{'s' if wilds > 1 else ''}")
    if wheel:
        parts.append("the Wheel")
    chosen = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    if samba:
        key = "suit" if run_order(deck).by_suit else "colour"
        return Refusal.of(SambaReason.SHORT_OF_ONE_RANK_OR_SEQUENCE, size=Count(MIN_MELD_SIZE),
                          run=Count(MIN_SEQUENCE_SIZE), key=key, chosen=chosen)
    return Refusal.of(GestureReason.SHORT_OF_ONE_RANK, size=Count(MIN_MELD_SIZE), chosen=chosen)


def meld_attempt(
    state: State,
    seat: int,
    selection: Sequence[int],
    staged: Sequence[Staged] = (),
    wheel_as: str | None = None,
    rank: str | None = None,
) -> Attempt:
    """Meld the selection (onto the side's meld of ``rank`` if given) with what is
    staged: rank groups and (Samba) sequences, laid together as one Meld."""
    deck = state.deck
    staged_groups, staged_runs = split_staged(staged)
    if not selection and not staged:
        return Attempt(reason=Refusal.of(GestureReason.SELECT_CARDS_TO_MELD))
    samba_run = state.settings.samba and rank is None
    if _wheel_in(deck, selection) and wheel_as is None:
        guesses = wheel_meld_names(deck, selection, rank)
        if samba_run:
            guesses = (*wheel_run_names(deck, selection), *guesses)
        return named_wheel(
            deck, lambda name: meld_attempt(state, seat, selection, staged, name, rank), guesses
        )
    if samba_run and meant_as_sequence(deck, selection, wheel_as):
        return _sequence_meld(state, seat, new_sequence(deck, selection, wheel_as),
                              staged_groups, staged_runs)
    wild_in_run = wild_in_meant_sequence(deck, selection, wheel_as) if samba_run else None
    if wild_in_run is not None:
        return Attempt(reason=wild_in_run)
    new: list[MeldGroup] = []
    if selection:
        grouped = group_cards(deck, selection, wheel_as, rank,
                              max_wilds=state.settings.max_wilds_per_meld)
        if isinstance(grouped, Refusal):
            return Attempt(reason=grouped)
        if rank is not None and len(grouped) > 1:
            return Attempt(reason=Refusal.of(GestureReason.ONLY_RANK_ON_MELD, rank=RankWord(rank)))
        new = grouped
    staged_ranks = {g.rank for g in staged_groups}
    merged = [*staged_groups]
    for group in new:
        if group.rank in staged_ranks:
            index = next(i for i, g in enumerate(merged) if g.rank == group.rank)
            old = merged[index]
            named = group.wheel_as or old.wheel_as
            merged[index] = MeldGroup(group.rank, old.cards + group.cards, named)
        else:
            merged.append(group)
    action = Meld(tuple(merged), staged_runs)
    refusal = check(state, action, seat)
    if refusal is None:
        return Attempt(action=action, groups=tuple(merged), sequences=staged_runs)
    if refusal.reason is CanastaReason.MELD_TOO_SMALL:
        refusal = _short_of_one_rank(deck, new or merged, wheel_as, samba=samba_run)
    stageable = state.phase in (Phase.DRAW, Phase.MELD, Phase.LAST_MELD) and (
        _stageable(state, seat, merged, staged_runs)
    )
    return Attempt(reason=refusal, groups=tuple(merged), sequences=staged_runs,
                   stageable=stageable)


def _sequence_meld(
    state: State,
    seat: int,
    sequence: SequenceGroup | Refusal,
    staged: Sequence[MeldGroup],
    staged_runs: Sequence[SequenceGroup] = (),
) -> Attempt:
    """A sequence laid with what is staged, as the engine judges it. A new sequence
    short of a first meld's minimum is staged like a rank group: the player adds more
    sequences or rank melds until the whole reaches it, or (before drawing) takes the
    pile with it."""
    if isinstance(sequence, Refusal):
        return Attempt(reason=sequence)
    runs = (*staged_runs, sequence)
    action = Meld(tuple(staged), runs)
    refusal = check(state, action, seat)
    if refusal is None:
        return Attempt(action=action, groups=tuple(staged), sequences=runs)
    stageable = (
        sequence.onto is None
        and state.phase in (Phase.DRAW, Phase.MELD, Phase.LAST_MELD)
        and _stageable(state, seat, staged, runs)
    )
    return Attempt(reason=refusal, groups=tuple(staged), sequences=runs, stageable=stageable)


def sequence_attempt(
    state: State,
    seat: int,
    selection: Sequence[int],
    index: int,
    wheel_as: str | None = None,
) -> Attempt:
    """Samba: the selection dropped on the side's sequence ``index``."""
    deck = state.deck
    side_runs = state.sequences[state.side_of(seat)]
    if not 0 <= index < len(side_runs):
        return Attempt(reason=Refusal.of(GestureReason.CANNOT_BE_DONE_NOW))
    if not selection and state.phase is not Phase.DRAW:
        return Attempt(reason=Refusal.of(GestureReason.SELECT_CARDS_TO_MELD))
    if _wheel_in(deck, selection) and wheel_as is None:
        return named_wheel(
            deck, lambda name: sequence_attempt(state, seat, selection, index, name),
            wheel_run_names(deck, selection, side_runs[index]),
        )
    return _sequence_meld(state, seat, onto_sequence(state, selection, index, wheel_as), ())


def _top_rank(state: State) -> str | None:
    if not state.discard:
        return None
    face = card_face(state.deck, state.discard[-1], state.wheel_as)
    return face.name if face.role is Role.NATURAL else None


def take_attempt(
    state: State,
    seat: int,
    selection: Sequence[int],
    staged: Sequence[Staged] = (),
    wheel_as: str | None = None,
) -> Attempt:
    """Take the pile: the top card goes with the selected cards of its rank (and wilds);
    for a side's first meld, other selected groups and what is staged (rank groups and
    Samba's sequences from the hand, laid with the take) count with it."""
    deck = state.deck
    rank = _top_rank(state)
    if rank is None:
        refusal = check(state, TakePile(MeldGroup("?", ())), seat)
        return Attempt(reason=refusal or Refusal.of(GestureReason.PILE_CANNOT_BE_TAKEN))
    if state.settings.samba and pile_into_sequence(state, selection):
        return Attempt(reason=Refusal.of(SambaReason.PILE_NEVER_IN_SEQUENCE))
    if _wheel_in(deck, selection) and wheel_as is None:
        return named_wheel(
            deck, lambda name: _take_as_read(state, seat, selection, staged, name, rank),
            wheel_meld_names(deck, selection, rank),
            refused_as=lambda name: take_attempt(state, seat, selection, staged, name),
        )
    read = _take_read(state, selection, staged, wheel_as, rank)
    if isinstance(read, Refusal):
        return Attempt(reason=read)
    attempt = _checked(state, seat, read)
    if attempt.ok or staged or state.phase is not Phase.DRAW:
        return attempt
    proposal = smallest_take(state, selection)
    if proposal is not None:
        return Attempt(action=proposal, reason=attempt.reason, proposed=True)
    return _past_the_pair(state, seat, selection, wheel_as, attempt)


def _take_read(
    state: State,
    selection: Sequence[int],
    staged: Sequence[Staged],
    wheel_as: str | None,
    rank: str,
) -> TakePile | Refusal:
    """The take the gesture means: the top card of ``rank`` with the selected cards of
    its rank (and wilds), the other groups and what is staged beside it; or why the
    selection cannot be read so."""
    staged_groups, staged_runs = split_staged(staged)
    grouped = group_cards(state.deck, selection, wheel_as, rank, head_start=1,
                          max_wilds=state.settings.max_wilds_per_meld
                          ) if selection else [MeldGroup(rank, ())]
    if isinstance(grouped, Refusal):
        return grouped
    pile_group = next(g for g in grouped if g.rank == rank)
    extra = [*staged_groups, *(g for g in grouped if g.rank != rank)]
    return TakePile(pile_group, tuple(extra), staged_runs)


def _take_as_read(
    state: State,
    seat: int,
    selection: Sequence[int],
    staged: Sequence[Staged],
    wheel_as: str,
    rank: str,
) -> Attempt:
    """The gesture's take with the Wheel named ``wheel_as``, as the engine judges it
    (no proposal: the Wheel's menu offers what the gesture itself makes legal)."""
    read = _take_read(state, selection, staged, wheel_as, rank)
    if isinstance(read, Refusal):
        return Attempt(reason=read)
    return _checked(state, seat, read)


_PAIR_REASONS = frozenset({
    CanastaReason.PILE_FROZEN, CanastaReason.PILE_FROZEN_BY_WILD,
    CanastaReason.PILE_FROZEN_AT_DEAL, CanastaReason.PILE_BEFORE_FIRST_MELD,
    CanastaReason.PILE_NEEDS_MATCH,
})


def _past_the_pair(
    state: State, seat: int, selection: Sequence[int], wheel_as: str | None, attempt: Attempt
) -> Attempt:
    """A pair refusal when the hand holds the pair is not the real reason: the player
    left it unselected. Say what stops the take once the hand's naturals of the top
    rank go with it (the first-meld minimum, say), rather than asking for cards they
    have."""
    refusal = attempt.reason
    rank = _top_rank(state)
    if refusal is None or refusal.reason not in _PAIR_REASONS or rank is None:
        return attempt
    deck = state.deck
    pair = [c for c in state.hands[seat] if c not in selection
            and deck.role_of[c] is Role.NATURAL and deck.name_of[c] == rank]
    held = refusal.param("held")
    if not isinstance(held, int) or held < NATURALS_TO_TAKE_FROZEN_PILE or not pair:
        return attempt
    grouped = group_cards(deck, [*selection, *pair], wheel_as, rank, head_start=1,
                          max_wilds=state.settings.max_wilds_per_meld)
    if isinstance(grouped, Refusal):
        return attempt
    pile_group = next(g for g in grouped if g.rank == rank)
    action = TakePile(pile_group, tuple(g for g in grouped if g.rank != rank))
    retry = check(state, action, seat)
    if retry is None:
        return Attempt(action=action, reason=refusal, proposed=True)
    return Attempt(reason=retry)


def smallest_take(state: State, using: Sequence[int] = ()) -> TakePile | None:
    """The legal way to take the pile that uses ``using`` and the fewest other cards."""
    wanted = set(using)
    takes = [
        a for a in legal_actions(state)
        if isinstance(a, TakePile)
        and wanted <= {c for g in (a.group, *a.melds) for c in g.cards}
    ]
    if not takes:
        return None
    return min(takes, key=lambda a: sum(len(g.cards) for g in (a.group, *a.melds)))


def discard_attempt(
    state: State, seat: int, card: int, wheel_as: str | None = None
) -> Attempt:
    """Discard one card; the Wheel first needs a name (a bonus name lays it out)."""
    deck = state.deck
    if card == deck.wheel_id and wheel_as is None:
        names = wheel_discard_names(deck)
        if state.phase in (Phase.MELD, Phase.LAST_MELD):
            names = BONUS_NAMES + names
        return Attempt(wheel_names=names)
    if card == deck.wheel_id and wheel_as in BONUS_NAMES:
        return _checked(state, seat, LayWheel(wheel_as))
    return _checked(state, seat, Discard(card, wheel_as if card == deck.wheel_id else None))


def selection_points(
    state: State, seat: int, selection: Sequence[int], staged: Sequence[Staged] = ()
) -> str:
    """The selection's meld points as the status line says them. An unnamed Wheel
    counts as what it may be named: a playtest read "Wheel 6 7 · 10 points" for a
    sequence that scored 15 (the Wheel as the 5). Each name the menu would offer
    gives a total; two or more are said as the choice they are ("15 or 20 points"),
    short enough for the status line beside the staged points."""
    deck = state.deck
    points = sum(deck.points_of[c] for c in selection if c != deck.wheel_id)
    if not _wheel_in(deck, selection):
        return f"{points} points"
    if state.phase is Phase.DRAW:
        asked = take_attempt(state, seat, selection, staged)
    else:
        asked = meld_attempt(state, seat, selection, staged)
    totals = sorted({points + deck.faces[name].points for name in asked.wheel_names})
    if not totals:
        return f"{points} points and the Wheel"
    if len(totals) == 1:
        return f"{totals[0]} points"
    low, high = totals[0], totals[-1]
    return f"{low} {'or' if len(totals) == 2 else 'to'} {high} points"


def selection_attempt(
    state: State,
    seat: int,
    selection: Sequence[int],
    staged: Sequence[Staged] = (),
    wheel_as: str | None = None,
) -> Attempt:
    """What Enter (or the gamepad's confirm) means for the current selection.

    At the start of a turn: take the pile with the selection. After drawing: one card
    is discarded, two or more (or staged groups) are melded.
    """
    if state.phase is Phase.DRAW:
        return take_attempt(state, seat, selection, staged, wheel_as)
    if len(selection) == 1 and not staged and state.phase is Phase.MELD:
        return discard_attempt(state, seat, selection[0], wheel_as)
    return meld_attempt(state, seat, selection, staged, wheel_as)
