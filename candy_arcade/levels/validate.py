"""Check a level file and say, per problem, ``PATH:LINE: what is wrong, and what is allowed``.

Every problem is collected (a modder fixes them all in one go); unknown keys get a
did-you-mean. Only a file with no problems becomes a :class:`LevelSpec`.
"""

from __future__ import annotations

import codecs
import difflib
import re
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.core.seats import DIFFICULTIES, MAX_SEATS
from candy_arcade.levels.pinata_table import RIM_RANGE
from candy_arcade.levels.players import a_level_of, counted
from candy_arcade.levels.spec import GOALS, Challenge, LevelSpec, Obstacle
from candy_arcade.levels.table_shape import OVAL, RECTANGLE, SHAPES, TableOutline
from candy_arcade.levels.toml_lines import key_lines, line_of, repeated_key
from candy_arcade.modes import CANDY, MODE_IDS, MODES, PINATA, LevelRules
from candy_arcade.rules.candy.variants import Variant

TOP_KEYS = {
    "name",
    "mode",
    "description",
    "table",
    "pool",
    "timer",
    "seats",
    "obstacles",
    "variants",
    "challenge",
    "guided",
}
TABLE_KEYS = {"width", "height", "rim", "shape"}
RECT_KEYS = {"x", "y", "width", "height"}
SEAT_KEYS = {"x", "y"}
TIMER_KEYS = {"seconds"}
CHALLENGE_KEYS = {"title", "opponents", "difficulty", "goal", "target", "rounds"}
TABLE_SIZE = (320.0, 4000.0)
TIMER_RANGE = (30, 180)
SEAT_SPACING = 120.0
"""Seats closer than this would put their stash areas on top of each other."""
VARIANT_NAMES = tuple(variant.value for variant in Variant)
OVAL_SEAT_REACH = 60.0
"""How far in from an oval's edge a seat may sit: farther in, its stash and arm would
start in the middle of the felt rather than in front of the player."""
RECTANGLE_TABLE_TITLES = {"pinata": "Piñata", "canasta": "Canasta"}
MODE_KEYS: dict[str, tuple[Callable[[LevelRules], bool], str, str]] = {
    "pool": (lambda rules: rules.has_pool, "[pool]", "where the deck is scattered"),
    "timer": (lambda rules: rules.has_timer, "[timer]", "the round's length"),
    "obstacles": (
        lambda rules: rules.has_obstacles,
        "[[obstacles]]",
        "boxes hands and dice bump into",
    ),
    "guided": (lambda rules: rules.has_guide, "guided", "a guided first game"),
}
"""Top-level keys only some modes play with: which modes' levels have it, how the key
is written, what it is for. Another mode's level refuses them rather than ignore them
silently."""
DEEP_NESTING = re.compile(r"[\[{](?:\s*[\[{]){31}")
"""32 brackets in a row: where a file nested deeper than Python's reader can go starts."""


@dataclass(frozen=True)
class LevelProblem:
    line: int
    message: str


LEVEL_FILE_LIMIT = 16 * 1024
"""Bytes of a level file: the shipped ones are under 1 KB. TOML's parser takes time
growing with the square of a dotted key's parts (50,000 parts, > 30 s); at this size
no key can take much more than a second."""

MAX_OBSTACLES = 64
"""Obstacles of one level: each is checked against every seat and every other one."""

SHOWN_PROBLEMS = 50
"""Problems listed one a line; the rest are counted (a level of 10,000 seats had
12.8 million "overlaps" lines)."""


class LevelInvalid(ValueError):
    """A level with problems; ``str()`` is one ``PATH:LINE: ...`` per problem, the first
    :data:`SHOWN_PROBLEMS` of them, then a line counting the rest."""

    def __init__(self, source: str, problems: list[LevelProblem]) -> None:
        self.source = source
        self.problems = problems
        lines = [f"{source}:{p.line}: {p.message}" for p in problems[:SHOWN_PROBLEMS]]
        if len(problems) > SHOWN_PROBLEMS:
            lines.append(f"{source}: ... and {len(problems) - SHOWN_PROBLEMS:,} more")
        super().__init__("\n".join(lines))


def _show(value: float) -> str:
    """A number as a message shows it; a whole number too long for a float is cut short."""
    try:
        return f"{value:g}"
    except OverflowError:
        digits = str(abs(int(value)))
        return f"{'-' if value < 0 else ''}{digits[:6]}... ({len(digits)} digits)"


def _kind(value: object) -> str:
    return {
        bool: "true/false",
        int: "a number",
        float: "a number",
        str: "text",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)


class _Checker:
    def __init__(self, text: str) -> None:
        self.lines = key_lines(text)
        self.problems: list[LevelProblem] = []

    def fail(self, path: str, message: str) -> None:
        self.problems.append(LevelProblem(line_of(self.lines, path), message))

    def keys(self, table: dict[str, Any], allowed: set[str], where: str) -> None:
        for key in table:
            if key in allowed:
                continue
            path = f"{where}.{key}" if where else key
            close = difflib.get_close_matches(key, sorted(allowed), n=1)
            hint = f"did you mean {close[0]!r}? " if close else ""
            self.fail(
                path, f"unknown key {path!r}: {hint}allowed here: {', '.join(sorted(allowed))}"
            )

    def table(self, data: dict[str, Any], key: str, where: str = "") -> dict[str, Any] | None:
        value = data.get(key)
        path = f"{where}.{key}" if where else key
        if value is None:
            return None
        if not isinstance(value, dict):
            self.fail(path, f"{path} must be a table [{path}], not {_kind(value)}")
            return None
        return value

    def number(
        self,
        table: dict[str, Any],
        key: str,
        where: str,
        low: float,
        high: float,
        required: bool = True,
        whole: bool = False,
    ) -> float | None:
        path = f"{where}.{key}" if where else key
        if key not in table:
            if required:
                self.fail(where or key, f"{path} is missing: a number from {low:g} to {high:g}")
            return None
        value = table[key]
        kind = "a whole number" if whole else "a number"
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or (whole and not isinstance(value, int))
        ):
            self.fail(
                path,
                f"{path} is {value!r} ({_kind(value)}); it must be {kind} from {low:g} to {high:g}",
            )
            return None
        if not low <= value <= high:
            self.fail(path, f"{path} is {_show(value)}; allowed {low:g} to {high:g}")
            return None
        return float(value)

    def text(
        self,
        table: dict[str, Any],
        key: str,
        where: str,
        required: bool,
        choices: tuple[str, ...] = (),
    ) -> str | None:
        path = f"{where}.{key}" if where else key
        if key not in table:
            if required:
                allowed = f": one of {', '.join(choices)}" if choices else ""
                self.fail(where or key, f"{path} is missing{allowed}")
            return None
        value = table[key]
        if not isinstance(value, str):
            self.fail(path, f"{path} must be text in quotes, not {_kind(value)}")
            return None
        if choices and value not in choices:
            close = difflib.get_close_matches(value, choices, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            self.fail(path, f"{path} is {value!r}{hint}; allowed: {', '.join(choices)}")
            return None
        return value


def parse_level(raw: bytes, source: str) -> LevelSpec:
    """Parse and check a level file's bytes; raises :class:`LevelInvalid` listing problems.

    Whatever the bytes are, the answer is a :class:`LevelSpec` or problems with their
    lines: a level file comes from a player or a modder, and a broken one must never
    stop the game or the level select with a traceback.
    """
    if len(raw) > LEVEL_FILE_LIMIT:
        problem = LevelProblem(1, f"the file is larger than {LEVEL_FILE_LIMIT // 1024} KB")
        raise LevelInvalid(source, [problem])
    if b"\x00" in raw:
        raise LevelInvalid(source, [LevelProblem(1, "not a text file: a level is TOML text")])
    # Editors on Windows may start UTF-8 files with a byte-order mark; it is not text.
    body = raw.removeprefix(codecs.BOM_UTF8)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as error:
        line = body[: error.start].count(b"\n") + 1
        problem = LevelProblem(line, "not UTF-8 text: a level is TOML text")
        raise LevelInvalid(source, [problem]) from None
    if not text.strip():
        raise LevelInvalid(
            source,
            [
                LevelProblem(
                    1, "the file is empty: a level needs at least name, mode, [table] and [[seats]]"
                )
            ],
        )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise LevelInvalid(source, [_toml_problem(text, error)]) from None
    except RecursionError:
        found = DEEP_NESTING.search(text)
        line = text.count("\n", 0, found.start()) + 1 if found else 1
        problem = LevelProblem(
            line, "not valid TOML: lists or tables nested too deeply for a level file"
        )
        raise LevelInvalid(source, [problem]) from None
    except ValueError:
        # tomllib reads whole numbers with int(), which refuses very long ones.
        most = sys.get_int_max_str_digits()
        found = re.search(rf"\d{{{most + 1},}}", text)
        line = text.count("\n", 0, found.start()) + 1 if found else 1
        problem = LevelProblem(line, f"not valid TOML: a number longer than {most} digits")
        raise LevelInvalid(source, [problem]) from None
    return _check(data, text, source)


def _toml_problem(text: str, error: tomllib.TOMLDecodeError) -> LevelProblem:
    """tomllib's complaint as a problem on its line; a key written twice is named."""
    message = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(error))
    if message.startswith(("Cannot overwrite", "Cannot declare", "Cannot mutate")):
        repeated = repeated_key(text)
        if repeated is not None:
            key, line = repeated
            name = key if key.startswith("[") else f"key {key!r}"
            return LevelProblem(line, f"{name} is given twice: write each key once")
    found = re.search(r"line (\d+)", str(error))
    line = int(found.group(1)) if found else text.count("\n") + 1
    return LevelProblem(line, f"not valid TOML: {message}")


def _check(data: dict[str, Any], text: str, source: str) -> LevelSpec:
    check = _Checker(text)
    check.keys(data, TOP_KEYS, "")
    name = check.text(data, "name", "", required=True)
    mode = check.text(data, "mode", "", required=True, choices=MODE_IDS)
    description = check.text(data, "description", "", required=False) or ""
    rules = _level_rules(mode)

    width = height = rim = None
    table = check.table(data, "table")
    if "table" not in data:
        check.fail("table", "[table] is missing: width and height of the table")
    if table is not None:
        check.keys(table, TABLE_KEYS, "table")
        width = check.number(table, "width", "table", *TABLE_SIZE)
        height = check.number(table, "height", "table", *TABLE_SIZE)
        rim = check.number(table, "rim", "table", *RIM_RANGE, required=False)
        if rim is not None and not rules.has_rim:
            rim_is = f"table.rim is for {PINATA.title} tables (the rim the dice bounce off)"
            check.fail("table.rim", rim_is)

    playable = _refuse_other_modes_keys(check, data, mode)
    pool = _check_pool(check, playable, width, height, required=rules.has_pool)
    timer = 60
    timer_table = check.table(playable, "timer")
    if timer_table is not None:
        check.keys(timer_table, TIMER_KEYS, "timer")
        seconds = check.number(timer_table, "seconds", "timer", *TIMER_RANGE, whole=True)
        timer = int(seconds) if seconds is not None else timer
    seats = _check_seats(check, data, mode, width, height)
    obstacles = _check_obstacles(check, playable, width, height, seats)
    if rules.check_table is not None:
        rects = [obstacle.rect for obstacle in obstacles]
        rules.check_table(check.fail, width, height, seats, rects)
    variants = _check_variants(check, data, mode)
    challenge = _check_challenge(check, data, mode, len(seats))
    shape = _check_table_shape(check, data, mode, width, height)
    guided = _check_guided(check, playable)

    if check.problems:
        raise LevelInvalid(source, check.problems)
    assert name is not None and mode is not None and width is not None and height is not None
    return LevelSpec(
        name=name,
        mode=mode,
        table_width=width,
        table_height=height,
        pool=pool or Rect(Vec2(width / 2, height / 2), width / 2, height / 2),
        seats=tuple(seats),
        timer_seconds=timer,
        description=description,
        variants=variants,
        obstacles=obstacles,
        challenge=challenge,
        source=source,
        table_rim=rim,
        table_shape=shape,
        guided=guided,
        text=text,
    )


def _check_guided(check: _Checker, data: dict[str, Any]) -> bool:
    """``guided = true`` makes the table's first game a guided one (a modder's choice)."""
    value = data.get("guided", False)
    if not isinstance(value, bool):
        check.fail("guided", f"guided is {value!r} ({_kind(value)}); it must be true or false")
        return False
    return value


def _level_rules(mode: str | None) -> LevelRules:
    """What a level of ``mode`` holds; an unknown mode (already refused) holds nothing."""
    info = MODES.get(mode or "")
    return info.level_rules if info is not None else LevelRules()


def _refuse_other_modes_keys(
    check: _Checker, data: dict[str, Any], mode: str | None
) -> dict[str, Any]:
    """Refuse keys this level's mode does not play with (a Piñata level's ``[timer]``
    would otherwise be silently ignored, and its author left wondering); return the
    data without them, so they are not checked further."""
    info = MODES.get(mode or "")
    if info is None:
        return data
    playable = dict(data)
    for key, (has_it, written, purpose) in MODE_KEYS.items():
        if key not in data or has_it(info.level_rules):
            continue
        users = " and ".join(
            user.title for user in MODES.values() if has_it(user.level_rules)
        )
        check.fail(
            key,
            f"{written} is for {users} levels ({purpose}); "
            f"{a_level_of(mode)} has none: remove it",
        )
        del playable[key]
    return playable


def _inside(point: Vec2, width: float | None, height: float | None) -> bool:
    return width is None or height is None or (0 <= point.x <= width and 0 <= point.y <= height)


def _check_rect(
    check: _Checker, table: dict[str, Any], where: str, width: float | None, height: float | None
) -> Rect | None:
    check.keys(table, RECT_KEYS, where)
    x = check.number(table, "x", where, 0, TABLE_SIZE[1])
    y = check.number(table, "y", where, 0, TABLE_SIZE[1])
    w = check.number(table, "width", where, 1, TABLE_SIZE[1])
    h = check.number(table, "height", where, 1, TABLE_SIZE[1])
    if x is None or y is None or w is None or h is None:
        return None
    rect = Rect(Vec2(x, y), w, h)
    corners_inside = _inside(Vec2(x - w / 2, y - h / 2), width, height) and _inside(
        Vec2(x + w / 2, y + h / 2), width, height
    )
    if not corners_inside:
        check.fail(
            where, f"{where} reaches off the table: it must lie within 0..{width:g} x 0..{height:g}"
        )
        return None
    return rect


def _check_pool(
    check: _Checker, data: dict[str, Any], width: float | None, height: float | None, required: bool
) -> Rect | None:
    pool = check.table(data, "pool")
    if pool is None:
        if required and "pool" not in data:
            check.fail("pool", "[pool] is missing: x, y, width, height of the middle area")
        return None
    return _check_rect(check, pool, "pool", width, height)


def _check_seats(
    check: _Checker,
    data: dict[str, Any],
    mode: str | None,
    width: float | None,
    height: float | None,
) -> list[Vec2]:
    """The seats' places; a level has as many as its mode's game can seat players."""
    info = MODES.get(mode or "")
    low, high = (info.seats.fewest, info.seats.most) if info is not None else (1, MAX_SEATS)
    kind = a_level_of(mode)
    raw = data.get("seats")
    if raw is None:
        check.fail("seats", f"[[seats]] are missing: {kind} has {low} to {high} seats with x and y")
        return []
    if not isinstance(raw, list) or not all(isinstance(seat, dict) for seat in raw):
        check.fail("seats", "seats must be written as [[seats]] tables with x and y")
        return []
    if not low <= len(raw) <= high:
        check.fail("seats", f"{counted(len(raw), 'seat')}; {kind} has {low} to {high}")
        if len(raw) > high:
            return []  # every seat is checked against every other: not thousands
    seats: list[Vec2] = []
    for index, seat in enumerate(raw):
        where = f"seats[{index}]"
        check.keys(seat, SEAT_KEYS, where)
        x = check.number(seat, "x", where, -1e9, 1e9)
        y = check.number(seat, "y", where, -1e9, 1e9)
        if x is None or y is None:
            continue
        point = Vec2(x, y)
        if not _inside(point, width, height):
            check.fail(
                where,
                f"seat {index + 1} at ({x:g}, {y:g}) is off the table; "
                f"seats sit within 0..{width:g} x 0..{height:g}",
            )
            continue
        for other_index, other in enumerate(seats):
            if other.distance(point) < SEAT_SPACING:
                check.fail(
                    where,
                    f"seat {index + 1} overlaps seat {other_index + 1}: seats must "
                    f"be at least {SEAT_SPACING:g} apart",
                )
        seats.append(point)
    return seats


def _check_obstacles(
    check: _Checker,
    data: dict[str, Any],
    width: float | None,
    height: float | None,
    seats: list[Vec2],
) -> tuple[Obstacle, ...]:
    raw = data.get("obstacles", [])
    if not isinstance(raw, list) or not all(isinstance(item, dict) for item in raw):
        check.fail("obstacles", "obstacles must be written as [[obstacles]] tables")
        return ()
    if len(raw) > MAX_OBSTACLES:
        most = f"a level has at most {MAX_OBSTACLES}"
        check.fail("obstacles", f"{counted(len(raw), 'obstacle')}; {most}")
        return ()
    obstacles = []
    for index, item in enumerate(raw):
        where = f"obstacles[{index}]"
        rect = _check_rect(check, item, where, width, height)
        if rect is None:
            continue
        for seat_index, seat in enumerate(seats):
            if rect.contains(seat):
                check.fail(where, f"obstacle {index + 1} covers seat {seat_index + 1}")
        obstacles.append(Obstacle(rect))
    return tuple(obstacles)


def _check_table_shape(
    check: _Checker,
    data: dict[str, Any],
    mode: str | None,
    width: float | None,
    height: float | None,
) -> str:
    """``[table] shape``: a rectangle (the default) or, for I Want Candy!, an oval.

    The other checks already hold everything within width x height; an oval also needs
    its seats on the oval's edge and its pool and obstacles on the oval's felt.
    """
    table = data.get("table")
    if not isinstance(table, dict):
        return RECTANGLE
    shape = check.text(table, "shape", "table", required=False, choices=SHAPES) or RECTANGLE
    if shape != OVAL:
        return shape
    if mode in RECTANGLE_TABLE_TITLES:
        check.fail(
            "table.shape",
            f"table.shape is 'oval': oval tables are for I Want Candy! levels; "
            f"{RECTANGLE_TABLE_TITLES[mode]} tables are rectangles (shape = \"rectangle\")",
        )
        return shape
    if width is None or height is None:
        return shape
    outline = TableOutline(OVAL, width, height)
    within = f"the oval inscribed in 0..{width:g} x 0..{height:g}"
    areas = [("pool", data.get("pool"))]
    raw_obstacles = data.get("obstacles")
    if isinstance(raw_obstacles, list):
        areas += [(f"obstacles[{index}]", item) for index, item in enumerate(raw_obstacles)]
    for where, area in areas:
        numbers = _raw_numbers(area, ("x", "y", "width", "height"))
        if numbers is None:
            continue
        x, y, w, h = numbers
        corners = [Vec2(x + dx * w / 2, y + dy * h / 2) for dx in (-1, 1) for dy in (-1, 1)]
        if not all(_inside(corner, width, height) for corner in corners):
            continue
        off = [corner for corner in corners if not outline.contains(corner)]
        if off:
            check.fail(
                where,
                f"{where} reaches off the oval table at ({off[0].x:g}, {off[0].y:g}): "
                f"it must lie within {within}",
            )
    raw_seats = data.get("seats")
    for index, seat in enumerate(raw_seats if isinstance(raw_seats, list) else []):
        numbers = _raw_numbers(seat, ("x", "y"))
        if numbers is None or not _inside(Vec2(*numbers), width, height):
            continue
        depth = outline.depth(Vec2(*numbers))
        place = f"seat {index + 1} at ({numbers[0]:g}, {numbers[1]:g})"
        rule = f"seats sit on {within}, at most {OVAL_SEAT_REACH:g} in from its edge"
        if depth < 0:
            check.fail(f"seats[{index}]", f"{place} is off the oval table; {rule}")
        elif depth > OVAL_SEAT_REACH:
            check.fail(f"seats[{index}]", f"{place} is {depth:.0f} in from the edge; {rule}")
    return shape


def _raw_numbers(table: object, keys: tuple[str, ...]) -> tuple[float, ...] | None:
    """The numbers under ``keys``, or None when any is missing or not a number (that
    problem is reported where the key is checked)."""
    if not isinstance(table, dict):
        return None
    numbers: list[float] = []
    for key in keys:
        value = table.get(key)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return None
        try:
            numbers.append(float(value))
        except OverflowError:
            return None
    return tuple(numbers)


def _check_variants(check: _Checker, data: dict[str, Any], mode: str | None) -> tuple[str, ...]:
    raw = data.get("variants", [])
    if not isinstance(raw, list) or not all(isinstance(item, str) for item in raw):
        check.fail(
            "variants", f"variants must be a list of names in quotes: {', '.join(VARIANT_NAMES)}"
        )
        return ()
    if raw and not _level_rules(mode).takes_variants:
        check.fail("variants", f"variants are {CANDY.title} rules; this level's mode is {mode!r}")
    for name in raw:
        if name not in VARIANT_NAMES:
            close = difflib.get_close_matches(name, VARIANT_NAMES, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            check.fail(
                "variants", f"unknown variant {name!r}{hint}; allowed: {', '.join(VARIANT_NAMES)}"
            )
    return tuple(raw)


def _check_challenge(
    check: _Checker, data: dict[str, Any], mode: str | None, seats: int
) -> Challenge | None:
    table = check.table(data, "challenge")
    if table is None:
        return None
    check.keys(table, CHALLENGE_KEYS, "challenge")
    title = check.text(table, "title", "challenge", required=True)
    opponents = check.number(table, "opponents", "challenge", 1, MAX_SEATS - 1, whole=True)
    info = MODES.get(mode or "")
    if opponents is not None and info is not None:
        fewest, most = info.seats.fewest, info.seats.most
        if not fewest - 1 <= opponents <= most - 1:
            check.fail(
                "challenge.opponents",
                f"challenge.opponents is {opponents:g}; {info.title} is for {fewest} "
                f"to {most} players, so {max(fewest - 1, 1)} to {most - 1} opponents",
            )
            opponents = None
    difficulty = check.text(table, "difficulty", "challenge", required=True, choices=DIFFICULTIES)
    goal = check.text(table, "goal", "challenge", required=True, choices=GOALS)
    target = check.number(
        table, "target", "challenge", -1000, 100000, required=goal == "score-at-least", whole=True
    )
    rounds = check.number(table, "rounds", "challenge", 1, 20, required=False, whole=True)
    if opponents is not None and seats and opponents + 1 > seats:
        check.fail(
            "challenge.opponents",
            f"challenge.opponents is {opponents:g} but the table has "
            f"{counted(seats, 'seat')} (one is yours)",
        )
    if None in (title, opponents, difficulty, goal):
        return None
    return Challenge(
        title=title or "",
        opponents=int(opponents or 1),
        difficulty=difficulty or "normal",
        goal=goal or "win",
        target=int(target or 0),
        rounds=int(rounds or 1),
    )
