"""``candy-arcade replay FILE`` for a Canasta record: watch it, or check it headless.

Headless, every hand is dealt again and its moves played; the command prints a line
for the game and one per hand, each hand checked to reach its recorded end. A record
that cannot be read, or a hand that ends elsewhere, is one line and exit status 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from candy_arcade.commands.errors import UsageError
from candy_arcade.core.bounded_read import ReadRefused, read_regular_bytes
from candy_arcade.records.canasta_record import FORMAT, GameRecord, RecordError
from candy_arcade.records.record_store import FILE_LIMIT, read_record

SNIFF = 4096
"""Bytes read to tell a Canasta record from a real-time replay: its format name is
among the first fields the game writes."""


def is_canasta_record(path: Path) -> bool:
    """Whether ``path`` says it is a Canasta record (a file that cannot be read is left
    to the replay reader, which says why)."""
    try:
        head = read_regular_bytes(path, FILE_LIMIT)[:SNIFF]
    except (ReadRefused, OSError):
        return False
    return FORMAT.encode() in head


def run_canasta(args: argparse.Namespace) -> int:
    from candy_arcade.records.canasta_playback import play_hand
    from candy_arcade.records.summary import game_line, hand_line

    try:
        record = read_record(args.file)
        if not args.headless:
            return _watch(args, record)
        lines = [f"{args.file}: {game_line(record)}"]
        for index in range(len(record.hands)):
            play_hand(record, index)
            lines.append(f"{hand_line(record, index)}; same end as recorded")
    except RecordError as error:
        message = str(error)
        raise UsageError(message if message.startswith(str(args.file)) else
                         f"{args.file}: {message}") from None
    if not record.hands:
        lines.append("No hand finished yet")
    print("\n".join(lines))
    return 0


def _watch(args: argparse.Namespace, record: GameRecord) -> int:
    """Open the viewer on the first hand (every hand is checked first, so a broken
    record fails before a window opens)."""
    from candy_arcade.records.canasta_playback import play_hand

    for index in range(len(record.hands)):
        play_hand(record, index)
    if not record.hands:
        raise UsageError(f"{args.file}: no hand of this game has finished yet")
    from candy_arcade.views.canasta.watch_record import watch_canasta_record
    from candy_arcade.views.launch import NoDisplay

    try:
        return watch_canasta_record(record, args.screenshot)
    except NoDisplay as error:
        raise UsageError(str(error)) from None
