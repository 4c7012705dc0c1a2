"""I Want Candy!'s refusals: every reason code words a sentence, numbers from the rules."""

from __future__ import annotations

import string

from candy_arcade.core.refusal import Refusal, number_word
from candy_arcade.render.candy_feedback import bubbles_for
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.settings import CandySettings


def test_every_reason_names_its_gaps_and_words_a_sentence() -> None:
    for reason in CandyReason:
        gaps = {name for _, name, _, _ in string.Formatter().parse(reason.value) if name}
        text = Refusal.of(reason, **{gap: "X" for gap in gaps}).text()
        assert text and "{" not in text


def test_the_stash_limit_a_refusal_says_is_the_rule_number() -> None:
    limit = number_word(CandySettings().stash_limit)
    assert Refusal.of(CandyReason.STASH_FULL, limit=limit).text() == (
        "your stash is full: six cards at most"
    )


def test_a_refusal_bubble_shows_the_refusal_worded() -> None:
    refusal = Refusal.of(CandyReason.HAND_FULL)
    event = TableEvent(EventKind.REFUSED, 0, (1,), refusal=refusal)
    (bubble,) = bubbles_for(event, ["a", "b"])
    assert bubble.player == 1 and bubble.message == refusal.text()
