"""The one error a command raises for bad input: printed as one line, exit status 2."""

from __future__ import annotations


class UsageError(Exception):
    """Bad input from the person at the keyboard (a flag, a file, a card token).

    The CLI prints ``candy-arcade: error: <message>`` on one line and exits 2;
    never a traceback.
    """
