"""Zap That Ghost: set-up, legal actions and their effects (no words, no clock).

Steps of a game: ``setup`` (each seat in turn discards 2 of its 6 cards; a hand that matches fewer
than two ghosts is dealt again), then rounds of ``roll`` (the roller rolls the die), ``race``
(any seat may buzz: ``Choose("buzz", seat)``), ``zap`` (the buzzing seat plays a card, then drags
one meeple a step at a time; after exactly the rolled number of steps the zap is judged) and
``window`` (each other seat may discard a card and draw one, or keep its hand).  The buzzing seat
rolls next.  A roll with which no seat could zap is rolled again at once; when no roll at all
would let anybody zap, the window opens for every seat instead.

The clock and the buzzers live in the table: a time-out is the step's ordinary action (``timer``),
a buzz is an ordinary legal action of any seat (``out_of_turn``), so a replay gives the same game.
"""

from __future__ import annotations

from greenbox_desktop.box import component, cube_ids, tile_ids
from greenbox_desktop.engine import Action, Choose, Move, Pass, State, move
from greenbox_desktop.games.zap_that_ghost.paths import CORNERS, MOST_STEPS, NEIGHBOURS, REACH, ends, may_reach, route

COLOURS = ("red", "blue", "yellow", "green")
CARDS = tuple(f"card.{c}.{v}" for c in COLOURS for v in (1, 2, 3, 4, 5, 6)) + tuple(
    f"card.{c}.g{k}" for c in COLOURS for k in (1, 2, 3))
GHOSTS_PER_COLOUR = 8
GHOST_IDS = tuple(cid for c in COLOURS for cid in cube_ids(c, GHOSTS_PER_COLOUR))
GHOST_COLOUR = {cid: cid.split(".")[1] for cid in GHOST_IDS}
MEEPLES = ("meeple.white", "meeple.black", "meeple.grey", "meeple.blue")
DIE = "die.1"
DEALT, KEPT = 6, 4  # cards dealt to a hand at the start, cards kept
GOALS = {2: 10, 3: 8, 4: 6, 5: 5, 6: 4}  # ghosts that win, by player count
BOARD, GHOSTS, MEEPLE_ZONE = "board", "ghosts", "meeples"
DECK, DISCARD, PLAYED, DICE = "deck", "discard", "played", "dice"

ROLL = Choose("die", "roll")
NOBODY = Choose("race", "nobody")  # nobody buzzed: the roller rolls again (what the race's clock applies)
CLOSE = Choose("window", "close")  # the discard window closes (what its clock applies)
GIVE_UP = Pass()  # the buzzing seat gives up its zap (what the zap's clock applies)


def hand(seat: int) -> str:
    """The zone of ``seat``'s open hand."""
    return f"hand.{seat}"


def caught(seat: int) -> str:
    """The zone of the ghosts ``seat`` has zapped."""
    return f"caught.{seat}"


def buzz(seat: int) -> Choose:
    """``seat`` buzzes to claim the zap."""
    return Choose("buzz", seat)


def keep(seat: int) -> Choose:
    """``seat`` keeps its hand in the discard window."""
    return Choose("keep", seat)


MATCH = {cid: (component(cid).colour, component(cid).symbol) for cid in CARDS}


def card_match(card: str) -> tuple[str, str]:
    """What a card zaps: (colour, symbol)."""
    return MATCH[card]


def cube_colour(cid: str) -> str:
    """The colour of a cube id."""
    return cid.split(".")[1]


class Rules(State):
    """The rules of Zap That Ghost (words and registration come in a subclass)."""

    step: str  # setup, roll, race, zap, window, over
    symbols: tuple[str, ...]  # the symbol of each board cell ("" for the yellow corners)
    goal: int  # ghosts that win
    roller: int  # who rolls (and who buzzed last)
    roll: int  # the die, 0 before the first roll
    rerolled: tuple[int, ...]  # rolls just thrown again because nobody could zap with them
    round: int  # rounds begun (names the zap's time limit)
    buzzer: int | None  # the seat zapping, or whose zap the window follows (None: the window is for all)
    card: str  # the card played in this zap ("" before it is played)
    meeple: str  # the meeple moving in this zap ("" before its first step)
    path: tuple[int, ...]  # the cells the meeple has stood on in this zap, its start first
    trail: tuple[int, ...]  # the path of the last zap, shown until the next roll
    outcome: str  # how the last zap ended: caught, missed, boxed, gave_up ("" before any)
    pending: tuple[int, ...]  # seats still to decide in the discard window
    discarded: int  # setup: cards the current seat has discarded
    redealt: int  # setup: hands dealt again so far
    winner: int | None

    # ----- set-up -----------------------------------------------------------------------------
    def setup(self) -> None:
        tiles = tile_ids()
        self.shuffle(tiles)
        ghosts = list(GHOST_IDS)
        self.shuffle(ghosts)
        symbols = []
        for cell, tile in enumerate(tiles):
            corner = cell in CORNERS
            self.put(tile, BOARD, cell, face_up=not corner)
            symbols.append("" if corner else component(tile).symbol)
            if not corner:
                self.put(ghosts.pop(), GHOSTS, cell)
        self.symbols = tuple(symbols)
        for meeple, cell in zip(MEEPLES, CORNERS):
            self.put(meeple, MEEPLE_ZONE, cell)
        self.roll = 0  # the die stays in the box until the first roll
        deck = list(CARDS)
        self.shuffle(deck)
        for cid in deck:
            self.put(cid, DECK, face_up=False)
        for seat in range(self.players):
            self.draw(seat, DEALT)
        self.goal = GOALS[self.players]
        if self.options.get("length") == "quick":
            self.goal = (self.goal + 1) // 2
        self.step, self.roller, self.rerolled, self.round = "setup", 0, (), 0
        self.buzzer, self.card, self.meeple, self.path, self.trail, self.outcome = None, "", "", (), (), ""
        self.pending, self.discarded, self.redealt, self.winner = (), 0, 0, None
        self.current_player = 0

    def draw(self, seat: int, n: int = 1) -> None:
        """Deal ``n`` cards to ``seat``; an empty deck is made again from the shuffled discards."""
        for _ in range(n):
            if not self.contents[DECK]:
                for cid in list(self.contents[DISCARD]):
                    self.put(cid, DECK, face_up=False)
                self.shuffle_zone(DECK)
            self.put_top(DECK, hand(seat), 1)

    # ----- facts ------------------------------------------------------------------------------
    def ghosts(self) -> dict[int, tuple[str, str]]:
        """Each ghost's cell -> (colour, symbol of its tile)."""
        loc, symbols = self.loc, self.symbols
        cells = [loc[cid][1] for cid in self.contents[GHOSTS]]
        return {cell: (GHOST_COLOUR[cid], symbols[cell]) for cid, cell in zip(self.contents[GHOSTS], cells)}

    def targets(self, wanted: set[tuple[str, str]]) -> dict[int, tuple[str, str]]:
        """``ghosts`` narrowed to the ghosts whose (colour, symbol) is in ``wanted``."""
        loc, symbols = self.loc, self.symbols
        found = {}
        for cid in self.contents[GHOSTS]:
            cell = loc[cid][1]
            match = (GHOST_COLOUR[cid], symbols[cell])
            if match in wanted:
                found[cell] = match
        return found

    def ghost_cells(self, match: tuple[str, str]) -> list[int]:
        """The cells of the ghosts that match (colour, symbol), as ``ghosts`` orders them."""
        loc, symbols = self.loc, self.symbols
        colour, symbol = match
        cells = [loc[cid][1] for cid in self.contents[GHOSTS] if GHOST_COLOUR[cid] == colour]
        return [cell for cell in cells if symbols[cell] == symbol]

    def meeple_cells(self) -> dict[str, int]:
        """Each meeple's cell (a meeple on its way is counted where it started)."""
        cells = {cid: self.loc[cid][1] for cid in MEEPLES}
        if self.meeple:
            cells[self.meeple] = self.path[0]
        return cells

    def score(self, seat: int) -> int:
        """Ghosts ``seat`` has zapped."""
        return len(self.contents[caught(seat)])

    def matching_cards(self, seat: int) -> int:
        """How many cards of ``seat``'s hand match at least one ghost on the board (a card that
        matches several ghosts counts once)."""
        present = set(self.ghosts().values())
        return sum(1 for c in self.contents[hand(seat)] if MATCH[c] in present)

    def matched(self, seat: int) -> int:
        """How many ghosts on the board some card in ``seat``'s hand matches."""
        wanted = {MATCH[c] for c in self.contents[hand(seat)]}
        return sum(1 for match in self.ghosts().values() if match in wanted)

    def zaps(self, seat: int, roll: int) -> list[tuple[str, str, int]]:
        """Every zap ``seat`` could make with ``roll``: (card, meeple, ghost cell)."""
        cards = self.contents[hand(seat)]
        wanted = {MATCH[c] for c in cards}
        targets = self.targets(wanted)
        found = []
        for meeple, start in self.meeple_cells().items():
            for cell in REACH[start][roll] & targets.keys():
                found += [(c, meeple, cell) for c in cards if MATCH[c] == targets[cell]]
        return found

    def useful_rolls(self) -> list[int]:
        """The rolls with which some seat could zap."""
        wanted = {MATCH[c] for s in range(self.players) for c in self.contents[hand(s)]}
        targets = self.targets(wanted).keys()
        starts = self.meeple_cells().values()
        return [n for n in range(1, MOST_STEPS + 1) if any(REACH[start][n] & targets for start in starts)]

    def racers(self) -> list[int]:
        """The seats that may buzz: all, or with guided paths those that hold a zap with the roll."""
        if self.options.get("guided", False):
            return [s for s in range(self.players) if self.zaps(s, self.roll)]
        return list(range(self.players))

    def sure(self) -> bool:
        """Guided paths without time limits: a seat that may buzz always has a zap it is sure to
        complete, so the race needs no "nobody" and the zap no giving up."""
        return self.options.get("guided", False) and not self.options.get("clock", True)

    def steps_left(self) -> int:
        """Steps the meeple of the zap still has to take."""
        return self.roll - (len(self.path) - 1 if self.path else 0)

    # ----- rules ------------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        step = self.step
        if step == "setup":
            return [move(c, DISCARD) for c in self.contents[hand(self.current_player)]]
        if step == "roll":
            return [ROLL]
        if step == "race":
            racers = [buzz(s) for s in self.racers()]
            return racers if self.sure() and racers else racers + [NOBODY]
        if step == "zap":
            drags = self._zap_actions()
            return drags if self.sure() and drags else drags + [GIVE_UP]
        actions: list[Action] = []
        for seat in self.pending:
            actions += [move(c, DISCARD) for c in self.contents[hand(seat)]]
            actions.append(keep(seat))
        return actions + [CLOSE]

    def _zap_actions(self) -> list[Action]:
        """The drags of the zap: a card from the hand, then the meeple's moves (``meeple_moves``).
        With guided paths only the cards that have a zap."""
        if not self.card:
            cards = self.contents[hand(self.buzzer)]
            if self.options.get("guided", False):
                cards = sorted({c for c, _m, _g in self.zaps(self.buzzer, self.roll)}, key=cards.index)
            return [move(c, PLAYED) for c in cards]
        return [move(m, MEEPLE_ZONE, c) for m in ([self.meeple] if self.meeple else MEEPLES)
                for c in self.meeple_moves(m)]

    def standing(self, meeple: str) -> tuple[int, frozenset[int]]:
        """Where ``meeple`` stands in this zap, and the tiles its path may no longer enter."""
        here = self.path[-1] if self.meeple else self.loc[meeple][1]
        return here, frozenset(self.path) | {here}

    def meeple_moves(self, meeple: str) -> list[int]:
        """The tiles ``meeple`` may be moved to now: one step to a tile beside it, or the end of a
        whole path of exactly the steps left.  With guided paths only the steps after which the
        path can still end on a ghost matching the card, and only such ghosts as ends."""
        here, seen = self.standing(meeple)
        left = self.steps_left()
        steps = [c for c in NEIGHBOURS[here] if c not in seen]
        finishes = (REACH[here][left] if not self.meeple else ends(here, left, seen)) if left > 1 else frozenset()
        if self.options.get("guided", False):
            wanted = card_match(self.card)
            goals = self.ghost_cells(wanted)
            steps = [c for c in steps if any(may_reach(c, left - 1, goal) and route(c, left - 1, goal, seen) is not None
                                             for goal in goals)]
            finishes = finishes & set(goals)
        return steps + sorted(finishes.difference(steps))

    def walk(self, action: Move) -> tuple[int, ...]:
        """The tiles a meeple's move in the zap walks, in order.  A move onto a tile that a path
        of exactly the steps left reaches walks a whole such path (one gesture for the zap), except
        onto a tile beside the meeple that holds no ghost matching the card: that is one step."""
        here, seen = self.standing(action.component)
        left, slot = self.steps_left(), action.slot
        whole = left > 1 and (slot not in NEIGHBOURS[here] or self.ghosts().get(slot) == card_match(self.card))
        way = route(here, left, slot, seen) if whole else None
        return way or (slot,)

    def perform(self, action: Action) -> None:
        step = self.step
        if step == "setup":
            self._setup_discard(action)
        elif step == "roll":
            self._roll()
        elif step == "race":
            if action == NOBODY:
                self.step = "roll"
            else:
                self._start_zap(action.value)
        elif step == "zap":
            self._zap(action)
        else:
            self._window(action)

    def _setup_discard(self, action: Move) -> None:
        seat = self.current_player
        self.put(action.component, DISCARD)
        self.discarded += 1
        if self.discarded < DEALT - KEPT:
            return
        self.discarded = 0
        if self.matching_cards(seat) < 2:  # a poor hand: a new one of six, and discard again
            for cid in list(self.contents[hand(seat)]):
                self.put(cid, DISCARD)
            self.draw(seat, DEALT)
            self.redealt += 1
            return
        if seat + 1 < self.players:
            self.current_player = seat + 1
        else:
            self.step, self.current_player = "roll", self.roller

    def _roll(self) -> None:
        """Roll; throw again any roll nobody could zap with; if no roll would do, open the window to all."""
        self.round += 1
        self.outcome, self.trail = "", ()
        useful = self.useful_rolls()
        rerolled = []
        self.roll = self.roll_die()
        if useful:
            while self.roll not in useful:
                rerolled.append(self.roll)
                self.roll = self.roll_die()
            self.step = "race"
        else:
            self._open_window(None)
        self.rerolled = tuple(rerolled)
        self.put(DIE, DICE, self.roll)

    def _start_zap(self, seat: int) -> None:
        self.step, self.buzzer, self.roller = "zap", seat, seat
        self.current_player = seat
        self.card, self.meeple, self.path = "", "", ()

    def _zap(self, action: Action) -> None:
        if action == GIVE_UP:
            self._end_zap("gave_up")
            return
        if not self.card:
            self.card = action.component
            self.put(action.component, PLAYED)
            return
        cells = self.walk(action)
        if not self.meeple:
            self.meeple = action.component
            self.path = (self.loc[action.component][1],)
        self.put(self.meeple, MEEPLE_ZONE, action.slot)
        self.path += cells
        if self.steps_left() == 0:
            self._end_zap("caught" if self.ghosts().get(action.slot) == card_match(self.card) else "missed")
        elif all(c in self.path for c in NEIGHBOURS[action.slot]):
            self._end_zap("boxed")

    def _end_zap(self, outcome: str) -> None:
        """Judge the zap: take the ghost, or put the meeple and the card back; then the window."""
        seat = self.buzzer
        self.outcome, self.trail = outcome, self.path
        if outcome == "caught":
            ghost = next(cid for cid in self.contents[GHOSTS] if self.loc[cid][1] == self.path[-1])
            self.put(ghost, caught(seat))
            self.put(self.card, DISCARD)
            self.draw(seat)
            if self.score(seat) >= self.goal:
                self.winner, self.step, self.current_player = seat, "over", None
                self.card, self.meeple, self.path = "", "", ()
                return
        else:
            if self.meeple:
                self.put(self.meeple, MEEPLE_ZONE, self.path[0])
            if self.card:
                self.put(self.card, hand(seat))
        self.card, self.meeple, self.path = "", "", ()
        self._open_window(seat)

    def _open_window(self, seat: int | None) -> None:
        """The discard window for every seat but ``seat`` (for all when None); the roller rolls next."""
        self.step, self.buzzer = "window", seat
        self.pending = tuple(s for s in range(self.players) if s != seat)
        self.current_player = self.roller

    def _window(self, action: Action) -> None:
        if action == CLOSE:
            self.pending = ()
        elif isinstance(action, Move):
            seat = int(self.loc[action.component][0].split(".")[1])
            self.put(action.component, DISCARD)
            self.draw(seat)
            self.pending = tuple(s for s in self.pending if s != seat)
        else:
            self.pending = tuple(s for s in self.pending if s != action.value)
        if not self.pending:
            self.step, self.buzzer = "roll", None

    def scores(self) -> list[float]:
        return [float(self.score(s)) for s in range(self.players)]

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    # ----- real time --------------------------------------------------------------------------
    def window_seat(self, action: Action) -> int | None:
        """The seat a window action belongs to (None for the closing of the window)."""
        if isinstance(action, Move):
            return int(self.loc[action.component][0].split(".")[1])
        return action.value if action.key == "keep" else None
