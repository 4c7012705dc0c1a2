"""Subcommands of the ``candy-arcade`` CLI, one module each.

Each module exposes ``register(subparsers)``, which adds its parser and sets
``handler`` to a ``run(args) -> int`` function. Heavy imports (arcade) happen inside
``run`` so that ``score`` or ``simulate`` start fast and need no display.
"""
