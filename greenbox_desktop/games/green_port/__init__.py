"""Green Port (2-4 players): push your luck hiring units, then spend them on objectives and headquarters.

Modules: ``data`` (components and fixed numbers), ``costs`` (payments and trades), ``table``
(zones, set-up, facts read off the table), ``rules`` (legal actions, effects), ``bots``
(evaluation and playout moves for bots), ``words`` (log, refusals, hover text, panel), ``game``
(registration, zone layout).
"""

from greenbox_desktop.games.green_port.game import GreenPort

__all__ = ["GreenPort"]
