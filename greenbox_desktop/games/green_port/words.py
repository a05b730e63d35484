"""Green Port's words: log lines, refusals, panel facts, button captions and hover text."""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, Pass, State
from greenbox_desktop.games.green_port import costs
from greenbox_desktop.games.green_port.data import (
    BASIC, CUBE_COLOUR, EVENTS, GREEN_X, HQ_CARDS, ORANGE_X, UNIT_LIMIT, WILD, card_name, colour, symbol,
    symbol_name, value,
)
from greenbox_desktop.games.green_port.rules import CANCEL, IGNORE, RESCUE, REVEAL, START, Rules
from greenbox_desktop.games.green_port.table import OBJECTIVES, gang, hq_pile, units
from greenbox_desktop.words import listing, plural

POWERS = {
    "red": ("The Traders", "Specialize costs 2 cubes instead of 3"),
    "blue": ("The Insiders", "every objective costs 1 cube less"),
    "yellow": ("The Spies", "turning your profile back up costs 1 cube less"),
    "green": ("The Family", "+1 cube of its marked colour whenever you take that colour"),
}
STEPS = {
    "pick": "Choosing starting cubes", "hire": "Hire", "specialize": "Specialize", "unflip": "Utilize",
    "bust": "Police bust", "disperse": "Police dispersion",
    "bonus": "Rooting for the underdog", "refer": "Refer", "utilize": "Utilize", "purchase": "End game purchase",
    "over": "Game over",
}


def cubes(pay: costs.Payment | dict[str, int]) -> str:
    """Cube counts in words: "3 red and 1 blue cubes" style, plural-correct."""
    counts = pay if isinstance(pay, dict) else dict(zip(BASIC, pay))
    parts = [f"{n} {c}" for c, n in counts.items() if n]
    total = sum(counts.values())
    return f"{listing(parts)} {'cube' if total == 1 else 'cubes'}" if parts else "nothing"


class Words(Rules):
    """The rules with their words."""

    # ----- log -----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        seat = self.current_player
        if action == REVEAL:
            return f"{who} reveals a card."
        if action == RESCUE:
            return f"{who} turns the Dominant Profile face down to cancel the bust and hire again."
        if action == IGNORE:
            return f"{who} turns the Dominant Profile face down and keeps every cube."
        if action == START:
            return f"{who} opens Specialize."
        if action == CANCEL:
            return f"{who} changes their mind."
        if isinstance(action, Choose) and action.key == "unflip":
            ways = self.unflip_payments()
            paid = f" for {cubes(ways[0])}" if len(ways) == 1 else ""
            return f"{who} turns the Dominant Profile back up{paid}."
        if isinstance(action, Choose) and action.key == "pay":
            return f"{who} pays {cubes(costs.decode(action.value))}."
        if isinstance(action, Pass):
            return {"bust": f"{who} accepts the bust.", "refer": f"{who} does not refer.",
                    "purchase": f"{who} buys no more {self._buying_colour()} headquarters."}.get(
                self.phase, f"{who} ends the turn.")
        cid, zone = action.component, action.zone
        if self.phase in ("pick", "bonus"):
            return f"{who} takes a {CUBE_COLOUR[cid]} cube from the supply."
        if self.phase == "disperse":
            return f"{who} discards a {CUBE_COLOUR[cid]} cube."
        if cid in CUBE_COLOUR:
            return f"{who} specializes {cubes(costs.decode(action.slot))} into 1 {CUBE_COLOUR[cid]} cube."
        if zone == units(seat):
            gain = self.take_gain(seat, colour(cid))
            taken = f"takes {colour(cid)} from the pool: {cubes(gain)}"
            if self.phase == "refer":
                return f"{who} pays 1 {BASIC[action.slot]} cube to Player {self.active + 1} and {taken}."
            return f"{who} {taken}."
        if cid in HQ_CARDS:
            mark = f", marked {BASIC[action.slot]}" if action.slot is not None else ""
            return f"{who} buys a {colour(cid)} headquarters worth {plural(value(cid), 'point')}{mark} " \
                   f"for {plural(self.hq_cost(colour(cid)), colour(cid) + ' cube')}."
        k = self.column_of(cid)
        worth = sum(value(c) for c in self.column(k))
        return f"{who} completes objective {k + 1} ({plural(worth, 'point')}) for {cubes(self._pay_of(action))}."

    def _pay_of(self, action: Move) -> costs.Payment:
        """The payment a utilize move makes."""
        if action.slot is not None:
            return costs.decode(action.slot)
        return self.objective_payments(self.current_player, self.column_of(action.component))[0]

    def _buying_colour(self) -> str:
        return BASIC[self.buying[0]] if self.buying else ""

    def news(self, before: State, action: Action) -> list[str]:
        if action == REVEAL:
            revealed = [cid for cid in self.contents["pool"] + self.contents["discard"][-12:]
                        if before.loc.get(cid, ("",))[0] == "deck"]
            lines = [f"Revealed: {card_name(cid)}." for cid in revealed]
            if any(cid in EVENTS for cid in revealed):
                if self.phase == "bust":
                    lines.append("Police bust, unless the Dominant Profile is turned face down.")
                elif self.busted and not before.busted:
                    lines.append("Police bust: the pool is lost.")
                else:
                    lines.append("A police card before any unit: it is simply discarded.")
            if GREEN_X in revealed:
                lines.append("The deck and discard will be shuffled together after this turn.")
            if ORANGE_X in revealed:
                lines.append(f"Police dispersion: anyone over {plural(UNIT_LIMIT, 'cube')} loses half; "
                             "no Specialize this turn.")
            return lines
        if isinstance(action, Pass) and before.phase == "utilize" and before.reshuffle:
            return ["The Green X came up: the deck and discard are shuffled together."]
        if self.phase == "purchase" and before.phase != "purchase":
            return ["Every objective is complete: the end game purchase begins."]
        return []

    # ----- refusals ------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        step = STEPS[self.phase]
        if action == START or self.phase in ("specialize", "unflip"):
            return self._specialize_reason()
        if self.phase == "pick":
            return "Choose a starting cube of a colour nobody has chosen yet: drag it from the supply."
        if self.phase == "bonus":
            return "Take one cube of your choice from the supply."
        if self.phase == "disperse":
            return f"Police dispersion: discard {plural(self.owed, 'more cube')} to the supply."
        if self.phase == "bust":
            return "Police bust: turn your profile face down to hire again, or accept the bust."
        if self.phase == "purchase":
            return f"End game purchase: buy a {self._buying_colour()} headquarters or stop."
        if self.phase == "refer":
            return f"Refer: drag a card from the pool to your cubes (1 cube to Player {self.active + 1}), or pass."
        if isinstance(action, Move):
            return self._move_reason(action, step)
        if isinstance(action, Choose) and action.key == "unflip":
            return self._unflip_reason()
        if action == REVEAL:
            return "Reveal only while you hire." if self.phase != "hire" else "The deck and discard are empty."
        if isinstance(action, Pass) and self.phase == "hire":
            return "Hire first: reveal a card, or take a colour from the pool."
        return None

    def _specialize_reason(self) -> str:
        if self.phase == "unflip":
            return "Choose how to pay for turning the profile face up, or cancel."
        if self.phase == "specialize":
            return "Drag a supply cube of a colour you do not pay with to your cubes, or cancel."
        if self.orange:
            return "The Orange X came up this turn: no Specialize until the turn ends."
        if self.current_player != self.active or self.phase not in ("hire", "utilize"):
            return "Specialize only in your own turn, while you hire or utilize."
        cost = self.specialize_cost(self.current_player)
        return f"Specialize needs {plural(cost, 'cube')}, all of one colour or all different."

    def _move_reason(self, action: Move, step: str) -> str:
        seat, cid = self.current_player, action.component
        if self.phase == "hire" and cid.startswith("card.") and colour(cid) in BASIC and self.loc.get(cid, ("",))[0] == "pool":
            return "Drag the card onto your own cubes to take its colour."
        buying = cid in HQ_CARDS or cid.startswith("card.") and self.loc.get(cid, ("",))[0] == OBJECTIVES
        if self.phase == "hire":
            if buying:
                what = "Headquarters" if cid in HQ_CARDS else "Objectives"
                return f"{what} are bought in Utilize, after you hire: first reveal a card or take a colour from the pool."
            return "Hire: reveal a card, or drag a pool card to your cubes to take its colour."
        if buying:
            affordable = any(isinstance(a, Move) and a.component == cid for a in self.legal_actions())
            if action.zone != gang(seat) and affordable:
                return "Drag it onto your own gang."
            if cid in HQ_CARDS:
                if self.contents[hq_pile(colour(cid))][-1:] != [cid]:
                    return "Only the top headquarters of a pile can be bought."
                cost = self.hq_cost(colour(cid))
                return f"A {colour(cid)} headquarters costs {plural(cost, colour(cid) + ' cube')} now."
            return f"You cannot pay for objective {self.column_of(cid) + 1}: it needs {self._need_words(seat, cid)}."
        return f"{step}: that piece cannot move now."

    def _unflip_reason(self) -> str:
        tile = self.profile(self.current_player)
        if self.phase != "utilize":
            return "The Dominant Profile is turned back up while you utilize, after hiring."
        if tile is None or self.loc[tile][2]:
            return "Your Dominant Profile is already face up."
        return f"Turning it back up costs {plural(self.unflip_cost(self.current_player), 'cube')}."

    def _need_words(self, seat: int, cid: str) -> str:
        k = self.column_of(cid)
        saving = self.power(seat, "blue")
        if self.column(k) == (WILD,):
            return f"{plural(max(0, 6 - saving), 'cube')} of one colour"
        text = cubes(self.need(k))
        return text + (f", {plural(saving, 'cube')} less" if saving else "")

    # ----- panel and buttons ---------------------------------------------------------------
    def panel(self) -> dict[str, str]:
        facts = {"Step": STEPS[self.phase]}
        if self.phase not in ("pick", "purchase", "over"):
            facts["Turn"] = self.seat_name(self.active)
        for s in range(self.players):
            tile = self.profile(s)
            prof = "" if tile is None else ", profile face down" if not self.loc[tile][2] \
                else f", profile {symbol_name(symbol(tile))}"
            facts[self.seat_name(s)] = f"{plural(self.points(s), 'point')}, {plural(self.cube_count(s), 'cube')}{prof}"
        facts["Objectives left"] = str(self.objectives_left())
        facts["Deck"] = plural(len(self.contents["deck"]), "card")
        flags = []
        if self.orange:
            flags.append("Orange X: no Specialize")
        if self.reshuffle:
            flags.append("Green X: reshuffle at the end")
        if self.busted:
            flags.append("busted")
        if self.ending:
            flags.append("last round")
        if flags and self.phase != "over":
            facts["This turn"] = "; ".join(flags)
        if self.phase == "over":
            facts["Decided by"] = self.decided_by()
        return facts

    def decided_by(self) -> str:
        """What separated the winners from the best other seat: points, cubes or objective cards."""
        keys = sorted((self.rank_key(s) for s in range(self.players)), reverse=True)
        if len(keys) < 2 or keys[0][0] != keys[1][0]:
            return "most points"
        if keys[0][1] != keys[1][1]:
            return "equal points: most cubes left"
        if keys[0] != keys[1]:
            return "equal points and cubes: the highest objective cards"
        return "a tie on points, cubes and objective cards"

    def now(self) -> str | None:
        if self.phase == "over":
            return None
        if self.phase == "purchase":
            return f"Buy a {self._buying_colour()} headquarters for " \
                   f"{plural(self.hq_cost(self._buying_colour()), 'cube')}, or stop."
        return {
            "pick": "Drag a starting cube of a colour nobody has yet from the supply to your cubes.",
            "hire": "Reveal a card, or drag a pool card to your cubes to take all of its colour.",
            "unflip": "Choose how to pay for turning your Dominant Profile face up, or cancel.",
            "specialize": "Specialize: drag the cube you want from the supply to your cubes, or cancel.",
            "bust": "Police bust! Turn your profile face down to hire again, or accept it.",
            "disperse": f"Too many cubes: drag {plural(self.owed, 'cube')} back to the supply.",
            "bonus": "Underdog bonus: drag one cube of your choice from the supply to your cubes.",
            "refer": f"Refer: drag a pool card to your cubes, paying 1 cube to Player {self.active + 1}; or pass.",
            "utilize": "Drag objective cards or headquarters to your gang to buy them, then end the turn. "
                       "Specialize trades 3 cubes for 1.",
        }[self.phase]

    def label(self, action: Action) -> str:
        if action == REVEAL:
            return "Reveal a card"
        if action == RESCUE:
            return "Flip profile: hire again"
        if action == IGNORE:
            return "Flip profile: keep my cubes"
        if action == START:
            return "Specialize"
        if action == CANCEL:
            return "Cancel"
        if isinstance(action, Choose) and action.key == "unflip":
            return "Turn profile face up"
        if isinstance(action, Choose) and action.key == "pay":
            return f"Pay {cubes(costs.decode(action.value))}"
        if isinstance(action, Pass):
            return {"bust": "Accept the bust", "refer": "Do not refer", "purchase": "Stop buying"}.get(
                self.phase, "End turn")
        if isinstance(action, Move) and action.slot is not None:
            if self.phase == "refer":
                return f"Pay 1 {BASIC[action.slot]} cube"
            if action.component in HQ_CARDS:
                return f"Mark it {BASIC[action.slot]}"
            return f"Pay {cubes(costs.decode(action.slot))}"
        return super().label(action)

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or ".?" in component_id:
            return None
        zone = where[0]
        if component_id in CUBE_COLOUR:
            if zone.startswith("gang."):
                marked = CUBE_COLOUR[component_id]
                return f"Green HQ marker: +1 {marked} cube whenever this gang takes {marked}."
            if zone == "objective_cubes":
                return "This card is paid for in cubes of this colour."
            return None
        if component_id.startswith("tile."):
            name = symbol_name(symbol(component_id))
            state = "face up" if where[2] else "face down: no bonus and no powers until turned back up"
            return f"Dominant Profile ({name}, {state}): +1 cube for each {name} card you take; " \
                   "turn it face down once to cancel a bust or escape the police."
        if component_id in HQ_CARDS:
            title, power = POWERS[colour(component_id)]
            cost = f" Costs {plural(self.hq_cost(colour(component_id)), colour(component_id) + ' cube')}." \
                if zone.startswith("hq.") else ""
            return f"{colour(component_id).capitalize()} headquarters, {title}: {power}. " \
                   f"Worth {plural(value(component_id), 'point')}.{cost}"
        if zone == OBJECTIVES:
            k = self.column_of(component_id)
            worth = sum(value(c) for c in self.column(k))
            needs = "6 cubes of any one colour" if component_id == WILD else cubes(self.need(k))
            return f"Objective {k + 1}: pay {needs} to score {plural(worth, 'point')}."
        if zone == "pool" and colour(component_id) in BASIC and component_id not in (GREEN_X, ORANGE_X):
            gain = self.take_gain(self.current_player if self.current_player is not None else 0, colour(component_id))
            return f"{card_name(component_id).capitalize()} ({symbol_name(symbol(component_id))}): " \
                   f"taking {colour(component_id)} now gives {cubes(gain)}."
        if component_id == GREEN_X:
            return "Green X, rooting for the underdog: the last-placed gain a cube; reshuffle after this turn."
        if component_id == ORANGE_X:
            return f"Orange X, police dispersion: over {plural(UNIT_LIMIT, 'cube')} loses half; " \
                   "no Specialize this turn."
        return None
