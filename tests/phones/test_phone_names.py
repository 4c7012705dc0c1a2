"""A seat the command line gives to a phone (``play --phones --seats phone,...``, in
the window or headless) goes by the name typed on the phone once it joins: on the
table, in the results, in the saved replay and the match's saved totals."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import aiohttp

from candy_arcade.levels.loader import default_level_for
from candy_arcade.match_log import matches_dir
from candy_arcade.replays.recording import load_recording
from candy_arcade.views.candy_results import CandyResultsView
from tests.phones.conftest import PhoneTable
from tests.phones.phone_client import PhoneClient, run
from tests.views.drawn import watching

ROUND_SECONDS = 2
"""A short round: it ends, and its results show, within a few hundred frames."""


def _join(table: PhoneTable, name: str, then: Any) -> Any:
    """A phone joins as ``name``; ``then()`` runs while it stays connected."""

    async def play() -> Any:
        async with aiohttp.ClientSession() as session:
            phone = await PhoneClient.connect(session, table.phones)
            await phone.join(name)
            result = then()
            await phone.close()
            return result

    return run(play())


def test_a_command_line_phone_seat_plays_a_candy_round_under_the_name_typed(
    phone_table: PhoneTable,
) -> None:
    level = dataclasses.replace(default_level_for("candy"), timer_seconds=ROUND_SECONDS)
    with watching(phone_table.window) as eyes:
        phone_table.start("candy", "phone,bot", level=level)
        phone_table.frames(2)
        waiting = phone_table.view.banner.text

        def drawn_once_ticking() -> list[str] | None:
            """Every frame is drawn, as in the window: the frame the phone joins too."""
            words = eyes.words()
            return words if phone_table.ticks > 1 else None

        def play() -> tuple[list[str], list[str], Any]:
            table = phone_table.frames_until(drawn_once_ticking, "the round starts")
            results = phone_table.frames_until(
                lambda: isinstance(phone_table.view, CandyResultsView) and phone_table.view,
                "the results show",
                900,
            )
            results.skip_reveal()
            return table, eyes.words(), results

        table, results, view = _join(phone_table, "Ana", play)
    replay = load_recording(view.replay_path)
    totals = [json.loads(path.read_text(encoding="utf-8")) for path in matches_dir().iterdir()]
    assert waiting.startswith("Waiting for Player 1's phone.")
    assert "Ana  0/6" in table and not any("Player 1" in words for words in table)
    assert any("Ana" in words for words in results)
    assert not any("Player 1" in words for words in results)
    assert replay.names == ["Ana", "Bot 2"], "the saved replay's file"
    assert [saved["players"] for saved in totals if saved["seed"] == view.match.seed] == [
        ["Ana", "Bot 2"]
    ]


def test_a_command_line_phone_seat_plays_pinata_blast_under_the_name_typed(
    phone_table: PhoneTable,
) -> None:
    with watching(phone_table.window) as eyes:
        phone_table.start("pinata", "bot,phone")

        def play() -> list[str]:
            phone_table.frames_until(lambda: phone_table.ticks > 1, "the game starts")
            return eyes.words()

        words = _join(phone_table, "Ben", play)
    recording = phone_table.view.table.recording
    assert any(line.startswith("Ben · ") for line in words), words
    assert not any("Player 2" in line for line in words)
    assert recording is not None and recording.names == ["Bot 1", "Ben"]
