"""Make Way!: play a card, step a cube onto a tile of its symbol, shove the other side back.

Rulings (shared/rules/make_way.md): a 6×6 board, one symbol per row (drop, hammers, circles,
bricks, wheel, arrow from seat 0's side, or a random order as an option).  The 54 number and
light-green cards are dealt 9 a seat per round for 3 rounds; seat 0 starts the first round and
the starters alternate (variant: 4 rounds, the cards shuffled again after round 2).  A turn plays
one card and moves one of your 9 cubes onto a tile of the card's symbol: a cube on the board
steps one tile forward or sideways (sideways wraps round the row); a new cube enters on your
first row or right behind one of your cubes.  A cube on the tile entered is pushed one tile
further the same way (not onto a taken tile, never one's own cube forward); pushed off its
owner's back edge it goes back to its supply.  With no card that allows a move the player
discards a card of their choice.  At the end a cube scores its distance from its owner's back
edge, cut short by the nearest opponent cube behind it in its column.

On screen seat 0 sits at the bottom (its first row is grid row y = 5, forward is up) and seat 1
at the top.  A turn is two steps: the card is dragged to the "play" spot, then a cube to its
tile (``Move(cube, "pieces", cell)``; a new cube is the top one of the supply).  Hands are
hidden (owner visibility), so the table draws a curtain between the seats.
"""

from __future__ import annotations

from greenbox_desktop.box import COMPONENTS, SYMBOLS, cube_ids, tile_ids
from greenbox_desktop.engine import Action, GameInfo, Move, Option, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.grid_cells import cell_name
from greenbox_desktop.words import plural, with_article

SIDE = 6
HAND = 9
CUBES_EACH = 9
SEAT_COLOURS = ("red", "blue")
CARDS = tuple(c.id for c in COMPONENTS.values() if c.kind == "card" and c.background != "star")
CARD_SYMBOL = {cid: COMPONENTS[cid].symbol for cid in CARDS}
CUBES = tuple(tuple(cube_ids(colour, CUBES_EACH)) for colour in SEAT_COLOURS)
CUBE_SEAT = {cid: seat for seat, ids in enumerate(CUBES) for cid in ids}
BOARD, PIECES, DECK, PLAY, DISCARD = "board", "pieces", "deck", "play", "discard"
ROUND_CHOICES = (3, 4)
RESHUFFLE_AFTER = 2  # the 4-round variant shuffles all cards again after this round


def hand(seat: int) -> str:
    """The zone of ``seat``'s hand."""
    return f"hand.{seat}"


def supply(seat: int) -> str:
    """The zone of ``seat``'s cubes off the board."""
    return f"supply.{seat}"


def ahead(seat: int) -> int:
    """The grid's y step of ``seat``'s forward: seat 0 moves up the screen, seat 1 down."""
    return -1 if seat == 0 else 1


def first_row(seat: int) -> int:
    """The grid row nearest ``seat``'s side of the board."""
    return SIDE - 1 if seat == 0 else 0


def depth(seat: int, y: int) -> int:
    """How many tiles from ``seat``'s back edge grid row ``y`` lies (its first row is 1)."""
    return SIDE - y if seat == 0 else y + 1


def symbol_name(symbol: str) -> str:
    """A symbol as players read it."""
    return symbol.capitalize()


def piece_points(seat: int, cell: int, cubes: dict[int, int]) -> int:
    """What a cube of ``seat`` on ``cell`` scores: its depth, cut short by the nearest opponent
    cube between it and its owner's back edge in the same column (``cubes``: cell -> seat)."""
    x, y = cell % SIDE, cell // SIDE
    mine = depth(seat, y)
    cut = 0
    for other_y in range(SIDE):
        if cubes.get(other_y * SIDE + x, seat) != seat and depth(seat, other_y) < mine:
            cut = max(cut, depth(seat, other_y))
    return mine - cut


@register
class MakeWay(State):
    """Make Way! for two seats: red (seat 0, bottom) against blue (seat 1, top)."""

    INFO = GameInfo(
        id="make_way",
        title="Make Way!",
        designer="Jørgen Brunborg-Næss",
        min_players=2,
        max_players=2,
        minutes=20,
        complexity=2,
        options=(
            Option("random_rows", "Random row order", False,
                   help="Lay the six symbol rows in a random order instead of the usual one."),
            Option("rounds", "Rounds", 3, ROUND_CHOICES, labels=("3 rounds", "4 rounds"),
                   help="Four rounds: after round 2 all cards are shuffled again for two more rounds."),
        ),
        summary="Two armies of cubes march toward each other across six rows of symbols. Each card "
                "lets one cube step onto a tile of its symbol, shoving whatever stands there one "
                "tile further. Push deep into the far side and keep the enemy from slipping in behind you.",
        contest="Green Box of Games 2018 rulebook",
        hidden_info=True,
        playout_options=((("rounds", 4),), (("random_rows", True),)),
    )

    rows: tuple[str, ...]  # the symbol of each row, counted from seat 0's side
    round: int
    last_push: tuple[str, int | None] | None  # the cube pushed by the last move and where it went

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone(BOARD, "grid", "Board", shape=(SIDE, SIDE, "square"), hints=(("coords", True),)),
            Zone(PIECES, "grid", "Cubes", shape=(SIDE, SIDE, "square"), over=BOARD),
            Zone(DECK, "stack", "Deck", visibility="nobody", face_up=False, area="side", order=0),
            Zone(PLAY, "pool", "Card in play", area="side", order=1),
            Zone(DISCARD, "stack", "Played cards", area="side", order=2),
        ]
        for s in range(players):
            area = "south" if s == 0 else "north"
            name = f"Player {s + 1}"
            zones += [Zone(hand(s), "hand", f"{name}'s hand", owner=s, visibility="owner", face_up=False,
                           area=area, order=0),
                      Zone(supply(s), "pool", f"{name}'s cubes ({SEAT_COLOURS[s]})", owner=s, area=area, order=1)]
        return zones

    def setup(self) -> None:
        rows = list(SYMBOLS)
        if self.options["random_rows"]:
            self.shuffle(rows)
        self.rows = tuple(rows)
        for r, symbol in enumerate(self.rows):
            for x, tile in enumerate(tile_ids(symbol)):
                self.put(tile, BOARD, (SIDE - 1 - r) * SIDE + x)
        for seat, ids in enumerate(CUBES):
            for cid in ids:
                self.put(cid, supply(seat))
        self.last_push = None
        self.round = 0
        self._new_round()

    # ----- the table ------------------------------------------------------------------------
    def row_of(self, symbol: str) -> int:
        """The grid row (y) of the tiles with ``symbol``."""
        return SIDE - 1 - self.rows.index(symbol)

    def symbol_at(self, cell: int) -> str:
        """The symbol of the tile on ``cell``."""
        return self.rows[SIDE - 1 - cell // SIDE]

    def cubes(self) -> dict[int, int]:
        """The taken cells: cell -> seat of the cube on it."""
        loc = self.loc
        return {loc[c][1]: CUBE_SEAT[c] for c in self.contents[PIECES]}

    def cube_at(self, cell: int) -> str | None:
        """The cube on ``cell``, if any."""
        loc = self.loc
        for cid in self.contents[PIECES]:
            if loc[cid][1] == cell:
                return cid
        return None

    def card_in_play(self) -> str | None:
        """The card played this turn, while its cube still has to move."""
        return self.top(PLAY)

    # ----- moves ----------------------------------------------------------------------------
    def steps(self, seat: int, symbol: str, taken: dict[int, int] | None = None) -> list[tuple[str, int, int, int]]:
        """Every move ``seat`` may make with a card of ``symbol``: (cube, target, dx, dy),
        ``cube`` the top of the supply for a new cube (``taken``: ``cubes()``, if known)."""
        if taken is None:
            taken = self.cubes()
        return [(cid, target, dx, dy) for cid, target, dx, dy in self.reaches(seat, symbol)
                if self.blocked(seat, target, dx, dy, taken) is None]

    def reaches(self, seat: int, symbol: str) -> list[tuple[str, int, int, int]]:
        """The moves of ``steps`` before pushes are checked."""
        ty = self.row_of(symbol)
        f = ahead(seat)
        loc = self.loc
        found: list[tuple[str, int, int, int]] = []
        own_cells = []
        for cid in self.contents[PIECES]:
            if CUBE_SEAT[cid] != seat:
                continue
            cell = loc[cid][1]
            own_cells.append(cell)
            x, y = cell % SIDE, cell // SIDE
            if y + f == ty:
                found.append((cid, ty * SIDE + x, 0, f))
            elif y == ty:
                found.append((cid, y * SIDE + (x + 1) % SIDE, 1, 0))
                found.append((cid, y * SIDE + (x - 1) % SIDE, -1, 0))
        pile = self.contents[supply(seat)]
        if pile:
            if ty == first_row(seat):
                entries = [ty * SIDE + x for x in range(SIDE)]
            else:
                entries = sorted(cell - f * SIDE for cell in own_cells if cell // SIDE - f == ty)
            found += [(pile[-1], cell, 0, f) for cell in entries]
        return found

    def blocked(self, seat: int, target: int, dx: int, dy: int, taken: dict[int, int]) -> str | None:
        """Why a cube of ``seat`` may not go onto ``target`` moving (dx, dy), or None if it may."""
        owner = taken.get(target)
        if owner is None:
            return None
        if owner == seat and dy:
            return "You may not push your own cube forward."
        beyond = self._beyond(target, dx, dy)
        if beyond is not None and beyond in taken:
            return (f"The cube on {cell_name(target, SIDE)} would be pushed onto {cell_name(beyond, SIDE)}, "
                    "which is taken.")
        return None

    @staticmethod
    def _beyond(cell: int, dx: int, dy: int) -> int | None:
        """The cell one step from ``cell`` (sideways wraps round the row); None off the board."""
        x, y = (cell % SIDE + dx) % SIDE, cell // SIDE + dy
        return y * SIDE + x if 0 <= y < SIDE else None

    def _playable(self, seat: int) -> list[str]:
        """The cards in ``seat``'s hand that allow a move."""
        hand_cards = self.contents[hand(seat)]
        taken = self.cubes()
        can = {symbol: bool(self.steps(seat, symbol, taken)) for symbol in {CARD_SYMBOL[c] for c in hand_cards}}
        return [c for c in hand_cards if can[CARD_SYMBOL[c]]]

    def generate(self) -> list[Action]:
        seat = self.current_player
        card = self.card_in_play()
        if card is not None:
            return [move(cid, PIECES, target) for cid, target, _, _ in self.steps(seat, CARD_SYMBOL[card])]
        playable = self._playable(seat)
        if playable:
            return [move(c, PLAY) for c in playable]
        return [move(c, DISCARD) for c in self.contents[hand(seat)]]

    def perform(self, action: Action) -> None:
        assert isinstance(action, Move)
        seat = self.current_player
        if action.zone == PLAY:
            self.put(action.component, PLAY, face_up=True)
            return
        if action.zone == DISCARD:
            self.put(action.component, DISCARD, face_up=True)
        else:
            self._move_cube(seat, action.component, action.slot)
            self.put(self.card_in_play(), DISCARD, face_up=True)
        self._next_turn()

    def _move_cube(self, seat: int, cid: str, target: int) -> None:
        """Step or bring in ``cid`` onto ``target``, pushing what stands there."""
        dx, dy = self._direction(seat, cid, target)
        pushed = self.cube_at(target)
        self.last_push = None
        if pushed is not None:
            beyond = self._beyond(target, dx, dy)
            if beyond is None:
                self.put(pushed, supply(CUBE_SEAT[pushed]))
            else:
                self.put(pushed, PIECES, beyond)
            self.last_push = (pushed, beyond)
        self.put(cid, PIECES, target)

    def _direction(self, seat: int, cid: str, target: int) -> tuple[int, int]:
        """The way a legal move of ``cid`` onto ``target`` goes: forward for a new cube, else the step."""
        where = self.loc[cid]
        if where[0] != PIECES:
            return 0, ahead(seat)
        cell = where[1]
        if target // SIDE != cell // SIDE:
            return 0, ahead(seat)
        return (1, 0) if target == (cell // SIDE) * SIDE + (cell % SIDE + 1) % SIDE else (-1, 0)

    def _next_turn(self) -> None:
        """The other seat plays; when its hand is empty, so is this one (both were dealt alike)
        and the round, or the game, ends."""
        other = 1 - self.current_player
        if self.contents[hand(other)]:
            self.current_player = other
        elif self.round < self.options["rounds"]:
            self._new_round()
        else:
            self.current_player = None

    def _new_round(self) -> None:
        """Deal 9 cards a seat (shuffling everything first at the start and after round 2)."""
        self.round += 1
        if self.round == 1 or (self.round == RESHUFFLE_AFTER + 1 and self.options["rounds"] > RESHUFFLE_AFTER + 1):
            for cid in CARDS:
                self.put(cid, DECK, face_up=False)
            self.shuffle_zone(DECK)
        for seat in range(self.players):
            self.put_top(DECK, hand(seat), HAND, face_up=False)
        self.current_player = (self.round - 1) % 2

    # ----- the end --------------------------------------------------------------------------
    def scores(self) -> list[float]:
        taken = self.cubes()
        points = [0, 0]
        for cell, seat in taken.items():
            points[seat] += piece_points(seat, cell, taken)
        return [float(p) for p in points]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        a, b = self.scores()
        return [] if a == b else [0 if a > b else 1]

    def evaluate(self, seat: int) -> float:
        """For bots: the points the cubes would score if the game ended now."""
        return lead(self.scores(), seat, 6.0)

    def seat_colour(self, seat: int) -> str | None:
        """The colour of ``seat``'s cubes."""
        return SEAT_COLOURS[seat]

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        if not isinstance(action, Move):
            return "Play a card from your hand, then move a cube onto a tile of its symbol."
        cid = action.component
        card = self.card_in_play()
        if cid in CUBE_SEAT:
            if card is None:
                return "First drag a card from your hand to the card-in-play spot: it decides where a cube may go."
            return self._cube_reason(seat, cid, action.zone, action.slot, CARD_SYMBOL[card])
        if cid not in CARD_SYMBOL and not cid.startswith("card."):
            return "Tiles stay where they are; only cubes move."
        if card is not None:
            return "You have played your card this turn: now move a cube onto a tile of its symbol."
        if self.loc.get(cid, (None,))[0] != hand(seat):
            return "Play a card from your own hand."
        if not self._playable(seat):
            return "No card in your hand lets you move: drag one onto the played cards to discard it."
        if action.zone == DISCARD:
            return "You may discard only when no card in your hand lets you move."
        if action.zone != PLAY and move(cid, PLAY) in self.legal_actions():
            return "Drag the card to the card-in-play spot."
        symbol = CARD_SYMBOL[cid]
        reach = self.reaches(seat, symbol)
        if reach:
            cube, target, dx, dy = reach[0]
            return f"Every move onto {with_article(symbol_name(symbol))} tile is blocked. " + self.blocked(
                seat, target, dx, dy, self.cubes())
        return f"No cube of yours can reach {with_article(symbol_name(symbol))} tile just now."

    def _cube_reason(self, seat: int, cid: str, zone: str, target: int | None, symbol: str) -> str | None:
        """Why moving ``cid`` onto ``target`` with a card of ``symbol`` is not allowed."""
        if CUBE_SEAT[cid] != seat:
            return f"That cube is {self.seat_name(CUBE_SEAT[cid])}'s: move one of your own."
        where = self.loc[cid]
        if (where[0], where[1]) == (zone, target):  # pressed where it lies
            return f"That cube has no {symbol_name(symbol)} tile within reach this turn."
        if zone != PIECES or not isinstance(target, int) or not 0 <= target < SIDE * SIDE:
            return "Cubes move onto the tiles of the board."
        if self.symbol_at(target) != symbol:
            return (f"Your card shows {symbol_name(symbol)}: the cube must land on "
                    f"{with_article(symbol_name(symbol))} tile.")
        why = self._step_reason(seat, cid, target)
        if why is not None:
            return why
        dx, dy = self._direction(seat, cid, target)
        return self.blocked(seat, target, dx, dy, self.cubes())

    def _step_reason(self, seat: int, cid: str, target: int) -> str | None:
        """Why ``target`` is not one step (or a place to come in) for ``cid``, or None if it is."""
        f = ahead(seat)
        where = self.loc[cid]
        if where[0] != PIECES:
            behind_own = target + f * SIDE
            own = self.cubes().get(behind_own) == seat if target // SIDE + f in range(SIDE) else False
            if target // SIDE == first_row(seat) or own:
                return None
            return "A new cube comes in on your first row or on the tile right behind one of your cubes."
        cell = where[1]
        x, y, tx, ty = cell % SIDE, cell // SIDE, target % SIDE, target // SIDE
        if ty == y and (tx - x) % SIDE in (1, SIDE - 1):
            return None
        if tx == x and ty == y + f:
            return None
        if tx == x and ty == y - f:
            return "Cubes never step backward: only forward or sideways."
        return "A cube steps one tile only: forward, or sideways (round the end of its row)."

    def describe(self, action: Action) -> str:
        assert isinstance(action, Move)
        who = self.seat_name(self.current_player)
        cid = action.component
        if action.zone == PLAY:
            return f"{who} plays {with_article(symbol_name(CARD_SYMBOL[cid]))} card."
        if action.zone == DISCARD:
            return (f"{who} has no card that allows a move and discards "
                    f"{with_article(symbol_name(CARD_SYMBOL[cid]))} card.")
        where = self.loc[cid]
        to = cell_name(action.slot, SIDE)
        text = (f"{who} moves a cube from {cell_name(where[1], SIDE)} to {to}" if where[0] == PIECES
                else f"{who} brings a new cube in at {to}")
        pushed = self.cube_at(action.slot)
        if pushed is None:
            return text + "."
        dx, dy = self._direction(self.current_player, cid, action.slot)
        beyond = self._beyond(action.slot, dx, dy)
        whose = "their own" if CUBE_SEAT[pushed] == self.current_player else f"{self.seat_name(CUBE_SEAT[pushed])}'s"
        if beyond is None:
            return text + f", pushing {whose} cube off the board and back to its supply."
        return text + f", pushing {whose} cube on to {cell_name(beyond, SIDE)}."

    def news(self, before: State, action: Action) -> list[str]:
        if self.round == before.round and self.current_player is not None:
            return []
        if self.current_player is None:
            a, b = self.scores()
            return [f"The last card is played. Final score: {self.seat_name(0)} {plural(int(a), 'point')}, "
                    f"{self.seat_name(1)} {plural(int(b), 'point')}."]
        shuffled = " All cards are shuffled again." if self.round == RESHUFFLE_AFTER + 1 and self.options[
            "rounds"] > RESHUFFLE_AFTER + 1 else ""
        return [f"Round {self.round}:{shuffled} {HAND} new cards each; {self.seat_name(self.current_player)} starts."]

    def now(self) -> str | None:
        if self.current_player is None:
            return None
        card = self.card_in_play()
        if card is not None:
            name = symbol_name(CARD_SYMBOL[card])
            return (f"Move a cube onto a {name} tile: step one of yours forward or sideways, or bring a new "
                    "one in from your supply (pick a cube up and the tiles it may reach light up).")
        if self._playable(self.current_player):
            return "Drag a card from your hand to the card-in-play spot; then move a cube onto a tile of its symbol."
        return "No card lets you move: drag one card of your choice onto the played cards to discard it."

    def panel(self) -> dict[str, str]:
        taken = self.cubes()
        facts = {"Round": f"{self.round} of {self.options['rounds']}",
                 "Rows from Player 1's side": " · ".join(symbol_name(s) for s in self.rows)}
        for s in range(self.players):
            on_board = sum(1 for owner in taken.values() if owner == s)
            facts[f"{self.seat_name(s)} ({SEAT_COLOURS[s]}, {'bottom' if s == 0 else 'top'})"] = (
                f"{plural(on_board, 'cube')} on the board, {plural(len(self.contents[hand(s)]), 'card')} in hand")
        card = self.card_in_play()
        if card is not None:
            facts["Card in play"] = symbol_name(CARD_SYMBOL[card])
        if self.current_player is None:
            won = self.winners()
            facts["Result"] = f"{self.seat_name(won[0])} wins" if won else "Draw"
        return facts

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        if component_id in CUBE_SEAT:
            seat = CUBE_SEAT[component_id]
            if where[0] != PIECES:
                return f"{self.seat_name(seat)}'s cubes waiting to come in."
            taken = self.cubes()
            cell = where[1]
            full, points = depth(seat, cell // SIDE), piece_points(seat, cell, taken)
            cut = "" if points == full else f" (cut short from {full} by a cube behind it)"
            return (f"{self.seat_name(seat)}'s cube on {cell_name(cell, SIDE)}: "
                    f"worth {plural(points, 'point')} now{cut}.")
        if where[0] == BOARD:
            y = where[1] // SIDE
            symbol = self.symbol_at(where[1])
            return (f"{symbol_name(symbol)} row: row {depth(0, y)} from {self.seat_name(0)}'s side, "
                    f"row {depth(1, y)} from {self.seat_name(1)}'s.")
        if component_id in CARD_SYMBOL:
            name = symbol_name(CARD_SYMBOL[component_id])
            return f"{name} card: play it to move a cube onto a tile of the {name} row."
        return None
