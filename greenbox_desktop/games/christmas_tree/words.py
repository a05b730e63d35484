"""What My First Christmas Tree says: log lines, refusals, button captions, hover text and the panel."""

from __future__ import annotations

from greenbox_desktop.games.christmas_tree.rules import Rules


class Words(Rules):
    """My First Christmas Tree in words."""
