"""Piñata Blast's results rank the players and fit 2 to 8 of them at 1280x720 and at
960x540: no text over another, over a card or off the screen, none too small."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

from candy_arcade.replays.pinata_replay import recording_for
from candy_arcade.rules.pinata.state import MAX_PLAYERS, MIN_PLAYERS, GameState
from candy_arcade.views.pinata.results import PinataResultsView
from candy_arcade.views.pinata.table import pinata_table_view
from tests.views.pinata.test_pinata_views import setup
from tests.views.text_boxes import check_texts_fit, sprite_box


def finished(window: Any, players: int, seed: int, recorded: bool = False) -> PinataResultsView:
    """A game of ``players`` bots just ended, with piles of 3 to 14 cards and, for some,
    cards left in hand, shown with a replay note (and Watch again when ``recorded``)."""
    game = setup(",".join(["normal"] * players), seed)
    table = pinata_table_view(game).table
    state: GameState = table.session.state
    rng = random.Random(seed)
    cards = [*state.draw_pile, *(card for player in state.players for card in player.hand)]
    rng.shuffle(cards)
    ended = []
    for player in state.players:
        pile = tuple(cards.pop() for _ in range(rng.randint(3, min(14, len(cards) // players))))
        left = tuple(cards.pop() for _ in range(rng.choice([0, 2])))
        ended.append(dataclasses.replace(player, victory=pile, final_hand=left))
    state = dataclasses.replace(state, players=tuple(ended), discarded=tuple(cards[:5]))
    recording = recording_for(table.session, game.level, table.names) if recorded else None
    view = PinataResultsView(
        game, state, table.names, recording, game=1, play_game=table.game_screen
    )
    view.replay_path = Path("/somewhere/pinata-2026-12-01-23-59-59.replay")
    window.show_view(view)
    return view


@pytest.mark.parametrize("players", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_the_results_fit_without_overlap(sized_window: Any, players: int) -> None:
    for seed in range(2):
        view = finished(sized_window, players, seed)
        check_texts_fit(
            view.texts,
            [sprite_box(sprite) for sprite in view.sprites],
            [(button.rect, button.text) for button in view.controls.buttons],
        )
        assert any(text.text.startswith("Replay saved: ") for text in view.texts)
        view.on_draw()


def footer_lines(view: PinataResultsView) -> list[str]:
    """The footer's lines as the player reads them, after pyglet's own wrapping."""
    label = view.footer._label
    words = label.document.text
    return [words[line.start : line.start + line.length].strip() for line in label._get_lines()]


@pytest.mark.parametrize("recorded", [False, True], ids=["one game", "with watch again"])
def test_every_footer_hint_is_read_whole_on_one_line(sized_window: Any, recorded: bool) -> None:
    view = finished(sized_window, 2, 0, recorded)
    view.on_show_view()
    lines = footer_lines(view)
    hints = ["Lost to rotten candy: 5 cards", "play again", "Esc / B: lobby"]
    hints += ["Y: watch again"] if recorded else []
    for hint in hints:
        assert any(hint in line for line in lines), (hint, lines)
    assert all(line != "again" and not line.startswith("again") for line in lines), lines
    assert recorded or len(lines) == 1
    check_texts_fit(
        view.texts, [], [(button.rect, button.text) for button in view.controls.buttons]
    )


def test_the_rows_are_ranked_best_first_with_the_winner_tagged(game_window: Any) -> None:
    view = finished(game_window, 5, 3)
    rows = [text for text in view.texts if text.text.startswith("#")]
    ranked = sorted(view.scores, reverse=True)
    assert [int(text.text.split()[0][1:]) for text in rows] == [
        1 + sum(other > score for other in ranked) for score in ranked
    ]
    tops = [text.y for text in rows]
    assert tops == sorted(tops, reverse=True)
    best = view.names[view.winners[0]]
    assert rows[0].text.endswith(best)
    assert any(text.text == "Winner!" for text in view.texts)
