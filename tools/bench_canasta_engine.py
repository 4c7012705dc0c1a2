"""Canasta engine speed against another tree: decisions per second, and replay equality.

Uniformly random legal play (choose among ``legal_actions`` with a seeded generator,
then ``apply``) is played in this tree and in ``--baseline-tree``, each engine in its
own subprocess with its own tree first on PYTHONPATH, the two engines taking turns run
by run so that the machine's drift hits both alike. Every run prints decisions per
second; the summary gives the median ratio (this tree over the baseline) and its min
and max per deck. The same seed must give the same action sequence on both engines:
a digest of every action is compared, and ``--bot-games`` also compares seeded bot
games (e.g. normal bots), so a faster engine is shown to play the same game.

Time is the worker's CPU time (``time.process_time``), from the first deal to the end
of the last hand: on a machine shared with other work, wall time also counts the
moments the worker waited for a core.

    .venv/bin/python tools/bench_canasta_engine.py --baseline-tree /work/wt/base19 --runs 5

The worker half (``--worker``) imports only what both trees have: ``new_game``,
``legal_actions`` and ``apply`` (from the package), the bots' ``make_bots`` and ``play_game``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
DECKS = ("classic", "heckadeck")


def _digest(actions: list[str]) -> str:
    """The actions' digest, from their reprs without the Samba fields at their defaults
    (``new=False``, ``sequences=()``), which the baseline's actions do not have: the same
    play digests the same in both trees."""
    text = "\n".join(actions).replace(", new=False", "").replace(", sequences=()", "")
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def random_worker(deck: str, players: int, hands: int, seed: int) -> dict[str, Any]:
    """Play ``hands`` first hands of random legal play; count, time and digest them."""
    from candy_arcade.core.rng import Rng
    from candy_arcade.rules.canasta import apply, legal_actions
    from candy_arcade.rules.canasta.deal import new_game
    from candy_arcade.rules.canasta.settings import Settings
    from candy_arcade.rules.canasta.state import Phase

    settings = Settings(players=players, deck=deck)
    done = (Phase.HAND_OVER, Phase.GAME_OVER)
    taken: list[object] = []
    start = time.process_time()
    for i in range(hands):
        state, _ = new_game(settings, seed + i)
        chooser = Rng(seed + i).fork("engine-bench")
        while state.phase not in done:
            action = chooser.choice(legal_actions(state))
            taken.append(action)
            state, _ = apply(state, action)
    seconds = time.process_time() - start
    digest = _digest([repr(action) for action in taken])
    return {"decisions": len(taken), "seconds": seconds, "digest": digest}


def bot_worker(spec: str, deck: str, players: int, games: int, seed: int,
               hard_samples: int) -> dict[str, Any]:
    """Play seeded bot games (bots ``spec``, e.g. ``normal``) and digest their actions."""
    from candy_arcade.bots.canasta.base import play_game
    from candy_arcade.bots.canasta.factory import make_bots
    from candy_arcade.rules.canasta.settings import Settings

    settings = Settings(players=players, deck=deck)
    taken: list[str] = []
    for game in range(games):
        bots = make_bots(spec, players, seed + game, hard_samples=hard_samples)
        for _ in play_game(settings, seed + game, bots, 50,
                           lambda _state, action: taken.append(repr(action))):
            pass
    return {"decisions": len(taken), "digest": _digest(taken)}


def _run_worker(tree: Path, args: list[str]) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", *args],
        env=env, check=True, capture_output=True, text=True,
    ).stdout
    result: dict[str, Any] = json.loads(out)
    if Path(result["engine"]).resolve() != tree.resolve():
        raise SystemExit(f"worker for {tree} imported the engine from {result['engine']}")
    return result


def _worker_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=("random", "bots"))
    parser.add_argument("--deck", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--spec", default="normal")
    parser.add_argument("--hard-samples", type=int, default=4)
    args = parser.parse_args(argv)
    import candy_arcade

    if args.kind == "random":
        result = random_worker(args.deck, args.players, args.count, args.seed)
    else:
        result = bot_worker(args.spec, args.deck, args.players, args.count, args.seed,
                            args.hard_samples)
    result["engine"] = str(Path(candy_arcade.__file__).resolve().parent.parent)
    print(json.dumps(result))
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        return _worker_main(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline-tree", type=Path, required=True)
    parser.add_argument("--tree", type=Path, default=HERE,
                        help="the tree measured against the baseline (default: this one)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=100, help="random hands per run and deck")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", nargs="+", choices=DECKS, default=list(DECKS))
    parser.add_argument("--bot-games", type=int, default=0, metavar="G",
                        help="also compare G seeded bot games per deck on both engines")
    parser.add_argument("--bots", default="normal", help="bot kinds for --bot-games")
    args = parser.parse_args(argv)
    trees = {"new": args.tree, "base": args.baseline_tree}
    same = True
    for deck in args.decks:
        common = ["--deck", deck, "--players", str(args.players), "--seed", str(args.seed)]
        rates: dict[str, list[float]] = {"new": [], "base": []}
        digests: dict[str, set[str]] = {"new": set(), "base": set()}
        for run in range(args.runs):
            order = ("base", "new") if run % 2 == 0 else ("new", "base")
            for name in order:
                result = _run_worker(trees[name], ["random", "--count", str(args.hands), *common])
                rate = result["decisions"] / result["seconds"]
                rates[name].append(rate)
                digests[name].add(result["digest"])
                print(f"{deck} run {run + 1} {name:4}: {result['decisions']} decisions in "
                      f"{result['seconds']:.2f} s = {rate:,.0f}/s  actions {result['digest']}",
                      flush=True)
        ratios = [n / b for n, b in zip(rates["new"], rates["base"], strict=True)]
        equal = digests["new"] == digests["base"] and len(digests["new"]) == 1
        same = same and equal
        print(f"{deck} {args.players} players: new median {statistics.median(rates['new']):,.0f}/s,"
              f" base median {statistics.median(rates['base']):,.0f}/s; ratio median "
              f"{statistics.median(ratios):.2f}x (min {min(ratios):.2f}x, max {max(ratios):.2f}x);"
              f" same actions: {'yes' if equal else 'NO'}", flush=True)
        if args.bot_games:
            found = {
                name: _run_worker(tree, ["bots", "--spec", args.bots,
                                         "--count", str(args.bot_games), *common])
                for name, tree in trees.items()
            }
            equal = found["new"]["digest"] == found["base"]["digest"]
            same = same and equal
            print(f"{deck} {args.bot_games} {args.bots} bot games: "
                  f"{found['new']['decisions']} actions, new {found['new']['digest']}, "
                  f"base {found['base']['digest']}: {'same' if equal else 'DIFFERENT'}",
                  flush=True)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
