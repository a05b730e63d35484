"""Table helpers of Hudai Monastery: the wall, the monks, the demons and the cube supplies.

Every change of the table goes through these helpers, so the plain fields (``cols``,
``slots``, ``dmg``, ``integrity`` ...) always agree with the components in the zones.
"""

from __future__ import annotations

from greenbox_desktop.engine import State
from greenbox_desktop.games.hudai_monastery.parts import (
    APPROACHING, ATTACKING, BRICKS, CARD_HP, CARD_SYMBOL, COLUMNS, DAMAGE_CUBES, HAMMERS, INTEGRITY_CUBES,
    START_INTEGRITY, STUNNED, SYMBOL_INDEX, TILE_SYMBOL, WALL_ROWS, demon_slot, wall_place, wall_slot,
)


class Table(State):
    """Geometry and bookkeeping shared by the phases (no rules decisions here)."""

    MUTABLE = ("slots", "dmg")
    _narrate: list[str] | None = None  # set only on the throw-away copy that ``describe`` runs

    cols: tuple[tuple[str, ...], ...]
    slots: list[str | None]
    dmg: list[int]
    monks: tuple[str, ...]
    charged: frozenset[str]
    tech: tuple[int, ...]
    integrity: int
    time: int
    defeated: int
    through: int
    outcome: str | None

    # ----- narration ------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        """Add a sentence to the log line of the action being described (no-op otherwise)."""
        if self._narrate is not None:
            self._narrate.append(text)

    # ----- techniques -----------------------------------------------------------------------
    def level(self, symbol: str) -> int:
        """The current level (0-2) of a technique; hammers counts two upgrades per level."""
        progress = self.tech[SYMBOL_INDEX[symbol]]
        return progress // 2 if symbol == HAMMERS else progress

    def draw_count(self) -> int:
        """Tiles drawn in a build phase."""
        return 2 + self.level(BRICKS)

    # ----- the wall -------------------------------------------------------------------------
    def tile_at(self, slot: int) -> str | None:
        """The tile in a wall slot, or None."""
        col, height = wall_place(slot)
        column = self.cols[col]
        return column[height] if 0 <= height < len(column) else None

    def neighbours(self, slot: int) -> list[int]:
        """The wall slots holding a tile orthogonally next to ``slot``."""
        col, height = wall_place(slot)
        cols = self.cols
        found = []
        if col > 0 and len(cols[col - 1]) > height:
            found.append(slot - 1)
        if col < COLUMNS - 1 and len(cols[col + 1]) > height:
            found.append(slot + 1)
        if height + 1 < len(cols[col]):
            found.append(slot - COLUMNS)
        if height > 0:
            found.append(slot + COLUMNS)
        return found

    def wall_slots(self) -> list[int]:
        """Every wall slot holding a tile."""
        return [wall_slot(c, h) for c, column in enumerate(self.cols) for h in range(len(column))]

    def columns_with(self, symbol: str) -> list[int]:
        """The columns that hold at least one tile of ``symbol``."""
        return [c for c, column in enumerate(self.cols) if any(TILE_SYMBOL[t] == symbol for t in column)]

    def add_tile(self, tile: str, col: int) -> None:
        """Stack a tile on top of a column."""
        height = len(self.cols[col])
        self.put(tile, "wall", wall_slot(col, height))
        self._set_column(col, self.cols[col] + (tile,))

    def remove_top_tile(self, col: int) -> bool:
        """Discard the top tile of a column (never the base); a monk on it climbs down. False if none."""
        column = self.cols[col]
        if len(column) <= 1:
            return False
        slot = wall_slot(col, len(column) - 1)
        self.put(column[-1], "discard")
        self._set_column(col, column[:-1])
        self._say(f"The wall loses its top tile in column {col + 1}.")
        monk = self.monk_at(slot)
        if monk is not None:
            self._drop_monk(monk, col)
        return True

    def _drop_monk(self, monk: str, col: int) -> None:
        taken = self.monk_slots()
        for height in range(len(self.cols[col]) - 1, -1, -1):
            slot = wall_slot(col, height)
            if slot not in taken:
                self.put(monk, "monks", slot, face_up=monk in self.charged)
                self._say(f"The {self.monk_name(monk)} climbs down.")
                return
        self.remove_monk(monk)

    def _set_column(self, col: int, column: tuple[str, ...]) -> None:
        cols = list(self.cols)
        cols[col] = column
        self.cols = tuple(cols)

    def column_has_room(self, col: int) -> bool:
        """Whether a column can take another tile on top."""
        return len(self.cols[col]) < WALL_ROWS

    # ----- monks ----------------------------------------------------------------------------
    def monks_on_wall(self) -> list[str]:
        """The monks standing or lying on the wall."""
        return [m for m in self.monks if self.loc.get(m, ("",))[0] == "monks"]

    def monk_slot(self, monk: str) -> int:
        """The wall slot of a monk on the wall."""
        return self.loc[monk][1]

    def monk_slots(self) -> set[int]:
        """The wall slots occupied by monks."""
        return {self.loc[m][1] for m in self.monks_on_wall()}

    def monk_at(self, slot: int) -> str | None:
        """The monk on a wall slot, if any."""
        for m in self.monks_on_wall():
            if self.loc[m][1] == slot:
                return m
        return None

    @staticmethod
    def monk_name(monk: str) -> str:
        """'red monk' and the like."""
        return f"{monk.split('.')[1]} monk"

    def set_charged(self, monk: str, charged: bool) -> None:
        """Stand a monk up (charged) or lay it down."""
        self.charged = self.charged | {monk} if charged else self.charged - {monk}
        self.flip(monk, charged)

    def remove_monk(self, monk: str) -> None:
        """Take a monk off the wall for good."""
        self.charged = self.charged - {monk}
        self.put(monk, "fallen", face_up=False)
        self._say(f"The {self.monk_name(monk)} is lost from the wall.")

    # ----- demons ---------------------------------------------------------------------------
    def demons(self) -> list[tuple[int, str]]:
        """(slot, card) of every demon on the table."""
        return [(s, card) for s, card in enumerate(self.slots) if card is not None]

    def alive(self, slot: int) -> bool:
        """Whether a demon slot holds a demon that still has hit points."""
        card = self.slots[slot]
        return card is not None and self.dmg[slot] < CARD_HP[card]

    def remaining(self, slot: int) -> int:
        """Hit points left on the demon in a slot."""
        return CARD_HP[self.slots[slot]] - self.dmg[slot]

    def column_empty(self, col: int) -> bool:
        """Whether none of a column's three demon slots holds a card (defeated or not)."""
        slots = self.slots
        return all(slots[demon_slot(r, col)] is None for r in (STUNNED, APPROACHING, ATTACKING))

    def alive_in(self, cols) -> list[int]:
        """Slots of living demons in the given columns (any row)."""
        rows = (STUNNED, APPROACHING, ATTACKING)
        return [demon_slot(r, c) for c in cols for r in rows if self.alive(demon_slot(r, c))]

    def place_demon(self, card: str, slot: int) -> None:
        """Put a demon card into an empty demon slot."""
        self.put(card, "demons", slot, face_up=True)
        self.slots[slot] = card

    def shift_demon(self, old: int, new: int) -> None:
        """Move a demon (with its damage cubes) to another, empty slot."""
        card = self.slots[old]
        self.put(card, "demons", new)
        for cube in self.at("damage", old):
            self.put(cube, "damage", new)
        self.slots[new], self.slots[old] = card, None
        self.dmg[new], self.dmg[old] = self.dmg[old], 0

    def clear_demon(self, slot: int, pile: str) -> None:
        """Take a demon off the table onto a pile; its damage cubes go back to the box."""
        for cube in self.at("damage", slot):
            self.put(cube, "box")
        self.put(self.slots[slot], pile)
        self.slots[slot] = None
        self.dmg[slot] = 0

    def damage(self, slot: int, amount: int) -> bool:
        """Deal damage to a living demon (excess is lost); True if this took its last hit point."""
        amount = min(amount, self.remaining(slot))
        card = self.slots[slot]
        free = (c for c in DAMAGE_CUBES if c not in self.loc)
        for _ in range(amount):
            cube = next(free, None)
            if cube is not None:
                self.put(cube, "damage", slot)
        self.dmg[slot] += amount
        killed = self.dmg[slot] >= CARD_HP[card]
        self._say(f"{self.card_name(card)} takes {amount} damage" + (" and is defeated." if killed else "."))
        return killed

    @staticmethod
    def card_name(card: str) -> str:
        """'Red 4 (Hammers demon)' and the like."""
        _, colour, value = card.split(".")
        shown = f"light-green {CARD_HP[card] - 1}" if value.startswith("g") else value
        return f"{colour.capitalize()} {shown} ({CARD_SYMBOL[card].capitalize()} demon)"

    # ----- integrity and time ---------------------------------------------------------------
    def lose_integrity(self, amount: int) -> None:
        """Remove integrity cubes; reaching 0 loses the game."""
        amount = min(amount, self.integrity)
        for _ in range(amount):
            self.put(self.top("integrity"), "box")
        self.integrity -= amount
        if amount:
            self._say(f"The monastery loses {amount} integrity ({self.integrity} left).")
        if self.integrity <= 0:
            self.finish("lost_integrity")

    def heal(self, amount: int) -> None:
        """Return lost integrity cubes, up to the starting 11."""
        amount = min(amount, START_INTEGRITY - self.integrity)
        if amount <= 0:
            return
        back = [c for c in INTEGRITY_CUBES if c not in self.loc][:amount]
        for cube in back:
            self.put(cube, "integrity")
        self.integrity += amount
        self._say(f"The monastery heals {amount} integrity ({self.integrity} now).")

    def finish(self, outcome: str) -> None:
        """End the game with ``outcome`` (won, lost_integrity, lost_time)."""
        self.outcome = outcome
        self.phase = "over"
        self.pending = None
        self.current_player = None
        self._say({"won": "The last demon is gone: the monastery holds!",
                   "lost_integrity": "The monastery falls.",
                   "lost_time": "Time has run out: the monastery is overrun."}[outcome])

    # ----- tiles from the bag ---------------------------------------------------------------
    def draw_tiles(self, count: int) -> int:
        """Draw tiles from the bag into the drawn row (refilling from the discards); returns how many."""
        drawn = 0
        for _ in range(count):
            if not self.contents["tilebag"]:
                for tile in list(self.contents["discard"]):
                    self.put(tile, "tilebag", face_up=False)
            bag = self.contents["tilebag"]
            if not bag:
                break
            tile = bag[self.random_below(len(bag))]
            self.put(tile, "drawn", len(self.contents["drawn"]), face_up=True)
            drawn += 1
        return drawn

    def discard_drawn(self) -> None:
        """Put the unused drawn tiles on the discard pile."""
        for tile in list(self.contents["drawn"]):
            self.put(tile, "discard", face_up=True)
