"""The rules pages players read in game: one book of pages per mode, drawn with the
game's own pieces (see :mod:`.model` for what a page holds)."""

from __future__ import annotations

from candy_arcade.modes import CANASTA, CANDY, PINATA
from candy_arcade.render.rules_pages.canasta import canasta_book
from candy_arcade.render.rules_pages.candy import candy_book
from candy_arcade.render.rules_pages.model import RulesBook
from candy_arcade.render.rules_pages.pinata import pinata_book


def rules_book(mode: str) -> RulesBook:
    """The pages of ``mode`` (a mode id)."""
    books = {CANDY.id: candy_book, PINATA.id: pinata_book, CANASTA.id: canasta_book}
    return books[mode]()
