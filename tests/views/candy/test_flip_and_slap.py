"""A card put back under Flipper turns over on its way down, two palms that touch slap
down with a ring round each, an armed steal's glow pulses: all drawn from the
snapshots alone, and none of it moving under Reduce motion."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.candy_hands import GLOW_ALPHA, PALM_SIZE
from candy_arcade.render.candy_motion import SETTLE_TICKS, SLAP_TICKS
from candy_arcade.render.candy_table import CARD_SCALE, CandyTableRenderer
from candy_arcade.render.card_textures import card_face
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import TABLE_FELT
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import take_snapshot
from candy_arcade.sim.candy.table import PALM_RADIUS
from candy_arcade.sim.candy.table_cards import CardPlace
from candy_arcade.sim.intents import IDLE, PlayerIntent


def table(variants: list[str], reduced: bool = False) -> tuple[CandySession, CandyTableRenderer]:
    session = CandySession(load_default_level(), 2, 3, None, variants)
    renderer = CandyTableRenderer(take_snapshot(session), player_looks(2), ["Ann", "Bob"])
    renderer.motion.reduced = reduced
    return session, renderer


def step(session: CandySession, renderer: CandyTableRenderer, ann: PlayerIntent = IDLE) -> None:
    session.step([ann, IDLE])
    renderer.show(take_snapshot(session, renderer.snapshot))


def drawn(game_window, renderer: CandyTableRenderer) -> None:  # type: ignore[no-untyped-def]
    game_window.clear(color=TABLE_FELT)
    game_window.screen_map.use()
    renderer.draw()


def put_back_under_flipper(game_window, reduced: bool):  # type: ignore[no-untyped-def]
    """Ann grabs a face-down pool card, carries it across the pool and lets it go; the
    card and, for each tick of its settling, (width, height, face shown) as drawn."""
    session, renderer = table(["flipper"], reduced)
    hand = session.hands[0]
    pool = session.geometry.pool
    under = next(card for card in session.table.cards if card.place is CardPlace.POOL)
    session.place_hand(hand, under.position)
    step(session, renderer, PlayerIntent(grab=True))
    assert hand.held is not None
    card = session.table.cards[hand.held]
    assert not card.face_up, "held as it lay: face down"
    session.place_hand(hand, pool.center + Vec2(pool.width / 4, 0))
    step(session, renderer)
    step(session, renderer, PlayerIntent(drop=True))
    assert card.place is CardPlace.POOL and card.face_up
    sprite = renderer._sprite_by_index[card.index]
    face = card_face(card.index)
    seen = []
    for _ in range(SETTLE_TICKS + 1):
        drawn(game_window, renderer)
        seen.append((sprite.width, sprite.height, sprite.texture is face))
        step(session, renderer)
    return card, seen


def test_under_flipper_a_put_back_card_turns_from_back_to_edge_to_face_as_it_settles(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    _, seen = put_back_under_flipper(game_window, reduced=False)
    first_width, first_height, first_face = seen[0]
    assert not first_face, "it starts down showing its back, as it was held"
    assert first_width > 0.9 * first_height * 140 / 190
    narrowest = min(width / height for width, height, _ in seen)
    assert narrowest < 0.1, "half way down it is on its edge"
    last_width, last_height, last_face = seen[-1]
    assert last_face, "it lands face up"
    assert abs(last_width - 140 * CARD_SCALE) < 1e-6 and abs(last_height - 190 * CARD_SCALE) < 1e-6


def test_with_reduce_motion_a_put_back_card_lies_face_up_at_once(game_window) -> None:  # type: ignore[no-untyped-def]
    _, seen = put_back_under_flipper(game_window, reduced=True)
    assert all(face for _, _, face in seen)
    assert {round(width, 6) for width, _, _ in seen} == {round(140 * CARD_SCALE, 6)}


def touching(game_window, reduced: bool):  # type: ignore[no-untyped-def]
    """Ann's and Bob's palms put side by side in the pool, closer than two palms: the
    next tick they touch. Per tick after it, both palms' drawn sizes and whether the
    slap's rings show."""
    session, renderer = table([], reduced)
    pool = session.geometry.pool
    session.place_hand(session.hands[0], pool.center)
    session.place_hand(session.hands[1], pool.center + Vec2(PALM_RADIUS, 0))
    step(session, renderer)
    assert all(hand.touch_frozen(session.tick) for hand in session.hands), "they touched"
    palms = renderer.hands.palm_sprites
    impacts = renderer.hands.impact_sprites
    seen = []
    for _ in range(SLAP_TICKS + 2):
        drawn(game_window, renderer)
        seen.append((palms[0].width, palms[1].width, impacts[0].visible and impacts[1].visible))
        step(session, renderer)
    return seen


def test_two_palms_that_touch_both_slap_down_then_come_back_to_their_size(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    seen = touching(game_window, reduced=False)
    ann, bob, rings = seen[1]
    assert ann < 0.85 * PALM_SIZE and bob < 0.85 * PALM_SIZE, "both palms squashed"
    assert rings, "a ring spreads round each palm"
    assert seen[-1] == (PALM_SIZE, PALM_SIZE, False)


def test_with_reduce_motion_touching_palms_do_not_slap(game_window) -> None:  # type: ignore[no-untyped-def]
    seen = touching(game_window, reduced=True)
    assert set(seen) == {(PALM_SIZE, PALM_SIZE, False)}


def armed_glow_alphas(game_window, reduced: bool) -> set[int]:  # type: ignore[no-untyped-def]
    """Bob's armed steal (I Will Rock You) glowing, over a second of ticks."""
    session, renderer = table(["rock-you"], reduced)
    session.rock_you.rhythms[1].armed = True
    alphas = set()
    for _ in range(60):
        step(session, renderer)
        drawn(game_window, renderer)
        glow = renderer.hands.glow_sprites[1]
        assert glow.visible
        alphas.add(glow.alpha)
    return alphas


def test_an_armed_steal_s_glow_pulses_and_holds_still_under_reduce_motion(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    assert len(armed_glow_alphas(game_window, reduced=False)) > 10
    assert armed_glow_alphas(game_window, reduced=True) == {GLOW_ALPHA}
