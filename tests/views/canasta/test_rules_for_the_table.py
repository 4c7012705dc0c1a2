"""The rules pages opened from a Canasta table or lobby speak of that table: a Samba
table's read "How to play Heckadeck Samba" and open on Samba's turn, its sequences,
its minimums and its scoring; a standard table's first page is the one it always was.
"""

from __future__ import annotations

from typing import Any

import arcade

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.views.canasta.lobby import CanastaLobbyView
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames
from candy_arcade.views.pause import PauseView
from candy_arcade.views.rules_view import RulesView
from tests.views.drawn import Eyes, watching

from .tables import setup

NO_WAIT = Pace(turn_delay=0.0, move_delay=0.0, hand_over_delay=0.05, review_delay=0.05)

STANDARD_FIRST_PAGE = (
    "Alone or with a partner, lay down sets of one rank; 7 of a kind make a canasta. "
    "Play hands until a side has 5000 points."
)


def rules_from_pause(window: Any, options: CanastaOptions | None) -> RulesView:
    """A human and a bot at a table of ``options``, paused, Rules chosen."""
    session = CanastaSession(setup(["human", "normal"], 4, options))
    view = CanastaTableView(session, threaded=False, autosave=False, pace=NO_WAIT)
    window.show_view(view)
    run_frames(window, 2)
    pause = PauseView(view)
    window.show_view(pause)
    pause.selected = [item.label for item in pause.items].index("Rules")
    pause.activate()
    rules = window.current_view
    assert isinstance(rules, RulesView)
    return rules


def page_words(eyes: Eyes, rules: RulesView, page: int) -> str:
    """Every word shown on page ``page`` (counted from 1), in one string."""
    rules.turn(page - 1 - rules.page)
    return " ".join(eyes.words())


def test_rules_paused_at_a_samba_table_open_on_samba_s_turn(game_window: Any) -> None:
    with watching(game_window) as eyes:
        rules = rules_from_pause(game_window, CanastaOptions(variant="samba", target=10000))
        first = page_words(eyes, rules, 1)
    assert "How to play Heckadeck Samba" in first
    assert "Samba: a turn" in first
    assert "15 cards each" in first and "until a side has 10000 points" in first
    assert "Draw two cards from the stock" in first
    assert "at most two wild cards" in first
    assert "A second meld of a rank only once the first is a canasta" in first
    assert "+1500" in first and "+200" in first
    for standard in ("Draw the top card", "at most 3", "5000"):
        assert standard not in first, standard


def test_the_samba_pages_give_the_sequence_order_the_pile_and_the_wheel(
    game_window: Any,
) -> None:
    with watching(game_window) as eyes:
        rules = rules_from_pause(game_window, CanastaOptions(variant="samba", target=10000))
        second = page_words(eyes, rules, 2)
    assert "Heckadeck order: 0, A, 2 … 10, 11, Beast, J, Q, K, 0, one colour" in second
    assert "Classic: 4, 5 … 10, J, Q, K, A, one suit" in second
    assert "never in the middle" in second and "The Ace never comes after the King" in second
    assert "natural pair" in second and "Never into a sequence" in second
    assert "Name the Wheel a 0" in second


def test_the_samba_pages_give_its_minimums_deck_and_scoring(game_window: Any) -> None:
    with watching(game_window) as eyes:
        rules = rules_from_pause(game_window, CanastaOptions(variant="samba", target=10000))
        minimums = eyes_rows(eyes, rules, 3)
        third = " ".join(eyes.words())
        scoring = page_words(eyes, rules, 4)
        options = page_words(eyes, rules, 7)
    assert minimums[:2] == ["Heckadeck Samba", "Classic Samba"]
    assert "below 0 50 15" in " ".join(minimums)
    assert "7000 or more 200 150" in " ".join(minimums)
    assert "Classic Samba is played with 162 cards, three packs and six jokers" in third
    assert "A samba: seven in a row of one colour +1500" in scoring
    assert "Going out, all at once or not +200" in scoring
    assert "in one turn" not in scoring, "Samba has no concealed bonus"
    assert "Classic Samba: 162 cards" in options and "108" not in options
    assert "Usually 10000" in options


def eyes_rows(eyes: Eyes, rules: RulesView, page: int) -> list[str]:
    """The words of page ``page`` from its table's header on."""
    rules.turn(page - 1 - rules.page)
    words = eyes.words()
    return words[words.index("Your side's score") + 1:]


def test_a_standard_table_s_first_page_is_unchanged(game_window: Any) -> None:
    with watching(game_window) as eyes:
        rules = rules_from_pause(game_window, CanastaOptions())
        first = page_words(eyes, rules, 1)
    assert "How to play Heckadeck Canasta" in first
    assert STANDARD_FIRST_PAGE in first
    assert "Draw the top card of the stock" in first
    assert "Wild cards may help, at most 3" in first


def test_the_lobby_s_how_to_play_follows_the_variant_picked(game_window: Any) -> None:
    lobby = CanastaLobbyView()
    game_window.show_view(lobby)
    lobby.set_deck("Classic")
    lobby.set_variant("Samba")
    with watching(game_window) as eyes:
        lobby.show_rules()
        rules = game_window.current_view
        assert isinstance(rules, RulesView)
        first = page_words(eyes, rules, 1)
    assert "How to play Classic Samba" in first and "Draw two cards" in first
    rules.on_key_press(arcade.key.ESCAPE, 0)
    lobby.set_variant("Talons")
    with watching(game_window) as eyes:
        lobby.show_rules()
        rules = game_window.current_view
        assert isinstance(rules, RulesView)
        second = page_words(eyes, rules, 2)
    assert "How to play Classic Canasta · Talons" in second
    assert "Table choices: the variant" in second
