"""Lords of the Green (2-5 players): knights and lords fight for majorities on a board of tiles.

Modules: ``board`` (board shape, colours, majorities, scoring), ``rules`` (set-up, legal
actions, effects), ``words`` (log, refusals, hover text, panel), ``game`` (registration, zones).
"""

from greenbox_desktop.games.lords_of_the_green.game import LordsOfTheGreen

__all__ = ["LordsOfTheGreen"]
