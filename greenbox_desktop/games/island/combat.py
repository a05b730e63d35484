"""Combat in one territory: peace tokens, castles offered to the defenders, attacks, retreats, stop toggles."""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, move
from greenbox_desktop.games.island.cards import Cards
from greenbox_desktop.games.island.flow import PASS as PASS_ACTION
from greenbox_desktop.games.island.land import adjacency
from greenbox_desktop.games.island.parts import CYCLE_SET, DISCARD, KEEP, PIECES, hand, supply

STOP_ON = Choose("stop", "on")
STOP_OFF = Choose("stop", "off")


class Combat(Cards):
    """A fight started by Invade or Enrage, until one side is left or everyone involved stops."""

    battle: int | None
    initiator: int | None
    declines: int
    stops: frozenset[int]
    toggled: bool
    fighter: int | None
    attacker: int | None
    castled: tuple[tuple[str, int], ...]

    def start_combat(self, t: int, initiator: int) -> None:
        """Combat begins in territory ``t``: peace tokens cost the initiator, then castles are offered."""
        self.battle, self.initiator = t, initiator
        self.effect = None
        peace = sum(1 for cid in self.contents[PIECES] if cid.startswith("cube.white") and self.loc[cid][1] in
                    self.territories[t])
        for _ in range(peace):
            units = self.units_in(t, initiator)
            if units:
                self.put(units[-1], supply(initiator))
        self.declines = 0
        if self.free_castles() and self.castle_candidates():
            self.phase = "castling"
            self.current_player = self.castle_candidates()[0]
        else:
            self.begin_fight()

    def free_castles(self) -> int:
        """Castles of the battle territory not yet holding a unit."""
        return self.survey().castles[self.battle] - len(self.castled)

    def castle_candidates(self, after: int | None = None) -> list[int]:
        """Defenders with units in the battle, in play direction after ``after`` (the initiator at first)."""
        start = self.initiator if after is None else after
        return [s for s in self.order_from(start)[1:] + [start]
                if s != self.initiator and self.units_in(self.battle, s)]

    def _gen_castling(self) -> list[Action]:
        reps = self.unit_reps(self.current_player, [self.battle])
        return [move(cid, KEEP) for cid in reps.values()] + [PASS_ACTION]

    def _do_castling(self, action: Action) -> None:
        seat = self.current_player
        if action == PASS_ACTION:
            self.declines += 1
        else:
            self.castled += ((action.component, self.loc[action.component][1]),)
            self.put(action.component, KEEP)
            self.declines = 0
        candidates = self.castle_candidates(seat)
        if not self.free_castles() or not candidates or self.declines >= len(candidates):
            self.begin_fight()
        else:
            self.current_player = candidates[0]

    # ----- the fight ------------------------------------------------------------------------
    def fighters(self) -> list[int]:
        """The seats with units (not in castles) in the battle territory."""
        units = self.survey().units[self.battle]
        return [s for s in range(self.players) if units[s]]

    def begin_fight(self) -> None:
        """Turns go round the fighters in play direction, starting with the initiator."""
        self.phase = "combat"
        self.stops = frozenset()
        in_fight = self.fighters()
        if len(in_fight) < 2:
            self.end_combat()
            return
        self.fighter = next(s for s in self.order_from(self.initiator) if s in in_fight)
        self.toggled = False
        self.current_player = self.fighter

    def retreats(self, seat: int) -> list[int]:
        """Adjacent territories ``seat`` leads, where it may retreat to."""
        survey = self.survey()
        return [u for u in sorted(adjacency(self.territories)[self.battle]) if survey.leader(u) == seat]

    def _gen_combat(self) -> list[Action]:
        seat = self.current_player
        actions: list[Action] = [Choose("attack", s) for s in self.fighters() if s != seat]
        reps = self.unit_reps(seat, [self.battle])
        unit = next(iter(reps.values()))
        actions += [move(unit, PIECES, cell) for u in self.retreats(seat) for cell in self.territories[u]]
        if not self.toggled:
            actions.append(STOP_OFF if seat in self.stops else STOP_ON)
        return actions

    def _do_combat(self, action: Action) -> None:
        seat = self.current_player
        if action in (STOP_ON, STOP_OFF):
            self.stops = self.stops ^ {seat}
            self.toggled = True
            if set(self.fighters()) <= self.stops:
                self.end_combat()
            return
        if isinstance(action, Move):
            for cid in self.units_in(self.battle, seat):
                self.put(cid, PIECES, action.slot)
            self.next_fighter()
            return
        self.attacker = seat
        target = action.value
        if any(c in CYCLE_SET for c in self.contents[hand(target)]):
            self.phase = "receive"
            self.current_player = target
        else:
            self.put(self.units_in(self.battle, target)[-1], supply(target))
            self.next_fighter()

    def _gen_receive(self) -> list[Action]:
        seat = self.current_player
        actions: list[Action] = [move(c, DISCARD) for c in self.contents[hand(seat)] if c in CYCLE_SET]
        actions += [move(cid, supply(seat)) for cid in self.unit_reps(seat, [self.battle]).values()]
        return actions

    def _do_receive(self, action: Move) -> None:
        self.put(action.component, action.zone, face_up=True)
        self.next_fighter()

    def next_fighter(self) -> None:
        """The next fighter in play direction takes a turn, unless the combat is over."""
        in_fight = self.fighters()
        if len(in_fight) < 2 or set(in_fight) <= self.stops:
            self.end_combat()
            return
        order = self.order_from(self.fighter)[1:] + [self.fighter]
        self.fighter = next(s for s in order if s in in_fight)
        self.phase = "combat"
        self.toggled = False
        self.current_player = self.fighter

    def end_combat(self) -> None:
        """Units leave the castles for the territory, and the turn passes on."""
        for cid, cell in self.castled:
            self.put(cid, PIECES, cell)
        self.castled = ()
        self.end_turn()
