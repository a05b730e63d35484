"""The build and act phases of Hudai Monastery: placing tiles, monk activations, tile actions,
discharges and technique upgrades, with their small follow-up decisions (``pending``)."""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, move
from greenbox_desktop.games.hudai_monastery.parts import (
    APPROACHING, ARROW, ATTACKING, BRICKS, CARD_BACKGROUND, CARD_COLOUR, CIRCLES, COLUMNS, DROP, HAMMERS,
    MARKER_SYMBOL, MARKERS, MONK_COLOUR, POINTS_PER_TURN, STUNNED, SYMBOL_INDEX, TILE_SYMBOL, WHEEL, demon_slot,
    tech_zone, wall_place, wall_slot,
)
from greenbox_desktop.games.hudai_monastery.table import Table

END_ACT = Choose("act", "end")
AUTO_KINDS = frozenset({"drop", "circles", "arrow", "charge", "discharge"})  # resolved alone when forced


class ActRules(Table):
    """Legal actions and their effects while building and acting."""

    phase: str
    pending: tuple | None
    points: int
    gained: int
    activated: frozenset[str]
    relocated: bool
    active: str | None
    steps_left: int
    own_used: bool
    adj_left: int
    used: frozenset[int]
    blocked: frozenset[str]

    # ----- legal actions --------------------------------------------------------------------
    def build_actions(self) -> list[Action]:
        """Every drawn tile onto the top of every column with room."""
        tops = [wall_slot(c, len(col)) for c, col in enumerate(self.cols) if self.column_has_room(c)]
        return [move(t, "wall", s) for t in self.contents["drawn"] for s in tops]

    def target_actions(self) -> list[Action]:
        """The choices of a pending tile action or discharge."""
        return [Choose("target", v) for v in self.target_options()]

    def act_actions(self) -> list[Action]:
        """Everything the player may do in the act phase with nothing pending."""
        acts: list[Action] = []
        on_wall = self.monks_on_wall()
        taken = {self.loc[m][1] for m in on_wall}
        active = self.active
        if active is not None:
            here = self.loc[active][1]
            if not self.own_used:
                if self.steps_left > 0:
                    acts += [move(active, "monks", n) for n in self.neighbours(here) if n not in taken]
                acts.append(Choose("use", self.tile_at(here)))
            elif self.adj_left > 0:
                acts += [Choose("use", self.tile_at(n)) for n in self.neighbours(here) if n not in self.used]
        if len(self.activated) + self.relocated < 2:
            for monk in on_wall:
                if monk in self.activated:
                    continue
                here = self.loc[monk][1]
                acts += [move(monk, "monks", n) for n in self.neighbours(here) if n not in taken]
                acts.append(Choose("use", self.tile_at(here)) if active is None else Choose("activate", monk))
            if len(on_wall) == 1 and len(self.activated) == 1 and not self.relocated:
                acts.append(Choose("relocate", on_wall[0]))
        for monk in on_wall:
            if monk in self.charged and self.alive_in((self.loc[monk][1] % COLUMNS,)):
                acts.append(Choose("discharge", monk))
        if self.points:
            acts += self.upgrade_actions()
        acts.append(END_ACT)
        return acts

    def upgrade_actions(self) -> list[Action]:
        """Technique markers that the unspent points can move up one field."""
        acts: list[Action] = []
        for symbol, markers in MARKERS.items():
            target, cost = self.next_upgrade(symbol)
            if target is None or cost > self.points:
                continue
            progress = self.tech[SYMBOL_INDEX[symbol]]
            marker = markers[progress % 2] if symbol == HAMMERS else markers[0]
            acts.append(move(marker, tech_zone(symbol), target))
        return acts

    def next_upgrade(self, symbol: str) -> tuple[int | None, int]:
        """(field the marker moves to, cost in points) of the next upgrade, or (None, 0)."""
        progress = self.tech[SYMBOL_INDEX[symbol]]
        target = progress // 2 + 1 if symbol == HAMMERS else progress + 1
        if target > 2 or (target == 2 and symbol in self.blocked):
            return None, 0
        return target, target

    def target_options(self) -> list[str]:
        """Card or monk ids the pending step may pick."""
        kind = self.pending[0]
        if kind == "drop":
            col = self.pending[1]
            return [self.slots[s] for s in self.alive_in(range(max(0, col - 1), min(COLUMNS, col + 2)))]
        if kind == "circles":
            _, col, extra, hit, first = self.pending
            if first:
                return [self.slots[s] for s in self.alive_in((col,))]
            if not extra:
                return []
            others = [c for c in self.columns_with(CIRCLES) if c not in hit]
            return [self.slots[s] for s in self.alive_in(others)]
        if kind == "arrow":
            col = self.pending[1]
            return [self.slots[s] for s in self.push_slots(col)]
        if kind == "charge":
            return [m for m in self.monks_on_wall() if m not in self.charged]
        if kind == "discharge":
            return [self.slots[s] for s in self.alive_in((self.loc[self.pending[1]][1] % COLUMNS,))]
        return []

    def push_slots(self, col: int) -> list[int]:
        """Living demons an arrow in ``col`` can push: approaching or attacking, stun slot free."""
        found = []
        for c in range(max(0, col - 1), min(COLUMNS, col + 2)):
            if self.slots[demon_slot(STUNNED, c)] is not None:
                continue
            found += [demon_slot(r, c) for r in (APPROACHING, ATTACKING) if self.alive(demon_slot(r, c))]
        return found

    # ----- effects --------------------------------------------------------------------------
    def perform_build(self, action: Move) -> None:
        """Place the chosen drawn tile; the rest are discarded."""
        col, _ = wall_place(action.slot)
        self._say(f"Builds a {TILE_SYMBOL[action.component].capitalize()} tile on column {col + 1}.")
        self.add_tile(action.component, col)
        self.discard_drawn()
        self.pending = None
        if self.phase == "build":
            self.phase = "act"

    def perform_act(self, action: Action) -> None:
        """Apply an act-phase action with nothing pending."""
        if isinstance(action, Move):
            if action.zone == "monks":
                self._step(action.component, action.slot)
            else:
                self._upgrade(MARKER_SYMBOL[action.component])
            return
        key, value = action.key, action.value
        if key == "use":
            self._use(value)
        elif key == "activate":
            self._activate(value)
        elif key == "relocate":
            self.active = None
            self.pending = ("relocate", value)
            self._say(f"The {self.monk_name(value)} may go to any tile, charged.")
        elif key == "discharge":
            self.pending = ("discharge", value)
            self._say(f"The {self.monk_name(value)} discharges its Qi.")
            self.settle()
        else:
            self._end_act()

    def perform_relocate(self, action: Move) -> None:
        """Put the last monk on any tile, standing."""
        self.put(action.component, "monks", action.slot, face_up=True)
        self.set_charged(action.component, True)
        self.relocated = True
        self.pending = None
        where = self._tile_words(action.slot)
        self._say(f"The {self.monk_name(action.component)} takes its place on {where}, charged.")

    def relocate_actions(self) -> list[Action]:
        """Every wall tile as the new place of the last monk."""
        return [move(self.pending[1], "monks", s) for s in self.wall_slots()]

    def _activate(self, monk: str) -> None:
        self.active = monk
        self.activated = self.activated | {monk}
        self.steps_left = 1 + self.level(WHEEL)
        self.own_used = False
        self.adj_left = 1 + self.level(HAMMERS)
        self.used = frozenset()
        self._say(f"Activates the {self.monk_name(monk)}.")

    def _step(self, monk: str, slot: int) -> None:
        if monk != self.active:
            self._activate(monk)
        self.put(monk, "monks", slot, face_up=monk in self.charged)
        self.steps_left -= 1
        self._say(f"The {self.monk_name(monk)} moves to {self._tile_words(slot)}.")

    def _use(self, tile: str) -> None:
        slot = self.loc[tile][1]
        if self.active is None:
            self._activate(self.monk_at(slot))
        if self.own_used:
            self.adj_left -= 1
        else:
            self.own_used = True
            self.steps_left = 0
        self.used = self.used | {slot}
        symbol = TILE_SYMBOL[tile]
        col = slot % COLUMNS
        self._say(f"The {self.monk_name(self.active)} uses {self._tile_words(slot)}.")
        if symbol == DROP:
            self.pending = ("drop", col)
        elif symbol == HAMMERS:
            self._gain_point(slot)
        elif symbol == CIRCLES:
            self.pending = ("circles", col, 1 + self.level(CIRCLES), (col,), True)
        elif symbol == BRICKS:
            if self.draw_tiles(self.draw_count()):
                self.pending = ("build",)
                self._say("Draws tiles for another build.")
        elif symbol == WHEEL:
            self.pending = ("charge",)
        else:
            self.pending = ("arrow", col, 1 + self.level(ARROW))
        self.settle()

    def _gain_point(self, slot: int) -> None:
        if self.gained >= POINTS_PER_TURN:
            self._say("No technique point is left this turn.")
            return
        self.put(self.top("supply"), "points", slot)
        self.gained += 1
        self.points += 1
        self._say(f"Gains a technique point ({self.points} to spend).")

    def _upgrade(self, symbol: str) -> None:
        target, cost = self.next_upgrade(symbol)
        for _ in range(cost):
            self.put(self.top("points"), "supply")
        self.points -= cost
        index = SYMBOL_INDEX[symbol]
        self.tech = self.tech[:index] + (self.tech[index] + 1,) + self.tech[index + 1:]
        self.place_markers(symbol)
        self._say(f"{symbol.capitalize()} technique: {self._level_words(symbol)} (spent {cost}).")

    def place_markers(self, symbol: str) -> None:
        """Put a technique's marker cube(s) on the fields matching its progress."""
        progress = self.tech[SYMBOL_INDEX[symbol]]
        markers = MARKERS[symbol]
        if symbol == HAMMERS:
            self.put(markers[0], tech_zone(symbol), (progress + 1) // 2)
            self.put(markers[1], tech_zone(symbol), progress // 2)
        else:
            self.put(markers[0], tech_zone(symbol), progress)

    def _level_words(self, symbol: str) -> str:
        words = f"level {self.level(symbol)}"
        if symbol == HAMMERS and self.tech[SYMBOL_INDEX[HAMMERS]] % 2:
            words += " (half way to the next)"
        return words

    # ----- pending choices ------------------------------------------------------------------
    def settle(self) -> None:
        """Resolve pending steps that have no real choice (one option: take it; none: skip)."""
        while self.pending is not None and self.pending[0] in AUTO_KINDS:
            options = self.target_options()
            if len(options) > 1:
                return
            if options:
                self.resolve_target(options[0])
            elif self.pending[0] == "circles" and self.pending[4]:
                self.pending = self.pending[:4] + (False,)
            else:
                self.pending = None

    def resolve_target(self, value: str) -> None:
        """Apply the chosen target of the pending step, then settle what follows."""
        kind = self.pending[0]
        if kind == "charge":
            self.set_charged(value, True)
            self._say(f"The {self.monk_name(value)} stands up, charged.")
            self.pending = None
        else:
            slot = self.slots.index(value)
            if kind == "drop":
                amount = 1 + self.level(DROP)
                self.pending = None
                if self.damage(slot, amount):
                    self.heal(amount)
            elif kind == "circles":
                _, col, extra, hit, first = self.pending
                self.damage(slot, 1)
                self.pending = ("circles", col, extra if first else extra - 1, hit + (slot % COLUMNS,), False)
            elif kind == "arrow":
                _, col, left = self.pending
                stun = demon_slot(STUNNED, slot % COLUMNS)
                self._say(f"{self.card_name(value)} is pushed back to the stunned row.")
                self.shift_demon(slot, stun)
                self.damage(stun, 1)
                self.pending = ("arrow", col, left - 1) if left > 1 else None
            else:
                self._discharge(self.pending[1], slot)
        self.settle()

    def discharge_damage(self, monk: str, card: str) -> int:
        """Damage of a charged monk's discharge on a demon card."""
        colour = MONK_COLOUR[monk]
        bonus = (colour == CARD_COLOUR[card]) + (colour == "grey" and CARD_BACKGROUND[card] == "beige")
        return 2 + self.level(WHEEL) + bonus

    def _discharge(self, monk: str, slot: int) -> None:
        self.set_charged(monk, False)
        self.pending = None
        self.damage(slot, self.discharge_damage(monk, self.slots[slot]))

    def _end_act(self) -> None:
        for cube in list(self.contents["points"]):
            self.put(cube, "supply")
        self.points = self.gained = 0
        self.activated = frozenset()
        self.relocated = False
        self.active = None
        self.used = frozenset()
        self._say("Ends the act phase.")
        self.start_demon_phase()  # DemonRules, mixed into the game class

    def _tile_words(self, slot: int) -> str:
        col, height = wall_place(slot)
        return f"the {TILE_SYMBOL[self.tile_at(slot)].capitalize()} tile (column {col + 1}, height {height + 1})"

