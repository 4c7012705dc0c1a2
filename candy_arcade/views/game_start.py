"""Turn command-line options or a finished lobby into a running game view."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from candy_arcade.core.rng import new_seed
from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import default_level_for
from candy_arcade.setup import GameSetup, SeatAssignment

if TYPE_CHECKING:
    from candy_arcade.views.launch import LaunchOptions

HUMAN_DEVICE_ORDER = ("mouse", "keys-left", "keys-right", "pad-0", "pad-1", "pad-2", "pad-3")
DEFAULT_SEATS = (SeatSpec(is_bot=True),) * 4


def seats_with_devices(specs: tuple[SeatSpec, ...]) -> tuple[SeatAssignment, ...]:
    """Give each human seat the next free device: mouse, then keyboard halves, then pads."""
    devices = iter(HUMAN_DEVICE_ORDER)
    seats: list[SeatAssignment] = []
    for number, spec in enumerate(specs, start=1):
        device = None if spec.is_bot else next(devices, None)
        name = f"Bot {number}" if spec.is_bot else f"Player {number}"
        seats.append(SeatAssignment(spec, device, name))
    return tuple(seats)


def start_game_from_options(window: arcade.Window, options: LaunchOptions) -> None:
    mode = options.mode or (options.level.mode if options.level is not None else "candy")
    level = options.level or default_level_for(mode)
    setup = GameSetup(
        mode=mode,
        level=level,
        seed=options.seed if options.seed is not None else new_seed(),
        seats=seats_with_devices(options.seats or DEFAULT_SEATS),
        options=options.options,
    )
    start_game(window, setup)


def start_game(window: arcade.Window, setup: GameSetup) -> None:
    """Show the game view of the setup's mode."""
    starters = {"candy": _start_candy, "pinata": _start_pinata, "canasta": _start_canasta}
    starters[setup.mode](window, setup)


def _start_candy(window: arcade.Window, setup: GameSetup) -> None:
    from candy_arcade.views.candy_game import CandyGameView

    window.show_view(CandyGameView(setup))


def _start_pinata(window: arcade.Window, setup: GameSetup) -> None:
    from candy_arcade.views.pinata.game import PinataGameView

    window.show_view(PinataGameView(setup))


def _start_canasta(window: arcade.Window, setup: GameSetup) -> None:
    from candy_arcade.views.canasta.start import start_canasta

    start_canasta(window, setup)
