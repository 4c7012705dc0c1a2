"""The Canasta screen of the phone page in a real browser (Debian's chromium,
phone-sized, touch): a card tapped, then DISCARD tapped, discards it at the table.
Skipped, saying why, where chromium is not installed."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest

from candy_arcade.phones.service import Phones
from candy_arcade.rules.canasta.state import Phase
from tests.phones.canasta_table import canasta_table, frames, window_with_phones
from tests.phones.chromium import CHROMIUM, phone_browser
from tests.phones.phone_client import run
from tests.views.canasta.tables import ids, table

__all__ = ["window_with_phones"]

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)"
)


@contextlib.asynccontextmanager
async def window_running(window: Any) -> AsyncIterator[None]:
    """The window's frames go on while the browser plays (as arcade's loop would)."""

    async def tick() -> None:
        while True:
            frames(window, 1)
            await asyncio.sleep(1 / 60)

    ticking = asyncio.ensure_future(tick())
    try:
        yield
    finally:
        ticking.cancel()


def test_a_card_tapped_then_discard_tapped_is_discarded_at_the_table(
    window_with_phones: tuple[Any, Phones],
) -> None:
    window, phones = window_with_phones
    state = table(hands=[["K", "K", "5", "9"], ["6", "7", "8"]], discard=["4"],
                  phase=Phase.MELD)
    view = canasta_table(window, ["phone", "normal"], state)
    nine = ids(state, 0, "9")[0]
    card = f'#canasta-screen .cn-hand .cn-card[data-id="{nine}"]'

    async def play() -> list[str]:
        async with phone_browser(phones.url) as page, window_running(window):
            await page.wait_for("!document.getElementById('join-screen').hidden")
            await page.value(
                "document.getElementById('name').value = 'Ana';"
                "document.getElementById('join-form').requestSubmit()"
            )
            await page.wait_for("!document.getElementById('canasta-screen').hidden")
            names = await page.value(
                "[...document.querySelectorAll('.cn-hand .cn-name')].map(n => n.textContent)"
            )
            await page.tap(card)
            await page.wait_for(f"document.querySelector({card!r}).classList.contains('selected')"
                                " && !document.querySelector('[data-do=discard]')"
                                ".classList.contains('off')")
            await page.tap('#canasta-screen [data-do="discard"]')
            await page.wait_for(f"!document.querySelector({card!r})")
            return [str(name) for name in names]

    assert run(play()) == ["5", "9", "K", "K"]
    assert nine not in view.session.state.hands[0]
    assert any(line.startswith("South discards") for line in view.session.log)
