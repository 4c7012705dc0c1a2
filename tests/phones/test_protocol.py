"""What a phone may send, and how fast: the checks before the game reads anything."""

from __future__ import annotations

import pytest

from candy_arcade.phones.limits import AttemptsPerAddress, OpenPerAddress, TokenBucket
from candy_arcade.phones.protocol import (
    MAX_MESSAGE_BYTES,
    Join,
    Pad,
    Ping,
    Press,
    ProtocolError,
    Rejoin,
    parse_message,
)


def test_each_message_a_page_sends_reads_as_its_own_type() -> None:
    assert parse_message('{"type": "pad", "x": 0.6, "y": -0.8}') == Pad(0.6, -0.8)
    assert parse_message('{"type": "press", "button": "drop"}') == Press("drop")
    assert parse_message('{"type": "ping", "t": 1234.5}') == Ping(1234.5)
    assert parse_message('{"type": "join", "name": " Zoë  B "}') == Join("Zoë B")
    assert parse_message('{"type": "rejoin", "key": "abc"}') == Rejoin("abc")


@pytest.mark.parametrize(
    "text",
    [
        '{"type": "pad", "x": 0.8, "y": 0.8}',
        '{"type": "pad", "x": true, "y": 0}',
        '{"type": "pad", "x": Infinity, "y": 0}',
        '{"type": "pad", "x": 0}',
        '{"type": "press", "button": ["grab"]}',
        '{"type": "join", "name": "bell\\u0007"}',
        '{"type": "rejoin", "key": 7}',
        '{"type": "rejoin", "key": ""}',
        '{"type": null}',
        '"pad"',
        "{",
        '{"type": "join", "name": "' + "é" * (MAX_MESSAGE_BYTES // 2) + '"}',
    ],
)
def test_a_message_no_page_sends_is_refused(text: str) -> None:
    with pytest.raises(ProtocolError):
        parse_message(text)


def test_a_bucket_allows_its_burst_at_once_then_its_rate() -> None:
    bucket = TokenBucket(rate=8.0, burst=4.0)
    assert [bucket.allow(0.0) for _ in range(5)] == [True] * 4 + [False]
    assert bucket.allow(0.125) and not bucket.allow(0.125)
    assert all(bucket.allow(0.25 + step / 8) for step in range(50)), "the rate itself is fine"


def test_attempts_are_counted_per_address_within_the_window() -> None:
    tries = AttemptsPerAddress(tries=2, window=60.0)
    assert tries.allow("10.0.0.2", 0.0) and tries.allow("10.0.0.2", 1.0)
    assert not tries.allow("10.0.0.2", 59.0)
    assert tries.allow("10.0.0.3", 59.0), "another address has its own tries"
    assert tries.allow("10.0.0.2", 60.5), "the first try left the window"


def test_an_address_holds_at_most_its_share_open_and_a_closing_frees_a_place() -> None:
    sockets = OpenPerAddress(most=2)
    assert [sockets.open("10.0.0.2") for _ in range(3)] == [True, True, False]
    assert sockets.open("10.0.0.3"), "another address has its own share"
    sockets.close("10.0.0.2")
    assert sockets.held("10.0.0.2") == 1
    assert sockets.open("10.0.0.2") and not sockets.open("10.0.0.2")
    for _ in range(2):
        sockets.close("10.0.0.2")
    assert sockets.held("10.0.0.2") == 0
