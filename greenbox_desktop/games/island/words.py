"""Island in words: log lines, refusals, button captions, hover texts, marks and the side panel."""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, Pass, State
from greenbox_desktop.games.grid_cells import cell_name as grid_cell_name
from greenbox_desktop.games.island.cards import FIGHT, SPARE
from greenbox_desktop.games.island.combat import STOP_ON, Combat
from greenbox_desktop.games.island.land import conditions_met, first_tile_spots, second_tile_spots, shortfall
from greenbox_desktop.games.island.parts import (ASIDE, BOARD, CASTLE_SUPPLY, DICE, DISCARD, KEEP, PEACE_SUPPLY,
                                                 PIECES, PLAYED, SEAT_COLOURS, SYMBOL, TILE_STACK, WIDTH, action_of,
                                                 colour_of, hand, supply)
from greenbox_desktop.words import count_of, listing, plural

OUTLINE = (92, 52, 20)  # the dark edge drawn round each territory
BATTLE_RING = (236, 64, 48)  # the territory being fought over
NEW_RING = (252, 218, 40)  # the first tile of a territory being laid
SPOT_RING = (250, 246, 200)  # a square the tile being laid may go to
ACTION_WORDS = {
    "replenish": "Replenish (take the top card of the discard pile)",
    "recruit": "Recruit (place a unit where you are present)",
    "pacify": "Pacify (a peace token on a tile where you are present)",
    "develop": "Develop (turn a tile where you are present symbol side up)",
    "enchant": "Enchant (play another card at once for its enchanted action)",
    "invade": "Invade (move units into a neighbouring territory, then fight there)",
    "drown": "Drown (answer a card: it is discarded unused)",
    "dominate": "Dominate (place two units; you may remove one opposing unit there)",
    "infiltrate": "Infiltrate (move one unit into a neighbouring territory)",
    "immortalize": "Immortalize (one more monument)",
    "enrage": "Enrage (place a unit where you are present, then fight there)",
}
PHASE_WORDS = {
    "territory": "Placing a territory", "castle": "Placing a castle", "units": "Placing the first units",
    "draft": "Drafting cycle cards", "turn": "Cycle actions", "effect": "Cycle actions",
    "react": "Cycle actions: a chance to drown", "castling": "Combat: castles", "combat": "Combat",
    "receive": "Combat: taking a blow", "over": "Game over",
}


def cell_name(cell: int) -> str:
    """A board cell as the table's margins name it ("E5")."""
    return grid_cell_name(cell, WIDTH)


def card_name(card: str) -> str:
    """A card in words: its symbol and action ("Hammers card (Recruit)")."""
    symbol = SYMBOL[card]
    return f"{symbol.capitalize()} card ({action_of(card).capitalize()})"


class Words(Combat):
    """Everything Island says to the players."""

    SCORE_LABEL = "Goals met (of 3)"

    def seat_colour(self, seat: int) -> str | None:
        return SEAT_COLOURS[seat]

    def who(self, seat: int) -> str:
        """A seat with its colour ("Player 2 (green)")."""
        return f"{self.seat_name(seat)} ({SEAT_COLOURS[seat]})"

    def terr_name(self, t: int) -> str:
        """A territory by its two tiles ("the territory E5-F5")."""
        a, b = sorted(self.territories[t])
        return f"the territory {cell_name(a)}-{cell_name(b)}"

    # ----- the log ----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        who = self.who(self.current_player)
        phase = self.phase
        if isinstance(action, Pass):
            return {"turn": f"{who} passes.", "react": f"{who} lets it stand.",
                    "castling": f"{who} puts no unit in a castle."}.get(phase, f"{who} passes.")
        if isinstance(action, Choose):
            return self._describe_choice(who, action)
        zone, slot = action.zone, action.slot
        if phase == "territory":
            return f"{who} lays a tile at {cell_name(slot)}."
        if phase == "draft":
            return f"{who} sets a card aside." if zone == ASIDE else f"{who} keeps a card."
        if zone == PLAYED:
            if phase == "react":
                return f"{who} answers with {card_name(action.component)}."
            return f"{who} plays {with_symbol(action.component, self.effect == 'enchant')}."
        if zone == KEEP:
            return f"{who} puts a unit in a castle."
        if zone == DISCARD:
            return f"{who} discards a cycle card against {self.who(self.attacker)}'s attack."
        if zone == supply(self.current_player) and phase == "receive":
            return f"{who} takes a unit back from the battle, attacked by {self.who(self.attacker)}."
        if zone.startswith("supply."):
            origin = self.terr_name(self.terr_at(self.loc[action.component][1]))
            return f"{who} removes a {colour_of(action.component)} unit from {origin}."
        where = self.terr_name(self.terr_at(slot))
        if action.component.startswith("cube.black"):
            return f"{who} builds a castle in {where}."
        if action.component.startswith("cube.white"):
            return f"{who} lays a peace token at {cell_name(slot)}."
        if self.loc[action.component][0] == PIECES:
            verb = "retreats into" if phase == "combat" else "moves a unit into"
            return f"{who} {verb} {where}."
        return f"{who} places a unit in {where}."

    def _describe_choice(self, who: str, action: Choose) -> str:
        if action.key == "develop":
            cell = self.loc[action.value][1]
            return f"{who} develops the tile at {cell_name(cell)}."
        if action == FIGHT:
            return f"{who} starts the fight in {self.terr_name(self.dest)}."
        if action == SPARE:
            return f"{who} removes no unit."
        if action.key == "attack":
            return f"{who} attacks {self.who(action.value)}."
        if action == STOP_ON:
            return f"{who} would stop the combat."
        return f"{who} wants the combat to go on."

    def news(self, before: State, action: Action) -> list[str]:
        lines = []
        if isinstance(action, Choose) and action.key == "develop":
            cell = before.loc[action.value][1]
            shown = next(c for c in self.contents[BOARD] if self.loc[c][1] == cell)
            lines.append(f"The tile shows {shown.split('.')[1].capitalize()}.")
        lines += self._combat_news(before, action)
        if before.drowns != self.drowns and self.drowns % 2:
            lines.append("The play is drowned: its cards go to the discard pile unused.")
        if before.phase in ("combat", "receive", "castling") and self.phase not in ("combat", "receive", "castling"):
            lines.append("The combat is over.")
        if before.cycle != self.cycle or (self.phase == "over" and before.phase != "over"):
            lines += self._cycle_news(before)
        return lines

    def _combat_news(self, before: State, action: Action) -> list[str]:
        """The units combat took away by itself: to peace tokens as it began, to an attack the
        target could not answer with a cycle card."""
        lines = []
        if before.phase == "effect":  # a combat may begin: its peace tokens cost the initiator units
            seat = before.turn
            placed = isinstance(action, Move) and before.loc.get(action.component, ("",))[0] == supply(seat)
            paid = len(self.contents[supply(seat)]) - len(before.contents[supply(seat)]) + placed
            if paid > 0:
                lines.append(f"The peace tokens there send {plural(paid, 'unit')} of {self.who(seat)} "
                             "back to the supply.")
        if before.phase == "combat" and isinstance(action, Choose) and action.key == "attack" and self.phase != "receive":
            target = action.value
            lines.append(f"{self.who(target)} has no cycle card to discard: one of their units in "
                         f"{self.terr_name(before.battle)} goes back to the supply.")
        return lines

    def _cycle_news(self, before: State) -> list[str]:
        if self.phase == "over":
            return [self.outcome()] + [line for line in (self.verdict(),) if line]
        lines = [f"Cycle {before.cycle} is over. Whisperer: {self.who(self.whisperer)}, Explorer: "
                 f"{self.who(self.explorer)}, Guardian: {self.who(self.guardian)}."]
        limit = self.options.get("cycle_limit")
        if limit and self.cycle >= limit - 1:
            lines.append(f"Cycle {count_of(self.cycle, limit, 'cycle')}.")
        return lines

    def outcome(self) -> str:
        """How the game ended, in words."""
        if self.king is None:
            return "The cycles are up and nobody is crowned."
        if self.ending == "limit":
            return f"The cycles are up: {self.who(self.king)} comes closest and is crowned."
        return f"{self.who(self.king)} claims kingship of the island!"

    def verdict(self) -> str | None:
        """Why the crowned seat (or nobody) was crowned: the goals met, then what decided a tie."""
        if self.current_player is not None:
            return None
        met = self.conditions()
        best = max(met)
        tied = [s for s in range(self.players) if met[s] == best]
        king = self.who(self.king) if self.king is not None else ""
        if len(tied) == self.players:
            who, goals = "Everyone", f"meets {best} of 3 goals"
        else:
            who, goals = self.seat_names(tied), f"{'meets' if len(tied) == 1 else 'each meet'} {best} of 3 goals"
        if self.ending != "limit":
            if len(tied) == 1:
                return f"{king} meets {best} of 3 goals, more than anyone else."
            return f"{who} {goals}: the Whisperer, {king}, wins the tie."
        lead = f"The cycle limit ({self.cycle}) is reached."
        if len(tied) == 1:
            return f"{lead} {king} meets the most goals ({best} of 3)."
        lack = {s: shortfall(st, m) for s, (st, m) in enumerate(zip(self.standings(), self.monuments))}
        least = min(lack[s] for s in tied)
        close = [s for s in tied if lack[s] == least]
        if len(close) == 1:
            return (f"{lead} {who} {goals}; {king} is closest to the rest ({least} short, monuments counted) "
                    "and is crowned.")
        level = "everyone is" if len(close) == self.players else f"{self.seat_names(close)} are"
        even = f"{lead} {who} {goals}, and {level} equally close to the rest ({least} short)"
        if self.king is not None:
            return f"{even}: the Whisperer, {king}, wins the tie."
        return f"{even}; the Whisperer is not one of them, so nobody is crowned."

    def seat_names(self, seats: list[int]) -> str:
        """Several seats in words ("Player 1 (red) and Player 3 (yellow)")."""
        return listing([self.who(s) for s in seats])

    # ----- refusals ---------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        phase = self.phase
        seat = self.current_player
        if isinstance(action, Move):
            if action.component.startswith("card.") and self.loc.get(action.component, ("",))[0] == hand(seat):
                if phase == "turn" and action.zone == PLAYED:
                    return self._why_not_playable(action.component)
                if phase != "turn":
                    return "You cannot play a card now: " + (self.now() or "finish the step first.")
                if self.explain(Move(action.component, PLAYED)) is not None:  # it cannot be played at all
                    return self._why_not_playable(action.component)
                return "Play a card by dropping it on the played cards."
            if phase == "territory" and action.zone == BOARD:
                if not self.territories:
                    return "The first territory covers one of the two lit squares in the middle."
                return "A territory must touch the island along a tile edge, its second tile next to the first."
            if phase == "effect" and self.effect in ("recruit", "dominate", "enrage", "pacify"):
                return "Only where you are present (a territory holding one of your units)."
            if phase == "effect" and self.effect in ("invade", "infiltrate"):
                return "Units move into a territory next to the one they leave."
            if phase == "combat" and action.zone == PIECES:
                return "A retreat goes to a neighbouring territory where you are the leader."
        if isinstance(action, Pass) and phase != "turn":
            return "You cannot pass now: " + (self.now() or "finish the step first.")
        return None

    def _why_not_playable(self, card: str) -> str:
        name = action_of(card)
        if name == "replenish":
            return "Replenish needs a discard pile whose top card is not a Drop card."
        if name == "enchant":
            return "Enchant needs another card (not a Wheel) whose enchanted action you can do now."
        if name == "develop":
            return "Develop needs a yellow tile in a territory where you are present."
        if name == "pacify":
            return "Pacify needs a tile without a peace token in a territory where you are present."
        return f"{name.capitalize()} is not possible for you now."

    # ----- buttons, hover texts, marks --------------------------------------------------------
    def label(self, action: Action) -> str:
        if isinstance(action, Pass):
            return {"react": "Let it stand", "castling": "No unit in a castle"}.get(self.phase, "Pass")
        if action == FIGHT:
            return "Fight"
        if action == SPARE:
            return "Remove nobody"
        if isinstance(action, Choose) and action.key == "attack":
            return f"Attack {self.seat_name(action.value)}"
        if action == STOP_ON:
            return f"Stop the combat ({self._stop_count()})"
        if isinstance(action, Choose) and action.key == "stop":
            return "Fight on"
        if isinstance(action, Choose) and action.key == "develop":
            return f"Develop {cell_name(self.loc[action.value][1])}"
        return super().label(action)

    def _stop_count(self) -> str:
        return f"{len(self.stops)} of {len(self.fighters())} agree"

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        if component_id.startswith("card.") and component_id in SYMBOL:
            kind = "Cycle card" if ".g" in component_id else "Territory card"
            symbol = SYMBOL[component_id]
            enchanted = action_of(component_id, True)
            text = f"{kind}, {symbol.capitalize()}: {ACTION_WORDS[action_of(component_id)]}"
            return text + (f"; enchanted: {ACTION_WORDS[enchanted]}" if enchanted else "")
        if component_id in DICE:
            seat = DICE.index(component_id)
            return f"{self.who(seat)}: {plural(self.monuments[seat], 'monument')}"
        cell = where[1]
        if where[0] in (BOARD, PIECES) and cell is not None and self.terr_at(cell) is not None:
            return self._territory_text(component_id, self.terr_at(cell))
        if where[0].startswith("supply.") and component_id.startswith("cube."):
            seat = int(where[0].split(".")[1])
            return f"{self.who(seat)}: {plural(self.units_off(seat), 'unit')} off the island"
        if where[0] == CASTLE_SUPPLY:
            return f"Castles: {plural(len(self.contents[CASTLE_SUPPLY]), 'castle')} left for the Guardians"
        if where[0] == PEACE_SUPPLY:
            return "Peace tokens for Pacify: they cost an attacker a unit and leave at the end of the cycle"
        if where[0] == TILE_STACK:
            return "Tiles for new territories, yellow side up: a tile's symbol shows when it is developed"
        if where[0] == KEEP:
            return f"A {colour_of(component_id)} unit sheltering in a castle during the combat"
        return None

    def _territory_text(self, component_id: str, t: int) -> str:
        survey = self.survey()
        row = survey.units[t]
        counts = [f"{SEAT_COLOURS[s]} {n}" for s, n in enumerate(row) if n] or ["no units"]
        leader = survey.leader(t)
        head = "Yellow side (undeveloped)" if component_id.startswith("tile.") and not self.loc[component_id][2] \
            else component_id.split(".")[1].capitalize() if component_id.startswith("tile.") else None
        name = self.terr_name(t)
        facts = [name[0].upper() + name[1:], ", ".join(counts),
                 f"leader {SEAT_COLOURS[leader]}" if leader is not None else "no leader"]
        if survey.castles[t]:
            facts.append(plural(survey.castles[t], "castle"))
        if head:
            facts.insert(0, head)
        return " · ".join(facts)

    def marks(self) -> list[tuple]:
        """An outline around every territory's two tiles; the battle (red) and a territory being laid
        (gold) stand out by colour, with no caption to cover the units on the tiles (the panel's
        "Now" line names them); while a territory is laid, every square its tile may go to is ringed."""
        out: list[tuple] = [(BOARD, pair, "", OUTLINE) for pair in self.territories]
        if self.battle is not None and self.phase in ("castling", "combat", "receive"):
            out.append((BOARD, self.territories[self.battle], "", BATTLE_RING))
        if self.phase == "territory":
            if self.half is not None:
                out.append((BOARD, self.half, "", NEW_RING))
            spots = first_tile_spots(self.territories) if self.half is None else \
                second_tile_spots(self.territories, self.half)
            out += [(BOARD, cell, "", SPOT_RING) for cell in spots]
        return out

    # ----- the panel --------------------------------------------------------------------------
    def now(self) -> str | None:
        phase, effect = self.phase, self.effect
        if phase == "territory":
            which = "first" if self.half is None else "second"
            return f"Drag the top tile onto a lit square: the {which} tile of your new territory."
        if phase == "castle":
            return "Drag a castle (black cube) onto any territory."
        if phase == "units":
            return "Drag one of your units onto any territory."
        if phase == "draft":
            if self.must_discard():
                return "Drag a card from your draft pack to the set-aside pile."
            return "Drag the card you keep from your draft pack into your hand."
        if phase == "turn":
            return "Drag a card to the played cards to use it, or pass."
        if phase == "react":
            return "Drown the play with an Enchant and a Drop card, or let it stand." if self.reactor_played is None \
                else "Now add your Drop card."
        if phase == "castling":
            return "Put a unit into a castle (drag it to the castles' shelter), or press \u201cNo unit in a castle\u201d."
        if phase == "combat":
            return "Attack someone in the battle, retreat (drag a unit next door where you lead), or ask to stop."
        if phase == "receive":
            return (f"{self.seat_name(self.attacker)} attacks you: discard a cycle card onto the discard pile "
                    "or take a unit back to your supply.")
        return self._effect_now(effect)

    def _effect_now(self, effect: str | None) -> str | None:
        texts = {
            "respawn": f"You have no units on the island: place {plural(self.effect_left, 'unit')} anywhere.",
            "enchant": "Play the card to enchant (not a Wheel).",
            "recruit": "Drag a unit onto a territory where you are present.",
            "dominate": f"Dominate: place {plural(self.effect_left, 'more unit')} where you are present.",
            "enrage": "Enrage: drag a unit onto a territory where you are present; combat follows there.",
            "pacify": "Drag a peace token (white cube) onto a tile where you are present.",
            "develop": "Click the yellow tile to develop (or use its button).",
            "invade": "Drag units into a neighbouring territory, then Fight." if self.origin is not None
            else "Drag a unit into a neighbouring territory to invade it.",
            "infiltrate": "Drag one unit into a neighbouring territory.",
            "spare": "You may drag one opposing unit back to its owner's supply, or remove nobody.",
        }
        return texts.get(effect)

    def faces(self) -> dict[str, int]:
        """Each monument die shows its owner's number of monuments."""
        return {DICE[s]: n for s, n in enumerate(self.monuments) if n}

    def panel(self) -> dict[str, str]:
        council = f"Whisperer {self.seat_name(self.whisperer)}"
        if self.explorer is not None:
            council += f", Explorer {self.seat_name(self.explorer)}, Guardian {self.seat_name(self.guardian)}"
        cycle = count_of(self.cycle, self.options.get("cycle_limit"), "cycle")
        facts = {"Phase": f"{PHASE_WORDS.get(self.phase, self.phase)} (cycle {cycle})", "Council": council,
                 "Direction": f"{'clockwise' if self.direction == 1 else 'anti-clockwise'} (coin: {self.coin})"}
        stand = self.standings()
        for seat in range(self.players):
            terr, castles, led = stand[seat]
            met = conditions_met(stand[seat], self.monuments[seat])
            facts[self.who(seat)] = (f"{plural(terr, 'territory', 'territories')}, {plural(castles, 'castle')}, "
                                     f"leads {led}, {plural(self.monuments[seat], 'monument')}: {met} of 3 goals")
        if self.setting_up:
            draws = " · ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(self.start_draws[-1]))
            facts["Whisperer's draw"] = draws + (" (after a tie)" if len(self.start_draws) > 1 else "")
        if self.battle is not None and self.phase in ("castling", "combat", "receive"):
            facts["Combat"] = f"in {self.terr_name(self.battle)}; stop: {self._stop_count()}"
        if self.phase == "turn":
            facts["Passes in a row"] = f"{self.passes} of {self.players}"
        return facts


def with_symbol(card: str, enchanted: bool) -> str:
    """A played card in words, naming the action it brings."""
    name = action_of(card, enchanted)
    return f"{SYMBOL[card].capitalize()} card ({(name or 'enchant').capitalize()})"
