"""The title's attract round: bots playing behind the menu, slowed, silent, leaving no
file behind, taking no input, still under Reduce motion, gone when the title goes."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import arcade
import pytest

from candy_arcade.render.contrast import contrast_ratio
from candy_arcade.render.theme import BACKGROUND, HIGHLIGHT, TEXT, TEXT_DIM
from candy_arcade.views import navigation
from candy_arcade.views.attract import (
    ATTRACT_SEED,
    FADE_SECONDS,
    START_DELAY_SECONDS,
    VEIL_ALPHA,
    AttractRounds,
    attract_setup,
)
from candy_arcade.views.launch import run_frames, step_frame
from candy_arcade.views.mode_select import ModeSelectView
from candy_arcade.views.settings_view import SettingsView
from candy_arcade.views.title import TitleView
from tests.frames import play_frames
from tests.render.test_sound_mix import HeardBank

FRAMES_PER_SECOND = 60
SHOWN_FRAMES = round((START_DELAY_SECONDS + FADE_SECONDS) * FRAMES_PER_SECOND) + 2
"""Frames after which the title's first table is dealt and wholly faded in."""


def shown_title(window: Any) -> TitleView:
    """The title, its bots' table dealt and faded in."""
    navigation.show_title(window)
    title = window.current_view
    assert isinstance(title, TitleView)
    run_frames(window, SHOWN_FRAMES)
    return title


def rounds_of(title: TitleView) -> AttractRounds:
    assert title.attract is not None, "no attract round behind the title"
    return title.attract


@pytest.fixture
def reduced_motion(told_window: Any) -> Iterator[Any]:
    told_window.settings = dataclasses.replace(told_window.settings, reduce_motion=True)
    yield told_window


def test_the_title_shows_alone_at_first_then_deals_a_table_of_four_to_six_bots(
    game_window: Any,
) -> None:
    navigation.show_title(game_window)
    run_frames(game_window, 3)
    title = game_window.current_view
    assert rounds_of(title).table is None, "the title's first frames stay plain"
    run_frames(game_window, SHOWN_FRAMES)
    table = rounds_of(title).table
    assert table is not None and table.mode == "candy"
    assert 4 <= len(table.names) <= 6
    assert all(name.startswith("Bot ") for name in table.names)
    assert rounds_of(title).presence == 1.0


def test_the_bots_play_at_half_speed_one_tick_every_other_frame(game_window: Any) -> None:
    attract = rounds_of(shown_title(game_window))
    before = attract.ticks
    run_frames(game_window, 60)
    assert attract.ticks - before == 30


def test_the_attract_rounds_take_turns_between_the_modes_each_from_the_next_seed() -> None:
    setups = [attract_setup(number) for number in range(4)]
    assert [setup.mode for setup in setups] == ["candy", "pinata", "candy", "pinata"]
    assert setups[0].seed == ATTRACT_SEED
    assert len({setup.seed for setup in setups}) == 4
    assert all(4 <= len(setup.seats) <= 6 for setup in setups)
    assert all(seat.spec.is_bot and seat.device_id is None for s in setups for seat in s.seats)


def test_attract_rounds_play_out_with_no_results_no_file_and_no_sound_mode_after_mode(
    game_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for variable in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable.lower()))
    heard = HeardBank()
    monkeypatch.setattr(game_window, "sounds", heard)
    title = shown_title(game_window)
    attract = rounds_of(title)
    modes: list[str] = []
    while attract.rounds < 3:  # an I Want Candy! round and a Piñata Blast game played out
        table = attract.table
        if table is not None and table.mode not in modes[-1:]:
            modes.append(table.mode)
        play_frames(game_window, 600, draw_every=600)
    assert modes == ["candy", "pinata"]
    assert game_window.current_view is title, "no results screen"
    assert attract.table is not None and attract.table.mode == "candy"
    assert not list(tmp_path.rglob("*")), "an attract round wrote a file"
    assert heard.heard == [] and heard.urgent == 0


def test_menu_keys_pad_commands_and_clicks_work_with_the_bots_playing(game_window: Any) -> None:
    title = shown_title(game_window)
    title.on_key_press(arcade.key.DOWN, 0)
    below_play = "Continue" if title.items[1].enabled else "Challenges"
    assert title.items[title.selected].label == below_play
    title.on_menu_command("up")
    assert title.items[title.selected].label == "Play"
    run_frames(game_window, 10)
    left, right, bottom, top = title.item_rect(0)
    title.on_mouse_press(int((left + right) / 2), int((bottom + top) / 2), 1, 0)
    assert isinstance(game_window.current_view, ModeSelectView)
    assert title.attract is None, "leaving the title drops its round"


def test_the_bots_table_takes_no_input_from_any_device(game_window: Any) -> None:
    attract = rounds_of(shown_title(game_window))
    table = attract.table
    assert table is not None
    assert table.seat_devices.devices == [None] * len(table.names)


def test_coming_back_to_the_title_starts_a_fresh_round(game_window: Any) -> None:
    title = shown_title(game_window)
    title.selected = [item.label for item in title.items].index("Settings")
    title.on_key_press(arcade.key.ENTER, 0)
    settings = game_window.current_view
    assert isinstance(settings, SettingsView)
    assert title.attract is None
    settings.on_back()
    assert game_window.current_view is title
    fresh = rounds_of(title)
    assert fresh.table is None and fresh.rounds == 0
    run_frames(game_window, SHOWN_FRAMES)
    assert fresh.table is not None and fresh.ticks > 0


def test_with_reduce_motion_the_title_shows_a_still_dealt_table(reduced_motion: Any) -> None:
    attract = rounds_of(shown_title(reduced_motion))
    assert attract.table is not None and attract.presence == 1.0
    run_frames(reduced_motion, 60)
    assert attract.ticks == 0


def test_under_the_veil_even_a_white_card_leaves_the_menu_words_their_contrast() -> None:
    veil = VEIL_ALPHA / 255
    red, green, blue = (round(veil * b + (1 - veil) * 255) for b in BACKGROUND)
    white_under_veil = (red, green, blue)
    assert contrast_ratio(TEXT_DIM, white_under_veil) >= 4.5  # the footer, the subtitle
    assert contrast_ratio(TEXT, white_under_veil) >= 4.5
    assert contrast_ratio(HIGHLIGHT, white_under_veil) >= 3.0  # the 48 px title
    assert VEIL_ALPHA >= 180, "the layout check counts a veil from 180 as covering"


def test_the_menu_words_are_drawn_over_the_bots_table(game_window: Any) -> None:
    from candy_arcade.layout_check.capture import installed

    with installed(game_window) as capture:  # before the table's words are made
        title = shown_title(game_window)
        step_frame(game_window)  # a tick since the last frame drawn: the table is drawn afresh
        step_frame(game_window)
        with capture.frame() as taken:
            title.on_draw()
    words = [text.words for text in taken[0].texts]
    assert any(word.startswith("Bot ") for word in words), "the bots' table is drawn"
    menu = ["Candy Arcade", *(item.label for item in title.items)]
    assert all(label in words for label in menu)
    last_table_word = max(i for i, word in enumerate(words) if word.startswith("Bot "))
    assert all(words.index(label) > last_table_word for label in menu), "the menu is on top"
