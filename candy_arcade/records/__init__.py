"""Canasta records: every hand as its deal and its moves, and statistics per player.

No arcade here: the table feeds the recorder, the command line and the viewer read the
files, tests do both without a window.
"""
