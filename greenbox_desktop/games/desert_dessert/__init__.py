"""Desert Dessert (solo): build industries, feed them cubes, trade at the market, make vanilla.

Modules: ``data`` (the reconstructed industry table, ids, constants), ``market`` (price cards),
``planner`` (the "supply all I can" assignment), ``rules`` (setup, legal actions, effects),
``words`` (log, captions, reasons, hover text, panel), ``game`` (registration and zones).
"""

from greenbox_desktop.games.desert_dessert.game import DesertDessert

__all__ = ["DesertDessert"]
