"""Components to screen rectangles: every piece of a state gets a rectangle inside its zone's box.

Rules that keep the table readable for every game:
- pieces in one slot stay inside that slot: pieces drawn over a tile or card (or in its slot)
  stand small in a column up its right edge (its symbol stays in view), and when many share a slot the first
  few are drawn, the last with a count badge; cubes or meeples sharing a slot of their own zone
  stand side by side, none hidden under another;
- a tray (pool) keeps its grid while pieces are taken from it (``capacity``: the most pieces
  it has held), and each piece its place in it (``spots``), so nothing moves under the pointer
  while a person takes from it; rows are filled evenly (no lone piece on a row of its own);
- one kind of piece has one size in every tray of the table, and no larger there than it is
  drawn anywhere else but small on another piece (a lone card in a wide tray stays card-sized);
- a filling tray never shrinks its pieces below a readable size (``MIN_TRAY_CELL`` of the
  table's height): its grid wraps to more rows, and when even those run out, the rows and
  columns close up and the pieces overlap a little, each keeping its size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from pygame import Rect

from greenbox_desktop.ui.table.layout import PILED, SLOTTED, TableLayout, ZoneBox

Contents = dict[str, list[tuple[int | None, str, bool]]]
Aspect = Callable[[str, bool], float]
# how big a piece is at most in a cell of a zone drawn over another, as a fraction of the cell
OVER_FACTOR = {"tile": 0.9, "card": 0.9, "cube": 0.4, "meeple": 0.5, "die": 0.45}
ON_EMPTY = 1.35  # on an empty cell (nothing to keep in view) a piece may be this much larger
FINE_FACTOR = 0.7  # a piece in a finer grid's cell (a tile's corner), as a fraction of that cell
BETWEEN_CORNERS = 0.25  # at most this much of a cell for a piece standing between two corner pieces
MOST_IN_SLOT = 6  # more pieces than this in one slot: the first ones and a count badge
ON_PIECE = 0.27  # a piece standing on a tile or card: at most this share of it (clear of its symbol)
MOST_ON_PIECE = 4  # at most this many pieces stand in the column down a tile's or card's right edge
STACKED = ("tile", "card")  # kinds that lie on each other (offset a little), not side by side
POOL_FILL = 0.86  # how much of its cell in a tray a piece fills
FAN_SHOWN = 0.4  # in a hand, at least this share of each piece's width stays in view
MIN_TRAY_CELL = 1 / 32  # a tray's cell is never smaller than this share of the table's height
# a piece's longer side on a free zone, in the zone's units (a zone of about 160 x 100 units)
FREE_UNITS = {"tile": 13, "card": 15, "cube": 5, "meeple": 7, "die": 6, "bag": 12, "track": 32}
FREE_STACK_SHIFT = 0.3  # units each piece of a pile on one spot lies up and to the right
# the parts of a piece that carry what the rules read (its symbol, value or letter), as (x, y, w, h)
# fractions of the piece as drawn (see ``pieces.py``): no badge or other piece may lie over them
SYMBOL_AREAS = {
    "tile": ((0.27, 0.2, 0.46, 0.46),),
    "card": ((0.3, 0.3, 0.46, 0.32), (0.1, 0.07, 0.2, 0.3)),
    "extra": ((0.14, 0.08, 0.72, 0.18),),
    "cube": ((0.3, 0.28, 0.4, 0.44),),
    "meeple": ((0.38, 0.5, 0.24, 0.24),),
    "lying": ((0.5, 0.38, 0.24, 0.24),),
    "die": ((0.2, 0.2, 0.6, 0.6),),
}


@dataclass
class Placement:
    """Where one component is drawn: rectangle, face, zone and slot; ``hidden`` inside a pile.

    ``count``: a number badge on this piece (a pile's or a crowded slot's size); ``rim``: the
    piece lies on another one and gets a contrasting outline; ``face``: see ``render``."""

    cid: str
    rect: Rect
    face_up: bool
    zone: str
    slot: int | None
    hidden: bool = False
    count: int = 0
    rim: bool = False
    face: int = 0  # the number a die shows, from the game's ``faces()`` (0: none given)
    turn: int = 0  # quarter turns clockwise, from the game's ``quarter_turns()``


def _fit(cell: Rect, aspect: float, factor: float) -> Rect:
    """A rectangle of ``aspect`` (w/h) filling ``factor`` of ``cell``, centred in it."""
    size = min(cell.w, cell.h) * factor
    w, h = (size, size / aspect) if aspect >= 1 else (size * aspect, size)
    out = Rect(0, 0, max(2, round(w)), max(2, round(h)))
    out.center = cell.center
    return out


def pile_step(rect: Rect) -> int:
    """How far each piece of a pile lies up and left of the one below: 2 pixels, less for small
    pieces (a thumbnail's), so a pile stays inside its place."""
    return min(2, min(rect.size) // 12)


def kind(cid: str) -> str:
    """The kind of a (possibly masked) component id."""
    return cid.split(".", 1)[0]


def look(cid: str, face_up: bool) -> str:
    """What a piece looks like: pieces that look alike are interchangeable to a player's hand.

    Cubes, meeples and tiles of one colour or symbol differ only in their number; face-down
    tiles and cards differ not at all; masked pieces show only their kind.
    """
    kind = cid.split(".", 1)[0]
    if ".?" in cid or (not face_up and kind in ("tile", "card")):
        return kind
    head, _, tail = cid.rpartition(".")
    return head if kind in ("cube", "meeple", "tile") and tail.isdigit() else cid


def symbol_areas(cid: str, face_up: bool, rect: Rect) -> list[Rect]:
    """Where the symbol, value or letter of a piece drawn in ``rect`` lies (none on a back)."""
    head = kind(cid)
    if ".?" in cid or (not face_up and head in ("tile", "card")):
        return []
    if head == "extra":
        head = "extra" if cid.startswith("extra.card") else "die" if cid.startswith("extra.die") else ""
    elif head == "meeple" and not face_up:
        head = "lying"
    return [Rect(round(rect.x + x * rect.w), round(rect.y + y * rect.h), max(1, round(w * rect.w)),
                 max(1, round(h * rect.h))) for x, y, w, h in SYMBOL_AREAS.get(head, ())]


def place(layout: TableLayout, contents: Contents, aspect: Aspect,
          capacity: dict[str, int] | None = None, clear: dict[tuple[str, int], int] | None = None,
          spots: dict[str, dict[str, int]] | None = None) -> list[Placement]:
    """Every component's placement, in drawing order.

    ``contents``: zone id -> [(slot, component id, face up)] bottom first; ``aspect(cid, up)``
    gives a piece's width / height; ``capacity``: zone id -> the most pieces a tray has held;
    ``clear``: (zone, slot) -> pixels at the slot's bottom that pieces in it leave free
    (a caption written there); ``spots``: tray id -> {piece: its place in the tray's grid}, kept
    by the caller while pieces should not move (a piece new to a tray takes the first free place,
    and is added).
    """
    clear = clear or {}
    out: list[Placement] = []
    tops: dict[tuple[str, int | None], Placement] = {}  # the top piece of each slot of a zone of its own
    on_cells: dict[tuple[str, int], list[tuple[ZoneBox, int, str, bool]]] = {}
    pools: list[ZoneBox] = []
    late: list[Placement] = []
    finer = {b.zone.over for b in layout.boxes.values() if b.layer and b.zone.kind == "grid"
             and b.zone.over in layout.boxes and b.cell < layout.boxes[b.zone.over].cell * 0.9}
    for box in sorted(layout.boxes.values(), key=lambda b: b.layer):
        pieces = contents.get(box.zone.id, [])
        if not pieces:
            continue
        zone_kind = box.zone.kind
        if zone_kind in SLOTTED:
            base = layout.box(box.zone.over) if box.layer else None
            if base is not None and zone_kind != "edges" and box.cell == base.cell:
                for slot, cid, up in pieces:  # gathered per cell, so all layers share the cell
                    on_cells.setdefault((base.zone.id, slot), []).append((box, slot, cid, up))
                continue
            placed = _place_slotted(box, pieces, aspect, rim=bool(box.layer), clear=clear)
            if not box.layer:
                tops.update(((p.zone, p.slot), p) for p in placed)
                out += placed
            else:  # edges and finer grids lie on top of whatever sits in the cells
                late += placed
        elif zone_kind in PILED:
            out += _place_pile(box, pieces, aspect)
        elif zone_kind == "hand":
            out += _place_fan(box, pieces, aspect)
        elif zone_kind == "free":
            out += _place_free(box, pieces, aspect)
        else:
            pools.append(box)
    for (base, slot), group in on_cells.items():
        whole, below = layout.boxes[base].slot_rect(slot), tops.get((base, slot))
        cell = whole.inflate(0, 0)  # above a caption marked on this cell, in the base zone or one drawn over it
        cell.h -= min(max(clear.get((zone, slot), 0) for zone in (base, *(item[0].zone.id for item in group))), whole.h // 3)
        handles = [item for item in group if item[0].zone.hint("handle")]
        group = [item for item in group if not item[0].zone.hint("handle")]
        if any(box.zone.hint("tally") for box, _, _, _ in group):
            out += _place_tallied(cell, group, below, aspect)
        elif group:
            out += _place_on_cell(cell, group, below, aspect, corners_taken=base in finer)
        out += _place_handles(whole, handles, aspect)
    out += late
    elsewhere: dict[str, int] = {}  # each kind's largest side outside the trays (not lying small on a piece)
    for p in out:
        if not p.rim:
            elsewhere[kind(p.cid)] = max(elsewhere.get(kind(p.cid), 0), p.rect.w, p.rect.h)
    floor = layout.height * MIN_TRAY_CELL
    out += _place_pools(pools, contents, aspect, capacity or {}, elsewhere, floor, {} if spots is None else spots)
    return out


def _crowd(placed: list[Placement], most: int = MOST_IN_SLOT) -> list[Placement]:
    """Past ``most`` pieces in one slot: the rest hide under the last shown, which counts them all."""
    if len(placed) > most:
        last = placed[most - 1]
        last.count = len(placed)
        for p in placed[most:]:
            p.rect, p.hidden = last.rect.copy(), True
    return placed


def _side_by_side(cell: Rect, n: int, size: float, anchor: str = "centre") -> list[Rect]:
    """``n`` squares (at most ``size``) in rows inside ``cell``, along its top edge (``anchor``
    "top") or centred ("centre"); "edge": in a column up its right edge from the bottom (a tile's
    or card's symbol, value and title lie in its middle and top)."""
    if anchor == "edge":
        shown = min(n, MOST_ON_PIECE)
        s = min(size, cell.h * 0.96 / shown)
        x0, y0 = cell.right - cell.w * 0.02 - s, cell.bottom - cell.h * 0.02 - s
        return [Rect(round(x0), round(y0 - min(i, shown - 1) * s), max(2, round(s)), max(2, round(s)))
                for i in range(n)]
    room = min(cell.w, cell.h) * 0.96
    shown = min(n, MOST_IN_SLOT)
    s = max(min(size, room / shown), min(size, room * 0.3))  # one row along the top while they stay legible
    cols = max(1, min(shown, int(room // s)))
    pad = (min(cell.w, cell.h) - room) / 2
    if anchor == "top":
        x0, y0 = cell.centerx - cols * s / 2, cell.top + pad
    else:
        x0, y0 = cell.centerx - cols * s / 2, cell.centery - math.ceil(shown / cols) * s / 2
    rects = []
    for i in range(n):
        r, c = divmod(min(i, shown - 1), cols)
        rects.append(Rect(round(x0 + c * s), round(y0 + r * s),
                          max(2, round(s)), max(2, round(s))))
    return rects


def _in_corner(box: ZoneBox, slot: int, cell: Rect) -> Rect:
    """A square of a finer grid drawn over a board (two cells across one of the board's), pushed
    into the board cell's corner it belongs to, so the middle of the board cell stays in view."""
    size = round(min(cell.w, cell.h) * FINE_FACTOR)
    x, y = slot % box.zone.shape[0], slot // box.zone.shape[0]
    return Rect(cell.x if x % 2 == 0 else cell.right - size, cell.y if y % 2 == 0 else cell.bottom - size, size, size)


def _place_on_cell(cell: Rect, group: list[tuple[ZoneBox, int, str, bool]], below: Placement | None,
                   aspect: Aspect, corners_taken: bool = False) -> list[Placement]:
    """The pieces of every zone drawn over one base cell, together inside it.  A zone with the hint
    ``cover`` (nothing on the pieces below matters) has its pieces centred, as on an empty cell."""
    if any(box.zone.hint("cover") for box, _, _, _ in group):
        below = None
    if below is not None and kind(below.cid) == "card" and all(kind(cid) == "cube" for _, _, cid, _ in group):
        return [Placement(cid, rect, up, box.zone.id, slot, rim=True)
                for (box, slot, cid, up), rect in zip(group, _cubes_on_card(below.rect, group, aspect))]
    if all(kind(cid) in STACKED for _, _, cid, _ in group):
        out = []
        for i, (box, slot, cid, up) in enumerate(group):
            rect = _fit(cell, aspect(cid, up), OVER_FACTOR.get(kind(cid), 0.9))
            shift = min(i, 3) * pile_step(rect)
            out.append(Placement(cid, rect.move(-shift, -shift), up, box.zone.id, slot, rim=below is not None))
        return _crowd(out)
    factor = max(OVER_FACTOR.get(kind(cid), 0.5) for _, _, cid, _ in group) * (1 if below else ON_EMPTY)
    anchor = "centre" if below is None else "top" if corners_taken else "edge"
    if anchor == "top":
        factor = min(factor, BETWEEN_CORNERS)
    if anchor == "edge":
        factor = min(factor, ON_PIECE)
        cell = below.rect.clip(cell) if below.rect.colliderect(cell) else cell  # down the piece's own edge
    spots = _side_by_side(cell, len(group), min(cell.w, cell.h) * factor, anchor)
    placed = [Placement(cid, _fit(spot, aspect(cid, up), 1.0), up, box.zone.id, slot, rim=True)
              for (box, slot, cid, up), spot in zip(group, spots)]
    return _crowd(placed, MOST_ON_PIECE if anchor == "edge" else MOST_IN_SLOT)


def _place_handles(cell: Rect, group: list[tuple[ZoneBox, int, str, bool]], aspect: Aspect) -> list[Placement]:
    """Hint ``handle`` = f: a zone's pieces stand large and always at one spot of the cell, its
    lower-left square of f times its side, whatever else lies there or is written at its top (a
    piece that is dragged often, easy to grab and never shifting; the top-right corner stays free
    for the pieces below)."""
    if not group:
        return []
    side = round(min(cell.w, cell.h) * group[0][0].zone.hint("handle"))
    spots = _side_by_side(Rect(cell.x, cell.bottom - side, side, side), len(group), side)
    return _crowd([Placement(cid, _fit(spot, aspect(cid, up), 1.0), up, box.zone.id, slot, rim=True)
                   for (box, slot, cid, up), spot in zip(group, spots)])


def _place_tallied(cell: Rect, group: list[tuple[ZoneBox, int, str, bool]], below: Placement | None,
                   aspect: Aspect) -> list[Placement]:
    """Hint ``tally``: the pieces that look alike in one cell (a colour's cubes) are drawn as one
    piece with a count badge, so every colour's strength stays readable on a crowded cell."""
    families: dict[str, list[tuple[ZoneBox, int, str, bool]]] = {}
    for item in group:
        families.setdefault(look(item[2], item[3]), []).append(item)
    out = []
    heads = _place_on_cell(cell, [members[0] for members in families.values()], below, aspect)
    for head, members in zip(heads, families.values()):
        if len(members) > 1 and not head.count:
            head.count = len(members)
        out.append(head)
        out += [Placement(cid, head.rect.copy(), up, box.zone.id, slot, hidden=True, rim=True)
                for box, slot, cid, up in members[1:]]
    return out


def _cubes_on_card(card: Rect, group: list, aspect: Aspect) -> list[Rect]:
    """Small cubes laid on a card's lower part, where its value pips are, in rows of three upward."""
    size = max(4, round(card.w * 0.27))
    rects = []
    for i, (_box, _slot, cid, up) in enumerate(group):
        row, col = divmod(min(i, 8), 3)
        in_row = min(3, len(group) - row * 3)
        cx = card.centerx + (col - (in_row - 1) / 2) * size * 1.08
        cy = card.y + card.h * 0.8 - row * size * 1.08
        spot = Rect(0, 0, size, size)
        spot.center = (round(cx), round(cy))
        rects.append(_fit(spot, aspect(cid, up), 1.0))
    return rects


def _place_slotted(box: ZoneBox, pieces, aspect: Aspect, rim: bool = False,
                   clear: dict[tuple[str, int], int] | None = None) -> list[Placement]:
    """Pieces in the slots of a zone of its own, of edges, or of a finer grid drawn over a board
    (in a zone of its own, above a mark's caption at the slot's bottom: ``clear``)."""
    out = []
    by_slot: dict[int | None, list[tuple[str, bool]]] = {}
    for slot, cid, up in pieces:
        by_slot.setdefault(slot, []).append((cid, up))
    for slot, group in by_slot.items():
        cell = box.slot_rect(slot)
        if not box.layer and clear:
            cell.h -= min(clear.get((box.zone.id, slot), 0), cell.h // 3)
        if box.zone.kind == "edges" or box.layer:
            whole = _in_corner(box, slot, cell) if box.zone.kind == "grid" and slot is not None else cell
            spots = _side_by_side(whole, len(group), min(whole.w, whole.h))
            placed = [Placement(cid, _fit(spot, aspect(cid, up), 1.0), up, box.zone.id, slot, rim=rim)
                      for (cid, up), spot in zip(group, spots)]
        elif any(kind(cid) not in STACKED for cid, _up in group) and any(kind(cid) in STACKED for cid, _up in group):
            out += _small_on_large(box, slot, cell, group, aspect)  # counted apart: the pile and the pieces on it
            continue
        elif len(group) > 1 and not any(kind(cid) in STACKED for cid, _up in group):  # cubes, meeples: side by side
            spots = _side_by_side(cell, len(group), min(cell.w, cell.h) * 0.92)
            placed = [Placement(cid, _fit(spot, aspect(cid, up), 0.92), up, box.zone.id, slot)
                      for (cid, up), spot in zip(group, spots)]
        else:
            placed = []
            for i, (cid, up) in enumerate(group):
                rect = _fit(cell, aspect(cid, up), 0.92 - 0.04 * min(len(group) - 1, 3))
                shift = min(i, 3) * pile_step(rect)
                rect = rect.move(-shift, -shift)
                placed.append(Placement(cid, rect, up, box.zone.id, slot))
        out += _crowd(placed)
    return out


def _small_on_large(box: ZoneBox, slot: int, cell: Rect, group: list[tuple[str, bool]],
                    aspect: Aspect) -> list[Placement]:
    """A slot holding tiles or cards and smaller pieces: the large ones piled, the small ones up
    the right edge of the top one (as on a zone drawn over it)."""
    large = [(cid, up) for cid, up in group if kind(cid) in STACKED]
    small = [(cid, up) for cid, up in group if kind(cid) not in STACKED]
    piled = [Placement(cid, _fit(cell, aspect(cid, up), 0.92).move(-min(i, 3) * 2, -min(i, 3) * 2), up,
                       box.zone.id, slot) for i, (cid, up) in enumerate(large)]
    top = piled[-1].rect
    spots = _side_by_side(top, len(small), min(top.w, top.h) * ON_PIECE, "edge")
    on = [Placement(cid, _fit(spot, aspect(cid, up), 1.0), up, box.zone.id, slot, rim=True)
          for (cid, up), spot in zip(small, spots)]
    return _crowd(piled) + _crowd(on, MOST_ON_PIECE)


def _place_free(box: ZoneBox, pieces, aspect: Aspect) -> list[Placement]:
    """Pieces on an open surface, each centred on its unit; a pile on one spot rises a little."""
    out: list[Placement] = []
    height: dict[int | None, int] = {}
    for slot, cid, up in pieces:
        n = height[slot] = height.get(slot, -1) + 1
        spot = box.slot_rect(slot)
        side = FREE_UNITS.get(kind(cid), 8) * box.cell
        ratio = aspect(cid, up)
        w, h = (side, side / ratio) if ratio >= 1 else (side * ratio, side)
        rect = Rect(0, 0, max(1, round(w)), max(1, round(h)))
        shift = round(min(n, 6) * FREE_STACK_SHIFT * box.cell)
        rect.center = (spot.centerx + shift, spot.centery - shift)
        out.append(Placement(cid, rect, up, box.zone.id, slot, rim=n > 0))
    for p in {p.slot: p for p in out}.values():  # the top of a pile shows how many lie there
        p.count = height[p.slot] + 1 if height[p.slot] else 0
    return out


def _place_pile(box: ZoneBox, pieces, aspect: Aspect) -> list[Placement]:
    out = []
    n = len(pieces)
    cid0, up0 = pieces[-1][1], pieces[-1][2]
    base = _fit(box.inner, aspect(cid0, up0), 0.8)
    if box.zone.kind == "bag":
        base = _fit(box.inner, 1.0, 0.8)
    step = pile_step(base)
    for i, (slot, cid, up) in enumerate(pieces):
        depth = n - 1 - i
        rect = base.move(-min(depth, 3) * step, -min(depth, 3) * step)
        hidden = depth > 3 or (box.zone.kind == "bag" and depth > 0)
        out.append(Placement(cid, rect, up, box.zone.id, slot, hidden=hidden, count=n if depth == 0 else 0))
    return out


def _place_fan(box: ZoneBox, pieces, aspect: Aspect) -> list[Placement]:
    """A hand: its pieces side by side, overlapping where they must but each with at least
    ``FAN_SHOWN`` of its width in view; in rows when that shows them larger."""
    n = len(pieces)
    inner = box.inner
    ratio = max(aspect(pieces[0][1], pieces[0][2]), 0.1)
    best = (0.0, 1)
    for rows in range(1, n + 1):
        per_row = -(-n // rows)
        w = min(inner.h * 0.92 / rows * ratio, inner.w / (1 + FAN_SHOWN * (per_row - 1)))
        if w > best[0] * 1.05:  # a new row only for clearly larger pieces
            best = (w, rows)
    (w, rows), h = best, best[0] / ratio
    per_row = -(-n // rows)
    out = []
    for i, (slot, cid, up) in enumerate(pieces):
        row, col = divmod(i, per_row)
        k = min(per_row, n - row * per_row)  # the pieces in this row
        step = min(w * 1.05, (inner.w - w) / (k - 1)) if k > 1 else 0
        start = inner.centerx - (w + step * (k - 1)) / 2
        top = inner.centery - h * rows / 2 + row * h
        rect = Rect(round(start + col * step), round(top), round(w), round(h))
        out.append(Placement(cid, rect, up, box.zone.id, slot))
    return out


def pool_grid(inner: Rect, n: int) -> tuple[int, float]:
    """(columns, cell size) that fit ``n`` pieces in ``inner``, as large as possible."""
    best = (1, 0.0)
    for cols in range(1, max(1, n) + 1):
        rows = -(-n // cols)
        cell = min(inner.w / cols, inner.h / rows)
        if cell > best[1]:
            best = (cols, cell)
    return best


def _pool_area(box: ZoneBox) -> Rect:
    inner = box.inner
    return Rect(inner.centerx, inner.centery, inner.w // 2, inner.h // 2) if box.layer else inner


def _pool_cell(box: ZoneBox, n: int) -> tuple[int, float]:
    """(columns, cell size) of a tray laid out for ``n`` pieces."""
    inner = _pool_area(box)
    cols, cell = pool_grid(inner, n)
    return cols, min(cell, inner.h * 0.6, inner.w * 0.6)


def tray_places(pieces: list[str], kept: dict[str, int]) -> list[int]:
    """The place in its tray's grid of each of ``pieces``: the one ``kept`` for it, else the first
    place nobody holds (``kept`` learns it); a place kept for a piece that left stays empty."""
    taken = {kept[cid] for cid in pieces if cid in kept}
    free = (i for i in range(len(pieces) + len(kept) + 1) if i not in taken)
    for cid in pieces:
        if cid not in kept:
            kept[cid] = next(free)
    return [kept[cid] for cid in pieces]


def _place_pools(boxes: list[ZoneBox], contents: Contents, aspect: Aspect, capacity: dict[str, int],
                 elsewhere: dict[str, int], floor: float = 0.0,
                 spots: dict[str, dict[str, int]] | None = None) -> list[Placement]:
    """Every tray's pieces: a grid kept for the most pieces the tray has held, one size per kind,
    no larger than that kind is drawn elsewhere on the table (``elsewhere``: its largest side), yet
    never smaller than ``floor`` (or the tray's own width or height); each piece in the place
    ``spots`` keeps for it."""
    spots = {} if spots is None else spots
    grids = {box.zone.id: _pool_cell(box, max(len(contents[box.zone.id]), capacity.get(box.zone.id, 0)))
             for box in boxes}
    size: dict[str, float] = {}
    for box in boxes:
        for _slot, cid, _up in contents[box.zone.id]:
            size[kind(cid)] = min(size.get(kind(cid), math.inf), grids[box.zone.id][1])
    for key in size:
        size[key] = max(min(size[key], elsewhere.get(key, 0) / POOL_FILL or math.inf), floor)
    out = []
    for box in boxes:
        pieces = contents[box.zone.id]
        places = tray_places([cid for _slot, cid, _up in pieces], spots.setdefault(box.zone.id, {}))
        n = max(len(pieces), capacity.get(box.zone.id, 0), max(places, default=-1) + 1)
        inner = _pool_area(box)
        cell = min(max(size[kind(cid)] for _, cid, _ in pieces), inner.w, inner.h)  # ranks closed around small pieces
        cols, step_x, step_y = _tray_steps(inner, n, cell)
        rows = -(-n // cols)
        x0 = inner.centerx - ((cols - 1) * step_x + cell) / 2
        y0 = inner.centery - ((rows - 1) * step_y + cell) / 2
        for i, (slot, cid, up) in zip(places, pieces):
            r, c = divmod(i, cols)
            spot = Rect(round(x0 + c * step_x), round(y0 + r * step_y), max(1, round(cell)), max(1, round(cell)))
            out.append(Placement(cid, _fit(spot, aspect(cid, up), POOL_FILL * min(size[kind(cid)], cell) / cell), up,
                                 box.zone.id, slot))
    return out


def _tray_steps(inner: Rect, n: int, cell: float) -> tuple[int, float, float]:
    """(columns, step across, step down) of a tray's grid of ``n`` cells of size ``cell``: a cell
    apart while they fit, else the rows and columns close up evenly (pieces overlap, their size kept)."""
    cols = max(1, min(n, int(inner.w // cell)))
    if n <= cols * max(1, int(inner.h // cell)):
        return -(-n // -(-n // cols)), cell, cell  # as many rows as needed, filled evenly
    best = (1, cell, 0.0)
    for cols in range(1, n + 1):
        rows = -(-n // cols)
        step_x = min(cell, (inner.w - cell) / (cols - 1)) if cols > 1 else cell
        step_y = min(cell, (inner.h - cell) / (rows - 1)) if rows > 1 else cell
        if min(step_x, step_y) > min(best[1], best[2]):
            best = (cols, step_x, step_y)
    return best
