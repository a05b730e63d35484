"""The component inventory of BOX.md, pinned."""

from collections import Counter

import pytest

from greenbox_desktop.box import (
    ALL_IDS, COLOURS, COMPONENTS, SYMBOL_CODE, SYMBOLS, card_symbol, component, extra_card, extra_die, kind_of,
)


def by_kind(kind):
    return [c for c in COMPONENTS.values() if c.kind == kind]


def test_counts_per_kind():
    counts = Counter(c.kind for c in COMPONENTS.values())
    assert counts == {"tile": 36, "card": 56, "cube": 120, "meeple": 7, "die": 2, "bag": 1, "track": 1}
    assert len(ALL_IDS) == len(set(ALL_IDS)) == 223


def test_tiles_six_of_each_symbol_with_pip_codes():
    tiles = by_kind("tile")
    assert Counter(t.symbol for t in tiles) == {s: 6 for s in SYMBOLS}
    assert component("tile.drop.3").pips == 1 and component("tile.arrow.6").pips == 6
    assert [SYMBOL_CODE[s] for s in SYMBOLS] == [1, 2, 3, 4, 5, 6]


def test_cubes_twenty_per_colour_and_meeples():
    assert Counter(c.colour for c in by_kind("cube")) == {c: 20 for c in COLOURS}
    assert {m.colour for m in by_kind("meeple")} == set(COLOURS) | {"grey"}


def number_cards():
    return [c for c in by_kind("card") if c.background in ("pink", "beige")]


def test_number_cards_backgrounds_and_values():
    cards = number_cards()
    assert len(cards) == 36
    assert Counter(c.background for c in cards) == {"pink": 18, "beige": 18}
    assert all((c.background == "pink") == (c.value <= 3) for c in cards)
    for colour in COLOURS:
        assert sorted(c.value for c in cards if c.colour == colour) == [1, 2, 3, 4, 5, 6]


def test_latin_square_of_number_cards():
    cards = number_cards()
    for colour in COLOURS:
        assert {c.symbol for c in cards if c.colour == colour} == set(SYMBOLS)
    for symbol in SYMBOLS:
        assert sorted(c.value for c in cards if c.symbol == symbol) == [1, 2, 3, 4, 5, 6]
    assert {c.symbol for c in cards if c.value == 3} == set(SYMBOLS)


@pytest.mark.parametrize("colour,symbol", [("yellow", "drop"), ("red", "hammers"), ("green", "circles"),
                                           ("white", "bricks"), ("blue", "wheel"), ("black", "arrow")])
def test_value_six_card_of_each_colour(colour, symbol):
    assert component(f"card.{colour}.6").symbol == symbol


def test_cycle_examples_from_box_md():
    assert [card_symbol("black", v) for v in range(1, 7)] == list(SYMBOLS)
    assert [card_symbol("yellow", v) for v in range(1, 7)] == ["hammers", "circles", "bricks", "wheel", "arrow", "drop"]


def test_light_green_cards():
    greens = [c for c in by_kind("card") if c.background == "lightgreen"]
    assert len(greens) == 18
    for colour in COLOURS:
        assert [component(f"card.{colour}.g{k}").value for k in (1, 2, 3)] == [2, 1, 1]
        assert component(f"card.{colour}.g1").symbol == component(f"card.{colour}.6").symbol
    for symbol in SYMBOLS:
        assert sorted(c.value for c in greens if c.symbol == symbol) == [1, 1, 2]
    assert component("card.yellow.g2").symbol == "hammers" and component("card.black.g2").symbol == "drop"


def test_star_cards():
    stars = [c for c in by_kind("card") if c.background == "star"]
    assert {c.id for c in stars} == {"card.star.green", "card.star.yellow"}
    assert all(c.value is None and c.symbol is None for c in stars)


def test_extras_and_kinds():
    die = extra_die(3)
    card = extra_card("test", "boss", title="The Boss", text="A test card")
    assert component(die).kind == "die" and component(die).extra
    assert component(card).title == "The Boss"
    assert kind_of(die) == "die" and kind_of(card) == "card" and kind_of("cube.red.01") == "cube"
    with pytest.raises(KeyError):
        component("tile.nothing.1")
