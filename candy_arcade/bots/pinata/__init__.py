"""Piñata Blast bots: pure decisions (which card, which die, how to throw) and a headless runner."""
