"""Piñata Blast's guided first game, driven headless through its steps.

A scripted source plays the learner's seat (the guide reads the session's events, so
any device counts): it throws, lays a card a free die matches, carries that die to
the card. Each line must be on screen, wait while the learner does nothing, and give
way once the step is done; the grab's clock and the auto throw wait meanwhile.
"""

from __future__ import annotations

from typing import Any

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.seats import SeatSpec
from candy_arcade.guide.pinata_guide import PinataStep
from candy_arcade.levels.loader import LEVELS_DIR, load_level
from candy_arcade.mode_options import PinataOptions
from candy_arcade.rules.pinata.round_end import good_dice_left
from candy_arcade.rules.pinata.state import DiePlace, Phase
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import AUTO_THROW_TICKS, PinataSession
from candy_arcade.views.guided_tables import GuidedPinataTable
from candy_arcade.views.guided_view import GuidedTableView
from candy_arcade.views.navigation import start_game
from candy_arcade.views.pinata.table import PinataTable
from tests.views.guide.frames import run_frames

FIRST_THROW = LEVELS_DIR / "12-first-throw.toml"


class ScriptedLearner:
    """Seat 0's hand. ``acting`` off: it rests. On: whatever gets it a die now."""

    kind = SourceKind.DEVICE

    def __init__(self) -> None:
        self.acting = False
        self.held_for = 0

    def intent(self, session: PinataSession, tick: int) -> PlayerIntent:
        if not self.acting:
            return PlayerIntent()
        state, seat = session.state, session.seats[0]
        me = state.players[0]
        palm = session.palms[0].position
        if state.phase is Phase.AWAITING_THROW and state.stick_holder == 0:
            if not session.throw_ready:
                return PlayerIntent()
            self.held_for += 1
            return PlayerIntent(grab=self.held_for == 1, grab_held=self.held_for < 40)
        self.held_for = 0
        if state.phase is not Phase.GRABBING:
            return PlayerIntent()
        if me.holding is not None:
            return self._press_at(palm, seat.card_spot, drop=True)
        free = {
            state.dice[index].face: index
            for index in good_dice_left(state)
            if state.dice[index].place is DiePlace.TABLE
        }
        if me.waiting is not None:
            die = free.get(me.waiting.candy)
            if die is None:
                return PlayerIntent(target=seat.rest)
            return self._press_at(palm, session.die_position(die), grab=True)
        card = session.selected_card(0)
        if card is None:
            return PlayerIntent()
        if card.candy not in free:
            return PlayerIntent(target=seat.rest, drop=tick % 4 == 0)
        return self._press_at(palm, seat.rest, grab=True)

    @staticmethod
    def _press_at(palm: Vec2, goal: Vec2, grab: bool = False, drop: bool = False) -> PlayerIntent:
        there = palm.distance(goal) < 6.0
        return PlayerIntent(target=goal, grab=grab and there, drop=drop and there)


def guided_setup(youngest: bool = False) -> GameSetup:
    you = SeatAssignment(SeatSpec(is_bot=False), "keys-left", "You")
    bot = SeatAssignment(SeatSpec(is_bot=True, difficulty="easy"), None, "Bot 2")
    options = PinataOptions(youngest=youngest)
    return GameSetup("pinata", load_level(FIRST_THROW), 21, (you, bot), options)


def start(window: Any, youngest: bool = False) -> tuple[Any, ScriptedLearner]:
    start_game(window, guided_setup(youngest))
    view = window.current_view
    assert isinstance(view, GuidedTableView) and isinstance(view.table, GuidedPinataTable)
    learner = ScriptedLearner()
    view.table.driver.sources[0] = learner
    return view, learner


def banner(view: Any) -> str:
    view.on_draw()
    shown = view.guide_banner.shown
    return shown.text if shown is not None else ""


def phase(session: PinataSession) -> Phase:
    return session.state.phase


def step(view: Any) -> PinataStep | None:
    current: PinataStep | None = view.table.guide.current
    return current


def until_step_leaves(window: Any, view: Any, frames: int) -> None:
    step = view.table.guide.current
    for _ in range(frames):
        run_frames(window, 1)
        if view.table.guide.current is not step:
            return


def test_each_step_waits_for_its_action_and_then_moves_on(game_window: Any) -> None:
    view, learner = start(game_window)
    table = view.table
    session = table.session
    assert session.state.stick_holder == 0, "the learner throws first"
    assert step(view) is PinataStep.THROW
    run_frames(game_window, AUTO_THROW_TICKS + 120)
    assert step(view) is PinataStep.THROW, "no throw is made for a learner"
    assert session.state.phase is Phase.AWAITING_THROW
    assert "Throw the dice" in banner(view) and "[Q]" in banner(view)

    learner.acting = True
    until_step_leaves(game_window, view, 120)
    assert step(view) is PinataStep.LAY
    learner.acting = False
    run_frames(game_window, 400)
    assert phase(session) is Phase.GRABBING
    assert step(view) is PinataStep.LAY
    assert "Lay a card" in banner(view) and "[E]" in banner(view)
    run_frames(game_window, 60 * 25)
    assert phase(session) is Phase.GRABBING, "the round's 20 s wait for the learner"
    assert session.state.players[1].waiting is None, "the bot leaves the dice to the learner"

    learner.acting = True
    until_step_leaves(game_window, view, 600)
    assert step(view) is PinataStep.CLAIM
    assert "Claim a die" in banner(view)
    learner.acting = False
    run_frames(game_window, 200)
    assert step(view) is PinataStep.CLAIM
    learner.acting = True
    until_step_leaves(game_window, view, 900)
    assert step(view) is PinataStep.ROTTEN
    rotten = table.candy_names[session.state.rotten]
    assert f"Rotten this round: {rotten}" in banner(view) and "green die" in banner(view)

    for _ in range(12):
        until_step_leaves(game_window, view, 900)
        if step(view) is None:
            break
    assert step(view) is None, "a good die claimed (or a card lost to rot) ends it"
    assert "Well done" in banner(view)


def test_skip_leaves_a_normal_game_and_youngest_has_no_rotten_step(game_window: Any) -> None:
    view, _ = start(game_window)
    view.on_menu_command("view")
    assert not view.guiding and banner(view) == ""
    run_frames(game_window, AUTO_THROW_TICKS + 30)
    assert view.table.session.state.phase is not Phase.AWAITING_THROW, "the auto throw is back"

    view, _ = start(game_window, youngest=True)
    assert PinataStep.ROTTEN not in view.table.guide.lesson.steps


def test_play_again_after_a_guided_game_is_not_guided(game_window: Any) -> None:
    view, _ = start(game_window)
    again = view.table.game_screen(2, None)
    assert not isinstance(again, GuidedTableView)
    assert type(again.table) is PinataTable
