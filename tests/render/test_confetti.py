"""Confetti is seeded and bounded: the same seed throws the same pieces, they pop up,
flutter down and are gone within three seconds, never more than a few hundred."""

from __future__ import annotations

import random

import pytest

from candy_arcade.render.box import Box
from candy_arcade.render.confetti import (
    LIFE_SECONDS,
    MAX_PIECES,
    ConfettiBurst,
    PieceAt,
    burst_sizes,
    confetti_over,
    piece_at,
)

ROW = Box(10.0, 500.0, 630.0, 650.0)
COLOURS = [(230, 159, 0), (86, 180, 233), (0, 158, 115)]


def burst(seed: int = 7, start: float = 2.0) -> ConfettiBurst:
    return ConfettiBurst(random.Random(seed), ROW, COLOURS, start)


def shown(pieces: list[PieceAt | None]) -> list[PieceAt]:
    return [piece for piece in pieces if piece is not None]


def test_the_same_seed_throws_the_same_pieces_and_another_seed_others() -> None:
    assert burst(7).at(3.1) == burst(7).at(3.1)
    assert burst(7).at(3.1) != burst(8).at(3.1)


def test_where_a_piece_is_depends_on_the_time_alone_not_on_the_frames_before() -> None:
    confetti = burst()
    late = confetti.at(3.5)
    for frame in range(60):
        confetti.at(2.0 + frame / 60)
    assert confetti.at(3.5) == late


def test_nothing_shows_before_the_burst() -> None:
    assert shown(burst(start=2.0).at(1.99)) == []
    assert len(shown(burst(start=2.0).at(2.0))) == len(burst().pieces)


def test_the_pieces_pop_up_from_the_row_then_fall() -> None:
    confetti = burst()
    launch = [piece.y for piece in confetti.pieces]
    early = confetti.at(2.15)
    assert all(now is not None and now.y > y for now, y in zip(early, launch, strict=True))
    apex = [piece_at(piece, 0.5) for piece in confetti.pieces]
    later = [piece_at(piece, 1.5) for piece in confetti.pieces]
    falling = [
        (high.y, low.y) for high, low in zip(apex, later, strict=True) if high and low
    ]
    assert falling and all(low < high for high, low in falling)


def test_every_piece_is_gone_within_its_life_and_fades_before_it_goes() -> None:
    confetti = burst()
    end = 2.0 + LIFE_SECONDS[1]
    assert confetti.over(end) and shown(confetti.at(end)) == []
    assert not confetti.over(2.5)
    piece = confetti.pieces[0]
    fading = [piece_at(piece, piece.life * share) for share in (0.5, 0.8, 0.9, 0.99)]
    alphas = [now.alpha for now in fading if now is not None]
    assert alphas[0] == 255 and alphas == sorted(alphas, reverse=True) and alphas[-1] < 30


def test_a_piece_that_falls_below_the_row_is_no_longer_drawn() -> None:
    confetti = burst()
    for t in (2.5, 3.0, 3.5, 4.0, 4.5):
        assert all(piece.y >= ROW.bottom for piece in shown(confetti.at(t)))


def test_pieces_flutter_turning_over_in_the_winners_colours() -> None:
    confetti = burst()
    piece = confetti.pieces[0]
    moments = [piece_at(piece, t) for t in (0.3, 0.4, 0.5, 0.6)]
    widths = {round(now.width, 2) for now in moments if now is not None}
    assert len(widths) > 1
    assert {piece.colour for piece in confetti.pieces} <= set(COLOURS)
    assert all(ROW.left <= piece.x <= ROW.right for piece in confetti.pieces)


@pytest.mark.parametrize("winners", [1, 2, 3, 8])
def test_ties_share_a_few_hundred_pieces_at_most(winners: int) -> None:
    layer = confetti_over(3, [ROW] * winners, COLOURS, 0.0)
    pieces = sum(len(burst.pieces) for burst in layer.bursts)
    assert len(layer.bursts) == winners
    assert pieces == winners * burst_sizes(winners) <= MAX_PIECES
    assert len(layer.sprites) == pieces
