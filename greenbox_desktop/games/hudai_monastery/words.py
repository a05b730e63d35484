"""What Hudai Monastery says: log lines, button captions, hover text, the side panel, results."""

from __future__ import annotations

from greenbox_desktop.box import SYMBOLS
from greenbox_desktop.engine import Action, Choose, Move
from greenbox_desktop.games.hudai_monastery.parts import (
    ATTACKING, CARD_BACKGROUND, CARD_HP, CARD_SYMBOL, COLUMNS, DECK_NAMES, HAMMERS, INTEGRITY_CUBES, MARKER_SYMBOL,
    MAX_TIME, MONKS, POINT_CUBES, ROW_NAMES, START_INTEGRITY, STAR_GREEN, STAR_YELLOW, SYMBOL_INDEX, TILE_SYMBOL,
    TIME_CUBES, demon_slot, wall_place,
)
from greenbox_desktop.games.hudai_monastery.act import ActRules
from greenbox_desktop.games.hudai_monastery.demons import DemonRules

TECHNIQUE_TEXT = {
    "drop": "each level adds 1 damage and 1 healing to Drop actions",
    "hammers": "each level lets an activated monk use one more neighbouring tile (two upgrades per level)",
    "circles": "each level lets a Circles action reach one more Circles column",
    "bricks": "each level draws one more tile in every build",
    "wheel": "each level adds 1 to discharges and 1 step to monk moves",
    "arrow": "each level lets an Arrow action push one more demon",
}
ABILITY_TEXT = {
    "drop": "its attack counts double",
    "hammers": "knocks your best technique down a level and blocks its level 2",
    "circles": "hits 1 harder, takes a monk from its column and the top tile of its column",
    "bricks": "tears the top two tiles off its column",
    "wheel": "takes a monk of your choice off the wall",
    "arrow": "charges straight into the attacking row when it arrives",
}
DEMON_QUESTIONS = {"mitigate": "give up tiles?", "downgrade": "pick a technique",
                   "remove_monk": "pick a monk"}  # the mark on the attacking column that asks
PENDING_PROMPT = {
    "build": "Drag one drawn tile onto the top of a wall column.",
    "relocate": "Drag the monk onto any wall tile.",
    "drop": "Pick the demon the Drop action hits.",
    "circles": "Pick the demon the Circles action hits.",
    "arrow": "Pick the demon the Arrow pushes back.",
    "charge": "Pick the monk to stand up.",
    "discharge": "Pick the demon the discharge hits.",
    "mitigate": "Choose how many top tiles to give up instead of integrity.",
    "downgrade": "Choose which of your best techniques loses a level.",
    "remove_monk": "Choose the monk you lose.",
}


class Words(ActRules, DemonRules):
    """Texts for the log, the buttons, hover and the side panel."""

    turn: int

    # ----- the log --------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        """Everything the action does, including the automatic demon phase it may set off."""
        copy = self.clone()
        copy._narrate = []
        copy.perform(action)
        return " ".join(copy._narrate) or str(action)

    def _hit_words(self, card: str) -> str:
        """A button's caption for hitting a demon: its symbol and its column, as the board numbers them."""
        return f"Hit {CARD_SYMBOL[card].capitalize()} demon, column {self.loc[card][1] % COLUMNS + 1}"

    def label(self, action: Action) -> str:
        """Button captions for the choices."""
        if isinstance(action, Move):
            if action.zone == "wall":
                return f"Build on column {wall_place(action.slot)[0] + 1}"
            if action.zone == "monks":
                return f"Move the {self.monk_name(action.component)}"
            return f"Upgrade {MARKER_SYMBOL[action.component].capitalize()}"
        if not isinstance(action, Choose):
            return super().label(action)
        key, value = action.key, action.value
        if key == "use":
            col, height = wall_place(self.loc[value][1])
            return f"Use {TILE_SYMBOL[value].capitalize()} (column {col + 1})"
        if key == "activate":
            return f"Activate the {self.monk_name(value)}"
        if key == "relocate":
            return f"Place the {self.monk_name(value)}, charged"
        if key == "discharge":
            return f"Discharge the {self.monk_name(value)}"
        if key == "target":
            return f"Charge the {self.monk_name(value)}" if value in MONKS else self._hit_words(value)
        if key == "mitigate":
            loss = self.pending[2]
            if value == 0:
                return f"Lose {loss} integrity"
            return f"Give up {value} tile{'s' if value > 1 else ''}, lose {loss - value} integrity"
        if key == "downgrade":
            return f"Downgrade {value.capitalize()}"
        if key == "remove_monk":
            return f"Lose the {self.monk_name(value)}"
        return "End the act phase"

    # ----- hover ----------------------------------------------------------------------------
    def tooltip(self, component_id: str) -> str | None:
        """Hit points, abilities and forecasts of demons; actions of tiles; techniques; counters."""
        where = self.loc.get(component_id)
        if where is None:
            return None
        zone, slot, face_up = where
        if zone == "deck":
            left = len(self.contents["deck"])
            return f"The demon deck: {left} cards left; next demon phase, {self._arrivals_words()}."
        if zone == "demons":
            return self._demon_tip(slot)
        if zone in ("wall", "drawn", "discard"):
            return f"{TILE_SYMBOL[component_id].capitalize()} tile: {self.tile_text(TILE_SYMBOL[component_id])}"
        if zone.startswith("tech."):
            return self._technique_tip(zone[5:])
        if component_id in MONKS:
            return self._monk_tip(component_id)
        if component_id in (STAR_GREEN, STAR_YELLOW):
            return "Marks the stunned row." if component_id == STAR_GREEN else "Marks the attacking row."
        if zone in ("defeated", "through"):
            return f"{self.card_name(component_id)}: {'defeated' if zone == 'defeated' else 'got through'}."
        return self._cube_tip(component_id, zone)

    def tile_text(self, symbol: str) -> str:
        """What a tile does at the current technique level."""
        n = 1 + self.level(symbol)
        if symbol == "drop":
            return f"hit a demon in this or a neighbouring column for {n}; defeating it heals {n} integrity."
        if symbol == "hammers":
            return "gain a technique point for this turn (at most 4 a turn)."
        if symbol == "circles":
            return f"hit a demon in this column for 1, and one in each of up to {n} other Circles columns."
        if symbol == "bricks":
            return f"build again: draw {1 + n} tiles and place one."
        if symbol == "wheel":
            return "stand up (charge) any monk on the wall."
        return f"push up to {n} demons of this or a neighbouring column back to the stunned row, 1 damage each."

    def _demon_tip(self, slot: int) -> str:
        card = self.slots[slot]
        symbol = CARD_SYMBOL[card]
        hp, taken = CARD_HP[card], self.dmg[slot]
        bonus = " Beige: the grey monk's discharge hits it 1 harder." if CARD_BACKGROUND[card] == "beige" else ""
        text = (f"{self.card_name(card)}: {hp} hit points, {taken} damage, {hp - taken} left. "
                f"When it attacks, {ABILITY_TEXT[symbol]}.{bonus} ")
        row, col = divmod(slot, COLUMNS)
        if not self.alive(slot):
            return text + "Defeated: it is cleared away at the start of the demon phase."
        if row == ATTACKING:
            refill = (f" Column {col + 1} is then empty and draws a new demon."
                      if col in self.columns_to_refill() and self.contents["deck"] else "")
            return text + (f"Demon phase: it attacks for {self.attack_loss(slot)} integrity "
                           f"(each point may be paid with a top tile of column {col + 1}), then leaves.{refill}")
        return text + f"Demon phase: it moves to the {ROW_NAMES[row + 1]} row."

    def _technique_tip(self, symbol: str) -> str:
        text = f"{symbol.capitalize()} technique, {self._level_words(symbol)}: {TECHNIQUE_TEXT[symbol]}."
        target, cost = self.next_upgrade(symbol)
        if target is None:
            text += " No further upgrade is possible." if symbol not in self.blocked else " Level 2 is blocked."
        else:
            text += f" Next upgrade costs {cost} point{'s' if cost > 1 else ''}."
        return text

    def _monk_tip(self, monk: str) -> str:
        if self.loc[monk][0] == "fallen":
            return f"The {self.monk_name(monk)} was lost from the wall."
        state = "standing, charged with Qi" if monk in self.charged else "lying down, not charged"
        used = " Already activated this turn." if monk in self.activated else ""
        bonus = " Its discharge hits beige demons 1 harder." if monk == "meeple.grey" else \
            " Its discharge hits demons of its own border colour 1 harder."
        return f"The {self.monk_name(monk)}, {state}.{used}{bonus}"

    def _cube_tip(self, cube: str, zone: str) -> str | None:
        if cube in INTEGRITY_CUBES:
            return f"Integrity: {self.integrity} of {START_INTEGRITY} left."
        if cube in TIME_CUBES:
            return f"Time: {self.time} turns left."
        if cube in POINT_CUBES:
            return f"Technique points: {self.points} to spend, {self.gained} of 4 gained this turn."
        if zone == "damage":
            return f"Damage on {self.card_name(self.slots[self.loc[cube][1]])}."
        if cube in MARKER_SYMBOL:
            return self._technique_tip(MARKER_SYMBOL[cube])
        return None

    # ----- forecasts and marks --------------------------------------------------------------
    def columns_to_refill(self) -> list[int]:
        """Columns that the next demon phase leaves without a living demon, so they draw a card."""
        return [c for c in range(COLUMNS) if all(s == demon_slot(ATTACKING, c) for s in self.alive_in((c,)))]

    def _arrivals_words(self) -> str:
        """Which columns draw new demons in the next demon phase, in words."""
        columns = self.columns_to_refill()[:len(self.contents["deck"])]
        if not columns:
            return "no column draws a new demon"
        if len(columns) == 1:
            return f"column {columns[0] + 1} draws a new demon"
        return f"columns {', '.join(str(c + 1) for c in columns)} draw new demons"

    def _attack_forecast(self) -> str:
        """What the attacking row will cost in the next demon phase, in words."""
        attackers = [s for s in (demon_slot(ATTACKING, c) for c in range(COLUMNS)) if self.alive(s)]
        if not attackers:
            return "no demon attacks"
        loss = sum(self.attack_loss(s) for s in attackers)
        return (f"{len(attackers)} attacker{'s' if len(attackers) > 1 else ''} for {loss} integrity "
                "(top tiles can pay for it)")

    def marks(self) -> list[tuple[str, int | None, str]]:
        """Rings on the table: the column whose attack asks for an answer, and defeated demons."""
        found = [("demons", slot, "defeated") for slot, _ in self.demons() if not self.alive(slot)]
        if self.pending is not None and self.pending[0] in DEMON_QUESTIONS:
            found.append(("demons", demon_slot(ATTACKING, self.pending[1]), DEMON_QUESTIONS[self.pending[0]]))
        return found

    # ----- panel and results ----------------------------------------------------------------
    def panel(self) -> dict[str, str]:
        """Turn, phase, counters, techniques and what to do now."""
        facts = {
            "Turn": str(self.turn),
            "Phase": {"build": "Build", "act": "Act", "demons": "Demons", "over": "Game over"}[self.phase],
            "Integrity": f"{self.integrity} / {START_INTEGRITY}",
            "Time": f"{self.time} left",
            "Demon deck": f"{len(self.contents['deck'])} cards",
            "Demons defeated": self._defeated_words(),
            "Demons through": str(self.through),
            "Techniques": " · ".join(f"{s.capitalize()} {self._level_short(s)}" for s in SYMBOLS),
        }
        if self.phase in ("build", "act"):
            facts["Next demon phase"] = f"{self._attack_forecast()}; {self._arrivals_words()}"
        if self.phase == "act":
            facts["Technique points"] = f"{self.points} to spend ({self.gained}/4 gained)"
            facts["Activations left"] = str(2 - len(self.activated) - self.relocated)
        if self.pending is not None:
            facts["Now"] = PENDING_PROMPT[self.pending[0]]
        elif self.phase == "act":
            facts["Now"] = "Activate monks, discharge, upgrade techniques, then end the act phase."
        facts["Difficulty"] = self.difficulty()
        if self.outcome is not None:
            facts["Result"] = self._result_words()
        return facts

    def _level_short(self, symbol: str) -> str:
        text = str(self.level(symbol))
        if symbol == HAMMERS and self.tech[SYMBOL_INDEX[HAMMERS]] % 2:
            text += "½"
        return text + (" (level 2 blocked)" if symbol in self.blocked else "")

    def _defeated_words(self) -> str:
        """Defeated demons, counting those still on the table until the demon phase clears them."""
        waiting = sum(1 for slot, _ in self.demons() if not self.alive(slot))
        if not waiting:
            return str(self.defeated)
        return f"{self.defeated + waiting} ({waiting} still on the table, cleared in the demon phase)"

    def _result_words(self) -> str:
        return {"won": "Won: every demon is gone", "lost_integrity": "Lost: integrity ran out",
                "lost_time": "Lost: time ran out"}[self.outcome]

    def difficulty(self) -> str:
        """The difficulty line for the results: 'Standard' or the increased-challenge options."""
        parts = []
        if self.options["deck"] != "standard":
            parts.append(DECK_NAMES[self.options["deck"]])
        if self.options["random_base"]:
            parts.append("random base wall")
        if self.options["time"] != MAX_TIME:
            parts.append(f"{self.options['time']} time cubes")
        return "Standard" if not parts else "Increased challenge: " + ", ".join(parts)

    def results(self) -> dict:
        """The result screen's facts."""
        return {"won": self.outcome == "won", "outcome": self.outcome, "demons_defeated": self.defeated,
                "demons_through": self.through, "integrity": self.integrity, "time": self.time,
                "turns": self.turn, "difficulty": self.difficulty(), "score": self.scores()[0]}
