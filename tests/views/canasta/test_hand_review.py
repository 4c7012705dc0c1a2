"""The end-of-hand review as the player sees it: every card left in every hand face up
under its player's name, each side's items adding up to the engine's score, nothing
overlapping at either window size; Enter, Space, pad A or a click deal on; after the
last hand the review comes before the winner; spectators' reviews close by themselves
and only then is the next hand dealt; Tab shows the score history hand by hand."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import arcade
import pytest

from candy_arcade.bots.canasta.factory import make_bot
from candy_arcade.layout_check.canasta_states import crowded_session
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta.dialog_model import DialogKind
from candy_arcade.render.canasta.dialog_render import REVIEW_BOX
from candy_arcade.render.canasta.review import ReviewDrawn
from candy_arcade.rules.canasta.apply import IllegalAction
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.game_over import CanastaGameOverView
from candy_arcade.views.canasta.history import HEADER
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.review import HAND_LABEL, TOTAL_LABEL, review_sheet
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from tests.views.text_boxes import check_texts_fit, sprite_box

from .tables import setup

REVIEW_FONT_FLOOR = 9
"""The layout check's floor for small print; the review's lines shrink to it at most."""
FRAME = 1 / 60


def played_to_hand_end(kinds: list[str], seed: int, deck: str = "heckadeck") -> CanastaSession:
    """A session whose first hand the normal bots played to its end."""
    session = CanastaSession(setup(kinds, seed, CanastaOptions(deck=deck)))
    bots = {seat: make_bot("normal", seat, seed) for seat in range(len(kinds))}
    while session.state.phase is not Phase.HAND_OVER:
        actor = session.state.to_act
        assert actor is not None
        try:
            session.apply(bots[actor].choose(observe(session.state, actor)))
        except IllegalAction:
            session.apply(session.first_legal())
    return session


def shown(window: Any, session: CanastaSession, pace: Pace | None = None) -> CanastaTableView:
    view = CanastaTableView(session, threaded=False, autosave=False, pace=pace)
    window.show_view(view)
    view.on_update(FRAME)
    view.on_draw()
    return view


def drawn_review(view: CanastaTableView) -> ReviewDrawn:
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.kind is DialogKind.REVIEW
    view.on_draw()
    drawn = view.dialogs.review
    assert drawn is not None
    return drawn


ENDED = [
    pytest.param(lambda: crowded_session(), id="crowded-4"),
    pytest.param(lambda: played_to_hand_end(["human", "normal"], 5), id="played-2"),
    pytest.param(lambda: played_to_hand_end(["human", "normal", "normal"], 6), id="played-3"),
    pytest.param(lambda: played_to_hand_end(["human"] + ["normal"] * 3, 7), id="played-4"),
    pytest.param(lambda: played_to_hand_end(["human", "normal"], 8, "classic"), id="classic-2"),
    pytest.param(
        lambda: played_to_hand_end(["human"] + ["normal"] * 3, 9, "classic"), id="classic-4"
    ),
]


@pytest.mark.parametrize("make", ENDED)
def test_the_review_shows_every_card_left_under_its_player(game_window: Any, make: Any) -> None:
    session = make()
    view = shown(game_window, session)
    drawn = drawn_review(view)
    state = session.state
    for seat in session.seats:
        assert Counter(drawn.cards_by_seat[seat.seat]) == Counter(state.hands[seat.seat])
    words = [text.text for text in drawn.texts]
    for seat in session.seats:
        assert seat.title in words
        count = len(state.hands[seat.seat])
        assert any(w.startswith(f"{count} card") for w in words)
    sprites = sorted(view.dialogs.cards, key=lambda s: (s.center_y, s.center_x))
    assert len(sprites) == sum(len(h) for h in state.hands), "each card once, face up"
    for sprite in sprites:
        left, right, bottom, top = sprite_box(sprite)
        assert REVIEW_BOX.left <= left and right <= REVIEW_BOX.right
        assert REVIEW_BOX.bottom <= bottom and top <= REVIEW_BOX.top


def _amounts(amount: str) -> list[int]:
    return [int(part) for part in re.findall(r"[+-]?\d+", amount)]


@pytest.mark.parametrize("make", ENDED)
def test_each_sides_items_add_up_to_the_engine_score(game_window: Any, make: Any) -> None:
    session = make()
    sheet = review_sheet(session)
    result = session.state.result
    assert sheet is not None and result is not None
    assert len(sheet.sides) == session.settings.sides
    for column, side in zip(sheet.sides, result.sides, strict=True):
        items = [line for line in column.lines if not line.strong]
        assert sum(sum(_amounts(line.amount)) for line in items) == side.hand_score
        sums = {line.label: line.amount for line in column.lines if line.strong}
        assert _amounts(sums[HAND_LABEL]) == [side.hand_score]
        assert sums[TOTAL_LABEL] == str(side.total)
        assert len([line for line in items if line.label.startswith("Cards left")]) == len(
            side.players)


def test_hunters_and_travellers_have_a_line_each(game_window: Any) -> None:
    sheet = review_sheet(crowded_session())
    assert sheet is not None
    south = {line.label: line.amount for line in sheet.sides[0].lines}
    assert south["Hunters ×3"] == "+450" and south["Travellers ×2"] == "+200"
    assert south["Kings ×8 · natural canasta"] == "+80 +500"
    assert south["Queens ×7, 2 wild · mixed canasta"] == "+150 +300"
    west = {line.label: line.amount for line in sheet.sides[1].lines}
    assert west["Hunter ×1 (no meld: minus)"] == "-50"
    assert sheet.title == "Hand 1: the Darkness ended it"


@pytest.mark.parametrize("make", ENDED)
def test_the_review_fits_at_both_window_sizes(sized_window: Any, make: Any) -> None:
    view = shown(sized_window, make())
    drawn = drawn_review(view)
    check_texts_fit(
        drawn.texts,
        cards=[sprite_box(s) for s in view.dialogs.cards],
        buttons=[((r.left, r.right, r.bottom, r.top), None) for r in view.dialogs.choice_rects],
        min_size=REVIEW_FONT_FLOOR,
    )


@pytest.mark.parametrize("how", ["enter", "space", "pad a", "click"])
def test_next_hand_from_the_review_by_key_pad_or_click(game_window: Any, how: str) -> None:
    view = shown(game_window, crowded_session())
    drawn_review(view)
    for _ in range(120):
        view.on_update(FRAME)
    assert view.session.state.phase is Phase.HAND_OVER, "a player's review waits for them"
    if how == "enter":
        view.on_key_press(arcade.key.ENTER, 0)
    elif how == "space":
        view.on_key_press(arcade.key.SPACE, 0)
    elif how == "pad a":
        view.on_menu_command("select")
    else:
        x, y = view.dialogs.choice_rects[0].center
        view.on_mouse_press(int(x), int(y), arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.session.state.phase is not Phase.HAND_OVER
    assert view.session.state.hand_number == 1
    view.on_update(FRAME)
    assert view.controller.flow.dialog is None or (
        view.controller.flow.dialog.kind is not DialogKind.REVIEW)


def test_other_keys_leave_the_review_open(game_window: Any) -> None:
    view = shown(game_window, crowded_session())
    drawn_review(view)
    for symbol in (arcade.key.D, arcade.key.TAB, arcade.key.BACKSPACE):
        view.on_key_press(symbol, 0)
        view.on_update(FRAME)
        dialog = view.controller.flow.dialog
        assert dialog is not None and dialog.kind is DialogKind.REVIEW
    assert view.session.state.phase is Phase.HAND_OVER


def test_the_last_hand_is_reviewed_before_the_winner(game_window: Any) -> None:
    view = shown(game_window, crowded_session(scores=(4200, 0)))
    assert view.session.state.phase is Phase.GAME_OVER
    drawn = drawn_review(view)
    assert "The last hand: the Darkness ended it" in [t.text for t in drawn.texts]
    assert [c.label for c in view.controller.flow.dialogs[-1].choices] == ["See who won"]
    for _ in range(400):
        view.on_update(FRAME)
    assert game_window.current_view is view, "no winner screen while the review is open"
    view.on_key_press(arcade.key.ENTER, 0)
    view.on_update(FRAME)
    over = game_window.current_view
    assert isinstance(over, CanastaGameOverView)
    assert over.title_text.text == "South & North win!"


def test_spectators_review_counts_down_then_the_next_hand_is_dealt(game_window: Any) -> None:
    view = shown(game_window, crowded_session(humans=0))
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.kind is DialogKind.REVIEW
    assert dialog.body.startswith("On to the next hand in 12 s")
    elapsed = 0.0
    while elapsed < 11.5:
        view.on_update(FRAME)
        elapsed += FRAME
        assert view.session.state.hand_number == 0, "the pacer never deals under the review"
    assert dialog.body.startswith("On to the next hand in 1 s")
    assert view.controller.flow.dialog is dialog
    for _ in range(120):
        view.on_update(FRAME)
    assert view.controller.flow.dialog is not dialog
    assert view.session.state.hand_number == 1


def test_tab_shows_each_hand_side_by_side(game_window: Any) -> None:
    session = crowded_session()
    view = shown(game_window, session)
    view.on_key_press(arcade.key.ENTER, 0)
    view.on_update(FRAME)
    view.on_key_press(arcade.key.TAB, 0)
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.kind is DialogKind.SCORES
    assert dialog.rows[0] == HEADER
    record = session.history[0]
    south, west = dialog.rows[1], dialog.rows[2]
    assert south[:2] == ("1", "South & North") and west[:2] == ("", "West & East")
    breakdown = dict(record.breakdowns[0])
    assert south[2:] == (
        f"+{breakdown['melds']}", f"+{breakdown['canasta_bonus']}",
        f"+{breakdown['bonus_cards']}", "0", str(breakdown["hands"]),
        f"+{record.hand_scores[0]}", str(record.totals[0]),
    )
    assert west[-2:] == (str(record.hand_scores[1]), str(record.totals[1]))
    view.on_draw()
    view.on_key_press(arcade.key.TAB, 0)
    assert view.controller.flow.dialog is None
