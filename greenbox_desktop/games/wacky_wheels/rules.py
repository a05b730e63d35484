"""The rules of Wacky Wheels: the draft, the pickups, a racing turn, attacks, the pit and the finish.

Rulings (shared/rules/wacky_wheels.md) and our choices where they are silent:
- draft: packets of 15 cards (2-3 players) or 54 // players; seats pick 2 in turn order and pass
  left until each holds 8; the rest is shuffled into the deck.  A roll-off picks the first player.
- pickups: from the first player on, each discards 2 cards; for each one a cube of a stat colour
  goes from the supply onto the first or last free tile (no cube on it) of that card's symbol
  (nothing if no tile is free).  Ending a move on such a tile takes the cube, up to twice the
  start stat.
- a turn: both dice are rolled, the player picks one (d); one attack may come before the move
  and one after it; the move is d, or d x a card whose symbol is the start tile's, plus d per
  booster, driven exactly.  A card that takes the car over the finish line may instead match the
  tile it ends on.
- hedgehog: the nearest cars 1-5 tiles ahead on a shared straight (all cars on that tile) skid
  back d and lose 1 health.  Oil: every car 1-2 tiles behind is oiled with d (the highest oil
  counts); on its next turn it rolls one die first and loses the turn and 1 health on <= d.
  The paying card matches the tile of the car the cube is thrown at.
- 0 health: the car's next 2 turns are lost, then it has 2 health again (as far as the supply goes).
- pit: a move that reaches or crosses the start tile (not the finishing one) may end in the pit
  instead: up to 4 cubes and 2 cards, never above the start stats (cards: 6); or stay one more
  turn for a full refill (cubes to the start stats, cards up to 6) or a double (one colour to
  twice its start stat, the others to the start stats, up to 3 cards, at most 6 held).
- laps: a car holds a lap cube for every lap driven (black, white when black runs out); a car
  skidding back over the line gives one back.  Once a car finishes, the round is played out to
  the seat before the first player; then places go by distance past the line, the rest by
  distance driven; ties by turn order from the first player.
- circuit (option): 2-4 races, each on the next track order and one lap longer; the cars keep
  their cubes and cards; before each later race the seats may discard 1-cards for pickups; the
  points add up, a tie going to the better place in the last race.
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, Pass, move
from greenbox_desktop.games.wacky_wheels.parts import (
    BOOSTER, CAR_CUBES, DECK, DECK_CARDS, DICE, DISCARD, DRAFT_KEEP, HAND_AT_START, HEALTH, HEDGEHOG, MEEPLES, OIL,
    ON_TRACK, PICKS_PER_PASS, PICKUP_DISCARDS, PIT, PIT_CARDS, PIT_CUBES, STAT_COLOURS, STAT_NAMES, START_STATS,
    STAT_CUBES, STAY_DOUBLE_CARDS, SUPPLY_CUBES, TRACK, car_slot, card_look, card_symbol, card_value, hand, packet,
    stat_column, supply_slot,
)
from greenbox_desktop.games.wacky_wheels.table import RaceTable
from greenbox_desktop.games.wacky_wheels.track import (
    LAST_MARK, LENGTH, POSITION, RACES, RING, START_GRID, START_MARK, race_order,
)
from greenbox_desktop.words import plural

WRECK_TURNS = 2
REPAIRED_HEALTH = 2
DIE_IDS = ("die.1", "die.2")
DIE_CHOICES = {die: Choose("die", die) for die in DIE_IDS}
DRAW = Choose("pit", "draw")
LEAVE = Choose("pit", "leave")
STAY = Choose("pit", "stay")
FULL = Choose("refill", "full")
DOUBLES = tuple(Choose("refill", colour) for colour in STAT_COLOURS)


class Race(RaceTable):
    """The rules of one Wacky Wheels race; ``game.WackyWheels`` adds the words and the bot hooks."""

    MUTABLE = ("progress", "wreck", "oil", "pit_stay", "finished", "totals")

    wreck: list[int]         # turns each car still waits for repairs
    oil: list[int]           # the oil each car must roll above on its next turn (0: none)
    pit_stay: list[bool]     # whether a car in the pit stays there for its next turn
    phase: str               # draft, pickups, race
    step: str
    first: int
    die: int
    card: tuple[str, int] | None  # symbol and value of the movement card played this turn
    boosts: int
    attacks: tuple[bool, bool]  # attacked before / after the move
    driven: bool             # the car has moved this turn
    picks: int
    pickups_left: int
    pickup_symbol: str | None
    pit_cubes: int
    pit_cards: int
    final_round: bool
    notes: tuple[str, ...]   # what happened by itself during the last action, for the log
    races: int               # 1 for a single race, more for a circuit
    race_no: int             # the race now run (0-based)
    totals: list[int]        # circuit points from the races already run

    # ----- set-up ---------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        self.laps = self.options["laps"]
        self.races, self.race_no, self.totals = self.options["races"], 0, [0] * n
        self._lay_track(self.options["course"])
        self.put("card.star.green", ON_TRACK, START_MARK)
        self.put("card.star.yellow", ON_TRACK, LAST_MARK)
        for cid in STAT_CUBES:
            self.put(cid, SUPPLY_CUBES, supply_slot(stat_column(cid)))
        for seat in range(n):
            self.put(MEEPLES[seat], ON_TRACK, START_GRID[seat])
            for col, start in enumerate(START_STATS):
                self.gain(seat, col, start)
        for k, die in enumerate(DIE_IDS):
            self.put(die, DICE, k + 1)
        deck = list(DECK_CARDS)
        self.shuffle(deck)
        each = 15 if n <= 3 else len(deck) // n
        for seat in range(n):
            for cid in deck[seat * each:(seat + 1) * each]:
                self.put(cid, packet(seat))
        for cid in deck[n * each:]:
            self.put(cid, DECK)
        self.progress = [0] * n
        self.wreck = [0] * n
        self.oil = [0] * n
        self.pit_stay = [False] * n
        self.finished = {}
        self.first = self._roll_off()
        self.phase, self.step = "draft", "pick"
        self.current_player = 0
        self.picks = 0
        self.pickups_left, self.pickup_symbol = PICKUP_DISCARDS, None
        self._clear_turn()
        self.final_round = False
        self.notes = ()

    def _lay_track(self, course: str) -> None:
        """Lay the 36 tiles round the loop in the order of ``course``."""
        self.symbols = race_order(course, self.shuffle)
        numbers: dict[str, int] = {}
        for position, symbol in enumerate(self.symbols):
            numbers[symbol] = numbers.get(symbol, 0) + 1
            self.put(f"tile.{symbol}.{numbers[symbol]}", TRACK, RING[position])

    def _next_race(self) -> None:
        """Circuit: bank this race's points, then set up the next race on the next course, one lap
        longer; the cars keep their cubes and cards, and the pickups are laid out with 1-cards."""
        for seat, points in enumerate(self.race_points()):
            self.totals[seat] += points
        self.race_no += 1
        self.laps = self.options["laps"] + self.race_no
        self._lay_track(RACES[(RACES.index(self.options["course"]) + self.race_no) % len(RACES)])
        for cid in [c for c in self.contents[ON_TRACK] if c.startswith("cube")]:
            self.put(cid, SUPPLY_CUBES, supply_slot(stat_column(cid)))
        n = self.players
        self.progress, self.wreck, self.oil, self.pit_stay = [0] * n, [0] * n, [0] * n, [False] * n
        self.finished, self.final_round = {}, False
        for seat in range(n):
            self._place_car(seat)
        self.first = self._roll_off()
        self.phase, self.step = "pickups", "pickup_discard"
        self.current_player = self.first
        self._note(f"Race {self.race_no + 1} of {self.races}: {plural(self.laps, 'lap')}; "
                   f"Player {self.first + 1} starts.")

    def _roll_off(self) -> int:
        """The seat that starts the race: the highest die, the tied seats rolling again."""
        seats = list(range(self.players))
        while len(seats) > 1:
            rolls = {s: self.roll_die() for s in seats}
            best = max(rolls.values())
            seats = [s for s in seats if rolls[s] == best]
        return seats[0]

    def _clear_turn(self) -> None:
        self.die, self.card, self.boosts = 0, None, 0
        self.attacks, self.pending, self.driven = (False, False), None, False
        self.pit_cubes = self.pit_cards = 0

    def moves_total(self, boosts: int | None = None, card: tuple[str, int] | None = None) -> int:
        """The tiles this turn's move covers with the card (symbol, value) and boosters chosen so far."""
        card = card or self.card
        boosts = self.boosts if boosts is None else boosts
        return self.die * ((card[1] if card else 1) + boosts)

    def card_fits(self, card: tuple[str, int] | None, boosts: int) -> bool:
        """Whether a movement card (symbol, value) may drive this move: its symbol is the start
        tile's, or the move crosses the finish line and ends on its symbol."""
        if card is None:
            return True
        seat, symbol = self.current_player, card[0]
        if self.symbols[self.position(seat)] == symbol:
            return True
        end = self.progress[seat] + self.moves_total(boosts, card)
        return end >= self.finish_line() and self.symbols[end % LENGTH] == symbol

    def pit_reach(self) -> int | None:
        """Tiles to the start tile if this move may end in the pit (it reaches or crosses the start
        tile, and that is not the finish line); None otherwise."""
        seat = self.current_player
        to_start = LENGTH - self.position(seat)
        if self.moves_total() >= to_start and self.progress[seat] + to_start < self.finish_line():
            return to_start
        return None

    def attack_places(self, seat: int) -> list[tuple[str, int]]:
        """(cube, position) of every attack ``seat`` can make now: a hedgehog or oil cube, a car
        to throw it at and a card with the symbol of that car's tile."""
        out: list[tuple[str, int]] = []
        hedgehog, oil = self.car_cube(seat, HEDGEHOG), self.car_cube(seat, OIL)
        if hedgehog is None and oil is None:
            return out
        held = {card_symbol(c) for c in self.contents[hand(seat)]}
        if hedgehog is not None:
            target = self.hedgehog_target(seat)
            if target is not None and self.symbols[target] in held:
                out.append((hedgehog, target))
        if oil is not None:
            for there in sorted({self.position(s) for s in self.oil_victims(seat)}):
                if self.symbols[there] in held:
                    out.append((oil, there))
        return out

    # ----- legal actions --------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        step = self.step
        if step == "pick":
            return [move(c, hand(seat)) for c in self.contents[packet(seat)]]
        if step == "pickup_discard":
            if self.race_no:  # before a circuit race: any number of 1-cards, then done
                return [move(c, DISCARD) for c in self.contents[hand(seat)] if card_value(c) == 1] + [Pass()]
            return [move(c, DISCARD) for c in self.contents[hand(seat)]]
        if step == "pickup_place":
            places = self.pickup_places(self.pickup_symbol)
            supply = [self._cubes_at(SUPPLY_CUBES, supply_slot(col)) for col in range(len(STAT_COLOURS))]
            heads = [cubes[0] for cubes in supply if cubes]
            return [move(cid, ON_TRACK, RING[p]) for cid in heads for p in places]
        if step == "die":
            values = {}
            for die in DIE_IDS:
                values.setdefault(self.loc[die][1], die)
            return [DIE_CHOICES[die] for die in values.values()]
        if step == "pay":
            symbol = self.symbols[self.pending[2]]
            return [move(c, DISCARD) for c in self.contents[hand(seat)] if card_symbol(c) == symbol]
        if step == "pit":
            return self._pit_actions(seat)
        if step == "pit_full":
            return [FULL, *DOUBLES]
        actions = self._attack_actions(seat)
        if step == "after":
            return actions + [Pass()]
        return actions + self._drive_actions(seat)

    def _attack_actions(self, seat: int) -> list[Action]:
        if self.attacks[0 if self.step == "plan" else 1]:
            return []
        return [move(cube, ON_TRACK, RING[there]) for cube, there in self.attack_places(seat)]

    def _drive_actions(self, seat: int) -> list[Action]:
        actions: list[Action] = []
        if self.card is None:
            fits = self.card_fits
            actions += [move(c, DISCARD) for c in self.contents[hand(seat)] if fits(card_look(c), self.boosts)]
        booster = self.car_cube(seat, BOOSTER)
        if booster is not None and self.card_fits(self.card, self.boosts + 1):
            actions.append(move(booster, SUPPLY_CUBES, supply_slot(BOOSTER)))
        end = (self.progress[seat] + self.moves_total()) % LENGTH
        actions.append(move(MEEPLES[seat], ON_TRACK, RING[end]))
        if self.pit_reach() is not None:
            actions.append(move(MEEPLES[seat], PIT))
        return actions

    def _pit_actions(self, seat: int) -> list[Action]:
        actions: list[Action] = []
        if self.pit_cubes < PIT_CUBES:
            for col, start in enumerate(START_STATS):
                cubes = self._cubes_at(SUPPLY_CUBES, supply_slot(col))
                if cubes and self.count(seat, col) < start:
                    actions.append(move(cubes[0], CAR_CUBES, car_slot(seat, col)))
        if self.pit_cards < PIT_CARDS and len(self.contents[hand(seat)]) < HAND_AT_START and self._can_draw():
            actions.append(DRAW)
        return actions + [LEAVE, STAY]

    def _can_draw(self) -> bool:
        return bool(self.contents[DECK] or self.contents[DISCARD])

    # ----- applying actions -----------------------------------------------------------------
    def perform(self, action: Action) -> None:
        self.notes = ()
        seat, step = self.current_player, self.step
        if step == "pick":
            self._pick(seat, action)
        elif step == "pickup_discard" and isinstance(action, Pass):
            self._next_pickups(seat)
        elif step == "pickup_discard":
            self.put(action.component, DISCARD)
            self.pickup_symbol = card_symbol(action.component)
            self.step = "pickup_place"
            if not self.pickup_places(self.pickup_symbol) or not any(self.supply_count(c) for c in range(4)):
                self._note(f"Player {seat + 1} finds no free place for a pickup.")
                self._pickup_done(seat)
        elif step == "pickup_place":
            self.put(action.component, ON_TRACK, action.slot)
            self._pickup_done(seat)
        elif step == "die":
            self.die = self.loc[action.value][1]
            self.step = "plan"
        elif step == "pay":
            self._resolve_attack(seat, action)
        elif step == "pit":
            self._pit(seat, action)
        elif step == "pit_full":
            self._refill(seat, action)
            self._end_turn(seat)
        elif isinstance(action, Pass):
            self._end_turn(seat)
        elif action.zone == DISCARD:
            self.card = card_look(action.component)
            self.put(action.component, DISCARD)
        elif action.zone == SUPPLY_CUBES:
            self.boosts += 1
            self.put(action.component, SUPPLY_CUBES, supply_slot(BOOSTER))
        elif action.component in MEEPLES:
            self._drive(seat, action)
        else:  # an attack cube thrown at a tile: it waits there for the card that pays for it
            kind = HEDGEHOG if action.component.startswith("cube.red") else OIL
            self.pending = (kind, action.component, POSITION[action.slot])
            self.put(action.component, ON_TRACK, action.slot)
            self.step = "pay"

    def _note(self, text: str) -> None:
        self.notes += (text,)

    def _pick(self, seat: int, action: Action) -> None:
        self.put(action.component, hand(seat))
        self.picks += 1
        if self.picks < PICKS_PER_PASS:
            return
        self.picks = 0
        if seat + 1 < self.players:
            self.current_player = seat + 1
            return
        packets = [list(self.contents[packet(s)]) for s in range(self.players)]
        for s, cards in enumerate(packets):
            for cid in cards:
                self.put(cid, packet((s + 1) % self.players))
        self.current_player = 0
        if len(self.contents[hand(0)]) >= DRAFT_KEEP:
            for s in range(self.players):
                for cid in list(self.contents[packet(s)]):
                    self.put(cid, DECK, face_up=False)
            self.shuffle_zone(DECK)
            self.phase, self.step = "pickups", "pickup_discard"
            self.current_player = self.first

    def _pickup_done(self, seat: int) -> None:
        self.pickup_symbol = None
        self.step = "pickup_discard"
        if self.race_no:
            return
        self.pickups_left -= 1
        if not self.pickups_left:
            self.pickups_left = PICKUP_DISCARDS
            self._next_pickups(seat)

    def _next_pickups(self, seat: int) -> None:
        """The next seat lays out its pickups, or the race starts once every seat has."""
        following = (seat + 1) % self.players
        if following != self.first:
            self.current_player = following
            return
        self.phase = "race"
        self._begin_turn(self.first)

    def _resolve_attack(self, seat: int, action: Action) -> None:
        kind, cube, there = self.pending
        self.pending = None
        self.step = "after" if self.driven else "plan"
        self.put(cube, SUPPLY_CUBES, supply_slot(kind))
        self.put(action.component, DISCARD)
        before, after = self.attacks
        self.attacks = (True, after) if self.step == "plan" else (before, True)
        if kind == HEDGEHOG:
            for victim in range(self.players):
                if victim != seat and self.on_track(victim) and self.position(victim) == there:
                    self.progress[victim] -= self.die
                    self._place_car(victim)
                    self._note(f"Player {victim + 1} skids back {self.die} and loses 1 health.")
                    self.hurt(victim)
        else:
            for victim in self.oil_victims(seat):
                self.oil[victim] = max(self.oil[victim], self.die)
                self._note(f"Player {victim + 1} is oiled: it must roll above {self.die} next turn.")
        if self.step == "after":
            self._maybe_end(seat)

    def hurt(self, seat: int) -> None:
        """``seat``'s car loses 1 health; at 0 it breaks down and waits for repairs."""
        if self.count(seat, HEALTH) == 0:
            return
        self.spend(seat, HEALTH)
        if self.count(seat, HEALTH) == 0:
            self.wreck[seat] = WRECK_TURNS
            self._note(f"Player {seat + 1}'s car breaks down and waits {WRECK_TURNS} turns for repairs.")

    def _drive(self, seat: int, action: Move) -> None:
        if action.zone == PIT:
            self.progress[seat] += self.pit_reach()
            self.put(MEEPLES[seat], PIT)
            self._sync_laps(seat)
            self.step = "pit"
            return
        self.progress[seat] += self.moves_total()
        self.driven = True
        self._place_car(seat)
        if self.progress[seat] >= self.finish_line():
            self.finished[seat] = self.progress[seat] - self.finish_line()
            self.final_round = True
            self._note(f"Player {seat + 1} crosses the finish line, {self.finished[seat]} past it.")
            self._end_turn(seat)
            return
        cube = self.pickup_at(self.position(seat))
        if cube is not None:
            col = stat_column(cube)
            if self.count(seat, col) < 2 * START_STATS[col]:
                self.put(cube, CAR_CUBES, car_slot(seat, col))
                self._note(f"Player {seat + 1} picks up a {STAT_NAMES[col]} cube.")
        self.step = "after"
        self._maybe_end(seat)

    def _maybe_end(self, seat: int) -> None:
        """End the turn by itself once nothing but "End turn" is left after the move."""
        if self.step == "after" and (self.attacks[1] or not self.attack_places(seat)):
            self._end_turn(seat)

    def _pit(self, seat: int, action: Action) -> None:
        if action == DRAW:
            self.draw(seat)
            self.pit_cards += 1
        elif isinstance(action, Move):
            self.put(action.component, CAR_CUBES, action.slot)
            self.pit_cubes += 1
        else:
            self.pit_stay[seat] = action == STAY
            self._end_turn(seat)

    def _refill(self, seat: int, action: Action) -> None:
        doubled = None if action == FULL else STAT_COLOURS.index(action.value)
        for col, start in enumerate(START_STATS):
            want = start * (2 if col == doubled else 1)
            self.gain(seat, col, max(0, want - self.count(seat, col)))
        cards = HAND_AT_START - len(self.contents[hand(seat)])
        if doubled is not None:
            cards = min(cards, STAY_DOUBLE_CARDS)
        self.draw(seat, max(0, cards))
        self.pit_stay[seat] = False

    # ----- turns ----------------------------------------------------------------------------
    def _end_turn(self, seat: int) -> None:
        self._clear_turn()
        self._begin_turn((seat + 1) % self.players)

    def _begin_turn(self, seat: int) -> None:
        """Start ``seat``'s turn, passing over the turns that are lost (repairs, oil) or not played."""
        while True:
            if self.final_round and seat == self.first:
                if self.race_no + 1 < self.races:
                    self._next_race()
                    return
                self.current_player = None
                self.step = "over"
                return
            if seat in self.finished:
                seat = (seat + 1) % self.players
                continue
            if self.wreck[seat]:
                self.wreck[seat] -= 1
                self.oil[seat] = 0
                self._note(f"Player {seat + 1} waits for the repair crew.")
                if not self.wreck[seat]:
                    self.gain(seat, HEALTH, REPAIRED_HEALTH)
                    self._note(f"Player {seat + 1}'s car is repaired.")
                seat = (seat + 1) % self.players
                continue
            self.current_player = seat
            if self.in_pit(seat):
                if self.pit_stay[seat]:
                    self.step = "pit_full"
                    return
                self._place_car(seat)
            if self.oil[seat]:
                limit, self.oil[seat] = self.oil[seat], 0
                roll = self.roll_die()
                self.put(DIE_IDS[0], DICE, roll)
                if roll <= limit:
                    self._note(f"Player {seat + 1} rolls {roll} on the oil, spins out and loses the turn.")
                    self.hurt(seat)
                    seat = (seat + 1) % self.players
                    continue
                self._note(f"Player {seat + 1} rolls {roll} and dodges the oil.")
            for die in DIE_IDS:
                self.put(die, DICE, self.roll_die())
            self.step = "die"
            return

    # ----- results --------------------------------------------------------------------------
    def standings(self) -> list[int]:
        """Seats from first place to last: finishers by distance past the line, then the others by
        distance driven; ties go by turn order from the first player."""
        order = [(self.first + k) % self.players for k in range(self.players)]
        return sorted(order, key=lambda s: (s not in self.finished, -self.finished.get(s, 0), -self.progress[s]))

    def points(self, place: int, seat: int) -> int:
        """The points of a place (0 = first): laps, laps - 1, laps - 2 for the podium; from 5 laps
        on every other finisher scores 1."""
        if place < 3:
            return self.laps - place
        return 1 if self.laps >= 5 and seat in self.finished else 0

    def race_points(self) -> list[int]:
        """The points of this race if it stopped now, seat by seat."""
        out = [0] * self.players
        for place, seat in enumerate(self.standings()):
            out[seat] = self.points(place, seat)
        return out

    def scores(self) -> list[float]:
        """Circuit points banked plus this race's points as it stands (none before the race starts)."""
        race = self.race_points() if self.phase == "race" else [0] * self.players
        return [float(total + points) for total, points in zip(self.totals, race)]

    def winners(self) -> list[int]:
        """The seat with the most points; a tie goes to the better place in the last race."""
        if self.current_player is not None:
            return []
        scores, order = self.scores(), self.standings()
        return [max(range(self.players), key=lambda s: (scores[s], -order.index(s)))]
