"""A bot uses only what a player at the table could know: faces it has seen."""

from __future__ import annotations

from candy_bot_helpers import bot_table

from candy_arcade.bots.candy.memory import Memory
from candy_arcade.sim.candy.observation import CandyObserver
from candy_arcade.sim.candy.session import CandySession, CardPlace, TableCard
from candy_arcade.sim.candy.table_cards import CardTable


def swap_faces(session: CandySession, first: int, second: int) -> None:
    """Exchange which card lies where, leaving the table looking exactly the same."""
    a, b = session.cards[first], session.cards[second]
    pose_a, pose_b = (a.position, a.angle, a.z), (b.position, b.angle, b.z)
    for card, (position, angle, z) in ((a, pose_b), (b, pose_a)):
        CardTable.set_pose(card, position, angle)
        card.z = z


def first_moves(swap: tuple[int, int] | None) -> list[tuple[object, ...]]:
    session, bots = bot_table(["hard", "hard"], seed=11, timer=30)
    if swap is not None:
        swap_faces(session, *swap)
    seen = []
    while session.hands[0].held is None and session.tick < 400:
        intents = [bot.intent(session, session.tick) for bot in bots]
        first = intents[0]
        seen.append((first.target, first.grab, first.drop))
        session.step(intents)
    return seen


def far_apart_unseen_cards(session: CandySession) -> tuple[int, int]:
    by_x = sorted(session.cards, key=lambda card: card.position.x)
    return by_x[0].index, by_x[-1].index


def test_which_face_lies_where_does_not_change_a_bots_moves_before_it_sees_one() -> None:
    session, _ = bot_table(["hard", "hard"], seed=11, timer=30)
    plain = first_moves(None)
    swapped = first_moves(far_apart_unseen_cards(session))
    assert len(plain) > 5
    assert [(t and (round(t.x, 6), round(t.y, 6)), g, d) for t, g, d in plain] == [
        (t and (round(t.x, 6), round(t.y, 6)), g, d) for t, g, d in swapped
    ]


def play_until_it_has_looked(session: CandySession, bots: list) -> None:  # type: ignore[type-arg]
    while session.tick < 900:
        session.step([bot.intent(session, session.tick) for bot in bots])


def test_a_bot_remembers_the_faces_it_put_back_while_they_lie_untouched() -> None:
    session, bots = bot_table(["hard"], seed=4, timer=30)
    play_until_it_has_looked(session, bots)
    known = list(bots[0].bot.memory.known_pool(CandyObserver(session, 0).observe()))
    assert known, "a hard bot that looked at cards remembers some"
    for card in known:
        assert session.cards[card].place is CardPlace.POOL
    moved = session.cards[known[0]]
    moved.z += 1000
    assert known[0] not in bots[0].bot.memory.known_pool(CandyObserver(session, 0).observe())


def test_memory_holds_only_as_many_cards_as_the_difficulty_allows() -> None:
    memory = Memory(capacity=3)
    for card in range(6):
        memory.saw_in_pool(card, handle=card, z=card)
    assert list(memory._pool) == [3, 4, 5]


def test_face_up_cards_under_flipper_are_known_to_everyone() -> None:
    session, bots = bot_table(["normal", "normal"], seed=2, timer=30, variants="flipper")
    card: TableCard = session.cards[7]
    card.face_up = True
    assert 7 in bots[1].bot.memory.known_pool(CandyObserver(session, 1).observe())
    plain, plain_bots = bot_table(["normal", "normal"], seed=2, timer=30)
    assert 7 not in plain_bots[1].bot.memory.known_pool(CandyObserver(plain, 1).observe())


def test_see_for_miles_shows_other_stashes_and_nothing_else_does() -> None:
    session, bots = bot_table(["hard", "hard"], seed=3, timer=60, variants="see-for-miles")
    play_until_it_has_looked(session, bots)
    visible = bots[0].bot.memory.visible_stash_cards(CandyObserver(session, 0).observe())
    assert visible and all(card.owner == 1 for card in visible)
    plain, plain_bots = bot_table(["hard", "hard"], seed=3, timer=60)
    play_until_it_has_looked(plain, plain_bots)
    assert plain_bots[0].bot.memory.visible_stash_cards(CandyObserver(plain, 0).observe()) == []
