"""Allow ``python -m candy_arcade``."""

from candy_arcade.cli import main

raise SystemExit(main())
