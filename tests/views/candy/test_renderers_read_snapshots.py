"""The renderers draw a snapshot, never the live session: no renderer imports a session,
an old snapshot still draws its own tick, and each fact drawn comes from the snapshot."""

from __future__ import annotations

import ast
import dataclasses
import math
from pathlib import Path

import arcade

import candy_arcade.render
from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.candy_table import CandyTableRenderer
from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import TABLE_FELT
from candy_arcade.sim.candy.session import CandySession, CardPlace
from candy_arcade.sim.candy.snapshot import CandySnapshot, take_snapshot
from candy_arcade.sim.intents import IDLE, PlayerIntent

NAMES = ["Ann", "Bob", "Cy"]
SESSIONS = {"candy_arcade.sim.candy.session", "candy_arcade.sim.pinata.session"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_no_renderer_imports_a_session() -> None:
    render = Path(candy_arcade.render.__file__).parent
    offenders = {
        str(path.relative_to(render)): imported_modules(path) & SESSIONS
        for path in sorted(render.rglob("*.py"))
    }
    assert {path: found for path, found in offenders.items() if found} == {}
    assert "candy_table.py" in offenders


def new_table(variants: str = "", timer: int | None = None) -> CandySession:
    return CandySession(load_default_level(), 3, 2, timer, [v for v in variants.split(",") if v])


def draw(game_window, renderer: CandyTableRenderer, table: CandySnapshot):  # type: ignore[no-untyped-def]
    renderer.show(table)
    game_window.clear(color=TABLE_FELT)
    game_window.screen_map.use()
    renderer.draw()
    return arcade.get_image()


def test_an_old_snapshot_draws_its_own_tick_after_the_session_moved_on(game_window) -> None:  # type: ignore[no-untyped-def]
    session = new_table()
    old = take_snapshot(session)
    renderer = CandyTableRenderer(old, player_looks(3), NAMES)
    for _ in range(90):
        session.step([PlayerIntent(target=Vec2(640, 360))] * 3)
    draw(game_window, renderer, old)
    palms = [sprite.position for sprite in renderer.hands.palm_sprites]
    assert palms == [(hand.x, hand.y) for hand in old.hands]
    assert all(
        math.dist(palm, (hand.x, hand.y)) > 50
        for palm, hand in zip(palms, session.all_hands, strict=True)
    )
    assert renderer.timer_text.text == "1:00"
    draw(game_window, renderer, take_snapshot(session, old))
    assert renderer.timer_text.text == "0:59"


def test_seat_labels_count_the_stash_and_say_palms_down(game_window) -> None:  # type: ignore[no-untyped-def]
    session = new_table()
    for card in session.pool_cards()[:2]:
        session.table.to_stash(card, 0)
    session.hands[1].end_search()
    renderer = CandyTableRenderer(take_snapshot(session), player_looks(3), NAMES)
    draw(game_window, renderer, take_snapshot(session))
    shown = [text.text for text in renderer.seat_texts]
    assert shown == ["Ann  2/6", "Bob  0/6 · palms down", "Cy  0/6"]


def test_a_seat_label_stays_readable_under_a_card_held_over_it(game_window) -> None:  # type: ignore[no-untyped-def]
    """A bot at the screen's edge holds a face-up card right over its "Cy  0/6"."""
    session = new_table()
    card = session.pool_cards()[0]
    session.table.to_hand(card, session.hands[2])
    renderer = CandyTableRenderer(take_snapshot(session), player_looks(3), NAMES)
    snapshot = take_snapshot(session)
    draw(game_window, renderer, snapshot)
    label = renderer.seat_texts[2]
    mini = renderer.hands.minis[0]
    hand = next(hand for hand in snapshot.hands if hand.player == 2)
    centre = ((label.left + label.right) / 2, (label.bottom + label.top) / 2)
    moved = dataclasses.replace(
        hand, x=hand.x + centre[0] - mini.center_x, y=hand.y + centre[1] - mini.center_y
    )
    hands = tuple(moved if other is hand else other for other in snapshot.hands)
    image = draw(game_window, renderer, dataclasses.replace(snapshot, hands=hands))
    assert mini.left < centre[0] < mini.right and mini.bottom < centre[1] < mini.top
    assert label.text == "Cy  0/6"
    height = image.height
    pixels = [
        image.getpixel((x, height - 1 - y))
        for x in range(int(label.left), int(label.right), 2)
        for y in range(int(label.bottom), int(label.top), 2)
        if mini.left < x < mini.right and mini.bottom < y < mini.top
    ]
    seat = player_looks(3)[2].colour
    plaque = sum(1 for pixel in pixels if max(map(lambda a, b: abs(a - b), pixel, seat)) < 12)
    white = sum(1 for pixel in pixels if min(pixel[:3]) > 230)
    assert pixels and plaque / len(pixels) > 0.4 and white == 0  # the plaque, not the face


def test_a_held_card_shows_small_by_the_palm_and_an_armed_steal_glows(game_window) -> None:  # type: ignore[no-untyped-def]
    session = new_table("rock-you")
    card = session.pool_cards()[0]
    session.table.to_hand(card, session.hands[0])
    session.rock_you.rhythms[2].armed = True
    renderer = CandyTableRenderer(take_snapshot(session), player_looks(3), NAMES)
    draw(game_window, renderer, take_snapshot(session))
    assert renderer.hands.minis[0].visible and renderer.hands.minis[0].texture is card_face(card)
    assert [glow.visible for glow in renderer.hands.glow_sprites] == [False, False, True]


def test_at_the_reveal_every_stashed_card_is_drawn_face_up(game_window) -> None:  # type: ignore[no-untyped-def]
    session = new_table(timer=1)
    stashed = session.pool_cards()[:2]
    for card in stashed:
        session.table.to_stash(card, 1)
    renderer = CandyTableRenderer(take_snapshot(session), player_looks(3), NAMES)
    sprites = renderer._sprite_by_index
    draw(game_window, renderer, take_snapshot(session))
    assert {sprites[card].texture for card in stashed} == {card_back()}
    while not session.over:
        session.step([IDLE] * 3)
    over = take_snapshot(session)
    assert all(over.cards[card].place is CardPlace.STASH for card in stashed)
    draw(game_window, renderer, over)
    assert [sprites[card].texture for card in stashed] == [card_face(card) for card in stashed]
