"""Canasta bots: they play legal, complete hands from their own view only."""

from __future__ import annotations

import statistics
import time
from collections import Counter
from dataclasses import replace

import pytest

from candy_arcade.bots.canasta import (
    Bot,
    NormalBot,
    RandomBot,
    make_bots,
    play_game,
    play_hand,
)
from candy_arcade.bots.canasta.bench import match
from candy_arcade.bots.canasta.determinize import determinize, unseen_cards
from candy_arcade.bots.canasta.hard import TUNING, HardBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import (
    AnswerPartner,
    AskPartner,
    ChooseView,
    Game,
    Phase,
    Settings,
    State,
    apply,
    check,
    observe,
)
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.observer import PlayerView, view_actions
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.state import Reveal

CONFIGS = [
    Settings(players=p, deck=d, ask_partner=a)
    for p in (2, 3, 4)
    for d in ("heckadeck", "classic")
    for a in ((False, True) if p == 4 else (False,))
]


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}-{s.ask_partner}")
@pytest.mark.parametrize("spec", ["normal", "normal,random"])
def test_bots_play_whole_hands_with_legal_actions_and_every_card_kept(
    settings: Settings, spec: str
) -> None:
    deck_size = len(settings.the_deck)
    for seed in range(8):
        state = Game(settings).new_initial_state(seed)
        bots = make_bots(spec, settings.players, seed)

        def audit(before: State, action: Action) -> None:
            assert check(before, action) is None
            assert view_actions(observe(before, before.to_act or 0))

        state = play_hand(state, bots, audit)
        assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        assert sorted(state.all_cards()) == list(range(deck_size))


def test_a_whole_game_between_normal_bots_reaches_the_target() -> None:
    states = list(play_game(Settings(players=4), 11, make_bots("normal", 4, 11)))
    final = states[-1]
    assert final.phase is Phase.GAME_OVER and max(final.scores) >= 5000
    assert final.winners and all(final.scores[w] == max(final.scores) for w in final.winners)


def test_the_normal_bot_decides_in_well_under_10_ms() -> None:
    times: list[float] = []

    class Timed:
        def __init__(self) -> None:
            self.bot = NormalBot()

        def choose(self, view: object) -> Action:
            start = time.perf_counter()
            action = self.bot.choose(view)  # type: ignore[arg-type]
            times.append(time.perf_counter() - start)
            return action

    for seed in range(3):
        play_hand(Game().new_initial_state(seed), [Timed() for _ in range(4)])
    assert statistics.median(times) < 0.010


def test_normal_beats_random() -> None:
    result = match("normal", "random", 6, players=4, seed=3)
    assert result.a_rate >= 0.8


def test_the_normal_bot_answers_the_partner_and_picks_an_opponent_to_view() -> None:
    from dataclasses import replace

    from candy_arcade.rules.canasta.scenario import position

    asked = position(Settings(ask_partner=True), hands=[["5"], ["6"], ["7"], ["8"]],
                     phase=Phase.ANSWER, turn=0)
    answering = replace(asked, to_act=2)
    assert isinstance(NormalBot().choose(observe(answering, 2)), AnswerPartner)
    viewing = replace(asked, phase=Phase.VIEW, pending_views=1)
    assert NormalBot().choose(observe(viewing, 0)) == ChooseView(0, 1)


def test_random_bots_choose_only_listed_actions() -> None:
    state = Game().new_initial_state(2)
    bot = RandomBot(Rng(2))
    for _ in range(50):
        if state.phase is Phase.HAND_OVER:
            break
        view = observe(state, state.to_act or 0)
        action = bot.choose(view)
        assert action in view_actions(view)
        state, _ = apply(state, action)


def test_a_determinized_state_agrees_with_the_view_and_keeps_every_card() -> None:
    state = Game().new_initial_state(4)
    view = observe(state, state.turn)
    for i in range(5):
        sample = determinize(view, Rng(i))
        assert sample.hands[view.seat] == view.hand
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
        assert len(sample.stock) == len(state.stock)
        assert sorted(sample.all_cards()) == list(range(len(state.deck)))
        held = [c for h in sample.hands for c in h]
        assert not any(state.deck.role_of[c] is Role.BONUS for c in held)
    assert set(unseen_cards(view)) == {c for p, h in enumerate(state.hands) if p != view.seat
                                       for c in h} | set(state.stock)


def test_the_hard_bot_plays_a_legal_hand_within_its_budget() -> None:
    settings = Settings(players=2)
    state = Game(settings).new_initial_state(6)
    bots: list[Bot] = [HardBot(Rng(6), budget=0.002), NormalBot()]
    kinds: Counter[str] = Counter()
    state = play_hand(state, bots, lambda s, a: kinds.update([type(a).__name__]))
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert kinds["Discard"] > 0


def test_make_bots_cycles_kinds_over_seats_and_rejects_unknown_kinds() -> None:
    bots = make_bots("normal,random", 4, 0)
    assert [type(b).__name__ for b in bots] == ["NormalBot", "RandomBot"] * 2
    with pytest.raises(ValueError, match="unknown bot kind"):
        make_bots("genius", 2, 0)


def _hard_hand(samples: int) -> list[Action]:
    settings = Settings(players=2)
    state = Game(settings).new_initial_state(6)
    actions: list[Action] = []
    bots: list[Bot] = [HardBot(Rng(6), budget=30.0, samples=samples), NormalBot()]
    play_hand(state, bots, lambda s, a: actions.append(a))
    return actions


def test_the_hard_bot_with_a_fixed_number_of_samples_replays_the_same_hand() -> None:
    first = _hard_hand(2)
    assert first and _hard_hand(2) == first
    with pytest.raises(ValueError, match="samples"):
        HardBot(Rng(0), samples=0)


def test_simulate_with_hard_bots_gives_the_same_lines_for_the_same_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from candy_arcade.commands import simulate_canasta as simulate

    monkeypatch.setattr(simulate, "DEFAULT_SAMPLES", 1)
    first = list(simulate.simulate_canasta("classic", 2, 1, 4, "hard,normal"))
    assert first == list(simulate.simulate_canasta("classic", 2, 1, 4, "hard,normal"))


def test_make_bot_builds_a_hard_bot_by_samples_or_by_budget() -> None:
    by_samples = make_bots("hard", 2, 0, hard_samples=3)[0]
    assert isinstance(by_samples, HardBot) and by_samples.samples == 3
    by_budget = make_bots("hard", 2, 0, hard_budget=0.25)[0]
    assert isinstance(by_budget, HardBot)
    assert by_budget.samples is None and by_budget.budget == 0.25


def test_a_determinized_sample_puts_back_the_cards_a_watcher_showed() -> None:
    from candy_arcade.rules.canasta.scenario import position

    state = position(
        Settings(players=2),
        hands=[["5", "6", "7"], ["K", "K", "Q", "Joker", "9"]],
        phase=Phase.MELD,
    )
    shown = Reveal(viewer=0, viewed=1, cards=state.hands[1][:4])
    seen = replace(state, reveals=(shown,))
    view = observe(seen, 0)
    for i in range(5):
        sample = determinize(view, Rng(i))
        assert set(shown.cards) <= set(sample.hands[1])
        assert len(sample.hands[1]) == 5
        assert sorted(sample.all_cards()) == list(range(len(state.deck)))


def test_a_determinized_sample_deals_no_pair_the_pile_shows_a_player_lacks() -> None:
    from candy_arcade.rules.canasta.scenario import position

    state = position(
        Settings(players=3),
        hands=[["5", "6", "7"], ["K", "K", "Q", "Q", "9"], ["K", "K", "Q", "Q", "8"]],
        discard=["4", "K", "Q"],
        phase=Phase.DRAW,
        stock_size=10,
    )
    view = observe(state, 0)
    deck = state.deck
    for i in range(10):
        sample = determinize(view, Rng(i))
        names = [[deck.name_of[c] for c in hand] for hand in sample.hands]
        assert names[1].count("K") <= 1
        assert names[2].count("K") <= 1 and names[2].count("Q") <= 1
        assert [len(h) for h in sample.hands] == [3, 5, 5]
        assert sorted(sample.all_cards()) == list(range(len(deck)))


def test_a_normal_bot_that_asks_and_hears_yes_goes_out() -> None:
    from candy_arcade.rules.canasta.scenario import position

    state = position(
        Settings(ask_partner=True),
        hands=[["Q", "Q", "Q", "Joker", "5", "5"], ["6"], ["7", "8"], ["9"]],
        melds=[[["K"] * 7]],
        phase=Phase.MELD,
    )
    moves: list[Action] = []
    end = play_hand(state, [NormalBot()] * 4, lambda s, a: moves.append(a))
    assert moves[:2] == [AskPartner(), AnswerPartner(True)]
    assert end.result is not None and end.result.sides[0].went_out


def test_the_hard_bot_leaves_the_normal_choice_only_when_confidently_better() -> None:
    from candy_arcade.bots.canasta.hard import confidently_better

    assert confidently_better([110.0, 130.0, 120.0], [100.0, 100.0, 100.0])
    assert not confidently_better([300.0, -250.0, 10.0], [0.0, 0.0, 0.0])
    assert not confidently_better([500.0], [0.0])


def _a_wild_short_of_a_second_canasta() -> PlayerView:
    """Three players; South has a canasta of Kings, six Queens and an Arrow: it may go
    out already, so the normal bot keeps the wild."""
    from candy_arcade.rules.canasta.scenario import position

    state = position(
        Settings(players=3),
        hands=[["Arrow", "5", "9"], ["4", "6", "8"], ["4", "6", "8"]],
        melds=[[["K"] * 7, ["Q"] * 6], [], []],
        discard=["7", "3"],
        phase=Phase.MELD,
        stock_size=40,
    )
    return observe(state, 0)


def test_finishing_every_canasta_lays_a_wild_the_normal_bot_keeps_once_it_may_go_out() -> None:
    from candy_arcade.rules.canasta.actions import Meld

    view = _a_wild_short_of_a_second_canasta()
    assert not isinstance(NormalBot().choose(view), Meld)
    finishing = NormalBot(finish_canastas=True).choose(view)
    assert isinstance(finishing, Meld) and finishing.groups[0].rank == "Q"


def test_at_three_players_the_hard_bot_finishes_a_canasta_the_normal_bot_would_not() -> None:
    from candy_arcade.rules.canasta.actions import Meld

    view = _a_wild_short_of_a_second_canasta()
    assert TUNING[3].finish_canastas and not TUNING[2].finish_canastas
    assert not isinstance(NormalBot().choose(view), Meld)
    choice = HardBot(Rng(0), samples=1).choose(view)
    assert isinstance(choice, Meld) and choice.groups[0].rank == "Q"


def test_a_feed_cost_turns_the_discard_to_a_rank_the_next_player_let_pass() -> None:
    from candy_arcade.rules.canasta.actions import Discard
    from candy_arcade.rules.canasta.scenario import position

    state = position(
        Settings(players=3),
        hands=[["A", "4", "Q", "Q", "J", "J"], ["5", "6", "8"], ["5", "6", "8"]],
        discard=["6", "7", "8", "9", "A", "K"],
        phase=Phase.MELD,
        stock_size=40,
    )
    view = observe(state, 0)
    deck = state.deck

    def discarded(bot: NormalBot) -> str:
        action = bot.choose(view)
        assert isinstance(action, Discard)
        return deck.name_of[action.card]

    assert discarded(NormalBot()) == "4"
    assert discarded(NormalBot(feed_cost_per_card=3.0)) == "A"
