"""Green Port's rules: the legal actions of each step and their effects.

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

from greenbox_desktop.engine import Action, Choose, Move, Pass, move
from greenbox_desktop.games.green_port import costs
from greenbox_desktop.games.green_port.costs import Payment
from greenbox_desktop.games.green_port.data import (
    BASIC, COLOUR_INDEX, CUBE_COLOUR, EVENTS, GREEN_X, HQ_CARDS, ORANGE_X, UNIT_LIMIT, colour, value,
)
from greenbox_desktop.games.green_port.table import SUPPLIES, Table, gang, hq_pile, supply, units

REVEAL = Choose("hire", "reveal")
RESCUE = Choose("profile", "cancel_bust")
IGNORE = Choose("profile", "ignore_discard")
START = Choose("specialize", "start")
CANCEL = Choose("specialize", "cancel")
EVENT_CARDS = frozenset(EVENTS)


class Rules(Table):
    """The rules of Green Port (the registered class adds zones and information)."""

    # ----- legal actions -------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        if self.phase == "pick":
            return [move(cid, units(seat)) for cid in self._stocked() if CUBE_COLOUR[cid] not in self.picked]
        if self.phase == "bonus":
            return self._supply_moves(seat)
        if self.phase == "disperse":
            actions: list[Action] = [move(cid, supply(CUBE_COLOUR[cid])) for cid in self._tops(units(seat))]
            return actions + ([IGNORE] if self.profile_up(seat) and not self.giving_back else [])
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
            self.giving_back = self.owed > 0  # once paying has begun, the profile no longer excuses the rest
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
        self.queue.append((self.active, "underdogs"))  # who they are is settled after any discards

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
            if step == "underdogs":
                self.queue[0:0] = [(s, "bonus") for s in self.underdogs()]
                continue
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

