"""The layout checker itself, on a tiny screen drawn for the purpose: each fault it
exists to find is found, with the words of the texts at fault, and a tidy screen is
found clean."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest

from candy_arcade.layout_check.boxes import DrawnPanel, DrawnText, Frame
from candy_arcade.layout_check.canasta_states import _session, _table
from candy_arcade.layout_check.capture import Capture, installed
from candy_arcade.layout_check.problems import Kind, frame_problems
from candy_arcade.layout_check.run import draw, resize
from candy_arcade.render.box import Box


class SyntheticScreen(arcade.View):
    """A panel with a text that runs out of it, two texts over each other, a text too
    small to read and one off the right edge of the screen; with ``tidy`` only texts
    that fit."""

    def __init__(self, tidy: bool = False) -> None:
        super().__init__()
        self.tidy = tidy
        size = 16
        self.inside = arcade.Text("Fits its panel", 110, 610, font_size=size)
        self.spilling = arcade.Text("This line runs out of its panel", 110, 560, font_size=size)
        self.first = arcade.Text("Over", 300, 300, font_size=size)
        self.second = arcade.Text("Under", 320, 305, font_size=size)
        self.tiny = arcade.Text("tiny print", 600, 100, font_size=8)
        self.outside = arcade.Text("Off the edge", 1230, 400, font_size=size)

    def on_draw(self) -> None:
        self.clear()
        self.window.screen_map.use()  # type: ignore[attr-defined]
        arcade.draw_lrbt_rectangle_filled(100, 360, 540, 650, (40, 30, 60, 255))
        self.inside.draw()
        if self.tidy:
            return
        self.spilling.draw()
        self.first.draw()
        self.second.draw()
        self.tiny.draw()
        self.outside.draw()


@pytest.fixture
def capture(game_window) -> Iterator[Capture]:  # type: ignore[no-untyped-def]
    with installed(game_window) as hooked:
        yield hooked
    resize(game_window, (1280, 720))


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_an_overlap_a_spill_a_tiny_text_and_an_edge_are_each_reported(
    game_window, capture, size: tuple[int, int]  # type: ignore[no-untyped-def]
) -> None:
    game_window.show_view(SyntheticScreen())
    resize(game_window, size)
    problems = frame_problems(draw(game_window, capture))
    found = {(problem.kind, problem.texts) for problem in problems}
    assert found == {
        (Kind.OFF_PANEL, ("This line runs out of its panel",)),
        (Kind.OVERLAP, ("Over", "Under")),
        (Kind.TOO_SMALL, ("tiny print",)),
        (Kind.OFF_WINDOW, ("Off the edge",)),
    }


def test_boxes_are_in_logical_units_whatever_the_window_size(game_window, capture) -> None:  # type: ignore[no-untyped-def]
    game_window.show_view(SyntheticScreen(tidy=True))
    boxes = []
    for size in ((1280, 720), (960, 540)):
        resize(game_window, size)
        (text,) = draw(game_window, capture).texts
        boxes.append(text.box.rounded())
        assert text.em_px == pytest.approx(16 * 96 / 72, abs=0.2)
    assert boxes[0] == pytest.approx(boxes[1], abs=0.6)
    left, bottom, _, top = boxes[0]
    assert left == pytest.approx(110, abs=1) and bottom < 610 < top


def test_a_tidy_screen_has_no_problem_even_when_a_text_is_drawn_twice(game_window, capture) -> None:  # type: ignore[no-untyped-def]
    screen = SyntheticScreen(tidy=True)
    game_window.show_view(screen)
    with capture.frame() as taken:
        screen.on_draw()
        screen.inside.draw()
    assert [text.words for text in taken[0].texts] == ["Fits its panel"]
    frame = draw(game_window, capture)
    assert [text.words for text in frame.texts] == ["Fits its panel"]
    assert len(frame.panels) == 1
    assert frame_problems(frame) == []


def test_centred_wrapped_lines_are_judged_by_their_own_width(game_window, capture) -> None:  # type: ignore[no-untyped-def]
    """A ragged centred paragraph's short last line leaves room beside it."""

    class Paragraph(arcade.View):
        def __init__(self) -> None:
            super().__init__()
            self.body = arcade.Text(
                "A long first line of words here and then short", 640, 400, font_size=16,
                width=400, multiline=True, align="center", anchor_x="center", anchor_y="top",
            )
            self.beside = arcade.Text("beside", 450, 352, font_size=16)

        def on_draw(self) -> None:
            self.clear()
            self.window.screen_map.use()  # type: ignore[attr-defined]
            self.body.draw()
            self.beside.draw()

    game_window.show_view(Paragraph())
    frame = draw(game_window, capture)
    body = frame.texts[0]
    assert len(body.lines) == 2 and body.lines[1].width < body.lines[0].width
    assert frame_problems(frame) == []


def words(text: str, box: Box, order: int) -> DrawnText:
    return DrawnText(text, (box,), 20.0, order)


def test_a_curtain_drawn_later_hides_what_it_covers_and_only_that() -> None:
    under = words("under the dialog", Box(100, 100, 300, 120), 1)
    half = words("half under", Box(380, 200, 520, 220), 2)
    curtain = DrawnPanel(Box(400, 0, 900, 400), 3, alpha=240)
    title = words("dialog title", Box(410, 200, 600, 220), 4)
    veil = DrawnPanel(Box(0, 0, 350, 400), 5, alpha=240)
    frame = Frame((under, half, title), (curtain, veil))
    assert frame_problems(frame) == []
    see_through = DrawnPanel(Box(400, 0, 900, 400), 3, alpha=100)
    problems = frame_problems(Frame((under, half, title), (see_through,)))
    assert [problem.kind for problem in problems] == [Kind.OVERLAP]


def test_a_text_sits_on_the_last_panel_drawn_under_its_centre() -> None:
    page = DrawnPanel(Box(0, 0, 1280, 720), 1)
    chip = DrawnPanel(Box(100, 100, 200, 130), 2)
    label = words("chip label too long", Box(105, 105, 260, 125), 3)
    problems = frame_problems(Frame((label,), (page, chip)))
    assert [(problem.kind, problem.detail) for problem in problems] == [
        (Kind.OFF_PANEL, "by 60 px")
    ]


def test_a_turned_text_has_the_box_it_covers_on_screen(game_window, capture) -> None:  # type: ignore[no-untyped-def]
    class Turned(arcade.View):
        def __init__(self) -> None:
            super().__init__()
            self.label = arcade.Text("Up the side", 600, 300, font_size=16, rotation=90)

        def on_draw(self) -> None:
            self.clear()
            self.window.screen_map.use()  # type: ignore[attr-defined]
            self.label.draw()

    game_window.show_view(Turned())
    (text,) = draw(game_window, capture).texts
    assert text.box.height > 3 * text.box.width
    assert text.box.top <= 301 and text.box.left < 600 < text.box.right


def test_a_text_over_a_card_is_reported_unless_a_tag_over_the_card_holds_it() -> None:
    card = DrawnPanel(Box(200, 100, 256, 176), 1)
    tag = DrawnPanel(Box(202, 160, 238, 176), 2)
    under_the_card = words("Wheel = Hunter", Box(150, 110, 240, 122), 3)
    on_the_tag = words("NEW", Box(206, 162, 234, 174), 4)
    just_under = words("Pile 2", Box(205, 84, 250, 103), 5)
    problems = frame_problems(Frame((under_the_card, on_the_tag, just_under), (tag,), (card,)))
    assert [(problem.kind, problem.texts, problem.detail) for problem in problems] == [
        (Kind.ON_CARD, ("Wheel = Hunter",), "by 12 px")
    ]
    drawn_later = DrawnPanel(Box(200, 100, 256, 176), 6)
    assert frame_problems(Frame((under_the_card,), (), (drawn_later,))) == []


def test_the_canasta_tables_cards_are_recorded_where_they_are_drawn(game_window, capture) -> None:  # type: ignore[no-untyped-def]
    _table(game_window, _session(2, 0), frames=90)
    frame = draw(game_window, capture)
    view = game_window.current_view
    hand = [sprite for sprite in view.table.cards.sprites if sprite.card in view.table.hand_cards]
    assert len(frame.cards) >= len(hand) > 0
    boxes = {box.rounded() for box in (card.box for card in frame.cards)}
    for sprite in hand:
        assert Box(sprite.left, sprite.bottom, sprite.right, sprite.top).rounded() in boxes
