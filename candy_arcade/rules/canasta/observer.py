"""One player's view of the table: their own hand, the public table, their reveals.

Other hands are only sizes and the stock only a count. The whole discard pile is
shown because every card in it was seen face up when it was played (a player with
perfect memory knows it). Bots decide from this view alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.rules.canasta.actions import Action, AnswerPartner, ChooseView, NextHand
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.sequences import Run
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import HandResult, Meld, Phase, Pledge, Reveal, State
from candy_arcade.rules.canasta.turn import TurnInfo


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What ``seat`` may know. Field meanings follow :class:`State`."""

    seat: int
    settings: Settings
    hand_number: int
    dealer: int
    scores: tuple[int, ...]
    phase: Phase
    turn: int
    to_act: int | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    discard: tuple[int, ...]
    pile_frozen: bool
    melds: tuple[tuple[Meld, ...], ...]
    bonus: tuple[tuple[int, ...], ...]
    removed: tuple[int, ...]
    wheel_as: str | None
    player_melded: tuple[bool, ...]
    turn_start_side_melded: bool
    turn_start_player_melded: bool
    took_pile: bool
    turn_melded: tuple[int, ...]
    asked: bool
    permission: bool | None
    reveals: tuple[Reveal, ...]
    """Hands this seat has seen through the Watcher, most recent last."""
    result: HandResult | None
    winners: tuple[int, ...]
    pledge: Pledge | None = None
    """What the player to move is bound to this turn (public: it follows from the
    table and the partner's answer)."""
    sequences: tuple[tuple[Run, ...], ...] = ()
    """Samba: each side's sequences (public, as the melds are)."""
    talon_sizes: tuple[int, ...] = ()
    """Talons: how many cards each talon still holds (its cards are face down)."""
    melded_sides: tuple[int, ...] = ()
    talon_due: int | None = None
    talon_takers: tuple[int | None, ...] = ()
    """Talons: who took each talon (public: the table saw it taken)."""

    @property
    def deck(self) -> Deck:
        return self.settings.the_deck

    @property
    def side(self) -> int:
        return self.settings.side_of(self.seat)

    def minimum_meld(self, side: int) -> int:
        return self.deck.minimum_meld(self.scores[side])

    def turn_info(self) -> TurnInfo:
        """Legality facts for this seat's own turn (see :mod:`turn`)."""
        side = self.side
        return TurnInfo(
            settings=self.settings,
            deck=self.deck,
            phase=self.phase,
            player=self.seat,
            hand=self.hand,
            side_melds=self.melds[side],
            discard=self.discard,
            pile_frozen=self.pile_frozen,
            stock_size=self.stock_size,
            minimum=self.minimum_meld(side),
            turn_start_player_melded=self.turn_start_player_melded,
            took_pile=self.took_pile,
            turn_melded=self.turn_melded,
            asked=self.asked,
            permission=self.permission,
            wheel_as=self.wheel_as,
            turn_start_side_melded=self.turn_start_side_melded,
            pledge=self.pledge,
            side_sequences=self.sequences[side] if self.sequences else (),
        )


def observe(state: State, seat: int) -> PlayerView:
    """The view of ``seat``: hidden cards are left out, not masked."""
    return PlayerView(
        seat=seat,
        settings=state.settings,
        hand_number=state.hand_number,
        dealer=state.dealer,
        scores=state.scores,
        phase=state.phase,
        turn=state.turn,
        to_act=state.to_act,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        stock_size=len(state.stock),
        discard=state.discard,
        pile_frozen=state.pile_frozen,
        melds=state.melds,
        bonus=state.bonus,
        removed=state.removed,
        wheel_as=state.wheel_as,
        player_melded=state.player_melded,
        turn_start_side_melded=state.turn_start_side_melded,
        turn_start_player_melded=state.turn_start_player_melded,
        took_pile=state.took_pile,
        turn_melded=state.turn_melded,
        asked=state.asked,
        permission=state.permission,
        reveals=tuple(r for r in state.reveals if r.viewer == seat),
        result=state.result,
        winners=state.winners,
        pledge=state.pledge,
        sequences=state.sequences,
        talon_sizes=tuple(len(t) for t in state.talons),
        melded_sides=state.melded_sides,
        talon_due=state.talon_due,
        talon_takers=state.talon_takers,
    )


def view_actions(view: PlayerView) -> list[Action]:
    """The canonical legal actions of the seat whose view this is (empty when it is not
    that seat's turn to act)."""
    from candy_arcade.rules.canasta.enumerate import turn_actions

    if view.phase is Phase.HAND_OVER:
        return [NextHand()]
    if view.to_act != view.seat:
        return []
    if view.phase is Phase.ANSWER:
        return [AnswerPartner(True), AnswerPartner(False)]
    if view.phase is Phase.VIEW:
        players = range(view.settings.players)
        return [ChooseView(a, b) for a in players for b in players]
    if view.phase in (Phase.DRAW, Phase.MELD, Phase.LAST_MELD):
        return turn_actions(view.turn_info())
    return []
