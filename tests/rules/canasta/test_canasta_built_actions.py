"""The menu's Melds and the engine's commonest events, built as drafts of their slots
(:mod:`drafts`), are instances like any other."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from candy_arcade.rules.canasta.actions import Meld, MeldGroup, meld_group, one_group_meld
from candy_arcade.rules.canasta.events import Discarded, Drew, Melded, discarded, drew, melded


def test_meld_group_equals_the_dataclass_it_stands_for() -> None:
    built = meld_group("K", (3, 9), "Joker")
    made = MeldGroup("K", (3, 9), "Joker")
    assert type(built) is MeldGroup
    assert built == made and hash(built) == hash(made) and repr(built) == repr(made)


def test_one_group_meld_equals_the_dataclass_it_stands_for() -> None:
    built = one_group_meld("7", (1, 2, 40))
    made = Meld((MeldGroup("7", (1, 2, 40)),))
    assert type(built) is Meld and type(built.groups[0]) is MeldGroup
    assert built == made and hash(built) == hash(made)
    assert pickle.loads(pickle.dumps(built)) == made
    assert copy.deepcopy(built) == made


def test_built_actions_stay_frozen() -> None:
    built = one_group_meld("7", (1, 2, 40))
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.groups[0].rank = "8"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.groups = ()  # type: ignore[misc]


@pytest.mark.parametrize(
    ("built", "made"),
    [
        (drew(1, 2, (5, 9)), Drew(1, 2, (5, 9))),
        (discarded(0, 44, "Joker", True), Discarded(0, 44, "Joker", True)),
        (melded(3, "Q", (7, 8, 9), False), Melded(3, "Q", (7, 8, 9), False)),
    ],
    ids=["drew", "discarded", "melded"],
)
def test_built_events_equal_the_dataclasses_they_stand_for(built: object, made: object) -> None:
    assert type(built) is type(made)
    assert built == made and hash(built) == hash(made) and repr(built) == repr(made)
    assert pickle.loads(pickle.dumps(built)) == made
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.player = 2  # type: ignore[attr-defined]
