"""What a newcomer's playtest found on the table (seed 5, Heckadeck): the Wheel's name as
a bonus card ran on under the next meld's cards; a refusal of the last turn greeted the
next one; three log lines sat at the foot of the short log, blank lines under the gold
"takes the pile"; the score sheet before any hand's end showed bare headers; a raised
card's NEW tag touched the hand's banner."""

from __future__ import annotations

import pytest
from arcade.shape_list import Shape

from candy_arcade.render.canasta.layout import LOG_AREA
from candy_arcade.render.canasta.log_lines import LINE_GAP
from candy_arcade.rules.canasta.actions import Discard, DrawStock
from candy_arcade.rules.canasta.events import PileTaken
from candy_arcade.rules.canasta.scenario import position
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.history import NO_HANDS
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames

from .test_table_details import box_of, overlap, table_at
from .test_table_seats import shown_words

NEW_TAG_ROOM = 4.0
"""The few pixels a NEW tag keeps from the hand's banner above it."""


def settled(game_window, view: CanastaTableView) -> None:  # type: ignore[no-untyped-def]
    """Every card in its place at once (no glide under way), the table drawn afresh."""
    view.table.reduced = True
    view._signature = None
    run_frames(game_window, 2)


@pytest.mark.parametrize("name", ["Hunter", "Omnihedron"])
def test_the_wheels_name_as_an_opponents_bonus_card_runs_under_no_card(game_window, name) -> None:  # type: ignore[no-untyped-def]
    def wheel_as_a_bonus(settings):  # type: ignore[no-untyped-def]
        melds = [["4", "4", "Talisman"], ["5", "5", "5"], ["11", "11", "11", "Talisman"],
                 ["Beast"] * 4, ["A", "A", "Joker"]]
        return position(settings, hands=[["6", "7"], ["8"]], melds=[[], melds],
                        bonus=[[], [f"Wheel={name}"]], phase=Phase.MELD)

    view = table_at(game_window, wheel_as_a_bonus)
    settled(game_window, view)
    pool = view.table.texts
    words = shown_words(pool)
    assert words["wheel-bonus1"] == f"Wheel = {name}"
    assert words["bonus1"] == "Bonus ×1"
    wheel = box_of(pool, "wheel-bonus1")
    band = view.layout.band(1)
    assert band.left <= wheel[0] and wheel[2] <= band.right and band.bottom <= wheel[1]
    if name == "Hunter":
        bonus = box_of(pool, "bonus1")
        assert wheel[3] <= bonus[1] + 1 and bonus[1] - wheel[3] < 8, "right under Bonus ×1"
    for sprite in view.table.cards.sprites:
        card = (sprite.left, sprite.bottom, sprite.right, sprite.top)
        name = view.session.state.deck.name_of[sprite.card]
        assert overlap(wheel, card) == 0, f"the Wheel's name runs under the {name}"
    for key in [key for key in words if key.startswith("meld1-")]:
        assert overlap(wheel, box_of(pool, key)) == 0, f"over {words[key]!r}"


def test_a_refusal_of_the_last_turn_is_gone_when_the_players_next_turn_begins(game_window) -> None:  # type: ignore[no-untyped-def]
    def after_the_players_turn(settings):  # type: ignore[no-untyped-def]
        return position(settings, hands=[["6", "7", "9"], ["8", "10", "Q"]], turn=1)

    view = table_at(game_window, after_the_players_turn)
    view.controller.command("undo")
    run_frames(game_window, 2)
    note = shown_words(view.panel.texts)["note"]
    assert note.startswith("Nothing to undo"), note
    session = view.session
    session.apply(DrawStock())
    session.apply(Discard(next(card for card in session.state.hands[1]
                               if session.state.deck.name_of[card] == "8")))
    run_frames(game_window, 2)
    assert session.state.to_act == 0
    shown = shown_words(view.panel.texts)
    assert not any("Nothing to undo" in words for words in shown.values()), shown


def test_the_lines_after_takes_the_pile_follow_it_without_blank_lines(game_window) -> None:  # type: ignore[no-untyped-def]
    def east_took_the_pile(settings):  # type: ignore[no-untyped-def]
        return position(settings, hands=[["6", "7"], ["8", "9", "9", "9"]],
                        discard=["5", "9"], turn=1, phase=Phase.MELD)

    view = table_at(game_window, east_took_the_pile)
    session = view.session
    session.log.clear()
    session._note([PileTaken(1, session.state.discard[-1], 10)])
    session.log += ["North melds 4s (+3, wilds: Talisman)", "North melds Beasts (+3)",
                    "North melds 5s (+3)"]
    view._signature = None
    run_frames(game_window, 1)
    pool = view.table.texts
    words = shown_words(pool)
    assert words["log-pinned"] == "North takes the pile (10 cards)"
    under = [words[f"log{index}"] for index in (2, 1, 0)]
    assert under == ["North melds 4s (+3, wilds: Talisman)", "North melds Beasts (+3)",
                     "North melds 5s (+3)"]
    upper = box_of(pool, "log-pinned")
    for index in (2, 1, 0):
        line = box_of(pool, f"log{index}")
        assert upper[1] - line[3] <= LINE_GAP + 1, f"a blank line above {words[f'log{index}']!r}"
        assert LOG_AREA.bottom <= line[1]
        upper = line


def test_the_score_sheet_before_any_hand_has_ended_says_so(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_at(game_window, lambda s: position(s, hands=[["6", "7"], ["8"]]))
    view.controller.flow.open_scores()
    run_frames(game_window, 2)
    words = set(shown_words(view.dialogs.texts).values())
    assert "Score sheet" in words
    assert NO_HANDS in words and NO_HANDS.startswith("No hands scored yet")
    assert not {"Hand total", "Game total", "Canastas"} & words, "headers over nothing"


def _tag_top(badges: list[Shape], x: float, y: float) -> float:
    """The top edge of the filled tag holding the point."""
    for shape in badges:
        xs = [px for px, _ in shape.points]
        ys = [py for _, py in shape.points]
        if min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys):
            return max(ys)
    raise AssertionError("no tag under the NEW")


def test_a_raised_new_cards_tag_keeps_clear_of_the_hands_banner(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_at(game_window, lambda s: position(s, hands=[["6", "7", "J"], ["8"]],
                                                    phase=Phase.MELD))
    session = view.session
    (jack,) = [c for c in session.state.hands[0] if session.state.deck.name_of[c] == "J"]
    session.acknowledged[0] = frozenset(set(session.state.hands[0]) - {jack})
    view.controller.toggle(jack)
    settled(game_window, view)
    pool = view.table.texts
    assert shown_words(pool)[f"new{jack}"] == "NEW"
    banner = view.layout.badge(0)
    label = pool._texts[f"new{jack}"][1]
    top = _tag_top(list(view.table.badges.shape_list), label.x, label.y)
    assert top <= banner.bottom - NEW_TAG_ROOM, "the NEW tag touches the hand's banner"
    card = view.table.cards.by_card[jack]
    assert card.center_y > 68, "the card is raised"
    assert label.bottom >= card.top - 16, "the tag stays at the card's top edge"
    assert label.left >= card.left + 18, "the tag leaves the rank in the card's corner in view"


def test_a_failing_saves_note_stays_in_view_through_a_new_turn(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_at(game_window, lambda s: position(s, hands=[["6", "7", "9"], ["8", "10"]],
                                                    turn=1))
    view.save_problem = "Could not save the game: No space left on device"
    view.controller.say(view.save_problem, "refusal")
    session = view.session
    session.apply(DrawStock())
    session.apply(Discard(session.state.hands[1][0]))
    run_frames(game_window, 2)
    assert session.state.to_act == 0
    assert shown_words(view.panel.texts)["note"] == view.save_problem
