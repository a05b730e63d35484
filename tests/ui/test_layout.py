"""The table layout is pure geometry: every game's zones fit the window and every legal place is drawn."""

import random

import pytest
from pygame import Rect

from greenbox_desktop import engine
from greenbox_desktop.engine import Move, Zone
from greenbox_desktop.ui.log_text import with_names
from greenbox_desktop.ui.table.layout import layout_table
from greenbox_desktop.ui.table.placing import place
from greenbox_desktop.ui.table.render import state_contents

SIZES = [Rect(0, 0, 940, 690), Rect(0, 0, 2840, 2130)]


def _states(game_id):
    info = engine.game_info(game_id)
    state = engine.new_game(game_id, info.min_players, seed=3)
    rng = random.Random(3)
    yield state.clone()
    for _ in range(12):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
        yield state.clone()


@pytest.mark.parametrize("game_id", [i.id for i in engine.games()])
@pytest.mark.parametrize("rect", SIZES, ids=["720p", "4k"])
def test_every_zone_and_piece_fits_and_every_move_has_a_place(game_id, rect):
    for state in _states(game_id):
        layout = layout_table(state.zones(), rect)
        for box in layout.boxes.values():
            assert rect.contains(box.rect), box.zone.id
        for p in place(layout, state_contents(state), lambda cid, up: 1.0):
            assert rect.inflate(8, 8).contains(p.rect), (p.cid, p.rect)
        for action in state.legal_actions():
            if isinstance(action, Move):
                assert layout.slot_rect(action.zone, action.slot) is not None, action


@pytest.mark.parametrize("rect", SIZES, ids=["720p", "4k"])
def test_captions_keep_the_margin_of_the_pieces_from_their_box_edges(rect):
    for info in engine.games():
        layout = layout_table(engine.new_game(info.id, info.min_players, seed=3).zones(), rect)
        for box in layout.boxes.values():
            if box.layer or not box.zone.label:
                continue
            margin = box.rect.right - box.inner.right  # (column letters widen the left and top)
            if min(box.rect.size) >= 100:  # a box of any size keeps the table's own spacing
                assert margin >= 4, (info.id, box.zone.id)
            assert box.label_rect.x - box.rect.x == margin, (info.id, box.zone.id)
            assert box.label_rect.y - box.rect.y == margin, (info.id, box.zone.id)
            assert box.rect.right - box.label_rect.right >= margin, (info.id, box.zone.id)


def test_own_zones_do_not_overlap():
    zones = [Zone("a", "grid", "A", shape=(3, 3, "hex")), Zone("b", "pool", "B", area="north"),
             Zone("c", "row", "C", shape=(5,), area="south"), Zone("d", "stack", "D", area="west"),
             Zone("e", "track", "E", shape=(10,), area="east"), Zone("f", "hand", "F", area="side"),
             Zone("g", "edges", "G", shape=(3, 3, "square"), over="a")]
    layout = layout_table(zones, Rect(0, 0, 1000, 700))
    own = [b.rect for b in layout.boxes.values() if not b.layer]
    for i, r in enumerate(own):
        assert all(not r.colliderect(o) for o in own[i + 1:])
    assert layout.boxes["g"].rect == layout.boxes["a"].rect
    assert layout.places_at(layout.slot_rect("a", 4).center)[-1] == ("a", 4)


def test_grids_side_by_side_with_the_hint_rows_share_one_cell_size():
    zones = [Zone(f"level{n}", "grid", f"Level {n}", shape=(n, n, "square"), order=-n, hints=(("rows", 4),))
             for n in (4, 3, 2, 1)]
    layout = layout_table(zones, Rect(0, 0, 1000, 700))
    cells = [layout.boxes[f"level{n}"].cell for n in (4, 3, 2, 1)]
    assert max(cells) - min(cells) < 0.05 * max(cells)
    plain = layout_table([Zone(z.id, z.kind, z.label, shape=z.shape, order=z.order) for z in zones],
                         Rect(0, 0, 1000, 700))
    assert plain.boxes["level1"].cell > 2 * plain.boxes["level4"].cell  # without the hint each fills its box


def test_words():
    assert with_names("Player 1 beats Player 2; Player 9 waits.", ["Ann", "Bo"]) == "Ann beats Bo; Player 9 waits."
