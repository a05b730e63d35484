"""Island: the registered game (information, options, the zones of the table) and the bots' hooks.

Rulings (shared/rules/island.md) are followed throughout; where they are silent: the first
territory covers one of the two middle squares of the table; a territory card goes to the
leader as any card of the tile's symbol from the stack; leaderless cards return to the stack at
the next cycle's end; played territory cards go under the territory stack when a cycle ends and
cycle cards are gathered and shuffled for the next draft; a tile holds one peace token and each
token in a battle territory costs the initiator a unit; the draft is one card at a time; only a
seat able to drown is asked; territory ties go to the Whisperer (else no leader) and role ties
not involving the Whisperer go to the first tied seat in play direction from the Whisperer.
"""

from __future__ import annotations

import random

from greenbox_desktop.engine import Action, GameInfo, Option, Zone, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.engine.hidden import is_masked
from greenbox_desktop.games.island.combat import STOP_ON
from greenbox_desktop.games.island.land import conditions_met, shortfall
from greenbox_desktop.games.island.parts import (ASIDE, BOARD, CASTLE_SUPPLY, CYCLE_CARDS, CYCLE_STACK,
                                                 DICE, DISCARD, HEIGHT, KEEP, MOST_MONUMENTS, PEACE_SUPPLY, PIECES,
                                                 PLAYED, SEAT_COLOURS, TERRITORY_CARDS, TERRITORY_STACK, TILE_STACK,
                                                 TRACK, WAITING, WIDTH, hand, pack, supply)
from greenbox_desktop.games.island.words import Words

PRIVATE = {zone(s): s for s in range(len(SEAT_COLOURS)) for zone in (hand, pack)}  # card zones one seat sees


@register
class Island(Words):
    """Island for 2-4 seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's goals met
    INFO = GameInfo(
        id="island",
        title="Island",
        designer="Jasper de Lange",
        min_players=2,
        max_players=4,
        minutes=30,
        complexity=4,
        options=(
            Option("monuments", "Monuments", "dice", ("dice", "cubes"), labels=("A die per player", "Score track"),
                   help="Count monuments on a die in front of each player, or with a cube of each "
                        "player's colour on a track (that cube is then not a unit)."),
            Option("cycle_limit", "Cycle limit", None, (None, 3, 5, 10, 15, 20),
                   labels=("No limit", "3 cycles", "5 cycles", "10 cycles", "15 cycles", "20 cycles"),
                   help="End the game after this many cycles if nobody is crowned before: the player "
                        "meeting the most victory conditions (then lacking the least) is crowned."),
        ),
        summary="Armies land on a young island that grows a territory each cycle. Draft action cards, "
                "recruit, move, fight and build monuments; be present in six territories, with six "
                "castles, or lead six opposing units to be crowned king.",
        contest="Green Box of Games contest 2019",
        hidden_info=True,
        playout_defaults=(("cycle_limit", 3),),
    )

    EXTRAS = DICE

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone(BOARD, "grid", "The island", shape=(WIDTH, HEIGHT, "square"), face_up=False,
                 hints=(("coords", True),)),
            Zone(PIECES, "grid", "Units, castles and peace tokens", shape=(WIDTH, HEIGHT, "square"), over=BOARD,
                 hints=(("tally", True),)),
            Zone(TILE_STACK, "stack", "Tiles", face_up=False, area="west", order=0),
            Zone(TERRITORY_STACK, "stack", "Territory cards", face_up=False, area="west", order=1),
            Zone(CYCLE_STACK, "stack", "Cycle cards", face_up=False, area="west", order=2),
            Zone(CASTLE_SUPPLY, "pool", "Castles", area="west", order=3),
            Zone(PEACE_SUPPLY, "pool", "Peace tokens", area="west", order=4),
            Zone(PLAYED, "stack", "Played now", area="east", order=0),
            Zone(DISCARD, "stack", "Discard pile", area="east", order=1),
            Zone(WAITING, "pool", "Waiting cards", area="east", order=2),
            Zone(KEEP, "pool", "In castles (combat)", area="east", order=3),
            Zone(ASIDE, "stack", "Set aside", face_up=False, visibility="nobody", area="east", order=4),
        ]
        for s in range(players):
            zones.append(Zone(supply(s), "pool", "Units", owner=s, area="north",  # beside its draft pack
                              order=2 * s + 1))
            zones.append(Zone(hand(s), "hand", f"Player {s + 1}'s cards", owner=s, visibility="owner",
                              face_up=False, area="south", order=s))
            zones.append(Zone(pack(s), "hand", f"Player {s + 1}'s draft pack", owner=s, visibility="owner",
                              face_up=False, area="north", order=2 * s))
        if options.get("monuments") == "cubes":
            zones.append(Zone(TRACK, "track", "Monuments", shape=(MOST_MONUMENTS + 1,), area="north",
                              order=2 * players))
        return zones

    def visible_to(self, component_id: str, seat: int | None) -> bool:
        """As the engine decides, in a fast form for Island's zones; tiles hide nothing, for a yellow
        side's symbol is only drawn when the tile is developed."""
        found = self.loc.get(component_id)
        if found is None:
            return False
        if found[2] or component_id[1] == "u" or component_id[0] != "c":  # face up, cubes, tiles, dice
            return True
        owner = PRIVATE.get(found[0])
        return owner is not None and owner == seat

    def mask_fields(self, view, seat: int | None) -> None:
        """Who else will be asked to drown the play tells who holds a Wheel and a Drop card: hidden."""
        if self.phase == "react":
            view.queue = self.queue[:1]

    # ----- results ----------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """Victory conditions met by each seat (monuments spent where they help most)."""
        return [float(n) for n in self.conditions()]

    def winners(self) -> list[int]:
        return [self.king] if self.king is not None else []

    # ----- bots -------------------------------------------------------------------------------
    def evaluate(self, seat: int) -> float | None:
        """Progress towards kingship: conditions met, then what is still lacking."""
        progress = []
        for st, m in zip(self.standings(), self.monuments):
            progress.append(3 * conditions_met(st, m) - shortfall(st, m) / 3)
        return lead(progress, seat, 3.0)

    def determinize(self, seat: int, rng: random.Random) -> Island:
        """Deal the hidden cards again: cycle cards to the cycle stack, draft packs and the set-aside
        pile, territory cards to their stack, and what is left of both at random into the hands."""
        state = self.clone(with_history=False)
        state._masked_box = None
        shown = {cid for cid in self.loc if not is_masked(cid)}
        cycle = [c for c in CYCLE_CARDS if c not in shown]
        territory = [c for c in TERRITORY_CARDS if c not in shown]
        rng.shuffle(cycle)
        rng.shuffle(territory)
        mapping: dict[str, str] = {}
        in_hands: list[str] = []
        for zone, ids in self.contents.items():
            hidden = [cid for cid in ids if is_masked(cid)]
            if zone.startswith("hand."):
                in_hands += hidden
            for cid in hidden if not zone.startswith("hand.") else ():
                mapping[cid] = (territory if zone == TERRITORY_STACK else cycle).pop()
        rest = cycle + territory
        rng.shuffle(rest)
        mapping.update(zip(in_hands, rest))
        state.loc = {mapping.get(cid, cid): where for cid, where in self.loc.items()}
        state.contents = {zone: [mapping.get(cid, cid) for cid in ids] for zone, ids in self.contents.items()}
        return state

    def playout_action(self, rng: random.Random) -> Action | None:
        """In combat a fighter outnumbered in the territory asks to stop (the rulings' bot behaviour);
        otherwise a random action."""
        if self.phase != "combat" or self.toggled or self.current_player in self.stops:
            return None
        row = self.survey().units[self.battle]
        seat = self.current_player
        if row[seat] < max(n for s, n in enumerate(row) if s != seat):
            return STOP_ON
        return None
