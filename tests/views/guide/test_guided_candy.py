"""I Want Candy!'s guided first game, driven headless through its steps.

The learner's seat is played by a scripted source (any device counts: the guide reads
the round's events, not keys); each step's line must be on screen, must stay while the
learner only hovers or waits, and must give way once the action is done.
"""

from __future__ import annotations

from typing import Any

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.seats import SeatSpec
from candy_arcade.guide.candy_guide import CandyStep
from candy_arcade.levels.loader import LEVELS_DIR, load_level
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.driver import SourceKind
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.views.candy_table import CandyTable
from candy_arcade.views.guided_tables import GuidedCandyTable
from candy_arcade.views.guided_view import GuidedTableView
from candy_arcade.views.navigation import start_game
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.views.guide.frames import run_frames

FIRST_GRAB = LEVELS_DIR / "01-first-grab.toml"


class ScriptedLearner:
    """The learner's hand: travels to ``goal`` and presses ``press`` once it is there."""

    kind = SourceKind.DEVICE

    def __init__(self) -> None:
        self.goal: Vec2 | None = None
        self.press = ""

    def intent(self, session: CandySession, tick: int) -> PlayerIntent:
        hand = session.hands[0]
        if self.goal is None:
            return PlayerIntent()
        there = hand.position.distance(self.goal) < 2.0
        press, self.press = (self.press, "") if there else ("", self.press)
        return PlayerIntent(target=self.goal, grab=press == "grab", drop=press == "drop")


def guided_setup(seed: int = 11) -> GameSetup:
    you = SeatAssignment(SeatSpec(is_bot=False), "keys-left", "You")
    bot = SeatAssignment(SeatSpec(is_bot=True, difficulty="easy"), None, "Bot 2")
    return GameSetup("candy", load_level(FIRST_GRAB), seed, (you, bot))


def start(window: Any) -> tuple[GuidedTableView[GuidedCandyTable], ScriptedLearner]:
    start_game(window, guided_setup())
    view = window.current_view
    assert isinstance(view, GuidedTableView) and isinstance(view.table, GuidedCandyTable)
    learner = ScriptedLearner()
    view.table.driver.sources[0] = learner
    run_frames(window, 1)
    return view, learner


def banner(view: GuidedTableView[Any]) -> str:
    view.on_draw()
    shown = view.guide_banner.shown
    return shown.text if shown is not None else ""


def step_of(view: GuidedTableView[GuidedCandyTable]) -> CandyStep | None:
    return view.table.guide.current


def go(
    window: Any, view: Any, learner: ScriptedLearner, goal: Vec2, press: str = "", frames: int = 150
) -> None:
    """Steer to ``goal`` and press there, for ``frames`` or until the step changes."""
    learner.goal, learner.press = goal, press
    step = step_of(view)
    for _ in range(frames):
        run_frames(window, 1)
        if step_of(view) is not step:
            return


def test_each_step_waits_for_its_action_and_then_moves_on(game_window: Any) -> None:
    view, learner = start(game_window)
    session = view.table.session
    home = session.hands[0].position

    assert step_of(view) is CandyStep.GRAB
    assert "Grab a card" in banner(view) and "[Q]" in banner(view) and "WASD" in banner(view)
    card = session.cards[session.pool_cards()[0]].position
    go(game_window, view, learner, card)
    assert step_of(view) is CandyStep.GRAB, "hovering over a card is not a grab"
    go(game_window, view, learner, card, "grab", 10)
    assert step_of(view) is CandyStep.STASH
    assert "Stash it" in banner(view) and "[E]" in banner(view)

    stash = session.geometry.seats[0].stash.center
    go(game_window, view, learner, home, "drop", 90)
    assert step_of(view) is CandyStep.STASH, "a card put back in the pool is not stashed"
    go(game_window, view, learner, card, "grab")
    go(game_window, view, learner, stash + Vec2(30, 0), "drop")
    assert step_of(view) is CandyStep.PEEK
    assert banner(view).startswith("Peek:")

    go(game_window, view, learner, session.level.pool.center, frames=120)
    assert step_of(view) is CandyStep.PEEK, "a peek needs the palm back over the stash card"
    assert "Peek: hold your empty hand over the card" in banner(view)
    stashed = session.cards[session.stashes[0][0]].position
    go(game_window, view, learner, stashed)
    assert step_of(view) is CandyStep.UNSTASH
    assert "Un-stash" in banner(view)
    go(game_window, view, learner, stashed, "grab", 10)
    assert step_of(view) is CandyStep.RETURN
    assert "Return it" in banner(view)

    go(game_window, view, learner, session.level.pool.center, "drop")
    assert step_of(view) is CandyStep.TOUCH
    assert "Bot 2 reaches for you" in banner(view)
    assert session.seconds_left == 60.0, "the clock waits while the steps are shown"

    go(game_window, view, learner, session.level.pool.center, frames=600)
    assert step_of(view) is CandyStep.OOPS, "the bot's hand came to touch the learner's"
    assert "Oops, sorry." in banner(view)
    run_frames(game_window, 120)
    assert step_of(view) is None
    assert "clock starts now" in banner(view)
    run_frames(game_window, 120)
    assert session.seconds_left < 60.0, "once the steps are done the round's clock runs"


def test_skip_by_key_ends_the_guide_and_leaves_a_normal_round(game_window: Any) -> None:
    view, _ = start(game_window)
    assert view.guiding
    view.on_key_press(arcade.key.W, 0)
    view.on_key_release(arcade.key.W, 0)
    assert view.guiding, "a key a player moves with never skips"
    view.on_key_press(arcade.key.BACKSPACE, 0)
    assert not view.guiding and banner(view) == ""
    session = view.table.session
    run_frames(game_window, 120)
    assert session.seconds_left < 59.0
    bot = session.hands[1]
    assert bot.position.distance(bot.rest) > 1.0, "the bot plays once the guide is skipped"


def test_skip_by_pad_back_button_and_by_a_click_on_skip(game_window: Any) -> None:
    view, _ = start(game_window)
    view.on_menu_command("select")
    assert view.guiding
    view.on_menu_command("view")
    assert not view.guiding

    view, _ = start(game_window)
    banner(view)
    left, right, bottom, top = view.guide_banner.skip_rect
    view.on_mouse_press(int((left + right) / 2), int((bottom + top) / 2), 1, 0)
    assert not view.guiding


def test_the_next_round_and_other_tables_are_not_guided(game_window: Any) -> None:
    view, _ = start(game_window)
    following = view.table.round_screen(None)
    assert not isinstance(following, GuidedTableView)
    assert isinstance(following, RealtimeTableView) and type(following.table) is CandyTable
    default = GameSetup("candy", load_level(LEVELS_DIR / "default.toml"), 3, guided_setup().seats)
    start_game(game_window, default)
    assert not isinstance(game_window.current_view, GuidedTableView)


def test_a_skipped_guided_round_plays_to_its_results_and_the_match_goes_on(
    game_window: Any,
) -> None:
    from candy_arcade.views.candy_results import CandyResultsView

    view, _ = start(game_window)
    view.on_key_press(arcade.key.BACKSPACE, 0)
    for _ in range(60 * 70):
        shown = game_window.current_view
        shown.on_fixed_update(1 / 60)
        shown.on_update(1 / 60)
        if isinstance(game_window.current_view, CandyResultsView):
            break
    results = game_window.current_view
    assert isinstance(results, CandyResultsView)
    assert results.recording is None, "a guided round is not recorded"
    run_frames(game_window, 2)
    assert len(results.match.rounds) == 1
