"""Swappities in the window: an offer to a player with an empty stash is refused, and
the offerer reads why above their seat."""

from __future__ import annotations

import dataclasses
from typing import Any

import arcade

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.seats import SeatSpec
from candy_arcade.layout_check.capture import installed
from candy_arcade.layout_check.run import draw
from candy_arcade.levels.loader import default_level_for
from candy_arcade.mode_options import CandyOptions
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_table import candy_table_view

REFUSAL = CandyReason.RECEIVER_STASH_EMPTY.value


def tick(view: Any, ticks: int = 1) -> None:
    """Frames of one table tick each, undrawn."""
    for _ in range(ticks):
        view.on_update(TICK_SECONDS)
        view.on_fixed_update(TICK_SECONDS)


def test_an_offer_to_a_player_with_an_empty_stash_is_refused_with_its_reason_on_screen(
    game_window: Any,
) -> None:
    with installed(game_window) as capture:  # before the table: it hooks its texts
        seats = (
            SeatAssignment(SeatSpec(is_bot=False), "keys-left", "Player 1", 0),
            SeatAssignment(SeatSpec(is_bot=True, difficulty="easy"), None, "Bot 2", 1),
        )
        level = dataclasses.replace(default_level_for("candy"), timer_seconds=1)
        options = CandyOptions(frozenset({Variant.SWAPPITIES}))
        view = candy_table_view(GameSetup("candy", level, 3, seats, options))
        game_window.show_view(view)
        session = view.table.session
        session.table.to_stash(session.pool_cards()[0], 0)
        for _ in range(600):
            if session.phase is Phase.TRADING:
                break
            tick(view)
        assert session.stashes[1] == [], "the bot stashed a card in a one-second round"
        tick(view, 3)
        view.on_key_press(arcade.key.Q, 0)
        tick(view, 3)
        view.on_key_release(arcade.key.Q, 0)
        words = [text.words for text in draw(game_window, capture).texts]
        assert any(REFUSAL in said for said in words), words
    assert session.trading is not None and session.trading.offers == []
