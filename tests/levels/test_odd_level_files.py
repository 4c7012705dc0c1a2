"""Level files a text editor, a script or an accident can produce: each is one clear
problem on the right line, never a traceback or a hang."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from candy_arcade.levels import loader
from candy_arcade.levels.loader import LevelError, load_level, readable_levels
from candy_arcade.levels.validate import LevelInvalid, parse_level
from tests.levels.test_check_level import GOOD


def problems(raw: bytes) -> list[str]:
    with pytest.raises(LevelInvalid) as caught:
        parse_level(raw, "levels/t.toml")
    return str(caught.value).splitlines()


def test_lists_nested_thousands_deep_are_one_problem() -> None:
    lines = problems(b'name = "x"\na = ' + b"[" * 5000)
    assert lines == [
        "levels/t.toml:2: not valid TOML: lists or tables nested too deeply for a level file"
    ]


def test_a_number_too_long_to_read_is_one_problem() -> None:
    lines = problems(GOOD.replace("width = 1280", "width = 1" + "0" * 5000).encode())
    assert lines == ["levels/t.toml:5: not valid TOML: a number longer than 4300 digits"]


def test_a_huge_hex_number_is_out_of_range_not_a_crash() -> None:
    # 0xfff... with 400 digits is 16**400 - 1, a whole number of 482 decimal digits.
    lines = problems(GOOD.replace("width = 1280", "width = 0x" + "f" * 400).encode())
    shown = str(16**400 - 1)[:6]
    assert lines == [
        f"levels/t.toml:5: table.width is {shown}... (482 digits); allowed 320 to 4000"
    ]


def test_a_byte_order_mark_is_accepted() -> None:
    level = parse_level(b"\xef\xbb\xbf" + GOOD.encode(), "levels/t.toml")
    assert level.name == "Test"
    assert level.text == GOOD


def test_a_key_given_twice_is_named_on_its_second_line() -> None:
    assert problems(GOOD.replace("height = 720", "height = 720\nwidth = 1000").encode()) == [
        "levels/t.toml:7: key 'table.width' is given twice: write each key once"
    ]


def test_a_table_header_given_twice_is_named() -> None:
    assert problems((GOOD + "\n[table]\n").encode()) == [
        "levels/t.toml:21: [table] is given twice: write each key once"
    ]


def test_a_table_that_is_not_a_table_is_one_problem() -> None:
    text = GOOD.replace("[table]\nwidth = 1280\nheight = 720\n", "table = 7\n")
    assert problems(text.encode()) == [
        "levels/t.toml:4: table must be a table [table], not a number"
    ]


def test_a_pool_that_is_not_a_table_is_one_problem() -> None:
    start, end = GOOD.index("[pool]"), GOOD.index("[[seats]]")
    text = GOOD[:start] + "[[seats]]\nx = 640\ny = 400\n" + GOOD[end:]
    text = text.replace('mode = "candy"', 'mode = "candy"\npool = "middle"')
    assert problems(text.encode()) == ["levels/t.toml:3: pool must be a table [pool], not text"]


def test_a_multi_line_string_does_not_move_the_line_numbers() -> None:
    text = GOOD.replace(
        'mode = "candy"',
        'mode = "candy"\ndescription = """\n[table]\nwidth = 5\n"""',
    ).replace("width = 1280", "width = 0")
    assert problems(text.encode()) == ["levels/t.toml:9: table.width is 0; allowed 320 to 4000"]


def test_a_literal_multi_line_string_is_skipped_too() -> None:
    text = GOOD.replace(
        'mode = "candy"',
        "mode = \"candy\"\ndescription = '''it's\n[table]\nwidth = 5'''",
    ).replace("width = 1280", "width = 0")
    assert problems(text.encode()) == ["levels/t.toml:8: table.width is 0; allowed 320 to 4000"]


def test_a_folder_is_named_as_a_folder(tmp_path: Path) -> None:
    with pytest.raises(LevelError, match="it is a folder, not a level file"):
        load_level(tmp_path)


def test_a_pipe_is_refused_without_waiting_for_it(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.toml"
    os.mkfifo(pipe)
    result = subprocess.run(
        [sys.executable, "-m", "candy_arcade", "check-level", str(pipe)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr == (
        f"{pipe}:1: not a regular file (a pipe or a device): a level is a file\n"
    )


def test_a_deeply_nested_file_among_the_levels_leaves_the_others_playable(
    tmp_path: Path,
) -> None:
    (tmp_path / "a-good.toml").write_text(GOOD)
    (tmp_path / "b-deep.toml").write_text("a = " + "[" * 5000)
    levels, broken = readable_levels(tmp_path)
    assert [level.name for level in levels] == ["Test"]
    assert broken == [
        f"{tmp_path / 'b-deep.toml'}:1: not valid TOML: lists or tables nested too deeply "
        "for a level file"
    ]


def test_a_broken_level_file_does_not_hide_a_modes_usual_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "00-broken.toml").write_text("name = ")
    shutil.copy(loader.LEVELS_DIR / "07-pinata-patio.toml", tmp_path)
    monkeypatch.setattr(loader, "LEVELS_DIR", tmp_path)
    assert loader.default_level_for("pinata").name == "Patio Piñata"


def test_a_level_keeps_the_exact_text_it_was_parsed_from(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(GOOD)
    level = load_level(path)
    path.write_text(GOOD.replace('"Test"', '"Changed"'))
    assert level.text == GOOD
    assert "text" not in repr(level)


def test_check_level_counts_a_single_seat_in_the_singular(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from candy_arcade.cli import main

    path = tmp_path / "solo.toml"
    path.write_text(GOOD[: GOOD.index("[[seats]]\nx = 980")])
    assert main(["check-level", str(path)]) == 0
    assert capsys.readouterr().out == f'{path}: ok (candy, 1 seat, "Test")\n'
