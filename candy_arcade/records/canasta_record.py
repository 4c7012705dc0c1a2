"""The Canasta record of one game: the table, the seats, and each hand's deal and moves.

A hand is dealt from the game's seed, its number, its dealer and the scores before it
(:func:`~candy_arcade.rules.canasta.deal.deal_hand`), so the deal is stored as those
four facts and every move after it as the engine's own action; the final state's
digest and the scores let a playback prove it reached the same end. The hand being
played is kept too (``current``), with the digest of where it stands, so a game left
and continued goes on in the same record.

Reading is strict: a value of the wrong kind or range is a :class:`RecordError` with a
one-line reason, never a crash later in a playback.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from candy_arcade.render.canasta.seats import SeatInfo
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.decks import DECK_NAMES
from candy_arcade.rules.canasta.serialize import (
    NUMBER_LIMIT,
    SEED_LIMIT,
    action_from_dict,
    action_to_dict,
    checked_bool,
    checked_dict,
    checked_int,
    checked_list,
    checked_text,
)
from candy_arcade.rules.canasta.settings import STANDARD, VARIANTS, Settings
from candy_arcade.rules.canasta.state import State

FORMAT = "candy-arcade-canasta-record"
VERSION = 1
MOVES_LIMIT = 20_000
"""Moves of one hand: a real hand has a few hundred at most."""
HANDS_LIMIT = 1_000


class RecordError(ValueError):
    """A record that cannot be read or played; the message is one line for the player."""


@dataclass(frozen=True)
class RecordedSeat:
    """A seat as the table named it when the game was played."""

    compass: str
    name: str
    is_bot: bool
    difficulty: str

    @property
    def player(self) -> str:
        """Who the statistics count: a person by name, a bot by its level."""
        return f"Bot ({self.difficulty})" if self.is_bot else self.name

    @property
    def title(self) -> str:
        return f"{self.compass} ({self.player})"


@dataclass(frozen=True)
class Deal:
    """What a hand's deal follows from, besides the game's seed and table."""

    hand_number: int
    dealer: int
    scores_before: tuple[int, ...]

    @classmethod
    def of(cls, state: State) -> Deal:
        return cls(state.hand_number, state.dealer, state.scores)


@dataclass(frozen=True)
class HandEntry:
    """A finished hand: its deal, every move, and the end the moves reach."""

    deal: Deal
    actions: tuple[Action, ...]
    final_hash: str
    reason: str
    hand_scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class HandInPlay:
    """The hand being played: its deal, the moves so far, and the digest of where it
    stands (a continued game finds its record by it)."""

    deal: Deal
    actions: tuple[Action, ...] = ()
    position_hash: str = ""


@dataclass(frozen=True)
class GameRecord:
    """One game at the Canasta table, as recorded so far."""

    settings: Settings
    seed: int
    seats: tuple[RecordedSeat, ...]
    started: str
    hands: tuple[HandEntry, ...] = ()
    current: HandInPlay | None = None
    winners: tuple[int, ...] | None = None
    """The winning sides once the game is over (None while it goes on)."""
    notes: tuple[str, ...] = field(default=())
    """Said about the record itself, e.g. a hand continued from a save it could not
    follow back to its deal (not recorded)."""

    @property
    def over(self) -> bool:
        return self.winners is not None

    def with_hand(self, entry: HandEntry) -> GameRecord:
        return replace(self, hands=(*self.hands, entry), current=None)


def seats_of(infos: Sequence[SeatInfo]) -> tuple[RecordedSeat, ...]:
    return tuple(RecordedSeat(s.compass, s.name, s.is_bot, s.difficulty) for s in infos)


def seat_infos(record: GameRecord) -> tuple[SeatInfo, ...]:
    """The seats as the table draws them, from the record."""
    return tuple(
        SeatInfo(index, s.compass, s.name, s.is_bot, s.difficulty, record.settings.side_of(index))
        for index, s in enumerate(record.seats)
    )


# ----- to JSON -------------------------------------------------------------------------


def _deal_json(deal: Deal) -> dict[str, Any]:
    return {
        "hand_number": deal.hand_number,
        "dealer": deal.dealer,
        "scores_before": list(deal.scores_before),
    }


def record_to_json(record: GameRecord) -> dict[str, Any]:
    settings = record.settings
    current = record.current
    return {
        "format": FORMAT,
        "version": VERSION,
        "settings": {
            "players": settings.players,
            "deck": settings.deck,
            "target": settings.target,
            "ask_partner": settings.ask_partner,
            "wheel": settings.wheel,
            "variant": settings.variant,
        },
        "seed": record.seed,
        "started": record.started,
        "seats": [
            {"compass": s.compass, "name": s.name, "is_bot": s.is_bot, "difficulty": s.difficulty}
            for s in record.seats
        ],
        "hands": [
            {
                **_deal_json(hand.deal),
                "actions": [action_to_dict(a) for a in hand.actions],
                "final_hash": hand.final_hash,
                "reason": hand.reason,
                "hand_scores": list(hand.hand_scores),
                "totals": list(hand.totals),
            }
            for hand in record.hands
        ],
        "current": None
        if current is None
        else {
            **_deal_json(current.deal),
            "actions": [action_to_dict(a) for a in current.actions],
            "position_hash": current.position_hash,
        },
        "winners": None if record.winners is None else list(record.winners),
        "notes": list(record.notes),
    }


# ----- from JSON -----------------------------------------------------------------------


def record_from_json(data: Any) -> GameRecord:
    """Raises :class:`RecordError` naming what is wrong (the format, the version, a field)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("not a Candy Arcade Canasta record")
    if data.get("version") != VERSION:
        raise RecordError(
            f"Canasta record version {data.get('version')!r}; this game reads {VERSION}"
        )
    try:
        return _record(data)
    except (ValueError, KeyError, TypeError) as error:
        raise RecordError(f"damaged Canasta record ({error})") from None


def _record(data: dict[str, Any]) -> GameRecord:
    data = checked_dict(
        data, "the record", ("settings", "seed", "started", "seats", "hands", "current")
    )
    settings = _settings(data["settings"])
    sides = settings.sides
    seats = tuple(
        RecordedSeat(
            checked_text(s["compass"], "a seat's compass name"),
            checked_text(s["name"], "a seat's name"),
            checked_bool(s["is_bot"], "is_bot"),
            checked_text(s["difficulty"], "a seat's difficulty"),
        )
        for s in (
            checked_dict(s, "a seat", ("compass", "name", "is_bot", "difficulty"))
            for s in checked_list(data["seats"], "the seats", settings.players)
        )
    )
    hands = tuple(
        _hand(h, settings) for h in _long_list(data["hands"], "the hands", HANDS_LIMIT)
    )
    current = None
    if data["current"] is not None:
        raw = checked_dict(data["current"], "the hand in play", ("actions", "position_hash"))
        current = HandInPlay(
            _deal(raw, settings),
            _actions(raw["actions"]),
            checked_text(raw["position_hash"], "the hand's position"),
        )
    winners = data.get("winners")
    notes = checked_list(data.get("notes", []), "notes")
    return GameRecord(
        settings=settings,
        seed=checked_int(data["seed"], "the seed", -SEED_LIMIT, SEED_LIMIT),
        seats=seats,
        started=checked_text(data["started"], "the start time"),
        hands=hands,
        current=current,
        winners=None
        if winners is None
        else tuple(
            checked_int(w, "a winner", 0, sides - 1) for w in checked_list(winners, "winners")
        ),
        notes=tuple(checked_text(n, "a note") for n in notes),
    )


def _settings(value: Any) -> Settings:
    data = checked_dict(value, "the table", ("players", "deck", "target", "ask_partner", "wheel"))
    return Settings(
        players=checked_int(data["players"], "the number of players", 2, 4),
        deck=checked_text(data["deck"], "the deck", DECK_NAMES),
        target=checked_int(data["target"], "the target", 1),
        ask_partner=checked_bool(data["ask_partner"], "ask_partner"),
        wheel=checked_bool(data["wheel"], "wheel"),
        variant=checked_text(data.get("variant", STANDARD), "the variant", VARIANTS),
    )


def _scores(value: Any, what: str, sides: int) -> tuple[int, ...]:
    return tuple(
        checked_int(v, what, -NUMBER_LIMIT, NUMBER_LIMIT) for v in checked_list(value, what, sides)
    )


def _deal(data: dict[str, Any], settings: Settings) -> Deal:
    checked_dict(data, "a hand", ("hand_number", "dealer", "scores_before"))
    return Deal(
        checked_int(data["hand_number"], "the hand number", 0, HANDS_LIMIT),
        checked_int(data["dealer"], "the dealer", 0, settings.players - 1),
        _scores(data["scores_before"], "the scores before the hand", settings.sides),
    )


def _hand(value: Any, settings: Settings) -> HandEntry:
    data = checked_dict(
        value, "a hand", ("actions", "final_hash", "reason", "hand_scores", "totals")
    )
    return HandEntry(
        deal=_deal(data, settings),
        actions=_actions(data["actions"]),
        final_hash=checked_text(data["final_hash"], "the hand's end"),
        reason=checked_text(data["reason"], "how the hand ended"),
        hand_scores=_scores(data["hand_scores"], "the hand's scores", settings.sides),
        totals=_scores(data["totals"], "the totals", settings.sides),
    )


def _long_list(value: Any, what: str, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise RecordError(f"damaged Canasta record ({what} must be a list of at most {most:,})")
    return value


def _actions(value: Any) -> tuple[Action, ...]:
    moves = _long_list(value, "the moves", MOVES_LIMIT)
    if not all(isinstance(m, dict) for m in moves):
        raise ValueError("a move must be a table of values")
    return tuple(action_from_dict(m) for m in moves)
