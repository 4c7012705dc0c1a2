"""The guides' step lists and lines, without a window: who is at the table decides."""

from __future__ import annotations

from candy_arcade.guide.candy_guide import CandyGuide, CandyStep
from candy_arcade.guide.lesson import FAREWELL_TICKS, Lesson
from candy_arcade.guide.pinata_guide import PinataGuide, PinataStep
from candy_arcade.guide.wording import Buttons


def test_alone_at_the_table_there_is_no_touch_to_learn() -> None:
    alone = CandyGuide(0, None)
    assert CandyStep.TOUCH not in alone.lesson.steps and CandyStep.OOPS not in alone.lesson.steps
    assert CandyGuide(0, "Bot 2").lesson.steps == tuple(CandyStep)


def test_a_person_to_touch_is_asked_to_reach_out_a_bot_reaches_by_itself() -> None:
    person, bot = CandyGuide(0, "Player 2", helper_is_bot=False), CandyGuide(0, "Bot 2")
    for guide in (person, bot):
        guide.lesson.index = guide.lesson.steps.index(CandyStep.TOUCH)
    assert person.line(Buttons(), 0) == "Touch hands with Player 2: reach for each other."
    assert bot.line(Buttons(), 0) == "Bot 2 reaches for you: let your hands touch."


def test_a_pointer_points_and_keys_steer() -> None:
    guide = CandyGuide(0, "Bot 2")
    mouse = Buttons("[Left click]", "[Right click]", "pointer", True)
    assert "point at a card" in guide.line(mouse, 0)
    assert "steer (left stick) to a card" in guide.line(Buttons("[A]", "[B]", "left stick"), 0)


def test_the_last_line_shows_for_a_while_and_skip_shows_none() -> None:
    lesson: Lesson[str] = Lesson(("one",))
    lesson.follow(lambda step: True, 100)
    assert not lesson.active and lesson.farewell_showing(100 + FAREWELL_TICKS - 1)
    assert not lesson.farewell_showing(100 + FAREWELL_TICKS)
    skipped: Lesson[str] = Lesson(("one", "two"))
    skipped.skip()
    assert skipped.current is None and not skipped.farewell_showing(0)


def test_youngest_players_have_no_rotten_candy_step() -> None:
    assert PinataGuide(0, {}, youngest=True).lesson.steps == (
        PinataStep.THROW,
        PinataStep.LAY,
        PinataStep.CLAIM,
    )
