"""The Canasta lobby's Phone seats: choosing one switches phones on and shows how to
join beside the menu; at the table the seat waits for its phone, saying how to join."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import aiohttp
import pytest

from candy_arcade.lobby_memory import lobby_memory_path
from candy_arcade.phones.room import forget_phones
from candy_arcade.saves.canasta import CANASTA_SLOT
from candy_arcade.views.canasta.lobby import NO_PHONE_SEAT, PHONE, CanastaLobbyView
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames
from tests.phones.phone_client import PhoneClient, run
from tests.views.drawn import watching


@pytest.fixture
def lobby_window(game_window: Any) -> Iterator[Any]:
    """The shared window; afterwards phones off, no game saved and no lobby choices
    kept (a remembered Phone seat would switch phones on in the next test's lobby)."""
    CANASTA_SLOT.delete()
    yield game_window
    game_window.switch_phones_off()
    forget_phones(game_window.input_hub)
    CANASTA_SLOT.delete()
    lobby_memory_path().unlink(missing_ok=True)


def test_a_phone_seat_switches_phones_on_and_its_table_waits_for_the_phone(
    lobby_window: Any,
) -> None:
    with watching(lobby_window) as eyes:
        lobby = CanastaLobbyView()
        lobby_window.show_view(lobby)
        run_frames(lobby_window, 1)
        assert lobby_window.phones is None
        lobby.items[1].choose(PHONE)
        phones = lobby_window.phones
        assert phones is not None
        lobby_words = eyes.words()
        assert lobby.setup().seats[0].device_id == "phone-1"
        lobby.start()
        table = lobby_window.current_view
        assert isinstance(table, CanastaTableView)
        table.pacer.pace = Pace(turn_delay=0.0, move_delay=0.0)
        for _ in range(600):
            run_frames(lobby_window, 1)
            if table.session.state.to_act == 0:
                break
            time.sleep(0.005)
        table_words = eyes.words()
    assert "South (South & North):  < Phone >" in lobby_words
    assert phones.code in lobby_words and phones.site in lobby_words
    waiting = f"Waiting for South (Player 1)'s phone: open {phones.site} and type {phones.code}"
    assert waiting in table_words
    assert lobby_window.phones is phones, "the phones stay on for the game"


def test_phones_go_off_when_no_seat_is_a_phone_any_more(lobby_window: Any) -> None:
    lobby = CanastaLobbyView()
    lobby_window.show_view(lobby)
    lobby.items[1].choose(PHONE)
    assert lobby_window.phones is not None
    lobby.items[1].choose("Human")
    assert lobby_window.phones is None and lobby.phone_corner is None


def test_the_lobby_names_each_phone_on_its_phone_seat_and_each_phone_shows_its_seat(
    lobby_window: Any,
) -> None:
    long_name = "W" * 16

    async def join(eyes: Any) -> tuple[list[dict[str, Any]], list[str], list[str]]:
        async with aiohttp.ClientSession() as session:
            clients = [await PhoneClient.connect(session, phones) for _ in range(3)]
            for client, name in zip(clients, ("Ana", long_name, "Cy"), strict=True):
                await client.join(name)
            for _ in range(5):
                run_frames(lobby_window, 1)
                await asyncio.sleep(0.01)
            shown = [await client.latest_view() for client in clients]
            return shown, eyes.words(), eyes.problems()

    with watching(lobby_window) as eyes:
        lobby = CanastaLobbyView()
        lobby_window.show_view(lobby)
        lobby.items[1].choose(PHONE)
        lobby.items[3].choose(PHONE)
        phones = lobby_window.phones
        assert phones is not None
        shown, words, problems = run(join(eyes))
    assert "South (South & North):  < Phone (Ana) >" in words
    assert "North (South & North):  < Phone (WWWWWW…) >" in words, "a long name is cut to fit"
    assert not [problem for problem in problems if "WWWWWW" in problem]
    ana, bo, cy = shown
    assert ana["screen"] == "lobby" and ana["seat"]["name"] == "Ana"
    assert ana["note"] == "You're in: you sit South (South & North). Start is on the big screen."
    assert bo["seat"]["name"] == long_name and bo["note"].startswith("You're in: you sit North")
    assert ana["seat"]["colour"] != bo["seat"]["colour"]
    assert cy == {"type": "view", "screen": "wait", "note": NO_PHONE_SEAT}

