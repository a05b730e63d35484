"""A tiny hot-seat game with hidden hands, registered only while a UI test needs it."""

from __future__ import annotations

import contextlib

from greenbox_desktop.engine import GameInfo, Move, State, Zone, move, register
from greenbox_desktop.engine import registry

HANDS = (("card.red.1", "card.red.2"), ("card.blue.1", "card.blue.2"))


class SecretCards(State):
    """Each seat in turn lays one card from its hidden hand on the open table."""

    INFO = GameInfo(id="test_secret_cards", title="Secret cards (test)", designer="Tests", min_players=2,
                    max_players=2, minutes=1, complexity=1, summary="Lay your two cards.", hidden_info=True)

    @classmethod
    def declare_zones(cls, players, options):
        return [Zone(f"hand.{s}", "hand", f"Player {s + 1}'s hand", owner=s, visibility="owner", face_up=False,
                     area="south" if s == 0 else "north") for s in range(players)] + [
            Zone("table", "row", "Table", shape=(4,))]

    def setup(self) -> None:
        for seat, cards in enumerate(HANDS):
            for cid in cards:
                self.put(cid, f"hand.{seat}")

    def generate(self):
        free = [s for s in range(4) if not self.at("table", s)]
        return [move(c, "table", s) for c in self.contents[f"hand.{self.current_player}"] for s in free]

    def perform(self, action: Move) -> None:
        self.put(action.component, "table", action.slot, True)
        self.current_player = None if not self.contents["hand.1"] else 1 - self.current_player

    def scores(self):
        return [0, 0]

    def winners(self):
        return []


@contextlib.contextmanager
def registered():
    """Register the test game for the duration of a ``with`` block."""
    register(SecretCards)
    try:
        yield SecretCards
    finally:
        registry._REGISTRY.pop(SecretCards.INFO.id, None)
