"""A round that ends in the window is noted on the bot ladder: I Want Candy!'s results
and Piñata Blast's game end write it to the progress file; a round not recorded (a
guided first game) writes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import default_level_for
from candy_arcade.progress import load_progress
from candy_arcade.progress_ladder import BotLadder
from candy_arcade.rules.candy.match import score_round
from candy_arcade.rules.cards import parse_card
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.pinata.table import pinata_table_view

PERSON_STASH = ("JD", "QS", "KH", "KD", "AS")


@pytest.fixture(autouse=True)
def fresh_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path


def person_and_easy_bot(mode: str) -> GameSetup:
    seats = (
        SeatAssignment(SeatSpec(is_bot=False), "keys-left", "Player 1", 0),
        SeatAssignment(SeatSpec(is_bot=True, difficulty="easy"), None, "Bot 2", 1),
    )
    return GameSetup(mode, default_level_for(mode), 11, seats)


def test_an_i_want_candy_round_won_over_the_bots_is_noted_at_its_results(
    game_window: Any,
) -> None:
    view = candy_table_view(person_and_easy_bot("candy"))
    game_window.show_view(view)
    session = view.table.session
    for code in PERSON_STASH:
        session.table.to_stash(parse_card(code).index, 0)
    person, bot = score_round(session.seed, session.stashes).totals
    assert person > bot
    view.table.show_results()
    assert load_progress().ladder("candy") == BotLadder("easy", 1)


def test_a_round_not_recorded_as_a_guided_one_is_not_noted(game_window: Any) -> None:
    view = candy_table_view(person_and_easy_bot("candy"))
    game_window.show_view(view)
    view.table.driver.recording = None
    view.table.show_results()
    assert load_progress().bots == {}


def test_a_pinata_game_s_end_is_noted(game_window: Any) -> None:
    view = pinata_table_view(person_and_easy_bot("pinata"))
    game_window.show_view(view)
    view.table.show_results()
    assert "pinata" in load_progress().bots, "the game's end was not noted"
