"""``candy-arcade canasta-score``: score a Canasta hand played with a real deck.

``--json -`` reads one side per line (the simulate side format) and writes
``{"total", "breakdown"}`` per line; a bad line (bad JSON, an unknown card, a table
that cannot happen) gets an ``{"error"}`` line and the others go on. Without
``--json`` it is a prompted score pad that keeps running totals.

``--variant samba`` scores Samba sides (``samba_score_table``): each side may list
``"sequences"`` (3 to 7 cards of consecutive rank; a samba of seven earns 1500, and a
Wheel in one may be ``Wheel=0``), going out is worth 200 and needs two canastas, and
Classic means Classic Samba's 162-card deck.

Classic card names include a bare ``3``, as people say it: among the bonus cards it
can only be a red 3 (``3R``), in melds and hands only a black 3 (``3B``), since red 3s
are laid out at once and black 3s never are.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from candy_arcade.commands.input_lines import NOT_UTF8, file_lines, is_text, stream_lines
from candy_arcade.commands.samba_score_table import score_samba_table
from candy_arcade.core.refusal import number_word
from candy_arcade.rules.canasta.decks import CLASSIC, DECK_NAMES, HECKADECK, Deck, deck_named
from candy_arcade.rules.canasta.roles import DARKNESS_EXIT_CANASTAS, WHEEL_PREFIX, Role
from candy_arcade.rules.canasta.samba import SAMBA_TARGET
from candy_arcade.rules.canasta.samba_decks import samba_deck
from candy_arcade.rules.canasta.scoring import CardError, SideScore, score_side
from candy_arcade.rules.canasta.settings import DEFAULT_TARGET

InputFn = Callable[[str], str]
STANDARD, SAMBA = "standard", "samba"
VARIANTS = (STANDARD, SAMBA)
PrintFn = Callable[..., None]


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "canasta-score", help="score Canasta hands (a prompted pad, or JSON lines)",
        description="Score Canasta hands. Card names, Heckadeck: 0 A 2..10 11 Beast J Q K "
        "Arrow Talisman Joker Watcher Omnihedron Hunter Traveller Crone Darkness Wheel, "
        "Wheel=<name> for a played Wheel (Wheel=0 for a Wheel named a zero). Classic: "
        "A 2..10 J Q K Joker 3R 3B; a bare 3 is a red 3 among bonus cards and a black 3 in "
        "melds and hands. "
        "by_darkness is the Darkness exit or a hand cut short by the Darkness; a Darkness "
        "discarded as the very last card of an ordinary going out is not by_darkness.",
    )
    parser.add_argument(
        "--json", metavar="FILE",
        help="read one JSON side per line from FILE ('-' for standard input)",
    )
    parser.add_argument(
        "--variant", choices=VARIANTS, default=STANDARD,
        help="samba: sides may have \"sequences\" (1500 for a samba), going out is 200 "
        "and needs two canastas, Classic is the 162-card Samba deck",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.json is None:
        return score_pad(pad_input(stream_lines(sys.stdin)), print, args.variant)
    if args.json == "-":
        return _score_stream(stream_lines(sys.stdin), sys.stdout, args.variant)
    return _score_stream(file_lines(Path(args.json)), sys.stdout, args.variant)


def pad_input(lines: Iterator[str]) -> InputFn:
    """An ``input()`` for the pad over bounded lines (EOFError when they end)."""

    def ask(prompt: str) -> str:
        sys.stdout.write(prompt)
        sys.stdout.flush()
        line = next(lines, None)
        if line is None:
            raise EOFError
        return line.rstrip("\r\n")

    return ask


def _score_stream(lines: Iterable[str], out: TextIO, variant: str = STANDARD) -> int:
    for line in lines:
        if not line.strip():
            continue
        out.write(json.dumps(score_json_line(line, variant)) + "\n")
        out.flush()
    return 0


#: Where a card name was written; a bare Classic ``3`` means a different card in each,
#: and only in a Samba sequence may the Wheel be named a 0.
MELD, BONUS, HAND, SEQUENCE = "meld", "bonus", "hand", "sequence"


def normalize_card(deck: Deck, token: str, where: str = MELD) -> str:
    """The deck's spelling of a card name typed in any case (``beast`` -> ``Beast``).

    A bare Classic ``3`` is a red 3 when ``where`` is the bonus cards, otherwise a
    black 3 (the only 3 that can be in a meld or a hand).

    Raises:
        CardError: no card of the deck has that name (``Wheel=0`` is one: the Wheel
            may be named a 0).
    """
    by_lower = {name.lower(): name for name in deck.faces}
    text = token.strip()
    if deck.name == CLASSIC and text == "3":
        return "3R" if where == BONUS else "3B"
    if text.lower().startswith(WHEEL_PREFIX.lower()):
        if "Wheel" not in deck.faces:
            raise CardError(f"no Wheel in the {deck.name} deck")
        named = by_lower.get(text[len(WHEEL_PREFIX):].lower())
        if named is None or named == "Wheel":
            raise CardError(f"unknown card {token!r} for the {deck.name} deck")
        return WHEEL_PREFIX + named
    name = by_lower.get(text.lower())
    if name is None:
        raise CardError(f"unknown card {token!r} for the {deck.name} deck")
    return name


def _card_list(deck: Deck, value: Any, what: str, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardError(f"{what} must be a list of card names")
    return [normalize_card(deck, v, where) for v in value]


def _check_counts(deck: Deck, labels: Iterable[str]) -> None:
    """More copies of a card than the deck holds is a typing slip worth reporting."""
    in_deck = Counter(deck.name_of)
    used = Counter("Wheel" if label.startswith(WHEEL_PREFIX) else label for label in labels)
    for name, count in used.items():
        if count > in_deck[name]:
            raise CardError(f"{count} x {name}, but the {deck.name} deck has {in_deck[name]}")


def score_table(
    deck: Deck,
    melds: Sequence[Sequence[str]],
    bonus: Sequence[str],
    hands: Sequence[Sequence[str]],
    went_out: bool,
    concealed: bool,
    by_darkness: bool,
) -> SideScore:
    """Score after the checks a person's slip could fail: card counts, one meld per
    rank, zeros melded only by a side going out, going out with canastas, the Darkness
    only in the Heckadeck and its exit only with two canastas.

    Raises:
        CardError: the table cannot happen (the message says why).
    """
    _check_counts(deck, [*(c for m in melds for c in m), *bonus, *(c for h in hands for c in h)])
    if concealed and not went_out:
        raise CardError("concealed means the side went out")
    if by_darkness and "Darkness" not in deck.faces:
        raise CardError(f"the {deck.name} deck has no Darkness: by_darkness must be false")
    score = score_side(deck, melds, bonus, hands, went_out, concealed, by_darkness)
    ranks: list[str] = []
    for meld in melds:
        faces = [deck.face(label) for label in meld]
        ranks.extend({f.name for f in faces if f.role in (Role.NATURAL, Role.STOP)})
    repeated = [rank for rank in dict.fromkeys(ranks) if ranks.count(rank) > 1]
    if repeated:
        raise CardError(f"two melds of {repeated[0]}: a side has one meld per rank")
    if deck.stop_name in ranks and not went_out:
        raise CardError(f"a meld of {deck.stop_name}s is laid only by a side going out")
    canastas = score.breakdown["natural_canastas"] + score.breakdown["mixed_canastas"]
    if went_out and not canastas and not by_darkness:
        raise CardError("going out needs a canasta")
    if by_darkness and concealed and canastas < DARKNESS_EXIT_CANASTAS:
        raise CardError(f"the Darkness exit needs {number_word(DARKNESS_EXIT_CANASTAS)} canastas")
    return score


def _card_lists(deck: Deck, data: dict[str, Any], key: str, where: str) -> list[list[str]]:
    """``data[key]`` (melds, sequences): a list of lists of card names."""
    value = data.get(key, [])
    if not isinstance(value, list):
        raise CardError(f"{key} must be a list of lists of card names")
    return [_card_list(deck, cards, f"each of the {key}", where) for cards in value]


def score_json_line(line: str, variant: str = STANDARD) -> dict[str, Any]:
    """One input line to one output object (``{"error": ...}`` when it is wrong)."""
    if not is_text(line):
        return {"error": NOT_UTF8}
    try:
        # Stripped, so a line cut short is reported where it ends, not at "column 1"
        # of the line after its newline.
        data = json.loads(line.strip())
    except json.JSONDecodeError as error:
        return {"error": f"bad JSON: {error.msg} at column {error.colno}"}
    except RecursionError:
        return {"error": "bad JSON: nested too deeply"}
    except ValueError:
        # Python's int() refuses thousands of digits before any card is read.
        return {"error": "bad JSON: a number with too many digits"}
    if not isinstance(data, dict):
        return {"error": "each line must be a JSON object"}
    try:
        deck_name = data.get("deck", HECKADECK)
        if deck_name not in DECK_NAMES:
            raise CardError(f"unknown deck {deck_name!r}; choose heckadeck or classic")
        deck = samba_deck(deck_name) if variant == SAMBA else deck_named(deck_name)
        melds = _card_lists(deck, data, "melds", MELD)
        sequences = _card_lists(deck, data, "sequences", SEQUENCE)
        if sequences and variant != SAMBA:
            raise CardError("sequences are Samba's: score them with --variant samba")
        bonus = _card_list(deck, data.get("bonus", []), "bonus", BONUS)
        hands_raw = data.get("hands", [])
        if not isinstance(hands_raw, list):
            raise CardError("hands must be a list of lists of card names")
        hands = [_card_list(deck, h, "each hand", HAND) for h in hands_raw]
        flags = {}
        for key in ("went_out", "concealed", "by_darkness"):
            value = data.get(key, False)
            if not isinstance(value, bool):
                raise CardError(f"{key} must be true or false")
            flags[key] = value
        if variant == SAMBA:
            _check_counts(deck, [*(c for cards in [*melds, *sequences, *hands] for c in cards),
                                 *bonus])
            score = score_samba_table(deck, melds, sequences, bonus, hands, flags["went_out"])
        else:
            score = score_table(deck, melds, bonus, hands, **flags)
    except CardError as error:
        return {"error": str(error)}
    return {"total": score.total, "breakdown": score.breakdown}


# The prompted score pad --------------------------------------------------------------


class _EndOfInput(Exception):
    """The person closed the input (Ctrl-D): leave the pad quietly."""


def _ask(input_fn: InputFn, prompt: str) -> str:
    try:
        return input_fn(prompt).strip()
    except EOFError:
        raise _EndOfInput from None


def _ask_yes(input_fn: InputFn, prompt: str, default: bool = False) -> bool:
    hint = "[Y/n]" if default else "[y/N]"
    while True:
        answer = _ask(input_fn, f"{prompt} {hint} ").lower()
        if not answer:
            return default
        if answer in ("y", "yes", "n", "no"):
            return answer.startswith("y")


#: The highest target the pad takes: games are played to a few thousand points.
MAX_TARGET = 1_000_000


def _ask_target(input_fn: InputFn, print_fn: PrintFn, default: int = DEFAULT_TARGET) -> int:
    """The points to play to; only ASCII digits count (``"²".isdigit()`` is true)."""
    while True:
        text = _ask(input_fn, f"Play to [{default}]: ")
        if not text:
            return default
        if text.isascii() and text.isdigit() and len(text) <= len(str(MAX_TARGET)):
            target = int(text)
            if 0 < target <= MAX_TARGET:
                return target
        print_fn(f"  Please type a number of points from 1 to {MAX_TARGET:,} "
                 f"(or press Enter for {default}).")


def parse_cards(deck: Deck, text: str, where: str = MELD) -> list[str]:
    """Card names separated by spaces or commas; ``3*K`` stands for three Kings."""
    cards: list[str] = []
    for token in text.replace(",", " ").split():
        count = 1
        if "*" in token:
            times, _, token = token.partition("*")
            if not (times.isascii() and times.isdigit() and len(times) <= 2) or not (
                0 < int(times) <= 20
            ):
                raise CardError(f"write repeats as 3*K, not {times}*{token}")
            count = int(times)
        cards.extend([normalize_card(deck, token, where)] * count)
    return cards


def _ask_cards(
    input_fn: InputFn, print_fn: PrintFn, deck: Deck, prompt: str, where: str = MELD
) -> list[str]:
    while True:
        try:
            return parse_cards(deck, _ask(input_fn, prompt), where)
        except CardError as error:
            print_fn(f"  {error}. Try again.")


def _ask_groups(
    input_fn: InputFn, print_fn: PrintFn, deck: Deck, what: str, where: str
) -> list[list[str]]:
    """Melds or sequences, one per line, until an empty line."""
    groups: list[list[str]] = []
    while True:
        cards = _ask_cards(input_fn, print_fn, deck, f"  {what} {len(groups) + 1}: ", where)
        if not cards:
            return groups
        groups.append(cards)


def _ask_side(
    input_fn: InputFn, print_fn: PrintFn, deck: Deck, name: str, variant: str = STANDARD
) -> SideScore:
    while True:
        print_fn(f"\n{name}")
        print_fn("  Melds, one per line (e.g. 'K K K Joker' or '7*A'); empty line when done.")
        melds = _ask_groups(input_fn, print_fn, deck, "meld", MELD)
        sequences: list[list[str]] = []
        if variant == SAMBA:
            print_fn("  Sequences, one per line (e.g. '4 5 6 7' or 'Wheel=0 A 2'); "
                     "empty line when done.")
            sequences = _ask_groups(input_fn, print_fn, deck, "sequence", SEQUENCE)
        bonus = _ask_cards(input_fn, print_fn, deck, "  bonus cards laid out: ", BONUS)
        hands = [_ask_cards(input_fn, print_fn, deck, "  cards left in the hands: ", HAND)]
        went_out = _ask_yes(input_fn, "  did this side go out?")
        if variant == SAMBA:
            try:
                _check_counts(deck, [*(c for g in [*melds, *sequences, *hands] for c in g),
                                     *bonus])
                return score_samba_table(deck, melds, sequences, bonus, hands, went_out)
            except CardError as error:
                print_fn(f"  {error}. Let's enter {name} again.")
                continue
        concealed = went_out and _ask_yes(input_fn, "  concealed?")
        by_darkness = deck.name == HECKADECK and _ask_yes(input_fn, "  ended by the Darkness?")
        try:
            return score_table(deck, melds, bonus, hands, went_out, concealed, by_darkness)
        except CardError as error:
            print_fn(f"  {error}. Let's enter {name} again.")


def _sequences_part(breakdown: dict[str, int]) -> str:
    """Samba's sequences in a breakdown line (nothing for Canasta)."""
    if "sequences" not in breakdown:
        return ""
    return (f"sequences {breakdown['sequences']:+}, sambas {breakdown['samba_bonus']:+} "
            f"({breakdown['sambas']}), ")


def _print_breakdown(print_fn: PrintFn, name: str, score: SideScore) -> None:
    b = score.breakdown
    print_fn(f"  {name}: melded cards {b['melds']:+}, canastas {b['canasta_bonus']:+} "
             f"({b['natural_canastas']} natural, {b['mixed_canastas']} mixed), "
             f"{_sequences_part(b)}"
             f"going out {b['going_out']:+}, bonus cards {b['bonus_cards']:+}, "
             f"hands {b['hands']:+}  =  {score.total:+}")


def score_pad(input_fn: InputFn, print_fn: PrintFn, variant: str = STANDARD) -> int:
    """Prompt hand after hand, print each side's breakdown and the running totals
    (Samba sides, with their sequences, when ``variant`` is Samba)."""
    try:
        print_fn("Canasta score pad. Card names: "
                 "0 A 2..10 11 Beast J Q K Arrow Talisman Joker Watcher Omnihedron "
                 "Hunter Traveller Crone Darkness Wheel=<name> (Heckadeck); "
                 "A 2..10 J Q K Joker 3R 3B (Classic; a bare 3 is a red 3 among the "
                 "bonus cards, a black 3 in melds and hands).")
        while True:
            deck_name = _ask(input_fn, "Deck, heckadeck or classic [heckadeck]: ").lower()
            deck_name = deck_name or HECKADECK
            if deck_name in DECK_NAMES:
                break
            print_fn("  Please type heckadeck or classic.")
        deck = samba_deck(deck_name) if variant == SAMBA else deck_named(deck_name)
        while True:
            text = _ask(input_fn, "How many sides (2 or 3) [2]: ") or "2"
            if text in ("2", "3"):
                sides = int(text)
                break
            print_fn("  Please type 2 or 3.")
        default = SAMBA_TARGET if variant == SAMBA else DEFAULT_TARGET
        target = _ask_target(input_fn, print_fn, default)
        names = [f"Side {i + 1}" for i in range(sides)]
        totals = [0] * sides
        hand = 1
        while True:
            print_fn(f"\n=== Hand {hand} ===")
            for i, name in enumerate(names):
                print_fn(f"{name} needs {deck.minimum_meld(totals[i])} for a first meld.")
            scores = [_ask_side(input_fn, print_fn, deck, name, variant) for name in names]
            if sum(1 for score in scores if score.breakdown["going_out"]) > 1:
                print_fn("  Only one side can go out in a hand. Let's enter this hand again.")
                continue
            print_fn(f"\nHand {hand}:")
            for i, (name, score) in enumerate(zip(names, scores, strict=True)):
                totals[i] += score.total
                _print_breakdown(print_fn, name, score)
            print_fn("Totals: " + ", ".join(f"{n} {t}" for n, t in zip(names, totals, strict=True)))
            if max(totals) >= target:
                best = max(totals)
                winners = [n for n, t in zip(names, totals, strict=True) if t == best]
                print_fn(f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}"
                         f" with {best}!")
                return 0
            if not _ask_yes(input_fn, "Another hand?", default=True):
                return 0
            hand += 1
    except _EndOfInput:
        print_fn("")
        return 0
