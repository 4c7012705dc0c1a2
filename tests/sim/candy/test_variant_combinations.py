"""Any combination of variants at once: random playouts keep every card, replay exactly,
and the variant names parse as the command line spells them."""

from __future__ import annotations

import random

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.variants import (
    ALL_VARIANTS,
    VARIANT_NAMES,
    Variant,
    VariantParseError,
    parse_variants,
    variant_names,
)
from candy_arcade.sim.candy.session import CandySession, Phase
from candy_arcade.sim.intents import RPS_CHOICES, PlayerIntent, TradeOffer

from .scripting import all_places, new_session

EVERY = ",".join(VARIANT_NAMES)


def random_intent(chooser: random.Random, session: CandySession, player: int) -> PlayerIntent:
    """Any button at random, aimed anywhere: the session must refuse or apply it."""

    def point() -> Vec2:
        return Vec2(chooser.uniform(0, 1280), chooser.uniform(0, 720))

    def press(rate: float = 0.05) -> bool:
        return chooser.random() < rate

    offer = None
    if session.stashes[player] and press(0.1):
        offer = TradeOffer(
            chooser.choice(session.stashes[player]),
            chooser.randrange(session.players),
            press(0.5),
        )
    stash = session.stashes[player]
    return PlayerIntent(
        target=point(),
        grab=press(0.1),
        drop=press(0.1),
        thump=press(0.2),
        clap=press(0.1),
        palms_down=press(0.002),
        pass_token=press(),
        challenge=press(0.2),
        rps=chooser.choice(RPS_CHOICES) if press(0.1) else None,
        switch_hand=press(0.02),
        second_target=point(),
        second_grab=press(0.1),
        second_drop=press(0.1),
        offer=offer,
        accept=chooser.choice(stash) if stash and press(0.2) else None,
        decline=press(0.05),
        done=press(0.02),
    )


def play_randomly(variants: str, seed: int, players: int = 6) -> CandySession:
    session = new_session(players=players, seed=seed, timer=20, variants=variants)
    chooser = random.Random(seed)
    while not session.over:
        session.step([random_intent(chooser, session, p) for p in range(players)])
        assert all_places(session) == list(range(52))
        held = [h.held for h in session.all_hands if h.held is not None]
        assert len(held) == len(set(held))
    return session


@pytest.mark.parametrize("variant", [*VARIANT_NAMES, EVERY])
def test_random_playouts_never_create_or_lose_a_card(variant: str) -> None:
    session = play_randomly(variant, seed=7)
    assert session.phase is Phase.OVER
    assert sorted(session.pool_cards() + [c for s in session.stashes for c in s]) == list(range(52))
    assert all(hand.held is None for hand in session.all_hands)
    if not session.settings.two_hands:
        assert all(len(stash) <= 7 for stash in session.stashes)
    assert all(len(stash) <= 8 for stash in session.stashes)


def test_every_variant_at_once_replays_exactly_with_global_random_disturbed() -> None:
    def hashes(disturb: bool) -> list[str]:
        session = new_session(players=5, seed=4, timer=8, variants=EVERY)
        chooser = random.Random(99)
        seen = []
        while not session.over:
            intents = [random_intent(chooser, session, p) for p in range(5)]
            if disturb:
                random.seed(random.random())
            session.step(intents)
            seen.append(session.state_hash())
        return seen

    assert hashes(False) == hashes(True)


def test_variant_names_parse_as_the_command_line_spells_them() -> None:
    assert parse_variants("") == frozenset()
    assert parse_variants("rock-you, Flipper") == {Variant.ROCK_YOU, Variant.FLIPPER}
    assert parse_variants(EVERY) == ALL_VARIANTS
    assert variant_names(ALL_VARIANTS) == VARIANT_NAMES
    assert VARIANT_NAMES == (
        "rock-you",
        "blocker",
        "snitch",
        "roshambo",
        "swappities",
        "restricted",
        "laissez-faire",
        "how-rude",
        "flipper",
        "see-for-miles",
    )
    with pytest.raises(VariantParseError, match="'wall-street'"):
        parse_variants("rock-you,wall-street")


def test_the_session_takes_variants_as_values_or_names() -> None:
    by_name = new_session(variants="flipper,blocker")
    assert by_name.variants == {Variant.FLIPPER, Variant.BLOCKER}
    with pytest.raises(VariantParseError):
        new_session(variants="flippr")
