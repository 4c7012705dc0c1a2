"""The menu's shortcuts agree with the checks a person's move gets.

The menu judges the ways to take the pile it makes itself by counting
(``quick_take_legal``), and its Melds that go out (``out_meld_verdict``), and skips
melding everything and going out when the side cannot reach the canastas to go out
(``_out_in_reach``) or the hand's counts leave no way out (``out_of_reach``). Over
random playouts, in more hands than the whole-menu tests play, these must agree with
``check_take_pile``, ``judge_meld`` and ``check_turn`` on every candidate they decide.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import Game, Settings, apply, legal_actions
from candy_arcade.rules.canasta.actions import Meld
from candy_arcade.rules.canasta.enumerate import (
    _out_counts,
    _out_in_reach,
    going_out_options,
    meld_everything,
    take_options,
)
from candy_arcade.rules.canasta.legal import check_take_pile, check_turn, judge_meld
from candy_arcade.rules.canasta.meld_shapes import HandParts, hand_parts
from candy_arcade.rules.canasta.outplan import going_out_plan, out_of_reach
from candy_arcade.rules.canasta.quick_meld import out_meld_verdict, quick_take_legal
from candy_arcade.rules.canasta.reasons import Refusal
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.turn import TurnInfo, turn_info

CONFIGS = [
    Settings(players=4, deck="classic"),
    Settings(players=4, deck="heckadeck"),
    Settings(players=2, deck="heckadeck"),
    Settings(players=3, deck="classic"),
]
HANDS = 8


def turn_states(settings: Settings, phase: Phase) -> Iterator[State]:
    for seed in range(HANDS):
        state = Game(settings).new_initial_state(seed)
        chooser = Rng(seed).fork("quick-verdicts")
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            if state.phase is phase:
                yield state
            state, _ = apply(state, chooser.choice(legal_actions(state)))


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}")
def test_quick_take_verdicts_match_check_take_pile(settings: Settings) -> None:
    decided = 0
    for state in turn_states(settings, Phase.DRAW):
        info = turn_info(state)
        for take in take_options(info):
            verdict = quick_take_legal(info, take)
            if verdict is not None:
                decided += 1
                assert verdict == (check_take_pile(info, take) is None), take
    assert decided  # the shortcut was put to the test


def _ways_out(info: TurnInfo, parts: HandParts) -> list[Meld]:
    """The menu's going-out Melds and melding everything, as the menu would make them."""
    everything = meld_everything(info, parts)
    return [*going_out_options(info, parts), *([everything] if everything else [])]


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}")
def test_going_out_out_of_reach_means_every_way_out_is_refused(settings: Settings) -> None:
    skipped = 0
    for state in turn_states(settings, Phase.MELD):
        info = turn_info(state)
        parts = hand_parts(info)
        if _out_in_reach(info, parts):
            continue
        skipped += 1
        for meld in _ways_out(info, parts):
            assert check_turn(info, meld) is not None, meld
    assert skipped


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}")
def test_going_out_verdicts_match_judge_meld(settings: Settings) -> None:
    decided = 0
    for state in turn_states(settings, Phase.MELD):
        info = turn_info(state)
        if info.pledge is not None:
            continue
        for meld in _ways_out(info, hand_parts(info)):
            verdict = out_meld_verdict(info, meld.groups)
            if verdict is None:
                continue
            decided += 1
            judged = judge_meld(info, meld)
            legal = not isinstance(judged, Refusal)
            assert verdict == (legal, None if isinstance(judged, Refusal) else judged.pledge), meld
    assert decided


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}")
def test_ways_out_counted_out_of_reach_are_absent_or_refused(settings: Settings) -> None:
    ruled_out = 0
    for state in turn_states(settings, Phase.MELD):
        info = turn_info(state)
        parts = hand_parts(info)
        counted = _out_counts(info, parts)
        if out_of_reach(*counted, discard=True):
            ruled_out += 1
            plan = going_out_plan(info, discard=True)
            assert plan is None or not plan.groups, plan
        if out_of_reach(*counted, discard=False):
            assert going_out_plan(info, discard=False) is None
            everything = meld_everything(info, parts)
            assert everything is None or check_turn(info, everything) is not None, everything
    assert ruled_out
