"""Where a table screen puts its side panel: the same place for play and for replays."""

from __future__ import annotations

from pygame import Rect

PANEL_SHARE = 0.26  # the panel's share of the window's width
PANEL_MIN = 330  # its least width, in pixels at 1280×720


def side_panel(app) -> Rect:
    """The side panel on the right of ``app``'s window, full height."""
    w, h = app.size
    pw = max(app.px(PANEL_MIN), int(w * PANEL_SHARE))
    return Rect(w - pw, 0, pw, h)
