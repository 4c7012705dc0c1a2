"""Bots use the variants sensibly: pass the Blocker and Snitch, steal when it pays,
go palms down when done, challenge for a card they wanted, trade, switch hands."""

from __future__ import annotations

from candy_bot_helpers import bot_table, play_out

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.bots.candy.trader import MIN_TRADING_TICKS
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.roshambo import ChallengeChance
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.rules.cards import parse_card
from candy_arcade.sim.candy.observation import CandyObserver
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import IDLE, PlayerIntent


def test_the_blocker_is_passed_on_and_changes_hands_often() -> None:
    session, bots = bot_table(["hard", "normal", "hard", "easy"], seed=700, variants="blocker")
    holders: set[int] = set()
    counts = play_out(session, bots, lambda s, _i, _e: holders.add(s.tokens[0].holder))
    assert counts[EventKind.TOKEN_PASS] >= 5
    assert len(holders) >= 3


def test_the_snitch_is_passed_and_its_card_taken() -> None:
    session, bots = bot_table(["hard", "normal", "hard", "easy"], seed=701, variants="snitch")
    taken: list[TableEvent] = []

    def watch(_s: CandySession, _i: list[PlayerIntent], events: list[TableEvent]) -> None:
        taken.extend(e for e in events if e.kind is EventKind.TOKEN_PASS and e.card_index)

    counts = play_out(session, bots, watch)
    assert counts[EventKind.TOKEN_PASS] >= 5 and taken


def test_bots_steal_what_they_can_see_and_go_palms_down_when_done() -> None:
    counts = play_out(
        *bot_table(["hard", "normal", "hard", "easy"], seed=705, variants="rock-you,see-for-miles")
    )
    assert counts[EventKind.STEAL] >= 1
    assert counts[EventKind.PALMS_DOWN] >= 2


def test_in_laissez_faire_both_hands_carry_cards_at_once() -> None:
    session, bots = bot_table(["hard", "hard"], seed=703, timer=30, variants="laissez-faire")
    both_busy = []

    def watch(s: CandySession, _i: list[PlayerIntent], _e: list[TableEvent]) -> None:
        both_busy.extend(
            p for p in range(2) if all(h.held is not None for h in s.hands_by_player[p])
        )

    play_out(session, bots, watch)
    assert both_busy


def test_restricted_a_bot_switches_to_its_free_hand_when_the_active_one_is_frozen() -> None:
    session, bots = bot_table(["hard", "hard"], seed=704, timer=30, variants="restricted")
    for _ in range(120):
        session.step([bot.intent(session, session.tick) for bot in bots])
    frozen = session.hands_by_player[0][session.active_side[0]]
    frozen.frozen_until = session.tick + 90
    switched = []
    for _ in range(30):
        events = session.step([bot.intent(session, session.tick) for bot in bots])
        switched += [e for e in events if e.kind is EventKind.SWITCH_HAND and e.players == (0,)]
    assert switched


def test_roshambo_a_bot_challenges_for_a_card_it_wanted_and_picks_in_time() -> None:
    session = CandySession(load_default_level(), 2, 5, variants=["roshambo"])
    seat = CandyBotSource(CandyBot(0, "hard", session.rng.fork("bot0")))
    card = max(session.cards, key=lambda c: c.z)
    session.place_hand(session.hands[1], card.position)
    session.step([seat.intent(session, session.tick), PlayerIntent(grab=True)])
    assert session.hands[1].held == card.index
    session.place_hand(session.hands[1], session.hands[1].rest)
    seat.bot.tactics.note_target(CandyObserver(session, 0).handle(card.index), 30.0)
    session.challenge_chances.append(ChallengeChance(0, 1, card.index, session.tick + 120))
    seen: list[EventKind] = []
    for _ in range(60):
        events = session.step([seat.intent(session, session.tick), IDLE])
        seen += [e.kind for e in events if 0 in e.players]
    assert EventKind.CHALLENGE in seen
    assert EventKind.RPS_PICK in seen


def rigged_trading(
    variants: list[str], second: str = "KD 4H 4D 8H 8D 2D"
) -> tuple[CandySession, list[CandyBotSource[CandyBot]]]:
    """Two bots at the alarm, the first stuck with a lone K♥ (-50)."""
    session = CandySession(load_default_level(), 2, 9, timer_seconds=2, variants=variants)
    bots = [CandyBotSource(CandyBot(p, "hard", session.rng.fork(f"bot{p}"))) for p in range(2)]
    while session.phase is Phase.PLAYING:
        session.step([IDLE, IDLE])
    for player, codes in ((0, "KH 5C 5S 9C 9S 3C"), (1, second)):
        for code in codes.split():
            session.table.to_stash(parse_card(code).index, player)
    return session, bots


def trade_events(
    session: CandySession, bots: list[CandyBotSource[CandyBot]]
) -> list[TableEvent]:
    seen: list[TableEvent] = []
    play_out(session, bots, lambda _s, _i, events: seen.extend(events))
    return seen


def test_swappities_a_bot_offers_the_card_that_costs_it_blind() -> None:
    session, bots = rigged_trading(["swappities"], second="2H 4H 6H 8D 10D QD")
    before = _scores(session)
    events = trade_events(session, bots)
    offers = [e for e in events if e.kind is EventKind.TRADE_OFFER and e.players[0] == 0]
    assert offers and offers[0].detail == "blind"
    # A stash all of one colour loses by taking an unseen card: the other declines.
    assert any(e.kind is EventKind.TRADE_DECLINE for e in events)
    assert _scores(session) == before


def test_swappities_with_stashes_face_up_a_trade_that_helps_both_is_made() -> None:
    session, bots = rigged_trading(["swappities", "see-for-miles"])
    before = _scores(session)
    events = trade_events(session, bots)
    assert any(e.kind is EventKind.TRADE_OFFER and e.detail == "open" for e in events)
    assert any(e.kind is EventKind.TRADE_ACCEPT for e in events)
    after = _scores(session)
    assert after[0] > before[0] and after[1] > before[1]


def test_swappities_bots_leave_people_time_to_trade() -> None:
    """Bots hold off "done" for 10 s, so a human among bots is not shut out of trading."""
    session, bots = bot_table(["hard", "normal", "easy"], seed=705, timer=20, variants="swappities")
    play_out(session, bots)
    assert session.trading is not None
    assert session.tick - session.trading.started_at >= MIN_TRADING_TICKS


def test_swappities_bots_press_done_so_trading_ends_by_majority() -> None:
    session, bots = bot_table(["hard", "normal", "easy"], seed=705, timer=20, variants="swappities")
    counts = play_out(session, bots)
    assert counts[EventKind.DONE_TRADING] >= 2
    assert session.trading is not None
    lasted = session.tick - session.trading.started_at
    assert MIN_TRADING_TICKS <= lasted < CandySettings().trading_limit_ticks


def _scores(session: CandySession) -> list[int]:
    from candy_arcade.rules.candy.match import score_round

    return list(score_round(session.seed, session.stashes).totals)
