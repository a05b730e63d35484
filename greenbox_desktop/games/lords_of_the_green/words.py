"""What Lords of the Green says: log lines, refusals, button captions, hover text and the panel."""

from __future__ import annotations

from greenbox_desktop.box.inventory import SYMBOL_NAMES, SYMBOLS
from greenbox_desktop.engine import Action, Move, Pass
from greenbox_desktop.games.lords_of_the_green import board
from greenbox_desktop.games.lords_of_the_green.board import MAX_PLACE, NO_TILE
from greenbox_desktop.games.lords_of_the_green.rules import BOARD, LORDS, PIECES, Rules, piece_colour
from greenbox_desktop.games.rings import COLOUR_RING
from greenbox_desktop.words import noun, plural


class Words(Rules):
    """Lords of the Green in words."""

    # ----- small phrases ----------------------------------------------------------------------
    def tile_name(self, tile: int) -> str:
        """A tile's name on screen, e.g. ``B3``."""
        return board.place_name(tile, self.players)

    def tile_words(self, tile: int) -> str:
        """A tile with its symbol and value, e.g. ``B3 (Hammers, 2)``."""
        value = self.values[tile]
        return f"{self.tile_name(tile)} ({SYMBOL_NAMES[SYMBOLS[value - 1]]}, {value})"

    def standing(self, tile: int) -> str:
        """Who has how many pieces on a tile and who holds it, e.g. ``Red 3 (with lord), Blue 2: Red holds it``."""
        strength = self.strength(tile)
        parts = [f"{self.colour_name(k)} {s}" + (" (with lord)" if self.lords[k] == tile else "")
                 for k, s in enumerate(strength) if s]
        if not parts:
            return "Nobody is here yet."
        holder = board.leader(strength)
        verdict = f"{self.colour_name(holder)} holds it." if holder is not None else "Nobody holds it (a tie)."
        return ", ".join(parts) + ". " + verdict

    def _index(self, colour: str) -> int:
        return self.colours.index(colour)

    # ----- the log ----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        k = self.turn
        who = self.owner(k)
        colour = self.colours[k]
        if isinstance(action, Pass):
            return f"{who}'s {colour} lord has nowhere to go and stays on {self.tile_name(self.lords[k])}."
        cid, tile = action.component, action.slot
        if cid.startswith("meeple."):
            if self.lords[k] == NO_TILE:
                return f"{who}'s {colour} lord joins the {noun(self.placed, 'knight')} on {self.tile_words(tile)}."
            return (f"{who}'s {colour} lord moves from {self.tile_name(self.lords[k])} to {self.tile_words(tile)} "
                    f"with {plural(self.carried, 'knight')} and holds it.")
        if self.loc[cid][0] == PIECES:
            return f"{who} sends a {colour} knight ahead of the lord from {self.tile_name(self.lords[k])} to {self.tile_name(tile)}."
        return f"{who} places a {colour} knight on {self.tile_words(tile)}."

    def label(self, action: Action) -> str:
        if isinstance(action, Pass):
            return "End turn (lord stays)"
        return super().label(action)

    # ----- refusals ---------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        k = self.turn
        if isinstance(action, Pass):
            if self.placed == 0:
                return "Place at least one knight first."
            return "Your lord can still move, so he must: he never stays while a move is open."
        if not isinstance(action, Move) or action.component not in self.loc:
            return None
        cid = action.component
        if not cid.startswith(("cube.", "meeple.")) or piece_colour(cid) not in self.colours:
            return "Drag your knights (cubes) and your lord (meeple)."
        if piece_colour(cid) != self.colours[k]:
            return f"That piece is {piece_colour(cid)}; it is {self.colours[k]}'s turn ({self.owner(k)})."
        if action.zone != PIECES or action.slot is None:
            return "Knights and lords go onto the tiles of the board."
        tile = action.slot
        if cid.startswith("meeple."):
            return self._lord_reason(k, tile)
        if self.loc[cid][0] == PIECES:
            return self._carry_reason(k, cid, tile)
        return self._place_reason(k, tile)

    def _place_reason(self, k: int, tile: int) -> str:
        """Why a knight from the pile may not go onto ``tile``."""
        if self.dest != NO_TILE:
            return "Your placement is over: carry knights with your lord, or move him."
        if self.placed >= MAX_PLACE:
            return f"You have placed {MAX_PLACE} knights, the most in one turn; now your lord moves."
        if self.placed and tile != self.placed_on:
            return f"All of this turn's knights go onto one tile: {self.tile_name(self.placed_on)}."
        guard = self.lord_at(tile)
        if guard is not None and guard != k:
            return f"{self.colour_name(guard)}'s lord stands on {self.tile_name(tile)}: no other colour may place there."
        if self.holder(tile) == k:
            return f"You already hold the majority on {self.tile_name(tile)}; place where you do not."
        return "That knight cannot go there."

    def _lord_reason(self, k: int, tile: int) -> str:
        """Why the lord may not go onto ``tile``."""
        if self.placed == 0:
            return "Place 1 to 3 knights first; your lord moves after them."
        if self.lords[k] == NO_TILE:
            return f"In your first turn the lord joins the knights you placed, on {self.tile_name(self.placed_on)}."
        if self.dest == NO_TILE:
            return ("Your lord travels with 1 to 3 of his knights: drag them from "
                    f"{self.tile_name(self.lords[k])} to the new tile first, then the lord.")
        if tile != self.dest:
            return f"Your knights went ahead to {self.tile_name(self.dest)}; the lord must follow them there."
        return (f"With the lord you would have {self.knights_on(tile, k) + 1} pieces on {self.tile_name(tile)} "
                f"against {self.rivals_best(tile, k)}: a majority needs strictly more. Carry another knight.")

    def _carry_reason(self, k: int, cid: str, tile: int) -> str:
        """Why a knight on the board may not travel to ``tile``."""
        home = self.lords[k]
        if home == NO_TILE or self.loc[cid][1] != home:
            where = "your lord's tile" if home == NO_TILE else self.tile_name(home)
            return f"Knights on the board stay put; only those with your lord (on {where}) travel with him."
        if self.placed == 0:
            return "Place 1 to 3 knights first; your lord moves after them."
        if tile in self.lord_targets(k):
            return "The knights beside your lord go one at a time, the top one first."
        if self.dest != NO_TILE and tile != self.dest:
            return f"This turn your lord is going to {self.tile_name(self.dest)}: carry the knights there."
        if self.carried >= MAX_PLACE:
            return f"A lord takes at most {MAX_PLACE} knights along."
        if tile == home:
            return "The lord must go to another tile."
        guard = self.lord_at(tile)
        if guard is not None:
            return f"{self.colour_name(guard)}'s lord already stands on {self.tile_name(tile)}."
        return (f"Even with every knight he may take, your lord could not win the majority on {self.tile_name(tile)} "
                f"against {self.rivals_best(tile, k)}.")

    # ----- hover text -------------------------------------------------------------------------
    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        zone, slot = where[0], where[1]
        if zone in (BOARD, PIECES) and slot is not None:
            head = self._piece_head(component_id)
            return f"{head}{self.tile_words(slot)}. {self.standing(slot)}"
        if zone == LORDS:
            k = self._index(piece_colour(component_id))
            return f"{self.owner(k)}'s {self.colours[k]} lord: he joins the knights of that colour's first turn."
        if zone.startswith("knights."):
            k = self._index(piece_colour(component_id))
            return f"{self.side(k)}: {plural(self.left(k), 'knight')} left to place."
        return None

    def _piece_head(self, cid: str) -> str:
        """The start of a hover text over a tile's piece: whose piece it is."""
        if not cid.startswith(("cube.", "meeple.")):
            return ""
        colour = piece_colour(cid)
        what = "knight" if cid.startswith("cube.") else "lord"
        return f"{self.owner(self._index(colour))}'s {colour} {what} on "

    def marks(self) -> list[tuple[str, int, str, tuple[int, int, int]]]:
        """Every held tile, ringed on the table in the colour holding it (no caption, so nothing
        covers the tile's symbol or the column letters; its hover text names the holder)."""
        owners = board.majorities(self.counts, self.lords, self.tiles)
        return [(BOARD, t, "", COLOUR_RING[self.colours[k]]) for t, k in enumerate(owners) if k is not None]

    # ----- the panel --------------------------------------------------------------------------
    def panel(self) -> dict[str, str]:
        facts: dict[str, str] = {}
        if self.current_player is None:
            facts["Game over"] = self.ended
        points = self.colour_points()
        for k in range(len(self.colours)):
            total, pips, group = points[k]
            lord = "lord waiting" if self.lords[k] == NO_TILE else f"lord on {self.tile_name(self.lords[k])}"
            worth = f"{plural(total, 'point')} ({pips} + 2×{group})" if total else "0 points"
            facts[self.side(k)] = f"{plural(self.left(k), 'knight')} left · {lord} · {worth}"
        if self.players == 2:
            lowest = self.options.get("scoring") == "lowest"
            facts["Scoring"] = "each player's lower colour counts" if lowest else "each player adds both colours"
        if self.note:
            facts["Note"] = self.note
        return facts

    def now(self) -> str | None:
        """What the player at turn does next, in words."""
        if self.current_player is None:
            return None
        k = self.turn
        side = self.side(k)
        if self.placed == 0:
            return (f"{side}: drag 1 to {MAX_PLACE} knights from your pile onto one tile "
                    "where you do not hold the majority and no other lord stands.")
        more = "" if self.placing_done(k) or self.dest != NO_TILE else \
            f"another knight may go onto {self.tile_name(self.placed_on)}, or "
        if self.lords[k] == NO_TILE:
            return f"{side}: {more}drag your lord onto {self.tile_name(self.placed_on)} to join the knights."
        if self.dest == NO_TILE:
            if not self.lord_can_move(k):
                return f"{side}: {more}end the turn; your lord has no tile he could take, so he stays."
            return (f"{side}: {more}send 1 to {MAX_PLACE} knights from {self.tile_name(self.lords[k])} to a tile "
                    "without a lord, then your lord after them; he needs the majority there.")
        if self.lord_fits(self.dest, k):
            return f"{side}: drag your lord to {self.tile_name(self.dest)} (or carry another knight first)."
        return f"{side}: carry another knight to {self.tile_name(self.dest)}; the lord needs the majority there."
