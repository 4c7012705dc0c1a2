"""What a phone may send at the Canasta table: a command, a card, a dialog's answer,
each checked for its shape and range before the table reads it."""

from __future__ import annotations

import pytest

from candy_arcade.phones.protocol import (
    CardTap,
    DialogAnswer,
    Message,
    ProtocolError,
    TableCommand,
    parse_message,
)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"type": "canasta", "do": "take"}', TableCommand("take")),
        ('{"type": "canasta", "do": "undo"}', TableCommand("undo")),
        ('{"type": "card", "card": 160}', CardTap(160)),
        ('{"type": "choose", "dialog": 7, "choice": 2}', DialogAnswer(7, 2)),
    ],
)
def test_the_canasta_messages_a_phone_sends_are_read(text: str, message: Message) -> None:
    assert parse_message(text) == message


@pytest.mark.parametrize(
    "text",
    [
        '{"type": "canasta", "do": "win"}',
        '{"type": "canasta", "do": ["draw"]}',
        '{"type": "canasta"}',
        '{"type": "card", "card": 256}',
        '{"type": "card", "card": -1}',
        '{"type": "card", "card": 1.5}',
        '{"type": "card", "card": true}',
        '{"type": "card", "card": 3, "cards": [4]}',
        '{"type": "choose", "dialog": 2147483648, "choice": 0}',
        '{"type": "choose", "dialog": 1, "choice": 64}',
        '{"type": "choose", "dialog": 1, "choice": "Yes"}',
    ],
)
def test_a_malformed_canasta_message_is_refused(text: str) -> None:
    with pytest.raises(ProtocolError):
        parse_message(text)
