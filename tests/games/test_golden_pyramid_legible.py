"""The Golden Pyramid on the table: score cubes tied on one space of the track stand side by
side inside it, every colour in view."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import SIZES, drawn  # noqa: E402

from greenbox_desktop import engine  # noqa: E402
from greenbox_desktop.games.golden_pyramid.parts import TRACK  # noqa: E402


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_tied_score_cubes_stand_side_by_side_inside_their_space(size):
    state = engine.new_game("golden_pyramid", 4, 1)  # every score cube starts on space 0
    scene = drawn(state, size)
    space = scene.layout.slot_rect(TRACK, 0)
    cubes = [p.rect for p in scene.placements if p.zone == TRACK and not p.hidden]
    assert len(cubes) == 4
    assert all(space.contains(r) for r in cubes)
    assert not any(a.colliderect(b) for i, a in enumerate(cubes) for b in cubes[i + 1:])
