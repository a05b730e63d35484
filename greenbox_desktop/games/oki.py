"""OKI: place cubes in straight lines on a scattered board; whoever fills the last tile wins.

Rulings (shared/rules/oki.md): 25 tiles lie yellow side up on a grid as one 8-connected group
with gaps (at random, or a fixed layout chosen as an option).  The first move puts one cube on
any tile.  Every later turn puts one or more cubes on vacant tiles forming one unbroken
straight line (row, column or diagonal), each touching a cube that was on the board when the
turn began.  Default: filling the last vacant tile wins.  Scoring variant: a point per own
cube and 5 more for filling the last tile.

A turn is split into steps: each cube is one ``Move`` onto the cube grid drawn over the tiles,
legal only while this turn's cubes can still be completed into a valid line; ``Pass`` ends the
turn once they form one.  The first move ends the turn by itself.
"""

from __future__ import annotations

from greenbox_desktop.box import cube_ids, tile_ids
from greenbox_desktop.engine import Action, GameInfo, Move, Option, Pass, State, Zone, move, register
from greenbox_desktop.words import plural

SIDE = 9
CELLS = SIDE * SIDE
TILE_COUNT = 25
LAST_TILE_BONUS = 5
SEAT_COLOURS = ("red", "blue")
TILES = tuple(tile_ids()[:TILE_COUNT])
CUBES = tuple(tuple(cube_ids(colour)) for colour in SEAT_COLOURS)
CUBE_SEAT = {cid: seat for seat, ids in enumerate(CUBES) for cid in ids}
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))  # row, column, diagonal, anti-diagonal

# Fixed layouts, drawn on a 9×9 grid ('#' is a tile); each has 25 tiles in one 8-connected group.
LAYOUTS: dict[str, tuple[str, ...]] = {
    "checker": (
        ".........",
        ".#.#.#.#.",
        "..#.#.#..",
        ".#.#.#.#.",
        "..#.#.#..",
        ".#.#.#.#.",
        "..#.#.#..",
        ".#.#.#.#.",
        ".........",
    ),
    "diamond": (
        "....#....",
        "...#.#...",
        "..#.#.#..",
        ".#.#.#.#.",
        "#.#.#.#.#",
        ".#.#.#.#.",
        "..#.#.#..",
        "...#.#...",
        "....#....",
    ),
    "star": (
        ".........",
        ".#..#..#.",
        "..#.#.#..",
        "...###...",
        ".#######.",
        "...###...",
        "..#.#.#..",
        ".#..#..#.",
        ".........",
    ),
}
LAYOUT_CHOICES = ("random",) + tuple(LAYOUTS)


def cell_name(slot: int) -> str:
    """A board cell on screen: column letter A-I (left to right), row 1-9 (top to bottom)."""
    return f"{'ABCDEFGHI'[slot % SIDE]}{slot // SIDE + 1}"


def _around(slot: int) -> frozenset[int]:
    x, y = slot % SIDE, slot // SIDE
    return frozenset((y + dy) * SIDE + x + dx for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                     if (dx or dy) and 0 <= x + dx < SIDE and 0 <= y + dy < SIDE)


AROUND = tuple(_around(s) for s in range(CELLS))  # the 8-neighbourhood of every cell


def layout_cells(name: str) -> tuple[int, ...]:
    """The tile cells of a fixed layout."""
    rows = LAYOUTS[name]
    return tuple(y * SIDE + x for y, row in enumerate(rows) for x, mark in enumerate(row) if mark == "#")


def line_through(cells: tuple[int, ...]) -> list[int] | None:
    """Every cell from one end to the other of the straight line holding ``cells``, or None.

    One cell is a line by itself; several must share a row, column or diagonal.
    """
    if len(cells) == 1:
        return [cells[0]]
    points = [(c % SIDE, c // SIDE) for c in cells]
    x0, y0 = points[0]
    for dx, dy in DIRECTIONS:
        steps = []
        for x, y in points:
            t = x - x0 if dx else y - y0
            if (x0 + t * dx, y0 + t * dy) != (x, y):
                break
            steps.append(t)
        else:
            return [(y0 + t * dy) * SIDE + x0 + t * dx for t in range(min(steps), max(steps) + 1)]
    return None


@register
class Oki(State):
    """OKI for two seats."""

    INFO = GameInfo(
        id="oki",
        title="OKI",
        designer="Mitsuo Yamamoto",
        min_players=2,
        max_players=2,
        minutes=10,
        complexity=1,
        options=(
            Option("layout", "Board layout", "random", LAYOUT_CHOICES,
                   help="A new scattered board every game, or one of the fixed layouts."),
            Option("scoring", "Scoring variant", False,
                   help="Count a point per cube you placed, plus 5 for filling the last tile."),
        ),
        summary="Twenty-five tiles lie scattered on the table. Take turns laying a straight row of "
                "cubes, each one touching a cube already down. Whoever covers the final tile wins.",
        contest="Green Box of Games 2018 rulebook",
        playout_options=tuple(((("layout", name),) for name in LAYOUTS))
        + ((("scoring", True),), (("layout", "star"), ("scoring", True))),
    )

    placed: tuple[int, ...]
    last_filler: int | None

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone("board", "grid", "Board", shape=(SIDE, SIDE, "square"), face_up=False, hints=(("coords", True),)),
            Zone("cubes", "grid", "Cubes", shape=(SIDE, SIDE, "square"), over="board"),
        ]
        zones += [Zone(f"supply.{s}", "pool", f"Player {s + 1}'s cubes ({SEAT_COLOURS[s]})", owner=s,
                       area="south" if s == 0 else "north") for s in range(players)]
        return zones

    def setup(self) -> None:
        self.placed = ()
        self.last_filler = None
        layout = self.options["layout"]
        cells = self._random_cells() if layout == "random" else layout_cells(layout)
        for tile, slot in zip(TILES, cells):
            self.put(tile, "board", slot)
        for seat, ids in enumerate(CUBES):
            for cid in ids:
                self.put(cid, f"supply.{seat}")

    def _random_cells(self) -> list[int]:
        """25 cells grown from the centre, each touching the group; sparse spots are preferred."""
        cells: list[int] = []
        taken: set[int] = set()
        edge: set[int] = set()  # the untaken cells touching the group
        touching = [0] * CELLS  # how many taken cells each cell touches
        pick = CELLS // 2
        while True:
            cells.append(pick)
            taken.add(pick)
            edge.discard(pick)
            edge |= AROUND[pick] - taken
            for n in AROUND[pick]:
                touching[n] += 1
            if len(cells) == TILE_COUNT:
                return sorted(cells)
            frontier = sorted(edge)
            sparse = [n for n in frontier if touching[n] <= 2]
            pool = sparse if sparse and self.random_below(4) else frontier
            pick = pool[self.random_below(len(pool))]

    # ----- the board ------------------------------------------------------------------------
    def tile_cells(self) -> frozenset[int]:
        """The cells that hold a tile."""
        loc = self.loc
        return frozenset(loc[t][1] for t in self.contents["board"])

    def cube_cells(self) -> dict[int, int]:
        """The covered cells: cell -> seat of the cube on it."""
        loc = self.loc
        return {loc[c][1]: CUBE_SEAT[c] for c in self.contents["cubes"]}

    def _turn_facts(self) -> tuple[frozenset[int], frozenset[int], set[int]]:
        """(vacant tiles, cells covered when the turn began, vacant tiles touching those)."""
        covered = frozenset(self.cube_cells())
        vacant = self.tile_cells() - covered
        before = covered.difference(self.placed)
        touching = {c for c in vacant if not AROUND[c].isdisjoint(before)}
        return vacant, before, touching

    def open_cells(self) -> list[int]:
        """The cells where the current player's next cube may go this step."""
        supply = len(self.contents[f"supply.{self.current_player}"])
        vacant, before, touching = self._turn_facts()
        if not supply:
            return []
        if not before:
            return sorted(vacant)
        if not self.placed:
            return sorted(touching)
        return [c for c in sorted(touching) if self._fits(c, touching, supply - 1)]

    def _fits(self, cell: int, touching: set[int], spare: int) -> bool:
        """Whether this turn's cubes plus ``cell`` can still be completed into a valid line."""
        chosen = self.placed + (cell,)
        line = line_through(chosen)
        if line is None:
            return False
        gaps = [c for c in line if c not in chosen]
        return len(gaps) <= spare and all(c in touching for c in gaps)

    def line_complete(self) -> bool:
        """Whether this turn's cubes already form an unbroken line."""
        line = line_through(self.placed) if self.placed else None
        return line is not None and len(line) == len(self.placed)

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        cube = self.contents[f"supply.{self.current_player}"]
        actions: list[Action] = [move(cube[-1], "cubes", c) for c in self.open_cells()] if cube else []
        if self.line_complete():
            actions.append(Pass())
        return actions

    def perform(self, action: Action) -> None:
        seat = self.current_player
        if isinstance(action, Pass):
            self._end_turn()
            return
        self.put(action.component, "cubes", action.slot)
        self.placed += (action.slot,)
        if len(self.contents["cubes"]) == len(self.contents["board"]):
            self.last_filler = seat
            self.current_player = None
        elif len(self.contents["cubes"]) == 1:
            self._end_turn()

    def _end_turn(self) -> None:
        """Hand the turn over; a player with no cube left is skipped (the other always can move)."""
        self.placed = ()
        other = 1 - self.current_player
        if self.contents[f"supply.{other}"]:
            self.current_player = other

    def scores(self) -> list[float]:
        if not self.options["scoring"]:
            return [1 if s == self.last_filler else 0 for s in range(self.players)]
        points = [0] * self.players
        for seat in self.cube_cells().values():
            points[seat] += 1
        if self.last_filler is not None:
            points[self.last_filler] += LAST_TILE_BONUS
        return points

    def winners(self) -> list[int]:
        if self.last_filler is None:
            return []
        if not self.options["scoring"]:
            return [self.last_filler]
        a, b = self.scores()
        return [] if a == b else [0 if a > b else 1]

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        if isinstance(action, Pass):
            if not self.placed:
                return "Place at least one cube before ending your turn."
            return "Your cubes must form one unbroken line: fill the gap before ending your turn."
        if not isinstance(action, Move):
            return "Place cubes on the tiles, then end your turn."
        supply = self.contents[f"supply.{self.current_player}"]
        if not supply:
            return "You have no cubes left; end your turn."
        if action.component not in supply:
            return "Place one of your own cubes from your supply."
        if action.zone != "cubes" or not isinstance(action.slot, int) or not 0 <= action.slot < CELLS:
            return "Cubes go onto the tiles of the board."
        cell = action.slot
        vacant, before, touching = self._turn_facts()
        if cell not in self.tile_cells():
            return "There is no tile there."
        if cell not in vacant:
            return f"The tile at {cell_name(cell)} already holds a cube."
        if before and cell not in touching:
            return "Each new cube must touch a cube that was on the board when your turn began."
        if line_through(self.placed + (cell,)) is None:
            return "This turn's cubes must lie in one straight line: a row, a column or a diagonal."
        return "That would leave a gap in your line that cannot be filled."

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        if isinstance(action, Pass):
            count = len(self.placed)
            return f"{who} ends the turn after {count} cube{'s' if count > 1 else ''}."
        text = f"{who} places a cube on {cell_name(action.slot)}"
        vacant = len(self.contents["board"]) - len(self.contents["cubes"])
        if vacant == 1:
            return text + ", filling the last tile."
        if not self.contents["cubes"]:
            return text + " to open the game."
        left = vacant - 1
        return text + f" ({left} tile{'s' if left > 1 else ''} still vacant)."

    def seat_colour(self, seat: int) -> str | None:
        """The colour of the pieces ``seat`` plays."""
        return SEAT_COLOURS[seat]

    def panel(self) -> dict[str, str]:
        vacant = len(self.contents["board"]) - len(self.contents["cubes"])
        counts = [0] * self.players
        for seat in self.cube_cells().values():
            counts[seat] += 1
        facts = {f"{self.seat_name(s)} ({SEAT_COLOURS[s]})": f"{plural(counts[s], 'cube')} on the board"
                 for s in range(self.players)}
        facts["Vacant tiles"] = str(vacant)
        facts["Goal"] = ("Most points: 1 per cube, +5 for the last tile" if self.options["scoring"]
                         else "Fill the last vacant tile")
        if self.current_player is None:
            winners = self.winners()
            facts["Result"] = f"{self.seat_name(winners[0])} wins" if winners else "Draw"
            if self.options["scoring"]:
                facts["Points"] = " – ".join(str(p) for p in self.scores())
        elif self.placed:
            facts["This turn"] = ", ".join(cell_name(c) for c in self.placed)
        return facts

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        zone, slot, _ = where
        if zone == "board":
            state = "covered" if slot in self.cube_cells() else "vacant"
            return f"Tile {cell_name(slot)} ({state})."
        if zone == "cubes":
            now = " (placed this turn)" if slot in self.placed else ""
            return f"{self.seat_name(CUBE_SEAT[component_id])}'s cube on {cell_name(slot)}{now}."
        if zone.startswith("supply."):
            return f"{self.seat_name(int(zone.split('.')[1]))}'s supply: {plural(len(self.contents[zone]), 'cube')} left."
        return None
