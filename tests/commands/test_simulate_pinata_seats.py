"""``simulate --mode pinata --seats newcomer,bot:easy --json``: one object per game with
each seat's label, score and the cards it lost to rotten candy."""

from __future__ import annotations

import json

import pytest

from candy_arcade.cli import main
from candy_arcade.core.rng import round_seed


def test_each_game_gives_every_seats_label_score_and_cards_lost_to_rotten_candy(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--mode", "pinata", "--seats", "newcomer,bot:easy"]
    assert main([*argv, "--games", "1", "--seed", "1", "--json"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    record = json.loads(line)
    assert record["seats"] == {"seat1": "newcomer", "seat2": "bot:easy"}
    assert record["seed"] == round_seed(1, 1) and record["game"] == 1
    players = record["players"]
    assert record["scores"] == {name: player["score"] for name, player in players.items()}
    assert [player["seat"] for player in players.values()] == ["newcomer", "bot:easy"]
    lost = [card for player in players.values() for card in player["rotten"]]
    assert sorted(lost, key=str) == sorted(record["discarded"], key=str)
    assert any(player["rotten"] for player in players.values())
