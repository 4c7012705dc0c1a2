"""The page's touch pad never sends a push longer than 1 (the game drops a phone that
does): a full push at any angle, cut to three decimals, stays within the unit circle.
Skipped, saying why, where chromium is not installed."""

from __future__ import annotations

import math

import pytest

from tests.phones.chromium import CHROMIUM, phone_browser
from tests.phones.phone_client import phones_on, run

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)"
)

ANGLES = 3600


def test_a_full_push_at_any_angle_is_sent_no_longer_than_one() -> None:
    with phones_on() as phones:

        async def play() -> float:
            async with phone_browser(phones.url) as page:
                await page.wait_for("typeof setStick === 'function'")
                longest = await page.value(
                    f"(() => {{ let longest = 0; for (let k = 0; k < {ANGLES}; k++) {{"
                    f" const a = 2 * Math.PI * k / {ANGLES}; setStick(Math.cos(a), Math.sin(a));"
                    " longest = Math.max(longest, Math.hypot(stick.x, stick.y)); }"
                    " return longest; })()"
                )
                return float(longest)

        longest = run(play())
    assert 0.998 < longest <= 1.0
    assert not math.isnan(longest)
