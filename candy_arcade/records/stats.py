"""Canasta statistics per player: games, wins, hands, average and best hand score.

A person is counted by name, a bot by its level (``Bot (hard)``), each apart for every
deck and table size: a hand of two players (15 cards, two canastas to go out) scores
nothing like a hand of four. A side's hand score counts for each of its players.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from candy_arcade.records.canasta_record import RecordedSeat
from candy_arcade.rules.canasta.settings import Settings


@dataclass(frozen=True)
class Tally:
    games: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0
    """The sum of the player's hand scores (for the average)."""
    best: int | None = None

    @property
    def average(self) -> float | None:
        return self.points / self.hands if self.hands else None

    def with_hand(self, score: int) -> Tally:
        best = score if self.best is None else max(self.best, score)
        return replace(self, hands=self.hands + 1, points=self.points + score, best=best)

    def with_game(self, won: bool) -> Tally:
        return replace(self, games=self.games + 1, wins=self.wins + int(won))


@dataclass(frozen=True, order=True)
class TallyKey:
    """Whose tally, at which table: ``deck`` and ``players`` as the lobby chose them."""

    player: str
    deck: str
    players: int


class Statistics:
    """Every tally; adding a hand or a game returns new statistics."""

    def __init__(self, tallies: Mapping[TallyKey, Tally] | None = None) -> None:
        self.tallies: dict[TallyKey, Tally] = dict(tallies or {})

    def tally(self, player: str, deck: str, players: int) -> Tally:
        return self.tallies.get(TallyKey(player, deck, players), Tally())

    @staticmethod
    def _keys(seats: Sequence[RecordedSeat], settings: Settings) -> list[tuple[int, TallyKey]]:
        """Each seat's key. Two bots of one level at a table are two plays of that
        level: each seat counts its game, its win and its hands."""
        return [
            (seat, TallyKey(info.player, settings.deck, settings.players))
            for seat, info in enumerate(seats)
        ]

    def with_hand(
        self, seats: Sequence[RecordedSeat], settings: Settings, hand_scores: Sequence[int]
    ) -> Statistics:
        tallies = dict(self.tallies)
        for seat, key in self._keys(seats, settings):
            score = hand_scores[settings.side_of(seat)]
            tallies[key] = tallies.get(key, Tally()).with_hand(score)
        return Statistics(tallies)

    def with_game(
        self, seats: Sequence[RecordedSeat], settings: Settings, winners: Sequence[int]
    ) -> Statistics:
        tallies = dict(self.tallies)
        for seat, key in self._keys(seats, settings):
            won = settings.side_of(seat) in winners
            tallies[key] = tallies.get(key, Tally()).with_game(won)
        return Statistics(tallies)

    def rows(self) -> list[tuple[TallyKey, Tally]]:
        """People first by name, then bots, each by deck and table size."""
        return sorted(
            self.tallies.items(), key=lambda item: (item[0].player.startswith("Bot ("), item[0])
        )
