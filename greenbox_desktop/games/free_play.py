"""Free play: the whole Green Box on one open table, with no game's rules, only the box's.

Every component starts in a tray of the box.  The seat at the screen may put any piece it can
reach (everything but the bag's contents and the other seats' hands) anywhere on the open
table (a ``free`` zone of fine units), into its own hand or another seat's (where the others see
nothing of it), into the bag or back into its tray; turn tiles and cards face up or down, rotate
pieces on the table, roll dice, shuffle or spread a stack (pieces on one spot), draw from the
bag at random, deal a chosen number of pieces to every hand at once (the top cards of the card
stack, or pieces of the bag at random), and pass the laptop to the next seat.
A free table never ends by itself, except that it stops at ``GameInfo.max_actions`` actions,
the most a save may hold, so that every session can still be saved and opened again.
The actions that work on one piece (flip, turn, roll, shuffle, spread) are ``PIECE_ACTIONS``:
the table offers them by key and right click, never as buttons.  A piece the seat cannot see (a
face-down card) is named in actions by the masked id its view shows (``masked_names``), so
nothing leaks and the seat's view and its actions agree.
"""

from __future__ import annotations

from functools import lru_cache

from greenbox_desktop.box import ALL_IDS, component, kind_of
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, Option, Pass, Shift, State, Zone, move, register
from greenbox_desktop.words import plural

WIDTH, HEIGHT = 160, 100  # the open table in fine units (a few pixels each on screen)
TABLE, BAG = "table", "bag"
TRAYS = {"tile": "tray.tiles", "card": "tray.cards", "cube": "tray.cubes"}
OTHER_TRAY = "tray.pieces"  # meeples, dice, the bag and the score track
SPREAD_STEP = 9  # units between the pieces of a spread pile (more than half a tile: every centre shows)
DRAW = Choose("draw", "bag")
# pieces alike in a tray (one of each look can be picked up there); each die shows its own number
# (as one string: a string keeps its hash, so grouping by look stays cheap)
LOOK = {cid: f"{component(cid).kind}/{component(cid).colour}/{component(cid).symbol}/{cid if kind_of(cid) == 'die' else ''}"
        for cid in ALL_IDS}
PLAYOUT_LIMIT = 40  # random test play stops after this many actions (a free table never ends)
MOST_DEALT = 10  # a deal gives every hand 1 to this many pieces
DEAL_FIRST = 5  # how many a deal gives each hand until a seat chooses another number
DEAL_FROM = {"deal_cards": "tray.cards", "deal_bag": BAG}  # each deal's key and where it deals from


def hand(seat: int) -> str:
    """The zone of ``seat``'s private hand."""
    return f"hand.{seat}"


def tray(cid: str) -> str:
    """The tray of the box a component belongs in."""
    return TRAYS.get(kind_of(cid), OTHER_TRAY)


PASS = Pass()


@lru_cache(maxsize=1 << 12)
def _choose(key: str, cid: str) -> Choose:
    """An interned ``Choose`` on one piece: the same object every time (cheap in ``generate``)."""
    return Choose(key, cid)


@lru_cache(maxsize=1 << 13)
def _piece_actions(cid: str, name: str, zone: str, hands: tuple[str, ...]) -> tuple[Action, ...]:
    """What a seat may do with the reachable piece ``cid`` (shown to it as ``name``) lying in
    ``zone``: put it anywhere on the table, into a hand (``hands``: its own first, then the other
    seats'), the bag or its tray, roll a die, and on the table flip a tile or card and turn it
    (its pile's actions aside)."""
    kind = kind_of(cid)
    found: list[Action] = [move(name, TABLE, None)]
    found += [move(name, to, None) for to in (*hands, BAG, TRAYS.get(kind, OTHER_TRAY))
              if to != zone and (cid, to) != ("bag", BAG)]  # the bag never goes into itself
    if kind == "die":
        found.append(_choose("roll", name))
    if zone == TABLE:
        if kind in ("tile", "card"):
            found.append(_choose("flip", name))
        found.append(_choose("turn", name))
    return tuple(found)


def spot(x: int, y: int) -> int:
    """The slot of the table unit (x, y)."""
    return y * WIDTH + x


_ACROSS, _DOWN = (WIDTH - 16) // 10, (HEIGHT - 16) // 12
#: Where pieces put "anywhere" go, in turn: the places of a loose grid over the table.
PLACES = tuple(spot(8 + i % _ACROSS * 10, 8 + i // _ACROSS * 12) for i in range(_ACROSS * _DOWN))


def xy(slot: int) -> tuple[int, int]:
    """The table unit (x, y) of a slot."""
    return slot % WIDTH, slot // WIDTH


def piece_words(cid: str) -> str:
    """A piece in words ("the red 4 card", "a drop tile", "the white meeple")."""
    c = component(cid)
    if c.kind == "card":
        return f"the {c.colour} star card" if c.background == "star" else f"the {c.colour} {c.value} card"
    if c.kind == "tile":
        return f"a {c.symbol} tile"
    if c.kind in ("cube", "meeple"):
        return f"a {c.colour} {c.kind}" if c.kind == "cube" else f"the {c.colour} meeple"
    return {"die": f"die {cid[-1]}", "bag": "the bag", "track": "the score track"}.get(c.kind, cid)


@register
class FreePlay(State):
    """The whole box on an open table for 1-6 seats, with private hands and no rules enforced."""

    INFO = GameInfo(
        id="free_play",
        title="Free play",
        designer="The whole box, no rules",
        min_players=1,
        max_players=6,
        minutes=0,
        complexity=1,
        summary="Every tile, card, cube, meeple, die and the bag on an open table. Put pieces "
                "anywhere, flip, turn, roll, shuffle, hold private hands: for the community's "
                "other games and your own designs.",
        options=(
            # Never shown at the seating screen: only random test play (playout_defaults) sets it.
            Option("limit", "Stop after this many actions", None, choices=(None, PLAYOUT_LIMIT), players=()),
        ),
        hidden_info=True,
        sandbox=True,
        playout_defaults=(("limit", PLAYOUT_LIMIT),),
    )
    MUTABLE = ("turns", "pips")
    #: Actions on one piece, with the key that does them on the piece under the pointer.
    PIECE_ACTIONS = {"flip": "f", "roll": "f", "turn": "r", "shuffle": "s", "spread": "e"}

    turns: dict[str, int]  # pieces on the table turned by quarter turns clockwise
    pips: dict[str, int]  # the number each die shows
    deal_each: int  # how many pieces a deal gives every hand

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone(TABLE, "free", "Table", shape=(WIDTH, HEIGHT)),
            Zone("tray.tiles", "pool", "Tiles", area="west", order=0),
            Zone("tray.cards", "stack", "Cards", face_up=False, area="west", order=1),
            Zone("tray.cubes", "pool", "Cubes", area="east", order=0, hints=(("tally", True),)),
            Zone(OTHER_TRAY, "pool", "Meeples, dice, bag, track", area="east", order=1),
            Zone(BAG, "bag", "In the bag", visibility="nobody", face_up=False, area="east", order=2),
        ]
        for s in range(players):
            # A private hand shows the others nothing at all: not even which cube or die a seat
            # holds (a drawn piece stays secret).
            zones.append(Zone(hand(s), "hand", f"Player {s + 1}'s hand", owner=s, visibility="private",
                              face_up=False, area="south" if s % 2 == 0 else "north", order=s))
        return zones

    def setup(self) -> None:
        for cid in ALL_IDS:
            self.put(cid, tray(cid), face_up=kind_of(cid) != "card")
        self.shuffle_zone("tray.cards")
        self.turns, self.pips = {}, {cid: self.roll_die() for cid in ALL_IDS if kind_of(cid) == "die"}
        self.deal_each = DEAL_FIRST
        self.current_player = 0

    # ----- the table --------------------------------------------------------------------------
    def stack_at(self, cid: str) -> list[str]:
        """The pieces lying on the same table spot as ``cid`` (bottom first), or its tray's stack."""
        zone, slot, _ = self.loc[cid]
        return [c for c in self.contents[zone] if zone != TABLE or self.loc[c][1] == slot]

    def reachable(self, seat: int) -> list[str]:
        """The pieces ``seat`` may pick up: the top of every pile on the table and of the cards,
        one piece of each look in a tray (cubes of a colour are all alike), its own hand; never
        the bag's contents or another seat's hand."""
        tops = {self.loc[cid][1]: cid for cid in self.contents[TABLE]}
        found = list(tops.values()) + list(self.contents[hand(seat)])
        if self.contents["tray.cards"]:
            found.append(self.contents["tray.cards"][-1])
        for zone in ("tray.tiles", "tray.cubes", OTHER_TRAY):
            ids = self.contents[zone]
            first = dict(zip(map(LOOK.__getitem__, reversed(ids)), reversed(ids)))  # of each look, the first
            found += sorted(first.values(), key=ids.index)
        return found

    def faces(self) -> dict[str, int]:
        """The number each die shows (drawn by the table)."""
        return dict(self.pips)

    def quarter_turns(self) -> dict[str, int]:
        """The pieces turned on the table, by quarter turns clockwise (drawn by the table)."""
        return dict(self.turns)

    def mask_fields(self, view: State, seat: int | None) -> None:
        """Turned pieces are named as the seat sees them; a die it cannot see shows no number."""
        names = self.masked_names(seat)
        view.turns = {names.get(cid, cid): n for cid, n in self.turns.items()}
        view.pips = {cid: n for cid, n in self.pips.items() if cid not in names}

    def real(self, action: Action) -> Action:
        """``action`` with the masked ids of the current seat's view replaced by the real ones."""
        if isinstance(action, Shift):
            if not any(".?" in cid for cid in action.components):
                return action
            names = {v: k for k, v in self.masked_names(self.current_player).items()}
            return Shift(tuple(names.get(cid, cid) for cid in action.components), action.zone, action.dx, action.dy)
        named = action.component if isinstance(action, Move) else getattr(action, "value", None)
        if not isinstance(named, str) or ".?" not in named:
            return action
        cid = {v: k for k, v in self.masked_names(self.current_player).items()}[named]
        return Move(cid, action.zone, action.slot) if isinstance(action, Move) else Choose(action.key, cid)

    # ----- rules ------------------------------------------------------------------------------
    def allows(self, action: Action) -> bool:
        """A group picked with a rubber band moves together (``Shift``) when every piece of it lies
        on the table and all of them stay on it; a piece may go to any spot of the table."""
        if not isinstance(action, Shift):
            return super().allows(action)
        if action.zone != TABLE or not action.components:
            return False
        group = self.real(action).components
        if len(set(group)) != len(group):
            return False
        for cid in group:
            where = self.loc.get(cid)
            if where is None or where[0] != TABLE:
                return False
            x, y = xy(where[1])
            if not (0 <= x + action.dx < WIDTH and 0 <= y + action.dy < HEIGHT):
                return False
        return True

    def reason(self, action: Action) -> str | None:
        if isinstance(action, Shift):
            return "A group moves only as a whole, every piece on the table and staying on it."
        if isinstance(action, Move) and action.zone == TABLE and action.slot is not None:
            return "Put the piece down on the table itself."
        return None

    def generate(self) -> list[Action]:
        seat = self.current_player
        own, loc = hand(seat), self.loc
        names = self.masked_names(seat)
        piles: dict[int, list[str]] = {}
        for cid in self.contents[TABLE]:
            piles.setdefault(loc[cid][1], []).append(cid)
        found: list[Action] = []
        hands = (own, *(hand(s) for s in range(self.players) if s != seat))
        for cid in self.reachable(seat):
            zone, name = loc[cid][0], names.get(cid, cid)  # a view may hold masked ids
            found += _piece_actions(cid, name, zone, hands)
            if zone != TABLE:
                continue
            pile = piles[loc[cid][1]]
            if len(pile) > 1 and pile[-1] == cid:
                found += [_choose("shuffle", name), _choose("spread", name)]
        if self.contents["tray.cards"]:
            top = self.contents["tray.cards"][-1]
            found.append(_choose("shuffle", names.get(top, top)))
        if self.contents[BAG]:
            found.append(DRAW)
        found += [_choose(key, self.deal_each) for key, source in DEAL_FROM.items() if self.contents[source]]
        if any(self.contents[source] for source in DEAL_FROM.values()):
            found.append(_choose("deal_each", self.deal_each % MOST_DEALT + 1))
        if self.players > 1:
            found.append(PASS)
        return found

    def perform(self, action: Action) -> None:
        seat = self.current_player
        action = self.real(action)
        if isinstance(action, Move):
            self._move(action)
        elif isinstance(action, Shift):
            group = set(action.components)
            for cid in [c for c in self.contents[TABLE] if c in group]:  # piles keep their order
                x, y = xy(self.loc[cid][1])
                self.put(cid, TABLE, spot(x + action.dx, y + action.dy), face_up=self.loc[cid][2])
        elif action == DRAW:
            pick = self.contents[BAG][self.random_below(len(self.contents[BAG]))]
            self.put(pick, hand(seat), face_up=False)
        elif isinstance(action, Pass):
            self.current_player = (seat + 1) % self.players
        else:
            getattr(self, f"_{action.key}")(action.value)
        limit = self.options.get("limit") or self.INFO.max_actions
        if len(self.history) + 1 >= limit:
            self.current_player = None

    def _move(self, action: Move) -> None:
        cid, zone = action.component, action.zone
        if zone != TABLE:  # a piece keeps its turn while it moves about the table
            self.turns.pop(cid, None)
        if zone == TABLE:
            slot = action.slot if action.slot is not None else self._free_spot()
            self.put(cid, TABLE, slot, face_up=self.loc[cid][2] or kind_of(cid) not in ("tile", "card"))
        else:
            self.put(cid, zone, face_up=zone != BAG and not zone.startswith("hand.") and self._face_in(zone, cid))

    def _face_in(self, zone: str, cid: str) -> bool:
        """How a piece lies when put into a tray: cards face down, everything else face up."""
        return not (zone == "tray.cards" or kind_of(cid) == "card")

    def _free_spot(self) -> int:
        """Where a piece put "anywhere" goes: the first empty place of a loose grid over the
        table (once all are taken, the places again in turn)."""
        taken = {self.loc[cid][1] for cid in self.contents[TABLE]}
        return next((p for p in PLACES if p not in taken), PLACES[len(taken) % len(PLACES)])

    def _deal_cards(self, each: int) -> None:
        self._deal("tray.cards", each)

    def _deal_bag(self, each: int) -> None:
        self._deal(BAG, each)

    def _deal(self, source: str, each: int) -> None:
        """Give every hand ``each`` pieces from ``source``, one at a time round the seats from the
        one after the dealer (the top of the card stack; from the bag at random), until it runs out."""
        seats = [(self.current_player + 1 + k) % self.players for k in range(self.players)]
        for _ in range(each):
            for seat in seats:
                pieces = self.contents[source]
                if not pieces:
                    return
                pick = pieces[-1] if source != BAG else pieces[self.random_below(len(pieces))]
                self.put(pick, hand(seat), face_up=False)

    def _deal_each(self, each: int) -> None:
        self.deal_each = each

    def _flip(self, cid: str) -> None:
        self.flip(cid, not self.loc[cid][2])

    def _turn(self, cid: str) -> None:
        self.turns[cid] = (self.turns.get(cid, 0) + 1) % 4

    def _roll(self, cid: str) -> None:
        self.pips[cid] = self.roll_die()

    def _shuffle(self, cid: str) -> None:
        zone, slot, _ = self.loc[cid]
        pile = self.stack_at(cid)
        self.shuffle(pile)
        for piece in pile:
            self.put(piece, zone, slot, face_up=self.loc[piece][2])

    def _spread(self, cid: str) -> None:
        x, y = xy(self.loc[cid][1])
        pile = self.stack_at(cid)
        x = min(x, WIDTH - 1 - SPREAD_STEP * (len(pile) - 1))
        for i, piece in enumerate(pile):
            self.put(piece, TABLE, spot(max(0, x + i * SPREAD_STEP), y), face_up=self.loc[piece][2])

    def scores(self) -> list[float]:
        return [0.0] * self.players

    def winners(self) -> list[int]:
        return []

    # ----- words ------------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        if action == DRAW:
            return "Draw from the bag"
        if isinstance(action, Pass):
            return f"Pass the laptop to Player {(self.current_player + 1) % self.players + 1}"
        if isinstance(action, Choose) and action.key == "shuffle":
            return "Shuffle the cards" if self.loc[self.real(action).value][0] == "tray.cards" else "Shuffle this stack"
        if isinstance(action, Choose) and action.key in DEAL_FROM:
            what = plural(action.value, "card") if action.key == "deal_cards" else f"{action.value} from the bag"
            return f"Deal {what} to every hand"
        if isinstance(action, Choose) and action.key == "deal_each":
            return f"Deal {action.value} each instead"
        return super().label(action)

    def describe(self, action: Action) -> str:
        name = self.seat_name(self.current_player)
        action = self.real(action)
        if isinstance(action, Move):
            cid = action.component
            from_hand = self.loc[cid][0].startswith("hand.")  # a piece leaving a hand stays secret
            seen = self.visible_to(cid, None) or (cid.startswith(("cube", "meeple", "die")) and not from_hand)
            what = piece_words(cid) if seen else f"a {kind_of(cid)}"
            where = {TABLE: "on the table", BAG: "into the bag", hand(self.current_player): "into their hand",
                     **{hand(s): f"into {self.seat_name(s)}'s hand" for s in range(self.players)
                        if s != self.current_player}}
            return f"{name} puts {what} {where.get(action.zone, 'back in the box')}."
        if action == DRAW:
            return f"{name} draws a piece from the bag."
        if isinstance(action, Shift):
            return f"{name} moves a group of {plural(len(action.components), 'piece')} across the table."
        if isinstance(action, Pass):
            return f"{name} passes the laptop on."
        if action.key in DEAL_FROM:
            what = "cards from the card stack" if action.key == "deal_cards" else "pieces from the bag"
            return f"{name} deals up to {action.value} {what} to every hand."
        if action.key == "deal_each":
            return f"{name} will deal {action.value} to each hand."
        cid = action.value
        if action.key == "roll":
            return f"{name} rolls {piece_words(cid)}."
        if action.key in ("shuffle", "spread"):
            pile = len(self.stack_at(cid))
            return f"{name} {'shuffles' if action.key == 'shuffle' else 'spreads'} a stack of {plural(pile, 'piece')}."
        verb = {"flip": "turns over", "turn": "rotates"}[action.key]
        return f"{name} {verb} {piece_words(cid) if self.visible_to(cid, None) else 'a ' + kind_of(cid)}."

    def now(self) -> str | None:
        if self.current_player is None:
            return None
        return ("Drag pieces anywhere; on a piece: F or right click flips (rolls a die), R rotates, "
                "S shuffles a stack, E spreads it.")

    def panel(self) -> dict[str, str]:
        on_table = len(self.contents[TABLE])
        facts = {"On the table": plural(on_table, "piece"), "In the bag": plural(len(self.contents[BAG]), "piece")}
        facts["Hands"] = " · ".join(f"{self.seat_name(s)}: {plural(len(self.contents[hand(s)]), 'piece')}"
                                   for s in range(self.players))
        dice = [f"{piece_words(d)} shows {self.pips[d]}" for d in sorted(self.pips)]
        facts["Dice"] = ", ".join(dice)
        return facts

    def tooltip(self, component_id: str) -> str | None:
        if ".?" in component_id or component_id not in self.loc:
            return None
        if not self.visible_to(component_id, self.current_player) and kind_of(component_id) in ("tile", "card"):
            return f"A {kind_of(component_id)}, face down (F or right click turns it over)."
        words = piece_words(component_id)
        if kind_of(component_id) == "die":
            words += f", showing {self.pips[component_id]}"
        return words[0].upper() + words[1:] + "."
