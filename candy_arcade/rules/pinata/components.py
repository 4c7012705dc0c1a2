"""Piñata Blast's candies, cards and dice, loaded from ``data/pinata.toml``.

The rulebook does not say how points are spread over the cards or what each die face
shows, so those live in a data file a player can correct. A mistake in that file must
not surface as a traceback deep inside a round: every check here raises one
:class:`ComponentsError` whose single line says what is wrong and where.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Literal

CARD_COUNT = 72
DIE_COUNT = 7
FACES_PER_DIE = 6
MIN_POINTS = 1
MAX_POINTS = 4
SILHOUETTES = frozenset(
    {"spiral_lollipop", "round_ball", "bar", "flat_lolly", "pod", "wrapped_sweet"}
)
"""The candy shapes the renderer knows how to draw."""

DieColour = Literal["white", "green"]

_TOP_KEYS = frozenset({"candies", "cards", "dice"})
_CANDY_KEYS = frozenset({"id", "name", "colour", "silhouette"})
_DIE_KEYS = frozenset({"id", "colour", "faces"})


class ComponentsError(ValueError):
    """The components file is wrong; the message is one line naming the place."""


@dataclass(frozen=True, slots=True)
class Candy:
    """One of the six candies: shown by colour *and* silhouette for colour-blind players."""

    id: str
    name: str
    colour: tuple[int, int, int]
    silhouette: str


@dataclass(frozen=True, slots=True)
class Card:
    """A candy card. ``id`` is unique across the deck so no card can be copied or lost."""

    id: int
    candy: str
    points: int


@dataclass(frozen=True, slots=True)
class DieSpec:
    """A die's printed faces; ``faces[i]`` and ``faces[5 - i]`` are opposite sides."""

    id: str
    colour: DieColour
    faces: tuple[str, ...]

    @property
    def is_green(self) -> bool:
        return self.colour == "green"


@dataclass(frozen=True, slots=True)
class Components:
    """Everything in the box: the candies, the 72 cards and the 7 dice."""

    candies: tuple[Candy, ...]
    cards: tuple[Card, ...]
    dice: tuple[DieSpec, ...]

    def candy(self, candy_id: str) -> Candy:
        for candy in self.candies:
            if candy.id == candy_id:
                return candy
        raise KeyError(candy_id)

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]


def default_components_path() -> Path:
    """The components file shipped inside the package."""
    return Path(str(resources.files("candy_arcade") / "data" / "pinata.toml"))


def load_components(path: Path | None = None) -> Components:
    """Read and validate a components file (the packaged default when ``path`` is None)."""
    source = path if path is not None else default_components_path()
    try:
        text = source.read_text(encoding="utf-8")
    except OSError as error:
        raise ComponentsError(f"{source}: cannot read the file ({error.strerror})") from None
    return parse_components(text, str(source))


def parse_components(text: str, source: str = "<pinata.toml>") -> Components:
    """Validate components given as TOML text; ``source`` names it in error messages."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ComponentsError(f"{source}: not valid TOML ({error})") from None
    return components_from_mapping(data, source)


def components_from_mapping(data: Mapping[str, Any], source: str) -> Components:
    """Validate already-parsed TOML data."""
    _reject_unknown_keys(data, _TOP_KEYS, source)
    candies = _read_candies(data.get("candies"), source)
    known = tuple(candy.id for candy in candies)
    cards = _read_cards(data.get("cards"), known, source)
    dice = _read_dice(data.get("dice"), known, source)
    return Components(candies=candies, cards=cards, dice=dice)


def _reject_unknown_keys(table: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    unknown = sorted(set(table) - allowed)
    if unknown:
        raise ComponentsError(
            f"{where}: unknown key {unknown[0]!r} (expected one of {', '.join(sorted(allowed))})"
        )


def _require_table_list(value: object, name: str, source: str) -> list[Mapping[str, Any]]:
    if value is None:
        raise ComponentsError(f"{source}: missing [[{name}]] entries")
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise ComponentsError(f"{source}: {name} must be a list of [[{name}]] tables")
    return value


def _require_str(table: Mapping[str, Any], key: str, where: str) -> str:
    value = table.get(key)
    if value is None:
        raise ComponentsError(f"{where}: missing {key!r}")
    if not isinstance(value, str) or not value.strip():
        raise ComponentsError(f"{where}: {key!r} must be a non-empty string, got {value!r}")
    return value


def _read_colour(value: object, where: str) -> tuple[int, int, int]:
    if value is None:
        raise ComponentsError(f"{where}: missing 'colour'")
    if (
        not isinstance(value, list)
        or len(value) != 3
        or not all(isinstance(part, int) and not isinstance(part, bool) for part in value)
        or not all(0 <= part <= 255 for part in value)
    ):
        raise ComponentsError(
            f"{where}: colour must be three integers 0-255 like [215, 40, 70], got {value!r}"
        )
    return (value[0], value[1], value[2])


def _read_candies(value: object, source: str) -> tuple[Candy, ...]:
    entries = _require_table_list(value, "candies", source)
    candies: list[Candy] = []
    for index, entry in enumerate(entries):
        where = f"{source}: candies[{index}]"
        _reject_unknown_keys(entry, _CANDY_KEYS, where)
        candy_id = _require_str(entry, "id", where)
        where = f"{where} ({candy_id})"
        name = _require_str(entry, "name", where)
        colour = _read_colour(entry.get("colour"), where)
        silhouette = _require_str(entry, "silhouette", where)
        if silhouette not in SILHOUETTES:
            raise ComponentsError(
                f"{where}: unknown silhouette {silhouette!r} "
                f"(known: {', '.join(sorted(SILHOUETTES))})"
            )
        for other in candies:
            if other.id == candy_id:
                raise ComponentsError(f"{where}: candy id {candy_id!r} is used twice")
            if other.colour == colour:
                raise ComponentsError(f"{where}: colour {list(colour)} is also {other.id}'s")
            if other.silhouette == silhouette:
                raise ComponentsError(f"{where}: silhouette {silhouette!r} is also {other.id}'s")
        candies.append(Candy(id=candy_id, name=name, colour=colour, silhouette=silhouette))
    if len(candies) != FACES_PER_DIE:
        raise ComponentsError(f"{source}: expected {FACES_PER_DIE} candies, found {len(candies)}")
    return tuple(candies)


def _read_cards(value: object, known: Sequence[str], source: str) -> tuple[Card, ...]:
    if value is None:
        raise ComponentsError(f"{source}: missing [cards] table")
    if not isinstance(value, dict):
        raise ComponentsError(f"{source}: [cards] must be a table of candy = [points, ...]")
    for candy_id in value:
        if candy_id not in known:
            raise ComponentsError(
                f"{source}: cards.{candy_id}: unknown candy {candy_id!r} "
                f"(known: {', '.join(known)})"
            )
    cards: list[Card] = []
    for candy_id in known:
        where = f"{source}: cards.{candy_id}"
        points_list = value.get(candy_id)
        if points_list is None:
            raise ComponentsError(f"{where}: missing (every candy needs its cards)")
        if not isinstance(points_list, list):
            raise ComponentsError(f"{where}: must be a list of points, got {points_list!r}")
        for position, points in enumerate(points_list):
            if (
                not isinstance(points, int)
                or isinstance(points, bool)
                or not MIN_POINTS <= points <= MAX_POINTS
            ):
                raise ComponentsError(
                    f"{where}[{position}]: points must be an integer "
                    f"{MIN_POINTS}-{MAX_POINTS}, got {points!r}"
                )
            cards.append(Card(id=len(cards), candy=candy_id, points=points))
    if len(cards) != CARD_COUNT:
        raise ComponentsError(f"{source}: [cards] lists {len(cards)} cards, expected {CARD_COUNT}")
    return tuple(cards)


def _read_dice(value: object, known: Sequence[str], source: str) -> tuple[DieSpec, ...]:
    entries = _require_table_list(value, "dice", source)
    dice: list[DieSpec] = []
    for index, entry in enumerate(entries):
        where = f"{source}: dice[{index}]"
        _reject_unknown_keys(entry, _DIE_KEYS, where)
        die_id = _require_str(entry, "id", where)
        where = f"{where} ({die_id})"
        if any(other.id == die_id for other in dice):
            raise ComponentsError(f"{where}: die id {die_id!r} is used twice")
        colour = _require_str(entry, "colour", where)
        if colour not in ("white", "green"):
            raise ComponentsError(f"{where}: colour must be 'white' or 'green', got {colour!r}")
        faces = entry.get("faces")
        if not isinstance(faces, list):
            raise ComponentsError(f"{where}: missing 'faces' (a list of {FACES_PER_DIE} candies)")
        if len(faces) != FACES_PER_DIE:
            raise ComponentsError(f"{where}: has {len(faces)} faces, a die needs {FACES_PER_DIE}")
        for position, face in enumerate(faces):
            if face not in known:
                raise ComponentsError(
                    f"{where}: face {position + 1} {face!r} is not a known candy "
                    f"(known: {', '.join(known)})"
                )
        repeated = sorted({face for face in faces if faces.count(face) > 1})
        if repeated:
            raise ComponentsError(
                f"{where}: candy {repeated[0]!r} is on more than one face "
                "(every die shows each candy once)"
            )
        die_colour: DieColour = "green" if colour == "green" else "white"
        dice.append(DieSpec(id=die_id, colour=die_colour, faces=tuple(faces)))
    if len(dice) != DIE_COUNT:
        raise ComponentsError(f"{source}: expected {DIE_COUNT} dice, found {len(dice)}")
    greens = [die.id for die in dice if die.is_green]
    if len(greens) != 1:
        raise ComponentsError(
            f"{source}: expected exactly one green die, found {len(greens)}"
            + (f" ({', '.join(greens)})" if greens else "")
        )
    return tuple(dice)
