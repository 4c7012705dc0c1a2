"""The couch's sound mix: a person's sounds loudest, bots' softest, each from its seat's
side; a crowd of bots' sounds thinned out; the tick and the alarm always at full."""

from __future__ import annotations

from candy_arcade.render.sound_mix import (
    CROWD_LIMIT,
    CROWD_SECONDS,
    Crowd,
    Source,
    Voice,
    compass_pan,
    seat_pan,
    seat_source,
    voice_for,
)
from candy_arcade.render.sounds import SoundBank


class HeardBank(SoundBank):
    """A sound bank that notes what it would play instead of playing it."""

    def __init__(self, volume: float = 1.0) -> None:
        self.now = 0.0
        self.urgent = 0
        super().__init__(volume, on_urgent=self._urgent, clock=lambda: self.now)
        self.heard: list[tuple[str, Voice]] = []

    def _urgent(self) -> None:
        self.urgent += 1

    def emit(self, name: str, voice: Voice) -> None:
        self.heard.append((name, voice))


def test_a_bots_sound_is_softer_than_a_recorded_persons_softer_than_a_persons() -> None:
    person = voice_for("grab", Source.PERSON).gain
    recorded = voice_for("grab", Source.RECORDED).gain
    bot = voice_for("grab", Source.BOT).gain
    assert person == 1.0 and bot < recorded < person
    assert bot <= 0.3


def test_a_left_seat_sounds_left_a_right_seat_right_the_middle_in_the_middle() -> None:
    assert seat_pan(0.0, 0.0, 1280.0) < 0 < seat_pan(1280.0, 0.0, 1280.0)
    assert seat_pan(640.0, 0.0, 1280.0) == 0.0
    assert seat_pan(100.0, 0.0, 1280.0) < seat_pan(400.0, 0.0, 1280.0) < 0
    assert seat_pan(-50.0, 0.0, 1280.0) > -1.0  # never past one speaker


def test_canasta_seats_pan_by_their_side_of_the_table() -> None:
    assert compass_pan("West") < 0 < compass_pan("East")
    assert compass_pan("South") == compass_pan("North") == 0.0


def test_the_tick_and_the_alarm_play_at_full_gain_whoever_and_however_asked() -> None:
    for name in ("tick", "alarm"):
        assert voice_for(name, Source.BOT, pan=-0.7, level=0.2) == Voice(1.0, 0.0)


def test_a_sound_is_as_loud_as_the_most_concerned_player_in_it() -> None:
    bots = frozenset({1, 2})
    assert seat_source((1, 0), bots, recorded=False) is Source.PERSON  # a bot stole from you
    assert seat_source((1, 2), bots, recorded=False) is Source.BOT
    assert seat_source((0,), bots, recorded=True) is Source.RECORDED
    assert seat_source((), bots, recorded=False) is Source.TABLE


def test_five_bots_stashing_at_once_sound_as_two_and_a_person_is_always_heard() -> None:
    crowd = Crowd()
    admitted = [crowd.admit("stash", Source.BOT, 1.0) for _ in range(5)]
    assert admitted.count(True) == CROWD_LIMIT
    assert crowd.admit("stash", Source.PERSON, 1.0)
    assert crowd.admit("grab", Source.BOT, 1.0)  # another effect has its own count
    assert crowd.admit("stash", Source.BOT, 1.0 + CROWD_SECONDS)


def test_the_bank_mixes_by_source_and_seat_and_ducks_the_music_for_the_tick() -> None:
    bank = HeardBank()
    bank.play("grab", source=Source.PERSON, pan=-0.5)
    bank.play("grab", source=Source.BOT, pan=0.5)
    bank.play("tick", source=Source.BOT)
    assert bank.heard == [
        ("grab", Voice(1.0, -0.5)), ("grab", Voice(0.3, 0.5)), ("tick", Voice(1.0, 0.0))
    ]
    assert bank.urgent == 1


def test_the_tick_is_never_thinned_out_by_a_crowd() -> None:
    bank = HeardBank()
    for _ in range(CROWD_LIMIT + 3):
        bank.play("tick", source=Source.BOT)
    assert len(bank.heard) == CROWD_LIMIT + 3


def test_at_effects_volume_zero_nothing_plays() -> None:
    bank = HeardBank(volume=0.0)
    bank.play("grab")
    assert bank.heard == []
