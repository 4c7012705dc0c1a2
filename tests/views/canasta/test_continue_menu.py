"""Continue lists the saved game and the earlier games a new game kept; bringing an
earlier one back keeps the saved one, and an unreadable one is set aside with words."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

import pytest

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.rules.canasta.decks import CLASSIC
from candy_arcade.saves.canasta import CANASTA_SLOT, load_canasta, save_canasta
from candy_arcade.saves.earlier import earlier_paths
from candy_arcade.views import navigation
from candy_arcade.views.canasta.continue_menu import ContinueView
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.start import SaveProblemView
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames
from candy_arcade.views.title import TitleView
from tests.views.drawn import watching

from .tables import setup

SAVES = CANASTA_SLOT.path.parent
EARLIER_GLOB = "canasta.earlier-*.json"


@pytest.fixture
def no_saves() -> Iterator[None]:
    def clear() -> None:
        CANASTA_SLOT.delete()
        for pattern in ("canasta.bad-*", "canasta.earlier-*"):
            for stray in SAVES.glob(pattern):
                stray.unlink()

    clear()
    yield
    clear()


def _save_game(seed: int, kinds: list[str], options: CanastaOptions | None = None) -> None:
    session = CanastaSession(setup(kinds, seed=seed, options=options))
    save_canasta(session.snapshot())


def _an_earlier_and_a_saved_game() -> None:
    """A Classic game for two kept aside a day ago, then a Heckadeck game for four saved."""
    _save_game(111, ["human", "normal"], CanastaOptions(deck=CLASSIC))
    kept = CANASTA_SLOT.keep_aside()
    assert kept is not None
    day_ago = kept.stat().st_mtime - 86400
    os.utime(kept, (day_ago, day_ago))
    _save_game(222, ["human", "normal", "easy", "easy"])


def _seeds() -> tuple[int, list[int]]:
    saved, _ = load_canasta()
    assert saved is not None
    earlier = [json.loads(p.read_text())["seed"] for p in earlier_paths(CANASTA_SLOT)]
    return saved.seed, sorted(earlier)


def test_continue_lists_the_saved_game_then_an_earlier_one_with_date_and_table(
    game_window: Any, no_saves: None
) -> None:
    _an_earlier_and_a_saved_game()
    with watching(game_window) as eyes:
        title = TitleView()
        game_window.show_view(title)
        assert title.items[1].label == "Continue" and title.items[1].enabled
        navigation.show_continue(game_window)
        view = game_window.current_view
        assert isinstance(view, ContinueView)
        run_frames(game_window, 1)
        words = eyes.words()
        assert eyes.problems() == []
    [saved, earlier] = [item.label for item in view.items[:2]]
    assert saved.startswith("Saved game — ") and "Heckadeck Canasta, 4 players, hand 1" in saved
    assert earlier.startswith("Earlier — ") and "Classic Canasta, 2 players, hand 1" in earlier
    assert saved in words and earlier in words
    assert view.games[1].when in earlier
    assert view.items[2].label == "Back"


def test_bringing_an_earlier_game_back_keeps_the_saved_one(
    game_window: Any, no_saves: None
) -> None:
    _an_earlier_and_a_saved_game()
    view = ContinueView()
    game_window.show_view(view)
    view.selected = 1
    view.activate()
    table = game_window.current_view
    assert isinstance(table, CanastaTableView)
    assert table.session.setup.seed == 111
    assert _seeds() == (111, [222])
    navigation.show_continue(game_window)
    again = game_window.current_view
    assert isinstance(again, ContinueView)
    assert "Classic Canasta" in again.items[0].label
    assert "Heckadeck Canasta" in again.items[1].label


def test_with_no_earlier_game_continue_goes_straight_to_the_table(
    game_window: Any, no_saves: None
) -> None:
    _save_game(333, ["human", "normal"])
    navigation.show_continue(game_window)
    table = game_window.current_view
    assert isinstance(table, CanastaTableView) and table.session.setup.seed == 333


def test_only_an_earlier_game_left_still_opens_continue(
    game_window: Any, no_saves: None
) -> None:
    _an_earlier_and_a_saved_game()
    CANASTA_SLOT.delete()
    title = TitleView()
    assert title.items[1].enabled
    navigation.show_continue(game_window)
    view = game_window.current_view
    assert isinstance(view, ContinueView)
    assert view.items[0].label.startswith("Earlier — ")
    view.activate()
    assert isinstance(game_window.current_view, CanastaTableView)
    assert _seeds() == (111, [])


def test_an_unreadable_earlier_game_is_named_and_set_aside_when_chosen(
    game_window: Any, no_saves: None
) -> None:
    _an_earlier_and_a_saved_game()
    [kept] = SAVES.glob(EARLIER_GLOB)
    kept.write_text("not a save")
    view = ContinueView()
    game_window.show_view(view)
    assert view.items[1].label.endswith("could not be read")
    view.selected = 1
    view.on_update(0)
    assert view.subtitle_text.text.startswith("This file could not be read")
    view.activate()
    problem = game_window.current_view
    assert isinstance(problem, SaveProblemView)
    assert problem.problem.text.startswith("The saved game could not be read")
    assert earlier_paths(CANASTA_SLOT) == []
    [bad] = SAVES.glob("canasta.earlier-*.bad-*.json")
    assert bad.read_text() == "not a save"
    saved, _ = load_canasta()
    assert saved is not None and saved.seed == 222
