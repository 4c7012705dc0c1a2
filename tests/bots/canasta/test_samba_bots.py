"""The bots at a Samba table: the normal bot grows sequences and keeps its runs, the
hard bot reads a Samba table with Samba's scorer, and ``simulate --variant samba``
gives each side's sequences."""

from __future__ import annotations

from collections import Counter

from candy_arcade.bots.canasta.determinize import determinize
from candy_arcade.bots.canasta.hard import side_standing
from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.bots.canasta.random_bot import RandomBot
from candy_arcade.commands.simulate_canasta import simulate_canasta
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.actions import Meld, SequenceGroup
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.enumerate import legal_actions
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.samba_scoring import SAMBA_BONUS, score_samba_side
from candy_arcade.rules.canasta.settings import Settings
from tests.rules.canasta.samba_cards import Picker
from tests.rules.canasta.samba_tables import samba_table

SAMBA = Settings(players=2, variant="samba")


def test_the_normal_bot_lays_the_sequence_its_hand_holds() -> None:
    p = Picker(SAMBA.the_deck)
    run = tuple(p.run("Hearts", "5", "6", "7"))
    hand = [*run, p.take("Acorns", "9"), p.take("Planets", "2")]
    state = samba_table(SAMBA, hand, melds=[[("K", p.run("Clubs", "K") + p.run("Spades", "K")
                                              + p.run("Clouds", "K"))]])
    assert NormalBot().choose(observe(state, 0)) == Meld((), (SequenceGroup(run),))


def test_the_normal_bot_keeps_a_card_that_extends_its_sequence() -> None:
    p = Picker(SAMBA.the_deck)
    on_table = p.run("Hearts", "5", "6", "7")
    extends = p.take("Diamonds", "8")
    loose = p.take("Acorns", "9")
    state = samba_table(SAMBA, [extends, loose], sequences=[[on_table]],
                        melds=[[("K", p.run("Clubs", "K") + p.run("Spades", "K")
                                 + p.run("Clouds", "K"))]])
    # Extending is the bot's meld; asked only for a discard, the extending card goes last.
    discards = NormalBot().ranked_discards(observe(state, 0))
    assert [d.card for d in discards] == [loose, extends]


def test_the_hard_bot_stands_a_samba_side_by_samba_scoring() -> None:
    p = Picker(SAMBA.the_deck)
    samba = p.run("Hearts", "A", "2", "3", "4", "5", "6", "7")
    state = samba_table(SAMBA, [p.take("Acorns", "9"), p.take("Planets", "2")],
                        sequences=[[samba]])
    labels = [state.deck.name_of[c] for c in samba]
    expected = score_samba_side(state.deck, [], [labels], [], [], went_out=False).total
    assert side_standing(state, 0) == expected >= SAMBA_BONUS


def test_a_determinized_samba_sample_keeps_the_sequences_and_every_card() -> None:
    p = Picker(SAMBA.the_deck)
    run = p.run("Hearts", "5", "6", "7")
    state = samba_table(SAMBA, [p.take("Acorns", "9"), p.take("Planets", "2")],
                        sequences=[[run]])
    sample = determinize(observe(state, 0), Rng(3))
    assert sample.sequences == state.sequences
    assert sorted(sample.all_cards()) == list(range(len(state.deck)))


def test_random_bots_play_samba_through_the_menu() -> None:
    p = Picker(SAMBA.the_deck)
    hand = [*p.run("Swords", "Q", "K", "0"), p.take("Acorns", "9"), p.take("Planets", "2")]
    state = samba_table(SAMBA, hand, melds=[[("J", p.run("Clubs", "J") + p.run("Spades", "J")
                                              + p.run("Clouds", "J"))]])
    chosen = RandomBot(Rng(1)).choose(observe(state, 0))
    sequence_melds = [a for a in legal_actions(state) if isinstance(a, Meld) and a.sequences]
    assert sequence_melds and chosen in legal_actions(state)
    after, _ = apply(state, sequence_melds[0])
    assert after.sequences[0][0].ranks == ("Q", "K", "0")


def test_simulate_samba_gives_each_sides_sequences_and_places_every_card() -> None:
    records = list(simulate_canasta("classic", 2, 1, 5, "normal", "samba"))
    deck = Settings(players=2, deck="classic", variant="samba").the_deck
    assert max(s["total"] for s in records[-1]["sides"]) >= 10000
    laid = 0
    for record in records:
        placed: Counter[str] = Counter(record["discard"] + record["removed"])
        for side in record["sides"]:
            assert "sequences" in side
            for cards in [*side["melds"], *side["sequences"], side["bonus"], *side["hands"]]:
                placed.update(cards)
            laid += len(side["sequences"])
        assert sum(placed.values()) + record["stock"] == len(deck)
    assert laid


def test_simulate_standard_lines_have_no_sequences() -> None:
    record = next(iter(simulate_canasta("heckadeck", 2, 1, 5, "normal", "standard")))
    assert all("sequences" not in side for side in record["sides"])
