"""Why a Canasta move is refused: one code per rule, worded once, with its numbers.

Every check in :mod:`legal` and :mod:`melding` returns a :class:`Refusal` of a
:class:`CanastaReason`; the parameters are the ranks, cards and rule numbers the
sentence names, so a test can compare codes and numbers and a view shows
:meth:`Refusal.text`. Rank parameters are :class:`RankWord` labels: the engine keeps
its short labels (``K``, ``3B``) and a template picks the words players read
("Kings", "a black 3") with a format spec, so no later pass rewrites the sentence.

A refusal is built on the hot path (bots and playouts try many moves the rules turn
down), so nothing is worded until :meth:`Refusal.text` is called.
"""

from __future__ import annotations

from candy_arcade.core.refusal import Reason, Refusal, number_word

__all__ = [
    "RANK_WORDS",
    "CanastaReason",
    "Count",
    "RankWord",
    "Refusal",
    "canastas_refusal",
    "rank_name",
    "rank_refusal",
]

RANK_WORDS = {
    "A": ("Ace", "Aces"),
    "K": ("King", "Kings"),
    "Q": ("Queen", "Queens"),
    "J": ("Jack", "Jacks"),
    "Beast": ("Beast", "Beasts"),
    "0": ("Zero", "Zeros"),
    "3B": ("black 3", "black 3s"),
    "3R": ("red 3", "red 3s"),
}


def rank_name(rank: str, plural: bool = False) -> str:
    """``K`` -> ``King`` / ``Kings``; number ranks stay digits (``7`` / ``7s``)."""
    singular, many = RANK_WORDS.get(rank, (rank, f"{rank}s"))
    return many if plural else singular


def _article(name: str) -> str:
    return "an" if name[0] in "AEIOU8" or name == "11" else "a"


class RankWord(str):
    """A rank or card label that a template words with a format spec.

    ``{rank:one}`` is "King", ``{rank:many}`` "Kings", ``{rank:a}`` "a King" (or "an
    Ace"); a capitalised spec (``One``, ``Many``, ``A``) capitalises the first letter,
    for a sentence that begins with the rank. It is still the label itself (``"K"``)
    for comparisons, so a test checks ``refusal.param("rank") == "K"``.
    """

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        label = str.__str__(self)  # the plain label: formatting it must not recurse here
        kind = spec.lower()
        if kind == "many":
            text = rank_name(label, plural=True)
        elif kind == "a":
            name = rank_name(label)
            text = f"{_article(name)} {name}"
        elif kind in ("", "one"):
            text = rank_name(label)
        else:
            raise ValueError(f"unknown rank format {spec!r}")
        return text[:1].upper() + text[1:] if spec[:1].isupper() else text


class Count(int):
    """A rule number that a template may write as a word: ``{size:word}`` is "three".

    ``{held:none}`` says "none" for zero ("and you have none").
    Plain ``{size}`` stays digits (points: "90 points"); it is still the number itself
    for comparisons, so a test checks ``refusal.param("size") == 3``.
    """

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if spec == "word":
            return number_word(self)
        if spec == "none":
            return "none" if self == 0 else number_word(self)
        return int.__format__(self, spec)


class CanastaReason(Reason):
    """Why a Canasta move is refused; the value is the sentence a player reads."""

    # --- whose move, and when --------------------------------------------------------
    NOT_YOUR_TURN = "It is not your turn to act"
    HAND_NOT_OVER = "The hand is not over"
    HAND_OVER = "The hand is over"
    NO_VIEWER_AWAITED = "No Watcher is waiting for a Viewer"
    NO_SUCH_PLAYER = "No such player"
    NOBODY_ASKED = "Nobody asked"
    AWAITING_ANSWER_OR_VIEWER = "Waiting for an answer or a Viewer"
    NOT_A_TURN_MOVE = "{move} is not a move of the turn"
    DRAW_STARTS_TURN = "Drawing starts a turn"
    STOCK_EMPTY = "The stock is empty"
    PLAY_ENDS_WITHOUT_STOCK = "Play ends only when the stock is gone"
    MUST_TAKE_DISCARD = "The discard goes onto your side's meld: you must take it"

    # --- cards and groups ------------------------------------------------------------
    CARD_NOT_IN_HAND = "That card is not in your hand"
    CARD_NOT_IN_HAND_OR_TWICE = "That card is not in your hand (or is used twice)"
    NOTHING_TO_MELD = "Nothing to meld"
    EMPTY_GROUP = "An empty group"
    TWO_GROUPS_OF_RANK = "Two groups of {rank:many}: a side has one meld per rank"
    NOT_MELDABLE_RANK = "{rank:One} is not a meldable rank"
    CARD_NOT_OF_RANK = "{card:A} cannot go on a meld of {rank:many}"
    STOPS_MELDED_ONCE = "{rank:Many} are melded only once, when going out"

    # --- what makes a meld (melding.meld_error) --------------------------------------
    MELD_TOO_SMALL = "A meld needs at least {size:word} cards"
    CANNOT_BE_MELDED = "The {card:one} cannot be melded"
    MELD_MIXES_RANKS = "A meld holds one rank"
    MELD_WITHOUT_NATURALS = "A meld needs natural cards"
    STOP_MELD_WITH_WILDS = "A meld of {rank:many} takes no wild cards"
    MELD_TOO_FEW_NATURALS = "A meld needs at least {naturals:word} natural cards"
    MELD_TOO_MANY_WILDS = "A meld holds at most {wilds:word} wild cards"

    # --- melding ---------------------------------------------------------------------
    MELD_BEFORE_DRAW = "Melding comes after drawing"
    FIRST_MELD_BELOW_MINIMUM = "Your first meld needs {minimum} points: these make {points}"
    STOPS_ONLY_GOING_OUT = (
        "{stop:Many} may be melded only as the last cards when going out"
        " (one card may be left to discard)"
    )
    GOING_OUT_NEEDS_CANASTAS = "Going out needs {canastas:word} canasta{plural} on your side"
    PARTNER_SAID_NO = "Your partner said no: you may not go out this turn"
    KEEP_A_DISCARD = "Keep two cards, one to discard and one to hold: your side may not go out yet"
    PLEDGE_CANNOT_BE_KEPT = (
        "You must go out this turn, and after this meld the rest of the hand cannot"
    )
    DARKNESS_EXIT_MELDED = "The Darkness exit is melded: discard the Darkness"

    # --- taking the pile -------------------------------------------------------------
    TAKE_AT_TURN_START = "The pile is taken at the start of a turn"
    PILE_EMPTY = "The discard pile is empty"
    STOP_ON_TOP = "A stop card ({top:a}) is on top: the pile cannot be taken until it is covered"
    WILD_ON_TOP = "A wild card ({top:a}) is on top: the pile cannot be taken until it is covered"
    UNTAKEABLE_ON_TOP = "{top:A} on top: the pile cannot be taken"
    ONE_CARD_PILE = "You hold one card: a one-card pile cannot be taken"
    TOP_CARD_IS_OTHER = "The top card is {top:a}, not {rank:a}"
    PILE_FROZEN = (
        "The pile is frozen: you need {naturals:word} natural {rank:many} from your hand,"
        " and you have {held:none}"
    )
    PILE_FROZEN_BY_WILD = (
        "The pile is frozen ({card:a} is in it): you need {naturals:word} natural"
        " {rank:many} from your hand, and you have {held:none}"
    )
    PILE_FROZEN_AT_DEAL = (
        "The pile is frozen ({card:a} was turned up at the deal): you need {naturals:word}"
        " natural {rank:many} from your hand, and you have {held:none}"
    )
    PILE_BEFORE_FIRST_MELD = (
        "The pile is frozen until your side has melded: you need {naturals:word} natural"
        " {rank:many} from your hand, and you have {held:none}"
    )
    PILE_NEEDS_MATCH = (
        "To take the pile you need {naturals:word} {rank:many}, {rank:a} and a wild card,"
        " or a meld of {rank:many}, and you have {held:none}"
    )
    TAKE_BELOW_MINIMUM = (
        "Your first meld needs {minimum} points: the top card and these make {points}"
    )
    MELDS_AFTER_TAKING = "Further melds come after taking the pile"
    SECOND_GROUP_OF_RANK = "A second group of {rank:many}"
    STOPS_NOT_WITH_PILE = "{stop:Many} are melded only when going out"

    # --- discarding ------------------------------------------------------------------
    DISCARD_BEFORE_DRAW = "Discarding ends a turn after drawing"
    NO_DISCARD_AFTER_BONUS = "No discard after the last stock card was a bonus card"
    NAME_THE_WHEEL = "Name the Wheel to discard it"
    WHEEL_NAME_UNKNOWN = "The Wheel cannot be {name}"
    WHEEL_AS_BONUS_IS_LAID = "A Wheel named a bonus card is laid out, not discarded"
    WHEEL_NAME_IN_MELD = "The Wheel in a meld of {rank:many} must be named {rank:a} or a wild card"
    ONLY_THE_WHEEL_IS_NAMED = "Only the Wheel is named"
    MUST_GO_OUT_MELD_REST = (
        "You must go out this turn: meld the rest of the hand, then discard the last card"
    )
    LAST_DISCARD_GOES_OUT = "Discarding the last card goes out, and the side may not go out yet"

    # --- the Wheel laid out ----------------------------------------------------------
    WHEEL_AFTER_DRAW = "The Wheel is played after drawing"
    NO_WHEEL_IN_HAND = "No Wheel in the hand"
    WHEEL_BONUS_NAMES = "The Wheel is laid out as a {first} or a {second}"
    MUST_GO_OUT_WITH_WHEEL = "You must go out this turn: meld or discard the Wheel"

    # --- asking the partner ----------------------------------------------------------
    ASK_NOT_IN_SETTINGS = "Asking the partner is not in these settings"
    ASK_ONCE_A_TURN = "Ask once a turn, after drawing and before melding"
    ASK_NEEDS_CANASTAS = (
        "Ask only when your side could go out: it needs {canastas:word} canasta{plural} first"
    )
    ASK_CANNOT_GO_OUT = "Ask only when you could go out this turn"


def rank_refusal(reason: CanastaReason, **ranks: str) -> Refusal:
    """A refusal whose parameters are all rank labels (worded by :class:`RankWord`).

    Built directly in :meth:`Refusal.of`'s shape (parameters sorted by name): the
    checks make many of these while bots and playouts try moves.
    """
    return Refusal(reason, tuple(sorted((name, RankWord(label)) for name, label in ranks.items())))


def canastas_refusal(reason: CanastaReason, canastas: int) -> Refusal:
    """A refusal naming how many canastas going out needs ("one canasta", "two canastas")."""
    return Refusal.of(reason, canastas=Count(canastas), plural="" if canastas == 1 else "s")
