"""The table outline the validator, simulation and drawing share: an oval's nearest
edge point, depth, clamp and rim polygon, and a rectangle's sides."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.table_shape import OVAL_SEGMENT_LENGTH, TableOutline

SIZES = st.tuples(st.floats(320, 4000), st.floats(320, 4000))
FRACTIONS = st.tuples(st.floats(-0.2, 1.2), st.floats(-0.2, 1.2))


def brute_force_distance(outline: TableOutline, point: Vec2, samples: int = 20000) -> float:
    half_w, half_h = outline.width / 2, outline.height / 2
    return min(
        point.distance(
            Vec2(
                half_w + half_w * math.cos(2 * math.pi * i / samples),
                half_h + half_h * math.sin(2 * math.pi * i / samples),
            )
        )
        for i in range(samples)
    )


@settings(max_examples=40, deadline=None)
@given(SIZES, FRACTIONS)
def test_the_nearest_edge_point_of_an_oval_is_the_nearest_of_all(
    size: tuple[float, float], fraction: tuple[float, float]
) -> None:
    outline = TableOutline("oval", *size)
    point = Vec2(fraction[0] * size[0], fraction[1] * size[1])
    edge = outline.nearest_edge(point)
    half_w, half_h = size[0] / 2, size[1] / 2
    on_ellipse = ((edge.point.x - half_w) / half_w) ** 2 + ((edge.point.y - half_h) / half_h) ** 2
    assert math.isclose(on_ellipse, 1.0, abs_tol=1e-9)
    # The sampled ellipse is itself off by up to a chord's sagitta.
    assert point.distance(edge.point) <= brute_force_distance(outline, point) + 1e-6
    assert abs(edge.inward.length() - 1.0) < 1e-9
    towards_centre = outline.center - edge.point
    assert edge.inward.x * towards_centre.x + edge.inward.y * towards_centre.y > 0


def test_the_middle_of_a_wide_oval_is_nearest_its_long_sides() -> None:
    outline = TableOutline("oval", 1280, 720)
    edge = outline.nearest_edge(Vec2(640, 360))
    assert edge.point in (Vec2(640, 0), Vec2(640, 720))
    assert outline.depth(Vec2(640, 360)) == 360


def test_depth_is_positive_on_the_felt_and_negative_off_it() -> None:
    oval = TableOutline("oval", 1280, 720)
    assert oval.depth(Vec2(640, 30)) == 30
    assert oval.depth(Vec2(1250, 360)) == 30
    assert oval.depth(Vec2(20, 20)) < 0 < oval.depth(Vec2(200, 200))
    box = TableOutline("rectangle", 1280, 720)
    assert box.depth(Vec2(20, 20)) == 20
    assert box.depth(Vec2(-3, -4)) == -5


@given(SIZES, FRACTIONS, st.floats(1, 200))
def test_near_edge_never_calls_a_point_near_the_edge_far_from_it(
    size: tuple[float, float], fraction: tuple[float, float], distance: float
) -> None:
    for shape in ("oval", "rectangle"):
        outline = TableOutline(shape, *size)
        point = Vec2(fraction[0] * size[0], fraction[1] * size[1])
        if not outline.near_edge(point.x, point.y, distance):
            assert outline.depth(point) >= distance - 1e-6


@given(SIZES, FRACTIONS)
def test_clamp_keeps_a_palm_on_the_felt_and_leaves_points_already_there(
    size: tuple[float, float], fraction: tuple[float, float]
) -> None:
    margin = 22.0
    for shape in ("oval", "rectangle"):
        outline = TableOutline(shape, *size)
        point = Vec2(fraction[0] * size[0], fraction[1] * size[1])
        clamped = outline.clamp(point, margin)
        assert outline.depth(clamped) >= margin - 1e-6
        if outline.depth(point) >= margin:
            assert clamped == point


def test_an_oval_rim_is_short_chords_on_the_ellipse_with_points_on_both_axes() -> None:
    outline = TableOutline("oval", 1280, 720)
    rim = outline.boundary()
    assert len(rim) % 4 == 0
    assert {Vec2(1280, 360), Vec2(0, 360)} <= {
        Vec2(round(e.point.x, 9), round(e.point.y, 9)) for e in rim
    }
    for here, after in zip(rim, rim[1:] + rim[:1], strict=True):
        assert abs(outline.depth(here.point)) < 1e-6
        assert here.point.distance(after.point) <= OVAL_SEGMENT_LENGTH
        middle = (here.point + after.point) * 0.5
        assert 0 <= outline.depth(middle) < 0.5


def test_a_rectangle_s_seat_belongs_to_the_nearest_side_bottom_and_top_first() -> None:
    box = TableOutline("rectangle", 1280, 720)
    assert box.nearest_edge(Vec2(30, 30)).inward == Vec2(0, 1)
    assert box.nearest_edge(Vec2(1250, 360)).inward == Vec2(-1, 0)
    assert box.nearest_edge(Vec2(640, 700)).inward == Vec2(0, -1)
    assert box.nearest_edge(Vec2(640, 700)).point == Vec2(640, 720)
