"""The hard bot: determinized look-ahead over the normal bot's choices.

At the two decisions that shape a hand (draw or take the pile; what to discard) it
samples the hidden cards many times, plays each candidate forward with normal bots
for a few turns in every sample (the same samples for every candidate, to compare
like with like), and scores where its side's table stands against the best other
side's. It leaves the normal bot's choice only for a candidate that is better with
some confidence: on the paired differences over the samples, the mean must exceed one
standard error. With few samples the playouts are noisy, and a bot that follows the
noise plays worse than the heuristic it started from (it lost to the normal bot at
four players until this rule). Everything else it decides like the normal bot.

How much it thinks is set one of two ways. ``budget`` is wall-clock seconds per
decision: right for the interactive table, where a bot must answer in time, but the
number of samples then depends on the machine's speed and load, so games do not
replay. ``samples`` is a fixed number of sampled deals per decision instead: the same
seed then plays the same game anywhere (simulate, tournaments, tests).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from candy_arcade.bots.canasta.determinize import determinize
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.actions import Action, Discard, DrawStock, TakePile
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.melding import card_label
from candy_arcade.rules.canasta.observer import PlayerView, observe, view_actions
from candy_arcade.rules.canasta.scoring import score_side
from candy_arcade.rules.canasta.state import Phase, State

DEFAULT_BUDGET = 1.0
#: Sampled deals per decision for reproducible play (simulate, tournaments): a 4-player
#: Heckadeck game between hard bots then takes seconds, not minutes.
DEFAULT_SAMPLES = 8
#: Turns played forward after a candidate, beyond one per player: every other seat
#: replies, then the bot's own next turn and the reply to it. Much longer playouts
#: drift apart and add noise faster than information (measured at four players: 8
#: samples of 6 turns beat 4 samples of 8; at two players 4 turns did best).
HORIZON_EXTRA_TURNS = 2
MAX_DISCARD_CANDIDATES = 4
MAX_TAKE_CANDIDATES = 3
#: Standard errors by which a candidate must beat the normal bot's choice.
CONFIDENCE = 1.0


def side_standing(state: State, side: int) -> int:
    """Where a side's table stands: melded cards, canasta bonuses and bonus cards
    (negative while it has not melded); its real hand score once the hand is over.

    Cards still in hand are left out. Mid-hand they are future melds as much as future
    penalties; counting them against the side made the search shed its high cards and
    refuse big piles, and it lost to the normal bot.
    """
    if state.result is not None:
        return state.result.sides[side].hand_score
    deck = state.deck

    def labels(cards: Sequence[int]) -> tuple[str, ...]:
        return tuple(card_label(deck, c, state.wheel_as) for c in cards)

    return score_side(
        deck,
        [labels(m.cards) for m in state.melds[side]],
        labels(state.bonus[side]),
        [],
        went_out=False,
        concealed=False,
    ).total


def margin(state: State, seat: int) -> int:
    """The seat's side standing minus the best other side's."""
    mine = state.side_of(seat)
    others = [side_standing(state, s) for s in range(state.settings.sides) if s != mine]
    return side_standing(state, mine) - max(others)


def confidently_better(challenger: Sequence[float], base: Sequence[float]) -> bool:
    """The challenger's mean gain over the base, sample by sample, exceeds
    ``CONFIDENCE`` standard errors (never with fewer than two samples)."""
    gains = [c - b for c, b in zip(challenger, base, strict=True)]
    n = len(gains)
    if n < 2:
        return False
    mean = sum(gains) / n
    spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1))
    return mean > CONFIDENCE * spread / math.sqrt(n)


class HardBot:
    """Search bot: a time budget per decision (seconds), or a fixed number of samples.

    ``horizon`` is the number of turns each playout runs (default: the number of
    players plus ``HORIZON_EXTRA_TURNS``).

    Raises:
        ValueError: ``samples`` below 1.
    """

    def __init__(
        self,
        rng: Rng,
        budget: float = DEFAULT_BUDGET,
        horizon: int | None = None,
        samples: int | None = None,
    ) -> None:
        if samples is not None and samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self.rng = rng
        self.budget = budget
        self.horizon = horizon
        self.samples = samples
        self.normal = NormalBot()

    def choose(self, view: PlayerView) -> Action:
        base = self.normal.choose(view)
        if view.to_act != view.seat or view.phase not in (Phase.DRAW, Phase.MELD):
            return base
        candidates = self._candidates(view, base)
        if len(candidates) < 2:
            return base
        results: list[list[float]] = [[] for _ in candidates]
        deadline = time.perf_counter() + self.budget
        while True:
            sample = determinize(view, self.rng)
            for i, action in enumerate(candidates):
                results[i].append(self._playout(sample, action, view.seat))
            if self.samples is not None:
                if len(results[0]) >= self.samples:
                    break
            elif time.perf_counter() >= deadline:
                break
        best = max(range(len(candidates)), key=lambda i: (sum(results[i]), -i))
        if best and confidently_better(results[best], results[0]):
            return candidates[best]
        return base

    def _candidates(self, view: PlayerView, base: Action) -> list[Action]:
        if view.phase is Phase.DRAW:
            if not isinstance(base, (DrawStock, TakePile)):
                return [base]
            takes = [a for a in view_actions(view) if isinstance(a, TakePile)]
            options: list[Action] = [base]
            if view.stock_size and not isinstance(base, DrawStock):
                options.append(DrawStock())
            options.extend(takes[:MAX_TAKE_CANDIDATES])
            return list(dict.fromkeys(options))
        if not isinstance(base, Discard):
            return [base]
        ranked: list[Action] = list(self.normal.ranked_discards(view)[:MAX_DISCARD_CANDIDATES])
        return list(dict.fromkeys([base, *ranked]))

    def _playout(self, state: State, action: Action, seat: int) -> float:
        state, _ = apply(state, action)
        turns = 0
        last_turn = state.turn
        limit = self.horizon
        if limit is None:
            limit = state.settings.players + HORIZON_EXTRA_TURNS
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and turns < limit:
            actor = state.to_act
            assert actor is not None
            state, _ = apply(state, self.normal.choose(observe(state, actor)))
            if state.turn != last_turn:
                turns += 1
                last_turn = state.turn
        return float(margin(state, seat))
