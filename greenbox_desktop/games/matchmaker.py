"""Matchmaker: the Maker shows a few cards, the others place coloured cubes against their tiles from memory.

Rulings (shared/rules/matchmaker.md; phases 3-4 and the scoring are reconstructed): 3-5 players,
each with the six symbol tiles in an order they choose and 4 cubes of each of red, blue, yellow
and green.  The cards are the 36 cards of those four colours.  Each round the Maker (in turn)
rolls two dice (option: one), draws that many cards, puts back any card that would bring a
colour over four, and orders the rest.  Then each other player in turn memorises the cards
and places cubes from memory: a cube of a card's colour above the tile of its symbol for values
4-6, below it for 1-3.  Score: 1 per correct cube, -1 per cube that matches no card (a round
never scores below 0); the Maker scores the best other round score minus 1.  Everyone is Maker
twice; the highest total wins.

Each seat's board is one grid: cubes above (4-6), the tiles, cubes below (1-3); before the
tiles are laid they wait in the top row.  Each seat's supply is a grid with a row per colour and
a fixed place for every cube, so the supply stays put while cubes are taken.  Until the round is
scored a seat sees neither where the others placed their cubes nor which colours their supplies
still hold: only how many cubes each has left.

The clock lives in the UI: ``timer`` tells it how long a step lasts and which ordinary action
ends it, so the rules stay free of clocks and a replay gives the same game.  The option
``clock`` sets the seconds a card (the designer's 2 seconds, more for newcomers, or none).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from greenbox_desktop.box import SYMBOLS, component, cube_ids, kind_of
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, Option, Pass, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.engine.hidden import resample
from greenbox_desktop.words import plural

COLOURS = ("red", "blue", "yellow", "green")
PER_COLOUR = 4  # cubes of each colour per player, and the most cards of a colour in a round
CUBES_EACH = PER_COLOUR * len(COLOURS)
CARDS = tuple(f"card.{c}.{v}" for c in COLOURS for v in (1, 2, 3, 4, 5, 6)) + tuple(
    f"card.{c}.g{k}" for c in COLOURS for k in (1, 2, 3))
#: the option ``clock``: seconds a card to look at the cards and to place cubes (None: no clock).
#: Standard is the designer's 2 seconds.  Relaxed: on this table a cube is a point and a drag of
#: 250-480 pixels onto a 48-pixel cell, about 1.3-1.7 s by Fitts' law, plus about a second to
#: recall the card and find its place: some 2.5 s a card for a newcomer, so 5 s leaves room to
#: hesitate; looking gets half as much again as the designer's 2 s.
CLOCKS: dict[str, tuple[float, float] | None] = {"relaxed": (3.0, 5.0), "standard": (2.0, 2.0), "off": None}
MAKER_TURNS = 2
MOST_CARDS = 12
COLUMNS = len(SYMBOLS)  # one column of a board per tile
ABOVE_ROW, TILE_ROW, BELOW_ROW = 0, 1, 2  # the rows of a board; tiles wait in the top row until laid
DECK, DRAWN, SHOWN = "deck", "drawn", "shown"
ROLL = Choose("round", "roll")
READY = Choose("cards", "hide")
HIGH = 4  # values from here up go above the tile
#: a bot's memory: the chance of misremembering each card, per card shown (so more cards, more
#: slips), by level; never 0, so no bot remembers perfectly.  See ``recall``.
FORGET_PER_CARD = {"easy": 0.05, "normal": 0.025, "hard": 0.01}
LEAD_SCALE = 4.0  # evaluate: a lead of this many points counts as clearly ahead
EACH_SHARE = 0.25  # evaluate: the share of the lead over each other seat, beside the lead over the best
SECRET_STEPS = ("order", "memorise", "place")  # steps in which only the seat at work sees the cards


def board(seat: int) -> str:
    """The zone of ``seat``'s board: cubes above (4-6), the row of tiles, cubes below (1-3)."""
    return f"board.{seat}"


def supply(seat: int) -> str:
    """The zone of ``seat``'s unplaced cubes: a row per colour, a fixed place per cube."""
    return f"supply.{seat}"


def cube_slot(high: bool, column: int) -> int:
    """The board slot above (``high``) or below the tile in ``column``."""
    return (ABOVE_ROW if high else BELOW_ROW) * COLUMNS + column


def tile_place(column: int) -> int:
    """The board slot of the tile in ``column`` of the row of tiles."""
    return TILE_ROW * COLUMNS + column


def seat_cubes(seat: int) -> list[str]:
    """The 16 cubes of ``seat``: cubes 4s+1..4s+4 of each colour."""
    return [cid for c in COLOURS for cid in cube_ids(c)[PER_COLOUR * seat:PER_COLOUR * (seat + 1)]]


def home(cid: str) -> int:
    """A cube's own place in its seat's supply: its colour's row, its number's column."""
    return COLOURS.index(cube_colour(cid)) * PER_COLOUR + (int(cid.rsplit(".", 1)[1]) - 1) % PER_COLOUR


@lru_cache(maxsize=512)
def placings(cid: str, zone: str) -> tuple[Move, ...]:
    """Every move of a cube onto a board's cube places: above the tiles, then below, left to right."""
    return tuple(move(cid, zone, cube_slot(high, column)) for high in (True, False) for column in range(COLUMNS))


def cube_colour(cid: str) -> str:
    """The colour of a cube (or card) id."""
    return cid.split(".")[1]


def target(card: str) -> tuple[str, str, bool]:
    """What a card asks for: (colour, symbol, above)."""
    info = component(card)
    return info.colour, info.symbol, info.value >= HIGH


def _swap(state: State, a: str, b: str) -> None:
    """Exchange the places of two components (``a`` is on the table, ``b`` anywhere, even the box)."""
    if a == b:
        return
    where_a, where_b = state.loc[a], state.loc.get(b)
    index_a = state.contents[where_a[0]].index(a)
    if where_b is None:
        state.put(a, "box")
        state.put(b, where_a[0], where_a[1], where_a[2], index=index_a)
        return
    index_b = state.contents[where_b[0]].index(b)
    state.contents[where_a[0]][index_a], state.contents[where_b[0]][index_b] = b, a
    state.loc[a], state.loc[b] = where_b, where_a


def card_name(card: str) -> str:
    """A card in words: "red 5 wheel"."""
    info = component(card)
    return f"{info.colour} {info.value} {info.symbol}"


@register
class Matchmaker(State):
    """Matchmaker for 3-5 seats."""

    INFO = GameInfo(
        id="matchmaker",
        title="Matchmaker",
        designer="Stephen Jennings",
        min_players=3,
        max_players=5,
        minutes=20,
        complexity=1,
        options=(Option("dice", "Dice rolled by the Maker", 2, (2, 1), labels=("Two dice", "One die (learning)"),
                        help="How many cards the Maker draws: two dice for the full game, one die for a gentler "
                             "game while everyone learns."),
                 Option("clock", "Time to look and to place", "relaxed", tuple(CLOCKS),
                        labels=("Relaxed", "Standard (2 s)", "Off"),
                        help="Relaxed: the cards show for 3 seconds each and you have 5 seconds a card to place "
                             "your cubes, time enough for newcomers. Standard: the designer's 2 seconds a card "
                             "for each. Off: no clock; turn the cards over and press Done yourself."),),
        summary="A memory game. The Maker shows a handful of coloured cards for a few seconds; then they "
                "turn over and you place cubes above or below your symbol tiles to match them. Every "
                "right cube scores, every wrong one costs.",
        contest="Green Box of Games 2018 rulebook",
        hidden_info=True,
        playout_options=((("dice", 1),),),
        rules_version=2,  # 2: one board grid and a supply grid per seat; hidden placements; the clock option
    )

    step: str  # arrange, roll, order, memorise, place
    round: int  # 1-based
    maker: int
    dice: tuple[int, ...]
    returned: int  # cards put back in the last draw
    totals: tuple[int, ...]
    last: tuple[int, ...]  # each seat's score in the last scored round
    placed: int  # cubes the current placer has placed
    seen: tuple[tuple[str, str, bool] | None, ...]  # what the cards asked the current placer for (their
    # memory; a bot's ``recall`` may hold a slip, None for a card it has forgotten)
    #: True only on a bot's sample (``determinize``): past the bot's own decision, a placer there weighs
    #: just the cubes its cards still ask for and stopping, not every slot of every colour (``generate``)
    planning: bool = False

    @classmethod
    def declare_zones(cls, players, options):
        zones = [Zone(DECK, "stack", "Deck", visibility="nobody", face_up=False, area="side"),
                 Zone(DRAWN, "pool", "Drawn cards", area="east", order=0),
                 Zone(SHOWN, "row", "The cards", shape=(MOST_CARDS,), area="center", order=1)]
        for s in range(players):
            area = "south" if s < (players + 1) // 2 else "north"
            name = f"Player {s + 1}"
            zones += [
                Zone(board(s), "grid", name, owner=s,  # short, to fit; the row names say 4-6 above, 1-3 below
                     shape=(COLUMNS, 3, "square"), area=area, order=2 * s,
                     hints=(("row_labels", ("4-6", "Tiles", "1-3")),)),
                Zone(supply(s), "grid", "Cubes", owner=s, shape=(PER_COLOUR, len(COLOURS), "square"),
                     area=area, order=2 * s + 1),
            ]
        return zones

    def setup(self) -> None:
        self.step = "arrange"
        self.round = 1
        self.maker = 0
        self.dice = ()
        self.returned = 0
        self.totals = (0,) * self.players
        self.last = ()
        self.placed = 0
        self.seen = ()
        deck = list(CARDS)
        self.shuffle(deck)
        for cid in deck:
            self.put(cid, DECK, face_up=False)
        for s in range(self.players):
            for column, symbol in enumerate(SYMBOLS):
                self.put(f"tile.{symbol}.{s + 1}", board(s), ABOVE_ROW * COLUMNS + column)
            for cid in seat_cubes(s):
                self.put(cid, supply(s), home(cid))
        self.current_player = 0

    # ----- the table ------------------------------------------------------------------------
    def cards(self) -> list[str]:
        """The round's cards in the Maker's order."""
        return sorted(self.contents[SHOWN], key=lambda cid: self.loc[cid][1])

    def row_of(self, seat: int, kind: str, row: int) -> list[str]:
        """The components of ``kind`` in one row of ``seat``'s board, left to right."""
        loc = self.loc
        found = [cid for cid in self.contents[board(seat)] if kind_of(cid) == kind and loc[cid][1] // COLUMNS == row]
        return sorted(found, key=lambda cid: loc[cid][1])

    def tile_slot(self, seat: int, symbol: str) -> int:
        """The column of ``seat``'s tile of ``symbol`` in their row."""
        return self.loc[f"tile.{symbol}.{seat + 1}"][1] % COLUMNS

    def placements(self, seat: int) -> list[tuple[str, str, bool]]:
        """The cubes ``seat`` has placed, as (colour, symbol, above)."""
        symbol_at = {self.loc[t][1] % COLUMNS: component(t).symbol for t in self.row_of(seat, "tile", TILE_ROW)}
        return [(cube_colour(cid), symbol_at[self.loc[cid][1] % COLUMNS], self.loc[cid][1] < COLUMNS)
                for cid in self.contents[board(seat)] if kind_of(cid) == "cube"]

    def round_score(self, seat: int) -> tuple[int, int]:
        """(correct cubes, wrong cubes) of ``seat`` against this round's cards."""
        wanted = Counter(target(c) for c in self.cards())
        have = Counter(self.placements(seat))
        right = sum((wanted & have).values())
        return right, sum(have.values()) - right

    def round_scores(self, hopeful: bool = False) -> list[int]:
        """Each seat's score for this round's cubes as they lie now; ``hopeful`` (bots' estimate)
        counts every seat still to place as matching all cards it still can."""
        last = [0] * self.players
        order = self.placers()
        busy = order.index(self.current_player) if hopeful and self.current_player in order else len(order)
        n = len(self.contents[SHOWN])
        for i, s in enumerate(order):
            right, wrong = self.round_score(s)
            last[s] = max(0, n - 2 * wrong if i >= busy else right - wrong)
        last[self.maker] = max(0, max(last) - 1)
        return last

    def placers(self) -> list[int]:
        """The seats that place cubes this round, in turn from the Maker's left."""
        return [(self.maker + k) % self.players for k in range(1, self.players)]

    def rounds(self) -> int:
        """How many rounds the game has."""
        return MAKER_TURNS * self.players

    def clock(self) -> tuple[float, float] | None:
        """Seconds a card to look and to place under the ``clock`` option (None: no clock)."""
        return CLOCKS[self.options.get("clock", "relaxed")]

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat, step = self.current_player, self.step
        if step == "arrange":
            laid = tile_place(len(self.row_of(seat, "tile", TILE_ROW)))
            return [move(cid, board(seat), laid) for cid in self.row_of(seat, "tile", ABOVE_ROW)] + [Pass()]
        if step == "roll":
            return [ROLL]
        if step == "order":
            slot = len(self.contents[SHOWN])
            return [move(cid, SHOWN, slot) for cid in self.contents[DRAWN]] + [Pass()]
        if step == "memorise":
            return [READY]
        if self.planning and self.history:  # a bot's later moves in a plan
            return self.wanted_moves(seat) + [Pass()]
        zone = board(seat)
        return [m for cid in self.contents[supply(seat)] for m in placings(cid, zone)] + [Pass()]

    def bot_actions(self) -> list[Action]:
        """Placing, one cube of each colour: the cubes of a colour are alike, so bots weigh one of
        them; in a bot's own planning sample, from its first cube on, only the cubes the cards it
        remembers ask for, or stopping."""
        if self.step != "place":
            return self.legal_actions()
        if self.planning:
            return self.wanted_moves(self.current_player) + [Pass()]
        first = set(self._next_cubes(self.current_player).values())
        return [a for a in self.legal_actions() if not isinstance(a, Move) or a.component in first]

    def _next_cubes(self, seat: int) -> dict[str, str]:
        """The cube ``seat`` places next of each colour it still has (the rightmost of its row)."""
        colours: dict[str, str] = {}
        for cid in sorted(self.contents[supply(seat)], key=lambda c: self.loc[c][1]):
            colours[cube_colour(cid)] = cid
        return colours

    def wanted_moves(self, seat: int) -> list[Action]:
        """The placements of a cube that a card of the round still asks ``seat`` for (bots' planning).

        In a bot's planning state only the cards it remembers (``seen``) ask: a card it forgot is
        dealt there at random, and a cube placed on such a guess is almost always wrong (-1)."""
        cubes = self._next_cubes(seat)
        asked = self.seen if self.planning and self.seen else tuple(target(c) for c in self.cards())
        missing = Counter(t for t in asked if t is not None) - Counter(self.placements(seat))
        return [move(cubes[colour], board(seat), cube_slot(high, self.tile_slot(seat, symbol)))
                for colour, symbol, high in sorted(missing) if colour in cubes]

    def perform(self, action: Action) -> None:
        seat, step = self.current_player, self.step
        if step == "arrange":
            if isinstance(action, Move):
                self.put(action.component, board(seat), action.slot)
            for cid in self.row_of(seat, "tile", ABOVE_ROW) if isinstance(action, Pass) else ():
                self.put(cid, board(seat), tile_place(len(self.row_of(seat, "tile", TILE_ROW))))
            if not self.row_of(seat, "tile", ABOVE_ROW):
                if seat + 1 < self.players:
                    self.current_player = seat + 1
                else:
                    self.step, self.current_player = "roll", self.maker
        elif step == "roll":
            self._clear()
            self._draw()
        elif step == "order":
            if isinstance(action, Move):
                self.put(action.component, SHOWN, action.slot, face_up=True)
            for cid in list(self.contents[DRAWN]) if isinstance(action, Pass) else ():
                self.put(cid, SHOWN, len(self.contents[SHOWN]), face_up=True)
            if not self.contents[DRAWN]:
                self.step, self.current_player = "memorise", self.placers()[0]
        elif step == "memorise":
            for cid in self.contents[SHOWN]:
                self.flip(cid, False)
            self.seen = tuple(target(c) for c in self.cards())
            self.step, self.placed = "place", 0
        else:
            if isinstance(action, Move):
                self.put(action.component, action.zone, action.slot)
                self.placed += 1
            if isinstance(action, Pass) or self.placed == len(self.contents[SHOWN]):
                self._next_placer(seat)

    def _clear(self) -> None:
        """Last round's cubes back to their places in the supplies, its cards back into the deck, shuffled."""
        for s in range(self.players):
            for cid in self.row_of(s, "cube", ABOVE_ROW) + self.row_of(s, "cube", BELOW_ROW):
                self.put(cid, supply(s), home(cid))
        for cid in self.contents[SHOWN][:]:
            self.put(cid, DECK, face_up=False)
        self.shuffle_zone(DECK)

    def _draw(self) -> None:
        """Roll, draw that many cards, put back those that bring a colour over four."""
        self.dice = tuple(self.roll_die() for _ in range(self.options.get("dice", 2)))
        count: Counter = Counter()
        self.returned = 0
        for _ in range(sum(self.dice)):
            cid = self.contents[DECK][-1]
            if count[cube_colour(cid)] == PER_COLOUR:
                self.put(cid, DECK, face_up=False, index=0)  # back under the deck
                self.returned += 1
                continue
            count[cube_colour(cid)] += 1
            self.put(cid, DRAWN, face_up=True)
        self.step = "order"

    def _next_placer(self, seat: int) -> None:
        placers = self.placers()
        for cid in self.contents[SHOWN]:
            self.flip(cid, True)
        if seat != placers[-1]:
            self.step, self.current_player = "memorise", placers[placers.index(seat) + 1]
            return
        self._score()

    def _score(self) -> None:
        """Score the round, then the next Maker rolls (or the game ends)."""
        last = self.round_scores()
        self.last = tuple(last)
        self.totals = tuple(t + n for t, n in zip(self.totals, last))
        if self.round == self.rounds():
            self.step, self.current_player = "over", None
            return
        self.round += 1
        self.maker = (self.maker + 1) % self.players
        self.step, self.current_player = "roll", self.maker

    def scores(self) -> list[float]:
        return [float(t) for t in self.totals]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        best = max(self.totals)
        return [s for s, t in enumerate(self.totals) if t == best]

    def evaluate(self, seat: int) -> float:
        """For bots: the running totals, with this round's scores as they would be if everyone still
        to place matched every card they still can.

        Mostly the lead over the best other seat, partly the lead over each other seat: the Maker
        scores the best placer's score minus 1, so a cube that makes a bot the best placer raises the
        Maker too and leaves that lead alone, yet it still gains on everyone else.
        """
        power = [float(t) for t in self.totals]
        if self.step in ("memorise", "place"):
            power = [p + n for p, n in zip(power, self.round_scores(hopeful=True))]
        each = [lead((power[seat], p), 0, LEAD_SCALE) for s, p in enumerate(power) if s != seat]
        return (1 - EACH_SHARE) * lead(power, seat, LEAD_SCALE) + EACH_SHARE * sum(each) / len(each)

    # ----- the clock ------------------------------------------------------------------------
    def timer(self) -> tuple[float, Action] | None:
        """Memorising and placing each last the option's seconds a card; then the cards turn over /
        the turn ends.  No clock with the option Off."""
        clock = self.clock()
        if clock is None or self.step not in ("memorise", "place"):
            return None
        look, place = clock
        n = len(self.contents[SHOWN])
        return (look * n, READY) if self.step == "memorise" else (place * n, Pass())

    def timer_key(self) -> tuple:
        """One clock for a placer's whole step: placing a cube does not restart it."""
        return self.round, self.step, self.current_player

    def undo_barrier(self, action: Action) -> str | None:
        """Turning the cards over ends the look at them for good: Undo would show them again."""
        return "the cards are turned over and stay hidden" if action == READY and self.step == "memorise" else None

    # ----- secrecy --------------------------------------------------------------------------
    def visible_to(self, component_id: str, seat: int | None) -> bool:
        """Only the seat at work sees the cards before the reveal; placed cubes and the supplies
        are private to their owner until then.

        Tiles are public and face up; the deck shows nothing.
        """
        found = self.loc.get(component_id)
        if found is None:
            return False
        zone, _slot, up = found
        secret = self.step in SECRET_STEPS
        if zone in (DRAWN, SHOWN):
            return up and (not secret or seat == self.current_player)
        if zone.startswith(("board.", "supply.")) and kind_of(component_id) == "cube":
            return not secret or seat == int(zone.split(".")[1])
        return zone != DECK

    def mask_fields(self, view: State, seat: int | None) -> None:
        """Until the round is scored, a seat learns nothing from the others' cubes: their placed
        cubes are not on its table at all (a slot taken would tell a symbol), and their supplies
        show only how many cubes are left, packed from the first place (not which colours).
        Only the placer remembers the cards they saw."""
        if self.step not in SECRET_STEPS:
            return
        if seat != self.current_player:
            view.seen = ()
        for s in range(self.players):
            if s == seat:
                continue
            for cid in [c for c in view.contents[board(s)] if kind_of(c) == "cube"]:
                view.put(cid, "box")
            for place, cid in enumerate(view.contents[supply(s)]):
                view.loc[cid] = (supply(s), place, True)

    def recall(self, seat: int, level: str) -> State:
        """What a bot of ``level`` remembers of the cards it saw.

        Each card is misremembered with a chance of ``FORGET_PER_CARD[level]`` times the number of
        cards (Easy forgets often, Hard seldom, no level never; another budget remembers like
        Normal): half the time as another card of its colour, half the time not at all.  The slips
        are drawn from the game's seed, the round and the seat, the same draws for every level (a
        hard bot's slips are among a normal one's), so a bot keeps one memory through its turn.
        """
        if self.step != "place" or seat != self.current_player or not self.seen:
            return self
        chance = FORGET_PER_CARD.get(level, FORGET_PER_CARD["normal"]) * len(self.seen)
        memory = random.Random(f"{self.seed}/{self.round}/{seat}")
        recalled: list[tuple[str, str, bool] | None] = []
        for wanted in self.seen:
            slip, kind, pick = memory.random(), memory.random(), memory.random()
            if wanted is None or slip >= chance:
                recalled.append(wanted)
            elif kind < 0.5:
                recalled.append(None)
            else:
                others = sorted({target(c) for c in CARDS if cube_colour(c) == wanted[0]} - {wanted})
                recalled.append(others[int(pick * len(others))])
        state = self.clone()
        state.seen = tuple(recalled)
        return state

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A bot's sample: a planning state (``planning``) in which a bot placing cubes has the cards
        it remembers (``seen``; a card it forgot is dealt at random like any hidden card).

        Planning keeps the search off the dozens of cubes no remembered card asks for, from the
        first cube on: weighing each of them at random made stopping early look better than
        placing the next right cube, and Easy's few iterations spent on them placed cubes at
        random (it scored almost nothing).
        """
        state = resample(self, rng)
        state.planning = True
        if self.step != "place" or seat != self.current_player or not self.seen:
            return state
        taken: set[str] = set()
        for slot, wanted in enumerate(self.seen):  # a forgotten slot keeps whatever the others leave it
            fits = [c for c in CARDS if wanted is not None and target(c) == wanted and c not in taken]
            if fits:
                card = fits[rng.randrange(len(fits))]
                taken.add(card)
                _swap(state, state.cards()[slot], card)
        return state

    def playout_action(self, rng: random.Random) -> Action | None:
        """In a bot's playout a placer places the cubes the cards ask for, then is done."""
        if self.step != "place":
            return None
        wanted = self.wanted_moves(self.current_player)
        return wanted[rng.randrange(len(wanted))] if wanted else Pass()

    # ----- words ----------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        if action == ROLL:
            return "Roll and draw"
        if action == READY:
            return "Turn the cards over"
        if isinstance(action, Pass):
            return {"arrange": "Keep this order", "order": "Keep this order"}.get(self.step, "Done")
        return super().label(action)

    def reason(self, action: Action) -> str | None:
        seat, step = self.current_player, self.step
        if step == "roll":
            return f"{self.seat_name(seat)} is the Maker: roll the dice first."
        if step == "memorise":
            return "Look at the cards now; you place cubes once they are turned over."
        if not isinstance(action, Move):
            return None
        cid, where = action.component, self.loc.get(action.component, ("box", None))
        if step == "arrange":
            if where[0] != board(seat) or kind_of(cid) != "tile" or where[1] // COLUMNS != ABOVE_ROW:
                return f"Lay {self.seat_name(seat)}'s own tiles, one after the other from the left."
            return "Tiles go into the next free place of your row, from the left."
        if step == "order":
            if where[0] != DRAWN:
                return "Only the drawn cards are put in order."
            return "Cards go into the next free place of the row, from the left."
        if kind_of(cid) != "cube" or where[0] != supply(seat):
            return "Place cubes from your own supply."
        if action.zone != board(seat) or not isinstance(action.slot, int) or action.slot // COLUMNS == TILE_ROW:
            return "Cubes go above your tiles (for 4-6) or below them (for 1-3)."
        return None

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        if self.step == "arrange":
            return f"{who} has laid the tiles." if isinstance(action, Pass) else f"{who} lays a tile."
        if action == ROLL:
            return f"{who}, the Maker, rolls and draws."
        if self.step == "order":
            return f"{who} puts the cards in order." if isinstance(action, Pass) else f"{who} lays a card."
        if action == READY:
            return f"The cards turn over for {who}."
        if isinstance(action, Pass):
            return f"{who} is done placing."
        return f"{who} places a cube."

    def news(self, before: State, action: Action) -> list[str]:
        if before.step == "roll":
            drawn = len(self.contents[DRAWN])
            back = f", {plural(self.returned, 'card')} put back" if self.returned else ""
            return [f"Rolled {' + '.join(map(str, self.dice))}: {plural(drawn, 'card')} drawn{back}."]
        if before.round != self.round or self.current_player is None:
            marks = [f"{self.seat_name(s)} {plural(n, 'point')}" for s, n in enumerate(self.last)]
            return ["Round scored: " + ", ".join(marks) + "."]
        return []

    def panel(self) -> dict[str, str]:
        facts = {"Round": f"{self.round} of {self.rounds()}", "Maker": self.seat_name(self.maker)}
        if self.dice:
            facts["Dice"] = " + ".join(map(str, self.dice))
        if self.step in ("memorise", "place"):
            done = [s for s in self.placers() if len(self.contents[supply(s)]) < CUBES_EACH]
            if done:
                facts["Cubes placed"] = " · ".join(
                    f"{self.seat_name(s)}: {CUBES_EACH - len(self.contents[supply(s)])}" for s in done)
        if self.last:
            facts["Last round"] = " · ".join(f"{self.seat_name(s)}: {n}" for s, n in enumerate(self.last))
        return facts

    def now(self) -> str | None:
        clock = self.clock()
        n = len(self.contents[SHOWN])
        memorise = (f"Remember the cards: they turn over in {plural(int(clock[0] * n), 'second')}."
                    if clock else "Remember the cards, then turn them over.")
        return {
            "arrange": "Lay your six tiles in the order you like, from the left (or keep this order).",
            "roll": "You are the Maker: roll the dice to draw the cards.",
            "order": "Put the cards in the order you like, from the left (or keep this order).",
            "memorise": memorise,
            "place": "Place a cube of each card's colour above its symbol (4-6) or below it (1-3).",
        }.get(self.step)

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or ".?" in component_id:
            return None
        kind = kind_of(component_id)
        if kind == "card" and where[2]:
            colour, symbol, high = target(component_id)
            side = "above" if high else "below"
            return f"{card_name(component_id).capitalize()}: a {colour} cube {side} the {symbol} tile."
        if kind == "tile":
            return f"The {component(component_id).symbol} tile."
        if kind == "cube" and where[0].startswith("board."):
            side = "above" if where[1] // COLUMNS == ABOVE_ROW else "below"
            return f"A {cube_colour(component_id)} cube placed {side} a tile."
        return None
