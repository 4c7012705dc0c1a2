"""Every screen of the layout check's catalogue, drawn at 1280x720 and 960x540: no
text over text, none off its panel or the window, none too small, except the
problems listed in :mod:`tests.layout_check.known_problems` (each of which must still
happen, so the list cannot rot)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from candy_arcade.layout_check.capture import Capture, installed
from candy_arcade.layout_check.catalogue import Scene, catalogue
from candy_arcade.layout_check.run import WINDOW_SIZES, Finding, resize, scene_shots
from candy_arcade.settings import Settings
from tests.layout_check.known_problems import KNOWN

SCENES = catalogue()


@pytest.fixture
def capture(game_window) -> Iterator[Capture]:  # type: ignore[no-untyped-def]
    """The shared window with default settings and the drawing hooks, put back after."""
    settings = game_window.settings
    game_window.settings = Settings()
    try:
        with installed(game_window) as hooked:
            yield hooked
    finally:
        resize(game_window, WINDOW_SIZES[0])
        game_window.settings = settings


def test_every_screen_name_is_drawn_once_and_every_known_problem_names_one() -> None:
    names = [scene.screen for scene in SCENES]
    assert len(names) == len(set(names))
    assert set(KNOWN) <= set(names)


@pytest.mark.parametrize("scene", SCENES, ids=[scene.screen for scene in SCENES])
def test_the_screen_has_no_layout_problem_but_the_known_ones(
    game_window, capture: Capture, scene: Scene  # type: ignore[no-untyped-def]
) -> None:
    findings: list[Finding] = []
    states = set()
    for shot in scene_shots(game_window, capture, scene, WINDOW_SIZES):
        states.add(shot.state)
        assert shot.frame.texts, f"{scene.screen} [{shot.state}] drew no text"
        findings.extend(shot.findings)
    known = KNOWN.get(scene.screen, set())
    assert {state for state, _ in known} <= states, "known_problems.py names a lost state"
    new = [f.line() for f in findings if (f.state, str(f.problem.kind)) not in known]
    assert not new, "layout problems:\n" + "\n".join(new)
    found = {(finding.state, str(finding.problem.kind)) for finding in findings}
    gone = sorted(known - found)
    assert not gone, f"fixed, so take them out of known_problems.py: {scene.screen} {gone}"
