"""Speech bubbles: two at once never print over each other, never cover a held card,
and a bubble with no room waits for it instead of covering something."""

from __future__ import annotations

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.candy_bubbles import QUEUE_TICKS
from candy_arcade.render.theme import BAD, GOOD
from candy_arcade.sim.candy.snapshot import take_snapshot
from candy_arcade.sim.intents import IDLE
from tests.views.overlap.table_rig import draw, humans_table, overlapping, things_that_matter

TOUCH = [(0, "Oops, sorry.", GOOD), (1, "Oops, sorry.", GOOD)]
STEAL = [(0, "Stolen from Player 2!", GOOD), (1, "Player 1 stole a card!", BAD)]


def hands_together(gap: float, players: int = 2):  # type: ignore[no-untyped-def]
    """Both hands side by side in the pool, ``gap`` apart, each holding a card."""
    session, renderer = humans_table(load_default_level(), players, [])
    middle = session.geometry.pool.center
    cards = session.pool_cards()
    for player in (0, 1):
        hand = session.hands[player]
        session.palms.place(hand, middle + Vec2((player - 0.5) * gap, 0))
        session.table.to_hand(cards[player], hand)
    session.step([IDLE] * players)
    return session, renderer


@pytest.mark.parametrize("says", [TOUCH, STEAL], ids=["touch", "steal"])
@pytest.mark.parametrize("gap", [50.0, 90.0, 160.0])
def test_two_bubbles_at_once_do_not_overlap_or_cover_a_held_card(
    game_window,  # type: ignore[no-untyped-def]
    says: list[tuple[int, str, tuple[int, int, int]]],
    gap: float,
) -> None:
    session, renderer = hands_together(gap)
    for player, message, colour in says:
        renderer.add_bubble(player, message, colour, 90)
    draw(game_window, session, renderer)
    placed = renderer.bubbles.placed
    assert sorted(placed) == [0, 1]
    boxes = list(placed.values())
    assert overlapping(boxes) == []
    held = things_that_matter(renderer)
    assert any(session.hands[player].held is not None for player in (0, 1))
    for box in boxes:
        assert [thing for thing in held if box.overlaps(thing)] == []


def test_a_bubble_with_no_room_waits_then_shows_or_is_dropped(game_window) -> None:  # type: ignore[no-untyped-def]
    session, renderer = hands_together(90.0)
    bubbles = renderer.bubbles
    nowhere_free = [bubbles.bounds]
    renderer.add_bubble(0, "Oops, sorry.", GOOD, 90)
    bubbles.draw(take_snapshot(session), nowhere_free)
    assert bubbles.placed == {} and 0 in bubbles.bubbles  # waiting, not printed over
    draw(game_window, session, renderer)
    assert 0 in bubbles.placed and bubbles.bubbles[0].shown_at == session.tick
    renderer.add_bubble(1, "Oops, sorry.", GOOD, 90)
    for _ in range(QUEUE_TICKS):
        session.step([IDLE, IDLE])
    bubbles.draw(take_snapshot(session), nowhere_free)
    assert 1 not in bubbles.bubbles  # waited too long: dropped, never shown late


def test_a_bubble_keeps_clear_of_a_duel_s_revealed_picks(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.rules.candy.events import EventKind, TableEvent

    session, renderer = humans_table(load_default_level(), 3, ["roshambo"])
    result = TableEvent(EventKind.RPS_RESULT, session.tick, (1, 0), 7, "paper covers rock")
    renderer.note([result])
    renderer.add_bubble(0, "Oops, sorry.", GOOD, 90)
    renderer.add_bubble(1, "Player 1 stole a card!", BAD, 90)
    draw(game_window, session, renderer)
    words = renderer.duels.drawn
    assert len(words) == 3  # both picks and the headline
    placed = list(renderer.bubbles.placed.values())
    assert placed
    assert [(bubble, word) for bubble in placed for word in words if bubble.overlaps(word)] == []
