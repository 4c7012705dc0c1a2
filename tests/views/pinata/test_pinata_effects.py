"""Piñata Blast's effects as a player sees them: a throw's whack and candy burst, a
claim's pop and its points floating towards the middle and fading, a rotten card turning green and
shrinking away; none of it under Reduce motion, and none of it able to change a game."""

from __future__ import annotations

from collections.abc import Iterator
from math import dist as distance
from typing import Any

import pytest

from candy_arcade.render.pinata.effects_layer import (
    BURST_TICKS,
    FLOAT_TICKS,
    SPOIL_TICKS,
    SPOILED,
)
from candy_arcade.render.pinata.textures import points_texture
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.events import CardCollected, CardRotten, DiceThrown
from candy_arcade.views.pinata.table import PinataTable, pinata_table_view
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.views.pinata.test_pinata_views import setup

CHOCOLATE_3 = Card(900, "chocolate", 3)


def table_view(window: Any, seats: str = "mouse,normal", seed: int = 5) -> Any:
    view: RealtimeTableView[PinataTable] = pinata_table_view(setup(seats, seed))
    window.show_view(view)
    return view


def step(view: Any, ticks: int) -> None:
    """``ticks`` of table time, then one drawn frame."""
    for _ in range(ticks):
        view.table.tick()
    view.on_draw()


def bubbles(view: Any, player: int) -> list[str]:
    shown = view.table.renderer.hud.bubbles
    return [bubble.text.text for bubble in shown if bubble.player == player]


@pytest.fixture
def reduced_motion(game_window: Any) -> Iterator[None]:
    settings = game_window.settings
    game_window.settings = settings.with_changes(reduce_motion=True)
    yield
    game_window.settings = settings


def test_a_throw_bursts_candy_from_the_dice_for_a_moment_then_it_is_gone(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view(game_window)
    effects = view.table.renderer.effects
    view.on_draw()
    assert not effects.whack.visible and not any(piece.visible for piece in effects.pieces)
    assert not effects.showing, "an idle table skips the effects' draws"
    view.table.present([DiceThrown(1)])
    step(view, 1)
    assert effects.whack.visible and effects.showing
    near = [piece.position for piece in effects.pieces]
    assert all(piece.visible for piece in effects.pieces)
    step(view, BURST_TICKS // 2)
    x, y = effects.burst_from
    spread_near = max(abs(px - x) + abs(py - y) for px, py in near)
    spread_far = max(abs(piece.center_x - x) + abs(piece.center_y - y) for piece in effects.pieces)
    assert spread_far > spread_near + 40, "the candies fly out from the dice"
    assert not effects.whack.visible, "the whack is over before the candies land"
    step(view, BURST_TICKS)
    assert not any(piece.visible for piece in effects.pieces)
    assert not effects.showing


def test_a_claim_pops_and_its_points_float_to_the_middle_and_fade(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view(game_window)
    seat = view.table.renderer.effects.seats[0]
    view.table.present([CardCollected(0, CHOCOLATE_3, 0)])
    step(view, 1)
    assert seat.pop.visible
    assert seat.points.visible and seat.points_words == "+3"
    assert seat.points.texture is points_texture("+3")
    assert "+3" not in bubbles(view, 0), "the points float instead of a bubble"
    start, bright = seat.points.position, seat.points.alpha
    step(view, FLOAT_TICKS * 3 // 4)
    assert not seat.pop.visible, "the pop is short; the points stay longer"
    assert seat.points.visible
    middle = view.table.renderer.screen.to_screen(view.table.session.table.centre)
    assert distance(seat.points.position, middle) < distance(start, middle) - 20
    assert seat.points.alpha < bright
    step(view, FLOAT_TICKS)
    assert not seat.points.visible


def test_a_rotten_card_turns_green_and_shrinks_away_on_its_spot(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view(game_window)
    seat = view.table.renderer.effects.seats[1]
    view.table.present([CardRotten(1, CHOCOLATE_3, 0)])
    step(view, 1)
    assert seat.card.visible and seat.card.position == seat.spot
    full = seat.card.width
    step(view, SPOIL_TICKS * 3 // 4)
    assert seat.card.visible
    assert seat.card.color[:3] == SPOILED
    assert seat.card.width < full
    assert any(speck.visible and speck.center_y > seat.spot[1] for speck in seat.specks)
    step(view, SPOIL_TICKS)
    assert not seat.card.visible
    assert not any(speck.visible for speck in seat.specks)


@pytest.mark.usefixtures("reduced_motion")
def test_with_reduce_motion_nothing_bursts_pops_or_floats_and_the_spoiled_card_is_still(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    view = table_view(game_window)
    effects = view.table.renderer.effects
    seat = effects.seats[0]
    view.table.present(
        [DiceThrown(1), CardCollected(0, CHOCOLATE_3, 0), CardRotten(1, CHOCOLATE_3, 0)]
    )
    assert "+3" in bubbles(view, 0), "the points are shown at once, in a bubble"
    spoiled = effects.seats[1].card
    shown = []
    for _ in range(3):
        step(view, 5)
        assert not effects.whack.visible and not any(piece.visible for piece in effects.pieces)
        assert not seat.pop.visible and not seat.points.visible
        assert spoiled.visible and spoiled.color[:3] == SPOILED
        shown.append((spoiled.position, spoiled.width, spoiled.angle, spoiled.alpha))
    assert shown[0] == shown[1] == shown[2]
    step(view, SPOIL_TICKS)
    assert not spoiled.visible


def test_a_seeded_bot_game_ends_in_the_same_state_drawn_with_effects_or_not_drawn(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    shown = table_view(game_window, "hard,easy,normal", 11)
    effects = shown.table.renderer.effects
    burst_seen = claims_seen = False
    while not shown.table.over:
        shown.table.tick()
        if shown.table.position % 3 == 0:
            shown.on_draw()
            burst_seen = burst_seen or any(piece.visible for piece in effects.pieces)
            claims_seen = claims_seen or any(seat.points.visible for seat in effects.seats)
    assert burst_seen and claims_seen
    quiet = table_view(game_window, "hard,easy,normal", 11)
    quiet.table.run_quietly(10**6)
    assert quiet.table.over

    def final(view: Any) -> tuple[str, object]:
        session = view.table.session
        return session.state_hash(), session.rng.getstate()

    assert final(shown) == final(quiet)
    assert shown.table.position == quiet.table.position
