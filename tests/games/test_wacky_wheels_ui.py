"""Wacky Wheels on the table at 1280×720: the dashboard's headings written inside their cells."""

import pygame
from ui_play import open_table

from greenbox_desktop.games.wacky_wheels.parts import (
    CAR_CUBES, COLUMNS, SUPPLY_CUBES, column_head, row_head, supply_slot,
)
from greenbox_desktop.ui.table.captions import CAPTION

GAME = "wacky_wheels"


def test_dashboard_headings_are_written_inside_their_cells():
    d = open_table(GAME, seed=1, players=4)
    d.lift_curtain()
    frame = pygame.display.get_surface().copy()
    state, layout = d.scene.view, d.scene.layout
    headings = [(CAR_CUBES, column_head(col)) for col in range(COLUMNS)]
    headings += [(CAR_CUBES, row_head(seat)) for seat in range(4)]
    headings.append((SUPPLY_CUBES, supply_slot(0) - 1))  # left of the supply's row
    assert sorted(state.slot_captions()) == sorted(headings)
    ringed = {(zone, slot) for zone, slot, *_ in state.marks()}
    for zone, slot in headings:
        assert (zone, slot) not in ringed  # a word in the cell, not an empty box with a badge
        cell = layout.slot_rect(zone, slot).inflate(-6, -6)
        near = (40, 40, 40, 255)  # the caption's colour, give or take its letters' smoothed edges
        assert pygame.mask.from_threshold(frame.subsurface(cell), CAPTION, near).count() > 0
