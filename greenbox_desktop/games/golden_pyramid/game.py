"""The Golden Pyramid: the registered game (information, options, the zones of the table, bot hooks).

Rulings (shared/rules/golden_pyramid.md) are followed throughout.  Where they are silent:
Player 1 starts; a builder not yet on the pyramid costs no point at a player's first build;
"adjacent" columns count only columns that stood before the build; a player may offer one trade
to each other player per turn, and a swap must change colours; the hint "a card matching an
available tile must be used" counts only cards that could lead on that level; a displaced builder
with no free tile of its level stays, and no builder moves onto a covered tile; paying a point at
0 points costs nothing (points never go below 0); the score track shows 0-29 and goes round again.
"""

from __future__ import annotations

import random
from collections import Counter

from greenbox_desktop.engine import Action, GameInfo, Move, Option, State, Zone, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.engine.hidden import resample
from greenbox_desktop.games.golden_pyramid import pyramid
from greenbox_desktop.games.golden_pyramid.parts import (
    BAG, CARD_COLOUR, CARD_VALUE, DECK, DISCARD, MARKET, OFFER, TILES, TRACK, TRACK_LENGTH, bag_cubes, builders_zone, columns_zone, cubes, hand,
    level_zone,
)
from greenbox_desktop.games.golden_pyramid.rules import KEEP_DONE, USE_COLOUR
from greenbox_desktop.games.golden_pyramid.words import Words

PLAYOUT_ROUNDS = 3  # random play rarely finishes the pyramid: its playouts stop after this many rounds
EVALUATION_SCALE = 6.0  # a lead of this many points counts as clearly ahead
RESOURCE_WEIGHT = 0.15  # points a card or a cube in hand is worth to a bot's judgement
READY_WEIGHT = 1.5  # points that holding a whole build above the first level is worth to it


@register
class GoldenPyramid(Words):
    """The Golden Pyramid for 2-6 seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's points
    INFO = GameInfo(
        id="golden_pyramid",
        title="The Golden Pyramid",
        designer="André Heines",
        min_players=2,
        max_players=6,
        minutes=30,
        complexity=3,
        options=(
            Option("market_redraw", "Market redraw", False,
                   help="On your turn you may draw a whole new market; trading with it afterwards "
                        "costs 1 point, or you end your turn."),
            Option("round_limit", "Round limit", None, (None, 3, 10, 15, 20, 30),
                   help="End the game after this many rounds even if the top is not built "
                        "(scored as a normal end). Off in the published game.",
                   labels=("No limit", "3 rounds", "10 rounds", "15 rounds", "20 rounds", "30 rounds")),
        ),
        summary="Nobles build a golden pyramid of four levels for the emperor. Spend cards to gather "
                "coloured columns and more cards, trade columns, and raise tiles on top of four columns "
                "each. Matching colours side by side and building high earn the emperor's favour.",
        contest="Contest X (2019)",
        hidden_info=True,
        playout_defaults=(("round_limit", PLAYOUT_ROUNDS),),
    )

    @classmethod
    def declare_zones(cls, players, options):
        zones = []
        for level in range(1, pyramid.LEVELS + 1):
            side = pyramid.size(level)
            shape = (side, side, "square")
            name = "Top" if level == pyramid.TOP else f"Level {level}"
            zones.append(Zone(level_zone(level), "grid", name, shape=shape, order=level,
                              hints=(("coords", level < pyramid.TOP), ("rows", pyramid.LEVELS))))
            if level < pyramid.TOP:
                zones.append(Zone(columns_zone(level), "grid", f"Columns on level {level}",
                                  shape=(2 * side, 2 * side, "square"), over=level_zone(level),
                                  hints=(("cells", pyramid.inner_quarters(level)),)))
            zones.append(Zone(builders_zone(level), "grid", f"Builders on level {level}", shape=shape,
                              over=level_zone(level)))
        zones += [
            Zone(TILES, "row", "Tiles by symbol", shape=(6,), area="west"),
            Zone(TRACK, "track", "Victory points", shape=(TRACK_LENGTH,), area="north"),
            Zone(DECK, "stack", "Deck", visibility="nobody", face_up=False, area="east", order=0),
            Zone(DISCARD, "stack", "Discard: play cards here", area="east", order=1),
            Zone(BAG, "bag", "Bag", visibility="nobody", face_up=False, area="east", order=2),
            Zone(MARKET, "pool", "Market", area="east", order=3),
            Zone(OFFER, "pool", "Trade offer", area="east", order=4),
        ]
        for s in range(players):  # every seat along the bottom edge, hand then cubes
            zones += [
                Zone(hand(s), "hand", f"Player {s + 1}'s hand", owner=s, visibility="owner", face_up=False,
                     area="south", order=2 * s + 1),
                Zone(cubes(s), "pool", f"Player {s + 1}'s columns", owner=s, area="south", order=2 * s + 2),
            ]
        return zones

    def determinize(self, seat: int, rng: random.Random) -> State:
        """The generic deal of hidden cards and tiles, with the bag refilled by the very cubes it must
        hold: the bag's cubes are the bag's set less every cube seen outside it."""
        state = resample(self, rng)
        for cid in list(state.contents[BAG]):
            state.put(cid, "box")
        for cid in bag_cubes(state.players):
            if cid not in state.loc:
                state.put(cid, BAG)
        return state

    def evaluate(self, seat: int) -> float:
        """For bots: points plus the end bonus already earned, plus a little for cards and cubes
        in hand (what the next builds are made of), more for cards and cubes that pair up as
        columns and for holding all a build above the first level needs where one can stand,
        and the sure points of a build under way, against the best other seat."""
        values = [self.points[s] + self.end_bonus(s) + self.build_under_way(s)
                  + RESOURCE_WEIGHT * (min(len(self.hand_of(s)), 7) + min(self.cube_total(s), 8))
                  + READY_WEIGHT * (self.ready_to_build(s) + self.column_pairs(s) / 4)
                  for s in range(self.players)]
        return lead(values, seat, EVALUATION_SCALE)

    def build_under_way(self, seat: int) -> float:
        """The points a seat's unfinished build above the first level will surely bring (its tile
        placed, columns still to come): the tile, the set its column cards make once all four are
        named, and the rise of the end bonus.  A build cannot stop half-way, but a playout cut
        short may, and its cards are already spent."""
        if seat != self.turn or self.step not in ("columns", "cubes"):
            return 0.0
        level = self.target[0]
        tile = pyramid.TILE_POINTS[level] if self.golden else 0
        sets = pyramid.set_points(list(self.col_colours)) if len(self.col_colours) == 4 else 0
        bonus = max(0, pyramid.END_BONUS[level] - self.end_bonus(seat))
        return tile + sets + bonus

    def column_pairs(self, seat: int) -> int:
        """How many of the four columns of a build above the first level a seat's cards and cubes
        already pair up for (a card and a cube of one colour each)."""
        cards = Counter(CARD_COLOUR[cid] for cid in self.hand_of(seat))
        cubes_held = self.cube_counts(seat)
        return min(4, sum(min(n, cubes_held[colour]) for colour, n in cards.items()))

    def ready_to_build(self, seat: int) -> bool:
        """Whether a seat's cards and cubes make a build above the first level somewhere now
        (a leading card of value 2 or more, and four column cards with cubes of their colours)."""
        return bool(self.build_leads(seat))

    def build_leads(self, seat: int) -> list[str]:
        """The cards of a seat's hand that can lead a build above the first level now: of value at
        least a level with an open cell, leaving four cards that pair up with cubes of their colours
        (as ``build_spots`` asks, counted once for the whole hand: bots ask this at every step)."""
        cards = self.hand_of(seat)
        if len(cards) < 5:
            return []
        have = self.cube_counts(seat)
        colours = Counter(CARD_COLOUR[cid] for cid in cards)
        pairs = sum(min(n, have[colour]) for colour, n in colours.items())
        # leading a card leaves one pair fewer unless its colour has more cards than cubes
        leads = [cid for cid in cards if CARD_VALUE[cid] >= 2
                 and pairs - (colours[CARD_COLOUR[cid]] <= have[CARD_COLOUR[cid]]) >= 4]
        lowest = next((level for level in range(2, pyramid.TOP + 1) if leads and self.open_cells(level)), None)
        return [cid for cid in leads if lowest is not None and CARD_VALUE[cid] >= lowest]

    def bot_actions(self) -> list[Action]:
        """What bots weigh, so that turns build rather than wander (issue 32):

        - a turn's action: with a build above the first level in hand, only the cards that lead
          one (a build is about ten steps, too long for a search or a cut-off playout to see its
          points at the end); else anything but walking the builder, unless nothing else is left
          (a builder walked to and fro builds nothing, and a build may still place it);
        - the use of a card that can build above the first level: only its builds on the highest
          level it reaches;
        - keeping drawn cards: all of them when the rules allow (a hand over the limit is cut
          afterwards from all its cards, so discarding a fresh card earlier never helps).
        """
        actions = self.legal_actions()
        if self.step == "act":
            leads = set(self.build_leads(self.turn))
            if leads:
                return [a for a in actions if isinstance(a, Move) and a.component in leads]
            moves = [a for a in actions if not (isinstance(a, Move) and a.zone.startswith("builders."))]
            return moves or actions
        if self.step == "use":
            levels = [int(a.zone.split(".")[1]) for a in actions if isinstance(a, Move)]
            if levels and max(levels) > 1:
                top = level_zone(max(levels))
                return [a for a in actions if isinstance(a, Move) and a.zone == top]
            return actions
        if self.step == "keep" and KEEP_DONE in actions:
            return [KEEP_DONE]
        return actions

    def playout_action(self, rng: random.Random) -> Action | None:
        """In a bot's playout, a card played for cubes takes the one cube of its colour when a
        card of that colour in hand still lacks its cube (a column pair in the making); else
        a random action among ``bot_actions``."""
        if self.step == "use" and USE_COLOUR in self.legal_actions():
            colour = CARD_COLOUR[self.lead]
            if self.column_pairs(self.turn) < 4 and \
                    sum(CARD_COLOUR[c] == colour for c in self.hand_of(self.turn)) > self.cube_counts(self.turn)[colour]:
                return USE_COLOUR
        return None
