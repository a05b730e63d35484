"""Island on the table: the battle and a territory being laid stand out by the colour of their
ring, with no caption badge over the units, and the units on a tile stay inside it."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import SIZES, drawn, pieces_at  # noqa: E402
from test_island import GREEN, RED, YELLOW, A, position, units  # noqa: E402

from greenbox_desktop.games.island.parts import BOARD, CASTLE_SUPPLY, PIECES  # noqa: E402
from greenbox_desktop.games.island.words import BATTLE_RING, NEW_RING, SPOT_RING  # noqa: E402
from greenbox_desktop.engine import Move  # noqa: E402
from greenbox_desktop import engine  # noqa: E402


def test_the_battle_and_a_new_territory_are_rings_without_captions():
    state = position(3)
    state.battle, state.phase = 0, "combat"
    assert (BOARD, A, "", BATTLE_RING) in state.marks()
    state.battle, state.phase, state.half = None, "territory", 70
    assert (BOARD, 70, "", NEW_RING) in state.marks()
    assert all(not mark[2] for mark in state.marks())


def test_every_square_the_tile_may_go_to_is_ringed_while_a_territory_is_laid():
    state = engine.new_game("island", 2, 1)
    assert state.phase == "territory"
    targets = {a.slot for a in state.legal_actions() if isinstance(a, Move)}
    assert targets and {mark[1] for mark in state.marks() if mark[3:] == (SPOT_RING,)} == targets
    state.apply(state.legal_actions()[0])
    targets = {a.slot for a in state.legal_actions() if isinstance(a, Move) and a.zone == BOARD}
    assert {mark[1] for mark in state.marks() if mark[3:] == (SPOT_RING,)} == targets


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_units_and_a_castle_on_a_tile_stay_inside_it(size):
    state = position(3)
    for seat, n in ((RED, 3), (GREEN, 2), (YELLOW, 1)):
        units(state, seat, A[0], n)
    state.put(state.top(CASTLE_SUPPLY), PIECES, A[0])
    state.battle, state.phase = 0, "combat"
    scene = drawn(state, size)
    place = scene.layout.slot_rect(BOARD, A[0])
    shown = pieces_at(scene, BOARD, A[0])
    assert len(shown) >= 5  # the tile, three colours of units (each one piece with a count) and the castle
    assert all(place.contains(rect) for rect in shown), (shown, place)
