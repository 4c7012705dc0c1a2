"""State and actions to and from JSON-able dicts (saves, replays, the wire).

Frozen dataclasses become dicts of their fields, tuples become lists and enums their
values; reading back rebuilds the exact same values (the round trip is tested).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from candy_arcade.rules.canasta import actions as act
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import (
    HandResult,
    Meld,
    Phase,
    Pledge,
    Reveal,
    SideResult,
    State,
)

JsonDict = dict[str, Any]
FORMAT_VERSION = 1

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
    return {"rank": group.rank, "cards": list(group.cards), "wheel_as": group.wheel_as}


def _group_from_dict(data: JsonDict) -> act.MeldGroup:
    return act.MeldGroup(str(data["rank"]), _ints(data["cards"]), data.get("wheel_as"))


def action_to_dict(action: act.Action) -> JsonDict:
    """``{"type": "Discard", "card": 12, ...}``."""
    data: JsonDict = {"type": type(action).__name__}
    if isinstance(action, act.TakePile):
        data["group"] = _group_to_dict(action.group)
        data["melds"] = [_group_to_dict(g) for g in action.melds]
    elif isinstance(action, act.Meld):
        data["groups"] = [_group_to_dict(g) for g in action.groups]
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
        )
    if kind is act.Meld:
        return act.Meld(tuple(_group_from_dict(g) for g in data["groups"]))
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
    }


def _side_result_to_dict(side: SideResult) -> JsonDict:
    return {
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


def _side_result_from_dict(data: JsonDict) -> SideResult:
    return SideResult(
        players=_ints(data["players"]),
        melds=tuple(tuple(m) for m in data["melds"]),
        bonus=tuple(data["bonus"]),
        hands=tuple(tuple(h) for h in data["hands"]),
        went_out=bool(data["went_out"]),
        concealed=bool(data["concealed"]),
        by_darkness=bool(data["by_darkness"]),
        hand_score=int(data["hand_score"]),
        total=int(data["total"]),
        breakdown=tuple((str(k), int(v)) for k, v in data["breakdown"].items()),
    )


def state_to_dict(state: State) -> JsonDict:
    """A JSON-able dict holding the whole state."""
    result = None
    if state.result is not None:
        result = {
            "reason": state.result.reason,
            "sides": [_side_result_to_dict(s) for s in state.result.sides],
            "stock": state.result.stock,
            "discard": list(state.result.discard),
            "removed": list(state.result.removed),
        }
    return {
        "version": FORMAT_VERSION,
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
    }


def state_from_dict(data: JsonDict) -> State:
    """Rebuild a State. Raises KeyError or ValueError on a malformed dict."""
    if data.get("version") != FORMAT_VERSION:
        raise ValueError(f"unsupported state version {data.get('version')!r}")
    result = None
    if data["result"] is not None:
        raw = data["result"]
        result = HandResult(
            reason=str(raw["reason"]),
            sides=tuple(_side_result_from_dict(s) for s in raw["sides"]),
            stock=int(raw["stock"]),
            discard=tuple(raw["discard"]),
            removed=tuple(raw["removed"]),
        )
    return State(
        settings=Settings(**data["settings"]),
        seed=int(data["seed"]),
        hand_number=int(data["hand_number"]),
        dealer=int(data["dealer"]),
        scores=_ints(data["scores"]),
        stock=_ints(data["stock"]),
        discard=_ints(data["discard"]),
        hands=tuple(_ints(h) for h in data["hands"]),
        melds=tuple(
            tuple(Meld(str(m["rank"]), _ints(m["cards"])) for m in side) for side in data["melds"]
        ),
        bonus=tuple(_ints(b) for b in data["bonus"]),
        removed=_ints(data["removed"]),
        wheel_as=data["wheel_as"],
        pile_frozen=bool(data["pile_frozen"]),
        phase=Phase(data["phase"]),
        turn=int(data["turn"]),
        to_act=data["to_act"],
        player_melded=tuple(bool(b) for b in data["player_melded"]),
        turn_start_side_melded=bool(data["turn_start_side_melded"]),
        turn_start_player_melded=bool(data["turn_start_player_melded"]),
        took_pile=bool(data["took_pile"]),
        turn_melded=_ints(data["turn_melded"]),
        asked=bool(data["asked"]),
        permission=data["permission"],
        pending_views=int(data["pending_views"]),
        view_resume=Phase(data["view_resume"]),
        reveals=tuple(
            Reveal(int(r["viewer"]), int(r["viewed"]), _ints(r["cards"])) for r in data["reveals"]
        ),
        result=result,
        winners=_ints(data["winners"]),
        pledge=Pledge(data["pledge"]) if data.get("pledge") is not None else None,
    )


def state_hash(state: State) -> str:
    """A stable digest of the whole state, for determinism checks and replays."""
    text = json.dumps(state_to_dict(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
