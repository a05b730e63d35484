"""Lords of the Green: set-up, legal actions and their effects.

A turn is a few drags: 1-3 knights from the colour's pile onto one tile, then the lord.  In a
colour's first turn the lord joins those knights.  Later the lord moves: first 1-3 knights
standing with him are carried, one drag each, to a tile with no lord, then the lord follows,
which needs the majority there.  When no lord move exists the turn may end (Pass) with the lord
staying; a colour that cannot place a knight is passed over, and when no colour can, the game
is over.
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, Move, Pass, State, move
from greenbox_desktop.games.lords_of_the_green import board
from greenbox_desktop.games.lords_of_the_green.board import MAX_PLACE, NO_TILE

BOARD, PIECES, LORDS = "board", "pieces", "lords"


def pile(colour: str) -> str:
    """The zone of one colour's knights still to be placed."""
    return f"knights.{colour}"


def piece_colour(cid: str) -> str:
    """The colour of a knight or lord."""
    return cid.split(".")[1]


class Rules(State):
    """The rules of Lords of the Green (words and registration come in subclasses)."""

    MUTABLE = ("counts",)

    colours: tuple[str, ...]
    values: tuple[int, ...]  # each tile's pip code, by board cell
    counts: list[int]  # knights per (tile, colour): counts[tile * len(colours) + colour]
    lords: tuple[int, ...]  # each colour's lord's tile, NO_TILE before his first turn
    turn: int  # the colour whose turn it is
    placed_on: int  # this turn's tile of placement
    placed: int  # knights placed this turn
    dest: int  # where the lord is going this turn (once a knight is carried)
    carried: int  # knights carried to ``dest`` this turn
    note: str  # who was passed over since the last turn
    ended: str  # why the game ended ("" while it goes on)

    def setup(self) -> None:
        n = board.colour_count(self.players)
        self.colours = board.colours_in_play(self.players)
        tiles = list(board.tile_set(self.players))
        self.shuffle(tiles)
        for cell, tile in enumerate(tiles):
            self.put(tile, BOARD, cell)
        self.values = tuple(board.pip_code(t) for t in tiles)
        for colour in self.colours:
            self.put(board.lord_id(colour), LORDS)
            for cid in board.knight_ids(colour):
                self.put(cid, pile(colour))
        self.counts = [0] * (len(tiles) * n)
        self.lords = (NO_TILE,) * n
        self.note = ""
        self.ended = ""
        self._start_turn(0)

    # ----- facts ------------------------------------------------------------------------------
    @property
    def tiles(self) -> int:
        """How many tiles the board has."""
        return len(self.values)

    def colour_name(self, k: int) -> str:
        """A colour in words, capitalised ("Red")."""
        return self.colours[k].capitalize()

    def owner(self, k: int) -> str:
        """The player of colour ``k``, e.g. ``Player 2``."""
        return f"Player {self.owner_seat(k) + 1}"

    def side(self, k: int) -> str:
        """A colour and its player, e.g. ``Red (Player 1)``."""
        return f"{self.colour_name(k)} ({self.owner(k)})"

    def owner_seat(self, k: int) -> int:
        """The seat playing colour ``k``."""
        return board.seat_of(k, self.players)

    def left(self, k: int) -> int:
        """How many knights colour ``k`` has still to place."""
        return len(self.contents[pile(self.colours[k])])

    def knights_on(self, tile: int, k: int) -> int:
        """Colour ``k``'s knights on ``tile``."""
        return self.counts[tile * len(self.colours) + k]

    def strength(self, tile: int) -> list[int]:
        """Each colour's pieces on ``tile`` (the lord counts as one)."""
        return board.strengths(self.counts, self.lords, tile)

    def holder(self, tile: int) -> int | None:
        """The colour holding the majority on ``tile``, or None."""
        return board.leader(self.strength(tile))

    def lord_at(self, tile: int) -> int | None:
        """The colour whose lord stands on ``tile``, or None."""
        return self.lords.index(tile) if tile in self.lords else None

    def tally(self, k: int) -> tuple[list[int], list[int]]:
        """Per tile: colour ``k``'s knights, and the most pieces any other colour has there."""
        n, counts, lords = len(self.colours), self.counts, self.lords
        columns = []
        for j in range(n):
            if j != k:
                column = counts[j::n]
                if lords[j] != NO_TILE:
                    column[lords[j]] += 1
                columns.append(column)
        rival = list(map(max, *columns)) if len(columns) > 1 else columns[0]
        return counts[k::n], rival

    def placeable(self, k: int) -> list[int]:
        """The tiles where colour ``k`` may start a placement: no other lord, no majority of its own."""
        own, rival = self.tally(k)
        home = self.lords[k]
        guarded = set(self.lords)
        return [t for t in range(self.tiles)
                if (t not in guarded or t == home) and own[t] + (t == home) <= rival[t]]

    def placements(self, k: int) -> list[Action]:
        """The moves that can start colour ``k``'s turn: its next knight onto each tile it may use
        (none when it has no knight left or no such tile)."""
        knight = self.top(pile(self.colours[k]))
        if knight is None:
            return []
        return [move(knight, PIECES, t) for t in self.placeable(k)]

    def rivals_best(self, tile: int, k: int) -> int:
        """The most pieces any colour other than ``k`` has on ``tile``."""
        strength = self.strength(tile)
        return max(s for j, s in enumerate(strength) if j != k)

    def lord_targets(self, k: int) -> list[int]:
        """The tiles colour ``k``'s lord could still reach this turn with the majority there, carrying
        as many of the knights beside him as he may (only the chosen one once a knight went ahead)."""
        home = self.lords[k]
        if home == NO_TILE or self.carried >= MAX_PLACE:
            return []
        spare = min(MAX_PLACE - self.carried, self.knights_on(home, k))
        if spare == 0:
            return []
        if self.dest != NO_TILE:
            reach = self.knights_on(self.dest, k) + spare + 1 > self.rivals_best(self.dest, k)
            return [self.dest] if reach else []
        own, rival = self.tally(k)
        guarded = set(self.lords)
        return [t for t in range(self.tiles) if t not in guarded and own[t] + spare + 1 > rival[t]]

    def lord_fits(self, tile: int, k: int) -> bool:
        """Whether colour ``k``'s lord, arriving now, would hold the majority on ``tile``."""
        return self.knights_on(tile, k) + 1 > self.rivals_best(tile, k)

    def lord_can_move(self, k: int) -> bool:
        """Whether colour ``k``'s lord (on the board, nothing carried yet) has a legal move."""
        return bool(self.lord_targets(k))

    def placing_done(self, k: int) -> bool:
        """Whether this turn's placement cannot go on (3 knights placed, or none left)."""
        return self.placed >= MAX_PLACE or self.left(k) == 0

    def escort_knight(self, k: int) -> str | None:
        """One of the knights standing with colour ``k``'s lord (any of them may travel with him;
        on the table a player may grab whichever looks alike), or None."""
        home, loc, prefix = self.lords[k], self.loc, f"cube.{self.colours[k]}."
        for cid in reversed(self.contents[PIECES]):
            if loc[cid][1] == home and cid.startswith(prefix):
                return cid
        return None

    # ----- rules ------------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        k = self.turn
        if self.placed == 0:
            return self.placements(k)
        colour = self.colours[k]
        knight = self.top(pile(colour))
        actions: list[Action] = []
        if self.dest == NO_TILE and not self.placing_done(k):
            actions.append(move(knight, PIECES, self.placed_on))
        if self.lords[k] == NO_TILE:
            actions.append(move(board.lord_id(colour), PIECES, self.placed_on))
            return actions
        targets = self.lord_targets(k)
        if targets:
            escort = self.escort_knight(k)
            actions += [move(escort, PIECES, t) for t in targets]
        if self.dest == NO_TILE:
            if not targets:
                actions.append(Pass())
        elif self.lord_fits(self.dest, k):
            actions.append(move(board.lord_id(colour), PIECES, self.dest))
        return actions

    def perform(self, action: Action) -> list[Action] | None:
        k = self.turn
        if isinstance(action, Pass):
            return self._end_turn()
        assert isinstance(action, Move)
        cid, tile = action.component, action.slot
        n = len(self.colours)
        if cid.startswith("meeple."):
            self.put(cid, PIECES, tile)
            self.lords = self.lords[:k] + (tile,) + self.lords[k + 1:]
            return self._end_turn()
        carrying = self.loc[cid][0] == PIECES  # a knight travelling with the lord
        if carrying:
            self.counts[self.lords[k] * n + k] -= 1
            self.dest = tile
            self.carried += 1
            self.put(cid, PIECES, tile)
        else:
            self.placed_on = tile
            self.placed += 1
            self.put_top(pile(self.colours[k]), PIECES, 1, tile)  # the knight is the pile's top
        self.counts[tile * n + k] += 1
        if carrying or not self.placing_done(k) or self.lords[k] == NO_TILE:
            return None
        actions = self.generate()
        if isinstance(actions[0], Pass):
            return self._end_turn()  # the lord has nowhere to go: he stays
        return actions

    def _start_turn(self, k: int) -> None:
        self.turn = k
        self.current_player = self.owner_seat(k)
        self.placed_on = self.dest = NO_TILE
        self.placed = self.carried = 0

    def _end_turn(self) -> list[Action]:
        """Hand the turn to the next colour that can place a knight, or end the game; returns the
        legal actions of the turn begun (none when the game is over)."""
        n = len(self.colours)
        skipped = []
        for step in range(1, n + 1):
            k = (self.turn + step) % n
            actions = self.placements(k)
            if actions:
                self.note = self._passed_words(skipped)
                self._start_turn(k)
                return actions
            skipped.append(k)
        self.note = ""
        self.current_player = None
        if all(self.left(k) == 0 for k in range(n)):
            self.ended = "Every knight is on the board."
        else:
            self.ended = "No colour can place a knight."
        return []

    def _passed_words(self, skipped: list[int]) -> str:
        """Who was passed over, in words."""
        if not skipped:
            return ""
        names = [self.side(k) for k in skipped]
        return f"{' and '.join(names)} cannot place a knight and {'passes' if len(names) == 1 else 'pass'}."

    # ----- results ----------------------------------------------------------------------------
    def colour_points(self) -> list[tuple[int, int, int]]:
        """(points, pips held, largest group) of each colour, as the board stands."""
        owners = board.majorities(self.counts, self.lords, self.tiles)
        values = list(self.values)
        return [board.colour_score(values, owners, k, self.players) for k in range(len(self.colours))]

    def scores(self) -> list[float]:
        points = [p for p, _, _ in self.colour_points()]
        return board.seat_scores(points, self.players, self.options.get("scoring") == "lowest")

    def seat_colour(self, seat: int) -> str | None:
        """A seat's (first) colour: the rules fix it by turn order."""
        return self.colours[seat]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        scores = self.scores()
        best = max(scores)
        return [s for s, v in enumerate(scores) if v == best]
