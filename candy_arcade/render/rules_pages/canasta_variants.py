"""The Canasta variants for players: a Samba page, and the Variant row of the table
choices (Samba and Talons).

Every number is read from the rules modules the table plays with (:mod:`samba`,
:mod:`sequences`, :mod:`samba_scoring`, :mod:`samba_melds`, :mod:`talons`), so the
pages say what the table does.
"""

from __future__ import annotations

from candy_arcade.core.refusal import number_word
from candy_arcade.render.rules_pages.model import (
    HeckadeckCard,
    Sign,
    Step,
    StepsPage,
    VariantEntry,
    VariantsPage,
)
from candy_arcade.rules.canasta.samba import (
    SAMBA_CANASTAS_TO_GO_OUT,
    SAMBA_DRAW_COUNT,
    SAMBA_HAND_SIZE,
    SAMBA_TARGET,
)
from candy_arcade.rules.canasta.samba_melds import SAMBA_MAX_WILDS_PER_MELD
from candy_arcade.rules.canasta.samba_scoring import SAMBA_BONUS, SAMBA_GOING_OUT_BONUS
from candy_arcade.rules.canasta.sequences import MIN_SEQUENCE_SIZE, SAMBA_SIZE
from candy_arcade.rules.canasta.talons import TALON_SIZES, TALON_STOCK_CUTOFF

BACK = HeckadeckCard("Joker", face_up=False)
SAMBA_RUN = ("A", "2", "3", "4", "5", "6", "7")


def samba_page() -> StepsPage:
    """Samba in five steps: what changes from Canasta."""
    two = number_word(SAMBA_CANASTAS_TO_GO_OUT)
    return StepsPage(
        heading="Samba",
        goal=(
            f"Canasta with sequences: {SAMBA_HAND_SIZE} cards each, {two} canastas to go "
            f"out, and the game is to {SAMBA_TARGET}."
        ),
        steps=(
            Step(
                f"Draw {number_word(SAMBA_DRAW_COUNT)} cards from the stock, then discard one."
                " Take the pile only with two natural cards of its top card's rank, or onto"
                " your meld of that rank that is not a canasta yet.",
                (BACK, BACK, Sign("→"), HeckadeckCard("9", "Clouds")),
            ),
            Step(
                f"Meld a sequence: {MIN_SEQUENCE_SIZE} or more cards in a row, all one colour"
                " (Classic deck: one suit). Never a wild card in it.",
                (HeckadeckCard("5", "Hearts"), HeckadeckCard("6", "Diamonds"),
                 HeckadeckCard("7", "Hearts")),
            ),
            Step(
                "A zero may go below the Ace or above the King, never in the middle.",
                (HeckadeckCard("0", "Clouds"), HeckadeckCard("A", "Swords"),
                 HeckadeckCard("2", "Clouds")),
            ),
            Step(
                f"{number_word(SAMBA_SIZE).capitalize()} in a row make a samba: +{SAMBA_BONUS}"
                " on top of its cards. Nothing more goes on a samba.",
                tuple(HeckadeckCard(rank, "Acorns") for rank in SAMBA_RUN),
            ),
            Step(
                f"A meld of one rank holds at most {number_word(SAMBA_MAX_WILDS_PER_MELD)} wild"
                f" cards. Going out needs {two} canastas (sambas count): +{SAMBA_GOING_OUT_BONUS}.",
                (HeckadeckCard("K", "Planets"), HeckadeckCard("K", "Hearts"),
                 HeckadeckCard("Joker")),
            ),
        ),
    )


def variants_page() -> VariantsPage:
    """The lobby's Variant row: Samba and Talons, two lines each."""
    first, second = TALON_SIZES
    return VariantsPage(
        heading="Table choices: the variant",
        intro="The Variant row in the lobby: Standard (plain Canasta), Samba or Talons.",
        entries=(
            VariantEntry(
                "Variant",
                "Samba",
                (
                    f"{SAMBA_HAND_SIZE} cards, draw {number_word(SAMBA_DRAW_COUNT)}, sequences"
                    " of one colour.",
                    f"Game to {SAMBA_TARGET}; the Samba page tells the rest.",
                ),
            ),
            VariantEntry(
                "Variant",
                "Talons",
                (
                    f"Two face-down talons of {first} and {second} cards lie by the stock.",
                    f"The first side to meld from its hand (not with the pile) takes the {first}"
                    f" after discarding, the second side the {second}. None once the stock is"
                    f" down to {TALON_STOCK_CUTOFF}.",
                ),
            ),
        ),
    )
