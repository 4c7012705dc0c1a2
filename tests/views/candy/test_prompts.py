"""The words by each hand and in the legend name the button of the player's own device,
and never tell a secret (a Roshambo pick)."""

from __future__ import annotations

import pytest

from candy_arcade.input.candy_controls import SeatControls
from candy_arcade.input.controls import ControlLabels
from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.candy_feedback import bubbles_for, sound_for
from candy_arcade.render.candy_prompts import TradeChoice, bot_status, hand_prompt, legend_lines
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.roshambo import ChallengeChance, Duel
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import take_snapshot
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer
from tests.input.press import new_rig

NAMES = ["You", "Bot 2"]
SPECIAL = {"keys-left": "[R]", "keys-right": "[Enter]", "mouse": "[Middle click]", "pad-0": "[X]"}
DEVICES = list(SPECIAL)


def labels_of(device_id: str) -> ControlLabels:
    labels = new_rig().hub.labels(device_id)
    assert labels is not None
    return labels


def session_with(variants: str, timer: int | None = None) -> CandySession:
    return CandySession(load_default_level(), 2, 4, timer, variants.split(","))


def prompt(session: CandySession, device_id: str, controls: SeatControls | None = None) -> str:
    """Player 0's prompt for the session's table now, with the seat's trade choice."""
    cursor = (controls or SeatControls(0)).trade
    choice = TradeChoice(cursor.card, cursor.to)
    return hand_prompt(take_snapshot(session), 0, labels_of(device_id), choice, NAMES)


@pytest.mark.parametrize("device_id", DEVICES)
def test_a_chance_to_challenge_names_the_special_button(device_id: str) -> None:
    session = session_with("roshambo")
    session.challenge_chances.append(ChallengeChance(0, 1, 5, 100))
    assert prompt(session, device_id) == f"Challenge Bot 2! {SPECIAL[device_id]}"


@pytest.mark.parametrize("device_id", DEVICES)
def test_the_token_holder_is_told_how_to_pass_it(device_id: str) -> None:
    session = session_with("snitch")
    session.tokens[0].holder = 0
    assert prompt(session, device_id) == f"Pass the Snitch: {SPECIAL[device_id]} near a hand"


@pytest.mark.parametrize(
    ("device_id", "buttons"),
    [
        ("keys-left", ("[Q]", "[R]", "[E]")),
        ("keys-right", ("[Right Ctrl]", "[Enter]", "[Right Shift]")),
        ("mouse", ("[Left click]", "[Middle click]", "[Right click]")),
        ("pad-0", ("[A]", "[X]", "[B]")),
    ],
)
def test_a_duel_names_rock_paper_and_scissors_then_keeps_the_pick_secret(
    device_id: str, buttons: tuple[str, str, str]
) -> None:
    session = session_with("roshambo")
    duel = Duel(0, 1, 5, 180)
    session.duels.append(duel)
    rock, paper, scissors = buttons
    assert prompt(session, device_id) == f"Rock {rock} · Paper {paper} · Scissors {scissors}"
    duel.picks[0] = "paper"
    assert "paper" not in prompt(session, device_id).lower()
    pick = TableEvent(EventKind.RPS_PICK, 0, (0,))
    assert bubbles_for(pick, NAMES) == [] and sound_for(pick) is None


@pytest.mark.parametrize(
    ("device_id", "clap"),
    [("keys-left", "[X]"), ("keys-right", "[/]"), ("mouse", "[Wheel up]"), ("pad-0", "[LT]")],
)
def test_the_rhythm_shows_its_progress_and_the_next_beat_s_button(
    device_id: str, clap: str
) -> None:
    session = session_with("rock-you")
    session.rock_you.rhythms[0].progress = 2
    assert prompt(session, device_id) == f"●●○ ○○○  next: clap {clap}"
    assert bot_status(take_snapshot(session), 0) == "●●○ ○○○"
    session.rock_you.rhythms[0].armed = True
    assert prompt(session, device_id) == "Steal armed! Grab from another stash"


def trading(session: CandySession) -> CandySession:
    for player in (0, 1):
        for card in session.pool_cards()[:2]:
            session.table.to_stash(card, player)
    while session.phase is Phase.PLAYING:
        session.step([IDLE, IDLE])
    return session


GRAB = {"keys-left": "[Q]", "keys-right": "[Right Ctrl]", "mouse": "[Left click]", "pad-0": "[A]"}


@pytest.mark.parametrize("device_id", DEVICES)
def test_trading_says_how_to_offer_answer_and_finish(device_id: str) -> None:
    session = trading(session_with("swappities", timer=1))
    controls = SeatControls(0)
    controls.trade.follow(session, new_rig().poll(device_id))
    text = prompt(session, device_id, controls)
    assert text.startswith("Offer to Bot 2")
    assert f"{GRAB[device_id]} face down\n{SPECIAL[device_id]} face up" in text
    assert f"hold {SPECIAL[device_id]}: done" in text
    choose = "point at" if device_id == "mouse" else "picks yours"
    assert choose in text
    session.step([IDLE, PlayerIntent(offer=TradeOffer(session.stashes[1][0], 0, open=False))])
    text = prompt(session, device_id, controls)
    assert text.startswith("Bot 2 offers you a card, face down.")
    assert f"{GRAB[device_id]} accept" in text


@pytest.mark.parametrize("device_id", DEVICES)
def test_the_legend_lists_this_device_s_buttons_for_the_variants_on(device_id: str) -> None:
    session = session_with("rock-you,blocker,roshambo,laissez-faire,swappities")
    text = "\n".join(legend_lines(take_snapshot(session), labels_of(device_id)))
    assert text.startswith("Move:")
    assert f"grab {GRAB[device_id]}" in text
    assert f"{SPECIAL[device_id]}: challenge / pass the Blocker" in text
    assert f"Duel: rock {GRAB[device_id]} · paper {SPECIAL[device_id]}" in text
    assert "Thump" in text and "Trade:" in text and "hold: palms down" in text
    if device_id == "pad-0":
        assert "Left hand: right stick · grab [RB] · drop [RT] · swap [Y]" in text
    elif device_id == "mouse":
        assert "/ move the other hand" in text
    else:
        assert "]: move the other hand" in text
