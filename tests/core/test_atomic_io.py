"""New files never replace old ones: set-aside copies, matches and crash reports."""

from __future__ import annotations

from pathlib import Path

from candy_arcade.core.atomic_io import set_aside, write_text_new


def test_set_aside_takes_the_first_free_bad_name(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    names = []
    for number in range(3):
        path.write_text(str(number))
        names.append(set_aside(path).name)
    assert names == ["progress.json.bad", "progress.json.bad-2", "progress.json.bad-3"]
    assert (tmp_path / "progress.json.bad-2").read_text() == "1" and not path.exists()


def test_new_files_in_the_same_second_get_numbered_names(tmp_path: Path) -> None:
    paths = [
        write_text_new(tmp_path / "m", "candy-20240101-120000", ".json", str(n)) for n in range(3)
    ]
    assert [p.name for p in paths] == [
        "candy-20240101-120000.json",
        "candy-20240101-120000-2.json",
        "candy-20240101-120000-3.json",
    ]
    assert [p.read_text() for p in paths] == ["0", "1", "2"]
    assert sorted(p.name for p in (tmp_path / "m").iterdir()) == sorted(p.name for p in paths)
