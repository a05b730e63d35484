"""The component inventory of BOX.md, built once at import time.

Reconstructed facts (marked (R) in BOX.md) live here and nowhere else: the Latin square of
symbols on number cards (``SIX_SYMBOL``) and the light-green cards derived from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

SYMBOLS: tuple[str, ...] = ("drop", "hammers", "circles", "bricks", "wheel", "arrow")
SYMBOL_CODE: dict[str, int] = {s: i + 1 for i, s in enumerate(SYMBOLS)}
SYMBOL_NAMES: dict[str, str] = {s: s.capitalize() for s in SYMBOLS}

COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green", "white", "black")
MEEPLE_COLOURS: tuple[str, ...] = COLOURS + ("grey",)
BACKGROUNDS: tuple[str, ...] = ("pink", "beige", "lightgreen", "star")

# (R) The symbol on each colour's value-6 card; the rest of the Latin square follows from it.
SIX_SYMBOL: dict[str, str] = {
    "yellow": "drop",
    "red": "hammers",
    "green": "circles",
    "white": "bricks",
    "blue": "wheel",
    "black": "arrow",
}

CUBES_PER_COLOUR = 20


@dataclass(frozen=True)
class Component:
    """One physical piece: what it is and what is printed on it.

    ``kind`` is one of tile, card, cube, meeple, die, bag, track.  Fields that do not apply to
    a kind are None.  ``extra`` marks components the app adds beyond the real box.
    """

    id: str
    kind: str
    colour: str | None = None
    symbol: str | None = None
    value: int | None = None
    background: str | None = None
    extra: bool = False
    title: str | None = None
    text: str | None = None

    @property
    def pips(self) -> int | None:
        """The pip count printed on the piece (a tile's symbol code, a card's value)."""
        if self.kind == "tile" and self.symbol:
            return SYMBOL_CODE[self.symbol]
        return self.value


def card_symbol(colour: str, value: int) -> str:
    """(R) The symbol on the number card of ``colour`` and ``value`` (cyclic Latin square)."""
    s6 = SYMBOL_CODE[SIX_SYMBOL[colour]]
    return SYMBOLS[(value + s6 - 7) % 6]


def _light_green(colour: str) -> list[Component]:
    """(R) The three light-green cards of a colour: a 2 with its 6-symbol, then two 1s."""
    s6 = SYMBOL_CODE[SIX_SYMBOL[colour]] - 1
    values = (2, 1, 1)
    return [
        Component(f"card.{colour}.g{k + 1}", "card", colour, SYMBOLS[(s6 + k) % 6], values[k], "lightgreen")
        for k in range(3)
    ]


def _build() -> dict[str, Component]:
    parts: list[Component] = []
    for symbol in SYMBOLS:
        parts += [Component(f"tile.{symbol}.{n}", "tile", symbol=symbol) for n in range(1, 7)]
    for colour in COLOURS:
        for value in range(1, 7):
            background = "pink" if value <= 3 else "beige"
            parts.append(Component(f"card.{colour}.{value}", "card", colour, card_symbol(colour, value), value, background))
        parts += _light_green(colour)
    parts.append(Component("card.star.green", "card", "green", background="star"))
    parts.append(Component("card.star.yellow", "card", "yellow", background="star"))
    for colour in COLOURS:
        parts += [Component(f"cube.{colour}.{n:02d}", "cube", colour) for n in range(1, CUBES_PER_COLOUR + 1)]
    parts += [Component(f"meeple.{colour}", "meeple", colour) for colour in MEEPLE_COLOURS]
    parts += [Component(f"die.{n}", "die") for n in (1, 2)]
    parts.append(Component("bag", "bag"))
    parts.append(Component("track", "track"))
    return {c.id: c for c in parts}


COMPONENTS: dict[str, Component] = _build()
ALL_IDS: tuple[str, ...] = tuple(COMPONENTS)
_EXTRAS: dict[str, Component] = {}


def component(cid: str) -> Component:
    """The description of a component id, from the box or from the registered extras."""
    found = COMPONENTS.get(cid) or _EXTRAS.get(cid)
    if found is None:
        raise KeyError(f"no component {cid!r} in the box or the extras")
    return found


@lru_cache(maxsize=4096)
def kind_of(cid: str) -> str:
    """The kind of a component id (its prefix: ``tile``, ``card``, ``cube`` ...)."""
    head = cid.split(".", 1)[0]
    return cid.split(".", 2)[1] if head == "extra" else head


def tile_ids(symbol: str | None = None) -> list[str]:
    """Ids of the tiles, all or of one symbol, in symbol order."""
    return list(_tile_ids(symbol))


@lru_cache(maxsize=64)
def _tile_ids(symbol: str | None) -> tuple[str, ...]:
    symbols = SYMBOLS if symbol is None else (symbol,)
    return tuple(f"tile.{s}.{n}" for s in symbols for n in range(1, 7))


def cube_ids(colour: str, count: int = CUBES_PER_COLOUR) -> list[str]:
    """Ids of the first ``count`` cubes of a colour."""
    return list(_cube_ids(colour, count))


@lru_cache(maxsize=256)
def _cube_ids(colour: str, count: int) -> tuple[str, ...]:
    return tuple(f"cube.{colour}.{n:02d}" for n in range(1, count + 1))


def extra_die(n: int, colour: str | None = None) -> str:
    """Register (once) and return the id of extra die number ``n`` (beyond the box's two).

    ``colour`` names a set of dice of their own colour (``extra.die.red.3``), for games that
    tell two sets of dice apart; without it the die is one of the plain extra dice.
    """
    cid = f"extra.die.{colour}.{n}" if colour else f"extra.die.{n}"
    _EXTRAS.setdefault(cid, Component(cid, "die", colour, extra=True))
    return cid


def extra_meeple(name: str, *, title: str, colour: str | None = None) -> str:
    """Register (once) and return the id of an extra pawn of a game's own (``extra.meeple.<name>``)."""
    cid = f"extra.meeple.{name}"
    _EXTRAS.setdefault(cid, Component(cid, "meeple", colour, extra=True, title=title))
    return cid


def extra_card(deck: str, name: str, *, title: str, text: str = "", colour: str | None = None,
               value: int | None = None, symbol: str | None = None) -> str:
    """Register (once) and return the id of a printed extra card of a game's own deck."""
    cid = f"extra.card.{deck}.{name}"
    _EXTRAS.setdefault(cid, Component(cid, "card", colour, symbol, value, "extra", True, title, text))
    return cid
