"""Guided first games: a line at a time says what to do, and waits until it is done.

Pure step logic (no arcade): each mode's guide reads the events and the table its
driver already produces, so any device counts, and a guide never decides a rule. The
views draw its line; :mod:`.first_games` remembers who was offered one.
"""
