"""Canasta seats played on phones, as the screen and the phones show them: with every
human on a phone there is no curtain and no hand face up on the screen; a phone
player's hand never shows there; the Watcher's reveal reaches the Viewer's phone only;
the partner's question is answered on the asked partner's phone."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from candy_arcade.input.phone_ids import phone_id
from candy_arcade.phones.device import PhoneDevice, PhoneView
from candy_arcade.phones.protocol import CardTap, DialogAnswer, TableCommand, TableIntent
from candy_arcade.phones.room import forget_phones
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.table_view import CanastaTableView
from tests.phones.canasta_table import canasta_table, frames
from tests.views.drawn import watching

from .tables import ids, table


class Phone:
    """A phone in the window's hub, without a network: what it is sent is kept."""

    def __init__(self, window: Any, number: int, name: str) -> None:
        self.window = window
        self.sent: list[PhoneView] = []
        self.device = PhoneDevice(phone_id(number), name, self.sent.append)
        window.input_hub.add_device(self.device)

    def tap(self, *intents: TableIntent) -> None:
        for intent in intents:
            self.device.inbox.put(intent)
        frames(self.window, 2)

    @property
    def shown(self) -> PhoneView:
        return self.sent[-1]

    def answer(self, label: str) -> None:
        dialog = self.shown["dialog"]
        assert dialog is not None, "no dialog on the phone"
        self.tap(DialogAnswer(dialog["id"], dialog["choices"].index(label)))


@pytest.fixture
def phone_window(game_window: Any) -> Iterator[Any]:
    yield game_window
    forget_phones(game_window.input_hub)


def _screen_sees(view: CanastaTableView) -> tuple[str, tuple[int, ...], str | None]:
    """The screen's turn line, the hand it shows face up and its dialog's title."""
    view.on_draw()
    scene = view._scene()
    dialog = view.controller.flow.dialog
    return scene.prompt, tuple(card.card for card in scene.table.hand), (
        dialog.title if dialog is not None else None
    )


def test_with_every_human_on_a_phone_there_is_no_curtain_and_no_hand_face_up(
    phone_window: Any,
) -> None:
    state = table(hands=[["K", "K", "5", "9"], ["6", "7", "8", "J"]], discard=["4"],
                  phase=Phase.MELD)
    with watching(phone_window) as eyes:
        view = canasta_table(phone_window, ["phone", "phone"], state)
        south, north = Phone(phone_window, 1, "Ana"), Phone(phone_window, 2, "Ben")
        frames(phone_window, 2)
        assert _screen_sees(view) == ("South (Ana) plays on their phone…", (), None)
        south.tap(CardTap(ids(state, 0, "9")[0]), TableCommand("discard"))
        assert view.session.state.turn == 1
        assert _screen_sees(view) == ("North (Ben) plays on their phone…", (), None)
        words = eyes.words()
    assert "North (Ben) plays on their phone…" in words
    assert "Every hand is on its player's phone" in words
    assert not [line for line in words if line.startswith("Pass to")]
    assert north.shown["my_turn"] and not south.shown["my_turn"]
    assert [card["name"] for card in north.shown["hand"]] == ["6", "7", "8", "J"]
    assert "Pass to" not in str([south.sent, north.sent])


def test_a_phone_players_hand_is_not_shown_on_the_screen_beside_a_screen_player(
    phone_window: Any,
) -> None:
    state = table(hands=[["K", "K", "5", "9"], ["6", "7", "8", "J"]], discard=["4"],
                  phase=Phase.MELD)
    view = canasta_table(phone_window, ["human", "phone"], state)
    north = Phone(phone_window, 1, "Ben")
    frames(phone_window, 2)
    south_hand = tuple(sorted(state.hands[0]))
    prompt, hand, dialog = _screen_sees(view)
    assert dialog == "Pass to South (Player 1)" and hand == (), (
        "Ben, on the couch with his phone, must not see South's hand on the screen"
    )
    curtain = view.controller.flow.dialog
    assert curtain is not None
    curtain.choose(0)
    frames(phone_window, 2)
    prompt, hand, dialog = _screen_sees(view)
    assert tuple(sorted(hand)) == south_hand and dialog is None
    view.controller.selection = ids(state, 0, "9")
    view.controller.command("discard")
    frames(phone_window, 2)
    prompt, hand, dialog = _screen_sees(view)
    assert prompt == "North (Ben) plays on their phone…"
    assert dialog is None, "no curtain before a phone player's turn"
    assert hand == (), "South's hand is covered again while Ben plays"
    assert north.shown["my_turn"]


def test_the_watchers_reveal_goes_to_the_viewers_phone_alone(phone_window: Any) -> None:
    state = table(hands=[["K", "K", "Watcher", "5", "6"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    view = canasta_table(phone_window, ["phone", "phone"], state)
    south, north = Phone(phone_window, 1, "Ana"), Phone(phone_window, 2, "Ben")
    south.tap(*(CardTap(card) for card in ids(state, 0, "K", "K", "Watcher")),
              TableCommand("meld"))
    assert south.shown["dialog"]["title"] == "The Watcher: who looks?"
    south.answer("North (Ben)")
    assert south.shown["dialog"]["title"] == "The Watcher: at whose hand?"
    south.answer("South (Ana)")
    reveal = north.shown["dialog"]
    assert reveal["title"] == "The Watcher: South (Ana)'s hand"
    assert [card["id"] for card in reveal["cards"]] == list(view.session.state.hands[0])
    assert south.shown["dialog"] is None and view.controller.flow.dialog is None
    assert "The Watcher: South" not in str(south.sent)
    north.answer("Done")
    assert north.shown["dialog"] is None and not view.session.reveals


def test_the_partners_question_is_answered_on_the_asked_partners_phone(
    phone_window: Any,
) -> None:
    settings = Settings(players=4, ask_partner=True)
    state = table(hands=[["Q", "Q", "Q", "5"], ["6"], ["7", "8"], ["9"]], phase=Phase.MELD,
                  melds=[[("K", ["K"] * 7)], []], settings=settings)
    view = canasta_table(phone_window, ["phone", "easy", "phone", "easy"], state)
    south, north = Phone(phone_window, 1, "Ana"), Phone(phone_window, 2, "Ben")
    frames(phone_window, 2)
    asking = {button["label"]: button["enabled"] for button in south.shown["buttons"]}
    assert asking["ASK PARTNER"]
    south.tap(TableCommand("ask"))
    question = north.shown["dialog"]
    assert question["title"] == "South asks: partner, may I go out?"
    assert question["choices"] == ["Yes", "No"] and south.shown["dialog"] is None
    north.answer("No")
    assert view.session.state.to_act == 0 and view.session.state.permission is False
    assert north.shown["dialog"] is None


def test_naming_the_wheel_is_left_with_clear_and_the_cards_stay_selected(
    phone_window: Any,
) -> None:
    state = table(hands=[["K", "K", "Wheel", "5", "9"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    view = canasta_table(phone_window, ["phone", "normal"], state)
    south = Phone(phone_window, 1, "Ana")
    south.tap(*(CardTap(card) for card in ids(state, 0, "K", "K", "Wheel")),
              TableCommand("meld"))
    asked = south.shown["dialog"]
    assert asked["title"] == "Name the Wheel" and asked["cancellable"]
    south.tap(TableCommand("clear"))
    assert south.shown["dialog"] is None and view.session.state == state
    assert [card["name"] for card in south.shown["hand"] if card["selected"]] == [
        "K", "K", "Wheel"
    ]


def test_the_darkness_is_asked_on_the_phone_and_any_phone_deals_on_after_the_review(
    phone_window: Any,
) -> None:
    state = table(hands=[["Darkness", "5", "9"], ["6", "7", "8"]], phase=Phase.MELD,
                  melds=[[("Q", ["Q", "Q", "Q"])], []])
    view = canasta_table(phone_window, ["phone", "phone"], state)
    south, north = Phone(phone_window, 1, "Ana"), Phone(phone_window, 2, "Ben")
    south.tap(CardTap(ids(state, 0, "Darkness")[0]), TableCommand("discard"))
    question = south.shown["dialog"]
    assert question["title"] == "Discard the Darkness?"
    assert question["choices"] == ["Discard it", "Cancel"] and not question["cancellable"]
    south.answer("Discard it")
    assert view.session.state.phase is Phase.HAND_OVER
    review = north.shown["dialog"]
    assert review["kind"] == "review" and review["choices"] == ["Next hand"]
    assert review["body"] == "The scores are on the big screen."
    assert view.controller.flow.dialog is not None, "the scores show on the screen"
    north.answer("Next hand")
    assert view.session.state.phase is Phase.DRAW and view.session.state.hand_number == 1
    assert south.shown["dialog"] is None and north.shown["dialog"] is None


def test_a_first_meld_short_of_its_minimum_is_staged_then_melded_with_meld_on_the_phone(
    phone_window: Any,
) -> None:
    state = table(hands=[["K", "K", "K", "A", "A", "A", "5", "6"], ["6", "7", "8"]],
                  phase=Phase.MELD)
    view = canasta_table(phone_window, ["phone", "normal"], state)
    south = Phone(phone_window, 1, "Ana")
    south.tap(*(CardTap(card) for card in ids(state, 0, "K", "K", "K")), TableCommand("meld"))
    staged = south.shown["message"]["text"]
    assert staged.startswith("Staged.") and "(select, MELD)" in staged and "CLEAR" in staged
    assert [card["name"] for card in south.shown["hand"]] == ["5", "6", "A", "A", "A"]
    assert south.shown["summary"] == "staged 30 of 90"
    south.tap(*(CardTap(card) for card in ids(state, 0, "A", "A", "A")), TableCommand("meld"))
    assert sorted(meld.rank for meld in view.session.state.melds[0]) == ["A", "K"]
    assert [card["name"] for card in south.shown["hand"]] == ["5", "6"]


def test_a_phone_seats_hand_is_not_on_the_screen_before_its_phone_joins_nor_while_away(
    phone_window: Any,
) -> None:
    state = table(hands=[["K", "K", "5", "9"], ["6", "7", "8", "J"]], discard=["4"],
                  phase=Phase.MELD)
    view = canasta_table(phone_window, ["phone", "human"], state)
    frames(phone_window, 2)
    _, before_join, _ = _screen_sees(view)
    south = Phone(phone_window, 1, "Ana")
    frames(phone_window, 2)
    south.device.connected = False
    phone_window.input_hub.disconnected.append(south.device.device_id)
    frames(phone_window, 2)
    _, while_away, _ = _screen_sees(view)
    phone_hand = set(state.hands[0])
    assert set(before_join) <= set(state.hands[1]), "at most its own player's hand, curtained"
    assert not set(before_join) & phone_hand
    assert not set(while_away) & phone_hand
