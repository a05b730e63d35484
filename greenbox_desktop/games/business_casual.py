"""Business Casual: seat workers in a 4×4 office and out-dress your neighbours by an odd margin.

Rulings (shared/rules/business_casual.md): the workers are tiles valued by pip code (three
each of 1-5 and one 6, the Boss); 16 other tiles lie yellow side up as the cubicles and the
last 4 stay in the box.  The 15 ordinary workers are split 7/8 at random, the Boss joins one
group and that group is drawn last; only the top two tiles of the stack are face up.  No
worker may sit next to a seated Boss; the tile after a New Hire (1) must sit next to it when
it can.  Each neighbour contest puts a cube on the shared border.  The game ends when the
stack is empty or the active player has no legal cubicle; most cubes wins, equal is a draw.
The ``first_player`` option lets a rematch start with the loser (``next_game_options``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from greenbox_desktop.box import SYMBOL_CODE, cube_ids, tile_ids
from greenbox_desktop.engine import (
    Action, GameInfo, Move, Option, State, Zone, edge_cells, edge_slot, move, register,
)
from greenbox_desktop.words import plural

SIDE = 4
CELLS = SIDE * SIDE
FULL = (1 << CELLS) - 1
SEAT_COLOURS = ("red", "blue")
BOSS_VALUE = 6
NEW_HIRE_VALUE = 1

WORKER_SYMBOLS = ("drop", "hammers", "circles", "bricks", "wheel")  # values 1-5
WORKERS = tuple(f"tile.{symbol}.{n}" for symbol in WORKER_SYMBOLS for n in (1, 2, 3))
BOSS = "tile.arrow.1"
CUBICLES = tuple(t for t in tile_ids() if t not in WORKERS and t != BOSS)[:CELLS]
VALUE = {t: SYMBOL_CODE[t.split(".")[1]] for t in WORKERS + (BOSS,)}
SYMBOL_NAME = {t: t.split(".")[1].capitalize() for t in VALUE}
CUBES = tuple(tuple(cube_ids(colour)) for colour in SEAT_COLOURS)
CUBE_SEAT = {cid: seat for seat, ids in enumerate(CUBES) for cid in ids}


def cell_name(slot: int) -> str:
    """A cubicle's name on screen: column letter A-D (left to right), row 1-4 (top to bottom)."""
    return f"{'ABCD'[slot % SIDE]}{slot // SIDE + 1}"


def _neighbours(slot: int) -> tuple[tuple[int, int], ...]:
    x, y = slot % SIDE, slot // SIDE
    cells = [(x + dx, y + dy) for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1))]
    return tuple((ny * SIDE + nx, edge_slot(SIDE, slot, ny * SIDE + nx))
                 for nx, ny in cells if 0 <= nx < SIDE and 0 <= ny < SIDE)


NEIGHBOURS = tuple(_neighbours(s) for s in range(CELLS))  # (cell, border slot) pairs
NEIGHBOUR_MASK = tuple(sum(1 << n for n, _ in NEIGHBOURS[s]) for s in range(CELLS))


@lru_cache(maxsize=1 << 16)
def slots_of(mask: int) -> tuple[int, ...]:
    """The cell numbers set in a 16-bit mask, ascending."""
    return tuple(s for s in range(CELLS) if mask >> s & 1)


def contest(placed: int, other: int) -> int:
    """+1 if a newly seated ``placed`` out-dresses ``other``, -1 if it loses, 0 on equal values.

    An odd difference favours the higher value, an even one the lower value.
    """
    diff = placed - other
    if diff == 0:
        return 0
    return 1 if (diff > 0) == (diff % 2 == 1) else -1


def worker_name(value: int) -> str:
    """How the log names a worker of this value."""
    if value == BOSS_VALUE:
        return "the Boss"
    if value == NEW_HIRE_VALUE:
        return "a New Hire (1)"
    return f"a {value}"


def _beaten_by(value: int) -> tuple[list[int], list[int]]:
    """For a newly seated ``value``: the neighbour values it beats and those it loses to.

    Only the Boss can be seated beside the Boss's value, so other workers are compared with 1-5.
    """
    others = range(1, BOSS_VALUE + 1 if value == BOSS_VALUE else BOSS_VALUE)
    return [o for o in others if contest(value, o) > 0], [o for o in others if contest(value, o) < 0]


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _listing(values: list[int]) -> str:
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def next_game_options(state: State) -> dict[str, Any]:
    """The options of a rematch: the loser starts; after a draw, whoever went second starts."""
    first = state.options.get("first_player", 0)
    winners = state.winners()
    starter = 1 - winners[0] if winners else 1 - first
    return {**state.options, "first_player": starter}


@register
class BusinessCasual(State):
    """Business Casual for two seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's cubes
    INFO = GameInfo(
        id="business_casual",
        title="Business Casual",
        designer="Elliot Anderson",
        min_players=2,
        max_players=2,
        minutes=10,
        complexity=2,
        options=(
            Option("first_player", "Who starts", 0, (0, 1), labels=("Player 1", "Player 2"),
                   help="Play again sets it so the loser starts."),
        ),
        summary="Seat office workers one by one in a grid of sixteen cubicles. A worker scores by "
                "looking a little smarter than a neighbour: an odd gap favours the higher number, an "
                "even gap the lower. Keep clear of the Boss and look after the New Hire.",
        contest="Green Box of Games Summer 2018 design contest",
        playout_options=((("first_player", 1),),),
    )

    new_hire: int | None
    overflow: tuple[int, int]

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone("stack", "stack", "Workers waiting", face_up=False, area="west"),
            Zone("cubicles", "grid", "Office", shape=(SIDE, SIDE, "square"), face_up=False,
                 hints=(("coords", True),)),
            Zone("workers", "grid", "Seated workers", shape=(SIDE, SIDE, "square"), over="cubicles"),
            Zone("borders", "edges", "Points on the borders", shape=(SIDE, SIDE, "square"), over="cubicles"),
        ]
        zones += [Zone(f"supply.{s}", "pool", f"Player {s + 1}'s cubes ({SEAT_COLOURS[s]})", owner=s,
                       area="south" if s == 0 else "north") for s in range(players)]
        return zones

    def setup(self) -> None:
        self.new_hire = None
        self.overflow = (0, 0)
        self.current_player = self.options["first_player"]
        for slot, tile in enumerate(CUBICLES):
            self.put(tile, "cubicles", slot)
        for seat, ids in enumerate(CUBES):
            for cid in ids:
                self.put(cid, f"supply.{seat}")
        ordinary = list(WORKERS)
        self.shuffle(ordinary)
        first_group = 7 + self.random_below(2)
        last_group = ordinary[first_group:] + [BOSS]
        self.shuffle(last_group)
        # bottom first: the group drawn last goes in first
        for height, tile in enumerate(last_group + ordinary[:first_group]):
            self.put(tile, "stack", height)
        for tile in self.contents["stack"][-2:]:
            self.flip(tile, True)

    # ----- the office -----------------------------------------------------------------------
    def seated(self) -> dict[int, str]:
        """The workers in the office: cell -> tile id."""
        loc = self.loc
        return {loc[t][1]: t for t in self.contents["workers"]}

    def boss_cell(self) -> int | None:
        """Where the Boss sits, or None."""
        where = self.loc.get(BOSS)
        return where[1] if where is not None and where[0] == "workers" else None

    def _masks(self) -> tuple[int, int]:
        """(filled, next to the Boss) as 16-bit cell masks."""
        loc = self.loc
        filled = 0
        for tile in self.contents["workers"]:
            filled |= 1 << loc[tile][1]
        boss = self.boss_cell()
        return filled, 0 if boss is None else NEIGHBOUR_MASK[boss]

    def open_cells(self) -> int:
        """The mask of cubicles where the tile on top of the stack may sit now."""
        filled, near_boss = self._masks()
        free = FULL & ~filled & ~near_boss
        if self.new_hire is not None:
            helping = free & NEIGHBOUR_MASK[self.new_hire]
            if helping:
                return helping
        return free

    def contests(self, slot: int, value: int) -> list[tuple[int, str, int, int]]:
        """What seating ``value`` at ``slot`` scores: (neighbour cell, its tile, result, border)."""
        seated = self.seated()
        found = []
        for cell, border in NEIGHBOURS[slot]:
            tile = seated.get(cell)
            if tile is not None:
                found.append((cell, tile, contest(value, VALUE[tile]), border))
        return found

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        top = self.contents["stack"][-1]
        return [move(top, "workers", s) for s in slots_of(self.open_cells())]

    def perform(self, action: Action) -> None:
        seat = self.current_player
        tile, slot = action.component, action.slot
        value = VALUE[tile]
        for _cell, _tile, result, border in self.contests(slot, value):
            if result:
                self._award(seat if result > 0 else 1 - seat, border)
        self.put(tile, "workers", slot, True)
        self.new_hire = slot if value == NEW_HIRE_VALUE else None
        stack = self.contents["stack"]
        if len(stack) >= 2:
            self.flip(stack[-2], True)
        self.current_player = 1 - seat
        if not stack or not self.open_cells():
            self.current_player = None

    def _award(self, seat: int, border: int) -> None:
        """Put one of ``seat``'s cubes on a border (counted aside if the 20 cubes are used up)."""
        supply = self.contents[f"supply.{seat}"]
        if supply:
            self.put(supply[-1], "borders", border)
        else:
            extra = list(self.overflow)
            extra[seat] += 1
            self.overflow = (extra[0], extra[1])

    def scores(self) -> list[float]:
        counts = list(self.overflow)
        for cid in self.contents["borders"]:
            counts[CUBE_SEAT[cid]] += 1
        return counts

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        a, b = self.scores()
        return [] if a == b else [0 if a > b else 1]

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        top = self.top("stack")
        if not isinstance(action, Move):
            return "Every turn seats the worker on top of the stack; there is no passing or choosing."
        if action.component != top:
            where = self.loc.get(action.component, ("box",))[0]
            if where == "stack":
                return f"Only the worker on top of the stack ({worker_name(VALUE[top])}) can be seated now."
            if where == "workers":
                return "That worker already has a cubicle; workers never move once seated."
            return "Take the worker on top of the stack and seat it in a cubicle."
        if action.zone != "workers" or not isinstance(action.slot, int) or not 0 <= action.slot < CELLS:
            return "Workers sit in the cubicles of the office (the 4×4 grid)."
        slot = action.slot
        seated = self.seated()
        if slot in seated:
            return f"{cell_name(slot)} is taken: {worker_name(VALUE[seated[slot]])} already sits there."
        boss = self.boss_cell()
        if boss is not None and NEIGHBOUR_MASK[boss] >> slot & 1:
            return "A worker may not sit next to the Boss."
        if self.new_hire is not None:
            helpers = ", ".join(cell_name(s) for s in slots_of(self.open_cells()))
            return (f"The New Hire needs help: place next to the 1 at {cell_name(self.new_hire)} "
                    f"({helpers}).")
        return None

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        value = VALUE[action.component]
        slot = action.slot
        text = f"{who} seats {worker_name(value)} at {cell_name(slot)}"
        outcomes = []
        for cell, tile, result, _border in self.contests(slot, value):
            other = VALUE[tile]
            if result == 0:
                outcomes.append(f"ties with the {other} at {cell_name(cell)}")
            else:
                taker = self.seat_name(self.current_player if result > 0 else 1 - self.current_player)
                verb = "beats" if result > 0 else "loses to"
                outcomes.append(f"{verb} the {other} at {cell_name(cell)} (cube for {taker})")
        text += ": " + "; ".join(outcomes) + "." if outcomes else ", next to nobody."
        if value == BOSS_VALUE:
            text += " Nobody may sit next to the Boss from now on."
        elif value == NEW_HIRE_VALUE:
            text += f" The next worker must sit beside {cell_name(slot)} if it can."
        if len(self.contents["stack"]) == 1:
            text += " That was the last worker in the stack."
        return text

    def seat_colour(self, seat: int) -> str | None:
        """The colour of the pieces ``seat`` plays."""
        return SEAT_COLOURS[seat]

    def panel(self) -> dict[str, str]:
        facts: dict[str, str] = {}
        scores = self.scores()
        for seat in range(self.players):
            facts[f"{self.seat_name(seat)} ({SEAT_COLOURS[seat]})"] = plural(scores[seat], "cube")
        stack = self.contents["stack"]
        facts["Tiles left"] = f"{len(stack)} in the stack"
        if self.current_player is None:
            winners = self.winners()
            facts["Result"] = (f"{self.seat_name(winners[0])} wins {max(scores)}–{min(scores)}" if winners
                               else f"Draw, {scores[0]}–{scores[1]}")
            if stack:
                facts["Why it ended"] = f"no legal cubicle for {worker_name(VALUE[stack[-1]])}"
            return facts
        facts["To seat now"] = _capital(worker_name(VALUE[stack[-1]]))
        facts["Next tile"] = _capital(worker_name(VALUE[stack[-2]])) if len(stack) >= 2 else "none (last worker)"
        boss = self.boss_cell()
        facts["Boss"] = f"at {cell_name(boss)}" if boss is not None else "still in the stack"
        if self.new_hire is not None:
            facts["New Hire"] = f"the next worker sits beside {cell_name(self.new_hire)} if it can"
        facts["Free cubicles"] = str(len(slots_of(self.open_cells())))
        return facts

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        zone, slot, face_up = where
        if zone == "cubicles":
            seated = self.seated()
            return f"Cubicle {cell_name(slot)}" + (" (occupied)." if slot in seated else " (empty).")
        if zone in ("stack", "workers"):
            if not face_up or component_id not in VALUE:
                return "A worker still face down in the stack: nobody knows who it is yet."
            return self._worker_tip(component_id, zone, slot)
        if zone == "borders":
            a, b = edge_cells(SIDE, slot)
            seat = CUBE_SEAT[component_id]
            return f"A point for {self.seat_name(seat)}, won on the border of {cell_name(a)} and {cell_name(b)}."
        if zone.startswith("supply."):
            seat = int(zone.split(".")[1])
            return f"{self.seat_name(seat)}'s cubes: {len(self.contents[zone])} still unused."
        return None

    def _worker_tip(self, tile: str, zone: str, slot: int) -> str:
        value = VALUE[tile]
        stack = self.contents["stack"]
        if zone == "workers":
            place = f" Seated at {cell_name(slot)}."
        elif tile == stack[-1]:
            place = " On top of the stack: it is seated this turn."
        else:
            place = " Next in the stack: the other player seats it next turn."
        beats, loses = _beaten_by(value)
        text = (f"A {value} ({SYMBOL_NAME[tile]}). Seated next to a {_listing(beats)} it scores; "
                f"next to a {_listing(loses)} it gives the point away")
        if value == BOSS_VALUE:
            return (f"The Boss (6, {SYMBOL_NAME[tile]}). Seated next to a {_listing(beats)} the Boss scores; next "
                    f"to a {_listing(loses)} it gives the point away. Once seated, no worker may take a "
                    f"cubicle beside the Boss." + place)
        text += f"; next to another {value}, nobody scores."
        if value == NEW_HIRE_VALUE:
            text = ("The New Hire: " + text[0].lower() + text[1:]
                    + " The worker after it must sit beside it if possible.")
        return text + place
