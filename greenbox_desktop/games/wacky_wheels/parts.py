"""The pieces of Wacky Wheels: the car stats and their cubes, the seats' meeples, the cards, the zones.

Every car's cubes lie on one row of the "Cars" board, one column per stat (health, hedgehogs,
boosters, oil, laps); the supply holds the unused cubes of the four stat colours, one cell each.
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

TRACK, ON_TRACK, CARS, CAR_CUBES = "track", "on_track", "cars", "car_cubes"
SUPPLY, SUPPLY_CUBES, DECK, DISCARD, DICE, PIT = "supply", "supply_cubes", "deck", "discard", "dice", "pit"


def hand(seat: int) -> str:
    """The zone of ``seat``'s cards."""
    return f"hand.{seat}"


def packet(seat: int) -> str:
    """The zone of the draft packet ``seat`` picks from now."""
    return f"packet.{seat}"


def car_slot(seat: int, col: int) -> int:
    """The cell of ``seat``'s cubes of one stat column on the Cars board."""
    return seat * COLUMNS + col


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


def zones(players: int, laps: int) -> list[Zone]:
    """Every zone of a race for ``players`` seats."""
    ring = tuple(RING)
    rows = tuple(f"Player {s + 1}" for s in range(players))
    out = [
        Zone(TRACK, "grid", f"Track · {laps} laps · clockwise from the green star", shape=(SIDE, SIDE, "square"),
             hints=(("cells", ring),)),
        Zone(ON_TRACK, "grid", shape=(SIDE, SIDE, "square"), over=TRACK, hints=(("cells", ring),)),
        Zone(CARS, "grid", "Cars: health · hedgehogs · boosters · oil · laps", shape=(COLUMNS, players, "square"),
             area="east", order=0, hints=(("row_labels", rows),)),
        Zone(CAR_CUBES, "grid", shape=(COLUMNS, players, "square"), over=CARS, hints=(("tally", True),)),
        Zone(SUPPLY, "grid", "Supply", shape=(len(STAT_COLOURS), 1, "square"), area="east", order=1),
        Zone(SUPPLY_CUBES, "grid", shape=(len(STAT_COLOURS), 1, "square"), over=SUPPLY, hints=(("tally", True),)),
        Zone(DICE, "pool", "Dice", area="east", order=2),
        Zone(PIT, "pool", "Pit", area="east", order=3),
        Zone(DECK, "stack", "Deck", face_up=False, area="west", order=0),
        Zone(DISCARD, "stack", "Discards", area="west", order=1),
    ]
    for s in range(players):
        out.append(Zone(hand(s), "hand", f"Player {s + 1}'s cards", owner=s, visibility="owner", face_up=False,
                        area="south" if s % 2 == 0 else "north", order=s))
        out.append(Zone(packet(s), "hand", f"Player {s + 1}'s draft", owner=s, visibility="owner", face_up=False,
                        area="west", order=2 + s))
    return out


def lap_of(progress: int, laps: int) -> int:
    """The laps a car has completed at ``progress`` tiles driven (never below 0 nor above the race's)."""
    return max(0, min(laps, progress // LENGTH))
