"""Swappities, one test per rule sentence, with scripted intents."""

from __future__ import annotations

from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.sim.candy.session import CandySession, Phase
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer

from .scripting import all_places, intents_for, kinds, new_session, reason_of, stash_cards, step_one


def trading_session(players: int = 3) -> CandySession:
    """Every player stashes two cards, then the alarm rings."""
    session = new_session(players=players, timer=5, variants="swappities")
    for player in range(players):
        stash_cards(session, player, 2)
    while session.phase is Phase.PLAYING:
        session.step([IDLE] * players)
    return session


def test_after_the_alarm_before_the_reveal_players_trade() -> None:
    session = new_session(players=2, timer=5, variants="swappities")
    seen = []
    while session.phase is Phase.PLAYING:
        seen += kinds(session.step([IDLE, IDLE]))
    assert seen[-2:] == [EventKind.ALARM, EventKind.TRADING]
    assert session.phase is Phase.TRADING and not session.over
    assert session.trading is not None and session.trading_seconds_left > 0


def test_no_trading_during_play() -> None:
    session = new_session(variants="swappities")
    stash_cards(session, 0, 1)
    events = step_one(session, 0, PlayerIntent(offer=TradeOffer(session.stashes[0][0], 1)))
    assert (
        kinds(events) == [EventKind.REFUSED]
        and reason_of(events[0]) is CandyReason.TRADING_AFTER_ALARM
    )


def test_offer_one_stash_card_to_another_player_blind_or_open() -> None:
    session = trading_session()
    blind_card, open_card = session.stashes[0][0], session.stashes[1][0]
    events = session.step(
        intents_for(
            session,
            p0=PlayerIntent(offer=TradeOffer(blind_card, 2, open=False)),
            p1=PlayerIntent(offer=TradeOffer(open_card, 0, open=True)),
        )
    )
    assert kinds(events) == [EventKind.TRADE_OFFER, EventKind.TRADE_OFFER]
    blind, shown = events
    assert blind.players == (0, 2) and blind.detail == "blind" and blind.card_index is None
    assert shown.players == (1, 0) and shown.detail == "open" and shown.card_index == open_card
    assert session.trading is not None and session.trading.offer_to(2) is not None


def test_only_a_card_of_your_own_stash_can_be_offered() -> None:
    session = trading_session()
    theirs = session.stashes[1][0]
    events = step_one(session, 0, PlayerIntent(offer=TradeOffer(theirs, 2)))
    assert (
        kinds(events) == [EventKind.REFUSED] and reason_of(events[0]) is CandyReason.OFFER_OWN_CARD
    )


def test_the_other_accepts_by_giving_one_back() -> None:
    session = trading_session()
    offered, given = session.stashes[0][0], session.stashes[1][1]
    step_one(session, 0, PlayerIntent(offer=TradeOffer(offered, 1, open=True)))
    events = step_one(session, 1, PlayerIntent(accept=given))
    assert kinds(events) == [EventKind.TRADE_ACCEPT]
    assert events[0].card_index == offered and events[0].second_card == given
    assert offered in session.stashes[1] and given in session.stashes[0]
    assert offered not in session.stashes[0] and given not in session.stashes[1]
    assert session.cards[offered].owner == 1 and session.cards[given].owner == 0
    assert all_places(session) == list(range(52))


def test_or_declines() -> None:
    session = trading_session()
    before = [list(stash) for stash in session.stashes]
    step_one(session, 0, PlayerIntent(offer=TradeOffer(session.stashes[0][0], 1)))
    events = step_one(session, 1, PlayerIntent(decline=True))
    assert kinds(events) == [EventKind.TRADE_DECLINE] and events[0].players == (0, 1)
    assert session.stashes == before
    assert session.trading is not None and not session.trading.offers


def test_trading_ends_when_a_majority_of_players_have_pressed_done() -> None:
    session = trading_session(players=3)
    first = step_one(session, 0, PlayerIntent(done=True))
    assert kinds(first) == [EventKind.DONE_TRADING] and session.phase is Phase.TRADING
    second = step_one(session, 2, PlayerIntent(done=True))
    assert kinds(second) == [EventKind.DONE_TRADING, EventKind.TRADING_CLOSED]
    assert session.phase is Phase.OVER and session.over


def test_of_two_players_both_must_press_done() -> None:
    session = trading_session(players=2)
    step_one(session, 0, PlayerIntent(done=True))
    assert session.phase is Phase.TRADING
    step_one(session, 1, PlayerIntent(done=True))
    assert session.over


def test_a_table_that_never_agrees_still_reaches_the_reveal() -> None:
    session = trading_session(players=2)
    for _ in range(CandySettings().trading_limit_ticks):
        session.step([IDLE, IDLE])
    assert session.over


def test_giving_back_a_card_you_had_on_offer_yourself_withdraws_that_offer() -> None:
    session = trading_session(players=3)
    mine, theirs = session.stashes[0][0], session.stashes[1][0]
    step_one(session, 0, PlayerIntent(offer=TradeOffer(mine, 2, open=True)))
    step_one(session, 1, PlayerIntent(offer=TradeOffer(theirs, 0, open=True)))
    events = step_one(session, 0, PlayerIntent(accept=mine))
    assert kinds(events) == [EventKind.TRADE_DECLINE, EventKind.TRADE_ACCEPT]
    assert events[0].players == (0, 2)
    assert mine in session.stashes[1] and theirs in session.stashes[0]
    assert session.trading is not None and not session.trading.offers


def test_a_player_with_no_offer_to_answer_may_withdraw_their_own() -> None:
    session = trading_session(players=3)
    step_one(session, 0, PlayerIntent(offer=TradeOffer(session.stashes[0][0], 1)))
    events = step_one(session, 0, PlayerIntent(decline=True))
    assert kinds(events) == [EventKind.TRADE_DECLINE] and events[0].players == (0, 1)
    assert session.trading is not None and not session.trading.offers


def test_an_offer_to_a_player_with_an_empty_stash_is_refused() -> None:
    session = new_session(players=3, timer=5, variants="swappities")
    stash_cards(session, 0, 2)
    stash_cards(session, 1, 1)
    while session.phase is Phase.PLAYING:
        session.step([IDLE] * 3)
    events = step_one(session, 0, PlayerIntent(offer=TradeOffer(session.stashes[0][0], 2)))
    assert kinds(events) == [EventKind.REFUSED]
    assert reason_of(events[0]) is CandyReason.RECEIVER_STASH_EMPTY
    assert events[0].refusal is not None
    assert events[0].refusal.text() == "their stash is empty: nothing to give back"
    assert session.trading is not None and session.trading.offers == []
    events = step_one(session, 0, PlayerIntent(offer=TradeOffer(session.stashes[0][0], 1)))
    assert kinds(events) == [EventKind.TRADE_OFFER]
