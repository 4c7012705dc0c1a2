"""A phone plays Piñata Blast in the window: its hand is on the phone and only backs on
the big screen, a swipe throws, a tap lays a card, and a refusal reaches the phone in
words."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from candy_arcade.core.rng import round_seed
from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import default_level_for
from candy_arcade.mode_options import PinataOptions
from candy_arcade.mode_tables import PINATA_TABLE
from candy_arcade.phones.room import wait_for_phones
from candy_arcade.phones.service import Phones
from candy_arcade.rules.pinata.events import Reason
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.launch import step_frame
from candy_arcade.views.pinata.table import PinataTable, pinata_table_view
from tests.phones.phone_client import PhoneClient, run

LEVEL = default_level_for("pinata")
SEED = next(
    seed
    for seed in range(200)
    if PINATA_TABLE.new_table(LEVEL, 3, round_seed(seed, 1), PinataOptions()).state.stick_holder
    == 0
)
"""The phone's player holds the stick first."""


def _setup() -> GameSetup:
    seats = (
        SeatAssignment(SeatSpec(is_bot=False, phone=True), "phone-1", "Player 1"),
        SeatAssignment(SeatSpec(is_bot=False), "mouse", "Player 2"),
        SeatAssignment(SeatSpec(is_bot=True), None, "Bot 3"),
    )
    return GameSetup("pinata", LEVEL, SEED, seats)


def _faces_shown(table: PinataTable, player: int) -> list[bool]:
    """Per card of ``player``'s hand as the big screen draws it: face up or not."""
    seat_cards = table.renderer.cards.seats[player]
    hand = table.session.state.players[player].hand
    return [sprite.texture is not seat_cards.back for sprite in seat_cards.cards[: len(hand)]]



def test_a_phone_holds_its_hand_throws_by_a_swipe_and_lays_by_a_tap(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    wait_for_phones(window.input_hub, ["phone-1"])
    view = pinata_table_view(_setup())
    window.show_view(view)
    table = view.table

    def frames_until(done: Any, limit: int = 600) -> None:
        for _ in range(limit):
            step_frame(window)
            if done():
                return
        raise AssertionError("the table never got there")

    async def play() -> dict[str, dict[str, Any]]:
        seen: dict[str, dict[str, Any]] = {}
        async with aiohttp.ClientSession() as session:
            phone = await PhoneClient.connect(session, phones)
            await phone.join("Ana")
            frames_until(lambda: table.session.throw_ready)
            view.on_draw()
            seen["throw"] = await phone.latest_view()
            seen["throw"]["big screen"] = table.renderer.hud.hints[0].text
            await phone.send({"type": "swipe", "x": 0.0, "y": 0.7})
            await phone.latest_view()
            frames_until(lambda: table.session.phase is Phase.GRABBING)
            hand = table.session.state.players[0].hand
            await phone.send({"type": "lay", "card": hand[1].id})
            await phone.latest_view()
            frames_until(lambda: table.session.state.players[0].waiting is not None)
            await phone.send({"type": "lay", "card": hand[2].id})
            await phone.latest_view()
            step_frame(window)
            seen["refused"] = await phone.latest_view()
            seen["laid"] = {"id": hand[1].id}
        return seen

    seen = run(play())
    throw = seen["throw"]
    assert throw["screen"] == "pinata" and throw["controls"] == "throw"
    assert throw["prompt"] == "Your throw!" and throw["buttons"]["grab"] == "GRAB"
    assert throw["big screen"].endswith("your throw: swipe on the phone")
    hands = table.session.state.players
    assert _faces_shown(table, 0) == [False] * len(hands[0].hand), "the phone's hand: backs"
    assert all(_faces_shown(table, 1)), "the one person at the screen sees their own hand"
    assert not any(_faces_shown(table, 2)), "and not the bot's"
    assert table.session.dice is not None and table.session.dice.power == pytest.approx(0.7)
    refused = seen["refused"]
    assert hands[0].waiting is not None and hands[0].waiting.id == seen["laid"]["id"]
    assert refused["controls"] == "grab" and refused["placed"]["id"] == seen["laid"]["id"]
    assert refused["refusal"]["text"] == Reason.CARD_ALREADY_WAITING.value
    assert refused["buttons"] == {"grab": "GRAB", "drop": "TAKE CARD BACK"}
    assert [card["id"] for card in refused["hand"]] == [card.id for card in hands[0].hand]


def test_a_phone_seats_hand_is_backs_on_the_big_screen_before_its_phone_joins(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, _ = window_with_phones
    wait_for_phones(window.input_hub, ["phone-1"])
    view = pinata_table_view(_setup())
    window.show_view(view)
    table = view.table
    for _ in range(3):
        step_frame(window)
    view.on_draw()
    hand = table.session.state.players[0].hand
    assert hand, "the phone seat was dealt a hand"
    assert _faces_shown(table, 0) == [False] * len(hand), "nobody's phone yet: still backs"
    assert all(_faces_shown(table, 1)), "the person at the screen sees their own hand"
