"""A snapshot is the table at one tick: frozen values that the session's next ticks
cannot change, sharing the cards that did not move, and keeping a duel's picks secret."""

from __future__ import annotations

import dataclasses

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.roshambo import ChallengeChance, Duel
from candy_arcade.sim.candy.session import CandySession, CardPlace
from candy_arcade.sim.candy.snapshot import take_snapshot
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer


def session_with(variants: str = "", timer: int | None = None) -> CandySession:
    return CandySession(load_default_level(), 3, 2, timer, [v for v in variants.split(",") if v])


def test_a_snapshot_is_frozen_and_stays_at_its_tick_while_the_session_moves_on() -> None:
    session = session_with()
    old = take_snapshot(session)
    where = [(hand.x, hand.y) for hand in old.hands]
    for _ in range(30):
        session.step([PlayerIntent(target=Vec2(640, 360))] * 3)
    assert old.tick == 0 and session.tick == 30
    assert [(hand.x, hand.y) for hand in old.hands] == where
    assert [(hand.x, hand.y) for hand in session.all_hands] != where
    with pytest.raises(dataclasses.FrozenInstanceError):
        old.tick = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        old.hands[0].x = 1.0  # type: ignore[misc]
    assert isinstance(old.stashes, tuple) and all(isinstance(s, tuple) for s in old.stashes)


def test_cards_that_did_not_change_are_shared_with_the_previous_snapshot() -> None:
    session = session_with()
    before = take_snapshot(session)
    card = session.pool_cards()[0]
    session.table.to_stash(card, 0)
    after = take_snapshot(session, before)
    assert after.cards[card].place is CardPlace.STASH and after.stashes[0] == (card,)
    assert before.cards[card].place is CardPlace.POOL and before.stashes[0] == ()
    unchanged = [i for i in range(len(after.cards)) if i != card]
    assert all(after.cards[i] is before.cards[i] for i in unchanged)
    assert after.settings is session.settings and after.geometry is session.geometry


def test_a_duel_shows_who_has_picked_never_what() -> None:
    session = session_with("roshambo")
    session.duels.append(Duel(0, 1, 5, 180, picks={0: "scissors"}))
    table = take_snapshot(session)
    duel = table.duel_of(1)
    assert duel is not None and duel.players == (0, 1) and duel.picked == {0}
    assert "scissors" not in repr(table)


def test_each_player_s_marks_are_copied_out() -> None:
    session = session_with("roshambo,rock-you,blocker")
    session.rock_you.rhythms[1].armed = True
    session.rock_you.rhythms[2].progress = 2
    session.tokens[0].holder = 2
    session.challenge_chances.append(ChallengeChance(0, 1, 5, 100))
    session.hands[1].end_search()
    table = take_snapshot(session)
    assert table.steal_armed == (False, True, False)
    assert table.rhythm_progress == (0, 0, 2)
    assert [token.holder for token in table.tokens_held(2)] == [2]
    assert table.tokens[0].title == "Blocker"
    assert table.challenge_against == (1, None, None)
    assert [table.is_palms_down(player) for player in range(3)] == [False, True, False]


def test_trading_is_copied_out_only_while_it_lasts() -> None:
    session = session_with("swappities", timer=1)
    for player in range(3):
        session.table.to_stash(session.pool_cards()[0], player)
    assert take_snapshot(session).trading is None
    while session.phase is Phase.PLAYING:
        session.step([IDLE] * 3)
    offered = session.stashes[0][0]
    session.step([PlayerIntent(offer=TradeOffer(offered, 1)), IDLE, PlayerIntent(done=True)])
    trading = take_snapshot(session).trading
    assert trading is not None and trading.done == {2}
    offer = trading.offer_to(1)
    assert offer is not None and offer.card == offered and trading.offer_from(0) == offer
    assert 0 < trading.seconds_left <= session.settings.trading_limit_seconds
