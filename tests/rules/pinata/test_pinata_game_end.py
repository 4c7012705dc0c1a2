"""Rules page, "Next round or end" and "End and winner"."""

from __future__ import annotations

from pinata_scenarios import ALL_SIX, card, collect, game_with_hands, landed, play, refused

from candy_arcade.rules.pinata import (
    DiePlace,
    DropDieOnCard,
    GameState,
    GrabDie,
    NextRound,
    Phase,
    PlaceCard,
    RoundClock,
    ThrowDice,
    apply,
    scores,
    winners,
)
from candy_arcade.rules.pinata.events import (
    CardDrawn,
    GameEnded,
    GameEndReason,
    HandDiscarded,
    Reason,
    StickPassed,
)

LANDING = (*ALL_SIX, "dulce")


def round_over(players: int = 3, stick_holder: int = 0) -> GameState:
    hands = [[card("piruli", 1, seat), card("colacion", 1, seat)] for seat in range(players)]
    state = landed(game_with_hands(hands, stick_holder=stick_holder), LANDING)
    state = collect(state, 0, card("piruli", 1), 0)
    state, _ = play(state, RoundClock(20.0))
    assert state.phase is Phase.ROUND_OVER
    return state


def test_the_game_ends_when_a_player_has_no_cards_in_hand() -> None:
    hands = ([card("piruli", 1)], [card("colacion", 1), card("paleta", 4)])
    state = landed(game_with_hands(hands), LANDING)
    state = collect(state, 0, card("piruli", 1), 0)
    state, _ = play(state, RoundClock(20.0))
    assert state.phase is Phase.GAME_OVER
    assert state.game_end is GameEndReason.HAND_EMPTY


def test_the_game_ends_when_the_draw_pile_is_empty() -> None:
    hands = ([card("piruli", 1), card("piruli", 2)], [card("colacion", 1)])
    state = landed(game_with_hands(hands, draw_pile=()), LANDING)
    state = collect(state, 0, card("piruli", 1), 0)
    state, _ = play(state, RoundClock(20.0))
    assert all(player.final_hand for player in state.players)
    assert state.game_end is GameEndReason.DRAW_PILE_EMPTY


def test_otherwise_the_next_round_waits_for_the_round_to_be_over() -> None:
    state = landed(game_with_hands(([card("piruli", 1)], [card("colacion", 1)])), LANDING)
    assert apply(state, NextRound()).refused == refused(NextRound(), Reason.ROUND_NOT_OVER)


def test_otherwise_the_dice_go_back_to_the_middle() -> None:
    state = apply(round_over(), NextRound()).state
    assert all(die.place is DiePlace.MIDDLE and die.face is None for die in state.dice)
    assert state.phase is Phase.AWAITING_THROW
    assert state.rotten is None
    assert state.round_number == 2


def test_otherwise_the_piñata_stick_passes_clockwise() -> None:
    outcome = apply(round_over(players=3, stick_holder=1), NextRound())
    assert outcome.state.stick_holder == 2
    assert outcome.events[0] == StickPassed(2)
    wrapped = apply(round_over(players=3, stick_holder=2), NextRound()).state
    assert wrapped.stick_holder == 0
    assert apply(wrapped, ThrowDice(0)).refused is None


def test_otherwise_every_player_draws_one_card() -> None:
    before = round_over(players=3)
    after = apply(before, NextRound())
    for seat in range(3):
        assert len(after.state.players[seat].hand) == len(before.players[seat].hand) + 1
    assert len(after.state.draw_pile) == len(before.draw_pile) - 3
    drawn = [event for event in after.events if isinstance(event, CardDrawn)]
    assert [event.player for event in drawn] == [1, 2, 0]
    assert [event.card for event in drawn] == list(before.draw_pile[:3])


def test_cards_left_in_hands_are_discarded_at_the_end() -> None:
    hands = ([card("piruli", 1)], [card("colacion", 1), card("paleta", 4)])
    state = landed(game_with_hands(hands), LANDING)
    state = collect(state, 0, card("piruli", 1), 0)
    state, events = play(state, RoundClock(20.0))
    assert HandDiscarded(1, (card("colacion", 1), card("paleta", 4))) in events
    assert state.players[1].hand == ()
    assert state.players[1].final_hand == (card("colacion", 1), card("paleta", 4))


def finished(points_0: tuple[int, ...], points_1: tuple[int, ...]) -> GameState:
    """A game over in one round, player 0 collecting pirulí cards and player 1 colación."""
    hands = (
        [card("piruli", points, nth=n) for n, points in enumerate(points_0)],
        [card("colacion", points, nth=n) for n, points in enumerate(points_1)],
    )
    landing = ("piruli", "piruli", "piruli", "colacion", "colacion", "colacion", "dulce")
    state = landed(game_with_hands(hands), landing)
    for die, collected in enumerate(hands[0]):
        state = collect(state, 0, collected, die)
    for die, collected in enumerate(hands[1], start=3):
        state = collect(state, 1, collected, die)
    assert state.phase is Phase.GAME_OVER
    return state


def test_each_player_adds_up_the_victory_points_on_their_pile() -> None:
    state = finished((1, 2, 4), (3, 3))
    assert scores(state) == (7, 6)


def test_most_points_wins() -> None:
    state = finished((1, 2, 4), (3, 3))
    assert winners(state) == (0,)
    assert [e for e in apply(state, NextRound()).events] == [refused(NextRound(), Reason.GAME_OVER)]


def test_ties_share_the_win() -> None:
    state = finished((1, 1), (2,))
    assert scores(state) == (2, 2)
    assert winners(state) == (0, 1)


def test_the_game_ended_event_carries_the_scores_and_winners() -> None:
    hands = ([card("piruli", 4)], [card("colacion", 1)])
    state = landed(game_with_hands(hands), LANDING)
    state, events = play(state, PlaceCard(0, card("piruli", 4).id), GrabDie(0, 0), DropDieOnCard(0))
    state, events = play(state, RoundClock(20.0))
    assert events[-1] == GameEnded(GameEndReason.HAND_EMPTY, (4, 0), (0,))


def test_the_result_shows_each_players_pile() -> None:
    state = finished((1, 2, 4), (3, 3))
    assert [card.points for card in state.players[0].victory] == [1, 2, 4]
    assert [card.points for card in state.players[1].victory] == [3, 3]
