"""Wacky Wheels: race cars round a loop of 36 tiles with dice, cards, boosters, hedgehogs and oil.

The rules live in ``rules`` (the draft, pickups, turns, the pit and the finish), the words in
``words``; this module registers the game with its facts and options and adds the bot hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from greenbox_desktop.engine import Action, GameInfo, Move, Option, Pass, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.wacky_wheels.parts import DISCARD, LAPS_COLUMN, MEEPLES, card_value, zones
from greenbox_desktop.games.wacky_wheels.track import LENGTH, RACE_NAMES, RACES
from greenbox_desktop.games.wacky_wheels.words import RaceWords

if TYPE_CHECKING:
    import random

LAP_CHOICES = (3, 4, 5, 6)
RACE_COUNTS = (1, 2, 3, 4)
STAT_WORTH = (1.0, 1.5, 1.5, 1.0)  # tiles a bot counts for one cube of health, hedgehogs, boosters, oil
CARD_WORTH = 1.5
CLEAR_LEAD = 12  # tiles ahead that count as clearly leading


@register
class WackyWheels(RaceWords):
    """Wacky Wheels for 2-5 racers."""

    INFO = GameInfo(
        id="wacky_wheels",
        title="Wacky Wheels",
        designer="Stephen Jennings",
        min_players=2,
        max_players=5,
        minutes=30,
        complexity=3,
        options=(
            Option("laps", "Laps", 3, LAP_CHOICES, help="How many laps the race runs; longer races pay more points."),
            Option("course", "Track", "race1", RACES, labels=RACE_NAMES,
                   help="The order of the symbols round the loop."),
            Option("races", "Races", 1, RACE_COUNTS, labels=("Single race", "Circuit of 2", "Circuit of 3",
                                                             "Circuit of 4"),
                   help="A circuit runs several races, each on the next track order and one lap longer; "
                        "the cars keep their cubes and cards, and the points add up."),
        ),
        summary="Draft a hand of racing cards, then roll for speed round a loop of tiles: a card on a "
                "matching tile multiplies your die, boosters add to it, hedgehogs and oil slow the others. "
                "Nurse your health, decide when to stop in the pit, and be furthest past the line.",
        contest="Green Box of Games contest 2019",
        hidden_info=True,
    )

    # Bots' playouts run about three turns on the racers' habits (``playout_action``) before
    # ``evaluate`` judges: a turn is several actions, and a card kept for a better roll or a
    # hedgehog fired pays off only a turn or two later (Hard beat Easy in 71 of 100 games with the
    # default 6 actions, 93 with 20).
    PLAYOUT_CUTOFF = 20

    @classmethod
    def declare_zones(cls, players, options):
        return zones(players)

    def evaluate(self, seat: int) -> float | None:
        """Distance driven plus what the car's cubes and cards are worth in tiles, as a lead over the best rival."""
        worth = []
        for s in range(self.players):
            stats = self.stats(s)
            value = self.progress[s] + sum(w * n for w, n in zip(STAT_WORTH, stats[:LAPS_COLUMN]))
            value += CARD_WORTH * len(self.contents[f"hand.{s}"]) - 4 * self.wreck[s]
            if s in self.finished:
                value += LENGTH + self.finished[s]
            worth.append(value)
        return lead(worth, seat, CLEAR_LEAD)

    def playout_action(self, rng: random.Random) -> Action | None:
        """A racer's habits for bots' playouts: drive on the higher die, multiply it with the best
        card that fits, attack now and then, and otherwise drive on (other steps: random)."""
        actions = self.legal_actions()
        if self.step == "die":
            return max(actions, key=lambda a: self.loc[a.value][1])
        if self.step not in ("plan", "after"):
            return None
        attacks = [a for a in actions if isinstance(a, Move) and a.component.startswith(("cube.red", "cube.blue"))]
        if attacks and rng.random() < 0.5:
            return rng.choice(attacks)
        if self.step == "after":
            return Pass()
        cards = [a for a in actions if isinstance(a, Move) and a.zone == DISCARD]
        if cards:
            return max(cards, key=lambda a: card_value(a.component))
        return next(a for a in actions if isinstance(a, Move) and a.component == MEEPLES[self.current_player]
                    and a.zone != "pit")
