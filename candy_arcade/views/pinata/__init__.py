"""Piñata Blast's screens: the table in play and the results."""
