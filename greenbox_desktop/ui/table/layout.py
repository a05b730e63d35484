"""Zones to screen rectangles: pure geometry from each zone's kind, shape and layout hints.

The table rectangle is split into bands: north and south across the top and bottom, west and
east (with the ``side`` zones) down the sides, the centre in the middle.  Within a band zones
follow their ``order``; a zone drawn ``over`` another shares its rectangle and grid.  Two grid
hints shape the centre: ``grows`` = "up" (a grid filled from its bottom row shows only the rows
in use plus one, bottom first) and ``columns_match`` = another grid's id (this grid is stacked
right above that one, column over column); ``coords`` = True leaves a margin for column letters
and row numbers (cells named as "C6"), ``numbers`` = "columns", "rows" or "both" for column or
row numbers from 1 (a column the panel calls "column 2"), on hex grids too; ``cells`` lists the only slots a grid has (drawn and found under the pointer);
``rows`` = n makes a grid take the room of at least n rows in its band, so grids of different
heights side by side (the levels of a pyramid) get one cell size.
Every box leaves room for its words at the text floor (``legible.py``) it is given: its caption
strip, a ``coords`` margin, a ``row_labels`` margin as wide as its longest name, and a track's
numbers in a strip beside its spaces (above a track that runs across, left of one that runs down).
``placing.place`` then puts every component of a state into a rectangle.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from pygame import Rect

from greenbox_desktop.engine import Zone, edge_cells
from greenbox_desktop.ui.table.legible import CHAR_WIDTH, FLOOR_PX

SLOTTED = ("grid", "edges", "row", "track")  # kinds whose slots are places on screen
PILED = ("stack", "bag", "box")  # kinds drawn as one pile with a count
BAND_AREAS = ("north", "south", "west", "east")
HEX_ROW = 0.866
COLUMN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
EDGE_FACTOR = 0.32  # an edge slot's size as a fraction of a cell
EDGE_SHIFT = (0.34, 0.08)  # a border under a cell sits this far right and down, clear of a tile's pips
MIN_GROWN_ROWS = 3  # a growing grid never shows fewer rows than this


@dataclass
class ZoneBox:
    """Where one zone is drawn: its panel, the inner area for pieces, and its slot geometry."""

    zone: Zone
    rect: Rect
    inner: Rect
    label_rect: Rect
    cell: float = 0.0
    origin: tuple[float, float] = (0.0, 0.0)
    layer: int = 0  # 0 for a zone of its own, 1.. for zones drawn over another

    def slot_rect(self, slot: int | None) -> Rect:
        """The screen rectangle of a slot (the inner area for kinds without placed slots)."""
        kind = self.zone.kind
        if kind == "free" and slot is not None:
            w = self.zone.shape[0]
            c = self.cell
            return Rect(round(self.origin[0] + slot % w * c), round(self.origin[1] + slot // w * c),
                        max(1, round(c)), max(1, round(c)))
        if slot is None or kind not in SLOTTED:
            return self.inner.copy()
        if kind == "edges":
            w = self.zone.shape[0] if self.zone.shape else 1
            a, b = edge_cells(w, slot)
            ra, rb = self._cell(a, w), self._cell(b, w)
            size = max(6, round(self.cell * EDGE_FACTOR))
            box = Rect(0, 0, size, size)
            dx, dy = (round(self.cell * EDGE_SHIFT[0]), round(self.cell * EDGE_SHIFT[1])) if slot % 2 else (0, 0)
            box.center = ((ra.centerx + rb.centerx) // 2 + dx, (ra.centery + rb.centery) // 2 + dy)
            return box
        if kind == "grid":
            return self._cell(slot, self.zone.shape[0])
        return self._line_cell(slot)

    def free_slot(self, point: tuple[int, int]) -> int:
        """The unit of a free zone under ``point`` (the nearest one if it lies outside)."""
        w, h = self.zone.shape[0], self.zone.shape[1]
        x = min(w - 1, max(0, int((point[0] - self.origin[0]) / self.cell)))
        y = min(h - 1, max(0, int((point[1] - self.origin[1]) / self.cell)))
        return y * w + x

    def slots(self) -> Sequence[int]:
        """Every slot number of a slotted zone (empty for other kinds); a grid with the hint
        ``cells`` has only the slots it lists (e.g. a hexagon-shaped board inside a hex grid)."""
        shape = self.zone.shape
        if self.zone.kind == "grid":
            return self.zone.hint("cells") or range(shape[0] * shape[1])
        if self.zone.kind == "edges":
            return range(2 * shape[0] * shape[1])
        if self.zone.kind in ("row", "track"):
            return range(shape[0] if shape else 0)
        return range(0)

    def _cell(self, slot: int, w: int) -> Rect:
        x, y = slot % w, slot // w
        c = self.cell
        hexed = len(self.zone.shape) > 2 and self.zone.shape[2] == "hex"
        if hexed:
            px = self.origin[0] + x * c + (c / 2 if y % 2 else 0)
            py = self.origin[1] + y * c * HEX_ROW
        else:
            px, py = self.origin[0] + x * c, self.origin[1] + y * c
        return Rect(round(px), round(py), max(1, round(c)), max(1, round(c)))

    def _line_cell(self, slot: int) -> Rect:
        c = self.cell
        if self.inner.w >= self.inner.h:
            px, py = self.origin[0] + slot * c, self.origin[1]
        else:
            px, py = self.origin[0], self.origin[1] + slot * c
        return Rect(round(px), round(py), max(1, round(c)), max(1, round(c)))


@dataclass
class TableLayout:
    """Every drawn zone's box, in drawing order (zones over others come after their base)."""

    boxes: dict[str, ZoneBox] = field(default_factory=dict)
    height: int = 0  # the laid-out table's height in pixels (the scale of the least readable piece)
    floor: float = FLOOR_PX  # the least type height of its words (0: a picture, no words to read)

    def box(self, zone_id: str) -> ZoneBox | None:
        """The box of a zone, or None if it is not drawn."""
        return self.boxes.get(zone_id)

    def slot_rect(self, zone_id: str, slot: int | None) -> Rect | None:
        """The screen rectangle of a slot of a zone (None if the zone is not drawn)."""
        box = self.boxes.get(zone_id)
        return None if box is None else box.slot_rect(slot)

    def places_at(self, point: tuple[int, int]) -> list[tuple[str, int | None]]:
        """(zone, slot) under a point, topmost layer first."""
        found = []
        for box in sorted(self.boxes.values(), key=lambda b: -b.layer):
            if not box.rect.collidepoint(point):
                continue
            if box.zone.kind == "free":
                found.append((box.zone.id, box.free_slot(point)))
            elif box.zone.kind in SLOTTED:
                for slot in box.slots():
                    if box.slot_rect(slot).collidepoint(point):
                        found.append((box.zone.id, slot))
                        break
            else:
                found.append((box.zone.id, None))
        return found


def _split(rect: Rect, weights: list[float], horizontal: bool, gap: int, fixed: int = 0,
           least: list[int] | None = None) -> list[Rect]:
    """Cut ``rect`` into consecutive pieces along one axis: each ``fixed`` pixels (a box's margins)
    plus a share of the rest proportional to its weight, and at least its ``least`` pixels while
    the others can give them up."""
    total = sum(weights) or 1.0
    length = (rect.w if horizontal else rect.h) - gap * (len(weights) - 1)
    fixed = min(fixed, length // (2 * len(weights)))
    sizes = [max(1, fixed + round((length - fixed * len(weights)) * weight / total)) for weight in weights]
    if least and sum(least) <= length:
        sizes = _at_least(sizes, least)
    out, pos = [], rect.x if horizontal else rect.y
    for size in sizes:
        out.append(Rect(pos, rect.y, size, rect.h) if horizontal else Rect(rect.x, pos, rect.w, size))
        pos += size + gap
    return out


def _at_least(sizes: list[int], least: list[int]) -> list[int]:
    """``sizes`` with each raised to its ``least``, the pixels taken from the others in proportion
    to what they have above their own least (their sum is kept)."""
    short = sum(max(0, lo - size) for size, lo in zip(sizes, least))
    spare = sum(max(0, size - lo) for size, lo in zip(sizes, least))
    if not short or spare < short:
        return sizes
    return [lo if size <= lo else size - round(short * (size - lo) / spare) for size, lo in zip(sizes, least)]


def estimate(floor: float) -> Callable[[str], float]:
    """The width of a text at type of ``floor`` pixels, told from its length alone (a little over)."""
    return lambda text: len(text) * CHAR_WIDTH * floor


def grown_rows(zones: Iterable[Zone], contents: dict[str, list[tuple[int | None, str, bool]]]) -> dict[str, int]:
    """For each grid that grows upward (hint ``grows`` = "up"): how many of its bottom rows to show —
    every row holding a piece (its own or of a same-shaped zone drawn over it) and one row of room."""
    zones = list(zones)
    out = {}
    for grid in zones:
        if grid.kind != "grid" or grid.hint("grows") != "up" or len(grid.shape) < 2:
            continue
        w, h = grid.shape[0], grid.shape[1]
        top = h - 1
        for zone in zones:
            if zone.id == grid.id or (zone.over == grid.id and zone.shape == grid.shape):
                for slot, _cid, _up in contents.get(zone.id, []):
                    if isinstance(slot, int):
                        top = min(top, slot // w)
        out[grid.id] = min(h, max(MIN_GROWN_ROWS, h - top + 1))
    return out


def _grid_rows(zone: Zone, grown: dict[str, int]) -> float:
    """The rows a grid zone is drawn with (its shown rows if it grows)."""
    shape = zone.shape
    hexed = len(shape) > 2 and shape[2] == "hex"
    rows = grown.get(zone.id, shape[1])
    return (rows - 1) * HEX_ROW + 1 if hexed else rows


def _stacked_over(zone: Zone, own: list[Zone]) -> Zone | None:
    """The grid a zone with ``columns_match`` is stacked above (same column count), if any."""
    target = zone.hint("columns_match")
    if zone.kind != "grid" or target is None or len(zone.shape) < 2:
        return None
    below = next((z for z in own if z.id == target and z.kind == "grid" and len(z.shape) >= 2), None)
    return below if below is not None and below.shape[0] == zone.shape[0] and below.id != zone.id else None


def _natural_aspect(zone: Zone, grown: dict[str, int] | None = None, extra_rows: float = 0) -> float:
    """Width / height a zone would like (``extra_rows``: rows of a grid stacked above it)."""
    shape = zone.shape
    if zone.kind == "grid" and len(shape) >= 2:
        hexed = len(shape) > 2 and shape[2] == "hex"
        width = shape[0] + (0.5 if hexed else 0)
        return width / max(_grid_rows(zone, grown or {}) + extra_rows, zone.hint("rows", 1))
    if zone.kind in ("row", "track") and shape:
        return max(1.0, float(shape[0]))
    if zone.kind == "free":
        return shape[0] / shape[1]
    if zone.kind == "hand":
        return 3.0
    return 1.2


def _band(zones: list[Zone], rect: Rect, horizontal: bool, gap: int, aspect=_natural_aspect,
          widths: dict[str, int] | None = None) -> dict[str, Rect]:
    """The boxes of a band's zones, side by side (``horizontal``) or one above the other; side by
    side, each is at least as wide as its caption needs (``widths``) while the others have room."""
    if not zones:
        return {}
    if not horizontal and len(zones) > 5:
        half = (len(zones) + 1) // 2
        left, right = _split(rect, [1, 1], True, gap)
        return {**_band(zones[:half], left, False, gap, aspect, widths),
                **_band(zones[half:], right, False, gap, aspect, widths)}
    if horizontal:
        weights = [aspect(z) for z in zones]
    else:
        weights = [1 / max(0.4, min(aspect(z), 3.0)) for z in zones]
    fixed = 2 * gap if horizontal else 0  # side by side, boxes' margins do not shrink the narrow ones more
    least = [(widths or {}).get(z.id, 0) for z in zones] if horizontal else None
    return {z.id: r for z, r in zip(zones, _split(rect, weights, horizontal, gap, fixed, least))}


def layout_table(zones: Iterable[Zone], rect: Rect, show_box: bool = False,
                 grown: dict[str, int] | None = None, floor: float = FLOOR_PX,
                 measure: Callable[[str], float] | None = None) -> TableLayout:
    """Lay out ``zones`` inside ``rect`` (screen pixels); the box is drawn only if ``show_box``.

    ``grown``: the rows to show of grids that grow (see ``grown_rows``); all rows if not given.
    ``floor``: the least type height of the table's words (``legible.text_floor``; 0 for a picture);
    ``measure``: the width of a caption as the table writes it at that height (else ``estimate``).
    """
    measure = measure or estimate(floor)
    grown = grown or {}
    zones = [z for z in zones if z.kind != "box" or show_box]
    own = [z for z in zones if z.over is None]
    known = {z.id for z in own}
    over = [z for z in zones if z.over is not None and z.over in known]
    own += [z for z in zones if z.over is not None and z.over not in known]
    stacks = {z.id: below for z in own if (below := _stacked_over(z, own)) is not None}
    above = {below.id: next(z for z in own if z.id == upper) for upper, below in stacks.items()}

    def aspect(zone: Zone) -> float:
        upper = above.get(zone.id)
        return _natural_aspect(zone, grown, _grid_rows(upper, grown) + 0.5 if upper is not None else 0)

    areas: dict[str, list[Zone]] = {a: [] for a in (*BAND_AREAS, "center")}
    for zone in own:
        if zone.id in stacks:
            continue
        area = zone.area if zone.area in areas else ("east" if zone.area == "side" else "center")
        areas[area].append(zone)
    areas["east"].sort(key=lambda z: (z.area == "side", z.order))
    for area in ("north", "south", "west", "center"):
        areas[area].sort(key=lambda z: z.order)
    if not areas["center"]:
        for area in ("west", "east", "north", "south"):
            if areas[area]:
                areas["center"] = areas[area]
                areas[area] = []
                break

    gap = max(4, rect.h // 90)
    widths = {z.id: round(measure(z.label)) + 2 * gap + 4 for z in zones if z.label and floor}
    inner = rect.inflate(-2 * gap, -2 * gap)
    has_grid = lambda area: any(z.kind == "grid" for z in areas[area])  # noqa: E731
    north_h = round(inner.h * (0.3 if has_grid("north") else 0.17)) if areas["north"] else 0
    south_h = round(inner.h * (0.3 if has_grid("south") else 0.17)) if areas["south"] else 0
    west_w = round(inner.w * 0.18) if areas["west"] else 0
    east_w = round(inner.w * (0.32 if len(areas["east"]) > 5 else 0.18)) if areas["east"] else 0
    mid_y = inner.y + north_h + (gap if north_h else 0)
    mid_h = inner.h - north_h - south_h - (gap if north_h else 0) - (gap if south_h else 0)
    rects: dict[str, Rect] = {}
    bands = {"north": Rect(inner.x, inner.y, inner.w, north_h), "south": Rect(inner.x, inner.bottom - south_h, inner.w, south_h)}
    for area, band in bands.items():
        rects.update(_band(areas[area], band, True, gap, aspect, widths))
    _fair_seats({area: areas[area] for area in bands}, bands, rects, gap, aspect, widths)
    rects.update(_band(areas["west"], Rect(inner.x, mid_y, west_w, mid_h), False, gap, aspect, widths))
    rects.update(_band(areas["east"], Rect(inner.right - east_w, mid_y, east_w, mid_h), False, gap, aspect, widths))
    center_x = inner.x + west_w + (gap if west_w else 0)
    center_w = inner.w - west_w - east_w - (gap if west_w else 0) - (gap if east_w else 0)
    rects.update(_band(areas["center"], Rect(center_x, mid_y, center_w, mid_h), True, gap, aspect, widths))

    for upper, below in stacks.items():
        top_zone = above[below.id]
        weights = [_grid_rows(top_zone, grown) + 0.5, _grid_rows(below, grown) + 0.5]
        rects[upper], rects[below.id] = _split(rects[below.id], weights, False, gap)

    layout = TableLayout(height=rect.h, floor=floor)
    for zone in own:
        names = zone.hint("row_labels") if zone.kind == "grid" and floor else None
        room = round(max(measure(str(name)) for name in names)) + 2 if names else 0
        layout.boxes[zone.id] = _zone_box(zone, rects[zone.id], 0, grown.get(zone.id), gap, floor, room)
    for upper, below in stacks.items():
        _match_columns(layout.boxes[upper], layout.boxes[below.id])
    layers: dict[str, int] = {}
    for zone in over:
        base = layout.boxes[zone.over]
        layers[zone.over] = layers.get(zone.over, 0) + 1
        box = ZoneBox(zone, base.rect, base.inner, base.label_rect, base.cell / _fineness(zone, base.zone),
                      base.origin, layers[zone.over])
        layout.boxes[zone.id] = box
    return layout


def _fair_seats(areas: dict[str, list[Zone]], bands: dict[str, Rect], rects: dict[str, Rect], gap: int,
                aspect, widths: dict[str, int]) -> None:
    """Give every seat's zones in the bands across the table as much width as the seat given
    least: a band seating fewer players (or with more room per seat) keeps each seat's zones
    that wide, its other zones taking the rest (or the seats stand centred).  Only where both
    bands seat players, each seat's zones side by side."""
    groups: dict[tuple[str, int], list[Zone]] = {}
    for area, zones in areas.items():
        for zone in zones:
            if zone.owner is not None:
                groups.setdefault((area, zone.owner), []).append(zone)
    if len({area for area, _owner in groups}) < 2 or not all(_together(areas[area], zones) for (area, _), zones in groups.items()):
        return
    width = {key: sum(rects[z.id].w for z in zones) + gap * (len(zones) - 1) for key, zones in groups.items()}
    seat_w = min(width.values())
    for area, band in bands.items():
        seated = [key for key in groups if key[0] == area]
        if all(width[key] <= seat_w + 1 for key in seated) or band.w - len(seated) * (seat_w + gap) < 0:
            continue
        items: list[list[Zone]] = []  # each seat's zones together, each zone of nobody's alone
        for zone in areas[area]:
            group = groups.get((area, zone.owner)) if zone.owner is not None else None
            if group is None:
                items.append([zone])
            elif group not in items:
                items.append(group)
        shared = [item[0] for item in items if item[0].owner is None]
        seats = len(items) - len(shared)
        rest = band.w - seats * seat_w - gap * (len(items) - 1)
        x = band.x if shared else band.centerx - (seats * seat_w + gap * (seats - 1)) // 2
        spare = iter(_split(Rect(0, band.y, rest, band.h), [aspect(z) for z in shared], True, gap)) if shared else None
        for item in items:
            w = seat_w if item[0].owner is not None else next(spare).w + (gap if len(shared) > 1 else 0)
            rects.update(_band(item, Rect(x, band.y, w, band.h), True, gap, aspect, widths))
            x += w + gap


def _together(band: list[Zone], group: list[Zone]) -> bool:
    """Whether ``group``'s zones stand next to each other in ``band``."""
    at = [band.index(zone) for zone in group]
    return max(at) - min(at) == len(at) - 1


def _fineness(overlay: Zone, base: Zone) -> int:
    """How many overlay cells fit across one base cell (2 for a corner grid over a board)."""
    if overlay.kind == "grid" and base.kind == "grid" and overlay.shape and base.shape:
        ratio = overlay.shape[0] // base.shape[0]
        if ratio > 1 and overlay.shape[0] == ratio * base.shape[0]:
            return ratio
    return 1


def _match_columns(upper: ZoneBox, lower: ZoneBox) -> None:
    """Give a stacked pair of grids one cell size and the same columns: the upper grid hangs from
    its top, the lower one keeps its place (standing on its bottom row if it grows)."""
    left, right = max(upper.inner.x, lower.inner.x), min(upper.inner.right, lower.inner.right)
    cell = min(upper.cell, lower.cell, (right - left) / upper.zone.shape[0])
    x = (left + right) / 2 - cell * upper.zone.shape[0] / 2  # one left edge both inner areas hold
    for box in (upper, lower):
        w, h = box.zone.shape[0], box.zone.shape[1]
        if box is upper:
            y = box.inner.y
        elif box.zone.hint("grows") == "up":
            y = box.inner.bottom - cell * h
        else:
            y = box.inner.centery - cell * h / 2
        box.cell, box.origin = cell, (x, y)


def grid_names(zone: Zone) -> tuple[list[str], list[str]]:
    """The names written above a grid's columns and left of its rows: letters and numbers with the
    hint ``coords``; numbers from 1 with ``numbers`` = "columns", "rows" or "both"."""
    if zone.kind != "grid" or len(zone.shape) < 2:
        return [], []
    w, h = zone.shape[0], zone.shape[1]
    numbers = zone.hint("numbers")
    columns = [COLUMN_LETTERS[c % 26] for c in range(w)] if zone.hint("coords") else \
        [str(c + 1) for c in range(w)] if numbers in ("columns", "both") else []
    rows = [str(r + 1) for r in range(h)] if zone.hint("coords") or numbers in ("rows", "both") else []
    return columns, rows


def label_height(rect: Rect, floor: float) -> int:
    """The height of a box's caption strip: room for type of at least ``floor`` pixels (a picture,
    ``floor`` 0, keeps its captions small)."""
    if not floor:
        return min(max(16, min(28, rect.h // 7)), rect.h // 3)
    return min(max(round(floor) + 6, min(28, rect.h // 7)), rect.h // 2)


def _word_margins(zone: Zone, inner: Rect, floor: float) -> Rect:
    """``inner`` less the margins a zone's words take: column letters and row numbers (``coords``)
    and a track's numbers (row names need room only where the grid leaves too little)."""
    least = round(floor) if floor else 9
    columns, rows = grid_names(zone)
    if columns or rows:  # a margin above for the columns' names, left for the rows'
        margin = max(least + 4, min(inner.w, inner.h) // 16)
        left = max(margin, round(len(rows[-1]) * CHAR_WIDTH * least) + 8) if rows else 0
        top = margin if columns else 0
        inner = Rect(inner.x + left, inner.y + top, inner.w - left, inner.h - top)
    if zone.kind == "track":
        digits = len(str(max(0, (zone.shape[0] if zone.shape else 1) - 1)))
        if inner.w >= inner.h:
            margin = least + 4
            inner = Rect(inner.x, inner.y + margin, inner.w, inner.h - margin)
        else:
            margin = round(digits * CHAR_WIDTH * least) + 8
            inner = Rect(inner.x + margin, inner.y, inner.w - margin, inner.h)
    return inner


def _zone_box(zone: Zone, rect: Rect, layer: int, rows: int | None = None, gap: int = 4,
              floor: float = FLOOR_PX, row_names: int = 0) -> ZoneBox:
    """The box of a zone of its own: label strip on top, pieces below, slot grid centred
    (``rows``: a growing grid shows only its bottom ``rows`` rows, standing on the bottom edge).
    Caption and pieces keep one margin from the box's edges: the table's ``gap`` between boxes,
    less in a small box.  ``row_names``: the pixels the grid's row names take left of it."""
    pad = max(2, min(gap, min(rect.w, rect.h) // 8))
    label_h = label_height(rect, floor) if zone.label else 0
    label_rect = Rect(rect.x + pad, rect.y + pad, max(1, rect.w - 2 * pad), label_h)
    inner = Rect(rect.x + pad, rect.y + label_h + pad, rect.w - 2 * pad, rect.h - label_h - 2 * pad)
    inner = _word_margins(zone, inner, floor)
    inner.w, inner.h = max(inner.w, 1), max(inner.h, 1)
    box = _shaped(ZoneBox(zone, rect, inner, label_rect, layer=layer), rows)
    short = row_names - (round(box.origin[0]) - rect.x - 8) if row_names else 0
    if short > 0:  # the row names need more room left of the grid than centring it leaves
        box.inner = Rect(inner.x + short, inner.y, max(1, inner.w - short), inner.h)
        box = _shaped(box, rows)
    return box


def _shaped(box: ZoneBox, rows: int | None) -> ZoneBox:
    """``box`` with the cell size and origin of its zone's slots in its inner area."""
    zone, inner = box.zone, box.inner
    shape = zone.shape
    if zone.kind in ("grid", "edges") and len(shape) >= 2:
        w, h = shape[0], shape[1]
        hexed = len(shape) > 2 and shape[2] == "hex"
        units_w = w + (0.5 if hexed else 0)
        units_h = (h - 1) * HEX_ROW + 1 if hexed else h
        if rows is not None and not hexed and zone.kind == "grid":
            cell = min(inner.w / units_w, inner.h / rows)
            box.cell = cell
            box.origin = (inner.centerx - cell * units_w / 2, inner.centery + cell * rows / 2 - cell * h)
        else:
            cell = min(inner.w / units_w, inner.h / units_h)
            box.cell = cell
            box.origin = (inner.centerx - cell * units_w / 2, inner.centery - cell * units_h / 2)
    elif zone.kind == "free":
        w, h = shape[0], shape[1]
        box.cell = min(inner.w / w, inner.h / h)
        box.origin = (inner.centerx - box.cell * w / 2, inner.centery - box.cell * h / 2)
    elif zone.kind in ("row", "track"):
        n = max(1, shape[0] if shape else 1)
        if inner.w >= inner.h:
            cell = min(inner.w / n, inner.h)
            box.origin = (inner.centerx - cell * n / 2, inner.centery - cell / 2)
        else:
            cell = min(inner.h / n, inner.w)
            box.origin = (inner.centerx - cell / 2, inner.centery - cell * n / 2)
        box.cell = cell
    return box
