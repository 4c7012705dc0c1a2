"""Intents to and from the replay file: every field survives, and older files still load."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.replays.candy_replay import play_back
from candy_arcade.replays.intent_codec import decode_intent, encode_intent
from candy_arcade.replays.recording import CandyRecording, load_recording
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer

OLD_CANDY_REPLAY = Path(__file__).parent / "data" / "candy-before-grab-held.replay"
"""A round recorded (three bots, seed 4242, Flipper, an 8 s timer) by the game as it was
before intents had ``grab_held``: its ticks carry no such key."""


@pytest.mark.parametrize(
    "intent",
    [
        IDLE,
        PlayerIntent(target=Vec2(0.1 + 0.2, 1e-17), grab=True, grab_held=True),
        PlayerIntent(direction=Vec2(-0.7071067811865476, 0.7071067811865475), grab_held=False),
        PlayerIntent(drop=True, grab_held=None),
        PlayerIntent(offer=TradeOffer(17, 2, open=True), rps="paper", second_target=Vec2(3, 4)),
    ],
)
def test_an_intent_round_trips_through_the_file_exactly(intent: PlayerIntent) -> None:
    assert decode_intent(encode_intent(intent)) == intent


def test_grab_held_is_written_only_when_the_device_could_tell() -> None:
    assert encode_intent(PlayerIntent(grab=True)) == {"grab": True}
    assert encode_intent(PlayerIntent(grab_held=False)) == {"grab_held": False}
    assert encode_intent(PlayerIntent(grab_held=True)) == {"grab_held": True}


def test_an_intent_written_before_grab_held_existed_decodes_as_cannot_tell() -> None:
    intent = decode_intent({"target": [12.5, 40.0], "grab": True})
    assert intent == PlayerIntent(target=Vec2(12.5, 40.0), grab=True)
    assert intent.grab_held is None


def test_a_grab_held_that_is_not_true_or_false_is_refused() -> None:
    with pytest.raises(ValueError, match="grab_held"):
        decode_intent({"grab_held": "yes"})


def test_a_candy_replay_recorded_before_grab_held_still_plays_back_to_its_end() -> None:
    assert b"grab_held" not in gzip.decompress(OLD_CANDY_REPLAY.read_bytes())
    recording = load_recording(OLD_CANDY_REPLAY)
    assert isinstance(recording, CandyRecording)
    assert recording.names == ["Ann", "Bo", "Cy"] and recording.variants == ("flipper",)
    assert all(intent.grab_held is None for tick in recording.ticks for intent in tick)
    result = play_back(recording)
    assert result.matches and result.session.over
