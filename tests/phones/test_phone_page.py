"""The controller page in a real browser (a phone-sized touch screen, see browser.py):
it joins under the name typed, its touch pad and buttons reach the game as intents, it
draws what it is sent and shows its round trip; a typed room code leads to the room.
Skipped, naming the missing package, where the browser cannot run."""

from __future__ import annotations

from collections.abc import Callable

from candy_arcade.input.controls import Control, DeviceInput
from candy_arcade.input.hub import InputHub
from candy_arcade.phones.device import PhoneDevice
from candy_arcade.phones.phone_views import candy_view, card_view, seat_view
from candy_arcade.phones.service import Phones
from candy_arcade.rules.cards import parse_card
from tests.phones.browser import PhonePage, wait_until
from tests.phones.phone_client import new_hub, phones_on


def _poll_until(
    hub: InputHub, phones: Phones, wanted: Callable[[DeviceInput], bool], what: str
) -> DeviceInput:
    """Poll the phone as ticks do until a poll is ``wanted`` (the page sends once a frame)."""

    def poll() -> DeviceInput | None:
        phones.pump(hub)
        polled = hub.poll("phone-1")
        return polled if polled.direction is not None and wanted(polled) else None

    return wait_until(poll, what)


def _joined(hub: InputHub, phones: Phones) -> PhoneDevice | None:
    phones.pump(hub)
    device = hub.devices.get("phone-1")
    return device if isinstance(device, PhoneDevice) else None


def _stick_x(polled: DeviceInput) -> float:
    return polled.direction.x if polled.direction is not None else 0.0


def test_the_page_joins_moves_the_hand_presses_grab_shows_the_held_card_and_peeks(
    phone: PhonePage,
) -> None:
    hub = new_hub()
    with phones_on() as phones:
        phone.open(phones.url)
        phone.join("Ana")
        device = wait_until(lambda: _joined(hub, phones), "the phone joins the hub")
        stash = [parse_card("KH").index]
        buttons = {"grab": "GRAB", "drop": "DROP", "thump": "THUMP", "clap": "CLAP"}
        seat = seat_view(2, "Ana", "")
        device.show(candy_view(seat, parse_card("QS").index, stash, 6, buttons))
        face = str(card_view(parse_card("QS").index)["face"])
        phone.wait_for_text("held", lambda shown: shown == face, "the held queen shows")
        stash_face_down = phone.text("stash")
        phone.tap("#stash .card")
        stash_shown = phone.wait_for_text("stash", lambda shown: shown != "?", "a tap peeks")
        phone.wait_for_text("stash", lambda shown: shown == "?", "the peek turns back down")
        extra = phone.button_words("#extra button")
        phone.drag("#pad", 200, 0)
        pushed = _poll_until(hub, phones, lambda polled: _stick_x(polled) > 0.99, "pad right")
        phone.lift()
        phone.tap("#grab")
        pressed = _poll_until(hub, phones, lambda polled: polled.pressed(Control.GRAB), "GRAB")
        status = phone.wait_for_text(
            "status", lambda shown: shown.startswith("ping ") and shown.endswith(" ms"),
            "the round trip shows, labelled",
        )
        who = phone.text("who")
    assert device.label == "Ana" and who == f"{seat['seat']['symbol']} Ana"
    assert stash_face_down == "?", "the stash lies face down until a tap peeks"
    assert stash_shown == "K♥"
    assert extra == ["THUMP", "CLAP"]
    assert pushed.direction is not None and abs(pushed.direction.y) < 0.01
    assert pressed.direction is not None and pressed.direction.length() == 0, "lifted"
    assert int(status.split()[1]) < 1000


ANGLES = 3600


def test_a_full_push_at_any_angle_is_sent_no_longer_than_one_and_keeps_the_seat(
    phone: PhonePage,
) -> None:
    """Rounded to the nearest thousandth, the direction (2, 3) would be (0.555, 0.832),
    a little longer than 1, and the server would send the phone away."""
    hub = new_hub()
    with phones_on() as phones:
        phone.open(phones.url)
        phone.join("Ana")
        device = wait_until(lambda: _joined(hub, phones), "the phone joins the hub")
        device.show(candy_view(seat_view(0, "Ana", ""), None, [], 6, {"grab": "G", "drop": "D"}))
        phone.wait_for_screen("candy")
        phone.drag("#pad", 100, -150)
        pushed = _poll_until(hub, phones, lambda polled: _stick_x(polled) > 0.5, "pad up-right")
        phone.lift()
        screen = phone.screen()
        longest = phone.run(
            f"let longest = 0; for (let k = 0; k < {ANGLES}; k++) {{"
            f" const a = 2 * Math.PI * k / {ANGLES}; setStick(Math.cos(a), Math.sin(a));"
            " longest = Math.max(longest, Math.hypot(stick.x, stick.y)); }"
            " return longest"
        )
    assert pushed.direction is not None
    assert (pushed.direction.x, pushed.direction.y) == (0.554, 0.832)
    assert hub.disconnected == [] and screen == "candy"
    assert 0.998 < longest <= 1.0, "a full push at any angle, cut to three decimals"


def test_a_typed_room_code_leads_the_page_to_the_room(phone: PhonePage) -> None:
    with phones_on() as phones:
        phone.open(phones.site + "/")
        phone.enter_code(phones.code.lower())
        phone.wait_for_screen("join")
        address = phone.driver.current_url
    assert address == phones.url


def test_a_wrong_room_code_is_refused_in_words_on_the_page(phone: PhonePage) -> None:
    with phones_on() as phones:
        phone.open(phones.site + "/")
        wrong = "ZZZZ" if phones.code != "ZZZZ" else "BBBB"
        phone.enter_code(wrong)
        error = phone.wait_for_text("code-error", bool, "the page says the code is wrong")
        screen = phone.screen()
    assert error == "No room has that code"
    assert screen == "code"
