"""The first-time offer of a guided first game: shown once per mode, then never again.

Each test has its own user data folder, so "never played" is true at its start.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade
import pytest

from candy_arcade.guide.first_games import answered_modes, first_games_path, should_offer
from candy_arcade.views import navigation
from candy_arcade.views.guide_offer import GuideOfferView
from candy_arcade.views.guided_tables import GuidedCandyTable, GuidedPinataTable
from candy_arcade.views.guided_view import GuidedTableView
from candy_arcade.views.launch import run_frames
from candy_arcade.views.level_select import LevelSelectView
from candy_arcade.views.mode_select import ModeSelectView


@pytest.fixture(autouse=True)
def fresh_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def open_mode(window: Any, title: str) -> Any:
    """Choose the game called ``title`` on the game select, by keys."""
    navigation.show_mode_select(window)
    menu = window.current_view
    assert isinstance(menu, ModeSelectView)
    menu.game = next(i for i, card in enumerate(menu.cards) if card.texts[0].text == title)
    menu.on_key_press(arcade.key.ENTER, 0)
    return window.current_view


def offer_words(view: GuideOfferView) -> list[str]:
    return [view.title_text.text, view.subtitle_text.text, *(item.label for item in view.items)]


def test_no_is_remembered_and_the_offer_is_not_made_again(game_window: Any) -> None:
    offer = open_mode(game_window, "I Want Candy!")
    assert isinstance(offer, GuideOfferView)
    words = offer_words(offer)
    assert "Play a guided first game?" in words and any(w.startswith("Yes") for w in words)
    offer.on_key_press(arcade.key.DOWN, 0)
    offer.on_key_press(arcade.key.ENTER, 0)
    assert isinstance(game_window.current_view, LevelSelectView)
    assert answered_modes() == {"candy": False}
    assert first_games_path().is_file()
    assert isinstance(open_mode(game_window, "I Want Candy!"), LevelSelectView)
    assert isinstance(open_mode(game_window, "Piñata Blast"), GuideOfferView), "asked per mode"


def test_yes_starts_the_guided_table_at_once_and_is_not_asked_again(game_window: Any) -> None:
    offer = open_mode(game_window, "Piñata Blast")
    assert isinstance(offer, GuideOfferView)
    offer.on_key_press(arcade.key.ENTER, 0)
    run_frames(game_window, 2)
    view = game_window.current_view
    assert isinstance(view, GuidedTableView) and isinstance(view.table, GuidedPinataTable)
    assert view.guiding
    assert answered_modes() == {"pinata": True}
    assert not should_offer("pinata")
    assert isinstance(open_mode(game_window, "Piñata Blast"), LevelSelectView)


def test_back_is_no_answer_and_the_guided_table_is_in_the_level_select(game_window: Any) -> None:
    offer = open_mode(game_window, "I Want Candy!")
    offer.on_key_press(arcade.key.ESCAPE, 0)
    assert isinstance(game_window.current_view, ModeSelectView)
    assert should_offer("candy"), "leaving with Esc answers nothing"

    navigation.show_level_select(game_window, "candy")
    tables = game_window.current_view
    assert isinstance(tables, LevelSelectView)
    guided = next(i for i, level in enumerate(tables.levels) if level.guided)
    assert any("Guided first game" in line.text for line in tables.cards[guided][1])
    tables.selected = guided
    tables.choose()
    lobby = game_window.current_view
    lobby.on_key_press(arcade.key.Q, 0)
    lobby.on_key_release(arcade.key.Q, 0)
    run_frames(game_window, 1)
    lobby.on_key_press(arcade.key.TAB, 0)
    lobby.on_key_press(arcade.key.ENTER, 0)
    view = game_window.current_view
    assert isinstance(view, GuidedTableView) and isinstance(view.table, GuidedCandyTable)


def test_a_damaged_answers_file_means_ask_again(game_window: Any) -> None:
    first_games_path().parent.mkdir(parents=True, exist_ok=True)
    first_games_path().write_text('{"answered": {"candy": "maybe"}}')
    assert answered_modes() == {}
    assert isinstance(open_mode(game_window, "I Want Candy!"), GuideOfferView)


def test_a_mode_already_played_is_not_offered(game_window: Any) -> None:
    from candy_arcade.match_log import save_match_totals

    save_match_totals("candy", 7, ["You", "Bot 2"], [[10, 5]], "default")
    assert not should_offer("candy")
    assert should_offer("pinata")
    assert isinstance(open_mode(game_window, "I Want Candy!"), LevelSelectView)
