"""How quickly and how precisely a first-time human plays: figures from the literature.

The newcomer models of the real-time modes (used only to measure the bots) take
every timing and precision from here, so a figure is chosen once, cited once, and
the same for I Want Candy! and Piñata Blast. The bots' own reaction floor
(:data:`QUICK_HUMAN_REACTION_TICKS`) is set from the same figure: no bot reacts
faster than a quick human.

Everything is in seconds (or table units) except where a name says ticks; draws take
the caller's seeded :class:`~candy_arcade.core.rng.Rng`.
"""

from __future__ import annotations

import math

from candy_arcade.core.clock import TICK_RATE
from candy_arcade.core.rng import Rng

SIMPLE_REACTION_SECONDS = 0.22
"""Mean simple visual reaction time of a young adult: one stimulus, one response.

Welford (1980), *Reaction Times*, Academic Press, ch. 2, and Jensen (2006), *Clocking
the Mind*, Elsevier, ch. 4, put visual simple reaction time at about 190-250 ms; Woods
et al. (2015), "Factors influencing the latency of simple reaction time", *Frontiers
in Human Neuroscience* 9:131, measured a mean of 213-231 ms over 1,469 adults. 220 ms
is the middle of that range."""

SIMPLE_REACTION_SD_SECONDS = 0.04
"""Spread of one person's simple reaction times from trial to trial (Jensen 2006,
ch. 4: intra-individual SD about 30-50 ms for a mean near 220 ms)."""

QUICK_HUMAN_REACTION_SECONDS = 0.20
"""A quick human's simple reaction: the low end of Welford's and Jensen's 190-250 ms.
No bot, at any level, acts on what it sees sooner than this."""

QUICK_HUMAN_REACTION_TICKS = math.ceil(QUICK_HUMAN_REACTION_SECONDS * TICK_RATE - 1e-9)
""":data:`QUICK_HUMAN_REACTION_SECONDS` in ticks of the 60 Hz simulation (12)."""

MOTION_EXTRAPOLATION_SECONDS = 0.20
"""How far ahead a person carries a moving thing along the motion they saw, making up
for their own delay: the eye places a moving object ahead of where its light left it
(the flash-lag effect, Nijhawan (1994), "Motion extrapolation in catching", *Nature*
370:256-257), and in interception people predict the target over their visuomotor
delay of about 100-200 ms (Nijhawan (2008), "Visual prediction: psychophysics and
neurophysiology of compensation for time delays", *Behavioral and Brain Sciences*
31:179-198; Zago et al. (2009), "Visuo-motor coordination and internal models for
object interception", *Experimental Brain Research* 192:571-604). The bots carry a
seen hand on no further than the top of that range: a hand's turn or stop still
reaches them a reaction time late."""

FASTEST_REACTION_SECONDS = 0.15
"""Below this a response is anticipation, not reaction (Luce 1986, *Response Times*,
Oxford UP, section 2.2: responses under about 100-150 ms are anticipations), so draws
are never shorter."""

HICK_SECONDS_PER_BIT = 0.15
"""The Hick-Hyman slope: each doubling of equally likely alternatives adds about
150 ms. Hick (1952), "On the rate of gain of information", *Quarterly Journal of
Experimental Psychology* 4:11-26; Hyman (1953), "Stimulus information as a determinant
of reaction time", *Journal of Experimental Psychology* 45:188-196 (slopes of about
130-160 ms per bit)."""

FITTS_MOUSE_INTERCEPT_SECONDS = -0.107
FITTS_MOUSE_SLOPE_SECONDS_PER_BIT = 0.223
"""Fitts' law for pointing with a mouse, MT = a + b * log2(D / W + 1) (the Shannon
formulation): a = -107 ms, b = 223 ms/bit, from MacKenzie, Sellen and Buxton (1991),
"A comparison of input devices in elemental pointing and dragging tasks", *CHI '91*,
pp. 161-166, as tabulated in MacKenzie (1992), "Fitts' law as a research and design
tool in human-computer interaction", *Human-Computer Interaction* 7:91-139."""

EFFECTIVE_WIDTH_SDS = 4.133
"""Pointing lands normally around its aim, and a target of width W is hit 96% of the
time when the endpoint SD is W / 4.133 (the "effective width" of MacKenzie 1992 and of
Soukoreff and MacKenzie (2004), "Towards a standard for pointing device evaluation",
*International Journal of Human-Computer Studies* 61:751-789)."""

MEMORY_SPAN_ITEMS = 4
"""How many new items a person holds in working memory at once: Cowan (2001), "The
magical number 4 in short-term memory", *Behavioral and Brain Sciences* 24:87-185."""

MEMORY_HALF_LIFE_SECONDS = 5.0
"""Unrehearsed items fade from short-term memory: Peterson and Peterson (1959),
"Short-term retention of individual verbal items", *Journal of Experimental Psychology*
58:193-198, found recall of about 80% after 3 s, 50% after 6 s and 10% after 18 s
while the subject was kept busy; an exponential with a half-life near 5 s fits it."""


def _at_least_fastest(seconds: float) -> float:
    return max(seconds, FASTEST_REACTION_SECONDS)


def simple_reaction_seconds(rng: Rng) -> float:
    """One simple reaction: seeing a thing happen to responding to it."""
    return _at_least_fastest(rng.gauss(SIMPLE_REACTION_SECONDS, SIMPLE_REACTION_SD_SECONDS))


def choice_reaction_mean_seconds(alternatives: int) -> float:
    """Mean reaction time when choosing among ``alternatives`` equally likely ones,
    by the Hick-Hyman law RT = a + b * log2(n), with a the simple reaction time (one
    alternative is a simple reaction)."""
    if alternatives < 1:
        raise ValueError(f"a choice needs at least one alternative, got {alternatives}")
    return SIMPLE_REACTION_SECONDS + HICK_SECONDS_PER_BIT * math.log2(alternatives)


def choice_reaction_seconds(rng: Rng, alternatives: int) -> float:
    """One choice reaction among ``alternatives``: the Hick-Hyman mean with the trial
    spread of a simple reaction."""
    mean = choice_reaction_mean_seconds(alternatives)
    return _at_least_fastest(rng.gauss(mean, SIMPLE_REACTION_SD_SECONDS))


def index_of_difficulty(distance: float, width: float) -> float:
    """Fitts' index of difficulty in bits, log2(D / W + 1) (Shannon formulation,
    MacKenzie 1992)."""
    if width <= 0:
        raise ValueError(f"a target must have a positive width, got {width}")
    return math.log2(max(distance, 0.0) / width + 1.0)


def mouse_pointing_seconds(distance: float, width: float) -> float:
    """How long a mouse pointer takes to reach a target ``width`` wide ``distance``
    away (MacKenzie, Sellen and Buxton 1991); never negative, since the fitted
    intercept is below zero for the easiest targets."""
    seconds = FITTS_MOUSE_INTERCEPT_SECONDS + FITTS_MOUSE_SLOPE_SECONDS_PER_BIT * (
        index_of_difficulty(distance, width)
    )
    return max(seconds, 0.0)


def pointing_spread(width: float) -> float:
    """The SD of where a pointing movement at a target ``width`` wide ends, along each
    axis (:data:`EFFECTIVE_WIDTH_SDS`)."""
    return width / EFFECTIVE_WIDTH_SDS


def key_travel_seconds(distance: float, speed_cap: float) -> float:
    """How long keys (or a stick pushed fully) take to move a hand ``distance``: a held
    direction moves it at the game's one speed cap, the same for every device."""
    if speed_cap <= 0:
        raise ValueError(f"the speed cap must be positive, got {speed_cap}")
    return max(distance, 0.0) / speed_cap


def recall_chance(seconds_since_seen: float) -> float:
    """The chance an item seen ``seconds_since_seen`` ago, not rehearsed, is still
    recalled (Peterson and Peterson 1959, :data:`MEMORY_HALF_LIFE_SECONDS`)."""
    return math.pow(0.5, max(seconds_since_seen, 0.0) / MEMORY_HALF_LIFE_SECONDS)


GLANCE_SECONDS = 0.3
"""One look at one thing (a card face under the palm): a fixation in scene viewing
lasts about 260-330 ms (Rayner (1998), "Eye movements in reading and information
processing: 20 years of research", *Psychological Bulletin* 124:372-422)."""


def memory_lifetime_seconds(rng: Rng) -> float:
    """How long one item just seen will be remembered, drawn so that the chance it is
    still there after ``t`` seconds is :func:`recall_chance` of ``t`` (an exponential
    lifetime with the Peterson and Peterson half-life)."""
    return -MEMORY_HALF_LIFE_SECONDS / math.log(2) * math.log(1.0 - rng.random())
