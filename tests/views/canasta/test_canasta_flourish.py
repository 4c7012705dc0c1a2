"""A meld that becomes a canasta squares up into a stack and flourishes once (the stack
swells over a glow, CANASTA! pops in, sparkles fly), with either deck; the next card
laid on it flourishes nothing; with Reduce motion every card is in its place at once,
nothing flourishes and the focus ring holds still."""

from __future__ import annotations

import math
from collections.abc import Iterator

import arcade
import pytest

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta.canasta_flourish import FLOURISH_SECONDS, POP_PEAK
from candy_arcade.render.canasta.card_sprites import GLIDE_SECONDS
from candy_arcade.render.canasta.layout import MELD_SCALE
from candy_arcade.rules.canasta.actions import Meld, MeldGroup
from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK
from candy_arcade.rules.canasta.scenario import ids_of, position
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames

from .tables import setup
from .test_table_seats import HOLD_ON

FRAME = 1 / 60


@pytest.fixture
def reduce_motion(game_window) -> Iterator[None]:  # type: ignore[no-untyped-def]
    settings = game_window.settings
    game_window.settings = settings.with_changes(reduce_motion=True)
    yield
    game_window.settings = settings


def five_kings_laid(game_window, deck: str) -> CanastaTableView:  # type: ignore[no-untyped-def]
    """South to meld, five Kings on the table and three more in hand (eight in a deck);
    North never moves."""
    session = CanastaSession(setup(["human", "normal"], 4, CanastaOptions(deck=deck)))
    session.state = position(
        session.settings,
        hands=[["K", "K", "K", "5", "6", "7", "8"], ["5", "6"]],
        melds=[[["K"] * 5], []],
        phase=Phase.MELD,
        player_melded=[True, False],
    )
    session.acknowledged = [frozenset(hand) for hand in session.state.hands]
    view = CanastaTableView(session, threaded=False, autosave=False, pace=HOLD_ON)
    game_window.show_view(view)
    run_frames(game_window, 2)
    return view


def lay_kings(view: CanastaTableView, count: int) -> tuple[int, ...]:
    state = view.session.state
    cards = ids_of(state, 0, *["K"] * count)
    view.session.apply(Meld((MeldGroup("K", cards),)))
    return cards


def frame(view: CanastaTableView) -> None:
    view.on_update(FRAME)
    view.on_draw()


@pytest.mark.parametrize("deck", [HECKADECK, CLASSIC])
def test_a_meld_reaching_seven_squares_up_and_flourishes_once(game_window, deck: str) -> None:  # type: ignore[no-untyped-def]
    view = five_kings_laid(game_window, deck)
    kings = {*view.session.state.melds[0][0].cards, *lay_kings(view, 2)}
    frame(view)
    flourishes = view.table.flourishes
    assert len(flourishes.running) == 1, "the new canasta flourishes"
    stack = flourishes.running[0].cards
    assert len(stack) == 3
    gliding_under = [s for s in view.table.cards.backs if s.card in kings and s.moving]
    assert len(gliding_under) == 4, "the other four Kings glide onto the stack"
    word_sizes, swells, sparkled = [], [], False
    for _ in range(round((GLIDE_SECONDS + FLOURISH_SECONDS) / FRAME) + 10):
        frame(view)
        if flourishes.running:
            running = flourishes.running[0]
            if running.word.visible:
                word_sizes.append(running.word.scale_x)
                top = view.table.cards.sprite_of(stack[-1])
                assert top is not None
                swells.append(top.scale_x / MELD_SCALE)
                sparkled = sparkled or any(s.visible for s in running.sparkles)
    assert not flourishes.running and not flourishes.over and not flourishes.under
    assert max(word_sizes) > 0.9 * POP_PEAK and abs(word_sizes[-1] - 1) < 1e-6
    assert max(swells) > 1.08, "the stack swells"
    assert sparkled
    assert not view.table.cards.backs, "the tucked Kings are gone under the stack"
    shown = {sprite.card for sprite in view.table.cards.sprites}
    assert shown & kings == set(stack)
    top = view.table.cards.sprite_of(stack[-1])
    assert top is not None and top.scale_x == MELD_SCALE, "back to its own size"
    lay_kings(view, 1)
    frame(view)
    assert not flourishes.running, "an eighth card on a canasta flourishes nothing"


def test_with_reduce_motion_the_canasta_is_squared_at_once_and_nothing_flourishes(
    game_window, reduce_motion: None,  # type: ignore[no-untyped-def]
) -> None:
    view = five_kings_laid(game_window, HECKADECK)
    laid = lay_kings(view, 2)
    frame(view)
    table = view.table
    assert not table.busy, "no glide under way: the bots need not wait"
    assert not table.flourishes.running and not table.cards.backs
    for card in laid:
        sprite = table.cards.sprite_of(card)
        assert sprite is None or (sprite.position == sprite.target and not sprite.moving)
    assert len(table.cards.sprites) == len(table.cards.by_card)


def test_turning_reduce_motion_on_ends_a_glide_and_a_flourish_under_way(game_window) -> None:  # type: ignore[no-untyped-def]
    view = five_kings_laid(game_window, HECKADECK)
    lay_kings(view, 2)
    frame(view)
    assert view.table.busy and view.table.flourishes.running
    stack = view.table.flourishes.running[0].cards
    while view.table.busy:
        frame(view)
    for _ in range(8):
        frame(view)
    top = view.table.cards.sprite_of(stack[-1])
    assert top is not None and top.scale_x > MELD_SCALE, "caught mid-swell"
    game_window.settings = game_window.settings.with_changes(reduce_motion=True)
    try:
        view.on_show_view()
        frame(view)
        assert not view.table.busy and not view.table.flourishes.running
        assert top.scale_x == MELD_SCALE
    finally:
        game_window.settings = game_window.settings.with_changes(reduce_motion=False)


def focus_ring_at(game_window, view: CanastaTableView, clock: float):  # type: ignore[no-untyped-def]
    """The screen round the focused hand card with the view's clock at ``clock``."""
    view.keyboard_mode = True
    view.clock = clock
    view.on_draw()
    x, y = view.table.hand_xy[view.controller.hand_cursor % len(view.table.hand_xy)]
    image = arcade.get_image()
    top = game_window.height - y
    return image.crop((int(x - 70), int(top - 90), int(x + 70), int(top + 90)))


def test_the_focus_ring_pulses_and_holds_still_under_reduce_motion(game_window) -> None:  # type: ignore[no-untyped-def]
    view = five_kings_laid(game_window, HECKADECK)
    wide, thin = math.pi / 12, math.pi / 4
    assert focus_ring_at(game_window, view, wide) != focus_ring_at(game_window, view, thin)
    game_window.settings = game_window.settings.with_changes(reduce_motion=True)
    try:
        view.on_show_view()
        assert focus_ring_at(game_window, view, wide) == focus_ring_at(game_window, view, thin)
    finally:
        game_window.settings = game_window.settings.with_changes(reduce_motion=False)
