"""The hard bot: a determinized look-ahead over the normal bot's choices.

At the two decisions that shape a hand (draw or take the pile; what to discard) it
samples the hidden cards many times (see :mod:`determinize`: the samples respect what
the pile shows about the other hands), plays each candidate forward with normal bots
for a few turns in every sample (the same samples for every candidate, to compare like
with like), and scores where its side's table stands against the other sides' (at
three players against the one with the highest game total: only first place wins, so
both opponents must be beaten). It leaves the normal bot's
choice only for a candidate that is better with some confidence: on the paired
differences over the samples, the mean must exceed a number of standard errors. With
few samples the playouts are noisy, and a bot that follows the noise plays worse than
the heuristic it started from.

How far to look, how sure to be and what a card in hand is worth were chosen by table
size (:data:`TUNING`) from positions of normal-bot games (Heckadeck, seed 500,
``tools/canasta_search_tuning.py``): at each, every candidate was judged as the bot
judges it, on 32 samples (and on the first 8 and 16 of them), and then played to the
end of the hand on the true cards; a setting's worth is the true hand-score gain of
the candidate it picks over the normal bot's. These gains swing by tens of points
from one set of samples to the next, so a setting was kept only where it paid at 8,
16 and 32 samples alike. At three players (8 games, 319 discards, 43 draws) playouts
of one round and two turns (5 turns), a card in hand worth 10 points and half a
standard error gained 26, 41 and 58 points a discard (at 8, 16 and 32 samples) and 2,
43 and -3 a draw, where the former setting (3 turns, cards in hand worth nothing)
gained 8, 20 and 18 a discard and its draws without a confidence test lost 24, 53 and
21. At four players (6 games, 175 discards, 21 draws) one round (4 turns), cards in
hand worth nothing and half a standard error gained 24, 1 and 37 a discard and 60, 33
and 19 a draw; the former 10-turn setting gained -9, 17 and 7 a discard and 28, 28
and -29 a draw. At two players the first setting stays (it beat normal in 82-88% of
games). Gains grew with samples, so reproducible play thinks on 16
(:data:`DEFAULT_SAMPLES`); the table's time budget buys several times more.

Those gains were not what the bot's own hands showed at three players. Played in
whole hands (``tools/canasta_hand_edge.py``: 40 deals from seed 1000, each first hand
with the bot in every seat, 16 samples), it scored 53 ± 46 points a hand less than the
mean of the two normal bots and scored the most in 27% of hands (even is 33%); with its
discards left to the normal bot it was 27 ± 47 ahead, and ending hands with the
Darkness alone was 15 ± 43 ahead. It left the normal bot's discard about eight times a
hand, and on half a standard error a single lucky sample is enough: one sample out of
n that differs, and all others equal, is exactly one standard error ahead. So at three
players the best challenger is only a suspect (``validation_factor``): it is played
again against the normal bot's choice on twice as many fresh samples, and must win
there by a standard error. That was 30 ± 45 ahead, with the most in 35% of hands
(discards at two standard errors on the same samples: 33 ± 47 and 36%). In games it
did not show yet: 21 wins in 60 (seed 1), the same count as without the check, and
15 in 45 (seed 2; 16 without); a series of 60 games has about six points of standard
error.

Nor did more of the search at three players: against that +30 ± 45, Darkness
questions at half a standard error gave +27 ± 45, draws left to the normal bot +27 ±
47, 48 samples -14 ± 44, judging against the others' mean (``rival_weight`` 0) -7 ±
46, and samples whose opponents hold what a normal bot holds after its turn (no
natural of a rank its side melded, no three of a rank) +6 ± 43: all within the noise.
So at three players the bot's own choices, and the first candidate of each search,
come from a better policy instead: a :class:`NormalBot` with two options
(``finish_canastas``, ``feed_cost_per_card``). A normal bot plays a whole game in a
tenth of a second, so a policy is judged on games won over hundreds of games
(``tools/canasta_policy_games.py``, one bot with options against two normal bots,
duplicate style; normal against normal wins exactly a third). Finishing every canasta
it can with wilds won 37.1% ± 2.0 of 600 games (seed 1) and 36.9% (seed 2); adding
3 points a pile card to a discard the next player might take the pile with, 38.7%
(seed 1), 38.8% ± 2.0 (seed 2) and 38.1% ± 1.6 of 900 (seed 3), where 2 and 5 points
won 37.2% and 37.5% (seed 3). On top of both (seed 1) a new meld of a pair and a wild
lost badly (19.3%); never ending a hand early with the Darkness (38.3%), preferring
the Stop on any pile of three (38.7%) and the Crone from 3 or 8 pile cards rather
than 5 (38.3%, 36.8%) did nothing. What lost or did nothing (600 games, seed 1,
without those options):
ending hands with the Darkness at a lead of 0, 100 or 500 instead of 300 (33.3, 33.0
and 33.3%) or never (34.2%); 30 or 80 points off a rank the next player let pass
(34.2%, 29.8%); 3 or 8 points a pile card on its own (35.5%, 31.8%); keeping new
melds of three in a hand of more than six cards (33.5%); taking a pile with a natural
and a wild from 3 or 8 cards rather than 5 (34.1%, 35.0%, seed 2, finishing every
canasta); and going out only when not behind on the table (26.7%) or at most 300
behind (30.0%): going out as soon as it can is worth a lot.

With both options and the search on top, the hard bot won 28 of 60 games (46.7%, 95%
interval 34.6-59.1%; seed 1, 16 samples; 21 before), 29 of 60 (48.3%, 36.2-60.7%; seed
2; 15 of 45 before) and 31 of 60 (51.7%, 39.3-63.8%; seed 3): 88 of 180 together
(48.9%, 41.7-56.1%), more than the policy alone won (about 38%), so the search seems
to add to it. Thinking by time at the table (0.6 s, 3 games, 1267 decisions) its
decisions took 602 ms at the 95th percentile, 607 ms at most. At two and four players
the options stay off: the same hands replay action for action as before.

Playing every candidate to the end of the hand on the samples did no better
anywhere: with every card known it is by far the best judge, but over sampled hands
the end is too far to see.
Delaying a possible going out lost 250 points on average, so the bot goes out at once
like the normal bot; holding back a meld to discard instead gained too little to pay
for the search.

Holding the Darkness it also asks whether to end the hand now. Ending is worth the
hand's final scores; carrying on is worth them too, so both are played to the end
of the hand in every sample (the short playouts' table standing is on another scale:
it leaves out the cards in hand). The normal bot's fixed rule (end 300 ahead, once
it has a canasta or the stock runs low) ends far fewer hands than pay: in 100 hands
of normal bots at three and at four players, replayed with every card known, ending
at once beat carrying on at about half the discards where the holder carried on, by
75 points on average. A playout whose hand ends the game counts the win as well.

Everything else it decides like the normal bot.

How much it thinks is set one of two ways. ``budget`` is wall-clock seconds per
decision: right for the interactive table, where a bot must answer in time, but the
number of samples then depends on the machine's speed and load, so games do not
replay. ``samples`` is a fixed number of sampled deals per decision instead: the same
seed then plays the same game anywhere (simulate, tournaments, tests).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from candy_arcade.bots.canasta.determinize import determinize
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.bots.canasta.samba_eval import samba_standing
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.actions import Action, Discard, DrawStock, TakePile
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.legal import check_turn
from candy_arcade.rules.canasta.melding import card_label
from candy_arcade.rules.canasta.observer import PlayerView, observe, view_actions
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.scoring import score_side
from candy_arcade.rules.canasta.state import Phase, State

DEFAULT_BUDGET = 1.0
#: Sampled deals per decision for reproducible play (simulate, tournaments): a 4-player
#: Heckadeck game between hard bots then takes seconds, not minutes.
DEFAULT_SAMPLES = 16
MAX_DISCARD_CANDIDATES = 4
MAX_TAKE_CANDIDATES = 3


@dataclass(frozen=True, slots=True)
class Tuning:
    """How the search plays at one table size (see the module docstring for why).

    Attributes:
        horizon: turns each short playout runs after the candidate.
        draw_confidence: standard errors by which a draw must beat the normal bot's.
        discard_confidence: the same for a discard.
        darkness_confidence: the same for the answer to "end the hand now?".
        draw_sample_factor: a draw is searched on this many times the samples of a
            discard (when thinking by samples): draws with a choice are few, and their
            gain grew with every doubling of the samples measured.
        hand_card_value: what each card in a side's hands adds to its standing when a
            playout stops mid-hand (cards in hand are future melds).
        rival_weight: how much the other side with the highest game total counts,
            against their mean (see :func:`versus`; only three players have a choice).
        validation_factor: when above 0, a challenger the first samples favour is
            played again against the normal bot's choice on this many times as many
            fresh samples, and only those decide (see :meth:`HardBot._compare`).
        validation_confidence: standard errors by which the challenger must win on
            the fresh samples.
        finish_canastas, feed_cost_per_card: the options of the
            :class:`NormalBot` that makes the bot's own choices and proposes its first
            candidates (the playouts' bots stay normal).
    """

    horizon: int
    draw_confidence: float
    discard_confidence: float
    darkness_confidence: float
    draw_sample_factor: int
    hand_card_value: float
    rival_weight: float = 0.0
    validation_factor: int = 0
    validation_confidence: float = 0.0
    finish_canastas: bool = False
    feed_cost_per_card: float = 0.0


#: By the number of players.
TUNING = {
    2: Tuning(4, draw_confidence=1.0, discard_confidence=1.0, darkness_confidence=1.0,
              draw_sample_factor=1, hand_card_value=0.0),
    3: Tuning(5, draw_confidence=0.5, discard_confidence=0.5, darkness_confidence=2.0,
              draw_sample_factor=2, hand_card_value=10.0, rival_weight=1.0,
              validation_factor=2, validation_confidence=1.0, finish_canastas=True,
              feed_cost_per_card=3.0),
    4: Tuning(4, draw_confidence=0.5, discard_confidence=0.5, darkness_confidence=2.0,
              draw_sample_factor=2, hand_card_value=0.0),
}
#: Sampled deals, at least, for "end the hand with the Darkness now?": its playouts
#: run to the end of the hand, whose score swings by hundreds from deal to deal.
DARKNESS_SAMPLES = 12
#: Share of a wall-clock budget the Darkness question may use (the discard search
#: after it gets the rest), so a decision stays within the budget.
DARKNESS_BUDGET_SHARE = 0.5
#: What winning (or losing) the game is worth, in hand-score points, to a playout whose
#: hand ends it: in the game's last hand the winner matters, not the margin, and ending
#: a hand with the Darkness can hand the game to the side that leads it.
GAME_WIN_VALUE = 1000
#: A hand played to its end by bots that never stop is a bug: fail loudly.
MAX_PLAYOUT_STEPS = 20_000


def side_standing(state: State, side: int) -> int:
    """Where a side's table stands: melded cards, canasta bonuses and bonus cards
    (negative while it has not melded); its real hand score once the hand is over.

    Cards still in hand are left out. Mid-hand they are future melds as much as future
    penalties; counting them against the side made the search shed its high cards and
    refuse big piles, and it lost to the normal bot. (A least-squares forecast of the
    final score from the hands' make-up fared worse still: what predicts a score across
    hands, such as pairs held, is not what a discard should chase.)
    """
    if state.result is not None:
        return state.result.sides[side].hand_score
    if state.settings.samba:
        return samba_standing(state, side)
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


def versus(
    values: Sequence[float],
    mine: int,
    rival_weight: float = 0.0,
    before: Sequence[float] | None = None,
) -> float:
    """A side's value minus the other sides': their mean, blended by ``rival_weight``
    with the rival's, the other side whose game total (``before`` plus its value) is
    highest. With two sides the two differ by the game scores alone, the same for
    every candidate compared.

    Partners share a side, so at four players this is the partnership's lead. At three
    players only the first place wins: a pile fed to one opponent costs a bot judged
    against the mean half what it costs, so it feeds the next player too readily; the
    lead over the rival counts it in full (and ignores the opponent too far behind).
    """
    others = [side for side in range(len(values)) if side != mine]
    mean = sum(values[side] for side in others) / len(others)
    if not rival_weight:
        return values[mine] - mean
    totals = [v + (before[side] if before else 0.0) for side, v in enumerate(values)]
    lead = totals[mine] - max(totals[side] for side in others)
    return (1 - rival_weight) * (values[mine] - mean) + rival_weight * lead


def margin(
    state: State, seat: int, hand_card_value: float = 0.0, rival_weight: float = 0.0
) -> float:
    """The seat's side standing, plus ``hand_card_value`` per card its players hold,
    against the other sides' (see :func:`versus`); once the hand is over, its
    :func:`final_margin`."""
    if state.result is not None:
        return final_margin(state, seat, rival_weight)
    settings = state.settings
    values = [
        side_standing(state, side)
        + hand_card_value * sum(len(state.hands[p]) for p in settings.players_of(side))
        for side in range(settings.sides)
    ]
    return versus(values, state.side_of(seat), rival_weight, state.scores)


def final_margin(state: State, seat: int, rival_weight: float = 0.0) -> float:
    """The seat's side's hand score against the others' in a finished hand (see
    :func:`versus`), plus or minus ``GAME_WIN_VALUE`` when that hand ended the game."""
    assert state.result is not None
    mine = state.side_of(seat)
    hand = [s.hand_score for s in state.result.sides]
    before = [total - score for total, score in zip(state.scores, hand, strict=True)]
    value = versus(hand, mine, rival_weight, before)
    if state.phase is Phase.GAME_OVER:
        value += GAME_WIN_VALUE if mine in state.winners else -GAME_WIN_VALUE
    return value


def confidently_better(
    challenger: Sequence[float], base: Sequence[float], confidence: float = 1.0
) -> bool:
    """The challenger's mean gain over the base, sample by sample, exceeds
    ``confidence`` standard errors (never with fewer than two samples)."""
    gains = [c - b for c, b in zip(challenger, base, strict=True)]
    n = len(gains)
    if n < 2:
        return False
    mean = sum(gains) / n
    spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1))
    return mean > confidence * spread / math.sqrt(n)


Playout = Callable[[State, Action, int], float]


class HardBot:
    """Search bot: a time budget per decision (seconds), or a fixed number of samples.

    ``tuning`` replaces the table size's :data:`TUNING` (for experiments).

    Raises:
        ValueError: ``samples`` below 1.
    """

    def __init__(
        self,
        rng: Rng,
        budget: float = DEFAULT_BUDGET,
        samples: int | None = None,
        tuning: Tuning | None = None,
    ) -> None:
        if samples is not None and samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self.rng = rng
        self.budget = budget
        self.samples = samples
        self.tuning = tuning
        self.normal = NormalBot()

    def choose(self, view: PlayerView) -> Action:
        tuning = self.tuning or TUNING[view.settings.players]
        own = NormalBot(tuning.finish_canastas, tuning.feed_cost_per_card)
        base = own.choose(view)
        if view.to_act != view.seat or view.phase not in (Phase.DRAW, Phase.MELD):
            return base
        budget = self.budget
        if isinstance(base, Discard):
            pair = self._darkness_pair(view, base, own)
            if pair is not None:
                answer = self._compare(view, pair, self._finish, DARKNESS_SAMPLES,
                                       DARKNESS_BUDGET_SHARE * budget,
                                       tuning.darkness_confidence)
                ending = view.deck.role_of[base.card] is Role.DARKNESS
                if ending or answer is not base:
                    return answer
                budget *= 1 - DARKNESS_BUDGET_SHARE
        candidates = self._candidates(view, base, own)
        if len(candidates) < 2:
            return base
        discarding = isinstance(base, Discard)
        confidence = tuning.discard_confidence if discarding else tuning.draw_confidence
        least = 1 if discarding else (self.samples or 1) * tuning.draw_sample_factor

        def playout(state: State, action: Action, seat: int) -> float:
            return self._playout(state, action, seat, tuning)

        return self._compare(view, candidates, playout, least, budget, confidence,
                             tuning.validation_factor, tuning.validation_confidence)

    def _compare(
        self,
        view: PlayerView,
        candidates: Sequence[Action],
        playout: Playout,
        least: int,
        budget: float,
        confidence: float,
        validation_factor: int = 0,
        validation_confidence: float = 0.0,
    ) -> Action:
        """The first candidate, unless the best by sampled playouts beats it by
        ``confidence`` standard errors. Every candidate is played on the same samples
        (``least`` of them at least, when thinking by samples).

        With a ``validation_factor`` the best is only a suspect: of several candidates
        whose playouts differ by chance, the one the samples favour most is favoured
        partly by chance (a single lucky sample passes half a standard error). It is
        played again against the first candidate on ``validation_factor`` times as
        many fresh samples, and must win there by ``validation_confidence`` standard
        errors. The first round gets the share of a wall-clock budget its playouts
        would take when thinking by samples.
        """
        wanted = None if self.samples is None else max(self.samples, least)
        start = time.perf_counter()
        share = len(candidates) / (len(candidates) + 2 * validation_factor)
        results = self._sample(view, candidates, playout, wanted, start + share * budget)
        best = max(range(len(candidates)), key=lambda i: (sum(results[i]), -i))
        if not best or not confidently_better(results[best], results[0], confidence):
            return candidates[0]
        if not validation_factor:
            return candidates[best]
        pair = [candidates[0], candidates[best]]
        more = None if wanted is None else validation_factor * wanted
        base, challenger = self._sample(view, pair, playout, more, start + budget)
        if confidently_better(challenger, base, validation_confidence):
            return candidates[best]
        return candidates[0]

    def _sample(
        self,
        view: PlayerView,
        candidates: Sequence[Action],
        playout: Playout,
        wanted: int | None,
        deadline: float,
    ) -> list[list[float]]:
        """Each candidate's playout values on the same fresh samples: ``wanted`` of
        them, or as many as fit before ``deadline`` (one at least)."""
        results: list[list[float]] = [[] for _ in candidates]
        while True:
            sample = determinize(view, self.rng)
            for i, action in enumerate(candidates):
                results[i].append(playout(sample, action, view.seat))
            if wanted is not None:
                if len(results[0]) >= wanted:
                    break
            elif time.perf_counter() >= deadline:
                break
        return results

    def _darkness_pair(
        self, view: PlayerView, base: Discard, own: NormalBot
    ) -> list[Action] | None:
        """The normal bot's discard and the other answer to "end the hand now?": the
        Darkness when it keeps it, its best other discard when it plays it. None
        without a choice (no Darkness, or it is the last card or may not go)."""
        if len(view.hand) < 2:
            return None
        darkness = [c for c in view.hand if view.deck.role_of[c] is Role.DARKNESS]
        if not darkness:
            return None
        end = Discard(darkness[0])
        if base.card != end.card:
            if check_turn(view.turn_info(), end) is not None:
                return None
            return [base, end]
        others = [d for d in own.ranked_discards(view) if d.card != end.card]
        return [base, others[0]] if others else None

    def _candidates(self, view: PlayerView, base: Action, own: NormalBot) -> list[Action]:
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
        ranked: list[Action] = list(own.ranked_discards(view)[:MAX_DISCARD_CANDIDATES])
        return list(dict.fromkeys([base, *ranked]))

    def _playout(self, state: State, action: Action, seat: int, tuning: Tuning) -> float:
        """A few turns of normal bots after ``action``; the tables' margin then."""
        state, _ = apply(state, action)
        turns = 0
        last_turn = state.turn
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and turns < tuning.horizon:
            actor = state.to_act
            assert actor is not None
            state, _ = apply(state, self.normal.choose(observe(state, actor)))
            if state.turn != last_turn:
                turns += 1
                last_turn = state.turn
        return margin(state, seat, tuning.hand_card_value, tuning.rival_weight)

    def _rival_weight(self, state: State) -> float:
        return (self.tuning or TUNING[state.settings.players]).rival_weight

    def _finish(self, state: State, action: Action, seat: int) -> float:
        """Normal bots play the hand out after ``action``; its final margin."""
        state, _ = apply(state, action)
        for _ in range(MAX_PLAYOUT_STEPS):
            if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                return final_margin(state, seat, self._rival_weight(state))
            actor = state.to_act
            assert actor is not None
            state, _ = apply(state, self.normal.choose(observe(state, actor)))
        raise RuntimeError(f"a playout did not end in {MAX_PLAYOUT_STEPS} steps")
