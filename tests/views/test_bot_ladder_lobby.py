"""The bot ladder as the player sees it: a first game seats easy bots; after two wins in
a row the lobby suggests the next level, one press takes it, and it is remembered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import arcade
import pytest

from candy_arcade.core.seats import SeatSpec, as_difficulty
from candy_arcade.layout_check.capture import Capture, installed
from candy_arcade.layout_check.problems import frame_problems
from candy_arcade.layout_check.run import draw
from candy_arcade.levels.loader import default_level_for
from candy_arcade.progress import load_progress
from candy_arcade.progress_ladder import BotLadder
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.bot_ladder import note_finished_round
from candy_arcade.views.launch import run_frames
from candy_arcade.views.lobby import LobbyView

WORDS = "You beat the easy bots twice in a row — try normal?"
YES, NOT_NOW = "Try normal  [N or pad Y]", "Not now  [M]"


@pytest.fixture
def fresh_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user data folder of a player who never played."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def capture(game_window: Any) -> Iterator[Capture]:
    with installed(game_window) as hooked:
        yield hooked


def a_round(mode: str, level: str = "easy") -> GameSetup:
    """The setup of a lobby round: one person and one bot at ``level``."""
    seats = (
        SeatAssignment(SeatSpec(is_bot=False), "mouse", "Player 1", 0),
        SeatAssignment(SeatSpec(is_bot=True, difficulty=as_difficulty(level)), None, "Bot 2", 1),
    )
    return GameSetup(mode, default_level_for(mode), 7, seats)


def win_twice(game_window: Any, mode: str) -> None:
    for _ in range(2):
        note_finished_round(game_window, a_round(mode), [60, 20], recorded=True)


def open_lobby(game_window: Any, mode: str, bots: int = 0) -> LobbyView:
    lobby = LobbyView(mode)
    game_window.show_view(lobby)
    for _ in range(bots):
        lobby.add_bot()
    run_frames(game_window, 1)
    return lobby


def words_on_screen(game_window: Any, capture: Capture) -> list[str]:
    return [text.words for text in draw(game_window, capture).texts]


def bot_levels(lobby: LobbyView) -> list[str]:
    return [seat.spec.difficulty for seat in lobby.seats if seat.spec.is_bot]


def test_a_first_game_seats_easy_bots(game_window: Any, fresh_data: Path, capture: Capture) -> None:
    lobby = open_lobby(game_window, "candy", bots=2)
    assert bot_levels(lobby) == ["easy", "easy"]
    assert "Bot — easy (press its number to change)" in words_on_screen(game_window, capture)
    assert not any("in a row" in words for words in words_on_screen(game_window, capture))


@pytest.mark.parametrize("mode", ["candy", "pinata"])
def test_after_two_wins_in_a_row_the_lobby_suggests_the_next_level(
    game_window: Any, fresh_data: Path, capture: Capture, mode: str
) -> None:
    win_twice(game_window, mode)
    open_lobby(game_window, mode, bots=3)
    frame = draw(game_window, capture)
    words = [text.words for text in frame.texts]
    assert WORDS in words
    assert YES in words and NOT_NOW in words
    assert frame_problems(frame) == []
    banner = [text for text in frame.texts if text.words in (WORDS, YES, NOT_NOW)]
    shrunk = [text.words for text in banner if text.em_px < 17]
    assert len(banner) == 3 and shrunk == [], "the banner's words were shrunk to fit"


def test_one_win_suggests_nothing(game_window: Any, fresh_data: Path, capture: Capture) -> None:
    note_finished_round(game_window, a_round("candy"), [60, 20], recorded=True)
    open_lobby(game_window, "candy")
    assert WORDS not in words_on_screen(game_window, capture)


def test_n_takes_the_next_level_for_the_bots_seated_and_to_come(
    game_window: Any, fresh_data: Path, capture: Capture
) -> None:
    win_twice(game_window, "candy")
    lobby = open_lobby(game_window, "candy", bots=2)
    assert lobby.on_key_press(arcade.key.N, 0)
    lobby.add_bot()
    assert bot_levels(lobby) == ["normal", "normal", "normal"]
    assert WORDS not in words_on_screen(game_window, capture)
    assert load_progress().ladder("candy") == BotLadder("normal", 0)
    assert bot_levels(open_lobby(game_window, "candy", bots=1)) == ["normal"], "not remembered"


def test_m_dismisses_the_suggestion_and_the_level_stays(
    game_window: Any, fresh_data: Path, capture: Capture
) -> None:
    win_twice(game_window, "pinata")
    lobby = open_lobby(game_window, "pinata", bots=1)
    assert lobby.on_key_press(arcade.key.M, 0)
    assert bot_levels(lobby) == ["easy"]
    assert WORDS not in words_on_screen(game_window, capture)
    open_lobby(game_window, "pinata")
    assert WORDS not in words_on_screen(game_window, capture), "a dismissed suggestion came back"


def test_a_pad_s_y_or_a_click_on_try_takes_the_next_level(
    game_window: Any, fresh_data: Path
) -> None:
    win_twice(game_window, "candy")
    lobby = open_lobby(game_window, "candy", bots=1)
    lobby.on_menu_command("again")
    assert bot_levels(lobby) == ["normal"]
    win_twice(game_window, "pinata")
    lobby = open_lobby(game_window, "pinata", bots=1)
    (left, right, bottom, top), _ = lobby.ladder.button_rects()
    screen = game_window.screen_map
    x = (left + right) / 2 * screen.scale + screen.offset_x
    y = (bottom + top) / 2 * screen.scale + screen.offset_y
    lobby.on_mouse_press(round(x), round(y), arcade.MOUSE_BUTTON_LEFT, 0)
    assert bot_levels(lobby) == ["normal"] and lobby.seats[0].spec.is_bot, "the click joined"


def test_a_round_not_recorded_or_a_challenge_is_not_noted(
    game_window: Any, fresh_data: Path
) -> None:
    setup = a_round("candy")
    note_finished_round(game_window, setup, [60, 20], recorded=False)
    challenge = GameSetup("candy", setup.level, 7, setup.seats, is_challenge=True)
    note_finished_round(game_window, challenge, [60, 20], recorded=True)
    assert load_progress().ladder("candy") == BotLadder()
