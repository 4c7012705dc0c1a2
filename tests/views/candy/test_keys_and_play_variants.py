"""The new keyboard actions are rebindable like the old ones, and ``play --variants``
starts a round with exactly the variants asked for."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest

from candy_arcade.cli import main
from candy_arcade.input.controls import Control
from candy_arcade.input.keyboard import KeyboardZone
from candy_arcade.settings import DEFAULT_KEYS, ZONE_KEYS
from candy_arcade.views.key_bindings_view import KeyBindingsView, rebind
from candy_arcade.views.key_swap_question import KeySwapQuestion
from candy_arcade.views.launch import LaunchOptions, run_frames
from candy_arcade.views.menu import MENU_BOTTOM

ZONE_ACTIONS = (
    "up", "down", "left", "right", "grab", "drop", "special", "switch", "thump", "clap", "chart",
)  # fmt: skip


def test_every_zone_action_has_a_default_key_and_no_key_is_used_twice() -> None:
    assert set(ZONE_KEYS) == {
        f"{zone}_{action}" for zone in ("left", "right") for action in ZONE_ACTIONS
    } | {"mouse_chart"}
    assert len(set(ZONE_KEYS.values())) == len(ZONE_KEYS)


def test_the_keys_view_lists_and_rebinds_the_variant_actions(game_window) -> None:  # type: ignore[no-untyped-def]
    original = game_window.settings
    view = KeyBindingsView(arcade.View())
    game_window.show_view(view)
    run_frames(game_window, 1)
    labels = [item.label for item in view.items]
    assert "Left special (tap / hold): R" in labels
    assert "Right clap: /" in labels
    assert "Left chart (hold): C" in labels and "Mouse chart (hold): Tab" in labels
    assert len(labels) == len(ZONE_KEYS) + 4, "reset, back, the pad's buttons, the other page"
    lefts, rights = view.item_rect(11), view.item_rect(12)
    assert labels[11] == "Mouse chart (hold): Tab" and labels[12] == "Right up: ↑"
    assert lefts[0] < rights[0] and view.item_rect(23)[3] < view.item_rect(11)[2]
    try:
        view.selected = labels.index("Left thump: Z")
        view.on_key_press(arcade.key.ENTER, 0)
        view.on_key_press(arcade.key.C, 0)
        question = game_window.current_view
        assert isinstance(question, KeySwapQuestion), "C is the left chart's: asked first"
        question.accept()
        assert game_window.settings.keys["left_thump"] == "C"
        assert game_window.settings.keys["left_chart"] == "Z"
        zone = game_window.input_hub.zones[0]
        zone.press(arcade.key.C)
        assert zone.poll().presses
    finally:
        game_window.apply_settings(original)
        game_window.input_hub.rebind(original.keys)


def test_a_swapped_key_keeps_every_action_bound() -> None:
    keys = rebind(DEFAULT_KEYS, "left_special", "Q")
    assert keys["left_special"] == "Q" and keys["left_grab"] == "R"


def test_an_old_settings_file_that_bound_a_new_default_key_keeps_its_own_action() -> None:
    keys = dict(DEFAULT_KEYS, left_grab="R")
    zone = KeyboardZone("left", keys)
    zone.press(arcade.key.R)
    assert zone.poll().presses == {Control.GRAB}


def test_play_variants_start_the_round_with_them(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.mode_options import CandyOptions
    from candy_arcade.rules.candy.variants import Variant
    from candy_arcade.views.launch import start_game_from_options

    options = LaunchOptions(
        mode="candy",
        seats=(SeatSpec(is_bot=True),) * 2,
        seed=1,
        options=CandyOptions.of(("flipper", "snitch")),
    )
    start_game_from_options(game_window, options)
    assert game_window.current_view.table.session.variants == {Variant.FLIPPER, Variant.SNITCH}


def test_play_canasta_variants_start_a_samba_table_playing_to_10000(game_window) -> None:  # type: ignore[no-untyped-def]
    import argparse

    from candy_arcade.commands.play import _chosen_options
    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.views.launch import start_game_from_options

    chosen = _chosen_options(argparse.Namespace(variants="samba", deck=None), "canasta")
    options = LaunchOptions(mode="canasta", seats=(SeatSpec(is_bot=True),) * 2, seed=1,
                            options=chosen)
    start_game_from_options(game_window, options)
    settings = game_window.current_view.session.state.settings
    assert (settings.variant, settings.target, settings.hand_size) == ("samba", 10000, 15)


def test_play_canasta_deck_classic_starts_a_classic_table(game_window) -> None:  # type: ignore[no-untyped-def]
    import argparse

    from candy_arcade.commands.play import _chosen_options
    from candy_arcade.core.seats import SeatSpec
    from candy_arcade.views.launch import start_game_from_options

    chosen = _chosen_options(argparse.Namespace(variants=None, deck="classic"), "canasta")
    options = LaunchOptions(mode="canasta", seats=(SeatSpec(is_bot=True),) * 2, seed=1,
                            options=chosen)
    start_game_from_options(game_window, options)
    settings = game_window.current_view.session.state.settings
    assert (settings.deck, settings.variant, settings.target) == ("classic", "standard", 5000)


def test_a_deck_outside_canasta_gives_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    try:
        code = main(["play", "--mode", "candy", "--deck", "classic"])
    except SystemExit as exit_:
        code = exit_.code
    assert code == 2
    assert capsys.readouterr().err.strip().endswith(
        "--deck is the Canasta deck: use it with --mode canasta"
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--mode", "candy", "--variants", "rock-you,nope"],
        ["play", "--mode", "pinata", "--variants", "flipper"],
        ["play", "--mode", "canasta", "--variants", "mambo"],
    ],
)
def test_bad_variants_give_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(argv)
    except SystemExit as exit_:
        code = exit_.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "variant" in err


def test_play_headless_with_variants_saves_a_picture(tmp_path: Path) -> None:
    import subprocess
    import sys

    shot = tmp_path / "variants.png"
    result = subprocess.run(
        [
            sys.executable, "-m", "candy_arcade", "play", "--mode", "candy",
            "--seats", "bot,bot,bot", "--variants", "laissez-faire,blocker,see-for-miles",
            "--headless", "--frames", "30", "--screenshot", str(shot),
        ],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000



def test_every_settings_item_and_both_keys_pages_fit_above_the_footer(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.settings_view import SettingsView

    for view in (
        SettingsView(arcade.View()),
        KeyBindingsView(arcade.View(), "tables"),
        KeyBindingsView(arcade.View(), "canasta"),
    ):
        game_window.show_view(view)
        run_frames(game_window, 1)
        rects = [view.item_rect(index) for index in range(len(view.items))]
        assert all(bottom >= MENU_BOTTOM and right <= 1280 for _, right, bottom, _ in rects), view


def test_each_keys_page_leads_to_the_other(game_window) -> None:  # type: ignore[no-untyped-def]
    back_to = arcade.View()
    view = KeyBindingsView(back_to, "tables")
    game_window.show_view(view)
    run_frames(game_window, 1)
    view.selected = len(view.items) - 1
    view.on_key_press(arcade.key.ENTER, 0)
    canasta = game_window.current_view
    assert isinstance(canasta, KeyBindingsView) and canasta.group == "canasta"
    assert canasta.back_to is back_to
