"""``candy-arcade replay FILE``: play a recorded game back, identically.

Headless, it checks the playback reaches the recorded final state and prints the
recorded seed and the final scores; otherwise it opens the window and shows the game
as it was played. A file
that cannot be played, or whose playback ends elsewhere than recorded, is one line
naming the file and exit status 2, whichever game it holds. Anything else that goes
wrong once the file is accepted is a bug: it gets a crash report, as ``play`` does.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from candy_arcade.commands.errors import UsageError
from candy_arcade.commands.file_checks import check_screenshot

if TYPE_CHECKING:
    from candy_arcade.replays.recording import Recording


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="play back a recorded I Want Candy! round or Piñata Blast game, or a "
        "Canasta record",
    )
    parser.add_argument("file", type=Path, metavar="FILE", help="a .replay or .canasta file")
    parser.add_argument("--headless", action="store_true", help="no window: check and report")
    parser.add_argument("--screenshot", type=Path, help="window mode: save the last frame")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.screenshot is not None:
        if args.headless:
            raise UsageError(
                "--screenshot needs the window: a --headless replay draws nothing "
                "(leave out --headless or --screenshot)"
            )
        check_screenshot(args.screenshot)
    from candy_arcade.commands.canasta_replay import is_canasta_record, run_canasta
    from candy_arcade.replays.recording import ReplayError, load_recording

    if is_canasta_record(args.file):
        return run_canasta(args)
    try:
        recording = load_recording(args.file)
    except ReplayError as error:
        raise UsageError(str(error)) from None
    try:
        return _play(args, recording)
    except ReplayError as error:
        raise UsageError(f"{args.file}: {error}") from None
    except UsageError:
        raise
    except Exception as error:
        return _crashed(error)


def _play(args: argparse.Namespace, recording: Recording) -> int:
    """Watch the recording in the window, or check its playback headless."""
    from candy_arcade.replays.playback import check_setup, play_back
    from candy_arcade.replays.recording import PinataRecording

    if not args.headless:
        check_setup(recording)
        from candy_arcade.views.launch import NoDisplay
        from candy_arcade.views.replay_start import watch_replay

        try:
            return watch_replay(recording, args.screenshot)
        except NoDisplay as error:
            raise UsageError(str(error)) from None
    result = play_back(recording)
    if not result.matches:
        raise UsageError(
            f"{args.file}: the playback does not reach the recorded final state "
            "(the file was changed, or this version of the game plays differently)"
        )
    unchecked = (
        " (an older replay: the table it was played on was not recorded, so not checked)"
        if isinstance(recording, PinataRecording) and not recording.table
        else ""
    )
    print(
        f"{args.file}: seed {recording.seed}, {len(recording.ticks)} ticks, "
        f"same final state as recorded{unchecked}; {result.outcome}"
    )
    return 0


def _crashed(error: Exception) -> int:
    """Write a crash report and say where, as the game window does for ``play``."""
    from candy_arcade.crash import write_crash_report

    report = write_crash_report(error)
    print(
        f"candy-arcade: something went wrong and the replay stopped; a crash report is in "
        f"{report}",
        file=sys.stderr,
    )
    return 1
