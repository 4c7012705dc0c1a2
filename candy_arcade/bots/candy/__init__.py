"""Bots for I Want Candy!: intent sources like any device, bound by the same limits."""
