"""A helper for games' ``evaluate`` hooks: turn a lead in points (or cubes) into a value in [0, 1]."""

from __future__ import annotations

import math
from collections.abc import Sequence


def lead(values: Sequence[float], seat: int, scale: float) -> float:
    """0.5 when ``seat`` is level with the best other seat, towards 1 as it leads, towards 0 as it trails.

    ``scale`` is the lead that counts as clearly ahead (worth about 0.88).
    """
    others = [v for s, v in enumerate(values) if s != seat]
    if not others:
        return 0.5 + 0.5 * math.tanh(values[seat] / scale)
    return 0.5 + 0.5 * math.tanh((values[seat] - max(others)) / scale)
