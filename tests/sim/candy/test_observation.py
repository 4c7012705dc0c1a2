"""A player's observation shows what that player may see and nothing more.

Bots decide from it, so a face-down card's identity must not be readable there; and
observing must not change the round (the golden master replays with bots observing).
"""

from __future__ import annotations

import hashlib

import pytest

from candy_arcade.rules.candy.trading import Offer
from candy_arcade.sim.candy.observation import CandyObserver, StaleObservation
from candy_arcade.sim.candy.session import CandySession, CardPlace
from candy_arcade.sim.intents import IDLE, PlayerIntent

from .scripting import grab_top_card, new_session, stash_cards, step_one


def _round_digest(session: CandySession) -> str:
    digest = hashlib.sha256(session.state_hash().encode())
    digest.update(repr(session.rng.getstate()).encode())
    return digest.hexdigest()


def test_face_down_cards_are_handles_without_a_face() -> None:
    session = new_session(players=3)
    seen = CandyObserver(session, 0).observe()
    assert all(card.face is None for card in seen.cards)
    assert sorted(card.handle for card in seen.cards) == list(range(52))
    assert [card.handle for card in seen.cards] == list(range(52))


def test_handles_are_drawn_apart_for_each_player_and_say_nothing_of_the_deck() -> None:
    session = new_session(players=3)
    mine, theirs = CandyObserver(session, 0), CandyObserver(session, 1)
    handles = [mine.handle(index) for index in range(52)]
    assert handles != list(range(52))
    assert handles != [theirs.handle(index) for index in range(52)]


def test_a_player_sees_their_own_held_and_stashed_cards_but_not_another_stash() -> None:
    session = new_session(players=2)
    stashed = stash_cards(session, 0, 2)
    theirs = stash_cards(session, 1, 2)
    held = grab_top_card(session, 0)
    observer = CandyObserver(session, 0)
    seen = observer.observe()
    assert seen.own_stash_faces() == tuple(stashed)
    assert seen.card(observer.handle(held)).face == held
    assert all(seen.card(observer.handle(card)).face is None for card in theirs)


def test_see_for_miles_and_flipper_show_the_cards_lying_face_up() -> None:
    session = new_session(players=2, variants="see-for-miles,flipper")
    theirs = stash_cards(session, 1, 2)
    card = grab_top_card(session, 0)
    step_one(session, 0, PlayerIntent(drop=True))
    observer = CandyObserver(session, 0)
    seen = observer.observe()
    assert session.cards[card].place is CardPlace.POOL
    assert seen.card(observer.handle(card)).face == card
    assert [seen.card(observer.handle(c)).face for c in theirs] == theirs


def test_a_blind_offer_hides_its_card_and_an_open_one_shows_it() -> None:
    session = new_session(players=3, timer=5, variants="swappities")
    blind, shown = stash_cards(session, 0, 1)[0], stash_cards(session, 1, 1)[0]
    while session.trading is None:
        session.step([IDLE] * 3)
    session.trading.offers += [Offer(0, 2, blind, False, 0), Offer(1, 0, shown, True, 0)]
    offers = CandyObserver(session, 2).observe().offers
    assert [(offer.offerer, offer.face) for offer in offers] == [(0, None), (1, shown)]


def test_a_duellist_sees_that_the_other_picked_but_not_what() -> None:
    session = new_session(players=2, variants="roshambo")
    card = session.pool_cards()[0]
    session.table.to_hand(card, session.hands[1])
    session.roshambo.offer_chance(0, 1, card, session.tick, [])
    chance = session.roshambo.chance_for(0, session.tick)
    assert chance is not None
    session.roshambo.start_duel(chance, session.tick).picks[1] = "rock"
    (view,) = CandyObserver(session, 0).observe().duels
    assert view.players == (0, 1) and view.picked == frozenset({1})
    assert "rock" not in repr(view)


def test_an_observation_is_a_snapshot_and_observing_changes_nothing() -> None:
    session = new_session(players=2, variants="snitch,roshambo")
    observer = CandyObserver(session, 0)
    before = _round_digest(session)
    seen = observer.observe()
    assert _round_digest(session) == before
    hands = seen.hands
    for _ in range(30):
        session.step([PlayerIntent(target=session.geometry.pool.center)] * 2)
    assert seen.hands == hands and seen.tick == 0


def test_the_public_table_is_there_and_the_held_face_only_for_the_own_hands() -> None:
    session = new_session(players=2)
    mine, theirs = grab_top_card(session, 0), grab_top_card(session, 1)
    observer = CandyObserver(session, 0)
    seen = observer.observe()
    by_player = {hand.player: hand for hand in seen.hands}
    assert by_player[0].held_face == mine and by_player[0].holding == observer.handle(mine)
    assert by_player[1].held_face is None and by_player[1].holding == observer.handle(theirs)
    assert (by_player[1].x, by_player[1].y) == (session.hands[1].x, session.hands[1].y)
    assert seen.own_hands == (by_player[0],)
    assert seen.seconds_left == session.seconds_left and seen.settings is session.settings
    snitched = new_session(players=3, variants="snitch")
    tokens = CandyObserver(snitched, 2).observe().tokens
    assert [(t.kind, t.holder) for t in tokens] == [(t.kind, t.holder) for t in snitched.tokens]
    assert tokens


def test_a_part_first_read_after_the_round_moved_on_is_refused() -> None:
    session = new_session(players=2)
    seen = CandyObserver(session, 0).observe()
    step_one(session, 0, IDLE)
    with pytest.raises(StaleObservation):
        _ = seen.cards


def test_an_observation_is_read_only() -> None:
    seen = CandyObserver(new_session(players=2), 0).observe()
    with pytest.raises(AttributeError):
        seen.tick = 5
