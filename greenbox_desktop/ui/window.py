"""The app's window: its size limits, the sizes a desktop can hold, its icon, class name and place.

Pure helpers around ``pygame.display``; the ``App`` decides when to open, move or resize.
"""

from __future__ import annotations

import os
import warnings

import pygame

from greenbox_desktop.ui import assets

WM_CLASS = "greenbox-desktop"  # the X11 window class; a desktop file's StartupWMClass matches it
TITLE = "Green Box Desktop"
MIN_SIZE = (960, 540)
CHROME = 64  # pixels of height a window leaves for its title bar and the task bar
ICON_SIZE = 64

Size = tuple[int, int]


def fits(size: Size, desktop: Size | None) -> bool:
    """Whether a window of ``size`` (with its title bar) fits on a desktop of ``desktop`` (unknown: yes)."""
    return desktop is None or (size[0] <= desktop[0] and size[1] + CHROME <= desktop[1])


def fitted(size: Size, desktop: Size | None) -> Size:
    """``size`` at least ``MIN_SIZE`` and shrunk, if need be, to fit the desktop."""
    w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
    if desktop is not None:
        w, h = min(w, max(MIN_SIZE[0], desktop[0])), min(h, max(MIN_SIZE[1], desktop[1] - CHROME))
    return w, h


def offered_sizes(standard: tuple[Size, ...], current: Size, desktop: Size | None) -> list[Size]:
    """The window sizes to offer: the standard ones that fit the desktop, and the current one, smallest first."""
    sizes = {s for s in standard if fits(s, desktop)} | {tuple(current)}
    return sorted(sizes, key=lambda s: (s[0] * s[1], s))


def on_desktop(pos: tuple[int, int], size: Size, desktops: list[Size]) -> bool:
    """Whether a window at ``pos`` would show at least its top-left corner area on the desktops (side by side)."""
    if not desktops:
        return False
    width, height = sum(d[0] for d in desktops), max(d[1] for d in desktops)
    return -size[0] + 100 <= pos[0] <= width - 100 and 0 <= pos[1] <= height - 100


def prepare_display() -> None:
    """Before the display starts: the window class name and, on Windows, sharp scaling."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WM_CLASS
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def set_icon() -> None:
    """The app icon in the title bar and task bar (the game goes on without one if it is missing)."""
    try:
        pygame.display.set_icon(pygame.image.load(str(assets.app_icon(ICON_SIZE))))
    except (FileNotFoundError, ValueError, pygame.error):
        pass


def keep_minimum() -> None:
    """Ask the system never to make the window smaller than ``MIN_SIZE``."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
    except (pygame.error, AttributeError, ValueError):
        pass


def open_window(size: Size, fullscreen: bool, pos: tuple[int, int] | None) -> pygame.Surface:
    """Open (or re-open) the window: resizable, at least ``MIN_SIZE``, at ``pos`` when that is on screen."""
    flags = pygame.RESIZABLE
    if fullscreen:
        surface = pygame.display.set_mode((0, 0), flags | pygame.FULLSCREEN)
    else:
        surface = pygame.display.set_mode(size, flags)
        if pos is not None and on_desktop(pos, size, pygame.display.get_desktop_sizes()):
            try:
                pygame.display.set_window_position(pos)
            except pygame.error:
                pass
    pygame.display.set_caption(TITLE)
    keep_minimum()
    return surface
