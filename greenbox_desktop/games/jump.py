"""Jump: race eight cubes forward across a 4×6 board into the opponent's home rows.

Rulings (shared/rules/jump.md): 4 columns × 6 rows, each player's two home rows green side
up, the two middle rows yellow side up; each player's 8 cubes start on their home rows.  A
move takes one cube one step forward (straight or diagonally) onto an empty tile, or jumps it
over one adjacent cube of either colour, straight or diagonally forward, onto the empty tile
just beyond (one jump, no chains).  A cube in the opponent's home rows is frozen.  All 8 cubes
there wins; a player with no legal move on their turn loses at once.

Player 1 (red) sits at the bottom edge and moves up; Player 2 (blue) sits at the top and moves
down.  Player 1 moves first.  Every move takes a cube at least one row forward, so a game has
at most 2 × 8 × 5 moves and always ends.
"""

from __future__ import annotations

from greenbox_desktop.box import cube_ids, tile_ids
from greenbox_desktop.engine import Action, GameInfo, Move, State, Zone, move, register
from greenbox_desktop.games.boardkit import cell_name, offset, outcome_scores

WIDTH, HEIGHT = 4, 6
CUBES_EACH = 8
SEAT_COLOURS = ("red", "blue")
CUBES = tuple(tuple(cube_ids(colour, CUBES_EACH)) for colour in SEAT_COLOURS)
CUBE_SEAT = {cid: seat for seat, ids in enumerate(CUBES) for cid in ids}
TILES = tuple(tile_ids()[:WIDTH * HEIGHT])
HOME_ROWS = ((4, 5), (0, 1))                 # per seat: the rows it starts on
GOAL_ROWS = (HOME_ROWS[1], HOME_ROWS[0])     # per seat: the opponent's home rows
FORWARD = (-1, 1)                            # per seat: the row step of "forward"


def _forward_rays(seat: int) -> tuple[tuple[tuple[int, int | None], ...], ...]:
    """Per cell: (next cell, cell beyond) for the three forward directions of ``seat``."""
    table = []
    for slot in range(WIDTH * HEIGHT):
        row = []
        for dx in (-1, 0, 1):
            near = offset(slot, dx, FORWARD[seat], WIDTH, HEIGHT)
            if near is not None:
                row.append((near, offset(slot, 2 * dx, 2 * FORWARD[seat], WIDTH, HEIGHT)))
        table.append(tuple(row))
    return tuple(table)


RAYS = tuple(_forward_rays(seat) for seat in range(2))
GOAL_CELLS = tuple(frozenset(y * WIDTH + x for y in rows for x in range(WIDTH)) for rows in GOAL_ROWS)


def name(slot: int) -> str:
    """A board cell in words."""
    return cell_name(slot, WIDTH)


@register
class Jump(State):
    """Jump for two seats."""

    INFO = GameInfo(
        id="jump",
        title="Jump",
        designer="Mitsuo Yamamoto",
        min_players=2,
        max_players=2,
        minutes=10,
        complexity=1,
        summary="Two small armies cross a narrow board head-on. Step forward or leap over any cube "
                "in your way; cubes that reach the far side stay put. Fill the far side first, and "
                "never run out of moves.",
        contest="Green Box of Games 2018 rulebook",
    )

    winner: int | None

    @classmethod
    def declare_zones(cls, players, options):
        return [
            Zone("board", "grid", "Board", shape=(WIDTH, HEIGHT, "square"), hints=(("coords", True),)),
            Zone("cubes", "grid", "Cubes", shape=(WIDTH, HEIGHT, "square"), over="board"),
        ]

    def setup(self) -> None:
        self.winner = None
        for slot, tile in enumerate(TILES):
            green = slot // WIDTH in HOME_ROWS[0] + HOME_ROWS[1]
            self.put(tile, "board", slot, face_up=green)
        for seat, ids in enumerate(CUBES):
            cells = [y * WIDTH + x for y in HOME_ROWS[seat] for x in range(WIDTH)]
            for cid, slot in zip(ids, cells):
                self.put(cid, "cubes", slot)
        self.current_player = 0

    # ----- the board ------------------------------------------------------------------------
    def occupied(self) -> dict[int, str]:
        """Covered cell -> the cube on it."""
        loc = self.loc
        return {loc[c][1]: c for c in self.contents["cubes"]}

    def moves_of(self, seat: int) -> list[Move]:
        """Every legal move of ``seat`` (steps and single jumps of its unfrozen cubes)."""
        board = self.occupied()
        goal = GOAL_CELLS[seat]
        rays = RAYS[seat]
        found = []
        for cid in self.cubes_of(seat):
            here = self.loc[cid][1]
            if here in goal:
                continue
            for near, beyond in rays[here]:
                if near not in board:
                    found.append(move(cid, "cubes", near))
                elif beyond is not None and beyond not in board:
                    found.append(move(cid, "cubes", beyond))
        return found

    def cubes_of(self, seat: int) -> list[str]:
        """``seat``'s cubes on the board."""
        return [cid for cid in self.contents["cubes"] if CUBE_SEAT[cid] == seat]

    def in_goal(self, seat: int) -> int:
        """How many of ``seat``'s cubes stand in its goal rows."""
        goal = GOAL_CELLS[seat]
        return sum(1 for cid in self.cubes_of(seat) if self.loc[cid][1] in goal)

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        return list(self.moves_of(self.current_player))

    def perform(self, action: Action) -> None:
        seat = self.current_player
        self.put(action.component, "cubes", action.slot)
        if self.in_goal(seat) == CUBES_EACH or not self.moves_of(1 - seat):
            self.winner = seat
            self.current_player = None
        else:
            self.current_player = 1 - seat

    def scores(self) -> list[float]:
        return outcome_scores(self.winners(), self.players)

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        if not isinstance(action, Move):
            return "Move one of your cubes forward."
        seat = self.current_player
        if CUBE_SEAT.get(action.component) != seat:
            return "Move one of your own cubes."
        here = self.loc[action.component][1]
        if here in GOAL_CELLS[seat]:
            return "That cube has reached the far side and is frozen."
        if action.zone != "cubes" or not isinstance(action.slot, int):
            return "Cubes move on the board."
        board = self.occupied()
        if action.slot in board:
            return "That tile is taken."
        for near, beyond in RAYS[seat][here]:
            if beyond == action.slot and near not in board:
                return "A jump needs a cube to leap over."
        return "Step one tile forward (straight or diagonal), or jump over one cube just ahead."

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        here = self.loc[action.component][1]
        verb = "jumps" if abs(action.slot // WIDTH - here // WIDTH) == 2 else "steps"
        text = f"{who} {verb} from {name(here)} to {name(action.slot)}"
        if action.slot in GOAL_CELLS[self.current_player]:
            text += ", reaching the far side"
        return text + "."

    def seat_colour(self, seat: int) -> str | None:
        """The colour of the pieces ``seat`` plays."""
        return SEAT_COLOURS[seat]

    def panel(self) -> dict[str, str]:
        facts = {f"{self.seat_name(s)} ({SEAT_COLOURS[s]})": f"{self.in_goal(s)} of {CUBES_EACH} across"
                 for s in range(self.players)}
        facts["Goal"] = "All 8 cubes in the opponent's home rows"
        if self.winner is not None:
            facts["Result"] = f"{self.seat_name(self.winner)} wins"
        return facts

    def marks(self) -> list[tuple[str, int | None, str]]:
        """Frozen cubes (in the opponent's home rows) are ringed on the table, so they read as done."""
        loc = self.loc
        return [("cubes", loc[cid][1], "frozen") for cid in self.contents["cubes"]
                if loc[cid][1] in GOAL_CELLS[CUBE_SEAT[cid]]]

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or where[0] != "cubes":
            return None
        seat = CUBE_SEAT[component_id]
        frozen = " (frozen)" if where[1] in GOAL_CELLS[seat] else ""
        return f"{self.seat_name(seat)}'s cube on {name(where[1])}{frozen}."
