"""The table's tooltip: drawn over everything, kept off the panel, and following a zoom at once."""

from __future__ import annotations

import pygame
from driver import Driver

from greenbox_desktop.ui.audit import capture
from greenbox_desktop.ui.scenes.table import TOOLTIP_DELAY, TableScene
from greenbox_desktop.ui.session import Seat, Session


def open_table(d: Driver, game_id: str, players: int = 2) -> TableScene:
    session = Session.new(game_id, [Seat(f"P{i + 1}", "red") for i in range(players)], 3, {})
    d.app.goto(TableScene(d.app, session))
    d.steps(2)
    d.lift_curtain()
    return d.scene


def rest_on(d: Driver, point: tuple[int, int]) -> None:
    d.mouse(pygame.MOUSEMOTION, point)
    d.steps(round(TOOLTIP_DELAY * 60) + 5)


def test_the_tooltip_is_drawn_after_the_panel_buttons_and_stays_over_the_table():
    d = Driver()
    scene = open_table(d, "desert_dessert", 1)
    rightmost = max((p for p in scene.placements if scene.view.tooltip(p.cid)), key=lambda p: p.rect.right)
    rest_on(d, (rightmost.rect.right - 2, rightmost.rect.bottom - 2))
    frame = capture(scene)
    kinds = [item.kind for item in frame.drawn]
    assert "tooltip" in kinds and kinds.index("tooltip") > kinds.index("buttons")
    assert scene.table_rect().contains(scene.tooltip_box)


def test_after_a_wheel_zoom_the_tooltip_is_the_piece_now_under_the_pointer_at_once():
    d = Driver()
    scene = open_table(d, "lords_of_the_green")
    tipped = [p for p in scene.placements if not p.hidden and scene.view.tooltip(p.cid)]
    first = tipped[0]
    rest_on(d, first.rect.center)
    assert scene.hover[0] == first.cid and scene.tooltip_text() is not None
    for _ in range(6):  # zoom far in around a point away from the pointer: another piece comes under it
        scene.zoom_at(scene.table_rect().bottomright, 1.3)
    under = [p for p in scene.placements if not p.hidden and p.rect.collidepoint(first.rect.center)]
    d.steps(1)
    if under:
        assert scene.hover[0] == under[-1].cid
        assert scene.tooltip_text() == scene.session.words(scene.view.tooltip(under[-1].cid))
    else:
        assert scene.hover is None and scene.tooltip_box is None
