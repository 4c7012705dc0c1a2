"""Every chip and button fits its words at both window sizes: a variant chip is sized
to its whole name at one font size, a button shrinks its words (never below the
smallest readable size) when they would spill out."""

from __future__ import annotations

import pytest

from candy_arcade.render.logical_screen import LOGICAL_WIDTH
from candy_arcade.rules.candy.variants import VARIANT_TITLES, Variant
from candy_arcade.views.candy_variant_chips import CHIP_FONT, CHIP_PADDING, VARIANTS
from candy_arcade.views.launch import run_frames
from candy_arcade.views.lobby import BUTTON_PADDING, LobbyView
from candy_arcade.views.results_controls import ResultsButton

SIZES = [(1280, 720), (960, 540)]


@pytest.fixture(params=SIZES, ids=["1280x720", "960x540"])
def sized_window(game_window, request):  # type: ignore[no-untyped-def]
    game_window.set_size(*request.param)
    game_window.on_resize(*request.param)
    yield game_window
    game_window.set_size(1280, 720)
    game_window.on_resize(1280, 720)


def open_lobby(window, mode: str = "candy") -> LobbyView:  # type: ignore[no-untyped-def]
    lobby = LobbyView(mode)
    window.show_view(lobby)
    run_frames(window, 1)
    return lobby


def test_every_variant_chip_shows_its_whole_name_at_one_size_on_or_off(sized_window) -> None:  # type: ignore[no-untyped-def]
    lobby = open_lobby(sized_window)
    chips = lobby.chips
    assert chips is not None
    for chosen in (set(), set(Variant)):
        chips.chosen = set(chosen)
        chips._sync()
        for index, (variant, text) in enumerate(zip(VARIANTS, chips.texts, strict=True)):
            left, right, bottom, top = chips.rect(index)
            assert text.text.endswith(f"F{index + 1} {VARIANT_TITLES[variant]}")
            assert text.content_width <= right - left - 2 * CHIP_PADDING, text.text
            assert text.content_height <= top - bottom, text.text
            assert left >= 0 and right <= LOGICAL_WIDTH
            assert text.font_size == CHIP_FONT, text.text
    boxes = [chips.rect(index) for index in range(len(VARIANTS))]
    for number, first in enumerate(boxes):
        for second in boxes[number + 1 :]:
            apart = first[1] <= second[0] or second[1] <= first[0]
            assert apart or first[3] <= second[2] or second[3] <= first[2]


@pytest.mark.parametrize("mode", ["candy", "pinata"])
def test_every_lobby_button_s_words_fit_inside_it(sized_window, mode: str) -> None:  # type: ignore[no-untyped-def]
    lobby = open_lobby(sized_window, mode)
    for _ in range(4):
        if lobby.has_timer:
            lobby.cycle_timer()
        lobby._dirty = True
        run_frames(sized_window, 1)
        for button in lobby.buttons:
            left, right, _, _ = button.rect
            assert button.text is not None
            assert button.text.content_width <= right - left - 2 * BUTTON_PADDING, button.text.text


RESULTS_LABELS = ["Next round", "Watch again", "Challenges", "Back to the lobby now"]


@pytest.mark.parametrize("label", RESULTS_LABELS)
def test_a_results_button_shrinks_its_words_to_fit(game_window, label: str) -> None:  # type: ignore[no-untyped-def]
    button = ResultsButton(label, lambda: None, (100.0, 290.0, 6.0, 42.0))
    assert button.text.content_width <= 190 - 2 * 10
