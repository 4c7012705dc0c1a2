"""The Canasta variants for players: Samba's pages, and the Variant row of the table
choices (Samba and Talons).

Every number is read from the rules modules the table plays with (:mod:`samba`,
:mod:`sequences`, :mod:`samba_scoring`, :mod:`samba_decks`, :mod:`samba_melds`,
:mod:`talons`), so the pages say what the table does. A Samba table opens on these
pages (its turn, its sequences, its minimums and its scoring); a standard table shows
them after its own.
"""

from __future__ import annotations

from candy_arcade.core.refusal import number_word
from candy_arcade.render.rules_pages.model import (
    Cell,
    HeckadeckCard,
    Sign,
    Step,
    StepsPage,
    TablePage,
    VariantEntry,
    VariantsPage,
)
from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK
from candy_arcade.rules.canasta.roles import CANASTA_MIXED_BONUS, CANASTA_NATURAL_BONUS
from candy_arcade.rules.canasta.samba import (
    SAMBA_CANASTAS_TO_GO_OUT,
    SAMBA_DRAW_COUNT,
    SAMBA_HAND_SIZE,
    SAMBA_TARGET,
)
from candy_arcade.rules.canasta.samba_decks import (
    CLASSIC_SAMBA_JOKERS,
    CLASSIC_SAMBA_PACKS,
    samba_deck,
)
from candy_arcade.rules.canasta.samba_melds import SAMBA_MAX_WILDS_PER_MELD
from candy_arcade.rules.canasta.samba_scoring import (
    CLASSIC_SAMBA_ALL_RED_THREES,
    CLASSIC_SAMBA_RED_THREE,
    CLASSIC_SAMBA_RED_THREES,
    SAMBA_BONUS,
    SAMBA_GOING_OUT_BONUS,
)
from candy_arcade.rules.canasta.sequences import (
    CLASSIC_ORDER,
    HECKADECK_ORDER,
    MIN_SEQUENCE_SIZE,
    SAMBA_SIZE,
)
from candy_arcade.rules.canasta.talons import TALON_SIZES, TALON_STOCK_CUTOFF

BACK = HeckadeckCard("Joker", face_up=False)
SAMBA_RUN = ("A", "2", "3", "4", "5", "6", "7")
SCORE_STEPS = ((-1, "below 0"), (0, "0 to 1495"), (1500, "1500 to 2995"),
               (3000, "3000 to 6995"), (7000, "7000 or more"))
"""The side's score before the hand, a row of the first-meld table each: one score
inside each step of the decks' minimum tables, and how players read the step."""


def classic_samba_cards() -> str:
    """``162 cards, three packs and six jokers``, counted from the deck itself."""
    deck = samba_deck(CLASSIC)
    packs, jokers = number_word(CLASSIC_SAMBA_PACKS), number_word(CLASSIC_SAMBA_JOKERS)
    return f"{len(deck)} cards, {packs} packs and {jokers} jokers"


def samba_page(target: int = SAMBA_TARGET) -> StepsPage:
    """A Samba turn in five steps, for a table playing to ``target``."""
    two = number_word(SAMBA_CANASTAS_TO_GO_OUT)
    wilds = number_word(SAMBA_MAX_WILDS_PER_MELD)
    return StepsPage(
        heading="Samba: a turn",
        goal=(
            f"{SAMBA_HAND_SIZE} cards each. Lay sets of one rank and sequences of one "
            f"colour; {two} canastas let you go out. Play hands until a side has "
            f"{target} points."
        ),
        steps=(
            Step(
                f"Draw {number_word(SAMBA_DRAW_COUNT)} cards from the stock (or take the "
                "pile, see the next page); end your turn by discarding one.",
                (BACK, BACK, Sign("→"), HeckadeckCard("9", "Clouds")),
            ),
            Step(
                f"Meld {MIN_SEQUENCE_SIZE} or more cards of one rank, at most {wilds} wild"
                " cards. A second meld of a rank only once the first is a canasta.",
                (HeckadeckCard("7", "Hearts"), HeckadeckCard("7", "Acorns"),
                 HeckadeckCard("Joker")),
            ),
            Step(
                f"Meld a sequence: {MIN_SEQUENCE_SIZE} or more cards in a row, all one "
                "colour (Classic deck: one suit). Never a wild card in it.",
                (HeckadeckCard("5", "Hearts"), HeckadeckCard("6", "Diamonds"),
                 HeckadeckCard("7", "Hearts")),
            ),
            Step(
                f"{number_word(SAMBA_SIZE).capitalize()} in a row make a samba: "
                f"+{SAMBA_BONUS} on top of its cards. Nothing more goes on a samba.",
                tuple(HeckadeckCard(rank, "Acorns") for rank in SAMBA_RUN),
            ),
            Step(
                f"Going out needs {two} canastas (sambas count): +{SAMBA_GOING_OUT_BONUS},"
                " and nothing more for going out all at once.",
                (HeckadeckCard("K", "Planets"), HeckadeckCard("K", "Hearts"),
                 HeckadeckCard("Joker")),
            ),
        ),
    )


def sequences_page() -> StepsPage:
    """The order of a sequence on each deck, the zeros at its ends, the pile and the
    Wheel named a 0."""
    return StepsPage(
        heading="Samba: sequences and the pile",
        goal=(
            f"Heckadeck order: {HECKADECK_ORDER.words}, one colour. "
            f"Classic: {CLASSIC_ORDER.words}, one suit."
        ),
        steps=(
            Step(
                "A zero may stand below the Ace or above the King, never in the middle. "
                "The Ace never comes after the King.",
                (HeckadeckCard("0", "Clouds"), HeckadeckCard("A", "Swords"),
                 HeckadeckCard("2", "Clouds"), Sign("or"), HeckadeckCard("Q", "Swords"),
                 HeckadeckCard("K", "Clouds"), HeckadeckCard("0", "Swords")),
            ),
            Step(
                "Take the pile with a natural pair of its top card's rank, or onto your "
                "meld of that rank that is not a canasta yet. Never into a sequence.",
                (HeckadeckCard("9", "Hearts"), HeckadeckCard("9", "Acorns"), Sign("+"),
                 HeckadeckCard("9", "Clouds")),
            ),
            Step(
                "Name the Wheel a 0: a stop card to discard, a zero when you go out with "
                "zeros, or a zero at an end of a sequence.",
                (HeckadeckCard("Wheel"), Sign("="), HeckadeckCard("0", "Clouds")),
            ),
        ),
    )


def samba_minimum_page() -> TablePage:
    """Samba's first-meld minimums, read from both Samba decks."""
    heckadeck, classic = samba_deck(HECKADECK), samba_deck(CLASSIC)
    return TablePage(
        heading="Samba: your side's first meld",
        intro=(
            "The first cards your side lays in a hand must be worth at least this much "
            "(bonus cards do not count):"
        ),
        columns=("Your side's score", "Heckadeck Samba", "Classic Samba"),
        widths=(0.4, 0.3, 0.3),
        rows=tuple(
            (label, str(heckadeck.minimum_meld(score)), str(classic.minimum_meld(score)))
            for score, label in SCORE_STEPS
        ),
        note=f"Classic Samba is played with {classic_samba_cards()}.",
    )


def samba_scoring_page(card_rows: tuple[tuple[Cell, ...], ...]) -> TablePage:
    """What a Samba hand scores: the cards (``card_rows``, as in Canasta), canastas,
    sambas, going out, and Classic Samba's red 3s."""
    reds = number_word(CLASSIC_SAMBA_RED_THREES)
    rows: tuple[tuple[Cell, ...], ...] = (
        *card_rows,
        ("A canasta with no wild card; with wild cards",
         f"+{CANASTA_NATURAL_BONUS}; +{CANASTA_MIXED_BONUS}"),
        ("A samba: seven in a row of one colour", f"+{SAMBA_BONUS}"),
        ("Going out, all at once or not", f"+{SAMBA_GOING_OUT_BONUS}"),
        ("Classic Samba's red 3s", f"+{CLASSIC_SAMBA_RED_THREE} each"),
        (f"All {reds} red 3s", f"+{CLASSIC_SAMBA_ALL_RED_THREES}"),
    )
    return TablePage(
        heading="Samba: scoring a hand",
        intro="Cards in melds and in sequences count their points; each side adds:",
        columns=("What", "Points"),
        widths=(0.72, 0.28),
        rows=rows,
        note=(
            "Cards left in your hands count minus their points. Heckadeck bonus cards "
            "score as in Canasta."
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
                    f"Game to {SAMBA_TARGET}; the Samba pages tell the rest.",
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
