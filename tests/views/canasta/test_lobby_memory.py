"""The Canasta lobby opens on last game's choices, names seats and sides as the table
does, and sets a value it cannot use aside with words instead of crashing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import arcade
import pytest

from candy_arcade.lobby_memory import lobby_memory_path
from candy_arcade.saves.canasta import CANASTA_SLOT
from candy_arcade.setup import GameSetup
from candy_arcade.views.canasta import start as canasta_start
from candy_arcade.views.canasta.lobby import CanastaLobbyView
from candy_arcade.views.launch import run_frames
from tests.views.drawn import Eyes, watching


@pytest.fixture
def eyes(game_window: Any) -> Iterator[Eyes]:
    with watching(game_window) as seen:
        yield seen


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[GameSetup]:
    """Games the lobby starts, recorded instead of played."""
    CANASTA_SLOT.delete()
    games: list[GameSetup] = []
    monkeypatch.setattr(canasta_start, "start_canasta", lambda window, setup: games.append(setup))
    return games


def _lobby(window: Any, difficulty: str = "normal") -> CanastaLobbyView:
    lobby = CanastaLobbyView(difficulty)
    window.show_view(lobby)
    run_frames(window, 1)
    return lobby


def _item(lobby: CanastaLobbyView, label: str) -> Any:
    return next(item for item in lobby.items if item.label == label)


def test_a_second_lobby_shows_the_deck_seats_and_target_last_started(
    game_window: Any, started: list[GameSetup], eyes: Eyes
) -> None:
    first = _lobby(game_window)
    first.set_players("2")
    _item(first, "Deck").cycle(1)
    _item(first, "North").cycle(1)
    _item(first, "Game to").cycle(-1)
    first.start()
    assert len(started) == 1
    second = _lobby(game_window)
    words = eyes.words()
    assert "Classic Canasta" in words
    assert "Deck:  < Classic >" in words
    assert "Players:  < 2 >" in words
    assert "North:  < Bot (hard) >" in words
    assert "Game to:  < 3000 >" in words
    assert second.setup().options == started[0].options


def test_seats_carry_the_tables_side_names_not_team_numbers(
    game_window: Any, eyes: Eyes
) -> None:
    lobby = _lobby(game_window)
    words = eyes.words()
    assert "South (South & North):  < Human >" in words
    assert "West (West & East):  < Bot (normal) >" in words
    assert not any("team" in word for word in words)
    lobby.set_players("3")
    assert [item.label for item in lobby.items[1:4]] == ["South", "West", "East"]


def test_the_first_human_sits_south_in_the_lobby_as_at_the_table(game_window: Any) -> None:
    lobby = _lobby(game_window)
    lobby.items[1].cycle(1)
    lobby.items[2].cycle(-1)
    lobby.items[2].cycle(-1)
    assert lobby.seats[:2] == ["Bot (easy)", "Human"]
    labels = [item.label for item in lobby.items[1:5]]
    assert labels == ["East (East & West)", "South (South & North)", "West (East & West)",
                      "North (South & North)"]


def test_a_bad_remembered_value_is_set_aside_with_words_and_the_rest_kept(
    game_window: Any, eyes: Eyes
) -> None:
    path = lobby_memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('seats = ["human", "bot:hard"]\ndeck = "pinochle"\ntarget = 3000\n')
    lobby = _lobby(game_window)
    message = (
        "Last game's lobby choices: deck must be heckadeck or classic, not 'pinochle'; "
        "kept as canasta-lobby.toml.bad"
    )
    assert lobby.subtitle_text.text == message
    assert message in eyes.words() and eyes.problems() == []
    assert lobby.deck == "Heckadeck" and lobby.target == "3000"
    assert lobby.seats == ["Human", "Bot (hard)"]
    assert not path.exists()
    kept = path.with_name("canasta-lobby.toml.bad")
    assert "pinochle" in kept.read_text()
    kept.unlink()


def test_a_lobby_file_that_is_not_toml_opens_the_defaults(game_window: Any) -> None:
    path = lobby_memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("seats = [unclosed")
    lobby = _lobby(game_window)
    assert lobby.subtitle_text.text.startswith("Last game's lobby choices: ")
    assert lobby.players == 4 and lobby.deck == "Heckadeck"
    path.with_name("canasta-lobby.toml.bad").unlink()


def test_a_bot_level_chosen_in_the_settings_since_applies_to_the_remembered_bots(
    game_window: Any, started: list[GameSetup]
) -> None:
    first = _lobby(game_window, "normal")
    first.set_players("3")
    first.start()
    lobby = _lobby(game_window, "hard")
    assert lobby.seats == ["Human", "Bot (hard)", "Bot (hard)"]
    lobby.on_key_press(arcade.key.ESCAPE, 0)
