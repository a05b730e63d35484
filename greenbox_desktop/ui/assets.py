"""Where the project's own art, fonts, sounds and theme live: data files inside the installed package.

The repository keeps them in its top-level ``sprites/``, ``sounds/`` and ``fonts/`` folders;
pyproject.toml installs those as the data packages ``greenbox_desktop.sprites``, ``.sounds`` and
``.fonts``.  Every lookup goes through ``importlib.resources``, so the same code finds the files
in a clone (editable install), an installed wheel and a frozen build.
"""

from __future__ import annotations

import atexit
import contextlib
from functools import cache
from importlib.resources import as_file, files
from pathlib import Path

SPRITES = "greenbox_desktop.sprites"
SOUNDS = "greenbox_desktop.sounds"
FONTS = "greenbox_desktop.fonts"
UI = "greenbox_desktop.ui"
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)

_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


@cache
def resource(package: str, name: str) -> Path | None:
    """The file ``name`` of data package ``package`` as a path on disk; None if it has no such file."""
    item = files(package).joinpath(name)
    if not item.is_file():
        return None
    return _extracted.enter_context(as_file(item))


def required(package: str, name: str) -> Path:
    """Like ``resource``, but a missing file is an error that names it."""
    path = resource(package, name)
    if path is None:
        raise FileNotFoundError(f"{name} is missing from {package}: the installation is incomplete")
    return path


def sprite(name: str) -> Path | None:
    """The PNG of sprite ``name`` (``card_red_4``, ``die_6``...), or None if there is none."""
    return resource(SPRITES, f"{name}.png")


def sound(name: str) -> Path | None:
    """The WAV of sound effect ``name`` (``pick``, ``drop``...), or None if there is none."""
    return resource(SOUNDS, f"{name}.wav")


def font(name: str) -> Path:
    """A bundled font file by its file name (``DejaVuSans.ttf``)."""
    return required(FONTS, name)


def app_icon(size: int = 256) -> Path:
    """The app icon as a square PNG, ``size`` one of ``ICON_SIZES`` (window icon, desktop files)."""
    if size not in ICON_SIZES:
        raise ValueError(f"no {size} px icon; sizes are {', '.join(map(str, ICON_SIZES))}")
    return required(SPRITES, f"icon_{size}.png")


def theme_text() -> str:
    """The pygame-gui theme template (``ui/theme.json``) as text."""
    return files(UI).joinpath("theme.json").read_text(encoding="utf-8")


FONT_REGULAR: Path = font("DejaVuSans.ttf")
FONT_BOLD: Path = font("DejaVuSans-Bold.ttf")
