"""What the table shows for the variants: two arms from two shoulders, the ringed active
hand, tokens at their holder, a duel and its reveal, offers between stashes."""

from __future__ import annotations

import math

import arcade

from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.candy_marks import TOKEN_STYLES
from candy_arcade.render.candy_table import CandyTableRenderer
from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import TABLE_FELT
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.roshambo import Duel
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import take_snapshot
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer

NAMES = ["Ann", "Bob", "Cy"]


def draw(game_window, renderer: CandyTableRenderer, session: CandySession):  # type: ignore[no-untyped-def]
    """The session's table now, as the view draws it: from a snapshot of this tick."""
    renderer.show(take_snapshot(session))
    game_window.clear(color=TABLE_FELT)
    game_window.screen_map.use()
    renderer.draw()
    return arcade.get_image()


def make(variants: str, timer: int | None = None) -> tuple[CandySession, CandyTableRenderer]:
    session = CandySession(load_default_level(), 3, 2, timer, variants.split(","))
    return session, CandyTableRenderer(take_snapshot(session), player_looks(3), NAMES)


def test_each_hand_has_its_arm_from_its_own_shoulder_and_the_active_one_is_ringed(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    session, renderer = make("restricted")
    session.step([PlayerIntent(switch_hand=True), IDLE, IDLE])
    draw(game_window, renderer, session)
    hands = renderer.hands
    assert len(hands.arm_sprites) == len(session.all_hands) == 6
    for hand, arm in zip(session.all_hands, hands.arm_sprites, strict=True):
        middle = ((hand.shoulder.x + hand.x) / 2, (hand.shoulder.y + hand.y) / 2)
        assert math.dist(arm.position, middle) < 1e-6
    rings = zip(session.all_hands, hands.rings, strict=True)
    ringed = [hand.side for hand, ring in rings if ring.visible]
    assert ringed == [1, 0, 0]
    idle = [sprite.alpha for sprite in hands.palm_sprites]
    assert idle == [120, 255, 255, 120, 255, 120]


def test_the_blocker_rides_beside_its_holder_s_hand(game_window) -> None:  # type: ignore[no-untyped-def]
    session, renderer = make("blocker")
    session.tokens[0].holder = 2
    image = draw(game_window, renderer, session)
    chip = renderer.hands.chips[0]
    hand = session.hands[2]
    assert math.dist(chip.position, (hand.x, hand.y)) < 60
    red, _ = TOKEN_STYLES["blocker"]
    x, y = round(chip.center_x), round(720 - chip.center_y)
    pixel = image.getpixel((x + 6, y))
    assert all(abs(a - b) < 40 for a, b in zip(pixel, red, strict=False)), pixel


def test_a_duel_shows_a_chant_then_both_picks_only_once_settled(game_window) -> None:  # type: ignore[no-untyped-def]
    session, renderer = make("roshambo")
    duel = Duel(0, 1, 7, session.tick + 180, picks={0: "rock"})
    session.duels.append(duel)
    draw(game_window, renderer, session)
    shown = [text.text for text in renderer.duels._texts]
    assert shown == ["Rock...  1/2 picked"]
    session.duels.clear()
    result = TableEvent(EventKind.RPS_RESULT, session.tick, (1, 0), 7, "paper covers rock")
    renderer.note([result])
    draw(game_window, renderer, session)
    shown = [text.text for text in renderer.duels._texts]
    assert shown[:3] == ["PAPER", "ROCK", "Paper covers rock! Bob wins"]


def test_offers_fly_between_stashes_face_up_only_when_open(game_window) -> None:  # type: ignore[no-untyped-def]
    session, renderer = make("swappities", timer=1)
    for player in range(3):
        for card in session.pool_cards()[:2]:
            session.table.to_stash(card, player)
    while session.phase is Phase.PLAYING:
        session.step([IDLE] * 3)
    blind, shown = session.stashes[0][0], session.stashes[1][0]
    session.step(
        [
            PlayerIntent(offer=TradeOffer(blind, 1)),
            PlayerIntent(offer=TradeOffer(shown, 2, open=True)),
            IDLE,
        ]
    )
    draw(game_window, renderer, session)
    sprites = list(renderer.trading.offer_sprites)
    assert [sprite.texture for sprite in sprites] == [card_back(), card_face(shown)]
    seats = session.geometry.seats
    middle = (seats[0].stash.center + seats[1].stash.center) * 0.5
    assert math.dist(sprites[0].position, (middle.x, middle.y)) < 1e-6
    assert "0 done of 2 needed · 2 offer(s)" in renderer.trading.status.text


def test_an_oval_table_is_drawn_as_felt_in_an_oval_wooden_rim_with_the_room_in_the_corners(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.levels.loader import LEVELS_DIR, load_level
    from candy_arcade.render.theme import BACKGROUND

    session = CandySession(load_level(LEVELS_DIR / "10-round-table.toml"), 3, 2)
    renderer = CandyTableRenderer(take_snapshot(session), player_looks(3), NAMES)
    image = draw(game_window, renderer, session)

    def near(pixel: tuple[int, ...], colour: tuple[int, ...]) -> bool:
        return all(abs(a - b) <= 6 for a, b in zip(pixel, colour, strict=False))

    # get_image() is top-down: image y = 720 - logical y.
    for corner in ((4, 4), (1275, 4), (4, 715), (1275, 715), (60, 110)):
        assert near(image.getpixel(corner), BACKGROUND), corner
    for rim in ((640, 4), (640, 715), (4, 360), (1275, 360)):
        red, green, blue = image.getpixel(rim)[:3]
        assert red > green > blue and red > blue + 30, (rim, "brown wood")
    for felt in ((260, 420), (640, 40), (40, 330)):
        # Felt, darkened a little towards the rim by the vignette and the rim's shadow.
        pixel = image.getpixel(felt)
        assert all(0 <= b - a <= 24 for a, b in zip(pixel, TABLE_FELT, strict=False)), felt
