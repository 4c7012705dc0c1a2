"""Whole I Want Candy! rounds played headless by bots, for ``simulate``, ``play
--headless``, benchmarks and tournaments: the same session and table driver the window
runs, every seat a :class:`CandyBot` behind its intent source."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.bots.eval_seats import EvalSeat, bot_seat, seat_names
from candy_arcade.bots.newcomer_candy import CandyNewcomer
from candy_arcade.bots.newcomer_hand import Device
from candy_arcade.core.rng import round_seed
from candy_arcade.levels.loader import load_default_level
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_tables import CANDY_TABLE
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.match import score_round
from candy_arcade.rules.candy.variants import Variant, variant_names
from candy_arcade.rules.cards import card_code, card_from_index
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import IntentSource, TickLog
from candy_arcade.sim.tables import CandyDriver, candy_driver

EVENT_COUNTS: dict[str, tuple[EventKind, ...]] = {
    "grabs": (EventKind.GRAB, EventKind.UNSTASH),
    "stashes": (EventKind.STASH,),
    "returns": (EventKind.RETURN,),
    "touches": (EventKind.TOUCH,),
    "refusals": (EventKind.REFUSED,),
    "stuck": (EventKind.STUCK,),
    "steals": (EventKind.STEAL,),
    "palms_down": (EventKind.PALMS_DOWN,),
    "token_passes": (EventKind.TOKEN_PASS,),
    "challenges": (EventKind.CHALLENGE,),
    "rps_draws": (EventKind.RPS_DRAW,),
    "rps_results": (EventKind.RPS_RESULT,),
    "hand_switches": (EventKind.SWITCH_HAND,),
    "trade_offers": (EventKind.TRADE_OFFER,),
    "trades": (EventKind.TRADE_ACCEPT,),
    "trade_declines": (EventKind.TRADE_DECLINE,),
}
"""The ``events`` keys of a simulated round and the event kinds each one counts."""


@dataclass(frozen=True)
class BotRound:
    """A finished round: its session (final state) and how often each event happened."""

    seed: int
    session: CandySession
    counts: Counter[EventKind]
    touches_by_player: tuple[int, ...]

    def event_counts(self) -> dict[str, int]:
        return {
            name: sum(self.counts[kind] for kind in kinds) for name, kinds in EVENT_COUNTS.items()
        }


def newcomer_source(
    session: CandySession, player: int, device: Device = Device.MOUSE
) -> CandyBotSource[CandyNewcomer]:
    """A newcomer seat at a table just built, its generator forked from the round's."""
    rng = session.rng.fork(f"newcomer{player}")
    return CandyBotSource(CandyNewcomer(player, rng, device))


def seat_source(
    session: CandySession, player: int, seat: EvalSeat, people: frozenset[int] = frozenset()
) -> IntentSource[CandySession]:
    """The intent source for ``player``: a bot of the seat's difficulty, or the
    newcomer model. The bots treat the seats in ``people`` (the newcomers) as the
    window's bots treat people: in Swappities they leave them their chance to trade."""
    if seat.difficulty is None:
        return newcomer_source(session, player, seat.device)
    bot = CANDY_TABLE.new_bot(session, player, seat.difficulty)
    bot.trader.wait_for(people)
    return CandyBotSource(bot)


def seat_round_driver(
    level: LevelSpec,
    seats: Sequence[EvalSeat],
    seed: int,
    variants: Iterable[Variant | str] = (),
    timer_seconds: int | None = None,
    recording: TickLog | None = None,
) -> CandyDriver:
    """A round about to start with ``seats`` (bots and newcomers) at the table."""
    session = CandySession(level, len(seats), seed, timer_seconds, variants=variants)
    people = frozenset(player for player, seat in enumerate(seats) if seat.is_newcomer)
    sources = [seat_source(session, player, seat, people) for player, seat in enumerate(seats)]
    return candy_driver(session, sources, recording)


def bot_round_driver(
    level: LevelSpec,
    difficulties: Sequence[str],
    seed: int,
    variants: Iterable[Variant | str] = (),
    timer_seconds: int | None = None,
    recording: TickLog | None = None,
) -> CandyDriver:
    """A round about to start with a bot of each difficulty in ``difficulties``."""
    seats = [bot_seat(difficulty) for difficulty in difficulties]
    return seat_round_driver(level, seats, seed, variants, timer_seconds, recording)


def play_round(driver: CandyDriver) -> BotRound:
    """Play the driver's round to its end, counting its events."""
    counts: Counter[EventKind] = Counter()
    touches = [0] * driver.session.players

    def count(events: list[TableEvent]) -> None:
        for event in events:
            counts[event.kind] += 1
            if event.kind is EventKind.TOUCH:
                for player in event.players:
                    touches[player] += 1

    driver.run(on_events=count)
    return BotRound(driver.session.seed, driver.session, counts, tuple(touches))


def play_seat_round(
    level: LevelSpec,
    seats: Sequence[EvalSeat],
    seed: int,
    variants: Iterable[Variant | str] = (),
    timer_seconds: int | None = None,
) -> BotRound:
    """Play one round with ``seats`` (bots and newcomers) at the table."""
    return play_round(seat_round_driver(level, seats, seed, variants, timer_seconds))


def play_bot_round(
    level: LevelSpec,
    difficulties: Sequence[str],
    seed: int,
    variants: Iterable[Variant | str] = (),
    timer_seconds: int | None = None,
    recording: TickLog | None = None,
) -> BotRound:
    """Play one round with a bot of each difficulty in ``difficulties`` (one per seat)."""
    return play_round(
        bot_round_driver(level, difficulties, seed, variants, timer_seconds, recording)
    )


def round_record(
    number: int, played: BotRound, seats: Sequence[EvalSeat] | None = None
) -> dict[str, object]:
    """The JSON object ``simulate --mode candy --json`` prints for one round: players
    are ``bot1``, ``bot2``, ... or, when ``seats`` are given, ``seat1``, ``seat2``, ...
    with ``seats`` telling each one's label (``newcomer``, ``bot:easy``)."""
    session = played.session
    result = score_round(played.seed, session.stashes)
    if seats is None:
        names = [f"bot{player + 1}" for player in range(session.players)]
        labels: dict[str, object] = {}
    else:
        names = seat_names(list(seats))
        labels = {"seats": {name: seat.label for name, seat in zip(names, seats, strict=True)}}
    return labels | {
        "round": number,
        "seed": played.seed,
        "variants": list(variant_names(session.variants)),
        "stashes": {
            name: [card_code(card_from_index(i)) for i in stash]
            for name, stash in zip(names, session.stashes, strict=True)
        },
        "pool": [card_code(card_from_index(i)) for i in sorted(session.pool_cards())],
        "scores": dict(zip(names, result.totals, strict=True)),
        "events": played.event_counts(),
    }


def simulate_candy(
    bots: int,
    rounds: int,
    seed: int,
    difficulty: str = "normal",
    variants: Iterable[Variant | str] = (),
    level: LevelSpec | None = None,
    timer_seconds: int | None = None,
) -> Iterator[dict[str, object]]:
    """One JSON-able record per round, in the format ``simulate --json`` prints.

    Round ``i`` (from 1) plays with ``round_seed(seed, i)``, the seed round ``i`` of a
    match seeded ``seed`` plays in the window, and prints it, so any round replays alone.
    """
    level = level or load_default_level()
    chosen = list(variants)
    for number in range(1, rounds + 1):
        played = play_bot_round(
            level, [difficulty] * bots, round_seed(seed, number), chosen, timer_seconds
        )
        yield round_record(number, played)


def simulate_candy_seats(
    seats: Sequence[EvalSeat],
    rounds: int,
    seed: int,
    variants: Iterable[Variant | str] = (),
    level: LevelSpec | None = None,
    timer_seconds: int | None = None,
) -> Iterator[dict[str, object]]:
    """As :func:`simulate_candy`, with ``seats`` (bots and newcomers) at the table."""
    level = level or load_default_level()
    chosen = list(variants)
    for number in range(1, rounds + 1):
        played = play_seat_round(level, seats, round_seed(seed, number), chosen, timer_seconds)
        yield round_record(number, played, seats)
