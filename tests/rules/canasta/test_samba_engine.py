"""Samba played by the engine: one scenario per rule sentence of the rules page's
Samba section (heckadeck-canasta.md, "Variants"), judged by ``check`` and laid by
``apply`` as a player's move is."""

from __future__ import annotations

from candy_arcade.rules.canasta.actions import (
    Discard,
    DrawStock,
    Meld,
    MeldGroup,
    SequenceGroup,
    TakePile,
)
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.enumerate import legal_actions
from candy_arcade.rules.canasta.events import SambaCompleted, SequenceMelded
from candy_arcade.rules.canasta.legal import check
from candy_arcade.rules.canasta.melding import card_label
from candy_arcade.rules.canasta.outplan import further_meld_possible
from candy_arcade.rules.canasta.reasons import CanastaReason, Count
from candy_arcade.rules.canasta.samba_reasons import SambaReason
from candy_arcade.rules.canasta.samba_scoring import score_samba_side, score_sequences
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.turn import turn_info
from tests.rules.canasta.samba_cards import Picker
from tests.rules.canasta.samba_tables import samba_table

HECK_SAMBA = Settings(players=2, variant="samba")
CLASSIC_SAMBA = Settings(players=2, deck="classic", variant="samba")
SUITS = ("Clubs", "Spades", "Clouds", "Swords", "Acorns", "Planets", "Hearts", "Diamonds")


def kings(picker: Picker, count: int) -> list[int]:
    return [picker.take(suit, "K") for suit in SUITS[:count]]


def refusal_of(state: State, action: object) -> object:
    refusal = check(state, action)  # type: ignore[arg-type]
    assert refusal is not None, f"{action} was accepted"
    return refusal.reason


def melded_side(picker: Picker, hand: list[int], **kwargs: object) -> State:
    """Heckadeck Samba, player 0's side holding three kings, in the meld phase."""
    return samba_table(HECK_SAMBA, hand, melds=[[("K", kings(picker, 3))]], **kwargs)  # type: ignore[arg-type]


# --- Sequences --------------------------------------------------------------------------

def test_a_meld_lays_a_new_sequence_of_one_colour_low_to_high() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    run = [p.take("Hearts", "6"), p.take("Diamonds", "7"), p.take("Hearts", "5")]
    state = melded_side(p, [*run, p.take("Acorns", "9"), p.take("Planets", "2")])
    meld = Meld((), (SequenceGroup(tuple(sorted(run))),))
    assert check(state, meld) is None
    after, events = apply(state, meld)
    (laid,) = after.sequences[0]
    assert laid.ranks == ("5", "6", "7") and laid.key == "red"
    assert SequenceMelded(0, 0, "red", laid.cards, True) in events
    assert not set(run) & set(after.hands[0])


def test_the_menu_lists_the_sequence_a_hand_can_lay() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    run = (p.take("Hearts", "5"), p.take("Hearts", "6"), p.take("Hearts", "7"))
    state = melded_side(p, [*run, p.take("Acorns", "9"), p.take("Planets", "2")])
    assert Meld((), (SequenceGroup(run),)) in legal_actions(state)


def test_cards_join_a_sequence_at_both_ends_and_only_of_its_colour() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    on_table = p.run("Hearts", "5", "6", "7")
    low, high, black = p.take("Diamonds", "4"), p.take("Hearts", "8"), p.take("Clubs", "8")
    state = melded_side(p, [low, high, black, p.take("Acorns", "9")], sequences=[[on_table]])
    after, _ = apply(state, Meld((), (SequenceGroup((low, high), None, 0),)))
    assert after.sequences[0][0].ranks == ("4", "5", "6", "7", "8")
    assert refusal_of(state, Meld((), (SequenceGroup((black,), None, 0),))) is (
        SambaReason.SEQUENCE_MIXES_COLOURS
    )


def test_classic_sequences_are_of_one_suit_from_4_to_the_ace() -> None:
    p = Picker(CLASSIC_SAMBA.the_deck)
    hand = [*p.run("Hearts", "Q", "K", "A"), p.take("Diamonds", "J"), *p.run("Clubs", "9", "9")]
    state = samba_table(CLASSIC_SAMBA, hand, melds=[[("9", p.run("Spades", "9", "9", "9"))]])
    assert check(state, Meld((), (SequenceGroup(tuple(hand[:3])),))) is None
    mixed = SequenceGroup((hand[3], hand[0], hand[1]))
    assert refusal_of(state, Meld((), (mixed,))) is SambaReason.SEQUENCE_MIXES_SUITS


def test_no_wild_card_ever_goes_into_a_sequence() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    joker = p.take(None, "Joker")
    wheel = p.take(None, "Wheel")
    five, six = p.take("Hearts", "5"), p.take("Hearts", "6")
    state = melded_side(p, [five, six, joker, wheel, p.take("Acorns", "9")])
    assert refusal_of(state, Meld((), (SequenceGroup((five, six, joker)),))) is (
        SambaReason.SEQUENCE_NO_WILDS
    )
    named_wild = SequenceGroup((five, six, wheel), "Joker")
    assert refusal_of(state, Meld((), (named_wild,))) is SambaReason.SEQUENCE_NO_WILDS


def test_zeros_stand_below_the_ace_or_above_the_king_and_never_between() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    low = (p.take("Hearts", "0"), p.take("Hearts", "A"), p.take("Hearts", "2"))
    high = (p.take("Diamonds", "Q"), p.take("Diamonds", "K"), p.take("Diamonds", "0"))
    middle = (p.take("Clubs", "5"), p.take("Clubs", "0"), p.take("Clubs", "7"))
    state = melded_side(p, [*low, *high, *middle, p.take("Acorns", "9")])
    after, _ = apply(state, Meld((), (SequenceGroup(low), SequenceGroup(high))))
    assert [run.ranks for run in after.sequences[0]] == [("0", "A", "2"), ("Q", "K", "0")]
    assert refusal_of(state, Meld((), (SequenceGroup(middle),))) is SambaReason.ZERO_ONLY_AT_ENDS


def test_the_wheel_named_a_0_ends_a_sequence_and_counts_5() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    wheel = p.take(None, "Wheel")
    queen, king = p.take("Clouds", "Q"), p.take("Swords", "K")
    state = melded_side(p, [queen, king, wheel, p.take("Acorns", "9"), p.take("Planets", "2")])
    after, _ = apply(state, Meld((), (SequenceGroup((queen, king, wheel), "0"),)))
    (run,) = after.sequences[0]
    assert run.ranks == ("Q", "K", "0") and run.cards[-1] == wheel and run.key == "blue"
    labels = [card_label(after.deck, c, after.wheel_as) for c in run.cards]
    assert labels == ["Q", "K", "Wheel=0"]
    assert score_sequences(after.deck, [labels]).points == 10 + 10 + 5


def test_a_sequence_of_seven_is_a_closed_samba() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    samba = p.run("Hearts", "A", "2", "3", "4", "5", "6", "7")
    eight = p.take("Diamonds", "8")
    long_run = p.run("Clubs", "2", "3", "4", "5", "6", "7", "8", "9")
    state = melded_side(p, [eight, *long_run, p.take("Acorns", "9")], sequences=[[samba]])
    assert after_samba_canastas(state) == 1
    assert refusal_of(state, Meld((), (SequenceGroup((eight,), None, 0),))) is (
        SambaReason.SAMBA_CLOSED
    )
    assert refusal_of(state, Meld((), (SequenceGroup(tuple(long_run)),))) is (
        SambaReason.SEQUENCE_TOO_LONG
    )


def after_samba_canastas(state: State) -> int:
    return state.canastas(0)


def test_completing_a_samba_is_announced_and_scores_1500() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    six = p.run("Hearts", "A", "2", "3", "4", "5", "6")
    seven = p.take("Diamonds", "7")
    state = melded_side(
        p, [seven, p.take("Acorns", "9"), p.take("Planets", "2")], sequences=[[six]]
    )
    after, events = apply(state, Meld((), (SequenceGroup((seven,), None, 0),)))
    assert SambaCompleted(0, 0, "red") in events
    assert after.canastas(0) == 1


# --- Melds of one rank ------------------------------------------------------------------

def test_a_rank_meld_holds_two_wild_cards_at_most() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    nines = [*p.run("Clubs", "9"), *p.run("Spades", "9"), *p.run("Hearts", "9")]
    wilds = [p.take(None, "Joker"), p.take("Clubs", "Arrow")]
    joker = p.take(None, "Joker")
    hand = [joker, p.take("Acorns", "2"), p.take("Planets", "3")]
    state = samba_table(HECK_SAMBA, hand, melds=[[("9", [*nines, *wilds])]])
    refusal = check(state, Meld((MeldGroup("9", (joker,)),)))
    assert refusal is not None and refusal.reason is CanastaReason.MELD_TOO_MANY_WILDS
    assert refusal.param("wilds") == Count(2)
    standard = samba_table(Settings(players=2), hand, melds=[[("9", [*nines, *wilds])]])
    assert check(standard, Meld((MeldGroup("9", (joker,)),))) is None


def canasta_of_kings_and_three_more(p: Picker) -> tuple[State, list[int], list[int]]:
    """A Classic Samba table whose side has a canasta of Kings, and a hand with three
    more Kings (and two odd cards): the table, the canasta and the three Kings."""
    canasta = [*p.run("Clubs", "K", "K", "K"), *p.run("Spades", "K", "K", "K"),
               p.take("Hearts", "K")]
    three = p.run("Diamonds", "K", "K", "K")
    hand = [*three, p.take("Clubs", "5"), p.take("Clubs", "9")]
    return samba_table(CLASSIC_SAMBA, hand, melds=[[("K", canasta)]]), canasta, three


def test_a_new_meld_of_a_rank_only_beside_a_canasta_of_it() -> None:
    p = Picker(CLASSIC_SAMBA.the_deck)
    state, canasta, three = canasta_of_kings_and_three_more(p)
    hand = list(state.hands[state.turn])
    new = Meld((MeldGroup("K", tuple(three), None, True),))
    assert new in legal_actions(state)
    after, _ = apply(state, new)
    assert [m.cards for m in after.melds[0]] == [tuple(canasta), tuple(three)]
    open_meld = samba_table(CLASSIC_SAMBA, hand, melds=[[("K", canasta[:4])]])
    assert refusal_of(open_meld, new) is SambaReason.SECOND_MELD_BEFORE_CANASTA


def test_cards_of_the_rank_are_judged_against_its_meld_not_yet_a_canasta() -> None:
    """Once a new meld of a rank lies beside the side's canasta of it, cards of the
    rank go to the new meld: the facts the next listing judges by are its own (they
    once stayed the canasta's, worked out from the facts before the meld was laid)."""
    state, _, three = canasta_of_kings_and_three_more(Picker(CLASSIC_SAMBA.the_deck))
    assert turn_info(state).facts().melds["K"].canasta  # listed once: facts remembered
    legal_actions(state)
    after, _ = apply(state, Meld((MeldGroup("K", tuple(three), None, True),)))
    newest = turn_info(after).facts().melds["K"]
    assert newest.cards == tuple(three)
    assert not newest.canasta


def test_a_standard_table_refuses_sequences_and_second_melds_of_a_rank() -> None:
    p = Picker(Settings(players=2).the_deck)
    run = tuple(p.run("Hearts", "5", "6", "7"))
    three = tuple(p.run("Diamonds", "K") + p.run("Swords", "K") + p.run("Acorns", "K"))
    state = samba_table(Settings(players=2), [*run, *three, p.take("Planets", "2")],
                        melds=[[("K", kings(p, 3))]])
    assert refusal_of(state, Meld((), (SequenceGroup(run),))) is (
        SambaReason.SEQUENCES_ONLY_IN_SAMBA
    )
    assert refusal_of(state, Meld((MeldGroup("K", three, None, True),))) is (
        SambaReason.SECOND_MELD_ONLY_IN_SAMBA
    )


# --- Taking the pile --------------------------------------------------------------------

def pile_table(picker: Picker, hand: list[int], top: int, *, frozen: bool = False,
               melds: list[tuple[str, list[int]]] | None = None,
               sequences: list[list[int]] | None = None) -> State:
    return samba_table(
        CLASSIC_SAMBA, hand, melds=[melds or []], sequences=[sequences or []],
        discard=[picker.take("Spades", "5"), top], phase=Phase.DRAW, pile_frozen=frozen,
    )


def test_the_pile_never_goes_onto_a_sequence() -> None:
    p = Picker(CLASSIC_SAMBA.the_deck)
    run = p.run("Hearts", "5", "6", "7")
    top = p.take("Hearts", "8")
    hand = [p.take("Clubs", "9"), p.take("Spades", "Q"), p.take("Diamonds", "4")]
    state = pile_table(p, hand, top, melds=[("K", p.run("Clubs", "K", "K", "K"))],
                       sequences=[run])
    assert refusal_of(state, TakePile(MeldGroup("8", ()))) is (
        SambaReason.PILE_NEEDS_PAIR_OR_OPEN_MELD
    )
    into_run = TakePile(MeldGroup("8", ()), (), (SequenceGroup((top,), None, 0),))
    assert refusal_of(state, into_run) is SambaReason.PILE_NEVER_IN_SEQUENCE
    assert not any(isinstance(a, TakePile) for a in legal_actions(state))


def test_a_natural_pair_takes_even_a_frozen_pile() -> None:
    p = Picker(CLASSIC_SAMBA.the_deck)
    top = p.take("Hearts", "8")
    pair = (p.take("Clubs", "8"), p.take("Spades", "8"))
    hand = [*pair, p.take("Clubs", "9"), p.take("Spades", "Q")]
    state = pile_table(p, hand, top, frozen=True, melds=[("K", p.run("Clubs", "K", "K", "K"))])
    assert check(state, TakePile(MeldGroup("8", pair))) is None


def test_a_natural_and_a_wild_never_take_the_pile() -> None:
    p = Picker(CLASSIC_SAMBA.the_deck)
    top = p.take("Hearts", "8")
    eight, joker = p.take("Clubs", "8"), p.take(None, "Joker")
    hand = [eight, joker, p.take("Clubs", "9"), p.take("Spades", "Q")]
    state = pile_table(p, hand, top, melds=[("K", p.run("Clubs", "K", "K", "K"))])
    assert refusal_of(state, TakePile(MeldGroup("8", (eight, joker)))) is (
        SambaReason.PILE_NEEDS_PAIR_OR_OPEN_MELD
    )


def test_the_top_card_joins_the_unfinished_meld_of_its_rank_never_a_canasta() -> None:
    p = Picker(CLASSIC_SAMBA.the_deck)
    top = p.take("Hearts", "K")
    hand = [p.take("Clubs", "9"), p.take("Spades", "Q"), p.take("Diamonds", "4")]
    open_meld = pile_table(p, hand, top, melds=[("K", p.run("Clubs", "K", "K", "K"))])
    assert TakePile(MeldGroup("K", ())) in legal_actions(open_meld)
    q = Picker(CLASSIC_SAMBA.the_deck)
    top = q.take("Hearts", "K")
    canasta = [*q.run("Clubs", "K", "K", "K"), *q.run("Spades", "K", "K", "K"),
               q.take("Diamonds", "K")]
    hand = [q.take("Clubs", "9"), q.take("Spades", "Q"), q.take("Diamonds", "4")]
    closed = pile_table(q, hand, top, melds=[("K", canasta)])
    assert refusal_of(closed, TakePile(MeldGroup("K", ()))) is (
        SambaReason.PILE_NEEDS_PAIR_OR_OPEN_MELD
    )


# --- Minimum, going out, deal -----------------------------------------------------------

def test_sequences_count_towards_samba_first_meld_minimum() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    cheap = tuple(p.run("Hearts", "2", "3", "4"))
    dear = tuple(p.run("Diamonds", "10", "11", "Beast", "J", "Q"))
    state = samba_table(HECK_SAMBA, [*cheap, *dear, p.take("Acorns", "9")], scores=(-5, 0))
    assert state.minimum_meld(0) == 50
    refusal = check(state, Meld((), (SequenceGroup(cheap),)))
    assert refusal is not None and refusal.reason is CanastaReason.FIRST_MELD_BELOW_MINIMUM
    assert refusal.param("points") == 15
    assert check(state, Meld((), (SequenceGroup(dear),))) is None


def test_classic_samba_minimums_by_score() -> None:
    p = Picker(CLASSIC_SAMBA.the_deck)
    run = tuple(p.run("Hearts", "4", "5", "6"))
    state = samba_table(CLASSIC_SAMBA, [*run, p.take("Clubs", "9"), p.take("Spades", "Q")],
                        scores=(-20, 0))
    assert state.minimum_meld(0) == 15
    assert check(state, Meld((), (SequenceGroup(run),))) is None
    assert [state.deck.minimum_meld(s) for s in (0, 1500, 3000, 7000)] == [50, 90, 120, 150]


def test_going_out_needs_two_canastas_a_samba_counting_and_is_worth_200() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    canasta = kings(p, 7)
    samba = p.run("Hearts", "A", "2", "3", "4", "5", "6", "7")
    last = p.take("Acorns", "9")
    one = samba_table(HECK_SAMBA, [last], melds=[[("K", canasta)]])
    assert refusal_of(one, Discard(last)) is CanastaReason.LAST_DISCARD_GOES_OUT
    two = samba_table(HECK_SAMBA, [last], melds=[[("K", canasta)]], sequences=[[samba]])
    ended, _ = apply(two, Discard(last))
    assert ended.result is not None
    side = ended.result.sides[0]
    breakdown = dict(side.breakdown)
    assert side.went_out and breakdown["going_out"] == 200 and breakdown["samba_bonus"] == 1500
    assert side.sequences == (("A", "2", "3", "4", "5", "6", "7"),)
    rescored = score_samba_side(ended.deck, side.melds, side.sequences, side.bonus,
                                side.hands, went_out=True)
    assert rescored.total == side.hand_score


def test_samba_deals_15_cards_at_every_table_and_draws_two() -> None:
    for players in (2, 3, 4):
        state, _ = new_game(Settings(players=players, variant="samba"), 3)
        assert {len(hand) for hand in state.hands} == {15}
        drawn, _ = apply(state, DrawStock())
        assert len(drawn.hands[drawn.turn]) == 17


def test_the_darkness_exit_leaves_no_sequence_the_hand_could_still_lay() -> None:
    p = Picker(HECK_SAMBA.the_deck)
    run = p.run("Hearts", "5", "6", "7")
    on_table = p.run("Clubs", "9", "10", "11")
    extends = p.take("Spades", "Beast")
    darkness = p.take(None, "Darkness")
    samba = samba_table(HECK_SAMBA, [*run, extends, darkness], sequences=[[on_table]])
    assert further_meld_possible(turn_info(samba), run)
    assert further_meld_possible(turn_info(samba), [extends])
    standard = samba_table(Settings(players=2), [*run, extends, darkness])
    assert not further_meld_possible(turn_info(standard), [*run, extends])
