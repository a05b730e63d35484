"""Fixed data of Last Defence at Hudai Monastery: component ids, table geometry, card facts.

Everything here is computed once at import time from the box inventory.
"""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, COMPONENTS, MEEPLE_COLOURS, SYMBOLS, cube_ids, tile_ids

COLUMNS = 6
WALL_ROWS = 10  # the base row plus nine rows of room above it
STUNNED, APPROACHING, ATTACKING = 0, 1, 2
ROW_NAMES = ("stunned", "approaching", "attacking")
START_INTEGRITY = 11
MAX_TIME = 11
POINTS_PER_TURN = 4
BASE_DRAW = 2
MONK_START_COLUMNS = (1, 4)

DROP, HAMMERS, CIRCLES, BRICKS, WHEEL, ARROW = SYMBOLS
SYMBOL_INDEX = {s: i for i, s in enumerate(SYMBOLS)}

MONKS = tuple(f"meeple.{c}" for c in MEEPLE_COLOURS)
MONK_COLOUR = {m: m.split(".")[1] for m in MONKS}
ALL_TILES = tuple(tile_ids())
TILE_SYMBOL = {t: t.split(".")[1] for t in ALL_TILES}

INTEGRITY_CUBES = tuple(cube_ids("red", START_INTEGRITY))
TIME_CUBES = tuple(cube_ids("green", MAX_TIME))
_BLUE = cube_ids("blue", 11)
MARKERS = {s: (_BLUE[i],) for i, s in enumerate(SYMBOLS)}
MARKERS[HAMMERS] = (_BLUE[1], _BLUE[6])  # hammers needs two upgrades per level: two markers
MARKER_SYMBOL = {cube: s for s, cubes in MARKERS.items() for cube in cubes}
POINT_CUBES = tuple(_BLUE[7:11])
DAMAGE_CUBES = tuple(cube_ids("yellow") + cube_ids("white"))  # white only if yellow runs out
BLOCK_CUBES = tuple(cube_ids("black", COLUMNS))

CARD_HP: dict[str, int] = {}
CARD_SYMBOL: dict[str, str] = {}
CARD_COLOUR: dict[str, str] = {}
CARD_BACKGROUND: dict[str, str] = {}
for _c in COMPONENTS.values():
    if _c.kind == "card" and _c.value is not None:
        CARD_HP[_c.id] = _c.value + 1
        CARD_SYMBOL[_c.id] = _c.symbol
        CARD_COLOUR[_c.id] = _c.colour
        CARD_BACKGROUND[_c.id] = _c.background

PINK = tuple(f"card.{c}.{v}" for c in COLOURS for v in (1, 2, 3))
BEIGE = tuple(f"card.{c}.{v}" for c in COLOURS for v in (4, 5, 6))
_GREEN = [cid for cid, bg in CARD_BACKGROUND.items() if bg == "lightgreen"]


def _track_cards() -> dict[str, tuple[str, str]]:
    """Per symbol, the light-green 1 and 2 that form its technique track (the first 1 in box order)."""
    cards = {}
    for s in SYMBOLS:
        mine = [cid for cid in _GREEN if CARD_SYMBOL[cid] == s]
        one = next(cid for cid in mine if CARD_HP[cid] == 2)
        two = next(cid for cid in mine if CARD_HP[cid] == 3)
        cards[s] = (one, two)
    return cards


TRACK_CARDS = _track_cards()
SPARE_GREEN = tuple(cid for cid in _GREEN if all(cid not in pair for pair in TRACK_CARDS.values()))
STAR_GREEN, STAR_YELLOW = "card.star.green", "card.star.yellow"

DECK_CHOICES = ("standard", "all_pink", "all_pink_beige")
DECK_NAMES = {"standard": "standard deck", "all_pink": "all pink demons instead of the green ones",
              "all_pink_beige": "all pink and beige demons"}
TIME_CHOICES = (11, 10, 9, 8, 7, 6, 5)
# Per deck choice, the demon deck's layers from the bottom up: (card background, cards of it).
DECK_LAYERS = {
    "standard": (("beige", len(BEIGE) - 6), ("pink", len(PINK) - 6), ("lightgreen", len(SPARE_GREEN))),
    "all_pink": (("beige", len(BEIGE) - 6), ("pink", len(PINK))),
    "all_pink_beige": (("beige", len(BEIGE)), ("pink", len(PINK))),
}


def wall_slot(col: int, height: int) -> int:
    """The wall-grid slot of the tile at ``height`` (0 = base) in ``col``; row 0 is drawn on top."""
    return (WALL_ROWS - 1 - height) * COLUMNS + col


def wall_place(slot: int) -> tuple[int, int]:
    """(column, height) of a wall-grid slot."""
    row, col = divmod(slot, COLUMNS)
    return col, WALL_ROWS - 1 - row


def demon_slot(row: int, col: int) -> int:
    """The demon-grid slot of ``row`` (stunned, approaching, attacking) in ``col``."""
    return row * COLUMNS + col


def tech_zone(symbol: str) -> str:
    """The zone id of a technique track."""
    return f"tech.{symbol}"
