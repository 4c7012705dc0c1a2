"""Saved games in the user data directory: written atomically, read defensively.

A file that cannot be read as a save of this game is moved aside (never deleted) and
the reader gets a one-line message for the player instead of an exception.
"""
