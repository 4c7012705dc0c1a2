"""Roshambo's own state and rules: challenge chances, duels, picks and who wins.

When a player grabs a pool card another player's empty hand was over within the
reach window, that player may challenge within the challenge window. The two then
duel at rock, paper, scissors, each picking in secret within the pick window (else a
random pick); a draw replays; the winner gets the card into their hand.

:class:`Roshambo` keeps the open chances and the duels and is the only code that
changes them. Where palms were and who holds which card are the physical table's
facts (:mod:`candy_arcade.sim.candy.roshambo` asks them and moves the card); this
module decides everything else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from candy_arcade.core.refusal import Refusal
from candy_arcade.core.rng import Rng
from candy_arcade.rules.candy.events import EventKind, TableEvent, refused
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import CandySettings

__all__ = [
    "RPS_CHOICES",
    "ChallengeChance",
    "Duel",
    "Roshambo",
    "RpsChoice",
    "describe",
    "winner_of",
]

RpsChoice = Literal["rock", "paper", "scissors"]
RPS_CHOICES: tuple[RpsChoice, ...] = ("rock", "paper", "scissors")
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


@dataclass(frozen=True, slots=True)
class DuelResult:
    """A settled duel: who won, who lost, and the picks' words ("paper covers rock")."""

    winner: int
    loser: int
    words: str


def winner_of(first: RpsChoice, second: RpsChoice) -> int | None:
    """0 if ``first`` wins, 1 if ``second`` does, None for a draw."""
    if first == second:
        return None
    return 0 if BEATS[first] == second else 1


def describe(winning: RpsChoice, losing: RpsChoice) -> str:
    return f"{winning} {VERBS[winning]} {losing}"


def as_choice(text: str) -> RpsChoice | None:
    """The pick ``text`` names, None when it names none (damaged input)."""
    return next((choice for choice in RPS_CHOICES if choice == text), None)


def choices_text() -> str:
    """The picks as a player reads them: "rock, paper or scissors"."""
    return f"{', '.join(RPS_CHOICES[:-1])} or {RPS_CHOICES[-1]}"


class Roshambo:
    """The open challenge chances and the duels of a round."""

    def __init__(self, settings: CandySettings) -> None:
        self.settings = settings
        self.chances: list[ChallengeChance] = []
        self.duels: list[Duel] = []

    # ------------------------------------------------------------------ reading

    def duel_of(self, player: int) -> Duel | None:
        return next((duel for duel in self.duels if player in duel.players), None)

    def chance_for(self, player: int, tick: int) -> ChallengeChance | None:
        """The open chance for ``player`` to challenge, the newest first."""
        for chance in reversed(self.chances):
            if chance.challenger == player and chance.until >= tick:
                return chance
        return None

    # ------------------------------------------------------------------ chances

    def offer_chance(
        self, challenger: int, grabber: int, card: int, tick: int, events: list[TableEvent]
    ) -> None:
        """``challenger``'s empty palm was over ``card`` when ``grabber`` took it."""
        if any(c.challenger == challenger and c.card == card for c in self.chances):
            return
        until = tick + self.settings.challenge_window_ticks
        self.chances.append(ChallengeChance(challenger, grabber, card, until))
        events.append(TableEvent(EventKind.CHALLENGE_CHANCE, tick, (challenger, grabber), card))

    def withdraw(self, chance: ChallengeChance) -> None:
        self.chances.remove(chance)

    def withdraw_chances_of(self, player: int) -> None:
        """``player`` went palms down: their chances close."""
        self.chances = [c for c in self.chances if c.challenger != player]

    def close_all_chances(self) -> None:
        self.chances.clear()

    def expire_chances(self, tick: int) -> None:
        if self.chances:
            self.chances = [c for c in self.chances if c.until > tick]

    # ------------------------------------------------------------------ duels

    def start_duel(self, chance: ChallengeChance, tick: int) -> Duel:
        """The challenge is taken up: every chance for that card closes, the duel starts."""
        self.chances = [c for c in self.chances if c.card != chance.card]
        deadline = tick + self.settings.pick_window_ticks
        duel = Duel(chance.challenger, chance.grabber, chance.card, deadline)
        self.duels.append(duel)
        return duel

    def pick(self, player: int, choice: str, tick: int, events: list[TableEvent]) -> None:
        """A duellist's secret pick (refused outside a duel, twice, or not a pick)."""
        duel = self.duel_of(player)
        if duel is None:
            events.append(refused(player, tick, Refusal.of(CandyReason.NO_DUEL_NOW)))
            return
        pick = as_choice(choice)
        if pick is None:
            reason = Refusal.of(CandyReason.UNKNOWN_PICK, choices=choices_text())
            events.append(refused(player, tick, reason))
        elif player in duel.picks:
            events.append(refused(player, tick, Refusal.of(CandyReason.ALREADY_PICKED)))
        else:
            duel.picks[player] = pick
            events.append(TableEvent(EventKind.RPS_PICK, tick, (player,)))

    def due(self, tick: int) -> list[Duel]:
        """The duels to settle now: both picked, or time ran out."""
        return [d for d in self.duels if len(d.picks) == 2 or tick >= d.deadline]

    def settle(
        self, duel: Duel, rng: Rng, tick: int, events: list[TableEvent]
    ) -> DuelResult | None:
        """Random picks for whoever did not pick in time; a draw replays (None).

        A decided duel ends here; the card goes to its winner on the table (the caller).
        """
        for player in duel.players:
            if player not in duel.picks:
                duel.picks[player] = rng.choice(RPS_CHOICES)
        first, second = duel.picks[duel.challenger], duel.picks[duel.grabber]
        outcome = winner_of(first, second)
        if outcome is None:
            events.append(
                TableEvent(
                    EventKind.RPS_DRAW,
                    tick,
                    duel.players,
                    duel.card,
                    f"{first} against {second}: a draw, pick again",
                )
            )
            duel.picks.clear()
            duel.deadline = tick + self.settings.pick_window_ticks
            return None
        winner, loser = duel.players if outcome == 0 else duel.players[::-1]
        self.duels.remove(duel)
        return DuelResult(winner, loser, describe(duel.picks[winner], duel.picks[loser]))
