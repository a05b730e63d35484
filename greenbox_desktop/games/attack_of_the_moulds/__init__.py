"""Attack of the Moulds (2-6 players): grow and spread mould, taking over every rival cube you touch.

Modules: ``boards`` (the hexagon and the square board: cells, neighbours, names, starts),
``pieces`` (cubes, supplies and numbers), ``words`` (refusals, log, panel, tooltips) and
``game`` (the rules engine and its registration).
"""

from greenbox_desktop.games.attack_of_the_moulds.game import AttackOfTheMoulds

__all__ = ["AttackOfTheMoulds"]
