"""Issue 14, Tests: property-based fuzzing of the readers of replays, level files and
``score`` / ``canasta-score`` input. Whatever the bytes, each reader answers in bounded
time with a result or one clear line (its own refusal, never another exception), and
the file it read is still on disk, untouched."""

from __future__ import annotations

import gzip
import io
import json
import time
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from candy_arcade.commands.canasta_score import score_json_line
from candy_arcade.commands.score import _score_lines
from candy_arcade.levels.loader import LEVELS_DIR, LevelError, load_level
from candy_arcade.replays.playback import check_setup
from candy_arcade.replays.recording import ReplayError, load_recording
from tests.replays.test_replay_files import SAVED, saved_data

SECONDS = 5.0
"""Each reader answers one input within this, on a slow shared machine."""

FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5)
    | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=20,
)


def _one_line(message: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message


def _read_file_once(
    tmp_path: Path, name: str, data: bytes, read: Any, refusal: type[Exception]
) -> None:
    """``read`` the file holding ``data``: a result or one ``refusal`` line, quickly, and
    the file is left as it was."""
    path = tmp_path / name
    path.write_bytes(data)
    start = time.perf_counter()
    try:
        read(path)
    except refusal as error:
        _one_line(str(error).splitlines()[0])
    assert time.perf_counter() - start < SECONDS
    assert path.read_bytes() == data


# ---------------------------------------------------------------- replays


def _load_and_set_up(path: Path) -> None:
    """What ``candy-arcade replay`` does before the first tick."""
    check_setup(load_recording(path))


@st.composite
def edited_replays(draw: st.DrawFn) -> bytes:
    """The shipped replay with one field replaced, or some ticks changed, then
    compressed, plain, or cut short."""
    data: dict[str, Any] = saved_data()
    key = draw(st.sampled_from(sorted(data)))
    if key == "ticks" and draw(st.booleans()):
        ticks = list(data["ticks"])
        index = draw(st.integers(0, len(ticks) - 1))
        ticks[index] = draw(JSON_VALUES)
        data["ticks"] = ticks
    else:
        data[key] = draw(JSON_VALUES)
    raw = json.dumps(data).encode()
    form = draw(st.sampled_from(["gzip", "plain", "cut"]))
    if form == "plain":
        return raw
    packed = gzip.compress(raw)
    return packed[: draw(st.integers(0, len(packed)))] if form == "cut" else packed


@FUZZ
@given(data=edited_replays())
def test_fuzzed_replay_fields_give_a_recording_or_one_line(tmp_path: Path, data: bytes) -> None:
    _read_file_once(tmp_path, "fuzzed.replay", data, _load_and_set_up, ReplayError)


@FUZZ
@given(position=st.integers(0, 10**6), bit=st.integers(0, 7))
def test_bit_flipped_replays_give_a_recording_or_one_line(
    tmp_path: Path, position: int, bit: int
) -> None:
    raw = bytearray(SAVED.read_bytes())
    raw[position % len(raw)] ^= 1 << bit
    _read_file_once(tmp_path, "flipped.replay", bytes(raw), _load_and_set_up, ReplayError)


@FUZZ
@given(data=st.binary(max_size=2000))
def test_random_bytes_as_a_replay_are_one_line(tmp_path: Path, data: bytes) -> None:
    _read_file_once(tmp_path, "random.replay", data, load_recording, ReplayError)


# ---------------------------------------------------------------- level files

SHIPPED_LEVEL = (LEVELS_DIR / "11-pinata-garden.toml").read_bytes()


@st.composite
def edited_levels(draw: st.DrawFn) -> bytes:
    """A shipped level with a slice replaced by TOML-ish text or bytes."""
    start = draw(st.integers(0, len(SHIPPED_LEVEL)))
    end = draw(st.integers(start, min(len(SHIPPED_LEVEL), start + 40)))
    piece = draw(
        st.binary(max_size=30)
        | st.text(alphabet="[]{}=.,\"'#\n 0123456789abcxyz-+_eE", max_size=60).map(str.encode)
    )
    return SHIPPED_LEVEL[:start] + piece + SHIPPED_LEVEL[end:]


@FUZZ
@given(data=edited_levels())
def test_fuzzed_level_files_give_a_level_or_problems(tmp_path: Path, data: bytes) -> None:
    _read_file_once(tmp_path, "fuzzed.toml", data, load_level, LevelError)


@FUZZ
@given(data=st.binary(max_size=3000))
def test_random_bytes_as_a_level_are_problems(tmp_path: Path, data: bytes) -> None:
    _read_file_once(tmp_path, "random.toml", data, load_level, LevelError)


# ---------------------------------------------------------------- score and canasta-score

CARD_TEXT = st.text(alphabet="AJQKT0123456789SHDCshdc \t²٣-", max_size=40)


@FUZZ
@given(lines=st.lists(CARD_TEXT | st.text(max_size=30), max_size=8), as_json=st.booleans())
def test_score_answers_each_fuzzed_line_with_a_score_or_an_error(
    lines: list[str], as_json: bool
) -> None:
    out = io.StringIO()
    start = time.perf_counter()
    _score_lines([line + "\n" for line in lines], out, as_json=as_json)
    assert time.perf_counter() - start < SECONDS
    if as_json:
        records = [json.loads(line) for line in out.getvalue().splitlines()]
        assert len(records) == len(lines)
        for record in records:
            assert "total" in record or "error" in record
            if "error" in record:
                _one_line(record["error"])


CANASTA_KEYS = st.sampled_from(
    ["deck", "melds", "bonus", "hands", "went_out", "concealed", "by_darkness", "other"]
)
CARD_NAMES = st.sampled_from(
    ["K", "A", "Joker", "Wheel=K", "Wheel=Darkness", "Darkness", "3", "3R", "0", "Beast", "zz"]
)
CANASTA_VALUES = (
    JSON_VALUES
    | st.sampled_from(["heckadeck", "classic"])
    | st.lists(CARD_NAMES, max_size=8)
    | st.lists(st.lists(CARD_NAMES, max_size=8), max_size=4)
)


@FUZZ
@given(
    side=st.dictionaries(CANASTA_KEYS, CANASTA_VALUES, max_size=7),
    mangle=st.sampled_from(["none", "cut", "deep", "digits"]),
)
def test_canasta_score_answers_each_fuzzed_line_with_a_total_or_an_error(
    side: dict[str, Any], mangle: str
) -> None:
    line = json.dumps(side)
    if mangle == "cut":
        line = line[: len(line) // 2]
    elif mangle == "deep":
        line = "[" * 50_000 + line
    elif mangle == "digits":
        line = line.replace("}", ', "x": ' + "7" * 5000 + "}")
    start = time.perf_counter()
    answer = score_json_line(line)
    assert time.perf_counter() - start < SECONDS
    json.dumps(answer)
    assert ("total" in answer) != ("error" in answer)
    if "error" in answer:
        _one_line(answer["error"])
