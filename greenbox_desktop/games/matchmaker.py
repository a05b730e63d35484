"""Matchmaker: the Maker shows a few cards, the others place coloured cubes against their tiles from memory.

Rulings (shared/rules/matchmaker.md; phases 3-4 and the scoring are reconstructed): 3-5 players,
each with the six symbol tiles in an order they choose and 4 cubes of each of red, blue, yellow
and green.  The cards are the 36 cards of those four colours.  Each round the Maker (in turn)
rolls two dice (option: one), draws that many cards, puts back any card that would bring a
colour over four, and orders the rest.  Then each other player in turn memorises the cards
(2 seconds a card) and places cubes from memory (the same time): a cube of a card's colour above
the tile of its symbol for values 4-6, below it for 1-3.  Score: 1 per correct cube, -1 per cube
that matches no card (a round never scores below 0); the Maker scores the best other round
score minus 1.  Everyone is Maker twice; the highest total wins.

The clock lives in the UI: ``timer`` tells it how long a step lasts and which ordinary action
ends it, so the rules stay free of clocks and a replay gives the same game.
"""

from __future__ import annotations

import random
from collections import Counter

from greenbox_desktop.box import SYMBOLS, component, cube_ids, kind_of
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, Option, Pass, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.engine.hidden import resample
from greenbox_desktop.words import listing, plural

COLOURS = ("red", "blue", "yellow", "green")
PER_COLOUR = 4  # cubes of each colour per player, and the most cards of a colour in a round
CARDS = tuple(f"card.{c}.{v}" for c in COLOURS for v in (1, 2, 3, 4, 5, 6)) + tuple(
    f"card.{c}.g{k}" for c in COLOURS for k in (1, 2, 3))
SECONDS_PER_CARD = 2.0
MAKER_TURNS = 2
MOST_CARDS = 12
DECK, DRAWN, SHOWN = "deck", "drawn", "shown"
ROLL = Choose("round", "roll")
READY = Choose("cards", "hide")
HIGH = 4  # values from here up go above the tile
SLIP = 0.15  # the chance that a bot misremembers a card (as another card of its colour)
LEAD_SCALE = 4.0  # evaluate: a lead of this many points counts as clearly ahead
EACH_SHARE = 0.25  # evaluate: the share of the lead over each other seat, beside the lead over the best
SECRET_STEPS = ("order", "memorise", "place")  # steps in which only the seat at work sees the cards


def tiles(seat: int) -> str:
    """The zone of ``seat``'s row of symbol tiles."""
    return f"tiles.{seat}"


def spare(seat: int) -> str:
    """The zone of ``seat``'s tiles not yet laid in the row (setup only)."""
    return f"spare.{seat}"


def above(seat: int) -> str:
    """The row of cubes above ``seat``'s tiles (cards of value 4-6)."""
    return f"above.{seat}"


def below(seat: int) -> str:
    """The row of cubes below ``seat``'s tiles (cards of value 1-3)."""
    return f"below.{seat}"


def supply(seat: int) -> str:
    """The zone of ``seat``'s unplaced cubes."""
    return f"supply.{seat}"


def seat_cubes(seat: int) -> list[str]:
    """The 16 cubes of ``seat``: cubes 4s+1..4s+4 of each colour."""
    return [cid for c in COLOURS for cid in cube_ids(c)[PER_COLOUR * seat:PER_COLOUR * (seat + 1)]]


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
                             "game while everyone learns."),),
        summary="A memory game. The Maker shows a handful of coloured cards for two seconds each; then they "
                "turn over and you place cubes above or below your symbol tiles to match them. Every "
                "right cube scores, every wrong one costs.",
        contest="Green Box of Games 2018 rulebook",
        hidden_info=True,
        playout_options=((("dice", 1),),),
    )

    step: str  # arrange, roll, order, memorise, place
    round: int  # 1-based
    maker: int
    dice: tuple[int, ...]
    returned: int  # cards put back in the last draw
    totals: tuple[int, ...]
    last: tuple[int, ...]  # each seat's score in the last scored round
    placed: int  # cubes the current placer has placed
    seen: tuple[tuple[str, str, bool], ...]  # what the cards asked the current placer for (their memory)
    #: True only on a bot's sample (``determinize``): past the bot's own decision, a placer there weighs
    #: just the cubes its cards still ask for and stopping, not every slot of every colour (``generate``)
    planning: bool = False

    @classmethod
    def declare_zones(cls, players, options):
        zones = [Zone(DECK, "stack", "Deck", visibility="nobody", face_up=False, area="side"),
                 Zone(DRAWN, "pool", "Drawn cards", area="center", order=0),
                 Zone(SHOWN, "row", "The cards", shape=(MOST_CARDS,), area="center", order=1)]
        for s in range(players):
            area = "south" if s < (players + 1) // 2 else "north"
            name = f"Player {s + 1}"
            zones += [
                Zone(above(s), "row", f"{name}: above (4-6)", owner=s, shape=(6,), area=area, order=6 * s),
                Zone(tiles(s), "row", f"{name}'s tiles", owner=s, shape=(6,), area=area, order=6 * s + 1),
                Zone(below(s), "row", f"{name}: below (1-3)", owner=s, shape=(6,), area=area, order=6 * s + 2),
                Zone(supply(s), "pool", f"{name}'s cubes", owner=s, area=area, order=6 * s + 3),
                Zone(spare(s), "pool", f"{name}'s tiles to lay", owner=s, area=area, order=6 * s + 4),
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
            for symbol in SYMBOLS:
                self.put(f"tile.{symbol}.{s + 1}", spare(s))
            for cid in seat_cubes(s):
                self.put(cid, supply(s))
        self.current_player = 0

    # ----- the table ------------------------------------------------------------------------
    def cards(self) -> list[str]:
        """The round's cards in the Maker's order."""
        return sorted(self.contents[SHOWN], key=lambda cid: self.loc[cid][1])

    def tile_slot(self, seat: int, symbol: str) -> int:
        """The slot of ``seat``'s tile of ``symbol`` in their row."""
        return self.loc[f"tile.{symbol}.{seat + 1}"][1]

    def placements(self, seat: int) -> list[tuple[str, str, bool]]:
        """The cubes ``seat`` has placed, as (colour, symbol, above)."""
        symbol_at = {self.loc[t][1]: component(t).symbol for t in self.contents[tiles(seat)]}
        return [(cube_colour(cid), symbol_at[self.loc[cid][1]], zone == above(seat))
                for zone in (above(seat), below(seat)) for cid in self.contents[zone]]

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

    def _next_free(self, zone: str) -> int:
        return len(self.contents[zone])

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat, step = self.current_player, self.step
        if step == "arrange":
            slot = self._next_free(tiles(seat))
            return [move(cid, tiles(seat), slot) for cid in self.contents[spare(seat)]] + [Pass()]
        if step == "roll":
            return [ROLL]
        if step == "order":
            slot = self._next_free(SHOWN)
            return [move(cid, SHOWN, slot) for cid in self.contents[DRAWN]] + [Pass()]
        if step == "memorise":
            return [READY]
        if self.planning and self.history:  # a bot's later moves in a plan (its decision weighs them all)
            return self.wanted_moves(seat) + [Pass()]
        targets = [(zone, slot) for zone in (above(seat), below(seat)) for slot in range(6)]
        return [move(cid, zone, slot) for cid in self._first_cubes(seat).values() for zone, slot in targets] + [Pass()]

    def _first_cubes(self, seat: int) -> dict[str, str]:
        """The cube ``seat`` places next of each colour it still has (the first in its supply)."""
        colours: dict[str, str] = {}
        for cid in self.contents[supply(seat)]:
            colours.setdefault(cube_colour(cid), cid)
        return colours

    def wanted_moves(self, seat: int) -> list[Action]:
        """The placements of a cube that a card of the round still asks ``seat`` for (bots' planning)."""
        cubes = self._first_cubes(seat)
        missing = Counter(target(c) for c in self.cards()) - Counter(self.placements(seat))
        return [move(cubes[colour], above(seat) if high else below(seat), self.tile_slot(seat, symbol))
                for colour, symbol, high in sorted(missing) if colour in cubes]

    def perform(self, action: Action) -> None:
        seat, step = self.current_player, self.step
        if step == "arrange":
            if isinstance(action, Move):
                self.put(action.component, tiles(seat), action.slot)
            for cid in list(self.contents[spare(seat)]) if isinstance(action, Pass) else ():
                self.put(cid, tiles(seat), self._next_free(tiles(seat)))
            if not self.contents[spare(seat)]:
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
                self.put(cid, SHOWN, self._next_free(SHOWN), face_up=True)
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
        """Last round's cubes back to their supplies, its cards back into the deck, shuffled."""
        for s in range(self.players):
            for zone in (above(s), below(s)):
                for cid in list(self.contents[zone]):
                    self.put(cid, supply(s))
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
        if seat != placers[-1]:
            self.step, self.current_player = "memorise", placers[placers.index(seat) + 1]
            for cid in self.contents[SHOWN]:
                self.flip(cid, True)
            return
        for cid in self.contents[SHOWN]:
            self.flip(cid, True)
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
        """Memorising and placing each last 2 seconds a card; then the cards turn over / the turn ends."""
        if self.step == "memorise":
            return SECONDS_PER_CARD * len(self.contents[SHOWN]), READY
        if self.step == "place":
            return SECONDS_PER_CARD * len(self.contents[SHOWN]), Pass()
        return None

    def timer_key(self) -> tuple:
        """One clock for a placer's whole step: placing a cube does not restart it."""
        return self.round, self.step, self.current_player

    def undo_barrier(self, action: Action) -> str | None:
        """Turning the cards over ends the look at them for good: Undo would show them again."""
        return "the cards are turned over and stay hidden" if action == READY and self.step == "memorise" else None

    # ----- secrecy --------------------------------------------------------------------------
    def visible_to(self, component_id: str, seat: int | None) -> bool:
        """Only the seat at work sees the cards before the reveal; placed cubes stay private until then.

        Every other zone is public and holds face-up tiles and cubes; the deck shows nothing.
        """
        found = self.loc.get(component_id)
        if found is None:
            return False
        zone, _slot, up = found
        secret = self.step in SECRET_STEPS
        if zone in (DRAWN, SHOWN):
            return up and (not secret or seat == self.current_player)
        if zone.startswith(("above.", "below.")):
            return not secret or seat == int(zone[6:])
        return zone != DECK

    def mask_fields(self, view: State, seat: int | None) -> None:
        """Only the placer remembers the cards they saw."""
        if self.step in SECRET_STEPS and seat != self.current_player:
            view.seen = ()

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A bot's sample: a planning state (``planning``) in which a bot placing cubes remembers
        the cards it saw, each with a small chance of a slip.

        The slips are fixed for the seat and round (not drawn per sample), so a bot's memory is
        as imperfect on every sample as a person's would be.  Planning keeps the search off the
        dozens of cubes no card asks for: weighing each of them at random made stopping early look
        better than placing the next right cube.  The decision itself still weighs every legal action.
        """
        state = resample(self, rng)
        state.planning = True
        if self.step != "place" or seat != self.current_player or not self.seen:
            return state
        memory = random.Random(f"{self.seed}/{self.round}/{seat}")
        recalled: list[str] = []
        for wanted in self.seen:
            fits = [c for c in CARDS if target(c) == wanted and c not in recalled]
            if memory.random() < SLIP or not fits:  # a slip (or the look-alike was taken by one)
                fits = [c for c in CARDS if cube_colour(c) == wanted[0] and c not in recalled]
            recalled.append(memory.choice(fits))
        for slot, card in enumerate(recalled):
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
        cid, where = action.component, self.loc.get(action.component, ("box",))[0]
        if step == "arrange":
            if where != spare(seat):
                return f"Lay {self.seat_name(seat)}'s own tiles, one after the other from the left."
            return "Tiles go into the next free place of your row, from the left."
        if step == "order":
            if where != DRAWN:
                return "Only the drawn cards are put in order."
            return "Cards go into the next free place of the row, from the left."
        if kind_of(cid) != "cube" or where != supply(seat):
            return "Place cubes from your own supply."
        if action.zone not in (above(seat), below(seat)):
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
        if self.last:
            facts["Last round"] = " · ".join(f"{self.seat_name(s)}: {n}" for s, n in enumerate(self.last))
        return facts

    def now(self) -> str | None:
        n = len(self.contents[SHOWN])
        return {
            "arrange": "Lay your six tiles in the order you like, from the left (or keep this order).",
            "roll": "You are the Maker: roll the dice to draw the cards.",
            "order": "Put the cards in the order you like, from the left (or keep this order).",
            "memorise": f"Remember the cards: they turn over in {plural(int(SECONDS_PER_CARD * n), 'second')}.",
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
        if kind == "cube" and where[0].startswith(("above.", "below.")):
            return f"A {cube_colour(component_id)} cube placed {where[0].split('.')[0]} a tile."
        return None

