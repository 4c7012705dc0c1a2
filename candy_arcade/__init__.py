"""Candy Arcade: a couch party game of three tabletop candy games."""

__version__ = "0.1.0"
