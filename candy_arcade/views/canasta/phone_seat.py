"""A Canasta seat played on a phone: the player's own controller, fed by their phone.

Each phone player gets a :class:`TableController` of their own, holding their seat
for good (no curtain: nobody else looks at a phone), so a tap on the phone is the
same gesture as a click at the screen: it is turned into a move by the same code,
judged by the same rules, and refused in the same words. Their questions (naming the
Wheel, the Watcher's choice, the partner's answer, the Darkness and the Crone) open
in their own :class:`PhoneFlow` and are answered on the phone; a Watcher's reveal
goes to the Viewer's phone alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from candy_arcade.input.phone_ids import is_phone_id
from candy_arcade.phones.device import PhoneDevice, PhoneView
from candy_arcade.phones.phone_views import waiting_note
from candy_arcade.phones.protocol import CardTap, DialogAnswer, TableCommand, TableIntent
from candy_arcade.render.canasta.dialog_model import Dialog
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.setup import GameSetup
from candy_arcade.views.canasta.controller import TableController
from candy_arcade.views.canasta.phone_view import (
    PHONE_LABELS,
    buttons_view,
    canasta_seat,
    canasta_view,
    dialog_view,
    hand_view,
    phone_prompt,
    shared_table,
    sort_label,
)
from candy_arcade.views.canasta.screen_flow import ScreenFlow
from candy_arcade.views.canasta.session import CanastaSession

GAME_OVER_NOTE = "The game is over: the winner is on the big screen."


def phone_seats_of(setup: GameSetup) -> dict[int, str]:
    """Seat -> the phone's device id, for each seat a phone plays."""
    return {
        seat: assignment.device_id
        for seat, assignment in enumerate(setup.seats)
        if assignment.device_id is not None and is_phone_id(assignment.device_id)
        and not assignment.spec.is_bot
    }


class PhoneFlow(ScreenFlow):
    """The questions for one phone's player: theirs alone, never a curtain."""

    def __init__(
        self, session: CanastaSession, apply: Callable[[Action], None], seat: int
    ) -> None:
        super().__init__(session, apply, seat)
        self.holder = seat

    @property
    def hot_seat(self) -> bool:
        return False

    def sync(self) -> None:
        """Open what the game asks this player: their reveal, the Watcher's choice on
        their turn, their answer to their partner."""
        if self.dialogs:
            return
        seat = self.holder
        reveal = next((r for r in self.session.reveals if r.viewer == seat), None)
        if reveal is not None:
            self.show_reveal(reveal)
            return
        state = self.session.state
        if state.to_act != seat:
            return
        if state.phase is Phase.VIEW:
            self.show_watcher()
        elif state.phase is Phase.ANSWER:
            self.show_answer()


class PhoneSeatController(TableController):
    """The controller of one phone's player: their seat holds it for the whole game."""

    def make_flow(self, bottom: int, phone_seats: frozenset[int]) -> ScreenFlow:
        return PhoneFlow(self.session, self.apply, bottom)


class PhoneSeat:
    """One phone player's part of the table, and what their phone is shown."""

    def __init__(
        self,
        session: CanastaSession,
        seat: int,
        device_id: str,
        play: Callable[[str], None],
        threaded: bool = True,
    ) -> None:
        self.session = session
        self.seat = seat
        self.device_id = device_id
        self.controller = PhoneSeatController(session, seat, play, threaded)
        self.controller.key_labels = dict(PHONE_LABELS)
        self._numbered: Dialog | None = None
        self._number = 0

    def dialog(self, shared: Dialog | None) -> Dialog | None:
        """The question this phone shows: its own, else the one for every player (the
        end-of-hand review's button on to the next hand)."""
        return self.controller.flow.dialog or shared

    def dialog_number(self, dialog: Dialog) -> int:
        """A number for the dialog shown, new each time another one opens: an answer
        sent to one that has closed since is not taken for the next one's."""
        if dialog is not self._numbered:
            self._numbered = dialog
            self._number += 1
        return self._number

    def handle(self, intent: TableIntent, shared: Dialog | None) -> None:
        """A tap on the phone, as the same gesture at the screen: a card selected, a
        button pressed, a dialog answered. While a dialog is open only it is answered,
        or cancelled by CLEAR (as Backspace cancels it at the screen)."""
        dialog = self.dialog(shared)
        if isinstance(intent, DialogAnswer):
            if dialog is not None and intent.dialog == self.dialog_number(dialog):
                dialog.choose(intent.choice)
        elif dialog is not None:
            if intent == TableCommand("clear"):
                dialog.cancel()
        elif isinstance(intent, CardTap):
            self.controller.toggle(intent.card)
        elif isinstance(intent, TableCommand):
            self.controller.command(intent.verb)

    def update(
        self, device: PhoneDevice | None, shared: Dialog | None, waiting: str | None = None
    ) -> bool:
        """Take the phone's taps, follow the game, and show the phone where it stands
        (``waiting``: whose phone the table waits for, said instead of whose turn it
        is); True if the phone did anything (a held table then plays on)."""
        intents = device.take_table_intents() if device is not None else []
        for intent in intents:
            self.handle(intent, shared)
        self.controller.update()
        if device is not None:
            device.show(self.view(device, shared, waiting))
        return bool(intents)

    def take_name(self, name: str) -> None:
        """The table calls the seat by the name typed on its phone ("South (Ana)")."""
        seats = self.session.seats
        if seats[self.seat].name != name:
            self.session.seats = tuple(
                replace(info, name=name) if info.seat == self.seat else info for info in seats
            )

    def view(
        self, device: PhoneDevice, shared: Dialog | None, waiting: str | None = None
    ) -> PhoneView:
        controller = self.controller
        session = self.session
        state = session.state
        deck = state.deck
        look = session.setup.seats[self.seat].look_slot(self.seat)
        title = session.seats[self.seat].title
        if state.phase is Phase.GAME_OVER:
            return canasta_seat(look, title, device.player_name, "wait", GAME_OVER_NOTE)
        dialog = self.dialog(shared)
        offers = controller.offers()
        message = controller.message
        return canasta_view(
            canasta_seat(look, title, device.player_name, ""),
            shared_table(state, session.seats, self.seat),
            prompt=waiting or phone_prompt(state, session.seats, self.seat),
            my_turn=controller.my_turn,
            hand=hand_view(deck, controller.hand(), controller.selection, controller.hint_cards),
            buttons=buttons_view(offers, bool(controller.selection or controller.staged)),
            sort=sort_label(offers),
            message=(message.text, message.kind) if message is not None else None,
            summary=controller.summary(),
            dialog=dialog_view(deck, dialog, self.dialog_number(dialog)) if dialog else None,
        )


class PhoneSeats:
    """Every phone seat of the table."""

    def __init__(
        self,
        session: CanastaSession,
        devices: Mapping[int, str],
        play: Callable[[str], None],
        threaded: bool = True,
    ) -> None:
        self.seats = [
            PhoneSeat(session, seat, device_id, play, threaded)
            for seat, device_id in sorted(devices.items())
        ]

    @property
    def numbers(self) -> frozenset[int]:
        return frozenset(seat.seat for seat in self.seats)

    def update(self, devices: Mapping[str, object], shared: Dialog | None) -> bool:
        """Each phone's taps reach its seat and each phone is shown its seat; True if
        any phone did anything."""
        phones = []
        for seat in self.seats:
            device = devices.get(seat.device_id)
            phone = device if isinstance(device, PhoneDevice) and device.connected else None
            if phone is not None:
                seat.take_name(phone.player_name)
            phones.append(phone)
        waiting = self._waiting_for(phones)
        acted = False
        for seat, phone in zip(self.seats, phones, strict=True):
            acted = seat.update(phone, shared, waiting) or acted
        return acted

    def away(self, devices: Mapping[str, object]) -> list[str]:
        """The phones the table waits for, in seat order: not joined yet, or gone."""
        return [
            seat.device_id
            for seat in self.seats
            if not isinstance(device := devices.get(seat.device_id), PhoneDevice)
            or not device.connected
        ]

    def _waiting_for(self, phones: list[PhoneDevice | None]) -> str | None:
        """The other phones' words while the player to act is a phone that is away."""
        for seat, phone in zip(self.seats, phones, strict=True):
            session = seat.session
            if phone is None and session.state.to_act == seat.seat:
                return waiting_note([session.seats[seat.seat].title], phones=True)
        return None

    def close(self) -> None:
        """Stop the hint threads (the table is being left for good)."""
        for seat in self.seats:
            seat.controller.hints.close()
