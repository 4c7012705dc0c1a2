"""The mode registry: every entry complete, and its seat ranges the ones the level
checker, the lobby and ``play --seats`` accept."""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from candy_arcade.cli import main
from candy_arcade.levels.loader import default_level_for, shipped_levels
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import CandyOptions, PinataOptions
from candy_arcade.mode_tables import TABLE_KITS
from candy_arcade.modes import MODE_IDS, MODES, UnknownMode, mode_info
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.setup import GameSetup


def test_the_mode_ids_are_the_ones_level_files_replays_and_saves_hold() -> None:
    assert MODE_IDS == ("candy", "pinata", "canasta")
    assert all(MODES[mode].id == mode for mode in MODE_IDS)


def test_every_mode_has_one_title_of_its_own() -> None:
    titles = [info.title for info in MODES.values()]
    assert titles == ["I Want Candy!", "Piñata Blast", "Heckadeck Canasta"]


def test_every_mode_has_a_table_kit_and_no_kit_lacks_a_mode() -> None:
    assert tuple(TABLE_KITS) == MODE_IDS


@pytest.mark.parametrize("mode", MODE_IDS)
def test_every_entry_builds_a_table_and_a_bot_for_each_difficulty_at_its_usual_level(
    mode: str,
) -> None:
    info = mode_info(mode)
    level = default_level_for(mode)
    options = info.options_for_level(level)
    assert isinstance(options, info.options_type)
    kit = TABLE_KITS[mode]
    assert kit.mode is info
    players = info.seats_at(level).fewest + 1
    table = kit.new_table(level, players, 7, options)
    for seat, difficulty in enumerate(("easy", "normal", "hard")[:players]):
        assert kit.new_bot(table, seat, difficulty) is not None


@pytest.mark.parametrize("mode", MODE_IDS)
def test_seat_ranges_are_sane_and_every_shipped_level_of_a_mode_fits_its_range(
    mode: str,
) -> None:
    info = mode_info(mode)
    assert 1 <= info.seats.fewest <= info.seats.most <= 8
    for level in shipped_levels():
        if level.mode == mode:
            at_level = info.seats_at(level)
            assert at_level.fewest == info.seats.fewest
            assert at_level.most == min(info.seats.most, len(level.seats))
            assert len(level.seats) in info.seats


def test_a_level_of_another_mode_does_not_limit_the_seats() -> None:
    candy_level = default_level_for("candy")
    assert mode_info("pinata").seats_at(candy_level) == mode_info("pinata").seats


def test_an_unknown_mode_is_named_in_the_error() -> None:
    with pytest.raises(UnknownMode, match="'chess'"):
        mode_info("chess")


@pytest.mark.parametrize("mode", ["candy", "pinata"])
def test_the_lobby_takes_as_many_players_as_the_registry_says(mode: str, game_window: Any) -> None:
    from candy_arcade.views.lobby import LobbyView

    lobby = LobbyView(mode)
    expected = mode_info(mode).seats_at(lobby.level)
    assert (lobby.min_seats, lobby.max_seats) == (expected.fewest, expected.most)
    for _ in range(expected.most + 1):
        lobby.add_bot()
    assert len(lobby.seats) == expected.most


@pytest.mark.parametrize("level", shipped_levels(), ids=lambda level: Path(level.source).stem)
def test_play_seats_refuses_one_player_outside_the_registry_s_range_at_each_level(
    level: LevelSpec, capsys: pytest.CaptureFixture[str]
) -> None:
    # Only a refused count ends with exit 2 before the window would open.
    seats = mode_info(level.mode).seats_at(level)
    for count in (seats.fewest - 1, seats.most + 1):
        if 1 <= count <= 8:
            argv = ["play", "--level", level.source, "--seats", ",".join(["bot"] * count)]
            assert main(argv) == 2
            assert f"takes {seats.fewest} to {seats.most} players" in capsys.readouterr().err


def test_a_setup_fills_in_the_level_s_own_options_and_refuses_another_mode_s() -> None:
    level = dataclasses.replace(default_level_for("candy"), variants=("flipper",))
    setup = GameSetup("candy", level, 1, ())
    assert setup.options_as(CandyOptions) == CandyOptions(frozenset({Variant.FLIPPER}))
    with pytest.raises(TypeError):
        GameSetup("candy", level, 1, (), PinataOptions())
    with pytest.raises(TypeError):
        setup.options_as(PinataOptions)


@pytest.mark.parametrize("mode", MODE_IDS)
def test_every_mode_s_rules_page_is_shipped_with_the_game(mode: str) -> None:
    page = resources.files("candy_arcade") / "data" / "rules" / mode_info(mode).rules_page
    assert page.is_file()


def test_rounds_are_refused_for_a_turn_based_mode_naming_the_real_time_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert [info.id for info in MODES.values() if info.realtime] == ["candy", "pinata"]
    assert main(["play", "--mode", "canasta", "--headless", "--rounds", "1"]) == 2
    assert capsys.readouterr().err == (
        "candy-arcade: error: --rounds plays I Want Candy! or Piñata Blast, "
        "not Heckadeck Canasta\n"
    )


def test_simulate_has_a_runner_for_every_mode() -> None:
    from candy_arcade.commands.simulate import RUNNERS

    assert tuple(RUNNERS) == MODE_IDS
