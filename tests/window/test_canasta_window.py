"""A person's Canasta turn in the real game window under Xvfb, played with xdotool:
draw with a key, click cards to select a first meld, Enter to meld, click a card and
Enter to discard. The autosave file tells the test what the game did."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from candy_arcade.render.canasta.layout import HAND_W, HAND_Y, TableLayout
from candy_arcade.render.canasta.model import sort_hand
from candy_arcade.rules.canasta.actions import DrawStock, Meld
from candy_arcade.rules.canasta.state import State
from candy_arcade.views.canasta import compose
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.game_start import seats_with_devices

from .xvfb import RunningGame, needs_xvfb, xvfb_display

pytestmark = [pytest.mark.window, needs_xvfb]
SCREEN_HEIGHT = 720


def human_turn(seed: int) -> tuple[State, Meld] | None:
    """The table after the human (seat 0) draws on their first turn, and a first meld
    they can make by selecting its cards and pressing Enter; None if there is none."""
    from candy_arcade.core.seats import parse_seats
    from candy_arcade.levels.loader import load_default_level
    from candy_arcade.rules.canasta.observer import observe
    from candy_arcade.setup import GameSetup

    seats = seats_with_devices(parse_seats("human,bot,bot,bot"))
    session = CanastaSession(GameSetup("canasta", load_default_level(), seed, seats))
    while session.state.to_act != 0:
        actor = session.state.to_act
        assert actor is not None
        session.apply(session.bots[actor].choose(observe(session.state, actor)))
    session.apply(DrawStock())
    state = session.state
    melds = [a for a in session.legal() if isinstance(a, Meld)]
    for meld in sorted(melds, key=lambda m: len(m.groups)):
        cards = [c for g in meld.groups for c in g.cards]
        if state.deck.wheel_id in cards or len(state.hands[0]) - len(cards) < 2:
            continue
        attempt = compose.meld_attempt(state, 0, cards)
        if attempt.ok and attempt.action is not None:
            assert isinstance(attempt.action, Meld)
            return state, attempt.action
    return None


def card_point(state: State, card: int, hidden: set[int]) -> tuple[int, int]:
    """Where to click a hand card: the left strip of it that is always visible."""
    shown = sort_hand(state.deck, [c for c in state.hands[0] if c not in hidden])
    layout = TableLayout(4, 2, 0)
    xy = layout.hand_positions([h.gap for h in shown], [False] * len(shown))
    index = [h.card for h in shown].index(card)
    x, _ = xy[index]
    return round(x - HAND_W / 2 + 6), SCREEN_HEIGHT - HAND_Y


def saved_state(home: Path) -> dict[str, Any] | None:
    path = home / "data" / "candy-arcade" / "saves" / "canasta.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))["state"]  # type: ignore[no-any-return]
    except (OSError, ValueError, KeyError):
        return None


def wait_for(home: Path, test: Any, timeout: float = 25.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = saved_state(home)
        if state is not None and test(state):
            return state
        time.sleep(0.2)
    raise AssertionError(f"the game did not get there: {saved_state(home)}")


def test_a_human_draws_melds_and_discards_in_the_real_window(tmp_path: Path) -> None:
    seed, found = next((s, f) for s in range(1, 400) if (f := human_turn(s)) is not None)
    state, meld = found
    meld_cards = [c for g in meld.groups for c in g.cards]
    shot = tmp_path / "canasta.png"
    with xvfb_display() as display:
        game = RunningGame(
            display,
            ["play", "--mode", "canasta", "--seats", "human,bot,bot,bot", "--seed", str(seed),
             "--screenshot", str(shot)],
            tmp_path,
        )
        try:
            wait_for(tmp_path, lambda s: s["to_act"] == 0 and s["phase"] == "draw")
            time.sleep(0.6)
            game.keys("s")
            drawn = wait_for(tmp_path, lambda s: s["phase"] == "meld")
            assert sorted(drawn["hands"][0]) == sorted(state.hands[0])
            for card in meld_cards:
                game.click(*card_point(state, card, set()))
                time.sleep(0.25)
            game.keys("Return")
            melded = wait_for(tmp_path, lambda s: bool(s["melds"][0]))
            laid = sorted(c for m in melded["melds"][0] for c in m["cards"])
            assert laid == sorted(meld_cards)
            rest = [c for c in state.hands[0] if c not in meld_cards]
            discard = rest[0]
            time.sleep(0.6)
            game.click(*card_point(state, discard, set(meld_cards)))
            time.sleep(0.25)
            game.keys("Return")
            after = wait_for(tmp_path, lambda s: s["turn"] != 0 or s["phase"] != "meld")
            assert discard in after["discard"] or after["phase"] in ("hand_over", "game_over")
            game.screenshot(shot)
        finally:
            game.stop()
    image = Image.open(shot).convert("RGB")
    assert image.size == (1280, 720)
    band = [image.getpixel((x, 420)) for x in range(40, 900, 8)]
    assert sum(1 for p in band if min(p) > 200) > 5, "white card faces in South's meld band"
