"""Make It Count: count up together, each turn laying cards that add up to exactly the next number.

Rulings (shared/rules/make_it_count.md): cooperative, 1-6 players, open hands; the 54 number and
light-green cards.  Deal 6 each; the seat with the most 1s starts (ties: the first such seat).
Each turn the player lays cards adding up to exactly the next number, or passes; a player who
passes may discard up to two cards and draw as many.  After playing, refill to 6; an empty draw
pile is refilled by shuffling the counted and discarded cards.  The game ends when passes in a
row reach 3 (solo), twice the players (2-3 players) or the players (4-6); the score is the last
number played, and every seat shares it.

A turn is split into steps so the legal list stays small: each card is one ``Move`` into the play
area, legal only while the laid cards can still be completed from the hand to the exact number;
``PLAY`` counts them once they make it; ``Pass`` gives up (laid cards go back to the hand).  After
a pass each discard is one ``Move`` onto the discards and ``DRAW`` draws as many new cards and
ends the turn.  A laid or discarded card is taken back with the app's Undo (nothing was revealed),
not by an action of its own, so a turn has at most ten steps and random play always ends.
"""

from __future__ import annotations

import math
import random
from itertools import combinations

from greenbox_desktop.box import COLOURS, component
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, Pass, State, Zone, move, register
from greenbox_desktop.words import plural

HAND_SIZE = 6
MOST_DISCARDS = 2
SCORE_SCALE = 20.0  # bots: a count of this size is worth about three quarters of a perfect game
CARD_NAMES = ("1", "2", "3", "4", "5", "6", "g1", "g2", "g3")  # six number cards, three light-green
CARDS = tuple(f"card.{colour}.{name}" for colour in COLOURS for name in CARD_NAMES)
VALUE = {cid: component(cid).value for cid in CARDS}
DECK, COUNTED, DISCARDS, TABLE = "deck", "counted", "discards", "laid"
PLAY = Choose("cards", "play")
DRAW = Choose("discards", "done")


def hand_zone(seat: int) -> str:
    """The zone id of a seat's hand."""
    return f"hand.{seat}"


def pass_limit(players: int) -> int:
    """How many passes in a row end the game: 3 solo, twice the players for 2-3, the players for 4-6."""
    if players == 1:
        return 3
    return 2 * players if players <= 3 else players


def reachable(values: list[int]) -> int:
    """The totals some selection of ``values`` adds up to, as a bit mask (bit t set: total t)."""
    sums = 1
    for v in values:
        sums |= sums << v
    return sums


def card_words(cid: str) -> str:
    """A card as the log names it by its value: 'a 4'."""
    return f"a {VALUE[cid]}"


def sum_words(values: tuple[int, ...] | list[int]) -> str:
    """'4 + 2 + 1' for the values of laid cards."""
    return " + ".join(str(v) for v in values)


def careful_action(state: MakeItCount) -> Action:
    """A simple sound move: make the number with as many cards as possible (keeping the big ones),
    else pass; after a pass, swap big cards away while the numbers are small, later a 1 or a 2."""
    hand = state.contents[hand_zone(state.current_player)]
    if state.phase == "discard":
        ordered = sorted(hand, key=VALUE.__getitem__, reverse=state.target <= 3)
        if state.discarded < MOST_DISCARDS and (state.target <= 3 or VALUE[ordered[0]] <= 2):
            return move(ordered[0], DISCARDS)
        return DRAW
    need = state.target - state.laid_total()
    if need == 0:
        return PLAY
    for size in range(len(hand), 0, -1):
        for combo in combinations(hand, size):
            if sum(VALUE[c] for c in combo) == need:
                return move(max(combo, key=VALUE.__getitem__), TABLE)  # the highest first, as bots lay
    return Pass()


def _one_per_value(actions: list[Action]) -> list[Action]:
    """``actions`` less the moves of a card whose value an earlier move already moves."""
    seen: set[int] = set()
    kept = []
    for action in actions:
        if isinstance(action, Move):
            if VALUE[action.component] in seen:
                continue
            seen.add(VALUE[action.component])
        kept.append(action)
    return kept


@register
class MakeItCount(State):
    """Make It Count for 1-6 cooperating seats."""

    INFO = GameInfo(
        id="make_it_count",
        title="Make It Count",
        designer="Jørgen Brunborg-Næss",
        min_players=1,
        max_players=6,
        minutes=15,
        complexity=1,
        summary="A team count with cards: each turn lay cards worth exactly the next number, 1, 2, 3 "
                "and on up. Hands are open, so plan together. When too many turns in a row pass, "
                "the last number you made is your score.",
        contest="Green Box of Games 2018 rulebook",
        cooperative=True,
    )

    PLAYOUT_CUTOFF = 40  # bots play a few rounds carefully, then judge the count reached

    phase: str  # "lay" (make the number or pass) or "discard" (after a pass)
    target: int  # the number to make next
    passes: int  # passes in a row
    discarded: int  # cards discarded in this pass
    last_play: tuple[int, int, tuple[int, ...]] | None  # (seat, number, values) of the last play
    reshuffles: int  # how often the draw pile was made anew

    @classmethod
    def declare_zones(cls, players, options):
        north = players // 2  # seats after the first half sit across the table
        zones = [
            Zone(DECK, "stack", "Draw pile", visibility="nobody", face_up=False, area="west", order=0),
            Zone(COUNTED, "stack", "Counted cards", area="west", order=1),
            Zone(DISCARDS, "stack", "Discards", area="west", order=2),
            Zone(TABLE, "pool", "Cards laid this turn", order=0),
        ]
        for s in range(players):
            south = s < players - north
            zones.append(Zone(hand_zone(s), "hand", f"Player {s + 1}'s hand", owner=s, visibility="public",
                              area="south" if south else "north", order=s if south else -s))
        return zones

    def setup(self) -> None:
        self.phase = "lay"
        self.target = 1
        self.passes = 0
        self.discarded = 0
        self.last_play = None
        self.reshuffles = 0
        for cid in CARDS:
            self.put(cid, DECK)
        self.shuffle_zone(DECK)
        for _ in range(HAND_SIZE):
            for seat in range(self.players):
                self.put_top(DECK, hand_zone(seat), 1)
        ones = [self.ones(seat) for seat in range(self.players)]
        self.current_player = ones.index(max(ones))

    # ----- facts ----------------------------------------------------------------------------
    def ones(self, seat: int) -> int:
        """How many 1s a seat holds."""
        return sum(1 for cid in self.contents[hand_zone(seat)] if VALUE[cid] == 1)

    def laid_total(self) -> int:
        """The total of the cards laid this turn."""
        return sum(VALUE[cid] for cid in self.contents[TABLE])

    def score(self) -> int:
        """The last number played (0 before the first play)."""
        return self.target - 1

    def limit(self) -> int:
        """The passes in a row that end this game."""
        return pass_limit(self.players)

    def _can_lay(self, cid: str, hand: list[str], need: int) -> bool:
        """Whether laying ``cid`` still leaves the exact rest makeable from the other cards of ``hand``."""
        rest = need - VALUE[cid]
        if rest < 0:
            return False
        return bool(reachable([VALUE[c] for c in hand if c != cid]) >> rest & 1)

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        hand = self.contents[hand_zone(seat)]
        if self.phase == "discard":
            actions: list[Action] = [move(cid, DISCARDS) for cid in hand] if self.discarded < MOST_DISCARDS else []
            return actions + [DRAW]
        need = self.target - self.laid_total()
        actions = [move(cid, TABLE) for cid in hand if self._can_lay(cid, hand, need)]
        if need == 0:
            actions.append(PLAY)
        actions.append(Pass())
        return actions

    def perform(self, action: Action) -> None:
        seat = self.current_player
        if isinstance(action, Move):
            self.put(action.component, action.zone)
            if action.zone == DISCARDS:
                self.discarded += 1
        elif action == PLAY:
            laid = self.contents[TABLE]
            self.last_play = (seat, self.target, tuple(VALUE[cid] for cid in laid))
            self.put_top(TABLE, COUNTED, len(laid))
            self.target += 1
            self.passes = 0
            self.draw(seat, HAND_SIZE - len(self.contents[hand_zone(seat)]))
            self._next_turn()
        elif action == DRAW:
            self.draw(seat, self.discarded)
            self._next_turn()
        else:  # Pass
            self.put_top(TABLE, hand_zone(seat), len(self.contents[TABLE]))
            self.passes += 1
            if self.passes >= self.limit():
                self.current_player = None
            else:
                self.phase = "discard"

    def draw(self, seat: int, count: int) -> None:
        """Draw ``count`` cards into a hand, shuffling the counted and discarded cards into a new
        draw pile whenever it runs out."""
        for _ in range(count):
            if not self.contents[DECK]:
                self.reshuffle()
            self.put_top(DECK, hand_zone(seat), 1)

    def reshuffle(self) -> None:
        """Turn the counted and discarded cards face down into a new, shuffled draw pile."""
        for pile in (COUNTED, DISCARDS):
            self.put_top(pile, DECK, len(self.contents[pile]), face_up=False)
        self.shuffle_zone(DECK)
        self.reshuffles += 1

    def _next_turn(self) -> None:
        self.phase = "lay"
        self.discarded = 0
        self.current_player = (self.current_player + 1) % self.players

    def scores(self) -> list[float]:
        return [self.score()] * self.players

    def winners(self) -> list[int]:
        """Everyone together once the game is over, if the count got going at all."""
        if self.current_player is not None or not self.score():
            return []
        return list(range(self.players))

    # ----- bots ---------------------------------------------------------------------------
    def evaluate(self, seat: int) -> float:
        """The team's prospects, on the scale bots give a finished cooperative game: the count so
        far, less a little for each pass in a row towards the end."""
        progress = self.score() - self.passes / self.limit()
        return 0.5 + 0.5 * math.tanh(progress / SCORE_SCALE)

    def bot_actions(self) -> list[Action]:
        """Bots make the number whenever their hand can (it counts one more and refills the hand,
        while a pass only swaps two cards and brings the end nearer), and weigh each set of cards
        once: they lay cards from the highest value down and move one card per value, so that
        orders and colours of the same values are not weighed again and again (discards, two at
        most, may come in either order)."""
        actions = self.legal_actions()
        hand = self.contents[hand_zone(self.current_player)]
        if self.phase == "discard":
            return _one_per_value(actions)
        laid = self.contents[TABLE]
        if not laid:
            moves = [a for a in actions if isinstance(a, Move)]
            return _one_per_value(moves or actions)
        need = self.target - self.laid_total()
        ceiling = min(VALUE[cid] for cid in laid)
        downward = [a for a in actions if isinstance(a, Move) and VALUE[a.component] <= ceiling
                    and self._can_lay(a.component, [c for c in hand if VALUE[c] <= VALUE[a.component]], need)]
        moves = downward or [a for a in actions if isinstance(a, Move)]  # laid out of order by a person
        return _one_per_value(moves) or [PLAY]

    def playout_action(self, rng: random.Random) -> Action:
        """Bots' playouts follow the careful player rather than random moves (which mostly pass)."""
        return careful_action(self)

    def results(self) -> dict:
        """The result screen's facts: one best list per number of players."""
        score = self.score()
        return {"won": score > 0, "score": score, "score_label": "counted",
                "category": "solo" if self.players == 1 else f"{self.players} players",
                "ending": "could not make the first number"}

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        who = self.seat_name(seat)
        if isinstance(action, Move) and self.loc.get(action.component, ("box",))[0] == action.zone:
            # a click on a card where it lies: say why it cannot go where cards go now
            action = move(action.component, DISCARDS if self.phase == "discard" else TABLE)
        if self.phase == "discard":
            if isinstance(action, Move) and action.zone == DISCARDS:
                if action.component not in self.contents[hand_zone(seat)]:
                    return f"Discard cards from {who}'s own hand."
                return f"After a pass you may discard at most {MOST_DISCARDS} cards."
            return (f"{who} has passed: discard up to {MOST_DISCARDS} cards onto the discards, "
                    "then press the button to draw and end the turn.")
        if action == DRAW:
            return "Discarding comes only after a pass."
        if action == PLAY:
            total = self.laid_total()
            return f"The laid cards add up to {total}; they must make exactly {self.target}."
        if not isinstance(action, Move):
            return None
        cid = action.component
        owner = next((s for s in range(self.players) if cid in self.contents[hand_zone(s)]), None)
        if action.zone == DISCARDS:
            return "Discarding comes only after a pass: press Pass first."
        if action.zone == TABLE:
            if owner is None:
                return f"Lay cards from {who}'s hand."
            if owner != seat:
                return f"That card is in {self.seat_name(owner)}'s hand; it is {who}'s turn."
            need = self.target - self.laid_total()
            if need <= 0:
                return f"The laid cards already make {self.target}: press \u201c{self.label(PLAY)}\u201d."
            if VALUE[cid] > need and not self.contents[TABLE]:
                return f"A {VALUE[cid]} is too much: the number to make is {self.target}."
            if VALUE[cid] > need:
                return f"A {VALUE[cid]} is too much: the cards need only {need} more to make {self.target}."
            return f"After {card_words(cid)}, no other cards in the hand make up the rest of {self.target}."
        if action.zone.startswith("hand.") and cid in self.contents[TABLE]:
            return "Laid cards stay until you play or pass; Undo (Ctrl+Z) takes the last one back."
        return "Cards go from the hand to the laid cards in the middle (or onto the discards after a pass)."

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        if isinstance(action, Move):
            if action.zone == TABLE:
                rest = self.target - self.laid_total() - VALUE[action.component]
                tail = f"making {self.target}" if rest == 0 else f"{rest} more to make {self.target}"
                return f"{who} lays {card_words(action.component)} ({tail})."
            return f"{who} discards {card_words(action.component)}."
        if action == PLAY:
            values = [VALUE[cid] for cid in self.contents[TABLE]]
            made = f"{self.target} = {sum_words(values)}" if len(values) > 1 else str(self.target)
            return f"{who} plays {made} and draws {plural(len(values), 'card')}."
        if action == DRAW:
            if not self.discarded:
                return f"{who} keeps the hand."
            return f"{who} draws {plural(self.discarded, 'new card')}."
        passes = self.passes + 1
        if passes >= self.limit():
            return (f"{who} passes: {plural(passes, 'pass', 'passes')} in a row end the game "
                    f"at {self.score()}.")
        return f"{who} passes on {self.target} ({plural(passes, 'pass', 'passes')} in a row)."

    def news(self, before: State, action: Action) -> list[str]:
        if self.reshuffles == before.reshuffles:
            return []
        return [f"The draw pile ran out: the counted and discarded cards were shuffled into a new one "
                f"of {plural(len(self.contents[DECK]), 'card')}."]

    def label(self, action: Action) -> str:
        if action == PLAY:
            return f"Play {self.target}"
        if action == DRAW:
            return "Keep my hand" if not self.discarded else f"Draw {plural(self.discarded, 'card')}"
        if isinstance(action, Pass):
            return f"Pass on {self.target}"
        return super().label(action)

    def panel(self) -> dict[str, str]:
        shared = "" if self.players == 1 else ", shared by the team"
        if self.current_player is None:
            return {"Result": f"Counted to {self.score()}", "Scores": f"{self.score()}{shared}",
                    "Ended by": f"{plural(self.passes, 'pass', 'passes')} in a row",
                    "Last play": self._last_play_words()}
        facts = {"Next number": str(self.target), "Scores": f"{self.score()}{shared} (the last number played)",
                 "Passes in a row": f"{self.passes} (the game ends at {self.limit()})",
                 "Last play": self._last_play_words(),
                 "Draw pile": plural(len(self.contents[DECK]), "card")}
        who = self.seat_name(self.current_player)
        if self.phase == "discard":
            left = MOST_DISCARDS - self.discarded
            more = "more card" if self.discarded else "card"
            facts["Now"] = (f"{who} passed: drag up to {plural(left, more)} onto the discards, then press "
                            f"{self.label(DRAW)}." if left else f"{who}: press {self.label(DRAW)}.")
            return facts
        laid = [VALUE[cid] for cid in self.contents[TABLE]]
        need = self.target - sum(laid)
        if laid:
            facts["Laid"] = (f"{sum_words(laid)} = {sum(laid)}" if len(laid) > 1 else str(sum(laid))) + \
                f" of {self.target}"
        if not laid:
            facts["Now"] = (f"{who}: drag cards adding up to exactly {self.target} into the middle and press "
                            f"Play {self.target}, or pass.")
        elif need:
            facts["Now"] = f"{who}: {need} more to make {self.target}; drag another card, or pass."
        else:
            facts["Now"] = f"{who}: the cards make {self.target}; press Play {self.target}."
        return facts

    def _last_play_words(self) -> str:
        if self.last_play is None:
            return "none yet"
        seat, number, values = self.last_play
        made = f"{number} = {sum_words(values)}" if len(values) > 1 else str(number)
        return f"{self.seat_name(seat)} played {made}"

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or component_id not in VALUE:
            return None
        zone = where[0]
        if zone == DECK:
            return f"Draw pile: {plural(len(self.contents[DECK]), 'card')}. When it runs out, the counted " \
                   "and discarded cards are shuffled into a new one."
        value = f"Worth {VALUE[component_id]}."
        if zone == COUNTED:
            return f"{value} Counted cards: {len(self.contents[COUNTED])}."
        if zone == DISCARDS:
            return f"{value} Discards: {len(self.contents[DISCARDS])}."
        if zone == TABLE:
            return f"{value} Laid this turn: {self.laid_total()} of {self.target}."
        hand = self.contents[zone]
        return f"{value} {self.seat_name(int(zone.split('.')[1]))}'s hand adds up to {sum(VALUE[c] for c in hand)}."
