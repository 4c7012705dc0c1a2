"""Swappities with people at the table: bots answer their offers by what the card does
to the bot's stash, never offer to an empty stash, and leave people their chance to
trade before pressing done."""

from __future__ import annotations

from collections.abc import Callable

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.bots.candy.trader import (
    FIRST_MOVE_TICKS,
    MIN_TRADING_TICKS,
    PEOPLE_QUIET_TICKS,
)
from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.match import score_round
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.cards import parse_card
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer

PERSON = 0
Person = Callable[[CandySession], PlayerIntent]


def person_and_bots(
    stashes: tuple[str, ...], people: frozenset[int] = frozenset({PERSON})
) -> tuple[CandySession, list[CandyBotSource[CandyBot]]]:
    """At the alarm: seat 0 a person (scripted), the others hard bots told who the
    people are; each seat's stash as given (card codes, "" for an empty stash)."""
    session = CandySession(
        load_default_level(), len(stashes), 9, timer_seconds=2, variants=["swappities"]
    )
    bots = []
    for player in range(1, len(stashes)):
        bot = CandyBot(player, "hard", session.rng.fork(f"bot{player}"))
        bot.trader.wait_for(people)
        bots.append(CandyBotSource(bot))
    while session.phase is Phase.PLAYING:
        session.step([IDLE] * len(stashes))
    for player, codes in enumerate(stashes):
        for code in codes.split():
            session.table.to_stash(parse_card(code).index, player)
    return session, bots


def play_trading(
    session: CandySession, bots: list[CandyBotSource[CandyBot]], person: Person
) -> list[TableEvent]:
    """Step until the reveal; every event of the trading phase."""
    seen: list[TableEvent] = []
    while not session.over:
        intents = [person(session), *(bot.intent(session, session.tick) for bot in bots)]
        seen += session.step(intents)
    return seen


def offer_once(card: str, to: int, at: int) -> Person:
    """A person who offers ``card`` face up to ``to``, ``at`` ticks into trading."""

    def act(session: CandySession) -> PlayerIntent:
        assert session.trading is not None
        if session.tick - session.trading.started_at == at:
            return PlayerIntent(offer=TradeOffer(parse_card(card).index, to, open=True))
        return IDLE

    return act


def totals(session: CandySession) -> list[int]:
    return list(score_round(session.seed, session.stashes).totals)


def lasted(session: CandySession) -> int:
    assert session.trading is not None
    return session.tick - session.trading.started_at


def test_a_bot_accepts_a_person_s_offer_that_raises_its_stash() -> None:
    session, bots = person_and_bots(("KH 5C 5S 9C", "KD 4S 6C 8S 10C", "2C 3S"))
    before = totals(session)
    events = play_trading(session, bots, offer_once("KH", 1, at=30))
    accepted = [e for e in events if e.kind is EventKind.TRADE_ACCEPT]
    assert [e.players for e in accepted] == [(PERSON, 1)]
    assert totals(session)[1] > before[1]


def test_a_bot_declines_a_person_s_offer_that_would_lower_its_stash() -> None:
    session, bots = person_and_bots(("5C 9S 3C", "2H 4H 6H 8D 10D QD", "2C 3S"))
    before = totals(session)
    events = play_trading(session, bots, offer_once("5C", 1, at=30))
    declined = [e for e in events if e.kind is EventKind.TRADE_DECLINE]
    assert [e.players for e in declined] == [(PERSON, 1)]
    assert totals(session) == before


def test_a_bot_answers_a_person_s_offer_no_sooner_than_a_quick_person_could() -> None:
    session, bots = person_and_bots(("KH 5C 5S 9C", "KD 4S 6C 8S 10C", "2C 3S"))
    events = play_trading(session, bots, offer_once("KH", 1, at=MIN_TRADING_TICKS // 2))
    offered = next(e.tick for e in events if e.kind is EventKind.TRADE_OFFER)
    answered = next(e.tick for e in events if e.kind is EventKind.TRADE_ACCEPT)
    assert answered - offered >= QUICK_HUMAN_REACTION_TICKS


def test_bots_wait_for_a_person_who_has_not_moved_then_close_trading() -> None:
    session, bots = person_and_bots(("5C 9S 3C", "2H 4H 6H", "2C 3S 7D"))
    events = play_trading(session, bots, lambda _session: IDLE)
    done = [e for e in events if e.kind is EventKind.DONE_TRADING]
    assert {e.players[0] for e in done} == {1, 2}
    assert FIRST_MOVE_TICKS <= lasted(session) < session.settings.trading_limit_ticks


def test_bots_wait_while_a_person_is_trading_and_not_much_longer() -> None:
    offer_at = MIN_TRADING_TICKS - 30
    session, bots = person_and_bots(("KH 5C 5S 9C", "KD 4S 6C 8S 10C", "2C 3S"))
    play_trading(session, bots, offer_once("KH", 1, at=offer_at))
    assert offer_at + PEOPLE_QUIET_TICKS <= lasted(session) < FIRST_MOVE_TICKS


def test_bots_without_people_close_trading_after_the_minimum() -> None:
    session, bots = person_and_bots(("5C 9S 3C", "2H 4H 6H", "2C 3S 7D"), people=frozenset())
    play_trading(session, bots, lambda _session: IDLE)
    assert MIN_TRADING_TICKS <= lasted(session) < FIRST_MOVE_TICKS


def test_a_bot_never_offers_to_a_player_with_an_empty_stash() -> None:
    session, bots = person_and_bots(("", "KH 5C 5S 9C 9S 3C"))
    events = play_trading(session, bots, lambda _session: IDLE)
    assert not [e for e in events if e.kind in (EventKind.TRADE_OFFER, EventKind.REFUSED)]


def declines_everything(session: CandySession) -> PlayerIntent:
    assert session.trading is not None
    return PlayerIntent(decline=session.trading.offer_to(PERSON) is not None)


def test_a_bot_does_not_offer_again_to_a_person_who_declined_its_offer() -> None:
    session, bots = person_and_bots(("KH 8H KC 5S", "10C QC KD 4D 8S"))
    events = play_trading(session, bots, declines_everything)
    offers = [e.players for e in events if e.kind is EventKind.TRADE_OFFER]
    declines = [e.players for e in events if e.kind is EventKind.TRADE_DECLINE]
    assert offers == [(1, PERSON)] and declines == [(1, PERSON)]


def test_a_bot_does_not_offer_again_to_a_person_who_let_its_offer_lapse() -> None:
    session, bots = person_and_bots(("KH 8H KC 5S", "10C QC KD 4D 8S"))
    events = play_trading(session, bots, lambda session: IDLE)
    offers = [e.players for e in events if e.kind is EventKind.TRADE_OFFER]
    declines = [e.players for e in events if e.kind is EventKind.TRADE_DECLINE]
    assert offers == [(1, PERSON)] and declines == [(1, PERSON)]
