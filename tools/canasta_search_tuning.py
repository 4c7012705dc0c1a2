"""How the hard Canasta bot should judge its candidates: playout length, the worth of
a card in hand and the confidence asked, measured by the true gain of what it picks.

Normal bots play seeded games. At a share of the draw and discard decisions that give
the hard bot a choice, every candidate is judged as the bot judges it (``--samples``
sampled deals, normal-bot playouts, the table margin after each horizon) and is also
played to the end of the hand on the true cards. For every setting the table gives
the mean true gain, in hand-score points per decision, of the candidate that setting
picks over the normal bot's choice, and how often it leaves that choice. ``end`` is a
playout to the end of the hand. The hard bot's :data:`TUNING` came from these tables.

    .venv/bin/python tools/canasta_search_tuning.py --players 3 [--games 10] [--share 0.1]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.bots.canasta.base import play_game
from candy_arcade.bots.canasta.determinize import determinize
from candy_arcade.bots.canasta.hard import HardBot, confidently_better, final_margin, margin
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.actions import Action, Discard
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase, State

HAND_CARD_VALUES = (0.0, 10.0, 20.0)
CONFIDENCES = (0.0, 0.5, 1.0, 2.0)
END = 0
"""The horizon that stands for "to the end of the hand"."""


@dataclass(frozen=True, slots=True)
class Judged:
    """One candidate played out once: its margin per (horizon, hand card value), and
    its final margin."""

    at: dict[tuple[int, float], float]
    final: float


@dataclass(frozen=True, slots=True)
class Position:
    kind: str
    truth: list[float]
    """Each candidate's final margin on the true cards."""
    samples: list[list[Judged]]
    """Per sample, each candidate."""


def play_out(state: State, action: Action, seat: int, horizons: Sequence[int]) -> Judged:
    """Normal bots to the end of the hand, noting the margin after each horizon."""
    normal = NormalBot()
    state, _ = apply(state, action)
    turns, last = 0, state.turn
    at: dict[tuple[int, float], float] = {}
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        actor = state.to_act
        assert actor is not None
        state, _ = apply(state, normal.choose(observe(state, actor)))
        if state.turn != last:
            turns, last = turns + 1, state.turn
            if turns in horizons:
                for value in HAND_CARD_VALUES:
                    at[(turns, value)] = margin(state, seat, value)
    final = final_margin(state, seat)
    for horizon in (*horizons, END):
        for value in HAND_CARD_VALUES:
            at.setdefault((horizon, value), final)
    return Judged(at, final)


def collect(settings: Settings, games: int, samples: int, share: float, seed: int,
            horizons: Sequence[int]) -> list[Position]:
    normal = NormalBot()
    hard = HardBot(Rng(seed), samples=1)
    picker = Rng(seed).fork("positions")
    sampler = Rng(seed).fork("samples")
    positions: list[Position] = []

    def look(state: State, _action: Action) -> None:
        seat = state.to_act
        if seat is None or state.phase not in (Phase.DRAW, Phase.MELD):
            return
        view = observe(state, seat)
        base = normal.choose(view)
        if state.phase is Phase.MELD and not isinstance(base, Discard):
            return
        candidates = hard._candidates(view, base)
        if len(candidates) < 2 or picker.random() > share:
            return
        truth = [play_out(state, a, seat, horizons).final for a in candidates]
        sampled = []
        for _ in range(samples):
            sample = determinize(view, sampler)
            sampled.append([play_out(sample, a, seat, horizons) for a in candidates])
        kind = "discard" if isinstance(base, Discard) else "draw"
        positions.append(Position(kind, truth, sampled))

    for game in range(games):
        for _ in play_game(settings, seed + game, [normal] * settings.players, 200, look):
            pass
        print(f"game {game + 1}: {len(positions)} positions", file=sys.stderr, flush=True)
    return positions


def pick(position: Position, key: tuple[int, float], confidence: float, samples: int) -> int:
    """The candidate the bot would play with this setting on the first ``samples``
    samples (0: the normal bot's)."""
    used = position.samples[:samples]
    values = [[s[i].at[key] for s in used] for i in range(len(position.truth))]
    best = max(range(len(values)), key=lambda i: (sum(values[i]), -i))
    if best and confidently_better(values[best], values[0], confidence):
        return best
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=3)
    parser.add_argument("--deck", choices=("heckadeck", "classic"), default="heckadeck")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--tables", type=int, nargs="*", default=[],
                        help="also print the tables for these fewer samples (the first of them)")
    parser.add_argument("--share", type=float, default=0.1,
                        help="share of the decisions with a choice that are judged")
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args(argv)
    players = args.players
    horizons = (players, players + 2, 2 * players + 2, 3 * players + 2)
    settings = Settings(players=players, deck=args.deck)
    positions = collect(settings, args.games, args.samples, args.share, args.seed, horizons)
    for samples in sorted({*args.tables, args.samples}):
        print(f"{args.deck}, {players} players, {args.games} games from seed {args.seed}, "
              f"{samples} samples: mean true gain per decision (share left normal's)")
        print_tables(positions, horizons, samples)
    return 0


def print_tables(positions: Sequence[Position], horizons: Sequence[int], samples: int) -> None:
    """Per decision kind, horizon and card value: each confidence's true gain."""
    for kind in ("draw", "discard"):
        chosen = [p for p in positions if p.kind == kind]
        if not chosen:
            continue
        print(f"{kind}s: {len(chosen)}")
        print("  horizon  card  " + "  ".join(f"conf {c:<11}" for c in CONFIDENCES))
        for horizon in (*horizons, END):
            for value in HAND_CARD_VALUES:
                cells = []
                for confidence in CONFIDENCES:
                    picks = [pick(p, (horizon, value), confidence, samples) for p in chosen]
                    gain = sum(p.truth[i] - p.truth[0] for p, i in zip(chosen, picks, strict=True))
                    left = sum(1 for i in picks if i) / len(chosen)
                    cells.append(f"{gain / len(chosen):7.1f} ({left:.2f})")
                name = "end" if horizon == END else str(horizon)
                print(f"  {name:>7}  {value:4.0f}  " + "  ".join(cells))


if __name__ == "__main__":
    sys.exit(main())
