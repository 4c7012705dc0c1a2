"""The player's settings: read with tomllib, written atomically, never lost.

A settings file that cannot be understood (bad TOML, a wrong value, an unknown key
name) is moved aside as ``settings.toml.bad`` (then ``.bad-2``..., never over an older
copy) and the defaults load; the message is kept so the title screen can tell the
player. A file the game may not read (another user's, a pipe, a huge file) is left where
it is, and since what it holds was never loaded it is never written over: a settings
change first sets it aside, or is refused when it cannot be moved.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from candy_arcade.core.atomic_io import (
    keep_unreadable_aside,
    set_aside_telling,
    write_text_atomic,
)
from candy_arcade.core.bounded_read import KIB, ReadRefused, read_regular_bytes
from candy_arcade.input.keyboard import is_key_name
from candy_arcade.paths import settings_path

ZONE_KEYS: dict[str, str] = {
    "left_up": "W",
    "left_down": "S",
    "left_left": "A",
    "left_right": "D",
    "left_grab": "Q",
    "left_drop": "E",
    "left_special": "R",
    "left_switch": "F",
    "left_thump": "Z",
    "left_clap": "X",
    "left_chart": "C",
    "mouse_chart": "TAB",
    "right_up": "UP",
    "right_down": "DOWN",
    "right_left": "LEFT",
    "right_right": "RIGHT",
    "right_grab": "RCTRL",
    "right_drop": "RSHIFT",
    "right_special": "RETURN",
    "right_switch": "APOSTROPHE",
    "right_thump": "PERIOD",
    "right_clap": "SLASH",
    "right_chart": "SEMICOLON",
}
"""The two keyboard halves of the real-time tables: each zone's moves and buttons; and
the key the mouse player holds to see the scoring chart (every mouse button is taken).
One group, so no key of a zone can also be the mouse player's. In the keys page's
order: the left zone, the mouse's key under it, the right zone."""
CANASTA_KEYS: dict[str, str] = {
    "canasta_draw": "S",
    "canasta_take": "P",
    "canasta_meld": "M",
    "canasta_discard": "D",
    "canasta_end": "E",
    "canasta_ask": "A",
    "canasta_hint": "H",
    "canasta_undo": "U",
    "canasta_scores": "TAB",
    "canasta_clear": "C",
    "canasta_sort": "O",
    "canasta_reveal": "W",
    "canasta_log": "L",
}
"""The Canasta table's commands. One player uses the whole keyboard there, so these may
share keys with the zones: a key is never used twice within one group."""
KEY_GROUPS: tuple[dict[str, str], ...] = (ZONE_KEYS, CANASTA_KEYS)
DEFAULT_KEYS: dict[str, str] = {**ZONE_KEYS, **CANASTA_KEYS}
"""Every binding the ``[keys]`` table of the settings file may hold."""

SETTINGS_LIMIT = 16 * KIB
"""A settings file the game writes is about 1 KB; anything past this is not one. The
limit also bounds the TOML parser, which is quadratic in a dotted key's parts (16 KB
of ``a.a.a...`` takes about a second)."""
DIFFICULTIES = ("easy", "normal", "hard")
HAND_SORTS = ("rank", "points", "wilds_last", "hand")
"""The Canasta hand's orders, in the order the Sort key cycles them
(:mod:`candy_arcade.render.canasta.hand_sort` says what each one is)."""
DEFAULT_HAND_SORT = "wilds_last"
FELT_NAMES = ("green", "blue", "plum", "brown")
"""Table colours (the render theme maps each name to a colour)."""
LEGACY_VOLUME = "volume"
"""The one volume of the files written before music came: it was the effects' volume,
and is read as ``effects_volume`` (which wins when a file has both)."""
BOT_SPEEDS = ("slow", "normal", "fast", "instant")
"""How fast Canasta bots move (:mod:`candy_arcade.views.canasta.pacer` times each)."""


def key_group(action: str) -> tuple[str, ...]:
    """The actions bound on the same screen as ``action``: no two of them share a key."""
    return next(tuple(group) for group in KEY_GROUPS if action in group)


@dataclass(frozen=True)
class Settings:
    effects_volume: float = 0.8
    music_volume: float = 0.6
    """Under the effects by default: the music fills the room, the effects tell the play."""
    mute_music: bool = False
    reduce_motion: bool = False
    """No motion the rules do not need: cards land at once, palms never shake."""
    msaa: bool = False
    fullscreen: bool = False
    default_difficulty: str = "normal"
    felt: str = "green"
    canasta_hand_order: str = DEFAULT_HAND_SORT
    bot_speed: str = "normal"
    pause_after_bot_turn: bool = False
    keys: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_KEYS))

    def with_changes(self, **changes: Any) -> Settings:
        return replace(self, **changes)


@dataclass(frozen=True)
class LoadedSettings:
    settings: Settings
    problem: str | None = None
    """A one-line message for the player when the file was set aside, else None."""


class SettingsError(ValueError):
    pass


def _volume(data: dict[str, Any], key: str, default: float) -> float:
    volume = data.get(key, default)
    if isinstance(volume, bool) or not isinstance(volume, int | float) or not 0 <= volume <= 1:
        raise SettingsError(f"{key} must be a number from 0 to 1, got {volume!r}")
    return float(volume)


def settings_from_dict(data: dict[str, Any]) -> Settings:
    known = {f.name for f in fields(Settings)} | {LEGACY_VOLUME}
    unknown = sorted(set(data) - known)
    if unknown:
        raise SettingsError(f"unknown setting {unknown[0]!r}")
    defaults = Settings()
    effects_key = "effects_volume" if "effects_volume" in data else LEGACY_VOLUME
    effects_volume = _volume(data, effects_key, defaults.effects_volume)
    music_volume = _volume(data, "music_volume", defaults.music_volume)
    for flag in ("msaa", "fullscreen", "mute_music", "reduce_motion"):
        if not isinstance(data.get(flag, False), bool):
            raise SettingsError(f"{flag} must be true or false")
    difficulty = data.get("default_difficulty", defaults.default_difficulty)
    if difficulty not in DIFFICULTIES:
        raise SettingsError(f"default_difficulty must be one of {', '.join(DIFFICULTIES)}")
    felt = data.get("felt", defaults.felt)
    if felt not in FELT_NAMES:
        raise SettingsError(f"felt must be one of {', '.join(FELT_NAMES)}")
    canasta_hand_order = data.get("canasta_hand_order", defaults.canasta_hand_order)
    if canasta_hand_order not in HAND_SORTS:
        raise SettingsError(f"canasta_hand_order must be one of {', '.join(HAND_SORTS)}")
    # The bots' pace came later than the rest: a file without it, or with a value this
    # version does not know, keeps everything else and plays at the default pace.
    bot_speed = data.get("bot_speed")
    pause_after = data.get("pause_after_bot_turn")
    keys = dict(DEFAULT_KEYS)
    raw_keys = data.get("keys", {})
    if not isinstance(raw_keys, dict):
        raise SettingsError('[keys] must be a table of action = "KEY"')
    for action, key in raw_keys.items():
        if action not in DEFAULT_KEYS:
            raise SettingsError(f"unknown key binding {action!r}")
        if not isinstance(key, str) or not key:
            raise SettingsError(f"key binding {action!r} must be a key name")
        if not is_key_name(key):
            raise SettingsError(f"unknown key name {key!r} for {action}")
        keys[action] = key.upper()
    return Settings(
        effects_volume=effects_volume,
        music_volume=music_volume,
        mute_music=bool(data.get("mute_music", defaults.mute_music)),
        reduce_motion=bool(data.get("reduce_motion", defaults.reduce_motion)),
        msaa=bool(data.get("msaa", defaults.msaa)),
        fullscreen=bool(data.get("fullscreen", defaults.fullscreen)),
        default_difficulty=str(difficulty),
        felt=str(felt),
        canasta_hand_order=str(canasta_hand_order),
        bot_speed=bot_speed if bot_speed in BOT_SPEEDS else defaults.bot_speed,
        pause_after_bot_turn=pause_after if isinstance(pause_after, bool)
        else defaults.pause_after_bot_turn,
        keys=keys,
    )


def settings_to_toml(settings: Settings) -> str:
    lines = [
        "# Candy Arcade settings. Edit freely; a broken file is set aside, not lost.",
        f"effects_volume = {settings.effects_volume!r}",
        f"music_volume = {settings.music_volume!r}",
        f"mute_music = {str(settings.mute_music).lower()}",
        f"reduce_motion = {str(settings.reduce_motion).lower()}",
        f"msaa = {str(settings.msaa).lower()}",
        f"fullscreen = {str(settings.fullscreen).lower()}",
        f'default_difficulty = "{settings.default_difficulty}"',
        f'felt = "{settings.felt}"',
        f'canasta_hand_order = "{settings.canasta_hand_order}"',
        f'bot_speed = "{settings.bot_speed}"',
        f"pause_after_bot_turn = {str(settings.pause_after_bot_turn).lower()}",
        "",
        "[keys]",
    ]
    lines += [f'{action} = "{key}"' for action, key in sorted(settings.keys.items())]
    return "\n".join(lines) + "\n"


def load_settings(path: Path | None = None) -> LoadedSettings:
    path = path or settings_path()
    try:
        data = read_regular_bytes(path, SETTINGS_LIMIT)
    except FileNotFoundError:
        return LoadedSettings(Settings())
    except ReadRefused as refused:
        return LoadedSettings(
            Settings(),
            problem=f"Settings file could not be read ({refused}); defaults loaded for now, "
            "and the file will not be written over",
        )
    try:
        text = data.decode("utf-8-sig")
        return LoadedSettings(settings_from_dict(tomllib.loads(text)))
    except UnicodeDecodeError:
        return _set_aside(path, "it is not UTF-8 text")
    except SettingsError as error:
        return _set_aside(path, str(error))
    except tomllib.TOMLDecodeError as error:
        return _set_aside(path, str(error))
    except ValueError:
        return _set_aside(path, "a number in it is too long")
    except RecursionError:
        return _set_aside(path, "it is nested too deeply")


def _set_aside(path: Path, why: str) -> LoadedSettings:
    """Defaults, and the broken file kept under a new name for the player to mend."""
    return LoadedSettings(
        Settings(),
        problem=f"Settings file could not be read ({why}); defaults loaded, "
        f"the old file is {set_aside_telling(path)}",
    )


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings; a file there the game could not read is set aside first
    (OSError, saying why, when it cannot be moved: then nothing is written)."""
    path = path or settings_path()
    keep_unreadable_aside(path, SETTINGS_LIMIT)
    write_text_atomic(path, settings_to_toml(settings))
