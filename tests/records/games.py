"""Canasta games played through the table's session, recorded into a test folder."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.records.record_store import RecordStore
from candy_arcade.records.recorder import RecordKeeper
from candy_arcade.records.stats_store import StatsStore
from candy_arcade.rules.canasta.actions import NextHand
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.views.canasta.session import CanastaSession
from tests.views.canasta.tables import setup

TARGET = 1500
"""A short game: two or three hands."""


def keeper(folder: Path, every_move: bool = False) -> RecordKeeper:
    return RecordKeeper(RecordStore(folder / "records"), StatsStore(folder / "stats.json"),
                        every_move)


def new_session(
    kinds: Sequence[str], seed: int, records: RecordKeeper | None, deck: str = "heckadeck"
) -> CanastaSession:
    options = CanastaOptions(deck=deck, target=TARGET)
    return CanastaSession(setup(list(kinds), seed, options), records=records)


def play(session: CanastaSession, moves: int | None = None) -> list[State]:
    """Every seat's move chosen by the normal bot (a person's too) until the game ends or
    ``moves`` moves were made; returns the state at each hand's end."""
    from candy_arcade.bots.canasta.factory import make_bot

    bots = {seat: make_bot("normal", seat, session.setup.seed)
            for seat in range(len(session.seats))}
    ends: list[State] = []
    made = 0
    while session.state.phase is not Phase.GAME_OVER and (moves is None or made < moves):
        state = session.state
        if state.phase is Phase.HAND_OVER:
            session.apply(NextHand())
        else:
            assert state.to_act is not None
            session.apply(bots[state.to_act].choose(observe(state, state.to_act)))
            if session.state.result is not None:
                ends.append(session.state)
        made += 1
    return ends
