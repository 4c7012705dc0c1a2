"""The Canasta screen of the phone page fits a phone (412x860, see browser.py): the
Wheel's question with every name it may take keeps its buttons inside its panel and
Cancel on the screen, and a long card name stays inside the small pile card. Skipped,
naming the missing package, where the browser cannot run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.compose import Attempt
from tests.phones.browser import PHONE_HEIGHT, PhonePage
from tests.phones.canasta_table import canasta_table
from tests.phones.conftest import PhoneTable
from tests.views.canasta.tables import table

OUTSIDE = """
const inner = [...document.querySelectorAll(arguments[0])];
const outer = document.querySelector(arguments[1]);
const left = outer.getBoundingClientRect().left + outer.clientLeft;
const right = left + outer.clientWidth;
return inner.filter(e => { const b = e.getBoundingClientRect();
  return b.left < left - 0.5 || b.right > right + 0.5
      || e.scrollWidth > e.clientWidth + 1; }).map(e => e.textContent);
"""
"""The texts of the ``arguments[0]`` elements that stick out of the inside of
``arguments[1]`` (onto its border or past it) or whose words run past their own edges."""


def _never(name: str) -> Attempt:
    """The test opens the Wheel's question and only cancels it."""
    return Attempt()


def _shown(phone: PhonePage, phone_table: PhoneTable, expression: str, what: str) -> Any:
    return phone_table.frames_until(lambda: phone.run(f"return ({expression})"), what)


def test_the_wheels_question_fits_the_phone_with_cancel_on_screen(
    phone: PhonePage, phone_table: PhoneTable, shots: Path | None
) -> None:
    state = table(hands=[["K", "K", "Wheel", "5", "9"], ["6", "7", "8"]], phase=Phase.MELD)
    view = canasta_table(phone_table.window, ["phone", "normal"], state)
    phone.open(phone_table.phones.url)
    phone.join("Ana")
    _shown(phone, phone_table, "!document.getElementById('canasta-screen').hidden", "Canasta")
    controller = view.phones.seats[0].controller
    names = view.session.state.deck.wheel_names()
    controller.ask_wheel_name(names, _never)
    _shown(phone, phone_table, "document.querySelector('.cn-cancel')", "the Wheel's question")
    if shots is not None:
        phone.screenshot(shots / "phone-wheel.png")
    sticking_out = phone.run(OUTSIDE, ".cn-choice", ".cn-panel")
    cancel = phone.run(
        "const b = document.querySelector('.cn-cancel').getBoundingClientRect();"
        "return [b.top, b.bottom]"
    )
    choices = phone.button_words(".cn-choice:not(.cn-cancel)")
    phone.tap(".cn-cancel")
    _shown(phone, phone_table, "document.querySelector('.cn-dialog').hidden", "cancelled")
    assert len(choices) == len(names) > 6
    assert sticking_out == []
    assert cancel[0] >= 0 and cancel[1] <= PHONE_HEIGHT, "Cancel is on the screen"


def test_long_card_names_stay_inside_the_pile_card_and_the_hand_cards(
    phone: PhonePage, phone_table: PhoneTable, shots: Path | None
) -> None:
    state = table(
        hands=[["Watcher", "Omnihedron", "Crone", "5"], ["6", "7", "8"]],
        discard=["Darkness"],
        phase=Phase.DRAW,
    )
    canasta_table(phone_table.window, ["phone", "normal"], state)
    phone.open(phone_table.phones.url)
    phone.join("Ana")
    _shown(phone, phone_table, "!document.getElementById('canasta-screen').hidden", "Canasta")
    if shots is not None:
        phone.screenshot(shots / "phone-canasta-names.png")
    pile = phone.run(OUTSIDE, ".cn-pile .cn-name", ".cn-pile .cn-card")
    hand = [
        phone.run(OUTSIDE, f".cn-hand .cn-card:nth-child({n}) .cn-name",
                  f".cn-hand .cn-card:nth-child({n})")
        for n in range(1, 5)
    ]  # fmt: skip
    assert phone.text("canasta-screen").count("Darkness") == 1
    assert pile == []
    assert hand == [[], [], [], []]
