"""My First Christmas Tree (2 players): prepare rows of cards that trace a line of the tree, then decorate it.

Modules: ``tree`` (the tree's shape, lines and matching), ``rules`` (set-up, legal actions,
effects, scoring), ``words`` (log, refusals, captions, hover text, panel), ``game``
(registration, zones, bot hooks).
"""

from greenbox_desktop.games.christmas_tree.game import ChristmasTree

__all__ = ["ChristmasTree"]
