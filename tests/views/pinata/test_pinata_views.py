"""The Piñata Blast screens drawn headless: a bot game to its results, a mouse throw,
the youngest option, pausing, and what the table shows."""

from __future__ import annotations

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import PinataOptions
from candy_arcade.render.pinata.prompts import seat_prompt
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.views.launch import run_frames
from candy_arcade.views.navigation import start_game
from candy_arcade.views.pinata.results import PinataResultsView
from candy_arcade.views.pinata.table import PinataTable, pinata_table_view
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.views.results_presses import click_button, settle

FELT = (46, 110, 78)
CARD_CREAM = (255, 250, 238)
DIE_WHITE = (252, 251, 247)


def setup(seats: str, seed: int, youngest: bool = False) -> GameSetup:
    assignments = []
    for number, entry in enumerate(seats.split(","), start=1):
        if entry == "mouse":
            assignments.append(SeatAssignment(SeatSpec(is_bot=False), "mouse", f"Player {number}"))
        else:
            spec = SeatSpec(is_bot=True, difficulty=entry)  # type: ignore[arg-type]
            assignments.append(SeatAssignment(spec, None, f"Bot {number}"))
    options = PinataOptions(youngest)
    return GameSetup("pinata", load_default_level(), seed, tuple(assignments), options)


def advance(window, frames: int, draw_every: int = 30) -> None:  # type: ignore[no-untyped-def]
    """Update every frame, draw now and then: a whole game stays quick to test."""
    for frame in range(frames):
        view = window.current_view
        view.on_fixed_update(1 / 60)
        view.on_update(1 / 60)
        window.on_update(1 / 60)
        if frame % draw_every == 0:
            window.current_view.on_draw()
        if isinstance(window.current_view, PinataResultsView):
            return


def near(pixel: tuple[int, ...], colour: tuple[int, ...], tolerance: int = 8) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=False))


def test_the_pinata_mode_starts_the_pinata_table(game_window) -> None:  # type: ignore[no-untyped-def]
    start_game(game_window, setup("normal,normal", 3))
    run_frames(game_window, 3)
    shown = game_window.current_view
    assert isinstance(shown, RealtimeTableView) and isinstance(shown.table, PinataTable)


def test_a_bot_game_is_played_to_the_results_screen_showing_every_pile(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("hard,easy", 8))
    game_window.show_view(view)
    advance(game_window, 20_000, draw_every=120)
    results = game_window.current_view
    assert isinstance(results, PinataResultsView)
    piles = sum(len(player.victory) for player in results.state.players)
    assert piles > 0
    assert len(results.sprites) == piles
    run_frames(game_window, 1)
    headline = results.texts[1].text
    assert any(view.table.names[winner] in headline for winner in results.winners)
    settle(results)
    click_button(results, "Play again")
    shown = game_window.current_view
    assert isinstance(shown, RealtimeTableView) and isinstance(shown.table, PinataTable)
    assert shown.table.game == 2, "Play again plays the match's next game"


def test_the_table_shows_the_felt_the_hands_of_cards_and_the_dice(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("normal,normal,normal,normal", 3))
    game_window.show_view(view)
    advance(game_window, 600, draw_every=600)
    while view.table.session.phase is not Phase.GRABBING:
        advance(game_window, 1, draw_every=1000)
    run_frames(game_window, 1)
    image = arcade.get_image().convert("RGB")
    felt = [image.getpixel((x, y)) for x in (260, 420, 860, 1020) for y in (160, 560)]
    assert sum(near(pixel, FELT, 36) for pixel in felt) >= 5  # the vignette darkens edges
    seat = view.table.session.seats[0]
    x, y = view.table.renderer.screen.to_screen(seat.row_centre)
    row = [image.getpixel((int(x) + dx, 720 - int(y))) for dx in range(-150, 150, 3)]
    assert any(near(pixel, CARD_CREAM) for pixel in row), "no face-up card in the bottom row"
    dice_pixels = 0
    for die in view.table.session.snapshot().dice:
        dx, dy = view.table.renderer.screen.to_screen(die.position)
        patch = [
            image.getpixel((int(dx) + ox, 720 - int(dy) + oy))
            for ox in range(-10, 11, 2)
            for oy in range(-10, 11, 2)
        ]
        dice_pixels += any(near(pixel, DIE_WHITE, 10) for pixel in patch)
    assert dice_pixels >= 3


def human_holds_the_stick() -> int:
    """A seed whose deal gives the stick to seat 0 (the mouse player)."""
    return next(seed for seed in range(100) if PinataSession(2, seed).state.stick_holder == 0)


def test_a_mouse_player_throws_by_pressing_dragging_back_and_letting_go(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("mouse,normal", human_holds_the_stick()))
    game_window.show_view(view)
    while not view.table.session.throw_ready:
        run_frames(game_window, 1)
    x, y = view.table.renderer.screen.to_screen(view.table.session.gesture.origin)
    view.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    run_frames(game_window, 1)
    for step in range(1, 11):
        view.on_mouse_drag(int(x), int(y - 12 * step), 0, -12, arcade.MOUSE_BUTTON_LEFT, 0)
        run_frames(game_window, 1)
    assert view.table.session.snapshot().aim is not None
    view.on_mouse_release(int(x), int(y - 120), arcade.MOUSE_BUTTON_LEFT, 0)
    run_frames(game_window, 2)
    assert view.table.session.phase is Phase.ROLLING
    assert view.table.session.dice is not None and view.table.session.dice.power > 0.5


def test_the_youngest_option_leaves_out_the_green_die_and_opens_every_hand(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("mouse,normal", 4, youngest=True))
    game_window.show_view(view)
    run_frames(game_window, 2)
    state = view.table.session.state
    assert state.settings.youngest
    assert len(state.dice) == 6 and not any(die.spec.is_green for die in state.dice)
    assert all(view.table.renderer.face_up)


def test_against_bots_only_the_humans_hand_is_face_up(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(setup("mouse,normal,hard", 4))
    assert list(view.table.renderer.face_up) == [True, False, False]


def test_escape_pauses_and_resume_returns_to_the_table(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.pause import PauseView

    view = pinata_table_view(setup("normal,normal", 5))
    game_window.show_view(view)
    run_frames(game_window, 2)
    view.on_key_press(arcade.key.ESCAPE, 0)
    pause = game_window.current_view
    assert isinstance(pause, PauseView)
    tick = view.table.session.tick
    run_frames(game_window, 5)
    assert view.table.session.tick == tick
    pause.on_back()
    run_frames(game_window, 5)
    assert view.table.session.tick > tick


def test_each_persons_prompt_says_what_their_two_buttons_do_now() -> None:
    session = PinataSession(2, human_holds_the_stick())
    snapshot = session.snapshot()
    assert "drag back" in seat_prompt(snapshot, 0, "Left click", "Right click", pointer=True)
    assert "hold E" in seat_prompt(snapshot, 0, "E", "Q", pointer=False)
    assert seat_prompt(snapshot, 1, "E", "Q", pointer=False) == "Q: next card · E: lay it"


def test_a_pad_unplugged_mid_game_waits_until_a_free_device_takes_the_seat(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.input.gamepad import GamepadDevice
    from tests.input.fake_pad import fake_controller, forget

    hub = game_window.input_hub
    controller, _device = fake_controller("Pinata Pad")
    pad = GamepadDevice(6, controller)
    hub.add_device(pad)
    seats = (
        SeatAssignment(SeatSpec(is_bot=False), pad.device_id, "Player 1"),
        SeatAssignment(SeatSpec(is_bot=True), None, "Bot 2"),
    )
    view = pinata_table_view(GameSetup("pinata", load_default_level(), 5, seats))
    game_window.show_view(view)
    run_frames(game_window, 10)
    pad.connected = False
    hub._pad_disconnected(pad)
    run_frames(game_window, 20)
    assert view.waiting_for_seat == 0
    tick = view.table.session.tick
    run_frames(game_window, 20)
    assert view.table.session.tick == tick
    view.on_key_press(arcade.key.Q, 0)
    view.on_key_release(arcade.key.Q, 0)
    run_frames(game_window, 5)
    assert view.waiting_for_seat is None
    assert view.devices[0] == "keys-left"
    assert view.table.session.tick > tick
    forget(hub, pad.device_id)


def test_a_pads_grab_button_is_read_as_held_for_the_throw() -> None:
    from candy_arcade.input.gamepad import GamepadDevice
    from candy_arcade.views.pinata.devices import grab_held
    from tests.input.fake_pad import BUTTON_INDEX, fake_controller

    controller, device = fake_controller("Held Pad")
    pad = GamepadDevice(5, controller)
    assert grab_held(pad, mouse_down=False) is False
    device.buttons[BUTTON_INDEX["a"]].value = True
    assert grab_held(pad, mouse_down=False) is True
    device.buttons[BUTTON_INDEX["a"]].value = False
    assert grab_held(pad, mouse_down=False) is False


def test_a_refused_grab_shows_its_reason_over_the_players_palm(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.rules.pinata.events import Reason
    from candy_arcade.sim.pinata.session_events import Refusal

    view = pinata_table_view(setup("mouse,normal", 4))
    game_window.show_view(view)
    run_frames(game_window, 2)
    view.table.present([Refusal.because(0, Reason.NO_CARD_PLACED)])
    bubble = view.table.renderer.hud.bubbles[-1]
    assert (bubble.player, bubble.text.text) == (0, "place a card before you take a die")
