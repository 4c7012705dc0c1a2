"""The normal bot: a hand-written Canasta player deciding from its own view only.

It takes the pile whenever it legally can (the pile is where Canasta hands are won),
opens with the cheapest combination that reaches the minimum, lays naturals on its
melds at once, spends wilds only to finish the canastas it needs, goes out as soon as
it can (asking the partner when that setting is on), and discards the card least
useful to itself and least useful to the next player. At a Talons table it opens from
its hand rather than by the pile while the 4-card talon waits for the first side to
meld (and the stock will hold more than 8 cards after its draw): the talon is four
more cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from candy_arcade.bots.canasta.determinize import unpaired_ranks
from candy_arcade.bots.canasta.samba_play import keep_for_sequences, samba_meld
from candy_arcade.rules.canasta.actions import (
    Action,
    AnswerPartner,
    AskPartner,
    ChooseView,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    Meld,
    MeldGroup,
    NextHand,
    TakePile,
)
from candy_arcade.rules.canasta.enumerate import meld_everything
from candy_arcade.rules.canasta.legal import check_turn
from candy_arcade.rules.canasta.meld_shapes import HandParts, hand_parts, opening_combos
from candy_arcade.rules.canasta.melding import card_face, is_canasta, is_natural
from candy_arcade.rules.canasta.observer import PlayerView, view_actions
from candy_arcade.rules.canasta.outplan import darkness_exit_meld, going_out_plan
from candy_arcade.rules.canasta.roles import (
    CANASTA_MIXED_BONUS,
    CANASTA_NATURAL_BONUS,
    CANASTA_SIZE,
    MAX_WILDS_PER_MELD,
    Role,
)
from candy_arcade.rules.canasta.scoring import bonus_value
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.rules.canasta.talons import TALON_STOCK_CUTOFF
from candy_arcade.rules.canasta.turn import TurnInfo

#: Rough points a hidden card costs its holder at the end of a hand.
HIDDEN_CARD_POINTS = 8
#: Lead (projected hand scores) at which the bot ends the hand with the Darkness.
DARKNESS_LEAD = 300
#: Below this many stock cards the hand is nearly over.
LATE_STOCK = 20
#: A partner says yes to "may I go out?" when its own hand costs at most this.
ANSWER_YES_UNDER = 120
#: A pile this big is worth spending a wild to take, or a Crone to destroy.
BIG_PILE = 5


def _wild_count(view: PlayerView | TurnInfo, cards: Sequence[int]) -> int:
    deck = view.deck
    return sum(1 for c in cards if card_face(deck, c, view.wheel_as).role is Role.WILD)


def first_talon_waits(view: PlayerView) -> bool:
    """Talons: no side has melded yet, so a first meld from the hand earns the 4-card
    talon, and the stock will still hold more than 8 cards after this turn's draw (no
    talon is given at 8 or fewer)."""
    return (
        bool(view.talon_sizes)
        and not view.melded_sides
        and view.stock_size - view.settings.draw_count > TALON_STOCK_CUTOFF
    )


def table_value(view: PlayerView, side: int) -> int:
    """What a side's table counts now: melded cards, canasta bonuses, bonus cards."""
    deck = view.deck
    total = 0
    for meld in view.melds[side]:
        faces = [card_face(deck, c, view.wheel_as) for c in meld.cards]
        total += sum(f.points for f in faces)
        if is_canasta(faces):
            total += CANASTA_NATURAL_BONUS if is_natural(faces) else CANASTA_MIXED_BONUS
    bonus = bonus_value(deck, [card_face(deck, c, view.wheel_as) for c in view.bonus[side]])
    return total + (bonus if view.melds[side] else -bonus)


def hand_cost(view: PlayerView) -> int:
    deck = view.deck
    return sum(deck.faces[deck.name_of[c]].hand_points for c in view.hand)


class NormalBot:
    """Heuristic bot; deterministic, stateless (everything it remembers is in the view).

    Two options (both off for the normal bot; the hard bot's own choices at three
    players use them, see :mod:`hard`): ``finish_canastas`` spends wilds on every
    canasta a few wilds finish, not only on those it needs to go out (a mixed canasta
    is 300 points); ``feed_cost_per_card`` adds that much per pile card to a discard the
    next player could take the pile with (not one the pile shows they hold at most one
    of, unless their side has melded it and the pile is not frozen).
    """

    def __init__(self, finish_canastas: bool = False, feed_cost_per_card: float = 0.0) -> None:
        self.finish_canastas = finish_canastas
        self.feed_cost_per_card = feed_cost_per_card

    def choose(self, view: PlayerView) -> Action:
        phase = view.phase
        if phase is Phase.HAND_OVER:
            return NextHand()
        if phase is Phase.ANSWER:
            return AnswerPartner(hand_cost(view) <= ANSWER_YES_UNDER)
        if phase is Phase.VIEW:
            return ChooseView(view.seat, (view.seat + 1) % view.settings.players)
        info = view.turn_info()
        action = self._draw(view, info) if phase is Phase.DRAW else self._play(view, info)
        if check_turn(info, action) is None:
            return action
        return view_actions(view)[-1]

    # Start of the turn ---------------------------------------------------------------

    def _draw(self, view: PlayerView, info: TurnInfo) -> Action:
        take = self._best_take(view, info)
        if take is not None:
            return take
        return DrawStock() if info.stock_size else EndPlay()

    def _best_take(self, view: PlayerView, info: TurnInfo) -> Action | None:
        if not info.discard:
            return None
        deck = info.deck
        top = info.discard[-1]
        top_face = card_face(deck, top, info.wheel_as)
        if top_face.role is not Role.NATURAL:
            return None
        rank = top_face.name
        parts = hand_parts(info)
        naturals = parts.naturals.get(rank, [])
        plain_wilds = [c for _, c in parts.wilds if c != parts.wheel]
        candidates: list[Action] = []
        if info.side_melded:
            if any(m.rank == rank for m in info.side_melds):
                candidates.append(TakePile(MeldGroup(rank, ())))
            if len(naturals) >= 2:
                candidates.append(TakePile(MeldGroup(rank, tuple(naturals))))
            if naturals and plain_wilds and len(info.discard) >= BIG_PILE:
                candidates.append(TakePile(MeldGroup(rank, (naturals[0], plain_wilds[0]))))
        elif len(naturals) >= 2:
            if first_talon_waits(view) and opening_combos(info, parts, info.minimum):
                return None
            group = MeldGroup(rank, tuple(naturals))
            need = info.minimum - top_face.points - sum(deck.points_of[c] for c in naturals)
            if need <= 0:
                candidates.append(TakePile(group))
            else:
                rest = [c for c in info.hand if c not in naturals]
                combos = opening_combos(info, hand_parts(info, rest), need, skip_rank=rank)
                if combos:
                    best = min(combos, key=lambda combo: self._opening_cost(info, combo))
                    candidates.append(TakePile(group, best))
                most = info.settings.max_wilds_per_meld
                for k in range(1, min(most, len(plain_wilds)) + 1):
                    dear = tuple(reversed(plain_wilds))[:k]
                    candidates.append(TakePile(MeldGroup(rank, (*naturals, *dear))))
        for action in candidates:
            if check_turn(info, action) is None:
                return action
        return None

    @staticmethod
    def _opening_cost(info: TurnInfo, combo: Sequence[MeldGroup]) -> tuple[int, int]:
        cards = [c for g in combo for c in g.cards]
        return (_wild_count(info, cards) + sum(g.wheel_as is not None for g in combo), len(cards))

    # Melding and discarding -----------------------------------------------------------

    def _play(self, view: PlayerView, info: TurnInfo) -> Action:
        parts = hand_parts(info)
        if info.permission is not False:
            out = self._go_out(info, parts)
            if out is not None:
                if (
                    info.settings.ask_partner
                    and info.settings.partner_of(view.seat) is not None
                    and not info.asked
                    and not info.turn_melded
                    and check_turn(info, AskPartner()) is None
                ):
                    return AskPartner()
                return out
        if not info.turn_start_side_melded and info.phase is Phase.MELD:
            exit_meld = darkness_exit_meld(info)
            if exit_meld is not None and check_turn(info, exit_meld) is None:
                return exit_meld
        meld = self._next_meld(info, parts)
        if meld is not None:
            return meld
        if parts.wheel is not None and info.stock_size and info.side_melded:
            lay = LayWheel(self._wheel_bonus(view))
            if check_turn(info, lay) is None:
                return lay
        if info.phase is Phase.LAST_MELD:
            return EndPlay()
        return self._discard(view, info, parts)

    def _go_out(self, info: TurnInfo, parts: HandParts) -> Action | None:
        """A Meld that empties the hand, or one that leaves a single card to discard
        (or that last card's discard): the engine's exact plan (None: going out is
        impossible), else the greedy shapes, which may reach a canasta the plan's wild
        placement misses."""
        plan = going_out_plan(info, discard=info.phase is Phase.MELD)
        if plan is None:
            return None
        planned: Action | None = None
        if plan.groups:
            planned = Meld(plan.groups)
        elif plan.discard is not None:
            planned = Discard(plan.discard, self._wheel_name(info))
        if planned is not None and check_turn(info, planned) is None:
            return planned
        everything = meld_everything(info, parts)
        if everything is not None and check_turn(info, everything) is None:
            return everything
        if info.phase is not Phase.MELD or len(info.hand) > 10:
            return None
        tried: set[str] = set()
        for card in info.hand:
            name = info.deck.name_of[card]
            if name in tried:
                continue
            tried.add(name)
            rest = [c for c in info.hand if c != card]
            meld = meld_everything(info, hand_parts(info, rest))
            if meld is not None and check_turn(info, meld) is None:
                after = replace(info, hand=(card,))
                simulated = self._with_melds(after, meld)
                if check_turn(simulated, Discard(card, self._wheel_name(info))) is None:
                    return meld
        return None

    @staticmethod
    def _with_melds(info: TurnInfo, meld: Meld) -> TurnInfo:
        """The TurnInfo after laying ``meld`` (to see whether the last discard goes out)."""
        from candy_arcade.rules.canasta.state import Meld as TableMeld

        melds = {m.rank: m.cards for m in info.side_melds}
        for group in meld.groups:
            melds[group.rank] = melds.get(group.rank, ()) + group.cards
        wheel_as = info.wheel_as
        for group in meld.groups:
            if group.wheel_as is not None:
                wheel_as = group.wheel_as
        return replace(
            info,
            side_melds=tuple(TableMeld(r, c) for r, c in melds.items()),
            wheel_as=wheel_as,
            turn_melded=info.turn_melded + tuple(c for g in meld.groups for c in g.cards),
        )

    def _wheel_name(self, info: TurnInfo) -> str | None:
        return "Darkness" if info.hand and info.hand[0] == info.deck.wheel_id else None

    def _next_meld(self, info: TurnInfo, parts: HandParts) -> Action | None:
        if info.settings.samba:
            return samba_meld(info, parts)
        if not info.side_melded:
            combos = opening_combos(info, parts, info.minimum)
            for combo in sorted(combos, key=lambda c: self._opening_cost(info, c)):
                opening = Meld(combo)
                if check_turn(info, opening) is None:
                    return opening
            return None
        existing = {m.rank: m for m in info.side_melds}
        candidates: list[Action] = []
        for rank, naturals in parts.naturals.items():
            if rank in existing or len(naturals) >= 3:
                candidates.append(Meld((MeldGroup(rank, tuple(naturals)),)))
        canastas = sum(
            1
            for m in info.side_melds
            if is_canasta([card_face(info.deck, c, info.wheel_as) for c in m.cards])
        )
        plain_wilds = [c for _, c in parts.wilds if c != parts.wheel]
        wanted = self.finish_canastas or canastas < info.settings.canastas_to_go_out
        if wanted and plain_wilds:
            for meld in sorted(info.side_melds, key=lambda m: -len(m.cards)):
                missing = CANASTA_SIZE - len(meld.cards)
                room = MAX_WILDS_PER_MELD - _wild_count(info, meld.cards)
                if 0 < missing <= min(room, len(plain_wilds)):
                    group = MeldGroup(meld.rank, tuple(plain_wilds[:missing]))
                    candidates.append(Meld((group,)))
        for action in candidates:
            if check_turn(info, action) is None:
                return action
        return None

    def _wheel_bonus(self, view: PlayerView) -> str:
        names = Counter(view.deck.name_of[c] for c in view.bonus[view.side])
        return "Traveller" if names["Traveller"] > names["Hunter"] else "Hunter"

    def ranked_discards(self, view: PlayerView) -> list[Discard]:
        """Legal discards, best first by this bot's judgement (one per card name)."""
        info = view.turn_info()
        ranked = self._discards_by_cost(view, info, hand_parts(info))
        return [action for action in ranked if check_turn(info, action) is None]

    def _discards_by_cost(
        self, view: PlayerView, info: TurnInfo, parts: HandParts
    ) -> list[Discard]:
        """Every discard (one per card name), best first, legal or not: checking them
        all is a large share of a search's playouts, which need only the best."""
        deck = info.deck
        visible = Counter(deck.name_of[c] for c in info.discard)
        for side_melds in view.melds:
            for meld in side_melds:
                visible[meld.rank] += len(meld.cards)
        options: list[tuple[float, int, Discard]] = []
        seen: set[str] = set()
        safe = self._safe_ranks(view) if self.feed_cost_per_card else None
        for card in info.hand:
            name = deck.name_of[card]
            if name in seen:
                continue
            seen.add(name)
            cost, named = self._discard_cost(view, info, parts, card, visible[name])
            if safe is not None and deck.role_of[card] is Role.NATURAL and name not in safe:
                cost += self.feed_cost_per_card * len(info.discard)
            options.append((cost, card, Discard(card, named)))
        options.sort(key=lambda o: (o[0], o[1]))
        return [action for _, _, action in options]

    @staticmethod
    def _safe_ranks(view: PlayerView) -> set[str]:
        """Natural ranks whose discard cannot let the next player take the pile: the
        pile shows they hold at most one, and their side has not melded it (or the pile
        is frozen)."""
        nxt = (view.seat + 1) % view.settings.players
        melded = {m.rank for m in view.melds[view.settings.side_of(nxt)]}
        unpaired = unpaired_ranks(view).get(nxt, set())
        return unpaired if view.pile_frozen else unpaired - melded

    def _discard(self, view: PlayerView, info: TurnInfo, parts: HandParts) -> Action:
        for action in self._discards_by_cost(view, info, parts):
            if check_turn(info, action) is None:
                return action
        darkness = [c for c in info.hand if info.deck.role_of[c] is Role.DARKNESS]
        return Discard(darkness[0]) if darkness else Discard(info.hand[0])

    def _discard_cost(
        self, view: PlayerView, info: TurnInfo, parts: HandParts, card: int, visible: int
    ) -> tuple[float, str | None]:
        """Lower is a better discard; the Wheel also gets its name. ``visible``: the
        cards of its name face up (in the pile or melded)."""
        deck = info.deck
        role = deck.role_of[card]
        pile = len(info.discard)
        opponent = view.settings.side_of((view.seat + 1) % view.settings.players)
        opponent_melded = bool(view.melds[opponent])
        if role is Role.DARKNESS:
            return (-1000.0 if self._should_end(view) else 1000.0), None
        if role is Role.CRONE:
            if pile >= BIG_PILE or len(info.hand) <= 3 or info.stock_size < 15:
                return -100.0, None
            return 45.0, None
        if role is Role.WHEEL:
            return 300.0, ("Crone" if pile >= BIG_PILE else deck.stop_name)
        if role is Role.STOP:
            return (-5.0 if pile >= 3 else 3.0), None
        if role is Role.WILD:
            wilds = len(parts.wilds)
            if pile >= 8 and not info.pile_frozen and opponent_melded and wilds >= 2:
                return -10.0, None
            return 200.0 + deck.points_of[card], None
        name = deck.name_of[card]
        count = len(parts.naturals.get(name, ()))
        cost = {1: 10.0, 2: 40.0}.get(count, 60.0) + deck.points_of[card] / 5
        opponent_has = any(m.rank == name for m in view.melds[opponent])
        if opponent_has:
            cost += 15 if info.pile_frozen else 80
        cost += 100 * self._known_pair(view, name)
        if info.settings.samba:
            cost += keep_for_sequences(info, card)
        return cost - 2 * visible, None

    @staticmethod
    def _known_pair(view: PlayerView, name: str) -> bool:
        """The next player held two of ``name`` when this seat last saw their hand."""
        nxt = (view.seat + 1) % view.settings.players
        seen = [r for r in view.reveals if r.viewed == nxt]
        if not seen:
            return False
        return sum(1 for c in seen[-1].cards if view.deck.name_of[c] == name) >= 2

    def _should_end(self, view: PlayerView) -> bool:
        """End the hand with the Darkness when this side is well ahead on the hand."""
        if len(view.hand) == 1:
            return True
        settings = view.settings
        mine = view.side

        def projected(side: int) -> int:
            hidden = sum(view.hand_sizes[p] for p in settings.players_of(side) if p != view.seat)
            own = hand_cost(view) if side == mine else 0
            return table_value(view, side) - own - HIDDEN_CARD_POINTS * hidden

        canastas = sum(
            1
            for m in view.melds[mine]
            if is_canasta([card_face(view.deck, c, view.wheel_as) for c in m.cards])
        )
        if not canastas and view.stock_size >= LATE_STOCK:
            return False
        others = [projected(s) for s in range(settings.sides) if s != mine]
        return projected(mine) - max(others) >= DARKNESS_LEAD
