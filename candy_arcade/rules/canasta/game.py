"""The Game: static facts of a table and the way to start it (OpenSpiel's split)."""

from __future__ import annotations

from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.events import Event
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import State


class Game:
    """A Canasta table with fixed settings; states come from ``new_initial_state``."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()

    @property
    def deck(self) -> Deck:
        return self.settings.the_deck

    @property
    def num_players(self) -> int:
        return self.settings.players

    def new_initial_state(self, seed: int) -> State:
        """The first hand of a game, dealt from ``seed``."""
        return new_game(self.settings, seed)[0]

    def new_game(self, seed: int) -> tuple[State, list[Event]]:
        """The first hand and the deal's events (bonus cards laid out, the upcard)."""
        return new_game(self.settings, seed)
