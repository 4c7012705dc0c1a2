"""A person's gestures at the table, from any device, turned into engine moves.

Mouse, keyboard and gamepad all arrive here as the same few calls: move the cursor,
toggle a card, act on a target (stock, pile, a meld, the new-meld spot, a button),
confirm, go back. :mod:`compose` turns a selection into a move; the engine judges it;
a refusal is shown in words. Groups for a first meld that is still short of the
minimum are *staged* (held on the table, not yet melded) until they add up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from candy_arcade.bots.canasta.hard import HardBot
from candy_arcade.core.rng import Rng
from candy_arcade.core.wording import counted
from candy_arcade.input import canasta_keys
from candy_arcade.render.canasta import button_grid
from candy_arcade.render.canasta.dialog_model import Choice, Dialog, DialogKind
from candy_arcade.render.canasta.hand_sort import SORT_LABELS
from candy_arcade.render.canasta.model import HandCard, side_view
from candy_arcade.render.canasta.names import (
    card_name,
    describe_action,
    short_names,
)
from candy_arcade.render.canasta.offers import Offer, offers
from candy_arcade.render.canasta.wheel_choices import wheel_choice_label
from candy_arcade.rules.canasta.actions import (
    Action,
    AskPartner,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    Meld,
    MeldGroup,
    TakePile,
)
from candy_arcade.rules.canasta.apply import IllegalAction
from candy_arcade.rules.canasta.legal import check
from candy_arcade.rules.canasta.melding import card_face
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.reasons import CanastaReason, Refusal
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.settings import DEFAULT_KEYS
from candy_arcade.views.canasta import compose
from candy_arcade.views.canasta.compose import GestureReason
from candy_arcade.views.canasta.discard_question import discard_question
from candy_arcade.views.canasta.hand_arrangement import HandArrangement
from candy_arcade.views.canasta.quick_play import QuickReason, quick_play
from candy_arcade.views.canasta.screen_flow import ScreenFlow
from candy_arcade.views.canasta.session import HINT_BUDGET, CanastaSession
from candy_arcade.views.canasta.thinker import Thinker

SHOW_COMMANDS = frozenset({"scores", "menu", "log"})
"""What a spectator's keys and clicks may do at a table with no human seat."""
Target = tuple[str, ...]
"""``("stock",)``, ``("pile",)``, ``("meld", rank)``, ``("sequence", index)``,
``("new_meld",)``, ``("staged", index)`` or ``("button", command)``."""


@dataclass(frozen=True)
class Message:
    text: str
    kind: str = "info"
    """``info``, ``refusal``, ``hint`` or ``done``."""


class TableController:
    """Selection, cursor, staged groups, messages and hints of the player at the screen."""

    def __init__(
        self,
        session: CanastaSession,
        bottom: int,
        play: Callable[[str], None] | None = None,
        threaded: bool = True,
        phone_seats: frozenset[int] = frozenset(),
    ) -> None:
        """``phone_seats``: seats played on phones, never shown nor asked on the screen."""
        self.session = session
        self.play = play or (lambda name: None)
        self.flow = self.make_flow(bottom, phone_seats)
        self.selection: list[int] = []
        self.staged: list[compose.Staged] = []
        """A first meld's parts held on the table: rank groups, then Samba's sequences."""
        self.proposal: Action | None = None
        self.message: Message | None = None
        self.focus = "hand"
        self.hand_cursor = 0
        self.target_cursor = 0
        self.hint: Action | None = None
        self.hint_cards: tuple[int, ...] = ()
        self.hints = Thinker(threaded)
        self.hint_bot = HardBot(Rng(session.setup.seed).fork("hints"), budget=HINT_BUDGET)
        self.requests: list[str] = []
        self.key_labels = canasta_keys.key_labels(DEFAULT_KEYS)
        """The key shown on each button; the table view sets the player's own bindings."""
        self.arrangement = HandArrangement()
        self.on_sort: Callable[[str], None] = lambda mode: None
        """Told the hand's new sort, so the table view can keep it in the settings."""
        self._seen = (session.moves, session.state.turn, self.flow.holder)

    def make_flow(self, bottom: int, phone_seats: frozenset[int]) -> ScreenFlow:
        """Who holds the screen and what it asks (a phone's controller has its own)."""
        return ScreenFlow(self.session, self.apply, bottom, phone_seats)

    # ----- what the screen shows -------------------------------------------------

    @property
    def holder(self) -> int | None:
        return self.flow.holder

    @property
    def my_turn(self) -> bool:
        state = self.session.state
        return self.holder is not None and state.to_act == self.holder == state.turn

    def staged_cards(self) -> set[int]:
        return {c for g in self.staged for c in g.cards}

    def summary(self) -> str:
        """The selection and staged groups with their meld points, for a first meld."""
        deck = self.session.state.deck
        parts = []
        if self.selection:
            worth = compose.selection_points(self.session.state, self.holder or 0,
                                             self.selection, self.staged)
            chosen = counted(len(self.selection), "card")
            names = short_names(deck, self.selection)
            parts.append(f"{chosen} selected: {names} · {worth}")
        if self.staged:
            points = sum(card_face(deck, c, group.wheel_as).points
                         for group in self.staged for c in group.cards)
            side = self.session.state.side_of(self.holder or 0)
            minimum = self.session.state.minimum_meld(side)
            parts.append(f"staged {points} of {minimum}")
        return "   ·   ".join(parts)

    def hand(self) -> list[HandCard]:
        """The holder's hand in display order, without staged cards."""
        if self.holder is None:
            return []
        state = self.session.state
        staged = self.staged_cards()
        cards = [c for c in state.hands[self.holder] if c not in staged]
        return self.arrangement.sort(state.deck, cards, self.session.new_cards(self.holder))

    def offers(self) -> list[Offer]:
        legal = self.session.legal() if self.my_turn else []
        return offers(
            self.session.state, self.holder, legal,
            selected=len(self.selection), staged=len(self.staged),
            can_undo=self.session.can_undo() and self.holder == self.session.solo_human,
            keys=self.key_labels, sort=self.arrangement.mode,
            can_reveal=self._can_reveal(),
        )

    def _can_reveal(self) -> bool:
        reveal = self.flow.shown_reveal
        return reveal is not None and reveal.viewer == self.holder

    def targets(self) -> list[Target]:
        """Keyboard/gamepad targets on the table, left to right."""
        state = self.session.state
        found: list[Target] = [("stock",), ("pile",)]
        if self.holder is not None:
            side = state.side_of(self.holder)
            view = side_view(state, self.session.seats, side)
            found += [("meld", m.rank) for m in view.melds]
            found += [("sequence", str(i)) for i in range(len(view.sequences))]
            found += [("staged", str(i)) for i in range(len(self.staged))]
            found.append(("new_meld",))
        return found

    def focused_target(self) -> Target | None:
        if self.focus == "table":
            targets = self.targets()
            return targets[self.target_cursor % len(targets)]
        if self.focus == "buttons":
            buttons = self.offers()
            return ("button", buttons[self.target_cursor % len(buttons)].command)
        return None

    # ----- per frame -------------------------------------------------------------

    def update(self) -> None:
        """Follow the game: new turn clears the selection; hints arrive; dialogs open."""
        seen = (self.session.moves, self.session.state.turn, self.flow.holder)
        if seen != self._seen:
            turn_changed = seen[1:] != self._seen[1:]
            self._seen = seen
            self._state_changed(turn_changed)
        self.flow.sync()
        self._poll_hint()

    def _state_changed(self, turn_changed: bool) -> None:
        holder = self.holder
        hand = set(self.session.state.hands[holder]) if holder is not None else set()
        self.selection = [c for c in self.selection if c in hand]
        if turn_changed:
            self.flow.shown_reveal = None
        if turn_changed or not self.my_turn:
            self.staged = [] if turn_changed else self.staged
            self.proposal = None
        self.staged = [g for g in self.staged if set(g.cards) <= hand]
        self.hint = None
        self.hint_cards = ()
        if turn_changed:
            # A refusal answers a try of the turn that has passed: kept, it greeted the
            # player's next turn ("Nothing to undo…" a whole round later).
            self.message = None
        self.hand_cursor = min(self.hand_cursor, max(len(self.hand()) - 1, 0))

    # ----- gestures ----------------------------------------------------------------

    def toggle(self, card: int) -> None:
        """Select or unselect a card of the shown hand."""
        if self.holder is None or card not in self.session.state.hands[self.holder]:
            return
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self.proposal = None
        self._withdraw_refusal()
        self.play("click")

    def _withdraw_refusal(self) -> None:
        """A refusal answers the last try: once the selection changes it is stale (a
        playtest saw one stay on a phone through CLEAR and a new selection)."""
        if self.message is not None and self.message.kind == "refusal":
            self.message = None

    def clear(self) -> None:
        """Back / B: drop a proposal, then the selection, then the staged groups."""
        self._withdraw_refusal()
        if self.proposal is not None:
            self.proposal = None
            self.selection = []
        elif self.selection:
            self.selection = []
        elif self.staged:
            self.staged = []
            self.say("Staged cards are back in your hand")

    def say(self, text: str, kind: str = "info") -> None:
        self.message = Message(text, kind)

    def refuse(self, refusal: Refusal) -> None:
        """Show why not (worded here, once, by :meth:`Refusal.text`) and sound it."""
        self.message = Message(refusal.text(), "refusal")
        self.play("refuse")

    def apply(self, action: Action) -> None:
        """Make a move for the holder (or a dialog's answer); a refusal becomes a message."""
        try:
            self.session.apply(action)
        except IllegalAction as error:
            self.refuse(error.refusal)
            return
        laid_staged = isinstance(action, (Meld, TakePile)) and bool(self.staged)
        if isinstance(action, (Meld, TakePile)):
            self.staged = []
        if not isinstance(action, DrawStock):
            self.selection = []
        self.proposal = None
        if self.message is not None and (
            self.message.kind in ("refusal", "hint") or laid_staged
        ):
            self.message = None
        self.play({DrawStock: "card_flip", Discard: "card_flip", TakePile: "stash",
                   Meld: "grab", LayWheel: "win"}.get(type(action), "click"))

    def _attempt(self, attempt: compose.Attempt, retry: Callable[[str], compose.Attempt]) -> None:
        if attempt.wheel_names:
            self.ask_wheel_name(attempt.wheel_names, retry)
        elif attempt.proposed and attempt.action is not None:
            self._propose(attempt.action)
        elif attempt.ok and attempt.action is not None:
            question = discard_question(self.session.state, self.session.moves, attempt.action,
                                        self.apply, self.flow.close)
            if question is None:
                self.apply(attempt.action)
            else:
                self.flow.dialogs.append(question)
        elif attempt.stageable:
            self.staged = attempt.staged
            self.selection = []
            self.play("grab")
            if self.session.state.phase is Phase.DRAW:
                self.say("Staged: these melds go down with the pile's top card when you take "
                         f"it ({self.key_labels['take']}), or after you draw. "
                         f"{self.key_labels['clear']} takes them back.")
            else:
                confirm = self.key_labels.get("confirm", "Enter")
                self.say(f"Staged. {attempt.reason}. Add more melds (select, {confirm}), "
                         f"or press {self.key_labels['clear']} to take them back.")
        else:
            self.refuse(attempt.reason or Refusal.of(GestureReason.CANNOT_BE_DONE_NOW))

    def _propose(self, action: Action) -> None:
        assert isinstance(action, TakePile)
        self.proposal = action
        self.selection = [c for g in (action.group, *action.melds) for c in g.cards]
        deck = self.session.state.deck
        self.say(f"Take the pile this way: {describe_action(deck, action)}? "
                 f"Take again to confirm, {self.key_labels['clear']} to cancel.", "hint")

    def ask_wheel_name(
        self, names: tuple[str, ...], retry: Callable[[str], compose.Attempt]
    ) -> None:
        deck = self.session.state.deck

        def chosen(value: object | None) -> None:
            self.flow.close(dialog)
            if value is not None:
                self._attempt(retry(str(value)), retry)

        hinted = self._hinted_wheel_name()
        dialog = Dialog(
            key=("wheel", self.session.moves), kind=DialogKind.CHOICE,
            title="Name the Wheel", body="The Wheel becomes the card you name.",
            choices=[Choice(wheel_choice_label(deck, n), n) for n in names], on_choose=chosen,
            columns=4 if len(names) > 6 else 1,
            cursor=names.index(hinted) if hinted in names else 0,
        )
        self.flow.dialogs.append(dialog)

    def _hinted_wheel_name(self) -> str | None:
        """What the standing hint names the Wheel in the meld it suggests: a player who
        follows the hint and presses Enter in the dialog plays the hint (the first
        choice, a 10-point King, could leave a first meld short of its minimum)."""
        hint = self.hint
        if isinstance(hint, Meld):
            groups: tuple[MeldGroup, ...] = hint.groups
        elif isinstance(hint, TakePile):
            groups = (hint.group, *hint.melds)
        else:
            return None
        return next((group.wheel_as for group in groups if group.wheel_as is not None), None)

    def confirm(self) -> None:
        """Enter / LB: take the pile, meld or discard with the selection."""
        if self.focus != "hand" and self.focused_target() is not None:
            target = self.focused_target()
            assert target is not None
            self.activate(target)
            return
        state = self.session.state
        if state.phase is Phase.DRAW and not self.selection and not self.staged:
            self.draw()
            return
        if self._confirm_proposal():
            return
        seat = self._seat()
        if seat is None:
            return
        selection = list(self.selection)
        staged = list(self.staged)
        if self._meld_or_discard(selection, staged):
            return
        self._attempt(
            compose.selection_attempt(state, seat, selection, staged),
            lambda name: compose.selection_attempt(state, seat, selection, staged, name),
        )

    def _meld_or_discard(self, selection: list[int], staged: list[compose.Staged]) -> bool:
        """One card that could also join a meld: ask rather than discard it by surprise."""
        state = self.session.state
        if len(selection) != 1 or staged or state.phase is not Phase.MELD:
            return False
        card = selection[0]
        if card == state.deck.wheel_id:
            return False
        meld = compose.meld_attempt(state, state.turn, selection)
        if not meld.ok or meld.action is None:
            return False
        deck = state.deck
        action = meld.action

        def chosen(value: object | None) -> None:
            self.flow.close(dialog)
            if value == "meld":
                self.apply(action)
            elif value == "discard":
                self.discard()

        name = card_name(deck, card)
        dialog = Dialog(
            key=("meld-or-discard", self.session.moves, card), kind=DialogKind.CHOICE,
            title=f"The {name}: meld it or discard it?",
            body="Enter with one card selected discards it, but it also fits your meld.",
            choices=[Choice("Add it to the meld", "meld"), Choice("Discard it", "discard"),
                     Choice("Cancel", None)],
            on_choose=chosen, columns=3,
        )
        self.flow.dialogs.append(dialog)
        return True

    def _confirm_proposal(self) -> bool:
        proposal = self.proposal
        if proposal is None or not isinstance(proposal, TakePile):
            return False
        cards = [c for g in (proposal.group, *proposal.melds) for c in g.cards]
        if sorted(cards) != sorted(self.selection):
            return False
        self.apply(proposal)
        return True

    def _seat(self) -> int | None:
        if self.holder is None or self.flow.spectating:
            return None
        if not self.my_turn:
            self.refuse(self._not_your_turn())
            return None
        return self.holder

    def _not_your_turn(self) -> Refusal:
        actor = self.session.state.to_act
        if actor is None:
            return Refusal.of(CanastaReason.HAND_OVER)
        return Refusal.of(GestureReason.WAIT_FOR_TURN, seat=self.session.seats[actor].compass)

    def draw(self) -> None:
        seat = self._seat()
        if seat is None:
            return
        state = self.session.state
        if state.phase is Phase.DRAW and not state.stock:
            self._checked(EndPlay(), seat)
            return
        self._checked(DrawStock(), seat)

    def _checked(self, action: Action, seat: int) -> None:
        refusal = check(self.session.state, action, seat)
        if refusal is None:
            self.apply(action)
        else:
            self.refuse(refusal)

    def take(self) -> None:
        if self._confirm_proposal():
            return
        seat = self._seat()
        if seat is None:
            return
        state = self.session.state
        selection, staged = list(self.selection), list(self.staged)
        self._attempt(
            compose.take_attempt(state, seat, selection, staged),
            lambda name: compose.take_attempt(state, seat, selection, staged, name),
        )

    def meld(self, rank: str | None = None) -> None:
        seat = self._seat()
        if seat is None:
            return
        state = self.session.state
        selection, staged = list(self.selection), list(self.staged)
        if rank is not None:
            staged = []
        self._attempt(
            compose.meld_attempt(state, seat, selection, staged, rank=rank),
            lambda name: compose.meld_attempt(state, seat, selection, staged, name, rank),
        )

    def meld_onto_sequence(self, index: int) -> None:
        """Samba: the selection onto the side's sequence ``index``."""
        seat = self._seat()
        if seat is None:
            return
        state = self.session.state
        selection = list(self.selection)
        self._attempt(
            compose.sequence_attempt(state, seat, selection, index),
            lambda name: compose.sequence_attempt(state, seat, selection, index, name),
        )

    def discard(self) -> None:
        seat = self._seat()
        if seat is None:
            return
        state = self.session.state
        if state.phase is Phase.LAST_MELD:
            self.refuse(
                Refusal.of(GestureReason.NO_DISCARD_STOCK_GONE, end=self.key_labels["end"])
            )
            return
        if len(self.selection) != 1:
            self.refuse(Refusal.of(GestureReason.SELECT_ONE_TO_DISCARD))
            return
        card = self.selection[0]
        self._attempt(
            compose.discard_attempt(state, seat, card),
            lambda name: compose.discard_attempt(state, seat, card, name),
        )

    def activate(self, target: Target) -> None:
        """Click, Space or A on a table target (or a button)."""
        kind = target[0]
        if kind == "stock":
            self.draw()
        elif kind == "pile":
            if self.session.state.phase is Phase.DRAW:
                self.take()
            else:
                self.discard()
        elif kind == "meld":
            self.meld(target[1])
        elif kind == "sequence":
            self.meld_onto_sequence(int(target[1]))
        elif kind == "new_meld":
            self.meld()
        elif kind == "staged":
            index = int(target[1])
            if 0 <= index < len(self.staged):
                del self.staged[index]
                self.say("Those cards are back in your hand")
        elif kind == "button":
            self.command(target[1])

    def drop(self, cards: list[int], target: Target | None) -> None:
        """Cards dragged from the hand and let go over ``target``."""
        if target is None or not cards or self.flow.spectating:
            return
        self.selection = list(cards)
        self.proposal = None
        self.activate(target)

    # ----- commands (keys, pad buttons, panel buttons) -------------------------------

    def command(self, name: str) -> None:
        handlers: dict[str, Callable[[], None]] = {
            "draw": self.draw,
            "take": self.take,
            "meld": self.meld,
            "discard": self.discard,
            "end": lambda: self._simple(EndPlay()),
            "ask": lambda: self._simple(AskPartner()),
            "hint": self.ask_hint,
            "undo": self.undo,
            "scores": self.flow.open_scores,
            "menu": lambda: self.requests.append("pause"),
            "log": lambda: self.requests.append("log"),
            "confirm": self.confirm,
            "clear": self.clear,
            "play_stock_side": self.stock_side,
            "sort": self.sort_next,
            "reveal": self.reveal_again,
        }
        handler = handlers.get(name)
        if self.flow.spectating and name not in SHOW_COMMANDS:
            return
        if handler is not None:
            handler()

    def sort_next(self) -> None:
        """The Sort key and button: the hand's next order, said in words."""
        mode = self.arrangement.cycle(self.session.state.deck, [h.card for h in self.hand()])
        self.on_sort(mode)
        if mode == "hand":
            self.say("Your hand keeps your own order: drag a card to move it")
        else:
            self.say(f"Your hand is sorted by {SORT_LABELS[mode]}")

    def reorder(self, cards: list[int], index: int) -> None:
        """Cards dragged within the hand go before its ``index``-th other card."""
        before = self.arrangement.mode
        self.arrangement.move(self.session.state.deck, [h.card for h in self.hand()], cards, index)
        if before != "hand":
            self.on_sort("hand")
            self.say("Your hand keeps your own order now (Sort changes it back)")

    def quick_play(self, card: int) -> None:
        """A double-click: meld or discard ``card`` alone, when only one can be done."""
        seat = self.holder
        if seat is None or card not in self.session.state.hands[seat]:
            return
        self.selection = [c for c in self.selection if c != card]
        play = quick_play(self.session.state, seat, card, self.key_labels)
        if play.refusal is not None:
            self.refuse(play.refusal)
        elif play.command is not None:
            self.selection = [card]
            self.command(play.command)

    def reveal_again(self) -> None:
        if not self.flow.reveal_again():
            self.refuse(Refusal.of(QuickReason.NO_REVEAL))

    def _simple(self, action: Action) -> None:
        seat = self._seat()
        if seat is not None:
            self._checked(action, seat)

    def stock_side(self) -> None:
        """RB: draw at the start of a turn, discard after it."""
        if self.session.state.phase is Phase.DRAW:
            self.draw()
        else:
            self.discard()

    def undo(self) -> None:
        if self.session.undo():
            self.selection, self.staged, self.proposal = [], [], None
            self.say("Move taken back")
        else:
            self.refuse(Refusal.of(GestureReason.NOTHING_TO_UNDO))

    def ask_hint(self) -> None:
        if not self.my_turn or self.session.state.phase not in (Phase.DRAW, Phase.MELD):
            self.refuse(Refusal.of(GestureReason.HINTS_ON_OWN_TURN))
            return
        view = observe(self.session.state, self.session.state.turn)
        key = ("hint", self.session.moves)
        if self.hints.busy_with(key):
            return
        self.hints.ask(key, lambda: self.hint_bot.choose(view), self.session.first_legal)
        self.say("Thinking about a hint…", "hint")

    def _poll_hint(self) -> None:
        action = self.hints.answer(("hint", self.session.moves))
        if action is None:
            return
        deck = self.session.state.deck
        self.hint = action
        cards: tuple[int, ...] = ()
        if isinstance(action, Meld):
            cards = tuple(c for g in action.groups for c in g.cards)
            cards += tuple(c for s in action.sequences for c in s.cards)
        elif isinstance(action, TakePile):
            cards = tuple(c for g in (action.group, *action.melds) for c in g.cards)
        elif isinstance(action, Discard):
            cards = (action.card,)
        self.hint_cards = cards
        follow_up = self._take_up_hint(action)
        self.say(f"Hint: {describe_action(deck, action)}{follow_up}", "hint")

    def _take_up_hint(self, action: Action) -> str:
        """Select the hinted cards when one key press then plays the hint, and say which
        key: a newcomer who follows a hint should not then be told to select the card.

        A meld of several groups (a first meld of 10s and 6s) is staged but for its
        last group, which is selected: the meld key then lays them all, as if the
        player had staged the groups one by one."""
        command = ""
        staged: list[compose.Staged] = []
        if isinstance(action, DrawStock):
            command = "draw"
        elif isinstance(action, Discard):
            self.selection, command = [action.card], "discard"
        elif isinstance(action, Meld) and all(s.onto is None for s in action.sequences):
            items: list[compose.Staged] = [*action.groups, *action.sequences]
            staged, self.selection, command = items[:-1], list(items[-1].cards), "meld"
        elif isinstance(action, Meld) and not action.groups and len(action.sequences) == 1:
            self.selection = list(action.sequences[0].cards)
        elif isinstance(action, TakePile):
            self.selection = [c for g in (action.group, *action.melds) for c in g.cards]
            command = "take"
        key = self.key_labels.get(command, "")
        if not command or not key:
            return ""
        self.proposal, self.staged = None, staged
        return f" (press {key})"

    # ----- cursor ----------------------------------------------------------------------

    def move(self, dx: int, dy: int) -> None:
        """Arrows / d-pad (``dy`` +1 is up): along the hand or the table row; up from
        the hand to the table, up again to the buttons (the arrows walk their grid, out
        of its left or top edge back to the table, out of its bottom to the hand)."""
        if self.focus == "buttons":
            count = len(self.offers())
            moved = button_grid.step(self.target_cursor % count, count, dx, dy)
            if isinstance(moved, button_grid.Leave):
                self._focus(moved.value)
            else:
                self.target_cursor = moved
            return
        if dy > 0:
            self._focus("table" if self.focus == "hand" else "buttons")
        elif dy < 0:
            self._focus("hand")
        elif self.focus == "hand":
            count = len(self.hand())
            if count:
                self.hand_cursor = (self.hand_cursor + dx) % count
        else:
            self.target_cursor += dx

    def _focus(self, area: str) -> None:
        if area != self.focus:
            self.focus = area
            self.target_cursor = self._default_target()

    def _default_target(self) -> int:
        if self.focus == "buttons":
            offers_now = self.offers()
            return next((i for i, o in enumerate(offers_now) if o.enabled), 0)
        if self.session.state.phase is Phase.DRAW:
            return 1 if self.selection else 0
        return len(self.targets()) - 1

    def select_at_cursor(self) -> None:
        """Space / A: toggle the card under the cursor, or act on the focused target."""
        if self.focus == "hand":
            hand = self.hand()
            if hand:
                self.toggle(hand[self.hand_cursor % len(hand)].card)
        else:
            target = self.focused_target()
            if target is not None:
                self.activate(target)
