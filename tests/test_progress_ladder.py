"""The bot ladder: a first game meets easy bots; two wins in a row suggest the next level."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.progress import Progress, load_progress, save_progress
from candy_arcade.progress_ladder import (
    BotLadder,
    RoundAgainstBots,
    RoundResult,
    Suggestion,
    accept,
    dismiss,
    note_round,
    round_against_bots,
    suggestion,
)

PERSON = SeatSpec(is_bot=False)
EASY = SeatSpec(is_bot=True, difficulty="easy")
NORMAL = SeatSpec(is_bot=True, difficulty="normal")
HARD = SeatSpec(is_bot=True, difficulty="hard")
WON_EASY = RoundAgainstBots("easy", RoundResult.WON)


def test_a_first_game_meets_easy_bots() -> None:
    assert BotLadder().level == "easy"
    assert Progress().ladder("candy") == BotLadder("easy", 0)


def test_a_person_who_beats_every_bot_wins_the_round() -> None:
    played = round_against_bots([PERSON, EASY, EASY], [40, 30, -10])
    assert played == RoundAgainstBots("easy", RoundResult.WON)


def test_a_person_beaten_by_any_bot_loses_the_round() -> None:
    played = round_against_bots([PERSON, EASY, EASY], [40, 50, -10])
    assert played == RoundAgainstBots("easy", RoundResult.LOST)


def test_a_tie_with_the_best_bot_is_a_tie() -> None:
    played = round_against_bots([PERSON, EASY], [40, 40])
    assert played == RoundAgainstBots("easy", RoundResult.TIED)


def test_one_of_several_people_beating_every_bot_wins_the_round() -> None:
    played = round_against_bots([PERSON, PERSON, EASY], [-20, 60, 50])
    assert played is not None and played.result is RoundResult.WON


def test_a_round_counts_against_the_weakest_bot_at_the_table() -> None:
    played = round_against_bots([PERSON, HARD, EASY, NORMAL], [90, 80, 10, 20])
    assert played == RoundAgainstBots("easy", RoundResult.WON)


def test_a_table_without_people_or_without_bots_notes_nothing() -> None:
    assert round_against_bots([EASY, NORMAL], [10, 20]) is None
    assert round_against_bots([PERSON, PERSON], [10, 20]) is None


def test_two_wins_in_a_row_suggest_the_next_level() -> None:
    once = note_round(BotLadder(), WON_EASY)
    assert suggestion(once) is None
    offered = suggestion(note_round(once, WON_EASY))
    assert offered == Suggestion("easy", "normal")
    assert offered.words == "You beat the easy bots twice in a row — try normal?"


def test_a_lost_round_between_two_wins_breaks_the_streak() -> None:
    ladder = note_round(BotLadder(), WON_EASY)
    ladder = note_round(ladder, RoundAgainstBots("easy", RoundResult.LOST))
    assert suggestion(note_round(ladder, WON_EASY)) is None


def test_a_tie_leaves_the_streak_as_it_was() -> None:
    ladder = note_round(BotLadder(), WON_EASY)
    ladder = note_round(ladder, RoundAgainstBots("easy", RoundResult.TIED))
    assert ladder.wins_in_a_row == 1
    assert suggestion(note_round(ladder, WON_EASY)) == Suggestion("easy", "normal")


def test_a_round_against_another_level_changes_nothing() -> None:
    ladder = note_round(BotLadder(), WON_EASY)
    assert note_round(ladder, RoundAgainstBots("hard", RoundResult.WON)) == ladder
    assert note_round(ladder, RoundAgainstBots("normal", RoundResult.LOST)) == ladder


def test_accepting_moves_up_and_the_count_starts_again() -> None:
    earned = BotLadder("easy", 2)
    assert accept(earned) == BotLadder("normal", 0)
    assert accept(BotLadder("easy", 1)) == BotLadder("easy", 1), "nothing was suggested"


def test_dismissing_waits_for_two_more_wins_in_a_row() -> None:
    ladder = dismiss(BotLadder("easy", 2))
    assert suggestion(ladder) is None and ladder.level == "easy"
    ladder = note_round(note_round(ladder, WON_EASY), WON_EASY)
    assert suggestion(ladder) == Suggestion("easy", "normal")


def test_beyond_hard_nothing_is_suggested() -> None:
    won = RoundAgainstBots("hard", RoundResult.WON)
    assert suggestion(note_round(note_round(BotLadder("hard"), won), won)) is None


def test_the_ladder_is_kept_in_the_progress_file_beside_the_challenges(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    progress = Progress(completed={"maze"}, best={"maze": 90})
    progress.note_round("pinata", WON_EASY)
    save_progress(progress, path)
    again = load_progress(path)
    assert again.ladder("pinata") == BotLadder("easy", 1)
    assert again.ladder("candy") == BotLadder() and again.best == {"maze": 90}


def test_a_progress_file_from_before_the_ladder_loads_with_a_first_game(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text('{"completed": [], "best": {"maze": 5}}')
    assert load_progress(path).ladder("candy") == BotLadder()


@pytest.mark.parametrize(
    "bots",
    [
        {"candy": {"level": "expert", "wins_in_a_row": 0}},
        {"candy": {"level": "easy", "wins_in_a_row": 9}},
        {"candy": {"level": "easy", "wins_in_a_row": True}},
        {"chess": {"level": "easy", "wins_in_a_row": 0}},
        ["easy"],
    ],
)
def test_a_damaged_bot_ladder_is_set_aside_never_written_over(
    tmp_path: Path, bots: object
) -> None:
    path = tmp_path / "progress.json"
    text = json.dumps({"completed": ["maze"], "best": {}, "bots": bots})
    path.write_text(text)
    progress = load_progress(path)
    assert progress.problem is not None and "\n" not in progress.problem
    assert (tmp_path / "progress.json.bad").read_text() == text
