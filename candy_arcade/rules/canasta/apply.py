"""Applying a legal action: ``apply(state, action) -> (new state, events)``.

Pure: the old state is untouched, randomness comes only from the seed in the state
(via :mod:`deal`), and every action is legal before it is applied: checked by
:func:`legal.check`, or taken from the state's own list of legal actions. Each action
copies the state once (twice when it ends the hand): the 29-field copy is a good part
of what an action costs in a random playout.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Collection, Sequence
from itertools import filterfalse
from typing import Any, TypeVar, assert_never

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
    SequenceGroup,
    TakePile,
)
from candy_arcade.rules.canasta.deal import deal_hand
from candy_arcade.rules.canasta.enumerate import listed_verdict
from candy_arcade.rules.canasta.events import (
    BonusLaidOut,
    CanastaCompleted,
    Drew,
    Event,
    GameEnded,
    HandEnded,
    HandRevealed,
    PartnerAnswered,
    PartnerAsked,
    PileRemovedByCrone,
    PileTaken,
    SambaCompleted,
    SequenceMelded,
    WentOut,
    discarded,
    drew,
    melded,
)
from candy_arcade.rules.canasta.legal import check, judge_meld
from candy_arcade.rules.canasta.melding import card_face, card_labels, is_canasta, is_natural
from candy_arcade.rules.canasta.outplan import further_meld_possible
from candy_arcade.rules.canasta.reasons import Refusal
from candy_arcade.rules.canasta.roles import (
    BONUS,
    CANASTA_SIZE,
    CRONE,
    DARKNESS,
    DARKNESS_EXIT_CANASTAS,
    WILD,
    Face,
)
from candy_arcade.rules.canasta.samba_scoring import score_samba_side
from candy_arcade.rules.canasta.samba_table import newest_meld_index
from candy_arcade.rules.canasta.scoring import score_side
from candy_arcade.rules.canasta.sequences import Run, extend_run, run_of
from candy_arcade.rules.canasta.state import (
    ANSWER,
    DRAW,
    GAME_OVER,
    GO_OUT,
    HAND_OVER,
    LAST_MELD,
    MELD,
    VIEW,
    HandResult,
    Pledge,
    Reveal,
    SideResult,
    State,
    evolve,
    evolved,
    fields_of,
    state_from,
)
from candy_arcade.rules.canasta.state import Meld as TableMeld
from candy_arcade.rules.canasta.talon_play import first_meld_changes, take_talon
from candy_arcade.rules.canasta.turn import facts_after_laying, turn_info

T = TypeVar("T")

WATCHER = "Watcher"
"""The Heckadeck card whose player, once it is melded or discarded, looks at a hand."""


class IllegalAction(ValueError):
    """The action breaks a rule: ``refusal`` says which (its message is the sentence)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal)
        self.refusal = refusal

    def __str__(self) -> str:
        return self.refusal.text()


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """The state after ``action``, and what happened. Raises IllegalAction.

    An action taken from this very state's :func:`legal_actions` list (the same
    object) was judged legal when the list was made, and the judgement (the pledge a
    Meld leaves) was kept: it is not checked again. Any other action, such as one a
    person or a bot built, is checked by :func:`legal.check` first.
    """
    listed, pledge = listed_verdict(state, action)
    if not listed:
        refusal = check(state, action)
        if refusal is not None:
            raise IllegalAction(refusal)
    events: list[Event] = []
    # The commonest moves first: every turn draws and discards.
    if isinstance(action, Discard):
        return _discard(state, action, events), events
    if isinstance(action, DrawStock):
        return _draw(state, events), events
    if isinstance(action, NextHand):
        return _next_hand(state)
    if isinstance(action, TakePile):
        return _take_pile(state, action, events), events
    if isinstance(action, Meld):
        if not listed:
            verdict = judge_meld(turn_info(state), action)
            assert not isinstance(verdict, Refusal)
            pledge = verdict.pledge
        return _meld(state, action, pledge, events), events
    if isinstance(action, LayWheel):
        return _lay_wheel(state, action, events), events
    if isinstance(action, AskPartner):
        partner = state.settings.partner_of(state.turn)
        events.append(PartnerAsked(state.turn))
        return evolve(state, phase=ANSWER, asked=True, to_act=partner), events
    if isinstance(action, AnswerPartner):
        events.append(PartnerAnswered(state.to_act if state.to_act is not None else -1, action.yes))
        state = evolve(
            state, phase=MELD, permission=action.yes, to_act=state.turn,
            pledge=GO_OUT if action.yes else None,
        )
        return state, events
    if isinstance(action, ChooseView):
        return _choose_view(state, action, events), events
    if isinstance(action, EndPlay):
        return _end_hand(state, events, "play ended", None, False, False), events
    assert_never(action)


def _set(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the one at ``index`` replaced: the per-seat tuples of frozen state.

    Through a list: for a tuple of a few seats, one copy and one store cost half as
    much as joining two slices around the value (two or three of these per action)."""
    changed = list(items)
    changed[index] = value
    return tuple(changed)


def _draw_cards(
    state: State,
    player: int,
    count: int,
    hand: list[int],
    bonus: list[int] | None,
    events: list[Event],
) -> dict[str, Any]:
    """Draw ``count`` cards into ``hand``; lay out bonus cards (onto ``bonus``, the
    side's, if given, else a copy of the side's in ``state``, made only when a bonus
    card is drawn) and replace them while stock lasts.
    The changes to the state: stock, the player's hand, the side's bonus cards, and
    LAST_MELD when the stock ends on a bonus card (play ends after this player's
    melds)."""
    role_of = state.deck.role_of
    stock = state.stock
    left = max(0, len(stock) - count)
    drawn = stock[left:][::-1]  # from the top (the end) down
    stock = stock[:left]
    last = drawn[-1] if drawn else None
    events.append(drew(player, len(drawn), drawn))
    pending = [c for c in drawn if role_of[c] is BONUS]
    if pending:
        hand.extend(c for c in drawn if role_of[c] is not BONUS)
        rest = list(stock)
        if bonus is None:
            bonus = list(state.bonus[state.side_of(player)])
        while pending:
            card = pending.pop(0)
            bonus.append(card)
            replaced = bool(rest)
            events.append(BonusLaidOut(player, card, replaced))
            if replaced:
                last = rest.pop()
                events.append(Drew(player, 1, (last,)))
                if role_of[last] is BONUS:
                    pending.append(last)
                else:
                    hand.append(last)
        stock = tuple(rest)
    else:
        hand.extend(drawn)
    hand.sort()
    changes: dict[str, Any] = {"stock": stock, "hands": _set(state.hands, player, tuple(hand))}
    if bonus is not None:
        side = state.side_of(player)
        if len(bonus) != len(state.bonus[side]):
            changes["bonus"] = _set(state.bonus, side, tuple(bonus))
    if not stock and last is not None and role_of[last] is BONUS:
        changes["phase"] = LAST_MELD
    return changes


def _draw(state: State, events: list[Event]) -> State:
    player = state.turn
    stock = state.stock
    if state.settings.draw_count == 1 and stock and state.deck.role_of[stock[-1]] is not BONUS:
        # Most draws: one card, not a bonus card, so nothing laid out or replaced
        # (what _draw_cards does for that case, without its lists).
        card = stock[-1]
        events.append(drew(player, 1, (card,)))
        held = list(state.hands[player])
        insort(held, card)  # the hand is kept sorted: one card put in its place
        values = fields_of(state)
        values["stock"] = stock[:-1]
        values["hands"] = _set(state.hands, player, tuple(held))
        values["phase"] = MELD
        return state_from(values)
    changes = _draw_cards(
        state, player, state.settings.draw_count, list(state.hands[player]), None, events
    )
    changes.setdefault("phase", MELD)
    return evolved(state, changes)


def _lay(
    state: State,
    player: int,
    hand: Sequence[int],
    laid: Sequence[tuple[str, tuple[int, ...]]],
    wheel_as: str | None,
    events: list[Event],
    fresh: Collection[str] = (),
) -> dict[str, Any]:
    """Put cards from ``hand`` on the side's melds (merging by rank, onto the newest
    meld of it; ``fresh``: Samba's ranks laid as a new meld beside the side's
    canastas of it): the next state's fields (:func:`state.fields_of`) with these
    changes made, for the caller to change further."""
    deck = state.deck
    side = state.settings.side_of(player)
    melds = list(state.melds[side])
    used: set[int] = set()
    all_laid = state.turn_melded
    for rank, cards in laid:
        used.update(cards)
        all_laid += cards
        index = None if rank in fresh else newest_meld_index(melds, rank)
        before = melds[index].cards if index is not None else ()
        after = before + cards
        if index is None:
            melds.append(TableMeld(rank, cards))
        else:
            melds[index] = TableMeld(rank, after)
        events.append(melded(player, rank, cards, index is None))
        if len(before) < CANASTA_SIZE <= len(after):
            faces = [card_face(deck, c, wheel_as) for c in after]
            if is_canasta(faces):
                events.append(CanastaCompleted(side, rank, is_natural(faces)))
    side_melds = tuple(melds)
    facts_after_laying(deck, state.melds[side], side_melds, laid, wheel_as)
    changes = fields_of(state)
    # The hand's cards not laid, picked in C (a comprehension is a call of its own).
    changes["hands"] = _set(state.hands, player, tuple(filterfalse(used.__contains__, hand)))
    changes["melds"] = _set(state.melds, side, side_melds)
    changes["wheel_as"] = wheel_as
    changes["player_melded"] = _set(state.player_melded, player, True)
    changes["turn_melded"] = all_laid
    return changes


def _meld(state: State, action: Meld, pledge: Pledge | None, events: list[Event]) -> State:
    laid = [(g.rank, g.cards) for g in action.groups]
    if action.sequences or state.settings.samba:
        wheel_as = _wheel_name(state, (*action.groups, *action.sequences))
        fresh = {g.rank for g in action.groups if g.new}
        changes = _lay(state, state.turn, state.hands[state.turn], laid, wheel_as, events, fresh)
        _lay_sequences(state, action.sequences, wheel_as, changes, events)
    else:
        wheel_as = _wheel_name(state, action.groups)
        changes = _lay(state, state.turn, state.hands[state.turn], laid, wheel_as, events)
    changes["pledge"] = pledge
    if state.settings.talons:
        changes.update(first_meld_changes(state, state.side_of(state.turn), True))
    return _after_meld(state, changes, laid, events)


def _lay_sequences(
    state: State,
    groups: Sequence[SequenceGroup],
    wheel_as: str | None,
    changes: dict[str, Any],
    events: list[Event],
) -> None:
    """Samba: lay ``groups`` from the hand as new sequences or at the ends of the
    side's sequences, on top of the ``changes`` :func:`_lay` made (which they update)."""
    if not groups:
        return
    deck = state.deck
    player = state.turn
    side = state.side_of(player)
    runs = list(state.sequences[side])
    used: set[int] = set()
    for group in groups:
        index = len(runs) if group.onto is None else group.onto
        if group.onto is None:
            run = run_of(deck, group.cards, wheel_as)
        else:
            run = extend_run(deck, runs[index], group.cards, wheel_as)
        assert isinstance(run, Run)  # judged legal before it is applied
        if group.onto is None:
            runs.append(run)
        else:
            runs[index] = run
        used.update(group.cards)
        events.append(SequenceMelded(player, index, run.key, run.cards, group.onto is None))
        if run.is_samba:
            events.append(SambaCompleted(side, index, run.key))
    hand = tuple(c for c in changes["hands"][player] if c not in used)
    changes.update(
        hands=_set(changes["hands"], player, hand),
        sequences=_set(state.sequences, side, tuple(runs)),
        player_melded=_set(state.player_melded, player, True),
        turn_melded=changes["turn_melded"] + tuple(c for g in groups for c in g.cards),
    )


def _after_meld(
    state: State,
    changes: dict[str, Any],
    laid: Sequence[tuple[str, tuple[int, ...]]],
    events: list[Event],
) -> State:
    """Going out if the hand is empty; otherwise resolve any Watcher just melded.
    ``changes``: the next state's fields (from :func:`_lay`)."""
    player = state.turn
    if not changes["hands"][player]:
        state = state_from(changes)
        return _end_hand(state, events, "went out", player, _concealed(state, player), False)
    deck = state.deck
    if WATCHER not in deck.faces:
        return state_from(changes)  # the Classic deck has none
    wheel_as = changes["wheel_as"]
    watchers = sum(
        1 for _, cards in laid for c in cards
        if card_face(deck, c, wheel_as).name == WATCHER
    )
    if watchers:
        changes.update(
            view_resume=changes["phase"], phase=VIEW, pending_views=watchers, to_act=player,
        )
    return state_from(changes)


def _wheel_name(state: State, groups: Sequence[MeldGroup | SequenceGroup]) -> str | None:
    """The Wheel's name once ``groups`` are laid: as a group names it, if one lays it."""
    wheel = state.deck.wheel_id
    if wheel is not None:  # the Classic deck has none
        for group in groups:
            if wheel in group.cards:
                return group.wheel_as
    return state.wheel_as


def _take_pile(state: State, action: TakePile, events: list[Event]) -> State:
    deck = state.deck
    player = state.turn
    side = state.settings.side_of(player)
    top = state.discard[-1]
    rest = state.discard[:-1]
    groups = (action.group, *action.melds)
    wheel_as = state.wheel_as
    if deck.wheel_id is not None and deck.wheel_id in rest:
        wheel_as = None
    for group in groups:
        if deck.wheel_id is not None and deck.wheel_id in group.cards:
            wheel_as = group.wheel_as
    for sequence in action.sequences:
        if deck.wheel_id is not None and deck.wheel_id in sequence.cards:
            wheel_as = sequence.wheel_as
    events.append(PileTaken(player, top, len(state.discard)))
    bonus = list(state.bonus[side])
    hand = list(state.hands[player])
    for card in rest:
        if deck.role_of[card] is BONUS:
            bonus.append(card)
            events.append(BonusLaidOut(player, card, False))
        else:
            hand.append(card)
    laid = [(action.group.rank, (top, *action.group.cards))]
    laid.extend((g.rank, g.cards) for g in action.melds)
    fresh = {g.rank for g in groups if g.new}
    changes = _lay(state, player, sorted(hand), laid, wheel_as, events, fresh)
    _lay_sequences(state, action.sequences, wheel_as, changes, events)
    changes.update(
        discard=(), pile_frozen=False, took_pile=True, phase=MELD,
        bonus=_set(state.bonus, side, tuple(bonus)),
    )
    if state.settings.talons:
        changes.update(first_meld_changes(state, side, False))
    return _after_meld(state, changes, laid, events)


def _lay_wheel(state: State, action: LayWheel, events: list[Event]) -> State:
    deck = state.deck
    wheel = deck.wheel_id
    assert wheel is not None
    player = state.turn
    side = state.side_of(player)
    hand = [c for c in state.hands[player] if c != wheel]
    bonus = [*state.bonus[side], wheel]
    events.append(BonusLaidOut(player, wheel, bool(state.stock)))
    changes: dict[str, Any] = {
        "hands": _set(state.hands, player, tuple(hand)),
        "bonus": _set(state.bonus, side, tuple(bonus)),
        "wheel_as": action.as_bonus,
    }
    if state.stock:
        changes.update(_draw_cards(state, player, 1, hand, bonus, events))
    return evolve(state, **changes)


def _discard(state: State, action: Discard, events: list[Event]) -> State:
    """The discard, and the turn passed on (or the hand ended).

    Nearly every turn ends here, so only the fields a discard changes are written
    into the copy of the state: the Wheel's name only when the Wheel is discarded,
    the pile's frozen flag only when a wild freezes it."""
    deck = state.deck
    player = state.turn
    card = action.card
    changes = fields_of(state)  # the next state's fields, changed in place
    if card == deck.wheel_id:
        wheel_as = changes["wheel_as"] = action.wheel_as
        face = card_face(deck, card, wheel_as)
    else:
        face = deck.face_of[card]
    role = face.role
    kept = list(state.hands[player])
    kept.remove(card)
    hand = tuple(kept)
    changes["hands"] = _set(state.hands, player, hand)
    if role is CRONE:
        events.append(discarded(player, card, action.wheel_as, False))
        events.append(PileRemovedByCrone(player, (*state.discard, card)))
        changes["removed"] = state.removed + state.discard + (card,)
        changes["discard"] = ()
        changes["pile_frozen"] = False
    else:
        freezes = role is WILD
        events.append(discarded(player, card, action.wheel_as, freezes))
        changes["discard"] = (*state.discard, card)
        if freezes:
            changes["pile_frozen"] = True
    if role is DARKNESS or not hand:
        return _discard_ends_hand(state_from(changes), player, face, events)
    if state.talon_due is not None:
        changes.update(take_talon(state, player, hand, events))
    if face.name == WATCHER:
        changes.update(phase=VIEW, pending_views=1, view_resume=DRAW, to_act=player)
    else:
        _next_turn(state, changes)
    return state_from(changes)


def _discard_ends_hand(state: State, player: int, face: Face, events: list[Event]) -> State:
    """The hand ends with this discard: the last card (going out) or the Darkness."""
    hand = state.hands[player]
    if face.role is not DARKNESS:
        return _end_hand(state, events, "went out", player, _concealed(state, player), False)
    can_out = (
        state.canastas(state.side_of(player)) >= state.settings.canastas_to_go_out
        and state.permission is not False
    )
    if not hand and can_out:
        # The last card happens to be the Darkness: an ordinary going out.
        return _end_hand(state, events, "went out", player, _concealed(state, player), False)
    if hand and _darkness_exit(state, player):
        return _end_hand(state, events, "darkness", player, True, True)
    return _end_hand(state, events, "darkness", None, False, True)


def _concealed(state: State, player: int) -> bool:
    """Nothing melded before this turn, no pile taken, and a canasta of one's own."""
    if state.turn_start_player_melded or state.took_pile:
        return False
    mine = set(state.turn_melded)
    deck = state.deck
    for meld in state.melds[state.side_of(player)]:
        own = sum(1 for c in meld.cards if c in mine)
        if own >= CANASTA_SIZE and is_canasta(
            [card_face(deck, c, state.wheel_as) for c in meld.cards]
        ):
            return True
    return False


def _darkness_exit(state: State, player: int) -> bool:
    """The Darkness exit (going out concealed, +100): a side with only bonus cards on
    the table at the turn's start melds two canastas (or more) this turn and all else
    the player can, then discards the Darkness while cards are left in the hand.

    A Darkness discarded as the very last card is not this exit but an ordinary going
    out (concealed +200 if it qualifies), scored by the caller. With cards still
    meldable the Darkness only ends the hand: nobody went out.
    """
    if state.turn_start_side_melded or state.turn_start_player_melded or state.took_pile:
        return False
    if state.canastas(state.side_of(player)) < DARKNESS_EXIT_CANASTAS:
        return False
    return not further_meld_possible(turn_info(state), state.hands[player])


def _choose_view(state: State, action: ChooseView, events: list[Event]) -> State:
    cards = state.hands[action.viewed]
    events.append(HandRevealed(action.viewer, action.viewed, cards))
    pending = state.pending_views - 1
    changes: dict[str, Any] = {
        "reveals": (*state.reveals, Reveal(action.viewer, action.viewed, cards)),
        "pending_views": pending,
    }
    if not pending:
        if state.view_resume is DRAW:
            _next_turn(state, changes)
        else:
            changes.update(phase=state.view_resume, to_act=state.turn)
    return evolve(state, **changes)


_TURN_STARTS: dict[str, Any] = {
    "phase": DRAW,
    "took_pile": False,
    "turn_melded": (),
    "asked": False,
    "permission": None,
    "pending_views": 0,
    "pledge": None,
}
"""What every passing of the turn sets alike (:func:`_next_turn` adds whose turn)."""


def _next_turn(state: State, changes: dict[str, Any]) -> None:
    """Add to ``changes`` those that pass the turn on (the side's melds as they stand
    in ``state``): written into the action's changes, not made as a dict of their own
    and merged (every discard passes the turn)."""
    settings = state.settings
    player = (state.turn + 1) % settings.players
    side = settings.side_of(player)  # the settings' own: one call, not State's two
    changes.update(_TURN_STARTS)
    changes["turn"] = changes["to_act"] = player
    changes["turn_start_side_melded"] = bool(state.melds[side] or state.sequences[side])
    changes["turn_start_player_melded"] = state.player_melded[player]


def _end_hand(
    state: State,
    events: list[Event],
    reason: str,
    out_player: int | None,
    concealed: bool,
    by_darkness: bool,
) -> State:
    """Score the hand for every side; end the game when a side reaches the target."""
    deck = state.deck
    settings = state.settings
    out_side = state.side_of(out_player) if out_player is not None else None
    if out_player is not None:
        events.append(WentOut(out_player, concealed))

    def labels(cards: Sequence[int]) -> tuple[str, ...]:
        return card_labels(deck, cards, state.wheel_as)

    results: list[SideResult] = []
    for side in range(settings.sides):
        players = settings.players_of(side)
        melds = tuple(labels(m.cards) for m in state.melds[side])
        bonus = labels(state.bonus[side])
        hands = tuple(labels(state.hands[p]) for p in players)
        went_out = side == out_side
        sequences = tuple(labels(run.cards) for run in state.sequences[side])
        if settings.samba:
            score = score_samba_side(deck, melds, sequences, bonus, hands, went_out)
        else:
            score = score_side(
                deck, melds, bonus, hands, went_out, went_out and concealed, by_darkness
            )
        results.append(
            SideResult(
                players=players,
                melds=melds,
                bonus=bonus,
                hands=hands,
                went_out=went_out,
                concealed=went_out and concealed,
                by_darkness=by_darkness,
                hand_score=score.total,
                total=state.scores[side] + score.total,
                breakdown=tuple(score.breakdown.items()),
                sequences=sequences,
            )
        )
    totals = tuple(r.total for r in results)
    result = HandResult(
        reason=reason,
        sides=tuple(results),
        stock=len(state.stock),
        discard=labels(state.discard),
        removed=labels(state.removed),
        talons=labels([c for talon in state.talons for c in talon]),
    )
    events.append(HandEnded(reason, tuple(r.hand_score for r in results), totals))
    best = max(totals)
    phase = HAND_OVER
    winners: tuple[int, ...] = ()
    if best >= settings.target:
        phase = GAME_OVER
        winners = tuple(s for s, t in enumerate(totals) if t == best)
        events.append(GameEnded(winners, totals))
    return evolve(
        state, phase=phase, scores=totals, result=result, winners=winners, to_act=None,
        pending_views=0, pledge=None,
    )


def _next_hand(state: State) -> tuple[State, list[Event]]:
    settings = state.settings
    return deal_hand(
        settings,
        state.seed,
        state.hand_number + 1,
        (state.dealer + 1) % settings.players,
        state.scores,
    )
