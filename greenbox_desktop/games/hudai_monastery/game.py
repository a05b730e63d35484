"""Last Defence at Hudai Monastery: the registered game (zones, setup, dispatch, scores).

Rulings (shared/rules/hudai_monastery.md) are followed throughout; where they are silent:
two monks never share a tile; a monk whose tile is torn away climbs down to the nearest free
tile below (or is lost if there is none); every demon an Arrow pushes takes 1 damage; the win
check comes before the turn's time cube; the score is integrity + time left on a win, 0 on a loss.
"""

from __future__ import annotations

import random

from greenbox_desktop.box import SYMBOLS
from greenbox_desktop.engine import Action, GameInfo, Option, State, Zone, register
from greenbox_desktop.engine.hidden import resample
from greenbox_desktop.games.hudai_monastery.act import AUTO_KINDS
from greenbox_desktop.games.hudai_monastery.parts import (
    ALL_TILES, BEIGE, CARD_BACKGROUND, COLUMNS, DECK_CHOICES, DECK_LAYERS, INTEGRITY_CUBES, MARKERS, MAX_TIME, MONK_START_COLUMNS, MONKS, PINK,
    POINT_CUBES, SPARE_GREEN, STAR_GREEN, STAR_YELLOW, START_INTEGRITY, TIME_CHOICES, TIME_CUBES, TRACK_CARDS,
    WALL_ROWS, tech_zone, wall_slot,
)
from greenbox_desktop.games.hudai_monastery.words import Words


@register
class HudaiMonastery(Words):
    """The solo tile-laying defence of Hudai Monastery."""

    INFO = GameInfo(
        id="hudai_monastery",
        title="Last Defence at Hudai Monastery",
        designer="Achim Zien",
        min_players=1,
        max_players=1,
        minutes=45,
        complexity=5,
        options=(
            Option("deck", "Demon deck", "standard", DECK_CHOICES,
                   labels=("Standard", "All pink", "All pink and beige"),
                   help="Harder decks: all pink cards instead of the six green ones, or all pink and beige cards."),
            Option("random_base", "Random base wall", False, help="Draw the six base tiles from the bag."),
            Option("time", "Time cubes", MAX_TIME, TIME_CHOICES, help="Fewer time cubes make it harder.",
                   labels=tuple(f"{n} cubes" for n in TIME_CHOICES)),
        ),
        summary="Solo defence: build the monastery wall tile by tile, send your two monks along it to "
                "fight the demons marching on each column, and learn techniques before time runs out.",
        contest="Green Box of Games",
        playout_options=((("deck", "all_pink_beige"), ("random_base", True), ("time", 8)),),
    )

    @classmethod
    def declare_zones(cls, players, options):
        wall_shape = (COLUMNS, WALL_ROWS, "square")
        zones = [
            Zone("demons", "grid", "Demons", shape=(COLUMNS, 3, "square"), order=0,
                 hints=(("row_labels", ("Stunned", "Approaching", "Attacking")), ("columns_match", "wall"),
                        ("numbers", "columns"))),  # columns numbered as the panel and buttons name them
            Zone("damage", "grid", "Damage", shape=(COLUMNS, 3, "square"), over="demons"),
            Zone("wall", "grid", "Wall", shape=wall_shape, order=1,
                 hints=(("grows", "up"), ("numbers", "columns"))),
            Zone("monks", "grid", "Monks", shape=wall_shape, over="wall"),
            Zone("points", "grid", "Technique points", shape=wall_shape, over="wall"),
            Zone("drawn", "row", "Drawn tiles", shape=(4,), area="south", order=0),
            Zone("tilebag", "bag", "Bag", visibility="nobody", face_up=False, area="south", order=1),
            Zone("discard", "stack", "Discarded", area="south", order=2),
            Zone("deck", "stack", "Demon deck", face_up=False, area="south", order=3),
            Zone("rowmarks", "pool", "Row marks", area="south", order=4),
        ]
        zones += [Zone(tech_zone(s), "track", f"{s.capitalize()} technique", shape=(3,), area="east", order=i)
                  for i, s in enumerate(SYMBOLS)]
        zones += [
            Zone("integrity", "pool", "Integrity", area="south", order=5),
            Zone("time", "pool", "Time", area="south", order=6),
            Zone("supply", "pool", "Points", area="south", order=7),
            Zone("defeated", "stack", "Defeated", area="south", order=8),
            Zone("through", "stack", "Got through", area="south", order=9),
            Zone("fallen", "pool", "Lost monks", area="south", order=10),
        ]
        return zones

    def setup(self) -> None:
        self.phase, self.turn, self.pending, self.outcome = "build", 1, None, None
        self.points = self.gained = self.steps_left = self.adj_left = 0
        self.activated, self.used, self.charged, self.blocked = frozenset(), frozenset(), frozenset(), frozenset()
        self.relocated, self.own_used, self.active = False, False, None
        self.tech = (0,) * len(SYMBOLS)
        self.slots, self.dmg = [None] * (3 * COLUMNS), [0] * (3 * COLUMNS)
        self.integrity, self.time = START_INTEGRITY, self.options["time"]
        self.defeated = self.through = 0
        self.cols = ((),) * COLUMNS
        self._set_out_tiles()
        monks = list(MONKS)
        self.shuffle(monks)
        self.monks = tuple(monks[:2])
        for monk, col in zip(self.monks, MONK_START_COLUMNS):
            self.put(monk, "monks", wall_slot(col, 0), face_up=False)
        for s in SYMBOLS:
            one, two = TRACK_CARDS[s]
            self.put(one, tech_zone(s), 1)
            self.put(two, tech_zone(s), 2)
            for marker in MARKERS[s]:
                self.put(marker, tech_zone(s), 0)
        for card in self._demon_deck():
            self.put(card, "deck", face_up=False)
        self.put(STAR_GREEN, "rowmarks", 0)
        self.put(STAR_YELLOW, "rowmarks", 2)
        for cube in INTEGRITY_CUBES:
            self.put(cube, "integrity")
        for cube in TIME_CUBES[:self.time]:
            self.put(cube, "time")
        for cube in POINT_CUBES:
            self.put(cube, "supply")
        self.refill()
        self.start_turn()

    def _set_out_tiles(self) -> None:
        """The base wall (one tile of each symbol in random order, or six random tiles) and the bag."""
        if self.options["random_base"]:
            base = []
        else:
            base = [f"tile.{s}.1" for s in SYMBOLS]
            self.shuffle(base)
        for tile in ALL_TILES:
            if tile not in base:
                self.put(tile, "tilebag", face_up=False)
        for col in range(COLUMNS):
            bag = self.contents["tilebag"]
            self.add_tile(base[col] if base else bag[self.random_below(len(bag))], col)

    def _demon_deck(self) -> list[str]:
        """The demon deck, bottom first: beige, then pink, then the light-green leftovers (``DECK_LAYERS``)."""
        beige, pink, green = list(BEIGE), list(PINK), list(SPARE_GREEN)
        for group in (beige, pink, green):
            self.shuffle(group)
        choice = self.options["deck"]
        if choice == "standard":
            return beige[6:] + pink[6:] + green
        if choice == "all_pink":
            return beige[6:] + pink
        return beige + pink

    # ----- bots ---------------------------------------------------------------------------------
    def determinize(self, seat: int, rng: random.Random) -> State:
        """The hidden parts dealt again, the demon deck in its known layers.

        Everyone knows the deck's light-green cards lie on its pink ones and those on the beige
        ones; only which cards of a colour are left (some were set aside unseen) and their order
        are hidden.  So each layer's unseen cards are dealt at random within the layer.
        """
        state = resample(self, rng)
        unseen = list(state.contents["deck"]) + [c for c in state.box_contents() if c in CARD_BACKGROUND]
        layout = DECK_LAYERS[self.options["deck"]]
        drawn = sum(count for _, count in layout) - len(state.contents["deck"])
        for card in list(state.contents["deck"]):
            state.put(card, "box")
        layers = []
        for background, count in reversed(layout):  # the top layer is drawn first
            taken = min(count, drawn)
            drawn -= taken
            layers.append((background, count - taken))
        for background, left in reversed(layers):
            pool = sorted(c for c in unseen if CARD_BACKGROUND[c] == background)
            rng.shuffle(pool)
            for card in pool[:left]:
                state.put(card, "deck", face_up=False)
        return state

    def bot_choice(self, seat: int, level: str, seed: int) -> Action | None:
        """Hudai's bots plan with the greedy planner (``ai.hudai_bot``), Hard with a look-ahead."""
        from greenbox_desktop.ai import hudai_bot  # the bots build on the rules, not the other way round
        return hudai_bot.choose(self, level, seed)

    # ----- dispatch -------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        pending = self.pending
        if pending is None:
            return self.act_actions()
        kind = pending[0]
        if kind == "build":
            return self.build_actions()
        if kind == "relocate":
            return self.relocate_actions()
        if kind in AUTO_KINDS:
            return self.target_actions()
        return self.demon_actions()

    def perform(self, action: Action) -> None:
        pending = self.pending
        if pending is None:
            self.perform_act(action)
            return
        kind = pending[0]
        if kind == "build":
            self.perform_build(action)
        elif kind == "relocate":
            self.perform_relocate(action)
        elif kind in AUTO_KINDS:
            self.resolve_target(action.value)
        else:
            self.perform_demons(action)

    def scores(self) -> list[float]:
        """Integrity plus time left on a win, 0 otherwise."""
        return [self.integrity + self.time if self.outcome == "won" else 0]

    def winners(self) -> list[int]:
        return [0] if self.outcome == "won" else []
