"""Swappities in the window, as a newcomer playtest found it: a player's prompt never
covers the trading banner, and a refusal stays up long enough to read."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import arcade
import pytest

from candy_arcade.core.clock import TICK_SECONDS, seconds_to_ticks
from candy_arcade.core.seats import SeatSpec
from candy_arcade.layout_check.capture import Capture, installed
from candy_arcade.layout_check.problems import Kind, frame_problems
from candy_arcade.layout_check.run import draw
from candy_arcade.levels.loader import default_level_for
from candy_arcade.mode_options import CandyOptions
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.rules.cards import parse_card
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_table import candy_table_view

TITLE = "Swappities! Trade before the reveal"
EMPTY_STASH = CandyReason.RECEIVER_STASH_EMPTY.value


def tick(view: Any, ticks: int = 1) -> None:
    """Frames of one table tick each, undrawn."""
    for _ in range(ticks):
        view.on_update(TICK_SECONDS)
        view.on_fixed_update(TICK_SECONDS)


@contextmanager
def trading_table(
    game_window: Any,
    timer: int,
    up_to: float | None = None,
    stashed: bool = False,
    device: str = "keys-left",
    stashes: tuple[str, str] | None = None,
) -> Iterator[tuple[Any, Capture]]:
    """A Swappities round of a keyboard player and an easy bot, played to its trading
    phase; with ``up_to``, the player first holds W until their palm is that high;
    ``stashed``, the player starts with a card in their stash; ``device`` plays it;
    ``stashes`` (card codes), the two stashes as trading opens."""
    with installed(game_window) as capture:
        seats = (
            SeatAssignment(SeatSpec(is_bot=False), device, "Player 1", 0),
            SeatAssignment(SeatSpec(is_bot=True, difficulty="easy"), None, "Bot 2", 1),
        )
        level = dataclasses.replace(default_level_for("candy"), timer_seconds=timer)
        options = CandyOptions(frozenset({Variant.SWAPPITIES}))
        view = candy_table_view(GameSetup("candy", level, 3, seats, options))
        game_window.show_view(view)
        session = view.table.session
        if stashed:
            session.table.to_stash(session.pool_cards()[0], 0)
        if up_to is not None:
            draw(game_window, capture)
            view.on_key_press(arcade.key.W, 0)
            while session.hands[0].y < up_to:
                tick(view)
            view.on_key_release(arcade.key.W, 0)
            draw(game_window, capture)  # the legend sees the player move and steps aside
        for _ in range(60 * (timer + 10)):
            if session.phase is Phase.TRADING:
                break
            tick(view)
        for player, codes in enumerate(stashes or ()):
            for code in codes.split():
                session.table.to_stash(parse_card(code).index, player)
        tick(view, 3)
        yield view, capture


def test_a_prompt_by_a_hand_left_under_the_banner_does_not_cover_the_banner(
    game_window: Any,
) -> None:
    under_banner = 400.0
    with trading_table(game_window, timer=3, up_to=under_banner) as (view, capture):
        frame = draw(game_window, capture)
        words = [text.words for text in frame.texts]
        assert view.table.session.hands[0].y >= under_banner
        assert any(TITLE in said for said in words), words
        assert any("Nothing to offer" in said for said in words), words
        over = [p.texts for p in frame_problems(frame) if p.kind is Kind.OVERLAP]
        assert not over, over


def words_on_screen(game_window: Any, capture: Capture) -> list[str]:
    return [text.words for text in draw(game_window, capture).texts]


def test_a_refusal_stays_on_screen_long_enough_to_read(game_window: Any) -> None:
    with trading_table(game_window, timer=1, stashed=True) as (view, capture):
        assert view.table.session.stashes[1] == [], "the bot stashed a card in a one-second round"
        view.on_key_press(arcade.key.Q, 0)
        tick(view)
        view.on_key_release(arcade.key.Q, 0)
        assert any(EMPTY_STASH in said for said in words_on_screen(game_window, capture))
        tick(view, seconds_to_ticks(2.5))
        assert any(EMPTY_STASH in said for said in words_on_screen(game_window, capture))
        tick(view, seconds_to_ticks(0.5))
        assert not any(EMPTY_STASH in said for said in words_on_screen(game_window, capture))


@pytest.mark.parametrize("device", ["mouse", "keys-left"])
def test_the_offer_help_reads_as_short_lines_none_wrapped(game_window: Any, device: str) -> None:
    with trading_table(game_window, timer=1, stashed=True, device=device) as (_, capture):
        helps = [
            text
            for text in draw(game_window, capture).texts
            if text.words.startswith("Offer to Bot 2")
        ]
        assert helps, "no offer help on screen"
        for text in helps:
            written = text.words.split("\n")
            assert "face down" in written[2] and "done" in written[-1], written
            assert len(text.lines) == len(written), (written, len(text.lines))


def test_a_declined_offer_leaves_the_screen_and_is_not_made_again(game_window: Any) -> None:
    """The bot offers a card it would gladly lose; Player 1 declines with [E] and, for
    three seconds after, sees no offer standing."""
    stashes = ("KH 8H KC 5S", "10C QC KD 4D 8S")
    with trading_table(game_window, timer=1, stashes=stashes) as (view, capture):
        trading = view.table.session.trading
        for _ in range(seconds_to_ticks(5)):
            if trading.offer_to(0) is not None:
                break
            tick(view)
        words = words_on_screen(game_window, capture)
        offered = "Bot 2 offers you a card"
        assert any(offered in said for said in words), words
        assert any("1 offer(s)" in said for said in words), words
        view.on_key_press(arcade.key.E, 0)
        tick(view)
        view.on_key_release(arcade.key.E, 0)
        for _ in range(6):
            tick(view, seconds_to_ticks(0.5))
            words = words_on_screen(game_window, capture)
            assert not any(offered in said for said in words), words
            assert any("0 offer(s)" in said for said in words), words
        assert any(said.startswith("Offer to Bot 2") for said in words), words
