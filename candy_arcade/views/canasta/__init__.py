"""The Canasta table mode: lobby, table view, dialogs, score sheet and game over.

Pure parts (``options``, ``seating``, ``model``, ``compose``, ``session``) know nothing of
arcade, so hand sorting, offered actions and whole bot hands are tested without a window.
"""
