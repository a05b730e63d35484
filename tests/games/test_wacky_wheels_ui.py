"""Wacky Wheels on the table at 1280×720: the cars on the start line as large as anywhere on the
track, and the dashboard's headings written inside their cells."""

import pygame
from pygame import Rect
from ui_play import open_table

from greenbox_desktop import engine
from greenbox_desktop.games.wacky_wheels.parts import (
    CAR_CUBES, COLUMNS, MEEPLES, SUPPLY_CUBES, column_head, row_head, supply_slot,
)
from greenbox_desktop.ui.art import Art
from greenbox_desktop.ui.table.captions import CAPTION
from greenbox_desktop.ui.table.layout import layout_table
from greenbox_desktop.ui.table.render import TableRenderer

GAME = "wacky_wheels"


def test_cars_on_the_start_line_are_as_large_as_a_car_out_on_the_track():
    pygame.display.init()
    state = engine.new_game(GAME, 5, 1)
    state.progress[4] = 7  # the fifth car has driven off; the other four still wait on the line
    state._place_car(4)
    layout = layout_table(state.zones(), Rect(0, 0, 946, 680))
    cars = {p.cid: p.rect for p in TableRenderer(Art()).placements(state, layout) if p.cid in MEEPLES}
    out_there = cars[MEEPLES[4]]
    waiting = [cars[m] for m in MEEPLES[:4]]
    assert all(r.w >= out_there.w and r.h >= out_there.h for r in waiting)
    assert not any(a.colliderect(b) for i, a in enumerate(waiting) for b in waiting[i + 1:])


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
