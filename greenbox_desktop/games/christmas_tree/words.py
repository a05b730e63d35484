"""What My First Christmas Tree says: log lines, refusals, button captions, hover text and the panel."""

from __future__ import annotations

from greenbox_desktop.box import component
from greenbox_desktop.box.inventory import SYMBOL_NAMES, SYMBOLS
from greenbox_desktop.engine import Action, Choose, Move, Pass, State
from greenbox_desktop.games.christmas_tree import tree
from greenbox_desktop.games.christmas_tree.rules import (
    BASE_POINTS, COLOUR, DECOR, DECORATE, DISCARD, DISCARD_ROW, HANDS, MIN_PLACE, NOBODY, POOL, PREPS, REFRESH,
    STAR_CARD, STAR_POINTS, SYMBOL, TREE, Rules, card_value, claimed, cube_seat, cubes, own_box, touch_cubes,
)
from greenbox_desktop.words import listing, plural

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def card_words(cid: str) -> str:
    """A card in words, e.g. ``red 2 (Drop)``."""
    part = component(cid)
    return f"{part.colour} {part.value} ({SYMBOL_NAMES[part.symbol]})"


def symbols_words(codes: tuple[int, ...]) -> str:
    """A run of symbols, e.g. ``Drop–Wheel–Bricks``."""
    return "–".join(SYMBOL_NAMES[SYMBOLS[c - 1]] for c in codes)


def tile_words(slot: int) -> str:
    """A tile of the tree in words, e.g. ``row 3, second tile`` (rows counted from the top)."""
    if slot == tree.STAR:
        return "the star"
    if slot in tree.BASE:
        return "the left base" if slot == tree.BASE[0] else "the right base"
    row = tree.ROW_OF[slot]
    return f"row {row + 1}, {ORDINALS[tree.ROWS[row].index(slot)]} tile"


class Words(Rules):
    """My First Christmas Tree in words."""

    def seat_colour(self, seat: int) -> str | None:
        return ("red", "blue")[seat]

    def limit_words(self, seat: int) -> str:
        """A seat's row limit in words ("4 cards", "no limit")."""
        limit = self.limit(seat)
        return "no limit" if limit is None else plural(limit, "card")

    # ----- the log ----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        seat = self.current_player
        who = self.seat_name(seat)
        if action == REFRESH:
            return f"{who} commits: the pool is discarded and dealt anew."
        if action == DISCARD_ROW:
            return f"{who} discards the preparation row: no card in hand continues it."
        if action == DECORATE:
            return f"{who} decorates with the row, but every tile it matches already holds their cube."
        if isinstance(action, Pass):
            return f"{who} takes no box card." if self.phase == "box" else f"{who} ends the turn."
        if not isinstance(action, Move):
            return str(action)
        cid = action.component
        if action.zone == HANDS[seat]:
            extra = " (commit: a second card)" if self.taken else ""
            return f"{who} takes the {card_words(cid)} from the pool{extra}."
        if action.zone == PREPS[seat]:
            extra = " (commit: a second card)" if self.played else ""
            row = self.contents[PREPS[seat]]
            if not row:
                return f"{who} starts a preparation row with the {card_words(cid)}{extra}."
            side = "left" if action.slot < self.loc[row[0]][1] else "right"
            return f"{who} adds the {card_words(cid)} at the {side} end of the row{extra}."
        if action.zone == DECOR:
            if self.phase == "decide":
                count = max(self.colour_counts(seat).values())
                return (f"{who} decorates the tree: {plural(count, 'cube')} to hang; "
                        f"the first on {tile_words(action.slot)}.")
            return f"{who} hangs a decoration on {tile_words(action.slot)}."
        value = card_value(cid)
        source = "their own box" if self.loc[cid][0] == own_box(seat) else "the neutral boxes"
        commit = " with the commit (two colours counted)" if self.claims(seat).get(self.loc[cid][0]) else ""
        return f"{who} claims a {value} from {source}{commit}."

    def news(self, before: State, action: Action) -> list[str]:
        seat = before.current_player
        who = self.seat_name(seat)
        lines = []
        row = before.contents[PREPS[seat]]
        if row and action != DISCARD_ROW and isinstance(action, Move) and action.zone == HANDS[seat] \
                and self.loc[row[0]][0] == DISCARD:
            lines.append(f"No card in {who}'s hand continues the preparation row: it is discarded.")
        if self.touches != before.touches:
            for r, (old, new) in enumerate(zip(before.touches, self.touches)):
                if old != new:
                    points = len(tree.ROWS[r])
                    lines.append(f"{who} is first to fill row {r + 1}: a finishing touch worth "
                                 f"{plural(points, 'point')}.")
        names = ("the star", "the left base", "the right base")
        points = (STAR_POINTS, *BASE_POINTS)
        for k, (old, new) in enumerate(zip(before.crowns, self.crowns)):
            if old != new:
                lines.append(f"{who} decorates {names[k]} ({plural(points[k], 'point')}).")
        if self.ending and not before.ending:
            lines.append("Every row has its finishing touch: this round is the last.")
        if self.current_player is None:
            lines.append("The game is over.")
        elif self.current_player != seat and not isinstance(action, Pass):
            lines.append(f"{who}'s turn ends.")
        return lines

    # ----- buttons ----------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        if action == REFRESH:
            return "Commit: new pool"
        if action == DISCARD_ROW:
            return "Discard row"
        if action == DECORATE:
            return "Decorate (no free tile)"
        if isinstance(action, Pass):
            return "Take no box" if self.phase == "box" else "End turn"
        return super().label(action)

    # ----- refusals ---------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        phase = self.phase
        if isinstance(action, Pass):
            return self._pass_reason(seat)
        if isinstance(action, Choose):
            if action.key == REFRESH.key:
                return ("The pool can be renewed only before you take a card, once per turn."
                        if not self.committed else "You have used your commit this turn.")
            if action.key == DECORATE.key:
                size = len(self.contents[PREPS[seat]])
                if self.phase != "decide" or size < MIN_PLACE:
                    return f"Decorate once your row holds at least {MIN_PLACE} cards and your card is played."
                return "Drag a decoration onto a lit tile of the tree instead."
            return "Your row can still be continued."
        if not isinstance(action, Move) or action.component not in self.loc:
            return None
        cid, where = action.component, self.loc[action.component][0]
        if where == POOL:
            if action.zone != HANDS[seat]:
                return "Cards from the pool go to your hand."
            if self.taken == 1 and self.committed:
                return "You have taken your card; a second one needs the commit, already used this turn."
            return "You have taken your cards this turn."
        if where == HANDS[seat]:
            return self._play_reason(seat, action)
        if where in (cubes(seat), touch_cubes(seat)):
            return self._cube_reason(seat, action)
        if where.startswith(("box.", "neutral.")):
            return self._claim_reason(seat)
        if where == TREE or where == DECOR or where.startswith(("prep.", "claimed.", "touch")):
            return "That stays where it is."
        return "That piece is not yours to move."

    def _pass_reason(self, seat: int) -> str:
        if self.phase == "collect":
            return "Take a card from the pool first."
        if self.phase == "prepare":
            return "Play a card from your hand to your preparation row first."
        if self.phase == "place":
            return f"Hang the rest of your decorations first: {self.to_place} to go."
        return f"Your row has reached its limit of {self.limit_words(seat)}: you must decorate now."

    def _play_reason(self, seat: int, action: Move) -> str:
        if self.phase == "collect":
            return "Take a card from the pool first."
        if self.phase in ("place", "box"):
            return "Your decoration is under way; cards wait for your next turn."
        if action.zone != PREPS[seat]:
            return "Cards from your hand go to your preparation row."
        row = self.contents[PREPS[seat]]
        if self.phase == "decide":
            if self.played and self.committed:
                return "You have played your card this turn (a second one needs the commit, already used)."
            if len(row) == self.limit(seat):
                return f"Your row is at its limit of {self.limit_words(seat)}."
        if row and action.slot not in (self.loc[row[0]][1] - 1, self.loc[row[-1]][1] + 1):
            return "Put the card at either end of the row."
        seq = self.row_symbols(seat)
        code = SYMBOL[action.component]
        new = (code, *seq) if row and action.slot < self.loc[row[0]][1] else (*seq, code)
        return f"No line of the tree shows {symbols_words(new)} in a row, in either direction."

    def _cube_reason(self, seat: int, action: Move) -> str:
        if action.zone != DECOR or action.slot not in tree.ROW_OF:
            return "Decorations go onto the tiles of the tree's rows."
        if action.component != self.next_cube(seat):
            return "Take the top cube of your decorations."
        if self.phase in ("collect", "prepare"):
            return "Take a card and play it first; decorating comes after."
        if self.phase == "box":
            return "This decoration is finished."
        size = len(self.contents[PREPS[seat]])
        if size < MIN_PLACE:
            return f"Your row needs at least {MIN_PLACE} cards to decorate; it has {size}."
        if self.cover[seat] >> action.slot & 1:
            return "That tile holds your decoration already."
        return "Your row does not match that tile: decorations go on the lit tiles, along the matched line."

    def _claim_reason(self, seat: int) -> str:
        if self.phase != "box":
            return "Box cards are claimed after you decorate."
        counts = self.colour_counts(seat)
        told = listing([f"{n} {colour}" for colour, n in sorted(counts.items())])
        return f"Your row counts {told}: that does not earn this box."

    # ----- what the table shows ---------------------------------------------------------------
    def now(self) -> str | None:
        seat = self.current_player
        if seat is None:
            return None
        phase = self.phase
        if phase == "collect":
            return "Drag a card from the pool to your hand (or commit: a new pool)."
        if phase == "prepare":
            return "Play a hand card to either end of your row; it must trace a line of the tree."
        if phase == "decide":
            size = len(self.contents[PREPS[seat]])
            if size == self.limit(seat):
                return "Your row is at its limit: decorate now (drag a decoration onto a lit tile)."
            if size >= MIN_PLACE:
                return "Drag a decoration onto a lit tile to decorate, or end your turn."
            return "End your turn (or commit: play a second card)."
        if phase == "place":
            return f"Hang {plural(self.to_place, 'more decoration')} on the lit tiles."
        return "Drag a box card your row earns to your star card, or take none."

    def score_words(self, seat: int) -> str:
        """Where a seat's points come from, e.g. ``finishing touches 6 · rows filled later 1 · ... · 32 points``."""
        parts = self.score_parts(seat)
        names = (("touches", "finishing touches"), ("rows", "rows filled later"), ("crowns", "star and base"),
                 ("boxes", "boxes"), ("cubes", "unused decorations"))
        return " · ".join(f"{name} {parts[key]}" for key, name in names) + \
            f" · in all {plural(sum(parts.values()), 'point')}"

    def panel(self) -> dict[str, str]:
        facts: dict[str, str] = {}
        if self.current_player is None:
            for seat in range(2):
                facts[f"Player {seat + 1}"] = self.score_words(seat)
        else:  # unplaced decorations count at the end, so a fresh game already stands at 20 each
            scores = " · ".join(f"Player {seat + 1} {points}" for seat, points in enumerate(self.scores()))
            facts["Scores if the game ended now"] = f"{scores} (each decoration not yet placed counts 1)"
        for seat in range(2):
            colour = ("red", "blue")[seat]
            facts[f"Player {seat + 1} ({colour})"] = (
                f"row limit {self.limit_words(seat)} · "
                f"{plural(len(self.contents[cubes(seat)]), 'decoration')} left")
        rows = [f"{r + 1}: P{who + 1}" for r, who in enumerate(self.touches) if who != NOBODY]
        facts["Hands"] = ", ".join(f"P{s + 1} {plural(len(self.contents[HANDS[s]]), 'card')}" for s in range(2))
        facts["Finishing touches"] = ", ".join(rows) or "none yet"
        if self.current_player is not None:
            facts["Commit"] = "used this turn" if self.committed else "available this turn"
            seat = self.current_player
            if self.contents[PREPS[seat]]:
                facts["Row being prepared"] = symbols_words(self.row_symbols(seat))
            if self.ending:
                facts["End"] = "last round: the game ends after Player 2's turn"
        return facts

    def tooltip(self, component_id: str) -> str | None:
        found = self.loc.get(component_id)
        if found is None or ".?" in component_id:
            return None
        zone, slot, up = found
        if zone == TREE:
            return self._tile_tip(slot, up)
        if component_id in STAR_CARD:
            seat = STAR_CARD.index(component_id)
            return f"Player {seat + 1}'s star card: claimed box cards lie here, each worth its value."
        if component_id.startswith("card.") and component_id in COLOUR:
            return f"Card: {card_words(component_id)}."
        if component_id.startswith("card."):
            value = card_value(component_id)
            if zone.startswith("box."):
                return (f"Own box {value}: count {value} cards of one colour in your row (two colours "
                        f"with the commit) to claim it; your row may then grow.")
            if zone.startswith("neutral."):
                return f"Neutral box {value}: count exactly {value} cards of one colour to claim one."
            return f"Box card worth {plural(value, 'point')}."
        if component_id.startswith("cube."):
            owner = f"Player {cube_seat(component_id) + 1}"
            if zone == DECOR:
                return f"{owner}'s decoration on {tile_words(slot)}."
            if zone.startswith("touches"):
                return f"{owner}'s finishing touch: first to fill row {tree.ROW_OF[slot] + 1}."
            if zone.startswith("touch_cubes"):
                return f"{owner}'s finishing touches: they mark rows filled first (and stand in for decorations)."
            return f"{owner}'s decorations: each one left unused scores 1 point."
        return None

    def _tile_tip(self, slot: int, up: bool) -> str:
        if slot == tree.STAR:
            return f"The star: {plural(STAR_POINTS, 'point')} for the first player with a decoration in every row."
        if slot in tree.BASE:
            points = BASE_POINTS[tree.BASE.index(slot)]
            return (f"{tile_words(slot).capitalize()}: {plural(points, 'point')}, earned by filling two rows "
                    "that are not neighbours (a second base needs four filled rows).")
        row = tree.ROW_OF[slot]
        length = len(tree.ROWS[row])
        symbol = SYMBOL_NAMES[SYMBOLS[self.symbols[slot] - 1]]
        return (f"{symbol}, {tile_words(slot)}. Filling row {row + 1} first scores {plural(length, 'point')}, "
                f"later {plural(length // 2, 'point')}.")

    def marks(self) -> list[tuple[str, int | None, str]]:
        """The tiles a decoration may use: those the row matches once it may decorate, then those
        still open to the decoration being hung."""
        seat = self.current_player
        if self.phase == "place":
            stretches = self.candidates
        elif self.phase == "decide" and len(self.contents[PREPS[seat]]) >= MIN_PLACE:
            stretches = self.matches(self.row_symbols(seat))
        else:
            return []
        return [(TREE, t, "") for t in self.free_tiles(seat, stretches)]
