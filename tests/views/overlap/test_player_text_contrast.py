"""Every player's name reads at 3:1 or better on every felt and panel (WCAG 2.x),
while palms and marks keep the seat's own colour; on a table, names sit on plaques of
the seat's colour in an ink of their own (tests/views/test_table_art.py)."""

from __future__ import annotations

import pytest

from candy_arcade.render.contrast import TEXT_CONTRAST, contrast_ratio
from candy_arcade.render.player_look import player_look
from candy_arcade.render.seat_plaques import plaque_ink
from candy_arcade.render.theme import FELTS, TEXT_GROUNDS

SEATS = range(8)


def test_the_measure_matches_wcag_s_own_figures() -> None:
    assert contrast_ratio((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert contrast_ratio((0, 114, 178), (46, 110, 78)) == pytest.approx(1.2, abs=0.05)


@pytest.mark.parametrize("seat", SEATS)
def test_a_player_s_text_shade_reads_on_every_felt_and_panel(seat: int) -> None:
    shade = player_look(seat).text_colour
    assert set(FELTS.values()) <= set(TEXT_GROUNDS)
    for ground in TEXT_GROUNDS:
        assert contrast_ratio(shade, ground) >= TEXT_CONTRAST, (seat, shade, ground)


def test_only_the_colours_too_dark_for_text_get_a_new_shade() -> None:
    looks = [player_look(seat) for seat in SEATS]
    changed = {look.name for look in looks if look.text_colour != look.colour}
    assert {"Blue", "Green", "Vermilion"} <= changed
    assert "Yellow" not in changed
    assert len({look.text_colour for look in looks}) == len(looks)


def test_the_lobby_writes_names_in_their_shade_the_pinata_table_on_plaques(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.launch import run_frames
    from candy_arcade.views.lobby import LobbyView

    lobby = LobbyView("candy")
    game_window.show_view(lobby)
    for _ in range(5):
        lobby.add_bot()
    run_frames(game_window, 1)
    for seat, texts in enumerate(lobby.seat_texts):
        assert tuple(texts[0].color[:3]) == player_look(seat).text_colour
    from candy_arcade.views.navigation import start_game
    from tests.views.pinata.test_pinata_views import setup

    start_game(game_window, setup("normal,normal,normal", 4))
    run_frames(game_window, 1)
    labels = game_window.current_view.table.renderer.hud.labels
    for seat, label in enumerate(labels):
        assert tuple(label.color[:3]) == plaque_ink(player_look(seat).colour)


def test_a_canasta_side_s_words_read_on_the_felt_and_the_panel() -> None:
    from candy_arcade.render.canasta.scene import SIDE_COLOURS, SIDE_TEXT_COLOURS
    from candy_arcade.render.theme import PANEL, TABLE_FELT

    assert contrast_ratio(SIDE_COLOURS[2], TABLE_FELT) < TEXT_CONTRAST  # why they exist
    for words in SIDE_TEXT_COLOURS:
        for ground in (TABLE_FELT, PANEL):
            assert contrast_ratio(words, ground) >= TEXT_CONTRAST, (words, ground)
