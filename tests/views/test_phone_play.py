"""A phone plays I Want Candy! in the window: its seat waits for it, its touch pad
moves the hand, its secrets go to the phone alone, and its dropping pauses the round."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import default_level_for
from candy_arcade.phones.room import wait_for_phones
from candy_arcade.phones.service import Phones
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.launch import step_frame
from candy_arcade.views.pinata.table import pinata_table_view
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.phones.phone_client import PhoneClient, run


def _setup() -> GameSetup:
    seats = (
        SeatAssignment(SeatSpec(is_bot=False, phone=True), "phone-1", "Player 1"),
        SeatAssignment(SeatSpec(is_bot=True), None, "Bot 2"),
    )
    return GameSetup("candy", default_level_for("candy"), 5, seats)


def _frames(window: Any, count: int) -> None:
    for _ in range(count):
        step_frame(window)


def test_a_phone_seat_waits_for_its_phone_then_plays_and_waits_again_when_it_drops(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    wait_for_phones(window.input_hub, ["phone-1"])
    view: RealtimeTableView[Any] = candy_table_view(_setup())
    window.show_view(view)
    _frames(window, 3)
    assert view.table.driver.ticks == 0
    assert view.banner.text == (
        f"Waiting for Player 1's phone.\nOn a phone, open {phones.site} and type {phones.code}."
    )

    def hand_x() -> float:
        return float(view.table.renderer.snapshot.hands_by_player[0][0].x)

    async def play() -> tuple[list[dict[str, Any]], float]:
        async with aiohttp.ClientSession() as session:
            phone = await PhoneClient.connect(session, phones)
            await phone.join("Ana")
            for _ in range(100):
                _frames(window, 1)
                if view.table.driver.ticks:
                    break
            start = hand_x()
            await phone.send({"type": "pad", "x": 1.0, "y": 0.0})
            await phone.send({"type": "ping", "t": 0.0})
            views = []
            while (message := await phone.receive())["type"] != "pong":
                views.append(message)
            _frames(window, 30)
            moved = hand_x() - start
            await phone.close()
            for _ in range(200):
                _frames(window, 1)
                if view.waiting_for_seat is not None:
                    break
            return views, moved

    views, moved = run(play())
    assert len(views) == 1, "a view is sent once, not every tick"
    shown = views[0]
    assert shown["screen"] == "candy" and shown["held"] is None and shown["stash"] == []
    assert shown["seat"]["name"] == "Ana" and shown["stash_limit"] == 6
    assert moved > 0, "the touch pad pushed right moves the hand right"
    assert view.table.renderer.hands.private_players == frozenset({0})
    ticks = view.table.driver.ticks
    _frames(window, 10)
    assert view.waiting_for_seat == 0 and view.table.driver.ticks == ticks


def test_a_phone_at_pinata_blast_gets_its_own_hand_and_nobody_elses(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    seats = (
        SeatAssignment(SeatSpec(is_bot=False, phone=True), "phone-1", "Player 1"),
        SeatAssignment(SeatSpec(is_bot=True), None, "Bot 2"),
    )
    wait_for_phones(window.input_hub, ["phone-1"])
    window.show_view(pinata_table_view(GameSetup("pinata", default_level_for("pinata"), 5, seats)))

    async def play() -> dict[str, Any]:
        async with aiohttp.ClientSession() as session:
            phone = await PhoneClient.connect(session, phones)
            await phone.join("Ben")
            _frames(window, 5)
            return await phone.receive()

    shown = run(play())
    hands = [player.hand for player in window.current_view.table.session.state.players]
    assert shown["screen"] == "pinata" and shown["seat"]["name"] == "Ben"
    assert [card["id"] for card in shown["hand"]] == [card.id for card in hands[0]]
    assert not {card.id for card in hands[1]} & {card["id"] for card in shown["hand"]}


def test_a_phone_seats_held_card_is_never_face_up_on_the_big_screen_before_it_joins(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, _ = window_with_phones
    wait_for_phones(window.input_hub, ["phone-1"])
    view: RealtimeTableView[Any] = candy_table_view(_setup())
    window.show_view(view)
    _frames(window, 3)
    assert view.table.renderer.hands.private_players == frozenset({0})


@pytest.mark.parametrize("mode", ["candy", "pinata"])
def test_a_new_phone_takes_the_seat_of_a_phone_that_dropped_and_is_shown_it_at_once(
    window_with_phones: tuple[Any, Phones], mode: str
) -> None:
    window, phones = window_with_phones
    seats = (
        SeatAssignment(SeatSpec(is_bot=False, phone=True), "phone-1", "Player 1"),
        SeatAssignment(SeatSpec(is_bot=True), None, "Bot 2"),
    )
    setup = GameSetup(mode, default_level_for(mode), 5, seats)
    wait_for_phones(window.input_hub, ["phone-1"])
    view: RealtimeTableView[Any] = (
        candy_table_view(setup) if mode == "candy" else pinata_table_view(setup)
    )
    window.show_view(view)

    def frames_until(done: Any) -> None:
        for _ in range(200):
            _frames(window, 1)
            if done():
                return
        raise AssertionError("the table never got there")

    async def play() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], str]:
        async with aiohttp.ClientSession() as session:
            ana = await PhoneClient.connect(session, phones)
            ana_welcome = await ana.join("Ana")
            frames_until(lambda: view.waiting_for_seat is None and view.table.driver.ticks > 0)
            await ana.close()
            frames_until(lambda: view.waiting_for_seat == 0)
            waiting = view.banner.text
            other = await PhoneClient.connect(session, phones)
            welcome = await other.join("Cy")
            frames_until(lambda: view.waiting_for_seat is None)
            _frames(window, 2)
            shown = await other.receive()
            ana_again = await PhoneClient.connect(session, phones)
            await ana_again.send({"type": "rejoin", "key": ana_welcome["key"]})
            return welcome, shown, await ana_again.receive(), waiting

    welcome, shown, ana_back, waiting = run(play())
    assert waiting.startswith("Waiting for Ana's phone."), "the seat goes by the name typed"
    assert welcome["id"] == "phone-1" and welcome["name"] == "Cy"
    assert shown["type"] == "view" and shown["screen"] == mode
    assert shown["seat"]["name"] == "Cy"
    assert ana_back["type"] == "refused"


def test_the_phone_shows_only_a_held_card_in_your_hand_never_a_peeked_stash_card() -> None:
    """After a card went into the stash the palm hovers over it (the big screen's
    peek): the phone kept saying it was in the hand (a newcomer playtest)."""
    from candy_arcade.core.geometry import Vec2
    from candy_arcade.sim.candy.snapshot import HandDraw
    from candy_arcade.views.candy_table import held_card

    def hand(held: int | None, peek: int | None) -> HandDraw:
        return HandDraw(0, 0, 0, Vec2(0, 0), 0.0, 0.0, False, False, held, peek)

    assert held_card([hand(None, 12)]) is None, "a peek is not a card in the hand"
    assert held_card([hand(None, 12), hand(7, None)]) == 7
