"""Desert Dessert as data: resources, the (reconstructed) industry table, ids and constants.

The industry table is a reconstruction (see shared/rules/desert_dessert.md, rulings): it lives
here and nowhere else, so a correction is a one-line change.  Every other module reads it
through ``NEEDS``, ``COST``, ``MAKES`` and ``NAMES``.
"""

from __future__ import annotations

from greenbox_desktop.box import SYMBOLS

# Resource colours in symbol order: the value-6 card of each symbol gives its colour (BOX.md).
RESOURCES: tuple[str, ...] = ("yellow", "red", "green", "white", "blue", "black")
RES_INDEX: dict[str, int] = {c: i for i, c in enumerate(RESOURCES)}
KINDS = len(SYMBOLS)  # six industries, one per symbol, in symbol order
SYMBOL_INDEX: dict[str, int] = {s: i for i, s in enumerate(SYMBOLS)}
RESOURCE_NAMES: tuple[str, ...] = ("Water", "Tools", "Minerals", "Glass", "Greenhouse produce", "Vanilla")

# ----- (R) the industry table ------------------------------------------------------------------
# symbol: (name, what it needs each turn).  Each industry makes 1 cube of its symbol's colour
# (2 with a manager).  Build cost: twice the needs; the Water Well costs 1 red + 1 green.
# The rulings' first draft had Greenhouse yellow+green+white and Vanilla yellow+white+blue: a
# scripted player then won in 19-26 turns (a fifth of the games under 20).  Tuned by changing
# colours only (counts kept at 2, 2, 3, 3, 3) with ``python -m greenbox_desktop.ai.desert_dessert_sim``:
# figures in rulebook/desert_dessert.md.
INDUSTRY_TABLE: dict[str, tuple[str, tuple[str, ...]]] = {
    "drop": ("Water Well", ()),
    "hammers": ("Tools Workshop", ("yellow", "yellow")),
    "circles": ("Mineral Mine", ("yellow", "red")),
    "bricks": ("Glass Works", ("yellow", "red", "green")),
    "wheel": ("Greenhouse", ("red", "green", "white")),
    "arrow": ("Vanilla Plantation", ("green", "white", "blue")),
}
WELL_COST: tuple[str, ...] = ("red", "green")


def _counts(colours: tuple[str, ...]) -> tuple[int, ...]:
    """A multiset of colours as counts in resource order."""
    return tuple(colours.count(c) for c in RESOURCES)


NAMES: tuple[str, ...] = tuple(INDUSTRY_TABLE[s][0] for s in SYMBOLS)
NEEDS: tuple[tuple[int, ...], ...] = tuple(_counts(INDUSTRY_TABLE[s][1]) for s in SYMBOLS)
COST: tuple[tuple[int, ...], ...] = tuple(
    _counts(WELL_COST) if s == "drop" else tuple(2 * n for n in _counts(INDUSTRY_TABLE[s][1])) for s in SYMBOLS)
MAKES: tuple[int, ...] = tuple(range(KINDS))  # industry k makes resource k (symbol order = colour order)
# The same needs and costs as (resource, count) pairs of the resources actually asked for.
NEED_PAIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((r, n) for r, n in enumerate(needs) if n) for needs in NEEDS)
COST_PAIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((r, n) for r, n in enumerate(cost) if n) for cost in COST)

# ----- setup and limits ----------------------------------------------------------------------
START_WELLS = 3
TILES_PER_KIND = 6
BLACK_TO_WIN = 6
EXCHANGE_RATE = 6  # cubes of one colour for one cube of another
ADJUSTMENTS_PER_TURN = 6  # take-backs during one supply phase (the app's limit; Undo is unlimited)
TURN_LIMITS: tuple[int | None, ...] = (None, 50, 100, 200)  # the default first: play has no limit
PLAYOUT_TURN_LIMIT = 100  # random playouts stop here, so they always end

# ----- component ids ---------------------------------------------------------------------------
GREY = "meeple.grey"
MEEPLES_IN_BAG: tuple[str, ...] = tuple(f"meeple.{c}" for c in ("red", "blue", "yellow", "green", "white", "black"))
SIX_CARDS: tuple[str, ...] = tuple(f"card.{c}.6" for c in RESOURCES)

# ----- zone ids and geometry --------------------------------------------------------------------
MARKET = "market"  # grid 5 wide x 6 rows: sell card, sell price, value-6 card, buy price, buy card
MARKET_WIDTH = 5
SELL, SELL_PRICE, ROW_CARD, BUY_PRICE, BUY = range(MARKET_WIDTH)  # the price cells hold no card
DECK = "deck"
DISCARD = "discard"
INDUSTRIES = "industries"  # grid 6 x 6: column = kind, row = copy number
INPUTS = "inputs"  # supplied cubes, drawn over the industries
BOSSES = "bosses"  # managers at work, drawn over the industries
MANAGERS = "managers"  # managers at hand
BAG = "manager_bag"
TILES = "tiles"  # row of 6: the unbuilt tiles of each kind
STORE: tuple[str, ...] = tuple(f"store.{c}" for c in RESOURCES)
BANK: tuple[str, ...] = tuple(f"bank.{c}" for c in RESOURCES)
STORE_INDEX: dict[str, int] = {z: i for i, z in enumerate(STORE)}
BANK_INDEX: dict[str, int] = {z: i for i, z in enumerate(BANK)}


def industry_slot(kind: int, copy: int) -> int:
    """The slot of the ``copy``-th (0-based) industry of ``kind`` on the industry grid."""
    return copy * KINDS + kind


def market_slot(row: int, side: int) -> int:
    """The market slot of ``side`` (SELL, SELL_PRICE, ROW_CARD, BUY_PRICE, BUY) in row ``row``."""
    return row * MARKET_WIDTH + side


def market_place(slot: int) -> tuple[int, int]:
    """(row, side) of a market slot."""
    return divmod(slot, MARKET_WIDTH)


def tile_id(kind: int, copy: int) -> str:
    """The id of the ``copy``-th (0-based) tile of ``kind``: tiles are built in number order."""
    return f"tile.{SYMBOLS[kind]}.{copy + 1}"


def tile_kind(tile: str) -> int:
    """The industry kind (symbol index) of a tile id."""
    return SYMBOL_INDEX[tile.split(".")[1]]
