"""Settings files that are unreadable, odd or damaged: never lost, never a crash."""

from __future__ import annotations

import os
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from candy_arcade.settings import Settings, load_settings, save_settings
from tests.as_nobody import other_users_file, run_python, shared_folder, text_of

_LOAD_THEN_SAVE = """
from pathlib import Path
from candy_arcade.settings import load_settings, save_settings
path = Path("settings.toml")
loaded = load_settings(path)
print(loaded.problem)
save_settings(loaded.settings.with_changes(effects_volume=0.25), path)
"""


def test_an_unreadable_settings_file_is_set_aside_not_written_over() -> None:
    with shared_folder() as folder:
        other_users_file(folder / "settings.toml", "volume = 0.3\n")
        done = run_python(_LOAD_THEN_SAVE, folder)
        assert done.returncode == 0, done.stderr
        assert "will not be written over" in done.stdout
        assert text_of(folder / "settings.toml.bad") == "volume = 0.3\n"
        assert load_settings(folder / "settings.toml").settings.effects_volume == 0.25


def test_an_unreadable_settings_file_that_cannot_be_moved_is_not_written() -> None:
    with shared_folder() as folder:
        config = folder / "config"
        config.mkdir()
        other_users_file(config / "settings.toml", "volume = 0.3\n")
        config.chmod(0o555)
        done = run_python(_LOAD_THEN_SAVE.replace('"settings.toml"', '"config/settings.toml"'),
                          folder)
        config.chmod(0o755)
        assert done.returncode != 0 and "not written over" in done.stderr
        assert text_of(config / "settings.toml") == "volume = 0.3\n"


def test_a_fifo_named_settings_toml_does_not_hang_and_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    started = time.monotonic()
    loaded = load_settings(path)
    assert time.monotonic() - started < 5
    assert loaded.settings == Settings() and "not a regular file" in (loaded.problem or "")
    save_settings(Settings(effects_volume=0.5), path)
    assert (tmp_path / "settings.toml.bad").is_fifo()
    assert load_settings(path).settings.effects_volume == 0.5


def test_a_huge_settings_file_is_not_read_into_memory(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    with path.open("wb") as handle:
        handle.truncate(3 * 1024**3)
    loaded = load_settings(path)
    assert loaded.settings == Settings() and "larger than" in (loaded.problem or "")


def test_a_dotted_key_of_thousands_of_parts_is_set_aside_in_bounded_time(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.toml"
    for size in (8_000, 50_000):
        path.write_text("a" + ".a" * size + " = 1\n")
        started = time.monotonic()
        loaded = load_settings(path)
        assert time.monotonic() - started < 5 and loaded.problem is not None


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b"\xef\xbb\xbfvolume = 0.3\n")
    loaded = load_settings(path)
    assert loaded.problem is None and loaded.settings.effects_volume == 0.3


def test_a_five_thousand_digit_volume_is_set_aside_with_one_line(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("volume = " + "9" * 5000 + "\n")
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert "too long" in (loaded.problem or "") and "\n" not in (loaded.problem or "")
    assert (tmp_path / "settings.toml.bad").stat().st_size > 5000


def test_a_symlinked_settings_file_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "candy.toml"
    real.parent.mkdir()
    save_settings(Settings(effects_volume=0.1), real)
    link = tmp_path / "settings.toml"
    link.symlink_to(real)
    save_settings(load_settings(link).settings.with_changes(effects_volume=0.6), link)
    assert link.is_symlink() and load_settings(real).settings.effects_volume == 0.6


@settings(max_examples=150, deadline=2000,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.one_of(
    st.binary(max_size=400),
    st.text(max_size=400).map(str.encode),
    st.lists(st.sampled_from(
        ["volume = ", "0.5", "1e999", "9" * 5000, "[keys]", "\n", "left_up = ", '"W"', "[[a]]",
         "felt = ", "'blue'", "{", "[", "msaa = true", "\ufeff", "a.b.c = 1", "=", '"\\u0000"']
    ), max_size=40).map(lambda parts: "".join(parts).encode()),
))
def test_any_settings_file_loads_in_bounded_time_and_is_kept(
    tmp_path: Path, content: bytes
) -> None:
    folder = tmp_path / str(time.monotonic_ns())
    folder.mkdir()
    path = folder / "settings.toml"
    path.write_bytes(content)
    started = time.monotonic()
    loaded = load_settings(path)
    assert time.monotonic() - started < 2
    if loaded.problem is None or "will not be written over" in loaded.problem:
        assert path.read_bytes() == content
    else:
        assert (folder / "settings.toml.bad").read_bytes() == content and not path.exists()
    assert "\n" not in (loaded.problem or "")


def test_the_canasta_hand_order_is_kept_and_a_wrong_one_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    save_settings(Settings(canasta_hand_order="points"), path)
    loaded = load_settings(path)
    assert loaded.settings.canasta_hand_order == "points" and loaded.problem is None
    path.write_text('canasta_hand_order = "sideways"\n', encoding="utf-8")
    bad = load_settings(path)
    assert bad.settings.canasta_hand_order == "wilds_last"
    assert bad.problem is not None and "canasta_hand_order must be one of" in bad.problem


# ----- the volumes ------------------------------------------------------------------------


def test_an_old_files_one_volume_becomes_the_effects_volume(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('volume = 0.3\nfelt = "plum"\n')
    loaded = load_settings(path)
    assert loaded.problem is None and not (tmp_path / "settings.toml.bad").exists()
    assert loaded.settings.effects_volume == 0.3 and loaded.settings.felt == "plum"
    assert loaded.settings.music_volume == Settings().music_volume
    assert not loaded.settings.mute_music
    save_settings(loaded.settings, path)
    written = path.read_text()
    assert "effects_volume = 0.3" in written and "\nvolume" not in written
    assert load_settings(path).settings == loaded.settings


def test_the_effects_volume_wins_over_an_old_volume_beside_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("volume = 0.3\neffects_volume = 0.6\n")
    assert load_settings(path).settings.effects_volume == 0.6


def test_music_volume_and_mute_are_saved_with_the_other_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    save_settings(Settings(effects_volume=1.0, music_volume=0.2, mute_music=True), path)
    loaded = load_settings(path).settings
    assert (loaded.effects_volume, loaded.music_volume, loaded.mute_music) == (1.0, 0.2, True)


def test_a_music_volume_out_of_range_is_set_aside_and_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("music_volume = 3\n")
    loaded = load_settings(path)
    assert loaded.settings == Settings() and "music_volume" in (loaded.problem or "")
