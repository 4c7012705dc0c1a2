"""What the player sees of Canasta records: the title's Past hands and Statistics, the
list of hands, each player's numbers, and the replay viewer stepping, playing and
changing whose view it shows, by keys and by pad."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade
import pytest

from candy_arcade.records.canasta_record import GameRecord
from candy_arcade.records.record_store import Listing, RecordStore
from candy_arcade.records.stats_store import StatsStore
from candy_arcade.records.watching import PLAY_SECONDS
from candy_arcade.rules.canasta.serialize import state_hash
from candy_arcade.views.canasta.past_hands import EMPTY as NO_HANDS
from candy_arcade.views.canasta.past_hands import PastHandsView
from candy_arcade.views.canasta.replay_view import CanastaReplayView
from candy_arcade.views.canasta.statistics_view import EMPTY as NO_STATS
from candy_arcade.views.canasta.statistics_view import StatisticsView
from candy_arcade.views.title import TitleView
from tests.records.games import keeper, new_session, play


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A two-player game (a person and a hard bot) of two hands, played to its end into
    a folder."""
    folder = tmp_path_factory.mktemp("records")
    play(new_session(["human", "hard"], 4, keeper(folder)))
    return folder


def the_record(folder: Path) -> GameRecord:
    [(_, record)] = RecordStore(folder / "records").listing().records
    return record


def key(view: Any, symbol: int) -> None:
    view.on_key_press(symbol, 0)
    view.on_key_release(symbol, 0)


def panel_words(view: CanastaReplayView) -> list[str]:
    view.on_draw()
    return list(view.panel.texts.shown().values())


def test_the_title_offers_past_hands_and_statistics(game_window: Any) -> None:
    title = TitleView()
    game_window.show_view(title)
    labels = [item.label for item in title.items]
    assert labels.index("Past hands") == labels.index("Challenges") + 1
    assert labels.index("Statistics") == labels.index("Past hands") + 1
    title.selected = labels.index("Past hands")
    key(title, arcade.key.ENTER)
    assert isinstance(game_window.current_view, PastHandsView)
    key(game_window.current_view, arcade.key.ESCAPE)
    assert isinstance(game_window.current_view, TitleView)
    game_window.current_view.selected = labels.index("Statistics")
    key(game_window.current_view, arcade.key.ENTER)
    assert isinstance(game_window.current_view, StatisticsView)


def test_past_hands_lists_each_hand_newest_first_and_a_bad_file_in_one_line(
    game_window: Any, played: Path
) -> None:
    record = the_record(played)
    listing = RecordStore(played / "records").listing()
    told = Listing(listing.records, ("game-1.canasta: damaged Canasta record (seed); "
                                     "kept as game-1.canasta.bad",))
    view = PastHandsView(told)
    game_window.show_view(view)
    view.on_draw()
    words = view.words()
    assert words[0] == "Past hands"
    last = len(record.hands)
    assert words[2] == f"1–{last} of {last}"
    assert words[3].startswith(f"Hand {last}: "), "the game's last hand first"
    assert "Heckadeck, 2 players · seed 4" in words[4] and words[4].endswith(" won")
    assert "game-1.canasta: damaged Canasta record (seed); kept as game-1.canasta.bad" in words
    assert NO_HANDS not in words
    assert words[-1].startswith("↑ ↓ / d-pad: choose")


def test_with_no_record_past_hands_says_so(game_window: Any) -> None:
    view = PastHandsView(Listing((), ()))
    game_window.show_view(view)
    key(view, arcade.key.ENTER)
    assert game_window.current_view is view, "Enter on an empty list does nothing"
    assert NO_HANDS in view.words()


def test_choosing_a_hand_watches_it_and_esc_comes_back(game_window: Any, played: Path) -> None:
    view = PastHandsView(RecordStore(played / "records").listing())
    game_window.show_view(view)
    key(view, arcade.key.DOWN)
    key(view, arcade.key.ENTER)
    replay = game_window.current_view
    assert isinstance(replay, CanastaReplayView)
    hands = len(view.hands[0][0].hands)
    assert hands == 2 and replay.watching.hand == 0, "the second row: the game's first hand"
    words = panel_words(replay)
    assert "REPLAY" in words and "Paused" in words and "The deal" in words
    assert f"Hand {replay.watching.hand + 1} of {hands}" in words
    key(replay, arcade.key.ESCAPE)
    assert game_window.current_view is view


def test_the_replay_steps_forward_and_back_and_ends_on_the_recorded_table(
    game_window: Any, played: Path
) -> None:
    record = the_record(played)
    replay = CanastaReplayView(record, 0, leave=lambda: None)
    game_window.show_view(replay)
    moves = replay.watching.moves
    assert f"Move 0 of {moves}" in panel_words(replay)
    key(replay, arcade.key.RIGHT)
    words = panel_words(replay)
    assert f"Move 1 of {moves}" in words
    said = replay.log_lines()[-1]
    assert said != "The deal" and said in words, "the move just made, in words"
    key(replay, arcade.key.LEFT)
    assert f"Move 0 of {moves}" in panel_words(replay)
    key(replay, arcade.key.M)
    assert replay.watching.step == 0, "a key the viewer does not use does nothing"
    for _ in range(moves):
        key(replay, arcade.key.RIGHT)
    assert state_hash(replay.watching.state) == record.hands[0].final_hash
    south, north = record.hands[0].totals
    words = panel_words(replay)
    assert f"{south:,}" in words and f"{north:,}" in words


def test_space_plays_a_move_each_beat_and_pauses(game_window: Any, played: Path) -> None:
    replay = CanastaReplayView(the_record(played), 0, leave=lambda: None)
    game_window.show_view(replay)
    key(replay, arcade.key.SPACE)
    assert "Playing" in panel_words(replay)
    for _ in range(3):
        replay.on_update(PLAY_SECONDS)
    assert replay.watching.step == 3
    key(replay, arcade.key.P)
    replay.on_update(PLAY_SECONDS * 2)
    assert replay.watching.step == 3 and "Paused" in panel_words(replay)


def test_every_hand_face_up_or_one_seats_view(game_window: Any, played: Path) -> None:
    record = the_record(played)
    replay = CanastaReplayView(record, 0, leave=lambda: None)
    game_window.show_view(replay)
    state = replay.watching.state
    words = panel_words(replay)
    assert "View: every hand face up" in words
    assert f"North (Bot, hard) · {len(state.hands[1])}" in words
    assert len(replay.panel.cards) == len(state.hands[1]), "North's cards shown face up"
    assert replay.table.hand_cards and set(replay.table.hand_cards) == set(state.hands[0])
    key(replay, arcade.key.DOWN)
    words = panel_words(replay)
    assert "View: South's hand only" in words
    assert f"North (Bot, hard): {len(state.hands[1])} cards, hidden" in words
    assert len(replay.panel.cards) == 0
    key(replay, arcade.key.DOWN)
    words = panel_words(replay)
    assert "View: North's hand only" in words
    assert set(replay.table.hand_cards) == set(state.hands[1]), "North's hand at the bottom"
    assert f"South (Player 1): {len(state.hands[0])} cards, hidden" in words
    key(replay, arcade.key.UP)
    key(replay, arcade.key.UP)
    assert "View: every hand face up" in panel_words(replay)


def test_a_pad_steps_plays_changes_the_view_and_the_hand_and_leaves(
    game_window: Any, played: Path
) -> None:
    record = the_record(played)
    left: list[str] = []
    replay = CanastaReplayView(record, 0, leave=lambda: left.append("left"))
    game_window.show_view(replay)
    replay.on_menu_command("right")
    replay.on_menu_command("right")
    replay.on_menu_command("left")
    assert replay.watching.step == 1
    replay.on_menu_command("select")
    assert replay.watching.playing
    replay.on_menu_command("pause")
    assert not replay.watching.playing
    replay.on_menu_command("down")
    assert "View: South's hand only" in panel_words(replay)
    replay.on_menu_command("right_shoulder")
    assert (replay.watching.hand, replay.watching.step) == (1, 0)
    assert "Hand 2 of 2" in panel_words(replay)
    replay.on_menu_command("left_shoulder")
    assert replay.watching.hand == 0
    replay.on_menu_command("back")
    assert left == ["left"]


def test_statistics_show_each_players_numbers(game_window: Any, played: Path) -> None:
    read = StatsStore(played / "stats.json").read()
    person = read.stats.tally("Player 1", "heckadeck", 2)
    view = StatisticsView(read)
    game_window.show_view(view)
    view.on_draw()
    words = view.words()
    assert words[:2] == [
        "Statistics", "Canasta, per player and table: games are counted when they end"
    ]
    assert words[3:5] == [
        "Player 1 · Heckadeck, 2 players",
        f"1 game, {person.wins} win{'' if person.wins == 1 else 's'} · "
        f"{person.hands} hand{'' if person.hands == 1 else 's'}, "
        f"average {person.points / person.hands:,.0f}, best {person.best:,}",
    ]
    assert words[5] == "Bot (hard) · Heckadeck, 2 players"
    assert NO_STATS not in words
    key(view, arcade.key.ENTER)
    assert game_window.current_view is view, "a statistics row opens nothing"


def test_statistics_say_when_the_file_was_set_aside(game_window: Any, tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "canasta-stats.json")
    store.path.write_text("{")
    view = StatisticsView(store.read())
    game_window.show_view(view)
    words = view.words()
    assert NO_STATS in words
    assert any(w.startswith("canasta-stats.json is damaged (") and
               w.endswith("kept as canasta-stats.json.bad, counting starts again") for w in words)
