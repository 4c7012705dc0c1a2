"""The menu of legal actions is legal by construction, and the engine trusts it.

``legal_actions`` judges the melds it builds by counting (``quick_meld``) rather than
by ``check_turn``, and ``apply`` does not check an action taken from that very list.
These tests hold both to the checked path over random playouts: every listed action
passes ``check``; the menu is exactly the canonical candidates that ``check_turn``
accepts, in order; and a listed action applies exactly as an equal action built
elsewhere (which ``apply`` checks); plain Canasta and Talons tables alike. Hashes of
seeded games, computed on the engine before it was made faster (commit 38a357b), pin
that it still plays the same games (Heckadeck's random play re-pinned once the Wheel
could be discarded as a 0: the menu lists one more discard while the Wheel is held).
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
from collections.abc import Iterator

import pytest

from candy_arcade.bots.canasta.base import play_game
from candy_arcade.bots.canasta.factory import make_bots
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import (
    Action,
    AskPartner,
    Discard,
    DrawStock,
    EndPlay,
    Game,
    IllegalAction,
    LayWheel,
    Meld,
    Phase,
    Settings,
    State,
    apply,
    check,
    legal_actions,
)
from candy_arcade.rules.canasta.enumerate import (
    discard_options,
    going_out_options,
    meld_everything,
    take_options,
    turn_actions,
)
from candy_arcade.rules.canasta.legal import check_turn
from candy_arcade.rules.canasta.meld_shapes import group_options, hand_parts, opening_combos
from candy_arcade.rules.canasta.roles import BONUS_NAMES
from candy_arcade.rules.canasta.turn import TurnInfo, turn_info

CONFIGS = [
    Settings(players=p, deck=d, wheel=w, ask_partner=a)
    for p in (2, 3, 4)
    for d, w in (("heckadeck", True), ("classic", True), ("heckadeck", False))
    for a in ((False, True) if p == 4 else (False,))
] + [
    Settings(players=p, deck=d, variant="talons")
    for p in (2, 3, 4)
    for d in ("heckadeck", "classic")
]
SAMBA_CONFIGS = [
    Settings(players=p, deck=d, variant="samba")
    for p in (2, 3, 4)
    for d in ("heckadeck", "classic")
]
"""Samba's menu comes from :mod:`samba_menu`, every candidate judged by the checks:
held to passing ``check`` and to applying as the same action checked."""
HANDS_PER_CONFIG = 3
TURN_PHASES = (Phase.DRAW, Phase.MELD, Phase.LAST_MELD)


def _config_id(settings: Settings) -> str:
    return f"{settings.variant}-{settings.deck}-{settings.players}-{settings.wheel}"


def playout_states(settings: Settings, hands: int) -> Iterator[State]:
    """Every state of ``hands`` random first hands (the last one of each too)."""
    for seed in range(hands):
        state = Game(settings).new_initial_state(seed)
        chooser = Rng(seed).fork("menu")
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            yield state
            state, _ = apply(state, chooser.choice(legal_actions(state)))
        yield state


def candidates(info: TurnInfo) -> list[Action]:
    """The canonical candidates, made without the menu's judging, in the menu's order."""
    if info.phase is Phase.DRAW:
        return [DrawStock(), *take_options(info), EndPlay()]
    parts = hand_parts(info)
    found: list[Action] = []
    if info.side_melded:
        on_table = {m.rank for m in info.side_melds}
        for rank in info.deck.natural_ranks:
            naturals = parts.naturals.get(rank, [])
            if rank not in on_table and len(naturals) < 2:
                continue
            groups = group_options(
                info, rank, naturals, parts.wilds, parts.wheel, rank in on_table
            )
            found.extend(Meld((group,)) for group in groups)
    else:
        found.extend(Meld(combo) for combo in opening_combos(info, parts, info.minimum))
    everything = meld_everything(info, parts)
    if everything is not None:
        found.append(everything)
    found.extend(going_out_options(info, parts))
    if info.deck.wheel_id in info.hand:
        found.extend(LayWheel(name) for name in BONUS_NAMES)
    found.append(AskPartner())
    found.extend(discard_options(info) if info.phase is Phase.MELD else [EndPlay()])
    return found


def checked_menu(info: TurnInfo) -> list[Action]:
    """The candidates ``check_turn`` accepts, each once: what the menu must list."""
    menu: list[Action] = []
    for action in candidates(info):
        if action not in menu and check_turn(info, action) is None:
            menu.append(action)
    return menu


@pytest.mark.parametrize("settings", CONFIGS + SAMBA_CONFIGS, ids=_config_id)
def test_every_listed_action_passes_check(settings: Settings) -> None:
    for state in playout_states(settings, HANDS_PER_CONFIG):
        for action in legal_actions(state):
            assert check(state, action) is None, f"{action} listed but refused"


@pytest.mark.parametrize("settings", CONFIGS, ids=_config_id)
def test_menu_is_exactly_the_candidates_check_turn_accepts(settings: Settings) -> None:
    for state in playout_states(settings, HANDS_PER_CONFIG):
        if state.phase in TURN_PHASES:
            info = turn_info(state)
            assert legal_actions(state) == turn_actions(info) == checked_menu(info)


@pytest.mark.parametrize("settings", CONFIGS + SAMBA_CONFIGS, ids=_config_id)
def test_a_listed_action_applies_like_the_same_action_checked(settings: Settings) -> None:
    for state in playout_states(settings, HANDS_PER_CONFIG):
        for action in legal_actions(state):
            trusted = apply(state, action)
            unlisted = dataclasses.replace(state)  # a fresh state: nothing listed yet
            checked = apply(unlisted, copy.deepcopy(action))
            assert trusted == checked


def test_an_action_not_on_the_list_is_still_checked() -> None:
    state = Game(Settings(players=4, deck="classic")).new_initial_state(5)
    state, _ = apply(state, legal_actions(state)[0])  # draw
    assert state.phase is Phase.MELD
    legal_actions(state)
    foreign = next(c for c in range(len(state.deck)) if c not in state.hands[state.turn])
    with pytest.raises(IllegalAction):
        apply(state, Discard(foreign))


def _digest(actions: list[Action]) -> str:
    """The digest of the actions' reprs without the Samba fields at their defaults
    (``new=False``, ``sequences=()``): the pinned digests were taken before those fields
    existed, and a table without Samba never sets them."""
    text = "\n".join(repr(a) for a in actions)
    return hashlib.sha256(
        text.replace(", new=False", "").replace(", sequences=()", "").encode()
    ).hexdigest()


@pytest.mark.parametrize(
    ("deck", "players", "seed", "count", "digest"),
    [
        ("heckadeck", 4, 7, 160,
         "6d8ce12ac68ce882637faf0005b6faec26347fe79012a36be456979250560d74"),
        ("classic", 3, 11, 237,
         "fe899d44954a271d46c68d75972189caee611a87d1586a965095aa23619a4869"),
    ],
)
def test_seeded_normal_bot_games_play_as_before_the_faster_engine(
    deck: str, players: int, seed: int, count: int, digest: str
) -> None:
    taken: list[Action] = []
    settings = Settings(players=players, deck=deck)
    bots = make_bots("normal", players, seed)
    for _ in play_game(settings, seed, bots, 2, lambda _state, action: taken.append(action)):
        pass
    assert (len(taken), _digest(taken)) == (count, digest)


@pytest.mark.parametrize(
    ("deck", "count", "digest"),
    [
        ("classic", 590, "8bf1541b04a6cec7235e847908b3ed49b04eaf16bdcda168a1bb887536083285"),
        ("heckadeck", 327, "d50040a4efd4592c9ff8238b914d534227c22b369b663fd065f816b6fd4b79bd"),
    ],
)
def test_seeded_random_play_takes_the_same_actions_as_before(
    deck: str, count: int, digest: str
) -> None:
    taken: list[Action] = []
    for seed in range(4):
        state = Game(Settings(players=4, deck=deck)).new_initial_state(seed)
        chooser = Rng(seed).fork("replay")
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            action = chooser.choice(legal_actions(state))
            taken.append(action)
            state, _ = apply(state, action)
    assert (len(taken), _digest(taken)) == (count, digest)
