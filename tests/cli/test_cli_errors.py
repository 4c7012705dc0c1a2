"""Bad input gets one clear line and exit status 2, never a traceback."""

from __future__ import annotations

import pytest

from candy_arcade.cli import main


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--mode", "chess"],
        ["play", "--seats", "human,robot"],
        ["play", "--seats", "bot:impossible"],
        ["play", "--frames", "10"],
        ["play", "--headless", "--frames", "0"],
        ["play", "--headless"],
        ["play", "--level", "/no/such/level.toml"],
        ["play", "--seed", "abc"],
        ["play", "--seats", ",".join(["bot"] * 9)],
        ["play", "--headless", "--frames", "1", "--screenshot", "/no/such/dir/x.png"],
        ["no-such-command-or-flag", "--zzz"],
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(argv)
    except SystemExit as exit_:
        code = exit_.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert "error" in err
    assert "Traceback" not in err


def test_play_is_the_default_command() -> None:
    from candy_arcade.cli import _with_default_command

    assert _with_default_command(["--mode", "candy"], ["play", "score"]) == [
        "play",
        "--mode",
        "candy",
    ]
    assert _with_default_command([], ["play"]) == ["play"]
    assert _with_default_command(["score", "QS"], ["play", "score"]) == ["score", "QS"]


def test_seats_parse_humans_bots_and_difficulties() -> None:
    from candy_arcade.core.seats import SeatSpec, parse_seats

    assert parse_seats("human,bot,bot:hard") == (
        SeatSpec(is_bot=False),
        SeatSpec(is_bot=True),
        SeatSpec(is_bot=True, difficulty="hard"),
    )


def test_a_level_of_another_mode_than_asked_is_one_line_naming_its_mode(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["play", "--mode", "candy", "--level", "levels/07-pinata-patio.toml"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1
    assert "is a pinata level; use --mode pinata or leave --mode out" in err
