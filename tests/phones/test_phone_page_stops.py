"""The phone page in a real browser when the big screen stops the game: a pause puts the
controls away and says so, the results' button goes on to the next round from the
phone, and switching phones off ends the page in words instead of reconnecting.
Skipped, naming the missing package, where the browser cannot run."""

from __future__ import annotations

from pathlib import Path

from candy_arcade.phones.server import SWITCHED_OFF
from candy_arcade.rules.candy.match import score_round
from candy_arcade.views.candy_results import CandyResultsView
from candy_arcade.views.pause import PauseView
from candy_arcade.views.realtime_table import RealtimeTableView
from tests.phones.browser import PhonePage, wait_until
from tests.phones.conftest import PhoneTable


def _visible(phone: PhonePage, element_id: str) -> bool:
    return bool(
        phone.run("return document.getElementById(arguments[0]).offsetParent !== null", element_id)
    )


def _joined_round(phone: PhonePage, phone_table: PhoneTable) -> None:
    phone_table.start("candy", "phone,bot")
    phone.open(phone_table.phones.url)
    phone.join("Ana")
    phone_table.frames_until(lambda: phone_table.ticks > 0, "the round starts")
    phone.wait_for_screen("candy")


def test_a_pause_shows_paused_on_the_phone_and_switching_phones_off_ends_the_page(
    phone: PhonePage, phone_table: PhoneTable, shots: Path | None
) -> None:
    _joined_round(phone, phone_table)
    ping = phone.wait_for_text("status", lambda words: words.startswith("ping "), "the ping")
    phone_table.view.pause()
    assert isinstance(phone_table.view, PauseView)
    phone_table.frames(2)
    phone.wait_for_screen("seat")
    paused_note = phone.text("seat-note")
    grab_shown = _visible(phone, "grab")
    if shots is not None:
        phone.screenshot(shots / "phone-paused.png")
    phone_table.phones.stop(SWITCHED_OFF)
    phone.wait_for_screen("message")
    phone_table.frames(30)
    ended = phone.text("message")
    status = phone.text("status")
    join_again = _visible(phone, "again")
    if shots is not None:
        phone.screenshot(shots / "phone-switched-off.png")
    assert ping.endswith(" ms")
    assert paused_note == "Paused on the big screen" and not grab_shown
    assert ended == "Phones were switched off on the big screen."
    assert status == "", "no 'reconnecting…' and no round trip once the room is gone"
    assert not join_again


def test_the_results_button_on_the_phone_shows_all_then_starts_the_next_round(
    phone: PhonePage, phone_table: PhoneTable, shots: Path | None
) -> None:
    _joined_round(phone, phone_table)
    table = phone_table.view.table
    result = score_round(1, [[36, 11, 25], [0, 1]])
    table.match.record(result)
    results = CandyResultsView(table.setup, table.match, result, play_round=table.round_screen)
    phone_table.window.show_view(results)
    phone_table.frames(2)
    phone.wait_for_screen("seat")
    settling = phone.run("return document.getElementById('next').disabled")
    phone_table.frames_until(lambda: results.controls.ready, "the results settle")
    phone_table.frames(1)
    phone.wait_for("!document.getElementById('next').disabled", "the button comes alive")
    phone.tap("#next")
    phone_table.frames_until(lambda: results.revealed, "the phone's press shows all")
    phone_table.frames(1)
    phone.wait_for_text("next", lambda words: words == "NEXT ROUND", "it says NEXT ROUND")
    if shots is not None:
        phone.screenshot(shots / "phone-results.png")
    phone.tap("#next")
    phone_table.frames_until(
        lambda: isinstance(phone_table.view, RealtimeTableView), "the phone's press starts it"
    )
    phone_table.frames_until(lambda: phone_table.ticks > 0, "the next round plays")
    wait_until(lambda: phone.screen() == "candy", "the phone has its controls again")
    assert settling is True, "a press in the settle second does nothing, as at the screen"
    assert len(table.match.rounds) == 1 and phone_table.view.table.match is table.match


def test_the_name_field_stops_at_sixteen_letters_and_says_so(
    phone: PhonePage, phone_table: PhoneTable, shots: Path | None
) -> None:
    from selenium.webdriver.common.by import By

    phone_table.start("candy", "phone,bot")
    phone.open(phone_table.phones.url)
    phone.wait_for_screen("join")
    before = phone.text("name-hint")
    phone.driver.find_element(By.ID, "name").send_keys("Bartholomew Fitzgerald")
    kept = phone.run("return document.getElementById('name').value")
    told = phone.text("name-hint")
    if shots is not None:
        phone.screenshot(shots / "phone-long-name.png")
    phone.run("document.getElementById('join-form').requestSubmit()")
    phone_table.frames_until(lambda: phone_table.ticks > 0, "the round starts")
    assert before == "Up to 16 letters: the big screen shows that many."
    assert kept == "Bartholomew Fitz"
    assert told == "That's the most: 16 letters."
    assert phone_table.device().player_name == "Bartholomew Fitz"


def test_a_grab_refused_at_the_table_is_said_on_the_phone(
    phone: PhonePage, phone_table: PhoneTable, shots: Path | None
) -> None:
    _joined_round(phone, phone_table)
    phone.tap("#grab")
    phone_table.frames_until(
        lambda: "under your palm" in phone.text("candy-refusal"), "the refusal on the phone"
    )
    refusal = phone.text("candy-refusal")
    shown = _visible(phone, "candy-refusal")
    if shots is not None:
        phone.screenshot(shots / "phone-candy-refusal.png")
    assert refusal.lower() == "no card under your palm" and shown
