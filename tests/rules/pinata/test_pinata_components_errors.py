"""The components file is validated at load: one clear line per kind of mistake."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest

from candy_arcade.rules.pinata.components import (
    ComponentsError,
    components_from_mapping,
    default_components_path,
    load_components,
    parse_components,
)

DEFAULT = tomllib.loads(default_components_path().read_text(encoding="utf-8"))


def data() -> dict[str, Any]:
    return copy.deepcopy(DEFAULT)


def error_for(changed: dict[str, Any]) -> str:
    with pytest.raises(ComponentsError) as raised:
        components_from_mapping(changed, "pinata.toml")
    message = str(raised.value)
    assert "\n" not in message
    return message


def test_the_default_file_loads() -> None:
    assert len(load_components().cards) == 72


def test_a_missing_file_is_reported_with_its_path(tmp_path: Path) -> None:
    missing = tmp_path / "nope.toml"
    with pytest.raises(ComponentsError, match=r"nope\.toml: cannot read the file"):
        load_components(missing)


def test_broken_toml_is_reported() -> None:
    with pytest.raises(ComponentsError, match=r"^x\.toml: not valid TOML"):
        parse_components("[[candies]\nid=", "x.toml")


def test_an_unknown_top_level_key_is_reported() -> None:
    changed = data()
    changed["sticks"] = 1
    assert error_for(changed) == (
        "pinata.toml: unknown key 'sticks' (expected one of candies, cards, dice)"
    )


def test_an_unknown_candy_key_is_reported() -> None:
    changed = data()
    changed["candies"][1]["flavour"] = "sweet"
    assert "candies[1]: unknown key 'flavour'" in error_for(changed)


def test_a_missing_candy_field_is_reported() -> None:
    changed = data()
    del changed["candies"][2]["name"]
    assert error_for(changed) == "pinata.toml: candies[2] (chocolate): missing 'name'"


def test_a_bad_colour_is_reported() -> None:
    changed = data()
    changed["candies"][0]["colour"] = [300, 0, 0]
    assert error_for(changed) == (
        "pinata.toml: candies[0] (piruli): colour must be three integers 0-255 "
        "like [215, 40, 70], got [300, 0, 0]"
    )


def test_a_colour_that_is_not_three_numbers_is_reported() -> None:
    changed = data()
    changed["candies"][0]["colour"] = "red"
    assert "colour must be three integers 0-255" in error_for(changed)


def test_two_candies_with_the_same_colour_are_reported() -> None:
    changed = data()
    changed["candies"][1]["colour"] = changed["candies"][0]["colour"]
    assert error_for(changed) == (
        "pinata.toml: candies[1] (colacion): colour [215, 40, 70] is also piruli's"
    )


def test_an_unknown_silhouette_is_reported() -> None:
    changed = data()
    changed["candies"][3]["silhouette"] = "star"
    assert "candies[3] (paleta): unknown silhouette 'star' (known: bar, " in error_for(changed)


def test_two_candies_with_the_same_silhouette_are_reported() -> None:
    changed = data()
    changed["candies"][4]["silhouette"] = "bar"
    assert error_for(changed) == (
        "pinata.toml: candies[4] (tamarindo): silhouette 'bar' is also chocolate's"
    )


def test_a_repeated_candy_id_is_reported() -> None:
    changed = data()
    changed["candies"][5]["id"] = "piruli"
    assert "candies[5] (piruli): candy id 'piruli' is used twice" in error_for(changed)


def test_the_wrong_number_of_candies_is_reported() -> None:
    changed = data()
    del changed["candies"][5]
    del changed["cards"]["dulce"]
    assert error_for(changed) == "pinata.toml: expected 6 candies, found 5"


def test_cards_of_an_unknown_candy_are_reported() -> None:
    changed = data()
    changed["cards"]["toffee"] = [1, 2]
    assert error_for(changed) == (
        "pinata.toml: cards.toffee: unknown candy 'toffee' "
        "(known: piruli, colacion, chocolate, paleta, tamarindo, dulce)"
    )


def test_a_candy_without_cards_is_reported() -> None:
    changed = data()
    del changed["cards"]["paleta"]
    assert error_for(changed) == (
        "pinata.toml: cards.paleta: missing (every candy needs its cards)"
    )


def test_card_points_outside_1_to_4_are_reported() -> None:
    changed = data()
    changed["cards"]["dulce"][4] = 5
    assert error_for(changed) == (
        "pinata.toml: cards.dulce[4]: points must be an integer 1-4, got 5"
    )


def test_the_wrong_card_count_is_reported() -> None:
    changed = data()
    changed["cards"]["piruli"].append(2)
    assert error_for(changed) == "pinata.toml: [cards] lists 73 cards, expected 72"


def test_an_unknown_candy_on_a_die_face_is_reported() -> None:
    changed = data()
    changed["dice"][2]["faces"][3] = "toffee"
    assert error_for(changed) == (
        "pinata.toml: dice[2] (white-3): face 4 'toffee' is not a known candy "
        "(known: piruli, colacion, chocolate, paleta, tamarindo, dulce)"
    )


def test_a_die_without_six_faces_is_reported() -> None:
    changed = data()
    changed["dice"][0]["faces"].pop()
    assert error_for(changed) == "pinata.toml: dice[0] (white-1): has 5 faces, a die needs 6"


def test_a_die_showing_a_candy_twice_is_reported() -> None:
    changed = data()
    changed["dice"][1]["faces"][0] = changed["dice"][1]["faces"][1]
    assert error_for(changed) == (
        "pinata.toml: dice[1] (white-2): candy 'chocolate' is on more than one face "
        "(every die shows each candy once)"
    )


def test_a_die_of_an_unknown_colour_is_reported() -> None:
    changed = data()
    changed["dice"][4]["colour"] = "red"
    assert error_for(changed) == (
        "pinata.toml: dice[4] (white-5): colour must be 'white' or 'green', got 'red'"
    )


def test_an_unknown_die_key_is_reported() -> None:
    changed = data()
    changed["dice"][6]["weight"] = 3
    assert "dice[6]: unknown key 'weight' (expected one of colour, faces, id)" in error_for(changed)


def test_a_repeated_die_id_is_reported() -> None:
    changed = data()
    changed["dice"][1]["id"] = "white-1"
    assert error_for(changed) == "pinata.toml: dice[1] (white-1): die id 'white-1' is used twice"


def test_the_wrong_number_of_dice_is_reported() -> None:
    changed = data()
    del changed["dice"][0]
    assert error_for(changed) == "pinata.toml: expected 7 dice, found 6"


def test_more_or_fewer_than_one_green_die_is_reported() -> None:
    changed = data()
    changed["dice"][0]["colour"] = "green"
    assert error_for(changed) == (
        "pinata.toml: expected exactly one green die, found 2 (white-1, green)"
    )
