"""Phones switched on again after ``play --phones --port N`` (quit to the title, then a
lobby) listen on the same port: the address the players typed keeps working (a
playtest found the lobby serving the usual port instead)."""

from __future__ import annotations

import socket
from typing import Any


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_phones_on_again_listen_where_the_command_line_put_them(game_window: Any) -> None:
    port = _free_port()
    try:
        game_window.phone_port = port
        first = game_window.switch_phones_on()
        assert first.port == port
        game_window.switch_phones_off()
        again = game_window.switch_phones_on()
        assert again.port == port
    finally:
        game_window.switch_phones_off()
        game_window.phone_port = None
