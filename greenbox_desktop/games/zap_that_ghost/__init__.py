"""Zap That Ghost (2-5 players, real time): buzz first, then walk a meeple onto a matching ghost.

Modules: ``paths`` (the board's geometry and where a path of n steps can end), ``rules`` (set-up,
legal actions, effects), ``game`` (registration, zones, words, the clock, buzzers and bots).
"""

from greenbox_desktop.games.zap_that_ghost.game import ZapThatGhost

__all__ = ["ZapThatGhost"]
