"""The course of a game: set-up, the draft, the turns of a cycle, and the procedure between cycles.

Each phase has a ``_gen_<phase>`` (its legal actions) and a ``_do_<phase>`` (apply one); the
card actions and combat add their own phases in ``cards`` and ``combat``.
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, Move, Pass, move
from greenbox_desktop.games.island.land import Land, conditions_met, first_tile_spots, second_tile_spots, shortfall
from greenbox_desktop.games.island.parts import (ASIDE, BOARD, CASTLE_SUPPLY, CASTLES, CYCLE_CARDS, CYCLE_SET,
                                                 CYCLE_STACK, DEAL, DICE, DISCARD, OWNER, PEACE, PEACE_SUPPLY, PIECES,
                                                 PLAYED, SYMBOL, TERRITORY_CARDS, TERRITORY_STACK, TILE_STACK, TILES,
                                                 TRACK, UNITS, VALUE, WAITING, hand, pack, supply)

PASS = Pass()
START_UNITS = 2


class Flow(Land):
    """Set-up, draft, cycle turns and the new-cycle procedure."""

    phase: str
    direction: int
    coin: str
    cycle: int
    turn: int
    passes: int
    half: int | None
    queue: tuple[int, ...]
    setting_up: bool
    draft_round: int
    discarded: bool
    explorer: int | None
    guardian: int | None
    monuments: tuple[int, ...]
    king: int | None
    ending: str
    start_draws: tuple[tuple[int, ...], ...]

    # ----- set-up -------------------------------------------------------------------------
    def setup(self) -> None:
        self.territories = ()
        self.monuments = (0,) * self.players
        self.king = None
        self.ending = ""
        self.cycle = 1
        self.passes = 0
        self.half = None
        self.queue = ()
        self.setting_up = True
        self.draft_round = 0
        self.discarded = False
        self.explorer = self.guardian = None
        self.clear_turn_fields()
        for ids, zone in ((TILES, TILE_STACK), (TERRITORY_CARDS, TERRITORY_STACK), (CYCLE_CARDS, CYCLE_STACK)):
            shuffled = list(ids)
            self.shuffle(shuffled)
            for cid in shuffled:
                self.put(cid, zone, face_up=False)
        for cid in CASTLES:
            self.put(cid, CASTLE_SUPPLY)
        for cid in PEACE:
            self.put(cid, PEACE_SUPPLY)
        for seat in range(self.players):
            units = UNITS[seat]
            if self.options.get("monuments") == "cubes":
                self.put(units[-1], TRACK, 0)
                units = units[:-1]
            for cid in units:
                self.put(cid, supply(seat))
        self.whisperer = self._draw_for_whisperer()
        self.turn = self.whisperer
        self.flip_coin()
        self.phase = "territory"
        self.queue = tuple(self.order_from(self.whisperer))
        self.current_player = self.queue[0]

    def _draw_for_whisperer(self) -> int:
        """Every seat draws a territory card; the highest becomes Whisperer (ties draw again)."""
        draws: list[tuple[int, ...]] = []
        while True:
            deck = list(TERRITORY_CARDS)
            self.shuffle(deck)
            values = tuple(VALUE[deck[s]] for s in range(self.players))
            draws.append(values)
            best = max(values)
            if values.count(best) == 1:
                self.start_draws = tuple(draws)
                return values.index(best)

    def flip_coin(self) -> None:
        """The Whisperer's coin: heads plays clockwise (up the seats), tails anti-clockwise."""
        heads = self.random_below(2) == 0
        self.coin = "heads" if heads else "tails"
        self.direction = 1 if heads else -1

    def order_from(self, seat: int) -> list[int]:
        """Every seat in play direction, starting with ``seat``."""
        return [(seat + k * self.direction) % self.players for k in range(self.players)]

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in play direction."""
        return (seat + self.direction) % self.players

    def clear_turn_fields(self) -> None:
        """Forget every step of a card action or a combat (between turns)."""
        self.effect = None
        self.effect_left = 0
        self.origin = None
        self.dest = None
        self.dominated = ()
        self.drowns = 0
        self.reactor_played = None
        self.battle = None
        self.initiator = None
        self.declines = 0
        self.stops = frozenset()
        self.toggled = False
        self.fighter = None
        self.attacker = None
        self.castled = ()

    # ----- dispatch -----------------------------------------------------------------------
    def generate(self) -> list[Action]:
        return getattr(self, "_gen_" + self.phase)()

    def perform(self, action: Action) -> None:
        getattr(self, "_do_" + self.phase)(action)

    # ----- placing a territory (set-up and the Explorer) ----------------------------------
    def _gen_territory(self) -> list[Action]:
        tile = self.top(TILE_STACK)
        if self.half is None:
            return [move(tile, BOARD, cell) for cell in first_tile_spots(self.territories)]
        return [move(tile, BOARD, cell) for cell in second_tile_spots(self.territories, self.half)]

    def _do_territory(self, action: Move) -> None:
        self.put(action.component, BOARD, action.slot, face_up=False)
        if self.half is None:
            self.half = action.slot
            return
        self.territories = self.territories + ((self.half, action.slot),)
        self.half = None
        if not self.setting_up:
            self.guardian_step()
            return
        self.queue = self.queue[1:]
        if self.queue:
            self.current_player = self.queue[0]
        else:
            self.phase = "castle"
            self.current_player = self.whisperer

    # ----- placing a castle (set-up Whisperer, then the Guardian) -------------------------
    def _gen_castle(self) -> list[Action]:
        castle = self.top(CASTLE_SUPPLY)
        return [move(castle, PIECES, cell) for pair in self.territories for cell in pair]

    def _do_castle(self, action: Move) -> None:
        self.put(action.component, PIECES, action.slot)
        if self.setting_up:
            self.phase = "units"
            self.current_player = self.whisperer
        else:
            self.next_draft()

    # ----- the first units ------------------------------------------------------------------
    def _gen_units(self) -> list[Action]:
        unit = self.top_unit(self.current_player)
        return [move(unit, PIECES, cell) for pair in self.territories for cell in pair]

    def _do_units(self, action: Move) -> None:
        self.put(action.component, PIECES, action.slot)
        nxt = self.next_seat(self.current_player)
        if self.units_on_board(nxt) >= START_UNITS:
            self.setting_up = False
            self.start_draft()
        else:
            self.current_player = nxt

    # ----- the draft ------------------------------------------------------------------------
    def start_draft(self) -> None:
        """Deal every seat a pack of cycle cards and start the first drafting round."""
        self.phase = "draft"
        self.draft_round = 0
        for seat in self.order_from(self.whisperer):
            for _ in range(DEAL[self.players]):
                self.put(self.contents[CYCLE_STACK][-1], pack(seat), face_up=False)
        self.begin_round()

    def must_discard(self) -> bool:
        """Whether the seat to draft sets a card aside before it picks (2 players: always; 3: first round)."""
        return not self.discarded and (self.players == 2 or (self.players == 3 and self.draft_round == 0))

    def begin_round(self) -> None:
        """Start a drafting round: every seat with cards picks in play direction from the Whisperer."""
        self.queue = tuple(s for s in self.order_from(self.whisperer) if self.contents[pack(s)])
        self.discarded = False
        if not self.queue:
            self.start_cycle()
            return
        self.current_player = self.queue[0]
        self.settle_pick()

    def settle_pick(self) -> None:
        """Keep a pack's last card by itself when there is nothing to choose."""
        seat = self.current_player
        if len(self.contents[pack(seat)]) == 1 and not self.must_discard():
            self.put(self.contents[pack(seat)][0], hand(seat), face_up=False)
            self.after_pick()

    def _gen_draft(self) -> list[Action]:
        seat = self.current_player
        target = ASIDE if self.must_discard() else hand(seat)
        return [move(cid, target) for cid in self.contents[pack(seat)]]

    def _do_draft(self, action: Move) -> None:
        self.put(action.component, action.zone, face_up=False)
        if action.zone == ASIDE:
            self.discarded = True
            self.settle_pick()
            return
        self.after_pick()

    def after_pick(self) -> None:
        """The next seat picks; after the last one every pack passes on in play direction."""
        self.queue = self.queue[1:]
        self.discarded = False
        if self.queue:
            self.current_player = self.queue[0]
            self.settle_pick()
            return
        packs = [list(self.contents[pack(s)]) for s in range(self.players)]
        for seat, cards in enumerate(packs):
            for cid in cards:
                self.put(cid, pack(self.next_seat(seat)), face_up=False)
        self.draft_round += 1
        self.begin_round()

    # ----- the cycle ------------------------------------------------------------------------
    def start_cycle(self) -> None:
        """The Whisperer opens the cycle's turns."""
        self.phase = "turn"
        self.passes = 0
        self.start_turn(self.whisperer)

    def start_turn(self, seat: int) -> None:
        """Give ``seat`` its turn; with no units on the island it first places two anywhere."""
        self.clear_turn_fields()
        self.phase = "turn"
        self.turn = seat
        self.current_player = seat
        if self.units_on_board(seat) == 0:
            self.phase = "effect"
            self.effect = "respawn"
            self.effect_left = START_UNITS

    def end_turn(self) -> None:
        """Clear the played cards away and pass the turn on."""
        for cid in list(self.contents[PLAYED]):
            self.put(cid, DISCARD, face_up=True)
        self.start_turn(self.next_seat(self.turn))

    def _do_pass_turn(self) -> None:
        self.passes += 1
        if self.passes >= self.players:
            self.end_cycle()
        else:
            self.start_turn(self.next_seat(self.turn))

    # ----- between cycles -------------------------------------------------------------------
    def end_cycle(self) -> None:
        """Tidy the table, check for a king, hand out territory cards and choose the council."""
        self.clear_turn_fields()
        for cid in list(self.contents[PIECES]):
            if cid.startswith("cube.white"):
                self.put(cid, PEACE_SUPPLY)
        self.gather_cards()
        if self.crown() or self.limit_reached():
            return
        self.territory_cards()
        self.choose_council()
        self.cycle += 1
        if self.contents[TILE_STACK] and first_tile_spots(self.territories):
            self.phase = "territory"
            self.current_player = self.explorer
        else:
            self.guardian_step()

    def gather_cards(self) -> None:
        """Cycle cards go back to their stack; played territory cards go under theirs."""
        back = []
        for zone in [DISCARD, ASIDE] + [hand(s) for s in range(self.players)] + [pack(s) for s in range(self.players)]:
            for cid in list(self.contents[zone]):
                if cid in CYCLE_SET:
                    back.append(cid)
                elif zone == DISCARD:
                    self.put(cid, TERRITORY_STACK, face_up=False, index=0)
        self.shuffle(back)
        for cid in back:
            self.put(cid, CYCLE_STACK, face_up=False)

    def standings(self) -> list[tuple[int, int, int]]:
        """Each seat's (territories, castles, opposing units led)."""
        survey = self.survey()
        return [survey.standing(s) for s in range(self.players)]

    def conditions(self) -> list[int]:
        """How many victory conditions each seat meets now (monuments spent where they help)."""
        return [conditions_met(st, m) for st, m in zip(self.standings(), self.monuments)]

    def crown(self) -> bool:
        """The victory check: the one seat meeting the most conditions is king (ties: the Whisperer)."""
        met = self.conditions()
        best = max(met)
        if best == 0:
            return False
        tied = [s for s, n in enumerate(met) if n == best]
        if len(tied) == 1:
            return self.finish(tied[0], "kingship")
        if self.whisperer in tied:
            return self.finish(self.whisperer, "kingship")
        return False

    def limit_reached(self) -> bool:
        """With a cycle limit, the last cycle ends the game: most conditions, then least lacking."""
        limit = self.options.get("cycle_limit")
        if not limit or self.cycle < limit:
            return False
        met = self.conditions()
        lack = [shortfall(st, m) for st, m in zip(self.standings(), self.monuments)]
        best = max((met[s], -lack[s]) for s in range(self.players))
        tied = [s for s in range(self.players) if (met[s], -lack[s]) == best]
        if len(tied) == 1 or self.whisperer in tied:
            return self.finish(tied[0] if len(tied) == 1 else self.whisperer, "limit")
        return self.finish(None, "limit")

    def finish(self, king: int | None, ending: str) -> bool:
        """End the game with ``king`` crowned (None: nobody)."""
        self.king = king
        self.ending = ending
        self.phase = "over"
        self.current_player = None
        return True

    def territory_cards(self) -> None:
        """Each developed tile earns its territory's leader a card of its symbol; leaderless ones wait."""
        for cid in list(self.contents[WAITING]):
            self.put(cid, TERRITORY_STACK, face_up=False, index=0)
        survey = self.survey()
        for tile in self.contents[BOARD]:
            _zone, cell, up = self.loc[tile]
            if not up:
                continue
            symbol = tile.split(".")[1]
            card = next((c for c in reversed(self.contents[TERRITORY_STACK]) if SYMBOL[c] == symbol), None)
            if card is None:
                continue
            leader = survey.leader(self.terr_at(cell))
            if leader is None:
                self.put(card, WAITING, face_up=True)
            else:
                self.put(card, hand(leader), face_up=False)

    def choose_council(self) -> None:
        """Whisperer (most castles), Explorer (most territories), Guardian (most opposing units led)."""
        stand = self.standings()
        self.whisperer = self._most([st[1] for st in stand], self.whisperer)
        self.explorer = self._most([st[0] for st in stand], self.whisperer)
        self.guardian = self._most([st[2] for st in stand], self.whisperer)

    def _most(self, values: list[int], favourite: int) -> int:
        """The seat with the highest value; ties go to ``favourite``, else the first in play direction."""
        best = max(values)
        tied = [s for s in self.order_from(favourite) if values[s] == best]
        return tied[0]

    def guardian_step(self) -> None:
        """The Guardian places a new castle (if one is left), then the coin is flipped and the draft starts."""
        if self.contents[CASTLE_SUPPLY]:
            self.phase = "castle"
            self.current_player = self.guardian
        else:
            self.next_draft()

    def next_draft(self) -> None:
        """The Whisperer flips the coin for the new cycle's direction, then the draft begins."""
        self.flip_coin()
        self.start_draft()

    # ----- shared by the card actions -------------------------------------------------------
    def top_unit(self, seat: int) -> str | None:
        """The unit ``seat`` would take from its supply next (None if none are left)."""
        for cid in reversed(self.contents[supply(seat)]):
            if cid in OWNER:
                return cid
        return None

    def units_off(self, seat: int) -> int:
        """How many units ``seat`` has off the island."""
        return sum(1 for cid in self.contents[supply(seat)] if cid in OWNER)

    def raise_monument(self, seat: int) -> None:
        """One more monument for ``seat``: its die comes out showing 1, or turns up one pip."""
        count = self.monuments[seat] + 1
        self.monuments = self.monuments[:seat] + (count,) + self.monuments[seat + 1:]
        if self.options.get("monuments") == "cubes":
            marker = UNITS[seat][-1]
            self.put(marker, TRACK, count)
        else:
            self.put(DICE[seat], supply(seat), count)

    def _gen_over(self) -> list[Action]:
        return []

    def _do_over(self, action: Action) -> None:  # pragma: no cover - never legal
        raise AssertionError(action)
