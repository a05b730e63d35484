"""Green Port's rules: set-up, the legal actions of each step and their effects.

A turn: Hire (reveal cards one at a time; stop by dragging a unit card to your cubes, which takes
every card of its colour), Refer (the other players in seat order may each pay the active player
1 cube to take a colour left in the pool), Utilize (complete objectives, buy headquarters,
turn the Dominant Profile back up), then the pool is cleared.  Specialize (3 cubes for 1) is open to
the active player in Hire and Utilize unless the Orange X came up: a button opens it, then the
wanted cube is dragged from the supply and the move's slot says how it is paid.
Events interrupt Hire: the Orange X makes players over the limit discard, the underdog bonus
lets the last-placed players take a cube; the ``queue`` holds these steps, one seat each.
"""

from __future__ import annotations

from typing import Any

from greenbox_desktop.engine import Action, Choose, Move, Pass, State, move
from greenbox_desktop.games.green_port import costs
from greenbox_desktop.games.green_port.costs import Payment
from greenbox_desktop.games.green_port.data import (
    BASIC, BLACK_COLUMN, COLOUR_INDEX, COLUMNS, CUBE_COLOUR, CUBES, DECK, EVENTS, GREEN_X, HQ_BASE_COST, HQ_CARDS,
    HQ_PILE, LAST_COLUMN_MIN, OBJECTIVE_SLICE, ORANGE_X, PROFILE_TILES, RED_HQ_SPECIALIZE_COST, ROWS,
    SPECIALIZE_COST, UNFLIP_COST, UNFLIP_COST_AFTER_BUST, UNIT_LIMIT, WHITE, WILD, colour, symbol, value,
)

REVEAL = Choose("hire", "reveal")
RESCUE = Choose("profile", "cancel_bust")
IGNORE = Choose("profile", "ignore_discard")
START = Choose("specialize", "start")
CANCEL = Choose("specialize", "cancel")
OBJECTIVES = "objectives"
OBJECTIVE_CUBES = "objective_cubes"
EVENT_CARDS = frozenset(EVENTS)


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


class Rules(State):
    """The rules of Green Port (the registered class adds zones and information)."""

    MUTABLE = ("queue",)

    phase: str  # pick, hire, specialize, unflip, bust, disperse, bonus, refer, utilize, purchase, over
    active: int  # whose turn it is (the current player may be another seat in a sub-step)
    queue: list  # pending (seat, step) pairs interrupting Hire: disperse, bonus, refer
    picked: tuple  # starting colours chosen so far
    owed: int  # cubes the current seat still has to discard (Orange X)
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
        return [cid for cid in self.contents["pool"] if cid in _UNIT_SET]

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

    # ----- legal actions -------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        if self.phase == "pick":
            return [move(cid, units(seat)) for cid in self._stocked() if CUBE_COLOUR[cid] not in self.picked]
        if self.phase == "bonus":
            return self._supply_moves(seat)
        if self.phase == "disperse":
            actions: list[Action] = [move(cid, supply(CUBE_COLOUR[cid])) for cid in self._tops(units(seat))]
            return actions + ([IGNORE] if self.profile_up(seat) else [])
        if self.phase == "bust":
            return [RESCUE, Pass()]
        if self.phase == "unflip":
            return [Choose("pay", costs.encode(p)) for p in self.unflip_payments()] + [CANCEL]
        if self.phase == "specialize":
            cost, have = self.specialize_cost(seat), self.have(seat)
            return [move(cid, units(seat), costs.encode(pay)) for cid in self._stocked()
                    for pay in costs.specialize_payments(COLOUR_INDEX[CUBE_COLOUR[cid]], cost, have)] + [CANCEL]
        if self.phase == "refer":
            held = [k for k, n in enumerate(self.have(seat)) if n]
            return [move(cid, units(seat), k) for cid in self.unit_cards() for k in held] + [Pass()]
        if self.phase == "purchase":
            pile = hq_pile(BASIC[self.buying[0]])
            return [move(self.contents[pile][-1], gang(seat)), Pass()]
        actions = self._specialize_moves(seat) if self.can_specialize() else []
        if self.phase == "hire":
            if self.contents["deck"] or self.contents["discard"]:
                actions.append(REVEAL)
            actions += [move(cid, units(seat)) for cid in self.unit_cards()]
            return actions
        return actions + self._utilize_actions(seat) + [Pass()]

    def _first_of(self, zone: str, colour_name: str) -> int:
        """The list index of the last cube of a colour in a zone (the one the rules move)."""
        ids = self.contents[zone]
        for i in range(len(ids) - 1, -1, -1):
            if CUBE_COLOUR.get(ids[i]) == colour_name:
                return i
        raise LookupError(colour_name)

    def _tops(self, zone: str) -> list[str]:
        """One cube of each colour in a zone (the last of each)."""
        seen: dict[str, str] = {}
        for cid in reversed(self.contents[zone]):
            c = CUBE_COLOUR.get(cid)
            if c is not None and c not in seen:
                seen[c] = cid
                if len(seen) == len(BASIC):
                    break
        return [seen[c] for c in BASIC if c in seen]

    def _stocked(self) -> list[str]:
        """The top cube of each colour's supply that is not empty."""
        contents = self.contents
        return [contents[z][-1] for z in SUPPLIES if contents[z]]

    def _supply_moves(self, seat: int) -> list[Action]:
        return [move(cid, units(seat)) for cid in self._stocked()]

    def _specialize_moves(self, seat: int) -> list[Action]:
        """Specialize, offered as one button while any cube could be bought."""
        cost, have = self.specialize_cost(seat), self.have(seat)
        if sum(have) >= cost and any(costs.can_specialize(COLOUR_INDEX[CUBE_COLOUR[cid]], cost, have)
                                     for cid in self._stocked()):
            return [START]
        return []

    def _utilize_actions(self, seat: int) -> list[Action]:
        actions: list[Action] = []
        target = gang(seat)
        for k, payments in self._all_objective_payments(seat):
            cards = self.column(k)
            single = len(payments) == 1
            for cid in cards:
                actions += [move(cid, target, None if single else costs.encode(p)) for p in payments]
        have = self.have(seat)
        stocked = {CUBE_COLOUR[cid] for cid in self._stocked()}
        for k, c in enumerate(BASIC):
            pile = self.contents[hq_pile(c)]
            if pile and have[k] >= self.hq_cost(c):
                if c == "green" and self.options["powers"]:
                    actions += [move(pile[-1], target, COLOUR_INDEX[m]) for m in BASIC if m in stocked]
                else:
                    actions.append(move(pile[-1], target))
        tile = self.profile(seat)
        if tile is not None and not self.loc[tile][2] and self.unflip_payments():
            actions.append(Choose("unflip", tile))
        return actions

    def unflip_payments(self) -> list[Payment]:
        """The ways the active player can pay to turn the profile back up."""
        return costs.any_payments(self.unflip_cost(self.active), self.have(self.active))

    # ----- effects -------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        seat = self.current_player
        handler = getattr(self, f"_do_{self.phase}")
        handler(seat, action)

    def _do_pick(self, seat: int, action: Action) -> None:
        self.put(action.component, units(seat))
        self.picked = self.picked + (CUBE_COLOUR[action.component],)
        if seat == 0:
            self._start_turn(0)
        else:
            self.current_player = seat - 1

    def _do_bonus(self, seat: int, action: Action) -> None:
        self.put(action.component, units(seat))
        self._next_step()

    def _do_disperse(self, seat: int, action: Action) -> None:
        if action == IGNORE:
            self.flip(self.profile(seat), False)
            self.owed = 0
        else:
            self.put(action.component, supply(CUBE_COLOUR[action.component]))
            self.owed -= 1
        if self.owed == 0:
            self._next_step()

    def _do_bust(self, seat: int, action: Action) -> None:
        if action == RESCUE:
            self.flip(self.profile(seat), False)
            self._clear_pool()
            self.phase = "hire"
        else:
            self._bust()

    def _do_hire(self, seat: int, action: Action) -> None:
        if self._specialize(seat, action):
            return
        if action == REVEAL:
            self._reveal(seat)
            return
        self._take(seat, colour(action.component))
        self.queue += [(s % self.players, "refer") for s in range(seat + 1, seat + self.players)]
        self.resume = "utilize"
        self._next_step()

    def _do_refer(self, seat: int, action: Action) -> None:
        if isinstance(action, Move):
            payer = self.contents[units(seat)][self._first_of(units(seat), BASIC[action.slot])]
            self.put(payer, units(self.active))
            self._take(seat, colour(action.component))
        self._next_step()

    def _do_utilize(self, seat: int, action: Action) -> None:
        if self._specialize(seat, action):
            return
        if isinstance(action, Pass):
            self._end_turn()
            return
        if isinstance(action, Choose):  # unflip
            payments = self.unflip_payments()
            if len(payments) == 1:
                self._unflip(seat, payments[0])
            else:
                self.resume, self.phase = self.phase, "unflip"
            return
        cid = action.component
        if cid in HQ_CARDS:
            self._buy(seat, cid, action.slot)
        else:
            self._complete(seat, self.column_of(cid), action.slot)

    def _unflip(self, seat: int, pay: Payment) -> None:
        self._pay(seat, pay)
        self.flip(self.profile(seat), True)

    def _do_unflip(self, seat: int, action: Action) -> None:
        if action != CANCEL:
            self._unflip(seat, costs.decode(action.value))
        self.phase = self.resume

    def _do_purchase(self, seat: int, action: Action) -> None:
        if isinstance(action, Move):
            self._buy(seat, action.component, None)
        self._next_buyer(keep=isinstance(action, Move))

    def _specialize(self, seat: int, action: Action) -> bool:
        """Open Specialize; False for other actions."""
        if action != START:
            return False
        self.resume, self.phase = self.phase, "specialize"
        return True

    def _do_specialize(self, seat: int, action: Action) -> None:
        if action != CANCEL:
            self._pay(seat, costs.decode(action.slot))
            self.put(action.component, units(seat))
        self.phase = self.resume

    def _reveal(self, seat: int) -> None:
        if not self.contents["deck"]:
            self._reshuffle()
        cid = self.contents["deck"][-1]
        self.put(cid, "pool", face_up=True)
        if cid in EVENT_CARDS:
            if not self.unit_cards():
                self.put(cid, "discard", face_up=True)
            elif self.profile_up(seat):
                self.phase = "bust"
            else:
                self._bust()
        elif cid == GREEN_X:
            self.reshuffle = True
            self._queue_bonus()
        elif cid == ORANGE_X:
            self.orange = True
            for s in range(seat, seat + self.players):
                if self.cube_count(s % self.players) > UNIT_LIMIT:
                    self.queue.append((s % self.players, "disperse"))
            self._queue_bonus()
        if self.phase == "hire":
            self.resume = "hire"
            self._next_step()

    def _queue_bonus(self) -> None:
        if self.bonus_given:
            return
        self.bonus_given = True
        self.queue += [(s, "bonus") for s in self.underdogs()]

    def underdogs(self) -> list[int]:
        """The seats the underdog bonus goes to: least Recognition; when all are level, least cubes,
        in seat order from the active player."""
        order = [(self.active + k) % self.players for k in range(self.players)]
        points = [self.points(s) for s in range(self.players)]
        if len(set(points)) == 1:
            counts = [self.cube_count(s) for s in range(self.players)]
            return [s for s in order if counts[s] == min(counts)]
        return [s for s in order if points[s] == min(points)]

    def _bust(self) -> None:
        self._clear_pool()
        self.busted = True
        self.queue = []
        self.phase = "utilize"
        self.current_player = self.active

    def _take(self, seat: int, colour_name: str) -> None:
        gain = self.take_gain(seat, colour_name)
        for cid in self.unit_cards():
            if colour(cid) == colour_name:
                self.put(cid, "discard", face_up=True)
        for c, n in gain.items():
            self._give(seat, c, n)

    def _give(self, seat: int, colour_name: str, n: int) -> None:
        """Move up to ``n`` cubes of a colour from the supply to a seat (as many as there are)."""
        pile = self.contents[supply(colour_name)]
        for _ in range(min(n, len(pile))):
            self.put(pile[-1], units(seat))

    def _pay(self, seat: int, pay: Payment) -> None:
        for c, n in zip(BASIC, pay):
            for _ in range(n):
                self.put(self.contents[units(seat)][self._first_of(units(seat), c)], supply(c))

    def _buy(self, seat: int, cid: str, marker: int | None) -> None:
        c = colour(cid)
        self._pay(seat, tuple(self.hq_cost(c) if x == c else 0 for x in BASIC))  # type: ignore[arg-type]
        self.put(cid, gang(seat))
        if marker is not None:
            self.put(self.contents[supply(BASIC[marker])][-1], gang(seat))

    def _complete(self, seat: int, k: int, code: int | None) -> None:
        pay = costs.decode(code) if code is not None else self.objective_payments(seat, k)[0]
        self._pay(seat, pay)
        for cid in self.column(k):
            cube = self.cube_on(self.loc[cid][1])
            if cube is not None:
                self.put(cube, supply(CUBE_COLOUR[cube]))
            self.put(cid, gang(seat))
        self._survey()
        if not self.objectives_left():
            self.ending = True

    def _clear_pool(self) -> None:
        for cid in list(self.contents["pool"]):
            self.put(cid, "discard", face_up=True)

    def _reshuffle(self) -> None:
        for cid in list(self.contents["discard"]):
            self.put(cid, "deck", face_up=False)
        self.shuffle_zone("deck")

    def _next_step(self) -> None:
        """Go on with the first pending step that still applies, or back to the active player in
        the step the queue interrupted (``resume``)."""
        while self.queue:
            seat, step = self.queue.pop(0)
            if step == "disperse" and self.cube_count(seat) > UNIT_LIMIT:
                self.owed = self.cube_count(seat) // 2
            elif not (step == "bonus" and self._stocked()
                      or step == "refer" and self.unit_cards() and self.cube_count(seat)):
                continue
            self.phase, self.current_player = step, seat
            return
        self.current_player = self.active
        self.phase = self.resume

    def _end_turn(self) -> None:
        self._clear_pool()
        if self.reshuffle:
            self._reshuffle()
        if self.ending and self.active == self.players - 1:
            self._start_purchase(0)
        else:
            self._start_turn((self.active + 1) % self.players)

    def _start_turn(self, seat: int) -> None:
        self.active = self.current_player = seat
        self.phase = "hire"
        self.busted = self.bonus_given = self.orange = self.reshuffle = False

    # ----- end game ------------------------------------------------------------------------
    def buyer_order(self, k: int) -> tuple[int, ...]:
        """The seats in the order they may buy the headquarters of colour ``k`` at the end: most
        cubes of that colour first; on a tie the later seat in the round first."""
        return tuple(sorted(range(self.players), key=lambda s: (-self.have(s)[k], -s)))

    def _start_purchase(self, k: int) -> None:
        self.phase = "purchase"
        while k < len(BASIC):
            self.buying = (k, self.buyer_order(k))
            if self._next_buyer(keep=False, first=True):
                return
            k += 1
        self.buying = ()
        self.phase = "over"
        self.current_player = None

    def _next_buyer(self, keep: bool, first: bool = False) -> bool:
        """Hand the purchase of the current colour to the next seat able to buy (the same seat
        after a purchase); at the end of the colour move to the next.  True if someone may buy."""
        k, seats = self.buying
        if not first and not keep:
            seats = seats[1:]
        pile = self.contents[hq_pile(BASIC[k])]
        while seats and pile:
            if self.have(seats[0])[k] >= self.hq_cost(BASIC[k]):
                self.buying = (k, seats)
                self.current_player = seats[0]
                return True
            seats = seats[1:]
        if not first:
            self._start_purchase(k + 1)
        return False

    # ----- results -------------------------------------------------------------------------
    def rank_key(self, seat: int) -> tuple[Any, ...]:
        """What ranks a seat: Recognition, then cubes, then its objective cards from the highest."""
        cards = sorted((value(cid) for cid in self.objectives_won(seat)), reverse=True)
        return (self.points(seat), self.cube_count(seat), cards)

    def scores(self) -> list[float]:
        return [float(self.points(s)) for s in range(self.players)]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        keys = [self.rank_key(s) for s in range(self.players)]
        best = max(keys)
        return [s for s in range(self.players) if keys[s] == best]


_UNIT_SET = frozenset(cid for cid in DECK if cid not in EVENTS and cid not in (GREEN_X, ORANGE_X))
