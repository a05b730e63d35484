"""Playing a card: which cards can be played, the Enchant combination, Drown reactions and each action."""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, Move, move
from greenbox_desktop.games.island.flow import PASS, Flow
from greenbox_desktop.games.island.land import Survey, adjacency
from greenbox_desktop.games.island.parts import (BOARD, DISCARD, MOST_MONUMENTS, OWNER, PEACE_SUPPLY, PIECES, PLAYED,
                                                 SYMBOL, TILE_STACK, action_of, hand, supply)

FIGHT = Choose("invade", "fight")
SPARE = Choose("dominate", "spare")
PLACING = ("respawn", "recruit", "dominate", "enrage")  # effects that put a unit from the supply on the island


class Cards(Flow):
    """The cycle turn: play a card (or an Enchant pair) and carry out its action, or pass."""

    effect: str | None
    effect_left: int
    origin: int | None
    dest: int | None
    dominated: tuple[int, ...]
    drowns: int
    reactor_played: str | None

    # ----- what can be done -----------------------------------------------------------------
    def cells_of(self, ts: list[int]) -> list[int]:
        """The board cells of the territories ``ts``."""
        return [cell for t in ts for cell in self.territories[t]]

    def unit_reps(self, seat: int, ts: list[int]) -> dict[int, str]:
        """One of ``seat``'s units per cell of the territories ``ts`` (units in one cell are alike)."""
        cells = set(self.cells_of(ts))
        loc = self.loc
        reps: dict[int, str] = {}
        for cid in self.contents[PIECES]:
            if OWNER.get(cid) == seat and loc[cid][1] in cells:
                reps[loc[cid][1]] = cid
        return reps

    def can_do(self, name: str | None, seat: int, survey: Survey) -> bool:
        """Whether ``seat`` could carry out action ``name`` now."""
        present = survey.present(seat)
        if name in ("recruit", "dominate", "enrage"):
            return bool(present) and self.top_unit(seat) is not None
        if name == "replenish":
            top = self.top(DISCARD)
            return top is not None and SYMBOL[top] != "drop"
        if name == "pacify":
            return bool(self.contents[PEACE_SUPPLY]) and any(c not in survey.peace for c in self.cells_of(present))
        if name == "develop":
            return bool(self.face_down_tiles(present))
        if name in ("invade", "infiltrate"):
            near = adjacency(self.territories)
            return any(near[t] for t in present)
        if name == "immortalize":
            return self.monuments[seat] < MOST_MONUMENTS
        return False  # drown only answers another card; the wheel has no enchanted action

    def playable(self, card: str, seat: int, survey: Survey) -> bool:
        """Whether ``seat`` may play ``card`` now (an Enchant needs a card to follow it)."""
        name = action_of(card)
        if name == "enchant":
            return any(SYMBOL[c] != "wheel" and self.can_do(action_of(c, True), seat, survey)
                       for c in self.contents[hand(seat)])
        return self.can_do(name, seat, survey)

    def can_drown(self, seat: int) -> bool:
        """Whether ``seat`` holds an Enchant card and a Drop card to drown what was just played."""
        symbols = {SYMBOL[c] for c in self.contents[hand(seat)]}
        return "wheel" in symbols and "drop" in symbols

    # ----- the turn -------------------------------------------------------------------------
    def _gen_turn(self) -> list[Action]:
        seat = self.current_player
        survey = self.survey()
        actions: list[Action] = [move(c, PLAYED) for c in self.contents[hand(seat)] if self.playable(c, seat, survey)]
        actions.append(PASS)
        return actions

    def _do_turn(self, action: Action) -> None:
        if action == PASS:
            self._do_pass_turn()
            return
        self.passes = 0
        self.put(action.component, PLAYED, face_up=True)
        name = action_of(action.component)
        if name == "enchant":
            self.phase = "effect"
            self.effect = "enchant"
            return
        self.effect = name
        self.start_reactions(self.turn)

    # ----- Drown: answers to a card just played -------------------------------------------------
    def start_reactions(self, after: int) -> None:
        """Offer every other seat that can, in play direction from ``after``, to drown the last play."""
        self.queue = tuple(s for s in self.order_from(after)[1:] if self.can_drown(s))
        self.reactor_played = None
        if self.queue:
            self.phase = "react"
            self.current_player = self.queue[0]
        else:
            self.resolve()

    def _gen_react(self) -> list[Action]:
        cards = self.contents[hand(self.current_player)]
        wanted = "drop" if self.reactor_played else "wheel"
        actions: list[Action] = [move(c, PLAYED) for c in cards if SYMBOL[c] == wanted]
        if self.reactor_played is None:
            actions.append(PASS)
        return actions

    def _do_react(self, action: Action) -> None:
        if action == PASS:
            self.queue = self.queue[1:]
            if self.queue:
                self.current_player = self.queue[0]
            else:
                self.resolve()
            return
        self.put(action.component, PLAYED, face_up=True)
        if self.reactor_played is None:
            self.reactor_played = action.component
            return
        self.drowns += 1
        self.start_reactions(self.current_player)

    def resolve(self) -> None:
        """After the answers: a drowned play is discarded unused, otherwise its action happens."""
        self.current_player = self.turn
        self.phase = "effect"
        if self.drowns % 2:
            self.end_turn()
            return
        name = self.effect
        if name == "replenish":
            self.put(self.top(DISCARD), hand(self.turn), face_up=False)
            self.end_turn()
        elif name == "immortalize":
            self.raise_monument(self.turn)
            self.end_turn()
        elif name in PLACING:
            self.effect_left = 2 if name == "dominate" else 1

    # ----- carrying out an action -------------------------------------------------------------
    def _gen_effect(self) -> list[Action]:
        seat = self.current_player
        name = self.effect
        survey = self.survey()
        if name == "enchant":
            return [move(c, PLAYED) for c in self.contents[hand(seat)]
                    if SYMBOL[c] != "wheel" and self.can_do(action_of(c, True), seat, survey)]
        if name in PLACING:
            unit = self.top_unit(seat)
            ts = range(len(self.territories)) if name == "respawn" else survey.present(seat)
            return [move(unit, PIECES, cell) for cell in self.cells_of(list(ts))]
        if name == "pacify":
            token = self.top(PEACE_SUPPLY)
            return [move(token, PIECES, c) for c in self.cells_of(survey.present(seat)) if c not in survey.peace]
        if name == "develop":
            return [Choose("develop", tile) for tile in self.face_down_tiles(survey.present(seat))]
        if name in ("invade", "infiltrate"):
            return self._marches(seat, survey)
        if name == "spare":
            return self._dominations(seat, survey) + [SPARE]
        raise AssertionError(f"no effect {name!r}")

    def _marches(self, seat: int, survey: Survey) -> list[Action]:
        """Unit moves into an adjacent territory (an invasion goes on from where it started)."""
        near = adjacency(self.territories)
        if self.origin is not None:
            reps = self.unit_reps(seat, [self.origin])
            return [move(cid, PIECES, cell) for cid in reps.values()
                    for cell in self.territories[self.dest]] + [FIGHT]
        actions: list[Action] = []
        for t in survey.present(seat):
            for cid in self.unit_reps(seat, [t]).values():
                actions += [move(cid, PIECES, cell) for cell in self.cells_of(sorted(near[t]))]
        return actions

    def _dominations(self, seat: int, survey: Survey) -> list[Action]:
        """Removals Dominate allows: one unit of an opponent with 2+ units where the new units went."""
        actions: list[Action] = []
        for t in self.dominated:
            for other in range(self.players):
                if other != seat and survey.units[t][other] >= 2:
                    actions += [move(cid, supply(other)) for cid in self.unit_reps(other, [t]).values()]
        return actions

    def _do_effect(self, action: Action) -> None:
        seat = self.current_player
        name = self.effect
        if name == "enchant":
            self.put(action.component, PLAYED, face_up=True)
            self.effect = action_of(action.component, True)
            self.start_reactions(self.turn)
        elif name in PLACING:
            self._place_unit(action)
        elif name == "pacify":
            self.put(action.component, PIECES, action.slot)
            self.end_turn()
        elif name == "develop":
            self.develop(action.value)
            self.end_turn()
        elif name == "spare":
            if action != SPARE:
                self.put(action.component, action.zone)
            self.end_turn()
        elif action == FIGHT:
            self.start_combat(self.dest, seat)
        else:
            self._march(action)

    def _place_unit(self, action: Move) -> None:
        self.put(action.component, PIECES, action.slot)
        self.effect_left -= 1
        name = self.effect
        t = self.terr_at(action.slot)
        if name == "enrage":
            self.start_combat(t, self.turn)
            return
        if name == "dominate" and t not in self.dominated:
            self.dominated += (t,)
        if self.effect_left > 0 and self.top_unit(self.turn) is not None:
            return
        if name == "respawn":
            self.effect = None
            self.phase = "turn"
        elif name == "dominate" and self._dominations(self.turn, self.survey()):
            self.effect = "spare"
        else:
            self.end_turn()

    def _march(self, action: Move) -> None:
        from_t = self.terr_at(self.loc[action.component][1])
        self.put(action.component, PIECES, action.slot)
        if self.effect == "infiltrate":
            self.end_turn()
            return
        if self.origin is None:
            self.origin, self.dest = from_t, self.terr_at(action.slot)
        if not self.unit_reps(self.turn, [self.origin]):
            self.start_combat(self.dest, self.turn)

    def develop(self, tile: str) -> str:
        """Turn the tile in ``tile``'s place symbol side up and return the tile now showing there.

        Nobody knows what lies under a yellow side, so the symbol is drawn at that moment from all
        the tiles still yellow side up (on the island or in the stack): the drawn tile and ``tile``
        change places, and the drawn one is turned over.
        """
        hidden = [cid for cid in self.contents[BOARD] + self.contents[TILE_STACK] if not self.loc[cid][2]]
        drawn = hidden[self.random_below(len(hidden))]
        if drawn != tile:
            a, b = self.loc[tile], self.loc[drawn]
            za, zb = self.contents[a[0]], self.contents[b[0]]
            ia, ib = za.index(tile), zb.index(drawn)
            za[ia] = drawn
            zb[ib] = tile
            self.loc[tile], self.loc[drawn] = b, a
        self.flip(drawn, True)
        return drawn
