"""Attack of the Moulds: the rules engine (turns, growing, spreading, take-overs, the end).

Rulings (shared/rules/attack_of_the_moulds.md): the 37-cell hexagon with the yellow star card
in the centre (or the wiki's 6×6 square board with eight neighbours), 20 cubes per player, one
cube per cell.  A turn grows a new cube from the supply next to one of yours, or spreads one of
your cubes to an empty cell exactly two steps away; then every enemy cube next to it goes back
to its owner's supply and one of yours takes its place, while your supply lasts.  A player with
no legal move passes; one with no cubes on the board is out.  All 20 cubes on the board wins at
once; a full board, or only one player left on it, ends the game: most cubes on the board wins.

Our rulings where those are silent: tied leaders share the win; take-overs go round the new
cube in reading order (a supply that runs dry means all 20 cubes are out, so the mover wins and
the order only decides which rival cubes stay); after ``QUIET_ROUNDS`` full rounds in a row in
which no cube grew onto the board the game ends as if the board were full (spreads and
take-overs alone could go on for ever, so only growth counts as progress); the square board,
like the wiki's, is for 2 or 4 players.
"""

from __future__ import annotations

from functools import lru_cache

from greenbox_desktop.engine import Action, GameInfo, Move, Option, State, Zone, move, register
from greenbox_desktop.games.attack_of_the_moulds import words
from greenbox_desktop.games.attack_of_the_moulds.boards import BOARDS, ROW_LETTERS, Board, starts
from greenbox_desktop.games.attack_of_the_moulds.pieces import (
    CUBE_SEAT, CUBES, CUBES_EACH, QUIET_ROUNDS, STAR_CARD, TILES, colour, supply,
)

MAX_SLOTS = max(b.width * b.height for b in BOARDS.values())


@lru_cache(maxsize=None)
def _moves(cid: str) -> tuple[Move, ...]:
    """The moves of one cube onto every slot of the largest board grid, made once."""
    return tuple(move(cid, "cubes", slot) for slot in range(MAX_SLOTS))


@register
class AttackOfTheMoulds(State):
    """Attack of the Moulds for 2-6 seats."""

    INFO = GameInfo(
        id="attack_of_the_moulds",
        title="Attack of the Moulds",
        designer="Vegard Farstad",
        min_players=2,
        max_players=6,
        minutes=10,
        complexity=1,
        options=(
            Option("board", "Board", "hexagon", choices=("hexagon", "square"),
                   labels=("Hexagon, 37 cells", "Square 6×6 (2 or 4)"),
                   help="The hexagon of 37 cells around the star card, or the community's 6×6 square "
                        "(eight neighbours per cell), which is for 2 or 4 players."),
        ),
        summary="Spots of mould fight over a forgotten sandwich. Grow a new cube beside your mould or "
                "leap one two cells away, and every rival cube next to where you land turns into yours. "
                "Get all twenty of your cubes onto the board to win at once.",
        contest="2019 Contest X",
    )
    MUTABLE = ("grid", "counts")

    grid: list[str | None]
    counts: list[int]
    quiet: int
    passed: tuple[int, ...]
    won: tuple[int, ...]
    note: str

    @classmethod
    def declare_zones(cls, players, options):
        board = BOARDS[options["board"]]
        cells = (("cells", board.cells),)
        rows = (("row_labels", tuple(ROW_LETTERS[:board.shape[1]])),)  # a cell is named by its row's letter
        zones = [Zone("board", "grid", "The sandwich", shape=board.shape, face_up=False, hints=(*cells, *rows)),
                 Zone("cubes", "grid", shape=board.shape, over="board", hints=(*cells, ("cover", True)))]
        for s in range(players):
            zones.append(Zone(supply(s), "pool", f"Player {s + 1}", owner=s,  # the seat's supply, named in its tooltip
                              area="west" if s % 2 == 0 else "east", order=s))
        return zones

    def setup(self) -> None:
        board = self.board
        groups = starts(board, self.players)
        self.grid = [None] * (board.width * board.height)
        self.counts = [0] * self.players
        self.quiet = 0
        self.passed = ()
        self.won = ()
        self.note = ""
        tiles = iter(TILES)
        for slot in board.cells:
            if slot == board.centre:
                self.put(STAR_CARD, "board", slot, face_up=True)
            else:
                self.put(next(tiles), "board", slot)
        for seat, cells in enumerate(groups):
            for k, cid in enumerate(CUBES[seat]):
                if k < len(cells):
                    self._place(cid, cells[k], seat)
                else:
                    self.put(cid, supply(seat))

    # ----- the board ------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The board in play."""
        return BOARDS[self.options["board"]]

    def in_game(self) -> list[int]:
        """The seats with cubes on the board."""
        return [s for s in range(self.players) if self.counts[s]]

    def takeovers(self, seat: int, cid: str, dest: int) -> list[int]:
        """The cells whose enemy cubes turn into ``seat``'s when ``cid`` lands on ``dest``."""
        left = len(self.contents[supply(seat)]) - (self.loc[cid][0] != "cubes")
        grid = self.grid
        found = [n for n in self.board.near[dest] if grid[n] is not None and CUBE_SEAT[grid[n]] != seat]
        return found[:left]

    def _place(self, cid: str, slot: int, seat: int) -> None:
        """Put ``seat``'s cube ``cid`` on an empty cell."""
        self.put(cid, "cubes", slot)
        self.grid[slot] = cid
        self.counts[seat] += 1

    def _actions_for(self, seat: int) -> list[Action]:
        """Every grow (new cube onto a free neighbour cell) and spread of ``seat``, grows first."""
        board, grid = self.board, self.grid
        near, reach = board.near, board.reach
        spreads: list[Action] = []
        targets: set[int] = set()
        for slot in board.cells:
            cid = grid[slot]
            if cid is None or CUBE_SEAT[cid] != seat:
                continue
            row = _moves(cid)
            spreads += [row[n] for n in reach[slot] if grid[n] is None]
            targets.update(n for n in near[slot] if grid[n] is None)
        pile = self.contents[supply(seat)]
        if not pile or not targets:
            return spreads
        row = _moves(pile[-1])
        return [row[n] for n in sorted(targets)] + spreads

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        return self._actions_for(self.current_player)

    def perform(self, action: Action) -> list[Action] | None:
        seat = self.current_player
        cid, dest = action.component, action.slot
        grew = self.loc[cid][0] != "cubes"
        victims = self.takeovers(seat, cid, dest)
        if grew:
            self._place(cid, dest, seat)
        else:
            self.grid[self.loc[cid][1]] = None
            self.put(cid, "cubes", dest)
            self.grid[dest] = cid
        pile = self.contents[supply(seat)]
        for cell in victims:
            victim = self.grid[cell]
            owner = CUBE_SEAT[victim]
            self.put(victim, supply(owner))
            self.counts[owner] -= 1
            self._place(pile[-1], cell, seat)
        self.quiet = 0 if grew else self.quiet + 1
        self.passed = ()
        if not pile:
            self._finish((seat,), f"{self.seat_name(seat)} has all {CUBES_EACH} cubes on the board.")
            return None
        return self._next_turn(seat)

    def _next_turn(self, seat: int) -> list[Action] | None:
        """Hand the turn on, passing for seats that cannot move; end the game when it is over."""
        while True:
            if self._ended():
                return None
            seat = (seat + 1) % self.players
            if not self.counts[seat]:
                continue
            actions = self._actions_for(seat)
            if actions:
                self.current_player = seat
                return actions
            self.passed += (seat,)
            self.quiet += 1

    def _ended(self) -> bool:
        """Finish the game if the board is full, one seat is left or the mould stopped growing."""
        alive = self.in_game()
        if sum(self.counts) == len(self.board.cells):
            why = "The board is full."
        elif len(alive) == 1:
            why = f"Only {self.seat_name(alive[0])} has cubes on the board."
        elif self.quiet >= QUIET_ROUNDS * len(alive):
            why = f"No cube grew for {QUIET_ROUNDS} full rounds."
        else:
            return False
        best = max(self.counts)
        self._finish(tuple(s for s in alive if self.counts[s] == best), why)
        return True

    def _finish(self, winners: tuple[int, ...], why: str) -> None:
        """Stop the game with ``winners``."""
        self.won = winners
        self.note = why
        self.current_player = None

    def scores(self) -> list[float]:
        return list(self.counts)

    def winners(self) -> list[int]:
        return list(self.won)

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        return words.reason(self, action)

    def describe(self, action: Action) -> str:
        return words.describe(self, action)

    def panel(self) -> dict[str, str]:
        return words.panel(self)

    def tooltip(self, component_id: str) -> str | None:
        return words.tooltip(self, component_id)

    def now(self) -> str | None:
        return words.now(self)

    def news(self, before: State, action: Action) -> list[str]:
        return words.news(self)

    def seat_colour(self, seat: int) -> str | None:
        return colour(seat)

    # ----- bots -----------------------------------------------------------------------------
    def evaluate(self, seat: int) -> float | None:
        """``seat``'s cubes on the board against the strongest rival's: even is 0.5, out is 0."""
        mine = self.counts[seat]
        rival = max(n for s, n in enumerate(self.counts) if s != seat)
        return mine / (mine + rival) if mine + rival else 0.5

