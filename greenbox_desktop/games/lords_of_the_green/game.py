"""Lords of the Green: the registered game (information, options and the zones of the table).

Rulings (shared/rules/lords_of_the_green.md) are followed throughout; where they are silent:
Player 1 (red) starts and colours take turns in the order red, blue, yellow, green, white
(with 2 players Player 1 plays red and yellow, Player 2 blue and green); a lord keeps every
other colour's knights off his tile, the partner colour of a 2-player game included; a lord
moving takes knights only from his own tile and needs at least one; with the lord unable to
move, the player may end the turn after placing at least one knight.
"""

from __future__ import annotations

from greenbox_desktop.engine import GameInfo, Option, Zone, register
from greenbox_desktop.games.lords_of_the_green import board
from greenbox_desktop.games.lords_of_the_green.rules import BOARD, LORDS, PIECES, pile
from greenbox_desktop.games.lords_of_the_green.words import Words


@register
class LordsOfTheGreen(Words):
    """Lords of the Green for 2-5 seats."""

    INFO = GameInfo(
        id="lords_of_the_green",
        title="Lords of the Green",
        designer="Jørgen Brunborg-Næss",
        min_players=2,
        max_players=5,
        minutes=10,
        complexity=1,
        options=(
            Option("scoring", "Two-player scoring", "sum", ("sum", "lowest"),
                   help="With 2 players each plays two colours: add both colours' points (sum), "
                        "or count only each player's weaker colour (lowest).", players=(2,)),
        ),
        summary="Send knights onto a board of valued tiles, a few at a time, and march your lord with an "
                "escort to seize the tiles where you can outnumber everyone. Held tiles score their value, "
                "and your largest connected realm scores extra.",
        contest="Green Box of Games",
    )

    @classmethod
    def declare_zones(cls, players, options):
        shape = (board.width(players), board.HEIGHT, "square")
        zones = [
            Zone(BOARD, "grid", "The land", shape=shape, order=0, hints=(("coords", True),)),
            # "cover": a tile's pieces stand centred, every colour and the lord in view (a column up the
            # tile's right edge shows at most four pieces, and a lord among five would hide under a count)
            Zone(PIECES, "grid", "Knights and lords", shape=shape, over=BOARD, hints=(("tally", True), ("cover", True))),
            Zone(LORDS, "pool", "Lords waiting", area="south", order=len(board.colours_in_play(players))),
        ]
        for k, colour in enumerate(board.colours_in_play(players)):
            seat = board.seat_of(k, players)
            zones.append(Zone(pile(colour), "stack", f"Player {seat + 1} · {colour.capitalize()}",
                              owner=seat, area="south", order=k))
        return zones
