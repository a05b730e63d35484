"""Green Port's components and fixed numbers: which cards form the deck, objectives and headquarters."""

from __future__ import annotations

from greenbox_desktop.box import SYMBOLS, component, cube_ids

BASIC = ("red", "blue", "yellow", "green")
COLOUR_INDEX = {c: i for i, c in enumerate(BASIC)}
UNIT_CARDS = tuple(f"card.{c}.{v}" for c in BASIC for v in range(1, 7))
EVENTS = ("card.black.3", "card.black.5", "card.black.g1", "card.black.g2", "card.black.g3")
GREEN_X = "card.star.green"
ORANGE_X = "card.star.yellow"
DECK = UNIT_CARDS + EVENTS + (GREEN_X, ORANGE_X)
WHITE = tuple(f"card.white.{v}" for v in range(1, 7)) + ("card.white.g1", "card.white.g2", "card.white.g3")
BLACK_COLUMN = ("card.black.1", "card.black.2", "card.black.4")
WILD = "card.black.6"
HQ_PILE = {c: (f"card.{c}.g3", f"card.{c}.g2", f"card.{c}.g1") for c in BASIC}  # bottom first: 1, 1, 2
HQ_CARDS = frozenset(cid for pile in HQ_PILE.values() for cid in pile)
CUBES = {c: tuple(cube_ids(c)) for c in BASIC}
CUBE_COLOUR = {cid: c for c, ids in CUBES.items() for cid in ids}
PROFILE_TILES = tuple(f"tile.{s}.1" for s in SYMBOLS)  # one tile of each symbol

UNIT_LIMIT = 7
OBJECTIVE_SLICE = 5  # the first three white columns are dealt until they are worth this much
LAST_COLUMN_MIN = 3  # the fourth white column must be worth at least this much
COLUMNS = 6  # objective columns on the table (four white, one black, the wild black 6)
ROWS = 5  # the most cards a column can hold: the first three take at least 4 of the 9 white cards
HQ_BASE_COST = 2
SPECIALIZE_COST = 3
RED_HQ_SPECIALIZE_COST = 2
UNFLIP_COST = 2
UNFLIP_COST_AFTER_BUST = 1


_CARDS = DECK + WHITE + BLACK_COLUMN + (WILD,) + tuple(HQ_CARDS)
_VALUE = {cid: component(cid).value or 0 for cid in _CARDS}
_COLOUR = {cid: component(cid).colour or "" for cid in _CARDS} | CUBE_COLOUR
_SYMBOL = {cid: component(cid).symbol or "" for cid in _CARDS + PROFILE_TILES}


def value(cid: str) -> int:
    """The number printed on a card of the game."""
    return _VALUE[cid]


def colour(cid: str) -> str:
    """The colour of a card or cube of the game."""
    return _COLOUR[cid]


def symbol(cid: str) -> str:
    """The symbol printed on a card or tile of the game."""
    return _SYMBOL[cid]


def card_name(cid: str) -> str:
    """A card as the log names it: "red 4", "the Green X", "a black 3"."""
    if cid == GREEN_X:
        return "the Green X"
    if cid == ORANGE_X:
        return "the Orange X"
    return f"{colour(cid)} {value(cid)}"


def symbol_name(name: str) -> str:
    """A symbol's name on screen."""
    return name.capitalize()
