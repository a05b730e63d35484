"""Where the project's own art, font and sounds live: top-level folders of the repository."""

from __future__ import annotations

from pathlib import Path

ROOT: Path = Path(__file__).resolve().parents[2]
SPRITES: Path = ROOT / "sprites"
FONTS: Path = ROOT / "fonts"
SOUNDS: Path = ROOT / "sounds"
FONT_REGULAR: Path = FONTS / "DejaVuSans.ttf"
FONT_BOLD: Path = FONTS / "DejaVuSans-Bold.ttf"
