"""Short tweens: components slide from where they were to where they are now."""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

BASE_SECONDS = 0.22


@dataclass
class Tween:
    """One component gliding from ``start`` to ``end`` between two clock times."""

    start: Rect
    end: Rect
    t0: float
    t1: float

    def at(self, now: float) -> Rect:
        """The rectangle at time ``now`` (ease-out)."""
        if now >= self.t1 or self.t1 <= self.t0:
            return self.end
        u = max(0.0, (now - self.t0) / (self.t1 - self.t0))
        u = 1 - (1 - u) ** 3
        return Rect(round(self.start.x + (self.end.x - self.start.x) * u),
                    round(self.start.y + (self.end.y - self.start.y) * u),
                    round(self.start.w + (self.end.w - self.start.w) * u),
                    round(self.start.h + (self.end.h - self.start.h) * u))


class Animator:
    """The running tweens by component id; ``speed`` 0 turns animation off."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.tweens: dict[str, Tween] = {}

    def duration(self) -> float:
        """Seconds one tween lasts at the current speed."""
        return BASE_SECONDS / self.speed if self.speed > 0 else 0.0

    def glide(self, cid: str, start: Rect, end: Rect, now: float) -> None:
        """Start a tween of one component (no-op when animation is off or nothing moves)."""
        if self.duration() > 0 and start != end:
            self.tweens[cid] = Tween(Rect(start), Rect(end), now, now + self.duration())

    def changes(self, before: dict[str, Rect], after: dict[str, Rect], now: float) -> None:
        """Tween every component whose rectangle changed between two placements."""
        for cid, end in after.items():
            start = before.get(cid)
            if start is not None and start != end:
                self.glide(cid, start, end, now)

    def frame(self, now: float) -> dict[str, Rect]:
        """The current rectangles of the running tweens (finished ones are dropped)."""
        out = {cid: tween.at(now) for cid, tween in self.tweens.items()}
        self.tweens = {cid: t for cid, t in self.tweens.items() if now < t.t1}
        return out

    @property
    def busy(self) -> bool:
        """Whether a tween is running."""
        return bool(self.tweens)
