"""Desert Dessert: the registered game (information, options and the zones of the table).

Rulings (shared/rules/desert_dessert.md) are followed throughout; where they are silent:
managers go onto working (supplied) industries only and a coloured one takes its cube at once;
partial supplies do not exist (an industry is supplied whole or not at all); the cube bank holds
20 cubes of each colour, so output and trades stop when a colour runs out; the score is the
number of turns taken; play has no turn limit unless the player sets one, and a game stopped
at its limit has run out of turns, which is not a loss (a scripted player wins in about 28
turns, one that trades and builds at random in about 65, one that does everything at random
hardly ever within 150, so random playouts stop at a limit of their own).
"""

from __future__ import annotations

import random

from greenbox_desktop.engine import Action, GameInfo, Option, Zone, register
from greenbox_desktop.games.desert_dessert.data import (
    BAG, BANK, BOSSES, DECK, DISCARD, INDUSTRIES, INPUTS, KINDS, MANAGERS, MARKET, MARKET_WIDTH,
    BLACK_TO_WIN, PLAYOUT_TURN_LIMIT, RESOURCE_NAMES, RESOURCES, STORE, TILES, TILES_PER_KIND, TURN_LIMITS,
)
from greenbox_desktop.games.desert_dessert.strategy import sensible
from greenbox_desktop.games.desert_dessert.words import Words

GRID = (KINDS, TILES_PER_KIND, "square")
PLAYOUT_WHIM = 0.1  # the share of playout moves chosen at random instead of by the scripted player


@register
class DesertDessert(Words):
    """The solo engine-builder Desert Dessert."""

    INFO = GameInfo(
        id="desert_dessert",
        title="Desert Dessert",
        designer="Yury Milovidov",
        min_players=1,
        max_players=1,
        minutes=20,
        complexity=3,
        options=(
            Option("turn_limit", "Turn limit", TURN_LIMITS[0], TURN_LIMITS,
                   labels=tuple("No limit" if n is None else f"{n} turns" for n in TURN_LIMITS),
                   help="No limit: play until you win. Otherwise the game stops after that many turns: "
                        "it has then run out of turns."),
        ),
        summary="Solo engine-building in the desert: feed your wells, workshops and mines with cubes, "
                "trade at a shifting world market, and grow six vanilla beans in as few turns as you can.",
        contest="Green Box of Games",
        playout_defaults=(("turn_limit", PLAYOUT_TURN_LIMIT),),
    )

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            # The market stands beside the industries; its price cells show the trades in words.
            Zone(MARKET, "grid", "World market: sell ← row → buy", shape=(MARKET_WIDTH, KINDS, "square"), order=0,
                 hints=(("row_labels", RESOURCE_NAMES),)),
            Zone(DECK, "stack", "Draw pile", visibility="nobody", face_up=False, area="north", order=1),
            Zone(DISCARD, "stack", "Discards", area="north", order=2),
            Zone(INDUSTRIES, "grid", "Your industries", shape=GRID, order=1),
            Zone(INPUTS, "grid", "Supplied cubes", shape=GRID, over=INDUSTRIES),
            Zone(BOSSES, "grid", "Managers at work", shape=GRID, over=INDUSTRIES),
            Zone(TILES, "row", "Tiles to build", shape=(KINDS,), area="north", order=0),
            Zone(MANAGERS, "pool", "Managers at hand", area="south", order=KINDS),
            Zone(BAG, "bag", "Manager bag", visibility="nobody", face_up=False, area="south", order=KINDS + 1),
        ]
        zones += [Zone(z, "pool", f"Store: {RESOURCE_NAMES[i]}", area="south", order=i) for i, z in enumerate(STORE)]
        zones += [Zone(z, "pool", RESOURCES[i].capitalize(), area="west", order=i) for i, z in enumerate(BANK)]  # the bank, a pile a colour
        return zones

    # ----- bots -----------------------------------------------------------------------------
    def playout_action(self, rng: random.Random) -> Action | None:
        """Playouts follow the scripted player, now and then a random move instead, so they reach a win."""
        return None if rng.random() < PLAYOUT_WHIM else sensible(self, rng)

    def bot_choice(self, seat: int, level: str, seed: int) -> Action | None:
        """Hard follows the scripted player improved by rollouts (``ai.desert_dessert_bot``); the
        other levels search as usual."""
        if level != "hard":
            return None
        from greenbox_desktop.ai import desert_dessert_bot  # the bots build on the rules, not the other way round
        return desert_dessert_bot.choose(self, seed)

    def evaluate(self, seat: int) -> float | None:
        """Progress towards a win, always below a win's worth: the kinds of industry built, the
        black cubes stored, and (a little) the industries in all."""
        kinds = sum(1 for n in self.built if n) / KINDS
        black = min(len(self.contents[STORE[-1]]), BLACK_TO_WIN) / BLACK_TO_WIN
        industries = min(sum(self.built), 2 * KINDS) / (2 * KINDS)
        return 0.1 + 0.4 * kinds + 0.3 * black * kinds + 0.05 * industries
