"""The words on screen that tell each player what to press now, on their own device.

Pure functions of a table snapshot, the seat's device labels and its trade choice,
so tests check every prompt without a window. A prompt names the button as the
player's device calls it (``[R]``, ``[X]``, ``[Middle click]``) and never shows a
secret: a Roshambo pick is only ever "picked".
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.input.candy_controls import DUEL_PICKS, hold_means_palms_down
from candy_arcade.input.controls import Control, ControlLabels
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.settings import RHYTHM
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.rules.cards import card_from_index
from candy_arcade.sim.candy.snapshot import CandySnapshot


@dataclass(frozen=True, slots=True)
class TradeChoice:
    """Swappities: the own stash card and the receiver a human seat has chosen so far."""

    card: int | None = None
    to: int | None = None


def rhythm_marks(progress: int) -> str:
    """Beats done as filled dots, beats to come as hollow ones, in two bars of three."""
    dots = ["●" if beat < progress else "○" for beat in range(len(RHYTHM))]
    return "".join(dots[:3]) + " " + "".join(dots[3:])


def card_name(index: int) -> str:
    return str(card_from_index(index))


def hand_prompt(
    table: CandySnapshot,
    player: int,
    labels: ControlLabels,
    choice: TradeChoice,
    names: list[str],
    hold: float = 0.0,
) -> str:
    """The one thing this player most needs to know, shown by their hand ("" if none)."""
    if table.phase is Phase.TRADING:
        return trade_prompt(table, player, labels, choice, names)
    if table.phase is Phase.OVER or table.is_palms_down(player):
        return ""
    key = labels.key
    duel = table.duel_of(player)
    if duel is not None:
        if player in duel.picked:
            return "Picked! Waiting for the reveal..."
        return (
            f"Rock {key(Control.GRAB)} · Paper {key(Control.SPECIAL)} · "
            f"Scissors {key(Control.DROP)}"
        )
    grabber = table.challenge_against[player]
    if grabber is not None:
        return f"Challenge {names[grabber]}! {key(Control.SPECIAL)}"
    if hold > 0 and hold_means_palms_down(table.settings):
        return "Keep holding: palms down ends your search"
    held = table.tokens_held(player)
    if held:
        titles = " & ".join(token.title for token in held)
        return f"Pass the {titles}: {key(Control.SPECIAL)} near a hand"
    if table.steal_armed[player]:
        return "Steal armed! Grab from another stash"
    progress = table.rhythm_progress[player]
    if progress:
        beat = RHYTHM[progress]
        control = Control.CLAP if beat == "clap" else Control.THUMP
        return f"{rhythm_marks(progress)}  next: {beat} {key(control)}"
    return ""


def bot_status(table: CandySnapshot, player: int) -> str:
    """What a bot's hand shows everyone: its rhythm, an armed steal."""
    if table.phase is not Phase.PLAYING or table.is_palms_down(player):
        return ""
    if table.steal_armed[player]:
        return "Steal armed!"
    progress = table.rhythm_progress[player]
    return rhythm_marks(progress) if progress else ""


def trade_prompt(
    table: CandySnapshot,
    player: int,
    labels: ControlLabels,
    choice: TradeChoice,
    names: list[str],
) -> str:
    """Swappities, after the alarm: how to offer, answer, and finish, one short line
    per thing to do, so no line wraps into the next in a prompt's width."""
    trading = table.trading
    if trading is None:
        return ""
    key = labels.key
    done = f"hold {key(Control.SPECIAL)}: done"
    if player in trading.done:
        return "Done trading. Waiting for the others..."
    pointer = labels.kind == "mouse"
    choose_card = "point at yours" if pointer else f"{labels.steps[0]} picks yours"
    incoming = trading.offer_to(player)
    if incoming is not None:
        what = card_name(incoming.card) if incoming.open else "a card, face down"
        return (
            f"{names[incoming.offerer]} offers you {what}.\n"
            f"Give one back: {choose_card}\n"
            f"{key(Control.GRAB)} accept\n{key(Control.DROP)} decline"
        )
    pending = trading.offer_from(player)
    if pending is not None:
        return f"Waiting for {names[pending.receiver]}... {key(Control.DROP)} take it back"
    if choice.card is None or choice.to is None:
        return f"Nothing to offer. {done}"
    choose_player = "point at their stash" if pointer else f"{labels.steps[1]} picks who"
    return (
        f"Offer to {names[choice.to]}: {choose_player}\n"
        f"Your card: {choose_card}\n"
        f"{key(Control.GRAB)} face down\n"
        f"{key(Control.SPECIAL)} face up\n"
        f"{done}"
    )


def special_uses(table: CandySnapshot, labels: ControlLabels) -> list[str]:
    """What the special button can do at this table, in the order it decides."""
    settings = table.settings
    uses = []
    if settings.has(Variant.ROSHAMBO):
        uses.append("challenge")
    if table.tokens:
        uses.append("pass the " + "/".join(token.title for token in table.tokens))
    if settings.both_hands_active and not labels.has(Control.SWITCH):
        uses.append("move the other hand")
    elif settings.two_hands and not settings.both_hands_active:
        uses.append("switch hands")
    return uses


def duel_picks(labels: ControlLabels) -> list[str]:
    """Each pick of a duel and the first button that makes it ("rock Q"), as
    :data:`DUEL_PICKS` maps them."""
    first: dict[str, Control] = {}
    for control, choice in DUEL_PICKS:
        first.setdefault(choice, control)
    return [f"{choice} {labels.key(control)}" for choice, control in first.items()]


def legend_lines(table: CandySnapshot, labels: ControlLabels) -> list[str]:
    """This player's buttons for the variants on: a short line per kind of action."""
    key = labels.key
    settings = table.settings
    variants = settings.variants
    special = key(Control.SPECIAL)
    lines = [f"Move: {labels.move} · grab {key(Control.GRAB)} · drop {key(Control.DROP)}"]
    if Variant.ROCK_YOU in variants:
        lines.append(
            f"Thump {key(Control.THUMP)} clap {key(Control.CLAP)}: thump thump clap ×2 arms a steal"
        )
    uses = special_uses(table, labels)
    holding = "palms down" if hold_means_palms_down(settings) else ""
    if uses or holding:
        line = f"{special}: {' / '.join(uses)}" if uses else ""
        if holding:
            line += (" · hold" if line else f"Hold {special}") + f": {holding}"
        lines.append(line)
    if Variant.ROSHAMBO in variants:
        lines.append("Duel: " + " · ".join(duel_picks(labels)))
    if settings.both_hands_active and labels.second_move:
        lines.append(
            f"Left hand: {labels.second_move} · grab {key(Control.SECOND_GRAB)} · "
            f"drop {key(Control.SECOND_DROP)} · swap {key(Control.SWITCH)}"
        )
    elif settings.two_hands and labels.has(Control.SWITCH):
        verb = "move the other hand" if settings.both_hands_active else "switch hands"
        lines.append(f"{key(Control.SWITCH)}: {verb}")
    if Variant.SWAPPITIES in variants:
        lines.append(
            f"Trade: offer {key(Control.GRAB)} · face up {special} · "
            f"no {key(Control.DROP)} · hold {special}: done"
        )
    return lines
