"""The Canasta screen of the phone page in a real browser (a phone-sized touch screen,
see browser.py): a card tapped, then DISCARD tapped, discards it at the table. Skipped,
naming the missing package, where the browser cannot run."""

from __future__ import annotations

from candy_arcade.rules.canasta.state import Phase
from tests.phones.browser import PhonePage
from tests.phones.canasta_table import canasta_table
from tests.phones.conftest import PhoneTable
from tests.views.canasta.tables import ids, table


def test_a_card_tapped_then_discard_tapped_is_discarded_at_the_table(
    phone: PhonePage, phone_table: PhoneTable
) -> None:
    state = table(hands=[["K", "K", "5", "9"], ["6", "7", "8"]], discard=["4"], phase=Phase.MELD)
    view = canasta_table(phone_table.window, ["phone", "normal"], state)
    nine = ids(state, 0, "9")[0]
    card = f'#canasta-screen .cn-hand .cn-card[data-id="{nine}"]'

    def shown(expression: str, what: str) -> object:
        """Frames go on, as arcade's loop would, until the page shows ``expression``."""
        return phone_table.frames_until(lambda: phone.run(f"return ({expression})"), what)

    phone.open(phone_table.phones.url)
    phone.join("Ana")
    shown("!document.getElementById('canasta-screen').hidden", "the Canasta screen")
    names = phone.button_words(".cn-hand .cn-name")
    phone.tap(card)
    shown(
        f"document.querySelector({card!r}).classList.contains('selected')"
        " && !document.querySelector('[data-do=discard]').classList.contains('off')",
        "the nine chosen, DISCARD ready",
    )
    phone.tap('#canasta-screen [data-do="discard"]')
    shown(f"!document.querySelector({card!r})", "the nine leaves the hand")
    assert names == ["5", "9", "K", "K"]
    assert nine not in view.session.state.hands[0]
    assert any(line.startswith("South discards") for line in view.session.log)
