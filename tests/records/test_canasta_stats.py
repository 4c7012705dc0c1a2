"""Statistics per player: people by name, bots by level, apart per deck and table size;
games and wins at a game's end, the average and best hand at each hand's end; the file
written atomically, a bad one set aside with one line, an unmovable one never
written over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from candy_arcade.records import stats_store
from candy_arcade.records.canasta_record import RecordedSeat
from candy_arcade.records.stats import Statistics, TallyKey
from candy_arcade.records.stats_store import StatsStore
from candy_arcade.rules.canasta.settings import Settings
from tests.records.games import keeper, new_session, play

ALICE = RecordedSeat("South", "Alice", False, "normal")
BOB = RecordedSeat("North", "Bob", False, "normal")
HARD = RecordedSeat("West", "Bot 2", True, "hard")
EASY = RecordedSeat("East", "Bot 4", True, "easy")


def test_partners_share_their_sides_hand_score_and_the_average_and_best_follow() -> None:
    seats = (ALICE, HARD, BOB, EASY)
    four = Settings(players=4)
    stats = Statistics()
    for scores in ((355, -120), (-40, 905), (1205, 60)):
        stats = stats.with_hand(seats, four, scores)
    stats = stats.with_game(seats, four, (0,))
    alice = stats.tally("Alice", "heckadeck", 4)
    assert (alice.games, alice.wins, alice.hands, alice.points, alice.best) == (1, 1, 3, 1520, 1205)
    assert alice.average == pytest.approx(1520 / 3)
    assert stats.tally("Bob", "heckadeck", 4) == alice, "partners score alike"
    hard = stats.tally("Bot (hard)", "heckadeck", 4)
    assert (hard.games, hard.wins, hard.hands, hard.best) == (1, 0, 3, 905)
    assert hard.average == pytest.approx(845 / 3)


def test_each_deck_and_table_size_is_counted_apart_and_bots_by_level() -> None:
    stats = Statistics()
    stats = stats.with_hand((ALICE, HARD), Settings(players=2), (500, 100))
    stats = stats.with_hand((ALICE, HARD), Settings(players=2, deck="classic"), (-60, 900))
    stats = stats.with_hand((ALICE, HARD, EASY), Settings(players=3), (10, 20, 30))
    keys = [key for key, _ in stats.rows()]
    assert keys == [
        TallyKey("Alice", "classic", 2),
        TallyKey("Alice", "heckadeck", 2),
        TallyKey("Alice", "heckadeck", 3),
        TallyKey("Bot (easy)", "heckadeck", 3),
        TallyKey("Bot (hard)", "classic", 2),
        TallyKey("Bot (hard)", "heckadeck", 2),
        TallyKey("Bot (hard)", "heckadeck", 3),
    ], "people first, then bots by level; each table apart"
    assert stats.tally("Alice", "classic", 2).best == -60
    assert stats.tally("Nobody", "classic", 2).average is None


def test_two_bots_of_one_level_are_each_a_game_of_that_level() -> None:
    two = Settings(players=2)
    seats = (RecordedSeat("South", "Bot 1", True, "normal"),
             RecordedSeat("North", "Bot 2", True, "normal"))
    stats = Statistics().with_hand(seats, two, (300, 800)).with_game(seats, two, (1,))
    tally = stats.tally("Bot (normal)", "heckadeck", 2)
    assert (tally.games, tally.wins, tally.hands, tally.points, tally.best) == (2, 1, 2, 1100, 800)


def test_a_played_game_is_counted_in_the_data_folders_file(tmp_path: Path) -> None:
    session = new_session(["human", "hard"], 5, keeper(tmp_path))
    ends = play(session)
    read = StatsStore(tmp_path / "stats.json").read()
    assert read.problem is None
    person = read.stats.tally("Player 1", "heckadeck", 2)
    bot = read.stats.tally("Bot (hard)", "heckadeck", 2)
    scores = [end.result.sides[0].hand_score for end in ends if end.result is not None]
    assert person.hands == len(ends) and person.points == sum(scores) and person.best == max(scores)
    assert person.games == bot.games == 1
    assert person.wins + bot.wins >= 1
    assert person.wins == int(0 in session.state.winners)


def test_the_statistics_file_is_read_back_exactly(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.json")
    two = Settings(players=2)
    built = Statistics().with_hand((ALICE, HARD), two, (355, -20))
    assert store.change(lambda stats: built) is None
    assert store.read().stats.tallies == built.tallies
    assert json.loads(store.path.read_text())["format"] == "candy-arcade-canasta-stats"


def test_a_damaged_statistics_file_is_set_aside_and_counting_starts_again(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.json")
    store.path.write_text('{"format": "candy-arcade-canasta-stats", "version": 1, "tallies": 7}')
    read = store.read()
    assert read.problem == (
        "stats.json is damaged (tallies must be a list); kept as stats.json.bad, "
        "counting starts again"
    )
    assert read.stats.tallies == {} and (tmp_path / "stats.json.bad").exists()
    problem = store.change(lambda s: s.with_hand((ALICE, HARD), Settings(players=2), (5, 6)))
    assert problem is None, "the bad file is already aside: the new count is written"
    assert store.read().stats.tally("Alice", "heckadeck", 2).points == 5


def test_a_file_that_can_be_neither_read_nor_moved_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = StatsStore(tmp_path / "stats.json")
    store.path.write_text("not json at all")

    def refuse(path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(stats_store, "set_aside", refuse)
    problem = store.change(lambda s: s.with_hand((ALICE, HARD), Settings(players=2), (5, 6)))
    assert problem is not None and "\n" not in problem
    assert problem.endswith(
        "it could not be moved aside (Permission denied), so the statistics are not written over"
    )
    assert store.path.read_text() == "not json at all"
