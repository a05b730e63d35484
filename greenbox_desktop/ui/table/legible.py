"""The least type a player is asked to read on the table, and how it scales with the window.

12 px from 1280x720 up: what a player can read is a matter of pixels on the screen, not of the
window's share, so a larger window needs no larger floor.  A smaller window shrinks it with the
window's scale, to 10 px at least (DejaVu Sans stays legible there).
"""

from __future__ import annotations

FLOOR_PX = 12  # the least type height at 1280x720 for anything a player must read
LEAST_PX = 10  # ... and at any window size
CHAR_WIDTH = 0.6  # a character's mean width in DejaVu Sans, as a share of the type's size (a little over)


def text_floor(size: tuple[int, int]) -> float:
    """The least type height (pixels) in a window of ``size``."""
    scale = min(size[0] / 1280, size[1] / 720)
    return max(LEAST_PX, min(FLOOR_PX, FLOOR_PX * scale))
