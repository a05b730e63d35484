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
        against the best other seat."""
        values = [self.points[s] + self.end_bonus(s)
                  + RESOURCE_WEIGHT * (min(len(self.hand_of(s)), 7) + min(self.cube_total(s), 8))
                  + READY_WEIGHT * (self.ready_to_build(s) + self.column_pairs(s) / 4)
                  for s in range(self.players)]
        return lead(values, seat, EVALUATION_SCALE)

    def column_pairs(self, seat: int) -> int:
        """How many of the four columns of a build above the first level a seat's cards and cubes
        already pair up for (a card and a cube of one colour each)."""
        cards = Counter(CARD_COLOUR[cid] for cid in self.hand_of(seat))
        cubes_held = self.cube_counts(seat)
        return min(4, sum(min(n, cubes_held[colour]) for colour, n in cards.items()))

    def ready_to_build(self, seat: int) -> bool:
        """Whether a seat's cards and cubes make a build above the first level somewhere now
        (a leading card of value 2 or more, and four column cards with cubes of their colours)."""
        cards = self.hand_of(seat)
        for i, lead_card in enumerate(cards):
            rest = cards[:i] + cards[i + 1:]
            for level in range(2, pyramid.TOP + 1):
                if self.build_spots(level, CARD_VALUE[lead_card], seat, rest):
                    return True
        return False

    def bot_actions(self) -> list[Action]:
        """Bots move their builder as a turn's action only when nothing else is left: a builder
        walked to and fro spends turns that build nothing (issue 32), and a build may still place
        the builder on its new tile."""
        actions = self.legal_actions()
        if self.step != "act":
            return actions
        moves = [a for a in actions if not (isinstance(a, Move) and a.zone.startswith("builders."))]
        return moves or actions
