"""Swarm: both players roll each round and spend exactly their roll moving, jumping and bashing.

Rulings (shared/rules/swarm.md; the end of the source text is lost and reconstructed there,
Bash included): a 6×6 board of yellow tiles, 20 cubes each, 6 of them on the player's own edge
row at the start, one cube per tile.  Each round both players roll; the lower roll moves first;
each must spend exactly their roll, and a cube that moved may not end the turn on the tile it
started from.  Doubles: each player may enter one cube on a vacant tile of their own edge, then
both roll again; rolling a 1 also lets that player enter a cube (so double 1s allow two); at
most 3 cubes enter per player per round.  Move (1 point): one step in any of 8 directions.
Jump (2): over an adjacent enemy cube onto the vacant tile beyond.  Bash (2): push an adjacent
enemy cube one tile straight on (onto a vacant tile or off the board, which takes it out of
the game) and step into its place.  An enemy cube caught between two of your cubes (left and
right, or above and below) goes back to its owner's supply.  All 20 cubes on the board wins;
so does leaving the opponent with at most one cube on the board and none to enter; a full
board goes to whoever has more cubes on it.

Decisions where the rulings are silent (see the rules page): on doubles Player 1 enters first;
entering is optional (Pass stops); a sandwich only counts when closed by your own action (see
``swarm_moves``); a Move is legal only if the rest of the points can still be spent exactly,
and a player who cannot spend their roll exactly from the start of their turn loses that turn;
the progress rule (our ruling) counts a round as quiet when no cube entered the board and
none left it (swarmed or bashed off); after ``QUIET_ROUNDS`` quiet rounds in a row the game
ends and more cubes on the board wins, equal numbers draw.
"""

from __future__ import annotations

from greenbox_desktop.box import cube_ids, tile_ids
from greenbox_desktop.engine import Action, GameInfo, Move, Pass, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games import swarm_moves as rules
from greenbox_desktop.games.boardkit import cell_name

SIDE = rules.SIDE
CUBES_EACH = 20
START_CUBES = 6
ENTRY_LIMIT = 3
QUIET_ROUNDS = 10  # full rounds in a row with no cube entering or leaving the board end the game
SEAT_COLOURS = ("red", "blue")
CUBES = tuple(tuple(cube_ids(colour)) for colour in SEAT_COLOURS)
CUBE_SEAT = {cid: seat for seat, ids in enumerate(CUBES) for cid in ids}
#: cube -> its move onto each cell, by cell (read in ``generate`` instead of building each move)
ONTO = {cid: tuple(move(cid, "cubes", cell) for cell in range(rules.CELLS)) for cid in CUBE_SEAT}
TILES = tuple(tile_ids())
EDGE = (tuple(range(rules.CELLS - SIDE, rules.CELLS)), tuple(range(SIDE)))  # per seat: its edge row
DICE = ("die.1", "die.2")
VERB = {rules.STEP: "moves", rules.JUMP: "jumps", rules.BASH: "bashes"}


def supply(seat: int) -> str:
    """The zone of ``seat``'s cubes waiting to enter."""
    return f"supply.{seat}"


def dice_zone(seat: int) -> str:
    """The zone of ``seat``'s die."""
    return f"dice.{seat}"


def name(slot: int) -> str:
    """A board cell in words."""
    return cell_name(slot, SIDE)


@register
class Swarm(State):
    """Swarm for two seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's cubes on the board
    # Bots' playouts stop after 4 actions for every level (Hard's default is 6): every step of a
    # turn is a whole search here, and with 6 Hard took 0.51-0.60 s a move, over the 0.5 s allowed.
    PLAYOUT_CUTOFF = 4
    INFO = GameInfo(
        id="swarm",
        title="Swarm",
        designer="Nicki Loyd",
        min_players=2,
        max_players=2,
        minutes=15,
        complexity=2,
        summary="Both players roll every round and must use every point of their roll: step, leap "
                "over enemies or shove them aside. Trap enemy cubes between two of yours, bring in "
                "reinforcements on ones and doubles, and flood the board first.",
        contest="Green Box of Games 2018 rulebook",
    )

    rolls: tuple[int, int]
    phase: str
    queue: tuple[tuple, ...]
    points: int
    entries: int
    entered: tuple[int, int]
    starts: tuple[tuple[str, int], ...]
    round: int
    quiet: int
    stirred: bool
    winner: int | None
    note: str

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone("board", "grid", "Board", shape=(SIDE, SIDE, "square"), face_up=False, hints=(("coords", True),)),
            Zone("cubes", "grid", "Cubes", shape=(SIDE, SIDE, "square"), over="board"),
            Zone("out", "pool", "Bashed off the board", area="east", order=2),
        ]
        for s in range(players):
            area = "south" if s == 0 else "north"
            zones.append(Zone(supply(s), "pool", f"Player {s + 1}'s supply ({SEAT_COLOURS[s]})", owner=s, area=area))
            zones.append(Zone(dice_zone(s), "pool", f"Player {s + 1}'s die", owner=s, area=area, order=1))
        return zones

    def setup(self) -> None:
        self.winner = None
        self.round = 0
        self.quiet = 0
        self.stirred = False
        self.points = 0
        self.entries = 0
        self.entered = (0, 0)
        self.starts = ()
        self.queue = ()
        self.phase = "move"
        self.note = ""
        for slot, tile in enumerate(TILES):
            self.put(tile, "board", slot)
        for seat, ids in enumerate(CUBES):
            for k, cid in enumerate(ids):
                if k < START_CUBES:
                    self.put(cid, "cubes", EDGE[seat][k])
                else:
                    self.put(cid, supply(seat))
        self._advance()

    # ----- the board ------------------------------------------------------------------------
    def cube_at(self) -> dict[int, str]:
        """Covered cell -> the cube on it."""
        loc = self.loc
        return {loc[c][1]: c for c in self.contents["cubes"]}

    def board_for(self, seat: int) -> tuple[int, ...]:
        """The board as ``swarm_moves`` sees it from ``seat``'s side."""
        return self.layout(seat)[0]

    def layout(self, seat: int) -> tuple[tuple[int, ...], dict[int, str]]:
        """``board_for(seat)`` and ``cube_at()`` together, found in one pass over the cubes."""
        cells = [rules.VACANT] * rules.CELLS
        cube_at = {}
        loc = self.loc
        for cid in self.contents["cubes"]:
            slot = loc[cid][1]
            cube_at[slot] = cid
            cells[slot] = rules.OWN if CUBE_SEAT[cid] == seat else rules.ENEMY
        return tuple(cells), cube_at

    def moved(self) -> tuple[tuple[int, int], ...]:
        """This turn's moved cubes as (cell now, start cell) pairs."""
        return tuple(sorted((self.loc[cid][1], start) for cid, start in self.starts))

    def counts(self) -> list[int]:
        """How many cubes each seat has on the board."""
        counts = [0, 0]
        for cid in self.contents["cubes"]:
            counts[CUBE_SEAT[cid]] += 1
        return counts

    def on_board(self, seat: int) -> int:
        """How many of ``seat``'s cubes are on the board."""
        return self.counts()[seat]

    def open_edge(self, seat: int) -> list[int]:
        """The vacant tiles of ``seat``'s edge row."""
        taken = self.cube_at()
        return [c for c in EDGE[seat] if c not in taken]

    # ----- the round ------------------------------------------------------------------------
    def _roll(self) -> None:
        """Roll both dice and queue what they allow."""
        self.rolls = (self.roll_die(), self.roll_die())
        for seat, die in enumerate(DICE):
            self.put(die, dice_zone(seat), self.rolls[seat])
        a, b = self.rolls
        if a == b:
            bonus = 2 if a == 1 else 1
            self.queue = (("enter", 0, bonus), ("enter", 1, bonus), ("roll",))
            return
        first = 0 if a < b else 1
        steps: list[tuple] = []
        for seat in (first, 1 - first):
            if self.rolls[seat] == 1:
                steps.append(("enter", seat, 1))
            steps.append(("move", seat))
        self.queue = tuple(steps)

    def _advance(self) -> None:
        """Go on to the next step that needs a decision (rolling and skipping as needed)."""
        while True:
            if not self.queue:
                if self.round:
                    self.quiet = 0 if self.stirred else self.quiet + 1
                    self.stirred = False
                    if self.quiet >= QUIET_ROUNDS:
                        self._finish_by_count(f"{QUIET_ROUNDS} rounds in a row passed with no cube entering or "
                                              "leaving the board.")
                        return
                self.round += 1
                self.entered = (0, 0)
                self.note = ""
                self._roll()
            step, self.queue = self.queue[0], self.queue[1:]
            if step[0] == "roll":
                self.note = "Doubles: both rolled again."
                self._roll()
            elif step[0] == "enter" and self._entries_allowed(step[1], step[2]):
                self.current_player, self.phase = step[1], "enter"
                self.entries = self._entries_allowed(step[1], step[2])
                return
            elif step[0] == "move":
                seat = step[1]
                if rules.can_finish(self.board_for(seat), (), self.rolls[seat]):
                    self.current_player, self.phase = seat, "move"
                    self.points = self.rolls[seat]
                    self.starts = ()
                    return
                self.note = f"{self.seat_name(seat)} could not spend {self.rolls[seat]} exactly and lost the turn."

    def _stir(self) -> None:
        """A cube entered or left the board: the count of quiet rounds starts again."""
        self.quiet, self.stirred = 0, True

    def _entries_allowed(self, seat: int, bonus: int) -> int:
        """How many cubes ``seat`` may enter now."""
        room = min(bonus, ENTRY_LIMIT - self.entered[seat], len(self.contents[supply(seat)]))
        return room if room > 0 and self.open_edge(seat) else 0

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        if self.phase == "enter":
            cube = self.top(supply(seat))
            return [move(cube, "cubes", c) for c in self.open_edge(seat)] + [Pass()]
        board, cube_at = self.layout(seat)
        return [ONTO[cube_at[origin]][dest] for origin, dest, _ in rules.legal_actions(board, self.moved(), self.points)]

    def perform(self, action: Action) -> None:
        seat = self.current_player
        if isinstance(action, Pass):
            self._advance()
            return
        if self.phase == "enter":
            self._enter(seat, action)
        else:
            self._move(seat, action)
        if self._check_end():
            return
        if self.phase == "enter" and not self.entries:
            self._advance()
        elif self.phase == "move" and not self.points:
            self.starts = ()
            self._advance()

    def _enter(self, seat: int, action: Move) -> None:
        """Put a cube from the supply onto the edge and swarm what it closes."""
        _, caught = rules.arrive(self.board_for(seat), action.slot)
        cube_at = self.cube_at()
        self.put(action.component, "cubes", action.slot)
        self._stir()
        self._swarm(cube_at[c] for c in caught)
        entered = list(self.entered)
        entered[seat] += 1
        self.entered = (entered[0], entered[1])
        self.entries = self._entries_allowed(seat, self.entries - 1) if self.entries > 1 else 0

    def _move(self, seat: int, action: Move) -> None:
        """Apply a move, jump or bash of the current player."""
        board, cube_at = self.layout(seat)
        origin = self.loc[action.component][1]
        kind = rules.kind_of_move(board, origin, action.slot)
        outcome = rules.apply(board, self.moved(), origin, action.slot, kind)
        if outcome.pushed_to is not None:
            victim = cube_at[action.slot]
            if outcome.pushed_to == rules.OFF_BOARD:
                self.put(victim, "out")
                self._stir()
            else:
                self.put(victim, "cubes", outcome.pushed_to)
        self.put(action.component, "cubes", action.slot)
        if outcome.swarmed:
            after = self.cube_at()
            self._swarm(after[c] for c in outcome.swarmed)
        if all(cid != action.component for cid, _ in self.starts):
            self.starts += ((action.component, origin),)
        self.points -= rules.COST[kind]

    def _swarm(self, victims) -> None:
        """Send swarmed cubes back to their owners' supplies."""
        for cid in victims:
            self.put(cid, supply(CUBE_SEAT[cid]))
            self._stir()

    def _check_end(self) -> bool:
        """End the game if someone has won or the board is full."""
        counts = self.counts()
        for seat in range(2):
            other = 1 - seat
            if counts[seat] == CUBES_EACH:
                return self._finish(seat, f"{self.seat_name(seat)} has every cube on the board.")
            if counts[other] <= 1 and not self.contents[supply(other)]:
                return self._finish(seat, f"{self.seat_name(other)} has run out of cubes.")
        if len(self.contents["cubes"]) == rules.CELLS:
            self._finish_by_count("The board is full.")
            return True
        return False

    def _finish(self, winner: int | None, why: str) -> bool:
        """Stop the game with ``winner`` (None for a draw)."""
        self.winner = winner
        self.note = why
        self.current_player = None
        self.phase = "over"
        return True

    def _finish_by_count(self, why: str) -> None:
        """End the game: more cubes on the board wins."""
        a, b = self.counts()
        self._finish(None if a == b else (0 if a > b else 1), why)

    def scores(self) -> list[float]:
        return list(self.counts())

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    def evaluate(self, seat: int) -> float:
        """For bots: the lead in cubes, a cube on the board counting double one still in the supply."""
        counts = self.counts()
        material = [2 * counts[s] + len(self.contents[supply(s)]) for s in range(2)]
        return lead(material, seat, 6.0)

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        if self.phase == "enter":
            if isinstance(action, Move) and action.zone == "cubes" and action.slot not in EDGE[seat]:
                return "New cubes enter on a vacant tile of your own edge row."
            return "Drag a cube from your supply onto your edge row, or stop entering."
        if isinstance(action, Pass):
            return f"You must spend all your movement points ({self.points} left)."
        if not isinstance(action, Move) or CUBE_SEAT.get(action.component) != seat:
            return "Move one of your own cubes."
        if self.loc.get(action.component, ("box",))[0] != "cubes":
            return "You may only bring in cubes after rolling a 1 or doubles."
        board = self.board_for(seat)
        origin = self.loc[action.component][1]
        options = [(d, k) for o, d, k in rules.actions(board, self.points) if o == origin and d == action.slot]
        if not options:
            if self.points < 2:
                return "Jumping and bashing cost 2 points; you have 1 left."
            return "A cube steps to a vacant neighbour, or jumps over or bashes an adjacent enemy cube."
        return "Then the rest of your points could not be spent exactly, or a moved cube would end on its start."

    def describe(self, action: Action) -> str:
        seat = self.current_player
        who = self.seat_name(seat)
        if isinstance(action, Pass):
            return f"{who} stops entering cubes."
        if self.phase == "enter":
            _, caught = rules.arrive(self.board_for(seat), action.slot)
            return f"{who} enters a cube on {name(action.slot)}" + self._swarm_words(len(caught))
        board = self.board_for(seat)
        origin = self.loc[action.component][1]
        kind = rules.kind_of_move(board, origin, action.slot)
        outcome = rules.apply(board, self.moved(), origin, action.slot, kind)
        text = f"{who} {VERB[kind]} from {name(origin)} to {name(action.slot)}"
        if outcome.pushed_to == rules.OFF_BOARD:
            text += ", knocking an enemy cube off the board"
        elif outcome.pushed_to is not None:
            text += f", pushing an enemy cube to {name(outcome.pushed_to)}"
        return text + self._swarm_words(len(outcome.swarmed))

    @staticmethod
    def _swarm_words(count: int) -> str:
        """The end of a log line: how many enemy cubes were swarmed."""
        if not count:
            return "."
        return f" and swarms {count} enemy cube{'s' if count > 1 else ''}."

    def seat_colour(self, seat: int) -> str | None:
        """The colour of the pieces ``seat`` plays."""
        return SEAT_COLOURS[seat]

    def panel(self) -> dict[str, str]:
        facts = {"Round": str(self.round),
                 "Quiet rounds": f"{self.quiet} of {QUIET_ROUNDS} (no cube entered or left the board; "
                                 f"at {QUIET_ROUNDS} the game ends)",
                 "Dice": f"Player 1 rolled {self.rolls[0]}, Player 2 rolled {self.rolls[1]}"}
        for s in range(self.players):
            facts[f"{self.seat_name(s)} ({SEAT_COLOURS[s]})"] = (
                f"{self.on_board(s)} on the board, {len(self.contents[supply(s)])} in supply")
        if self.current_player is not None:
            who = self.seat_name(self.current_player)
            if self.phase == "enter":
                facts["Now"] = f"{who} may enter {self.entries} more cube{'s' if self.entries > 1 else ''}"
            else:
                facts["Now"] = f"{who} moves"
                facts["Movement points left"] = str(self.points)
        else:
            facts["Result"] = f"{self.seat_name(self.winner)} wins" if self.winner is not None else "Draw"
        if self.note:
            facts["Note"] = self.note
        return facts

    def label(self, action: Action) -> str:
        if isinstance(action, Pass):
            return "Stop entering"
        return super().label(action)

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or where[0] != "cubes" or component_id not in CUBE_SEAT:
            return None
        return f"{self.seat_name(CUBE_SEAT[component_id])}'s cube on {name(where[1])}."
