"""Green Port's table: the zones, the set-up, and the facts the rules and words read off it."""

from __future__ import annotations

from greenbox_desktop.engine import State
from greenbox_desktop.games.green_port import costs
from greenbox_desktop.games.green_port.costs import Payment
from greenbox_desktop.games.green_port.data import (
    BASIC, BLACK_COLUMN, COLOUR_INDEX, COLUMNS, CUBE_COLOUR, CUBES, DECK, HQ_BASE_COST, HQ_CARDS, HQ_PILE,
    LAST_COLUMN_MIN, OBJECTIVE_SLICE, PROFILE_TILES, RED_HQ_SPECIALIZE_COST, SPECIALIZE_COST, UNFLIP_COST,
    UNFLIP_COST_AFTER_BUST, UNIT_CARDS, WHITE, WILD, colour, symbol, value,
)

OBJECTIVES = "objectives"
OBJECTIVE_CUBES = "objective_cubes"
UNIT_SET = frozenset(UNIT_CARDS)


UNITS = tuple(f"units.{seat}" for seat in range(4))
GANGS = tuple(f"gang.{seat}" for seat in range(4))


def units(seat: int) -> str:
    """The zone of a seat's cubes (units)."""
    return UNITS[seat]


def gang(seat: int) -> str:
    """The zone of a seat's gang: profile tile, headquarters, completed objectives, HQ markers."""
    return GANGS[seat]


def hq_pile(colour_name: str) -> str:
    """The zone of the headquarters pile of a colour."""
    return f"hq.{colour_name}"


def supply(colour_name: str) -> str:
    """The zone of the supply of one colour."""
    return f"supply.{colour_name}"


SUPPLIES = tuple(supply(c) for c in BASIC)


def slot_of(column: int, row: int) -> int:
    """The objectives grid slot of a card: its column (objective) and row."""
    return row * COLUMNS + column


class Table(State):
    """Green Port's components on the table and what can be read off them (the rules build on it)."""

    MUTABLE = ("queue",)

    phase: str  # pick, hire, specialize, unflip, bust, disperse, bonus, refer, utilize, purchase, over
    active: int  # whose turn it is (the current player may be another seat in a sub-step)
    queue: list  # pending (seat, step) pairs interrupting Hire: disperse, underdogs (becomes bonus steps), refer
    picked: tuple  # starting colours chosen so far
    owed: int  # cubes the current seat still has to discard (Orange X)
    #: the current seat has begun to discard: ignoring the rest (the profile) is no longer offered
    giving_back: bool = False
    busted: bool
    bonus_given: bool
    orange: bool  # the Orange X came up this turn: no Specialize
    reshuffle: bool  # the Green X came up this turn: deck and discard are shuffled together at its end
    ending: bool  # every objective is complete: the round is finished, then the end purchase
    buying: tuple  # end purchase: (colour index, seats still to ask for it)
    columns: int  # objective columns dealt
    board: tuple  # per column: (cards top first, cubes asked per colour, cubes lying on it per colour)
    resume: str  # the step the active player returns to when the queue is done

    # ----- set-up --------------------------------------------------------------------------
    def setup(self) -> None:
        for c in BASIC:
            for cid in CUBES[c]:
                self.put(cid, supply(c))
        self._deal_objectives()
        for c in BASIC:
            pile = HQ_PILE[c]
            keep = len(pile) - self.removed_hqs()
            for cid in pile[len(pile) - keep:]:
                self.put(cid, hq_pile(c))
        deck = list(DECK)
        self.shuffle(deck)
        for cid in deck:
            self.put(cid, "deck", face_up=False)
        if self.options["profiles"]:
            tiles = list(PROFILE_TILES)
            self.shuffle(tiles)
            for seat in range(self.players):
                self.put(tiles[seat], gang(seat), face_up=True)
        self.queue = []
        self.picked = ()
        self.owed = 0
        self.busted = self.bonus_given = self.orange = self.reshuffle = self.ending = False
        self.buying = ()
        self.active = 0
        self.resume = "hire"
        self.phase = "pick"
        self.current_player = self.players - 1  # starting cubes are chosen in reverse seat order

    def removed_hqs(self) -> int:
        """How many value-1 headquarters of each colour the player-count variant leaves out."""
        if not self.options.get("small_table", True) or self.players >= 4:
            return 0
        return 2 if self.players == 2 else 1

    def black_objectives(self) -> bool:
        """Whether the black objectives are in play (the 2-player variant leaves them out)."""
        return not (self.players == 2 and self.options.get("small_table", True))

    def _deal_objectives(self) -> None:
        """Four white columns (the first three worth at least 5; dealt again if the fourth is worth
        under 3), then the black 1-2-4 and the black 6; a shuffled cube on every card but the 6."""
        while True:
            cards = list(WHITE)
            self.shuffle(cards)
            columns: list[list[str]] = []
            for _ in range(3):
                column: list[str] = []
                while cards and sum(value(c) for c in column) < OBJECTIVE_SLICE:
                    column.append(cards.pop())
                columns.append(column)
            if cards and sum(value(c) for c in columns[2]) >= OBJECTIVE_SLICE \
                    and sum(value(c) for c in cards) >= LAST_COLUMN_MIN:
                columns.append(cards)
                break
        if self.black_objectives():
            columns += [list(BLACK_COLUMN), [WILD]]
        self.columns = len(columns)
        cubes = [CUBES[c][k] for c in BASIC for k in range(2)]
        spare = [CUBES[c][k] for c in BASIC for k in range(2, 4)]
        self.shuffle(spare)
        cubes += spare[:4]
        self.shuffle(cubes)
        for k, column in enumerate(columns):
            for row, cid in enumerate(column):
                self.put(cid, OBJECTIVES, slot_of(k, row))
                if cid != WILD:
                    self.put(cubes.pop(), OBJECTIVE_CUBES, slot_of(k, row))
        self._survey()

    # ----- facts ---------------------------------------------------------------------------
    def have(self, seat: int) -> Payment:
        """A seat's cubes per basic colour."""
        counts = [0, 0, 0, 0]
        for cid in self.contents[units(seat)]:
            counts[COLOUR_INDEX[CUBE_COLOUR[cid]]] += 1
        return tuple(counts)  # type: ignore[return-value]

    def cube_count(self, seat: int) -> int:
        """How many cubes a seat holds."""
        return len(self.contents[units(seat)])

    def hqs(self, seat: int, colour_name: str | None = None) -> list[str]:
        """The headquarters a seat owns (of one colour)."""
        return [cid for cid in self.contents[gang(seat)] if cid in HQ_CARDS
                and (colour_name is None or colour(cid) == colour_name)]

    def power(self, seat: int, colour_name: str) -> int:
        """How many headquarters of a colour give their power to a seat (0 when powers are off)."""
        return len(self.hqs(seat, colour_name)) if self.options["powers"] else 0

    def objectives_won(self, seat: int) -> list[str]:
        """The objective cards a seat has completed."""
        return [cid for cid in self.contents[gang(seat)] if cid.startswith(("card.white", "card.black"))]

    def points(self, seat: int) -> int:
        """Recognition: the values of a seat's completed objective cards and headquarters."""
        return sum(value(cid) for cid in self.contents[gang(seat)] if cid.startswith("card."))

    def profile(self, seat: int) -> str | None:
        """The seat's Dominant Profile tile, or None without profiles."""
        for cid in self.contents[gang(seat)]:
            if cid.startswith("tile."):
                return cid
        return None

    def profile_up(self, seat: int) -> bool:
        """Whether the seat's Dominant Profile is face up (its bonus and powers work)."""
        tile = self.profile(seat)
        return tile is not None and self.loc[tile][2]

    def markers(self, seat: int, colour_name: str) -> int:
        """The Green HQ markers of a colour a seat has (each +1 cube when taking that colour)."""
        if not self.options["powers"]:
            return 0
        return sum(1 for cid in self.contents[gang(seat)] if CUBE_COLOUR.get(cid) == colour_name)

    def column(self, k: int) -> tuple[str, ...]:
        """The cards still in objective column ``k``, top row first."""
        return self.board[k][0]

    def column_of(self, cid: str) -> int:
        """The objective column a card lies in."""
        return self.loc[cid][1] % COLUMNS

    def cube_on(self, slot: int) -> str | None:
        """The cube on an objective card's slot."""
        for cid in self.contents[OBJECTIVE_CUBES]:
            if self.loc[cid][1] == slot:
                return cid
        return None

    def need(self, k: int) -> Payment:
        """The cubes per colour objective column ``k`` asks for (nothing for the wild 6)."""
        return self.board[k][1]

    def _survey(self) -> None:
        """Note down each objective column: its cards, what it asks for and its cubes' colours."""
        board = []
        for k in range(self.columns):
            loc = self.loc
            cards = tuple(sorted((cid for cid in self.contents[OBJECTIVES] if loc[cid][1] % COLUMNS == k),
                                 key=lambda cid: loc[cid][1]))
            need, cubes = [0, 0, 0, 0], [0, 0, 0, 0]
            for cid in cards:
                cube = self.cube_on(loc[cid][1])
                if cube is not None:
                    need[COLOUR_INDEX[CUBE_COLOUR[cube]]] += value(cid)
                    cubes[COLOUR_INDEX[CUBE_COLOUR[cube]]] += 1
            board.append((cards, tuple(need), tuple(cubes)))
        self.board = tuple(board)

    def objective_payments(self, seat: int, k: int) -> list[Payment]:
        """Every way ``seat`` can pay for objective column ``k`` now."""
        wild = self.column(k) == (WILD,)
        return costs.objective_payments(self.need(k), wild, self.power(seat, "blue"), self.have(seat))

    def _all_objective_payments(self, seat: int) -> list[tuple[int, list[Payment]]]:
        """Every objective column still open with the ways ``seat`` can pay it (perhaps none)."""
        saving, have = self.power(seat, "blue"), self.have(seat)
        return [(k, costs.objective_payments(need, cards == (WILD,), saving, have))
                for k, (cards, need, _cubes) in enumerate(self.board) if cards]

    def hq_cost(self, colour_name: str) -> int:
        """What the next headquarters of a colour costs, in cubes of that colour."""
        k = COLOUR_INDEX[colour_name]
        return HQ_BASE_COST + sum(cubes[k] for _cards, _need, cubes in self.board)

    def unflip_cost(self, seat: int) -> int:
        """What turning the profile back up costs the active seat now."""
        base = UNFLIP_COST_AFTER_BUST if self.busted else UNFLIP_COST
        return max(0, base - self.power(seat, "yellow"))

    def specialize_cost(self, seat: int) -> int:
        """How many cubes Specialize asks of a seat (fewer with a Red HQ)."""
        return RED_HQ_SPECIALIZE_COST if self.power(seat, "red") else SPECIALIZE_COST

    def can_specialize(self) -> bool:
        """Whether the active player may trade cubes now (own decision, no Orange X this turn)."""
        return self.phase in ("hire", "utilize") and not self.orange and self.current_player == self.active

    def unit_cards(self) -> list[str]:
        """The unit (basic colour) cards in the pool."""
        return [cid for cid in self.contents["pool"] if cid in UNIT_SET]

    def take_gain(self, seat: int, colour_name: str) -> dict[str, int]:
        """The cubes per colour a seat would gain by taking a colour from the pool."""
        cards = [cid for cid in self.unit_cards() if colour(cid) == colour_name]
        gain = {c: 0 for c in BASIC}
        gain[colour_name] = sum(value(cid) for cid in cards) + self.markers(seat, colour_name)
        tile = self.profile(seat)
        if tile is not None and self.loc[tile][2]:
            gain[colour_name] += sum(1 for cid in cards if symbol(cid) == symbol(tile))
        if {colour(cid) for cid in self.unit_cards()} == set(BASIC):
            for c in BASIC:
                if c != colour_name:
                    gain[c] += 1
        return gain

    def objectives_left(self) -> int:
        """Objective columns not yet completed."""
        return sum(1 for cards, _need, _cubes in self.board if cards)
