"""Issue 31's generic table rules, each on a hand-made table: badges beside a piece, pieces on a
tile down its edge, pieces sharing a slot side by side, trays that fill rows evenly and keep a
taken piece's gap, captions and numbers at the text floor, and fair room for every seat."""

from __future__ import annotations

import pygame
from pygame import Rect

from greenbox_desktop.engine import Zone
from greenbox_desktop.ui.art import Art
from greenbox_desktop.ui.table import drawn
from greenbox_desktop.ui.table.layout import label_height, layout_table
from greenbox_desktop.ui.table.placing import ON_PIECE, place, symbol_areas, tray_places
from greenbox_desktop.ui.table.render import TableRenderer

SQUARE = lambda cid, up: 1.0  # noqa: E731  every piece a square


def test_a_count_badge_stands_beside_its_pile_clear_of_the_symbol_and_at_the_floor():
    pygame.font.init()
    renderer = TableRenderer(Art())
    renderer._badge_floor = 12
    for side in (20, 40, 90):
        pile = Rect(100, 100, side, side)
        _text, badge = renderer.badge(pile, 7)
        assert badge.left >= pile.right - 4 and badge.bottom <= pile.top + 4  # only its corner over the pile
        assert not any(badge.colliderect(area) for area in symbol_areas("cube.red.1", True, pile))
        assert not any(badge.colliderect(area) for area in symbol_areas("tile.drop.1", True, pile))
    caption = Rect(90, 80, 200, 22)
    _text, badge = renderer.badge(Rect(100, 100, 40, 40), 7, caption)
    assert not badge.colliderect(caption)


def board_with_pieces(n: int) -> tuple[list, Rect]:
    zones = [Zone("board", "grid", "Board", shape=(3, 3)), Zone("on", "grid", shape=(3, 3), over="board")]
    layout = layout_table(zones, Rect(0, 0, 900, 700))
    contents = {"board": [(4, "tile.drop.1", True)], "on": [(4, f"cube.red.{i}", True) for i in range(n)]}
    return place(layout, contents, SQUARE), layout.slot_rect("board", 4)


def test_pieces_on_a_tile_stand_down_its_right_edge_clear_of_its_symbol():
    placed, cell = board_with_pieces(3)
    tile = next(p for p in placed if p.cid.startswith("tile"))
    symbol = symbol_areas(tile.cid, True, tile.rect)[0]
    cubes = [p for p in placed if p.cid.startswith("cube")]
    assert len({p.rect.x for p in cubes}) == 1 and len({p.rect.y for p in cubes}) == 3  # one column
    for p in cubes:
        assert tile.rect.contains(p.rect) and p.rect.w <= tile.rect.w * ON_PIECE + 1
        clip = p.rect.clip(symbol)
        assert clip.w * clip.h <= 0.05 * symbol.w * symbol.h


def test_many_pieces_on_a_tile_collapse_into_one_counted_piece():
    placed, _cell = board_with_pieces(7)
    cubes = [p for p in placed if p.cid.startswith("cube")]
    shown = [p for p in cubes if not p.hidden]
    assert len(shown) == 4 and shown[-1].count == 7


def test_cubes_sharing_a_space_of_a_track_stand_side_by_side():
    layout = layout_table([Zone("track", "track", "Points", shape=(10,))], Rect(0, 0, 900, 300))
    placed = place(layout, {"track": [(0, "cube.red.1", True), (0, "cube.blue.1", True)]}, SQUARE)
    red, blue = placed
    assert not red.rect.colliderect(blue.rect)
    assert layout.slot_rect("track", 0).contains(red.rect.union(blue.rect))


def tray(n: int, width: int = 900, height: int = 140, **kwargs) -> list:
    layout = layout_table([Zone("supply", "pool", "Supply")], Rect(0, 0, width, height))
    return place(layout, {"supply": [(None, f"cube.red.{i}", True) for i in range(n)]}, SQUARE, **kwargs)


def test_a_tray_fills_its_rows_evenly_never_one_piece_alone_on_a_row():
    for n in (5, 20, 21):
        rows: dict[int, int] = {}
        for p in tray(n, width=360, height=200):
            rows[p.rect.y] = rows.get(p.rect.y, 0) + 1
        assert max(rows.values()) - min(rows.values()) <= 1, (n, rows)


def test_a_taken_piece_leaves_a_gap_and_the_others_keep_their_places():
    spots: dict[str, dict[str, int]] = {}
    before = {p.cid: p.rect for p in tray(12, spots=spots)}
    layout = layout_table([Zone("supply", "pool", "Supply")], Rect(0, 0, 900, 140))
    left = [(None, f"cube.red.{i}", True) for i in range(12) if i not in (3, 4)]
    after = {p.cid: p.rect for p in place(layout, {"supply": left}, SQUARE, capacity={"supply": 12}, spots=spots)}
    assert all(after[cid] == before[cid] for cid in after)
    assert tray_places(["a", "b"], {"b": 0}) == [1, 0]  # a newcomer takes the first free place


def test_captions_and_track_numbers_are_drawn_at_the_floor_beside_the_pieces():
    pygame.font.init()
    zones = [Zone("track", "track", "Victory points", shape=(30,)), Zone("tiny", "pool", "A long name for a small box")]
    surface = pygame.Surface((900, 600))
    layout = layout_table(zones, Rect(0, 0, 900, 600), floor=12)
    assert label_height(Rect(0, 0, 100, 60), 12) >= 18
    renderer = TableRenderer(Art())
    with drawn.recording() as record:
        renderer.draw_static(surface, layout, ("test",))
        renderer.draw_pieces(surface, layout, place(layout, {"track": [(5, "cube.red.1", True)]}, SQUARE), {})
    numbers = [d for d in record if d.kind == "coordinate" and d.zone == "track"]
    assert len(numbers) == 30 and all(d.size >= 12 for d in numbers)
    cube = next(d for d in record if d.kind == "piece")
    assert not any(cube.rect.colliderect(d.rect) for d in numbers)
    captions = [d for d in record if d.kind == "text"]
    assert captions and all(d.size >= 12 for d in captions)


def test_each_seat_across_the_table_gets_as_much_room_as_the_others():
    zones = []
    for seat in range(3):
        area = "south" if seat < 2 else "north"
        zones += [Zone(f"board.{seat}", "grid", f"P{seat + 1} board", owner=seat, shape=(6, 3), area=area, order=2 * seat),
                  Zone(f"supply.{seat}", "grid", f"P{seat + 1} cubes", owner=seat, shape=(4, 4), area=area,
                       order=2 * seat + 1)]
    zones.append(Zone("middle", "row", "Cards", shape=(12,)))
    layout = layout_table(zones, Rect(0, 0, 950, 680))
    widths = [layout.box(f"board.{s}").rect.w for s in range(3)]
    assert max(widths) - min(widths) <= 2, widths
    cells = [layout.box(f"board.{s}").cell for s in range(3)]
    assert max(cells) - min(cells) < 1


def test_a_band_gives_each_box_the_width_of_its_caption_when_it_can():
    zones = [Zone(f"z{i}", "stack", "A caption of some length" if i == 0 else "S", area="south", order=i)
             for i in range(5)]
    layout = layout_table(zones, Rect(0, 0, 950, 680), floor=12)
    assert layout.box("z0").label_rect.w >= 24 * 0.6 * 12


def coordinates(zone: Zone) -> list:
    pygame.font.init()
    layout = layout_table([zone], Rect(0, 0, 900, 600), floor=12)
    with drawn.recording() as record:
        TableRenderer(Art()).draw_static(pygame.Surface((900, 600)), layout, ("test",))
    return layout, [d for d in record if d.kind == "coordinate"]


def test_the_hint_numbers_writes_column_numbers_over_the_columns_the_panel_names():
    layout, names = coordinates(Zone("wall", "grid", "Wall", shape=(6, 3), hints=(("numbers", "columns"),)))
    assert [d.what for d in names] == ["1", "2", "3", "4", "5", "6"]
    box = layout.box("wall")
    for col, d in enumerate(names):
        cell = box.slot_rect(col)
        assert d.rect.bottom <= cell.top and abs(d.rect.centerx - cell.centerx) <= 1 and d.size >= 12


def test_a_hex_board_names_each_row_beside_that_row():
    layout, names = coordinates(Zone("board", "grid", "Board", shape=(7, 7, "hex"), hints=(("coords", True),)))
    box = layout.box("board")
    rows = [d for d in names if d.what.isdigit()]
    assert [d.what for d in rows] == [str(r + 1) for r in range(7)]
    for row, d in enumerate(rows):
        cell = box.slot_rect(row * 7)
        assert abs(d.rect.centery - cell.centery) <= 2 and d.rect.right <= cell.left


def test_a_cube_sharing_a_card_s_slot_stands_on_its_edge_and_leaves_the_tray_s_cubes_their_size():
    zones = [Zone("row", "row", "Cards", shape=(4,)), Zone("supply", "pool", "Cubes", area="south")]
    layout = layout_table(zones, Rect(0, 0, 500, 600))
    contents = {"row": [(1, "card.red.3", True), (1, "cube.blue.1", True)],
                "supply": [(None, f"cube.red.{i}", True) for i in range(3)]}
    placed = {p.cid: p for p in place(layout, contents, lambda cid, up: 0.714 if cid.startswith("card") else 1.0)}
    card, cube = placed["card.red.3"], placed["cube.blue.1"]
    assert card.rect.contains(cube.rect) and cube.rect.w <= card.rect.w * ON_PIECE + 1
    assert not any(cube.rect.colliderect(area) for area in symbol_areas(card.cid, True, card.rect))
    alone = {"row": [(1, "card.red.3", True)], "supply": contents["supply"]}
    without = {p.cid: p for p in place(layout, alone, lambda cid, up: 0.714 if cid.startswith("card") else 1.0)}
    assert placed["cube.red.0"].rect == without["cube.red.0"].rect  # the tray's cubes keep their own size
