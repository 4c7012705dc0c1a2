"""Where the player's files live: settings in the config dir, saves and progress in data.

platformdirs honours ``XDG_CONFIG_HOME`` and ``XDG_DATA_HOME`` on Linux, so tests
and players can point the game elsewhere.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "candy-arcade"


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.toml"
