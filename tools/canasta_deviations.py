"""Where the hard Canasta bot leaves the normal bot's choice, and what each kind of
deviation is worth.

Normal bots play seeded hands; at every decision of side 0 the hard bot is asked too.
Where it differs, both moves are played to the end of the hand by normal bots with
every card known (the real deal, not a sample), and the gain of the hard move is the
change in side 0's final margin over the mean other side. The table is written per
kind of deviation (a discard for another, refusing the pile, ending the hand with the
Darkness, ...). Game win rates swing by several points between seed sets of 60 games;
this shows in a minute or two which of the bot's habits pay, which do not, and how
often each comes up. It judges one move at a time against normal play afterwards, so
the per-hand sums are a guide, not a forecast of win rates.

    .venv/bin/python tools/canasta_deviations.py [--players 3] [--hands 120] [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import defaultdict

from candy_arcade.bots.canasta.hard import DEFAULT_SAMPLES, HardBot, final_margin
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.actions import Action, Discard
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase, State

NORMAL = NormalBot()


def finish(state: State, action: Action, seat: int) -> float:
    """``action``, then normal bots to the end of the hand: the seat's final margin."""
    state, _ = apply(state, action)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        actor = state.to_act
        assert actor is not None
        state, _ = apply(state, NORMAL.choose(observe(state, actor)))
    return final_margin(state, seat)


def kind_of(state: State, normal: Action, hard: Action) -> str:
    """A short name for the deviation, e.g. ``TakePile->DrawStock`` or ``darkness_end``."""
    role_of = state.deck.role_of
    if isinstance(hard, Discard) and role_of[hard.card] is Role.DARKNESS:
        return "darkness_end"
    if isinstance(normal, Discard) and role_of[normal.card] is Role.DARKNESS:
        return "darkness_hold"
    return f"{type(normal).__name__}->{type(hard).__name__}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=3)
    parser.add_argument("--hands", type=int, default=120)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    args = parser.parse_args(argv)
    settings = Settings(players=args.players)
    hard = HardBot(Rng(args.seed).fork("deviations"), samples=args.samples)
    gains: dict[str, list[float]] = defaultdict(list)
    for seed in range(args.seed, args.seed + args.hands):
        state, _ = new_game(settings, seed)
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = state.to_act
            assert seat is not None
            view = observe(state, seat)
            normal = NORMAL.choose(view)
            if settings.side_of(seat) == 0 and state.phase in (Phase.DRAW, Phase.MELD):
                chosen = hard.choose(view)
                if chosen != normal:
                    gain = finish(state, chosen, seat) - finish(state, normal, seat)
                    gains[kind_of(state, normal, chosen)].append(gain)
            state, _ = apply(state, normal)
    print(f"{args.players} players, {args.hands} hands from seed {args.seed}, "
          f"hard at {args.samples} samples; gain of each deviation, with every card known:")
    total = 0.0
    for kind, values in sorted(gains.items()):
        spread = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
        total += sum(values)
        print(f"  {kind:26s} {len(values):5d} times, mean {statistics.mean(values):+7.1f} "
              f"± {spread:5.1f}, per hand {sum(values) / args.hands:+6.1f}")
    print(f"  all deviations: {total / args.hands:+.1f} per hand")
    return 0


if __name__ == "__main__":
    sys.exit(main())
