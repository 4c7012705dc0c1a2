"""The table driver typed for each real-time mode, built in one call.

:class:`~candy_arcade.sim.driver.TableDriver` knows no mode; these aliases and
builders tie it to a mode's session and event type, so callers (views, runners,
replays) get typed events without restating the pairing.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.candy.events import TableEvent
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import IntentSource, TableDriver, TickLog
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import SessionEvent

CandyDriver = TableDriver[CandySession, TableEvent]
PinataDriver = TableDriver[PinataSession, SessionEvent]


def candy_driver(
    session: CandySession,
    sources: Sequence[IntentSource[CandySession]],
    recording: TickLog | None = None,
) -> CandyDriver:
    return TableDriver(session, session.step, sources, recording)


def pinata_driver(
    session: PinataSession,
    sources: Sequence[IntentSource[PinataSession]],
    recording: TickLog | None = None,
) -> PinataDriver:
    return TableDriver(session, session.step, sources, recording)
