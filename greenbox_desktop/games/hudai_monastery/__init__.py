"""Last Defence at Hudai Monastery (solo): the wall, the monks, the techniques and the demons.

Modules: ``parts`` (ids and geometry), ``table`` (bookkeeping), ``act`` (build and act phases),
``demons`` (the demon phase), ``words`` (log, captions, hover, panel), ``game`` (registration).
"""

from greenbox_desktop.games.hudai_monastery.game import HudaiMonastery

__all__ = ["HudaiMonastery"]
