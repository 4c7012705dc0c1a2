"""``candy-arcade score``: score I Want Candy! stashes typed on the command line or piped in.

The command lets a person check a score by hand and lets other programs (tests,
bots, spreadsheets) score many stashes through a pipe, one JSON object per line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from typing import TextIO

from candy_arcade.commands.errors import UsageError
from candy_arcade.commands.input_lines import NOT_UTF8, is_text, stream_lines
from candy_arcade.rules.candy.claims import UNUSED_CARD_NAME, UNUSED_CARD_POINTS
from candy_arcade.rules.candy.scoring import StashScore, score_stash
from candy_arcade.rules.cards import Card, CardParseError, card_code, parse_card

STDIN = "-"

_DESCRIPTION = """\
Score one I Want Candy! stash given as card codes, e.g.

  candy-arcade score JD QS QH QC QD

or many stashes read from standard input, one stash per line (an empty line is an
empty stash):

  printf 'JD QS QH QC QD\\n\\n' | candy-arcade score --json -

A card is a rank (A, 2-10, T for 10, J, Q, K) then a suit (S, H, D, C), in any case.
"""

_EPILOG = f"""\
With --json each stash becomes one line:
  {{"cards": [...], "total": int,
   "claims": [{{"name": str, "cards": [...], "points": int}}, ...],
   "conditions": [{{"name": str, "points": int}}, ...]}}
Claims are listed in the order they were taken. Each card used by no claim follows
as a claim named "{UNUSED_CARD_NAME}" holding that one card, worth {UNUSED_CARD_POINTS},
so the points of all claims and conditions add up to the total.

A malformed or repeated card is an error naming the token (exit status 2). When
reading standard input, that stash's line is an error instead ({{"error": "..."}}
with --json) and the other stashes are still scored (exit status 0).
"""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``score`` subcommand."""
    parser = subparsers.add_parser(
        "score",
        help="score an I Want Candy! stash and explain the score",
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "cards",
        nargs="*",
        metavar="CARD",
        help="the cards of one stash; '-' alone reads one stash per line from standard input",
    )
    parser.add_argument(
        "--json", action="store_true", help="write one JSON object per stash instead of text"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Score the stash in ``args.cards``, or every stash on standard input."""
    tokens = [token for argument in args.cards for token in argument.split()]
    if tokens == [STDIN]:
        _score_lines(stream_lines(sys.stdin), sys.stdout, as_json=args.json)
        return 0
    if STDIN in tokens:
        raise UsageError("'-' (read stashes from standard input) cannot be mixed with cards")
    try:
        score = score_stash(parse_stash(tokens))
    except CardParseError as error:
        raise UsageError(str(error)) from None
    sys.stdout.write(_as_json(score) if args.json else _as_text(score))
    return 0


def parse_stash(tokens: Sequence[str]) -> tuple[Card, ...]:
    """The cards named by ``tokens``.

    Raises:
        CardParseError: a token is not a card, or names a card already given; the
            message quotes the token as typed.
    """
    cards: list[Card] = []
    seen: set[Card] = set()
    for token in tokens:
        card = parse_card(token)
        if card in seen:
            raise CardParseError(f"card {token!r} appears twice in the stash")
        seen.add(card)
        cards.append(card)
    return tuple(cards)


def _score_lines(lines: Iterable[str], out: TextIO, *, as_json: bool) -> None:
    """Score one stash per line; a bad line gives an error line and the rest go on.

    Output is flushed per stash so another program can drive the command line by line.
    """
    for line in lines:
        try:
            if not is_text(line):
                raise CardParseError(NOT_UTF8)
            score = score_stash(parse_stash(line.split()))
        except CardParseError as error:
            out.write(
                json.dumps({"error": str(error)}) + "\n" if as_json else f"error: {error}\n\n"
            )
        else:
            out.write(_as_json(score) if as_json else _as_text(score) + "\n")
        out.flush()


def _codes(cards: Iterable[Card]) -> list[str]:
    return [card_code(card) for card in cards]


def _as_json(score: StashScore) -> str:
    """One line of JSON; unused cards appear as −5 claims so everything sums to the total."""
    claims = [
        {"name": claim.name, "cards": _codes(claim.cards), "points": claim.points}
        for claim in score.claims
    ] + [
        {"name": UNUSED_CARD_NAME, "cards": [card_code(card)], "points": UNUSED_CARD_POINTS}
        for card in score.unused_cards
    ]
    record = {
        "cards": _codes(score.cards),
        "total": score.total,
        "claims": claims,
        "conditions": [
            {"name": condition.name, "points": condition.points} for condition in score.conditions
        ],
    }
    return json.dumps(record) + "\n"


def _as_text(score: StashScore) -> str:
    """The stash, one line per claim, unused card and condition, then the total."""
    rows: list[tuple[int, str, str]] = [
        (claim.points, claim.name, " ".join(_codes(claim.cards))) for claim in score.claims
    ]
    rows += [(UNUSED_CARD_POINTS, UNUSED_CARD_NAME, card_code(card)) for card in score.unused_cards]
    rows += [(condition.points, condition.name, "") for condition in score.conditions]
    name_width = max((len(name) for _, name, _ in rows), default=0)
    lines = [f"Stash: {' '.join(_codes(score.cards)) or '(empty)'}"]
    lines += [
        f"  {points:+5d}  {name:<{name_width}}  {cards}".rstrip() for points, name, cards in rows
    ]
    lines.append(f"Total: {score.total}")
    return "\n".join(lines) + "\n"
