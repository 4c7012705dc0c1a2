"""Where the words under a band's melds go, so that none runs into another.

Under each meld hang its lines: the count ("4 (1w)") and, for a meld only staged,
"staged". The Wheel's name ("Wheel = Omnihedron") is wider than a meld column, so it
gets a row of its own at the foot of its band: there is one Wheel, so nothing else is
ever on that row. Lines of neighbouring columns sit side by side while the columns are
far enough apart for the widest of them; when many melds squeeze the columns, each
column's lines go on fixed rows, every other column a block lower, so neighbours never
share a row ("stag3d" was "staged" and a neighbour's "3" printed over each other).

The band keeps those rows free of cards (:attr:`FootRows.height`), so a label never sits
on a card either. Pure geometry: widths in, baselines out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

LINE = 16.0
"""Baseline to baseline of the label lines (size 10: 13 px above the baseline, 4 below;
lines just touch, with a pixel to spare for rounding)."""
WHEEL_ROW = 15.0
"""From the Wheel's baseline (size 9: 12 px above it) up to the lowest label line's."""
MARGIN = 4.0
"""From the band's bottom edge up to the lowest baseline."""
HANG = 15.0
"""From a meld's lowest card edge down to its first label's baseline."""
GAP = 6.0
"""Least room between the words of neighbouring columns."""


@dataclass(frozen=True, slots=True)
class FootRows:
    """The rows a band keeps under its melds for their labels."""

    lines: int
    """The most label lines under any one meld."""
    stagger: bool
    """Neighbours' labels would touch side by side: odd columns go a block lower."""
    wheel: bool
    """The lowest row holds the Wheel's name."""

    @property
    def rows(self) -> int:
        """Label rows above the Wheel's."""
        return self.lines * (2 if self.stagger else 1)

    @property
    def floor(self) -> float:
        """From the band's bottom edge up to the lowest label line's baseline."""
        return MARGIN + (WHEEL_ROW if self.wheel else 0.0)

    @property
    def height(self) -> float:
        """The band's height kept free of cards, from its bottom edge."""
        return self.floor + LINE * self.rows


def foot_rows(xs: Sequence[float], widths: Sequence[Sequence[float]], wheel: bool) -> FootRows:
    """The rows for columns at ``xs`` whose label lines are ``widths`` wide (each
    column's lines, top first); ``wheel``: a meld of the band holds the named Wheel."""
    lines = max((len(column) for column in widths), default=0)
    widest = [max(column, default=0.0) for column in widths]
    stagger = any(
        right - left < (width_left + width_right) / 2 + GAP
        for (left, width_left), (right, width_right) in pairwise(zip(xs, widest, strict=True))
    )
    return FootRows(lines, stagger, wheel)


def baselines(
    rows: FootRows, band_bottom: float, column: int, count: int, bottom_edge: float
) -> list[float]:
    """Baselines, top line first, of the ``count`` lines under meld ``column`` whose
    lowest card edge is at ``bottom_edge``: hanging just under the cards, never below
    the rows kept for them; on fixed rows when the band is staggered."""
    lowest = band_bottom + rows.floor
    if rows.stagger:
        lowest += LINE * rows.lines if column % 2 == 0 else 0.0
        top = lowest + LINE * (rows.lines - 1)
    else:
        top = max(bottom_edge - HANG, lowest + LINE * (count - 1))
    return [top - index * LINE for index in range(count)]


def wheel_x(x: float, width: float, band_left: float, band_right: float) -> float:
    """The centre of the Wheel's name under its meld at ``x``, moved in as far as it
    takes to stay inside the band."""
    half = width / 2
    return min(max(x, band_left + MARGIN + half), band_right - MARGIN - half)


def wheel_baseline(band_bottom: float) -> float:
    return band_bottom + MARGIN
