"""Gridblock's scoring: a point per cube on the grid plus the per-tile bonuses.

A tile pays a bonus to at most one colour: +2 to a colour holding three or more of its
corners, otherwise +1 to a colour that is the only one holding exactly two.  Each colour is
scored on its own; a seat's score adds its colours (or, with the "weakest colour" option,
takes the smaller).
"""

from __future__ import annotations

from collections import Counter

PAIR_BONUS = 1
TRIPLE_BONUS = 2


def tile_bonus(counts: Counter) -> dict[str, int]:
    """The bonus each colour earns on one tile, from colour -> cubes on its corners."""
    for colour, n in counts.items():
        if n >= 3:
            return {colour: TRIPLE_BONUS}
    pairs = [colour for colour, n in counts.items() if n == 2]
    return {pairs[0]: PAIR_BONUS} if len(pairs) == 1 else {}


def colour_points(cubes_by_tile: dict[int, Counter], colours: tuple[str, ...]) -> dict[str, int]:
    """Each colour's points: its cubes on the grid plus its tile bonuses."""
    points = dict.fromkeys(colours, 0)
    for counts in cubes_by_tile.values():
        for colour, n in counts.items():
            points[colour] += n
        for colour, bonus in tile_bonus(counts).items():
            points[colour] += bonus
    return points


def seat_scores(points: dict[str, int], colours: tuple[str, ...], players: int, weakest_only: bool) -> list[int]:
    """Each seat's score from its colours' points (colour i belongs to seat i % players)."""
    per_seat: list[list[int]] = [[] for _ in range(players)]
    for i, colour in enumerate(colours):
        per_seat[i % players].append(points[colour])
    return [min(p) if weakest_only else sum(p) for p in per_seat]
