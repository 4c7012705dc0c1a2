"""The panel is a column that never overprints itself (issue 17, point 2): with a
prompt and a note of any length, no two of its texts overlap, none runs onto a button
it is not the label of, and every one stays inside the panel."""

from __future__ import annotations

import dataclasses

import pytest

from candy_arcade.render.canasta.layout import PANEL
from candy_arcade.render.canasta.offers import Offer
from candy_arcade.render.canasta.panel_flow import ELLIPSIS
from candy_arcade.views.launch import run_frames

from ..text_boxes import overlap, text_box
from .test_table_view import table_view_of

WORDS = "The pile is frozen because a Joker is in it and you need two natural Kings "
LENGTHS = [0, 1, 3, 12]


def panel_with(game_window, prompt: str, note: str, buttons: int = 10):  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    run_frames(game_window, 1)
    offers = tuple(Offer(f"c{i}", f"Button {i}", "K", True) for i in range(buttons))
    scene = dataclasses.replace(view._scene(), prompt=prompt, note=note, note_kind="refusal",
                                offers=offers)
    view.panel.rebuild(scene)
    return view.panel


def shown(panel):  # type: ignore[no-untyped-def]
    return [label for _, label in panel.texts._texts.values() if label.visible and label.text]


@pytest.mark.parametrize("prompt_words", LENGTHS)
@pytest.mark.parametrize("note_words", LENGTHS)
def test_no_two_panel_texts_overlap_at_any_length(game_window, prompt_words, note_words) -> None:  # type: ignore[no-untyped-def]
    panel = panel_with(game_window, WORDS * prompt_words, WORDS * note_words)
    texts = shown(panel)
    button_labels = {id(panel.texts._texts[k][1]) for k in panel.texts._texts if k[0] in "bk"}
    for number, text in enumerate(texts):
        box = text_box(text)
        assert PANEL.left <= box[0] and box[1] <= PANEL.right + 1, text.text
        assert PANEL.bottom <= box[2] and box[3] <= PANEL.top, text.text
        for other in texts[number + 1:]:
            assert not overlap(box, text_box(other)), f"{text.text!r} over {other.text!r}"
        if id(text) not in button_labels:
            for _, rect in panel.button_rects:
                button = (rect.left, rect.left + rect.width, rect.bottom, rect.bottom + rect.height)
                assert not overlap(box, button), f"{text.text!r} on a button"


def test_a_long_note_shrinks_then_is_cut_with_an_ellipsis(game_window) -> None:  # type: ignore[no-untyped-def]
    short = panel_with(game_window, "Your turn", WORDS)
    note = short.texts._texts["note"][1]
    assert note.text == WORDS and note.font_size == 11, "a short note keeps its size"
    long = panel_with(game_window, WORDS * 12, WORDS * 12)
    note = long.texts._texts["note"][1]
    prompt = long.texts._texts["prompt"][1]
    assert note.text.endswith(ELLIPSIS) and note.font_size == 9
    assert prompt.text.endswith(ELLIPSIS) and prompt.font_size == 11


def test_short_texts_leave_the_buttons_where_they_always_are(game_window) -> None:  # type: ignore[no-untyped-def]
    panel = panel_with(game_window, "Your turn", "Hint: draw")
    assert panel.buttons_top == 342
