"""The Golden Pyramid (2-6 players): build a four-level pyramid of tiles on coloured columns.

Modules: ``parts`` (components and zone ids), ``pyramid`` (geometry and build scoring),
``table`` (the state's fields, facts and supplies), ``rules`` (set-up, legal actions, effects),
``words`` (log, refusals, hover text, panel), ``game`` (registration, zones, bot hooks).
"""

from greenbox_desktop.games.golden_pyramid.game import GoldenPyramid

__all__ = ["GoldenPyramid"]
