"""The pieces of Attack of the Moulds: each seat's cubes and supply, and the game's numbers."""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, cube_ids, tile_ids

CUBES_EACH = 20
QUIET_ROUNDS = 10  # full rounds without a new cube on the board that end the game (our ruling)
STAR_CARD = "card.star.yellow"
TILES = tuple(tile_ids())
CUBES = tuple(tuple(cube_ids(colour))[:CUBES_EACH] for colour in COLOURS)
CUBE_SEAT = {cid: seat for seat, ids in enumerate(CUBES) for cid in ids}


def supply(seat: int) -> str:
    """The zone of ``seat``'s cubes not on the board."""
    return f"supply.{seat}"


def colour(seat: int) -> str:
    """The colour of ``seat``'s cubes."""
    return COLOURS[seat]
