"""``candy-arcade replay FILE``: play a recorded round back, identically.

Headless, it checks the playback reaches the recorded final state and prints the
scores; otherwise it opens the window and shows the round as it was played.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from candy_arcade.commands.errors import UsageError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("replay", help="play back a recorded I Want Candy! round")
    parser.add_argument("file", type=Path, metavar="FILE", help="a .replay file")
    parser.add_argument("--headless", action="store_true", help="no window: check and report")
    parser.add_argument("--screenshot", type=Path, help="window mode: save the last frame")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from candy_arcade.replays.recording import ReplayError, load_recording, play_back

    try:
        recording = load_recording(args.file)
        if args.headless:
            result = play_back(recording)
        else:
            recording.level()
    except ReplayError as error:
        raise UsageError(str(error)) from None
    if args.headless:
        from candy_arcade.sim.candy.match import score_round

        scores = score_round(recording.seed, result.session.stashes).totals
        ranked = ", ".join(
            f"{name} {score:+d}" for name, score in zip(recording.names, scores, strict=True)
        )
        verdict = "same final state as recorded" if result.matches else "DIFFERENT final state"
        print(f"{args.file}: {len(recording.ticks)} ticks, {verdict}; {ranked}")
        return 0 if result.matches else 1
    from candy_arcade.views.replay_start import watch_replay

    return watch_replay(recording, args.screenshot)
