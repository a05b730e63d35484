"""Slush: turn up cards, outbid the others with cubes, lock one card for good with your meeple.

Rulings (shared/rules/slush.md): 3-6 players, each with a meeple and 9 cubes of their colour;
the deck is the six number cards of every player's colour.  A turn is one of: (A) turn the top
card face up; (B) bid 1-4 cubes on one unlocked face-up card so that your cubes there then
outnumber every other player's; (C) lock a face-up card carrying your cube with your meeple
(once per game, never a locked card).  A card belongs to its locker, else to the player with
the most cubes on it.  Owning all six cards of your colour wins at once; the game also ends when
the player to move can do none of A, B, C (then most value, then most cards, else a draw).

A bid is played cube by cube: the first cube may go only on a card the bid can still win, the
next ones on the same card, and "Finish the bid" is offered once the cubes outnumber everyone
else's; the bid finishes by itself when no further cube can go on.  Every turn reveals a card,
places a cube or uses a meeple, so a game has at most 36 + 54 + 6 turns.
"""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, cube_ids
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.rings import COLOUR_RING
from greenbox_desktop.words import listing, plural

VALUES = 6
CUBES_EACH = 9
MOST_PER_BID = 4
SEAT_COLOURS = COLOURS  # seat s plays the s-th colour of the box
REVEAL = Choose("turn", "reveal")
FINISH = Choose("bid", "finish")
CUBES = tuple(tuple(cube_ids(colour, CUBES_EACH)) for colour in SEAT_COLOURS)
MEEPLES = tuple(f"meeple.{colour}" for colour in SEAT_COLOURS)
PIECE_SEAT = {cid: seat for seat, ids in enumerate(CUBES) for cid in ids} | {m: s for s, m in enumerate(MEEPLES)}
PIECES = "pieces"
# bots' weights (``evaluate``), in points: tried against the plain value lead, they won more
OWN_COLOUR_BONUS = 1.5   # a card of one's own colour, a step towards the instant win
CONTESTED = 0.7          # a card another bid could take counts this share of its worth
CUBE_WORTH = 0.4         # a cube still in the supply
MEEPLE_WORTH = 1.5       # the meeple not yet used


def card_id(seat: int, value: int) -> str:
    """The number card of ``value`` in ``seat``'s colour."""
    return f"card.{SEAT_COLOURS[seat]}.{value}"


def slot_of(card: str) -> int:
    """The table slot of a number card: its colour's row, its value's column."""
    _, colour, value = card.split(".")
    return SEAT_COLOURS.index(colour) * VALUES + int(value) - 1


def card_name(slot: int) -> str:
    """The card of a table slot in words ("Red 4")."""
    return f"{SEAT_COLOURS[slot // VALUES].capitalize()} {slot % VALUES + 1}"


def supply(seat: int) -> str:
    """The zone of ``seat``'s cubes and meeple not yet used."""
    return f"supply.{seat}"


@register
class Slush(State):
    """Slush for 3-6 seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's points
    INFO = GameInfo(
        id="slush",
        title="Slush",
        designer="Yury Milovidov",
        min_players=3,
        max_players=6,
        minutes=10,
        complexity=2,
        summary="Cards in everyone's colour come up one by one. Pile your cubes on a card to hold it "
                "until someone piles more, or pin one card for good with your meeple. Hold all six "
                "cards of your own colour to win on the spot; otherwise the richest holder wins.",
        contest="Green Box of Games contest 2019",
    )

    MUTABLE = ("stakes", "locks")

    stakes: dict[int, tuple[int, ...]]  # slot -> cubes of each seat on it (slots with cubes only)
    locks: dict[int, int]                # slot -> the seat whose meeple locks it
    bid_slot: int | None
    bid_count: int
    instant_winner: int | None

    @classmethod
    def declare_zones(cls, players, options):
        rows = tuple(f"{SEAT_COLOURS[s].capitalize()} (P{s + 1})" for s in range(players))
        zones = [
            Zone("deck", "stack", "Deck", face_up=False, area="west"),
            Zone("table", "grid", "Cards by colour and value", shape=(VALUES, players, "square"),
                 hints=(("row_labels", rows),)),
            Zone(PIECES, "grid", "Cubes and meeples", shape=(VALUES, players, "square"), over="table",
                 hints=(("tally", True),)),
        ]
        zones += [Zone(supply(s), "pool", f"Player {s + 1}'s supply ({SEAT_COLOURS[s]})", owner=s,
                       area="south" if s < (players + 1) // 2 else "north", order=s) for s in range(players)]
        return zones

    def setup(self) -> None:
        self.stakes = {}
        self.locks = {}
        self.bid_slot = None
        self.bid_count = 0
        self.instant_winner = None
        deck = [card_id(s, v) for s in range(self.players) for v in range(1, VALUES + 1)]
        self.shuffle(deck)
        for card in deck:
            self.put(card, "deck")
        for seat in range(self.players):
            for cid in CUBES[seat] + (MEEPLES[seat],):
                self.put(cid, supply(seat))
        self.current_player = 0

    # ----- the table ------------------------------------------------------------------------
    def face_up(self, slot: int) -> bool:
        """Whether the card of a table slot lies face up on the table."""
        card = card_id(slot // VALUES, slot % VALUES + 1)
        return self.loc.get(card, ("box",))[0] == "table"

    def place(self, piece: str, slot: int) -> None:
        """Put a cube or meeple from its supply on the card of a table slot, keeping the tallies."""
        self.put(piece, PIECES, slot)
        seat = PIECE_SEAT[piece]
        if piece[0] == "m":
            self.locks[slot] = seat
            return
        row = list(self.stakes.get(slot, (0,) * self.players))
        row[seat] += 1
        self.stakes[slot] = tuple(row)

    def tally(self) -> tuple[dict[int, tuple[int, ...]], dict[int, int]]:
        """Cubes per seat on each slot that has any, and which seat's meeple locks each locked slot."""
        return self.stakes, self.locks

    def owners(self) -> dict[int, int]:
        """Slot -> the seat that owns its card (cards with no cubes belong to nobody)."""
        counts, locks = self.tally()
        found = {slot: row.index(max(row)) for slot, row in counts.items()}
        found.update(locks)
        return found

    def holdings(self) -> list[tuple[int, int]]:
        """Per seat: (total value, number) of the cards it owns."""
        out = [[0, 0] for _ in range(self.players)]
        for slot, seat in self.owners().items():
            out[seat][0] += slot % VALUES + 1
            out[seat][1] += 1
        return [(value, n) for value, n in out]

    def cubes_left(self, seat: int) -> int:
        """How many cubes ``seat`` has in its supply."""
        return sum(1 for cid in self.contents[supply(seat)] if cid[0] == "c")

    def meeple_ready(self, seat: int) -> bool:
        """Whether ``seat``'s meeple is still in its supply."""
        return self.loc[MEEPLES[seat]][0] == supply(seat)

    def _top_cube(self, seat: int) -> str | None:
        ids = self.contents[supply(seat)]
        for cid in reversed(ids):
            if cid[0] == "c":
                return cid
        return None

    # ----- rules ----------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        counts, locks = self.tally()
        cube = self._top_cube(seat)
        if self.bid_slot is not None:
            actions: list[Action] = []
            if cube is not None and self.bid_count < MOST_PER_BID:
                actions.append(move(cube, PIECES, self.bid_slot))
            if self._outnumbers(counts[self.bid_slot], seat, 0):
                actions.append(FINISH)
            return actions
        actions = [REVEAL] if self.contents["deck"] else []
        table = [self.loc[card][1] for card in self.contents["table"]]
        if cube is not None:
            most = min(MOST_PER_BID, self.cubes_left(seat))
            empty = (0,) * self.players
            actions += [move(cube, PIECES, slot) for slot in table
                        if slot not in locks and self._outnumbers(counts.get(slot, empty), seat, most)]
        if self.meeple_ready(seat):
            actions += [move(MEEPLES[seat], PIECES, slot) for slot in table
                        if slot not in locks and counts.get(slot, (0,) * self.players)[seat]]
        return actions

    @staticmethod
    def _outnumbers(row: tuple[int, ...], seat: int, extra: int) -> bool:
        """Whether ``seat``'s cubes in ``row`` plus ``extra`` outnumber every other seat's."""
        return row[seat] + extra > max(row[:seat] + row[seat + 1:])

    def perform(self, action: Action) -> list[Action] | None:
        seat = self.current_player
        if action == REVEAL:
            card = self.contents["deck"][-1]
            self.put(card, "table", slot_of(card), face_up=True)
            return self._next_turn()
        if action == FINISH:
            return self._finish_bid(seat)
        self.place(action.component, action.slot)
        if action.component == MEEPLES[seat]:
            return self._after_claim(seat)
        self.bid_slot = action.slot
        self.bid_count += 1
        if self.bid_count == MOST_PER_BID or self._top_cube(seat) is None:
            return self._finish_bid(seat)
        return None

    def _finish_bid(self, seat: int) -> list[Action] | None:
        self.bid_slot = None
        self.bid_count = 0
        return self._after_claim(seat)

    def _after_claim(self, seat: int) -> list[Action] | None:
        """After a bid or a lock: the instant win with all six cards of one's colour, else the next turn."""
        owners = self.owners()
        if all(owners.get(seat * VALUES + k) == seat for k in range(VALUES)):
            self.instant_winner = seat
            self.current_player = None
            return []
        return self._next_turn()

    def _next_turn(self) -> list[Action]:
        """Pass the turn on; the game ends if the next player can do nothing."""
        self.current_player = (self.current_player + 1) % self.players
        legal = self.generate()
        if not legal:
            self.current_player = None
        return legal

    def scores(self) -> list[float]:
        return [float(value) for value, _ in self.holdings()]

    def winners(self) -> list[int]:
        if self.instant_winner is not None:
            return [self.instant_winner]
        if self.current_player is not None:
            return []
        held = self.holdings()
        best = max(held)
        return [seat for seat, h in enumerate(held) if h == best]

    def seat_colour(self, seat: int) -> str | None:
        """The colour of ``seat``'s cubes, meeple and cards."""
        return SEAT_COLOURS[seat]

    def evaluate(self, seat: int) -> float | None:
        """The lead in owned value, each card weighed by how safely it is held (locked, or ahead by a
        full bid), with a bonus for one's own colour, plus what is left to play (cubes, the meeple)."""
        values = [0.0] * self.players
        for slot, row in self.stakes.items():
            owner = self.locks.get(slot)
            if owner is None:
                owner = row.index(max(row))
                safe = row[owner] - max(row[:owner] + row[owner + 1:]) >= MOST_PER_BID
            else:
                safe = True
            worth = slot % VALUES + 1 + (OWN_COLOUR_BONUS if slot // VALUES == owner else 0.0)
            values[owner] += worth if safe else CONTESTED * worth
        for s in range(self.players):
            values[s] += CUBE_WORTH * self.cubes_left(s) + (MEEPLE_WORTH if self.meeple_ready(s) else 0.0)
        return lead(values, seat, 8.0)

    # ----- words ----------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        pending = self.bid_slot is not None
        if action == REVEAL:
            if pending:
                return "Finish your bid first."
            return "The deck is empty." if not self.contents["deck"] else None
        if action == FINISH:
            if not pending:
                return "Drag a cube onto a card to start a bid first."
            return f"Your cubes on {card_name(self.bid_slot)} must outnumber every other player's: add another."
        if not isinstance(action, Move):
            return "Turn up a card, bid with cubes, or lock a card with your meeple."
        piece = action.component
        if PIECE_SEAT.get(piece) != seat:
            return "Use your own cubes and meeple."
        if self.loc[piece][0] != supply(seat):
            return "Pieces on a card stay there for the rest of the game."
        meeple = piece == MEEPLES[seat]
        if meeple and pending:
            return "Finish your bid first; the lock is a turn of its own."
        slot = action.slot
        if pending and slot != self.bid_slot:
            return f"This turn you bid on {card_name(self.bid_slot)} only."
        if action.zone not in (PIECES, "table") or slot is None or not self.face_up(slot):
            if not any(isinstance(a, Move) and a.component == piece for a in self.legal_actions()):
                return self._stuck(meeple)
            return "Put it on a card that lies face up on the table."
        counts, locks = self.tally()
        if slot in locks:
            return f"{card_name(slot)} is locked by {self.seat_name(locks[slot])}'s meeple."
        row = counts.get(slot, (0,) * self.players)
        if meeple:
            return None if row[seat] else "You can lock only a card that carries at least one of your cubes."
        most = min(MOST_PER_BID, self.cubes_left(seat))
        rival = max((s for s in range(self.players) if s != seat), key=lambda s: row[s])
        return (f"Even {plural(most, 'cube')} more would not outnumber {self.seat_name(rival)}'s "
                f"{plural(row[rival], 'cube')} on {card_name(slot)}.")

    def _stuck(self, meeple: bool) -> str:
        """Why the current player's meeple (or cubes) can go on no card at all now."""
        if not self.contents["table"]:
            return "No card lies face up yet: turn one up first."
        if meeple:
            return "Your meeple can lock only an unlocked card that carries one of your cubes, and none does."
        return f"No face-up card can be won with the cubes you can bid now (at most {MOST_PER_BID})."

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        if action == REVEAL:
            return f"{who} turns up {card_name(slot_of(self.contents['deck'][-1]))}."
        if action == FINISH:
            return f"{who} finishes the bid on {card_name(self.bid_slot)}."
        if action.component == MEEPLES[self.current_player]:
            return f"{who} locks {card_name(action.slot)} with the meeple."
        mine = self.tally()[0].get(action.slot, (0,) * self.players)[self.current_player] + 1
        return f"{who} bids a cube on {card_name(action.slot)} ({plural(mine, 'cube')} there now)."

    def label(self, action: Action) -> str:
        if action == REVEAL:
            return "Turn up a card"
        if action == FINISH:
            return "Finish the bid"
        return super().label(action)

    def now(self) -> str | None:
        if self.bid_slot is not None:
            return f"Add cubes to {card_name(self.bid_slot)} (at most {MOST_PER_BID}) or finish the bid."
        legal = self.legal_actions()
        meeple = MEEPLES[self.current_player]
        ways = ["turn up a card"] if REVEAL in legal else []
        if any(isinstance(a, Move) and a.component != meeple for a in legal):
            ways.append("drag cubes onto a card to bid")
        if any(isinstance(a, Move) and a.component == meeple for a in legal):
            ways.append("drag your meeple onto a card with your cube to lock it")
        return listing(ways, "or").capitalize() + "."

    def panel(self) -> dict[str, str]:
        held = self.holdings()
        facts = {}
        for seat in range(self.players):
            value, n = held[seat]
            meeple = "meeple ready" if self.meeple_ready(seat) else "meeple used"
            facts[f"{self.seat_name(seat)} ({SEAT_COLOURS[seat]})"] = (
                f"{plural(value, 'point')} in {plural(n, 'card')} · {plural(self.cubes_left(seat), 'cube')} left · {meeple}")
        facts["Deck"] = plural(len(self.contents["deck"]), "card") + " left"
        if self.bid_slot is not None:
            facts["Bid"] = f"{plural(self.bid_count, 'cube')} on {card_name(self.bid_slot)} so far"
        facts["Goal"] = "All six cards of your colour, or the most points when no one can act"
        if self.current_player is None:
            facts["Result"] = self._result()
        return facts

    def _result(self) -> str:
        """How the finished game came out, in words."""
        winners = self.winners()
        names = listing([self.seat_name(s) for s in winners])
        if self.instant_winner is not None:
            return f"{names} wins with all six {SEAT_COLOURS[self.instant_winner]} cards"
        if len(winners) > 1:
            return f"{names} share the win (level on points and cards)"
        held = self.holdings()
        level = sum(1 for value, _ in held if value == held[winners[0]][0]) > 1
        return f"{names} wins " + ("on cards, level on points" if level else "on points")

    def marks(self) -> list[tuple[str, int | None, str, tuple[int, int, int]]]:
        """Every owned card is ringed in its owner's colour, with no caption to cover the card
        above it (a lock shows as the owner's meeple on the card; the card's hover text says both)."""
        return [("table", slot, "", COLOUR_RING[SEAT_COLOURS[seat]]) for slot, seat in sorted(self.owners().items())]

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None:
            return None
        if where[0] == "table":
            return self._card_tip(where[1])
        seat = PIECE_SEAT.get(component_id)
        if seat is None:
            return None
        if where[0] == PIECES:
            return self._card_tip(where[1])
        if component_id == MEEPLES[seat]:
            return f"{self.seat_name(seat)}'s meeple: it can lock one card that carries their cube, for good."
        return f"{self.seat_name(seat)}'s cube: bid up to {MOST_PER_BID} on one card a turn."

    def _card_tip(self, slot: int) -> str:
        counts, locks = self.tally()
        row = counts.get(slot, (0,) * self.players)
        owner = self.owners().get(slot)
        text = f"{card_name(slot)} ({plural(slot % VALUES + 1, 'point')}): "
        text += "nobody's" if owner is None else f"{self.seat_name(owner)}'s"
        if slot in locks:
            text += f", locked by {self.seat_name(locks[slot])}"
        cubes = [f"{self.seat_name(s)} {n}" for s, n in enumerate(row) if n]
        return text + (". Cubes: " + ", ".join(cubes) + "." if cubes else ".")
