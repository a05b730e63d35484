"""The demon phase of Hudai Monastery: clearing the defeated, attacks with mitigation and
abilities, advancing the rows, refilling from the deck, the time cube and the end of the game.

Attacks run column by column, left to right; the phase stops to ask the player only where
there is a real choice (giving up tiles, a tie for the downgrade, which monk to lose).
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose
from greenbox_desktop.box import SYMBOLS
from greenbox_desktop.games.hudai_monastery.parts import (
    APPROACHING, ARROW, ATTACKING, BLOCK_CUBES, BRICKS, CARD_SYMBOL, CIRCLES, COLUMNS, DROP, HAMMERS, STUNNED,
    SYMBOL_INDEX, WHEEL, demon_slot, tech_zone,
)
from greenbox_desktop.games.hudai_monastery.table import Table


class DemonRules(Table):
    """The automatic demon phase and its few questions."""

    phase: str
    pending: tuple | None
    blocked: frozenset[str]
    turn: int

    # ----- legal actions --------------------------------------------------------------------
    def demon_actions(self) -> list[Action]:
        """The choices of a pending demon-phase question."""
        kind = self.pending[0]
        if kind == "mitigate":
            _, col, loss = self.pending
            return [Choose("mitigate", n) for n in range(min(loss, len(self.cols[col]) - 1) + 1)]
        if kind == "downgrade":
            return [Choose("downgrade", s) for s in self.downgrade_options()]
        return [Choose("remove_monk", m) for m in self.monk_loss_options(self.pending[1])]

    def downgrade_options(self) -> list[str]:
        """The techniques with the highest level (ties are the player's choice)."""
        top = max(self.level(s) for s in SYMBOLS)
        return [s for s in SYMBOLS if self.level(s) == top]

    def monk_loss_options(self, col: int) -> list[str]:
        """Monks an attacking demon in ``col`` can take: in its column (circles) or anywhere (wheel)."""
        monks = self.monks_on_wall()
        if CARD_SYMBOL[self.slots[demon_slot(ATTACKING, col)]] == CIRCLES:
            monks = [m for m in monks if self.loc[m][1] % COLUMNS == col]
        return monks

    def attack_loss(self, slot: int) -> int:
        """Integrity the demon in ``slot`` would take if it attacked now."""
        symbol = CARD_SYMBOL[self.slots[slot]]
        return self.remaining(slot) * (2 if symbol == DROP else 1) + (symbol == CIRCLES)

    # ----- the phase ------------------------------------------------------------------------
    def start_demon_phase(self) -> None:
        """Clear defeated demons, then let the attackers strike from the leftmost column."""
        self.phase = "demons"
        for slot, card in self.demons():
            if not self.alive(slot):
                self.clear_demon(slot, "defeated")
                self.defeated += 1
                self._say(f"{self.card_name(card)} is cleared away, defeated.")
        self._attack_from(0)

    def perform_demons(self, action: Choose) -> None:
        """Apply the answer to a demon-phase question and carry on with the phase."""
        question, self.pending = self.pending, None
        col = question[1]
        if action.key == "mitigate":
            done = self._strike(col, question[2], action.value)
        else:
            if action.key == "downgrade":
                self._downgrade(action.value)
            else:
                self.remove_monk(action.value)
                if CARD_SYMBOL[self.slots[demon_slot(ATTACKING, col)]] == CIRCLES:
                    self.remove_top_tile(col)
            self._leave(col)
            done = True
        if done:
            self._attack_from(col + 1)

    def _attack_from(self, first: int) -> None:
        for col in range(first, COLUMNS):
            slot = demon_slot(ATTACKING, col)
            card = self.slots[slot]
            if card is None:
                continue
            loss = self.attack_loss(slot)
            self._say(f"{self.card_name(card)} attacks for {loss}.")
            if loss and len(self.cols[col]) > 1:
                self.pending = ("mitigate", col, loss)
                return
            if not self._strike(col, loss, 0):
                return
        self._advance()

    def _strike(self, col: int, loss: int, tiles: int) -> bool:
        """Give up ``tiles`` top tiles, lose the rest as integrity, then the ability; False if it stopped."""
        if tiles:
            self._say(f"Gives up {tiles} tile{'s' if tiles > 1 else ''} of column {col + 1} to soften the blow.")
        for _ in range(tiles):
            self.remove_top_tile(col)
        self.lose_integrity(loss - tiles)
        if self.outcome is not None:
            return False
        if not self._ability(col):
            return False
        self._leave(col)
        return True

    def _ability(self, col: int) -> bool:
        """The attacker's ability; False if it waits for the player's choice."""
        symbol = CARD_SYMBOL[self.slots[demon_slot(ATTACKING, col)]]
        if symbol == HAMMERS:
            options = self.downgrade_options()
            if len(options) > 1:
                self.pending = ("downgrade", col)
                return False
            self._downgrade(options[0])
        elif symbol in (CIRCLES, WHEEL):
            options = self.monk_loss_options(col)
            if len(options) > 1:
                self.pending = ("remove_monk", col)
                return False
            if options:
                self.remove_monk(options[0])
            if symbol == CIRCLES:
                self.remove_top_tile(col)
        elif symbol == BRICKS:
            self.remove_top_tile(col)
            self.remove_top_tile(col)
        return True

    def _downgrade(self, symbol: str) -> None:
        index = SYMBOL_INDEX[symbol]
        step = 2 if symbol == HAMMERS else 1
        if self.level(symbol):
            self.tech = self.tech[:index] + (self.tech[index] - step,) + self.tech[index + 1:]
            self.place_markers(symbol)
        if symbol not in self.blocked:
            self.blocked = self.blocked | {symbol}
            self.put(BLOCK_CUBES[index], tech_zone(symbol), 2)
        self._say(f"{symbol.capitalize()} technique drops to level {self.level(symbol)}; its level 2 is blocked.")

    def _leave(self, col: int) -> None:
        card = self.slots[demon_slot(ATTACKING, col)]
        self.clear_demon(demon_slot(ATTACKING, col), "through")
        self.through += 1
        self._say(f"{self.card_name(card)} gets through and leaves.")

    def _advance(self) -> None:
        """Rows move down, empty columns draw a demon, then the win check and the time cube."""
        for col in range(COLUMNS):
            for row in (APPROACHING, STUNNED):
                if self.slots[demon_slot(row, col)] is not None and self.slots[demon_slot(row + 1, col)] is None:
                    self.shift_demon(demon_slot(row, col), demon_slot(row + 1, col))
        self.refill()
        if not self.contents["deck"] and not any(self.slots):
            self.finish("won")
            return
        self.put(self.top("time"), "box")
        self.time -= 1
        self._say(f"A time cube is gone ({self.time} left).")
        if self.time <= 0:
            self.finish("lost_time")
            return
        self.turn += 1
        self.start_turn()

    def refill(self) -> None:
        """Draw a demon for every column with no demon in any of its three slots.

        The card goes to the approaching slot, an Arrow demon straight to the attacking slot.
        """
        for col in range(COLUMNS):
            if not self.contents["deck"]:
                return
            if not self.column_empty(col):
                continue
            card = self.contents["deck"][-1]
            row = ATTACKING if CARD_SYMBOL[card] == ARROW else APPROACHING
            self.place_demon(card, demon_slot(row, col))
            self._say(f"{self.card_name(card)} arrives in column {col + 1}" +
                      (", already attacking." if row == ATTACKING else "."))

    def start_turn(self) -> None:
        """Begin a turn with its build phase (straight to acting if no tile can be drawn)."""
        self.phase = "build"
        if self.draw_tiles(self.draw_count()):
            self.pending = ("build",)
        else:
            self.phase = "act"
            self.pending = None
