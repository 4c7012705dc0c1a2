"""``simulate --mode pinata --seats newcomer,bot:easy --json``: one object per game with
each seat's label, score and the cards it lost to rotten candy; the ladder scores its
Piñata matches the same way."""

from __future__ import annotations

import json

import pytest

from candy_arcade.bots.eval_seats import NEWCOMER_SEAT, bot_seat
from candy_arcade.cli import main
from candy_arcade.commands.ladder import play_pair
from candy_arcade.core.rng import round_seed


def test_each_game_gives_every_seats_label_score_and_rotten_losses_as_the_ladder_counts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--mode", "pinata", "--seats", "newcomer,bot:easy"]
    assert main([*argv, "--games", "1", "--seed", "1", "--json"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    record = json.loads(line)
    assert record["seats"] == {"seat1": "newcomer", "seat2": "bot:easy"}
    assert record["seed"] == round_seed(1, 1) and record["game"] == 1
    players, scores = record["players"], record["scores"]
    assert scores == {name: player["score"] for name, player in players.items()}
    assert [player["seat"] for player in players.values()] == ["newcomer", "bot:easy"]
    lost = [card for player in players.values() for card in player["rotten"]]
    assert sorted(lost, key=str) == sorted(record["discarded"], key=str)
    assert any(player["rotten"] for player in players.values())

    result = play_pair("pinata", NEWCOMER_SEAT, bot_seat("easy"), matches=1, seed=1)
    assert (result.first_mean, result.second_mean) == (scores["seat1"], scores["seat2"])
    assert result.wins == (scores["seat1"] > scores["seat2"])
