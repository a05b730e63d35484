"""A steady panel: each choice button keeps the slot it first took while it stays on offer.

When a choice goes, its slot stays empty (the buttons below it do not move up) until a new
choice takes it; a new choice takes the first empty slot, else one more at the end.  Each slot
remembers when its caption last changed, so a click that lands just after a button changed its
meaning under the pointer can be ignored.
"""

from __future__ import annotations

SETTLE = 0.5  # seconds after a slot's caption changed during which a click on it is ignored


class SteadySlots:
    """Which slot of the panel each caption is drawn in, kept from one turn of the panel to the next."""

    def __init__(self) -> None:
        self.captions: list[str | None] = []
        self.changed: list[float] = []

    def place(self, captions: list[str], room: int, now: float) -> list[int]:
        """The slot of each of ``captions`` (in their order): those shown before keep their slots,
        new ones fill empty slots from the top, then go below.  When they would need more than
        ``room`` slots, the panel starts afresh in the captions' own order."""
        old = list(self.captions)
        slots: list[str | None] = [None] * len(old)
        where: list[int | None] = [None] * len(captions)
        for i, caption in enumerate(old):  # a caption still on offer stays where it was
            j = next((k for k, c in enumerate(captions) if c == caption and where[k] is None), None)
            if j is not None:
                where[j], slots[i] = i, caption
        for j, caption in enumerate(captions):
            if where[j] is None:
                free = next((i for i, c in enumerate(slots) if c is None), len(slots))
                if free == len(slots):
                    slots.append(None)
                where[j], slots[free] = free, caption
        while slots and slots[-1] is None:
            slots.pop()
        if len(slots) > room:
            slots, where = list(captions), list(range(len(captions)))
        self.changed = [self.changed[i] if i < len(old) and old[i] == c else now
                        for i, c in enumerate(slots)]
        self.captions = slots
        return [w for w in where if w is not None]

    def settling(self, slot: int, now: float) -> float:
        """How much longer a click on ``slot`` is ignored because its caption just changed (0: none)."""
        if slot >= len(self.changed):
            return 0.0
        return max(0.0, self.changed[slot] + SETTLE - now)

    def clear(self) -> None:
        """Forget every slot (the game is over, or a new table)."""
        self.captions, self.changed = [], []
