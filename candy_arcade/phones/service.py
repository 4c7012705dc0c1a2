"""Phones switched on: a new room, its server listening, and the words to join it.

The window keeps one :class:`Phones` while phones are on; switching them off (or
leaving the lobby and game, or closing the window) stops the server. Each switching
on makes a new room, so a token seen before is worth nothing.
"""

from __future__ import annotations

from candy_arcade.input.hub import InputHub
from candy_arcade.phones.address import local_address
from candy_arcade.phones.room import PhoneRoom
from candy_arcade.phones.server import GAME_ENDED, PhoneServer

DEFAULT_PORT = 8765
"""The port phones are served on unless another is asked for; when it is taken, the
lobby takes any free one (the screen says which)."""
ALL_ADDRESSES = "0.0.0.0"


class Phones:
    """A running phone server, its room, and the address phones use."""

    def __init__(self, server: PhoneServer, address: str) -> None:
        self.server = server
        self.room = server.room
        self.address = address

    @classmethod
    def start(
        cls, port: int | None = None, host: str = ALL_ADDRESSES, address: str | None = None
    ) -> Phones:
        """Switch phones on at ``port`` (None: the usual port, or any free one if taken).

        Raises:
            OSError: ``port`` was asked for and cannot be listened on.
        """
        shown = address or local_address()
        server = PhoneServer(PhoneRoom(), host, DEFAULT_PORT if port is None else port)
        try:
            server.start()
        except OSError:
            if port is not None:
                raise
            server = PhoneServer(PhoneRoom(), host, 0)
            server.start()
        return cls(server, shown)

    @property
    def port(self) -> int:
        return self.server.port

    @property
    def site(self) -> str:
        """What a player types before the room code."""
        return f"http://{self.address}:{self.port}"

    @property
    def url(self) -> str:
        """The join URL, token and all (the QR code holds it)."""
        return f"{self.site}/{self.room.token}/"

    @property
    def code(self) -> str:
        return self.room.code

    @property
    def listening(self) -> str:
        """Which address and port the server listens on, in words for the screen."""
        host = self.server.host
        where = "every network address" if host == ALL_ADDRESSES else host
        return f"Listening on {where}, port {self.port}"

    def waiting_message(self, names: list[str]) -> str:
        """What a table waiting for phones shows: whose, and how to join."""
        who = " and ".join(names)
        phones = "phone" if len(names) == 1 else "phones"
        return f"Waiting for {who}'s {phones}.\nOn a phone, open {self.site} and type {self.code}."

    def pump(self, hub: InputHub) -> None:
        self.room.pump(hub)

    def stop(self, reason: str = GAME_ENDED) -> None:
        """Switch the phones off, each told ``reason`` on its page."""
        self.server.stop(reason)
