"""What The Golden Pyramid says: log lines, refusals, button captions, hover text and the panel."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from greenbox_desktop.box import COLOURS
from greenbox_desktop.box.inventory import SYMBOL_NAMES
from greenbox_desktop.engine import Action, Choose, Move, Pass, State
from greenbox_desktop.games.golden_pyramid import pyramid
from greenbox_desktop.games.golden_pyramid.parts import (
    BAG, CARD_COLOUR, CARD_SYMBOL, CARD_VALUE, DISCARD, HAND_LIMIT, MARKET, OFFER, TILE_SYMBOL, TILES, TRACK,
    colour_of, score_cube,
)
from greenbox_desktop.games.golden_pyramid.rules import (
    ACCEPT, GIVE_BITS, KEEP_DONE, REDRAW, USE_CARDS, USE_COLOUR, USE_CUBES, Rules,
)
from greenbox_desktop.games.golden_pyramid.table import OFF
from greenbox_desktop.words import count_of, listing, noun, plural, with_article


def card_words(cid: str) -> str:
    """A card in words, e.g. ``red 3 (Bricks)``."""
    return f"{CARD_COLOUR[cid]} {CARD_VALUE[cid]} ({SYMBOL_NAMES[CARD_SYMBOL[cid]]})"


def upper_first(text: str) -> str:
    """``text`` with its first letter made a capital (the rest kept: "B2" stays "B2")."""
    return text[:1].upper() + text[1:]


def zone_level(zone: str) -> int:
    """The level number in a level, columns or builders zone id."""
    return int(zone.split(".")[1])


def colours_words(colours: Iterable[str]) -> str:
    """Colours as a sentence, e.g. ``2 red and 1 blue``."""
    counts = Counter(colours)
    return listing([f"{n} {c}" for c, n in counts.items()])


class Words(Rules):
    """The Golden Pyramid in words."""

    def seat_colour(self, seat: int) -> str | None:
        """A seat's colour: its builder's and its score cube's."""
        return COLOURS[seat]

    def place(self, level: int, cell: int) -> str:
        """A cell of the pyramid in words."""
        return pyramid.place_name(level, cell)

    # ----- the log ----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        if isinstance(action, Pass):
            if self.step == "builder":
                return f"{who} leaves the builder where it stands."
            if self.step == "redrawn":
                return f"{who} does not trade with the new market and ends the turn."
            return f"{who} can do nothing and passes."
        if isinstance(action, Choose):
            return self._describe_choice(who, action)
        return self._describe_move(who, action)

    def _describe_choice(self, who: str, action: Choose) -> str:
        card = self.lead
        if action.key == "draw":
            n = action.value
            return f"{who} has no cards and draws {plural(n, 'card')}, paying {plural(n, 'point')}."
        if action == REDRAW:
            return f"{who} draws a new market."
        if action == USE_CARDS:
            return f"{who} draws {plural(CARD_VALUE[card] + 1, 'card')} to keep up to 3."
        if action == USE_COLOUR:
            return f"{who} takes a {CARD_COLOUR[card]} cube from the bag."
        if action == USE_CUBES:
            n = min(CARD_VALUE[card], len(self.contents[BAG]))
            return f"{who} draws {plural(n, 'cube')} from the bag and keeps {(n + 1) // 2}."
        if action == KEEP_DONE:
            return f"{who} keeps the {plural(self.fresh, 'new card')}."
        if action == ACCEPT:
            mine, theirs = self.contents[OFFER]
            return (f"{who} accepts: {self.seat_name(self.turn)}'s {colour_of(mine)} cube for "
                    f"{who}'s {colour_of(theirs)} cube.")
        return f"{who} refuses the trade."

    def _describe_move(self, who: str, action: Move) -> str:
        cid, zone, step = action.component, action.zone, self.step
        if cid.startswith("meeple."):
            moved = " and loses 1 point (the tile is covered)" if step == "moved" else ""
            return f"{who}'s builder goes to {self.place(zone_level(zone), action.slot)}{moved}."
        if cid.startswith("tile."):
            level = zone_level(zone)
            kind = "" if TILE_SYMBOL[cid] == CARD_SYMBOL[self.lead] else " (no tile of the card's symbol is left)"
            tile = with_article(SYMBOL_NAMES[TILE_SYMBOL[cid]])
            return f"{who} builds {tile} tile on {self.place(level, action.slot)}{kind}."
        if zone == DISCARD:
            if step == "act":
                return f"{who} plays the {card_words(cid)}."
            if step == "columns":
                return f"{who} discards the {card_words(cid)} for a {CARD_COLOUR[cid]} column."
            if step == "keep":
                return f"{who} discards the new {card_words(cid)}."
            return f"{who} discards the {card_words(cid)} (hand limit {HAND_LIMIT})."
        colour = colour_of(cid)
        if step == "cubes":
            level = zone_level(zone)
            return f"{who} sets a {colour} column on {self.place(level, pyramid.quarter_tile(level, action.slot))}."
        if zone == OFFER:
            if step == "act":
                return f"{who} offers a {colour} cube in trade."
            owner = self.seat_name(int(self.loc[cid][0].split(".")[1]))
            return f"{who} asks {owner} for a {colour} cube in return."
        if zone == BAG:
            return f"{who} puts a {colour} cube back into the bag."
        if zone == MARKET:
            return f"{who} gives a {colour} cube to the market."
        return f"{who} takes a {colour} cube from the market."

    def news(self, before: State, action: Action) -> list[str]:
        lines = []
        if self.market_draws > before.market_draws + (1 if action == REDRAW else 0):
            lines.append("The market held three cubes of one colour and was drawn again.")
        if action == USE_CARDS and self.fresh < CARD_VALUE[before.lead] + 1:
            lines.append(f"Deck and discards held only {plural(self.fresh, 'card')} to draw.")
        if self.last_build and self.last_build != before.last_build:
            lines.append(self.build_words())
        dragged = isinstance(action, Move) and action.component.startswith("meeple.")
        lines += [f"{self.seat_name(s)}'s builder goes onto the new tile." for s in range(self.players)
                  if self.builders[s] != before.builders[s] and not dragged]
        if self.moving and self.moving != before.moving:
            lines.append(f"{self.seat_name(self.moving[0])}'s builder stands on a covered tile and must move.")
        if self.ended:
            lines.append(self.ended)
        limit = self.options.get("round_limit")
        if self.round != before.round and limit and self.round >= limit - 1:
            lines.append(f"Round {count_of(self.round, limit)}.")
        return lines

    def build_words(self) -> str:
        """The last build's points in words."""
        seat, level, _cell, tile, sets, adjacent, penalty, gained = self.last_build
        parts = []
        if tile:
            parts.append(f"{tile} for the tile")
        if sets:
            parts.append(f"{sets} for the colours")
        if adjacent:
            parts.append(f"{adjacent} for neighbours")
        if penalty:
            parts.append("-1: the builder was far away")
        why = f" ({listing(parts)})" if parts else ""
        return f"{self.seat_name(seat)} scores {plural(gained, 'point')} on level {level}{why}."

    def label(self, action: Action) -> str:
        card = self.lead
        if isinstance(action, Pass):
            return {"builder": "Leave the builder", "redrawn": "End turn without trading"}.get(self.step, "Pass")
        if isinstance(action, Choose):
            if action.key == "draw":
                return f"Draw {plural(action.value, 'card')} (pay {plural(action.value, 'point')})"
            n = min(CARD_VALUE[card], len(self.contents[BAG])) if card else 0
            return {
                "cubes": f"Draw {plural(n, 'cube')}, keep {(n + 1) // 2}",
                "colour": f"Take a {CARD_COLOUR.get(card, '')} cube",
                "cards": f"Draw {plural(CARD_VALUE.get(card, 0) + 1, 'card')}, keep up to 3",
                "done": "Keep these cards",
                "accept": "Accept the trade",
                "refuse": "Refuse the trade",
                "redraw": "Draw a new market",
            }.get(action.value, super().label(action))
        return super().label(action)

    # ----- refusals ---------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        step = self.step
        if not isinstance(action, Move):
            return self._step_words()
        cid = action.component
        if cid not in self.loc:
            return None
        if step == "act":
            return self._act_reason(action)
        if step == "use" and cid.startswith("tile."):
            return self._tile_reason(action)
        if step == "columns" and action.zone == DISCARD:
            held = colours_words(self.cube_counts(self.turn).elements()) or "no cubes"
            return f"Those four cards must name colours you hold cubes of: you have {held}."
        if step == "cubes" and cid.startswith("cube."):
            level, cell = self.target
            if action.slot not in pyramid.block(level, cell)[1]:
                return f"The columns go on the four quarters under the new tile on {self.place(level, cell)}."
            need = Counter(self.col_colours) - Counter(c for _, c in self.placed)
            return f"Your cards still ask for columns of these colours: {colours_words(need.elements())}."
        if step == "moved" and cid.startswith("meeple."):
            return "The builder moves to a tile of its own level that is not covered and has no builder."
        return self._step_words()

    def _act_reason(self, action: Move) -> str:
        cid, seat = action.component, self.turn
        if cid.startswith("tile."):
            return "Play a card first (drag it onto the discard pile): the card's symbol picks the tile."
        if cid.startswith("meeple."):
            if self.builders[seat] == OFF:
                return "Your builder enters the pyramid with your first build."
            return "A builder moves to another tile of its own level that is not covered and has no builder."
        if cid.startswith("cube.") and self.loc[cid][0] == MARKET:
            return "A market trade costs 2 of your cubes for 1: you need at least 2 cubes."
        if cid.startswith("cube.") and action.zone == OFFER:
            return ("No other player can trade with you this turn (each may be asked once per turn, "
                    "for a cube of another colour than yours).")
        if cid.startswith("cube.") and action.zone.startswith("cubes."):
            return "To trade with a player, drag your cube to the trade offer, then the cube you want."
        return "Drag a card onto the discard pile to use it, trade a cube, or move your builder."

    def _tile_reason(self, action: Move) -> str:
        card = self.lead
        if not action.zone.startswith("level."):
            return "Tiles go onto the pyramid."
        level = zone_level(action.zone)
        if level > 1 and CARD_VALUE[card] < level:
            return f"Building on level {level} needs a card of value {level} or more; yours is {CARD_VALUE[card]}."
        if action.slot in self.occupied(level):
            return "A tile already lies there."
        cards = self.hand_of(self.turn)
        if level > 1 and action.slot not in self.build_spots(level, CARD_VALUE[card], self.turn, cards):
            if not self.can_fill(self.turn, (), cards):
                return "Above level 1 you need 4 more cards whose colours match 4 of your cubes."
            return f"All four tiles under that spot on level {level - 1} must be built first."
        tiles, _ = self.tile_choices(level)
        if not tiles:
            return "You hold a card whose symbol still has tiles: build with that card instead."
        return f"This card builds with {with_article(SYMBOL_NAMES[CARD_SYMBOL[card]])} tile."

    def _step_words(self) -> str:
        return f"Not now: {self.now() or 'the game is over.'}"

    # ----- hover text -------------------------------------------------------------------------
    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        zone, slot = where[0], where[1]
        if component_id in CARD_COLOUR:
            return (f"{upper_first(card_words(component_id))}: draws {plural(CARD_VALUE[component_id], 'cube')} "
                    f"or {plural(CARD_VALUE[component_id] + 1, 'card')}, builds up to level "
                    f"{max(1, min(4, CARD_VALUE[component_id]))}, names a {CARD_COLOUR[component_id]} column.")
        if zone == TILES:
            return f"{SYMBOL_NAMES[TILE_SYMBOL[component_id]]} tiles: {len(self.at(TILES, slot))} left."
        if zone.startswith("level."):
            return self._tile_tip(zone_level(zone), slot)
        if zone.startswith("columns."):
            level = zone_level(zone)
            return f"A {colour_of(component_id)} column on {self.place(level, pyramid.quarter_tile(level, slot))}."
        if component_id.startswith("meeple."):
            seat = COLOURS.index(colour_of(component_id))
            at = self.builders[seat]
            where_words = "waiting to enter the pyramid" if at == OFF else f"on {self.place(*at)}"
            return f"{self.seat_name(seat)}'s builder, {where_words}."
        if zone == TRACK:  # every score cube on this space, as they hide each other
            scores = self.scores()
            here = [s for s in range(self.players) if self.loc[score_cube(s)][1] == slot]
            return "; ".join(f"{self.seat_name(s)}: {plural(scores[s], 'point')}" for s in here) + "."
        if zone.startswith("cubes."):
            seat = int(zone.split(".")[1])
            colour = colour_of(component_id)
            return f"{self.seat_name(seat)}'s {colour} cube ({self.cube_counts(seat)[colour]} of that colour)."
        if zone == MARKET:
            return "Market cube: take it for 2 of yours (one to the market, one to the bag)."
        return None

    def _tile_tip(self, level: int, cell: int) -> str:
        columns = sum(1 for q in pyramid.tile_quarters(level, cell) if q in self.columns(level))
        who = [self.seat_name(s) for s, at in enumerate(self.builders) if at == (level, cell)]
        text = f"{upper_first(self.place(level, cell))}: {plural(columns, 'column')} on its quarters"
        if columns == 4:
            text += " (covered)"
        if who:
            text += f"; {who[0]}'s builder stands here"
        return text + "."

    # ----- the panel --------------------------------------------------------------------------
    def panel(self) -> dict[str, str]:
        facts: dict[str, str] = {}
        if self.current_player is None:
            facts["Game over"] = self.ended
        else:
            facts["Round"] = count_of(self.round, self.options.get("round_limit"))
        for s in range(self.players):
            at = self.builders[s]
            where = "builder waiting" if at == OFF else f"builder on level {at[0]}"
            bonus = self.end_bonus(s)
            extra = f" · end bonus {bonus}" if bonus and self.current_player is not None else ""
            facts[self.seat_name(s)] = (f"{plural(self.scores()[s], 'point')} · {plural(len(self.hand_of(s)), 'card')} · "
                                        f"{plural(self.cube_total(s), 'cube')} · {where}{extra}")
        facts["Supplies"] = (f"{plural(len(self.contents['deck']), 'card')} in the deck · "
                             f"{plural(len(self.contents[BAG]), 'cube')} in the bag")
        if self.last_build:
            facts["Last build"] = self.build_words()
        if self.step == "answer":
            mine, theirs = self.contents[OFFER]
            facts["Offer"] = (f"{self.seat_name(self.turn)} gives a {colour_of(mine)} cube for "
                              f"{self.seat_name(self.current_player)}'s {colour_of(theirs)} cube")
        return facts

    def now(self) -> str | None:
        """What the player at turn does next, in words."""
        if self.current_player is None:
            return None
        return getattr(self, f"_now_{self.step}")()

    def _now_act(self) -> str:
        if not self.hand_of(self.turn):
            return "Your hand is empty: draw 1 or 2 cards for a point each, trade a cube, or move your builder."
        return ("Drag a card onto the discard pile to use it (cubes, cards or a build), trade a cube "
                "(drag yours to the offer, or take a market cube), or move your builder.")

    def _now_use(self) -> str:
        card = self.lead
        head = f"Use the {card_words(card)}: draw cubes or cards with the buttons"
        tiles = {a.component for a in self.legal_actions() if isinstance(a, Move)}
        if not tiles:
            return head + " (it cannot build now)."
        which = f"the {SYMBOL_NAMES[CARD_SYMBOL[card]]} tile" if len(tiles) == 1 else "a tile (none of its symbol is left)"
        return f"{head}, or drag {which} onto a spot of the pyramid (levels up to {max(1, CARD_VALUE[card])})."

    def _now_return(self) -> str:
        return (f"Keep half: drag {plural(self.to_return, 'cube')} of those just drawn "
                f"({colours_words(self.drawn)}) back into the bag.")

    def _now_keep(self) -> str:
        new = "The last card" if self.fresh == 1 else f"The last {self.fresh} cards"
        return (f"{new} at the right of your hand {'is' if self.fresh == 1 else 'are'} still new: drag those you "
                "do not keep onto the discard pile; keep at most 3.")

    def _now_discard(self) -> str:
        return f"Too many cards: discard down to {HAND_LIMIT}."

    def _now_columns(self) -> str:
        left = 4 - len(self.col_colours)
        return (f"Discard {plural(left, 'more card')}: {noun(left, 'its colour names', 'their colours name')} "
                f"the columns under the new tile (you need cubes of those colours).")

    def _now_cubes(self) -> str:
        need = Counter(self.col_colours) - Counter(c for _, c in self.placed)
        return f"Drag your cubes onto the lit quarters: {colours_words(need.elements())} still to set."

    def _now_builder(self) -> str:
        return "Move your builder onto the new tile, or leave it where it is."

    def _now_moved(self) -> str:
        return "Your builder's tile is covered: move it to another free tile of its level (costs 1 point)."

    def _now_offer(self) -> str:
        return "Ask for a cube of another colour: drag one of another player's cubes to the offer."

    def _now_answer(self) -> str:
        mine, theirs = self.contents[OFFER]
        return (f"{self.seat_name(self.turn)} offers a {colour_of(mine)} cube for your {colour_of(theirs)} "
                "cube: accept or refuse.")

    def _now_give(self) -> str:
        places = listing([words for zone, words in ((MARKET, "one to the market"), (BAG, "one to the bag"))
                          if not self.given & GIVE_BITS[zone]])
        return f"Pay for the market cube: drag {places}."

    def _now_redrawn(self) -> str:
        return "Take a market cube (costs 1 point and 2 of your cubes), or end your turn."

