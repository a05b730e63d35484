"""The table view's access to the project's art: component sprites, the bundled font, sounds, theme.

``Art`` turns any component id (box, extra or masked) into a scaled surface; ``Sounds`` plays
the short effects and stays silent when muted or without an audio device; ``theme_path`` gives
a pygame-gui theme that uses the bundled font, its text sized for the window.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path, PurePosixPath
from typing import Any, Callable

import pygame

from greenbox_desktop.box import component
from greenbox_desktop.saves.paths import atomic_write, data_dir, refuse_if_read_only
from greenbox_desktop.ui import pieces
from greenbox_desktop.ui import assets
from greenbox_desktop.ui.assets import FONT_BOLD, FONT_REGULAR
from greenbox_desktop.ui.paint import BoundedFont

__all__ = ["Art", "Sounds", "SOUND_NAMES", "theme_data", "theme_path"]

SOUND_NAMES: tuple[str, ...] = ("pick", "drop", "illegal", "dice", "end")
MIN_THEME_FONT = 10  # pixels: widget text never shrinks below this in a small window
_MASKED_SPRITE: dict[str, str] = {
    "tile": "tile_back",
    "card": "card_back",
    "cube": "cube_unknown",
    "meeple": "meeple_unknown_standing",
    "die": "die_unknown",
}


def _scaled(surface: pygame.Surface, size: int) -> pygame.Surface:
    """``surface`` smoothly scaled so that its long side is ``size`` pixels."""
    w, h = surface.get_size()
    k = max(1, size) / max(w, h)
    scaled = pygame.transform.smoothscale(surface, (max(1, round(w * k)), max(1, round(h * k))))
    return scaled.convert_alpha() if pygame.display.get_surface() is not None else scaled


class Art:
    """Loads and scales the component sprites; one instance per app, caches surfaces.

    Meeples stand when ``face_up`` and lie down otherwise.  Dice ids carry no value, so
    ``component`` shows a die with a question mark; use ``die_face`` for a rolled value.
    With ``colour_blind_marks`` off, cubes and meeples lose their colour letter (cards always
    print it, next to the value).
    """

    def __init__(self, colour_blind_marks: bool = True) -> None:
        self.colour_blind_marks = colour_blind_marks
        self.font_path: Path = FONT_REGULAR
        self.bold_font_path: Path = FONT_BOLD
        self._base: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int], pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._drawers: dict[str, Callable[[], pygame.Surface]] | None = None

    # --- public API ----------------------------------------------------------------------------

    def component(self, cid: str, face_up: bool, size: int, own_faces: bool = False) -> pygame.Surface:
        """The picture of ``cid`` (box, extra or masked id), its long side ``size`` pixels;
        ``own_faces``: a face-up number card shows a face of its own colour (see ``own_paper``)."""
        key = self.visual_key(cid, face_up)
        if own_faces and key.startswith("card_") and key != "card_back" and not key.startswith("card_star"):
            key = f"own:{cid}"
        return self._sized(key, size)

    def die_face(self, value: int, size: int, extra: bool = False, colour: str | None = None) -> pygame.Surface:
        """A die showing ``value`` (1..6); ``extra`` draws the extras' lilac die, ``colour`` an extra
        die of that colour (a set of dice of its own)."""
        if not 1 <= value <= 6:
            return self._sized("die_unknown", size)
        if colour:
            return self._sized(f"extra_die_{colour}_{value}", size)
        return self._sized(f"extra_die_{value}" if extra else f"die_{value}", size)

    def shown_die(self, cid: str, value: int, size: int) -> pygame.Surface:
        """The die ``cid`` (of the box or an extra, plain or coloured) showing ``value``."""
        parts = cid.split(".")
        extra = parts[0] == "extra"
        return self.die_face(value, size, extra, parts[2] if extra and len(parts) == 4 else None)

    def aspect(self, cid: str, face_up: bool = True) -> float:
        """Width / height of the piece as drawn (cards 0.714, tiles and cubes 1, lying meeples > 1)."""
        w, h = self._surface(self.visual_key(cid, face_up)).get_size()
        return w / h

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled font (DejaVu Sans) at ``size`` pixels, regular or bold (a ``BoundedFont``: it
        draws no text longer than ``MAX_LINE_CHARS``)."""
        key = (size, bold)
        if key not in self._fonts:
            if not pygame.font.get_init():
                pygame.font.init()
            self._fonts[key] = BoundedFont(str(self.bold_font_path if bold else self.font_path), size)
        return self._fonts[key]

    def visual_key(self, cid: str, face_up: bool) -> str:
        """The name of the picture that shows ``cid``: pieces that look alike share one key."""
        head, _, rest = cid.partition(".")
        parts = rest.split(".")
        if rest.startswith("?"):
            return _MASKED_SPRITE.get(head, "unknown")
        plain = "" if self.colour_blind_marks else "_plain"
        if head == "tile" and len(parts) == 2:
            return f"tile_{parts[0]}" if face_up else "tile_back"
        if head == "card" and len(parts) == 2:
            return f"card_{parts[0]}_{parts[1]}" if face_up else "card_back"
        if head == "cube" and len(parts) == 2:
            return f"cube_{parts[0]}{plain}"
        if head == "meeple" and len(parts) == 1:
            return f"meeple_{parts[0]}_{'standing' if face_up else 'lying'}{plain}"
        if head == "die":
            return "die_unknown"
        if head in ("bag", "track") and not rest:
            return head
        if head == "extra" and parts[0] == "die":
            return f"extra_die_{parts[1]}_unknown" if len(parts) == 3 else "extra_die_unknown"
        if head == "extra" and parts[0] == "card":
            return f"extra:{cid}" if face_up else "card_back"
        if head == "extra" and parts[0] == "meeple":
            return f"extra:{cid}"
        return "unknown"

    # --- loading and drawing -------------------------------------------------------------------

    def _sized(self, key: str, size: int) -> pygame.Surface:
        found = self._scaled.get((key, size))
        if found is None:
            found = self._scaled[(key, size)] = _scaled(self._surface(key), size)
        return found

    def _surface(self, key: str) -> pygame.Surface:
        """The base-resolution picture for ``key``: the packaged sprite, else drawn now."""
        if key not in self._base:
            path = assets.sprite(key)
            if path is not None:
                self._base[key] = pygame.image.load(str(path))
            else:
                self._base[key] = self._draw(key)
        return self._base[key]

    def _draw(self, key: str) -> pygame.Surface:
        """Draw a picture that has no sprite file: extras, or a sprite missing from disk."""
        if key.startswith("extra:"):
            try:
                part = component(key[len("extra:"):])
            except KeyError:
                return pieces.draw_unknown(pieces.CARD)
            return pieces.draw_extra_meeple(part) if part.kind == "meeple" else pieces.draw_extra_card(part)
        if key.startswith("own:"):
            part = component(key[len("own:"):])
            return pieces.draw_card(part.colour, part.symbol, part.value, "own")
        if key.startswith("extra_die_"):
            words = key[len("extra_die_"):].split("_")
            value = words[-1]
            colour = words[0] if len(words) == 2 else None
            return pieces.draw_die(int(value) if value.isdigit() else None, extra=True, colour=colour)
        if self._drawers is None:
            self._drawers = dict(pieces.catalogue())
        draw = self._drawers.get(key)
        return draw() if draw is not None else pieces.draw_unknown(pieces.CUBE)


class Sounds:
    """Short sound effects; silent (never raising) when muted or when there is no audio device."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._ready: bool | None = None
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    def play(self, name: str) -> None:
        """Play effect ``name`` (pick, drop, illegal, dice, end) unless muted or impossible."""
        if not self.enabled or not self._mixer_ready():
            return
        try:
            if name not in self._sounds:
                path = assets.sound(name)
                self._sounds[name] = pygame.mixer.Sound(str(path)) if path is not None else None
            sound = self._sounds[name]
            if sound is not None:
                sound.play()
        except (pygame.error, OSError, NotImplementedError):
            self._sounds[name] = None

    def _mixer_ready(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._ready = bool(pygame.mixer.get_init())
            except (pygame.error, OSError, NotImplementedError):
                self._ready = False
        return self._ready


def theme_data(scale: float = 1.0) -> dict[str, Any]:
    """The pygame-gui theme as a dict, its font paths (``fonts/<file>``) made absolute (bundled font)
    and its font sizes (set for a 1280×720 window) multiplied by ``scale``."""
    data = json.loads(assets.theme_text())
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if key in font:
                    font[key] = str(assets.font(PurePosixPath(font[key]).name))
            if "size" in font:
                font["size"] = str(max(MIN_THEME_FONT, round(int(font["size"]) * scale)))
    return data


def theme_path(scale: float = 1.0) -> Path:
    """A pygame-gui theme file using the bundled font, with absolute font paths (see ``theme_data``).

    pygame-gui resolves a theme's font paths against the working directory, so the template
    ``theme.json`` is resolved once per scale and written to the data directory (``theme/``).
    A read-only window writes no theme file and creates no folder: ReadOnlyError.
    """
    text = json.dumps(theme_data(scale), indent=2)
    digest = hashlib.sha1(text.encode()).hexdigest()[:10]
    target = data_dir() / "theme" / f"theme-{digest}.json"
    if not target.is_file():
        refuse_if_read_only(target)
        target.parent.mkdir(exist_ok=True)
        atomic_write(target, text)
    return target
