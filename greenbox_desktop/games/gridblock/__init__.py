"""Gridblock (2-4 players): cards, exact walks, corner cubes and gridblocked tiles.

Modules: ``geometry`` (cells, corners, paths), ``scoring`` (points and bonuses), ``words``
(log, reasons, panel, captions), ``game`` (the rules engine and its registration).
"""

from greenbox_desktop.games.gridblock.game import Gridblock

__all__ = ["Gridblock"]
