"""Gridblock in words: the log, reasons for refused actions, the side panel, captions, hover text.

A mixin for the Gridblock state; it only reads the state.
"""

from __future__ import annotations

from greenbox_desktop.box import component
from greenbox_desktop.engine import Action, Move, Pass
from greenbox_desktop.games.grid_cells import cell_name
from greenbox_desktop.games.gridblock import geometry as geo
from greenbox_desktop.games.gridblock.parts import ACTIVE, ROUNDS, TURNS_PER_ROUND
from greenbox_desktop.words import plural, with_article


PHASE_NAMES = {
    "build": "Building the board (Variant B)",
    "start_tile": "Placing the start cubes",
    "start_corner": "Placing the start cubes",
    "flip": "Turning tiles yellow (Variant A)",
    "card": "Play a card",
    "move": "Walk the active cube",
    "corner": "Choose a corner",
    "over": "Game over",
}


def card_words(card_id: str) -> str:
    """A card as text, e.g. "a 2 (Wheel)"."""
    card = component(card_id)
    return f"a {card.value} ({card.symbol.capitalize()})"


class GridblockWords:
    """Describe, explain and summarise a Gridblock state (mixed into the state class)."""

    def cell(self, slot: int) -> str:
        """A board cell's name on screen."""
        return cell_name(slot, self.side)

    def who(self) -> str:
        """The seat and colour taking the current step, e.g. "Player 2 (blue)"."""
        return f"{self.seat_name(self.current_player)} ({self.colour})"

    def describe(self, action: Action) -> str:
        phase, who = self.phase, self.who()
        if phase == "build":
            return f"{self.seat_name(self.current_player)} adds a {component(action.component).symbol.capitalize()} " \
                   f"tile at {self.cell(action.slot)}."
        if phase == "flip":
            return f"{self.seat_name(self.current_player)} turns {self.cell(action.slot)} to its yellow side."
        if isinstance(action, Pass):
            return f"{who} cannot walk exactly {self.card_value} tiles; the cube stays and a cube goes to the box."
        if phase == "start_tile":
            return f"{who} starts at {self.cell(action.slot)}."
        if phase in ("start_corner", "corner"):
            tile = geo.tile_of_corner(action.slot, self.side)
            corner = geo.CORNER_NAMES[geo.corner_index(action.slot, self.side)]
            return f"{who} puts a cube on the {corner} corner of {self.cell(tile)}."
        if phase == "card":
            return f"{who} plays {card_words(action.component)}."
        start = self.active_cell(self.colour)
        return f"{who} walks from {self.cell(start)} to {self.cell(action.slot)}."

    def reason(self, action: Action) -> str | None:
        phase = self.phase
        if isinstance(action, Pass):
            return "You may only stay put when no walk of the card's length exists."
        if not isinstance(action, Move):
            return None
        if phase == "build":
            return "Add one of your own tiles next to the board, sharing a side with a tile."
        if phase == "flip":
            return "Turn over a green tile with no cube on it, keeping the green tiles joined side to side."
        if phase == "card":
            return "First play one of the cards in your hand."
        if phase == "start_tile":
            symbol = component(self._setup_card(self.colour)).symbol
            return f"Your start cube goes on a {symbol.capitalize()} tile with a free corner."
        if phase in ("start_corner", "corner"):
            return f"Put your cube on a free corner of {self.cell(self.corner_tile)}."
        if action.component != ACTIVE[self.colour]:
            return "Now walk your active cube."
        if action.zone == "centres" and action.slot is not None and self._barred(action.slot):
            return "That yellow tile was claimed by another colour: you may cross it but not stop on it."
        return f"The cube must walk exactly {self.card_value} tiles, side to side, never entering a tile twice."

    def now(self) -> str | None:
        """The panel's one-line instruction for the phases that are played on the board."""
        phase = self.phase
        if phase == "start_tile":
            symbol = component(self._setup_card(self.colour)).symbol
            return f"Drag your {self.colour} start cube onto {with_article(symbol.capitalize())} tile with a free corner."
        if phase in ("start_corner", "corner"):
            return f"Drag a {self.colour} cube onto a free corner of {self.cell(self.corner_tile)}."
        if phase == "move":
            return (f"Walk the active {self.colour} cube exactly {plural(self.card_value, 'tile')}, side to side, "
                    f"onto {with_article(self.card_symbol.capitalize())} tile.")
        return None

    def label(self, action: Action) -> str:
        if isinstance(action, Pass):
            return "Stay put (no walk fits)"
        return str(action)

    def panel(self) -> dict[str, str]:
        facts = {"Phase": PHASE_NAMES.get(self.phase, self.phase)}
        if self.round:
            turn = min(self.turn + 1, TURNS_PER_ROUND)
            facts["Round"] = f"{self.round} of {ROUNDS}, turn {turn} of {TURNS_PER_ROUND}"
        if self.current_player is not None and self.phase not in ("build", "flip"):
            facts["Colour to play"] = self.colour
        if self.phase in ("move", "corner"):
            facts["Card"] = f"walk {self.card_value} to {self.card_symbol.capitalize()}"
        points = self.colour_points()
        for i, colour in enumerate(self.colours):
            left = len(self.contents[f"supply.{colour}"]) - (self.active_cell(colour) is None)
            facts[f"{colour.capitalize()} ({self.seat_name(self.seat_of(i))})"] = \
                f"{plural(points[colour], 'point')}, {plural(left, 'cube')} left"
        if self.instant_winner is not None:
            facts["Result"] = f"{self.seat_name(self.instant_winner)} holds three corners of a tile"
        return facts

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or where[0] != "board":
            return None
        cell = where[1]
        if self.is_yellow(cell):
            owner = self.claimer(cell)
            return f"{self.cell(cell)}: yellow tile, " + (f"claimed by {owner}" if owner else "unclaimed")
        counts = self.cubes_by_tile().get(cell, {})
        cubes = ", ".join(f"{n} {c}" for c, n in sorted(counts.items())) or "no corner cubes"
        blocked = " - gridblocked" if sum(counts.values()) == 4 else ""
        return f"{self.cell(cell)}: {self.symbol_at(cell).capitalize()}, {cubes}{blocked}"
