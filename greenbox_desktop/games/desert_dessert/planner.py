"""The "supply all I can" plan: the obvious assignment of cubes and managers, for the player to adjust.

Industries are supplied from the most advanced kind down (Vanilla first) while the store can
pay; then the grey manager goes to the most advanced working industry, and each coloured
manager to the most advanced working industry whose product is worth more than its extra cube.
Industries of one kind are interchangeable, so the plan speaks of kinds, not of single tiles.
"""

from __future__ import annotations

from greenbox_desktop.games.desert_dessert.data import GREY, KINDS, MEEPLES_IN_BAG, NEED_PAIRS, RES_INDEX


def manager_colour(meeple: str) -> int | None:
    """The resource index a manager asks for as its extra cube (None for the grey manager)."""
    return None if meeple == GREY else RES_INDEX[meeple.split(".")[1]]


MANAGER_COLOUR: dict[str, int | None] = {m: manager_colour(m) for m in (GREY,) + MEEPLES_IN_BAG}
HAND_ORDER: dict[str, int] = {m: -1 if c is None else c for m, c in MANAGER_COLOUR.items()}  # grey first


def can_pay(counts: list[int], needs: tuple[int, ...]) -> bool:
    """Whether a store with ``counts`` cubes per resource holds ``needs``."""
    for have, need in zip(counts, needs):
        if have < need:
            return False
    return True


def _affords(counts: list[int], pairs: tuple[tuple[int, int], ...]) -> bool:
    """Whether ``counts`` holds every (resource, count) of ``pairs``."""
    for res, n in pairs:
        if counts[res] < n:
            return False
    return True


def pays_off(colour: int | None, kind: int) -> bool:
    """Whether a manager asking for ``colour`` is worth putting on an industry of ``kind``."""
    return colour is None or kind > colour


def supply_plan(counts: list[int], built: list[int], supplied: tuple[int, ...], bossed: tuple[int, ...],
                hand: list[str]) -> list[tuple[str, int]]:
    """Steps ("supply", kind) and (meeple, kind) in order; the arguments are not changed.

    ``supplied`` and ``bossed`` count the working and the managed industries of each kind.
    """
    counts, working, managed = list(counts), list(supplied), list(bossed)
    steps: list[tuple[str, int]] = []
    for kind in range(KINDS - 1, 0, -1):
        pairs = NEED_PAIRS[kind]
        while working[kind] < built[kind] and _affords(counts, pairs):
            for res, n in pairs:
                counts[res] -= n
            working[kind] += 1
            steps.append(("supply", kind))
    for meeple in sorted(hand, key=HAND_ORDER.__getitem__):
        colour = MANAGER_COLOUR[meeple]
        if colour is not None and counts[colour] == 0:
            continue
        for kind in range(KINDS - 1, -1, -1):
            if managed[kind] < working[kind] and pays_off(colour, kind):
                if colour is not None:
                    counts[colour] -= 1
                managed[kind] += 1
                steps.append((meeple, kind))
                break
    return steps
