"""``candy-arcade layout-check [--json] [--screen NAME]``: draw every screen headless in
its catalogue of states and report text over text, text off its panel or the window,
and text too small (candy_arcade/layout_check).

Exit 0 when nothing is wrong, 1 when a problem was found, 2 on bad input. The check
plays with default settings in a folder of its own: nothing of the player's is read
or written.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from candy_arcade.commands.errors import UsageError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "layout-check", help="draw every screen headless and report overlapping or cut text"
    )
    parser.add_argument("--json", action="store_true", help="print a JSON list of problems")
    parser.add_argument(
        "--screen",
        action="append",
        metavar="NAME",
        help="check only screens whose name contains NAME (repeatable)",
    )
    parser.add_argument(
        "--screenshots", type=Path, metavar="DIR", help="also save every frame checked as a PNG"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    os.environ["ARCADE_HEADLESS"] = "1"
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    with tempfile.TemporaryDirectory(prefix="candy-arcade-layout-") as home:
        os.environ["XDG_CONFIG_HOME"] = os.path.join(home, "config")
        os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
        return _check(args)


def _check(args: argparse.Namespace) -> int:
    from candy_arcade.layout_check.capture import installed
    from candy_arcade.layout_check.catalogue import catalogue
    from candy_arcade.layout_check.run import WINDOW_SIZES, Finding, scene_shots
    from candy_arcade.settings import Settings
    from candy_arcade.views.app import GameWindow
    from candy_arcade.views.screens import register_screens

    scenes = catalogue()
    if args.screen:
        scenes = [s for s in scenes if any(part in s.screen for part in args.screen)]
        if not scenes:
            raise UsageError(f"no screen matches {', '.join(args.screen)}")
    if args.screenshots is not None:
        try:
            args.screenshots.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"cannot make {args.screenshots}: {error.strerror}") from None
    started = time.perf_counter()
    findings: list[Finding] = []
    shots = 0
    window = GameWindow(Settings(), headless=True)
    register_screens(window)
    try:
        with installed(window) as capture:
            for scene in scenes:
                for shot in scene_shots(
                    window, capture, scene, WINDOW_SIZES, args.screenshots
                ):
                    shots += 1
                    findings.extend(shot.findings)
    finally:
        window.close()
    seconds = time.perf_counter() - started
    if args.json:
        print(json.dumps([finding.as_json() for finding in findings], indent=1))
    else:
        for finding in findings:
            print(finding.line())
        verdict = f"{len(findings)} problems" if findings else "no problem"
        print(
            f"layout-check: {verdict} in {shots} shots of {len(scenes)} screens "
            f"({seconds:.1f} s)",
            file=sys.stderr,
        )
    return 1 if findings else 0
