"""What the players hear at the tables and screens: every table event goes through the
mix (a person louder than a bot, each from its seat's side), each mode's screens play
that mode's loop, and the settings screen's music and effects choices take hold at once."""

from __future__ import annotations

from typing import Any

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import default_level_for
from candy_arcade.render.music import DUCK_HOLD_SECONDS, MENU_TRACK
from candy_arcade.render.sound_mix import Voice
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.pinata.events import DieGrabbed
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.pause import PauseView
from candy_arcade.views.pinata.table import pinata_table_view
from candy_arcade.views.settings_view import SettingsView
from candy_arcade.views.title import TitleView
from tests.render.test_sound_mix import HeardBank

from .canasta.tables import setup as canasta_setup


def person_and_bots(mode: str, bots: int = 4) -> GameSetup:
    """Seat 0 a person (no device: the seat idles), the others bots."""
    person = SeatAssignment(SeatSpec(is_bot=False), None, "Ann")
    others = [SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {n}") for n in range(1, bots + 1)]
    seats = (person, *others)
    return GameSetup(mode, default_level_for(mode), 7, seats)


def test_i_want_candy_mixes_a_persons_grab_above_a_bots_each_from_its_side(
    game_window: Any, heard: HeardBank
) -> None:
    view = candy_table_view(person_and_bots("candy"))
    game_window.show_view(view)
    table = view.table
    seats = table.session.geometry.seats
    left = min(range(1, len(seats)), key=lambda p: seats[p].seat.x)
    right = max(range(1, len(seats)), key=lambda p: seats[p].seat.x)
    tick = table.session.tick
    table.present([TableEvent(EventKind.GRAB, tick, (0,)),
                   TableEvent(EventKind.GRAB, tick, (left,))])
    heard.now += 1.0
    table.present([TableEvent(EventKind.STASH, tick, (right,)), TableEvent(EventKind.TICK, tick)])
    (_, person), (_, left_bot), (_, right_bot), tick_sound = heard.heard
    assert person.gain > left_bot.gain == right_bot.gain
    assert left_bot.pan < 0 < right_bot.pan
    assert tick_sound == ("tick", Voice(1.0, 0.0))


def test_a_bot_stealing_from_a_person_is_heard_as_loud_as_the_persons_own_sounds(
    game_window: Any, heard: HeardBank
) -> None:
    view = candy_table_view(person_and_bots("candy"))
    game_window.show_view(view)
    view.table.present([TableEvent(EventKind.STEAL, view.table.session.tick, (1, 0))])
    assert [voice.gain for _, voice in heard.heard] == [1.0]


def test_pinata_blast_mixes_a_persons_grab_above_a_bots_each_from_its_side(
    game_window: Any, heard: HeardBank
) -> None:
    view = pinata_table_view(person_and_bots("pinata", bots=3))
    game_window.show_view(view)
    table = view.table
    seats = table.session.seats
    left = min(range(1, len(seats)), key=lambda p: seats[p].edge_point.x)
    right = max(range(1, len(seats)), key=lambda p: seats[p].edge_point.x)
    table.present([DieGrabbed(0, 0), DieGrabbed(left, 1)])
    heard.now += 1.0
    table.present([DieGrabbed(right, 2)])
    (_, person), (_, left_bot), (_, right_bot) = heard.heard
    assert person.gain > left_bot.gain == right_bot.gain
    assert left_bot.pan < 0 < right_bot.pan


def test_a_canasta_bots_move_is_softer_than_the_persons_and_from_its_side(
    game_window: Any, heard: HeardBank
) -> None:
    session = CanastaSession(canasta_setup(["human", "normal", "normal", "normal"], 4))
    view = CanastaTableView(session, threaded=False, autosave=False, pace=Pace(0, 0, 0.05))
    game_window.show_view(view)
    west = next(seat.seat for seat in session.seats if seat.compass == "West")
    east = next(seat.seat for seat in session.seats if seat.compass == "East")
    view.controller.play("click")
    view._play_bot_move(west)
    heard.now += 1.0
    view._play_bot_move(east)
    (_, person), (_, west_bot), (_, east_bot) = heard.heard
    assert person.gain > west_bot.gain == east_bot.gain
    assert west_bot.pan < 0 < east_bot.pan


def test_each_modes_screens_play_its_own_loop_and_the_menus_theirs(game_window: Any) -> None:
    candy = candy_table_view(person_and_bots("candy"))
    game_window.show_view(candy)
    assert game_window.music.track == "candy"
    game_window.show_view(PauseView(candy))
    assert game_window.music.track == "candy"
    game_window.show_view(pinata_table_view(person_and_bots("pinata", bots=3)))
    assert game_window.music.track == "pinata"
    session = CanastaSession(canasta_setup(["human", "normal"], 4))
    game_window.show_view(CanastaTableView(session, threaded=False, autosave=False))
    assert game_window.music.track == "canasta"
    game_window.show_view(TitleView())
    assert game_window.music.track == MENU_TRACK


def test_the_settings_screen_sets_both_volumes_and_mutes_the_music_at_once(
    told_window: Any,
) -> None:
    before = told_window.settings
    pause = PauseView(candy_table_view(person_and_bots("candy")))
    view = SettingsView(pause)
    told_window.show_view(view)
    try:
        assert told_window.music.track == "candy"  # the paused round's music plays on
        items = {item.label: item for item in view.items}
        assert items["Effects volume"].display() == "Effects volume:  < 80 >"
        assert items["Music volume"].display() == "Music volume:  < 60 >"
        items["Music volume"].cycle(-1)
        items["Effects volume"].cycle(1)
        assert told_window.music.volume == told_window.settings.music_volume == 0.4
        assert told_window.sounds.volume == told_window.settings.effects_volume == 1.0
        assert told_window.music.playing == "candy"
        items["Mute music"].cycle(1)
        assert items["Mute music"].display() == "Mute music:  < on >"
        assert told_window.settings.mute_music and told_window.music.playing is None
    finally:
        told_window.apply_settings(before)


def test_the_reveal_holds_the_music_down_and_lets_it_up_once_shown(game_window: Any) -> None:
    from tests.views.candy.test_reveal import MIDDLE, STRONG, show

    view = show(game_window, [STRONG, MIDDLE])
    assert game_window.music.track == "candy"
    view.on_update(0.1)
    assert game_window.music.ducked
    view.skip_reveal()
    game_window.music.update(DUCK_HOLD_SECONDS)
    view.on_update(0.1)
    assert not game_window.music.ducked
