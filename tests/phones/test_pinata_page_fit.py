"""The Piñata Blast hand on the phone page keeps every card's name whole: with nine or
more cards (five to a row) "Tamarindo" shrinks to fit its card rather than being cut
to "Tamarin…". Skipped, naming the missing package, where the browser cannot run."""

from __future__ import annotations

from pathlib import Path

from candy_arcade.phones.phone_views import seat_view
from candy_arcade.phones.pinata_view import pinata_view
from tests.phones.browser import PhonePage, wait_until
from tests.phones.phone_client import new_hub, phones_on
from tests.phones.test_pinata_page import _joined
from tests.sim.pinata.test_session_laying import table_of

CUT = """
return [...document.querySelectorAll('#pinata-hand .name')]
  .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent);
"""
"""The names on the hand's cards whose words run past their card's width."""


def test_tamarindo_fits_its_card_in_a_hand_of_ten(phone: PhonePage, shots: Path | None) -> None:
    hub = new_hub()
    session = table_of(2, 0)
    view = pinata_view(seat_view(0, "Ana", ""), session.snapshot(), 0, session.table, None)
    tamarindo = {**view["hand"][0], "candy": "Tamarindo", "shape": "tamarindo"}
    view["hand"] = [{**tamarindo, "id": number} for number in range(10)]
    with phones_on() as phones:
        device = _joined(phone, hub, phones)
        device.show(view)
        wait_until(lambda: len(phone.button_words("#pinata-hand .name")) == 10, "ten cards show")
        names = phone.button_words("#pinata-hand .name")
        cut = phone.run(CUT)
        if shots is not None:
            phone.screenshot(shots / "phone-pinata-ten.png")
    assert names == ["Tamarindo"] * 10
    assert cut == []
