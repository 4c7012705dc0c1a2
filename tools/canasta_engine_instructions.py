"""Canasta engine cost in instructions against another tree, counted by callgrind.

CPU-time ratios (``tools/bench_canasta_engine.py``) wander by tens of percent on a
shared machine; an instruction count does not. Each tree plays the same random legal
hands as the bench's worker (its timed loop, seeds from 0) under ``valgrind --tool=callgrind``,
once with no hand and once with ``--hands`` hands, so that the difference is the play
alone (start-up and imports subtracted). ``PYTHONHASHSEED=0`` keeps the count from
drifting with the order of hashed sets from run to run.

Instructions are not time: the faster engine misses the caches and mispredicts
branches more often per instruction than the baseline, so its CPU-time ratio stays
below its instruction ratio. Quote both.

    .venv/bin/python tools/canasta_engine_instructions.py --baseline-tree /work/wt/base19
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
DECKS = ("classic", "heckadeck")
_COLLECTED = re.compile(r"Collected : (\d+)")
PLAY = """
import sys
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import apply, legal_actions
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase

settings = Settings(players=4, deck=sys.argv[1])
for seed in range(int(sys.argv[2])):
    state, _ = new_game(settings, seed)
    chooser = Rng(seed).fork("engine-bench")
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        state, _ = apply(state, chooser.choice(legal_actions(state)))
"""
"""The bench's random play (its worker's timed loop, without the digest), seeds from 0."""


def _play(deck: str, hands: int) -> list[str]:
    return [sys.executable, "-c", PLAY, deck, str(hands)]


def instructions(tree: Path, deck: str, hands: int) -> int:
    """Instructions callgrind counts for the worker playing ``hands`` hands in ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    with tempfile.TemporaryDirectory() as scratch:
        out = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch}/callgrind.out",
             *_play(deck, hands)],
            env=env, check=True, capture_output=True, text=True, cwd=scratch,
        )
    found = _COLLECTED.search(out.stderr)
    if found is None:
        raise SystemExit(f"callgrind gave no count for {tree}:\n{out.stderr[-2000:]}")
    return int(found.group(1))


def play_instructions(tree: Path, deck: str, hands: int) -> int:
    """Instructions of the play alone: ``hands`` hands less none (bytecode compiled
    first, so that neither run counts the compiler)."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    subprocess.run(_play(deck, 1), env=env, check=True, capture_output=True, cwd="/")
    return instructions(tree, deck, hands) - instructions(tree, deck, 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline-tree", type=Path, required=True)
    parser.add_argument("--tree", type=Path, default=HERE)
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--decks", nargs="+", choices=DECKS, default=list(DECKS))
    args = parser.parse_args(argv)
    for deck in args.decks:
        new = play_instructions(args.tree, deck, args.hands)
        base = play_instructions(args.baseline_tree, deck, args.hands)
        print(f"{deck} 4 players, {args.hands} hands: new {new:,} instructions, "
              f"base {base:,}; ratio {base / new:.2f}x", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
