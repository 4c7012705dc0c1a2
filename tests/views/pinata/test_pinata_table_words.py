"""What a Piñata Blast player reads on the table: "laying…" on a card clicked in the
hand until the palm gets home, the reason a click is refused, the throw countdown on
the clock and over the holder's palm, the results on time however slow the frames,
and the cards lost to rotten candy counted on the results screen."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.pinata.session import AUTO_THROW_SECONDS
from candy_arcade.views.pinata.results import PinataResultsView
from candy_arcade.views.pinata.table import RESULTS_DELAY_SECONDS, PinataTable, pinata_table_view
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.sim.pinata.test_session_rotten_wait import (
    CHOCOLATE_2,
    CHOCOLATE_4,
    FACES,
    card,
    lay_first_card,
    near,
)
from tests.sim.pinata.test_session_scenarios import (
    drop,
    grab,
    land,
    move_to,
    put_die,
    run,
    session_with,
    set_table,
)
from tests.views.pinata.test_pinata_views import setup

BOT_THROWS = 3
"""Of "mouse,normal": the bot holds the stick (it throws at once)."""
MOUSE_THROWS = 4
"""Of "mouse,normal": the mouse player holds the stick."""


def frames(window: Any, count: int, seconds: float = 1 / 60) -> None:
    """``count`` frames of ``seconds`` each: as many fixed ticks as arcade's loop would
    run in that time, then the frame's update (nothing drawn, to stay quick)."""
    ticks = max(1, round(seconds * 60))
    for _ in range(count):
        view = window.current_view
        for _ in range(ticks):
            view.on_fixed_update(1 / 60)
        view.on_update(seconds)


def table_view(window: Any, seed: int) -> RealtimeTableView[PinataTable]:
    view = pinata_table_view(setup("mouse,normal", seed))
    window.show_view(view)
    return view


def point_at(window: Any, table: PinataTable, where: Vec2) -> tuple[float, float]:
    """Move the mouse over a table point; returns the logical-screen point."""
    x, y = table.renderer.screen.to_screen(where)
    window.input_hub.mouse_motion(x, y)
    return x, y


def click(window: Any, table: PinataTable, where: Vec2) -> None:
    x, y = point_at(window, table, where)
    window.input_hub.mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT)
    window.input_hub.mouse_release(x, y, arcade.MOUSE_BUTTON_LEFT)


def grabbing(window: Any, view: RealtimeTableView[PinataTable]) -> PinataTable:
    """Run until the dice have landed, then give the mouse player a known hand."""
    table = view.table
    while table.session.phase is not Phase.GRABBING:
        frames(window, 1)
    set_table(
        table.session,
        FACES,
        [[card("dulce", points) for points in (1, 2, 3, 4)], [card("tamarindo", 3)]],
    )
    return table


def hint(table: PinataTable) -> str:
    table.draw()
    return table.renderer.hud.hints[0].text


def test_a_card_clicked_in_the_hand_shows_laying_until_the_palm_gets_home(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view(game_window, BOT_THROWS)
    table = grabbing(game_window, view)
    session = table.session
    point_at(game_window, table, session.table.centre)
    frames(game_window, 40)
    last = session.seats[0].hand_card_position(3, 4)
    click(game_window, table, last)
    frames(game_window, 2)
    assert hint(table).startswith("laying… bring your hand home")
    assert 0 in table.renderer.hud.laying_marks
    assert table.renderer.hud.laying.text == "laying…"
    for _ in range(120):
        if session.state.players[0].waiting is not None:
            break
        frames(game_window, 1)
    assert session.state.players[0].waiting == card("dulce", 4)
    assert "laying" not in hint(table)
    assert table.renderer.hud.laying_marks == {}


def test_a_click_on_the_hand_while_a_card_waits_shows_why_it_is_refused(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view(game_window, BOT_THROWS)
    table = grabbing(game_window, view)
    session = table.session
    click(game_window, table, session.seats[0].hand_card_position(0, 4))
    for _ in range(120):
        if session.state.players[0].waiting is not None:
            break
        frames(game_window, 1)
    click(game_window, table, session.seats[0].hand_card_position(1, 3))
    frames(game_window, 1)
    bubbles = [bubble.text.text for bubble in table.renderer.hud.bubbles if bubble.player == 0]
    assert bubbles == ["only one placed card may wait for a die"]


def test_the_stick_holder_sees_the_throw_counted_down_on_the_clock_and_over_the_palm(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    view = table_view(game_window, MOUSE_THROWS)
    table = view.table
    session = table.session
    assert session.state.stick_holder == 0
    while not session.throw_ready:
        frames(game_window, 1)
    hud = table.renderer.hud
    table.draw()
    assert hud.timer.text == f"0:{AUTO_THROW_SECONDS:02.0f}"
    assert hud.round.text == "Round 1 · throw"
    frames(game_window, round((AUTO_THROW_SECONDS - 5) * 60) + 1)
    assert hint(table).startswith("throw in 5 s · Left click: press, drag back")
    assert hud.timer.text == "0:05"
    assert [bubble.text.text for bubble in hud.bubbles if bubble.player == 0] == ["Throw in 5…"]
    aim = session.snapshot().aim
    assert aim is not None
    assert not hud.bubble_boxes[0].overlaps(hud.aim_box(aim)), "the countdown hides the aim"
    frames(game_window, 120)
    table.draw()
    assert hud.timer.text == "0:03"
    assert [bubble.text.text for bubble in hud.bubbles if bubble.player == 0] == ["Throw in 3…"]


def test_the_throw_countdown_goes_as_soon_as_the_holder_throws(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view(game_window, MOUSE_THROWS)
    table = view.table
    session = table.session
    while not session.throw_ready:
        frames(game_window, 1)
    frames(game_window, round((AUTO_THROW_SECONDS - 5) * 60) + 1)
    table.draw()
    hud = table.renderer.hud
    assert [bubble.text.text for bubble in hud.bubbles if bubble.player == 0] == ["Throw in 5…"]
    x, y = (int(v) for v in table.renderer.screen.to_screen(session.gesture.origin))
    view.on_mouse_press(x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    for step in range(1, 11):
        view.on_mouse_drag(x, y - 12 * step, 0, -12, arcade.MOUSE_BUTTON_LEFT, 0)
        frames(game_window, 1)
    view.on_mouse_release(x, y - 120, arcade.MOUSE_BUTTON_LEFT, 0)
    frames(game_window, 2)
    table.draw()
    assert session.phase is Phase.ROLLING
    assert [bubble.text.text for bubble in hud.bubbles if bubble.player == 0] == []


def finished(window: Any) -> RealtimeTableView[PinataTable]:
    """A table whose game has just ended (set by hand: only the wait after it matters)."""
    view = table_view(window, BOT_THROWS)
    session = view.table.session
    session.state = replace(session.state, phase=Phase.GAME_OVER)
    return view


def test_the_round_clock_shows_no_time_left_once_the_game_is_over(game_window) -> None:  # type: ignore[no-untyped-def]
    view = finished(game_window)
    frames(game_window, 1)
    view.table.draw()
    assert view.table.renderer.hud.timer.text == "0:00"


def test_the_results_come_on_time_however_slow_the_frames(game_window) -> None:  # type: ignore[no-untyped-def]
    view = finished(game_window)
    slow = 0.5
    due = round(RESULTS_DELAY_SECONDS / slow)
    frames(game_window, due - 1, slow)
    assert game_window.current_view is view
    frames(game_window, 1, slow)
    assert isinstance(game_window.current_view, PinataResultsView)


def test_the_results_wait_their_seconds_at_sixty_frames_a_second(game_window) -> None:  # type: ignore[no-untyped-def]
    view = finished(game_window)
    frames(game_window, round(RESULTS_DELAY_SECONDS * 60) - 2)
    assert game_window.current_view is view
    frames(game_window, 3)
    assert isinstance(game_window.current_view, PinataResultsView)


def test_the_results_count_the_cards_lost_to_rotten_candy(game_window) -> None:  # type: ignore[no-untyped-def]
    """A scripted game: player 0 spoils both its chocolate cards (on white die 3, then
    the green die); with an empty hand the game ends when the round's time is up."""
    session = session_with(round_limit=3.0)
    land(session, FACES, [[CHOCOLATE_4, CHOCOLATE_2], [card("tamarindo", 3)]])
    for die in (3, 6):
        lay_first_card(session, 0)
        put_die(session, die, near(session, 0, 40))
        move_to(session, 0, session.die_position(die))
        grab(session, 0)
        move_to(session, 0, session.seats[0].card_spot)
        drop(session, 0)
    run(session, 3 * 60)
    assert session.over
    assert session.state.discarded == (CHOCOLATE_4, CHOCOLATE_2)
    results = PinataResultsView(
        setup("mouse,normal", 1),
        session.state,
        ["Player 1", "Bot 2"],
        play_game=lambda game, replay: arcade.View(),
    )
    game_window.show_view(results)
    assert results.footer.text.startswith("Lost to rotten candy: 2 cards")
