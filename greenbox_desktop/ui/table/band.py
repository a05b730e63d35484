"""Rubber-band selection on free zones: pick a group of pieces by dragging a rectangle over
empty table, then move them all together with one ``Shift``."""

from __future__ import annotations

from pygame import Rect

from greenbox_desktop.engine import Shift
from greenbox_desktop.ui.table.layout import TableLayout
from greenbox_desktop.ui.table.placing import Placement


def free_zone_at(layout: TableLayout, point: tuple[int, int]) -> str | None:
    """The free zone under ``point``, if any."""
    for zone_id, _slot in layout.places_at(point):
        box = layout.box(zone_id)
        if box is not None and box.zone.kind == "free":
            return zone_id
    return None


def band_rect(start: tuple[int, int], end: tuple[int, int]) -> Rect:
    """The rectangle between two corners, whichever way it was dragged."""
    return Rect(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]), abs(end[1] - start[1]))


def picked(placements: list[Placement], zone_id: str, area: Rect) -> list[str]:
    """The pieces of ``zone_id`` whose centres lie inside ``area`` (a whole pile when its spot does)."""
    return [p.cid for p in placements if p.zone == zone_id and area.collidepoint(p.rect.center)]


def group_shift(layout: TableLayout, group: list[str], held: Placement, centre: tuple[int, int]) -> Shift | None:
    """The Shift that moves ``group`` as ``held`` (one of them) was moved, its centre now at
    ``centre``; None if it was dropped off its zone."""
    box = layout.box(held.zone)
    if box is None or not box.rect.collidepoint(centre) or held.slot is None:
        return None
    width = box.zone.shape[0]
    to = box.free_slot(centre)
    dx, dy = to % width - held.slot % width, to // width - held.slot // width
    return Shift(tuple(group), held.zone, dx, dy)
