"""Small helpers for games played on a square grid zone (slot = y * width + x)."""

from __future__ import annotations

COLUMN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cell_name(slot: int, width: int) -> str:
    """A cell as shown on screen: column letter (left to right), row number (top to bottom)."""
    return f"{COLUMN_LETTERS[slot % width]}{slot // width + 1}"


def neighbours(slot: int, width: int, height: int) -> tuple[int, ...]:
    """The cells that share a side with ``slot``."""
    x, y = slot % width, slot // width
    out = []
    if x > 0:
        out.append(slot - 1)
    if x < width - 1:
        out.append(slot + 1)
    if y > 0:
        out.append(slot - width)
    if y < height - 1:
        out.append(slot + width)
    return tuple(out)
