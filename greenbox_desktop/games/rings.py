"""The colours of the rings games draw with their ``marks``: a ring in a player's colour says whose
a slot is without a caption (a caption's badge would cover what lies next to the ring)."""

from __future__ import annotations

# each colour of the box, bright enough to show against the table's green tiles and cloth
COLOUR_RING: dict[str, tuple[int, int, int]] = {
    "red": (226, 52, 52), "blue": (70, 130, 246), "yellow": (252, 218, 40), "green": (150, 250, 120),
    "white": (250, 250, 246), "black": (14, 14, 16),
}
