"""The pieces of Wacky Wheels: the car stats and their cubes, the seats' meeples, the cards, the zones.

Every car's cubes lie in the infield of the track, one row per car (from the third row down) and
one column per stat (health, hedgehogs, boosters, oil, laps); below them the supply holds the
unused cubes of the four stat colours, one cell each.
"""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, component, cube_ids
from greenbox_desktop.engine import Zone
from greenbox_desktop.games.wacky_wheels.track import LENGTH, RING, SIDE

STAT_COLOURS = ("green", "red", "yellow", "blue")
STAT_NAMES = ("health", "hedgehog", "booster", "oil")
START_STATS = (4, 2, 2, 2)
HEALTH, HEDGEHOG, BOOSTER, OIL = range(4)
LAPS_COLUMN = 4
COLUMNS = 5
LAP_CUBES = tuple(cube_ids("black") + cube_ids("white"))  # black first; white when black runs out
STAT_CUBES = tuple(cid for colour in STAT_COLOURS for cid in cube_ids(colour))
CUBE_COLUMN = {f"cube.{colour}": col for col, colour in enumerate(STAT_COLOURS)}
SEAT_COLOURS = ("red", "blue", "yellow", "green", "white")
MEEPLES = tuple(f"meeple.{colour}" for colour in SEAT_COLOURS)
MEEPLE_SEAT = {m: s for s, m in enumerate(MEEPLES)}
DECK_CARDS = tuple(f"card.{colour}.{v}" for colour in COLOURS for v in range(1, 7)) + tuple(
    f"card.{colour}.g{k}" for colour in COLOURS for k in (1, 2, 3))
HAND_AT_START = 6  # 8 drafted, 2 discarded for pickups: the card "start stat" of the pit
DRAFT_KEEP = 8
PICKS_PER_PASS = 2
PICKUP_DISCARDS = 2
PIT_CUBES = 4
PIT_CARDS = 2
STAY_DOUBLE_CARDS = 3

TRACK, ON_TRACK, CAR_CUBES = "track", "on_track", "car_cubes"
DASH_X, DASH_Y = 3, 2  # the infield cell of the first car's health cubes
SUPPLY_CUBES, DECK, DISCARD, DICE, PIT = "supply_cubes", "deck", "discard", "dice", "pit"
SUPPLY_Y = 7  # the infield row of the supply, under the cars' rows


def hand(seat: int) -> str:
    """The zone of ``seat``'s cards."""
    return f"hand.{seat}"


def packet(seat: int) -> str:
    """The zone of the draft packet ``seat`` picks from now."""
    return f"packet.{seat}"


def car_slot(seat: int, col: int) -> int:
    """The infield cell of ``seat``'s cubes of one stat column."""
    return (DASH_Y + seat) * SIDE + DASH_X + col


def slot_car(slot: int) -> tuple[int, int]:
    """The (seat, stat column) of an infield cell of the cars' cubes."""
    return slot // SIDE - DASH_Y, slot % SIDE - DASH_X


def supply_slot(col: int) -> int:
    """The infield cell of the supply's cubes of one stat colour."""
    return SUPPLY_Y * SIDE + DASH_X + col


def row_head(seat: int) -> int:
    """The infield cell left of ``seat``'s row of cubes (its caption)."""
    return car_slot(seat, 0) - 1


def column_head(col: int) -> int:
    """The infield cell above a stat column (its caption)."""
    return car_slot(0, col) - SIDE


def stat_column(cid: str) -> int:
    """The stat column of a green, red, yellow or blue cube."""
    return CUBE_COLUMN[cid.rsplit(".", 1)[0]]


def card_symbol(cid: str) -> str:
    """The symbol on a card."""
    return component(cid).symbol


def card_value(cid: str) -> int:
    """The number on a card."""
    return component(cid).value


def card_look(cid: str) -> tuple[str, int]:
    """What matters of a card for a move: its symbol and its number."""
    return card_symbol(cid), card_value(cid)


def card_name(cid: str) -> str:
    """A card in words: "Bricks 4"."""
    return f"{card_symbol(cid).capitalize()} {card_value(cid)}"


def zones(players: int) -> list[Zone]:
    """Every zone of a race for ``players`` seats."""
    ring = tuple(RING)
    dash = tuple(car_slot(s, col) for s in range(players) for col in range(COLUMNS))
    out = [
        Zone(TRACK, "grid", "Track · clockwise from the green star", shape=(SIDE, SIDE, "square"),
             hints=(("cells", ring),)),
        Zone(ON_TRACK, "grid", shape=(SIDE, SIDE, "square"), over=TRACK, hints=(("cells", ring),)),
        Zone(CAR_CUBES, "grid", shape=(SIDE, SIDE, "square"), over=TRACK, hints=(("cells", dash), ("tally", True))),
        Zone(SUPPLY_CUBES, "grid", shape=(SIDE, SIDE, "square"), over=TRACK,
             hints=(("cells", tuple(supply_slot(col) for col in range(len(STAT_COLOURS)))), ("tally", True))),
        Zone(DICE, "pool", "Dice", area="east", order=2),
        Zone(PIT, "pool", "Pit", area="east", order=3),
        Zone(DECK, "stack", "Deck", face_up=False, area="east", order=4),
        Zone(DISCARD, "stack", "Discards", area="east", order=5),
    ]
    for s in range(players):
        out.append(Zone(hand(s), "hand", f"Player {s + 1}'s cards", owner=s, visibility="owner", face_up=False,
                        area="south", order=s))
        out.append(Zone(packet(s), "hand", f"Player {s + 1}'s draft", owner=s, visibility="owner", face_up=False,
                        area="north", order=s))
    return out


def lap_of(progress: int, laps: int) -> int:
    """The laps a car has completed at ``progress`` tiles driven (never below 0 nor above the race's)."""
    return max(0, min(laps, progress // LENGTH))
