"""Issue 17, point 13, at the table: one card is "1 card" wherever a count is shown; the
words under the melds (counts, "staged", the Wheel's name) never overprint each other;
the dealer is marked inside the dealer's nameplate, whatever the name's length.
Point 9: the full log's key is a binding like the other table keys."""

from __future__ import annotations

import dataclasses
import re

import arcade

from candy_arcade.core.wording import counted
from candy_arcade.layout_check.problems import OVERLAP_SLACK_PX
from candy_arcade.render.canasta.layout import BADGES, MELD_H
from candy_arcade.render.canasta.meld_labels import LINE, FootRows, baselines, foot_rows
from candy_arcade.render.canasta.seats import SeatInfo
from candy_arcade.render.canasta.text_pool import TextPool
from candy_arcade.rules.canasta.actions import Discard, MeldGroup
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.decks import heckadeck
from candy_arcade.rules.canasta.events import (
    CanastaCompleted,
    GameEnded,
    PileRemovedByCrone,
    PileTaken,
)
from candy_arcade.rules.canasta.scenario import ids_of, position
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.settings import load_settings, save_settings
from candy_arcade.views.canasta.events_text import describe_event
from candy_arcade.views.canasta.review import review_sheet
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.key_bindings_view import KeyBindingsView
from candy_arcade.views.key_swap_question import KeySwapQuestion
from candy_arcade.views.launch import run_frames

from .tables import setup
from .test_table_seats import HOLD_ON, shown_words

ONE_COUNT = re.compile(r"(?<![\d,])1 (cards|canastas|hands|games|wins|moves)\b")
"""A count of one before a plural noun: what a player must never read."""
Box = tuple[float, float, float, float]


def table_at(game_window, state_of, kinds=("human", "normal"), name=None):  # type: ignore[no-untyped-def]
    """A table whose state ``state_of(settings)`` builds; bots that never move."""
    table_setup = setup(list(kinds), 4)
    if name is not None:
        seats = list(table_setup.seats)
        seats[0] = dataclasses.replace(seats[0], name=name)
        table_setup = dataclasses.replace(table_setup, seats=tuple(seats))
    session = CanastaSession(table_setup)
    session.state = state_of(session.settings)
    session.acknowledged = [frozenset(h) for h in session.state.hands]
    view = CanastaTableView(session, threaded=False, autosave=False, pace=HOLD_ON)
    game_window.show_view(view)
    run_frames(game_window, 2)
    return view


def words_on(view) -> list[str]:  # type: ignore[no-untyped-def]
    return [*shown_words(view.table.texts).values(), *shown_words(view.panel.texts).values()]


def box_of(pool: TextPool, key: str) -> Box:
    label = pool._texts[key][1]
    return (label.left, label.bottom, label.right, label.top)


def overlap(a: Box, b: Box) -> float:
    """How far two boxes run into each other (the smaller of across and up; 0 if apart)."""
    across = min(a[2], b[2]) - max(a[0], b[0])
    up = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, min(across, up))


def shown_keys(pool: TextPool, prefix: str) -> list[str]:
    return [key for key in shown_words(pool) if key.startswith(prefix)]


# ----- one card -----------------------------------------------------------------------


def one_of_everything(settings):  # type: ignore[no-untyped-def]
    """One card in each hand, in the stock and on the pile; one canasta a side; one card
    removed by the Crone."""
    state = position(settings, hands=[["7"], ["5"]], melds=[[["K"] * 7], [["J"] * 7]],
                     discard=["9"], stock_size=1)
    return dataclasses.replace(state, removed=state.removed[:1])


def test_one_card_is_one_card_on_the_table(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_at(game_window, one_of_everything)
    words = words_on(view)
    table = shown_words(view.table.texts)
    assert "your hand: 1 card" in table["seat0"]
    assert "1 card in hand" in table["seat1"]
    assert table["removed"] == "1 card\nremoved by\nthe Crone"
    assert table["stock"] == "Stock 1" and table["pile"] == "Pile 1"
    assert any(w.endswith("· 1 canasta") for w in words), "the band says 1 canasta"
    assert "opened · 1 canasta" in shown_words(view.panel.texts).values()
    assert [w for w in words if ONE_COUNT.search(w)] == []


def test_a_log_line_says_one_card() -> None:
    deck = heckadeck()
    seats = (SeatInfo(0, "South", "Ann", False, "normal", 0),
             SeatInfo(1, "North", "Bot 2", True, "hard", 1))
    assert describe_event(deck, PileTaken(0, 5, 1), seats) == "South takes the pile (1 card)"
    assert describe_event(deck, PileTaken(0, 5, 2), seats) == "South takes the pile (2 cards)"
    crone = describe_event(deck, PileRemovedByCrone(1, (5,)), seats)
    assert crone == "The Crone takes the whole pile out of the hand (1 card)"


def test_a_lone_player_completes_and_wins_partners_complete_and_win() -> None:
    deck = heckadeck()
    three = (SeatInfo(0, "South", "Ann", False, "normal", 0),
             SeatInfo(1, "West", "Bot 2", True, "hard", 1),
             SeatInfo(2, "East", "Bot 3", True, "hard", 2))
    four = tuple(SeatInfo(seat, name, f"Bot {seat}", True, "normal", seat % 2)
                 for seat, name in enumerate(("South", "West", "North", "East")))
    lone = describe_event(deck, CanastaCompleted(1, "K", True), three)
    assert lone == "West completes a natural canasta of Kings!"
    pair = describe_event(deck, CanastaCompleted(0, "K", False), four)
    assert pair == "South & North complete a mixed canasta of Kings!"
    assert describe_event(deck, GameEnded((1,), (0, 5000, 0)), three) == "Game over: West wins"
    assert describe_event(deck, GameEnded((1,), (0, 5000)), four) == \
        "Game over: West & East win"


def test_the_review_says_one_card_left(game_window) -> None:  # type: ignore[no-untyped-def]
    def darkness_discarded(settings):  # type: ignore[no-untyped-def]
        state = position(settings, hands=[["Darkness", "5"], ["7"]], melds=[[["K"] * 3], []],
                         phase=Phase.MELD)
        (darkness,) = ids_of(state, 0, "Darkness")
        ended: State = apply(state, Discard(darkness))[0]
        return ended

    session = CanastaSession(setup(["human", "normal"], 4))
    session.state = darkness_discarded(session.settings)
    sheet = review_sheet(session)
    assert sheet is not None
    assert [row.summary.split(" · ")[0] for row in sheet.hands] == ["1 card left"] * 2


def test_counted_agrees_with_the_count() -> None:
    assert counted(1, "card") == "1 card"
    assert counted(0, "card") == "0 cards"
    assert counted(1205, "hand") == "1,205 hands"
    assert counted(2, "canasta") == "2 canastas"


# ----- words under the melds ----------------------------------------------------------


def test_two_staged_groups_labels_never_overprint(game_window) -> None:  # type: ignore[no-untyped-def]
    def staging(settings):  # type: ignore[no-untyped-def]
        return position(settings, hands=[["7", "7", "Joker", *["9"] * 6, "5"], ["6"]],
                        bonus=[["Hunter"], []], phase=Phase.MELD)

    view = table_at(game_window, staging)
    state = view.session.state
    view.controller.staged = [MeldGroup("9", ids_of(state, 0, *["9"] * 6)),
                              MeldGroup("7", ids_of(state, 0, "7", "7", "Joker"))]
    run_frames(game_window, 2)
    pool = view.table.texts
    words = shown_words(pool)
    keys = shown_keys(pool, "meld0-") + shown_keys(pool, "staged0-")
    assert sorted(words[key] for key in keys) == ["3 (1w)", "6", "staged", "staged"]
    for index, first in enumerate(keys):
        for second in keys[index + 1:]:
            assert overlap(box_of(pool, first), box_of(pool, second)) <= OVERLAP_SLACK_PX, (
                f"{words[first]!r} and {words[second]!r} overprint each other"
            )
    for group in view.controller.staged:
        lowest = min(view.table.cards.by_card[card].target[1] for card in group.cards)
        count_top = box_of(pool, f"meld0-{group.rank}-True")[3]
        assert count_top <= lowest - MELD_H / 2 + OVERLAP_SLACK_PX, "the count sits under the cards"


def test_the_wheels_name_and_the_meld_counts_never_overprint(game_window) -> None:  # type: ignore[no-untyped-def]
    def wheel_in_a_meld(settings):  # type: ignore[no-untyped-def]
        melds = [["4", "4", "4", "Arrow"], ["K", "K", "K", "Wheel=Omnihedron"],
                 ["Q", "Q", "Q", "Q", "Joker"], ["7"] * 5 + ["Talisman"]]
        return position(settings, hands=[["5"], ["6"]], melds=[melds, []], phase=Phase.MELD)

    view = table_at(game_window, wheel_in_a_meld)
    pool = view.table.texts
    words = shown_words(pool)
    assert words["wheel-meld0"] == "Wheel = Omnihedron"
    counts = shown_keys(pool, "meld0-")
    assert sorted(words[key] for key in counts) == ["4 (1w)", "4 (1w)", "5 (1w)", "6 (1w)"]
    wheel = box_of(pool, "wheel-meld0")
    band = view.layout.band(0)
    assert band.left <= wheel[0] and wheel[2] <= band.right
    for key in counts:
        assert overlap(wheel, box_of(pool, key)) <= OVERLAP_SLACK_PX, words[key]


def test_squeezed_columns_put_every_other_count_a_row_lower() -> None:
    wide = foot_rows([100, 166, 232], [[40.0], [40.0, 45.0], [40.0]], wheel=False)
    assert wide == FootRows(lines=2, stagger=False, wheel=False)
    squeezed = foot_rows([100, 130, 160], [[40.0], [40.0], [40.0]], wheel=True)
    assert squeezed.stagger and squeezed.wheel
    even = baselines(squeezed, 0.0, 0, 1, bottom_edge=300.0)
    odd = baselines(squeezed, 0.0, 1, 1, bottom_edge=300.0)
    assert even[0] - odd[0] == LINE, "neighbours never share a row"
    assert baselines(wide, 0.0, 1, 2, bottom_edge=300.0)[0] == 300.0 - 15.0, "hung under the cards"


# ----- the dealer's plate -----------------------------------------------------------


def seated_four(settings):  # type: ignore[no-untyped-def]
    return position(settings, hands=[["5", "6", "7"]] * 4, discard=["8"])


def test_the_dealer_is_marked_inside_the_dealers_plate_on_every_seat(game_window) -> None:  # type: ignore[no-untyped-def]
    for dealer in range(4):
        view = table_at(game_window, lambda s, d=dealer: dataclasses.replace(seated_four(s),
                                                                             dealer=d),
                        kinds=("human", "normal", "normal", "normal"))
        pool = view.table.texts
        words = shown_words(pool)
        assert [key for key in words if key.startswith("dealer")] == [f"dealer{dealer}"]
        assert words[f"dealer{dealer}"] == "DEALER"
        assert not any("dealer" in w for w in words.values())
        plate = view.layout.badge(dealer)
        for key in (f"dealer{dealer}", f"seat{dealer}"):
            left, bottom, right, top = box_of(pool, key)
            assert plate.left <= left and right <= plate.right, f"{words[key]!r} leaves its plate"
            assert plate.bottom <= bottom and top <= plate.top
        assert overlap(box_of(pool, f"dealer{dealer}"), box_of(pool, f"seat{dealer}")) == 0


def test_a_long_name_is_cut_inside_the_dealers_plate_and_keeps_the_count(game_window) -> None:  # type: ignore[no-untyped-def]
    name = "Maximiliana Featherstonehaugh-Cholmondeley"
    view = table_at(game_window, lambda s: dataclasses.replace(seated_four(s), dealer=0),
                    kinds=("human", "normal", "normal", "normal"), name=name)
    pool = view.table.texts
    plate_words = shown_words(pool)["seat0"]
    assert plate_words.startswith("→ South · Maximiliana") and "…" in plate_words
    assert plate_words.endswith("your hand: 3 cards")
    left, _, right, _ = box_of(pool, "seat0")
    assert right <= box_of(pool, "dealer0")[0] and left >= BADGES["bottom"].left


# ----- the log's key ------------------------------------------------------------------


def test_the_log_key_is_listed_rebound_and_asks_before_taking_a_key_in_use(  # type: ignore[no-untyped-def]
    game_window, tmp_path
) -> None:
    original = game_window.settings
    keys_view = KeyBindingsView(arcade.View(), "canasta")
    game_window.show_view(keys_view)
    run_frames(game_window, 1)
    try:
        labels = [item.label for item in keys_view.items]
        assert "Full game log: L" in labels
        keys_view.selected = labels.index("Full game log: L")
        keys_view.on_key_press(arcade.key.ENTER, 0)
        keys_view.on_key_press(arcade.key.S, 0)
        question = game_window.current_view
        assert isinstance(question, KeySwapQuestion)
        assert question.subtitle_text.text.startswith("S is already Draw from the stock")
        question.on_key_press(arcade.key.DOWN, 0)
        question.on_key_press(arcade.key.ENTER, 0)
        assert game_window.settings.keys["canasta_log"] == "L", "no keeps L"

        keys_view.on_key_press(arcade.key.ENTER, 0)
        keys_view.on_key_press(arcade.key.K, 0)
        assert game_window.settings.keys["canasta_log"] == "K"
        assert "Full game log: K" in [item.label for item in keys_view.items]
        path = tmp_path / "settings.toml"
        save_settings(game_window.settings, path)
        assert 'canasta_log = "K"' in path.read_text()
        assert load_settings(path).settings.keys["canasta_log"] == "K"

        view = table_at(game_window, seated_four, kinds=("human", "normal", "normal", "normal"))
        log = next(offer for offer in view.controller.offers() if offer.command == "log")
        assert log.key == "K", "the Log button shows the bound key"
        view.on_key_press(arcade.key.L, 0)
        assert not view.log_reader.open, "L is free again"
        view.on_key_press(arcade.key.K, 0)
        run_frames(game_window, 1)
        assert view.log_reader.open
        assert shown_words(view.log_box.texts)["help"].endswith("K or Esc: close")
        view.on_key_press(arcade.key.K, 0)
        assert not view.log_reader.open
    finally:
        game_window.apply_settings(original)
        game_window.input_hub.rebind(original.keys)


def test_an_older_binding_keeps_the_logs_default_key(game_window) -> None:  # type: ignore[no-untyped-def]
    """A settings file from before the log had a key may have L on another command:
    that command keeps it, and the Log button shows no key until one is bound."""
    original = game_window.settings
    try:
        keys = {**original.keys, "canasta_draw": "L"}
        game_window.apply_settings(original.with_changes(keys=keys))
        view = table_at(game_window, seated_four, kinds=("human", "normal", "normal", "normal"))
        view.on_key_press(arcade.key.L, 0)
        assert not view.log_reader.open
        assert view.session.state.phase is Phase.MELD, "L draws, as the player bound it"
        log = next(offer for offer in view.controller.offers() if offer.command == "log")
        assert log.key == ""
    finally:
        game_window.apply_settings(original)


def test_the_panels_help_names_the_clear_key_the_player_bound(game_window) -> None:  # type: ignore[no-untyped-def]
    original = game_window.settings
    try:
        keys = {**original.keys, "canasta_clear": "X"}
        game_window.apply_settings(original.with_changes(keys=keys))
        view = table_at(game_window, seated_four, kinds=("human", "normal", "normal", "normal"))
        assert "Enter play, X clear." in shown_words(view.panel.texts)["help"]
    finally:
        game_window.apply_settings(original)
