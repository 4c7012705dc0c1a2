"""Whole games played headless by bots with physics throws: shape, replay, conservation."""

from __future__ import annotations

import io
import json
from functools import cache
from typing import Any

import pytest

from candy_arcade.commands.errors import UsageError
from candy_arcade.commands.simulate_pinata import run_simulate_pinata, simulate_pinata
from candy_arcade.core.rng import round_seed


@cache
def games(bots: int, count: int, seed: int, youngest: bool, level: str) -> list[dict[str, Any]]:
    return list(simulate_pinata(bots, count, seed, youngest, [level] * bots))


def all_cards(record: dict[str, Any]) -> int:
    in_piles = sum(len(p["victory"]) + len(p["hand"]) for p in record["players"].values())
    return in_piles + record["draw_pile"] + len(record["discarded"])


def test_each_game_is_one_object_in_the_simulate_format() -> None:
    record = games(3, 2, 9, False, "normal")[0]
    assert set(record) == {"game", "seed", "rounds", "players", "draw_pile", "discarded"}
    assert record["game"] == 1 and record["seed"] == 9
    assert record["rounds"] >= 1
    assert list(record["players"]) == ["bot1", "bot2", "bot3"]
    for player in record["players"].values():
        assert set(player) == {"seat", "victory", "hand", "rotten", "score"}
        assert player["seat"] == "bot:normal"
        assert player["score"] == sum(card["points"] for card in player["victory"])
        for card in player["victory"] + player["hand"] + player["rotten"]:
            assert set(card) == {"candy", "points"}
    json.dumps(record)


def test_no_card_is_created_or_lost_over_simulated_games() -> None:
    records = games(3, 2, 9, False, "normal") + games(5, 1, 2, False, "easy")
    records += games(2, 1, 4, True, "hard")
    for record in records:
        assert all_cards(record) == 72


def test_each_player_is_told_the_cards_it_lost_to_rotten_candy() -> None:
    for record in games(4, 2, 6, False, "easy") + games(3, 2, 9, False, "normal"):
        lost = [card for player in record["players"].values() for card in player["rotten"]]
        assert sorted(lost, key=str) == sorted(record["discarded"], key=str)
    assert any(record["discarded"] for record in games(4, 2, 6, False, "easy"))


def test_a_simulated_game_replays_exactly_from_its_seed() -> None:
    again = list(simulate_pinata(3, 1, 9, False, ["normal"] * 3))
    assert again == games(3, 2, 9, False, "normal")[:1]


def test_youngest_scores_count_cards() -> None:
    for player in games(2, 1, 4, True, "hard")[0]["players"].values():
        assert player["score"] == len(player["victory"])


def test_hard_bots_never_lose_a_card_to_rotten_candy() -> None:
    assert games(4, 1, 6, False, "hard")[0]["discarded"] == []


def test_easy_bots_now_and_then_lose_a_card_to_rotten_candy() -> None:
    assert any(record["discarded"] for record in games(4, 2, 6, False, "easy"))


def test_the_command_prints_one_json_object_per_line_with_each_games_seed() -> None:
    out = io.StringIO()
    assert run_simulate_pinata(2, 2, 3, True, out) == 0
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [record["game"] for record in records] == [1, 2]
    assert [record["seed"] for record in records] == [round_seed(3, 1), round_seed(3, 2)]


@pytest.mark.parametrize("bots", [1, 9])
def test_the_command_refuses_a_table_that_is_too_small_or_too_big(bots: int) -> None:
    with pytest.raises(UsageError, match=f"--bots must be 2 to 8 for pinata, got {bots}"):
        simulate_pinata(bots, 1, 1, False)


def test_the_command_refuses_an_unknown_difficulty() -> None:
    with pytest.raises(UsageError, match="unknown bot difficulty 'expert'"):
        simulate_pinata(2, 1, 1, False, ["hard", "expert"])
