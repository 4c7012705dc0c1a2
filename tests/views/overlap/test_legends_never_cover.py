"""Legends at a round's start: by their own seat, never over each other, a hand or a
held card, on every table and with 1 to 8 seats; full in a match's first round,
one compact line later, gone once their player acts."""

from __future__ import annotations

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import LEVELS_DIR, load_default_level, load_level
from candy_arcade.rules.candy.variants import VARIANT_NAMES
from tests.views.overlap.table_rig import draw, humans_table, overlapping, things_that_matter

TABLES = {
    "01-first-grab.toml": 2,
    "02-blocker-party.toml": 4,
    "04-pillar-hall.toml": 6,
    "06-wall-street.toml": 4,
    "10-round-table.toml": 8,
    "default.toml": 8,
}
"""Each I Want Candy! table of a different shape, and the most seats it has."""
CASES = [(name, seats) for name, most in TABLES.items() for seats in range(1, most + 1)]


def check_legends(game_window, level, seats: int, variants: list[str]) -> None:  # type: ignore[no-untyped-def]
    session, renderer = humans_table(level, seats, variants)
    draw(game_window, session, renderer)
    draw(game_window, session, renderer)
    legend = renderer.legend
    shown = [legend.panels[player].box for player in sorted(legend.showing(renderer.snapshot))]
    assert shown, "no legend at all"
    assert overlapping(shown) == []
    for player in legend.showing(renderer.snapshot):
        panel = legend.panels[player]
        for text in (panel.header, panel.now, panel.body):
            if text.text:  # every line inside its panel's frame
                assert panel.box.left <= text.left and text.right <= panel.box.right, text.text
                assert panel.box.bottom <= text.bottom, text.text
    for box in shown:
        assert box.inside(legend.bounds)
        covered = [thing for thing in things_that_matter(renderer) if box.overlaps(thing)]
        assert covered == [], (box, covered)
        prompts = renderer.prompts.labels.visible_boxes()
        assert [prompt for prompt in prompts if box.overlaps(prompt)] == []
    if seats <= 3:
        assert len(shown) == seats  # a small table has room for everyone's legend


@pytest.mark.parametrize(("table", "seats"), CASES)
def test_legends_with_every_variant_never_overlap_each_other_or_a_hand(
    game_window,  # type: ignore[no-untyped-def]
    table: str,
    seats: int,
) -> None:
    level = load_default_level() if table == "default.toml" else load_level(LEVELS_DIR / table)
    check_legends(game_window, level, seats, list(VARIANT_NAMES))


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_each_variant_s_legend_lines_fit_at_the_five_seat_kitchen_table(
    game_window,  # type: ignore[no-untyped-def]
    variant: str,
) -> None:
    check_legends(game_window, load_default_level(), 5, [variant])


def test_the_full_legend_is_for_the_first_round_then_one_compact_line(game_window) -> None:  # type: ignore[no-untyped-def]
    first = humans_table(load_default_level(), 2, ["rock-you"], first_round=True)
    later = humans_table(load_default_level(), 2, ["rock-you"], first_round=False)
    for session, renderer in (first, later):
        draw(game_window, session, renderer)
    full = first[1].legend.panels[0]
    compact = later[1].legend.panels[0]
    assert full.form.full and "Thump" in full.body.text
    assert not compact.form.full and compact.body.text == ""
    assert compact.header.text == "Player 1: WASD · grab [Q] · drop [E]"
    assert compact.box.height < full.box.height / 2


def test_a_legend_goes_once_its_player_moves_and_their_prompt_returns_by_the_hand(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    session, renderer = humans_table(load_default_level(), 2, [])
    draw(game_window, session, renderer)
    assert renderer.legend.showing(renderer.snapshot) == {0, 1}
    hand = session.hands[0]
    session.palms.place(hand, Vec2(hand.x, hand.y) + Vec2(0, 60))
    draw(game_window, session, renderer)
    assert renderer.legend.showing(renderer.snapshot) == {1}

