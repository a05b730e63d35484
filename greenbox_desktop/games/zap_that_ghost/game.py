"""Zap That Ghost: the registered game (information, zones, words, the clock, buzzers and bots).

Rulings (shared/rules/zap_that_ghost.md) are followed throughout.  Where they are silent: Player 1
rolls first; the meeples are the white, black, grey and blue ones; a path may cross other meeples,
ghosts and the yellow corners; a poor starting hand (fewer than two cards matching a ghost) goes
onto the discard pile before the new six are dealt; an empty deck is made again from the shuffled
discards; a meeple moved onto a tile that a path of exactly the steps left reaches walks the first
such path found (a tile beside it holding no ghost that matches the card is one step instead); a
meeple boxed in by its own path before its last step ends the zap as a miss; a roll
with which nobody could zap is thrown again at once, and when no roll would do, every seat may
swap a card; the race ends by itself after 20 seconds without a buzz (the roller rolls again) and
the discard window after 10 seconds.
"""

from __future__ import annotations

from collections.abc import Hashable

from greenbox_desktop.box import component, kind_of
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, Option, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.zap_that_ghost.paths import NEIGHBOURS, SIDE, cell_name, route
from greenbox_desktop.games.zap_that_ghost.rules import (
    BOARD, CLOSE, DEALT, DECK, DICE, DISCARD, GHOSTS, GIVE_UP, KEPT, MEEPLE_ZONE, NOBODY, PLAYED, ROLL, Rules,
    buzz, card_match, caught, cube_colour, hand, keep)
from greenbox_desktop.words import listing, plural

ZAP_SECONDS = 15.0  # from the buzz: card and one-gesture meeple took a newcomer 7 to 11 s, measured
WINDOW_SECONDS = 10.0
RACE_SECONDS = 20.0
LABELS = {ROLL: "Roll the die", NOBODY: "Nobody can zap: roll again", CLOSE: "Done: close the window",
          GIVE_UP: "Give up this zap"}
KEY_LABELS = {"buzz": "Buzz", "keep": "Keep my cards"}  # button captions of buzzers, by Choose key
MEEPLE_HANDLE = 0.64  # a meeple stands this share of its tile's side tall, always at the tile's lower left
HAND_QUALITY = 0.05  # evaluate: a ghost matched by the hand is worth this share of a caught ghost


def card_name(card: str) -> str:
    """A card in words: "the red Drop card"."""
    colour, symbol = card_match(card)
    return f"the {colour} {symbol.capitalize()} card"


def seat_areas(players: int) -> list[str]:
    """Where each seat's hand lies: the first half along the south edge, the rest along the north."""
    south = (players + 1) // 2
    return ["south" if s < south else "north" for s in range(players)]


@register
class ZapThatGhost(Rules):
    """Zap That Ghost for 2-5 seats."""

    INFO = GameInfo(
        id="zap_that_ghost",
        title="Zap That Ghost",
        designer="Jørgen Brunborg-Næss",
        min_players=2,
        max_players=5,
        minutes=10,
        complexity=1,
        options=(Option("length", "Ghosts to win", "full", ("full", "quick"),
                        labels=("Full game", "Quick game (half)"),
                        help="The full game is won with 10 ghosts by 2 players, 8 by 3, 6 by 4 and 5 by 5; "
                             "a quick game needs half as many, rounded up."),
                 Option("clock", "Time limits", True,
                        help="With time limits a zap lasts 15 seconds from the buzz, a race without a buzz 20 "
                             "and the swap window 10. Without them everyone takes their time; a race then ends with "
                             "the button, and with guided paths a zap always reaches its ghost."),
                 Option("guided", "Guided paths", False,
                        help="A help for new and young players: only a player holding a zap can buzz, only a "
                             "card with a zap can be played, and a meeple may step only where its path can "
                             "still end on a ghost matching the card.")),
        summary="A race of quick eyes. Roll the die, spot a ghost whose colour and symbol match a card in "
                "your open hand and that a meeple can reach in exactly that many steps, and hit your "
                "buzzer first. Then you have fifteen seconds to show the card and send the meeple there.",
        contest="Green Box of Games",
        rules_version=2,  # 2: a new hand by matching cards, not ghosts; a meeple's move may walk a whole path
        playout_defaults=(("guided", True), ("length", "quick"), ("clock", False)),
    )

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone(BOARD, "grid", "The haunted house", shape=(SIDE, SIDE, "square"), order=0, hints=(("coords", True),)),
            Zone(GHOSTS, "grid", "Ghosts", shape=(SIDE, SIDE, "square"), over=BOARD),
            Zone(MEEPLE_ZONE, "grid", "Ghost hunters", shape=(SIDE, SIDE, "square"), over=BOARD,
                 hints=(("handle", MEEPLE_HANDLE),)),
            Zone(DICE, "pool", "The roll", area="east", order=0),
            Zone(PLAYED, "pool", "Card in play", area="east", order=1),
            Zone(DECK, "stack", "Deck", visibility="nobody", face_up=False, area="east", order=2),
            Zone(DISCARD, "stack", "Discards", area="east", order=3),
        ]
        for s, area in enumerate(seat_areas(players)):
            zones += [Zone(hand(s), "hand", f"Player {s + 1}'s hand", owner=s, area=area, order=2 * s),
                      Zone(caught(s), "pool", f"Player {s + 1}'s ghosts", owner=s, area=area, order=2 * s + 1)]
        return zones

    def visible_to(self, component_id: str, seat: int | None) -> bool:
        """Everything face up is open to all (the hands too); the deck and the corner tiles lie face down."""
        found = self.loc.get(component_id)
        return found is not None and found[2]

    # ----- the clock and the buzzers ----------------------------------------------------------
    def timer(self) -> tuple[float, Action] | None:
        """The race lasts 20 seconds, a zap 15 (from the buzz, all its drags together), the discard
        window 10 (unless the game is played without time limits)."""
        if not self.options.get("clock", True):
            return None
        return {"race": (RACE_SECONDS, NOBODY), "zap": (ZAP_SECONDS, GIVE_UP),
                "window": (WINDOW_SECONDS, CLOSE)}.get(self.step)

    def timer_key(self) -> Hashable:
        """One time limit per step of a round: a zap's card and every step of its meeple share it."""
        return self.step, self.round

    def out_of_turn(self) -> dict[int, list[Action]]:
        """Everyone may buzz in the race; in the window each seat still to decide may swap or keep."""
        if self.step == "race":
            return {s: [buzz(s)] for s in self.racers()}
        if self.step == "window":
            return {s: [move(c, DISCARD) for c in self.contents[hand(s)]] + [keep(s)] for s in self.pending}
        return {}

    # ----- bots -------------------------------------------------------------------------------
    def reflex(self, seat: int) -> Action | None:
        """A bot buzzes only holding a zap, walks its zap, swaps a card no ghost matches, and in
        the set-up discards the cards that match fewest ghosts."""
        step = self.step
        if step == "race":
            return buzz(seat) if self.zaps(seat, self.roll) else None
        if step == "window":
            return self._swap(seat) if seat in self.pending else None
        if seat != self.current_player:
            return None
        if step == "setup":
            return move(self._weakest(seat), DISCARD)
        if step == "zap":
            return self._next_zap_step(seat)
        return None

    def _matches(self, card: str) -> int:
        """How many ghosts on the board ``card`` matches."""
        wanted = card_match(card)
        return sum(1 for match in self.ghosts().values() if match == wanted)

    def _weakest(self, seat: int) -> str:
        """The card of ``seat``'s hand that matches fewest ghosts (the first such)."""
        return min(self.contents[hand(seat)], key=self._matches)

    def _swap(self, seat: int) -> Action:
        """Swap a card that matches no ghost, else keep the hand."""
        weakest = self._weakest(seat)
        return move(weakest, DISCARD) if self._matches(weakest) == 0 else keep(seat)

    def _next_zap_step(self, seat: int) -> Action:
        """The next drag of a zap that works (the card, then the meeple straight onto the ghost),
        or giving up."""
        if not self.card:
            zaps = self.zaps(seat, self.roll)
            return move(zaps[0][0], PLAYED) if zaps else GIVE_UP
        wanted = card_match(self.card)
        for meeple in [self.meeple] if self.meeple else list(self.meeple_cells()):
            here, seen = self.standing(meeple)
            for cell, match in self.ghosts().items():
                if match == wanted and route(here, self.steps_left(), cell, seen):
                    return move(meeple, MEEPLE_ZONE, cell)
        return GIVE_UP

    def evaluate(self, seat: int) -> float:
        """For bots: the lead in ghosts, with a little for the ghosts each hand matches."""
        power = [self.score(s) + HAND_QUALITY * self.matched(s) for s in range(self.players)]
        return lead(power, seat, 2.0)

    # ----- words ------------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        if action in LABELS:
            return LABELS[action]
        if isinstance(action, Choose) and action.key in KEY_LABELS:
            return KEY_LABELS[action.key]
        return super().label(action)

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        step = self.step
        if step == "setup":
            return f"{who} discards {card_name(action.component)}."
        if action == ROLL:
            return f"{who} rolls the die."
        if action == NOBODY:
            return f"Nobody buzzed: {who} rolls again."
        if step == "race":
            return f"{self.seat_name(action.value)} buzzes!"
        if step == "zap":
            if action == GIVE_UP:
                return f"{who}'s zap is called off."
            if kind_of(action.component) == "card":
                return f"{who} plays {card_name(action.component)}."
            return self._describe_walk(who, action)
        if action == CLOSE:
            return "The discard window closes."
        seat = self.window_seat(action)
        if isinstance(action, Move):
            return f"{self.seat_name(seat)} swaps {card_name(action.component)} for a new card."
        return f"{self.seat_name(seat)} keeps their cards."

    def _describe_walk(self, who: str, action: Move) -> str:
        """A meeple's move in the zap in words: one step, or the whole path it walks."""
        cells = self.walk(action)
        colour = action.component.split(".")[1]
        if len(cells) == 1:
            done = self.roll - self.steps_left() + 1
            return f"{who} moves the {colour} meeple to {cell_name(action.slot)} (step {done} of {self.roll})."
        names = [cell_name(c) for c in cells]
        start = cell_name(self.standing(action.component)[0])
        return f"{who} moves the {colour} meeple from {start} through {listing(names[:-1])} to {names[-1]} " \
               f"({plural(len(cells), 'step')})."

    def news(self, before: State, action: Action) -> list[str]:
        lines = []
        if before.step == "setup" and self.redealt > before.redealt:
            lines.append(f"Fewer than two of {self.seat_name(before.current_player)}'s cards matched a ghost: "
                         f"a new hand of {DEALT}, and {DEALT - KEPT} to discard again.")
        if action == ROLL:
            if self.rerolled:
                lines.append(f"Nobody could zap with {listing([str(r) for r in self.rerolled], 'or')}: "
                             "the die is rolled again.")
            if self.step == "window":
                lines.append(f"Rolled {self.roll}, but no roll would let anybody zap: everyone may swap a card.")
            else:
                lines.append(f"Rolled {self.roll}. Race: the first to buzz zaps!")
        if before.step == "zap" and self.step != "zap":
            lines.append(self.outcome_words(before, action))
        if self.winner is not None:
            lines.append(f"{self.seat_name(self.winner)} has {plural(self.goal, 'ghost')} and wins!")
        return lines

    def outcome_words(self, before: State, action: Action) -> str:
        """How the zap that ``before`` was in ended with ``action``, in words."""
        who = self.seat_name(before.buzzer)
        if self.outcome == "caught":
            return f"Zapped! {who} takes the ghost at {cell_name(action.slot)} " \
                   f"({self.score(before.buzzer)} of {self.goal})."
        moved = bool(before.meeple) or isinstance(action, Move)
        back = "the meeple and the card go back" if moved else "the card goes back" if before.card \
            else "nothing was played"
        return {"missed": f"Missed: no ghost there matches the card; {back}.",
                "boxed": f"The meeple is boxed in by its own path; {back}.",
                }.get(self.outcome, f"No zap this time; {back}.")

    def reason(self, action: Action) -> str | None:
        step, seat = self.step, self.current_player
        if step == "setup":
            left = DEALT - KEPT - self.discarded
            return f"{self.seat_name(seat)} discards first: drag {plural(left, 'card')} from their hand " \
                   "onto the discard pile."
        if step == "roll":
            return f"{self.seat_name(seat)} rolls the die first."
        if step == "race":
            if isinstance(action, Choose) and action.key == "buzz":
                return f"Guided paths: {self.seat_name(action.value)} holds no zap with a {self.roll}."
            return "First buzz (your key or your buzzer button) to claim the zap."
        if step == "window":
            return self._window_reason(action)
        return self._zap_reason(action)

    def _zap_reason(self, action: Action) -> str | None:
        seat = self.buzzer
        if not isinstance(action, Move):
            return None
        where = self.loc.get(action.component, ("box", None, False))
        if kind_of(action.component) == "card":
            if self.card:
                return "A card is already in play: now move a meeple."
            if where[0] != hand(seat):
                return f"Only {self.seat_name(seat)} zaps now, with a card from their own hand."
            if self.options.get("guided"):
                return f"Guided paths: this card has no zap with a {self.roll}; play one that has."
            return "Play the card onto “Card in play”."
        if kind_of(action.component) != "meeple":
            if where[0] != GHOSTS:
                return "Move a meeple onto the ghost."
            if not self.card:
                return "Ghosts stay where they are: first play a card onto “Card in play”, then walk a meeple " \
                       "onto the ghost that matches it."
            walker = f"the {self.meeple.split('.')[1]} meeple" if self.meeple else "a meeple"
            colour, symbol = card_match(self.card)
            if self.ghosts().get(where[1]) == (colour, symbol):
                return f"Ghosts stay where they are: walk {walker} onto this ghost's tile instead."
            return f"This ghost does not match {card_name(self.card)}, and ghosts stay where they are: " \
                   f"walk {walker} onto a {colour} ghost on a {symbol.capitalize()} tile."
        if not self.card:
            return "Play a card first, then move a meeple."
        if self.meeple and action.component != self.meeple:
            return f"This zap moves the {self.meeple.split('.')[1]} meeple only."
        here, seen = self.standing(action.component)
        left = self.steps_left()
        if action.zone != MEEPLE_ZONE:
            return "Move the meeple to a tile of the board."
        if action.slot in seen:
            return "The path may not enter a tile twice."
        if action.slot not in NEIGHBOURS[here] and route(here, left, action.slot, seen) is None:
            return f"No path of exactly {plural(left, 'step')} reaches that tile (no diagonals, no tile twice): " \
                   "move the meeple to a tile beside it, or straight to a tile such a path reaches."
        if action.slot not in NEIGHBOURS[here]:
            return "Guided paths: no ghost there matches the card."
        return "Guided paths: from there the path could not end on a ghost matching the card."

    def _window_reason(self, action: Action) -> str | None:
        if not isinstance(action, Move):
            return None
        where = self.loc.get(action.component, ("box",))[0]
        if kind_of(action.component) != "card" or not where.startswith("hand."):
            return "Only cards from a hand may be swapped now."
        seat = int(where.split(".")[1])
        if seat == self.buzzer:
            return f"{self.seat_name(seat)} just zapped: only the others may swap a card."
        if seat not in self.pending:
            return f"{self.seat_name(seat)} has already swapped or kept their cards."
        return "Drop the card on the discard pile to swap it for a new one."

    def panel(self) -> dict[str, str]:
        facts = {"Goal": f"first to {plural(self.goal, 'ghost')}", "Ghosts left": str(len(self.contents[GHOSTS]))}
        if self.roll:
            facts["Roll"] = str(self.roll)
        if self.step == "zap":
            card = card_name(self.card) if self.card else "no card yet"
            facts["Zapping"] = f"{self.seat_name(self.buzzer)}, {card}, " \
                               f"{plural(self.steps_left(), 'step')} to go"
        if self.step == "window":
            facts["May still swap"] = listing([self.seat_name(s) for s in self.pending])
        return facts

    def now(self) -> str | None:
        step = self.step
        if step == "setup":
            left = DEALT - KEPT - self.discarded
            return f"Drag {plural(left, 'card')} you want to lose onto the discard pile; keep the cards that " \
                   "match ghosts."
        if step == "roll":
            return "Roll the die to start the round."
        if step == "race":
            return f"Race! Whoever sees a zap with {self.roll}: press your buzzer key or button."
        if step == "zap":
            if not self.card:
                return "Drag the card you zap with onto “Card in play”."
            return f"Drag a meeple onto the ghost's tile, or click the meeple and then the tile: it walks " \
                   f"there by a path of exactly {plural(self.steps_left(), 'step')}. Single steps work too."
        return "Anyone else: drag one card onto the discards to swap it, or press your key to keep your cards."

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or ".?" in component_id:
            return None
        kind = kind_of(component_id)
        if kind == "cube" and where[0] == GHOSTS:
            symbol = self.symbols[where[1]].capitalize()
            return f"A {cube_colour(component_id)} ghost on a {symbol} tile ({cell_name(where[1])})."
        if kind == "tile":
            symbol = self.symbols[where[1]]
            return f"{symbol.capitalize()} tile ({cell_name(where[1])})." if symbol else \
                f"A yellow corner ({cell_name(where[1])}): no ghost haunts it."
        if kind == "card" and where[2]:
            colour, symbol = card_match(component_id)
            n = self._matches(component_id)
            return f"{colour.capitalize()} {symbol.capitalize()} card: zaps a {colour} ghost on a " \
                   f"{symbol.capitalize()} tile ({plural(n, 'ghost')} like that on the board)."
        if kind == "meeple":
            return f"The {component(component_id).colour} ghost hunter."
        if kind == "die":
            return f"The roll: {self.roll}."
        return None

    def marks(self) -> list[tuple[str, int | None, str]]:
        """The path of the meeple in a zap, its start and each step, and after the zap the path it
        took, until the next roll."""
        cells = self.path if self.step == "zap" else self.trail
        return [(BOARD, cell, "start" if i == 0 else str(i)) for i, cell in enumerate(cells)]
