"""State and actions to and from JSON-able dicts (saves, replays, the wire).

Frozen dataclasses become dicts of their fields, tuples become lists and enums their
values; reading back rebuilds the exact same values (the round trip is tested).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection
from typing import Any

from candy_arcade.rules.canasta import actions as act
from candy_arcade.rules.canasta.decks import DECK_NAMES
from candy_arcade.rules.canasta.reasons import Refusal
from candy_arcade.rules.canasta.roles import WHEEL_PREFIX
from candy_arcade.rules.canasta.sequences import Run, run_of
from candy_arcade.rules.canasta.settings import STANDARD, VARIANTS, Settings
from candy_arcade.rules.canasta.state import (
    HandResult,
    Meld,
    Phase,
    Pledge,
    Reveal,
    SideResult,
    State,
)
from candy_arcade.rules.canasta.talons import TALON_SIZES

JsonDict = dict[str, Any]
FORMAT_VERSION = 2
STANDARD_VERSION = 1
"""The version a standard table is written in: format 1 holds it whole."""
READABLE_VERSIONS = (STANDARD_VERSION, FORMAT_VERSION)
"""Version 1 saves came before the variants: no variant (plain Canasta), no talons,
no sequences."""

_ACTION_TYPES: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        act.DrawStock, act.TakePile, act.Meld, act.LayWheel, act.Discard, act.AskPartner,
        act.AnswerPartner, act.ChooseView, act.EndPlay, act.NextHand,
    )
}


def _ints(items: Any) -> tuple[int, ...]:
    return tuple(int(i) for i in items)


def _group_to_dict(group: act.MeldGroup) -> JsonDict:
    data: JsonDict = {"rank": group.rank, "cards": list(group.cards), "wheel_as": group.wheel_as}
    if group.new:
        data["new"] = True
    return data


def _group_from_dict(data: JsonDict) -> act.MeldGroup:
    return act.MeldGroup(
        str(data["rank"]), _ints(data["cards"]), data.get("wheel_as"), bool(data.get("new"))
    )


def _sequence_to_dict(group: act.SequenceGroup) -> JsonDict:
    return {"cards": list(group.cards), "wheel_as": group.wheel_as, "onto": group.onto}


def _sequence_from_dict(data: JsonDict) -> act.SequenceGroup:
    onto = data.get("onto")
    return act.SequenceGroup(
        _ints(data["cards"]), data.get("wheel_as"), None if onto is None else int(onto)
    )


def action_to_dict(action: act.Action) -> JsonDict:
    """``{"type": "Discard", "card": 12, ...}``."""
    data: JsonDict = {"type": type(action).__name__}
    if isinstance(action, act.TakePile):
        data["group"] = _group_to_dict(action.group)
        data["melds"] = [_group_to_dict(g) for g in action.melds]
        if action.sequences:
            data["sequences"] = [_sequence_to_dict(g) for g in action.sequences]
    elif isinstance(action, act.Meld):
        data["groups"] = [_group_to_dict(g) for g in action.groups]
        if action.sequences:
            data["sequences"] = [_sequence_to_dict(g) for g in action.sequences]
    elif isinstance(action, act.LayWheel):
        data["as_bonus"] = action.as_bonus
    elif isinstance(action, act.Discard):
        data["card"] = action.card
        data["wheel_as"] = action.wheel_as
    elif isinstance(action, act.AnswerPartner):
        data["yes"] = action.yes
    elif isinstance(action, act.ChooseView):
        data["viewer"] = action.viewer
        data["viewed"] = action.viewed
    return data


def action_from_dict(data: JsonDict) -> act.Action:
    """Raises KeyError or ValueError on a malformed dict."""
    kind = _ACTION_TYPES.get(str(data.get("type")))
    if kind is None:
        raise ValueError(f"unknown action type {data.get('type')!r}")
    if kind is act.TakePile:
        return act.TakePile(
            _group_from_dict(data["group"]),
            tuple(_group_from_dict(g) for g in data.get("melds", [])),
            tuple(_sequence_from_dict(g) for g in data.get("sequences", [])),
        )
    if kind is act.Meld:
        return act.Meld(
            tuple(_group_from_dict(g) for g in data["groups"]),
            tuple(_sequence_from_dict(g) for g in data.get("sequences", [])),
        )
    if kind is act.LayWheel:
        return act.LayWheel(str(data["as_bonus"]))
    if kind is act.Discard:
        return act.Discard(int(data["card"]), data.get("wheel_as"))
    if kind is act.AnswerPartner:
        return act.AnswerPartner(bool(data["yes"]))
    if kind is act.ChooseView:
        return act.ChooseView(int(data["viewer"]), int(data["viewed"]))
    built: act.Action = kind()
    return built


def _settings_to_dict(settings: Settings) -> JsonDict:
    return {
        "players": settings.players,
        "deck": settings.deck,
        "target": settings.target,
        "ask_partner": settings.ask_partner,
        "wheel": settings.wheel,
        **({"variant": settings.variant} if settings.variant != STANDARD else {}),
    }


def _side_result_to_dict(side: SideResult, samba: bool) -> JsonDict:
    return {
        **({"sequences": [list(s) for s in side.sequences]} if samba else {}),
        "players": list(side.players),
        "melds": [list(m) for m in side.melds],
        "bonus": list(side.bonus),
        "hands": [list(h) for h in side.hands],
        "went_out": side.went_out,
        "concealed": side.concealed,
        "by_darkness": side.by_darkness,
        "hand_score": side.hand_score,
        "total": side.total,
        "breakdown": dict(side.breakdown),
    }


def state_to_dict(state: State) -> JsonDict:
    """A JSON-able dict holding the whole state.

    A table of the standard variant is written exactly as format 1 wrote it (version 1,
    no variant keys): its :func:`state_hash` is then the one recorded before the
    variants existed, so a game record kept from an older version still plays back
    to its recorded end. Samba and Talons tables are format 2.
    """
    settings = state.settings
    result = None
    if state.result is not None:
        result = {
            "reason": state.result.reason,
            "sides": [_side_result_to_dict(s, settings.samba) for s in state.result.sides],
            "stock": state.result.stock,
            "discard": list(state.result.discard),
            "removed": list(state.result.removed),
            **({"talons": list(state.result.talons)} if settings.talons else {}),
        }
    return {
        "version": FORMAT_VERSION if settings.variant != STANDARD else STANDARD_VERSION,
        "settings": _settings_to_dict(state.settings),
        "seed": state.seed,
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "scores": list(state.scores),
        "stock": list(state.stock),
        "discard": list(state.discard),
        "hands": [list(h) for h in state.hands],
        "melds": [[{"rank": m.rank, "cards": list(m.cards)} for m in side] for side in state.melds],
        "bonus": [list(b) for b in state.bonus],
        "removed": list(state.removed),
        "wheel_as": state.wheel_as,
        "pile_frozen": state.pile_frozen,
        "phase": state.phase.value,
        "turn": state.turn,
        "to_act": state.to_act,
        "player_melded": list(state.player_melded),
        "turn_start_side_melded": state.turn_start_side_melded,
        "turn_start_player_melded": state.turn_start_player_melded,
        "took_pile": state.took_pile,
        "turn_melded": list(state.turn_melded),
        "asked": state.asked,
        "permission": state.permission,
        "pending_views": state.pending_views,
        "view_resume": state.view_resume.value,
        "reveals": [
            {"viewer": r.viewer, "viewed": r.viewed, "cards": list(r.cards)} for r in state.reveals
        ],
        "result": result,
        "winners": list(state.winners),
        "pledge": state.pledge.value if state.pledge is not None else None,
        **(_variant_fields(state) if settings.variant != STANDARD else {}),
    }


def _variant_fields(state: State) -> JsonDict:
    return {
        "sequences": [
            [{"key": run.key, "cards": list(run.cards)} for run in side] for side in state.sequences
        ],
        "talons": [list(t) for t in state.talons],
        "melded_sides": list(state.melded_sides),
        "talon_due": state.talon_due,
        "talon_takers": list(state.talon_takers),
    }


class StateDataError(ValueError):
    """The data is not a state this game could have written; the message says what."""


NUMBER_LIMIT = 10**9
"""No count or score of a real game comes near this: a larger number is damage."""
SEED_LIMIT = 2**64
ITEM_LIMIT = 1000
"""No list in a state is longer than a deck (161 cards)."""
TEXT_LIMIT = 200


def checked_int(value: Any, what: str, low: int = -NUMBER_LIMIT, high: int = NUMBER_LIMIT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise StateDataError(f"{what} must be a whole number from {low} to {high}")
    return value


def checked_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise StateDataError(f"{what} must be true or false")
    return value


def checked_text(value: Any, what: str, choices: Collection[str] | None = None) -> str:
    if not isinstance(value, str) or len(value) > TEXT_LIMIT:
        raise StateDataError(f"{what} must be a short text")
    if choices is not None and value not in choices:
        raise StateDataError(f"{what} {value!r} is not one this game knows")
    return value


def checked_list(value: Any, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or len(value) > ITEM_LIMIT:
        raise StateDataError(f"{what} must be a list")
    if length is not None and len(value) != length:
        raise StateDataError(f"{what} must have {length} entries, not {len(value)}")
    return value


def checked_dict(value: Any, what: str, keys: Collection[str]) -> JsonDict:
    if not isinstance(value, dict):
        raise StateDataError(f"{what} must be a table of values")
    missing = sorted(set(keys) - set(value))
    if missing:
        raise StateDataError(f"{what} lacks {missing[0]!r}")
    return value


def _numbers(
    value: Any, what: str, low: int, high: int, length: int | None = None
) -> tuple[int, ...]:
    return tuple(checked_int(item, what, low, high) for item in checked_list(value, what, length))


def _texts(value: Any, what: str, choices: Collection[str]) -> tuple[str, ...]:
    return tuple(checked_text(item, what, choices) for item in checked_list(value, what))


def _phase(value: Any, what: str) -> Phase:
    return Phase(checked_text(value, what, [p.value for p in Phase]))


_SETTINGS_KEYS = ("players", "deck", "target", "ask_partner", "wheel")
_SIDE_RESULT_KEYS = (
    "players",
    "melds",
    "bonus",
    "hands",
    "went_out",
    "concealed",
    "by_darkness",
    "hand_score",
    "total",
    "breakdown",
)
_STATE_KEYS = (
    "settings",
    "seed",
    "hand_number",
    "dealer",
    "scores",
    "stock",
    "discard",
    "hands",
    "melds",
    "bonus",
    "removed",
    "wheel_as",
    "pile_frozen",
    "phase",
    "turn",
    "to_act",
    "player_melded",
    "turn_start_side_melded",
    "turn_start_player_melded",
    "took_pile",
    "turn_melded",
    "asked",
    "permission",
    "pending_views",
    "view_resume",
    "reveals",
    "result",
    "winners",
)


def _settings_from_dict(value: Any) -> Settings:
    data = checked_dict(value, "the table settings", _SETTINGS_KEYS)
    return Settings(
        players=checked_int(data["players"], "the number of players", 2, 4),
        deck=checked_text(data["deck"], "the deck", DECK_NAMES),
        target=checked_int(data["target"], "the target", 1),
        ask_partner=checked_bool(data["ask_partner"], "ask_partner"),
        wheel=checked_bool(data["wheel"], "wheel"),
        variant=checked_text(data.get("variant", STANDARD), "the variant", VARIANTS),
    )


def _side_result_from_dict(value: Any, settings: Settings, labels: Collection[str]) -> SideResult:
    data = checked_dict(value, "a side's result", _SIDE_RESULT_KEYS)
    breakdown = checked_dict(data["breakdown"], "a side's score breakdown", ())
    return SideResult(
        sequences=tuple(
            _texts(s, "a result sequence", labels)
            for s in checked_list(data.get("sequences", []), "sequences")
        ),
        players=_numbers(data["players"], "a side's players", 0, settings.players - 1),
        melds=tuple(
            _texts(m, "a result meld", labels) for m in checked_list(data["melds"], "melds")
        ),
        bonus=_texts(data["bonus"], "a result bonus card", labels),
        hands=tuple(
            _texts(h, "a result hand", labels) for h in checked_list(data["hands"], "hands")
        ),
        went_out=checked_bool(data["went_out"], "went_out"),
        concealed=checked_bool(data["concealed"], "concealed"),
        by_darkness=checked_bool(data["by_darkness"], "by_darkness"),
        hand_score=checked_int(data["hand_score"], "a hand score"),
        total=checked_int(data["total"], "a total"),
        breakdown=tuple(
            (checked_text(k, "a breakdown entry"), checked_int(v, "a breakdown score"))
            for k, v in breakdown.items()
        ),
    )


def _result_from_dict(value: Any, settings: Settings) -> HandResult | None:
    if value is None:
        return None
    data = checked_dict(
        value, "the hand's result", ("reason", "sides", "stock", "discard", "removed")
    )
    deck = settings.the_deck
    labels = {*deck.faces, *(f"{WHEEL_PREFIX}{name}" for name in deck.wheel_names())}
    return HandResult(
        reason=checked_text(data["reason"], "the hand's end"),
        sides=tuple(
            _side_result_from_dict(side, settings, labels)
            for side in checked_list(data["sides"], "the sides' results", settings.sides)
        ),
        stock=checked_int(data["stock"], "the stock left", 0, len(deck)),
        discard=_texts(data["discard"], "a result discard", labels),
        removed=_texts(data["removed"], "a result removed card", labels),
        talons=_texts(data.get("talons", []), "a result talon card", labels),
    )


def state_from_dict(data: JsonDict) -> State:
    """Rebuild a State, checking every value's type and range and every list's length
    against the table; raises :class:`StateDataError` (a ValueError) saying what is
    wrong, so a damaged save is refused here rather than crashing a turn later."""
    data = checked_dict(data, "the state", ("version", *_STATE_KEYS))
    if data["version"] not in READABLE_VERSIONS:
        raise StateDataError(f"unsupported state version {data['version']!r}")
    settings = _settings_from_dict(data["settings"])
    players, sides, deck = settings.players, settings.sides, settings.the_deck
    last_card = len(deck) - 1
    seat = players - 1

    def cards(value: Any, what: str) -> tuple[int, ...]:
        return _numbers(value, what, 0, last_card)

    def optional_bool(value: Any, what: str) -> bool | None:
        return None if value is None else checked_bool(value, what)

    wheel_as = data["wheel_as"]
    pledge = data.get("pledge")
    talon_due = data.get("talon_due")
    talon_count = len(TALON_SIZES) if settings.talons else 0
    return State(
        settings=settings,
        seed=checked_int(data["seed"], "the seed", -SEED_LIMIT, SEED_LIMIT),
        hand_number=checked_int(data["hand_number"], "the hand number", 0),
        dealer=checked_int(data["dealer"], "the dealer", 0, seat),
        scores=_numbers(data["scores"], "the scores", -NUMBER_LIMIT, NUMBER_LIMIT, sides),
        stock=cards(data["stock"], "the stock"),
        discard=cards(data["discard"], "the pile"),
        hands=tuple(cards(h, "a hand") for h in checked_list(data["hands"], "the hands", players)),
        melds=tuple(
            tuple(
                Meld(
                    checked_text(m["rank"], "a meld's rank", deck.faces),
                    cards(m["cards"], "a meld"),
                )
                for m in (
                    checked_dict(m, "a meld", ("rank", "cards"))
                    for m in checked_list(side, "melds")
                )
            )
            for side in checked_list(data["melds"], "the melds", sides)
        ),
        bonus=tuple(
            cards(b, "bonus cards") for b in checked_list(data["bonus"], "the bonus", sides)
        ),
        removed=cards(data["removed"], "the removed cards"),
        wheel_as=None
        if wheel_as is None
        else checked_text(wheel_as, "the Wheel", deck.wheel_names()),
        pile_frozen=checked_bool(data["pile_frozen"], "pile_frozen"),
        phase=_phase(data["phase"], "the phase"),
        turn=checked_int(data["turn"], "whose turn it is", 0, seat),
        to_act=None if data["to_act"] is None else checked_int(data["to_act"], "who acts", 0, seat),
        player_melded=tuple(
            checked_bool(b, "player_melded")
            for b in checked_list(data["player_melded"], "melded", players)
        ),
        turn_start_side_melded=checked_bool(
            data["turn_start_side_melded"], "turn_start_side_melded"
        ),
        turn_start_player_melded=checked_bool(
            data["turn_start_player_melded"], "turn_start_player_melded"
        ),
        took_pile=checked_bool(data["took_pile"], "took_pile"),
        turn_melded=cards(data["turn_melded"], "the cards melded this turn"),
        asked=checked_bool(data["asked"], "asked"),
        permission=optional_bool(data["permission"], "permission"),
        pending_views=checked_int(data["pending_views"], "the views pending", 0, len(deck)),
        view_resume=_phase(data["view_resume"], "the phase after the views"),
        reveals=tuple(
            Reveal(
                checked_int(r["viewer"], "a viewer", 0, seat),
                checked_int(r["viewed"], "a viewed player", 0, seat),
                cards(r["cards"], "revealed cards"),
            )
            for r in (
                checked_dict(r, "a reveal", ("viewer", "viewed", "cards"))
                for r in checked_list(data["reveals"], "the reveals")
            )
        ),
        result=_result_from_dict(data["result"], settings),
        winners=_numbers(data["winners"], "the winners", 0, sides - 1),
        pledge=None
        if pledge is None
        else Pledge(checked_text(pledge, "the pledge", [p.value for p in Pledge])),
        sequences=_sequences_from_dict(data.get("sequences"), settings, wheel_as),
        talons=tuple(
            cards(t, "a talon")
            for t in checked_list(data.get("talons", []), "the talons", talon_count)
        ),
        melded_sides=_numbers(data.get("melded_sides", []), "the sides melded", 0, sides - 1),
        talon_due=None
        if talon_due is None
        else checked_int(talon_due, "the talon due", 0, len(TALON_SIZES) - 1),
        talon_takers=tuple(
            None if taker is None else checked_int(taker, "a talon's taker", 0, seat)
            for taker in checked_list(
                data.get("talon_takers", [None] * talon_count), "the talon takers", talon_count
            )
        ),
    )


def _sequences_from_dict(
    value: Any, settings: Settings, wheel_as: Any
) -> tuple[tuple[Run, ...], ...]:
    """Each side's sequences, rebuilt by :func:`sequences.run_of` from their cards (a
    save whose sequence is none, or whose colour is not the one written, is refused);
    none for a table without Samba, and for a version 1 save."""
    sides = settings.sides
    if value is None:
        return ((),) * sides
    deck = settings.the_deck
    named = wheel_as if isinstance(wheel_as, str) else None
    rebuilt: list[tuple[Run, ...]] = []
    for side in checked_list(value, "the sequences", sides):
        runs: list[Run] = []
        for item in checked_list(side, "a side's sequences"):
            data = checked_dict(item, "a sequence", ("key", "cards"))
            cards = _numbers(data["cards"], "a sequence", 0, len(deck) - 1)
            run = run_of(deck, cards, named)
            if isinstance(run, Refusal) or not settings.samba:
                raise StateDataError(f"a sequence {list(cards)} that is none at this table")
            if run.cards != cards or run.key != checked_text(data["key"], "a sequence's colour"):
                raise StateDataError(f"a sequence {list(cards)} out of order or of another colour")
            runs.append(run)
        rebuilt.append(tuple(runs))
    return tuple(rebuilt)


def state_hash(state: State) -> str:
    """A stable digest of the whole state, for determinism checks and replays."""
    text = json.dumps(state_to_dict(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
