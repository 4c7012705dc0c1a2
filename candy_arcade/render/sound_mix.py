"""The couch's sound mix: who made a sound decides how loud it plays and from where.

Five to seven bots grabbing and stashing at full volume are constant chatter that
drowns the one sound a person listens for: their own card landing. So every effect is
played at a gain set by its source and panned by the seat that caused it.

Who counts as "own": in I Want Candy! and Piñata Blast every seat is played on the
same couch (keyboard halves, pads, phones), so there is no single player to favour:
every person acting now is someone's own action and plays at full gain; a sound that
involves several players (a steal, a trade offer, two hands touching) plays at the
gain of the most concerned person among them, since being stolen from is that
person's business too. Watching a recording nobody on the couch is acting (and a
recording does not say which seats were bots), so every recorded seat sounds like
another person, a step down (0.6). Bots are the softest (0.3). In Canasta the person
at the screen is the one acting; the bots' moves sound softer.

The figures, as amplitude gains (pyglet's volume is linear): 1.0 (0 dB) for a person,
0.6 (-4.4 dB) for a recorded person, clearly a step down yet easy to follow; 0.3
(-10.5 dB) for a bot, about half as loud to the ear, so a bot is heard as presence
under a person's grab. The table itself (the last five seconds' tick, the alarm, a
round or game ending) plays at full gain and is never thinned out or ducked: those
sounds must be unmistakable, so they ignore the level a caller asks for too.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum


class Source(Enum):
    """Who caused a sound."""

    PERSON = "person"
    """Someone on the couch, acting now (or a click in the menus)."""
    RECORDED = "recorded"
    """A person's move in a recording being watched."""
    BOT = "bot"
    TABLE = "table"
    """The table itself: the timer, the alarm, a round or game ending."""


SOURCE_GAIN = {Source.PERSON: 1.0, Source.RECORDED: 0.6, Source.BOT: 0.3, Source.TABLE: 1.0}
URGENT_SOUNDS = frozenset({"tick", "alarm"})
"""Sounds that tell time is running out: always the table's, at full effects volume,
never dropped; while one plays, the music ducks (:mod:`candy_arcade.render.music`)."""
PAN_SPREAD = 0.7
"""How far to one side the outermost seat sounds (1.0 would be one speaker only): a
player at the other end of the couch still hears it, and still hears where it was."""
COMPASS_SIDE = {"West": -1.0, "East": 1.0}
"""Canasta seats by their compass names: South (the screen's player) and North sit in
the middle; West is drawn on the left, East on the right."""
CROWD_SECONDS = 0.25
CROWD_LIMIT = 2
"""A bot's (or recorded) effect is dropped when this many starts of the same effect
already fell within ``CROWD_SECONDS`` (about a grab's length): five bots stashing in
the same frames sound as two, and a person's own sound is heard first. A dropped
sound is dropped, not delayed: a late sound would point at the wrong moment."""


@dataclass(frozen=True, slots=True)
class Voice:
    """How one effect plays: its gain before the effects volume, and its pan."""

    gain: float
    pan: float


def voice_for(name: str, source: Source, pan: float = 0.0, level: float = 1.0) -> Voice:
    """The gain and pan of effect ``name`` from ``source``, at the caller's ``level``
    (a soft click in a menu, a clack as hard as the dice hit); urgent sounds ignore
    source, level and pan."""
    if name in URGENT_SOUNDS:
        return Voice(SOURCE_GAIN[Source.TABLE], 0.0)
    return Voice(SOURCE_GAIN[source] * level, max(-1.0, min(1.0, pan)))


def seat_pan(x: float, left: float, right: float) -> float:
    """The pan of a seat at ``x`` on a table spanning ``left`` to ``right``."""
    middle, half = (left + right) / 2, (right - left) / 2
    if half <= 0:
        return 0.0
    return max(-1.0, min(1.0, (x - middle) / half)) * PAN_SPREAD


def compass_pan(compass: str) -> float:
    """The pan of a Canasta seat by its compass name."""
    return COMPASS_SIDE.get(compass, 0.0) * PAN_SPREAD


def seat_source(players: Iterable[int], bots: frozenset[int], recorded: bool) -> Source:
    """The source of a sound the ``players`` caused: the table when nobody did, else
    the most concerned of them (a person, then a recorded person, then a bot)."""
    involved = list(players)
    if not involved:
        return Source.TABLE
    if any(player not in bots for player in involved):
        return Source.RECORDED if recorded else Source.PERSON
    return Source.BOT


class Crowd:
    """Recent starts of each effect, to thin out a crowd of background sounds."""

    def __init__(self) -> None:
        self._starts: dict[str, deque[float]] = {}

    def admit(self, name: str, source: Source, now: float) -> bool:
        """Whether effect ``name`` from ``source`` may start at ``now`` (seconds); an
        admitted start counts against later background ones. A person and the table
        are always heard."""
        starts = self._starts.setdefault(name, deque())
        while starts and now - starts[0] >= CROWD_SECONDS:
            starts.popleft()
        background = source in (Source.BOT, Source.RECORDED)
        if background and len(starts) >= CROWD_LIMIT:
            return False
        starts.append(now)
        return True
