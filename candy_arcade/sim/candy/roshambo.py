"""Roshambo: challenge for a card someone grabbed from under your palm.

When a player grabs a pool card another player's empty hand was over within the
last 0.5 s, that player may challenge within 2 s. The two then duel at rock, paper,
scissors, each picking in secret within 3 s (else a random pick); a draw replays;
the winner gets the card into their hand. While they duel both players' hands rest,
as a person's do while playing the game, which also keeps the card where it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.hands import Hand, frozen_reason
from candy_arcade.sim.candy.table_cards import TableCard, point_on_card
from candy_arcade.sim.intents import RPS_CHOICES, RpsChoice

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession

BEATS: dict[RpsChoice, RpsChoice] = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
VERBS: dict[RpsChoice, str] = {"rock": "blunts", "paper": "covers", "scissors": "cut"}


@dataclass(frozen=True, slots=True)
class ChallengeChance:
    """``challenger`` may challenge ``grabber`` for ``card`` until tick ``until``."""

    challenger: int
    grabber: int
    card: int
    until: int


@dataclass(slots=True)
class Duel:
    """A rock-paper-scissors duel for ``card``; ``picks`` stay secret until both are in."""

    challenger: int
    grabber: int
    card: int
    deadline: int
    picks: dict[int, RpsChoice] = field(default_factory=dict)

    @property
    def players(self) -> tuple[int, int]:
        return (self.challenger, self.grabber)


def record_trail(hand: Hand, tick: int, window_ticks: int) -> None:
    """Keep the palm's positions (and whether it was empty) of the last ``window_ticks``."""
    trail = hand.trail
    entry = (hand.x, hand.y, hand.held is None and not hand.is_frozen(tick))
    if len(trail) < window_ticks:
        trail.append(entry)
    else:
        trail[tick % window_ticks] = entry


def was_reaching_for(hand: Hand, card: TableCard) -> bool:
    """Whether the empty palm was over ``card`` at some tick of the last 0.5 s."""
    return any(empty and point_on_card(x, y, card) for x, y, empty in hand.trail)


def winner_of(first: RpsChoice, second: RpsChoice) -> int | None:
    """0 if ``first`` wins, 1 if ``second`` does, None for a draw."""
    if first == second:
        return None
    return 0 if BEATS[first] == second else 1


def describe(winning: RpsChoice, losing: RpsChoice) -> str:
    return f"{winning} {VERBS[winning]} {losing}"


def open_challenges(
    session: CandySession, grabber: int, card: TableCard, events: list[TableEvent]
) -> None:
    """Everyone whose empty palm was over the card in the last 0.5 s may challenge."""
    for hand in session.all_hands:
        player = hand.player
        if player == grabber or hand.is_frozen(session.tick):
            continue
        over_now = hand.held is None and point_on_card(hand.x, hand.y, card)
        if not (over_now or was_reaching_for(hand, card)):
            continue
        if any(c.challenger == player and c.card == card.index for c in session.challenge_chances):
            continue
        until = session.tick + session.settings.challenge_window_ticks
        session.challenge_chances.append(ChallengeChance(player, grabber, card.index, until))
        events.append(
            TableEvent(EventKind.CHALLENGE_CHANCE, session.tick, (player, grabber), card.index)
        )


def card_with(session: CandySession, player: int, card: int) -> Hand | bool:
    """The hand of ``player`` holding ``card``, True if it lies in their stash,
    False if it is no longer theirs."""
    for hand in session.hands_by_player[player]:
        if hand.held == card:
            return hand
    return card in session.stashes[player]


def challenge(session: CandySession, player: int, events: list[TableEvent]) -> None:
    if Variant.ROSHAMBO not in session.variants:
        session.refuse(player, Refusal.of(CandyReason.NO_CHALLENGES), events)
        return
    chance = session.chance_for(player)
    if chance is None:
        session.refuse(player, Refusal.of(CandyReason.NOTHING_TO_CHALLENGE), events)
        return
    own = session.hands_by_player[player]
    if own[0].palms_down:
        session.refuse(player, frozen_reason(own[0]), events)
    elif session.duel_of(player) is not None:
        session.refuse(player, Refusal.of(CandyReason.IN_DUEL), events)
    elif session.duel_of(chance.grabber) is not None:
        session.refuse(player, Refusal.of(CandyReason.THEY_ARE_DUELLING), events)
    elif all(hand.held is not None for hand in own):
        session.refuse(player, Refusal.of(CandyReason.CHALLENGE_NEEDS_EMPTY_HAND), events)
    elif card_with(session, chance.grabber, chance.card) is False:
        session.refuse(player, Refusal.of(CandyReason.CARD_GONE), events)
        session.challenge_chances.remove(chance)
    else:
        session.challenge_chances = [c for c in session.challenge_chances if c.card != chance.card]
        deadline = session.tick + session.settings.pick_window_ticks
        duel = Duel(player, chance.grabber, chance.card, deadline)
        session.duels.append(duel)
        for duellist in duel.players:
            for hand in session.hands_by_player[duellist]:
                hand.in_duel = True
        events.append(TableEvent(EventKind.CHALLENGE, session.tick, duel.players, chance.card))


def pick(session: CandySession, player: int, choice: RpsChoice, events: list[TableEvent]) -> None:
    duel = session.duel_of(player)
    if duel is None:
        why = (
            CandyReason.NO_DUEL_NOW
            if session.settings.has(Variant.ROSHAMBO)
            else CandyReason.NO_DUELS
        )
        session.refuse(player, Refusal.of(why), events)
    elif choice not in RPS_CHOICES:
        choices = f"{', '.join(RPS_CHOICES[:-1])} or {RPS_CHOICES[-1]}"
        session.refuse(player, Refusal.of(CandyReason.UNKNOWN_PICK, choices=choices), events)
    elif player in duel.picks:
        session.refuse(player, Refusal.of(CandyReason.ALREADY_PICKED), events)
    else:
        duel.picks[player] = choice
        events.append(TableEvent(EventKind.RPS_PICK, session.tick, (player,)))


def run_roshambo(session: CandySession, events: list[TableEvent]) -> None:
    """Settle duels whose picks are in or whose time ran out; keep palm trails."""
    for duel in list(session.duels):
        if len(duel.picks) == 2 or session.tick >= duel.deadline:
            settle(session, duel, events)
    if session.challenge_chances:
        session.challenge_chances = [c for c in session.challenge_chances if c.until > session.tick]
    for hand in session.all_hands:
        record_trail(hand, session.tick, session.settings.reach_window_ticks)


def settle(session: CandySession, duel: Duel, events: list[TableEvent]) -> None:
    """Random picks for whoever did not pick in time; a draw replays."""
    for player in duel.players:
        if player not in duel.picks:
            duel.picks[player] = session.rng.choice(RPS_CHOICES)
    first, second = duel.picks[duel.challenger], duel.picks[duel.grabber]
    outcome = winner_of(first, second)
    if outcome is None:
        events.append(
            TableEvent(
                EventKind.RPS_DRAW,
                session.tick,
                duel.players,
                duel.card,
                f"{first} against {second}: a draw, pick again",
            )
        )
        duel.picks.clear()
        duel.deadline = session.tick + session.settings.pick_window_ticks
        return
    winner, loser = duel.players if outcome == 0 else duel.players[::-1]
    winning, losing = duel.picks[winner], duel.picks[loser]
    for player in duel.players:
        for hand in session.hands_by_player[player]:
            hand.in_duel = False
    session.duels.remove(duel)
    if winner == duel.challenger:
        where = card_with(session, duel.grabber, duel.card)
        free = next((h for h in session.hands_by_player[winner] if h.held is None), None)
        if where is not False and free is not None:
            if isinstance(where, Hand):
                where.held = None
            session.table.to_hand(duel.card, winner)
            free.held = duel.card
    events.append(
        TableEvent(
            EventKind.RPS_RESULT,
            session.tick,
            (winner, loser),
            duel.card,
            describe(winning, losing),
        )
    )
