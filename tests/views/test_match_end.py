"""A match ends with its summary and goes back to the same lobby: the same players on
the same devices in the same seats, the same bots and options; and a player leaving
the lobby does not renumber or recolour the others."""

from __future__ import annotations

from typing import Any

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.mode_options import CanastaOptions, CandyOptions, PinataOptions
from candy_arcade.mode_tables import PINATA_TABLE
from candy_arcade.render.player_look import player_look
from candy_arcade.rules.candy.match import CandyMatch, score_round
from candy_arcade.setup import GameSetup
from candy_arcade.views.candy_results import CandyResultsView
from candy_arcade.views.launch import run_frames
from candy_arcade.views.lobby import LobbyView
from candy_arcade.views.match_summary import MatchSummaryView, standings
from candy_arcade.views.pinata.results import PinataResultsView
from tests.views.results_presses import click_button, settle


def press(lobby: LobbyView, key: int) -> None:
    """A key pressed and let go in the lobby, and a frame for the join to land."""
    lobby.on_key_press(key, 0)
    lobby.on_key_release(key, 0)
    run_frames(lobby.window, 1)


def lobby_of(window: Any, mode: str = "candy") -> LobbyView:
    lobby = LobbyView(mode)
    window.show_view(lobby)
    run_frames(window, 1)
    return lobby


def candy_lobby_setup(window: Any) -> GameSetup:
    """The left keyboard half, a hard bot and an easy bot, two variants on."""
    lobby = lobby_of(window)
    press(lobby, arcade.key.Q)
    for _ in range(2):
        lobby.on_key_press(arcade.key.TAB, 0)
    for _ in range(2):
        press(lobby, arcade.key.KEY_2)  # easy (a first game's) -> normal -> hard
    for _ in range(3):
        press(lobby, arcade.key.KEY_3)  # easy -> normal -> hard -> easy
    press(lobby, arcade.key.F1)
    press(lobby, arcade.key.F3)
    return lobby.setup()


def seats_seen(lobby: LobbyView) -> list[tuple[int, str | None, SeatSpec]]:
    return [(seat.slot, seat.device_id, seat.spec) for seat in lobby.seats]


def two_rounds(players: int) -> CandyMatch:
    match = CandyMatch(players, 7)
    match.record(score_round(1, [[36, 11, 25], [0, 1], [2, 15, 28]]))
    match.record(score_round(2, [[0, 13, 26], [36, 11, 25, 12], [3, 4]]))
    return match


def test_standings_rank_by_total_and_ties_share_a_place() -> None:
    ranked = standings([10, 30, 10, -5])
    assert [(s.player, s.place) for s in ranked] == [(1, 1), (0, 2), (2, 2), (3, 4)]


def test_end_match_shows_the_summary_then_the_same_lobby(game_window: Any) -> None:
    setup = candy_lobby_setup(game_window)
    match = two_rounds(3)
    results = CandyResultsView(setup, match, match.rounds[-1], play_round=lambda _: results)
    game_window.show_view(results)
    settle(results)
    results.on_key_press(arcade.key.ESCAPE, 0)
    summary = game_window.current_view
    assert isinstance(summary, MatchSummaryView)
    totals = match.totals
    assert totals == [40, 15, 0]
    words = [text.text for text in summary.texts]
    assert words[1] == "Player 1 wins the match by 25 points!   (2 rounds played)"
    ranked_totals = [f"{total:+d}" for total in sorted(totals, reverse=True)]
    assert [word for word in words if word in ranked_totals][: len(totals)] == ranked_totals
    assert "Winner!" in words and "R1" in words and "R2" in words

    summary.on_key_press(arcade.key.SPACE, 0)
    assert game_window.current_view is summary, "the summary's first second is ignored"
    settle(summary)
    summary.on_key_press(arcade.key.W, 0)
    assert game_window.current_view is summary, "a player's move key does not leave"
    summary.on_key_press(arcade.key.SPACE, 0)
    lobby = game_window.current_view
    assert isinstance(lobby, LobbyView) and lobby.mode == "candy"
    assert seats_seen(lobby) == [
        (0, "keys-left", SeatSpec(is_bot=False)),
        (1, None, SeatSpec(is_bot=True, difficulty="hard")),
        (2, None, SeatSpec(is_bot=True, difficulty="easy")),
    ]
    again = lobby.setup().options_as(CandyOptions).variants
    assert again == setup.options_as(CandyOptions).variants and len(again) == 2
    assert lobby.setup().look_slots == setup.look_slots


def test_the_summarys_button_is_a_deliberate_press_too(game_window: Any) -> None:
    setup = candy_lobby_setup(game_window)
    summary = MatchSummaryView(setup, two_rounds(3))
    game_window.show_view(summary)
    settle(summary)
    click_button(summary, "Back to lobby")
    assert isinstance(game_window.current_view, LobbyView)


def test_a_player_leaving_keeps_the_others_numbers_and_colours(game_window: Any) -> None:
    lobby = lobby_of(game_window)
    press(lobby, arcade.key.Q)  # keys-left: Player 1
    press(lobby, arcade.key.RCTRL)  # keys-right: Player 2
    lobby.on_key_press(arcade.key.TAB, 0)  # Bot 3
    run_frames(game_window, 1)
    press(lobby, arcade.key.E)  # keys-left leaves
    assert seats_seen(lobby)[0][:2] == (1, "keys-right")
    assert [text[0].text for text in lobby.seat_texts] == ["2. Player 2", "3. Bot 3"]
    assert [text[0].color[:3] for text in lobby.seat_texts] == [
        player_look(1).text_colour,
        player_look(2).text_colour,
    ]
    setup = lobby.setup()
    assert [seat.name for seat in setup.seats] == ["Player 2", "Bot 3"]
    assert setup.look_slots == (1, 2)
    press(lobby, arcade.key.Q)  # a newcomer takes the lowest free seat: 1
    assert [(slot, device) for slot, device, _ in seats_seen(lobby)] == [
        (0, "keys-left"),
        (1, "keys-right"),
        (2, None),
    ]


def test_pinata_game_end_goes_back_to_the_same_lobby(game_window: Any) -> None:
    lobby = lobby_of(game_window, "pinata")
    press(lobby, arcade.key.Q)
    lobby.on_key_press(arcade.key.TAB, 0)
    for _ in range(2):
        press(lobby, arcade.key.KEY_2)  # easy (a first game's) -> normal -> hard
    press(lobby, arcade.key.Y)  # youngest on
    setup = lobby.setup()
    session = PINATA_TABLE.new_table(setup.level, 2, 5, setup.options_as(PinataOptions))
    names = [seat.name for seat in setup.seats]
    results = PinataResultsView(setup, session.state, names, play_game=lambda *_: results)
    game_window.show_view(results)
    assert "Esc / B: lobby" in results.texts[-1].text
    results.on_key_press(arcade.key.ESCAPE, 0)
    assert game_window.current_view is results
    settle(results)
    results.on_menu_command("back")
    again = game_window.current_view
    assert isinstance(again, LobbyView) and again.mode == "pinata"
    assert seats_seen(again) == [
        (0, "keys-left", SeatSpec(is_bot=False)),
        (1, None, SeatSpec(is_bot=True, difficulty="hard")),
    ]
    assert again.setup().options_as(PinataOptions).youngest


def test_canasta_game_over_goes_back_to_the_same_lobby(game_window: Any) -> None:
    from candy_arcade.views import navigation
    from candy_arcade.views.canasta.game_over import CanastaGameOverView
    from candy_arcade.views.canasta.lobby import CanastaLobbyView
    from candy_arcade.views.canasta.session import CanastaSession

    navigation.show_lobby(game_window, "canasta")
    lobby = game_window.current_view
    assert isinstance(lobby, CanastaLobbyView)
    lobby.set_players("3")
    lobby.seats[1] = "Bot (hard)"
    lobby.seats[2] = "Human"
    lobby.set_deck("Classic")
    lobby.target = "1500"
    setup = lobby.setup()
    over = CanastaGameOverView(CanastaSession(setup))
    game_window.show_view(over)
    over.selected = [item.label for item in over.items].index("Back to the lobby")
    over.activate()
    again = game_window.current_view
    assert isinstance(again, CanastaLobbyView) and again is not lobby
    assert again.seats == ["Human", "Bot (hard)", "Human"]
    chosen = again.setup().options_as(CanastaOptions)
    assert (chosen.deck, chosen.target) == ("classic", 1500)
    assert [seat.spec for seat in again.setup().seats] == [seat.spec for seat in setup.seats]


def test_a_challenge_match_has_no_lobby_to_go_back_to(game_window: Any) -> None:
    import dataclasses

    setup = dataclasses.replace(candy_lobby_setup(game_window), is_challenge=True)
    summary = MatchSummaryView(setup, two_rounds(3))
    assert [button.label for button in summary.controls.buttons] == ["Challenges"]
    game_window.show_view(summary)
    settle(summary)
    summary.on_menu_command("select")
    assert type(game_window.current_view).__name__ == "ChallengeLadderView"
