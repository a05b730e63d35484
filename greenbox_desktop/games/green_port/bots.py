"""Green Port's hooks for bots: how good a position looks, and a sensible move inside playouts."""

from __future__ import annotations

import random

from greenbox_desktop.engine import Action, Move, Pass
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.green_port.costs import WILD_COST
from greenbox_desktop.games.green_port.data import BASIC, WILD, colour
from greenbox_desktop.games.green_port.rules import CANCEL, REVEAL, Rules
from greenbox_desktop.games.green_port.table import hq_pile

CUBE_WORTH = 0.5  # roughly what a cube the seat can spend is worth in points (an objective card of value v costs v cubes)
SPARE_WORTH = 0.15  # a cube beyond what the seat can spend: a third of a spendable one, as Specialize trades 3 for 1
LEAD_SCALE = 8.0  # a lead of this many points counts as clearly ahead
STOP_AT = 5  # a playout stops hiring once a colour would give this many cubes


class Bots(Rules):
    """The rules with the bot hooks."""

    def worth(self, seat: int) -> float:
        """Points plus the cubes a seat holds: those it can spend (see ``targets``) valued a
        little under a point each, the spare ones less."""
        spendable = sum(min(h, t) for h, t in zip(self.have(seat), self.targets(seat)))
        return self.points(seat) + CUBE_WORTH * spendable + SPARE_WORTH * (self.cube_count(seat) - spendable)

    def targets(self, seat: int) -> list[int]:
        """Per basic colour, the most cubes ``seat`` could spend at once: on the dearest open
        objective that asks for that colour, or on the next headquarters of it (an estimate that
        leaves out the Blue headquarters' savings)."""
        have = self.have(seat)
        target = [0] * len(BASIC)
        for cards, need, _cubes in self.board:
            if cards == (WILD,):
                k = max(range(len(BASIC)), key=have.__getitem__)
                target[k] = max(target[k], WILD_COST)
            elif cards:
                target = [max(t, n) for t, n in zip(target, need)]
        for k, c in enumerate(BASIC):
            if self.contents[hq_pile(c)]:
                target[k] = max(target[k], self.hq_cost(c))
        return target

    def wanted(self, seat: int) -> list[int]:
        """Per basic colour, how many more cubes ``seat`` could spend (see ``targets``)."""
        return [max(0, t - h) for t, h in zip(self.targets(seat), self.have(seat))]

    def useful_gain(self, seat: int, colour_name: str) -> int:
        """The cubes taking a colour would give ``seat`` that it could spend (see ``wanted``)."""
        gain = self.take_gain(seat, colour_name)
        return sum(min(gain[c], w) for c, w in zip(BASIC, self.wanted(seat)))

    def evaluate(self, seat: int) -> float:
        """``seat``'s worth against the best other seat's, in [0, 1]."""
        return lead([self.worth(s) for s in range(self.players)], seat, LEAD_SCALE)

    def bot_actions(self) -> list[Action]:
        """Every legal action but Cancel: a bot opens Specialize or the profile's payment only to
        pay (opening and closing them in turn would let it put off the end of its turn for ever)."""
        legal = self.legal_actions()
        return [a for a in legal if a != CANCEL] or legal

    def playout_action(self, rng: random.Random) -> Action | None:
        """Playouts hire until a colour is worth taking, take the colour that gives the most cubes
        the seat can spend (see ``wanted``), refer when it pays, and utilize by completing what
        they can before ending the turn (no Specialize)."""
        seat = self.current_player
        legal = self.legal_actions()
        takes = [a for a in legal if isinstance(a, Move) and a.component in self.contents["pool"]]
        if self.phase in ("hire", "refer") and takes:
            gains = {c: self.useful_gain(seat, c) for c in {colour(a.component) for a in takes}}
            best = max(takes, key=lambda a: gains[colour(a.component)])
            gain = gains[colour(best.component)]
            if self.phase == "refer":
                return best if gain >= 3 else Pass()
            if gain >= STOP_AT or REVEAL not in legal:
                return best
            return REVEAL
        if self.phase == "hire" and REVEAL in legal:
            return REVEAL
        if self.phase == "utilize":
            buys = [a for a in legal if isinstance(a, Move)]
            return buys[rng.randrange(len(buys))] if buys else Pass()
        return None
