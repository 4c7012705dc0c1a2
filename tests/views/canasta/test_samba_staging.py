"""Issue 20 at the table: a Samba first meld staged with sequences. Sequences count
towards the side's minimum, so a sequence short of it is staged (shown on the table
with its points) and laid with the sequences and rank melds added after it, as one
Meld; taking the pile carries staged sequences with it."""

from __future__ import annotations

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.rules.canasta.actions import SequenceGroup
from candy_arcade.rules.canasta.scenario import position
from candy_arcade.rules.canasta.settings import SAMBA, Settings
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.views.canasta.controller import TableController
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames

from .tables import coloured_to_hand, setup
from .test_table_seats import HOLD_ON, shown_words

SAMBA_TWO = Settings(players=2, variant=SAMBA)



def two_short_runs(phase: Phase, discard: tuple[str, ...] = ("4",)) -> tuple[State, list[int],
                                                                           list[int]]:
    """South holds a blue J Q K and a red J Q K (30 points each, the minimum is 90),
    three Aces and two odd cards."""
    state = position(SAMBA_TWO, hands=[["A", "A", "A", "5", "9"], ["2"]],
                     discard=list(discard), phase=phase)
    state, blue = coloured_to_hand(state, "blue", "J", "Q", "K")
    state, red = coloured_to_hand(state, "red", "J", "Q", "K")
    return state, blue, red


def samba_controller(state: State) -> TableController:
    session = CanastaSession(setup(["human", "normal"], 3, CanastaOptions(variant=SAMBA)))
    session.state = state
    session.acknowledged = [frozenset(h) for h in state.hands]
    controller = TableController(session, 0, threaded=False)
    controller.update()
    return controller


def aces(state: State) -> list[int]:
    return [c for c in state.hands[0] if state.deck.name_of[c] == "A"]


def test_a_sequence_short_of_the_minimum_is_staged_with_its_points() -> None:
    state, blue, _ = two_short_runs(Phase.MELD)
    controller = samba_controller(state)
    controller.selection = list(blue)
    controller.command("meld")
    assert [type(part) for part in controller.staged] == [SequenceGroup]
    assert controller.message is not None
    assert controller.message.text.startswith(
        "Staged. Your first meld needs 90 points: these make 30."
    )
    assert controller.summary() == "staged 30 of 90"
    assert not set(blue) & {h.card for h in controller.hand()}
    assert controller.session.state == state, "nothing is laid yet"


def test_two_sequences_and_a_rank_meld_open_together() -> None:
    state, blue, red = two_short_runs(Phase.MELD)
    controller = samba_controller(state)
    controller.selection = list(blue)
    controller.command("meld")
    controller.selection = list(red)
    controller.command("meld")
    assert controller.message is not None
    assert "Your first meld needs 90 points: these make 60" in controller.message.text
    assert controller.summary() == "staged 60 of 90"
    controller.selection = aces(state)
    controller.command("meld")
    laid = controller.session.state
    assert [run.cards for run in laid.sequences[0]] == [tuple(blue), tuple(red)]
    assert [meld.rank for meld in laid.melds[0]] == ["A"]
    assert controller.staged == []
    assert controller.message is None, "the 'Staged.' words go once the meld is down"


def test_a_rank_meld_staged_then_a_sequence_open_together() -> None:
    state, blue, _ = two_short_runs(Phase.MELD)
    controller = samba_controller(state)
    controller.selection = aces(state)
    controller.command("meld")
    assert controller.summary() == "staged 60 of 90"
    controller.selection = list(blue)
    controller.command("meld")
    laid = controller.session.state
    assert [run.cards for run in laid.sequences[0]] == [tuple(blue)]
    assert [meld.rank for meld in laid.melds[0]] == ["A"]


def test_the_pile_taken_with_a_staged_sequence_lays_it_with_the_take() -> None:
    state, blue, red = two_short_runs(Phase.DRAW, discard=("6", "A"))
    controller = samba_controller(state)
    controller.selection = list(blue)
    controller.command("meld")
    controller.selection = list(red)
    controller.command("meld")
    assert len(controller.staged) == 2
    controller.selection = aces(state)[:2]
    controller.command("take")
    laid = controller.session.state
    assert [run.cards for run in laid.sequences[0]] == [tuple(blue), tuple(red)]
    assert [(meld.rank, len(meld.cards)) for meld in laid.melds[0]] == [("A", 3)]
    assert laid.phase is Phase.MELD and not laid.discard


def test_staged_sequences_are_shown_on_the_table_with_their_points(game_window) -> None:  # type: ignore[no-untyped-def]
    state, blue, red = two_short_runs(Phase.MELD)
    session = CanastaSession(setup(["human", "normal"], 4, CanastaOptions(variant=SAMBA)))
    session.state = state
    session.acknowledged = [frozenset(h) for h in state.hands]
    view = CanastaTableView(session, threaded=False, autosave=False, pace=HOLD_ON)
    game_window.show_view(view)
    run_frames(game_window, 2)
    view.controller.selection = list(blue)
    view.controller.command("meld")
    view.controller.selection = list(red)
    view.controller.command("meld")
    run_frames(game_window, 2)
    words = shown_words(view.table.texts)
    assert words["staged-run0-0"] == words["staged-run0-1"] == "run 3"
    assert words["staged-run-points0-0"] == words["staged-run-points0-1"] == "staged 30"
    for run in (blue, red):
        ys = [view.table.cards.by_card[card].target[1] for card in run]
        assert ys == sorted(ys, reverse=True), "the run cascades down low card first"
        assert ys[0] - ys[-1] >= 20, "its cards spread enough to read each corner"
    assert ("staged", "1") in view.table.target_rects
    shown_hand = set(view.table.hand_cards)
    assert not shown_hand & {*blue, *red}
