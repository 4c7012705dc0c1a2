"""``candy-arcade simulate --mode candy``: the JSON format, conservation of the 52
cards under every variant, scores from the scoring engine, and clean usage errors."""

from __future__ import annotations

import json

import pytest

from candy_arcade.bots.candy.simulate import EVENT_COUNTS, simulate_candy
from candy_arcade.cli import main
from candy_arcade.core.rng import round_seed
from candy_arcade.rules.candy.scoring import score_stash
from candy_arcade.rules.candy.variants import VARIANT_NAMES
from candy_arcade.rules.cards import parse_card, poker_deck

ALL = ",".join(VARIANT_NAMES)


def check_record(record: dict[str, object], bots: int) -> None:
    stashes = record["stashes"]
    pool = record["pool"]
    scores = record["scores"]
    assert isinstance(stashes, dict) and isinstance(pool, list) and isinstance(scores, dict)
    names = [f"bot{i + 1}" for i in range(bots)]
    assert list(stashes) == names and list(scores) == names
    everywhere = [card for stash in stashes.values() for card in stash] + pool
    assert sorted(everywhere, key=lambda c: parse_card(c).index) == [
        str(card) for card in poker_deck()
    ], "every one of the 52 cards in exactly one stash or the pool"
    for name, stash in stashes.items():
        assert scores[name] == score_stash(parse_card(code) for code in stash).total
    events = record["events"]
    assert isinstance(events, dict) and list(events) == list(EVENT_COUNTS)
    assert {"grabs", "touches", "steals"} <= set(events)
    assert all(isinstance(count, int) and count >= 0 for count in events.values())


@pytest.mark.parametrize("variants", ["", *VARIANT_NAMES, ALL])
def test_every_card_is_in_exactly_one_stash_or_the_pool_under_every_variant(
    variants: str,
) -> None:
    chosen = [name for name in variants.split(",") if name]
    for record in simulate_candy(
        4, 1, seed=3, difficulty="hard", variants=chosen, timer_seconds=15
    ):
        check_record(record, 4)
        assert record["variants"] == [name for name in VARIANT_NAMES if name in chosen]


def test_the_json_lines_of_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "simulate",
            "--mode",
            "candy",
            "--bots",
            "3",
            "--rounds",
            "2",
            "--seed",
            "5",
            "--variants",
            "flipper,rock-you",
            "--difficulty",
            "easy",
            "--json",
        ]
    )
    assert code == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for number, line in enumerate(lines, start=1):
        record = json.loads(line)
        assert record["round"] == number and record["seed"] == round_seed(5, number)
        check_record(record, 3)
        assert record["events"]["grabs"] > 0


def test_the_same_seed_gives_the_same_rounds() -> None:
    first = list(simulate_candy(3, 2, seed=9, timer_seconds=10))
    assert first == list(simulate_candy(3, 2, seed=9, timer_seconds=10))


def test_a_readable_table_without_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--mode", "candy", "--bots", "2", "--rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("round   1") and "bot1" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--mode", "candy", "--variants", "rock-you,wall-street"],
        ["simulate", "--mode", "candy", "--bots", "9"],
        ["simulate", "--mode", "candy", "--rounds", "0"],
    ],
)
def test_bad_candy_arguments_print_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(argv)
    except SystemExit as exit_:
        code = exit_.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
