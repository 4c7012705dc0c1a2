"""``candy-arcade replay FILE``: play a recorded game back, identically.

Headless, it checks the playback reaches the recorded final state and prints the
scores; otherwise it opens the window and shows the game as it was played. A file
that cannot be played, or whose playback ends elsewhere than recorded, is one line
and exit status 2, whichever game it holds.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from candy_arcade.commands.errors import UsageError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "replay", help="play back a recorded I Want Candy! round or Piñata Blast game"
    )
    parser.add_argument("file", type=Path, metavar="FILE", help="a .replay file")
    parser.add_argument("--headless", action="store_true", help="no window: check and report")
    parser.add_argument("--screenshot", type=Path, help="window mode: save the last frame")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from candy_arcade.replays.playback import check_setup, play_back
    from candy_arcade.replays.recording import ReplayError, load_recording

    try:
        recording = load_recording(args.file)
        if not args.headless:
            check_setup(recording)
            from candy_arcade.views.replay_start import watch_replay

            return watch_replay(recording, args.screenshot)
        result = play_back(recording)
    except ReplayError as error:
        raise UsageError(str(error)) from None
    if not result.matches:
        raise UsageError(
            f"{args.file}: the playback does not reach the recorded final state "
            "(the file was changed, or this version of the game plays differently)"
        )
    print(f"{args.file}: {len(recording.ticks)} ticks, same final state as recorded; "
          f"{result.outcome}")
    return 0
