"""How the normal bot plays Samba's own parts: sequences first, and runs kept whole.

A samba (seven cards of one colour in order) is worth 1500 and counts as a canasta for
going out, so the bot grows its side's sequences before its rank melds: each meld
decision first adds what it can to the side's longest sequence, then lays the
longest new sequence the hand holds, then melds of one rank as the normal bot does
(two wilds at most, a new meld of a rank beside a canasta of it). A first meld is
the menu's cheapest, preferring one with a sequence. Discarding, it keeps cards that
extend its side's sequences or stand next to a card of their colour in the hand.
Taking the pile and going out need nothing of their own: the normal bot proposes,
and the engine's checks (a pair or the unfinished meld; two canastas) decide.
"""

from __future__ import annotations

from candy_arcade.rules.canasta.actions import Action, Meld, MeldGroup, SequenceGroup
from candy_arcade.rules.canasta.legal import check_turn
from candy_arcade.rules.canasta.meld_shapes import HandParts
from candy_arcade.rules.canasta.roles import CANASTA_SIZE, Role
from candy_arcade.rules.canasta.samba_menu import samba_meld_candidates
from candy_arcade.rules.canasta.sequence_menu import new_runs, run_extensions
from candy_arcade.rules.canasta.sequences import run_key, run_order, sequence_rank
from candy_arcade.rules.canasta.turn import TurnInfo

#: Discard cost added to a card that extends one of the side's sequences.
EXTENDS_SEQUENCE = 150
#: Discard cost added to a card within two ranks of another of its colour in the hand.
NEAR_A_RUN = 35


def samba_meld(info: TurnInfo, parts: HandParts) -> Action | None:
    """The bot's next Samba Meld, or None to stop melding this turn."""
    if not info.side_melded:
        return _opening(info, parts)
    for action in (*_sequence_melds(info), *_rank_melds(info, parts)):
        if check_turn(info, action) is None:
            return action
    return None


def _opening(info: TurnInfo, parts: HandParts) -> Action | None:
    """The menu's first meld with a sequence if it has one, then the fewest wilds
    and the fewest cards."""
    deck = info.deck

    def cost(meld: Meld) -> tuple[int, int, int]:
        cards = [c for g in meld.groups for c in g.cards]
        wilds = sum(1 for c in cards if deck.role_of[c] in (Role.WILD, Role.WHEEL))
        return (0 if meld.sequences else 1, wilds, len(cards))

    for meld in sorted(samba_meld_candidates(info, parts), key=cost):
        if check_turn(info, meld) is None:
            return meld
    return None


def _sequence_melds(info: TurnInfo) -> list[Meld]:
    """Cards onto the side's sequences (the longest first, as many cards as fit),
    then new sequences (the longest first)."""
    deck = info.deck
    melds: list[Meld] = []
    runs = info.side_sequences
    for index in sorted(range(len(runs)), key=lambda i: -len(runs[i].cards)):
        choices = run_extensions(deck, runs[index], info.hand)
        for choice in sorted(choices, key=lambda c: -len(c.cards)):
            melds.append(Meld((), (SequenceGroup(choice.cards, choice.wheel_as, index),)))
    for choice in sorted(new_runs(deck, info.hand), key=lambda c: -len(c.cards)):
        melds.append(Meld((), (SequenceGroup(choice.cards, choice.wheel_as),)))
    return melds


def _rank_melds(info: TurnInfo, parts: HandParts) -> list[Meld]:
    """The normal bot's melds of one rank with Samba's limits: naturals onto the
    side's newest meld of their rank, three or more as a new meld (beside a canasta
    of the rank too), and wilds to finish the canastas it needs."""
    facts = info.facts()
    melds: list[Meld] = []
    for rank, naturals in parts.naturals.items():
        meld = facts.melds.get(rank)
        if meld is not None and not meld.canasta:
            melds.append(Meld((MeldGroup(rank, tuple(naturals)),)))
        elif len(naturals) >= 3:
            melds.append(Meld((MeldGroup(rank, tuple(naturals), None, meld is not None),)))
        elif meld is not None:
            melds.append(Meld((MeldGroup(rank, tuple(naturals)),)))
    plain_wilds = [c for _, c in parts.wilds if c != parts.wheel]
    if facts.canastas < info.settings.canastas_to_go_out and plain_wilds:
        open_melds = [(r, m) for r, m in facts.melds.items() if not m.canasta]
        for rank, meld in sorted(open_melds, key=lambda item: -len(item[1].cards)):
            missing = CANASTA_SIZE - len(meld.cards)
            room = info.settings.max_wilds_per_meld - meld.wilds
            if 0 < missing <= min(room, len(plain_wilds)):
                melds.append(Meld((MeldGroup(rank, tuple(plain_wilds[:missing])),)))
    return melds


def keep_for_sequences(info: TurnInfo, card: int) -> int:
    """What discarding ``card`` costs Samba's sequences: it extends one of the side's
    sequences, or it stands within two ranks of a card of its colour in the hand."""
    deck = info.deck
    if any(run_extensions(deck, run, (card,)) for run in info.side_sequences):
        return EXTENDS_SEQUENCE
    key = run_key(deck, card)
    rank = sequence_rank(deck, card, None)
    if key is None or not isinstance(rank, str):
        return 0
    places = run_order(deck).ranks
    if rank not in places:
        return 0
    here = places.index(rank)
    for other in info.hand:
        if other == card or run_key(deck, other) != key:
            continue
        other_rank = sequence_rank(deck, other, None)
        near = (
            isinstance(other_rank, str) and other_rank in places and other_rank != rank
            and abs(places.index(other_rank) - here) <= 2
        )
        if near:
            return NEAR_A_RUN
    return 0
