"""How much a client may send: a token bucket per connection, attempts and open
sockets per address.

Both take the time as an argument (``time.monotonic`` in the server), so tests
drive them with made-up clocks.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

MESSAGES_PER_SECOND = 120.0
"""A page sends its pad at most once a frame (60 a second) plus its presses and a
ping a second; twice that is room enough for a fast phone and still stops a flood."""
MESSAGE_BURST = 120.0
"""Messages a client may send at once before the rate counts (a second's worth)."""
CODE_TRIES = 5
CODE_WINDOW_SECONDS = 60.0
"""Five typed room codes a minute from one address: enough for typos, while guessing
one of 160,000 codes from one address would take weeks."""
SOCKETS_PER_ADDRESS = 6
"""Open WebSockets one address may hold at once. A phone holds one, and for a moment
two when its page reloads before the old one is seen to close; a few more leave room
for a player trying several phone pages on one computer. A client opening more is
refused before its socket opens, so a flood from one address costs the round nothing."""


@dataclass
class TokenBucket:
    """Allows ``rate`` messages a second on average and ``burst`` at once."""

    rate: float = MESSAGES_PER_SECOND
    burst: float = MESSAGE_BURST
    tokens: float = field(init=False)
    last: float | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self.tokens = self.burst

    def allow(self, now: float) -> bool:
        """Take one message's token at ``now``; False when the client sends too fast."""
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


@dataclass
class AttemptsPerAddress:
    """At most ``tries`` attempts per address within any ``window`` seconds."""

    tries: int = CODE_TRIES
    window: float = CODE_WINDOW_SECONDS
    _seen: dict[str, deque[float]] = field(default_factory=dict, init=False)

    def allow(self, address: str, now: float) -> bool:
        """Count an attempt from ``address`` at ``now``; False once it has too many."""
        recent = self._seen.setdefault(address, deque())
        while recent and now - recent[0] >= self.window:
            recent.popleft()
        if len(recent) >= self.tries:
            return False
        recent.append(now)
        return True


@dataclass
class OpenPerAddress:
    """Counts what each address holds open; at most ``most`` at once."""

    most: int = SOCKETS_PER_ADDRESS
    _open: dict[str, int] = field(default_factory=dict, init=False)

    def open(self, address: str) -> bool:
        """Count one more open from ``address``; False (nothing counted) once it holds
        ``most``."""
        held = self._open.get(address, 0)
        if held >= self.most:
            return False
        self._open[address] = held + 1
        return True

    def close(self, address: str) -> None:
        """One of ``address``'s opens ended."""
        held = self._open.get(address, 0) - 1
        if held > 0:
            self._open[address] = held
        else:
            self._open.pop(address, None)

    def held(self, address: str) -> int:
        return self._open.get(address, 0)
