"""The table's open surfaces (zone kind "free"): rubber-band groups moved with one Shift, and the
engine's rules for them (Free play is the game that has one)."""

import pytest
from driver import Driver

from greenbox_desktop import engine
from greenbox_desktop.engine import IllegalAction, Shift, move
from greenbox_desktop.games.free_play import TABLE, spot, xy
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.table.band import band_rect, group_shift, picked


def on_table(state, n):
    """The first ``n`` tiles of the tray laid in a row on the table (real ids: tiles lie face up)."""
    tiles = [cid for cid in state.contents["tray.tiles"][:n]]
    for i, cid in enumerate(tiles):
        state.apply(move(cid, TABLE, spot(40 + 15 * i, 40)))
    return tiles


def test_a_group_shifts_together_and_keeps_its_piles():
    state = engine.new_game("free_play", 1, 3, {})
    tiles = on_table(state, 3)
    cube = state.contents["tray.cubes"][0]
    state.apply(move(cube, TABLE, spot(40, 40)))  # a cube on the first tile: a pile of two
    state.apply(Shift((*tiles, cube), TABLE, 5, -7))
    assert [xy(state.loc[c][1]) for c in tiles] == [(45, 33), (60, 33), (75, 33)]
    assert state.contents[TABLE].index(cube) > state.contents[TABLE].index(tiles[0])  # still on top
    again = engine.replay("free_play", 1, 3, {}, state.history)
    assert again.to_json() == state.to_json()


def test_a_group_may_not_leave_the_table_nor_take_pieces_from_elsewhere():
    state = engine.new_game("free_play", 1, 3, {})
    tiles = on_table(state, 2)
    for bad in (Shift(tuple(tiles), TABLE, -100, 0), Shift((tiles[0], state.contents["tray.tiles"][0]), TABLE, 1, 1),
                Shift((tiles[0], tiles[0]), TABLE, 1, 1)):
        before = state.to_json()
        with pytest.raises(IllegalAction, match="as a whole"):
            state.apply(bad)
        assert state.to_json() == before


def table_with_tiles():
    """Free play for one seat at the table, three tiles in a row on it: (driver, scene, tiles)."""
    d = Driver()
    d.app.goto(SeatingScene(d.app, "free_play"))
    d.steps(2)
    d.click_button("#start")
    scene = d.scene
    tiles = on_table(scene.session.state, 3)
    scene.refresh()
    d.steps(2)
    return d, scene, tiles


def test_band_geometry_picks_pieces_by_their_centres():
    d, scene, tiles = table_with_tiles()
    rects = {p.cid: p.rect for p in scene.placements if p.cid in tiles}
    area = band_rect(rects[tiles[1]].bottomright, rects[tiles[0]].topleft)  # dragged up and left
    assert sorted(picked(scene.placements, TABLE, area)) == sorted(tiles[:2])
    held = next(p for p in scene.placements if p.cid == tiles[0])
    shift = group_shift(scene.layout, tiles[:2], held, held.rect.move(30, 0).center)
    assert shift.dx > 0 and shift.dy == 0 and shift.components == tuple(tiles[:2])


def test_rubber_band_then_drag_moves_the_group_by_mouse():
    d, scene, tiles = table_with_tiles()
    rects = {p.cid: p.rect for p in scene.placements if p.cid in tiles}
    start = rects[tiles[0]].move(-12, -12).topleft  # empty table left of and above the first tile
    end = rects[tiles[1]].move(6, 6).bottomright
    d.drag_points(start, end)
    assert sorted(scene.group) == sorted(tiles[:2]) and "2 pieces picked" in d.app.current_status()
    before = [xy(scene.state.loc[c][1]) for c in tiles]
    d.drag_points(rects[tiles[0]].center, rects[tiles[0]].move(0, 60).center)
    after = [xy(scene.state.loc[c][1]) for c in tiles]
    assert after[2] == before[2]  # not in the group
    moved = [(a[0] - b[0], a[1] - b[1]) for a, b in zip(after[:2], before[:2])]
    assert moved[0] == moved[1] and moved[0][1] > 0 and isinstance(scene.state.history[-1], Shift)
    assert scene.group == []  # the move lets the group go
