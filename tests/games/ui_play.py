"""Play a whole game through the desktop UI's event layer with the UI tests' ``Driver``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from driver import Driver  # noqa: E402  (tests/ui is not a package)

from greenbox_desktop.engine import Action, State  # noqa: E402
from greenbox_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from greenbox_desktop.ui.scenes.seating import SeatingScene  # noqa: E402
from greenbox_desktop.ui.scenes.table import TableScene  # noqa: E402


def play_through_ui(game_id: str, choose: Callable[[State], Action], options: dict[str, Any] | None = None,
                    seed: int = 1) -> Driver:
    """Seat two players, play ``choose``'s action every turn by drags and clicks, open the results.

    Every action must be accepted by the table (the engine's history grows by one each time).
    """
    d = Driver()
    seating = SeatingScene(d.app, game_id, options)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    while not d.scene.state.is_terminal():
        state = d.scene.state
        before = len(state.history)
        d.play_move(choose(state))
        assert len(d.scene.state.history) == before + 1, d.app.current_status()
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    return d


def open_table(game_id: str, seed: int = 1, options: dict[str, Any] | None = None,
               players: int | None = None) -> Driver:
    """Seat the seating screen's players (or ``players``, set with its "+" and "−" buttons) for
    ``game_id`` with this seed and press Start: the driver at the table."""
    d = Driver()
    seating = SeatingScene(d.app, game_id, options)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    while players is not None and seating.count != players:
        d.click_button("+" if seating.count < players else "−")
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    return d


def drawn_texts(d: Driver) -> str:
    """Every line of text the current screen draws in one frame (a table's side panel included)."""
    seen: list[str] = []
    scene = d.scene
    if isinstance(scene, TableScene):
        scene.panel_cache = None  # the side panel is painted again, not blitted from its cache
    text, paragraph = scene.text, scene.paragraph
    scene.text = lambda surface, line, *a, **k: seen.append(line) or text(surface, line, *a, **k)
    scene.paragraph = lambda surface, line, *a, **k: seen.append(line) or paragraph(surface, line, *a, **k)
    try:
        d.steps(1)
    finally:
        del scene.text, scene.paragraph
    return "\n".join(seen)
