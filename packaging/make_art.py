"""Draw the project's own sprites with pygame and write them as PNGs into the top-level sprites/.

Run headless:  SDL_VIDEODRIVER=dummy .venv/bin/python packaging/make_art.py
The drawing itself lives in greenbox_desktop/ui/pieces.py (shared with the app, which draws
the extras at run time); this script only renders the catalogue and saves it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from greenbox_desktop.ui.assets import SPRITES  # noqa: E402
from greenbox_desktop.ui.pieces import catalogue  # noqa: E402


def main() -> int:
    """Render every sprite of the catalogue into sprites/ and report the total size."""
    pygame.display.init()
    pygame.font.init()
    SPRITES.mkdir(exist_ok=True)
    total = 0
    for name, draw in catalogue():
        path = SPRITES / f"{name}.png"
        pygame.image.save(draw(), str(path))
        total += path.stat().st_size
    print(f"wrote {len(list(catalogue()))} sprites to {SPRITES} ({total / 1024:.0f} KiB)")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
