"""Where each key of a TOML file is written, so level errors can say ``PATH:LINE``.

tomllib parses values but keeps no positions; this scan of the text maps dotted key
paths (``table.width``, ``seats[2].x``, ``seats[2]``) to 1-based line numbers. It
only needs to understand what tomllib already accepted, so it stays simple.
"""

from __future__ import annotations

import re

_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.\- ]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_\-]+(?:\s*\.\s*[A-Za-z0-9_\-]+)*)\s*=")


def key_lines(text: str) -> dict[str, int]:
    lines: dict[str, int] = {}
    counts: dict[str, int] = {}
    prefix = ""
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            name = header.group(2).replace(" ", "")
            if header.group(1) == "[[":
                index = counts.get(name, 0)
                counts[name] = index + 1
                prefix = f"{name}[{index}]"
            else:
                prefix = name
            lines.setdefault(prefix, number)
            continue
        key = _KEY.match(line)
        if key:
            name = key.group(1).replace(" ", "")
            lines.setdefault(f"{prefix}.{name}" if prefix else name, number)
    return lines


def line_of(lines: dict[str, int], path: str) -> int:
    """The line of ``path``, or of its nearest written parent, or 1."""
    while path:
        if path in lines:
            return lines[path]
        cut = max(path.rfind("."), path.rfind("["))
        path = path[:cut] if cut > 0 else ""
    return 1
