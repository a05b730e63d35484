"""Bad Day at the Office: the printed extras (locations, schemes, events, tracker, Boss, dice),
the player pawns, and the geometry of the 3×3 office (ring order, neighbours).

Every card is registered as an extra of the box with our own words on it; a location and the
scheme that makes trouble there carry the same number, so they are easy to match at a glance.
"""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, extra_card, extra_die, extra_meeple

DECK = "badday"
CORRIDOR_CELL = 4
RING: tuple[int, ...] = (0, 1, 2, 5, 8, 7, 6, 3)  # the eight outer cells, clockwise from the top left
RING_INDEX: dict[int, int] = {cell: i for i, cell in enumerate(RING)}
SECURITY_MAX = 6
ACTIONS_PER_TURN = 3
MOST_FIX_DICE = 13
HAND_SIZES: dict[int, int] = {2: 6, 3: 4, 4: 3}  # 5 or more players: 2 cards each
COPIES = 7

# (key, location name, scheme name) of the seven locations where trouble can be caused
TROUBLE_SPOTS: tuple[tuple[str, str, str], ...] = (
    ("kitchen", "Kitchen", "Decaf Switch"),
    ("meeting", "Meeting Room", "Donut Brawl"),
    ("toilets", "Toilets", "Clogged Pipes"),
    ("stationery", "Stationery Cupboard", "Post-it Shortage"),
    ("storage", "Document Storage", "Paper Fire"),
    ("it", "IT Department", "Browser Game"),
    ("mail", "Mail Room", "White Powder"),
)
LOCATION_NAMES: dict[str, str] = {key: name for key, name, _ in TROUBLE_SPOTS}
LOCATION_NAMES.update(farm="Cubicle Farm", corridor="Dingy Corridor")
SCHEME_NAMES: dict[str, str] = {key: scheme for key, _, scheme in TROUBLE_SPOTS}


def location_card(key: str) -> str:
    """The id of the location card ``key`` (kitchen, ..., farm, corridor)."""
    return f"extra.card.{DECK}.room_{key}"


def _register_locations() -> tuple[str, ...]:
    ids = []
    for number, (key, name, scheme) in enumerate(TROUBLE_SPOTS, start=1):
        ids.append(extra_card(DECK, f"room_{key}", title=name, value=number,
                              text=f"Play {scheme} here to stir up trouble (the card with the same number)."))
    ids.append(extra_card(DECK, "room_farm", title="Cubicle Farm",
                          text="Every pawn starts at its desk here, and the Boss sends pawns back here. "
                               "No trouble can start here."))
    ids.append(extra_card(DECK, "room_corridor", title="Dingy Corridor",
                          text="The middle of the office. The Boss never looks in here. No trouble can start here."))
    return tuple(ids)


LOCATIONS: tuple[str, ...] = _register_locations()
CORRIDOR = location_card("corridor")
ROOM_KEY = {cid: cid.split(".room_", 1)[1] for cid in LOCATIONS}

SCHEMES: dict[str, tuple[str, ...]] = {
    key: tuple(extra_card(DECK, f"{key}_{n}", title=scheme, value=number,
                          text=f"An action in the {LOCATION_NAMES[key]}: the trouble there rises by 1.")
               for n in range(1, COPIES + 1))
    for number, (key, _, scheme) in enumerate(TROUBLE_SPOTS, start=1)
}
SCHEME_ROOM: dict[str, str] = {cid: key for key, cards in SCHEMES.items() for cid in cards}

SYNERGY = extra_card(DECK, "ev_synergy", title="Promote Synergy", colour="yellow",
                     text="Event, free on your turn: walk the Boss two locations round the ring, "
                          "whichever way you like.")
GOSSIP = extra_card(DECK, "ev_gossip", title="Gossip Session", colour="yellow",
                    text="Event, free on your turn: each player hands one card of their choice to the next player.")
BRAINSTORM = extra_card(DECK, "ev_brainstorm", title="Brainstorming Solutions", colour="yellow",
                        text="Event, free on your turn: a trouble already on the board rises by 1.")
DESKS = extra_card(DECK, "ev_desks", title="Floating Desks", colour="yellow",
                   text="Event, free on your turn: put any pawn, yours or another's, on any location.")
BREAK = extra_card(DECK, "ev_break", title="On a Break", colour="yellow",
                   text="Keep it for the Boss: when he walks in on your pawn, discard it and your pawn stays put.")
EVENTS: tuple[str, ...] = (SYNERGY, GOSSIP, BRAINSTORM, DESKS, BREAK)
ALL_CARDS: tuple[str, ...] = tuple(cid for cards in SCHEMES.values() for cid in cards) + EVENTS

TRACKER = extra_card(DECK, "tracker", title="Security", colour="black",
                     text="The level climbs by 1 each time the Boss walks onto or past the Cubicle Farm (at most 6).")
BOSS = extra_meeple("boss", title="The Boss")
TROUBLE_DICE: tuple[str, ...] = tuple(extra_die(n, "red") for n in range(1, 8))
SECURITY_DICE: tuple[str, ...] = tuple(extra_die(n, "blue") for n in range(1, MOST_FIX_DICE + 1))
SECURITY_TOKEN = "cube.black.01"
PAWNS: tuple[str, ...] = tuple(f"meeple.{colour}" for colour in COLOURS)
PAWN_SEAT: dict[str, int] = {pawn: seat for seat, pawn in enumerate(PAWNS)}

EXTRAS: tuple[str, ...] = LOCATIONS + ALL_CARDS + (TRACKER, BOSS) + TROUBLE_DICE + SECURITY_DICE


def hand_size(players: int) -> int:
    """Cards dealt to each player: 6, 4, 3 for 2, 3, 4 players, 2 for five or more."""
    return HAND_SIZES.get(players, 2)


def hand_zone(seat: int) -> str:
    """The zone id of a seat's hand."""
    return f"hand.{seat}"


def neighbours(cell: int) -> tuple[int, ...]:
    """The cells next to ``cell`` in the 3×3 office (not diagonally)."""
    x, y = cell % 3, cell // 3
    out = []
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        if 0 <= x + dx < 3 and 0 <= y + dy < 3:
            out.append((y + dy) * 3 + x + dx)
    return tuple(out)


NEIGHBOURS: dict[int, tuple[int, ...]] = {cell: neighbours(cell) for cell in range(9)}


def ring_step(cell: int, steps: int = 1) -> int:
    """The ring cell ``steps`` places clockwise (negative: anticlockwise) from ring cell ``cell``."""
    return RING[(RING_INDEX[cell] + steps) % len(RING)]
