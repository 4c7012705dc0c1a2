"""A bot cannot read a face-down card: tables that differ only in hidden faces play alike.

Two rounds are set up identically, except that two face-down pool cards swap faces
(each lies where the other did, turned the same way, at the same height). Until one
of the two is picked up (and so seen), every bot must choose exactly the same intents
at both tables: nothing it decides on can depend on a face it has not seen.
"""

from __future__ import annotations

import pytest

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.levels.loader import load_default_level
from candy_arcade.sim.candy.session import CandySession, CardPlace, TableCard


def _swap_faces(session: CandySession, first: TableCard, second: TableCard) -> None:
    """Each card takes the other's place on the table: only the faces differ."""
    for name in ("position", "angle", "z", "cos_a", "sin_a"):
        a, b = getattr(first, name), getattr(second, name)
        setattr(first, name, b)
        setattr(second, name, a)


def _far_pair(session: CandySession) -> tuple[int, int]:
    """Two pool cards far from every seat's stash: the last a bot would reach for."""
    stashes = [seat.stash.center for seat in session.geometry.seats]
    ranked = sorted(
        session.cards, key=lambda card: -min(card.position.distance(s) for s in stashes)
    )
    return ranked[0].index, ranked[1].index


@pytest.mark.parametrize(
    ("variants", "difficulty"),
    [((), "hard"), (("flipper", "see-for-miles"), "normal"), (("roshambo", "snitch"), "hard")],
)
def test_bots_choose_alike_at_tables_that_differ_only_in_faces_they_have_not_seen(
    variants: tuple[str, ...], difficulty: str
) -> None:
    level = load_default_level()
    tables = [CandySession(level, 4, 21, 20, variants) for _ in range(2)]
    first, second = _far_pair(tables[0])
    _swap_faces(tables[1], tables[1].cards[first], tables[1].cards[second])
    bots = [
        [
            CandyBotSource(CandyBot(p, difficulty, table.rng.fork(f"bot{p}")))
            for p in range(table.players)
        ]
        for table in tables
    ]
    compared = 0
    while not tables[0].over:
        untouched = all(
            table.cards[card].place is CardPlace.POOL and not table.cards[card].face_up
            for table in tables
            for card in (first, second)
        )
        if not untouched:
            break
        intents = [
            [bot.intent(table, table.tick) for bot in seat]
            for table, seat in zip(tables, bots, strict=True)
        ]
        assert intents[0] == intents[1], f"bots told the faces apart at tick {tables[0].tick}"
        for table, chosen in zip(tables, intents, strict=True):
            table.step(chosen)
        compared += 1
    assert compared > 300
