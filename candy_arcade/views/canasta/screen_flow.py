"""Who holds the screen, and which question is open over the table.

With one human, that player's hand is always shown. With two or more, every change
to another human passes behind a curtain ("Pass to North — press to show your hand")
and hands are hidden while bots play. A Watcher's reveal goes to its Viewer the same
way. The Watcher's choice, the partner's answer and the end-of-hand review
(:mod:`review`, before the winner after the last hand) are asked of the right person
here too.

The table faces the holder: in the hot seat it turns to each human as they take the
screen (their hand, name and side's melds at the bottom), and while bots play or the
curtain is up it stays turned to the last human who held it.

A player with a phone (:mod:`phone_seat`) holds it instead of the screen: their hand,
their questions and their reveals go to the phone, never to the screen, so the screen
counts only the humans sitting at it. With every human on a phone, no hand is ever
face up on the screen and there is no curtain at all; one person at the screen among
people on phones gets the hot seat's curtain, as if the others sat at the screen too.

With no human seat the table is a show: nobody holds the screen, no one is "you", and
the bottom seat's hand is shown face up for the audience.
"""

from __future__ import annotations

from collections.abc import Callable

from candy_arcade.render.canasta.dialog_model import Choice, Dialog, DialogKind
from candy_arcade.render.canasta.names import game_heading
from candy_arcade.render.canasta.seats import side_name
from candy_arcade.rules.canasta.actions import Action, AnswerPartner, ChooseView, NextHand
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.history import history_rows
from candy_arcade.views.canasta.review import HandReview
from candy_arcade.views.canasta.session import CanastaSession, Reveal


class ScreenFlow:
    """Decides the holder of the screen and opens the dialogs the game needs."""

    def __init__(
        self,
        session: CanastaSession,
        apply: Callable[[Action], None],
        bottom: int,
        phone_seats: frozenset[int] = frozenset(),
    ) -> None:
        self.session = session
        self.apply = apply
        self.bottom = bottom
        self.phone_seats = phone_seats
        """Seats played on a phone: the screen never shows their hands nor asks them."""
        self.dialogs: list[Dialog] = []
        self.facing = bottom
        """The seat drawn at the bottom of the table (see :attr:`holder`)."""
        humans = self.screen_humans
        self._holder: int | None = humans[0] if len(humans) == 1 and not self.hot_seat else None
        self.game_over = False
        self.review = HandReview(session)
        self.shown_reveal: Reveal | None = None
        """The Watcher's reveal last shown: it may be opened again until the turn ends."""

    @property
    def holder(self) -> int | None:
        """The human who holds the screen now (None: hands hidden, or a show)."""
        return self._holder

    @holder.setter
    def holder(self, seat: int | None) -> None:
        self._holder = seat
        if seat is not None:
            self.facing = seat

    @property
    def screen_humans(self) -> tuple[int, ...]:
        """The human seats played at the screen (not on a phone)."""
        return tuple(seat for seat in self.session.humans if seat not in self.phone_seats)

    def at_screen(self, seat: int | None) -> bool:
        """``seat`` is a human's who plays at the screen."""
        return seat is not None and seat in self.screen_humans

    @property
    def spectating(self) -> bool:
        """No human seat: the table is watched, never played."""
        return not self.session.humans

    @property
    def shown(self) -> int | None:
        """Whose hand is face up: the holder's, or in a show the bottom seat's."""
        return self.bottom if self.spectating else self.holder

    @property
    def hot_seat(self) -> bool:
        """The screen's hand must be kept from other people: two people at the screen,
        or one at the screen beside people on phones (they sit on the same couch)."""
        return bool(self.screen_humans) and len(self.session.humans) >= 2

    @property
    def dialog(self) -> Dialog | None:
        return self.dialogs[-1] if self.dialogs else None

    def _open(self, dialog: Dialog) -> None:
        if all(d.key != dialog.key for d in self.dialogs):
            self.dialogs.append(dialog)

    def close(self, dialog: Dialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)

    def sync(self) -> None:
        """Open whatever the game waits for; call every frame (cheap when nothing changes)."""
        if self.dialogs:
            return
        session = self.session
        state = session.state
        reveal = next((r for r in session.reveals if self.at_screen(r.viewer)), None)
        if reveal is not None:
            self.show_reveal(reveal)
            return
        actor = state.to_act
        human_actor = self.at_screen(actor)
        if self.hot_seat:
            if human_actor and actor != self.holder:
                assert actor is not None
                self._curtain(actor, "to show your hand")
                return
            if not human_actor:
                self.holder = None
        if self.review.due():
            self._open(self.review.open(self._reviewed))
        elif state.phase is Phase.GAME_OVER:
            self.game_over = True
        elif human_actor and actor == self.holder:
            if state.phase is Phase.VIEW:
                self.show_watcher()
            elif state.phase is Phase.ANSWER:
                self.show_answer()

    def _reviewed(self, dialog: Dialog) -> None:
        """People deal on from the review; for spectators the pacer deals once it closed."""
        self.close(dialog)
        state = self.session.state
        if state.phase is Phase.GAME_OVER:
            self.game_over = True
        elif self.session.humans and state.phase is Phase.HAND_OVER:
            self.apply(NextHand())

    def tick(self, dt: float) -> None:
        self.review.tick(dt)

    def _curtain(self, seat: int, purpose: str) -> None:
        self.holder = None
        title = self.session.seats[seat].title

        def show(_: object | None) -> None:
            self.holder = seat
            self.close(dialog)

        dialog = Dialog(
            key=("curtain", seat, self.session.moves, purpose),
            kind=DialogKind.CURTAIN,
            title=f"Pass to {title}",
            body=f"Press Space, Enter or A, or click, {purpose}.",
            choices=[Choice("Show my hand" if "hand" in purpose else "Show me", seat)],
            on_choose=show,
            cancellable=False,
        )
        self._open(dialog)

    def show_reveal(self, reveal: Reveal) -> None:
        seats = self.session.seats
        if self.hot_seat and self.holder != reveal.viewer:
            self._curtain(reveal.viewer, f"to see {seats[reveal.viewed].compass}'s hand")
            return

        def done(_: object | None) -> None:
            reveals = self.session.reveals
            reveals[:] = [shown for shown in reveals if shown is not reveal]
            self.close(dialog)

        self.shown_reveal = reveal
        viewed = seats[reveal.viewed]
        dialog = Dialog(
            key=("reveal", id(reveal)),
            kind=DialogKind.REVEAL,
            title=f"The Watcher: {viewed.title}'s hand",
            body=f"Only {seats[reveal.viewer].compass} sees this. Remember it!",
            choices=[Choice("Done", None)],
            on_choose=done,
            cards=reveal.cards,
        )
        self._open(dialog)

    def reveal_again(self) -> bool:
        """Show the last reveal again to its Viewer at the screen; False if there is none."""
        reveal = self.shown_reveal
        if reveal is None or self.holder != reveal.viewer or self.dialogs:
            return False
        self.show_reveal(reveal)
        return True

    def show_watcher(self) -> None:
        seats = self.session.seats
        picked: dict[str, int] = {}

        def viewer_chosen(value: object | None) -> None:
            if value is None:
                return
            assert isinstance(value, int), "the Watcher's choices are seat numbers"
            picked["viewer"] = value
            self.close(first)
            self.dialogs.append(second)

        def viewed_chosen(value: object | None) -> None:
            if value is None:
                return
            self.close(second)
            assert isinstance(value, int), "the Watcher's choices are seat numbers"
            self.apply(ChooseView(picked["viewer"], value))

        key = ("watcher", self.session.moves)
        first = Dialog(
            key=key, kind=DialogKind.CHOICE, title="The Watcher: who looks?",
            body="Pick the Viewer: the player who will see one hand.",
            choices=[Choice(s.title, s.seat) for s in seats], on_choose=viewer_chosen,
            cancellable=False,
        )
        second = Dialog(
            key=(*key, 2), kind=DialogKind.CHOICE, title="The Watcher: at whose hand?",
            body="Pick the Viewed: whose hand the Viewer sees.",
            choices=[Choice(s.title, s.seat) for s in seats], on_choose=viewed_chosen,
            cancellable=False,
        )
        self._open(first)

    def show_answer(self) -> None:
        asker = self.session.seats[self.session.state.turn]

        def answer(value: object | None) -> None:
            self.close(dialog)
            self.apply(AnswerPartner(bool(value)))

        dialog = Dialog(
            key=("answer", self.session.moves), kind=DialogKind.CHOICE,
            title=f"{asker.compass} asks: partner, may I go out?",
            body="Your answer binds: yes lets them go out this turn, no forbids it.",
            choices=[Choice("Yes", True), Choice("No", False)], on_choose=answer,
            cancellable=False, columns=2,
        )
        self._open(dialog)

    def open_scores(self) -> None:
        """Tab: the score history, hand by hand and side by side (closable)."""
        session = self.session
        names = [side_name(session.seats, s) for s in range(session.settings.sides)]
        rows, shown = history_rows(session.history, names)
        state = session.state
        body = game_heading(state.deck.name, state.settings.variant, session.settings.target)
        body += "."
        if shown < len(session.history):
            body += f" The last {shown} of {len(session.history)} hands."

        def chosen(_: object | None) -> None:
            self.close(dialog)

        dialog = Dialog(
            key=("scores", session.moves), kind=DialogKind.SCORES,
            title="Score sheet", body=body, choices=[Choice("Close", None)],
            on_choose=chosen, rows=rows,
        )
        self._open(dialog)
