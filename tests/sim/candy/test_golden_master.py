"""The golden master: recorded bot rounds of I Want Candy! replay to their recorded hashes.

``tools/golden_candy.py`` recorded each round (every variant alone, combinations, two
to eight seats, three tables) before I Want Candy!'s round was rebuilt as pure rules;
each must still end in the same state and with the random generator in the same state.
A share of the rounds is also played again by bots, which must make the choices last
recorded for them (``tools/golden_candy.py --bots``): the bots' behaviour changes only
when it is meant to.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from candy_arcade.rules.candy.variants import VARIANT_NAMES
from tests.tool_scripts import load_tool

golden = load_tool("golden_candy")


@pytest.fixture(scope="module")
def rounds() -> list[dict[str, Any]]:
    recorded: list[dict[str, Any]] = golden.load_golden()
    return recorded


def test_the_golden_master_covers_every_variant_and_seat_count(
    rounds: list[dict[str, Any]],
) -> None:
    cases = [golden.GoldenCase.from_json(entry["case"]) for entry in rounds]
    assert len(cases) >= 300
    assert {name for case in cases for name in case.variants} == set(VARIANT_NAMES)
    assert {case.players for case in cases} == set(range(2, 9))


def test_every_recorded_round_replays_to_its_golden_hash(rounds: list[dict[str, Any]]) -> None:
    mismatched = []
    for number, entry in enumerate(rounds):
        session = golden.new_golden_session(golden.GoldenCase.from_json(entry["case"]))
        for intents in golden.decode_ticks(entry):
            session.step(intents)
        if not session.over or golden.golden_hash(session) != entry["hash"]:
            mismatched.append(number)
    assert mismatched == []


def test_bots_still_choose_the_recorded_intents(rounds: list[dict[str, Any]]) -> None:
    recorded = json.loads(golden.BOT_CHOICES_PATH.read_text())
    assert set(recorded) == {str(n) for n in range(0, len(rounds), golden.BOT_CHECK_EVERY)}
    differing = []
    for number, choice in recorded.items():
        case = golden.GoldenCase.from_json(rounds[int(number)]["case"])
        session, ticks = golden.play_with_bots(case)
        played = {"ticks": golden.ticks_digest(ticks), "hash": golden.golden_hash(session)}
        if played != choice:
            differing.append(number)
    assert differing == []
