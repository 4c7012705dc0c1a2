"""The end of a Piñata Blast game and of a Canasta game celebrate the winner with the
same confetti as the I Want Candy! reveal: over the winner's row (every tied
winner's) or the title naming the winner, gone after a few seconds, and never under
Reduce motion."""

from __future__ import annotations

import dataclasses
from typing import Any

from candy_arcade.views.canasta.game_over import CanastaGameOverView
from candy_arcade.views.pinata.results import CONFETTI_START, PinataResultsView
from tests.views.canasta.test_game_over_fit import ended
from tests.views.pinata.test_pinata_results_fit import finished


def visible(view: Any) -> list[Any]:
    return [sprite for sprite in view.confetti.sprites if sprite.visible]


def test_pinata_confetti_bursts_over_each_winners_lit_row(game_window: Any) -> None:
    view = finished(game_window, 4, 0)
    assert view.confetti is not None
    assert len(view.confetti.bursts) == len(view.winners) == len(view.highlights)
    view.on_update(CONFETTI_START / 2)
    assert visible(view) == []
    view.on_update(CONFETTI_START)
    pieces = visible(view)
    assert len(pieces) > 50
    lowest = min(burst.area.bottom for burst in view.confetti.bursts)
    assert all(sprite.center_y >= lowest for sprite in pieces)
    view.on_draw()
    view.on_update(4.0)
    assert visible(view) == [] and view.confetti.showing == 0


def test_pinata_shows_no_confetti_under_reduce_motion_or_after_watching_again(
    reduced: Any, game_window: Any
) -> None:
    view = finished(reduced, 3, 1)
    assert view.confetti is None
    reduced.settings = dataclasses.replace(reduced.settings, reduce_motion=False)
    again = PinataResultsView(
        view.setup, view.state, view.names, replayed=True, play_game=view.play_game
    )
    assert again.confetti is None


def test_canasta_confetti_falls_over_the_winners_title_above_the_buttons(
    game_window: Any,
) -> None:
    view = CanastaGameOverView(ended(2, 6))
    game_window.show_view(view)
    assert view.confetti is not None
    view.on_update(0.8)
    pieces = visible(view)
    assert len(pieces) > 50
    (burst,) = view.confetti.bursts
    assert burst.area.left < view.title_text.left and view.title_text.right < burst.area.right
    top_button = view.item_rect(0)[3]
    assert all(sprite.center_y >= top_button for sprite in pieces)
    view.on_draw()


def test_canasta_shows_no_confetti_under_reduce_motion(reduced: Any) -> None:
    view = CanastaGameOverView(ended(3, 4))
    reduced.show_view(view)
    assert view.confetti is None
    view.on_update(1.0)
    view.on_draw()
