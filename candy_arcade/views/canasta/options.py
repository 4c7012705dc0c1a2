"""Table options of a Canasta game and who sits where, derived from a :class:`GameSetup`.

The lobby and the command line both produce a ``GameSetup``; the Canasta variant
choices ride in ``GameSetup.variants`` as ``key=value`` strings so the shared setup
type needs no Canasta fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.render.canasta.seats import COMPASS, SeatInfo
from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK
from candy_arcade.rules.canasta.settings import DEFAULT_TARGET, Settings
from candy_arcade.setup import GameSetup

TARGETS = (1500, 3000, 5000, 7500, 10000)
BOT_KINDS = {"easy": "random", "normal": "normal", "hard": "hard"}
"""Seat difficulty to bot kind: easy plays random legal moves, hard searches ahead."""


@dataclass(frozen=True, slots=True)
class CanastaOptions:
    """The variant choices of the lobby (the player count comes from the seats)."""

    deck: str = HECKADECK
    wheel: bool = True
    target: int = DEFAULT_TARGET
    ask_partner: bool = False

    def to_variants(self) -> tuple[str, ...]:
        return (
            f"deck={self.deck}",
            f"wheel={'on' if self.wheel else 'off'}",
            f"target={self.target}",
            f"ask_partner={'on' if self.ask_partner else 'off'}",
        )

    @classmethod
    def from_variants(cls, variants: tuple[str, ...]) -> CanastaOptions:
        """Read ``key=value`` entries; unknown or malformed entries keep the defaults."""
        values = dict(v.split("=", 1) for v in variants if "=" in v)
        default = cls()
        deck = values.get("deck", default.deck)
        try:
            target = int(values.get("target", default.target))
        except ValueError:
            target = default.target
        return cls(
            deck=deck if deck in (HECKADECK, CLASSIC) else default.deck,
            wheel=values.get("wheel", "on") != "off",
            target=target if target > 0 else default.target,
            ask_partner=values.get("ask_partner", "off") == "on",
        )

    def settings(self, players: int) -> Settings:
        return Settings(
            players=players,
            deck=self.deck,
            target=self.target,
            ask_partner=self.ask_partner and Settings(players=players).partner_of(0) is not None,
            wheel=self.wheel,
        )


def perspective_seat(setup: GameSetup) -> int:
    """The seat drawn at the bottom of the screen: the first human (seat 0 if none)."""
    return next((i for i, s in enumerate(setup.seats) if not s.spec.is_bot), 0)


def seat_infos(setup: GameSetup) -> tuple[SeatInfo, ...]:
    """Compass names and sides for the setup's seats (partners sit opposite).

    Compass names follow the screen: the first human sits South, at the bottom, and
    play goes round clockwise (South, West, North, East).
    """
    players = len(setup.seats)
    if players not in COMPASS:
        raise ValueError(f"Canasta is played by 2, 3 or 4 players, not {players}")
    rules = Settings(players=players)
    bottom = perspective_seat(setup)
    return tuple(
        SeatInfo(
            seat=index,
            compass=COMPASS[players][(index - bottom) % players],
            name=seat.name or f"Player {index + 1}",
            is_bot=seat.spec.is_bot,
            difficulty=seat.spec.difficulty,
            side=rules.side_of(index),
        )
        for index, seat in enumerate(setup.seats)
    )
