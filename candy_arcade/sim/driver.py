"""The headless table driver: one tick of a real-time table, whoever plays its seats.

Both real-time modes (I Want Candy! and Piñata Blast) run through :class:`TableDriver`:
the window (from arcade's ``on_fixed_update``), ``simulate``, ``play --headless``,
``replay``, ``bench`` and the tests. Each seat has an :class:`IntentSource` (a device,
a bot, a recording, later a phone); the driver asks every source for its intent,
records the tick when it keeps a recording, steps the session and hands back the
session's events. The session cannot tell the sources apart, so the same limits bind
a person, a bot and a replay.

Nothing here knows a mode: a session is anything with ``step(intents) -> events``,
``over`` and ``state_hash()`` (:mod:`candy_arcade.sim.tables` pairs each mode's).
Building a mode's session and bots is the caller's job (``bot_round_driver`` and
``bot_game_driver`` in ``bots/*/simulate.py`` for bot tables, the replays for
recordings, the views for people).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Generic, Protocol, TypeVar

from candy_arcade.sim.intents import IDLE, PlayerIntent

EventT = TypeVar("EventT")
SessionT = TypeVar("SessionT", bound="RealtimeSession")
SessionT_contra = TypeVar("SessionT_contra", contravariant=True)


class RealtimeSession(Protocol):
    """What the driver reads of a mode's session (``CandySession``, ``PinataSession``);
    its ``step`` is given to the driver apart, so the events keep their mode's type."""

    @property
    def seed(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def over(self) -> bool: ...

    def state_hash(self) -> str: ...


class SourceKind(StrEnum):
    """Who is behind a seat: presentation differs (a bot's beats are quieter, a
    refusal is not shown to a bot), the simulation never does."""

    DEVICE = "device"
    BOT = "bot"
    REPLAY = "replay"


class IntentSource(Protocol[SessionT_contra]):
    """One seat's intents, one per tick: ``tick`` counts the driver's ticks from 0."""

    @property
    def kind(self) -> SourceKind: ...

    def intent(self, session: SessionT_contra, tick: int) -> PlayerIntent: ...


class TickLog(Protocol):
    """Where a played round is recorded (a replay recording): every tick's intents,
    then the final state hash the playback must reach."""

    final_hash: str

    def record(self, intents: Sequence[PlayerIntent]) -> None: ...


class ReplaySource:
    """One seat of a recording: the intent it recorded at each tick, idle past its end."""

    kind = SourceKind.REPLAY

    def __init__(self, ticks: Sequence[Sequence[PlayerIntent]], seat: int) -> None:
        self.ticks = ticks
        self.seat = seat

    def intent(self, session: object, tick: int) -> PlayerIntent:
        return self.ticks[tick][self.seat] if tick < len(self.ticks) else IDLE


class IdleSource:
    """A seat nobody plays (a human seat without a device): its hands rest."""

    kind = SourceKind.DEVICE

    def intent(self, session: object, tick: int) -> PlayerIntent:
        return IDLE


def replay_sources(ticks: Sequence[Sequence[PlayerIntent]], players: int) -> list[ReplaySource]:
    """Every seat of a recording, for a driver that plays it back."""
    return [ReplaySource(ticks, seat) for seat in range(players)]


class TableDriver(Generic[SessionT, EventT]):
    """Runs a session tick by tick from its seats' intent sources, recording as it goes.

    ``recording`` (None for a replay, which is not recorded again) gets every tick's
    intents and, once the session is over, its final state hash.
    """

    def __init__(
        self,
        session: SessionT,
        step: Callable[[Sequence[PlayerIntent]], list[EventT]],
        sources: Sequence[IntentSource[SessionT]],
        recording: TickLog | None = None,
    ) -> None:
        if len(sources) != session.players:
            raise ValueError(f"{len(sources)} intent sources for {session.players} seats")
        self.session = session
        self._step = step
        self.sources = list(sources)
        self.recording = recording
        self.ticks = 0
        """Ticks run so far (a recording's length, a replay's position)."""

    @property
    def seed(self) -> int:
        return self.session.seed

    @property
    def over(self) -> bool:
        return self.session.over

    def kind(self, seat: int) -> SourceKind:
        return self.sources[seat].kind

    def seats_of(self, kind: SourceKind) -> frozenset[int]:
        return frozenset(seat for seat, source in enumerate(self.sources) if source.kind is kind)

    def tick(self) -> list[EventT]:
        """One fixed tick: every seat's intent, recorded, stepped; the session's events.

        A finished session does not move: the tick is empty.
        """
        if self.session.over:
            return []
        intents = [source.intent(self.session, self.ticks) for source in self.sources]
        if self.recording is not None:
            self.recording.record(intents)
        events = self._step(intents)
        self.ticks += 1
        if self.session.over and self.recording is not None:
            self.recording.final_hash = self.session.state_hash()
        return events

    def run(
        self,
        limit: int | None = None,
        on_events: Callable[[list[EventT]], None] | None = None,
    ) -> None:
        """Tick until the session is over (or ``limit`` ticks have run in all), as fast
        as it goes, passing each tick's events to ``on_events``."""
        while not self.session.over and (limit is None or self.ticks < limit):
            events = self.tick()
            if on_events is not None:
                on_events(events)
