"""Green Port: the registered game (information, options and the zones of the table).

Rulings (shared/rules/green_port.md) are followed throughout.  Where they are silent: Player 1
starts; Specialize is open to the active player whenever the decision is theirs in Hire and
Utilize (not while others refer or discard); the bonus for the underdogs goes to every tied
seat in seat order from the active player; a 2-player game without black objectives shuffles
the same twelve cubes and lays one on each of the nine white cards (three go back); the supply
is finite, so a gain stops when a colour runs out; a Green HQ bought in the end purchase gets
no marker (it could never be used); in the end purchase colours go in the order red, blue,
yellow, green, each one's buyers ordered by their cubes of it when that colour begins.
"""

from __future__ import annotations

from greenbox_desktop.engine import GameInfo, Option, Zone, register
from greenbox_desktop.games.green_port.data import BASIC, COLUMNS, ROWS
from greenbox_desktop.games.green_port.table import OBJECTIVE_CUBES, OBJECTIVES, gang, hq_pile, supply, units
from greenbox_desktop.games.green_port.words import Words
from greenbox_desktop.games.green_port.bots import Bots


@register
class GreenPort(Words, Bots):
    """Green Port for 2-4 seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's points
    INFO = GameInfo(
        id="green_port",
        title="Green Port",
        designer="Pedro Dias",
        min_players=2,
        max_players=4,
        minutes=45,
        complexity=3,
        options=(
            Option("profiles", "Dominant Profiles", True,
                   help="Each gang gets a symbol tile: +1 cube per card of that symbol it takes, and once per "
                        "turn it may be turned over to cancel a bust or escape the police. Off: the simpler game."),
            Option("powers", "Headquarter powers", True,
                   help="Headquarters give their colour's power (cheaper trades, objectives, profile and an extra "
                        "cube). Off: the simpler game, where they only score."),
            Option("small_table", "Fewer headquarters", True, players=(2, 3),
                   help="With 3 players one headquarters worth 1 of each colour is left out; with 2 players both, "
                        "and the black objectives too."),
        ),
        summary="Push your luck in the harbour: reveal cards one at a time to build a pool of recruits, stop "
                "before the police bust you, and take every card of one colour as cubes. Spend the cubes on heists "
                "that score their cards and on headquarters with powers; rivals may buy into your pool.",
        contest="Green Box of Games 2018 rulebook",
        rules_version=2,  # 2: once a player has begun to give back cubes, the profile no longer excuses the rest
    )

    @classmethod
    def declare_zones(cls, players, options):
        columns = 4 if players == 2 and options.get("small_table", True) else COLUMNS
        shape = (COLUMNS, ROWS, "square")
        cells = tuple(r * COLUMNS + k for r in range(ROWS) for k in range(columns))
        zones = [
            Zone(OBJECTIVES, "grid", "Objectives (pay each card in its cube's colour)",
                 shape=shape, order=0, hints=(("cells", cells),)),
            Zone(OBJECTIVE_CUBES, "grid", "", shape=shape, over=OBJECTIVES),
            Zone("pool", "pool", "Unit pool", area="east", order=len(BASIC)),
            Zone("deck", "stack", "Deck", visibility="nobody", face_up=False, area="west", order=0),
            Zone("discard", "stack", "Discard", area="west", order=1),
        ]
        zones += [Zone(hq_pile(c), "stack", f"{c.capitalize()}", area="west", order=2 + k)  # headquarters, by colour
                  for k, c in enumerate(BASIC)]
        zones += [Zone(supply(c), "stack", f"{c.capitalize()} supply", area="east", order=k)
                  for k, c in enumerate(BASIC)]
        for seat in range(players):
            area = "south" if seat % 2 == 0 else "north"
            zones += [Zone(units(seat), "pool", f"Player {seat + 1}: cubes", owner=seat, area=area, order=2 * seat),
                      Zone(gang(seat), "pool", f"Player {seat + 1}: gang", owner=seat, visibility="owner", area=area,
                           order=2 * seat + 1)]
        return zones
