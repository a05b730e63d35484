"""What a table frame drew, told by the drawing code itself: the layout audit's one source.

The table's painters call ``note`` for each thing a player must see (a piece and the part of it
that carries its symbol, a line of text with the height of its type and the box it must fit, a
badge, a coordinate, the "Now" line, the tooltip).  Nothing is kept unless a ``recording()`` is
open, so a normal frame pays one test of a module global per call; the audit
(``greenbox_desktop.ui.audit``) opens one around a frame and checks what was drawn, rather than
working out the geometry a second time.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

from pygame import Rect

KINDS = ("piece", "symbol", "text", "coordinate", "badge", "now", "tooltip", "buttons")


@dataclass(frozen=True)
class Drawn:
    """One drawn thing: its ``kind`` (one of ``KINDS``), where, for which zone, what it shows,
    the pixel height of its type (text, coordinates and badges) and the box it must stay inside."""

    kind: str
    rect: Rect
    zone: str = ""
    what: str = ""
    size: float = 0.0
    box: Rect | None = None


_record: list[Drawn] | None = None


def note(kind: str, rect: Rect, zone: str = "", what: str = "", size: float = 0.0, box: Rect | None = None) -> None:
    """Tell an open recording that ``kind`` was drawn at ``rect`` (nothing happens without one)."""
    if _record is not None:
        _record.append(Drawn(kind, Rect(rect), zone, what, size, None if box is None else Rect(box)))


def recording_now() -> bool:
    """Whether a recording is open (painters skip their caches then, so everything is told)."""
    return _record is not None


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Collect every ``note`` made inside the ``with`` block into the list it yields."""
    global _record
    outer, _record = _record, []
    try:
        yield _record
    finally:
        _record = outer
