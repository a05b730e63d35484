"""Green Port's hooks for bots: how good a position looks, and a sensible move inside playouts."""

from __future__ import annotations

import random

from greenbox_desktop.engine import Action, Move, Pass
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.green_port.data import colour
from greenbox_desktop.games.green_port.rules import CANCEL, REVEAL, Rules

CUBE_WORTH = 0.5  # roughly what a cube in hand is worth in points (an objective card of value v costs v cubes)
LEAD_SCALE = 8.0  # a lead of this many points counts as clearly ahead
STOP_AT = 5  # a playout stops hiring once a colour would give this many cubes


class Bots(Rules):
    """The rules with the bot hooks."""

    def worth(self, seat: int) -> float:
        """Points plus the cubes a seat holds, valued a little under a point each."""
        return self.points(seat) + CUBE_WORTH * self.cube_count(seat)

    def evaluate(self, seat: int) -> float:
        """``seat``'s worth against the best other seat's, in [0, 1]."""
        return lead([self.worth(s) for s in range(self.players)], seat, LEAD_SCALE)

    def bot_actions(self) -> list[Action]:
        """Every legal action but Cancel: a bot opens Specialize or the profile's payment only to
        pay (opening and closing them in turn would let it put off the end of its turn for ever)."""
        legal = self.legal_actions()
        return [a for a in legal if a != CANCEL] or legal

    def playout_action(self, rng: random.Random) -> Action | None:
        """Playouts hire until a colour is worth taking, take the best colour, refer when it pays,
        and utilize by completing what they can before ending the turn (no Specialize)."""
        seat = self.current_player
        legal = self.legal_actions()
        takes = [a for a in legal if isinstance(a, Move) and a.component in self.contents["pool"]]
        if self.phase in ("hire", "refer") and takes:
            best = max(takes, key=lambda a: sum(self.take_gain(seat, colour(a.component)).values()))
            gain = sum(self.take_gain(seat, colour(best.component)).values())
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
