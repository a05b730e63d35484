"""Lords of the Green on the table: a crowded tile keeps its pieces inside and its symbol in view,
and a held tile is ringed in its holder's colour with no tag over the column letters."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import SIZES, drawn, pieces_at, symbol_spot, tile_rect  # noqa: E402
from test_lords_of_the_green import BLUE, RED, YELLOW, arrange, new  # noqa: E402

from greenbox_desktop.games.lords_of_the_green.rules import BOARD  # noqa: E402
from greenbox_desktop.games.rings import COLOUR_RING  # noqa: E402


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_three_colours_and_a_lord_stay_inside_their_tile_clear_of_its_symbol(size):
    state = arrange(new(3), {(5, RED): 3, (5, BLUE): 2, (5, YELLOW): 1, (0, BLUE): 1}, {RED: 5})
    scene = drawn(state, size)
    tile, place = tile_rect(scene, BOARD, 5), scene.layout.slot_rect(BOARD, 5)
    pieces = [rect for rect in pieces_at(scene, BOARD, 5) if rect != tile]
    assert len(pieces) == 4  # three colours (each one piece with a count) and the lord
    for rect in pieces:
        assert place.contains(rect), (rect, place)
        assert not rect.colliderect(symbol_spot(tile)), (rect, tile)


def test_a_held_tile_is_ringed_in_its_holders_colour_without_a_caption():
    state = arrange(new(3), {(0, RED): 2, (0, BLUE): 1, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    assert state.marks() == [(BOARD, 0, "", COLOUR_RING["red"]), (BOARD, 9, "", COLOUR_RING["blue"])]
