"""What Wacky Wheels says: log lines, refusals, the side panel, button captions, tooltips and marks."""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, Pass, State
from greenbox_desktop.games.wacky_wheels.parts import (
    BOOSTER, CAR_CUBES, DICE, DISCARD, HEDGEHOG, LAPS_COLUMN, MEEPLE_SEAT, MEEPLES, ON_TRACK, PICKS_PER_PASS, PIT,
    PIT_CARDS, PIT_CUBES, SEAT_COLOURS, STAT_COLOURS, STAT_NAMES, START_STATS, SUPPLY_CUBES, TRACK, card_name,
    card_symbol, card_value, column_head, hand, row_head, slot_car, supply_slot,
)
from greenbox_desktop.games.wacky_wheels.rules import DRAW, FULL, LEAVE, STAY, Race
from greenbox_desktop.games.wacky_wheels.track import POSITION, START_MARK
from greenbox_desktop.words import plural

STAT_PLURALS = ("health", "hedgehogs", "boosters", "oil")
COLUMN_WORDS = ("Health", "Hogs", "Boost", "Oil", "Laps")


def _who(seat: int) -> str:
    return f"Player {seat + 1}"


def tile_words(state: Race, position: int) -> str:
    """A track position in words: "the Drop tile 5 past the start"."""
    symbol = state.symbols[position].capitalize()
    if position == 0:
        return f"the start tile ({symbol})"
    return f"the {symbol} tile {position} past the start"


class RaceWords(Race):
    """The words of the race on top of its rules."""

    SCORES_IN_PANEL = True  # the panel gives the placings while racing and the scores at the end
    SCORE_LABEL = "Points"

    # ----- the log --------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        who, step = _who(self.current_player), self.step
        if step == "pick":
            return f"{who} keeps a card from the draft."
        if step == "pickup_discard":
            if isinstance(action, Pass):
                return f"{who} lays out no more pickups."
            return f"{who} discards {card_name(action.component)} to lay out a pickup."
        if step == "pickup_place":
            col = STAT_COLOURS.index(action.component.split(".")[1])
            return f"{who} puts a {STAT_NAMES[col]} pickup on {tile_words(self, POSITION[action.slot])}."
        if step == "die":
            return f"{who} drives on the {self.loc[action.value][1]}."
        if step == "pay":
            kind = "hedgehog" if self.pending[0] == HEDGEHOG else "oil"
            return f"{who} pays for the {kind} with {card_name(action.component)}."
        if step == "pit":
            if action == DRAW:
                return f"{who} draws a card in the pit."
            if isinstance(action, Move):
                col = STAT_COLOURS.index(action.component.split(".")[1])
                return f"{who} takes a {STAT_NAMES[col]} cube in the pit."
            return f"{who} stays in the pit for another turn." if action == STAY else f"{who} leaves the pit next turn."
        if step == "pit_full":
            if action == FULL:
                return f"{who} refills everything in the pit."
            return f"{who} doubles {STAT_PLURALS[STAT_COLOURS.index(action.value)]} in the pit."
        if isinstance(action, Pass):
            return f"{who} ends the turn."
        if action.zone == DISCARD:
            return f"{who} plays {card_name(action.component)}: {self.die} x {card_value(action.component)}."
        if action.zone == SUPPLY_CUBES:
            return f"{who} burns a booster: +{self.die}."
        if action.component in MEEPLES:
            if action.zone == PIT:
                return f"{who} drives into the pit."
            return f"{who} drives {plural(self.moves_total(), 'tile')} to {tile_words(self, POSITION[action.slot])}."
        if action.component.startswith("cube.red"):
            return f"{who} throws a hedgehog at {tile_words(self, POSITION[action.slot])}."
        return f"{who} spills oil behind the car."

    def news(self, before: State, action: Action) -> list[str]:
        return list(self.notes)

    # ----- refusals -------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        step, seat = self.step, self.current_player
        if step == "pick":
            return "Pick a card from your draft packet into your hand."
        if step == "pickup_discard":
            if self.race_no:
                return "Before a circuit race only cards of value 1 lay out pickups; press Done when you have finished."
            return "Drag a card from your hand to the discards; a pickup cube then goes on a tile of its symbol."
        if step == "pickup_place":
            return (f"The pickup goes on the first or last free {self.pickup_symbol.capitalize()} tile: "
                    "drag a cube from the supply onto a lit tile.")
        if step == "die":
            return "First pick one of the two dice."
        if step == "pay":
            symbol = self.symbols[self.pending[2]].capitalize()
            return f"Pay for the attack with a {symbol} card from your hand (Undo takes the cube back)."
        if step in ("pit", "pit_full"):
            return self._pit_reason(action)
        if not isinstance(action, Move):
            return "Move your car first." if isinstance(action, Pass) else None
        cid = action.component
        if cid in MEEPLES:
            return self._drive_reason(seat, action)
        where = self.loc.get(cid, ("box", None, False))
        if where[0] == CAR_CUBES and slot_car(where[1])[0] != seat:
            return "Use the cubes of your own car (your row in the infield)."
        if cid.startswith("card."):
            if action.zone != DISCARD and self.explain(Move(cid, DISCARD)) is None:
                return "Play a card by dragging it to the discards."
            return self._card_reason(seat, cid)  # it cannot be played at all: say which rule
        if cid.startswith("cube.yellow"):
            if action.zone != SUPPLY_CUBES:
                return "Burn a booster by dragging it from your row back to the supply."
            return "You have no booster left." if not self.count(seat, BOOSTER) else \
                "That booster would break the rule of the card you played."
        if cid.startswith(("cube.red", "cube.blue")):
            if action.zone != ON_TRACK:
                return "Throw a hedgehog or oil cube onto the tile of the car you attack."
            return self._attack_reason(seat, cid)
        return "That piece takes no part in a move."

    def _pit_reason(self, action: Action) -> str:
        if self.step == "pit_full":
            return "Choose a full refill or a double of one colour."
        if action == DRAW:
            return f"In the pit you draw at most {PIT_CARDS} cards and hold at most 6."
        if isinstance(action, Move) and action.component.startswith("card."):
            return "No card is played in the pit."
        return f"In the pit you take at most {PIT_CUBES} cubes and never go above the start stats."

    def _drive_reason(self, seat: int, action: Move) -> str:
        if action.component != MEEPLES[seat]:
            return "Drive your own car."
        if action.zone == PIT:
            return "The pit is open only when this move reaches the start tile (and not the finish)."
        return f"This move is exactly {plural(self.moves_total(), 'tile')}: drop your car on the lit tile."

    def _card_reason(self, seat: int, cid: str) -> str:
        if self.step == "after":
            return "You have moved: a card now only pays for an attack (throw the cube first)."
        if self.card is not None:
            return "Only one card drives a move."
        here = self.symbols[self.position(seat)].capitalize()
        return f"A movement card must show the symbol of your tile ({here})."

    def _attack_reason(self, seat: int, cid: str) -> str:
        if self.attacks[0 if self.step == "plan" else 1]:
            return "One attack before the move and one after it."
        if cid.startswith("cube.red"):
            if self.hedgehog_target(seat) is None:
                return "A hedgehog needs a car 1 to 5 tiles ahead on your straight."
        elif not self.oil_victims(seat):
            return "Oil needs a car 1 or 2 tiles behind you."
        return "You need a card with the symbol of the target's tile, and the cube must land on that car's tile."

    # ----- the panel ------------------------------------------------------------------------
    def panel(self) -> dict[str, str]:
        facts = {"Race": f"{plural(self.laps, 'lap')} · {self._phase_words()}"}
        if self.races > 1:
            facts["Circuit"] = f"race {self.race_no + 1} of {self.races} · points so far " + \
                " · ".join(f"P{s + 1} {total}" for s, total in enumerate(self.totals))
        if self.phase != "draft":
            facts["First"] = f"Player {self.first + 1} (won the roll-off)"
        for seat in range(self.players):
            facts[_who(seat)] = self._car_words(seat)
        if self.die:
            move_text = f"die {self.die}"
            if self.card:
                move_text += f" x {self.card[1]}"
            if self.boosts:
                move_text += f" + {plural(self.boosts, 'booster')}"
            facts["This move"] = f"{move_text} = {plural(self.moves_total(), 'tile')}"
        facts["Deck"] = plural(len(self.contents["deck"]), "card")
        if self.final_round or self.current_player is None:
            points = self.race_points()
            facts["Places"] = " · ".join(f"{place + 1}. Player {seat + 1} ({plural(points[seat], 'point')})"
                                         for place, seat in enumerate(self.standings()))
        elif self.phase == "race":  # points come only from the finish: until then, the order on the track
            facts["Placings"] = " · ".join(f"{place + 1}. Player {seat + 1}"
                                           for place, seat in enumerate(self.standings()))
        if self.current_player is None:
            facts["Scores"] = " · ".join(f"Player {seat + 1} {score:g}" for seat, score in enumerate(self.scores()))
        return facts

    def _phase_words(self) -> str:
        if self.phase == "draft":
            return f"draft, hands of {len(self.contents[hand(self.current_player or 0)])}/8"
        if self.phase == "pickups":
            return "laying out pickups"
        if self.current_player is None:
            return "finished"
        return f"final round (Player {self.first + 1} would start the next)" if self.final_round else "racing"

    def _car_words(self, seat: int) -> str:
        health, hedgehogs, boosters, oil, laps = self.stats(seat)
        parts = [f"lap {min(laps + 1, self.laps)}/{self.laps}" if seat not in self.finished
                 else f"finished, {self.finished[seat]} past the line",
                 f"{health} health", plural(hedgehogs, "hog"), plural(boosters, "boost"), f"{oil} oil",
                 plural(len(self.contents[hand(seat)]), "card")]
        if self.wreck[seat]:
            parts.append(f"broken down ({plural(self.wreck[seat], 'turn')} to wait)")
        if self.oil[seat]:
            parts.append(f"oiled ({self.oil[seat]})")
        if self.loc[MEEPLES[seat]][0] == PIT:
            parts.append("in the pit")
        return " · ".join(parts)

    def now(self) -> str | None:
        step = self.step
        if self.current_player is None:
            return None
        texts = {
            "pick": f"Drag {plural(PICKS_PER_PASS - self.picks, 'card')} from your draft packet into your hand.",
            "pickup_discard": "Drag a 1-card to the discards for a pickup, or press Done." if self.race_no
            else "Drag a card to the discards to lay out a pickup.",
            "pickup_place": f"Drag a supply cube onto a lit {(self.pickup_symbol or '').capitalize()} tile.",
            "die": "Click the die you drive with.",
            "pay": "Drag a card with the target tile's symbol to the discards.",
            "pit": "Take cubes and cards, then leave or stay a turn.",
            "pit_full": "Choose your refill.",
            "after": "Attack with a cube, or end the turn.",
        }
        if step in texts:
            return texts[step]
        text = f"Drag your car {plural(self.moves_total(), 'tile')} (a card or boosters first if you like)"
        if not self.attacks[0] and self.attack_places(self.current_player):
            text += "; or throw a hedgehog or oil cube at a car"
        return text + "."

    def label(self, action: Action) -> str:
        if isinstance(action, Pass):
            return "Done with pickups" if self.step == "pickup_discard" else "End turn"
        if isinstance(action, Choose):
            if action.key == "die":
                return f"Drive on the {self.loc[action.value][1]}"
            captions = {DRAW: "Draw a card", LEAVE: "Leave the pit",
                        STAY: "Stay a turn (full refill)", FULL: "Refill everything"}
            if action in captions:
                return captions[action]
            return f"Double {STAT_PLURALS[STAT_COLOURS.index(action.value)]}"
        return super().label(action)

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        zone, slot, _ = where
        if component_id in MEEPLE_SEAT:
            seat = MEEPLE_SEAT[component_id]
            return f"{_who(seat)}'s car: {self._car_words(seat)}"
        if zone == CAR_CUBES:
            seat, col = slot_car(slot)
            n = self.count(seat, col)
            if col == LAPS_COLUMN:
                return f"{_who(seat)} has driven {plural(n, 'lap')} of {self.laps}."
            return f"{_who(seat)}'s {STAT_PLURALS[col]}: {n} (start {START_STATS[col]}, at most {2 * START_STATS[col]})"
        if zone == SUPPLY_CUBES:
            col = slot - supply_slot(0)
            return f"Supply: {plural(self.supply_count(col), STAT_NAMES[col] + ' cube')}"
        if zone == ON_TRACK and component_id.startswith("cube"):
            return f"A {STAT_NAMES[STAT_COLOURS.index(component_id.split('.')[1])]} pickup: end a move here to take it."
        if zone == TRACK:
            position = POSITION[slot]
            words = tile_words(self, position)
            return words[0].upper() + words[1:] + "."
        if component_id.startswith("card.star"):
            return "The start tile is beside the green star; the last tile beside the yellow one."
        if component_id.startswith("card.") and ".?" not in component_id:
            return f"{card_name(component_id)}: plays on a {card_symbol(component_id).capitalize()} tile."
        return None

    def slot_captions(self) -> dict[tuple[str, int], str]:
        """The dashboard's headings, written in the empty cells around the cubes: a word above each
        stat column, the player beside each car's row, "Supply" beside the spare cubes."""
        captions = {(CAR_CUBES, column_head(col)): word for col, word in enumerate(COLUMN_WORDS)}
        captions.update({(CAR_CUBES, row_head(seat)): f"P{seat + 1}" for seat in range(self.players)})
        captions[(SUPPLY_CUBES, supply_slot(0) - 1)] = "Supply"
        return captions

    def marks(self) -> list[tuple[str, int | None, str]]:
        """The green star beside the start/finish tile, the die driven on, and cars broken down or oiled."""
        out = [(TRACK, START_MARK, "Start")]
        if self.die:
            out.append((DICE, None, f"Driving on the {self.die}"))
        for seat in range(self.players):
            if not self.on_track(seat) or self.loc[MEEPLES[seat]][0] != ON_TRACK:
                continue
            cell = self.car_cell(seat)
            if self.wreck[seat]:
                out.append((TRACK, cell, "Broken"))
            elif self.oil[seat]:
                out.append((TRACK, cell, "Oil"))
        return out

    def seat_colour(self, seat: int) -> str | None:
        return SEAT_COLOURS[seat]

