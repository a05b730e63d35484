"""Drawing the table: the zones' panels (cached as one surface) and the components with Art.

A game whose dice lie where their slot cannot carry their number (a die on a board cell) may
define ``faces()``, returning {die id: number shown}; those dice are drawn showing that number.
A game whose pieces can be rotated may define ``quarter_turns()``, returning {id: quarter turns
clockwise}; those pieces are drawn turned.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from greenbox_desktop.engine import State
from greenbox_desktop.ui.table import drawn
from greenbox_desktop.ui.table.layout import HEX_ROW, SLOTTED, TableLayout, ZoneBox, grid_names, grown_rows, layout_table
from greenbox_desktop.ui.table.marks import caption_reach, game_marks
from greenbox_desktop.ui.table.placing import Placement, place, symbol_areas

FELT = (38, 84, 56)
PANEL = (30, 68, 45)
PANEL_EDGE = (70, 120, 86)
CELL_EDGE = (88, 140, 104)
LABEL = (236, 230, 208)
LIT = (240, 208, 90)
LIT_EDGE = (40, 32, 10)
SELECTED = (255, 255, 255)
RIM = (252, 246, 226)  # the pale outline of a piece lying on another piece
RIM_EDGE = (24, 24, 24)
DIE_KINDS = ("pool", "stack", "hand", "bag")


def state_contents(state: State) -> dict[str, list[tuple[int | None, str, bool]]]:
    """zone id -> [(slot, component id, face up)], bottom first, for every zone but the box.

    A card in a hand, or in another zone only its owner sees (a secret choice; not a pile), that
    the drawn state (a seat's view) does not mask is its owner's to read, so it is drawn face up
    even when it lies face down for the others; the whole state masks nothing, so it shows them all.
    """
    loc = state.loc
    hands = {z.id for z in state.zones() if z.kind == "hand" or (z.visibility in ("owner", "private")
                                                                  and z.kind != "stack")}
    return {zid: [(loc[c][1], c, loc[c][2] or (zid in hands and ".?" not in c)) for c in ids]
            for zid, ids in state.contents.items()}


class TableRenderer:
    """Draws one table layout; the zones' panels are cached until the layout changes."""

    def __init__(self, art) -> None:
        self.art = art
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._batch: tuple | None = None
        self._badges: dict[tuple[int, int], pygame.Surface] = {}
        self._glows: dict[tuple[int, int], pygame.Surface] = {}
        self._rims: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}
        self._turned: dict[tuple[int, int], tuple[pygame.Surface, pygame.Surface]] = {}
        self.label_text = lambda text: text  # the table scene puts the players' names in
        self.captions: dict[str, Rect] = {}  # where each zone's caption was written (badges keep clear)
        self.own_faces = False  # the drawn game's ``OWN_CARD_FACES``: number cards on paper of their colour
        self._badge_floor = 11  # a count badge's least font size (smaller on a small table)
        self._floor = 0.0  # the least type height of the words on the table being drawn

    # ----- pictures -----------------------------------------------------------------------
    def picture(self, p: Placement, zone_kind: str, size: int) -> pygame.Surface:
        """The sprite of a placed component (a die in a pool-like zone shows its slot as value),
        turned as the game says (``quarter_turns``)."""
        sprite = self._upright(p, zone_kind, size)
        if not p.turn:
            return sprite
        key = (id(sprite), p.turn)
        found = self._turned.get(key)
        if found is None or found[0] is not sprite:
            found = self._turned[key] = (sprite, pygame.transform.rotate(sprite, -90 * p.turn))
        return found[1]

    def _upright(self, p: Placement, zone_kind: str, size: int) -> pygame.Surface:
        if p.face:
            return self.art.shown_die(p.cid, p.face, size)
        if p.cid.startswith("die.") and zone_kind in DIE_KINDS and isinstance(p.slot, int) and 1 <= p.slot <= 6:
            return self.art.die_face(p.slot, size)
        return self.art.component(p.cid, p.face_up, size, self.own_faces)

    def aspect(self, cid: str, face_up: bool) -> float:
        """Width / height of a component as drawn."""
        try:
            return self.art.aspect(cid, face_up)
        except TypeError:
            return self.art.aspect(cid)

    def placements(self, state: State, layout: TableLayout, capacity: dict[str, int] | None = None,
                   spots: dict[str, dict[str, int]] | None = None) -> list[Placement]:
        """Every component of ``state`` placed in ``layout`` (``capacity``, ``spots``: see ``placing.place``)."""
        clear = {}  # a mark's caption on a slot: the pieces in it stand above the caption
        for zone, slot, caption, *_ in game_marks(state):
            rect = layout.slot_rect(zone, slot) if caption and isinstance(slot, int) else None
            if rect is not None:
                clear[(zone, slot)] = caption_reach(self.art, rect, layout.floor)
        self.own_faces = bool(getattr(state, "OWN_CARD_FACES", False))
        placed = place(layout, state_contents(state), self.aspect, capacity, clear, spots)
        faces = getattr(state, "faces", None)
        if callable(faces):
            shown = faces()
            for p in placed:
                p.face = shown.get(p.cid, 0)
        turned = getattr(state, "quarter_turns", None)
        if callable(turned):
            turns = turned()
            for p in placed:
                p.turn = turns.get(p.cid, 0)
                if p.turn % 2:  # a quarter turn swaps width and height
                    p.rect = Rect(0, 0, p.rect.h, p.rect.w).move(p.rect.centerx - p.rect.h // 2, p.rect.centery - p.rect.w // 2)
        return placed

    def rimmed(self, sprite: pygame.Surface) -> pygame.Surface:
        """``sprite`` with a pale outline and a dark edge around it, so it stands out on any piece."""
        found = self._rims.get(id(sprite))
        if found is None or found[0] is not sprite:
            mask = pygame.mask.from_surface(sprite)
            pale = mask.to_surface(setcolor=RIM, unsetcolor=(0, 0, 0, 0))
            dark = mask.to_surface(setcolor=RIM_EDGE, unsetcolor=(0, 0, 0, 0))
            w, h = sprite.get_size()
            image = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
            for layer, reach in ((dark, 3), (pale, 2)):
                for dx, dy in ((-1, -1), (-1, 1), (1, -1), (1, 1), (0, -1), (0, 1), (-1, 0), (1, 0)):
                    image.blit(layer, (3 + dx * reach, 3 + dy * reach))
            image.blit(sprite, (3, 3))
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            found = self._rims[id(sprite)] = (sprite, image)
        return found[1]

    # ----- drawing ------------------------------------------------------------------------
    def draw_static(self, surface: pygame.Surface, layout: TableLayout, key: tuple) -> None:
        """Blit the zones' panels, labels and slot outlines (rebuilt when ``key`` changes)."""
        size = surface.get_size()
        if self._static is None or self._static_key != (key, size) or drawn.recording_now():
            self._static = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            self._static.fill(FELT)
            self._paint_zones(self._static, layout)
            self._static_key = (key, size)
        surface.blit(self._static, (0, 0))

    def invalidate(self) -> None:
        """Forget the cached panels (after a resize, zoom or pan)."""
        self._static_key = None

    def _paint_zones(self, surface: pygame.Surface, layout: TableLayout) -> None:
        self.captions = {}
        self._floor = layout.floor
        self._badge_floor = round(layout.floor) if layout.floor else max(6, min(11, layout.height // 60))
        for box in layout.boxes.values():
            if box.layer:
                continue
            radius = max(4, min(box.rect.w, box.rect.h) // 20)
            pygame.draw.rect(surface, PANEL, box.rect, border_radius=radius)
            pygame.draw.rect(surface, PANEL_EDGE, box.rect, width=1, border_radius=radius)
            size = box.label_rect.h - 6 if box.label_rect.h >= 16 else box.label_rect.h * 4 // 5  # fits its strip
            if box.zone.label and size >= 5:
                words = self.label_text(box.zone.label)
                text, shown, full = self.fitted(words, size, box.label_rect.w, LABEL)
                self.captions[box.zone.id] = surface.blit(text, text.get_rect(midleft=box.label_rect.midleft))
                told = self.captions[box.zone.id].copy()
                told.w = full  # a caption cut to its box is told at its whole width: it did not fit
                drawn.note("text", told, box.zone.id, words, shown, box.label_rect)
            if box.zone.kind in SLOTTED and box.zone.kind != "edges":
                for slot in box.slots():
                    cell = box.slot_rect(slot).inflate(-2, -2)
                    if not box.rect.contains(cell):  # a row of a growing grid not shown yet
                        continue
                    pygame.draw.rect(surface, CELL_EDGE, cell, width=1, border_radius=3)
            if box.zone.kind == "track":
                self._paint_track_numbers(surface, box)
            if box.zone.kind == "grid" and box.zone.hint("row_labels"):
                self._paint_row_labels(surface, box)
            if any(grid_names(box.zone)):
                self._paint_coords(surface, box)

    def measure(self, floor: float) -> Callable[[str], float]:
        """The width of a caption as this renderer writes it (players' names put in) at ``floor`` pixels."""
        font = self.art.font(max(5, round(floor)))
        return lambda text: font.size(self.label_text(text))[0]

    def fitted(self, words: str, size: int, room: int, colour) -> tuple[pygame.Surface, float, int]:
        """``words`` rendered at the largest size from ``size`` down to the table's text floor that
        fits ``room`` pixels, else at the floor cut short with an ellipsis; with the size used and
        the width the whole words take at it."""
        least = min(size, max(5, round(self._floor)))
        for each in range(size, least - 1, -1):
            font = self.art.font(each)
            full = font.size(words)[0]
            if full <= room:
                return font.render(words, True, colour), each, full
        cut = words
        while cut and font.size(cut + "…")[0] > room:
            cut = cut[:-1]
        return font.render(cut.rstrip() + "…", True, colour), least, full

    def _paint_track_numbers(self, surface: pygame.Surface, box: ZoneBox) -> None:
        """Each space's number in the strip beside a track (above one that runs across, left of one
        that runs down), where no piece lies over it."""
        across = box.inner.w >= box.inner.h
        size = max(9, round(self._floor) if self._floor else int(box.cell * 0.25))
        if not across:
            size = min(size, max(9, box.inner.x - box.rect.x - 6))
        font = self.art.font(size)
        for slot in box.slots():
            cell = box.slot_rect(slot)
            text = font.render(str(slot), True, LABEL)
            spot = text.get_rect(midbottom=(cell.centerx, cell.top - 1)) if across else \
                text.get_rect(midright=(cell.left - 4, cell.centery))
            drawn.note("coordinate", surface.blit(text, spot), box.zone.id, str(slot), size)

    def _paint_coords(self, surface: pygame.Surface, box: ZoneBox) -> None:
        """The names of a grid's columns above it and of its rows left of it (``grid_names``: the
        hint ``coords``, as the log names cells, or ``numbers``), hex grids' rows included."""
        columns, rows = grid_names(box.zone)
        room = min(box.origin[0] - box.rect.x if rows else 99, box.origin[1] - box.label_rect.bottom if columns else 99)
        size = max(9, round(self._floor), min(18, int(room * 0.75), int(box.cell * 0.3)))
        font = self.art.font(size)
        step = box.cell * (HEX_ROW if len(box.zone.shape) > 2 and box.zone.shape[2] == "hex" else 1)
        for col, name in enumerate(columns):
            text = font.render(name, True, LABEL)
            at = surface.blit(text, text.get_rect(midbottom=(round(box.origin[0] + (col + 0.5) * box.cell),
                                                             round(box.origin[1]) - 2)))
            drawn.note("coordinate", at, box.zone.id, name, size)
        for row, name in enumerate(rows):
            y = round(box.origin[1] + row * step + box.cell / 2)
            if not box.rect.top < y < box.rect.bottom:  # a row of a growing grid not shown yet
                continue
            text = font.render(name, True, LABEL)
            at = surface.blit(text, text.get_rect(midright=(round(box.origin[0]) - 4, y)))
            drawn.note("coordinate", at, box.zone.id, name, size)

    def _paint_row_labels(self, surface: pygame.Surface, box: ZoneBox) -> None:
        """A grid's row names (hint ``row_labels``) in the margin left of its rows, if there is room."""
        room = round(box.origin[0]) - box.rect.x - 8
        if room < 8:
            return
        size = max(10, round(self._floor), min(16, int(box.cell * 0.22)))
        margin = Rect(box.rect.x, box.rect.y, round(box.origin[0]) - box.rect.x, box.rect.h)
        step = box.cell * (HEX_ROW if len(box.zone.shape) > 2 and box.zone.shape[2] == "hex" else 1)
        for row, name in enumerate(box.zone.hint("row_labels")):
            words = self.label_text(name)
            text, shown, full = self.fitted(words, size, room, LABEL)
            y = box.origin[1] + row * step + box.cell / 2
            at = surface.blit(text, text.get_rect(midright=(round(box.origin[0]) - 6, round(y))))
            drawn.note("coordinate", Rect(at.right - full, at.y, full, at.h), box.zone.id, words, shown, margin)

    def draw_pieces(self, surface: pygame.Surface, layout: TableLayout, placements: list[Placement],
                    moved: dict[str, Rect], skip: str | None = None) -> None:
        """Blit every visible placement (``moved`` overrides rectangles; ``skip`` is not drawn)."""
        key = (id(placements), len(placements), skip)
        if not moved and self._batch is not None and self._batch[0] == key and not drawn.recording_now():
            surface.blits(self._batch[1], doreturn=False)
            for rect, count, caption, zone, low in self._batch[2]:
                self._badge(surface, rect, count, caption, zone, low)
            return
        kinds = {zid: box.zone.kind for zid, box in layout.boxes.items()}
        batch: list[tuple[pygame.Surface, Rect]] = []
        badges: list[tuple[Rect, int, Rect | None, str, bool]] = []
        for p in placements:
            if p.hidden and p.cid not in moved or p.cid == skip:
                continue
            rect = moved.get(p.cid, p.rect)
            kind = kinds.get(p.zone, "pool")
            if kind == "bag" and p.count:
                batch.append((self.art.component("bag", True, max(rect.w, rect.h)), rect))
            else:
                sprite = self.picture(p, kind, max(rect.w, rect.h))
                if p.rim:
                    sprite = self.rimmed(sprite)
                batch.append((sprite, sprite.get_rect(center=rect.center)))
            if drawn.recording_now():
                drawn.note("piece", rect, p.zone, p.cid)
                for area in symbol_areas(p.cid, p.face_up, rect):
                    drawn.note("symbol", area, p.zone, p.cid)
            if p.count > 1:
                badges.append((rect, p.count, self.captions.get(p.zone), p.zone, p.rim))
        surface.blits(batch, doreturn=False)
        self._batch = None if moved else (key, batch, badges)
        for rect, count, caption, zone, low in badges:
            self._badge(surface, rect, count, caption, zone, low)

    def draw_one(self, surface: pygame.Surface, p: Placement, rect: Rect, zone_kind: str) -> None:
        """Blit a single component at ``rect`` (the one being dragged)."""
        sprite = self.picture(p, zone_kind, max(rect.w, rect.h))
        surface.blit(sprite, sprite.get_rect(center=rect.center))

    def badge(self, rect: Rect, count: int, caption: Rect | None = None, low: bool = False) -> tuple[pygame.Surface, Rect]:
        """The count of a pile drawn in ``rect`` and its badge's place: outside the pile, over
        its top right corner only (the middle of a piece carries its symbol or letter), or over
        its bottom right corner when its zone's ``caption`` is above or the pile lies on another
        piece (``low``: that piece's symbol is above, in its middle)."""
        key = (count, max(self._badge_floor, rect.h // 5))
        text = self._badges.get(key)
        if text is None:
            text = self._badges[key] = self.art.font(key[1], bold=True).render(str(count), True, (20, 20, 20))
        badge = text.get_rect().inflate(min(10, key[1]), 4)
        reach = min(4, badge.h // 4, rect.w // 6 + 1)  # how far it comes over the piece's corner
        badge.bottomleft = (rect.right - reach, rect.top + reach)
        if low or caption is not None and badge.colliderect(caption):
            badge.topleft = (rect.right - reach, rect.bottom - reach)
        return text, badge

    def _badge(self, surface: pygame.Surface, rect: Rect, count: int, caption: Rect | None = None,
               zone: str = "", low: bool = False) -> None:
        text, badge = self.badge(rect, count, caption, low)
        pygame.draw.rect(surface, LIT, badge, border_radius=badge.h // 2)
        surface.blit(text, text.get_rect(center=badge.center))
        drawn.note("badge", badge, zone, str(count), max(self._badge_floor, rect.h // 5))

    def draw_lit(self, surface: pygame.Surface, rects: list[Rect], chosen: Rect | None = None) -> None:
        """Light up the slots a dragged component may go to (``chosen``: the keyboard's pick)."""
        for rect in rects:
            glow = self._glows.get(rect.size)
            if glow is None:
                glow = self._glows[rect.size] = pygame.Surface(rect.size, pygame.SRCALPHA)
                glow.fill((*LIT, 70))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, LIT_EDGE, rect.inflate(2, 2), width=1, border_radius=5)  # seen on light pieces too
            pygame.draw.rect(surface, LIT, rect, width=3 if rect == chosen else 2, border_radius=4)
        if chosen is not None:
            pygame.draw.rect(surface, SELECTED, chosen.inflate(6, 6), width=2, border_radius=6)

    def draw_selected(self, surface: pygame.Surface, rect: Rect) -> None:
        """Ring the selected component."""
        pygame.draw.rect(surface, SELECTED, rect.inflate(8, 8), width=3, border_radius=6)


class LayerCache:
    """One drawn picture of an area, redrawn only when its key changes: a still table costs a
    single blit per frame however many pieces lie on it."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    def draw(self, surface: pygame.Surface, area: Rect, key: tuple,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Blit ``area`` of the cached picture to ``surface``, first repainting it with ``paint``
        (which draws on a surface of ``surface``'s size) if ``key`` or the size changed."""
        size = surface.get_size()
        if self._surface is None or self._surface.get_size() != size:
            self._surface = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            self._key = None
        if self._key != key:
            paint(self._surface)
            self._key = key
        surface.blit(self._surface, area, area)


def thumbnail(art, state: State, size: tuple[int, int]) -> pygame.Surface:
    """A picture of a whole table (the library's picture of a game's set-up)."""
    surface = pygame.Surface(size)
    renderer = TableRenderer(art)
    zones = state.zones()
    layout = layout_table(zones, Rect(0, 0, *size), grown=grown_rows(zones, state_contents(state)), floor=0)
    renderer.draw_static(surface, layout, ("thumb",))
    renderer.draw_pieces(surface, layout, renderer.placements(state, layout), {})
    return surface
