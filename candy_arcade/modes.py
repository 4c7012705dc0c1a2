"""The mode registry: one entry per game mode, the only place a mode's facts are written.

In the spirit of OpenSpiel's ``GameType``: an entry says what a mode is (id, title,
how many it seats, its typed options) and what a level of it holds. The level
checker, the lobby, ``play --seats``, the commands and the views all read these
entries, so nothing asks ``mode == "candy"`` and no second table of seat limits or
titles can drift.

The level checker reads this registry, and levels sit below the simulation and the
bots (the layers contract in ``pyproject.toml``), so these facts import only rules
and level specs. How to build each mode's table and bots is the other half of an
entry, :mod:`candy_arcade.mode_tables`; each mode's screens are registered by the
views (:mod:`candy_arcade.views.screens`). Nothing here imports arcade.

Mode ids (``candy``, ``pinata``, ``canasta``) are written in level files, replays and
saves: they never change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.core.seats import MAX_SEATS
from candy_arcade.levels.pinata_table import Fail, check_pinata_table
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import CanastaOptions, CandyOptions, ModeOptions, PinataOptions
from candy_arcade.rules.canasta.settings import HAND_SIZES
from candy_arcade.rules.pinata.state import MAX_PLAYERS, MIN_PLAYERS

OptionsT = TypeVar("OptionsT", CandyOptions, PinataOptions, CanastaOptions)

TableCheck = Callable[[Fail, float | None, float | None, list[Vec2], list[Rect]], None]
"""Reports through ``fail(key path, message)`` what keeps a level's table from the mode."""


@dataclass(frozen=True, slots=True)
class SeatRange:
    """The fewest and most players a game seats (both included)."""

    fewest: int
    most: int

    def __contains__(self, players: object) -> bool:
        return isinstance(players, int) and self.fewest <= players <= self.most


@dataclass(frozen=True, slots=True)
class LevelRules:
    """What a level file of a mode holds besides a table and seats."""

    has_pool: bool = False
    """The table has a pool the cards are dealt into (I Want Candy! needs one)."""
    has_timer: bool = False
    """A round ends on a timer (``[timer]``) that the lobby can change."""
    has_obstacles: bool = False
    """Boxes on the table that hands (and dice) bump into (``[[obstacles]]``)."""
    has_rim: bool = False
    """A rim round the felt that the dice bounce off (``table.rim``)."""
    takes_variants: bool = False
    """The level may switch rule variants on (``variants = [...]``)."""
    has_guide: bool = False
    """The level may make its first game a guided one (``guided = true``)."""
    check_table: TableCheck | None = None
    """A mode's own check of the table's room (Piñata Blast's dice need space to land)."""


@dataclass(frozen=True, slots=True)
class ModeInfo(Generic[OptionsT]):
    """One game mode's facts: what it is, whom it seats, what a level of it holds."""

    id: str
    title: str
    """The one name players read in menus, lobbies and messages."""
    seats: SeatRange
    options_type: type[OptionsT]
    options_for_level: Callable[[LevelSpec], OptionsT]
    """The options a game starts with at a level when nobody chose others."""
    level_rules: LevelRules
    rules_page: str
    """The binding rules page shipped with the game (``candy_arcade/data/rules/``), for
    developers and the curious; players read the illustrated pages of
    :mod:`candy_arcade.render.rules_pages` in game."""
    realtime: bool
    """Everyone plays at once on the physical table (the table driver runs its rounds);
    otherwise players take turns."""
    usual_level: str | None = None
    """The level file played when nobody chose one; None: the mode's first shipped level."""
    chooses_table: bool = False
    """Players pick a table (a level) before the lobby; the others play the usual one."""
    solo_steers_with_any_device: bool = False
    """One human among bots plays with every device at once (mouse, keys, pads)."""

    def seats_at(self, level: LevelSpec) -> SeatRange:
        """The players a game of this mode takes at ``level``: no more than its seats,
        when it is a level of this mode (another mode's level plays on the usual table)."""
        if level.mode != self.id:
            return self.seats
        return SeatRange(self.seats.fewest, min(self.seats.most, len(level.seats)))

    def a_level(self) -> str:
        """``an I Want Candy! level``: the article a player reads before the title."""
        return f"{'an' if self.title[0] in 'AEIOU' else 'a'} {self.title} level"


CANDY: ModeInfo[CandyOptions] = ModeInfo(
    id="candy",
    title="I Want Candy!",
    seats=SeatRange(1, MAX_SEATS),
    options_type=CandyOptions,
    options_for_level=lambda level: CandyOptions.of(level.variants),
    level_rules=LevelRules(
        has_pool=True, has_timer=True, has_obstacles=True, takes_variants=True, has_guide=True
    ),
    rules_page="i-want-candy.md",
    realtime=True,
    usual_level="default.toml",
    chooses_table=True,
    solo_steers_with_any_device=True,
)
PINATA: ModeInfo[PinataOptions] = ModeInfo(
    id="pinata",
    title="Piñata Blast",
    seats=SeatRange(MIN_PLAYERS, MAX_PLAYERS),
    options_type=PinataOptions,
    options_for_level=lambda level: PinataOptions(),
    level_rules=LevelRules(
        has_obstacles=True, has_rim=True, has_guide=True, check_table=check_pinata_table
    ),
    rules_page="pinata-blast.md",
    realtime=True,
    chooses_table=True,
)
CANASTA: ModeInfo[CanastaOptions] = ModeInfo(
    id="canasta",
    title="Heckadeck Canasta",
    seats=SeatRange(min(HAND_SIZES), max(HAND_SIZES)),
    options_type=CanastaOptions,
    options_for_level=lambda level: CanastaOptions(),
    level_rules=LevelRules(),
    rules_page="heckadeck-canasta.md",
    realtime=False,
)

AnyMode = ModeInfo[CandyOptions] | ModeInfo[PinataOptions] | ModeInfo[CanastaOptions]
"""An entry whose mode is known only at run time (from a level file, a replay, a flag)."""

MODES: dict[str, AnyMode] = {mode.id: mode for mode in (CANDY, PINATA, CANASTA)}
"""Every mode by id, in the order the menus list them."""
MODE_IDS: tuple[str, ...] = tuple(MODES)


class UnknownMode(KeyError):
    """A mode id no entry has (a hand-edited file, a typo in a test)."""


def mode_info(mode: str) -> AnyMode:
    """The entry of ``mode``.

    Raises:
        UnknownMode: no mode has that id.
    """
    try:
        return MODES[mode]
    except KeyError:
        raise UnknownMode(f"no game mode {mode!r}; the modes are {', '.join(MODE_IDS)}") from None


def options_for(mode: str, options: ModeOptions | None, level: LevelSpec) -> ModeOptions:
    """``options`` checked against ``mode``, or the mode's own at ``level`` when None.

    Raises:
        TypeError: options of another mode (a bug in the caller, never a player's input).
    """
    info = mode_info(mode)
    if options is None:
        return info.options_for_level(level)
    if not isinstance(options, info.options_type):
        raise TypeError(f"{type(options).__name__} are not options of {info.title}")
    return options
