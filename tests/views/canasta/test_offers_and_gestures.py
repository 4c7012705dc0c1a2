"""Which actions the table offers, and how selections become moves or words of refusal."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from candy_arcade.input.canasta_keys import key_labels
from candy_arcade.render.canasta.offers import offers
from candy_arcade.rules.canasta.actions import Discard, LayWheel, Meld, MeldGroup, TakePile
from candy_arcade.rules.canasta.enumerate import legal_actions
from candy_arcade.rules.canasta.reasons import CanastaReason, Count, RankWord, Refusal
from candy_arcade.rules.canasta.scenario import position
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Meld as TableMeld
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.settings import DEFAULT_KEYS
from candy_arcade.views.canasta import compose
from candy_arcade.views.canasta.controller import TableController
from candy_arcade.views.canasta.session import CanastaSession

from .tables import ids, setup, table


def enabled(state: State, selected: int = 0, staged: int = 0, can_undo: bool = False) -> set[str]:
    buttons = offers(state, 0, legal_actions(state), selected=selected, staged=staged,
                     can_undo=can_undo, keys=key_labels(DEFAULT_KEYS))
    return {b.command for b in buttons if b.enabled}


def test_at_the_start_of_a_turn_draw_and_take_are_offered() -> None:
    state = table(hands=[["K", "K", "5"], ["6"]], discard=["7", "K"],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    assert enabled(state) == {"draw", "take", "hint", "scores", "sort", "log", "menu"}
    unopened = table(hands=[["K", "K", "5"], ["6"]], discard=["7", "K"])
    assert "take" not in enabled(unopened), "30 points do not reach the first-meld minimum"


def test_a_frozen_pile_without_two_naturals_is_not_offered() -> None:
    state = table(hands=[["K", "Joker", "5"], ["6"]], discard=["7", "K"], pile_frozen=True)
    assert "take" not in enabled(state)


def test_after_drawing_meld_and_discard_are_offered() -> None:
    state = table(hands=[["K", "K", "K", "5", "6"], ["6"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    assert {"meld", "hint"} <= enabled(state)
    assert "discard" not in enabled(state), "discard waits for one selected card"
    assert "discard" in enabled(state, selected=1)
    assert "draw" not in enabled(state)


def test_nothing_is_offered_to_a_player_whose_turn_it_is_not() -> None:
    state = table(hands=[["K"], ["6"]], turn=1)
    assert enabled(state, can_undo=False) == {"scores", "sort", "log", "menu"}


def test_the_frozen_pile_refusal_names_the_two_natural_kings() -> None:
    state = table(hands=[["K", "Joker", "5"], ["6"]], discard=["7", "K"], pile_frozen=True,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    attempt = compose.take_attempt(state, 0, ids(state, 0, "K", "Joker"))
    assert not attempt.ok
    assert attempt.reason == Refusal.of(
        CanastaReason.PILE_FROZEN, rank=RankWord("K"), naturals=Count(2), held=Count(1)
    )


def test_a_pair_of_the_top_rank_takes_the_pile() -> None:
    state = table(hands=[["K", "K", "5"], ["6"]], discard=["7", "K"],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    attempt = compose.take_attempt(state, 0, ids(state, 0, "K", "K"))
    assert attempt.ok and isinstance(attempt.action, TakePile)
    assert sorted(attempt.action.group.cards) == sorted(ids(state, 0, "K", "K"))


def test_taking_with_nothing_selected_proposes_the_smallest_legal_way() -> None:
    state = table(hands=[["K", "K", "K", "5"], ["6"]], discard=["7", "K"],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    attempt = compose.take_attempt(state, 0, [])
    assert attempt.proposed and isinstance(attempt.action, TakePile)
    assert len(attempt.action.group.cards) == 2


def test_a_short_first_meld_is_staged_and_completed_by_a_second_group() -> None:
    state = table(hands=[["A", "A", "A", "K", "K", "K", "5", "6"], ["6"]], phase=Phase.MELD)
    aces = compose.meld_attempt(state, 0, ids(state, 0, "A", "A", "A"))
    assert not aces.ok and aces.stageable
    assert aces.reason == Refusal.of(CanastaReason.FIRST_MELD_BELOW_MINIMUM, minimum=90, points=60)
    both = compose.meld_attempt(state, 0, ids(state, 0, "K", "K", "K"), staged=aces.groups)
    assert both.ok and isinstance(both.action, Meld) and len(both.action.groups) == 2


def test_three_cards_of_three_ranks_are_refused_saying_what_was_chosen() -> None:
    """A 7, a Jack and a King are three cards: "A meld needs at least three cards" read
    as wrong to a newcomer; the refusal says a meld is of one rank and counts them."""
    state = table(hands=[["7", "J", "K", "Joker", "5", "6"], ["6"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    attempt = compose.meld_attempt(state, 0, ids(state, 0, "7", "J", "K"))
    assert str(attempt.reason) == (
        "A meld needs at least three cards of one rank: you chose one 7, one Jack and one King"
    )
    pair = compose.meld_attempt(state, 0, ids(state, 0, "K", "Joker"))
    assert str(pair.reason) == (
        "A meld needs at least three cards of one rank: you chose one King and one wild card"
    )


def test_wild_cards_fill_the_short_group_of_a_selection() -> None:
    state = table(hands=[["A", "A", "K", "K", "K", "Joker", "5", "6"], ["6"]], phase=Phase.MELD)
    attempt = compose.meld_attempt(state, 0, ids(state, 0, "A", "A", "K", "K", "K", "Joker"))
    assert attempt.ok and isinstance(attempt.action, Meld)
    aces = next(g for g in attempt.action.groups if g.rank == "A")
    assert len(aces.cards) == 3


def test_the_wheel_asks_for_a_name_in_a_meld_and_on_the_discard() -> None:
    state = table(hands=[["K", "K", "Wheel", "5", "6"], ["6"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    cards = ids(state, 0, "K", "K", "Wheel")
    ask = compose.meld_attempt(state, 0, cards)
    assert ask.wheel_names[0] == "K" and "Joker" in ask.wheel_names
    named = compose.meld_attempt(state, 0, cards, wheel_as="K")
    assert named.ok and named.action == Meld((MeldGroup("K", tuple(cards), "K"),))
    wheel = ids(state, 0, "Wheel")[0]
    names = compose.discard_attempt(state, 0, wheel).wheel_names
    assert names[:2] == ("Hunter", "Traveller") and "Darkness" in names
    assert compose.discard_attempt(state, 0, wheel, "Hunter").action == LayWheel("Hunter")
    assert compose.discard_attempt(state, 0, wheel, "Crone").action == Discard(wheel, "Crone")


def test_adding_a_card_to_an_existing_meld() -> None:
    state = table(hands=[["Q", "5", "6"], ["6"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    attempt = compose.meld_attempt(state, 0, ids(state, 0, "Q"), rank="Q")
    assert attempt.ok
    wrong = compose.meld_attempt(state, 0, ids(state, 0, "5"), rank="Q")
    assert wrong.reason == Refusal.of(compose.GestureReason.ONLY_RANK_ON_MELD, rank="Q")


def controller_at(state: State, kinds: Sequence[str] = ("human", "normal")) -> TableController:
    session = CanastaSession(setup(list(kinds)))
    session.state = state
    session.acknowledged = [frozenset(h) for h in state.hands]
    controller = TableController(session, 0, threaded=False)
    controller.update()
    return controller


def test_keyboard_gestures_draw_meld_and_discard_a_whole_turn() -> None:
    state = table(hands=[["K", "K", "K", "5", "6"], ["6", "7"]],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state)
    controller.confirm()
    assert controller.session.state.phase is Phase.MELD
    for hand_card in controller.hand():
        if hand_card.rank == "K":
            controller.toggle(hand_card.card)
    controller.confirm()
    assert [m.rank for m in controller.session.state.melds[0]] == ["Q", "K"]
    controller.toggle(controller.hand()[0].card)
    controller.confirm()
    assert controller.session.state.turn == 1
    assert controller.message is None or controller.message.kind != "refusal"


def test_a_refusal_is_taken_down_once_the_selection_changes_or_is_cleared() -> None:
    state = table(hands=[["K", "5", "6"], ["6"]], phase=Phase.MELD)
    controller = controller_at(state)
    king, five = ids(state, 0, "K")[0], ids(state, 0, "5")[0]
    controller.toggle(king)
    controller.toggle(five)
    controller.command("meld")
    assert controller.message is not None and controller.message.kind == "refusal"
    controller.command("clear")
    assert controller.message is None, "CLEAR takes the refusal down with the selection"
    controller.toggle(king)
    controller.command("meld")
    assert controller.message is not None and controller.message.kind == "refusal"
    controller.toggle(five)
    assert controller.message is None, "a new selection makes the old refusal stale"


def test_a_refused_gesture_leaves_the_state_and_says_why() -> None:
    state = table(hands=[["K", "5", "6"], ["6"]], phase=Phase.MELD)
    controller = controller_at(state)
    controller.toggle(ids(state, 0, "K")[0])
    controller.toggle(ids(state, 0, "5")[0])
    controller.command("meld")
    assert controller.session.state is state
    assert controller.message is not None and controller.message.kind == "refusal"


def test_a_refusal_that_names_a_key_names_the_players_own_binding() -> None:
    state = table(hands=[["K", "5", "6"], ["6"]], phase=Phase.LAST_MELD)
    controller = controller_at(state)
    controller.key_labels = {**controller.key_labels, "end": "X"}
    controller.toggle(ids(state, 0, "5")[0])
    controller.discard()
    shown = Refusal.of(compose.GestureReason.NO_DISCARD_STOCK_GONE, end="X").text()
    assert controller.message is not None and controller.message.text == shown


def test_the_cursor_reaches_every_target_and_button() -> None:
    state = table(hands=[["K", "K", "5"], ["6"]], discard=["K"],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state)
    controller.move(0, 1)
    assert controller.focused_target() == ("stock",)
    seen = set()
    for _ in range(len(controller.targets())):
        seen.add(controller.focused_target())
        controller.move(1, 0)
    assert {("stock",), ("pile",), ("meld", "Q"), ("new_meld",)} <= seen
    controller.move(0, 1)
    buttons = set()

    def note_focus() -> None:
        target = controller.focused_target()
        assert target is not None
        buttons.add(target[1])

    for _ in range(12):
        if controller.focus != "buttons":
            break
        row_start = controller.target_cursor
        note_focus()
        controller.move(1, 0)
        note_focus()
        if controller.target_cursor != row_start:
            controller.move(-1, 0)
        controller.move(0, -1)
    expected = {"draw", "take", "meld", "discard", "end", "hint", "undo", "scores", "sort", "menu"}
    assert expected <= buttons, "left, right and down walk the whole button grid"
    assert controller.focus == "hand", "down from the last row returns to the hand"


def test_undo_takes_back_a_meld_but_not_a_draw() -> None:
    state = table(hands=[["K", "K", "K", "5", "6"], ["6", "7"]],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state)
    controller.command("draw")
    controller.command("undo")
    assert controller.session.state.phase is Phase.MELD, "the drawn card was seen"
    before = controller.session.state
    controller.selection = ids(before, 0, "K", "K", "K")
    controller.command("meld")
    assert controller.session.state is not before
    controller.command("undo")
    assert controller.session.state is before


def test_undo_is_off_with_two_humans() -> None:
    state = table(hands=[["K", "K", "K", "5", "6"], ["6", "7"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state, ("human", "human"))
    controller.flow.dialog.choose()  # type: ignore[union-attr]
    controller.selection = ids(state, 0, "K", "K", "K")
    controller.command("meld")
    assert not controller.session.can_undo()


def test_a_hint_suggests_a_move_and_marks_its_cards() -> None:
    state = table(hands=[["K", "K", "5", "6"], ["6", "7"]], discard=["7", "K"],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state)
    controller.hint_bot.budget = 0.02
    controller.command("hint")
    controller.update()
    assert controller.hint is not None and controller.message is not None
    assert controller.message.text.startswith("Hint: ")


def test_a_hint_selects_its_cards_and_the_key_it_names_plays_it() -> None:
    state = table(hands=[["K", "K", "5", "6"], ["6", "7"]], discard=["7", "K"],
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state)
    controller.hint_bot.budget = 0.02
    commands = {label: command for command, label in controller.key_labels.items() if label}
    followed = 0
    while controller.session.state.turn == 0 and followed < 6:
        controller.command("hint")
        controller.update()
        assert controller.message is not None and controller.message.text.startswith("Hint: ")
        text = controller.message.text
        assert "(press " in text, f"every hint of this turn names its key: {text!r}"
        key = text.rsplit("(press ", 1)[1].rstrip(")")
        staged = [c for group in controller.staged for c in group.cards]
        assert sorted(controller.selection + staged) == sorted(controller.hint_cards)
        moves = controller.session.moves
        controller.command(commands[key])
        if controller.session.moves == moves and controller.proposal is not None:
            controller.command(commands[key])
        assert controller.session.moves > moves, f"pressing {key} after {text!r} made no move"
        followed += 1
    assert controller.session.state.turn == 1, "following the hints ends the turn"


def test_a_hinted_first_meld_of_two_groups_is_laid_by_the_key_it_names() -> None:
    state = table(hands=[["A", "A", "A", "K", "K", "K", "5", "6"], ["6", "7"]],
                  phase=Phase.MELD)
    hinted = Meld((MeldGroup("A", tuple(ids(state, 0, "A", "A", "A"))),
                   MeldGroup("K", tuple(ids(state, 0, "K", "K", "K")))))
    controller = controller_at(state)
    controller.hint_bot.choose = lambda _view: hinted  # type: ignore[method-assign]
    controller.command("hint")
    controller.update()
    assert controller.message is not None
    assert controller.message.text == "Hint: meld Aces (A A A), Kings (K K K) (press M)"
    controller.command("meld")
    assert controller.session.state.melds[0] == state.melds[0] + tuple(
        TableMeld(g.rank, g.cards) for g in hinted.groups), "M laid both groups of the hint"


def test_one_selected_card_reads_as_one_card_not_as_its_rank() -> None:
    state = table(hands=[["0", "K", "5"], ["6"]], phase=Phase.MELD)
    controller = controller_at(state)
    controller.selection = ids(state, 0, "0")
    assert controller.summary().startswith("1 card selected: ")


def test_a_frozen_pile_take_is_explained_through_the_controller() -> None:
    state = table(hands=[["K", "Joker", "5"], ["6"]], discard=["7", "K"], pile_frozen=True,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state)
    controller.selection = ids(state, 0, "K", "Joker")
    controller.command("take")
    assert controller.message is not None
    assert "two natural Kings" in controller.message.text


def test_the_hot_seat_curtain_hides_the_hand_until_the_next_human_shows_it() -> None:
    state = table(hands=[["K", "K", "K", "5", "6"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state, ("human", "human"))
    assert controller.holder is None and controller.flow.dialog is not None
    assert controller.flow.dialog.title == "Pass to South (Player 1)"
    controller.flow.dialog.choose()
    assert controller.holder == 0
    controller.selection = ids(state, 0, "5")
    controller.command("discard")
    controller.update()
    assert controller.holder is None
    assert controller.flow.dialog is not None
    assert controller.flow.dialog.title == "Pass to North (Player 2)"


def test_a_watcher_reveal_goes_through_the_curtain_to_the_viewer() -> None:
    state = table(hands=[["K", "K", "Watcher", "5", "6"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state, ("human", "human"))
    controller.flow.dialog.choose()  # type: ignore[union-attr]
    controller.selection = ids(state, 0, "K", "K", "Watcher")
    controller.command("meld")
    controller.update()
    dialog = controller.flow.dialog
    assert dialog is not None and dialog.title == "The Watcher: who looks?"
    dialog.choose(1)
    dialog = controller.flow.dialog
    assert dialog is not None and dialog.title == "The Watcher: at whose hand?"
    dialog.choose(0)
    controller.update()
    curtain = controller.flow.dialog
    assert curtain is not None and curtain.title == "Pass to North (Player 2)"
    curtain.choose()
    controller.update()
    reveal = controller.flow.dialog
    assert reveal is not None and reveal.cards == controller.session.state.hands[0]
    reveal.choose()
    controller.update()
    assert controller.flow.dialog is not None and "South" in controller.flow.dialog.title


def test_session_marks_drawn_cards_new_until_the_turn_ends() -> None:
    state = table(hands=[["K", "5"], ["6", "7"]])
    controller = controller_at(state)
    controller.command("draw")
    new = controller.session.new_cards(0)
    assert len(new) == 2, "two players draw two"
    assert new <= set(controller.session.state.hands[0])
    assert {h.card for h in controller.hand() if h.new} == new
    controller.selection = ids(controller.session.state, 0, "5")
    controller.command("discard")
    assert controller.session.new_cards(0) == frozenset()


def test_the_cards_of_a_talon_are_marked_new_in_the_hand_that_took_it() -> None:
    state = position(Settings(players=2, variant="talons"), phase=Phase.MELD,
                     hands=[["A", "A", "A", "Joker", "5", "6"], ["7"]])
    controller = controller_at(state)
    controller.selection = ids(state, 0, "A", "A", "A", "Joker")
    controller.command("meld")
    controller.selection = ids(state, 0, "5")
    controller.command("discard")
    talon = frozenset(state.talons[0])
    assert talon <= frozenset(controller.session.state.hands[0])
    assert {h.card for h in controller.hand() if h.new} == talon


def test_staged_cards_leave_the_hand_and_come_back_on_clear() -> None:
    state = table(hands=[["A", "A", "A", "K", "K", "5"], ["6"]], phase=Phase.MELD)
    controller = controller_at(state)
    controller.selection = ids(state, 0, "A", "A", "A")
    controller.command("meld")
    assert len(controller.staged) == 1
    assert len(controller.hand()) == 3
    controller.command("clear")
    assert controller.staged == [] and len(controller.hand()) == 6
    assert dataclasses.replace(state) == controller.session.state


def test_the_wheel_with_zeros_is_offered_the_name_zero_for_the_zeros_melded_going_out() -> None:
    """The rules let the Wheel be a 0 in the zeros melded going out; the naming dialog
    offered only wild names, so a player could not do it from the screen."""
    state = table(hands=[["0", "0", "Wheel", "5"], ["6"]], phase=Phase.MELD,
                  melds=[[("A", ["A"] * 7), ("Q", ["Q"] * 7)], []])
    wheel = state.deck.wheel_id
    assert wheel is not None
    attempt = compose.meld_attempt(state, 0, [*ids(state, 0, "0", "0"), wheel])
    assert attempt.wheel_names[0] == "0"
    named = compose.meld_attempt(state, 0, [*ids(state, 0, "0", "0"), wheel], wheel_as="0")
    assert named.ok and isinstance(named.action, Meld)


def test_the_staged_points_count_the_wheel_as_it_was_named() -> None:
    """The side panel said "these make 80" while the status line said "staged 30 of 90"
    for three 10s and the Wheel named a Joker."""
    state = table(hands=[["10", "10", "10", "Wheel", "5", "6"], ["6"]], phase=Phase.MELD)
    controller = controller_at(state)
    wheel = state.deck.wheel_id
    assert wheel is not None
    controller.staged = [MeldGroup("10", (*ids(state, 0, "10", "10", "10"), wheel), "Joker")]
    assert controller.summary() == "staged 80 of 90"


def test_the_staged_note_is_gone_once_the_staged_melds_are_laid() -> None:
    """A newcomer still read "Staged. Your first meld needs 90 points…" after opening."""
    state = table(hands=[["A", "A", "A", "K", "K", "K", "5", "6"], ["6"]], phase=Phase.MELD)
    controller = controller_at(state)
    controller.selection = ids(state, 0, "A", "A", "A")
    controller.command("meld")
    assert controller.message is not None and controller.message.text.startswith("Staged.")
    controller.selection = ids(state, 0, "K", "K", "K")
    controller.command("meld")
    assert controller.session.state.melds[0], "the first meld is down"
    assert controller.message is None


def test_enter_on_one_card_that_fits_a_meld_asks_before_discarding_it() -> None:
    state = table(hands=[["Q", "5", "6"], ["6"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    controller = controller_at(state)
    controller.selection = ids(state, 0, "Q")
    controller.confirm()
    dialog = controller.flow.dialog
    assert dialog is not None and dialog.title == "The Queen of Hearts: meld it or discard it?"
    dialog.choose(0)
    assert len(controller.session.state.melds[0][0].cards) == 4
    controller.selection = ids(controller.session.state, 0, "5")
    controller.confirm()
    assert controller.session.state.turn == 1, "a card that fits no meld is discarded at once"


def test_the_selection_and_staged_groups_show_their_points_towards_the_minimum() -> None:
    state = table(hands=[["A", "A", "A", "K", "K", "K", "5", "6"], ["6"]], phase=Phase.MELD)
    controller = controller_at(state)
    controller.selection = ids(state, 0, "A", "A", "A")
    assert controller.summary() == "3 cards selected: A A A · 60 points"
    controller.command("meld")
    controller.selection = ids(state, 0, "K", "K")
    assert controller.summary() == "2 cards selected: K K · 20 points   ·   staged 60 of 90"
