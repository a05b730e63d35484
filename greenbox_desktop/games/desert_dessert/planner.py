"""The "supply all I can" plan: the obvious assignment of cubes and managers, for the player to adjust.

Industries are supplied from the most advanced kind down (Vanilla first) while the store can
pay; then the grey manager goes to the most advanced working industry, and each coloured
manager to the most advanced working industry whose product is worth more than its extra cube.
"""

from __future__ import annotations

from greenbox_desktop.games.desert_dessert.data import GREY, KINDS, NEEDS, RES_INDEX, industry_slot


def manager_colour(meeple: str) -> int | None:
    """The resource index a manager asks for as its extra cube (None for the grey manager)."""
    return None if meeple == GREY else RES_INDEX[meeple.split(".")[1]]


def can_pay(counts: list[int], needs: tuple[int, ...]) -> bool:
    """Whether a store with ``counts`` cubes per resource holds ``needs``."""
    for have, need in zip(counts, needs):
        if have < need:
            return False
    return True


def supply_plan(counts: list[int], built: tuple[int, ...], supplied: frozenset[int], hand: list[str],
                bossed: frozenset[int]) -> list[tuple[str, int]]:
    """Steps ("supply", slot) and (meeple, slot) in order; ``counts`` is not changed."""
    counts = list(counts)
    working = set(supplied)
    steps: list[tuple[str, int]] = []
    for kind in range(KINDS - 1, 0, -1):
        needs = NEEDS[kind]
        for copy in range(built[kind]):
            slot = industry_slot(kind, copy)
            if slot not in working and can_pay(counts, needs):
                counts = [have - need for have, need in zip(counts, needs)]
                working.add(slot)
                steps.append(("supply", slot))
    free = sorted((s for s in working if s not in bossed), key=lambda s: -(s % KINDS))
    order = sorted(hand, key=lambda m: -1 if m == GREY else manager_colour(m))
    for meeple in order:
        colour = manager_colour(meeple)
        for slot in free:
            if colour is None or (counts[colour] > 0 and slot % KINDS > colour):
                if colour is not None:
                    counts[colour] -= 1
                free.remove(slot)
                steps.append((meeple, slot))
                break
    return steps
