"""Island (2-4 players): armies draft action cards and fight for a growing island of tile territories.

Modules: ``parts`` (pieces, zones, the symbol-to-action table), ``land`` (territories, presence,
leaders, victory conditions), ``flow`` (set-up, draft, cycle turns, the new-cycle procedure),
``cards`` (playing cards and their actions, Drown answers), ``combat`` (castles, attacks,
retreats, stop toggles), ``words`` (log, refusals, panel, hover texts), ``game`` (registration).
"""

from greenbox_desktop.games.island.game import Island

__all__ = ["Island"]
