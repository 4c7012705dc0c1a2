"""Whole I Want Candy! rounds played headless by bots, for ``simulate``, ``play
--headless``, benchmarks and tournaments: the same session and table driver the window
runs, every seat a :class:`CandyBot` behind its intent source."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.core.rng import round_seed
from candy_arcade.levels.loader import load_default_level
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_tables import CANDY_TABLE
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.match import score_round
from candy_arcade.rules.candy.variants import Variant, variant_names
from candy_arcade.rules.cards import card_code, card_from_index
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import TickLog
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


def bot_round_driver(
    level: LevelSpec,
    difficulties: Sequence[str],
    seed: int,
    variants: Iterable[Variant | str] = (),
    timer_seconds: int | None = None,
    recording: TickLog | None = None,
) -> CandyDriver:
    """A round about to start with a bot of each difficulty in ``difficulties``."""
    session = CandySession(level, len(difficulties), seed, timer_seconds, variants=variants)
    sources = [
        CandyBotSource(CANDY_TABLE.new_bot(session, player, difficulty))
        for player, difficulty in enumerate(difficulties)
    ]
    return candy_driver(session, sources, recording)


def play_bot_round(
    level: LevelSpec,
    difficulties: Sequence[str],
    seed: int,
    variants: Iterable[Variant | str] = (),
    timer_seconds: int | None = None,
    recording: TickLog | None = None,
) -> BotRound:
    """Play one round with a bot of each difficulty in ``difficulties`` (one per seat)."""
    driver = bot_round_driver(level, difficulties, seed, variants, timer_seconds, recording)
    counts: Counter[EventKind] = Counter()
    touches = [0] * len(difficulties)

    def count(events: list[TableEvent]) -> None:
        for event in events:
            counts[event.kind] += 1
            if event.kind is EventKind.TOUCH:
                for player in event.players:
                    touches[player] += 1

    driver.run(on_events=count)
    return BotRound(seed, driver.session, counts, tuple(touches))


def round_record(number: int, played: BotRound) -> dict[str, object]:
    """The JSON object ``simulate --mode candy --json`` prints for one round."""
    session = played.session
    result = score_round(played.seed, session.stashes)
    names = [f"bot{player + 1}" for player in range(session.players)]
    return {
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
