"""Heckadeck Canasta for players: the pages a newcomer reads at a party.

Points, bonuses and first-meld minimums are read from the decks and the scoring
rules the table plays with, so the pages say what the score sheet will add up.
"""

from __future__ import annotations

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta.names import table_title
from candy_arcade.render.rules_pages.canasta_variants import (
    SCORE_STEPS,
    classic_samba_cards,
    samba_minimum_page,
    samba_page,
    samba_scoring_page,
    sequences_page,
    variants_page,
)
from candy_arcade.render.rules_pages.model import (
    Cell,
    HeckadeckCard,
    Page,
    RulesBook,
    Sign,
    Step,
    StepsPage,
    TablePage,
    VariantEntry,
    VariantsPage,
)
from candy_arcade.rules.canasta.decks import deck_named
from candy_arcade.rules.canasta.roles import (
    CANASTA_MIXED_BONUS,
    CANASTA_NATURAL_BONUS,
    CANASTA_SIZE,
    CONCEALED_BONUS,
    GOING_OUT_BONUS,
    MAX_WILDS_PER_MELD,
    MIN_MELD_SIZE,
)
from candy_arcade.rules.canasta.samba import SAMBA_HAND_SIZE
from candy_arcade.rules.canasta.scoring import HECKADECK_BONUS_UNIT
from candy_arcade.rules.canasta.settings import (
    DEFAULT_TARGET,
    HAND_SIZES,
    SAMBA,
    STANDARD,
    TALONS,
    table_target,
)

HECKADECK = deck_named("heckadeck")
CLASSIC = deck_named("classic")
BACK = HeckadeckCard("Joker", face_up=False)


def _seven(suit_order: tuple[str, ...]) -> tuple[HeckadeckCard, ...]:
    return tuple(HeckadeckCard("7", suit) for suit in suit_order)


def _turn_page(target: int) -> StepsPage:
    return StepsPage(
        heading="A turn",
        goal=(
            f"Alone or with a partner, lay down sets of one rank; {CANASTA_SIZE} of a kind "
            f"make a canasta. Play hands until a side has {target} points."
        ),
        steps=(
            Step(
                "Draw the top card of the stock, or take the whole discard pile if you can "
                "use its top card.",
                (BACK, Sign("or"), HeckadeckCard("9", "Clouds")),
            ),
            Step(
                f"Meld: lay {MIN_MELD_SIZE} or more cards of one rank. Wild cards may help, "
                f"at most {MAX_WILDS_PER_MELD}.",
                (
                    HeckadeckCard("7", "Hearts"),
                    HeckadeckCard("7", "Acorns"),
                    HeckadeckCard("Joker"),
                ),
            ),
            Step(
                "End your turn by putting one card on the discard pile.",
                (HeckadeckCard("4", "Swords"), Sign("→"), HeckadeckCard("9", "Clouds")),
            ),
            Step(
                f"{CANASTA_SIZE} cards of a rank are a canasta: +{CANASTA_NATURAL_BONUS} "
                f"with no wild card, +{CANASTA_MIXED_BONUS} with some.",
                _seven(("Hearts", "Acorns", "Spades", "Clouds", "Diamonds", "Planets", "Swords")),
            ),
            Step(
                "Your side has a canasta? Play out all your cards to end the hand; then it "
                "is scored.",
                (
                    HeckadeckCard("K", "Planets"),
                    HeckadeckCard("K", "Hearts"),
                    HeckadeckCard("Arrow", "Clubs"),
                ),
            ),
        ),
    )


def _points(name: str) -> int:
    return HECKADECK.face(name).points


def _bonus_points() -> str:
    """Hunters (or Travellers) laid out: 1 to 4 of a kind, n x n x 50 points."""
    values = [f"{n}: {n * n * HECKADECK_BONUS_UNIT}" for n in range(1, 5)]
    return f"{values[0]}   {values[1]}\n{values[2]}   {values[3]}"


def _wild_page() -> TablePage:
    rows: tuple[tuple[Cell, ...], ...] = (
        (
            (HeckadeckCard("Arrow", "Hearts"), HeckadeckCard("Talisman", "Spades")),
            "Arrow and Talisman: wild, they stand in for any rank in a meld.",
            f"{_points('Arrow')} each",
        ),
        (
            (HeckadeckCard("Joker"),),
            "Joker: wild.",
            str(_points("Joker")),
        ),
        (
            (HeckadeckCard("Watcher"),),
            "Watcher: wild, and when you play it you choose who sees whose hand.",
            str(_points("Watcher")),
        ),
        (
            (HeckadeckCard("Omnihedron"),),
            "Omnihedron: wild, and worth the most.",
            str(_points("Omnihedron")),
        ),
        (
            (HeckadeckCard("0", "Clouds"),),
            "Zero, the stop card: the next player may not take the discard pile.",
            str(_points("0")),
        ),
    )
    return TablePage(
        heading="Wild cards and the stop card",
        intro="Heckadeck has eight suits, but suits never matter here: only ranks do.",
        columns=("Card", "What it does", "Points"),
        widths=(0.24, 0.58, 0.18),
        rows=rows,
        note=(
            "A wild on the pile freezes it. Frozen, or before your side's first meld, "
            "take it only with two natural cards of the top card's rank."
        ),
    )


def _twist_page() -> TablePage:
    rows: tuple[tuple[Cell, ...], ...] = (
        (
            (HeckadeckCard("Hunter"), HeckadeckCard("Traveller")),
            "Hunter and Traveller: bonus cards. Lay them out at once and draw a new card. "
            "Hunters and Travellers count apart.",
            _bonus_points(),
        ),
        (
            (HeckadeckCard("Crone"),),
            "Crone: discard it and the whole discard pile leaves the game.",
            f"−{HECKADECK.face('Crone').hand_points} if in hand",
        ),
        (
            (HeckadeckCard("Darkness"),),
            "Darkness: discard it and the hand ends at once.",
            f"−{HECKADECK.face('Darkness').hand_points} if in hand",
        ),
        (
            (HeckadeckCard("Wheel"),),
            "Wheel: becomes any card you name when you play it.",
            "what you name",
        ),
    )
    return TablePage(
        heading="Cards with a twist",
        intro="One of each, except four Hunters and four Travellers.",
        columns=("Card", "What it does", "Points"),
        widths=(0.24, 0.52, 0.24),
        rows=rows,
    )


def _card_rows() -> tuple[tuple[Cell, ...], ...]:
    """What each card laid down is worth (Canasta and Samba alike)."""
    return (
        ("Each card in your melds, 2 to 7", f"+{_points('2')} each"),
        ("8 to King, with 11 and the Beast", f"+{_points('8')} each"),
        ("Aces, Arrows and Talismans", f"+{_points('A')} each"),
        (
            "Jokers and the Watcher; the Omnihedron",
            f"+{_points('Joker')}; +{_points('Omnihedron')}",
        ),
    )


def _scoring_page() -> TablePage:
    rows: tuple[tuple[Cell, ...], ...] = (
        *_card_rows(),
        ("A canasta with no wild card", f"+{CANASTA_NATURAL_BONUS}"),
        ("A canasta with wild cards", f"+{CANASTA_MIXED_BONUS}"),
        ("Going out: your last card played, the hand ends", f"+{GOING_OUT_BONUS}"),
        ("Going out in one turn, with nothing melded before", f"+{CONCEALED_BONUS} instead"),
        ("Bonus cards laid out (see the card pages)", f"+{HECKADECK_BONUS_UNIT} and up"),
    )
    return TablePage(
        heading="Scoring a hand",
        intro="At the end of every hand each side adds up:",
        columns=("What", "Points"),
        widths=(0.72, 0.28),
        rows=rows,
        note=(
            "Cards left in your hands count minus their points. A side that melded "
            "nothing scores its bonus cards as minus points too."
        ),
    )


def _first_meld_page() -> TablePage:
    return TablePage(
        heading="Your side's first meld",
        intro=(
            "The first cards your side lays in a hand must be worth at least this much "
            "(bonus cards do not count):"
        ),
        columns=("Your side's score", "Heckadeck deck", "Classic deck"),
        widths=(0.4, 0.3, 0.3),
        rows=tuple(
            (label, str(HECKADECK.minimum_meld(score)), str(CLASSIC.minimum_meld(score)))
            for score, label in SCORE_STEPS
        ),
        note=(
            "Taking the pile for your first meld? Only its top card and cards from your "
            "hand count."
        ),
    )


def _options_page(samba: bool) -> VariantsPage:
    """The lobby's rows; at a Samba table, with Samba's hands, deck and target."""
    two, three, four = (HAND_SIZES[players] for players in (2, 3, 4))
    hands = f"Two players get {two} cards each, three get {three}, four get {four}."
    classic = f"Classic: {len(CLASSIC)} cards, two packs and four jokers; 2s are wild."
    if samba:
        hands = f"In Samba everyone gets {SAMBA_HAND_SIZE} cards."
        classic = f"Classic Samba: {classic_samba_cards()}; 2s are wild."
    return VariantsPage(
        heading="Table choices",
        intro="Pick each one in the Canasta lobby: select the row, then Left or Right.",
        entries=(
            VariantEntry(
                "Players",
                "Two, three or four",
                (hands, "Four play as two teams, partners opposite."),
            ),
            VariantEntry(
                "Deck",
                "Heckadeck or Classic",
                (
                    f"Heckadeck: {len(HECKADECK)} cards with the special cards; Wheel row: "
                    "in or out.",
                    classic,
                ),
            ),
            VariantEntry(
                "Game to",
                "The score that wins",
                (
                    f"Usually {table_target(SAMBA if samba else STANDARD)}.",
                    "Choose a shorter or a longer game.",
                ),
            ),
            VariantEntry(
                "Ask partner",
                "Ask partner to go out: on or off",
                ("Four players only: before you go out,", "your partner says yes or no."),
            ),
        ),
    )


def canasta_book(table: CanastaOptions | None = None) -> RulesBook:
    """The pages for ``table`` (a table's choices), or for any table when None.

    A Samba table opens on Samba's pages, with its own target; a table with talons
    shows the variant right after its turn; any other keeps the standard pages, with
    the variants and Samba's pages after them.
    """
    variant = table.variant if table is not None else ""
    target = table.target if table is not None else DEFAULT_TARGET
    title = table_title(table.deck, variant) if table is not None else "Heckadeck Canasta"
    cards = (_wild_page(), _twist_page())
    samba_pages = (sequences_page(), samba_minimum_page(), samba_scoring_page(_card_rows()))
    pages: tuple[Page, ...]
    if variant == SAMBA:
        pages = (samba_page(target), *samba_pages, *cards, _options_page(True), variants_page())
    else:
        standard = (_scoring_page(), _first_meld_page(), _options_page(False))
        variants = (variants_page(),) if variant == TALONS else ()
        pages = (
            _turn_page(target), *variants, *cards, *standard,
            *(() if variants else (variants_page(),)), samba_page(), *samba_pages,
        )
    return RulesBook(
        title=title,
        summary=(
            "Canasta with the Heckadeck: take turns laying down sets of a kind, alone "
            "or in teams."
        ),
        cover=(HeckadeckCard("7", "Hearts"), HeckadeckCard("7", "Acorns"), HeckadeckCard("Joker")),
        pages=pages,
    )
