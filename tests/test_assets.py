"""The packaged art: sprites are exactly what the drawing code makes, the app icon comes in every size."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from greenbox_desktop.ui import assets

MAKE_ART = Path(__file__).resolve().parents[1] / "packaging" / "make_art.py"


@pytest.fixture(scope="module")
def make_art() -> ModuleType:
    """packaging/make_art.py loaded as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("make_art", MAKE_ART)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    pygame.display.init()
    return module


def test_sprite_files_are_the_drawing_codes_output(make_art: ModuleType) -> None:
    stale = []
    for name, draw in make_art.renders():
        path = assets.sprite(name)
        pixels = pygame.image.tobytes(draw(), "RGBA")
        if path is None or pygame.image.tobytes(pygame.image.load(str(path)), "RGBA") != pixels:
            stale.append(name)
    assert not stale, f"redraw with packaging/make_art.py: {', '.join(stale)}"


def test_app_icon_in_every_size() -> None:
    for size in assets.ICON_SIZES:
        assert pygame.image.load(str(assets.app_icon(size))).get_size() == (size, size)
    with pytest.raises(ValueError, match="no 20 px icon"):
        assets.app_icon(20)


def test_windows_icon_holds_every_size() -> None:
    data = (MAKE_ART.parent / "greenbox.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(assets.ICON_SIZES))
    sides = [struct.unpack_from("<B", data, 6 + 16 * i)[0] or 256 for i in range(count)]
    assert sides == list(assets.ICON_SIZES)


def test_a_missing_asset_is_named() -> None:
    assert assets.sprite("no_such_sprite") is None
    with pytest.raises(FileNotFoundError, match="NoSuchFont.ttf is missing from greenbox_desktop.fonts"):
        assets.font("NoSuchFont.ttf")
