"""Piñata Blast for players: the pages a newcomer reads at a party.

The numbers (hand size, the round's time limit, the points printed on cards) come from
the rules the game plays with. (Renderers never import the live session, so the auto
throw's delay is not quoted.)
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.input.controls import Control
from candy_arcade.render.rules_pages.controls import DeviceButtons, controls_page
from candy_arcade.render.rules_pages.model import (
    Die,
    PinataCard,
    PinataStick,
    RulesBook,
    Sign,
    Step,
    StepsPage,
    TablePage,
    VariantEntry,
    VariantsPage,
)
from candy_arcade.rules.pinata.components import MAX_POINTS, MIN_POINTS
from candy_arcade.rules.pinata.state import HAND_SIZE, ROUND_LIMIT_SECONDS


def _round_page() -> StepsPage:
    return StepsPage(
        heading="A round",
        goal="Catch dice that show the candy on your cards: every card you win scores its points.",
        steps=(
            Step(
                "Whoever holds the Piñata Stick throws the dice: hold grab, aim, let go. "
                "Wait too long and the game throws for you.",
                (PinataStick(), Die("piruli"), Die("paleta")),
            ),
            Step(
                "Then everyone at once: lay one card from your hand in front of you.",
                (PinataCard("piruli", 3),),
            ),
            Step(
                "Grab a die showing the same candy and drop it on your card: you win the card.",
                (Die("piruli"), Sign("→"), PinataCard("piruli", 3)),
            ),
            Step(
                "The candy on the green die is rotten: the green die, or any die showing "
                "that candy, spoils your card.",
                (Die("chocolate", green=True), Die("chocolate")),
            ),
            Step(
                "No dice left you can use? The round ends, everyone draws a card and the "
                "stick moves on.",
                (PinataStick(), PinataCard("dulce", 2), PinataCard("colacion", 4)),
            ),
        ),
    )


def _scoring_page() -> TablePage:
    return TablePage(
        heading="Scoring",
        intro=(
            f"You start with {HAND_SIZE} cards, each worth {MIN_POINTS} to {MAX_POINTS} "
            "points. The game ends when someone's hand is empty or the draw pile runs out."
        ),
        columns=("Your card", "What happened to it", "Points"),
        widths=(0.26, 0.56, 0.18),
        rows=(
            (
                (PinataCard("piruli", 3), Die("piruli")),
                "A die of its candy landed on it: it goes on your pile.",
                "its points (3)",
            ),
            (
                (PinataCard("dulce", 2), Die("dulce", green=True)),
                "The green die or a rotten candy landed on it: it is thrown away.",
                "0",
            ),
            (
                (PinataCard("paleta", 4),),
                "Still in your hand when the game ends.",
                "0",
            ),
        ),
        note=(
            "Most points wins; a tie shares the win. No good die left for your card? "
            "Drop: take it back. "
            f"A round lasts at most {ROUND_LIMIT_SECONDS:g} s."
        ),
    )


def pinata_book(devices: Sequence[DeviceButtons]) -> RulesBook:
    """The pages, naming the buttons of ``devices``."""
    return RulesBook(
        title="Piñata Blast",
        summary=(
            "Throw the candy dice, then race to catch the ones that match your cards; "
            "beware the rotten candy."
        ),
        cover=(Die("piruli"), PinataCard("paleta", 4), Die("chocolate", green=True)),
        pages=(
            _round_page(),
            controls_page(
                devices,
                (("Grab", Control.GRAB), ("Drop", Control.DROP)),
                "Any device can play. To throw, hold grab, pull back and let go; with the "
                "mouse, drag back from the dice.",
            ),
            _scoring_page(),
            VariantsPage(
                heading="Variant and lobby choices",
                intro="Switch them in the lobby with their key or a click on their button.",
                entries=(
                    VariantEntry(
                        "Y",
                        "Youngest players",
                        (
                            "No points: whoever wins the most cards wins.",
                            "No green die, so no candy is ever rotten.",
                        ),
                    ),
                    VariantEntry(
                        "Tab",
                        "Bots",
                        (
                            "Add bot (Tab) and Remove bot (Backspace) fill the empty seats.",
                            "Press a bot's seat number to change how well it plays.",
                        ),
                    ),
                    VariantEntry(
                        "Table",
                        "Where you play",
                        (
                            "Picked before the lobby: every table has its own shape and seats,",
                            "and some have blocks on the felt for the dice to bounce off.",
                        ),
                    ),
                ),
            ),
        ),
    )
