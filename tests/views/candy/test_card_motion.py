"""Cards and palms in motion on the I Want Candy! table: a stashed card flies into its
slot, a refused action shakes the palm, Reduce motion puts everything where it belongs
at once, and none of it changes the round the simulation plays."""

from __future__ import annotations

import dataclasses
import math

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.refusal import Refusal
from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.candy_motion import FLY_TICKS, SHAKE_TICKS
from candy_arcade.render.candy_table import CandyTableRenderer
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import TABLE_FELT
from candy_arcade.rules.candy.events import refused
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import take_snapshot
from candy_arcade.sim.candy.table_cards import CardPlace
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.views.candy_table import candy_table_view

TWO_SEATS_ANN_LOOKS = player_looks(2)


def step(session: CandySession, renderer: CandyTableRenderer, intent: PlayerIntent) -> None:
    """One tick with player 1 idle, shown to the renderer as the view shows it."""
    session.step([intent, IDLE])
    renderer.show(take_snapshot(session, renderer.snapshot))


def drawn(game_window, renderer: CandyTableRenderer) -> None:  # type: ignore[no-untyped-def]
    game_window.clear(color=TABLE_FELT)
    game_window.screen_map.use()
    renderer.draw()


def holding_at_stash(game_window, reduced: bool):  # type: ignore[no-untyped-def]
    """Player 0 holding a pool card, palm over their stash; the card and where it is drawn."""
    session = CandySession(load_default_level(), 2, 3)
    renderer = CandyTableRenderer(take_snapshot(session), TWO_SEATS_ANN_LOOKS, ["Ann", "Bob"])
    renderer.motion.reduced = reduced
    hand = session.hands[0]
    card = next(card for card in session.table.cards if card.place is CardPlace.POOL)
    session.place_hand(hand, card.position)
    step(session, renderer, PlayerIntent(grab=True))
    held = hand.held
    assert held is not None
    session.place_hand(hand, session.geometry.seats[0].stash.center)
    step(session, renderer, IDLE)
    drawn(game_window, renderer)
    lifted = renderer._lifted[0][1]
    return session, renderer, held, Vec2(*lifted.position)


def test_a_stashed_card_flies_from_where_it_was_let_go_and_lands_in_its_slot(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    session, renderer, index, released = holding_at_stash(game_window, reduced=False)
    step(session, renderer, PlayerIntent(drop=True))
    slot = session.table.cards[index].position
    assert session.table.cards[index].place is CardPlace.STASH
    drawn(game_window, renderer)
    sprite = renderer._sprite_by_index[index]
    on_the_way = Vec2(*sprite.position)
    assert 1 < released.distance(on_the_way) < released.distance(slot)
    assert slot.distance(on_the_way) > 1
    for _ in range(FLY_TICKS):
        step(session, renderer, IDLE)
    drawn(game_window, renderer)
    assert Vec2(*sprite.position).distance(slot) < 1e-6


def test_with_reduce_motion_a_stashed_card_is_in_its_slot_at_once(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    session, renderer, index, released = holding_at_stash(game_window, reduced=True)
    assert released.distance(session.hands[0].position) < 1e-6
    step(session, renderer, PlayerIntent(drop=True))
    drawn(game_window, renderer)
    slot = session.table.cards[index].position
    assert Vec2(*renderer._sprite_by_index[index].position).distance(slot) < 1e-6


def test_a_held_card_is_drawn_lifted_and_trailing_its_palm(game_window) -> None:  # type: ignore[no-untyped-def]
    session, renderer, index, released = holding_at_stash(game_window, reduced=False)
    lifted, shadow = renderer._lifted[0][1], renderer._lifted[0][0]
    assert lifted.visible and shadow.visible
    assert not renderer._sprite_by_index[index].visible
    assert lifted.width > renderer._sprite_by_index[(index + 1) % 52].width
    assert released.distance(session.hands[0].position) > 5


def seeded_round(game_window, people: int = 0):  # type: ignore[no-untyped-def]
    level = dataclasses.replace(load_default_level(), timer_seconds=6)
    seats = tuple(
        SeatAssignment(SeatSpec(is_bot=player >= people, difficulty="hard"), None, f"P{player}")
        for player in range(4)
    )
    view = candy_table_view(GameSetup("candy", level, 11, seats))
    game_window.show_view(view)
    return view


def test_a_person_s_refused_grab_shakes_their_palm_for_a_moment_then_it_rests(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    view = seeded_round(game_window, people=1)
    table = view.table
    palm = table.renderer.hands.palm_sprites[0]
    table.present([refused(0, table.session.tick, Refusal.of(CandyReason.NO_CARD_UNDER_PALM))])
    offsets = []
    for _ in range(SHAKE_TICKS + 2):
        table.tick()
        view.on_draw()
        offsets.append(palm.center_x - table.session.hands[0].x)
    assert max(abs(offset) for offset in offsets[:4]) > 1
    assert offsets[-1] == 0


def test_a_bot_s_refusal_does_not_shake_its_palm(game_window) -> None:  # type: ignore[no-untyped-def]
    view = seeded_round(game_window, people=1)
    table = view.table
    table.present([refused(2, table.session.tick, Refusal.of(CandyReason.NO_CARD_UNDER_PALM))])
    table.tick()
    view.on_draw()
    assert table.renderer.hands.palm_sprites[2].center_x == table.session.hands[2].x


def test_reduce_motion_in_the_settings_stops_a_shake_at_once(game_window) -> None:  # type: ignore[no-untyped-def]
    view = seeded_round(game_window, people=1)
    table = view.table
    table.present([refused(0, table.session.tick, Refusal.of(CandyReason.NO_CARD_UNDER_PALM))])
    settings = game_window.settings
    game_window.settings = settings.with_changes(reduce_motion=True)
    try:
        table.tick()
        view.on_draw()
        assert table.renderer.hands.palm_sprites[0].center_x == table.session.hands[0].x
    finally:
        game_window.settings = settings


def test_a_seeded_bot_round_ends_in_the_same_state_drawn_with_motion_or_not_drawn(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    shown = seeded_round(game_window)
    while not shown.table.over:
        shown.table.tick()
        if shown.table.position % 3 == 0:
            shown.on_draw()
    quiet = seeded_round(game_window)
    quiet.table.run_quietly(10**6)
    assert quiet.table.over

    def final(view) -> tuple[str, object]:  # type: ignore[no-untyped-def]
        session = view.table.session
        return session.state_hash(), session.rng.getstate()

    assert final(shown) == final(quiet)
    assert math.isclose(shown.table.position, quiet.table.position)
