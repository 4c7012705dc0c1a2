"""Issue 20 in the review, the log and the rules pages: a line per sequence and the
samba's 1500, going out +200 in Samba, Classic Samba's red 3s, a side with only
sequences counted as melded; the log's words for a sequence, a samba and a talon (its
cards never named); the Samba page and the Variant choices for players."""

from __future__ import annotations

from candy_arcade.render.rules_pages.canasta import canasta_book
from candy_arcade.render.rules_pages.model import StepsPage, VariantsPage
from candy_arcade.rules.canasta.decks import heckadeck
from candy_arcade.rules.canasta.events import (
    SambaCompleted,
    SequenceMelded,
    TalonTaken,
    visible_events,
)
from candy_arcade.rules.canasta.hand_items import itemise_side
from candy_arcade.rules.canasta.samba_decks import classic_samba
from candy_arcade.rules.canasta.state import SideResult
from candy_arcade.views.canasta.events_text import describe_event
from candy_arcade.views.canasta.options import seat_infos
from candy_arcade.views.canasta.review import side_lines
from candy_arcade.views.canasta.session import CanastaSession

from .tables import setup

SAMBA_RUN = ("A", "2", "3", "4", "5", "6", "7")


def side(melds=(), sequences=(), bonus=(), went_out=True) -> SideResult:  # type: ignore[no-untyped-def]
    return SideResult(players=(0,), melds=tuple(melds), bonus=tuple(bonus), hands=((),),
                      went_out=went_out, concealed=True, by_darkness=False, hand_score=0,
                      total=0, breakdown=(), sequences=tuple(sequences))


def test_the_review_lists_each_sequence_the_samba_bonus_and_going_out() -> None:
    session = CanastaSession(setup(["human", "normal"]))
    scored = side(melds=[("K", "K", "K")], sequences=[SAMBA_RUN, ("J", "Q", "K", "Wheel=0")])
    items = itemise_side(heckadeck(), scored, samba=True)
    lines = [(line.label, line.amount) for line in side_lines(session, scored, items)]
    assert ("Samba A 2 3 4 5 6 7", "+50 +1500") in lines
    assert ("Sequence J Q K Wheel 0", "+35") in lines
    assert ("Went out", "+200") in lines, "Samba has no concealed bonus: going out is 200"
    assert items.total == 30 + 50 + 1500 + 35 + 200


def test_a_side_with_only_sequences_has_melded_and_classic_samba_red_threes() -> None:
    deck = classic_samba()
    only_runs = itemise_side(deck, side(sequences=[("4", "5", "6")], bonus=["3R"] * 4,
                                        went_out=False), samba=True)
    assert [b.points for b in only_runs.bonus_cards] == [400], "100 each in Classic Samba"
    all_six = itemise_side(deck, side(melds=[("K", "K", "K")], bonus=["3R"] * 6,
                                      went_out=False), samba=True)
    assert [b.points for b in all_six.bonus_cards] == [1000]
    nothing = itemise_side(deck, side(bonus=["3R"], went_out=False), samba=True)
    assert [b.points for b in nothing.bonus_cards] == [-100]


def test_the_log_words_sequences_sambas_and_talons() -> None:
    deck = heckadeck()
    seats = seat_infos(setup(["human", "normal", "normal", "normal"]))
    cards = tuple(c.id for c in deck.cards if c.suit == "Hearts" and c.name in ("5", "6", "7"))
    assert describe_event(deck, SequenceMelded(0, 0, "red", cards, True), seats) == (
        "South melds a red sequence: 5 6 7"
    )
    assert describe_event(deck, SequenceMelded(2, 0, "red", cards, False), seats) == (
        "North adds to the red sequence: 5 6 7"
    )
    assert describe_event(deck, SambaCompleted(0, 1, "green"), seats) == (
        "South & North complete a green samba!"
    )
    taken = TalonTaken(1, 0, cards[:2] + cards[:2])
    for viewer in (0, 1):
        seen = visible_events([taken], viewer)[0]
        assert describe_event(deck, seen, seats) == "West takes the talon of 4", (
            "the table's log is read by everyone at it: a talon's cards stay unnamed"
        )


def test_the_rules_pages_tell_players_samba_and_the_talons() -> None:
    pages = canasta_book().pages
    sambas = [p for p in pages if isinstance(p, StepsPage) and p.heading.startswith("Samba")]
    words = " ".join(
        text for samba in sambas for text in (samba.goal, *(s.caption for s in samba.steps))
    )
    for said in ("15 cards each", "two canastas let you go out", "10000", "Draw two cards",
                 "3 or more cards in a row", "Never a wild card", "below the Ace or above the King",
                 "+1500", "at most two wild cards", "+200"):
        assert said in words
    choices = next(p for p in pages if isinstance(p, VariantsPage) and "variant" in p.heading)
    talons = next(entry for entry in choices.entries if entry.name == "Talons")
    assert "talons of 4 and 3 cards" in talons.lines[0]
    assert "down to 8" in talons.lines[1]
