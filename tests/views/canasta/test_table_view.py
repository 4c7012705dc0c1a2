"""The real Canasta views, headless: bots play a hand to its end, a person plays a turn
with keys and the mouse, the pause menu shows the rules, saves resume from the title."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta.dialog_model import DialogKind
from candy_arcade.render.canasta.layout import HAND_AREA, PILE, STOCK
from candy_arcade.render.theme import TABLE_FELT
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.saves.canasta import CANASTA_SLOT, load_canasta
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames

from .tables import ids, setup, table

NO_WAIT = Pace(turn_delay=0.0, move_delay=0.0, hand_over_delay=0.05, review_delay=0.05)


@pytest.fixture
def fresh_save() -> Iterator[None]:
    CANASTA_SLOT.delete()
    yield
    CANASTA_SLOT.delete()
    for pattern in ("canasta.bad-*", "canasta.earlier-*"):
        for stray in CANASTA_SLOT.path.parent.glob(pattern):
            stray.unlink()


def close_to(pixel: tuple[int, ...], colour: tuple[int, ...], tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=False))


def table_view_of(game_window, kinds, seed=4, autosave=False):  # type: ignore[no-untyped-def]
    view = CanastaTableView(CanastaSession(setup(kinds, seed)), threaded=False,
                            autosave=autosave, pace=NO_WAIT)
    game_window.show_view(view)
    return view


def test_bots_play_a_hand_to_its_end_inside_the_view(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["normal", "easy", "normal", "easy"])
    started = time.perf_counter()
    frames = 0
    while view.session.state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and frames < 20000:
        view.on_update(1 / 60)
        frames += 1
        if frames % 25 == 0:
            view.on_draw()
    assert view.session.state.phase is Phase.HAND_OVER
    assert len(view.session.history) == 1
    assert time.perf_counter() - started < 20
    view.on_update(1 / 60)
    dialog = view.controller.flow.dialog
    assert dialog is not None and dialog.kind is DialogKind.REVIEW, "the hand is reviewed"
    for _ in range(600):
        if view.session.state.hand_number == 1:
            break
        view.on_update(1 / 60)
    assert view.session.state.hand_number == 1, "with no human the next hand deals itself"
    run_frames(game_window, 10)
    image = arcade.get_image()
    assert close_to(image.getpixel((990, 500)), TABLE_FELT), "the felt is drawn"


def test_every_human_move_is_drawn_and_glides_into_place(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    view.session.state = table(hands=[["K", "K", "K", "5", "6", "7"], ["6", "7", "8"]],
                               melds=[[("Q", ["Q", "Q", "Q"])], []])
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 2)
    stock_before = view.session.state.stock[-2:]
    view.on_key_press(arcade.key.S, 0)
    run_frames(game_window, 1)
    sprite = view.table.cards.sprite_of(stock_before[-1])
    assert sprite is not None and sprite.moving, "the drawn card glides in from the stock"
    assert (sprite.center_x, sprite.center_y) != pytest.approx(sprite.target)
    run_frames(game_window, 40)
    assert HAND_AREA.contains(sprite.center_x, sprite.center_y)
    assert not view.table.busy


def test_a_person_plays_a_turn_with_the_keyboard(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    view.session.state = table(hands=[["K", "K", "K", "5", "6", "7"], ["6", "7", "8"]],
                               melds=[[("Q", ["Q", "Q", "Q"])], []])
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 2)
    view.on_key_press(arcade.key.ENTER, 0)
    assert view.session.state.phase is Phase.MELD
    kings = set(ids(view.session.state, 0, "K", "K", "K"))
    view.on_key_press(arcade.key.DOWN, 0)
    for _ in range(len(view.controller.hand())):
        if view.controller.hand()[view.controller.hand_cursor].card in kings:
            view.on_key_press(arcade.key.SPACE, 0)
        view.on_key_press(arcade.key.RIGHT, 0)
    assert set(view.controller.selection) == kings
    view.on_key_press(arcade.key.ENTER, 0)
    assert [m.rank for m in view.session.state.melds[0]] == ["Q", "K"]
    view.on_key_press(arcade.key.SPACE, 0)
    view.on_key_press(arcade.key.ENTER, 0)
    assert view.session.state.turn == 1
    run_frames(game_window, 5)


def test_a_person_plays_a_turn_with_the_mouse(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    view.session.state = table(hands=[["K", "K", "5", "6", "7"], ["6", "7", "8"]],
                               discard=["9", "K"], melds=[[("Q", ["Q", "Q", "Q"])], []])
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 2)

    def click_card(card: int) -> None:
        x, y = view.table.hand_xy[view.table.hand_cards.index(card)]
        view.on_mouse_press(round(x - 30), round(y), arcade.MOUSE_BUTTON_LEFT, 0)
        view.on_mouse_release(round(x - 30), round(y), arcade.MOUSE_BUTTON_LEFT, 0)
        run_frames(game_window, 1)

    for card in ids(view.session.state, 0, "K", "K"):
        click_card(card)
    view.on_mouse_press(round(PILE[0]), round(PILE[1]), arcade.MOUSE_BUTTON_LEFT, 0)
    assert [len(m.cards) for m in view.session.state.melds[0]] == [3, 3], "took the pile"
    run_frames(game_window, 30)
    five = ids(view.session.state, 0, "5")[0]
    x, y = view.table.hand_xy[view.table.hand_cards.index(five)]
    view.on_mouse_press(round(x - 30), round(y), arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_drag(round(PILE[0]), round(PILE[1]), 0, 0, arcade.MOUSE_BUTTON_LEFT, 0)
    view.on_mouse_release(round(PILE[0]), round(PILE[1]), arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.session.state.discard == (five,), "dragged onto the pile: discarded"
    assert view.session.state.turn == 1


def test_a_refusal_is_shown_in_words_on_the_panel(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    view.session.state = table(hands=[["K", "Joker", "5"], ["6"]], discard=["7", "K"],
                               pile_frozen=True, melds=[[("Q", ["Q", "Q", "Q"])], []])
    run_frames(game_window, 1)
    view.controller.selection = ids(view.session.state, 0, "K", "Joker")
    view.on_key_press(arcade.key.P, 0)
    run_frames(game_window, 1)
    note = view.panel.texts._texts["note"][1]
    assert note.text == (
        "The pile is frozen: you need two natural Kings from your hand, and you have one"
    )
    view.on_mouse_press(round(STOCK[0]), round(STOCK[1]), arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.session.state.phase is Phase.MELD


def test_the_pause_menu_shows_the_canasta_rules(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.pause import PauseView
    from candy_arcade.views.rules_view import RulesView

    view = table_view_of(game_window, ["human", "normal", "normal"])
    run_frames(game_window, 2)
    view.on_key_press(arcade.key.ESCAPE, 0)
    pause = game_window.current_view
    assert isinstance(pause, PauseView)
    pause.selected = [i.label for i in pause.items].index("Rules")
    pause.activate()
    rules = game_window.current_view
    assert isinstance(rules, RulesView) and rules.mode == "canasta"
    run_frames(game_window, 1)
    rules.on_key_press(arcade.key.ESCAPE, 0)
    pause.on_back()
    assert game_window.current_view is view


def test_continue_on_the_title_resumes_the_saved_game_exactly(game_window, fresh_save) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views import navigation
    from candy_arcade.views.title import TitleView

    view = table_view_of(game_window, ["human", "normal", "normal", "normal"], seed=9,
                         autosave=True)
    for _ in range(400):
        view.on_update(1 / 60)
        if view.controller.my_turn:
            break
    view.controller.command("draw")
    saved, _ = load_canasta()
    assert saved is not None and saved.state == view.session.state
    navigation.show_title(game_window)
    title = game_window.current_view
    assert isinstance(title, TitleView)
    assert [i.label for i in title.items][:2] == ["Play", "Continue"]
    title.selected = 1
    title.activate()
    resumed = game_window.current_view
    assert isinstance(resumed, CanastaTableView)
    assert resumed.session.state == view.session.state
    assert resumed.session.log == view.session.log
    assert resumed.session.new_cards(0) == view.session.new_cards(0) != frozenset()
    run_frames(game_window, 3)
    resumed.leave()


def test_a_corrupt_save_is_set_aside_with_a_message_not_a_crash(game_window, fresh_save) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views import navigation
    from candy_arcade.views.canasta.start import SaveProblemView

    path: Path = CANASTA_SLOT.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00\xffnot a save")
    navigation.show_title(game_window)
    title = game_window.current_view
    assert title.items[1].enabled  # type: ignore[attr-defined]
    title.selected = 1  # type: ignore[attr-defined]
    title.activate()  # type: ignore[attr-defined]
    problem = game_window.current_view
    assert isinstance(problem, SaveProblemView)
    assert "could not be read" in problem.problem.text
    run_frames(game_window, 2)
    assert not path.exists()
    problem.on_back()
    assert not game_window.current_view.items[1].enabled  # type: ignore[attr-defined]


def test_the_lobby_sets_seats_deck_wheel_and_target(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views import navigation
    from candy_arcade.views.canasta.lobby import CanastaLobbyView

    navigation.show_lobby(game_window, "canasta")
    lobby = game_window.current_view
    assert isinstance(lobby, CanastaLobbyView)
    run_frames(game_window, 1)
    lobby.items[0].cycle(-1)
    assert lobby.players == 3 and len(lobby.items) == 11
    lobby.seats[2] = "Human"
    lobby.set_deck("Classic")
    lobby.target = "1500"
    built = lobby.setup()
    assert [s.spec.is_bot for s in built.seats] == [False, True, False]
    chosen = built.options_as(CanastaOptions)
    assert (chosen.deck, chosen.target) == ("classic", 1500)
    lobby.start()
    game = game_window.current_view
    assert isinstance(game, CanastaTableView)
    assert game.session.settings.deck == "classic" and game.session.settings.players == 3
    run_frames(game_window, 3)
    game.leave()
    CANASTA_SLOT.delete()


def test_the_game_over_screen_names_the_winners(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.canasta.game_over import CanastaGameOverView

    view = table_view_of(game_window, ["normal", "normal"], seed=2)
    view.session.state = table(hands=[["5"], ["6"]], settings=view.session.settings)
    import dataclasses

    view.session.state = dataclasses.replace(view.session.state, phase=Phase.GAME_OVER,
                                             to_act=None, winners=(1,), scores=(4200, 5100))
    for _ in range(200):
        view.on_update(1 / 60)
    over = game_window.current_view
    assert isinstance(over, CanastaGameOverView)
    assert over.title_text.text == "North wins!"
    run_frames(game_window, 2)


def test_a_person_plays_a_turn_with_a_gamepad(game_window) -> None:  # type: ignore[no-untyped-def]
    view = table_view_of(game_window, ["human", "normal"])
    view.session.state = table(hands=[["K", "K", "K", "5", "6", "7"], ["6", "7", "8"]],
                               melds=[[("Q", ["Q", "Q", "Q"])], []])
    view.session.acknowledged = [frozenset(h) for h in view.session.state.hands]
    run_frames(game_window, 2)
    view.on_menu_command("up")
    assert view.controller.focused_target() == ("stock",)
    view.on_menu_command("select")
    assert view.session.state.phase is Phase.MELD
    view.on_menu_command("down")
    kings = set(ids(view.session.state, 0, "K", "K", "K"))
    for _ in range(len(view.controller.hand())):
        if view.controller.hand()[view.controller.hand_cursor].card in kings:
            view.on_menu_command("select")
        view.on_menu_command("right")
    view.on_menu_command("left_shoulder")
    assert [m.rank for m in view.session.state.melds[0]] == ["Q", "K"]
    view.on_menu_command("select")
    view.on_menu_command("right_shoulder")
    assert view.session.state.turn == 1
    view.on_menu_command("view")
    assert view.controller.flow.dialog is not None, "Back opens the score sheet"
    view.on_menu_command("back")
    assert view.controller.flow.dialog is None


def test_a_new_game_never_deletes_the_saved_one_and_the_lobby_asks_first(
    game_window, fresh_save  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.views.canasta.lobby import CanastaLobbyView
    from candy_arcade.views.canasta.start import ReplaceSavedGameView, start_canasta

    first = start_canasta(game_window, setup(["human", "normal"], seed=111))
    assert first.session.on_change is not None
    saved, _ = load_canasta()
    assert saved is not None and saved.seed == 111
    lobby = CanastaLobbyView()
    game_window.show_view(lobby)
    lobby.start()
    ask = game_window.current_view
    assert isinstance(ask, ReplaceSavedGameView)
    ask.continue_saved()
    assert isinstance(game_window.current_view, CanastaTableView)
    assert game_window.current_view.session.setup.seed == 111
    game_window.show_view(lobby)
    lobby.start()
    game_window.current_view.start_new()  # type: ignore[attr-defined]
    kept = list(CANASTA_SLOT.path.parent.glob("canasta.earlier-*.json"))
    assert len(kept) == 1
    assert '"seed":111' in kept[0].read_text().replace(" ", "")
    saved, _ = load_canasta()
    assert saved is not None and saved.seed != 111
