"""Draw the project's own sprites and app icon with pygame and write them as PNGs into sprites/.

Run headless:  SDL_VIDEODRIVER=dummy .venv/bin/python packaging/make_art.py
The drawing of the pieces lives in greenbox_desktop/ui/pieces.py (shared with the app, which
draws the extras at run time); the icon is drawn here from the same pieces.  The script also
writes packaging/greenbox.ico (all icon sizes in one file, for Windows builds).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path
from typing import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "sprites"
ICO = ROOT / "packaging" / "greenbox.ico"
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from greenbox_desktop.ui.assets import ICON_SIZES  # noqa: E402
from greenbox_desktop.ui.paint import Canvas, shade  # noqa: E402
from greenbox_desktop.ui.pieces import catalogue, draw_die, draw_meeple  # noqa: E402

BOX_GREEN = (44, 150, 70)


def draw_icon() -> pygame.Surface:
    """The app icon at 256 px: the green box, lid ajar, with a red meeple and a die in front."""
    c = Canvas(256, 256)
    c.rect((18, 78, 220, 164), shade(BOX_GREEN, -0.55), 30)
    c.vertical_gradient((24, 84, 208, 152), shade(BOX_GREEN, 0.15), shade(BOX_GREEN, -0.3), 26)
    c.rect((8, 34, 240, 64), shade(BOX_GREEN, -0.55), 24)
    c.vertical_gradient((14, 40, 228, 52), shade(BOX_GREEN, 0.35), BOX_GREEN, 20)
    c.rect((24, 48, 208, 10), shade(BOX_GREEN, 0.55), 5)
    icon = c.finish()
    meeple = pygame.transform.smoothscale(draw_meeple("red", True, False), (106, 118))
    die = pygame.transform.smoothscale(draw_die(5), (100, 100))
    icon.blit(meeple, (30, 116))
    icon.blit(die, (130, 132))
    return icon


def icon_sizes(icon: pygame.Surface) -> Iterator[tuple[int, pygame.Surface]]:
    """The icon scaled to every size of ``ICON_SIZES``."""
    for size in ICON_SIZES:
        yield size, icon if size == icon.get_width() else pygame.transform.smoothscale(icon, (size, size))


def renders() -> Iterator[tuple[str, Callable[[], pygame.Surface]]]:
    """Every PNG of sprites/ (name without .png) with the function that draws it."""
    yield from catalogue()
    for size in ICON_SIZES:
        yield f"icon_{size}", lambda s=size: dict(icon_sizes(draw_icon()))[s]


def write_ico(pngs: list[tuple[int, bytes]], path: Path) -> None:
    """A Windows .ico holding the given PNG images (the PNG-in-ICO form Windows Vista and later read)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    path.write_bytes(header + entries + blobs)


def main() -> int:
    """Render every sprite and icon size into sprites/, write the .ico, report the total size."""
    pygame.display.init()
    pygame.font.init()
    SPRITES.mkdir(exist_ok=True)
    total = count = 0
    for name, draw in catalogue():
        path = SPRITES / f"{name}.png"
        pygame.image.save(draw(), str(path))
        total += path.stat().st_size
        count += 1
    pngs = []
    for size, surface in icon_sizes(draw_icon()):
        path = SPRITES / f"icon_{size}.png"
        pygame.image.save(surface, str(path))
        pngs.append((size, path.read_bytes()))
        total += path.stat().st_size
        count += 1
    write_ico(pngs, ICO)
    print(f"wrote {count} sprites to {SPRITES} ({total / 1024:.0f} KiB) and {ICO.name}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
