"""The device ids of phones, known below the phone server: the seats' devices must tell
a seat kept for a phone from one a mouse, keys or a pad may take (a click on the big
screen must never take a phone's seat: its hand is private)."""

from __future__ import annotations

PHONE_ID_PREFIX = "phone-"


def phone_id(number: int) -> str:
    """The device id of the ``number``-th phone (from 1): a seat may wait for it."""
    return f"{PHONE_ID_PREFIX}{number}"


def is_phone_id(device_id: str | None) -> bool:
    return device_id is not None and device_id.startswith(PHONE_ID_PREFIX)
