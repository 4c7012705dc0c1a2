"""I Want Candy! for players: the pages a newcomer reads at a party.

Written for people, not taken from the developers' rules page. Every number comes
from the rules (the stash limit, the freeze after a touch, the penalties) and every
worked example is scored by the rules' own scorer, so the pages cannot drift from
the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.input.controls import Control
from candy_arcade.render.rules_pages.controls import DeviceButtons, controls_page
from candy_arcade.render.rules_pages.model import (
    Cell,
    ChartPage,
    Palm,
    PlayingCard,
    RulesBook,
    Sign,
    Step,
    StepsPage,
    TablePage,
    VariantEntry,
    VariantsPage,
)
from candy_arcade.rules.candy.claims import UNUSED_CARD_POINTS
from candy_arcade.rules.candy.conditions import (
    FOUR_SUITS_POINTS,
    STASH_SIZE_MAX,
    STASH_SIZE_MIN,
    WRONG_SIZE_POINTS,
)
from candy_arcade.rules.candy.scoring import score_stash
from candy_arcade.rules.candy.settings import RHYTHM, CandySettings, seconds_text
from candy_arcade.rules.candy.variants import VARIANT_TITLES, Variant
from candy_arcade.rules.cards import parse_card

BACK = PlayingCard("AS", face_up=False)


def signed(points: int) -> str:
    """Points as players read them on the score screen: "+10", "−20" (a real minus)."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def _round_page(rules: CandySettings) -> StepsPage:
    return StepsPage(
        heading="A round",
        goal=(
            f"Everyone grabs at once: keep the best {STASH_SIZE_MIN} or {STASH_SIZE_MAX} "
            "cards in your stash before the alarm."
        ),
        steps=(
            Step(
                "Move your hand over the cards and press grab: you pick up the top one.",
                (Palm(0), BACK, BACK),
            ),
            Step(
                "Peek at the card you hold: it shows small by your hand. One card per hand.",
                (Palm(0), PlayingCard("QS")),
            ),
            Step(
                f"Drop it on your stash to keep it (up to {rules.stash_limit}), or back "
                "on the pile. You may take a stash card back out.",
                (PlayingCard("QS"), Sign("→"), BACK, BACK, BACK),
            ),
            Step(
                "Never touch another hand or arm! Both drop their cards and freeze for "
                f"{seconds_text(rules.touch_freeze_seconds)}.",
                (Palm(0, down=True), Palm(1, down=True)),
                says="Oops, sorry.",
            ),
            Step(
                "The alarm rings: every stash is turned over and scored. Best score wins.",
                (PlayingCard("JD"), PlayingCard("QS"), PlayingCard("KH"), PlayingCard("KD")),
            ),
        ),
    )


EXAMPLES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("JD", "QS", "QH", "QC", "QD"), "J♦ + Q♠ 100, the other three queens 30, four suits −10"),
    (("KH", "KD", "5H", "5D", "3H", "7D"), "Red kings 100, pair of fives 10, 3 + 7 makes 10"),
    (
        ("KH", "KS", "KC", "2D", "9D"),
        "Lone K♥ −50 (it cannot count twice), K♠ K♣ pair 10, 2♦ and 9♦ −5 each, four suits −10",
    ),
    (("3H", "7H", "2H", "8H", "9H"), "Five hearts: a flush, 50"),
)
"""Worked stashes with what counts in each; the scores are the scorer's."""


def _counting_page() -> TablePage:
    rows: list[tuple[Cell, ...]] = []
    for codes, why in EXAMPLES:
        total = score_stash(parse_card(code) for code in codes).total
        rows.append((tuple(PlayingCard(code) for code in codes), why, signed(total)))
    return TablePage(
        heading="Counting a stash",
        intro=(
            "Each card counts once, in its biggest claim. A card in no claim: "
            f"{signed(UNUSED_CARD_POINTS)}. Not {STASH_SIZE_MIN} or {STASH_SIZE_MAX} cards: "
            f"{signed(WRONG_SIZE_POINTS)}. All four suits: {signed(FOUR_SUITS_POINTS)}."
        ),
        columns=("Stash", "What counts", "Score"),
        widths=(0.36, 0.52, 0.12),
        rows=tuple(rows),
        note="A card still in your hand at the alarm is stuck in your stash.",
    )


def variant_lines(rules: CandySettings) -> dict[Variant, tuple[str, str]]:
    """Each variant in two short lines for a person at the table."""
    beats = ", ".join(RHYTHM)
    return {
        Variant.ROCK_YOU: (
            f"Empty hand: {beats}, at most {seconds_text(rules.beat_gap_seconds)} apart,",
            "and your next grab on a stash steals a card. Hold special: palms down, stash safe.",
        ),
        Variant.BLOCKER: (
            "Whoever holds the Blocker may not touch any card.",
            "Pass it with special to a hand in reach, never straight back.",
        ),
        Variant.SNITCH: (
            "Like the Blocker, but passing the Snitch steals you a random card",
            "from the receiver's stash. Palms-down players cannot get it.",
        ),
        Variant.ROSHAMBO: (
            "Someone grabbed the card under your empty hand? Press special within "
            f"{seconds_text(rules.challenge_window_seconds)}:",
            "rock, paper, scissors for it (grab, special, drop). The winner takes the card.",
        ),
        Variant.SWAPPITIES: (
            "After the alarm, trade: offer a stash card, open or blind.",
            "The other gives one back or says no. Done when most players are done.",
        ),
        Variant.RESTRICTED: (
            "Two hands each, a left and a right: one moves at a time.",
            "Press switch to change hands.",
        ),
        Variant.LAISSEZ_FAIRE: (
            "Two hands each, both moving at once.",
            "Each hand holds its own card.",
        ),
        Variant.HOW_RUDE: (
            "Arms may cross and touch.",
            "Palms still must not meet.",
        ),
        Variant.FLIPPER: (
            "Cards put back on the pile land face up,",
            "so everyone sees what you threw away.",
        ),
        Variant.SEE_FOR_MILES: (
            "Every stash lies face up.",
            "Everyone can see what everyone is keeping.",
        ),
    }


VARIANT_GROUPS: tuple[tuple[str, tuple[Variant, ...]], ...] = (
    ("Steals and duels", (Variant.ROCK_YOU, Variant.BLOCKER, Variant.SNITCH, Variant.ROSHAMBO)),
    ("Trading and two hands", (Variant.SWAPPITIES, Variant.RESTRICTED, Variant.LAISSEZ_FAIRE)),
    ("Table manners", (Variant.HOW_RUDE, Variant.FLIPPER, Variant.SEE_FOR_MILES)),
)
"""The variants a page at a time, grouped by what they change."""


def _variant_pages(rules: CandySettings) -> tuple[VariantsPage, ...]:
    lines = variant_lines(rules)
    keys = {variant: f"F{number}" for number, variant in enumerate(Variant, start=1)}
    return tuple(
        VariantsPage(
            heading=f"Variants: {name}",
            intro="Switch any of them on in the lobby with its key or a click on its chip.",
            entries=tuple(
                VariantEntry(keys[variant], VARIANT_TITLES[variant], lines[variant])
                for variant in variants
            ),
        )
        for name, variants in VARIANT_GROUPS
    )


def candy_book(
    devices: Sequence[DeviceButtons], rules: CandySettings | None = None
) -> RulesBook:
    """The pages, naming the buttons of ``devices`` and worded with the numbers of
    ``rules`` (the usual ones by default)."""
    settings = rules or CandySettings()
    return RulesBook(
        title="I Want Candy!",
        summary=(
            "Everyone grabs cards from one pile at once to build the best stash, without "
            "ever touching another hand."
        ),
        cover=(Palm(0), PlayingCard("JD"), PlayingCard("QS"), Palm(1)),
        pages=(
            _round_page(settings),
            controls_page(
                devices,
                (
                    ("Grab", Control.GRAB),
                    ("Drop", Control.DROP),
                    ("Special", Control.SPECIAL),
                    ("Thump", Control.THUMP),
                    ("Clap", Control.CLAP),
                ),
                "Two players can share a keyboard. Special, thump and clap are for the "
                "variants.",
            ),
            ChartPage(
                heading="What scores",
                intro="Collect the claims that add points; dodge the ones that take points away.",
            ),
            _counting_page(),
            *_variant_pages(settings),
        ),
    )
