"""The players' rules pages: every page drawn, readable, turned by every device, and
reachable from the game select, the lobbies and pause."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import arcade
import pytest

from candy_arcade.input.gamepad import GamepadDevice
from candy_arcade.modes import MODE_IDS
from candy_arcade.render.rules_pages.drawing import BODY_SIZE, PageDrawing
from candy_arcade.render.rules_pages.model import VariantsPage
from candy_arcade.render.scoring_chart import MIN_FONT_SIZE as CHART_MIN_FONT_SIZE
from candy_arcade.render.scoring_chart import text_box
from candy_arcade.rules.candy.variants import VARIANT_TITLES, Variant
from candy_arcade.views.launch import run_frames
from candy_arcade.views.rules_view import RulesView
from tests.input.fake_pad import fake_controller, forget
from tests.views.results_presses import click_at

MARKDOWN = ("|", "#", "**", "Source:", "../", "`", "](")
WINDOW_SIZES = ((1280, 720), (960, 540))


@pytest.fixture
def window(game_window: Any) -> Any:
    """The shared window at its usual size again after each test."""
    yield game_window
    game_window.on_resize(1280, 720)


def open_rules(window: Any, mode: str) -> RulesView:
    view = RulesView(arcade.View(), mode)
    window.show_view(view)
    return view


Box = tuple[float, float, float, float]


def every_page(window: Any) -> list[tuple[str, int, PageDrawing, list[Box]]]:
    """Each page of each mode shown in turn: its drawing and the boxes of the words the
    view draws round it (title, heading, page count, buttons) while it is shown."""
    pages = []
    for mode in MODE_IDS:
        view = open_rules(window, mode)
        for index in range(view.page_count):
            view.turn(index - view.page)
            run_frames(window, 1)
            chrome = [view.title, view.heading, view.counter, view.hint]
            chrome += [button.text for button in view.buttons]
            pages.append((mode, index, view.drawing(index), [text_box(t) for t in chrome]))
    return pages


def inside(box: tuple[float, float, float, float], panel: tuple[float, ...]) -> bool:
    """``box`` (left, bottom, right, top) within ``panel`` (left, right, bottom, top)."""
    left, bottom, right, top = box
    p_left, p_right, p_bottom, p_top = panel
    slack = 1.5
    return (
        left >= p_left - slack and right <= p_right + slack
        and bottom >= p_bottom - slack and top <= p_top + slack
    )


def _as_box(panel: Box) -> Box:
    """A panel (left, right, bottom, top) as a text box (left, bottom, right, top)."""
    left, right, bottom, top = panel
    return left, bottom, right, top


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_every_page_of_every_mode_draws_its_words_inside_their_panels(window, size) -> None:  # type: ignore[no-untyped-def]
    window.on_resize(*size)
    pages = every_page(window)
    assert {mode for mode, _, _, _ in pages} == set(MODE_IDS)
    assert_words_fit(pages)


def test_with_a_pad_plugged_in_the_buttons_page_names_it_by_kind_and_still_fits(window) -> None:  # type: ignore[no-untyped-def]
    controller, _ = fake_controller("Xbox 360 Wireless Receiver for Windows")
    gamepad = GamepadDevice(0, controller)
    window.input_hub.add_device(gamepad)
    try:
        pages = every_page(window)
    finally:
        forget(window.input_hub, gamepad.device_id)
    words = {placed.text.text for _, _, drawing, _ in pages for placed in drawing.all_texts()}
    assert {"Gamepad", "Gamepad, left half", "Gamepad, right half"} <= words
    assert not any("Xbox 360 Wireless" in word for word in words)
    assert_words_fit(pages)


def assert_words_fit(pages: list[tuple[str, int, PageDrawing, list[Box]]]) -> None:
    """Every page's words inside their panels and the screen, none over another."""
    for mode, index, drawing, chrome in pages:
        where = f"{mode} page {index + 1}"
        texts = drawing.all_texts()
        assert texts, where
        for placed in texts:
            box = text_box(placed.text)
            assert inside(box, placed.panel), f"{where}: {placed.text.text!r} leaves its panel"
            assert inside(_as_box(placed.panel), drawing.box), f"{where}: a panel leaves the page"
        boxes = [text_box(placed.text) for placed in texts] + chrome
        for box in boxes:
            assert inside(box, (0, 1280, 0, 720)), f"{where}: a text leaves the screen"
        for first, second in combinations(boxes, 2):
            assert not overlap(first, second), f"{where}: texts at {first} and {second} overlap"


def test_no_page_shows_markdown_paths_or_small_print(window) -> None:  # type: ignore[no-untyped-def]
    for mode, index, drawing, _ in every_page(window):
        chart_texts = set() if drawing.chart is None else {id(t) for t in drawing.chart.texts}
        for placed in drawing.all_texts():
            words = placed.text.text
            assert not any(mark in words for mark in MARKDOWN), f"{mode} {index + 1}: {words!r}"
            smallest = CHART_MIN_FONT_SIZE if id(placed.text) in chart_texts else BODY_SIZE
            assert placed.text.font_size >= smallest, f"{mode} {index + 1}: {words!r} too small"


def test_the_view_s_own_words_are_plain_and_name_the_page(window) -> None:  # type: ignore[no-untyped-def]
    view = open_rules(window, "pinata")
    view.on_draw()
    words = [view.title.text, view.heading.text, view.counter.text, view.hint.text]
    words += [button.text.text for button in view.buttons]
    assert view.counter.text == f"Page 1 of {view.page_count}"
    assert view.title.text == "How to play Piñata Blast"
    assert not any(mark in word for word in words for mark in MARKDOWN)


def test_each_mode_has_its_goal_steps_scoring_and_variants(window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.render.rules_pages.model import ChartPage, StepsPage, TablePage

    for mode in MODE_IDS:
        pages = open_rules(window, mode).book.pages
        steps = [page for page in pages if isinstance(page, StepsPage)]
        assert steps and all(3 <= len(page.steps) <= 5 for page in steps), mode
        assert all(step.pictures for page in steps for step in page.steps), mode
        assert any(isinstance(page, TablePage | ChartPage) for page in pages), mode
        assert any(isinstance(page, VariantsPage) for page in pages), mode


def test_every_candy_variant_is_explained_with_its_lobby_key(window) -> None:  # type: ignore[no-untyped-def]
    pages = open_rules(window, "candy").book.pages
    entries = [e for page in pages if isinstance(page, VariantsPage) for e in page.entries]
    expected = [(f"F{n}", VARIANT_TITLES[v]) for n, v in enumerate(Variant, start=1)]
    assert [(entry.button, entry.name) for entry in entries] == expected
    assert all(len(entry.lines) == 2 and all(entry.lines) for entry in entries)


def test_the_candy_examples_are_scored_as_the_rules_score_them(window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.render.rules_pages.model import TablePage

    pages = open_rules(window, "candy").book.pages
    table = next(p for p in pages if isinstance(p, TablePage) and p.heading == "Counting a stash")
    assert [row[-1] for row in table.rows] == ["+120", "+120", "−60", "+50"]


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_a_click_on_next_and_previous_turns_the_page(window, size) -> None:  # type: ignore[no-untyped-def]
    window.on_resize(*size)
    view = open_rules(window, "candy")

    def click(button: Any) -> None:
        left, right, bottom, top = button.rect
        click_at(view, (left + right) / 2, (bottom + top) / 2)

    click(view.next_button)
    assert view.page == 1 and view.counter.text.startswith("Page 2 of")
    click(view.previous_button)
    assert view.page == 0
    click(view.previous_button)
    assert view.page == 0
    click_at(view, 640, 400)
    assert view.page == 0


def test_keys_turn_pages_and_stop_at_either_end(window) -> None:  # type: ignore[no-untyped-def]
    view = open_rules(window, "canasta")
    for key in (arcade.key.RIGHT, arcade.key.PAGEDOWN, arcade.key.SPACE):
        before = view.page
        assert view.on_key_press(key, 0)
        assert view.page == before + 1
    for key in (arcade.key.LEFT, arcade.key.PAGEUP):
        before = view.page
        view.on_key_press(key, 0)
        assert view.page == before - 1
    view.on_key_press(arcade.key.END, 0)
    assert view.page == view.page_count - 1
    view.on_key_press(arcade.key.RIGHT, 0)
    assert view.page == view.page_count - 1
    view.on_key_press(arcade.key.HOME, 0)
    assert view.page == 0


def test_a_pad_turns_pages_with_its_d_pad_a_and_shoulders(window) -> None:  # type: ignore[no-untyped-def]
    view = open_rules(window, "candy")
    for command in ("right", "select", "right_shoulder"):
        before = view.page
        view.on_menu_command(command)
        assert view.page == before + 1, command
    for command in ("left", "left_shoulder"):
        before = view.page
        view.on_menu_command(command)
        assert view.page == before - 1, command


@pytest.mark.parametrize("leave", ["escape", "pad", "button"])
def test_esc_b_or_the_back_button_return_to_where_the_rules_were_opened(window, leave) -> None:  # type: ignore[no-untyped-def]
    came_from = arcade.View()
    window.show_view(came_from)
    view = RulesView(came_from, "pinata")
    window.show_view(view)
    view.on_key_press(arcade.key.RIGHT, 0)
    if leave == "escape":
        view.on_key_press(arcade.key.ESCAPE, 0)
    elif leave == "pad":
        view.on_menu_command("back")
    else:
        left, right, bottom, top = view.back_button.rect
        click_at(view, (left + right) / 2, (bottom + top) / 2)
    assert window.current_view is came_from


@pytest.mark.parametrize("mode", MODE_IDS)
def test_the_game_select_says_what_each_game_is_and_opens_its_rules(window, mode) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views import navigation
    from candy_arcade.views.mode_select import HOW_TO_PLAY, ModeSelectView

    navigation.show_mode_select(window)
    select = window.current_view
    assert isinstance(select, ModeSelectView)
    run_frames(window, 1)
    game = [card.mode for card in select.cards].index(mode)
    card = select.cards[game]
    words = " ".join(text.text for text in card.texts)
    assert "players" in words and len(words) > 60
    left, right, bottom, top = card.buttons[HOW_TO_PLAY]
    click_at(select, (left + right) / 2, (bottom + top) / 2)
    rules = window.current_view
    assert isinstance(rules, RulesView) and rules.mode == mode
    rules.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is select


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_the_game_select_keeps_each_game_s_words_inside_its_panel(window, size) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views import navigation

    window.on_resize(*size)
    navigation.show_mode_select(window)
    select = window.current_view
    run_frames(window, 1)
    boxes = [text_box(select.title), text_box(select.footer)]
    for card in select.cards:
        for text in card.texts:
            assert inside(text_box(text), card.box), text.text
            boxes.append(text_box(text))
        for button, text in zip(card.buttons, card.button_texts, strict=True):
            assert inside(_as_box(button), card.box) and inside(text_box(text), button), text.text
            boxes.append(text_box(text))
    for first, second in combinations(boxes, 2):
        assert not overlap(first, second)


def test_the_game_select_still_plays_a_game_by_keys_and_pad(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views import mode_select, navigation
    from candy_arcade.views.canasta.lobby import CanastaLobbyView
    from candy_arcade.views.level_select import LevelSelectView

    # The first-time offer has its own tests; answering it here would be remembered.
    monkeypatch.setattr(mode_select, "should_offer", lambda mode: False)
    navigation.show_mode_select(window)
    select = window.current_view
    select.on_key_press(arcade.key.RIGHT, 0)
    select.on_key_press(arcade.key.ENTER, 0)
    assert isinstance(window.current_view, LevelSelectView) and window.current_view.mode == "pinata"
    navigation.show_mode_select(window)
    select = window.current_view
    select.on_menu_command("left")
    select.on_menu_command("down")
    select.on_menu_command("up")
    select.on_menu_command("select")
    assert isinstance(window.current_view, CanastaLobbyView)


@pytest.mark.parametrize("mode", ["candy", "pinata"])
@pytest.mark.parametrize("how", ["key", "button", "pad"])
def test_a_lobby_opens_its_rules_and_gets_them_back_as_it_was(window, mode, how) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.lobby import LobbyView

    lobby = LobbyView(mode)
    window.show_view(lobby)
    lobby.on_key_press(arcade.key.TAB, 0)
    run_frames(window, 1)
    if how == "key":
        lobby.on_key_press(arcade.key.H, 0)
    elif how == "pad":
        lobby.on_menu_command("extra")
    else:
        button = next(b for b in lobby.buttons if b.label == "How to play")
        left, right, bottom, top = button.rect
        click_at(lobby, (left + right) / 2, (bottom + top) / 2)
    rules = window.current_view
    assert isinstance(rules, RulesView) and rules.mode == mode
    rules.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is lobby and len(lobby.seats) == 1


def test_the_lobby_s_how_to_play_button_keeps_clear_of_its_other_words(window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.lobby import LobbyView

    for mode in ("candy", "pinata"):
        lobby = LobbyView(mode)
        window.show_view(lobby)
        run_frames(window, 1)
        button = next(b for b in lobby.buttons if b.label == "How to play")
        assert button.text is not None and inside(text_box(button.text), button.rect)
        for text in (lobby.title, lobby.help, lobby.status):
            assert not overlap(text_box(text), _as_box(button.rect)), text.text


def test_the_canasta_lobby_opens_its_rules(window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.canasta.lobby import CanastaLobbyView

    lobby = CanastaLobbyView()
    window.show_view(lobby)
    lobby.selected = [item.label for item in lobby.items].index("How to play")
    lobby.on_key_press(arcade.key.ENTER, 0)
    rules = window.current_view
    assert isinstance(rules, RulesView) and rules.mode == "canasta"
    rules.on_menu_command("back")
    assert window.current_view is lobby
    _, _, bottom, _ = lobby.item_rect(len(lobby.items) - 1)
    assert bottom > 45, "the last item stays above the menu's footer"


def test_pause_opens_the_rules_of_the_game_being_played_and_returns_to_pause(window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.candy_table import candy_table_view
    from candy_arcade.views.pause import PauseView
    from tests.views.test_headless_views import bot_setup

    game = candy_table_view(bot_setup(2))
    window.show_view(game)
    run_frames(window, 2)
    pause = PauseView(game)
    window.show_view(pause)
    pause.selected = [item.label for item in pause.items].index("Rules")
    pause.on_key_press(arcade.key.ENTER, 0)
    rules = window.current_view
    assert isinstance(rules, RulesView) and rules.mode == "candy"
    rules.on_key_press(arcade.key.ESCAPE, 0)
    assert window.current_view is pause


def test_your_buttons_names_the_keys_as_bound_and_always_a_pad(window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.render.rules_pages.model import TablePage

    keys = dict(window.settings.keys)
    window.input_hub.rebind({**keys, "left_grab": "G"})
    try:
        pages = open_rules(window, "candy").book.pages
    finally:
        window.input_hub.rebind(keys)
    table = next(p for p in pages if isinstance(p, TablePage) and p.heading == "Your buttons")
    rows = {row[0]: row for row in table.rows}
    assert rows["Keys left (WASD)"][2] == "G"
    assert any(row[1] == "left stick" and row[2] == "A" for row in table.rows), "no pad row"
