"""Damaged Canasta saves are set aside with one line, never crash "Continue"; names never
collide; starting a new game never leaves the slot empty."""

from __future__ import annotations

import copy
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.saves.canasta import load_canasta, save_canasta
from candy_arcade.saves.slot import SaveSlot
from candy_arcade.views.canasta.session import CanastaSession
from tests.as_nobody import other_users_file, run_python, shared_folder, text_of
from tests.views.canasta.tables import setup


def _played_document() -> dict[str, Any]:
    session = CanastaSession(setup(["human", "normal", "easy", "easy"], seed=5,
                                   options=CanastaOptions(target=3000)), hard_budget=0.01)
    stand_in = NormalBot()
    for _ in range(12):
        actor = session.state.to_act
        assert actor is not None
        session.apply(session.bots.get(actor, stand_in).choose(observe(session.state, actor)))
    document: dict[str, Any] = {"game": "candy-arcade", "kind": "canasta", "version": 1,
                                **session.snapshot().to_dict()}
    return document


DOCUMENT = _played_document()


@pytest.fixture
def slot(tmp_path: Path) -> SaveSlot:
    return SaveSlot("canasta", 1, tmp_path / "saves" / "canasta.json")


def _write(slot: SaveSlot, document: object) -> str:
    slot.path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(document)
    slot.path.write_text(text)
    return text


def _assert_set_aside(slot: SaveSlot, text: str) -> str:
    saved, problem = load_canasta(slot)
    assert saved is None and problem is not None and "\n" not in problem
    assert not slot.path.exists()
    [kept] = slot.path.parent.glob("canasta.bad-*.json")
    assert kept.read_text() == text
    return problem


def _damaged(change: str, value: Any) -> dict[str, Any]:
    document = copy.deepcopy(DOCUMENT)
    document["state"][change] = value
    return document


@pytest.mark.parametrize(
    ("field", "value"),
    [("to_act", 99), ("scores", []), ("dealer", -1), ("hands", [[0]]), ("phase", "nap"),
     ("to_act", True), ("pending_views", "3"), ("wheel_as", "Dragon")],
)
def test_a_state_out_of_range_is_set_aside(slot: SaveSlot, field: str, value: Any) -> None:
    _assert_set_aside(slot, _write(slot, _damaged(field, value)))


def test_a_five_thousand_digit_seed_is_set_aside(slot: SaveSlot) -> None:
    text = _write(slot, DOCUMENT).replace('"seed": 5,', '"seed": ' + "9" * 5000 + ",", 1)
    slot.path.write_text(text)
    assert len(_assert_set_aside(slot, text)) < 400


def test_json_nested_a_hundred_thousand_deep_is_set_aside(slot: SaveSlot) -> None:
    document = copy.deepcopy(DOCUMENT)
    document["log"] = "NEST"
    text = json.dumps(document).replace('"NEST"', "[" * 100_000 + "]" * 100_000)
    _write(slot, {})
    slot.path.write_text(text)
    assert "nested" in _assert_set_aside(slot, text)


def test_variants_that_do_not_match_the_table_are_set_aside(slot: SaveSlot) -> None:
    document = copy.deepcopy(DOCUMENT)
    document["variants"] = ["deck=classic"]
    _assert_set_aside(slot, _write(slot, document))


def test_two_bad_saves_set_aside_in_one_second_keep_both(slot: SaveSlot) -> None:
    texts = []
    for version in (7, 8):
        texts.append(_write(slot, {"game": "candy-arcade", "kind": "canasta", "version": version}))
        assert load_canasta(slot)[1] is not None
    kept = sorted(p.read_text() for p in slot.path.parent.glob("canasta.bad-*.json"))
    assert kept == sorted(texts)


def test_a_kill_after_keeping_the_old_game_aside_leaves_it_to_continue(slot: SaveSlot) -> None:
    _write(slot, DOCUMENT)
    kept = slot.keep_aside()
    # The new game is killed here, before its first save.
    assert kept is not None and json.loads(kept.read_text()) == DOCUMENT
    saved, problem = load_canasta(slot)
    assert problem is None and saved is not None and saved.seed == DOCUMENT["seed"]


def test_a_fifo_for_a_save_does_not_hang(slot: SaveSlot) -> None:
    slot.path.parent.mkdir(parents=True)
    os.mkfifo(slot.path)
    started = time.monotonic()
    saved, problem = load_canasta(slot)
    assert time.monotonic() - started < 5
    assert saved is None and "not a regular file" in (problem or "")


def test_a_real_save_still_loads_and_round_trips(slot: SaveSlot) -> None:
    _write(slot, DOCUMENT)
    saved, problem = load_canasta(slot)
    assert problem is None and saved is not None
    save_canasta(saved, slot)
    assert json.loads(slot.path.read_text()) == DOCUMENT


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


PATHS = _paths(DOCUMENT)[1:]
_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.floats(),
    st.text(max_size=5), st.sampled_from([[], {}, [0], [[1, 2]], {"rank": "K"}, 160, 161, -1]),
)


@settings(max_examples=200, deadline=3000,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.lists(st.tuples(st.sampled_from(PATHS), _VALUES), min_size=1, max_size=3))
def test_any_damaged_save_is_refused_in_words_or_plays(
    tmp_path: Path, changes: list[tuple[tuple[Any, ...], Any]]
) -> None:
    document = copy.deepcopy(DOCUMENT)
    for path, value in changes:
        target: Any = document
        try:
            for step in path[:-1]:
                target = target[step]
            target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    slot = SaveSlot("canasta", 1, tmp_path / str(time.monotonic_ns()) / "canasta.json")
    text = _write(slot, document)
    started = time.monotonic()
    saved, problem = load_canasta(slot)
    assert time.monotonic() - started < 3
    if saved is None:
        assert problem is not None and "\n" not in problem
        [kept] = slot.path.parent.glob("canasta.bad-*.json")
        assert kept.read_text() == text
    else:
        assert slot.path.read_text() == text
        session = CanastaSession.resume(saved, setup(["human"] * 4).level)
        session.legal()


_START_A_NEW_GAME = """
from pathlib import Path
from candy_arcade.saves.slot import SaveSlot
slot = SaveSlot("canasta", 1, Path("canasta.json"))
print(slot.keep_aside())
slot.write({"seed": 1})
"""


def test_a_save_the_game_cannot_read_is_moved_aside_not_written_over() -> None:
    with shared_folder() as folder:
        other_users_file(folder / "canasta.json", "someone's game")
        done = run_python(_START_A_NEW_GAME, folder)
        assert done.returncode == 0, done.stderr
        [kept] = folder.glob("canasta.earlier-*.json")
        assert text_of(kept) == "someone's game"
        assert json.loads((folder / "canasta.json").read_text())["seed"] == 1
