"""Zones (places on the table) and locations (where one component is)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

ZONE_KINDS = ("grid", "edges", "row", "stack", "hand", "pool", "track", "bag", "box", "free")
VISIBILITIES = ("public", "owner", "private", "nobody")


class Location(NamedTuple):
    """Where a component is: zone id, slot in it (None where position does not matter), face."""

    zone: str
    slot: int | None
    face_up: bool


@dataclass(frozen=True)
class Zone:
    """A place on the table, declared by a game.

    kind: grid (w×h cells, slot = y*w + x; ``shape`` = (w, h, "square" | "hex")), edges (the
    borders between the cells of a square grid named by ``over``; see ``edge_slot``), row
    (slots 0..n-1 left to right; shape = (n,)), stack (slot = height, last on top), hand (a
    seat's cards), pool (loose pieces, no order), track (a numbered track; shape = (n,)), bag,
    box, free (an open surface of w×h fine units, slot = y*w + x is where a piece's centre lies;
    shape = (w, h); a legal ``Move(c, zone, None)`` there means "anywhere": every slot of the
    zone is then legal for ``c``, and applying the move with slot None leaves the spot to the game).  visibility: public (face-up pieces seen by all), owner (the owner sees everything
    in it, the others only face-up pieces), private (the owner sees everything in it, the others
    nothing at all, not even which cube lies there), nobody (no one sees what is inside).
    Layout hints: ``area`` (center, north, south, east, west, side), ``order`` within the area,
    ``over`` (another zone this one is drawn on top of), ``label`` shown on screen.
    """

    id: str
    kind: str
    label: str = ""
    owner: int | None = None
    visibility: str = "public"
    shape: tuple = ()
    face_up: bool = True
    area: str = "center"
    order: int = 0
    over: str | None = None
    hints: tuple = field(default_factory=tuple)

    def __post_init__(self) -> None:
        if self.kind not in ZONE_KINDS:
            raise ValueError(f"zone {self.id!r}: unknown kind {self.kind!r}")
        if self.visibility not in VISIBILITIES:
            raise ValueError(f"zone {self.id!r}: unknown visibility {self.visibility!r}")

    def hint(self, key: str, default=None):
        """A per-game layout hint given as ``hints=(("key", value), ...)``."""
        return dict(self.hints).get(key, default)


BOX_ZONE = Zone("box", "box", label="Box", visibility="nobody", face_up=False, area="side")


def edge_slot(w: int, a: int, b: int) -> int:
    """The slot of the border between orthogonal neighbour cells ``a`` and ``b`` of a w-wide grid.

    Horizontal neighbours (a, a+1) give 2*a; vertical neighbours (a, a+w) give 2*a + 1.
    """
    a, b = min(a, b), max(a, b)
    if b == a + 1 and a // w == b // w:
        return 2 * a
    if b == a + w:
        return 2 * a + 1
    raise ValueError(f"cells {a} and {b} are not orthogonal neighbours")


def edge_cells(w: int, slot: int) -> tuple[int, int]:
    """The two cells on either side of an edge slot (inverse of ``edge_slot``)."""
    a = slot // 2
    return (a, a + 1) if slot % 2 == 0 else (a, a + w)
