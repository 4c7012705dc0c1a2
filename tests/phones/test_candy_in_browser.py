"""I Want Candy! played from a phone in a real browser: the phone joins a lobby on
127.0.0.1 under the name typed, the round starts from the lobby, a drag on the touch
pad moves the player's hand on the shared table to a card, GRAB takes it, and the
card's face shows on the phone alone. The README's picture of a phone player's round
is this test's (tools/make_phone_screenshots.py). Skipped, naming the missing
package, where the browser cannot run."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from candy_arcade.phones.phone_views import card_view
from candy_arcade.sim.candy.snapshot import CandySnapshot, HandDraw
from candy_arcade.sim.candy.table import HAND_SPEED
from candy_arcade.sim.candy.table_cards import CardPlace
from tests.phones.browser import PhonePage
from tests.phones.conftest import PhoneTable
from tests.views.drawn import watching

PLAYER = 0
"""The phone's seat: the first to join the lobby. It plays alone, so no bot takes the
card its hand is heading for."""
SEED = 7
STEP_PER_TICK = HAND_SPEED / 60
PAD_PULL = 200
"""CSS pixels the finger moves from where it went down: past the pad's full-speed reach."""


def _snapshot(table: PhoneTable) -> CandySnapshot:
    snapshot: CandySnapshot = table.view.table.renderer.snapshot
    return snapshot


def _hand(table: PhoneTable) -> HandDraw:
    return _snapshot(table).hands_by_player[PLAYER][0]


def _nearest_card(table: PhoneTable) -> tuple[float, float]:
    """Where the nearest card lying in the pool is, on the table."""
    hand = _hand(table)
    pool = [card.position for card in _snapshot(table).cards if card.place is CardPlace.POOL]
    nearest = min(pool, key=lambda at: math.hypot(at.x - hand.x, at.y - hand.y))
    return nearest.x, nearest.y


def _steer_to(phone: PhonePage, table: PhoneTable, target: tuple[float, float]) -> None:
    """Drag the pad towards ``target`` until the hand is within a tick's step of it,
    then lift the finger (the table's y points up, the screen's down)."""
    hand = _hand(table)
    dx, dy = target[0] - hand.x, target[1] - hand.y
    length = math.hypot(dx, dy)
    phone.drag("#pad", round(PAD_PULL * dx / length), round(-PAD_PULL * dy / length))

    def close() -> bool:
        now = _hand(table)
        return math.hypot(target[0] - now.x, target[1] - now.y) <= STEP_PER_TICK

    table.frames_until(close, "the hand reaches the card", most=900)
    phone.lift()


def test_a_phone_joins_the_lobby_moves_its_hand_to_a_card_and_grabs_it(
    phone: PhonePage,
    phone_table: PhoneTable,
    monkeypatch: pytest.MonkeyPatch,
    shots: Path | None,
) -> None:
    monkeypatch.setattr("candy_arcade.views.lobby.new_seed", lambda: SEED)
    lobby = phone_table.open_lobby("candy")
    phone.open(phone_table.phones.url)
    phone.join("Ana")
    phone_table.frames_until(lambda: lobby.seats, "the phone takes a lobby seat")
    phone.wait_for_screen("seat")
    seat_note = phone.text("seat-note")
    with watching(phone_table.window) as eyes:
        lobby.start()
        phone_table.frames_until(lambda: phone_table.ticks > 0, "the round starts")
        phone.wait_for_screen("candy")
        start = _hand(phone_table)
        _steer_to(phone, phone_table, _nearest_card(phone_table))
        moved = _hand(phone_table)
        phone.tap("#grab")
        held = phone_table.frames_until(
            lambda: _hand(phone_table).held, "the hand holds a card", most=120
        )
        face = str(card_view(held)["face"])
        shown = phone.wait_for_text("held", lambda words: words == face, "the phone shows it")
        words = eyes.words()
    if shots is not None:
        phone.screenshot(shots / "phone.png")
        phone_table.screenshot(shots / "table.png")
    assert seat_note == "You're in. The game starts from the big screen."
    assert math.hypot(moved.x - start.x, moved.y - start.y) > 5 * STEP_PER_TICK
    assert shown == face
    assert "Ana  0/6" in words, "the shared table names the seat as the phone typed it"
    assert face not in words, "the card's face is the phone's alone"
