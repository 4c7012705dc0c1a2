"""A Piñata banner ("Round 1 is over", "Game over!", "Rotten candy: ...!") goes where
it covers no die, palm, laid card or seat label; with no such place, even smaller, it
is drawn over the dice, never under them, and never over a palm."""

from __future__ import annotations

import dataclasses

import arcade
import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.box import Box
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.pinata.banner_place import BANNER_BELOW
from candy_arcade.views.launch import run_frames
from candy_arcade.views.navigation import start_game
from tests.views.pinata.test_pinata_views import setup

UNDER_THE_WORDS = 47
"""A point of the banner's panel this far under its middle has no letters on it."""
WIDE_TITLE = "Rotten candy: Chocolate!"
WIDE_SUBTITLE = "the green die and every Chocolate die spoil the card they land on"


def started_table(game_window):  # type: ignore[no-untyped-def]
    start_game(game_window, setup("normal,normal", 5))
    run_frames(game_window, 2)
    return game_window.current_view.table


def test_the_banner_covers_a_die_lying_under_it(game_window) -> None:  # type: ignore[no-untyped-def]
    """The dice stand in a column down the felt's middle, closer together than even
    the smaller banner is tall, and the palms are far away: the banner goes over a die."""
    table = started_table(game_window)
    renderer = table.renderer
    snapshot = table.session.snapshot()
    hud = renderer.hud
    felt = hud.felt
    count = len(snapshot.dice)
    rows = [felt.bottom + felt.height * (index + 0.5) / count for index in range(count)]
    spots = [renderer.screen.to_table(LOGICAL_WIDTH / 2, y) for y in rows]
    dice = tuple(
        dataclasses.replace(die, position=spot)
        for die, spot in zip(snapshot.dice, spots, strict=True)
    )
    far = Vec2(-500, -500)
    palms = tuple(dataclasses.replace(palm, position=far) for palm in snapshot.palms)
    snapshot = dataclasses.replace(snapshot, dice=dice, palms=palms)
    # As wide as the widest banner: it cannot slip sideways past the column of dice.
    hud.announce(WIDE_TITLE, WIDE_SUBTITLE, snapshot.tick, 120)
    _, _, bottom, _ = hud.banner_box(snapshot)
    assert hud.banner_place is not None and hud.banner_place.scale == 1.0
    under = bottom + BANNER_BELOW - UNDER_THE_WORDS
    spot = renderer.screen.to_table(LOGICAL_WIDTH / 2, under)
    snapshot = dataclasses.replace(
        snapshot, dice=(dataclasses.replace(dice[0], position=spot), *dice[1:])
    )

    def brightest_near(y: float) -> int:
        """The brightest pixel round the die's centre: its white face, if not covered."""
        game_window.clear()
        game_window.screen_map.use()
        renderer.draw(snapshot)
        image = arcade.get_image().convert("RGB")
        row = int(LOGICAL_HEIGHT - y)
        patch = [
            image.getpixel((LOGICAL_WIDTH // 2 + dx, row + dy))
            for dx in range(-12, 13, 3)
            for dy in range(-4, 5, 2)
        ]
        return max(sum(pixel) for pixel in patch)

    assert brightest_near(under) < 300  # the banner's dark panel, over the die
    hud.banner_until = 0
    assert brightest_near(under) > 700  # the die's white face, with no banner


def test_the_banner_moves_off_the_dice_when_a_band_is_free(game_window) -> None:  # type: ignore[no-untyped-def]
    table = started_table(game_window)
    hud = table.renderer.hud
    snapshot = table.session.snapshot()
    middle_spot = table.renderer.screen.to_table(LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2)
    dice = tuple(dataclasses.replace(die, position=middle_spot) for die in snapshot.dice)
    snapshot = dataclasses.replace(snapshot, dice=dice, palms=())
    hud.announce("Grab!", "lay a card, then take a matching die", snapshot.tick, 70)
    _, _, bottom, top = hud.banner_box(snapshot)
    assert not bottom <= LOGICAL_HEIGHT / 2 <= top


def test_the_rotten_candy_banner_covers_no_die_palm_card_spot_or_label_after_a_throw(
    game_window,
) -> None:  # type: ignore[no-untyped-def]
    """The dice landed in a heap in the felt's middle, where the banner used to go."""
    table = started_table(game_window)
    renderer = table.renderer
    hud = renderer.hud
    snapshot = table.session.snapshot()
    centre = renderer.screen.to_table(LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2)
    dice = tuple(
        dataclasses.replace(die, position=centre + Vec2(40 * (index % 4 - 1.5), 40 * (index // 4)))
        for index, die in enumerate(snapshot.dice)
    )
    snapshot = dataclasses.replace(snapshot, dice=dice)
    hud.announce(WIDE_TITLE, WIDE_SUBTITLE, snapshot.tick, 120, candy="chocolate")
    game_window.clear()
    game_window.screen_map.use()
    renderer.draw(snapshot)
    left, right, bottom, top = hud.banner_box(snapshot)
    banner = Box(left, bottom, right, top)
    clear_of = hud._banner_clear_of(snapshot)
    everything = [*clear_of.palms, *clear_of.dice, *clear_of.seat_marks]
    covered = [box for box in everything if banner.overlaps(box)]
    assert covered == []
    assert banner.inside(hud.felt)
    words = [hud.banner, hud.subtitle]
    assert all(left <= text.left and text.right <= right for text in words)
    assert all(bottom <= text.bottom and text.top <= top for text in words)
    sprite = hud.banner_sprite
    assert sprite.visible and left <= sprite.left and sprite.right <= hud.banner.left
    assert bottom <= sprite.bottom and sprite.top <= top


def test_two_bubbles_over_palms_side_by_side_never_overlap_or_hide_a_palm(game_window) -> None:  # type: ignore[no-untyped-def]
    table = started_table(game_window)
    renderer = table.renderer
    snapshot = table.session.snapshot()
    middle = renderer.screen.to_table(LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2)
    palms = tuple(
        dataclasses.replace(palm, position=middle + Vec2(30 * index, 0))
        for index, palm in enumerate(snapshot.palms)
    )
    snapshot = dataclasses.replace(snapshot, palms=palms)
    hud = renderer.hud
    hud.bubble(0, "that die does not match your card", (240, 96, 96), snapshot.tick, 75)
    hud.bubble(1, "Rotten! The card is lost", (240, 96, 96), snapshot.tick, 90)
    game_window.clear()
    game_window.screen_map.use()
    renderer.draw(snapshot)
    boxes = hud.bubble_boxes
    assert sorted(boxes) == [0, 1]
    assert not boxes[0].overlaps(boxes[1])
    for box in boxes.values():
        assert [piece for piece in hud._piece_boxes(snapshot) if box.overlaps(piece)] == []


def test_a_bubble_by_a_seat_never_covers_its_name_and_score(game_window) -> None:  # type: ignore[no-untyped-def]
    """A palm right by its seat's label: "+4" and "Your throw!" go elsewhere."""
    table = started_table(game_window)
    renderer = table.renderer
    snapshot = table.session.snapshot()
    hud = renderer.hud
    game_window.clear()
    renderer.draw(snapshot)
    palms = tuple(
        dataclasses.replace(palm, position=renderer.screen.to_table(label.x, label.top + 30))
        for palm, label in zip(snapshot.palms, hud.labels, strict=False)
    )
    snapshot = dataclasses.replace(snapshot, palms=palms)
    for player in range(len(snapshot.palms)):
        hud.bubble(player, "+4", (255, 196, 64), snapshot.tick, 75)
    game_window.clear()
    game_window.screen_map.use()
    renderer.draw(snapshot)
    labels = [Box(label.left, label.bottom, label.right, label.top) for label in hud.labels]
    for box in hud.bubble_boxes.values():
        assert [label for label in labels if box.overlaps(label)] == []


def heaped_in_the_middle(table, seats: int):  # type: ignore[no-untyped-def]
    """The seven dice in a heap round the felt's middle, every palm home at its own
    edge: no full-sized banner place is free of both."""
    renderer = table.renderer
    snapshot = table.session.snapshot()
    centre = renderer.screen.to_table(LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2)
    heap = [Vec2(44 * (index % 3 - 1), 50 * (index // 3 - 1)) for index in range(7)]
    dice = tuple(
        dataclasses.replace(die, position=centre + offset)
        for die, offset in zip(snapshot.dice, heap, strict=True)
    )
    palms = tuple(
        dataclasses.replace(palm, position=seat.rest)
        for palm, seat in zip(snapshot.palms, table.session.seats, strict=True)
    )
    assert len(palms) == seats
    return dataclasses.replace(snapshot, dice=dice, palms=palms)


@pytest.mark.parametrize("seats", [2, 4, 8])
def test_with_the_dice_heaped_in_the_middle_and_palms_at_the_edges_no_palm_is_covered(
    game_window, seats: int
) -> None:  # type: ignore[no-untyped-def]
    start_game(game_window, setup(",".join(["normal"] * seats), 5))
    run_frames(game_window, 2)
    table = game_window.current_view.table
    hud = table.renderer.hud
    snapshot = heaped_in_the_middle(table, seats)
    hud.announce(WIDE_TITLE, WIDE_SUBTITLE, snapshot.tick, 120, candy="chocolate")
    game_window.clear()
    game_window.screen_map.use()
    table.renderer.draw(snapshot)
    left, right, bottom, top = hud.banner_box(snapshot)
    banner = Box(left, bottom, right, top)
    palms = hud._banner_clear_of(snapshot).palms
    assert [palm for palm in palms if banner.overlaps(palm)] == []
    words = [hud.banner, hud.subtitle]
    assert all(left <= text.left and text.right <= right for text in words)
    assert all(bottom <= text.bottom and text.top <= top for text in words)


def test_with_palms_down_the_middle_the_smaller_banner_goes_above_the_felt(game_window) -> None:  # type: ignore[no-untyped-def]
    """Palms one above another down the felt's middle leave no palm-free place on it
    even for the smaller banner: it goes into the strip above the felt."""
    start_game(game_window, setup(",".join(["normal"] * 8), 5))
    run_frames(game_window, 2)
    table = game_window.current_view.table
    renderer = table.renderer
    hud = renderer.hud
    snapshot = table.session.snapshot()
    felt = hud.felt
    rows = [felt.bottom + felt.height * (index + 0.5) / 8 for index in range(8)]
    palms = tuple(
        dataclasses.replace(palm, position=renderer.screen.to_table(LOGICAL_WIDTH / 2, y))
        for palm, y in zip(snapshot.palms, rows, strict=True)
    )
    snapshot = dataclasses.replace(snapshot, palms=palms)
    hud.announce(WIDE_TITLE, WIDE_SUBTITLE, snapshot.tick, 120)
    game_window.clear()
    game_window.screen_map.use()
    renderer.draw(snapshot)
    left, right, bottom, top = hud.banner_box(snapshot)
    assert hud.banner_place is not None and hud.banner_place.in_top_strip
    assert bottom >= felt.top and top <= LOGICAL_HEIGHT
    banner = Box(left, bottom, right, top)
    assert [palm for palm in hud._banner_clear_of(snapshot).palms if banner.overlaps(palm)] == []
    assert hud.banner.font_size < 34 and left <= hud.banner.left and hud.banner.right <= right
