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


def open_table(game_id: str, seed: int = 1, options: dict[str, Any] | None = None) -> Driver:
    """Seat two players for ``game_id`` with this seed and press Start: the driver at the table."""
    d = Driver()
    seating = SeatingScene(d.app, game_id, options)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    return d
