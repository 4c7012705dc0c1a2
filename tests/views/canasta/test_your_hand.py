"""Issue 17, point 8: your hand. The Sort key and button cycle the hand's order (kept in
the settings), dragging a card within the hand puts it there, a double-click melds or
discards a card when only one can be done (else a note says why), the Wheel's names
show their points, and the Watcher's reveal opens again until the turn ends."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest

from candy_arcade.render.canasta.dialog_model import DialogKind
from candy_arcade.render.canasta.names import card_name
from candy_arcade.rules.canasta.actions import Meld, MeldGroup
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.views.canasta.session import CanastaSession, Reveal
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames

from .tables import ids, setup, table
from .test_table_view import NO_WAIT

LEFT = arcade.MOUSE_BUTTON_LEFT


@pytest.fixture
def window(game_window) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """The shared window, its settings (the remembered sort among them) put back after."""
    original = game_window.settings
    yield game_window
    game_window.apply_settings(original)


def table_with(window, state: State) -> CanastaTableView:  # type: ignore[no-untyped-def]
    view = CanastaTableView(CanastaSession(setup(["human", "normal"], 4)), threaded=False,
                            autosave=False, pace=NO_WAIT)
    window.show_view(view)
    view.session.state = state
    view.session.acknowledged = [frozenset(h) for h in state.hands]
    view.session.moves += 1
    run_frames(window, 2)
    return view


def shown_names(view: CanastaTableView) -> list[str]:
    deck = view.session.state.deck
    return [deck.name_of[card] for card in view.table.hand_cards]


def sort_button(view: CanastaTableView) -> str:
    return next(o.label for o in view.controller.offers() if o.command == "sort")


def note(view: CanastaTableView) -> str:
    return view.panel.texts.shown().get("note", "")


def click(view: CanastaTableView, card: int) -> None:
    """Press and release on the card's visible left edge (cards to its right overlap it)."""
    x, y = view.table.hand_xy[view.table.hand_cards.index(card)]
    view.on_mouse_press(round(x - 30), round(y), LEFT, 0)
    view.on_mouse_release(round(x - 30), round(y), LEFT, 0)


def test_the_sort_key_cycles_the_hands_order_and_the_choice_is_remembered(window) -> None:  # type: ignore[no-untyped-def]
    view = table_with(window, table(hands=[["7", "Joker", "A", "K", "5"], ["6", "7", "8"]]))
    assert shown_names(view) == ["5", "7", "K", "A", "Joker"]
    assert sort_button(view) == "Wild last"
    view.on_key_press(arcade.key.O, 0)
    run_frames(window, 1)
    assert sort_button(view) == "My order" and note(view).startswith("Your hand keeps")
    assert shown_names(view) == ["5", "7", "K", "A", "Joker"], "own order starts as shown"
    view.on_key_press(arcade.key.O, 0)
    run_frames(window, 1)
    assert shown_names(view) == ["Joker", "5", "7", "K", "A"], "by rank: the wilds first"
    assert sort_button(view) == "By rank" and note(view) == "Your hand is sorted by rank"
    view.on_mouse_press(*[round(v) for v in view.panel.button_rect_of("sort").center], LEFT, 0)  # type: ignore[union-attr]
    run_frames(window, 1)
    assert shown_names(view) == ["Joker", "A", "K", "5", "7"], "by points: costliest first"
    assert note(view) == "Your hand is sorted by points"
    assert window.settings.canasta_hand_order == "points"
    again = table_with(window, table(hands=[["7", "Joker", "A", "K", "5"], ["6"]]))
    assert shown_names(again) == ["Joker", "A", "K", "5", "7"], "the next table sorts the same"
    assert sort_button(again) == "By points"


def test_dragging_a_card_within_the_hand_puts_it_there_and_keeps_your_order(window) -> None:  # type: ignore[no-untyped-def]
    view = table_with(window, table(hands=[["5", "7", "K", "A"], ["6", "7", "8"]]))
    ace = ids(view.session.state, 0, "A")[0]
    x, y = view.table.hand_xy[view.table.hand_cards.index(ace)]
    first_x, _ = view.table.hand_xy[0]
    view.on_mouse_press(round(x), round(y), LEFT, 0)
    view.on_mouse_drag(round(first_x - 20), round(y), 0, 0, LEFT, 0)
    view.on_mouse_release(round(first_x - 20), round(y), LEFT, 0)
    run_frames(window, 1)
    assert shown_names(view) == ["A", "5", "7", "K"]
    assert sort_button(view) == "My order" and window.settings.canasta_hand_order == "hand"
    assert view.session.state.phase is Phase.DRAW, "a drag within the hand makes no move"
    view.on_key_press(arcade.key.S, 0)
    run_frames(window, 1)
    names = shown_names(view)
    assert names[:4] == ["A", "5", "7", "K"] and len(names) == 6, "drawn cards join at the right"


def test_a_double_click_discards_a_card_that_can_only_be_discarded(window) -> None:  # type: ignore[no-untyped-def]
    state = table(hands=[["5", "6", "K", "K"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("K", ["K", "K", "K"])], []])
    view = table_with(window, state)
    five = ids(state, 0, "5")[0]
    click(view, five)
    assert five in view.controller.selection, "one click selects"
    click(view, five)
    assert view.session.state.discard[-1] == five, "the double-click discarded the 5"
    assert view.session.state.turn == 1


def test_a_double_click_on_a_card_that_could_meld_or_discard_says_so(window) -> None:  # type: ignore[no-untyped-def]
    state = table(hands=[["5", "6", "K", "K"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("K", ["K", "K", "K"])], []])
    view = table_with(window, state)
    king = ids(state, 0, "K")[0]
    click(view, king)
    click(view, king)
    run_frames(window, 1)
    name = card_name(state.deck, king)
    assert note(view) == f"The {name} could be melded or discarded: select it, then M melds " \
        "or D discards it"
    assert view.session.state.hands[0] == state.hands[0], "nothing was played"
    assert king not in view.controller.selection


def test_a_double_click_melds_a_card_that_can_only_be_melded(window) -> None:  # type: ignore[no-untyped-def]
    state = table(hands=[["5", "K"], ["6", "7", "8"]], phase=Phase.LAST_MELD,
                  melds=[[("K", ["K", "K", "K"])], []])
    view = table_with(window, state)
    king = ids(state, 0, "K")[0]
    click(view, king)
    click(view, king)
    melds = view.session.state.melds[0]
    assert [len(m.cards) for m in melds] == [4], "the King went onto the Kings"


def test_a_double_click_before_drawing_says_to_draw_first(window) -> None:  # type: ignore[no-untyped-def]
    state = table(hands=[["5", "K"], ["6", "7", "8"]])
    view = table_with(window, state)
    five = ids(state, 0, "5")[0]
    click(view, five)
    click(view, five)
    run_frames(window, 1)
    assert note(view) == "Draw first (S): then a double-click melds or discards a card"
    assert view.session.state.phase is Phase.DRAW


def test_the_wheel_dialog_shows_each_names_points(window) -> None:  # type: ignore[no-untyped-def]
    state = table(hands=[["K", "K", "Wheel", "5"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    view = table_with(window, state)
    view.controller.selection = ids(state, 0, "Wheel")
    view.on_key_press(arcade.key.D, 0)
    run_frames(window, 1)
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.title == "Name the Wheel"
    labels = [choice.label for choice in dialog.choices]
    assert "King · 10 pts" in labels and "Ace · 20 pts" in labels
    assert "Omnihedron · wild 100 pts" in labels and "Darkness · ends the hand" in labels
    assert "King · 10 pts" in view.dialogs.texts.shown().values(), "drawn on its button"


def test_the_watchers_reveal_opens_again_until_the_turn_ends(window) -> None:  # type: ignore[no-untyped-def]
    state = table(hands=[["5", "6", "K"], ["6", "7", "8"]], phase=Phase.MELD)
    view = table_with(window, state)
    view.session.reveals.append(Reveal(0, 1, state.hands[1]))
    run_frames(window, 1)
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.kind is DialogKind.REVEAL
    title = dialog.title
    view.on_key_press(arcade.key.ENTER, 0)
    run_frames(window, 1)
    assert view.controller.flow.dialog is None
    assert any(o.command == "reveal" for o in view.controller.offers()), "a Reveal button"
    view.on_key_press(arcade.key.W, 0)
    run_frames(window, 1)
    again = view.controller.flow.dialog
    assert again is not None and again.kind is DialogKind.REVEAL and again.title == title
    assert again.cards == state.hands[1]
    view.on_key_press(arcade.key.ENTER, 0)
    view.controller.selection = ids(view.session.state, 0, "5")
    view.on_key_press(arcade.key.D, 0)
    assert view.session.state.turn == 1
    run_frames(window, 1)
    view.on_key_press(arcade.key.W, 0)
    run_frames(window, 1)
    assert view.controller.flow.dialog is None
    assert note(view) == "No Watcher's reveal to see again this turn"
    assert all(o.command != "reveal" for o in view.controller.offers())


def test_the_wheel_dialog_opens_on_the_name_the_hint_gave(window) -> None:  # type: ignore[no-untyped-def]
    state = table(hands=[["K", "K", "Wheel", "5", "9"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    view = table_with(window, state)
    kings_and_wheel = ids(state, 0, "K", "K", "Wheel")
    view.controller.hint = Meld((MeldGroup("K", tuple(kings_and_wheel), "Omnihedron"),))
    view.controller.selection = list(kings_and_wheel)
    view.on_key_press(arcade.key.M, 0)
    run_frames(window, 1)
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.title == "Name the Wheel"
    assert dialog.choices[dialog.cursor].label == "Omnihedron · wild 100 pts"
    view.controller.hint = None
    view.controller.flow.close(dialog)
    view.on_key_press(arcade.key.M, 0)
    run_frames(window, 1)
    again = view.controller.flow.dialog
    assert again is not None and again.cursor == 0, "with no hint, the first name"
