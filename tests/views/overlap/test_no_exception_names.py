"""No exception's class name reaches the screen: the lobby's gamepad line and the
messages about a save that cannot be read are plain sentences."""

from __future__ import annotations

import json

import pytest

from candy_arcade.input.gamepad import GamepadWatcher
from candy_arcade.saves.slot import describe
from candy_arcade.views.launch import run_frames
from candy_arcade.views.lobby import LobbyView

CLASS_WORDS = ("Error", "Exception", "errno", "Traceback")


@pytest.mark.parametrize(
    "error", [FileNotFoundError(2, "No such file or directory", "/dev/input"), ImportError()]
)
def test_the_lobby_says_in_words_why_there_are_no_gamepads(
    game_window,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    error: Exception,
) -> None:
    import pyglet.input

    def broken_manager() -> object:
        raise error

    monkeypatch.setattr(pyglet.input, "ControllerManager", broken_manager)
    hub = game_window.input_hub
    monkeypatch.setattr(hub, "gamepads", GamepadWatcher(lambda pad: None, lambda pad: None))
    lobby = LobbyView("candy")
    game_window.show_view(lobby)
    run_frames(game_window, 1)
    shown = lobby.status.text
    assert shown.startswith("Gamepads: no gamepads found (")
    for word in (*CLASS_WORDS, type(error).__name__):
        assert word not in shown


@pytest.mark.parametrize(
    "error",
    [ValueError(), OSError(), json.JSONDecodeError("Expecting value", "", 0), KeyError("seats")],
)
def test_a_save_that_cannot_be_read_is_described_without_a_class_name(error: Exception) -> None:
    words = describe(error)
    assert words
    for word in (*CLASS_WORDS, type(error).__name__):
        assert word not in words
