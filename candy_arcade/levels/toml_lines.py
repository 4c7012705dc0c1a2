"""Where each key of a TOML file is written, so level errors can say ``PATH:LINE``.

tomllib parses values but keeps no positions; this scan of the text maps dotted key
paths (``table.width``, ``seats[2].x``, ``seats[2]``) to 1-based line numbers. It
only needs to understand what tomllib already accepted, so it stays simple; it does
skip the inside of multi-line strings, where a line such as ``[table]`` is text, not
a header. The same scan names a key written twice, which tomllib reports only as
"Cannot overwrite a value".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.\- ]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_\-]+(?:\s*\.\s*[A-Za-z0-9_\-]+)*)\s*=")
_MULTI_LINE = ('"""', "'''")


def _open_string(line: str, start: int) -> str | None:
    """The multi-line string delimiter left open at the end of ``line`` (scanned from
    ``start``, outside any string), or None when every string on it is closed."""
    index = start
    while index < len(line):
        char = line[index]
        if char == "#":
            return None
        delimiter = next((d for d in _MULTI_LINE if line.startswith(d, index)), None)
        if delimiter is not None:
            end = _close_of(line, index + 3, delimiter)
            if end is None:
                return delimiter
            index = end
        elif char in "\"'":
            index = _close_of(line, index + 1, char) or len(line)
        else:
            index += 1
    return None


def _close_of(line: str, start: int, delimiter: str) -> int | None:
    """Just past the end of a string opened by ``delimiter`` whose text starts at
    ``start``, or None when the string runs on past this line."""
    escapes = delimiter[0] == '"'
    index = start
    while index < len(line):
        if escapes and line[index] == "\\":
            index += 2
            continue
        if line.startswith(delimiter, index):
            end = index + len(delimiter)
            # A closing """ may be followed by up to two quotes that belong to the text.
            while len(delimiter) == 3 and end < len(line) and line[end] == delimiter[0]:
                end += 1
            return end
        index += 1
    return None


def _statements(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` for every line that starts outside a multi-line string."""
    inside: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        if inside is not None:
            end = _close_of(line, 0, inside)
            if end is None:
                continue
            inside = _open_string(line, end)
            continue
        yield number, line
        inside = _open_string(line, 0)


def _written_keys(text: str) -> Iterator[tuple[str, int, str]]:
    """``(key path, line, kind)`` for each header and ``key =`` line, in order; kind is
    ``value``, ``table`` (a ``[name]`` header), ``array`` (a ``[[name]]`` header, as
    the array) or ``item`` (the same header, as the array's next table)."""
    counts: dict[str, int] = {}
    prefix = ""
    for number, line in _statements(text):
        header = _HEADER.match(line)
        if header:
            name = header.group(2).replace(" ", "")
            if header.group(1) == "[[":
                index = counts.get(name, 0)
                counts[name] = index + 1
                prefix = f"{name}[{index}]"
                yield name, number, "array"
                yield prefix, number, "item"
            else:
                prefix = name
                yield prefix, number, "table"
            continue
        key = _KEY.match(line)
        if key:
            name = key.group(1).replace(" ", "")
            yield (f"{prefix}.{name}" if prefix else name), number, "value"


def key_lines(text: str) -> dict[str, int]:
    """Each written key path and its first line (an array of tables: its first header)."""
    lines: dict[str, int] = {}
    for path, number, _ in _written_keys(text):
        lines.setdefault(path, number)
    return lines


def repeated_key(text: str) -> tuple[str, int] | None:
    """The first key written twice (``[name]`` for a header) and the line of its second
    writing, or None when the scan finds none. A key given a value and then used as a
    table (``a = 1`` then ``a.b = 2``) counts as written twice."""
    kinds: dict[str, str] = {}
    for path, number, kind in _written_keys(text):
        parents = [path[:cut] for cut in range(len(path)) if path[cut] == "."]
        given = next((parent for parent in parents if kinds.get(parent) == "value"), None)
        if given is not None:
            return given, number
        earlier = kinds.get(path)
        if earlier is not None and not (kind == "array" and earlier == "array"):
            return (path if kind == "value" else f"[{path}]"), number
        kinds[path] = kind
    return None


def line_of(lines: dict[str, int], path: str) -> int:
    """The line of ``path``, or of its nearest written parent, or 1."""
    while path:
        if path in lines:
            return lines[path]
        cut = max(path.rfind("."), path.rfind("["))
        path = path[:cut] if cut > 0 else ""
    return 1
