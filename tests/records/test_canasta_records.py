"""Every Canasta hand is recorded: played again from its deal and moves it reaches the
same table and the same scores; the file is written whole, the newest 200 kept, a bad
one set aside with one line; a continued game goes on in its own record."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from candy_arcade.core import atomic_io
from candy_arcade.levels.loader import load_default_level
from candy_arcade.records.canasta_playback import play_hand
from candy_arcade.records.canasta_record import FORMAT, GameRecord, RecordError
from candy_arcade.records.record_store import RecordStore, read_record
from candy_arcade.rules.canasta.actions import EndPlay, Meld
from candy_arcade.rules.canasta.serialize import state_hash
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.session import CanastaSession
from tests.records.games import keeper, new_session, play


@pytest.mark.parametrize(
    ("kinds", "deck"),
    [(["normal", "easy"], "heckadeck"), (["normal"] * 3, "classic"), (["normal"] * 4, "heckadeck")],
)
def test_each_recorded_hand_replays_to_the_same_final_state_and_scores(
    tmp_path: Path, kinds: list[str], deck: str
) -> None:
    session = new_session(kinds, 11, keeper(tmp_path), deck)
    ends = play(session)
    assert session.state.phase is Phase.GAME_OVER
    [(path, record)] = RecordStore(tmp_path / "records").listing().records
    assert record == session.recorder.record, "the file reads back as it was written"
    assert len(record.hands) == len(ends) >= 1
    for index, end in enumerate(ends):
        final = play_hand(record, index)[-1].state
        assert final == end, f"hand {index + 1} ends on the very table it ended on"
        assert final.scores == record.hands[index].totals == end.scores
        assert final.result == end.result
    assert record.winners == session.state.winners
    data = json.loads(path.read_text())
    assert data["format"] == FORMAT and data["version"] == 1
    assert data["hands"][0]["hand_number"] == 0 and data["seed"] == 11
    assert all("type" in move for move in data["hands"][0]["actions"])


def test_a_changed_move_is_refused_with_the_hand_and_move_named(tmp_path: Path) -> None:
    session = new_session(["normal", "normal"], 4, keeper(tmp_path))
    play(session)
    record = session.recorder.record
    hand = record.hands[0]
    moves = list(hand.actions)
    moves[0] = EndPlay()
    changed = GameRecord(record.settings, record.seed, record.seats, record.started,
                         (type(hand)(hand.deal, tuple(moves), hand.final_hash, hand.reason,
                                     hand.hand_scores, hand.totals),))
    with pytest.raises(RecordError, match=r"^hand 1, move 1: the rules refuse it \("):
        play_hand(changed, 0)
    shortened = GameRecord(record.settings, record.seed, record.seats, record.started,
                           (type(hand)(hand.deal, hand.actions[:-1], hand.final_hash,
                                       hand.reason, hand.hand_scores, hand.totals),))
    with pytest.raises(RecordError, match="does not reach its recorded end"):
        play_hand(shortened, 0)


def test_a_game_left_and_continued_goes_on_in_its_own_record(tmp_path: Path) -> None:
    records = keeper(tmp_path, every_move=True)
    session = new_session(["human", "normal"], 8, records)
    play(session, moves=70)
    path = session.recorder.path
    assert path is not None and read_record(path).current is not None
    saved = session.snapshot()
    again = CanastaSession.resume(saved, load_default_level(), records)
    assert again.recorder.path == path
    ends = play(again)
    record = read_record(path)
    recorded_ends = [hand.final_hash for hand in record.hands]
    assert recorded_ends == [state_hash(end) for end in ends][-len(record.hands) :]
    first = play_hand(record, 0)
    assert len(first) - 1 > 70, "the hand continued holds the moves from before the save"
    assert first[-1].state.scores == record.hands[0].totals


def test_a_save_without_its_record_starts_a_new_one_and_says_which_hand_is_missing(
    tmp_path: Path,
) -> None:
    session = new_session(["human", "normal"], 8, None)
    play(session, moves=30)
    again = CanastaSession.resume(session.snapshot(), load_default_level(), keeper(tmp_path))
    assert again.recorder.record.current is None
    assert again.recorder.record.notes == (
        "Hand 1 was continued from a save without its record: it is not recorded",
    )


def test_a_move_taken_back_leaves_the_record(tmp_path: Path) -> None:
    records = keeper(tmp_path, every_move=True)
    session = new_session(["human", "normal"], 2, records)
    for _ in range(400):
        state = session.state
        if state.to_act == 0 and state.phase is Phase.MELD:
            melds = [a for a in session.legal() if isinstance(a, Meld)]
            if melds:
                before = session.recorder.record.current
                assert before is not None
                session.apply(melds[0])
                assert session.can_undo()
                assert session.undo()
                after = session.recorder.record.current
                assert after is not None and after.actions == before.actions
                assert session.recorder.path is not None
                on_disk = read_record(session.recorder.path).current
                assert on_disk is not None and on_disk.actions == before.actions
                assert on_disk.position_hash == state_hash(session.state)
                return
        play(session, moves=1)
    pytest.fail("the person never had a meld to make and take back")


def small_record(number: int) -> GameRecord:
    session = new_session(["normal", "normal"], number, None)
    return session.recorder.record


def test_only_the_newest_200_records_are_kept(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records")
    record = small_record(1)
    made = [store.create(record) for _ in range(205)]
    left = store.files()
    assert len(left) == 200
    assert set(left) == set(made[5:]), "the five oldest went, the newest 200 stayed"
    assert left[0] == made[-1]


def test_a_record_is_written_whole_by_a_temporary_renamed_into_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = RecordStore(tmp_path / "records")
    path = store.create(small_record(1))
    before = path.read_bytes()
    renamed: list[tuple[str, str]] = []
    real_replace = os.replace

    def watched(source: str, target: str) -> None:
        renamed.append((Path(source).name, Path(target).name))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_io.os, "replace", watched)
    with pytest.raises(OSError):
        store.update(path, small_record(2))
    monkeypatch.setattr(atomic_io.os, "replace", real_replace)
    assert renamed and renamed[0][1] == path.name and renamed[0][0].startswith(f".{path.name}.")
    assert path.read_bytes() == before, "a failed write leaves the old record whole"
    assert [p.name for p in path.parent.iterdir()] == [path.name], "no temporary left"


def test_a_bad_record_is_set_aside_as_bad_with_one_line(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records")
    good = store.create(small_record(1))
    bad = store.folder / "game-20200101-000000-000000.canasta"
    bad.write_text('{"format": "candy-arcade-canasta-record", "version": 1, "seed": "x"}')
    listing = store.listing()
    assert [path for path, _ in listing.records] == [good]
    [line] = listing.problems
    assert "\n" not in line and "Traceback" not in line
    assert line.startswith(f"{bad.name}: damaged Canasta record (")
    assert line.endswith(f"kept as {bad.name}.bad")
    assert not bad.exists() and (store.folder / f"{bad.name}.bad").exists()
    assert store.listing().problems == (), "set aside once, not reported again"


def test_a_file_that_cannot_be_read_is_moved_aside_before_a_record_is_written(
    tmp_path: Path,
) -> None:
    store = RecordStore(tmp_path / "records")
    store.folder.mkdir(parents=True)
    path = store.folder / "game-1.canasta"
    os.mkfifo(path)
    record = small_record(3)
    store.update(path, record)
    assert read_record(path) == record
    kept = store.folder / "game-1.canasta.bad"
    assert kept.exists() and not kept.is_file(), "the unreadable file is kept, not written over"
