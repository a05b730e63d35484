"""Gridblock: play a card, walk your cube exactly that far, and claim corners of matching tiles.

Rulings (shared/rules/gridblock.md): each colour has six cards (number cards 1-3 and its
three light-green cards); a card's symbol is the target and its value the exact walk
length.  The 36 tiles are dealt symbol up into a 6×6 grid, re-dealt while three of a symbol
touch in a row or column.  Six rounds of three turns: each round every colour shuffles its
six cards and takes three (option: the other three in even rounds).  A turn plays a card
and walks the colour's active cube exactly that many steps, never entering a tile twice; on
a tile of the card's symbol with a free corner a cube goes on a corner, otherwise a cube
goes back to the box.  Two players play two colours each (colour i belongs to seat
i % players) except in Variant B.

Steps: ``Move(card, "played")``; then ``Move(active cube, "centres", end tile)`` (``Pass``
only if no end tile exists); then, if more than one corner is free,
``Move(cube, "corners", corner slot)``.  Setup: each colour's start tile and corner the same
way; Variant A flips with ``Move(tile, "board", its own slot)``; Variant B builds with
``Move(tile, "board", slot)``.
"""

from __future__ import annotations

from collections import Counter

from greenbox_desktop.box import component, cube_ids, tile_ids
from greenbox_desktop.engine import Action, GameInfo, Move, Option, Pass, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.gridblock import geometry as geo
from greenbox_desktop.games.gridblock.parts import (
    ACTIVE, AREAS, BUILD_SIDE, CARDS, COLOURS, HAND_SIZE, ROUNDS, SIDE, TURNS_PER_ROUND, VARIANTS,
)
from greenbox_desktop.games.gridblock.scoring import colour_points, seat_scores
from greenbox_desktop.games.gridblock.words import GridblockWords

def board_side(options: dict) -> int:
    """The width (and height) of the board grid for these options."""
    return BUILD_SIDE if options["variant"] == "b" else SIDE


def colours_for(players: int, options: dict) -> tuple[str, ...]:
    """The colours in play, in turn order (two each for two players, except in Variant B)."""
    count = 4 if players == 2 and options["variant"] != "b" else players
    return COLOURS[:count]


def flips_per_seat(players: int) -> int:
    """Variant A: how many tiles each seat turns to the yellow side."""
    return 3 if players == 3 else 2


@register
class Gridblock(GridblockWords, State):
    """Gridblock for 2-4 seats."""

    INFO = GameInfo(
        id="gridblock",
        title="Gridblock",
        designer="André Heines",
        min_players=2,
        max_players=4,
        minutes=30,
        complexity=2,
        options=(
            Option("variant", "Variant", "standard", VARIANTS, labels=("Standard", "Variant A", "Variant B"),
                   help="Standard board; A: players turn tiles to their yellow side first; "
                        "B: players build the board themselves."),
            Option("keep_rest", "Second half of the hand", False,
                   help="Shuffle only in odd rounds; in even rounds play the three cards left over."),
            Option("corner_win", "Three corners win", False,
                   help="Holding three corners of a tile with nobody else on the fourth wins at once."),
            Option("weakest_colour", "Weakest colour counts", False,
                   help="Two players: only the lower-scoring of your two colours counts."),
        ),
        summary="Play a card, walk your cube exactly that many tiles, and if you land on the card's "
                "symbol claim a corner of the tile. Fill corners cleverly for bonus points.",
        contest="Green Box of Games 2018 rulebook",
        hidden_info=True,
        # The variants and optional rules are played out in tests/games/test_gridblock.py: the
        # full harness costs about 50 s per option set here (2 and 4 players), mostly in its
        # per-step privacy check.
        playout_options=(),
    )

    colours: tuple[str, ...]
    side: int
    cell_tile: tuple[str | None, ...]
    phase: str  # build, start_tile, start_corner, flip, card, move, corner
    mover: int  # index into colours of the colour taking its turn
    round: int
    turn: int
    card_value: int
    card_symbol: str
    corner_tile: int | None
    queue: tuple[int, ...]  # seats still to build (Variant B) or flip (Variant A), in order
    instant_winner: int | None

    @classmethod
    def declare_zones(cls, players, options):
        side = board_side(options)
        zones = [
            Zone("board", "grid", "Board", shape=(side, side, "square"), hints=(("coords", True),)),
            Zone("centres", "grid", "Active cubes", shape=(side, side, "square"), over="board"),
            Zone("corners", "grid", "Corner cubes", shape=(2 * side, 2 * side, "square"), over="board"),
            Zone("played", "pool", "Cards played", area="east", order=9),
        ]
        for i, colour in enumerate(colours_for(players, options)):
            seat = i % players
            area, name = AREAS[seat], colour.capitalize()
            zones += [
                Zone(f"hand.{colour}", "hand", f"{name}: hand", owner=seat, visibility="owner",
                     face_up=False, area=area, order=3 * i),
                Zone(f"rest.{colour}", "stack", f"{name}: set aside", owner=seat, visibility="owner",
                     face_up=False, area=area, order=3 * i + 1),
                Zone(f"supply.{colour}", "pool", f"{name}: cubes", owner=seat, area=area, order=3 * i + 2),
            ]
        if options["variant"] == "b":
            zones += [Zone(f"tiles.{s}", "pool", f"Player {s + 1}'s tiles", owner=s, area=AREAS[s], order=20)
                      for s in range(players)]
        return zones

    # ----- setup ---------------------------------------------------------------------------
    def setup(self) -> None:
        self.colours = colours_for(self.players, self.options)
        self.side = board_side(self.options)
        self.round = 0
        self.turn = 0
        self.mover = 0
        self.card_value = 0
        self.card_symbol = ""
        self.corner_tile = None
        self.instant_winner = None
        self.queue = ()
        for colour in self.colours:
            for cid in cube_ids(colour):
                self.put(cid, f"supply.{colour}")
        if self.options["variant"] == "b":
            self._lay_start_block()
        else:
            self._deal_board()
            self._begin_start()

    def _deal_board(self) -> None:
        """All 36 tiles at random, dealt again while three of a symbol touch in a line."""
        tiles = tile_ids()
        while True:
            self.shuffle(tiles)
            if not geo.has_run([component(t).symbol for t in tiles], SIDE, SIDE):
                break
        for cell, tile in enumerate(tiles):
            self.put(tile, "board", cell)
        self.cell_tile = tuple(tiles)

    def _lay_start_block(self) -> None:
        """Variant B: one tile of each symbol in a 3×2 block mid-table; each seat gets a set of six."""
        symbols = [component(t).symbol for t in tile_ids()[::6]]
        self.shuffle(symbols)
        grid: list[str | None] = [None] * (BUILD_SIDE * BUILD_SIDE)
        top, left = BUILD_SIDE // 2 - 1, BUILD_SIDE // 2 - 2
        for k, symbol in enumerate(symbols):
            cell = (top + k // 3) * BUILD_SIDE + left + k % 3
            grid[cell] = f"tile.{symbol}.1"
            self.put(grid[cell], "board", cell)
        self.cell_tile = tuple(grid)
        for seat in range(self.players):
            for symbol in sorted(symbols):
                self.put(f"tile.{symbol}.{seat + 2}", f"tiles.{seat}")
        self.queue = tuple(s for _ in range(len(symbols)) for s in reversed(range(self.players)))
        self.phase = "build"
        self.current_player = self.queue[0]

    def _begin_start(self) -> None:
        """Every colour draws one card at random; its symbol picks the start tile."""
        for colour in self.colours:
            for card in CARDS[colour]:
                self.put(card, f"rest.{colour}")
            self.shuffle_zone(f"rest.{colour}")
            self.put(self.top(f"rest.{colour}"), "played", face_up=True)
        self.mover = 0
        self.phase = "start_tile"
        self.current_player = self.seat_of(0)

    # ----- reading the table ---------------------------------------------------------------
    def seat_colour(self, seat: int) -> str | None:
        """The colour of the pieces ``seat`` plays."""
        return colours_for(self.players, self.options)[seat]

    def seat_of(self, index: int) -> int:
        """The seat playing the colour at ``index``."""
        return index % self.players

    @property
    def colour(self) -> str:
        """The colour taking its turn (or placing its start cubes)."""
        return self.colours[self.mover]

    def tile_cells(self) -> frozenset[int]:
        """The cells that hold a tile."""
        return frozenset(c for c, t in enumerate(self.cell_tile) if t is not None)

    def symbol_at(self, cell: int) -> str | None:
        """The symbol showing on a tile, or None for an empty cell or a yellow (face-down) tile."""
        tile = self.cell_tile[cell]
        if tile is None or not self.loc[tile][2]:
            return None
        return component(tile).symbol

    def is_yellow(self, cell: int) -> bool:
        """Whether a cell holds a tile turned to its yellow side (Variant A)."""
        tile = self.cell_tile[cell]
        return tile is not None and not self.loc[tile][2]

    def corner_cubes(self) -> dict[int, str]:
        """Corner slot -> colour of the cube on it."""
        loc = self.loc
        return {loc[c][1]: c.split(".")[1] for c in self.contents["corners"]}

    def cubes_by_tile(self) -> dict[int, Counter]:
        """Tile cell -> colour -> number of cubes on its corners."""
        out: dict[int, Counter] = {}
        for slot, colour in self.corner_cubes().items():
            out.setdefault(geo.tile_of_corner(slot, self.side), Counter())[colour] += 1
        return out

    def free_corners(self, cell: int) -> list[int]:
        """The free corner slots of a tile, in corner order."""
        taken = self.corner_cubes()
        return [s for s in geo.corner_slots(cell, self.side) if s not in taken]

    def active_cell(self, colour: str) -> int | None:
        """Where a colour's active cube stands (None before it is placed)."""
        where = self.loc[ACTIVE[colour]]
        return where[1] if where[0] == "centres" else None

    def claimer(self, cell: int) -> str | None:
        """Variant A: the colour that claimed a yellow tile, if any."""
        colours = {c for s, c in self.corner_cubes().items() if geo.tile_of_corner(s, self.side) == cell}
        return min(colours) if colours else None

    def scoring_cube(self, colour: str) -> str | None:
        """The next cube of a colour to go on the grid or back to the box."""
        top = self.top(f"supply.{colour}")
        return None if top is None or top == ACTIVE[colour] else top

    def end_tiles(self) -> list[int]:
        """The tiles the active cube may end on with the card just played."""
        start = self.active_cell(self.colour)
        ends = geo.path_ends(start, self.card_value, self.tile_cells(), self.side, self.side)
        return sorted(c for c in ends if not self._barred(c))

    def _barred(self, cell: int) -> bool:
        """Variant A: a yellow tile claimed by another colour may be crossed but not ended on."""
        if not self.is_yellow(cell):
            return False
        owner = self.claimer(cell)
        return owner is not None and owner != self.colour

    def flippable(self) -> list[int]:
        """Variant A: face-up tiles with no cube that can turn yellow keeping the green tiles joined."""
        occupied = set(geo.tile_of_corner(s, self.side) for s in self.corner_cubes())
        occupied |= {self.loc[c][1] for c in self.contents["centres"]}
        green = {c for c in self.tile_cells() if not self.is_yellow(c)}
        return [c for c in sorted(green - occupied) if geo.connected(green - {c}, self.side, self.side)]

    # ----- legal actions -------------------------------------------------------------------
    def generate(self) -> list[Action]:
        phase, colour = self.phase, self.colour
        if phase == "build":
            spots = geo.frontier(self.tile_cells(), self.side, self.side)
            return [move(t, "board", c) for t in self.contents[f"tiles.{self.current_player}"] for c in spots]
        if phase == "flip":
            return [move(self.cell_tile[c], "board", c) for c in self.flippable()]
        if phase == "start_tile":
            symbol = component(self._setup_card(colour)).symbol
            return [move(ACTIVE[colour], "centres", c) for c in sorted(self.tile_cells())
                    if self.symbol_at(c) == symbol and self.free_corners(c)]
        if phase in ("start_corner", "corner"):
            cube = self.scoring_cube(colour)
            return [move(cube, "corners", s) for s in self.free_corners(self.corner_tile)]
        if phase == "card":
            return [move(card, "played") for card in self.contents[f"hand.{colour}"]]
        ends = self.end_tiles()
        return [move(ACTIVE[colour], "centres", c) for c in ends] if ends else [Pass()]

    def _setup_card(self, colour: str) -> str:
        """The card a colour drew to pick its start tile."""
        return next(c for c in self.contents["played"] if c.split(".")[1] == colour)

    # ----- applying actions ----------------------------------------------------------------
    def perform(self, action: Action) -> None:
        phase = self.phase
        if phase == "build":
            self._build(action)
        elif phase == "flip":
            self.flip(action.component, False)
            self._next_in_queue()
        elif phase == "start_tile":
            self.put(action.component, "centres", action.slot)
            self._offer_corner(action.slot, "start_corner")
        elif phase in ("start_corner", "corner"):
            self._place_cube(action.slot)
        elif phase == "card":
            self.put(action.component, "played", face_up=True)
            card = component(action.component)
            self.card_value, self.card_symbol = card.value, card.symbol
            self.phase = "move"
        else:
            if isinstance(action, Move):
                self.put(action.component, "centres", action.slot)
                self._land(action.slot)
            else:
                self._box_a_cube()

    def _build(self, action: Action) -> None:
        grid = list(self.cell_tile)
        grid[action.slot] = action.component
        self.cell_tile = tuple(grid)
        self.put(action.component, "board", action.slot)
        self.queue = self.queue[1:]
        if self.queue:
            self.current_player = self.queue[0]
        else:
            self._begin_start()

    def _next_in_queue(self) -> None:
        """Variant A: the next flipper, skipping anyone with nothing left to flip; then round 1."""
        self.queue = self.queue[1:]
        if self.queue and self.flippable():
            self.current_player = self.queue[0]
        else:
            self._begin_round()

    def _land(self, cell: int) -> None:
        """The active cube has ended its walk on ``cell``: claim, score a corner or box a cube."""
        if self.is_yellow(cell):
            if self.claimer(cell) is None:
                self._place_cube(geo.corner_slot(cell, 0, self.side))
            else:
                self._box_a_cube()
        elif self.symbol_at(cell) == self.card_symbol and self.free_corners(cell):
            self._offer_corner(cell, "corner")
        else:
            self._box_a_cube()

    def _offer_corner(self, cell: int, phase: str) -> None:
        """Ask which corner if there is a choice, otherwise place on the only free one."""
        free = self.free_corners(cell)
        self.corner_tile = cell
        if len(free) == 1:
            self._place_cube(free[0])
        else:
            self.phase = phase

    def _place_cube(self, slot: int) -> None:
        colour = self.colour
        self.put(self.scoring_cube(colour), "corners", slot)
        self.corner_tile = None
        if self.options["corner_win"] and self._holds_tile(colour, geo.tile_of_corner(slot, self.side)):
            self.instant_winner = self.seat_of(self.mover)
            self.current_player = None
            return
        self._end_turn()

    def _holds_tile(self, colour: str, cell: int) -> bool:
        """Three or more corners of the tile are ``colour``'s and no other colour has one."""
        counts = self.cubes_by_tile().get(cell, Counter())
        return counts[colour] >= 3 and len(counts) == 1

    def _box_a_cube(self) -> None:
        """No cube could go on the grid this turn: one goes back to the box to count the turn."""
        cube = self.scoring_cube(self.colour)
        if cube is not None:
            self.put(cube, "box")
        self._end_turn()

    def _end_turn(self) -> None:
        """Hand over to the next colour: start placement, Variant A flips, or the next turn."""
        self.mover += 1
        if self.phase in ("start_tile", "start_corner"):
            if self.mover < len(self.colours):
                self.phase = "start_tile"
                self.current_player = self.seat_of(self.mover)
            elif self.options["variant"] == "a":
                self._begin_flips()
            else:
                self._begin_round()
            return
        if self.mover < len(self.colours):
            self.phase = "card"
            self.current_player = self.seat_of(self.mover)
            return
        self.mover = 0
        self.turn += 1
        if self.turn < TURNS_PER_ROUND:
            self.phase = "card"
            self.current_player = self.seat_of(0)
        elif self.round < ROUNDS:
            self._begin_round()
        else:
            self.phase = "over"
            self.current_player = None

    def _begin_flips(self) -> None:
        quota = flips_per_seat(self.players)
        self.queue = tuple(s for s in reversed(range(self.players)) for _ in range(quota))
        self.mover = 0
        self.phase = "flip"
        self.current_player = self.queue[0]
        if not self.flippable():
            self._begin_round()

    def _begin_round(self) -> None:
        """A new round: every colour takes up three cards (shuffled, or its leftovers)."""
        self.round += 1
        self.turn = 0
        self.mover = 0
        self.queue = ()
        leftovers = self.options["keep_rest"] and self.round % 2 == 0
        for colour in self.colours:
            hand, rest = f"hand.{colour}", f"rest.{colour}"
            if not leftovers:
                for card in CARDS[colour]:
                    self.put(card, rest)
                self.shuffle_zone(rest)
            for _ in range(HAND_SIZE):
                self.put(self.top(rest), hand)
        self.phase = "card"
        self.current_player = self.seat_of(0)

    def mask_fields(self, view: State, seat: int | None) -> None:
        """The tile ids in ``cell_tile`` follow the view's names (a yellow tile's symbol is hidden)."""
        grid = list(self.cell_tile)
        for slot, name in view.zone("board"):
            grid[slot] = name
        view.cell_tile = tuple(grid)

    # ----- results -------------------------------------------------------------------------
    def colour_points(self) -> dict[str, int]:
        """Each colour's points so far."""
        return colour_points(self.cubes_by_tile(), self.colours)

    def scores(self) -> list[float]:
        return seat_scores(self.colour_points(), self.colours, self.players, self.options["weakest_colour"])

    def evaluate(self, seat: int) -> float:
        """For bots: the seat's lead in points so far (three points is a clear lead)."""
        return lead(self.scores(), seat, 3.0)

    def winners(self) -> list[int]:
        if self.instant_winner is not None:
            return [self.instant_winner]
        if self.current_player is not None:
            return []
        scores = self.scores()
        best = max(scores)
        return [s for s, v in enumerate(scores) if v == best]
