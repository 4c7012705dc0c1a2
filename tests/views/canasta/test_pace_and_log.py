"""The bots' pace and the log: a speed and "pause after each bot turn" in the settings,
honoured at the table; the full log opened with L or its button, scrolled and closed;
meld lines that name the wilds and the Wheel; a short log that stays inside its box and
keeps "takes the pile" in view."""

from __future__ import annotations

from pathlib import Path

import arcade

from candy_arcade.render.canasta.layout import LOG_AREA
from candy_arcade.render.canasta.log_render import LOG_BOX
from candy_arcade.render.canasta.seats import SeatInfo
from candy_arcade.render.theme import HIGHLIGHT
from candy_arcade.rules.canasta.decks import heckadeck
from candy_arcade.rules.canasta.events import Melded, PileTaken
from candy_arcade.settings import BOT_SPEEDS, Settings, load_settings, save_settings
from candy_arcade.views.canasta.events_text import describe_event
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames
from candy_arcade.views.settings_view import SettingsView

from .tables import setup, table
from .test_table_seats import shown_words
from .test_table_view import NO_WAIT

SEATS = (SeatInfo(0, "South", "Ann", False, "normal", 0),
         SeatInfo(1, "North", "Bot 2", True, "hard", 1))


# ----- settings ------------------------------------------------------------------------


def test_bot_speed_and_pause_are_saved_with_the_other_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    save_settings(Settings(effects_volume=0.4, bot_speed="fast", pause_after_bot_turn=True), path)
    loaded = load_settings(path)
    assert loaded.problem is None
    assert loaded.settings.bot_speed == "fast" and loaded.settings.pause_after_bot_turn
    assert loaded.settings.effects_volume == 0.4


def test_an_older_settings_file_without_the_pace_loads_at_the_normal_pace(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('volume = 0.3\nfelt = "plum"\n[keys]\ncanasta_draw = "X"\n')
    loaded = load_settings(path)
    assert loaded.problem is None
    assert loaded.settings.bot_speed == "normal" and not loaded.settings.pause_after_bot_turn
    assert loaded.settings.felt == "plum" and loaded.settings.keys["canasta_draw"] == "X"


def test_a_bad_pace_value_keeps_the_rest_of_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('volume = 0.3\nbot_speed = "ludicrous"\npause_after_bot_turn = "yes"\n')
    loaded = load_settings(path)
    assert loaded.problem is None and not (tmp_path / "settings.toml.bad").exists()
    assert loaded.settings.effects_volume == 0.3
    assert loaded.settings.bot_speed == "normal" and not loaded.settings.pause_after_bot_turn


def test_the_settings_screen_offers_every_bot_speed_and_the_pause(told_window) -> None:  # type: ignore[no-untyped-def]
    view = SettingsView(told_window.current_view)
    told_window.show_view(view)
    speed = next(i for i in view.items if i.label == "Canasta bot speed")
    pause = next(i for i in view.items if i.label == "Pause after bot turns")
    seen = []
    for _ in BOT_SPEEDS:
        speed.cycle(1)
        seen.append(told_window.settings.bot_speed)
    assert sorted(seen) == sorted(BOT_SPEEDS)
    assert pause.display() == "Pause after bot turns:  < off >"
    pause.cycle(1)
    assert told_window.settings.pause_after_bot_turn
    assert pause.display() == "Pause after bot turns:  < on >"


# ----- the pace at the table ------------------------------------------------------------


def bots_table(game_window, pace=None):  # type: ignore[no-untyped-def]
    view = CanastaTableView(CanastaSession(setup(["normal", "easy"], 4)), threaded=False,
                            autosave=False, pace=pace)
    game_window.show_view(view)
    return view


def frames_to_first_move(view, limit: int = 400) -> int:  # type: ignore[no-untyped-def]
    start = view.session.moves
    for frame in range(limit):
        view.on_update(1 / 60)
        if view.session.moves != start:
            return frame
    return limit


def test_the_bot_speed_setting_sets_how_long_a_bot_waits(told_window) -> None:  # type: ignore[no-untyped-def]
    waits = {}
    for speed in ("slow", "normal", "fast", "instant"):
        told_window.settings = told_window.settings.with_changes(bot_speed=speed)
        waits[speed] = frames_to_first_move(bots_table(told_window))
    assert waits["slow"] > waits["normal"] > waits["fast"] > waits["instant"]
    assert waits["instant"] == 0
    assert waits["slow"] >= 80, "slow waits over a second before the draw"


def test_the_pace_is_read_again_when_the_table_shows_again(told_window) -> None:  # type: ignore[no-untyped-def]
    told_window.settings = told_window.settings.with_changes(bot_speed="slow")
    view = bots_table(told_window)
    told_window.settings = told_window.settings.with_changes(bot_speed="instant")
    view.on_show_view()
    assert frames_to_first_move(view) == 0


def test_pause_after_each_bot_turn_waits_for_a_key_then_plays_on(game_window) -> None:  # type: ignore[no-untyped-def]
    pace = Pace(0.0, 0.0, 0.05, pause_after_turn=True)
    view = bots_table(game_window, pace)
    for _ in range(400):
        view.on_update(1 / 60)
        if view.session.state.turn == 1:
            break
    assert view.session.state.turn == 1
    held_at = view.session.moves
    run_frames(game_window, 120)
    assert view.session.moves == held_at, "the next bot waits for a key"
    prompt = shown_words(view.panel.texts)["prompt"]
    assert prompt == "South's turn is over. Press a key or click to go on: " \
        "North (Bot, easy) plays next"
    view.on_key_press(arcade.key.SPACE, 0)
    assert view.session.moves == held_at, "the key only lets play go on"
    for _ in range(400):
        view.on_update(1 / 60)
        if view.session.state.turn == 0:
            break
    assert view.session.state.turn == 0 and view.pacer.held_after == 1
    view.on_mouse_press(500, 300, arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.pacer.held_after is None


# ----- the full log ---------------------------------------------------------------------


def played_table(game_window):  # type: ignore[no-untyped-def]
    """A bots-only table after 80 log lines (more than the 50 the table once kept)."""
    view = bots_table(game_window, NO_WAIT)
    for _ in range(20000):
        view.on_update(1 / 60)
        if len(view.session.log) >= 80:
            break
    view.pacer.pace = Pace(3600.0, 3600.0, 3600.0)
    run_frames(game_window, 2)
    return view


def log_lines_shown(view) -> list[str]:  # type: ignore[no-untyped-def]
    words = shown_words(view.log_box.texts)
    return [words[f"line{i}"] for i in range(view.log_box.shown)][::-1]


def test_l_opens_the_whole_log_arrows_and_wheel_scroll_it_esc_closes_it(game_window) -> None:  # type: ignore[no-untyped-def]
    view = played_table(game_window)
    log = list(view.session.log)
    assert len(log) >= 80
    view.on_key_press(arcade.key.L, 0)
    run_frames(game_window, 1)
    assert view.log_reader.open
    newest = log_lines_shown(view)
    assert newest == log[-len(newest):] and 5 < len(newest) < len(log)
    assert shown_words(view.log_box.texts)["title"] == "Game log"
    view.on_key_press(arcade.key.UP, 0)
    run_frames(game_window, 1)
    assert log_lines_shown(view)[-1] == log[-2]
    view.on_mouse_scroll(400, 300, 0, 3)
    run_frames(game_window, 1)
    assert log_lines_shown(view)[-1] == log[-5]
    view.on_key_press(arcade.key.HOME, 0)
    run_frames(game_window, 1)
    assert log_lines_shown(view) == [log[0]], "scrolled back to the game's first line"
    view.on_key_press(arcade.key.S, 0)
    assert view.session.log == log and view.log_reader.open, "keys go to the open log"
    view.on_key_press(arcade.key.ESCAPE, 0)
    assert not view.log_reader.open
    view.on_key_press(arcade.key.L, 0)
    view.on_menu_command("down")
    view.on_menu_command("back")
    assert not view.log_reader.open


def test_the_open_log_leaves_the_windows_own_keys_to_the_window(game_window) -> None:  # type: ignore[no-untyped-def]
    view = played_table(game_window)
    view.on_key_press(arcade.key.L, 0)
    run_frames(game_window, 1)
    for key in (arcade.key.F11, arcade.key.F12):  # fullscreen, the screenshot
        assert not view.on_key_press(key, 0), "left unhandled: pyglet passes it to the window"
    assert view.log_reader.open
    view.on_key_press(arcade.key.S, 0)
    assert view.log_reader.open, "other keys still go to the open log"


def test_the_log_button_opens_the_log_and_bots_wait_while_it_is_read(game_window) -> None:  # type: ignore[no-untyped-def]
    view = played_table(game_window)
    rect = view.panel.button_rect_of("log")
    assert rect is not None
    view.on_mouse_press(int(rect.center[0]), int(rect.center[1]), arcade.MOUSE_BUTTON_LEFT, 0)
    run_frames(game_window, 2)
    assert view.log_reader.open
    view.pacer.pace = NO_WAIT
    moves = view.session.moves
    run_frames(game_window, 60)
    assert view.session.moves == moves
    view.on_key_press(arcade.key.L, 0)
    assert not view.log_reader.open


def test_every_full_log_line_wraps_inside_the_box(game_window) -> None:  # type: ignore[no-untyped-def]
    view = played_table(game_window)
    view.session.log.append("North melds Kings (+7, wilds: Joker, Arrow, Talisman, "
                            "the Wheel named King) " * 4)
    view.on_key_press(arcade.key.L, 0)
    run_frames(game_window, 1)
    for key, (_, label) in view.log_box.texts._texts.items():
        if key.startswith("line") and label.visible:
            assert LOG_BOX.left <= label.left and label.right <= LOG_BOX.right
            assert LOG_BOX.bottom <= label.bottom and label.top <= LOG_BOX.top


# ----- the lines --------------------------------------------------------------------------


def test_a_meld_line_names_the_wilds_and_the_wheels_name() -> None:
    deck = heckadeck()
    kings = [c.id for c in deck.cards if c.name == "K"][:2]
    joker = next(c.id for c in deck.cards if c.name == "Joker")
    assert deck.wheel_id is not None
    line = describe_event(deck, Melded(1, "K", (*kings, joker, deck.wheel_id), True), SEATS,
                          "K")
    assert line == "North melds Kings (+4, wilds: Joker, the Wheel named King)"
    plain = describe_event(deck, Melded(1, "K", tuple(kings), False), SEATS)
    assert plain == "North adds to Kings (+2)"


# ----- the short log ----------------------------------------------------------------------


def test_the_short_log_stays_inside_its_box_and_keeps_the_pile_taken_in_view(game_window) -> None:  # type: ignore[no-untyped-def]
    view = bots_table(game_window, Pace(3600.0, 3600.0, 3600.0))
    session = view.session
    session.state = table(hands=[["K", "K", "5"], ["6", "7", "8"]], discard=["7", "K"],
                          melds=[[("Q", ["Q", "Q", "Q"])], []])
    session.log.clear()
    session._note([PileTaken(0, session.state.discard[-1], 2)])
    for index in range(15):
        session.log.append(f"South adds to Queens (+1, wilds: Joker) — a long line {index} "
                           "that has to wrap inside the small log box beside the pile")
    view._signature = None
    run_frames(game_window, 1)
    texts = view.table.texts._texts
    pinned = texts["log-pinned"][1]
    assert pinned.visible and pinned.text == "South takes the pile (2 cards)"
    assert tuple(pinned.color)[:3] == HIGHLIGHT[:3]
    shown = [label for key, (_, label) in texts.items()
             if key.startswith("log") and label.visible]
    assert len(shown) >= 2
    for label in shown:
        assert LOG_AREA.left <= label.left and label.right <= LOG_AREA.right + 1
        assert LOG_AREA.bottom <= label.bottom and label.top <= LOG_AREA.top + 1
    assert texts["log0"][1].text.endswith("beside the pile") and "14" in texts["log0"][1].text
    session.turns += 1
    view._signature = None
    run_frames(game_window, 1)
    assert texts["log-pinned"][1].visible, "still there through the next player's turn"
    session.turns += 1
    view._signature = None
    run_frames(game_window, 1)
    assert not texts["log-pinned"][1].visible
