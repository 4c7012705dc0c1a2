"""Where phones find the game: this computer's address on the local network."""

from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"


def local_address() -> str:
    """The address other devices on the network reach this computer at: the one the
    system would send from towards a private network (no packet is sent), or the
    loopback address when there is no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = str(probe.getsockname()[0])
        except OSError:
            return LOOPBACK
    return address if address != "0.0.0.0" else LOOPBACK
