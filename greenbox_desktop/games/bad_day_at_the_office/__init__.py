"""Bad Day at the Office (2-6, cooperative): stir up trouble behind the Boss's back until
building security cannot fix it all.

Modules: ``parts`` (the printed extras and the office's geometry), ``rules`` (the Boss, the
scheme turns and their events, the work phase), ``words`` (log, captions, hover, panel, results),
``game`` (registration, zones, set-up, bot hooks).
"""

from greenbox_desktop.games.bad_day_at_the_office.game import BadDay

__all__ = ["BadDay"]
