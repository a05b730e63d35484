"""Bad Day at the Office: the registered game (facts, zones, set-up, dispatch, scores, bot hooks).

Rulings (shared/rules/bad_day_at_the_office.md) are followed throughout.  Where they are silent:
every round's scheme phase starts with Player 1; a player's turn ends by itself once no action is
left and no event can be played; Promote Synergy only walks the Boss (no pawns sent back, no
trouble, no security); Floating Desks may move any pawn to any other location, the Dingy
Corridor included; in a Gossip Session each player passes a card they held before it began, to
the next player in turn order; the teleport variant costs one action and the matching card;
the players also lose when trouble can never start again (none on the board, the deck empty and
no scheme card in any hand), the only way a five- or six-player game can be lost without the
optional length of the day (a round limit, added by us) that random playouts use.
"""

from __future__ import annotations

import random

from greenbox_desktop.engine import Action, GameInfo, Move, Option, Pass, Zone, register
from greenbox_desktop.engine.evaluation import lead

DAY_CHOICES = (None, 4, 8, 12, 16)
PLAYOUT_DAY = 4  # random playouts end after this many rounds, so they stay short
SCORE_SCALE = 20.0  # bots: a win with this many cards left is worth about three quarters of the best


def _distance(a: int, b: int) -> int:
    """Walking distance between two cells of the 3×3 office."""
    return abs(a % 3 - b % 3) + abs(a // 3 - b // 3)
from greenbox_desktop.games.bad_day_at_the_office.parts import (
    ALL_CARDS, CORRIDOR, EXTRAS, LOCATIONS, PAWNS, RING, ROOM_KEY, SCHEME_ROOM, TRACKER, hand_size, hand_zone,
    location_card,
)
from greenbox_desktop.games.bad_day_at_the_office.rules import DRAW
from greenbox_desktop.games.bad_day_at_the_office.words import Words


@register
class BadDay(Words):
    """The cooperative office-sabotage game: cause enough trouble that security cannot fix it."""

    INFO = GameInfo(
        id="bad_day_at_the_office",
        title="Bad Day at the Office",
        designer="Steve Dee",
        min_players=2,
        max_players=6,
        minutes=60,
        complexity=2,
        options=(
            Option("teleport", "Shortcuts", False,
                   help="Try-out rule: as a move, discard a scheme card to go straight to the room it belongs to."),
            Option("day", "Length of the day", None, DAY_CHOICES,
                   labels=("No limit",) + tuple(f"{n} rounds" for n in DAY_CHOICES[1:]),
                   help="Added for a shorter game: if work is still on after this many rounds, the players lose."),
        ),
        summary="Together, sneak around the office behind the Boss's back and stir up trouble in its rooms. "
                "When building security can no longer fix it all, work is called off and everybody wins.",
        contest="Game Jam December 2017",
        cooperative=True,
        # random playouts run with Shortcuts on (it only adds moves, so every rule is exercised)
        # and a short day, which keeps the checked playouts of six seats quick
        playout_defaults=(("day", PLAYOUT_DAY), ("teleport", True)),
    )
    EXTRAS = EXTRAS

    @classmethod
    def declare_zones(cls, players, options):
        office = (3, 3, "square")
        half = (players + 1) // 2
        zones = [
            Zone("office", "grid", "Office", shape=office, order=0),
            Zone("pawns", "grid", "", shape=office, over="office"),
            Zone("trouble", "grid", "", shape=office, over="office"),
            Zone("security", "track", "Security level", shape=(7,), area="east", order=0),
            Zone("deck", "stack", "Scheme deck", face_up=False, area="east", order=1),
            Zone("discard", "stack", "Discards", area="east", order=2),
            Zone("roll", "pool", "Security's last roll", area="east", order=3),
        ]
        zones += [Zone(hand_zone(s), "hand", f"Player {s + 1}'s hand", owner=s,
                       area="south" if s < half else "north", order=s) for s in range(players)]
        return zones

    def setup(self) -> None:
        keys = [ROOM_KEY[cid] for cid in LOCATIONS if cid != CORRIDOR]
        self.shuffle(keys)
        rooms = ["corridor"] * 9
        for cell, key in zip(RING, keys):
            rooms[cell] = key
        self.rooms = tuple(rooms)
        for cell, key in enumerate(self.rooms):
            self.put(location_card(key), "office", cell)
        farm = self.cell_of("farm")
        self.pawn, self.trouble = [], [0] * 9
        for seat in range(self.players):
            self.pawn.append(farm)
            self.put(PAWNS[seat], "pawns", farm)
        self.place_boss(farm)
        self.put(TRACKER, "security", 0)
        self.set_security(1)
        deck = list(ALL_CARDS)
        self.shuffle(deck)
        for card in deck:
            self.put(card, "deck", face_up=False)
        for seat in range(self.players):
            self.put_top("deck", hand_zone(seat), hand_size(self.players))
        self.phase, self.turn_seat, self.actions_left, self.round = "scheme", 0, 0, 0
        self.walk_passed, self.walk_queue = False, ()
        self.gossip_order, self.gossip_given = (), frozenset()
        self.roll, self.fixes, self.outcome, self.happened = (), (), None, ()
        self.boss_phase()

    # ----- dispatch -------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        phase = self.phase
        if phase == "scheme":
            return self.scheme_actions()
        if phase == "break":
            return self.break_actions()
        if phase == "desks":
            return self.desks_actions()
        return self.gossip_actions()

    def perform(self, action: Action) -> None:
        self.happened = ()
        phase = self.phase
        if phase == "scheme":
            self.perform_scheme(action)
        elif phase == "break":
            self.decide_break(action)
        elif phase == "desks":
            self.perform_desks(action)
        else:
            self.perform_gossip(action)

    def scores(self) -> list[float]:
        """On a win every player scores the cards left in the deck; otherwise 0."""
        score = len(self.contents["deck"]) if self.outcome == "won" else 0
        return [score] * self.players

    def winners(self) -> list[int]:
        return list(range(self.players)) if self.outcome == "won" else []

    # ----- bots -----------------------------------------------------------------------------
    def playout_action(self, rng: random.Random) -> Action | None:
        """A sensible playout move: cause trouble where possible, else walk towards a room one
        holds a scheme for, else draw, else end the turn (now and then a random move instead)."""
        if self.phase != "scheme" or rng.random() < 0.2:
            return None
        actions = self.legal_actions()
        trouble = [a for a in actions if isinstance(a, Move) and a.zone == "trouble"]
        if trouble:
            return trouble[0]
        seat = self.turn_seat
        rooms = [self.cell_of(SCHEME_ROOM[c]) for c in self.hand(seat) if c in SCHEME_ROOM]
        walks = [a for a in actions if isinstance(a, Move) and a.component == PAWNS[seat]]
        if rooms and walks:
            return min(walks, key=lambda a: min(_distance(a.slot, r) for r in rooms))
        return DRAW if DRAW in actions else Pass()

    def bot_actions(self) -> list[Action]:
        """Bots end a scheme turn early only when no action left would raise the team's prospects
        (``evaluate``): drawing a card or causing trouble; else they may not end it yet."""
        actions = self.legal_actions()
        if self.phase != "scheme" or not self.actions_left:
            return actions
        if any(self.raises_prospects(a) for a in actions):
            return [a for a in actions if not isinstance(a, Pass)]
        return actions

    def raises_prospects(self, action: Action) -> bool:
        """Whether an action of the scheme phase leaves ``evaluate`` higher than now (only drawing
        and causing trouble with a scheme card change it)."""
        trouble, cards, deck = list(self.trouble), self.cards_held(), len(self.contents["deck"])
        if action == DRAW:
            cards, deck = cards + 1, deck - 1
        elif isinstance(action, Move) and action.zone == "trouble" and action.component in SCHEME_ROOM:
            trouble[action.slot] = min(6, trouble[action.slot] + 1)
            cards -= 1
        else:
            return False
        now = self.prospects(self.trouble, self.cards_held(), len(self.contents["deck"]))
        return self.prospects(trouble, cards, deck) > now

    def cards_held(self) -> int:
        """The cards in all hands."""
        return sum(len(self.hand(s)) for s in range(self.players))

    def prospects(self, trouble: list[int], cards: int, deck: int) -> float:
        """The team's prospects (see ``evaluate``) with these troubles, cards in hand and deck."""
        pressure = sum(t * t for t in trouble) / 40 + 0.02 * cards
        return max(0.02, min(0.98, 0.2 + pressure - 0.04 * self.security)) * lead([deck], 0, SCORE_SCALE)

    def evaluate(self, seat: int) -> float | None:
        """The team's prospects, on the scale bots give a finished cooperative game (a win is
        worth more the more cards are left in the deck): the hope of a win, which high troubles
        and scheme cards in hand raise and security lowers, times what a win would be worth now."""
        if self.outcome is not None:
            return self.win_worth() if self.outcome == "won" else 0.0
        return self.prospects(self.trouble, self.cards_held(), len(self.contents["deck"]))

    def win_worth(self) -> float:
        """What a win with the cards now left in the deck is worth to bots, in [0.5, 1)."""
        return lead([len(self.contents["deck"])], 0, SCORE_SCALE)

