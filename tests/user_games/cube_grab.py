"""Cube Grab: a tiny game the tests load from a games folder, as a designer's game (not shipped).

Each of two seats holds one hidden card.  In turn a seat takes one or two cubes from the supply
(the second with Pass left to end the turn early); when the supply is empty, cubes plus the
card's value score, and the higher score wins.
"""

from __future__ import annotations

from greenbox_desktop.box import component, cube_ids
from greenbox_desktop.engine import Action, GameInfo, Move, Option, Pass, State, Zone, move, register

CARDS = ("card.red.2", "card.blue.5")


@register
class CubeGrab(State):
    """Take cubes; the most cubes plus your hidden card's value wins."""

    INFO = GameInfo(id="cube_grab", title="Cube Grab", designer="The tests", min_players=2, max_players=2,
                    minutes=2, complexity=1, summary="Take one or two cubes a turn.", hidden_info=True,
                    options=(Option("cubes", "Cubes in the supply", 6, choices=(4, 6, 9)),))

    taken: int
    note: str

    @classmethod
    def declare_zones(cls, players, options):
        zones = [Zone("supply", "pool", "Supply")]
        for seat in range(players):
            zones += [Zone(f"hand.{seat}", "hand", f"Player {seat + 1}'s card", owner=seat, visibility="owner",
                           face_up=False, area="south" if seat == 0 else "north"),
                      Zone(f"won.{seat}", "pool", f"Player {seat + 1}'s cubes", area="south" if seat == 0 else "north")]
        return zones

    def setup(self) -> None:
        cards = list(CARDS)
        self.shuffle(cards)
        for seat, card in enumerate(cards):
            self.put(card, f"hand.{seat}")
        for cid in cube_ids("green", self.options["cubes"]):
            self.put(cid, "supply")
        self.taken = 0
        self.note = ""

    def generate(self) -> list[Action]:
        actions: list[Action] = [move(self.top("supply"), f"won.{self.current_player}")]
        if self.taken:
            actions.append(Pass())
        return actions

    def perform(self, action: Action) -> None:
        if isinstance(action, Move):
            self.put(action.component, action.zone)
            self.taken += 1
        if not self.contents["supply"]:
            self.current_player = None
        elif isinstance(action, Pass) or self.taken == 2:
            self.current_player = 1 - self.current_player
            self.taken = 0

    def scores(self) -> list[float]:
        return [len(self.contents[f"won.{s}"]) + component(self.contents[f"hand.{s}"][0]).value for s in range(2)]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        scores = self.scores()
        return [s for s in range(2) if scores[s] == max(scores)]

    def reason(self, action: Action) -> str | None:
        return "Take the top cube of the supply." if isinstance(action, Move) else "Take a cube first."

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        return f"{who} ends the turn." if isinstance(action, Pass) else f"{who} takes a cube."

    def panel(self) -> dict[str, str]:
        return {"Supply": str(len(self.contents["supply"]))}
