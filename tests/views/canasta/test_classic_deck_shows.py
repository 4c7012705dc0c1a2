"""Issue 17, point 10: a Classic table is titled "Classic Canasta" wherever it shows
(lobby, table, saved game, results), and its deuces carry the gold WILD badge of
Heckadeck's wilds; a Wheel named a wild shows that border too (point 8)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PIL import Image

from candy_arcade.art.heckadeck_icons import GOLD
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta import textures
from candy_arcade.rules.canasta.decks import CLASSIC
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.saves.canasta import CANASTA_SLOT
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import run_frames

from .tables import setup, table

CLASSIC_TABLE = CanastaOptions(deck=CLASSIC)
RIBBON_END = (54, 9)
"""The WILD ribbon's left end (beside its words) on a 140x190 face."""


@pytest.fixture
def fresh_save() -> Iterator[None]:
    CANASTA_SLOT.delete()
    yield
    CANASTA_SLOT.delete()
    for stray in CANASTA_SLOT.path.parent.glob("canasta.earlier-*"):
        stray.unlink()


def gold_at(texture_image: Image.Image, xy: tuple[int, int]) -> bool:
    pixel = texture_image.convert("RGB").getpixel(xy)
    assert isinstance(pixel, tuple)
    return all(abs(a - b) <= 24 for a, b in zip(pixel, GOLD, strict=True))


def classic_session(kinds: list[str]) -> CanastaSession:
    return CanastaSession(setup(kinds, 5, CLASSIC_TABLE))


def test_the_lobby_is_titled_classic_canasta_when_the_classic_deck_is_chosen(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.views.canasta.lobby import CanastaLobbyView

    lobby = CanastaLobbyView()
    game_window.show_view(lobby)
    assert lobby.title_text.text == "Heckadeck Canasta"
    deck = next(item for item in lobby.items if item.label == "Deck")
    assert deck.choose is not None
    deck.choose("Classic")
    assert lobby.title_text.text == "Classic Canasta"
    deck.choose("Heckadeck")
    assert lobby.title_text.text == "Heckadeck Canasta"


def test_the_table_shows_its_title_on_the_felt(game_window) -> None:  # type: ignore[no-untyped-def]
    view = CanastaTableView(classic_session(["human", "normal"]), threaded=False,
                            autosave=False, pace=Pace(0, 0, 0.05))
    game_window.show_view(view)
    run_frames(game_window, 2)
    assert view.table.texts.shown()["title"] == "Classic Canasta"
    heckadeck = CanastaTableView(CanastaSession(setup(["human", "normal"], 5)), threaded=False,
                                 autosave=False, pace=Pace(0, 0, 0.05))
    game_window.show_view(heckadeck)
    run_frames(game_window, 2)
    assert heckadeck.table.texts.shown()["title"] == "Heckadeck Canasta"


def test_the_results_name_classic_canasta(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.views.canasta.game_over import CanastaGameOverView

    session = classic_session(["human", "normal"])
    session.state = dataclasses.replace(session.state, phase=Phase.GAME_OVER, winners=(0,))
    over = CanastaGameOverView(session)
    assert over.subtitle_text.text.startswith("Classic Canasta")


def test_a_saved_classic_game_is_named_when_a_new_game_would_replace_it(
    game_window, fresh_save  # type: ignore[no-untyped-def]
) -> None:
    from candy_arcade.views.canasta.lobby import CanastaLobbyView
    from candy_arcade.views.canasta.start import ReplaceSavedGameView, start_canasta

    start_canasta(game_window, setup(["human", "normal"], 111, CLASSIC_TABLE))
    lobby = CanastaLobbyView()
    game_window.show_view(lobby)
    lobby.start()
    ask = game_window.current_view
    assert isinstance(ask, ReplaceSavedGameView)
    assert ask.subtitle_text.text.startswith("The saved game is Classic Canasta.")


def test_classic_deuces_and_jokers_carry_the_wild_badge_and_naturals_do_not(
    game_window,  # type: ignore[no-untyped-def]
) -> None:
    deck = classic_session(["human", "normal"]).state.deck
    by_name = {card.name: card.id for card in deck.cards}
    for wild in ("2", "Joker"):
        image = textures.face(deck, by_name[wild]).image
        assert isinstance(image, Image.Image)
        assert gold_at(image, RIBBON_END), f"the Classic {wild} shows the WILD ribbon"
        assert gold_at(image, (2, 95)), f"the Classic {wild} has the gold rim"
    for natural in ("5", "K", "A"):
        image = textures.face(deck, by_name[natural]).image
        assert isinstance(image, Image.Image)
        assert not gold_at(image, RIBBON_END), f"a Classic {natural} is not marked wild"


def test_a_wheel_named_a_wild_shows_the_wild_border(game_window) -> None:  # type: ignore[no-untyped-def]
    view = CanastaTableView(CanastaSession(setup(["human", "normal"], 5)), threaded=False,
                            autosave=False, pace=Pace(0, 0, 0.05))
    game_window.show_view(view)
    state = table(hands=[["5", "6", "7"], ["6", "7", "8"]],
                  melds=[[("K", ["K", "K", "K", "Wheel"])], []])
    deck = state.deck
    assert deck.wheel_id is not None
    view.session.state = dataclasses.replace(state, wheel_as="K")
    run_frames(game_window, 2)
    sprite = view.table.cards.sprite_of(deck.wheel_id)
    assert sprite is not None and sprite.texture is textures.face(deck, deck.wheel_id)
    view.session.state = dataclasses.replace(state, wheel_as="Joker")
    view.session.moves += 1
    run_frames(game_window, 2)
    sprite = view.table.cards.sprite_of(deck.wheel_id)
    assert sprite is not None and sprite.texture is textures.wheel_as_wild(deck)
    image = sprite.texture.image
    assert isinstance(image, Image.Image) and gold_at(image, (2, 95))
