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


def darkness_words(state: State, action: Discard) -> str:
    """What discarding the Darkness does: the hand ends and the side's score for it,
    which already counts the cards left in hand (said so: "+125; cards left -70" read
    as 70 more to come off)."""
    side = state.side_of(state.turn)
    after, _ = apply(state, action)
    result = after.result
    assert result is not None, "discarding the Darkness ends the hand"
    scored = result.sides[side]
    left = -dict(scored.breakdown)["hands"]
    return (
        f"The Darkness ends the hand now: your side scores {scored.hand_score:+d}, "
        f"counting the cards left in your hands ({-left:+d})."
        if left else f"The Darkness ends the hand now: your side scores {scored.hand_score:+d}."
    )


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
