"""What each phone is shown, as the JSON its page draws: its seat, then its secrets.

Built on the game thread from what the table shows this player (their own held card
and stash only); the page never learns anything else, so nothing another player may
not see can be read off a phone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from candy_arcade.art.palm_art import PLAYER_STYLES
from candy_arcade.input.candy_controls import hold_means_palms_down, special_action
from candy_arcade.input.device import InputDevice
from candy_arcade.phones.device import PhoneDevice, PhoneView
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.rules.cards import RED_SUITS, card_from_index
from candy_arcade.sim.candy.session import CandySession

MARK_SYMBOLS = {
    "circle": "●",
    "triangle": "▲",
    "square": "■",
    "diamond": "◆",
    "star": "★",
    "plus": "✚",
    "heart": "♥",
    "crescent": "☾",
}
"""Each seat mark as a character the phone's own fonts have."""
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
PAUSED_NOTE = "Paused on the big screen"
ROUND_OVER_NOTE = "The round is over: the stashes are revealed on the big screen."
SPECIAL_LABELS = {
    "challenge": "CHALLENGE",
    "pass": "PASS TOKEN",
    "switch": "SWITCH HAND",
    "swap": "SWAP HANDS",
}


def seat_view(slot: int, name: str, screen: str, note: str = "") -> PhoneView:
    """The player's seat as the lobby and table draw it: number, colour and mark."""
    colour_name, (red, green, blue), mark = PLAYER_STYLES[slot % len(PLAYER_STYLES)]
    return {
        "screen": screen,
        "note": note,
        "seat": {
            "colour": f"#{red:02x}{green:02x}{blue:02x}",
            "symbol": MARK_SYMBOLS[mark],
            "name": name,
            "title": f"Player {slot + 1} · {colour_name}",
        },
    }


def card_view(index: int) -> dict[str, object]:
    """A poker card as the phone shows it: ``Q♠``, red or not."""
    card = card_from_index(index)
    rank = RANK_NAMES.get(card.rank, str(card.rank))
    return {"face": f"{rank}{SUIT_SYMBOLS[card.suit]}", "red": card.suit in RED_SUITS}


def candy_buttons(session: CandySession, player: int) -> dict[str, str]:
    """The phone's buttons now, each named by what it does (button -> label): what a
    pad's buttons mean in context (:mod:`candy_arcade.input.candy_controls`), one
    button per meaning, and only the active variants' ones."""
    if session.phase is Phase.TRADING:
        trading = session.trading
        incoming = trading.offer_to(player) if trading is not None else None
        return {
            "grab": "ACCEPT" if incoming is not None else "OFFER",
            "drop": "DECLINE",
            "special": "OFFER FACE UP",
            "palms": "DONE TRADING",
        }
    if session.duel_of(player) is not None:
        return {"grab": "ROCK", "special": "PAPER", "drop": "SCISSORS"}
    buttons = {"grab": "GRAB", "drop": "DROP"}
    action = special_action(session, player)
    if action is not None:
        buttons["special"] = SPECIAL_LABELS[action]
    if session.settings.has(Variant.ROCK_YOU):
        buttons |= {"thump": "THUMP", "clap": "CLAP"}
    if hold_means_palms_down(session.settings):
        buttons["palms"] = "PALMS DOWN"
    return buttons


def candy_view(
    seat: PhoneView,
    held: int | None,
    stash: Sequence[int],
    limit: int,
    buttons: dict[str, str],
    refusal: dict[str, object] | None = None,
) -> PhoneView:
    """I Want Candy!: the touch pad's screen with the card in your hand, your stash,
    the buttons that do something now and why your last move was refused, if it was."""
    return {
        **seat,
        "screen": "candy",
        "held": card_view(held) if held is not None else None,
        "stash": [card_view(card) for card in stash],
        "stash_limit": limit,
        "buttons": buttons,
        "refusal": refusal,
    }


class CandyRefusals:
    """Each player's latest refusal ("no card under your palm"), kept for their phone as
    long as the big screen's bubble says it: the words reach the player who cannot see
    their palm shake while looking down at their phone."""

    def __init__(self, ticks_shown: int) -> None:
        self.ticks_shown = ticks_shown
        self._shown: dict[int, tuple[str, int]] = {}

    def refused(self, player: int, text: str, tick: int) -> None:
        self._shown[player] = (text, tick)

    def withdraw(self, player: int) -> None:
        """A move of ``player``'s worked: the reason is stale."""
        self._shown.pop(player, None)

    def shown(self, player: int, tick: int) -> dict[str, object] | None:
        """``player``'s refusal to show at ``tick`` (its words and the tick it came at,
        so the page can buzz for a new one), or None."""
        shown = self._shown.get(player)
        if shown is None or tick - shown[1] > self.ticks_shown:
            return None
        return {"text": shown[0], "at": shown[1]}


def held_view(shown: PhoneView | None, note: str) -> PhoneView:
    """The phone while the big screen holds the game (paused, or waiting for a player):
    its seat as last shown, no controls, and ``note`` saying why."""
    view: PhoneView = {"screen": "wait", "note": note}
    if shown is not None and "seat" in shown:
        view["seat"] = shown["seat"]
    return view


def hold_phones(devices: Iterable[InputDevice | None], note: str) -> None:
    """Each connected phone among ``devices`` puts its controls away and says ``note``
    (the table, once it plays on, shows them their controls again)."""
    for device in devices:
        if isinstance(device, PhoneDevice) and device.connected:
            device.show(held_view(device.shown, note))


def waiting_note(names: Sequence[str], phones: bool) -> str:
    """What the other phones say while the table waits for ``names`` to come back on
    their phones (``phones``) or their controllers."""
    who = " and ".join(names)
    what = "phone" if phones else "controller"
    return f"Waiting for {who}'s {what}{'s' if len(names) > 1 else ''}…"
