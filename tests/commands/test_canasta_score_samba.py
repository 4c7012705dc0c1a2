"""``candy-arcade canasta-score --variant samba``: Samba sides with their sequences."""

from __future__ import annotations

import argparse
import io
import json

import pytest

from candy_arcade.commands import canasta_score


def _run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    subparsers = parser.add_subparsers()
    canasta_score.register(subparsers)
    args = parser.parse_args(["canasta-score", *argv])
    return int(args.handler(args))


def _score(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    sides: list[dict[str, object]], variant: str = "samba",
) -> list[dict[str, object]]:
    lines = "\n".join(json.dumps(side) for side in sides) + "\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    assert _run(["--json", "-", "--variant", variant]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


SAMBA_SIDE = {
    "deck": "heckadeck",
    "melds": [["K"] * 7, ["A", "A", "Joker"]],
    "sequences": [["2", "3", "4", "5", "6", "7", "8"], ["Wheel=0", "A", "2"]],
    "bonus": ["Hunter"],
    "hands": [["5", "Q"]],
    "went_out": True,
}


def test_a_samba_side_scores_its_sequences_sambas_and_going_out_200(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (out,) = _score(monkeypatch, capsys, [SAMBA_SIDE])
    assert out["breakdown"] == {
        "melds": 70 + 90, "natural_canastas": 1, "mixed_canastas": 0, "canasta_bonus": 500,
        "going_out": 200, "bonus_cards": 50, "hands": -15,
        "sequences": 40 + 30, "sambas": 1, "samba_bonus": 1500,
    }
    assert out["total"] == 160 + 500 + 200 + 50 - 15 + 70 + 1500


def test_classic_samba_scores_six_red_threes_1000(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    side = {"deck": "classic", "melds": [["K", "K", "K"]], "sequences": [["Q", "K", "A"]],
            "bonus": ["3"] * 6, "hands": [], "went_out": False}
    (out,) = _score(monkeypatch, capsys, [side])
    assert out["total"] == 30 + 40 + 1000


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"melds": [["K"] * 7], "sequences": [["4", "5", "6"]]}, "going out needs 2 canastas"),
        ({"melds": [["K"] * 7, ["Q"] * 7, ["A", "A", "A"], ["A", "A", "A"]]},
         "two unfinished melds of Aces"),
        ({"melds": [["K"] * 7, ["Q", "Q", "Joker", "Arrow", "Talisman"]]},
         "at most two wild cards"),
        ({"sequences": [["K", "A", "2"]]}, "sequence K A 2"),
        ({"sequences": [["4", "5", "Joker"]]}, "Joker cannot be in a sequence"),
        ({"went_out": False, "melds": [["0", "0", "0"], ["K"] * 7]}, "laid only by a side"),
        ({"sequences": [["Wheel=0", "A", "2"], ["Wheel=K", "Q", "J"]]},
         "2 x Wheel, but the heckadeck deck has 1"),
    ],
)
def test_a_samba_table_that_cannot_happen_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    change: dict[str, object], error: str,
) -> None:
    (out,) = _score(monkeypatch, capsys, [{**SAMBA_SIDE, **change}])
    assert error in str(out["error"])


def test_sequences_need_the_samba_variant_and_a_zero_meld_needs_going_out(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    standard, zero_meld = _score(
        monkeypatch, capsys,
        [SAMBA_SIDE, {**SAMBA_SIDE, "sequences": [], "went_out": False,
                      "melds": [["Wheel=0", "0", "0"]]}],
        variant="standard",
    )
    assert "score them with --variant samba" in str(standard["error"])
    assert "laid only by a side going out" in str(zero_meld["error"])


def test_the_samba_score_pad_asks_for_sequences_and_plays_to_10000(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed = [
        "", "2", "",                                         # deck, sides, target
        "7*K", "7*Q", "", "2 3 4", "", "", "5", "y",          # side 1
        "", "9 10 11", "", "", "Crone", "n",                  # side 2
        "n",                                                  # another hand?
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert _run(["--variant", "samba"]) == 0
    out = capsys.readouterr().out
    assert "Play to [10000]" in out
    assert "sequence 1:" in out
    assert "Side 1:" in out and "sequences +15, sambas +0 (0)" in out
    assert "going out +200" in out
    assert "Totals: Side 1 1350, Side 2 -20" in out
