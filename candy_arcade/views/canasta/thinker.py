"""Bot decisions and hints off the drawing thread, so the table keeps animating.

One worker thread runs one decision at a time; the view polls each frame. The hard
bot searches for its whole time budget, which would freeze a frame loop if run inline.
A decision that raises (a bot bug) is replaced by the engine's first legal action so
a family game never stops on it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from candy_arcade.rules.canasta.actions import Action

LOG = logging.getLogger(__name__)


class Thinker:
    """Runs ``decide()`` calls in the background, one at a time, keyed by the asker."""

    def __init__(self, threaded: bool = True) -> None:
        self._executor = ThreadPoolExecutor(1, "canasta-bot") if threaded else None
        self._future: Future[Action] | None = None
        self._key: object = None
        self._fallback: Callable[[], Action] | None = None

    @property
    def key(self) -> object:
        """What the running (or finished) decision was asked for."""
        return self._key

    def ask(
        self, key: object, decide: Callable[[], Action], fallback: Callable[[], Action]
    ) -> None:
        """Start a decision for ``key``, dropping any earlier one still running."""
        self._key = key
        self._fallback = fallback
        if self._executor is None:
            future: Future[Action] = Future()
            try:
                future.set_result(decide())
            except Exception as error:
                future.set_exception(error)
            self._future = future
        else:
            self._future = self._executor.submit(decide)

    def answer(self, key: object) -> Action | None:
        """The decision for ``key`` once it is ready, else None."""
        future = self._future
        if future is None or key != self._key or not future.done():
            return None
        self._future = None
        try:
            return future.result()
        except Exception:
            LOG.exception("a Canasta bot failed; playing the first legal move instead")
            assert self._fallback is not None
            return self._fallback()

    def busy_with(self, key: object) -> bool:
        return self._future is not None and key == self._key

    def forget(self) -> None:
        """Drop the pending decision (undo, a new hand, leaving the table)."""
        self._future = None
        self._key = None

    def close(self) -> None:
        self.forget()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
