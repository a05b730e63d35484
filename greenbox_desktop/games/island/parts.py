"""Island's pieces and fixed data: seat colours, the board, the decks, the zones and the card actions.

The symbol-to-action table is reconstructed (the rulebook's icon table is lost): the rulings give
each symbol a basic action and an enchanted one, in the symbols' order.
"""

from __future__ import annotations

from greenbox_desktop.box import COMPONENTS, cube_ids, extra_die
from greenbox_desktop.games.grid_cells import neighbours as grid_neighbours

SEAT_COLOURS = ("red", "green", "yellow", "blue")
UNITS = tuple(tuple(cube_ids(colour)) for colour in SEAT_COLOURS)
CASTLES = tuple(cube_ids("black"))
PEACE = tuple(cube_ids("white"))
DICE = tuple(extra_die(1, colour) for colour in SEAT_COLOURS)  # a monument die in each seat's colour
OWNER = {cid: seat for seat, ids in enumerate(UNITS) for cid in ids}
MOST_MONUMENTS = 6
TARGET = 6  # each victory condition asks for six of something

TERRAIN = ("drop", "hammers", "circles", "wheel", "arrow")  # tiles of every symbol but bricks
TILES = tuple(f"tile.{symbol}.{n}" for symbol in TERRAIN for n in range(1, 7))
TERRITORY_CARDS = tuple(c.id for c in COMPONENTS.values() if c.kind == "card" and c.background in ("pink", "beige"))
CYCLE_CARDS = tuple(c.id for c in COMPONENTS.values() if c.background == "lightgreen")
CYCLE_SET = frozenset(CYCLE_CARDS)
SYMBOL = {cid: COMPONENTS[cid].symbol for cid in TERRITORY_CARDS + CYCLE_CARDS}
VALUE = {cid: COMPONENTS[cid].value for cid in TERRITORY_CARDS}
DEAL = {2: 8, 3: 5, 4: 4}  # draft pack size by player count

# (R) symbol -> (basic action, enchanted action)
ACTIONS = {
    "drop": ("replenish", "drown"),
    "hammers": ("recruit", "dominate"),
    "circles": ("pacify", "infiltrate"),
    "bricks": ("develop", "immortalize"),
    "wheel": ("enchant", None),
    "arrow": ("invade", "enrage"),
}

WIDTH, HEIGHT = 12, 9
CENTRE = frozenset({(HEIGHT // 2) * WIDTH + WIDTH // 2 - 1, (HEIGHT // 2) * WIDTH + WIDTH // 2})

# zones
BOARD = "board"
PIECES = "pieces"
TILE_STACK = "tiles"
TERRITORY_STACK = "territory_cards"
CYCLE_STACK = "cycle_cards"
DISCARD = "discard"
PLAYED = "played"
WAITING = "waiting"
ASIDE = "aside"
KEEP = "keep"
CASTLE_SUPPLY = "castles"
PEACE_SUPPLY = "peace"
TRACK = "monument_track"


def supply(seat: int) -> str:
    """The zone of ``seat``'s units off the board (and its monument die)."""
    return f"supply.{seat}"


def hand(seat: int) -> str:
    """The zone of ``seat``'s cards."""
    return f"hand.{seat}"


def pack(seat: int) -> str:
    """The zone of the cards ``seat`` is drafting from."""
    return f"pack.{seat}"


def colour_of(cid: str) -> str:
    """The colour of a cube id."""
    return cid.split(".", 2)[1]


def action_of(card: str, enchanted: bool = False) -> str | None:
    """The action a card triggers, basic or enchanted (None: the wheel has no enchanted action)."""
    return ACTIONS[SYMBOL[card]][1 if enchanted else 0]


NEIGHBOURS = tuple(grid_neighbours(cell, WIDTH, HEIGHT) for cell in range(WIDTH * HEIGHT))


def neighbours(cell: int) -> tuple[int, ...]:
    """The orthogonal neighbour cells of a board cell."""
    return NEIGHBOURS[cell]
