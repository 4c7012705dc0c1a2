"""Where the Piñata banner goes, so that it never hides a palm.

A banner ("Rotten candy: Chocolate!", "Round 2 is over") comes up while hands are
reaching for dice; a palm under it is a player who cannot see their own hand. With
the seven dice heaped in the felt's middle and palms at both edges, no banner-sized
place may be free of everything, so the banner tries, in order:

1. its full size, clear of every die, palm, laid-card spot and seat label;
2. smaller (:data:`COMPACT_SCALE`), clear of all of them;
3. full size, then smaller, clear of the palms, spots and labels (over dice, which
   its panel lets show through);
4. smaller, clear of the palms alone;
5. smaller, in the strip above the felt, where no palm ever goes.

A place that is still free where it was last frame is kept, so the banner does not
hop as hands move; only when something comes under it is a new place looked for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from candy_arcade.render.box import Box
from candy_arcade.render.free_space import first_free

COMPACT_SCALE = 0.7
"""The smaller banner: its title still about 24 points, its subtitle 11, readable from
the couch."""
SCALES = (1.0, COMPACT_SCALE)
BANNER_ABOVE, BANNER_BELOW = 44.0, 52.0
"""The full banner's panel reaches this far above and below its middle (its title and
subtitle with a few pixels to spare: a slim banner finds room between dice and palms)."""
PLACE_STEP_X, PLACE_STEP_Y = 40, 8
"""How finely the felt is searched for a free place: a slim gap between the dice and
a palm is found."""
BANNER_GAP = 4.0
"""How close a free place may come to what it must not cover."""


@dataclass(frozen=True)
class Obstacles:
    """What the banner should not hide, on screen, sorted by how much it matters."""

    palms: Sequence[Box]
    dice: Sequence[Box]
    seat_marks: Sequence[Box]
    """Laid-card spots and seat labels."""


@dataclass(frozen=True)
class BannerPlace:
    """The banner's panel on screen and the scale its words and picture are drawn at."""

    box: Box
    scale: float
    in_top_strip: bool = False


def place_banner(
    felt: Box,
    screen_top: float,
    widths: Mapping[float, float],
    obstacles: Obstacles,
    last: BannerPlace | None,
) -> BannerPlace:
    """The banner's place this frame; ``widths`` is its panel's width at each of
    :data:`SCALES`, ``last`` where it was drawn last frame."""
    tiers = _tiers(obstacles)
    if last is not None and not last.in_top_strip:
        for scale, taken in tiers:
            if scale == last.scale and _free(last.box, taken, felt):
                return last
    for scale, taken in tiers:
        free = first_free(_places(felt, widths[scale], scale), taken, felt, BANNER_GAP)
        if free is not None:
            return BannerPlace(free, scale)
    return _top_strip(felt, screen_top, widths[COMPACT_SCALE])


def banner_height(scale: float) -> tuple[float, float]:
    """How far the panel reaches below and above its middle at ``scale``."""
    return BANNER_BELOW * scale, BANNER_ABOVE * scale


def _tiers(obstacles: Obstacles) -> list[tuple[float, list[Box]]]:
    everything = [*obstacles.palms, *obstacles.dice, *obstacles.seat_marks]
    over_dice = [*obstacles.palms, *obstacles.seat_marks]
    palms = list(obstacles.palms)
    return [
        (1.0, everything),
        (COMPACT_SCALE, everything),
        (1.0, over_dice),
        (COMPACT_SCALE, over_dice),
        (COMPACT_SCALE, palms),
    ]


def _free(box: Box, taken: Sequence[Box], felt: Box) -> bool:
    return box.inside(felt) and not any(box.overlaps(other, BANNER_GAP) for other in taken)


def _places(felt: Box, width: float, scale: float) -> list[Box]:
    """Banner-sized boxes on the felt, nearest its middle first (sideways steps count
    for half as much as steps up or down)."""
    below, above = banner_height(scale)
    centre_x, centre_y = felt.centre
    reach_x = max(0, int((felt.width - width) / 2))
    reach_y = max(0, int((felt.height - below - above) / 2))
    middles = [
        (centre_x + dx, centre_y + dy)
        for dx in range(-reach_x, reach_x + 1, PLACE_STEP_X)
        for dy in range(-reach_y, reach_y + 1, PLACE_STEP_Y)
    ]
    middles.sort(key=lambda at: ((at[0] - centre_x) / 2) ** 2 + (at[1] - centre_y) ** 2)
    return [Box(x - width / 2, y - below, x + width / 2, y + above) for x, y in middles]


def _top_strip(felt: Box, screen_top: float, width: float) -> BannerPlace:
    """The smaller banner between the felt's top edge and the screen's, its bottom on
    the felt's edge when the strip is lower than the banner (palms stay on the felt,
    so none is ever there)."""
    below, above = banner_height(COMPACT_SCALE)
    middle = max((felt.top + screen_top) / 2, felt.top + below)
    box = Box(felt.centre_x - width / 2, middle - below, felt.centre_x + width / 2, middle + above)
    return BannerPlace(box, COMPACT_SCALE, in_top_strip=True)
