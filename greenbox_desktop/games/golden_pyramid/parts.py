"""The Golden Pyramid's components and zone ids: which cards, cubes, tiles and meeples play."""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, COMPONENTS, SYMBOLS, cube_ids, tile_ids

DECK, DISCARD, BAG, MARKET, OFFER, TILES, TRACK = "deck", "discard", "bag", "market", "offer", "tiles", "track"
TRACK_LENGTH = 30  # the score track shows 0-29; a score cube goes round again past 29
HAND_LIMIT = 7
SCORE_CUBE = 20  # each seat's score cube is cube number 20 of its colour
DECK_CARDS = tuple(cid for cid, c in COMPONENTS.items()
                   if c.kind == "card" and c.background in ("pink", "beige", "lightgreen") and c.value <= 4)
CARD_COLOUR = {cid: COMPONENTS[cid].colour for cid in DECK_CARDS}
CARD_SYMBOL = {cid: COMPONENTS[cid].symbol for cid in DECK_CARDS}
CARD_VALUE = {cid: COMPONENTS[cid].value for cid in DECK_CARDS}
ALL_TILES = tuple(tile_ids())
TILE_SYMBOL = {tid: tid.split(".")[1] for tid in ALL_TILES}
SYMBOL_SLOT = {s: i for i, s in enumerate(SYMBOLS)}


def level_zone(level: int) -> str:
    """The zone of the tiles of one level."""
    return f"level.{level}"


def columns_zone(level: int) -> str:
    """The zone of the columns (cubes) standing on the quarters of one level."""
    return f"columns.{level}"


def builders_zone(level: int) -> str:
    """The zone of the builders (meeples) standing on the tiles of one level."""
    return f"builders.{level}"


def hand(seat: int) -> str:
    """A seat's hand of cards."""
    return f"hand.{seat}"


def cubes(seat: int) -> str:
    """A seat's cubes (its supply of columns; its builder waits there too)."""
    return CUBES_ZONES[seat]


def builder(seat: int) -> str:
    """A seat's builder meeple."""
    return f"meeple.{COLOURS[seat]}"


def score_cube(seat: int) -> str:
    """A seat's cube on the score track."""
    return cube_ids(COLOURS[seat], SCORE_CUBE)[-1]


def bag_cubes(players: int) -> list[str]:
    """The cubes that go into the bag: 15 of each colour, 18 with 5-6 players."""
    per_colour = 18 if players >= 5 else 15
    return [cid for colour in COLOURS for cid in cube_ids(colour, per_colour)]


COLOUR_OF = {cid: cid.split(".")[1] for cid in COMPONENTS if cid.startswith(("cube.", "card.", "meeple."))}
CUBES_ZONES = tuple(f"cubes.{s}" for s in range(6))


def colour_of(cid: str) -> str:
    """The colour of a cube, card or meeple."""
    return COLOUR_OF[cid]
