"""Bad Day at the Office: the rules — the Boss's walk, the players' scheme turns with their events,
and the work phase that fixes troubles and decides the game.

``Rules`` is the bookkeeping half of the registered game (``game.BadDay``): it reads and changes
the plain fields (``rooms``, ``pawn``, ``boss``, ``trouble``, ``security``) and keeps the
components on the table in step with them.
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, Pass, State, move
from greenbox_desktop.games.bad_day_at_the_office.parts import (
    ACTIONS_PER_TURN, BOSS, BRAINSTORM, BREAK, DESKS, GOSSIP, MOST_FIX_DICE, NEIGHBOURS, PAWNS,
    RING, RING_INDEX, SCHEME_ROOM, SECURITY_DICE, SECURITY_MAX, SECURITY_TOKEN, SYNERGY, TROUBLE_DICE, hand_zone,
    ring_step,
)

DRAW = Choose("act", "draw")
STAY = Choose("break", "stay")
GO_BACK = Choose("break", "go")


class Rules(State):
    """Fields and phases of Bad Day at the Office (see ``game.BadDay`` for the zones and set-up)."""

    MUTABLE = ("trouble", "pawn")

    rooms: tuple[str, ...]  # cell -> location key
    pawn: list[int]  # seat -> cell of its pawn
    trouble: list[int]  # cell -> trouble (0: none)
    boss: int
    security: int
    phase: str  # scheme, break, desks, gossip, over
    turn_seat: int
    actions_left: int
    round: int
    walk_passed: bool  # the Boss has stepped onto or past the Cubicle Farm in this walk
    walk_queue: tuple[int, ...]  # seats whose pawns the Boss still sends back where he stands
    gossip_order: tuple[int, ...]  # seats still to pass a card in a Gossip Session
    gossip_given: frozenset  # cards received in this Gossip Session (not passed on again)
    roll: tuple[int, ...]  # the last work phase's security dice, in the order of the roll zone
    fixes: tuple[tuple[int, int, int], ...]  # (cell, trouble, die) of the last work phase
    outcome: str | None  # won, lost, hopeless, timeout
    happened: tuple[tuple, ...]  # what the last action set off by itself, for the log (see words)

    # ----- where things are ---------------------------------------------------------------
    def cell_of(self, key: str) -> int:
        """The cell of the location ``key``."""
        return self.rooms.index(key)

    def seats_at(self, cell: int) -> list[int]:
        """The seats whose pawns stand in ``cell``."""
        return [seat for seat, at in enumerate(self.pawn) if at == cell]

    def hand(self, seat: int) -> list[str]:
        """The cards in a seat's hand."""
        return self.contents[hand_zone(seat)]

    def holder_of(self, card: str) -> int | None:
        """The seat holding ``card``, if any."""
        zone = self.loc.get(card, ("",))[0]
        return int(zone[5:]) if zone.startswith("hand.") else None

    def troubles(self) -> int:
        """How many locations have trouble."""
        return sum(1 for t in self.trouble if t)

    # ----- changes that keep the components in step -----------------------------------------
    def place_pawn(self, seat: int, cell: int) -> None:
        """Put a seat's pawn in ``cell``."""
        self.pawn[seat] = cell
        self.put(PAWNS[seat], "pawns", cell)

    def note(self, *fact) -> None:
        """Remember something that happened by itself, for the log."""
        self.happened += (fact,)

    def place_boss(self, cell: int) -> None:
        """Put the Boss in ``cell``."""
        self.boss = cell
        self.put(BOSS, "pawns", cell)

    def raise_trouble(self, cell: int) -> None:
        """Trouble in ``cell`` rises by 1 (a new die showing 1; a die at 6 stays at 6)."""
        if self.trouble[cell] == 0:
            self.put(next(die for die in TROUBLE_DICE if die not in self.loc), "trouble", cell)
        self.trouble[cell] = min(6, self.trouble[cell] + 1)

    def lower_trouble(self, cell: int) -> None:
        """Trouble in ``cell`` drops by 1; at 0 its die goes back into the box."""
        self.trouble[cell] -= 1
        if self.trouble[cell] == 0:
            self.put(self.at("trouble", cell)[0], "box")

    def set_security(self, level: int) -> None:
        """Move the security token to ``level``."""
        self.security = level
        self.put(SECURITY_TOKEN, "security", level)

    def draw(self, seat: int) -> None:
        """The top card of the deck into a seat's hand (nothing if the deck is empty)."""
        if self.contents["deck"]:
            self.put_top("deck", hand_zone(seat), 1)

    def discard(self, card: str) -> None:
        """A card face up onto the discard pile."""
        self.put(card, "discard", face_up=True)

    # ----- the Boss phase -------------------------------------------------------------------
    def boss_phase(self) -> None:
        """Start a round: the Boss walks (possibly pausing for On a Break), then the scheme phase."""
        self.round += 1
        self.walk_passed = False
        self.walk_queue = ()
        self.boss_walk()

    def boss_walk(self) -> None:
        """Step the Boss clockwise while he walks into pawns, sending them back; then he stops."""
        farm = self.cell_of("farm")
        while True:
            cell = ring_step(self.boss)
            self.place_boss(cell)
            if cell == farm:
                self.walk_passed = True
            seats = self.seats_at(cell)
            if not seats:
                break
            if cell != farm:
                self.walk_queue = tuple(seats)
                if self.send_back():
                    return
        self.boss_stops()

    def send_back(self) -> bool:
        """Send the queued pawns to the Cubicle Farm; True if it pauses for an On a Break choice."""
        farm = self.cell_of("farm")
        while self.walk_queue:
            seat, self.walk_queue = self.walk_queue[0], self.walk_queue[1:]
            if self.holder_of(BREAK) == seat:
                self.phase, self.current_player = "break", seat
                self.walk_queue = (seat,) + self.walk_queue
                return True
            self.place_pawn(seat, farm)
            self.note("sent", seat, self.boss)
        return False

    def break_actions(self) -> list[Action]:
        """The owner of the pawn the Boss walked in on: use On a Break, or go back to work."""
        return [STAY, GO_BACK]

    def decide_break(self, action: Action) -> None:
        """The pawn's owner keeps working (discards On a Break) or goes back; the walk goes on."""
        seat, self.walk_queue = self.walk_queue[0], self.walk_queue[1:]
        if action == STAY:
            self.discard(BREAK)
        else:
            self.place_pawn(seat, self.cell_of("farm"))
            self.note("sent", seat, self.boss)
        if not self.send_back():
            self.boss_walk()

    def boss_stops(self) -> None:
        """Trouble where the Boss stops rises; passing the Cubicle Farm raises security; turns begin."""
        self.note("boss", self.boss)
        if self.trouble[self.boss]:
            self.raise_trouble(self.boss)
            self.note("worse", self.boss, self.trouble[self.boss])
        if self.walk_passed and self.security < SECURITY_MAX:
            self.set_security(self.security + 1)
            self.note("security", self.security)
        self.start_turn(0)

    # ----- the scheme phase -----------------------------------------------------------------
    def start_turn(self, seat: int) -> None:
        """``seat`` begins a scheme turn with three actions."""
        self.phase, self.turn_seat, self.current_player = "scheme", seat, seat
        self.actions_left = ACTIONS_PER_TURN

    def scheme_actions(self) -> list[Action]:
        """Everything the player whose turn it is may do now (spatial moves, Draw, events, End turn)."""
        seat = self.turn_seat
        cell, hand = self.pawn[seat], self.hand(seat)
        out: list[Action] = []
        if self.actions_left:
            out += [move(PAWNS[seat], "pawns", n) for n in NEIGHBOURS[cell]]
            if self.options["teleport"]:
                rooms = {self.cell_of(SCHEME_ROOM[c]) for c in hand if c in SCHEME_ROOM}
                out += [move(PAWNS[seat], "pawns", r) for r in sorted(rooms) if r != cell and r not in NEIGHBOURS[cell]]
            room = self.rooms[cell]
            out += [move(c, "trouble", cell) for c in hand if SCHEME_ROOM.get(c) == room]
            for other in self.seats_at(cell):
                if other != seat:
                    out += [move(c, hand_zone(other)) for c in hand]
            if self.contents["deck"]:
                out.append(DRAW)
        out += self.event_actions(hand)
        out.append(Pass())
        return out

    def event_actions(self, hand: list[str]) -> list[Action]:
        """The free events the player can play from ``hand`` now."""
        out: list[Action] = []
        if SYNERGY in hand:
            out += [move(BOSS, "pawns", ring_step(self.boss, k)) for k in (2, -2)]
        if BRAINSTORM in hand:
            out += [move(BRAINSTORM, "trouble", c) for c in range(9) if self.trouble[c]]
        if DESKS in hand:
            out.append(move(DESKS, "discard"))
        if GOSSIP in hand:
            out.append(move(GOSSIP, "discard"))
        return out

    def perform_scheme(self, action: Action) -> None:
        """Apply one scheme-phase action (an action costs one of the three; events are free)."""
        seat = self.turn_seat
        if isinstance(action, Pass):
            self.end_turn()
            return
        if action == DRAW:
            self.draw(seat)
            self.actions_left -= 1
        elif action.component == BOSS:
            self.discard(SYNERGY)
            self.place_boss(action.slot)
        elif action.component in PAWNS:
            if action.slot not in NEIGHBOURS[self.pawn[seat]]:
                self.discard(self.teleport_card(action.slot))
            self.place_pawn(seat, action.slot)
            self.actions_left -= 1
        elif action.zone == "trouble":
            self.discard(action.component)
            self.raise_trouble(action.slot)
            if action.component != BRAINSTORM:
                self.actions_left -= 1
        elif action.component == DESKS:
            self.discard(DESKS)
            self.phase = "desks"
        elif action.component == GOSSIP:
            self.discard(GOSSIP)
            self.start_gossip()
            return
        else:  # a card given to a player in the same location
            self.put(action.component, action.zone)
            self.actions_left -= 1
        self.end_if_spent()

    def teleport_card(self, cell: int) -> str:
        """The card of the player whose turn it is that takes their pawn straight to ``cell``."""
        room = self.rooms[cell]
        return next(c for c in self.hand(self.turn_seat) if SCHEME_ROOM.get(c) == room)

    def end_if_spent(self) -> None:
        """The turn ends by itself once no action is left and no event can be played."""
        if self.phase == "scheme" and not self.actions_left and not self.event_actions(self.hand(self.turn_seat)):
            self.note("spent", self.turn_seat, bool(self.contents["deck"]))
            self.end_turn()

    def end_turn(self) -> None:
        """The player draws their card; the next player's turn, or the work phase after the last."""
        self.draw(self.turn_seat)
        if self.turn_seat + 1 < self.players:
            self.start_turn(self.turn_seat + 1)
            return
        self.work_phase()
        if self.outcome is None and self.options.get("day") and self.round >= self.options["day"]:
            self.finish("timeout")
        if self.outcome is None:
            self.boss_phase()

    # ----- events that ask for more -----------------------------------------------------------
    def desks_actions(self) -> list[Action]:
        """Floating Desks: any pawn to any other location."""
        return [move(PAWNS[seat], "pawns", cell) for seat in range(self.players) for cell in range(9)
                if cell != self.pawn[seat]]

    def perform_desks(self, action: Move) -> None:
        """Put the chosen pawn where it was dropped; the turn goes on."""
        self.place_pawn(PAWNS.index(action.component), action.slot)
        self.phase = "scheme"
        self.current_player = self.turn_seat
        self.end_if_spent()

    def start_gossip(self) -> None:
        """Gossip Session: every player in turn, from the one who played it, passes one card on."""
        order = tuple((self.turn_seat + k) % self.players for k in range(self.players))
        self.gossip_order, self.gossip_given = order, frozenset()
        self.phase = "gossip"
        self.next_gossip()

    def gossip_cards(self, seat: int) -> list[str]:
        """The cards ``seat`` may pass on: those it held before the session began."""
        return [c for c in self.hand(seat) if c not in self.gossip_given]

    def next_gossip(self) -> None:
        """The next seat that has a card to pass, or back to the turn when all have passed."""
        while self.gossip_order and not self.gossip_cards(self.gossip_order[0]):
            self.gossip_order = self.gossip_order[1:]
        if self.gossip_order:
            self.current_player = self.gossip_order[0]
            return
        self.phase, self.current_player = "scheme", self.turn_seat
        self.end_if_spent()

    def gossip_actions(self) -> list[Action]:
        """The passing seat's cards, each to the next player's hand."""
        seat = self.gossip_order[0]
        left = hand_zone((seat + 1) % self.players)
        return [move(c, left) for c in self.gossip_cards(seat)]

    def perform_gossip(self, action: Move) -> None:
        """Pass the card on and move to the next seat."""
        self.put(action.component, action.zone)
        self.gossip_given = self.gossip_given | {action.component}
        self.gossip_order = self.gossip_order[1:]
        self.next_gossip()

    # ----- the work phase -------------------------------------------------------------------
    def fix_order(self) -> list[int]:
        """The troubled cells in the order security fixes them: lowest first, ties clockwise
        from the Cubicle Farm."""
        start = RING_INDEX[self.cell_of("farm")]
        cells = [c for c in RING if self.trouble[c]]
        return sorted(cells, key=lambda c: (self.trouble[c], (RING_INDEX[c] - start) % len(RING)))

    def work_phase(self) -> None:
        """Roll the fix dice, fix troubles lowest first with the lowest die that reaches each;
        one that cannot be fixed wins; fixed troubles drop; check the loss."""
        for die in list(self.contents["roll"]):
            self.put(die, "box")
        count = min(MOST_FIX_DICE, self.troubles() + self.security)
        roll = []
        for die in SECURITY_DICE[:count]:
            roll.append(self.roll_die())
            self.put(die, "roll")
        self.roll = tuple(roll)
        self.note("roll", self.roll)
        free = sorted(roll)
        fixes = []
        for cell in self.fix_order():
            need = self.trouble[cell]
            die = next((d for d in free if d >= need), None)
            if die is None:
                self.fixes = tuple(fixes)
                self.note("unfixed", cell, need)
                self.finish("won")
                return
            free.remove(die)
            fixes.append((cell, need, die))
        self.fixes = tuple(fixes)
        self.note("fixed", self.fixes)
        for cell, _, _ in fixes:
            self.lower_trouble(cell)
        if not self.troubles():
            if self.security >= self.players + 2:
                self.finish("lost")
            elif self.hopeless():
                self.finish("hopeless")

    def hopeless(self) -> bool:
        """Whether no trouble can ever start again: none on the board, the deck empty, and no
        scheme card in any hand (the events cannot start trouble on their own)."""
        return not self.contents["deck"] and not any(
            c in SCHEME_ROOM for seat in range(self.players) for c in self.hand(seat))

    def finish(self, outcome: str) -> None:
        """The game ends together for everyone."""
        self.outcome, self.phase, self.current_player = outcome, "over", None
        self.note("end", outcome)

