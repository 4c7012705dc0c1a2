"""An intent sent from a phone reaches the session within one tick on loopback.

A phone (aiohttp's client, in its own thread, as a phone is apart from the game)
sends 1,000 touch-pad positions, each one distinct; the game thread runs a real I Want
Candy! table driver, the phone's seat read through the input hub as the window reads
it. An intent's latency is from its sending to the start of the first tick whose
intent carries it or a later one (the positions grow, and two arriving between the same
two ticks reach the same tick: the later one is the hand's). The limiter is opened
wide: this measures the road, and a thousand intents at a phone's own 60 a second
would take 17 seconds.
"""

from __future__ import annotations

import asyncio
import dataclasses
import statistics
import threading
import time

import aiohttp

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.input.hub import InputHub
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CandyOptions
from candy_arcade.mode_tables import CANDY_TABLE
from candy_arcade.phones.service import Phones
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import IdleSource, IntentSource, SourceKind
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.tables import candy_driver
from tests.phones.phone_client import PhoneClient, new_hub, phones_on

INTENTS = 1000
SEND_EVERY_SECONDS = 0.002
TICK_GAP_SECONDS = 0.0005
"""The game thread sleeps this long between ticks: it ticks far more often than 60
times a second, so a latency measured at a tick's start is the road's, not the wait
for the next tick."""


class PhoneSeat:
    """The phone's seat, noting when each tick first saw each pad position."""

    kind = SourceKind.DEVICE

    def __init__(self, hub: InputHub, device_id: str) -> None:
        self.hub = hub
        self.device_id = device_id
        self.seen: dict[float, float] = {}

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        started = time.perf_counter()
        intent = self.hub.intent(self.device_id)
        if intent.direction is not None:
            self.seen.setdefault(intent.direction.x, started)
        return intent


def _send_intents(phones: Phones, joined: threading.Event, sent: dict[float, float]) -> None:
    async def play() -> None:
        async with aiohttp.ClientSession() as session:
            phone = await PhoneClient.connect(session, phones)
            await phone.join("Quick")
            await asyncio.to_thread(joined.wait, 5.0)
            for number in range(1, INTENTS + 1):
                x = number / (INTENTS + 1)
                sent[x] = time.perf_counter()
                await phone.send({"type": "pad", "x": x, "y": 0.0})
                await asyncio.sleep(SEND_EVERY_SECONDS)
            await phone.send({"type": "ping", "t": 0.0})
            await phone.receive()
            await asyncio.sleep(0.05)

    asyncio.run(play())


def test_p95_of_a_thousand_phone_intents_reaches_the_session_within_one_tick(
    alone_on_the_machine: None,
) -> None:
    hub = new_hub()
    level = dataclasses.replace(load_default_level(), timer_seconds=600)
    session = CANDY_TABLE.new_table(level, 2, 21, CandyOptions(frozenset()))
    seat = PhoneSeat(hub, "phone-1")
    sources: list[IntentSource[CandySession]] = [seat, IdleSource()]
    driver = candy_driver(session, sources)
    sent: dict[float, float] = {}
    joined = threading.Event()
    with phones_on(rate=1e6, burst=1e6) as phones:
        phone = threading.Thread(target=_send_intents, args=(phones, joined, sent))
        phone.start()
        try:
            while phone.is_alive():
                phones.pump(hub)
                if "phone-1" in hub.devices:
                    joined.set()
                driver.tick()
                time.sleep(TICK_GAP_SECONDS)
        finally:
            joined.set()
            phone.join(30)
    seen = sorted(seat.seen.items())
    latencies = sorted(
        (min(at for position, at in seen if position >= x) - sent_at) * 1000
        for x, sent_at in sent.items()
    )
    p95 = latencies[int(0.95 * len(latencies)) - 1]
    print(
        f"\nphone intent -> session on loopback, {INTENTS} intents: "
        f"median {statistics.median(latencies):.2f} ms, p95 {p95:.2f} ms, "
        f"max {latencies[-1]:.2f} ms (one tick: {TICK_SECONDS * 1000:.1f} ms)"
    )
    assert len(latencies) == INTENTS
    assert p95 < TICK_SECONDS * 1000
