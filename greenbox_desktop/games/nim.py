"""NIM: take cubes from one heap a turn; whoever takes the last cube wins (misère: loses).

Rulings (shared/rules/nim.md): seat 0 builds 1-8 heaps of 1-20 cubes (at most 120) by moving
cubes from the supply and choosing "done"; seat 1 takes first.  The "random heaps" option
deals 3-5 heaps of 1-9 cubes instead.  A turn takes cubes one at a time from a single heap
and ends with Pass, or at once when the last cube is gone.
"""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, cube_ids
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, Option, Pass, State, Zone, move, new_game, register

HEAPS = 8
HEAP_MAX = 20
ALL_CUBES = tuple(cid for colour in COLOURS for cid in cube_ids(colour))
DONE = Choose("heaps", "done")
HEAP_ZONES = tuple(f"heap.{k}" for k in range(HEAPS))
HEAP_INDEX = {zone: k for k, zone in enumerate(HEAP_ZONES)}


def heap_zone(k: int) -> str:
    """The zone id of heap ``k`` (0-based)."""
    return HEAP_ZONES[k]


def built(sizes: tuple[int, ...], seed: int = 0, misere: bool = False) -> State:
    """A game of NIM whose builder (seat 0) has made heaps of ``sizes`` and chosen "done", so
    seat 1 is about to take first (for bot tests and benchmarks)."""
    state = new_game("nim", 2, seed, {"misere": misere})
    for k, size in enumerate(sizes):
        for _ in range(size):
            state.apply(move(state.top("supply"), heap_zone(k)))
    state.apply(DONE)
    return state


def _first_wins(sizes: list[int], misere: bool) -> bool:
    """Whether the player about to start a turn on heaps of these sizes (not all empty) wins with best play."""
    nim_sum = 0
    for n in sizes:
        nim_sum ^= n
    if misere and max(sizes) <= 1:
        return sum(sizes) % 2 == 0
    return nim_sum != 0


@register
class Nim(State):
    """A game of NIM for two seats."""

    INFO = GameInfo(
        id="nim",
        title="NIM",
        designer="Traditional (rules by Vegard Farstad)",
        min_players=2,
        max_players=2,
        minutes=5,
        complexity=1,
        options=(
            Option("random_heaps", "Random heaps", False, help="Deal 3-5 heaps of 1-9 cubes instead of building them."),
            Option("misere", "Misère (last cube loses)", False),
        ),
        summary="An old puzzle of heaps: on your turn take as many cubes as you like from one heap. "
                "Take the very last cube and you win.",
        contest="Green Box of Games 2018 rulebook",
        playout_options=((("random_heaps", True),), (("random_heaps", True), ("misere", True))),
    )

    PLAYOUT_CUTOFF = 0  # ``evaluate`` is exact

    phase: str
    heap_this_turn: int | None
    last_taker: int | None

    @classmethod
    def declare_zones(cls, players, options):
        alike = (("alike", True),)  # any cube grabbed is the one the rules move: colours do not count
        zones = [Zone("supply", "pool", "Supply", area="west", hints=alike)]
        zones += [Zone(heap_zone(k), "pool", f"Heap {k + 1}", order=k, hints=alike) for k in range(HEAPS)]
        zones += [Zone(f"taken.{s}", "pool", f"Taken by Player {s + 1}", owner=s, area="south" if s == 0 else "north")
                  for s in range(players)]
        return zones

    def setup(self) -> None:
        self.heap_this_turn = None
        self.last_taker = None
        if self.options["random_heaps"]:
            cubes = iter(ALL_CUBES)
            for k in range(3 + self.random_below(3)):
                for _ in range(1 + self.random_below(9)):
                    self.put(next(cubes), heap_zone(k))
            self.phase = "play"
            self.current_player = 1
        else:
            for cid in ALL_CUBES:
                self.put(cid, "supply")
            self.phase = "build"
            self.current_player = 0

    # ----- helpers ------------------------------------------------------------------------
    def heap_sizes(self) -> list[int]:
        """The number of cubes in each heap."""
        return [len(self.contents[heap_zone(k)]) for k in range(HEAPS)]

    def _heap_of(self, cid: str) -> int | None:
        return HEAP_INDEX.get(self.loc.get(cid, ("box",))[0])

    # ----- rules --------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        if self.phase == "build":
            return self._build_actions()
        taken = f"taken.{self.current_player}"
        heaps = HEAP_ZONES if self.heap_this_turn is None else (HEAP_ZONES[self.heap_this_turn],)
        contents = self.contents
        actions: list[Action] = [move(contents[z][-1], taken) for z in heaps if contents[z]]
        if self.heap_this_turn is not None:
            actions.append(Pass())
        return actions

    def _build_actions(self) -> list[Action]:
        sizes = self.heap_sizes()
        used = sum(1 for n in sizes if n)
        actions: list[Action] = []
        cube = self.top("supply")
        if cube is not None:
            actions += [move(cube, heap_zone(k)) for k in range(min(used + 1, HEAPS)) if sizes[k] < HEAP_MAX]
        for k in range(used):
            if sizes[k] > 1 or k == used - 1:
                actions.append(move(self.contents[heap_zone(k)][-1], "supply"))
        if used:
            actions.append(DONE)
        return actions

    def perform(self, action: Action) -> None:
        if self.phase == "build":
            if action == DONE:
                self.phase = "play"
                self.current_player = 1
            else:
                self.put(action.component, action.zone)
            return
        if isinstance(action, Pass):
            self.heap_this_turn = None
            self.current_player = 1 - self.current_player
            return
        self.heap_this_turn = self._heap_of(action.component)
        self.put(action.component, action.zone)
        if not any(self.contents[z] for z in HEAP_ZONES):
            self.last_taker = self.current_player
            self.current_player = None

    def reason(self, action: Action) -> str | None:
        if self.phase == "build":
            if isinstance(action, Move) and action.zone.startswith("heap."):
                k = int(action.zone.split(".")[1])
                sizes = self.heap_sizes()
                if k < HEAPS and sizes[k] >= HEAP_MAX:
                    return f"A heap holds at most {HEAP_MAX} cubes."
                used = sum(1 for n in sizes if n)
                if k > used:
                    return f"Build the heaps in order: heap {used + 1} comes next."
            if action == DONE:
                return "Put at least one cube in a heap first."
            if isinstance(action, Pass):
                return "Choose Done when the heaps are ready."
            return "While building, move cubes between the supply and the heaps."
        if isinstance(action, Pass):
            return "Take at least one cube before you end your turn."
        if isinstance(action, Move):
            heap = self._heap_of(action.component)
            if heap is None:
                return "Take cubes from the heaps."
            if self.heap_this_turn is not None and heap != self.heap_this_turn:
                return f"This turn you take from heap {self.heap_this_turn + 1} only."
            if action.zone != f"taken.{self.current_player}":
                return "Taken cubes go to your own pile."
            return "Take the top cube of the heap."
        return None

    def describe(self, action: Action) -> str:
        who = self.seat_name(self.current_player)
        if action == DONE:
            return f"{who} finishes building: heaps of " + ", ".join(str(n) for n in self.heap_sizes() if n) + "."
        if isinstance(action, Pass):
            return f"{who} ends the turn."
        if self.phase == "build":
            if action.zone == "supply":
                return f"{who} puts a cube back from heap {self._heap_of(action.component) + 1}."
            return f"{who} adds a cube to heap {int(action.zone.split('.')[1]) + 1}."
        return f"{who} takes a cube from heap {self._heap_of(action.component) + 1}."

    def panel(self) -> dict[str, str]:
        sizes = [n for n in self.heap_sizes() if n]
        facts = {"Phase": "Building the heaps" if self.phase == "build" else "Taking cubes",
                 "Heaps": " · ".join(str(n) for n in sizes) or "none",
                 "Goal": "Last cube loses" if self.options["misere"] else "Last cube wins"}
        if self.heap_this_turn is not None:
            facts["This turn"] = f"taking from heap {self.heap_this_turn + 1}"
        return facts

    def bot_actions(self) -> list[Action]:
        """While building, a bot only adds cubes and says when it is done: taking one back would
        let it go round in circles (adding is enough to build heaps that win)."""
        legal = self.legal_actions()
        if self.phase != "build":
            return legal
        return [a for a in legal if not (isinstance(a, Move) and a.zone == "supply")]

    def evaluate(self, seat: int) -> float | None:
        """Exact: 1 if ``seat`` wins with best play from here, else 0 (the builder judges the heaps as they stand)."""
        sizes = self.heap_sizes()
        if self.phase == "build":
            return 0.0 if _first_wins(sizes, self.options["misere"]) == (seat == 0) else 1.0
        mover = self.current_player
        if self.heap_this_turn is None:
            wins = _first_wins(sizes, self.options["misere"])
        else:  # the mover may still take 0..all of this heap before the turn ends
            heap, wins = self.heap_this_turn, False
            for left in range(sizes[heap] + 1):
                after = sizes[:heap] + [left] + sizes[heap + 1:]
                if not any(after):
                    wins = not self.options["misere"]
                else:
                    wins = not _first_wins(after, self.options["misere"])
                if wins:
                    break
        return 1.0 if wins == (seat == mover) else 0.0

    def scores(self) -> list[float]:
        winners = self.winners()
        return [1 if s in winners else 0 for s in range(self.players)]

    def winners(self) -> list[int]:
        if self.last_taker is None:
            return []
        return [1 - self.last_taker] if self.options["misere"] else [self.last_taker]
