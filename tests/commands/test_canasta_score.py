"""``candy-arcade canasta-score``: JSON lines in, scores out; and the prompted score pad."""

from __future__ import annotations

import argparse
import io
import json

import pytest

from candy_arcade.commands import canasta_score
from candy_arcade.commands.errors import UsageError
from candy_arcade.rules.canasta.reasons import CanastaReason, Count, Refusal
from candy_arcade.rules.canasta.roles import MAX_WILDS_PER_MELD, MIN_NATURALS_PER_MELD


def _run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    subparsers = parser.add_subparsers()
    canasta_score.register(subparsers)
    args = parser.parse_args(["canasta-score", *argv])
    return int(args.handler(args))


def _json_lines(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str]
) -> list[dict[str, object]]:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert _run(["--json", "-"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


HECK_SIDE = {
    "deck": "heckadeck",
    "melds": [["K"] * 6 + ["Wheel=K"], ["A", "A", "Joker"]],
    "bonus": ["Hunter", "Hunter"],
    "hands": [["5", "Q"], ["Crone"]],
    "went_out": True,
    "concealed": False,
}


def test_a_json_side_gets_its_total_and_breakdown(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (out,) = _json_lines(monkeypatch, capsys, [json.dumps(HECK_SIDE)])
    assert out["breakdown"] == {
        "melds": 70 + 90, "natural_canastas": 1, "mixed_canastas": 0, "canasta_bonus": 500,
        "going_out": 100, "bonus_cards": 200, "hands": -(5 + 10 + 50),
    }
    assert out["total"] == 160 + 500 + 100 + 200 - 65


def test_classic_names_and_red_threes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    side = {"deck": "classic", "melds": [["A", "A", "A", "2", "Joker", "A", "A"]],
            "bonus": ["3R"] * 4, "hands": [["3B"]], "went_out": False, "concealed": False}
    (out,) = _json_lines(monkeypatch, capsys, [json.dumps(side)])
    assert out["total"] == 100 + 70 + 300 + 800 - 5


def test_a_bad_line_gets_an_error_line_and_the_others_go_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    unknown = {**HECK_SIDE, "hands": [["Dragon"]]}
    too_wild = {**HECK_SIDE, "melds": [["K", "K", "Joker", "Arrow", "Talisman", "Omnihedron"]]}
    outs = _json_lines(monkeypatch, capsys, [
        "{not json", json.dumps(unknown), json.dumps(HECK_SIDE), json.dumps(too_wild), "[1]",
    ])
    assert "bad JSON" in str(outs[0]["error"])
    assert "Dragon" in str(outs[1]["error"])
    assert "total" in outs[2]
    too_many = Refusal.of(CanastaReason.MELD_TOO_MANY_WILDS, wilds=Count(MAX_WILDS_PER_MELD))
    assert too_many.text() in str(outs[3]["error"])
    assert "object" in str(outs[4]["error"])


def test_by_darkness_makes_a_concealed_exit_worth_100(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    side = {"deck": "heckadeck", "melds": [["K"] * 7, ["Q"] * 7], "bonus": [],
            "hands": [["5"]], "went_out": True, "concealed": True, "by_darkness": True}
    (out,) = _json_lines(monkeypatch, capsys, [json.dumps(side)])
    assert out["breakdown"]["going_out"] == 100  # type: ignore[index]


def test_impossible_tables_are_reported(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    nine_aces = {"deck": "heckadeck", "melds": [["A"] * 9], "hands": [],
                 "went_out": False, "concealed": False}
    concealed_only = {**HECK_SIDE, "went_out": False, "concealed": True}
    no_canasta = {**HECK_SIDE, "melds": [["K", "K", "K"]]}
    outs = _json_lines(monkeypatch, capsys, [json.dumps(d) for d in
                                             (nine_aces, concealed_only, no_canasta)])
    assert "9 x A" in str(outs[0]["error"])
    assert "concealed" in str(outs[1]["error"])
    assert "canasta" in str(outs[2]["error"])


def test_a_missing_file_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="cannot read"):
        _run(["--json", "/nonexistent/sides.jsonl"])


def test_the_score_pad_prompts_and_prints_a_breakdown(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed = [
        "", "2", "",                                   # deck, sides, target
        "7*K", "a a joker", "", "Hunter Hunter", "5 Q", "y", "n", "n",   # side 1
        "Dragon", "Q Q Q", "", "", "Crone", "n", "n",                     # side 2
        "n",                                           # another hand?
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert _run([]) == 0
    out = capsys.readouterr().out
    assert "unknown card 'Dragon'" in out
    assert "Side 1:" in out and "=  +945" in out
    assert "Side 2:" in out and "=  -20" in out
    assert "Totals: Side 1 945, Side 2 -20" in out


def test_the_score_pad_plays_on_to_the_target_and_names_the_winner(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    side = ["7*K", "", "", "", "y", "n", "n"]
    loser = ["", "", "5", "n", "n"]
    typed = ["classic", "2", "1000", *side[:-1], *loser[:-1], "y",
             *side[:-1], *loser[:-1]]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert _run([]) == 0
    out = capsys.readouterr().out
    assert "Side 1 wins with 1340!" in out
    assert "Side 1 needs 50 for a first meld" in out and "Side 2 needs 15 for a first meld" in out


def test_the_score_pad_leaves_quietly_at_end_of_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("heckadeck\n2\n"))
    assert _run([]) == 0


def test_canasta_score_through_the_cli_when_registered(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from candy_arcade import cli

    if "candy_arcade.commands.canasta_score" not in cli.COMMAND_MODULES:
        pytest.skip("canasta-score is not registered in the CLI yet")
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(HECK_SIDE) + "\n"))
    assert cli.main(["canasta-score", "--json", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 895


def test_a_wheel_named_a_0_counts_as_a_zero_of_5_points(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    zeros = {**HECK_SIDE, "went_out": True, "melds": [["K"] * 7, ["0", "0", "0"]]}
    with_wheel = {**zeros, "melds": [["K"] * 7, ["0", "0", "Wheel=0"]]}
    in_hand = {**zeros, "hands": [["5", "Q"], ["Wheel=0"]]}
    lines = [json.dumps(side) for side in (zeros, with_wheel, in_hand)]
    plain, wheel, held = _json_lines(monkeypatch, capsys, lines)
    assert wheel == plain and "error" not in wheel
    assert "a Wheel in hand has no name yet" in str(held["error"])


def test_tables_that_cannot_happen_are_error_lines(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    classic_darkness = {"deck": "classic", "melds": [["K"] * 7], "hands": [],
                        "went_out": False, "concealed": False, "by_darkness": True}
    zeros_not_out = {**HECK_SIDE, "went_out": False, "melds": [["K"] * 7, ["0", "0", "0"]]}
    zeros_out = {**HECK_SIDE, "melds": [["K"] * 7, ["0", "0", "0"]]}
    two_kings = {**HECK_SIDE, "melds": [["K"] * 5 + ["Joker", "Arrow"], ["K", "K", "Talisman"]]}
    wheel_kings = {**HECK_SIDE, "melds": [["K"] * 7, ["Wheel=K", "K", "Joker"]],
                   "hands": [["5"]]}
    one_canasta_exit = {"deck": "heckadeck", "melds": [["K"] * 7, ["Q"] * 3],
                        "hands": [["5"]], "went_out": True, "concealed": True,
                        "by_darkness": True}
    few_naturals = {**HECK_SIDE, "melds": [["K"] * 7, ["Q", "Joker", "Arrow"]]}
    outs = _json_lines(monkeypatch, capsys, [json.dumps(d) for d in (
        classic_darkness, zeros_not_out, zeros_out, two_kings, wheel_kings, one_canasta_exit,
        few_naturals,
    )])
    assert "no Darkness" in str(outs[0]["error"])
    assert "going out" in str(outs[1]["error"])
    assert "total" in outs[2]
    assert "one meld per rank" in str(outs[3]["error"])
    assert "one meld per rank" in str(outs[4]["error"])
    assert "two canastas" in str(outs[5]["error"])
    few = Refusal.of(CanastaReason.MELD_TOO_FEW_NATURALS, naturals=Count(MIN_NATURALS_PER_MELD))
    assert few.text() in str(outs[6]["error"])


def test_a_line_cut_short_is_reported_where_it_ends(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cut = json.dumps(HECK_SIDE)[:40]
    (out,) = _json_lines(monkeypatch, capsys, [cut])
    assert "bad JSON" in str(out["error"]) and "column 1" not in str(out["error"])


def test_a_bare_classic_3_is_a_red_3_among_bonus_cards_and_a_black_3_elsewhere(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bare = {"deck": "classic", "melds": [["K"] * 7, ["3", "3", "3"]], "bonus": ["3", "3"],
            "hands": [["3"]], "went_out": True, "concealed": False}
    named = {**bare, "melds": [["K"] * 7, ["3B"] * 3], "bonus": ["3R", "3R"],
             "hands": [["3B"]]}
    outs = _json_lines(monkeypatch, capsys, [json.dumps(bare), json.dumps(named)])
    assert outs[0] == outs[1]
    assert outs[0]["breakdown"]["bonus_cards"] == 200  # type: ignore[index]
    assert outs[0]["breakdown"]["hands"] == -5  # type: ignore[index]


def test_the_score_pad_refuses_two_sides_going_out_in_one_hand(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out_side = ["7*K", "", "", "", "y", "n", "n"]
    stay_side = ["7*Q", "", "", "", "n", "n"]
    typed = ["", "2", "", *out_side, *out_side, *out_side, *stay_side, "n"]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert _run([]) == 0
    out = capsys.readouterr().out
    assert "Only one side can go out" in out
    assert "Totals: Side 1 670, Side 2 570" in out
