"""What a Canasta player's phone is shown, as the JSON its page draws.

Built on the game thread from what the table would show that player at the screen:
their own hand (in their chosen order, the selection and the hint marked), their
side's melds, the pile's top card, whose turn it is, the table's own buttons (enabled
exactly when the table's would be), the table's message (a refusal in the rules' own
words) and the dialog that asks them something. Nothing of another player's hand is
ever in it, except the cards a Watcher's reveal shows its Viewer.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from candy_arcade.phones.device import PhoneView
from candy_arcade.phones.phone_views import seat_view
from candy_arcade.render.canasta.dialog_model import Dialog, DialogKind
from candy_arcade.render.canasta.model import HandCard, pile_view, side_view, turn_prompt
from candy_arcade.render.canasta.names import rank_name
from candy_arcade.render.canasta.offers import Offer
from candy_arcade.render.canasta.seats import SeatInfo
from candy_arcade.render.canasta.variant_model import talon_taker_name, talon_views
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.state import Phase, State

PHONE_COMMANDS = ("draw", "take", "meld", "discard", "end", "ask", "hint", "undo", "sort",
                  "reveal")
"""The table's buttons a phone has, in the table's order (scores, log and the menu are
the big screen's)."""
PHONE_LABELS = {
    "draw": "DRAW",
    "take": "TAKE PILE",
    "meld": "MELD",
    "discard": "DISCARD",
    "end": "END PLAY",
    "ask": "ASK PARTNER",
    "hint": "HINT",
    "undo": "UNDO",
    "sort": "SORT",
    "clear": "CLEAR",
    "confirm": "MELD",
    "reveal": "REVEAL",
    "scores": "",
    "log": "",
}
"""Each command as its phone button names it: the table's messages name the button to
press ("press DISCARD") where at the screen they name a key."""
CARD_KINDS = {Role.NATURAL: "natural", Role.WILD: "wild", Role.STOP: "stop"}
"""How the phone colours a card's frame; every other card is a special one."""
REVIEW_NOTE = "The scores are on the big screen."


def canasta_seat(slot: int, title: str, name: str, screen: str, note: str = "") -> PhoneView:
    """The phone's seat card at a Canasta table: titled as the table names the seat
    (``South (Ana)``, the name typed on the phone), not by its player number."""
    view = seat_view(slot, name, screen, note)
    seat = view["seat"]
    assert isinstance(seat, dict)
    seat["title"] = title
    return view


def card_view(
    deck: Deck, card: int, *, selected: bool = False, new: bool = False, hinted: bool = False
) -> dict[str, object]:
    """One card as the phone draws it: its printed name, suit and colour, and marks."""
    info = deck.cards[card]
    kind = CARD_KINDS.get(deck.role_of[card], "special")
    return {
        "id": card,
        "name": info.name,
        "suit": info.suit or "",
        "colour": info.colour or "none",
        "kind": kind,
        "points": deck.points_of[card],
        "selected": selected,
        "new": new,
        "hinted": hinted,
    }


def hand_view(
    deck: Deck, hand: Sequence[HandCard], selection: Collection[int], hinted: Collection[int]
) -> list[dict[str, object]]:
    """The hand in the player's order; ``gap`` marks where the kind of card changes."""
    shown = []
    for card in hand:
        view = card_view(deck, card.card, selected=card.card in selection, new=card.new,
                         hinted=card.card in hinted)
        view["gap"] = card.gap
        shown.append(view)
    return shown


def buttons_view(offers: Sequence[Offer], can_clear: bool) -> list[dict[str, object]]:
    """The table's buttons a phone has, each enabled exactly when the table's is."""
    buttons: list[dict[str, object]] = [
        {"do": offer.command, "label": PHONE_LABELS.get(offer.command, offer.label.upper()),
         "enabled": offer.enabled}
        for offer in offers if offer.command in PHONE_COMMANDS
    ]
    buttons.append({"do": "clear", "label": PHONE_LABELS["clear"], "enabled": can_clear})
    return buttons


def sort_label(offers: Sequence[Offer]) -> str:
    """The order the hand is in, as the table's Sort button names it."""
    return next((offer.label for offer in offers if offer.command == "sort"), "")


def shared_table(state: State, seats: tuple[SeatInfo, ...], seat: int) -> dict[str, object]:
    """What lies on the table for everyone: the pile's top, the stock, the talons (their
    sizes, and who took them), each side's melds and sequences (the player's own side
    first) and the hand sizes."""
    deck = state.deck
    pile = pile_view(state)
    own = state.side_of(seat)
    sides = []
    for side in sorted(range(state.settings.sides), key=lambda s: s != own):
        view = side_view(state, seats, side)
        sides.append({
            "name": view.name,
            "own": side == own,
            "score": view.total,
            "minimum": view.minimum,
            "opened": view.opened,
            "melds": [{"label": meld.label, "canasta": meld.canasta or ""}
                      for meld in view.melds],
            "sequences": [{"label": run.label, "samba": run.samba} for run in view.sequences],
            "bonus": len(view.bonus),
        })
    return {
        "pile": {
            "top": card_view(deck, pile.top) if pile.top is not None else None,
            "size": pile.size,
            "frozen": pile.frozen,
            "barred": pile.barred or "",
        },
        "stock": len(state.stock),
        "wheel_as": rank_name(state.wheel_as) if state.wheel_as else "",
        "talons": [
            {"size": talon.size,
             "taken_by": talon_taker_name(seats, talon)}
            for talon in talon_views(state)
        ],
        "sides": sides,
        "players": [
            {"title": info.title, "cards": len(state.hands[info.seat]),
             "turn": info.seat == state.to_act}
            for info in seats
        ],
    }


def phone_prompt(state: State, seats: tuple[SeatInfo, ...], seat: int) -> str:
    """Whose turn it is and what to do, as the table says it, with the phone's buttons
    named where the screen names its keys."""
    if state.to_act == seat and state.phase is Phase.MELD:
        return "Your turn: meld if you like (select cards, MELD), then DISCARD one card"
    if state.to_act == seat and state.phase is Phase.DRAW and state.stock:
        return "Your turn: DRAW, or select cards and TAKE PILE"
    return turn_prompt(state, seats, seat)


def dialog_view(deck: Deck, dialog: Dialog, number: int) -> dict[str, object]:
    """A question for this player: its choices by label, a reveal's cards face up, and
    whether the page adds a Cancel (a question that may be left and has no choice that
    leaves it, as Naming the Wheel)."""
    body = REVIEW_NOTE if dialog.kind is DialogKind.REVIEW else dialog.body
    values = [choice.value for choice in dialog.choices]
    return {
        "id": number,
        "kind": dialog.kind.value,
        "title": dialog.title,
        "body": body,
        "choices": [choice.label for choice in dialog.choices],
        "columns": dialog.columns,
        "cancellable": dialog.cancellable and None not in values,
        "cards": [card_view(deck, card) for card in dialog.cards],
    }


def canasta_view(
    seat: PhoneView,
    table: dict[str, object],
    *,
    prompt: str,
    my_turn: bool,
    hand: list[dict[str, object]],
    buttons: list[dict[str, object]],
    sort: str,
    message: tuple[str, str] | None,
    summary: str,
    dialog: dict[str, object] | None,
) -> PhoneView:
    """Heckadeck Canasta: the player's hand as big cards, the table's buttons, the
    table's words and the dialog for them."""
    return {
        **seat,
        "screen": "canasta",
        "prompt": prompt,
        "my_turn": my_turn,
        "hand": hand,
        "buttons": buttons,
        "sort": sort,
        "message": {"text": message[0], "kind": message[1]} if message else None,
        "summary": summary,
        "dialog": dialog,
        **table,
    }
