"""Canasta's game over ranks the sides and fits 2 to 4 players at 1280x720 and at
960x540: no text over another or off the screen, the sheet clear of the footer."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from candy_arcade.saves.canasta import HandRecord
from candy_arcade.views.canasta.game_over import CanastaGameOverView
from candy_arcade.views.canasta.session import CanastaSession
from tests.views.text_boxes import check_texts_fit

from .tables import setup

MENU_FOOTER_SIZE = 12
"""Every menu's footer (views/menu.py) is 12 pt; the rest here is at least that."""


def ended(players: int, hands: int, seed: int = 1) -> CanastaSession:
    """A game of ``players`` bots over after ``hands`` hands of made-up scores."""
    session = CanastaSession(setup(["normal"] * players, seed))
    sides = session.settings.sides
    rng = random.Random(seed)
    totals = [0] * sides
    for hand in range(hands):
        scores = tuple(rng.choice([-385, 120, 740, 1535, 2210, -30]) for _ in range(sides))
        totals = [total + score for total, score in zip(totals, scores, strict=True)]
        breakdowns = tuple(() for _ in range(sides))
        session.history.append(HandRecord(hand, "went out", scores, tuple(totals), breakdowns))
    best = max(totals)
    winners = tuple(side for side, total in enumerate(totals) if total == best)
    session.state = dataclasses.replace(session.state, scores=tuple(totals), winners=winners)
    return session


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("hands", [1, 14])
def test_the_game_over_fits_without_overlap(sized_window: Any, players: int, hands: int) -> None:
    view = CanastaGameOverView(ended(players, hands))
    sized_window.show_view(view)
    view.on_draw()
    texts = [view.title_text, view.subtitle_text, view.footer_text, *view.sheet]
    texts += [item._text for item in view.items if item._text is not None]
    check_texts_fit(texts, min_size=MENU_FOOTER_SIZE)


def test_the_sides_are_ranked_by_their_final_score(game_window: Any) -> None:
    session = ended(3, 6)
    scores = session.state.scores
    view = CanastaGameOverView(session)
    standings = view.sheet[0].text
    order = sorted(range(3), key=lambda side: -scores[side])
    positions = [standings.index(str(scores[side])) for side in order]
    assert positions == sorted(positions)
    assert standings.startswith("1st ")
