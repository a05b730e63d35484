"""Advice for the Professor: a secret rule that is neither found at once nor never.

The Professor earns only when a Student finds the rule, and then half of the cubes that right
cards laid beside the row.  A rule that almost every card follows is found before many cubes
gather; one that almost none follows is never found.  So the advice is a rule that about half of
the cards would follow after the starting card, judged from the starting card and the whole
deck alone.  Every seat can list these good rules, so which of them is chosen must come from
randomness only the Professor holds.
"""

from __future__ import annotations

from greenbox_desktop.box import Component
from greenbox_desktop.games.guess_what.catalogue import RULES

TARGET = 0.5  # the share of cards a well-judged rule lets follow the starting card
CLOSE = 0.15  # rules this near the target are all good advice; a secret pick chooses among them


def right_share(rule_id: str, start: Component, cards: list[Component]) -> float:
    """The share of ``cards`` that would be right as the first card laid after ``start``."""
    return sum(RULES[rule_id].judge((start,), card) for card in cards) / len(cards)


def good_rules(start: Component, cards: list[Component], family: str | None = None) -> list[str]:
    """The rules (of ``family`` only, if given) that about half of ``cards`` would follow after
    ``start``: those within ``CLOSE`` of the target, else the nearest one, in catalogue order."""
    gaps = {rid: abs(right_share(rid, start, cards) - TARGET)
            for rid, rule in RULES.items() if family is None or rule.family == family}
    return [rid for rid, gap in gaps.items() if gap <= CLOSE] or [min(gaps, key=gaps.get)]


def suggested_rule(start: Component, cards: list[Component], pick: int, family: str | None = None) -> str:
    """The ``pick``-th of the ``good_rules`` round the list: a caller that keeps its pick secret
    keeps its rule secret, since every seat can list the good rules."""
    good = good_rules(start, cards, family)
    return good[pick % len(good)]
