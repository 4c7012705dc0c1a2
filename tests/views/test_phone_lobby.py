"""The lobby's phones: switched on with P (a new room each time), the panel with the
QR code, the URL, the code and the port; a phone joins like a pad, under its name."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

import aiohttp
import arcade
import pytest

from candy_arcade.phones.room import forget_phones
from candy_arcade.phones.server import CLOSE_ENDED
from candy_arcade.phones.service import Phones
from candy_arcade.views import navigation
from candy_arcade.views.launch import run_frames
from candy_arcade.views.lobby import LobbyView
from tests.phones.phone_client import PhoneClient, run, settle


@pytest.fixture
def lobby(game_window: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[LobbyView]:
    """A candy lobby whose phones listen on loopback at a free port; off afterwards."""
    monkeypatch.setattr(
        "candy_arcade.views.app.Phones.start",
        partial(Phones.start.__func__, Phones, host="127.0.0.1", address="127.0.0.1"),  # type: ignore[attr-defined]
    )
    view = LobbyView("candy")
    game_window.show_view(view)
    try:
        yield view
    finally:
        game_window.switch_phones_off()
        forget_phones(game_window.input_hub)


def test_p_switches_phones_on_with_a_panel_saying_how_to_join_and_where_it_listens(
    lobby: LobbyView, game_window: Any
) -> None:
    lobby.on_key_press(arcade.key.P, 0)
    phones = game_window.phones
    assert phones is not None and lobby.phone_panel is not None
    words = [text.text for text in lobby.phone_panel.texts]
    assert words[0] == "Phones: on"
    assert phones.site in words and phones.code in words
    assert f"Listening on 127.0.0.1, port {phones.port}." in words
    run_frames(game_window, 1)
    labels = [b.text.text for b in lobby.buttons if b.label == "Phones" and b.text]
    assert labels == ["Phones: on  [P]"]


def test_a_phone_joins_the_lobby_under_its_name_and_keeps_its_phone_when_alone(
    lobby: LobbyView, game_window: Any
) -> None:
    lobby.switch_phones()
    phones = game_window.phones

    async def join() -> tuple[dict[str, Any], dict[str, Any], int | None]:
        async with aiohttp.ClientSession() as session:
            phone = await PhoneClient.connect(session, phones)
            await phone.join("Ana")
            run_frames(game_window, 2)
            shown = await phone.receive()
            lobby.switch_phones()
            return shown, await phone.receive(), await phone.closed_with()

    shown, farewell, code = run(join())
    assert shown["screen"] == "lobby"
    assert shown["seat"]["title"] == "Player 1 · Orange" and shown["seat"]["symbol"] == "●"
    assert farewell["reason"] == "Phones were switched off on the big screen"
    assert code == CLOSE_ENDED, "switching phones off sends every phone away, on purpose"
    assert game_window.phones is None and lobby.seats == []


def test_a_seated_phone_plays_under_its_name_on_its_own_device(
    lobby: LobbyView, game_window: Any
) -> None:
    lobby.switch_phones()
    phones = game_window.phones
    first_token = phones.room.token

    async def join() -> None:
        async with aiohttp.ClientSession() as session:
            phone = await PhoneClient.connect(session, phones)
            await phone.join("Ana")
            run_frames(game_window, 2)
            await phone.close()
            await settle(game_window.input_hub, phones, lambda: "phone-1" in hub.disconnected)

    hub = game_window.input_hub
    run(join())
    assert [lobby._device_label(seat) for seat in lobby.seats] == [
        "Ana's phone (away: reconnecting)"
    ]
    lobby._dirty = True
    run_frames(game_window, 1)
    assert lobby.seat_texts[0][0].text == "1. Ana"
    seat = lobby.setup().seats[0]
    assert (seat.name, seat.device_id) == ("Ana", "phone-1")
    navigation.show_title(game_window)
    assert game_window.phones is None and not phones.server.running
    navigation.show_lobby(game_window, "candy")
    game_window.current_view.switch_phones()
    assert _token(game_window) != first_token


def _token(window: Any) -> str:
    """The room token of the window's phones now."""
    return str(window.phones.room.token)
