"""Issue 20, points 4 and 5, as the player sees them: the lobby's Variant row and its
line, the variant in every title and the score sheet's header, Samba's runs on the table
in their own order with their labels, and the talons beside the pile with their sizes
and who took them (also in the phone's table summary)."""

from __future__ import annotations

import dataclasses
import tomllib
from typing import Any

from candy_arcade.core.seats import SeatSpec
from candy_arcade.lobby_memory import CanastaChoices, choices_from_dict, choices_to_toml
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta.model import table_view
from candy_arcade.render.canasta.names import game_heading, table_title
from candy_arcade.render.canasta.seats import SeatInfo
from candy_arcade.rules.canasta.scenario import position
from candy_arcade.rules.canasta.settings import SAMBA, TALONS, Settings
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.variant_scenario import with_sequences, with_talons
from candy_arcade.views.canasta.lobby import CanastaLobbyView
from candy_arcade.views.canasta.options import TARGETS
from candy_arcade.views.canasta.phone_view import shared_table
from candy_arcade.views.launch import run_frames

from .test_table_details import table_at
from .test_table_seats import shown_words

HAND = ["9", "10", "Q"]
FOUR = ("human", "normal", "normal", "normal")


def samba_table(settings: Settings) -> State:
    """South & North hold a run of four, a samba, and a run with a zero above the King."""
    state = position(Settings(players=4, variant=SAMBA), hands=[HAND] * 4,
                     melds=[[["9", "9", "9"]]], discard=["6"], phase=Phase.MELD)
    return with_sequences(state, [[("blue", ["5", "6", "7", "8"]),
                                   ("green", ["A", "2", "3", "4", "5", "6", "7"]),
                                   ("black", ["J", "Q", "K", "0"])]])


def talons_table(taken_by: tuple[int, ...]) -> Any:
    def build(settings: Settings) -> State:
        state = position(Settings(players=4, variant=TALONS), hands=[HAND] * 4,
                         discard=["6"], phase=Phase.DRAW)
        return with_talons(state, taken_by)
    return build


def test_the_lobby_says_what_samba_changes_and_plays_it_to_10000(game_window: Any) -> None:
    lobby = CanastaLobbyView()
    game_window.show_view(lobby)
    lobby.set_variant("Samba")
    run_frames(game_window, 1)
    assert lobby.variant_note.text == (
        "Samba: 15 cards, draw two, sequences of one colour, two canastas to go out,"
        " game to 10000"
    )
    assert lobby.title_text.text == "Heckadeck Samba"
    assert lobby.target == "10000"
    assert "Variant:  < Samba >" in [item.display() for item in lobby.items]
    lobby.set_deck("Classic")
    assert "sequences of one suit" in lobby.variant_note.text
    assert lobby.title_text.text == "Classic Samba"
    lobby.target = "7500"
    assert lobby.options().target == 7500, "Samba's target can still be changed"


def test_the_lobby_variant_line_sits_clear_of_the_rows_around_it(game_window: Any) -> None:
    """The longest line (Samba at the Heckadeck) inside the rows' width and at least
    4 px from the Variant row above and the row below (it touched both at 20 px)."""
    lobby = CanastaLobbyView()
    game_window.show_view(lobby)
    lobby.set_variant("Samba")
    run_frames(game_window, 1)
    note = lobby.variant_note
    row = next(i for i, item in enumerate(lobby.items) if item.label == "Variant")
    left, right, variant_bottom, _ = lobby.item_rect(row)
    below_top = lobby.item_rect(row + 1)[3]
    assert note.content_width <= right - left
    assert variant_bottom - (note.y + note.content_height / 2) >= 4
    assert (note.y - note.content_height / 2) - below_top >= 4


def test_the_lobby_says_what_talons_change_and_leaving_samba_restores_the_target(
    game_window: Any,
) -> None:
    lobby = CanastaLobbyView()
    game_window.show_view(lobby)
    lobby.set_variant("Samba")
    lobby.set_variant("Talons")
    assert lobby.variant_note.text == (
        "Talons: the first side to meld from its hand takes 4 more cards, the second 3"
    )
    assert lobby.title_text.text == "Heckadeck Canasta · Talons"
    assert lobby.target == "5000"
    assert lobby.options().variant == "talons"


def test_the_variant_is_saved_and_remembered() -> None:
    options = CanastaOptions(variant="samba", target=10000)
    assert "variant=samba" in options.to_variants()
    assert CanastaOptions.from_variants(options.to_variants()) == options
    assert CanastaOptions.from_variants(["variant=chess"]).variant == "standard"
    assert not any(entry.startswith("variant") for entry in CanastaOptions().to_variants())
    assert options.settings(2).variant == "samba"
    kept = CanastaChoices((SeatSpec(False), SeatSpec(True, "normal")),
                          CanastaOptions(variant="talons"), "normal")
    read, problem = choices_from_dict(tomllib.loads(choices_to_toml(kept)), TARGETS, ())
    assert problem is None and read.options.variant == "talons"


def test_titles_and_the_score_sheet_header_name_the_variant() -> None:
    assert table_title("heckadeck", "samba") == "Heckadeck Samba"
    assert table_title("classic", "talons") == "Classic Canasta · Talons"
    assert table_title("classic") == "Classic Canasta"
    assert game_heading("heckadeck", "samba", 10000) == "Heckadeck Samba · game to 10000"


def test_runs_lie_on_the_table_in_their_order_with_their_labels(game_window: Any) -> None:
    view = table_at(game_window, samba_table, FOUR)
    state = view.session.state
    words = shown_words(view.table.texts)
    assert words["title"] == "Heckadeck Samba"
    assert {words["run0-0"], words["run0-1"], words["run0-2"]} == {
        "blue run 4", "green samba", "black run 4",
    }
    assert "SAMBA" in words.values()
    zero_high = state.sequences[0][2]
    assert [state.deck.name_of[c] for c in zero_high.cards] == ["J", "Q", "K", "0"]
    sprites = view.table.cards.by_card
    ys = [sprites[card].target[1] for card in zero_high.cards]
    assert ys == sorted(ys, reverse=True), "the run cascades down in its order, 0 last"
    xs = {sprites[card].target[0] for card in zero_high.cards}
    nines = state.melds[0][0].cards
    assert len(xs) == 1 and min(xs) > sprites[nines[0]].target[0], "runs after the melds"
    side = table_view(state, view.session.seats, 0).sides[0]
    assert side.canastas == 1, "a samba counts as a canasta"
    assert ("sequence", "2") in view.table.target_rects


def test_talons_show_their_sizes_then_who_took_them(game_window: Any) -> None:
    view = table_at(game_window, talons_table(()), FOUR)
    words = shown_words(view.table.texts)
    assert (words["talon0"], words["talon1"], words["talons"]) == ("4", "3", "Talons")
    assert words["title"] == "Heckadeck Canasta · Talons"
    view = table_at(game_window, talons_table((1,)), FOUR)
    words = shown_words(view.table.texts)
    assert words["talon0"] == "4" and words["talon-by0"] == "West", "the player who took it"
    assert "talon-by1" not in words


def test_the_phone_summary_lists_runs_and_talons() -> None:
    seats = tuple(SeatInfo(s, ("South", "West", "North", "East")[s], f"P{s}", False, "normal",
                           s % 2) for s in range(4))
    samba = shared_table(samba_table(Settings()), seats, 0)
    own = samba["sides"][0]  # type: ignore[index]
    assert [run["label"] for run in own["sequences"]] == [
        "blue run 4", "green samba", "black run 4",
    ]
    talons = shared_table(talons_table((0,))(Settings()), seats, 1)["talons"]
    assert talons == [{"size": 4, "taken_by": "South"}, {"size": 3, "taken_by": ""}]
    unknown = dataclasses.replace(talons_table((0,))(Settings()), talon_takers=(None, None))
    assert shared_table(unknown, seats, 1)["talons"][0] == {  # type: ignore[index]
        "size": 4, "taken_by": "South & North",
    }, "a save that did not keep the player names the side"
