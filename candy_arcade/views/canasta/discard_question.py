"""Asking before a discard that cannot be taken back: the Darkness and the Crone.

Discarding the Darkness ends the hand at once and discarding the Crone sends the whole
discard pile out of the game, so a single key press must not do either by surprise.
The question says what will happen, with the hand's score worked out by the engine's
own scorer (the discard is played on a copy of the state), and offers "Discard it" or
"Cancel". Only the person at the screen is asked: bots play through the session.
"""

from __future__ import annotations

from collections.abc import Callable

from candy_arcade.core.wording import counted
from candy_arcade.render.canasta.dialog_model import Choice, Dialog, DialogKind
from candy_arcade.rules.canasta.actions import Action, Discard
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.melding import card_face
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.state import State

DISCARD_IT = "Discard it"
CANCEL = "Cancel"


SCORE_PARTS = (
    ("melds", "melds"),
    ("sequences", "sequences"),
    ("canasta_bonus", "canastas"),
    ("samba_bonus", "sambas"),
    ("bonus_cards", "bonus cards"),
    ("going_out", "going out"),
    ("hands", "cards left"),
)
"""The point entries of the engine's breakdown of a side's hand score, as the question
names them, in the score sheet's order (Samba's sequences and sambas among them)."""


def darkness_words(state: State, action: Discard) -> str:
    """What discarding the Darkness does: the hand ends, and the side's score for it
    with what makes it up (a playtest read "+125; cards left -70" as 70 more to come
    off, and could not find the bonus cards' 50 in it)."""
    side = state.side_of(state.turn)
    after, _ = apply(state, action)
    result = after.result
    assert result is not None, "discarding the Darkness ends the hand"
    scored = result.sides[side]
    breakdown = dict(scored.breakdown)
    parts = [f"{name} {breakdown[key]:+d}" for key, name in SCORE_PARTS if breakdown.get(key)]
    made_of = f" ({', '.join(parts)})" if parts else ""
    return f"The Darkness ends the hand now: your side scores {scored.hand_score:+d}{made_of}."


def crone_words(state: State) -> str:
    """What discarding the Crone does to the pile and to the next player."""
    pile = len(state.discard)
    gone = f"itself and the discard pile ({counted(pile, 'card')})" if pile else "itself"
    return (
        f"The Crone takes {gone} out of the game: nobody gets those cards, "
        "and the next player must draw from the stock."
    )


def discard_question(
    state: State,
    key: object,
    action: Action,
    confirm: Callable[[Action], None],
    close: Callable[[Dialog], None],
) -> Dialog | None:
    """The question to ask before ``action``, or None when it needs none."""
    if not isinstance(action, Discard):
        return None
    role = card_face(state.deck, action.card, action.wheel_as).role
    if role is Role.DARKNESS:
        title, body = "Discard the Darkness?", darkness_words(state, action)
    elif role is Role.CRONE:
        title, body = "Discard the Crone?", crone_words(state)
    else:
        return None

    def chosen(value: object | None) -> None:
        close(dialog)
        if value == "discard":
            confirm(action)

    dialog = Dialog(
        key=("irreversible-discard", key, action.card), kind=DialogKind.CHOICE,
        title=title, body=body,
        choices=[Choice(DISCARD_IT, "discard"), Choice(CANCEL, None)],
        on_choose=chosen, columns=2,
    )
    return dialog
