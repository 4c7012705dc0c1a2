"""Save after every move, resume exactly, and never crash on a bad save file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.serialize import state_hash
from candy_arcade.saves.canasta import load_canasta, save_canasta
from candy_arcade.saves.slot import SaveSlot
from candy_arcade.views.canasta.session import CanastaSession

from .tables import setup


@pytest.fixture
def slot(tmp_path: Path) -> SaveSlot:
    return SaveSlot("canasta", 1, tmp_path / "saves" / "canasta.json")


def played_session(moves: int) -> CanastaSession:
    """A game some moves in; the human seat is played by a normal bot."""
    session = CanastaSession(setup(["human", "normal", "hard", "easy"], seed=21,
                                   options=CanastaOptions(target=3000)), hard_budget=0.01)
    stand_in = NormalBot()
    for _ in range(moves):
        actor = session.state.to_act
        assert actor is not None
        bot = session.bots.get(actor, stand_in)
        session.apply(bot.choose(observe(session.state, actor)))
    return session


def test_a_saved_game_resumes_exactly(slot: SaveSlot) -> None:
    session = played_session(25)
    save_canasta(session.snapshot(), slot)
    saved, problem = load_canasta(slot)
    assert problem is None and saved is not None
    resumed = CanastaSession.resume(saved, load_default_level())
    assert state_hash(resumed.state) == state_hash(session.state)
    assert resumed.log == session.log
    assert [s.title for s in resumed.seats] == [s.title for s in session.seats]
    assert resumed.settings == session.settings
    assert resumed.options.target == 3000


def test_the_file_is_replaced_atomically_and_leaves_no_temporary_files(slot: SaveSlot) -> None:
    session = played_session(3)
    save_canasta(session.snapshot(), slot)
    save_canasta(played_session(6).snapshot(), slot)
    assert [p.name for p in slot.path.parent.iterdir()] == ["canasta.json"]


def test_a_corrupt_save_is_set_aside_with_a_message(slot: SaveSlot) -> None:
    slot.path.parent.mkdir(parents=True)
    slot.path.write_text('{"game": "candy-arcade", "kind": "canasta", "vers', encoding="utf-8")
    saved, problem = load_canasta(slot)
    assert saved is None and problem is not None
    assert "could not be read" in problem and "damaged" in problem
    assert not slot.path.exists()
    assert [p.name.startswith("canasta.bad-") for p in slot.path.parent.iterdir()] == [True]


@pytest.mark.parametrize(
    "document",
    [
        {"game": "other-game", "kind": "canasta", "version": 1},
        {"game": "candy-arcade", "kind": "canasta", "version": 99},
        [1, 2, 3],
    ],
)
def test_a_foreign_save_is_set_aside(slot: SaveSlot, document: object) -> None:
    slot.path.parent.mkdir(parents=True)
    slot.path.write_text(json.dumps(document), encoding="utf-8")
    saved, problem = load_canasta(slot)
    assert saved is None and problem is not None
    assert not slot.path.exists()


def test_a_save_whose_cards_do_not_add_up_is_set_aside(slot: SaveSlot) -> None:
    session = played_session(5)
    data = session.snapshot().to_dict()
    data["state"]["hands"][0].append(data["state"]["hands"][1][0])
    slot.write(data)
    saved, problem = load_canasta(slot)
    assert saved is None and problem is not None and "do not add up" in problem


def test_no_save_is_no_problem(slot: SaveSlot) -> None:
    assert load_canasta(slot) == (None, None)
