"""Issue 14 point 4: a replay the disk refuses is named on the results screen, with
where and why (it was lost without a word), as the match totals are."""

from __future__ import annotations

from candy_arcade.views.candy_results import CandyResultsView
from candy_arcade.views.pinata.table import pinata_table_view
from tests.test_robustness import _end_a_bot_round
from tests.views.pinata.test_pinata_replay_views import play_to_results
from tests.views.pinata.test_pinata_views import setup


def test_an_unsaved_candy_replay_is_told_on_the_results_screen(told_window, unwritable) -> None:  # type: ignore[no-untyped-def]
    not_a_folder = unwritable("XDG_DATA_HOME")
    _end_a_bot_round(told_window)
    results = told_window.current_view
    assert isinstance(results, CandyResultsView)
    assert results.replay_path is None
    assert results.replay_problem is not None
    assert results.replay_problem.startswith(f"Replay not saved to {not_a_folder}")
    assert results.replay_problem in [text.text for text in results.drawn_texts()]


def test_an_unsaved_pinata_replay_is_told_on_the_results_screen(told_window, unwritable) -> None:  # type: ignore[no-untyped-def]
    not_a_folder = unwritable("XDG_DATA_HOME")
    results = play_to_results(told_window, pinata_table_view(setup("normal,hard", 12)))
    assert results.replay_path is None
    assert results.replay_problem is not None
    assert results.replay_problem.startswith(f"Replay not saved to {not_a_folder}")
    assert results.replay_problem in [text.text for text in results.texts]
