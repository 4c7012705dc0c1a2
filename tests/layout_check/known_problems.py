"""Layout problems known on screens other helpers are fixing right now (issue 15).

Keyed by screen, then (state, kind), for both window sizes. The test fails on any
problem not listed here, and on any listed one that no longer happens: when a fix
lands, its lines must go, so this list only shrinks, to empty.
"""

from __future__ import annotations

KNOWN: dict[str, set[tuple[str, str]]] = {}
