"""Heckadeck Canasta played from a phone, spoken to as the page speaks: the hand is
sent, a discard is applied, an illegal meld is refused in the table's own words, a
malformed message drops the phone, the Wheel is named from the phone."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

import aiohttp

from candy_arcade.phones.server import CLOSE_POLICY
from candy_arcade.phones.service import Phones
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.views.canasta.controller import TableController
from candy_arcade.views.canasta.session import CanastaSession
from tests.phones.canasta_table import canasta_setup, canasta_table, frames
from tests.phones.phone_client import PhoneClient, run
from tests.views.canasta.tables import ids, table

View = dict[str, Any]


class PlayingPhone:
    """A phone at the table: what it was sent is collected while the window runs."""

    def __init__(self, window: Any, client: PhoneClient) -> None:
        self.window = window
        self.client = client
        self.views: list[View] = []
        self.closed: int | None = None
        self.key = ""

    async def read(self) -> None:
        while True:
            received = await self.client.socket.receive()
            if received.type is aiohttp.WSMsgType.TEXT:
                message = received.json()
                if message["type"] == "view":
                    self.views.append(message)
            elif received.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                self.closed = self.client.socket.close_code or int(received.data or 0)
                return

    async def until(self, wanted: Callable[[View], bool], limit: int = 300) -> View:
        """Run the window a frame at a time until the phone is shown a ``wanted`` view."""
        for _ in range(limit):
            frames(self.window, 1)
            await asyncio.sleep(0.003)
            if self.views and wanted(self.views[-1]):
                return self.views[-1]
        raise AssertionError(f"the phone never saw it; last view: {self.views[-1:]}")

    async def send(self, message: dict[str, Any]) -> None:
        await self.client.send(message)


@contextlib.asynccontextmanager
async def phone_at_table(
    window: Any, phones: Phones, name: str, key: str | None = None
) -> AsyncIterator[PlayingPhone]:
    """A phone joining under ``name``, or coming back to its seat with its ``key``."""
    async with aiohttp.ClientSession() as session:
        client = await PhoneClient.connect(session, phones)
        if key is None:
            welcome = await client.join(name)
        else:
            await client.send({"type": "rejoin", "key": key})
            welcome = await client.receive()
        phone = PlayingPhone(window, client)
        phone.key = str(welcome["key"])
        reader = asyncio.ensure_future(phone.read())
        try:
            yield phone
        finally:
            reader.cancel()
            await client.close()


def _meld_turn() -> State:
    """South (the phone) in their meld phase: a King pair, a 5 and a 9; the side has
    melded Queens."""
    return table(
        hands=[["K", "K", "5", "9", "Wheel"], ["6", "7", "8"]],
        discard=["4"],
        melds=[[("Q", ["Q", "Q", "Q"])]],
        phase=Phase.MELD,
    )


def test_the_phone_is_sent_its_hand_sorted_with_the_tables_buttons(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    state = table(hands=[["9", "K", "5", "Joker", "K"], ["6", "7", "8"]], discard=["4"])
    view = canasta_table(window, ["phone", "normal"], state)

    async def play() -> View:
        async with phone_at_table(window, phones, "Ana") as phone:
            return await phone.until(lambda shown: shown["screen"] == "canasta")

    shown = run(play())
    assert [card["name"] for card in shown["hand"]] == ["5", "9", "K", "K", "Joker"]
    assert {card["id"] for card in shown["hand"]} == set(view.session.state.hands[0])
    buttons = {button["label"]: button["enabled"] for button in shown["buttons"]}
    assert buttons["DRAW"] and not buttons["DISCARD"] and not buttons["MELD"]
    assert shown["prompt"] == "Your turn: DRAW, or select cards and TAKE PILE"
    assert shown["pile"]["top"]["name"] == "4" and shown["seat"]["name"] == "Ana"
    assert shown["sides"][0]["name"] == "South" and shown["sides"][0]["own"]


def test_a_card_tapped_then_discard_on_the_phone_discards_it_at_the_table(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    view = canasta_table(window, ["phone", "normal"], _meld_turn())
    nine = ids(view.session.state, 0, "9")[0]

    async def play() -> View:
        async with phone_at_table(window, phones, "Ana") as phone:
            await phone.until(lambda shown: shown["screen"] == "canasta")
            await phone.send({"type": "card", "card": nine})
            selected = await phone.until(
                lambda shown: any(card["selected"] for card in shown["hand"])
            )
            assert {button["label"]: button["enabled"] for button in selected["buttons"]}[
                "DISCARD"
            ]
            await phone.send({"type": "canasta", "do": "discard"})
            return await phone.until(lambda shown: not shown["my_turn"])

    shown = run(play())
    state = view.session.state
    assert nine not in state.hands[0] and nine not in {card["id"] for card in shown["hand"]}
    assert any(line.startswith("South discards") for line in view.session.log), view.session.log


def _screen_refusal(state: State, select: list[int], command: str) -> str:
    """What the big screen says for the same gesture at the same table."""
    session = CanastaSession(canasta_setup(["human", "normal"]))
    session.state = state
    controller = TableController(session, 0, threaded=False)
    for card in select:
        controller.toggle(card)
    controller.command(command)
    assert controller.message is not None and controller.message.kind == "refusal"
    return controller.message.text


def _refused_on_the_phone(
    window: Any, phones: Phones, state: State, select: list[int], command: str
) -> View:
    """The phone's view once it tapped ``select`` then ``command`` at this table."""
    canasta_table(window, ["phone", "normal"], state)

    async def play() -> View:
        async with phone_at_table(window, phones, "Ana") as phone:
            await phone.until(lambda shown: shown["screen"] == "canasta")
            for card in select:
                await phone.send({"type": "card", "card": card})
            await phone.send({"type": "canasta", "do": command})
            return await phone.until(lambda shown: shown["message"] is not None)

    shown: View = run(play())
    return shown


def test_taking_a_frozen_pile_is_refused_on_the_phone_in_the_tables_words(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    frozen = table(hands=[["K", "5", "9"], ["6", "7", "8"]], discard=["4", "K"], pile_frozen=True)
    king = ids(frozen, 0, "K")
    words = _screen_refusal(frozen, king, "take")
    shown = _refused_on_the_phone(window, phones, frozen, king, "take")
    assert shown["message"] == {"text": words, "kind": "refusal"}
    assert words.startswith("The pile is frozen: you need two natural Kings")
    assert len(shown["hand"]) == 3, "the pile was not taken"


def test_an_illegal_meld_is_refused_on_the_phone_in_the_tables_words(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    state = _meld_turn()
    five_and_nine = ids(state, 0, "5", "9")
    words = _screen_refusal(state, five_and_nine, "meld")
    shown = _refused_on_the_phone(window, phones, state, five_and_nine, "meld")
    assert shown["message"] == {"text": words, "kind": "refusal"}
    assert [card["selected"] for card in shown["hand"]][:2] == [True, True]
    assert len(shown["hand"]) == 5, "nothing was melded"


def test_malformed_canasta_messages_drop_the_phone_and_nothing_is_played(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    bad = [
        {"type": "card", "card": 999},
        {"type": "card", "card": "3"},
        {"type": "card", "card": 3.0},
        {"type": "canasta", "do": "cheat"},
        {"type": "canasta", "do": "draw", "cards": [1]},
        {"type": "choose", "dialog": 1},
        {"type": "choose", "dialog": 1, "choice": -1},
        {"type": "choose", "dialog": True, "choice": 0},
    ]
    view = canasta_table(window, ["phone", "normal"], _meld_turn())

    async def play() -> list[int | None]:
        codes = []
        key = None
        for message in bad:
            async with phone_at_table(window, phones, "Ana", key) as phone:
                key = phone.key
                await phone.until(lambda shown: shown["screen"] == "canasta")
                await phone.send(message)
                for _ in range(200):
                    frames(window, 1)
                    await asyncio.sleep(0.003)
                    if phone.closed is not None:
                        break
                codes.append(phone.closed)
        return codes

    before, lines = view.session.state, len(view.session.log)
    assert run(play()) == [CLOSE_POLICY] * len(bad)
    assert view.session.state == before and len(view.session.log) == lines, "nothing played"
    assert view.controller.flow.dialog is None and view.session.state.to_act == 0


def test_the_wheel_is_named_in_a_dialog_on_the_phone(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    view = canasta_table(window, ["phone", "normal"], _meld_turn())
    kings_and_wheel = ids(view.session.state, 0, "K", "K", "Wheel")

    async def play() -> View:
        async with phone_at_table(window, phones, "Ana") as phone:
            await phone.until(lambda shown: shown["screen"] == "canasta")
            for card in kings_and_wheel:
                await phone.send({"type": "card", "card": card})
            await phone.send({"type": "canasta", "do": "meld"})
            asked = await phone.until(lambda shown: shown["dialog"] is not None)
            dialog = asked["dialog"]
            assert dialog["title"] == "Name the Wheel" and not view.controller.flow.dialogs
            king = next(i for i, label in enumerate(dialog["choices"]) if label.startswith("King "))
            await phone.send({"type": "choose", "dialog": dialog["id"], "choice": king})
            return await phone.until(lambda shown: shown["dialog"] is None)

    run(play())
    state = view.session.state
    assert state.wheel_as == "K"
    assert any(meld.rank == "K" and len(meld.cards) == 3 for meld in state.melds[0])


def test_a_phone_that_drops_mid_turn_comes_back_to_its_hand_and_plays_on(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    view = canasta_table(window, ["phone", "normal"], _meld_turn())
    nine = ids(view.session.state, 0, "9")[0]

    async def play() -> tuple[str, View]:
        async with phone_at_table(window, phones, "Ana") as phone:
            first = await phone.until(lambda shown: shown["screen"] == "canasta")
            key = phone.key
        for _ in range(60):
            frames(window, 1)
            await asyncio.sleep(0.003)
        waiting = view._phone_prompt() or ""
        async with phone_at_table(window, phones, "Ana", key) as phone:
            back = await phone.until(lambda shown: shown["screen"] == "canasta")
            assert back["hand"] == first["hand"]
            await phone.send({"type": "card", "card": nine})
            await phone.send({"type": "canasta", "do": "discard"})
            return waiting, await phone.until(lambda shown: not shown["my_turn"])

    waiting, after = run(play())
    assert waiting.startswith("Waiting for South (Ana)'s phone: open ")
    assert nine not in view.session.state.hands[0] and not after["my_turn"]


def test_another_phone_without_the_key_takes_up_the_waiting_seat_and_plays_its_hand(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    view = canasta_table(window, ["phone", "normal"], _meld_turn())

    async def play() -> tuple[str, View, View, str]:
        async with phone_at_table(window, phones, "Ana") as phone:
            first = await phone.until(lambda shown: shown["screen"] == "canasta")
            key = phone.key
        for _ in range(60):
            frames(window, 1)
            await asyncio.sleep(0.003)
        waiting = view._phone_prompt() or ""
        async with phone_at_table(window, phones, "Bo") as other:
            shown = await other.until(lambda shown: shown["screen"] == "canasta")
            after = view._phone_prompt() or ""
        async with aiohttp.ClientSession() as session:
            ana = await PhoneClient.connect(session, phones)
            await ana.send({"type": "rejoin", "key": key})
            refused = await ana.receive()
        return waiting, first, shown, after + " | " + str(refused["type"])

    waiting, first, shown, after = run(play())
    assert waiting.startswith("Waiting for South (Ana)'s phone: open ")
    assert shown["seat"]["name"] == "Bo" and shown["hand"] == first["hand"]
    assert after == "South (Bo) plays on their phone… | refused"
