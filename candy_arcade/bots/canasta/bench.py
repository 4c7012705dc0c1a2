"""Measurements behind ``tools/bench_canasta.py`` and the ``bench`` and ``tournament``
commands: decision times, hand times, engine speed, win rates."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from candy_arcade.bots.canasta.base import Bot, play_game, play_hand
from candy_arcade.bots.canasta.factory import make_bot
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.decks import DECK_NAMES
from candy_arcade.rules.canasta.observer import PlayerView
from candy_arcade.rules.canasta.settings import STANDARD, TALONS, Settings

MAX_HANDS = 200


class _TimedBot:
    """Wraps a bot and records how long each decision took, in seconds."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot = bot
        self.times = times

    def choose(self, view: PlayerView) -> Action:
        start = time.perf_counter()
        action = self.bot.choose(view)
        self.times.append(time.perf_counter() - start)
        return action


@dataclass(frozen=True, slots=True)
class HandTiming:
    """Normal-bot speed over some hands: per decision and per whole hand."""

    decisions: int
    decision_median_ms: float
    decision_p95_ms: float
    hands: int
    hand_median_s: float
    hand_max_s: float


def time_normal_hands(
    deck: str = "heckadeck", players: int = 4, hands: int = 20, seed: int = 0
) -> HandTiming:
    """Play ``hands`` first hands between normal bots, timing decisions and hands."""
    decision_times: list[float] = []
    hand_times: list[float] = []
    settings = Settings(players=players, deck=deck)
    for i in range(hands):
        state, _ = new_game(settings, seed + i)
        bots: list[Bot] = [_TimedBot(NormalBot(), decision_times) for _ in range(players)]
        start = time.perf_counter()
        play_hand(state, bots)
        hand_times.append(time.perf_counter() - start)
    ordered = sorted(decision_times)
    return HandTiming(
        decisions=len(ordered),
        decision_median_ms=1000 * statistics.median(ordered),
        decision_p95_ms=1000 * ordered[int(0.95 * (len(ordered) - 1))],
        hands=hands,
        hand_median_s=statistics.median(hand_times),
        hand_max_s=max(hand_times),
    )


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How often kind ``a`` beat kind ``b`` (a draw counts half)."""

    a: str
    b: str
    games: int
    a_wins: float
    seconds: float
    a_times: tuple[float, ...] = ()
    """Seconds each decision of ``a``'s bots took, sorted."""

    @property
    def a_rate(self) -> float:
        return self.a_wins / self.games if self.games else 0.0

    def a_time_ms(self, share: float) -> float:
        """``a``'s decision time at ``share`` of the way up (0.5: the median, 1: the
        slowest), in milliseconds."""
        if not self.a_times:
            return 0.0
        ordered = self.a_times
        return 1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def match(
    a: str,
    b: str,
    games: int,
    deck: str = "heckadeck",
    players: int = 2,
    seed: int = 0,
    hard_budget: float | None = None,
    target: int = 5000,
    progress: Callable[[int, float], None] | None = None,
    hard_samples: int | None = None,
    variant: str = STANDARD,
) -> MatchResult:
    """``a`` against ``b``, duplicate style: each deal is played once from every side
    (``a`` in seat group 0, then 1, ...), so the luck of the cards cancels out and a
    small difference in skill shows in fewer games than with a new deal every game.

    Hard bots think ``hard_samples`` samples per decision when given (reproducible),
    else ``hard_budget`` seconds.

    With four players ``a`` holds one partnership and ``b`` the other; with three,
    ``a`` takes one seat and ``b`` the other two (``a`` wins only by finishing first).
    ``variant`` is the table's (:data:`settings.VARIANTS`).
    """
    settings = Settings(players=players, deck=deck, target=target, variant=variant)
    wins = 0.0
    a_times: list[float] = []
    start = time.perf_counter()
    for game in range(games):
        a_side = game % settings.sides
        deal = seed + game // settings.sides
        kinds = [a if settings.side_of(p) == a_side else b for p in range(players)]
        bots: list[Bot] = []
        for p, kind in enumerate(kinds):
            bot = make_bot(kind, p, deal, hard_budget, hard_samples)
            a_seat = settings.side_of(p) == a_side
            bots.append(_TimedBot(bot, a_times) if a_seat else bot)
        final = None
        for state in play_game(settings, deal, bots, MAX_HANDS):
            final = state
        assert final is not None
        totals = final.scores
        best = max(totals)
        leaders = [s for s, t in enumerate(totals) if t == best]
        if a_side in leaders:
            wins += 1.0 / len(leaders)
        if progress is not None:
            progress(game + 1, wins)
    return MatchResult(a, b, games, wins, time.perf_counter() - start, tuple(sorted(a_times)))


@dataclass(frozen=True, slots=True)
class DecisionRate:
    """Uniformly random legal play: how many decisions (list the legal actions, pick
    one, apply it) the engine makes in how many seconds."""

    decisions: int
    seconds: float

    @property
    def per_second(self) -> float:
        return self.decisions / self.seconds


def random_decision_rate(deck: str, players: int, hands: int, seed: int = 0) -> DecisionRate:
    """Play ``hands`` first hands of random legal play, timing only the engine."""
    from candy_arcade.core.rng import Rng
    from candy_arcade.rules.canasta.apply import apply
    from candy_arcade.rules.canasta.enumerate import legal_actions
    from candy_arcade.rules.canasta.state import Phase

    settings = Settings(players=players, deck=deck)
    decisions = 0
    seconds = 0.0
    for i in range(hands):
        state, _ = new_game(settings, seed + i)
        chooser = Rng(seed + i).fork("playout")
        start = time.perf_counter()
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            state, _ = apply(state, chooser.choice(legal_actions(state)))
            decisions += 1
        seconds += time.perf_counter() - start
    return DecisionRate(decisions, seconds)


@dataclass(frozen=True, slots=True)
class PlayoutReport:
    """Random playouts checked for the engine's invariants."""

    hands: int
    steps: int
    seconds: float


def random_playouts(hands_per_config: int, seed: int = 0) -> PlayoutReport:
    """Random hands over every deck and player count (and the variants), asserting that
    no card is created or lost, legal actions never run out before the end, and the
    hand scores recomputed from the final table agree.

    Raises:
        AssertionError: an invariant broke (the message names the setting and seed).
    """
    from candy_arcade.core.rng import Rng
    from candy_arcade.rules.canasta.apply import apply
    from candy_arcade.rules.canasta.enumerate import legal_actions
    from candy_arcade.rules.canasta.scoring import score_side
    from candy_arcade.rules.canasta.state import Phase

    configs = [
        Settings(players=p, deck=d, wheel=w, ask_partner=a)
        for p in (2, 3, 4)
        for d, w in (("heckadeck", True), ("heckadeck", False), ("classic", True))
        for a in ((False, True) if p == 4 else (False,))
    ] + [
        Settings(players=p, deck=d, variant=TALONS) for p in (2, 3, 4) for d in DECK_NAMES
    ]
    hands = steps = 0
    start = time.perf_counter()
    for settings in configs:
        size = len(settings.the_deck)
        for i in range(hands_per_config):
            state, _ = new_game(settings, seed + i)
            chooser = Rng(seed + i).fork("playout")
            while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
                actions = legal_actions(state)
                assert actions, f"{settings} seed {seed + i}: no legal action"
                state, _ = apply(state, chooser.choice(actions))
                steps += 1
                cards = state.all_cards()
                assert len(cards) == size == len(set(cards)), f"{settings} seed {seed + i}"
            assert state.result is not None
            result = state.result
            listed = result.stock + len(result.discard) + len(result.removed) + sum(
                len(m) for side in result.sides for m in (*side.melds, side.bonus, *side.hands)
            )
            assert listed + len(result.talons) == size, f"{settings} seed {seed + i}"
            for side in state.result.sides:
                again = score_side(
                    settings.the_deck,
                    side.melds,
                    side.bonus,
                    side.hands,
                    side.went_out,
                    side.concealed,
                    side.by_darkness,
                )
                assert again.total == side.hand_score, f"{settings} seed {seed + i}"
            hands += 1
    return PlayoutReport(hands, steps, time.perf_counter() - start)
