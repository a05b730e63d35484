"""Lords of the Green on the table: a crowded tile keeps its pieces inside it, every colour and
the lord in view, and a held tile is ringed in its holder's colour with no tag over the column
letters."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import SIZES, drawn, tile_rect  # noqa: E402
from test_lords_of_the_green import BLUE, GREEN, RED, YELLOW, arrange, new  # noqa: E402

from greenbox_desktop.games.lords_of_the_green.rules import BOARD, PIECES  # noqa: E402
from greenbox_desktop.games.rings import COLOUR_RING  # noqa: E402


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_four_colours_and_a_lord_stay_inside_their_tile_each_in_view(size):
    """Every colour and the lord keep a piece of their own in view (a person can grab the lord)."""
    state = arrange(new(4), {(5, RED): 3, (5, BLUE): 2, (5, YELLOW): 1, (5, GREEN): 1, (0, BLUE): 1}, {RED: 5})
    scene = drawn(state, size)
    tile, place = tile_rect(scene, BOARD, 5), scene.layout.slot_rect(BOARD, 5)
    shown = [p for p in scene.placements if p.zone == PIECES and p.slot == 5 and not p.hidden]
    assert {p.cid.split(".")[1] for p in shown if p.cid.startswith("cube.")} == {"red", "blue", "yellow", "green"}
    assert any(p.cid.startswith("meeple.") for p in shown)
    for p in shown:
        assert place.contains(p.rect), (p.rect, place)
    assert tile.contains(shown[0].rect) or place.contains(shown[0].rect)


def test_a_held_tile_is_ringed_in_its_holders_colour_without_a_caption():
    state = arrange(new(3), {(0, RED): 2, (0, BLUE): 1, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    assert state.marks() == [(BOARD, 0, "", COLOUR_RING["red"]), (BOARD, 9, "", COLOUR_RING["blue"])]
