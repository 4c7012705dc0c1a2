"""Why I Want Candy! refuses an action: one reason code per rule, worded once.

Every refusal the round gives is a :class:`~candy_arcade.core.refusal.Refusal` of a
:class:`CandyReason`; its sentence has gaps for the rule's own numbers and names (the
stash limit, the token's title, the rhythm), filled from the round's settings, so
what a player reads always says what the rule does. Tests compare these codes.
"""

from __future__ import annotations

from candy_arcade.core.refusal import Reason

__all__ = ["CandyReason"]


class CandyReason(Reason):
    """A refused action of I Want Candy!; the value is the sentence a player reads."""

    # ------------------------------------------------------------ hands and cards
    HAND_FULL = "one card at a time: your hand is full"
    NO_CARD_UNDER_PALM = "no card under your palm"
    NOTHING_TO_DROP = "nothing in your hand to drop"
    STASH_FULL = "your stash is full: {limit} cards at most"
    OTHERS_STASH = "that is another player's stash"
    HANDS_OFF_STASH = "hands off: that is another player's stash"
    TOUCH_FROZEN = "palms down after a touch"
    SEARCH_ENDED = "palms down: you ended your search for this round"
    TOKEN_HOLDER = "you hold the {token}: you may not touch any card"
    # ------------------------------------------------------------ Wall Street
    NO_SECOND_HAND = "no second hand: that is Wall Street, Laissez Faire"
    ONE_HAND_ONLY = "one hand only: switching is Wall Street, Restricted"
    BOTH_HANDS_ACTIVE = "both hands are already active (Laissez Faire)"
    # ------------------------------------------------------------ I Will Rock You
    NO_RHYTHM = "no rhythm to play without I Will Rock You"
    RHYTHM_NEEDS_EMPTY_HAND = "the rhythm needs an empty hand"
    OUT_OF_RHYTHM = "out of rhythm: {rhythm}"
    STEAL_ALREADY_ARMED = "your steal is already armed: grab a card from another stash"
    RHYTHM_FIRST = "hands off: do the rhythm first to steal"
    STASH_PROTECTED = "palms down: that stash cannot be stolen from"
    NOTHING_TO_STEAL = "nothing to steal: that stash is empty"
    NO_PALMS_DOWN = "palms down is played with I Will Rock You or the Snitch"
    ALREADY_PALMS_DOWN = "you are already palms down"
    # ------------------------------------------------------------ Blocker, Snitch
    NO_TOKENS = "no Blocker or Snitch in play"
    NO_TOKEN_HELD = "you hold no token to pass"
    NO_HAND_IN_REACH = "no hand within reach to pass the {token} to"
    TOKEN_CANNOT_GO_BACK = "the {token} cannot go back to the player who passed it"
    SNITCH_TO_PALMS_DOWN = "a palms-down player cannot receive the Snitch"
    SNITCH_NEEDS_EMPTY_HAND = "empty your hand: the Snitch brings you a card"
    # ------------------------------------------------------------ Roshambo
    NO_CHALLENGES = "no challenges without Roshambo"
    NOTHING_TO_CHALLENGE = "nothing to challenge: no card was grabbed from under you"
    IN_DUEL = "finish your rock, paper, scissors first"
    THEY_ARE_DUELLING = "they are already playing rock, paper, scissors"
    CHALLENGE_NEEDS_EMPTY_HAND = "empty your hand to challenge"
    CARD_GONE = "too late: that card is gone"
    CARD_STAYS_IN_DUEL = "the card stays in your hand while you duel for it"
    NO_DUELS = "no duels without Roshambo"
    NO_DUEL_NOW = "no rock, paper, scissors to play now"
    UNKNOWN_PICK = "pick {choices}"
    ALREADY_PICKED = "you have already picked"
    # ------------------------------------------------------------ Swappities
    NO_TRADING = "no trading without Swappities"
    TRADING_AFTER_ALARM = "trading comes after the alarm"
    CARDS_STAY_IN_STASHES = "trading time: the cards stay in the stashes"
    ALREADY_DONE = "you already pressed done"
    DONE_NO_OFFERS = "you pressed done: no more offers"
    OFFER_OWN_CARD = "offer a card from your own stash"
    OFFER_TO_ANOTHER = "offer your card to another player"
    AWAIT_ANSWER = "wait for an answer to your offer first"
    RECEIVER_DONE = "that player is done trading"
    RECEIVER_STASH_EMPTY = "their stash is empty: nothing to give back"
    RECEIVER_BUSY = "that player is considering another offer"
    NO_OFFER_TO_ACCEPT = "no offer to accept"
    GIVE_BACK_OWN_CARD = "give back a card from your own stash"
    NO_OFFER_TO_DECLINE = "no offer to decline"
