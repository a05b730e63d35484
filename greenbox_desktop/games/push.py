"""Push: slide your tiles back into a full 6×6 board until you own a whole row or column.

Rulings (shared/rules/push.md): the 36 tiles fill the board in a checker pattern; seat 0 owns
the green (symbol side up) tiles, seat 1 the yellow (star side up) ones.  A move lifts one of
your own edge tiles and slides it back in at an edge square at the far end of its row or
column (a corner tile has 2 choices, any other edge tile 3), shifting the tiles between one
step toward the gap.  The first full line of one colour wins; if a move completes lines for
both, the mover wins.

A move is ``Move(tile, "board", entry)`` where ``entry`` is the slot of the square the tile
re-enters at.  Which tile is which does not matter, only its side: every tile on the board is
public, star side or not (see ``visible_to``).  Our own draw rule (random play could push
forever): the game is drawn when a position (colours on the board and player to move) comes
up for the third time, or after ``MOVE_CAP`` moves without a winner.
"""

from __future__ import annotations

from greenbox_desktop.box import tile_ids
from greenbox_desktop.engine import Action, GameInfo, Move, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.grid_cells import cell_name

SIDE = 6
CELLS = SIDE * SIDE
MOVE_CAP = 200
REPEATS_TO_DRAW = 3
SIDE_NAMES = ("green", "yellow")
TILES = tuple(tile_ids())


def _lines() -> tuple[tuple[int, ...], ...]:
    """Every row and column, each as its cells in order."""
    rows = [tuple(y * SIDE + x for x in range(SIDE)) for y in range(SIDE)]
    cols = [tuple(y * SIDE + x for y in range(SIDE)) for x in range(SIDE)]
    return tuple(rows + cols)


LINES = _lines()
LINE_MASKS = tuple(sum(1 << cell for cell in line) for line in LINES)  # each line's cells as bits


def _pushes(cell: int) -> dict[int, tuple[int, ...]]:
    """For an edge cell: entry cell -> the cells from the entry to ``cell`` (the gap)."""
    out: dict[int, tuple[int, ...]] = {}
    for line in LINES:
        if cell not in line:
            continue
        i = line.index(cell)
        for end in (0, SIDE - 1):
            if end != i:
                step = 1 if end < i else -1
                out[line[end]] = tuple(line[j] for j in range(end, i + step, step))
    return out


def _on_edge(cell: int) -> bool:
    x, y = cell % SIDE, cell // SIDE
    return x in (0, SIDE - 1) or y in (0, SIDE - 1)


EDGE_CELLS = tuple(c for c in range(CELLS) if _on_edge(c))
PUSHES = {c: _pushes(c) for c in EDGE_CELLS}


def green_at_start(cell: int) -> bool:
    """Whether a cell starts with a green tile (the checker pattern, green in the top-left corner)."""
    return (cell % SIDE + cell // SIDE) % 2 == 0


@register
class Push(State):
    """Push for two seats: green (seat 0) against yellow (seat 1)."""

    INFO = GameInfo(
        id="push",
        title="Push",
        designer="Vegard Farstad",
        min_players=2,
        max_players=2,
        minutes=10,
        complexity=1,
        summary="A full chessboard of green and yellow tiles. Pull one of yours off the edge and shove "
                "it back in from the other end of its row or column. Own a whole line of six to win.",
        contest="Green Box of Games 2018 rulebook",
    )
    MUTABLE = ("seen",)

    grid: tuple[str, ...]
    moves_made: int
    seen: dict[int, int]
    result: str | None  # None while playing, then "win" or "draw"
    winner: int | None

    @classmethod
    def declare_zones(cls, players, options):
        return [Zone("board", "grid", "Board", shape=(SIDE, SIDE, "square"), hints=(("coords", True),))]

    def setup(self) -> None:
        tiles = list(TILES)
        self.shuffle(tiles)
        for cell, tile in enumerate(tiles):
            self.put(tile, "board", cell, face_up=green_at_start(cell))
        self.grid = tuple(tiles)
        self.moves_made = 0
        self.result = None
        self.winner = None
        self.seen = {self._position_key(): 1}

    # ----- reading the board ---------------------------------------------------------------
    def visible_to(self, component_id: str, seat: int | None) -> bool:
        """Every tile on the board is known to all: its side shows whose it is, and which
        symbol hides under a star makes no difference to the game."""
        return component_id in self.loc

    def owner_at(self, cell: int) -> int:
        """The seat owning the tile in a cell (0 green / symbol side, 1 yellow / star side)."""
        return 0 if self.loc[self.grid[cell]][2] else 1

    def owners(self) -> list[int]:
        """``owner_at`` of every cell, in cell order (read once for a whole-board question)."""
        loc = self.loc
        return [0 if loc[tile][2] else 1 for tile in self.grid]

    def green_mask(self, owners: list[int] | None = None) -> int:
        """The cells whose tile shows green (seat 0's side), as bits of an int."""
        owners = self.owners() if owners is None else owners
        return sum(1 << cell for cell, owner in enumerate(owners) if owner == 0)

    def _position_key(self, owners: list[int] | None = None) -> int:
        return self.green_mask(owners) * 2 + (self.current_player or 0)

    def full_lines(self, owners: list[int] | None = None) -> list[set[int]]:
        """For each seat, the indices (into ``LINES``) of the lines it owns completely."""
        green = self.green_mask(owners)
        owned: list[set[int]] = [set(), set()]
        for k, cells in enumerate(LINE_MASKS):
            held = green & cells
            if held == cells:
                owned[0].add(k)
            elif not held:
                owned[1].add(k)
        return owned

    # ----- rules ---------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat, owners, grid = self.current_player, self.owners(), self.grid
        return [move(grid[cell], "board", entry)
                for cell in EDGE_CELLS if owners[cell] == seat
                for entry in PUSHES[cell]]

    def perform(self, action: Action) -> None:
        assert isinstance(action, Move)
        seat = self.current_player
        gap = self.loc[action.component][1]
        path = PUSHES[gap][action.slot]
        grid = list(self.grid)
        for i in range(len(path) - 1, 0, -1):
            grid[path[i]] = grid[path[i - 1]]
        grid[path[0]] = action.component
        self.grid = tuple(grid)
        for cell in path:
            tile = grid[cell]
            self.put(tile, "board", cell, face_up=self.loc[tile][2])
        self.moves_made += 1
        owners = self.owners()
        owned = self.full_lines(owners)
        if owned[seat] or owned[1 - seat]:
            self.winner = seat if owned[seat] else 1 - seat
            self.result = "win"
            self.current_player = None
            return
        self.current_player = 1 - seat
        key = self._position_key(owners)
        self.seen[key] = self.seen.get(key, 0) + 1
        if self.seen[key] >= REPEATS_TO_DRAW or self.moves_made >= MOVE_CAP:
            self.result = "draw"
            self.current_player = None

    def scores(self) -> list[float]:
        return [1 if s == self.winner else 0 for s in range(self.players)]

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    def evaluate(self, seat: int) -> float:
        """For bots: who is nearer to full lines (each line counts the square of a seat's tiles in it)."""
        owners = self.owners()
        power = [0, 0]
        for line in LINES:
            first = sum(1 for cell in line if owners[cell] == 0)
            power[0] += first * first
            power[1] += (len(line) - first) ** 2
        return lead(power, seat, 20.0)

    # ----- words ---------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        if not isinstance(action, Move):
            return "Lift one of your edge tiles and push it back in."
        where = self.loc.get(action.component)
        if where is None or where[0] != "board":
            return "Only the tiles on the board take part."
        cell = where[1]
        if self.owner_at(cell) != self.current_player:
            mine, theirs = SIDE_NAMES[self.current_player], SIDE_NAMES[1 - self.current_player]
            return f"That tile is {theirs}: you push {mine} tiles."
        if cell not in PUSHES:
            return "Only a tile on the edge of the board can be lifted."
        if action.zone != "board" or action.slot not in PUSHES[cell]:
            ends = " or ".join(cell_name(e, SIDE) for e in PUSHES[cell])
            return f"That tile goes back in at the far end of its row or column: {ends}."
        return None

    def describe(self, action: Action) -> str:
        assert isinstance(action, Move)
        who = self.seat_name(self.current_player)
        gap = self.loc[action.component][1]
        return f"{who} lifts the tile at {cell_name(gap, SIDE)} and pushes it in at {cell_name(action.slot, SIDE)}."

    def now(self) -> str | None:
        """The panel's one-line instruction."""
        return (f"Lift one of your {SIDE_NAMES[self.current_player]} tiles from the edge and drop it on a lit "
                "square: it goes back in at the far end of its row or column.")

    def seat_colour(self, seat: int) -> str | None:
        """The colour of the pieces ``seat`` plays."""
        return SIDE_NAMES[seat]

    def panel(self) -> dict[str, str]:
        facts = {"Green (symbol side)": self.seat_name(0),
                 "Yellow (star side)": self.seat_name(1),
                 "Moves": f"{self.moves_made} of at most {MOVE_CAP}"}
        if self.result == "draw":
            facts["Result"] = "Draw"
        elif self.result == "win":
            facts["Result"] = f"{self.seat_name(self.winner)} owns a full line"
        return facts

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        owner = self.owner_at(where[1])
        return f"{cell_name(where[1], SIDE)}: {SIDE_NAMES[owner]}, {self.seat_name(owner)}'s tile"
