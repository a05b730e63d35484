"""Bad Day at the Office: the game's words — log lines, refusals, captions, hover texts, the panel,
the table's die faces and marks, and the result facts for the best list."""

from __future__ import annotations

from greenbox_desktop.box import component
from greenbox_desktop.engine import Action, Move, Pass, State
from greenbox_desktop.games.bad_day_at_the_office.parts import (
    BOSS, BRAINSTORM, BREAK, CORRIDOR_CELL, DESKS, GOSSIP, LOCATION_NAMES, LOCATIONS, NEIGHBOURS, PAWN_SEAT, PAWNS,
    ROOM_KEY, SCHEME_NAMES, SCHEME_ROOM, SECURITY_DICE, SECURITY_MAX, SECURITY_TOKEN, SYNERGY, TRACKER, TROUBLE_DICE,
    hand_zone, ring_step,
)
from greenbox_desktop.games.bad_day_at_the_office.rules import DRAW, GO_BACK, STAY, Rules
from greenbox_desktop.words import listing, plural

ENDINGS = {
    "won": "Security could not keep up: work is called off and everybody goes home!",
    "lost": "Every trouble is fixed and security is watching too closely: back to work, everyone.",
    "hopeless": "The trouble is all fixed and no scheme is left to start more: back to work, everyone.",
    "timeout": "The working day is over and work was never called off: the players lose.",
}
NAME_TAB = (70, 104, 84)  # the quiet green of the locations' name tabs (the table's marks are orange)


def title(cid: str) -> str:
    """The printed title of a card."""
    return component(cid).title or cid


class Words(Rules):
    """Everything Bad Day at the Office says to the players."""

    # ----- names ----------------------------------------------------------------------------
    def place_name(self, cell: int) -> str:
        """The name of the location in ``cell``, with "the"."""
        return f"the {LOCATION_NAMES[self.rooms[cell]]}"

    def seat_colour(self, seat: int) -> str | None:
        return PAWNS[seat].split(".", 1)[1]

    # ----- the log --------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player or 0)
        if isinstance(action, Pass):
            drawn = "draws a card" if self.contents["deck"] else "draws nothing (the deck is empty)"
            return f"{who} ends the turn and {drawn}."
        if action == DRAW:
            return f"{who} draws a card."
        if action in (STAY, GO_BACK):
            where = self.place_name(self.boss)
            if action == STAY:
                return f"{who} discards On a Break and stays in {where}."
            return f"{who} goes back to the Cubicle Farm."
        if not isinstance(action, Move):
            return str(action)
        cid, zone, slot = action.component, action.zone, action.slot
        if cid == BOSS:
            return f"{who} plays Promote Synergy: the Boss walks to {self.place_name(slot)}."
        if cid in PAWNS:
            seat = PAWN_SEAT[cid]
            if self.phase == "desks":
                return f"Floating Desks puts {self.seat_name(seat)}'s pawn in {self.place_name(slot)}."
            if slot not in NEIGHBOURS[self.pawn[seat]]:
                card = self.teleport_card(slot)
                return f"{who} discards {title(card)} and slips straight into {self.place_name(slot)}."
            return f"{who} walks to {self.place_name(slot)}."
        if zone == "trouble":
            rises = min(6, self.trouble[slot] + 1)
            return f"{who} plays {title(cid)}: trouble in {self.place_name(slot)} rises to {rises}."
        if cid in (DESKS, GOSSIP):
            return f"{who} plays {title(cid)}."
        receiver = self.seat_name(int(zone.split(".")[1]))
        verb = "passes" if self.phase == "gossip" else "gives"
        return f"{who} {verb} {title(cid)} to {receiver}."

    def news(self, before: State, action: Action) -> list[str]:
        """The Boss's walk, the work phase and the end, as they happened by themselves."""
        lines: list[str] = []
        sent: list[str] = []
        for fact in self.happened:
            kind = fact[0]
            if kind == "spent":
                drawn = "a card is drawn" if fact[2] else "nothing is drawn (the deck is empty)"
                lines.append(f"{self.seat_name(fact[1])} has no actions left: the turn ends and {drawn}.")
            elif kind == "sent":
                sent.append(self.seat_name(fact[1]))
            elif kind == "boss":
                if sent:
                    lines.append(f"The Boss sends {listing(sent)} back to the Cubicle Farm.")
                    sent = []
                lines.append(f"Round {self.round}: the Boss stops in {self.place_name(fact[1])}.")
            elif kind == "worse":
                lines.append(f"The Boss makes things worse: trouble in {self.place_name(fact[1])} rises to {fact[2]}.")
            elif kind == "security":
                lines.append(f"He walked past the Cubicle Farm: security rises to {fact[1]}.")
            elif kind == "roll":
                rolled = ", ".join(str(v) for v in fact[1]) or "nothing"
                lines.append(f"Work phase: security rolls {plural(len(fact[1]), 'die')}: {rolled}.")
            elif kind == "fixed":
                for cell, need, die in fact[1]:
                    lines.append(f"A {die} fixes trouble {need} in {self.place_name(cell)}.")
            elif kind == "unfixed":
                lines.append(f"No die left reaches trouble {fact[2]} in {self.place_name(fact[1])}.")
            elif kind == "end":
                lines.append(ENDINGS[fact[1]])
        if sent:
            lines.append(f"The Boss sends {listing(sent)} back to the Cubicle Farm.")
        return lines

    # ----- refusals -------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        if self.phase == "break":
            return "First decide: use On a Break, or go back to the Cubicle Farm."
        if self.phase == "desks":
            return "Floating Desks: drag any pawn to another location first."
        if self.phase == "gossip":
            return ("Gossip Session: drag one of your cards to "
                    f"{self.seat_name((self.current_player + 1) % self.players)}'s hand.")
        if action == DRAW:
            return "The scheme deck is empty." if not self.contents["deck"] else self.no_actions()
        if not isinstance(action, Move):
            return None
        return self.move_reason(action)

    def no_actions(self) -> str | None:
        """The refusal when the turn's three actions are used up."""
        if not self.actions_left:
            return "You have no actions left this turn: play a free event or end your turn."
        return None

    def move_reason(self, action: Move) -> str | None:
        """Why a drag in the scheme phase is refused."""
        cid, zone, slot = action.component, action.zone, action.slot
        seat = self.turn_seat
        if cid == BOSS:
            if SYNERGY not in self.hand(seat):
                return "The Boss walks by himself; only Promote Synergy lets you move him."
            if slot == CORRIDOR_CELL:
                return "The Boss never goes into the Dingy Corridor."
            return "Promote Synergy walks the Boss exactly two locations round the ring, either way."
        if cid in PAWNS:
            if PAWN_SEAT[cid] != seat:
                return "You can only move your own pawn (Floating Desks can move anyone's)."
            return self.no_actions() or "Your pawn moves to a neighbouring location only, never diagonally."
        if cid not in self.hand(seat):
            return "You can only play cards from your own hand."
        if cid == BREAK:
            return "Keep On a Break for when the Boss walks in on your pawn."
        if cid in (DESKS, GOSSIP) and zone != "discard":
            return f"{title(cid)} is an event: it works only when you drop it on the discard pile (it costs no action)."
        if cid == SYNERGY:
            return "Promote Synergy is played by dragging the Boss himself two locations round the ring."
        if cid == BRAINSTORM and (zone == "trouble" or zone == hand_zone(seat)):
            return "Brainstorming Solutions only makes existing trouble worse: pick a location that has trouble."
        if zone == "trouble":
            return self.trouble_reason(cid, slot)
        if zone == hand_zone(seat) and cid in SCHEME_ROOM:  # a card picked up that can go nowhere now
            return self.trouble_reason(cid, self.cell_of(SCHEME_ROOM[cid]))
        if zone == hand_zone(seat):
            return self.no_actions()
        if zone.startswith("hand."):
            other = int(zone.split(".")[1])
            if self.pawn[other] != self.pawn[seat]:
                return ("You can only give a card to a player in the same location "
                        f"({self.seat_name(other)} is elsewhere).")
            return self.no_actions()
        if cid in SCHEME_ROOM:
            return f"Drag {title(cid)} onto {self.place_name(self.cell_of(SCHEME_ROOM[cid]))} to cause trouble there."
        return None

    def trouble_reason(self, cid: str, slot: int | None) -> str | None:
        """Why a card dropped on a location cannot cause trouble there."""
        room = SCHEME_ROOM.get(cid)
        if room is None:
            return f"{title(cid)} does not cause trouble in a location."
        if slot is not None and self.rooms[slot] in ("farm", "corridor"):
            return "No trouble can be caused in the Cubicle Farm or the Dingy Corridor."
        if self.rooms[self.pawn[self.turn_seat]] != room:
            return (f"{title(cid)} causes trouble only in the {LOCATION_NAMES[room]}, "
                    "and your pawn must be there.")
        if slot != self.pawn[self.turn_seat]:
            return f"{title(cid)} causes trouble only in the {LOCATION_NAMES[room]}."
        return self.no_actions()

    # ----- captions, hover, panel -------------------------------------------------------------
    def label(self, action: Action) -> str:
        if action == DRAW:
            return "Draw a card"
        if action == STAY:
            return "Use On a Break"
        if action == GO_BACK:
            return "Back to the Cubicle Farm"
        if isinstance(action, Pass):
            return "End turn"
        return super().label(action)

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if component_id in LOCATIONS:
            return self.location_tip(component_id)
        if component_id in SCHEME_ROOM:
            room = SCHEME_ROOM[component_id]
            return f"{title(component_id)}: as an action in the {LOCATION_NAMES[room]}, trouble there rises by 1."
        if component_id in (SYNERGY, GOSSIP, BRAINSTORM, DESKS, BREAK, TRACKER):
            return f"{title(component_id)}: {component(component_id).text}"
        if where is None:
            return None
        if component_id in PAWNS:
            return f"{self.seat_name(PAWN_SEAT[component_id])}'s pawn, in {self.place_name(where[1])}."
        if component_id == BOSS:
            nxt = self.place_name(ring_step(self.boss))
            return f"The Boss, in {self.place_name(self.boss)}. Next round he walks on clockwise (next: {nxt})."
        if component_id in TROUBLE_DICE and where[0] == "trouble":
            return f"Trouble {self.trouble[where[1]]} in {self.place_name(where[1])}."
        if component_id == SECURITY_TOKEN:
            return f"Security level {self.security} of {SECURITY_MAX}."
        if component_id in SECURITY_DICE and where[0] == "roll":
            return "A security die of the last work phase."
        return None

    def location_tip(self, cid: str) -> str:
        """Hover text of a location card: its trouble, who is there, which card causes trouble."""
        key = ROOM_KEY[cid]
        cell = self.cell_of(key)
        parts = [LOCATION_NAMES[key]]
        if key in SCHEME_NAMES:
            level = self.trouble[cell]
            parts.append(f"trouble {level}" if level else "no trouble")
            parts.append(f"{SCHEME_NAMES[key]} causes trouble here")
        else:
            parts.append("no trouble can be caused here")
        here = [self.seat_name(s) for s in self.seats_at(cell)] + (["the Boss"] if self.boss == cell else [])
        if here:
            parts.append(f"here: {listing(here)}")
        return "; ".join(parts) + "."

    def panel(self) -> dict[str, str]:
        troubles = [f"{LOCATION_NAMES[self.rooms[c]]} {self.trouble[c]}" for c in self.fix_order()]
        lose_at = self.players + 2
        security = f"{self.security} of {SECURITY_MAX}"
        if lose_at <= SECURITY_MAX:
            security += f" (at {lose_at} or more, fixing every trouble loses the game)"
        else:
            security += " (never enough to lose with this many players: running out of schemes does)"
        facts = {
            "Round": str(self.round) + (f" of {self.options['day']}" if self.options.get("day") else ""),
            "Security": security,
            "Trouble": ", ".join(troubles) if troubles else "none",
            "Boss": f"in {self.place_name(self.boss)}",
            "Scheme deck": plural(len(self.contents["deck"]), "card"),
            "Team score": "on a win, 1 point for each card left in the deck",
        }
        if self.phase in ("scheme", "desks", "gossip"):
            facts["Turn"] = f"{self.seat_name(self.turn_seat)}, {plural(self.actions_left, 'action')} left"
        return facts

    def now(self) -> str | None:
        phase = self.phase
        if phase == "break":
            return f"The Boss walks in on you in {self.place_name(self.boss)}: use On a Break to stay, or go back."
        if phase == "desks":
            return "Floating Desks: drag any pawn to any other location."
        if phase == "gossip":
            return ("Gossip Session: drag one of your cards to "
                    f"{self.seat_name((self.current_player + 1) % self.players)}'s hand.")
        if phase == "over":
            return None
        if not self.actions_left:
            return "No actions left: play a free event or end your turn."
        return (f"{plural(self.actions_left, 'action')} left: walk your pawn, drop a scheme card on its room, "
                "give a card to a player beside you, or draw. Events are free.")

    def marks(self) -> list[tuple]:
        """Every location's name on a tab across the top edge of its cell, drawn over the pieces, so
        the pawns and the Boss standing on a card's printed title never hide where they are; while a
        player decides about On a Break, the Boss's location says so on an orange tab."""
        boss = self.boss if self.phase == "break" else None
        out: list[tuple] = []
        for cell, key in enumerate(self.rooms):
            name = LOCATION_NAMES[key]
            out.append(("office", cell, f"{name}: the Boss!") if cell == boss else ("office", cell, name, NAME_TAB))
        return out

    def faces(self) -> dict[str, int]:
        """The number each die on the table shows: trouble dice their trouble, the roll its values."""
        shown = {cid: self.trouble[self.loc[cid][1]] for cid in self.contents["trouble"]}
        shown.update(zip(self.contents["roll"], self.roll))
        return shown

    def results(self) -> dict:
        """The result screen's facts; the score (cards left in the deck) counts only on a win."""
        facts = {"won": self.outcome == "won", "outcome": self.outcome, "score": self.scores()[0],
                 "score_label": "cards", "rounds": self.round, "security": self.security,
                 "category": plural(self.players, "player")}
        if self.outcome in ("hopeless", "timeout"):
            facts["ending"] = "ran out of schemes" if self.outcome == "hopeless" else "ran out of time"
        return facts

