"""The rules pages players read in game: one book of pages per mode, drawn with the
game's own pieces (see :mod:`.model` for what a page holds)."""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.mode_options import CanastaOptions, ModeOptions
from candy_arcade.modes import CANASTA, CANDY, PINATA
from candy_arcade.render.rules_pages.canasta import canasta_book
from candy_arcade.render.rules_pages.candy import candy_book
from candy_arcade.render.rules_pages.controls import DeviceButtons
from candy_arcade.render.rules_pages.model import RulesBook
from candy_arcade.render.rules_pages.pinata import pinata_book


def rules_book(
    mode: str, devices: Sequence[DeviceButtons] = (), table: ModeOptions | None = None
) -> RulesBook:
    """The pages of ``mode`` (a mode id); the real-time games name the buttons of
    ``devices`` (the room's; a pad is always listed). ``table`` is the choices of the
    table the rules were opened from, if any: a Canasta table's pages name its game
    and its numbers (a Samba table reads Samba's)."""
    if mode == CANDY.id:
        return candy_book(devices)
    if mode == PINATA.id:
        return pinata_book(devices)
    if mode == CANASTA.id:
        return canasta_book(table if isinstance(table, CanastaOptions) else None)
    raise KeyError(f"no rules pages for mode {mode!r}")
