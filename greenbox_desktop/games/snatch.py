"""Snatch: roll the die, move a Snatcher, pair them up to steal the cube across the board.

Rulings (shared/rules/snatch.md): a middle row of five face-up tiles drop, hammers, circles,
bricks, wheel (die faces 1-5) between two rows of five yellow tiles, one row per player.  Each
player's 5 home cubes stand behind their yellow tiles; their 2 Snatchers start on their yellow
tiles beside drop and wheel.  A turn rolls the die and moves one Snatcher onto the player's
yellow tile beside the rolled symbol; a 6 lets it go to any other of the player's yellow tiles.
Moving a Snatcher onto the tile of the other one snatches the opponent's home cube straight
across, unless an opposing Snatcher stands on the tile in front of that cube.  When both
Snatchers share the tile of the rolled symbol (neither can move), the player surrenders a home
cube of their choice.  Holding all 5 opponent home cubes wins.  The winner starts the next game
(``next_game_options``); the first starter is random.

Table model: a 5×5 grid; rows 1-3 hold the tiles, rows 0 and 4 the home cubes of Player 2
(north) and Player 1 (south).  Home cubes are red (Player 1) and blue (Player 2); Snatchers are
cubes of their own colour, white for Player 1 and black for Player 2, so they never get mixed
up with home cubes.  The die (``die.1``) lies in the dice pool with its face value as its slot.
The die is rolled automatically at the start of every turn.
"""

from __future__ import annotations

from typing import Any

from greenbox_desktop.box import SYMBOLS, cube_ids, tile_ids
from greenbox_desktop.engine import Action, GameInfo, Move, Option, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead

WIDTH = 5
HOME_ROW = (4, 0)                     # per seat: the row of its home cubes
YELLOW_ROW = (3, 1)                   # per seat: the row of its yellow tiles
GREEN_ROW = 2
HOME_COLOURS = ("red", "blue")
SNATCHER_COLOURS = ("white", "black")
HOME = tuple(tuple(cube_ids(colour, WIDTH)) for colour in HOME_COLOURS)
SNATCHERS = tuple(tuple(cube_ids(colour, 2)) for colour in SNATCHER_COLOURS)
OWNER = {cid: seat for seat in range(2) for cid in HOME[seat] + SNATCHERS[seat]}
SYMBOL_ROW = SYMBOLS[:WIDTH]           # the green tiles, left to right: die faces 1-5
GREEN_TILES = tuple(f"tile.{symbol}.1" for symbol in SYMBOL_ROW)
YELLOW_TILES = tuple(t for t in tile_ids() if t not in GREEN_TILES)[:2 * WIDTH]
DIE = "die.1"
WILD = 6
START_COLUMNS = (0, WIDTH - 1)        # beside drop and wheel
FIRST_CHOICES = ("random", "player_1", "player_2")


def cell(row: int, column: int) -> int:
    """The grid slot of a row and column."""
    return row * WIDTH + column


def column_name(column: int) -> str:
    """The symbol of a column's green tile, in words."""
    return SYMBOL_ROW[column].capitalize()


def trophies(seat: int) -> str:
    """The zone of the cubes ``seat`` has won."""
    return f"trophies.{seat}"


def next_game_options(state: State) -> dict[str, Any]:
    """Options of the rematch: the winner of ``state`` starts (unchanged if nobody won)."""
    options = dict(state.options)
    winners = state.winners()
    if winners:
        options["first_player"] = FIRST_CHOICES[winners[0] + 1]
    return options


@register
class Snatch(State):
    """Snatch for two seats."""

    SCORES_IN_PANEL = True  # the panel gives how many each seat snatched
    INFO = GameInfo(
        id="snatch",
        title="Snatch",
        designer="Yury Milovidov",
        min_players=2,
        max_players=2,
        minutes=10,
        complexity=1,
        options=(
            Option("first_player", "Who starts", "random", FIRST_CHOICES, labels=("Random", "Player 1", "Player 2"),
                   help="Random for a first game; Play again lets the last winner start."),
        ),
        summary="A quick duel of luck and nerve. The die tells you where a Snatcher may step; bring "
                "both of yours together to grab the cube facing them, unless it is guarded. "
                "Take all five of your opponent's cubes to win.",
        contest="Green Box of Games 2018 rulebook",
        playout_options=((("first_player", "player_2"),),),
    )

    roll: int
    winner: int | None

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone("board", "grid", "Board", shape=(WIDTH, WIDTH, "square")),
            Zone("cubes", "grid", "Cubes", shape=(WIDTH, WIDTH, "square"), over="board"),
            Zone("dice", "pool", "Die", area="east"),
        ]
        zones += [Zone(trophies(s), "pool", f"Snatched by Player {s + 1}", owner=s,
                       area="south" if s == 0 else "north") for s in range(players)]
        return zones

    def setup(self) -> None:
        self.winner = None
        for column, tile in enumerate(GREEN_TILES):
            self.put(tile, "board", cell(GREEN_ROW, column), face_up=True)
        yellow = iter(YELLOW_TILES)
        for seat in range(2):
            for column in range(WIDTH):
                self.put(next(yellow), "board", cell(YELLOW_ROW[seat], column), face_up=False)
                self.put(HOME[seat][column], "cubes", cell(HOME_ROW[seat], column))
            for snatcher, column in zip(SNATCHERS[seat], START_COLUMNS):
                self.put(snatcher, "cubes", cell(YELLOW_ROW[seat], column))
        first = self.options["first_player"]
        self._start_turn(self.random_below(2) if first == "random" else FIRST_CHOICES.index(first) - 1)

    def _start_turn(self, seat: int) -> None:
        """Hand the turn to ``seat`` and roll the die for it."""
        self.current_player = seat
        self.roll = self.roll_die()
        self.put(DIE, "dice", self.roll)

    # ----- the board ------------------------------------------------------------------------
    def snatcher_columns(self, seat: int) -> list[int]:
        """The columns of ``seat``'s two Snatchers."""
        return [self.loc[cid][1] % WIDTH for cid in SNATCHERS[seat]]

    def home_cubes(self, seat: int) -> list[str]:
        """``seat``'s home cubes still behind its tiles."""
        return [cid for cid in HOME[seat] if self.loc[cid][0] == "cubes"]

    def snatched(self, seat: int) -> int:
        """How many of the opponent's cubes ``seat`` holds."""
        return len(self.contents[trophies(seat)])

    def target(self, seat: int, column: int) -> str | None:
        """The opponent cube a pair of ``seat``'s Snatchers in ``column`` takes (None if none)."""
        opponent = 1 - seat
        if column in self.snatcher_columns(opponent):
            return None
        found = self.at("cubes", cell(HOME_ROW[opponent], column))
        return found[0] if found else None

    def stuck(self) -> bool:
        """Whether both of the current player's Snatchers sit beside the rolled symbol."""
        return self.roll != WILD and self.snatcher_columns(self.current_player) == [self.roll - 1] * 2

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        if self.stuck():
            return [move(cid, trophies(1 - seat)) for cid in self.home_cubes(seat)]
        row = YELLOW_ROW[seat]
        actions: list[Action] = []
        for cid, column in zip(SNATCHERS[seat], self.snatcher_columns(seat)):
            goals = range(WIDTH) if self.roll == WILD else (self.roll - 1,)
            actions += [move(cid, "cubes", cell(row, c)) for c in goals if c != column]
        return actions

    def perform(self, action: Action) -> None:
        seat = self.current_player
        if action.zone == "cubes":
            self.put(action.component, "cubes", action.slot)
            column = action.slot % WIDTH
            prize = self.target(seat, column) if self.snatcher_columns(seat) == [column] * 2 else None
            if prize is not None:
                self.put(prize, trophies(seat))
        else:
            self.put(action.component, action.zone)
        for side in range(2):
            if self.snatched(side) == WIDTH:
                self.winner = side
                self.current_player = None
                return
        self._start_turn(1 - seat)

    def scores(self) -> list[float]:
        return [self.snatched(s) for s in range(self.players)]

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    def evaluate(self, seat: int) -> float:
        """For bots: the lead in snatched cubes (two cubes is a clear lead)."""
        return lead(self.scores(), seat, 2.0)

    # ----- words ----------------------------------------------------------------------------
    def roll_text(self) -> str:
        """The current roll in words."""
        if self.roll == WILD:
            return "6 (wild)"
        return f"{self.roll} ({column_name(self.roll - 1)})"

    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        if self.stuck():
            return (f"Both your Snatchers already stand by {column_name(self.roll - 1)}: "
                    "surrender one of your home cubes to your opponent.")
        if not isinstance(action, Move) or OWNER.get(action.component) != seat \
                or action.component not in SNATCHERS[seat]:
            return "Move one of your own Snatchers."
        if action.zone != "cubes" or not isinstance(action.slot, int) or action.slot // WIDTH != YELLOW_ROW[seat]:
            return "Snatchers move along your own row of yellow tiles."
        column = action.slot % WIDTH
        if column == self.loc[action.component][1] % WIDTH:
            return "The Snatcher must leave its tile."
        return f"You rolled {self.roll}: move to the tile beside {column_name(self.roll - 1)}."

    def describe(self, action: Action) -> str:
        seat = self.current_player
        who = self.seat_name(seat)
        if action.zone != "cubes":
            return f"{who} rolls {self.roll_text()} with both Snatchers already there and surrenders a cube."
        column = action.slot % WIDTH
        text = f"{who} rolls {self.roll_text()} and moves a Snatcher beside {column_name(column)}"
        other = [c for cid, c in zip(SNATCHERS[seat], self.snatcher_columns(seat)) if cid != action.component]
        if other != [column]:
            return text + "."
        opponent = self.seat_name(1 - seat)
        if column in self.snatcher_columns(1 - seat):
            return text + f"; the pair finds {opponent}'s cube guarded."
        if self.target(seat, column) is None:
            return text + "; the pair finds nothing left to snatch."
        return text + f" and the pair snatches {opponent}'s cube."

    def panel(self) -> dict[str, str]:
        facts = {f"{self.seat_name(s)} ({HOME_COLOURS[s]}, Snatchers {SNATCHER_COLOURS[s]})":
                 f"{self.snatched(s)} of {WIDTH} snatched" for s in range(self.players)}
        if self.winner is not None:
            facts["Result"] = f"{self.seat_name(self.winner)} wins"
        else:
            facts["Roll"] = self.roll_text()
            if self.stuck():
                facts["Now"] = "Neither Snatcher can move: surrender a home cube"
        return facts

    def tooltip(self, component_id: str) -> str | None:
        seat = OWNER.get(component_id)
        if seat is None or self.loc.get(component_id, ("box",))[0] != "cubes":
            return None
        if component_id in SNATCHERS[seat]:
            return f"{self.seat_name(seat)}'s Snatcher."
        guarded = self.loc[component_id][1] % WIDTH in self.snatcher_columns(seat)
        return f"{self.seat_name(seat)}'s home cube" + (" (guarded)." if guarded else ".")
