"""Green Bite: everyone picks a number card in secret; lone values run to the front of the line.

Rulings (shared/rules/green_bite.md): 2-6 players, each with the number cards 1-6 of their
colour as a hand, a meeple and 4 health cubes.  The Green Monster (a tile) stands at the back
of a random line of meeples.  A round: every player still in lays one card face down (hot-seat:
one seat after the other, each card hidden from the others until all have chosen); then all are
revealed at once, and in increasing value each player whose value nobody else played moves to
the front (tied players stay).  From the second round on the meeple next to the monster loses a
health cube; at 0 its player is out and leaves the line.  Played cards go to their owner's
discards; a player left with 2 cards in hand, or bitten this round, takes all discards back.
With 3+ players the game ends when 2 remain (the one in front wins); with 2 players it goes on
until one is out.

On screen the line is a row: the monster in slot 0 at the left, then the meeples from the last
(slot 1, next to the monster) to the front (the highest slot in use).  Every round costs someone
a health cube from round 2 on, so a game lasts at most 1 + 4 × players rounds.
"""

from __future__ import annotations

from collections import Counter

from greenbox_desktop.box import COLOURS, cube_ids
from greenbox_desktop.engine import Action, GameInfo, Move, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.words import listing, plural

VALUES = 6
HEALTH = 4
TAKE_BACK_AT = 2  # a hand this small takes its discards back
SEAT_COLOURS = COLOURS  # seat s plays the s-th colour of the box
MONSTER = "tile.drop.1"
LINE = "line"
MEEPLES = tuple(f"meeple.{colour}" for colour in SEAT_COLOURS)
MEEPLE_SEAT = {m: s for s, m in enumerate(MEEPLES)}
CUBES = tuple(tuple(cube_ids(colour, HEALTH)) for colour in SEAT_COLOURS)
CUBE_SEAT = {cid: s for s, ids in enumerate(CUBES) for cid in ids}


def card_id(seat: int, value: int) -> str:
    """The number card of ``value`` in ``seat``'s colour."""
    return f"card.{SEAT_COLOURS[seat]}.{value}"


def card_value(cid: str) -> int:
    """The value printed on a number card."""
    return int(cid.rsplit(".", 1)[1])


def card_seat(cid: str) -> int:
    """The seat whose colour a number card has."""
    return SEAT_COLOURS.index(cid.split(".")[1])


def hand(seat: int) -> str:
    """The zone of ``seat``'s hand."""
    return f"hand.{seat}"


def choice(seat: int) -> str:
    """The zone where ``seat``'s chosen card lies face down until the reveal."""
    return f"choice.{seat}"


def discards(seat: int) -> str:
    """The zone of ``seat``'s played cards."""
    return f"discard.{seat}"


def health(seat: int) -> str:
    """The zone of ``seat``'s health cubes."""
    return f"health.{seat}"


@register
class GreenBite(State):
    """Green Bite for 2-6 seats."""

    SCORE_LABEL = "Players outlasted"

    INFO = GameInfo(
        id="green_bite",
        title="Green Bite",
        designer="Pedro Dias",
        min_players=2,
        max_players=6,
        minutes=10,
        complexity=1,
        summary="Explorers queue in front of a hungry monster. Each round everyone picks a number in "
                "secret; whoever picked a number nobody else did dashes to the front, and the explorer "
                "left at the back gets bitten. Be first in line when only two explorers are left.",
        contest="Green Box of Games 2018 rulebook",
        hidden_info=True,
    )

    round: int
    out: tuple[int, ...]  # eliminated seats, first out first
    last_plays: tuple[tuple[int, int], ...]  # (seat, value) of the last reveal
    last_bitten: int | None
    took_back: tuple[int, ...]  # seats that took their discards back in the last round

    @classmethod
    def declare_zones(cls, players, options):
        zones = [Zone(LINE, "row", "The line: monster at the back, front at the right",
                      shape=(players + 1,))]
        for s in range(players):
            area = "south" if s < (players + 1) // 2 else "north"
            name = f"Player {s + 1}"
            zones += [
                Zone(hand(s), "hand", f"{name}'s hand", owner=s, visibility="owner", face_up=False,
                     area=area, order=4 * s),
                Zone(choice(s), "pool", "Choice", owner=s, visibility="owner", face_up=False,
                     area=area, order=4 * s + 1),
                Zone(discards(s), "pool", f"{name}'s discards", owner=s, area="west" if s % 2 == 0 else "east",
                     order=s),  # down the sides, where a growing pile has room to be read
                Zone(health(s), "pool", "Health", owner=s, area=area, order=4 * s + 3),
            ]
        return zones

    def setup(self) -> None:
        self.round = 1
        self.out = ()
        self.last_plays = ()
        self.last_bitten = None
        self.took_back = ()
        self.put(MONSTER, LINE, 0)
        order = list(range(self.players))
        self.shuffle(order)
        self._set_line(order)
        for seat in range(self.players):
            for value in range(1, VALUES + 1):
                self.put(card_id(seat, value), hand(seat))
            for cid in CUBES[seat]:
                self.put(cid, health(seat))
        self.current_player = 0

    # ----- the table ------------------------------------------------------------------------
    def line(self) -> list[int]:
        """The seats in line, from the last (next to the monster) to the front."""
        loc = self.loc
        meeples = [cid for cid in self.contents[LINE] if cid in MEEPLE_SEAT]
        meeples.sort(key=lambda cid: loc[cid][1])
        return [MEEPLE_SEAT[cid] for cid in meeples]

    def alive(self) -> list[int]:
        """The seats still in the game, in seat order."""
        return [s for s in range(self.players) if s not in self.out]

    def lives(self, seat: int) -> int:
        """How many health cubes ``seat`` has left."""
        return len(self.contents[health(seat)])

    def winner(self) -> int | None:
        """The winning seat once the game is over."""
        if self.current_player is not None:
            return None
        return self.line()[-1]

    def _set_line(self, order: list[int]) -> None:
        """Stand the meeples of ``order`` (last first) in the line's slots 1, 2, ..."""
        for place, seat in enumerate(order):
            self.put(MEEPLES[seat], LINE, place + 1)

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        return [move(cid, choice(seat)) for cid in self.contents[hand(seat)]]

    def perform(self, action: Action) -> None:
        seat = self.current_player
        self.put(action.component, choice(seat), face_up=False)
        waiting = [s for s in self.alive() if s > seat]
        if waiting:
            self.current_player = waiting[0]
        else:
            self._resolve()

    def _resolve(self) -> None:
        """Reveal, move the lone values to the front, bite, discard and take back; then the next round or the end."""
        plays = [(s, card_value(self.contents[choice(s)][0])) for s in self.alive()]
        self.last_plays = tuple(plays)
        counts = Counter(v for _, v in plays)
        order = self.line()
        for _value, seat in sorted((v, s) for s, v in plays if counts[v] == 1):
            order.remove(seat)
            order.append(seat)
        self.last_bitten = None
        if self.round >= 2:
            bitten = self.last_bitten = order[0]
            self.put(self.contents[health(bitten)][-1], "box")
            if not self.contents[health(bitten)]:
                order.pop(0)
                self.out += (bitten,)
                self.put(MEEPLES[bitten], "box")
        self._set_line(order)
        for seat, _ in plays:
            self.put(self.contents[choice(seat)][0], discards(seat), face_up=True)
        self.took_back = tuple(s for s, _ in plays if s not in self.out
                               and (len(self.contents[hand(s)]) == TAKE_BACK_AT or s == self.last_bitten))
        for seat in self.took_back:
            self._take_back(seat)
        alive = len(order)
        if alive <= 1 or (self.players >= 3 and alive == 2):
            self.current_player = None
        else:
            self.round += 1
            self.current_player = self.alive()[0]

    def _take_back(self, seat: int) -> None:
        """All of ``seat``'s discards back into the hand, the hand in value order."""
        cards = sorted(self.contents[hand(seat)] + self.contents[discards(seat)], key=card_value)
        for cid in cards:
            self.put(cid, hand(seat))

    def scores(self) -> list[float]:
        """How many players each seat outlasted (the winner outlasted everyone)."""
        result = [float(len(self.out))] * self.players
        for place, seat in enumerate(self.out):
            result[seat] = float(place)
        won = self.winner()
        if won is not None:
            result[won] = float(self.players - 1)
        return result

    def winners(self) -> list[int]:
        won = self.winner()
        return [] if won is None else [won]

    def evaluate(self, seat: int) -> float:
        """For bots: health left plus a little for standing nearer the front."""
        order = self.line()
        power = [float(self.lives(s)) for s in range(self.players)]
        for place, s in enumerate(order):
            power[s] += place / max(1, len(order))
        return lead(power, seat, 2.0)

    def seat_colour(self, seat: int) -> str | None:
        """The colour of ``seat``'s cards, meeple and cubes."""
        return SEAT_COLOURS[seat]

    def _place(self, seat: int) -> str:
        """Where ``seat``'s explorer stands, in words."""
        order = self.line()
        if seat not in order:
            return "out of the game"
        if order[-1] == seat:
            return "at the front of the line"
        if order[0] == seat:
            return "last in line, next to the monster"
        return f"number {len(order) - order.index(seat)} from the front"

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        if not isinstance(action, Move):
            return "Choose a card: drag one card from your hand onto your choice spot."
        zone = self.loc.get(action.component, ("box",))[0]
        if action.component in MEEPLE_SEAT or action.component == MONSTER:
            return "The line moves by itself when the cards are revealed."
        if action.component in CUBE_SEAT:
            return "Health cubes are lost only to the Green Monster's bite."
        if zone == hand(seat):
            return "Put your chosen card on your own choice spot."
        if zone == discards(seat):
            return "That card is in your discards; it comes back when you take your discards back."
        if zone == choice(seat):
            return "You have already chosen a card this round."
        if zone.startswith("hand.") or zone.startswith("choice.") or zone.startswith("discard."):
            return f"That card is not yours: choose from {self.seat_name(seat)}'s hand."
        return None

    def describe(self, action: Action) -> str:
        return f"{self.seat_name(self.current_player)} chooses a card face down."

    def news(self, before: State, action: Action) -> list[str]:
        if any(self.contents[choice(s)] for s in range(self.players)):
            return []  # others still have to choose: nothing is revealed yet
        lines = ["Revealed: " + ", ".join(f"{self.seat_name(s)} {v}" for s, v in self.last_plays) + "."]
        counts = Counter(v for _, v in self.last_plays)
        movers = [self.seat_name(s) for v, s in sorted((v, s) for s, v in self.last_plays if counts[v] == 1)]
        if movers:
            lines.append(f"To the front, in this order: {listing(movers)}.")
        for value in sorted(v for v, n in counts.items() if n > 1):
            tied = [self.seat_name(s) for s, v in self.last_plays if v == value]
            lines.append(f"{listing(tied)} tied on {value} and stay in place.")
        if self.last_bitten is not None:
            left = self.lives(self.last_bitten)
            who = self.seat_name(self.last_bitten)
            lines.append(f"The Green Monster bites {who}: " +
                         (f"{plural(left, 'health cube')} left." if left else "out of the game."))
        for seat in self.took_back:
            lines.append(f"{self.seat_name(seat)} takes the discards back.")
        won = self.winner()
        if won is not None:
            lines.append(f"{self.seat_name(won)} is first in line and wins.")
        return lines

    def panel(self) -> dict[str, str]:
        name = self.seat_name
        bite = "no bite this round" if self.round == 1 else "the last in line gets bitten"
        facts = {"Round": f"{self.round} ({bite})" if self.current_player is not None else f"{self.round}",
                 "Line, front first": " · ".join(name(s) for s in reversed(self.line())),
                 "Health": " · ".join(f"{name(s)}: {self.lives(s)}" for s in range(self.players))}
        if self.out:
            facts["Out"] = listing([name(s) for s in self.out])
        if self.current_player is not None:
            done = [name(s) for s in self.alive() if self.contents[choice(s)]]
            facts["Chosen"] = listing(done) if done else "nobody yet"
        if self.last_plays:
            facts["Last reveal"] = " · ".join(f"{name(s)}: {v}" for s, v in self.last_plays)
        return facts

    def now(self) -> str | None:
        if self.current_player is None:
            return None
        return "Drag a card from your hand onto your choice spot. The others see it only at the reveal."

    def tooltip(self, component_id: str) -> str | None:
        if component_id == MONSTER:
            return "The Green Monster: from round 2 it bites the explorer next to it."
        if component_id in MEEPLE_SEAT:
            seat = MEEPLE_SEAT[component_id]
            lives = plural(self.lives(seat), "health cube")
            return f"{self.seat_name(seat)}'s explorer: {lives}, {self._place(seat)}."
        if component_id in CUBE_SEAT:
            seat = CUBE_SEAT[component_id]
            return f"{self.seat_name(seat)}'s health: {plural(self.lives(seat), 'cube')} left."
        zone = self.loc.get(component_id, ("box",))[0]
        if zone.startswith("choice."):
            if ".?" in component_id:
                return "A card chosen face down; all choices are revealed together."
            return f"Your choice this round: {card_value(component_id)}. The others see only its back."
        if zone.startswith("hand.") and ".?" in component_id:
            return "A card in another player's hand."
        return None
