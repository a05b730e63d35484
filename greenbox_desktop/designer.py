"""The designers' commands: ``greenbox check PATH`` and ``greenbox new NAME``.

``check`` loads one game file or package on its own (after the built-in games, so an id clash
shows) and runs ``engine.conformance.check_game`` on every game it registers; it prints the
report and exits 0 when every check holds, 1 otherwise.  ``new`` writes a small, complete
starter game into the games folder (the guide, docs/writing_a_game.md, walks through it).
"""

from __future__ import annotations

import argparse
import keyword
import re
import sys
from pathlib import Path
from string import Template

STARTER = Template(r'''"""$title: a starter game made by ``greenbox new``; edit it into your own game.

Each player holds a hidden hand of cards.  In turn, everyone lays one card face up in the
middle; the highest card takes the trick (a tie takes nothing) and its player scores a cube.
The trick's winner leads the next one.  When the hands are empty, most cubes wins.

Play it: start Green Box Desktop, it is under "Your games" in the library.
Check it: ``greenbox check`` followed by this file's path.
The guide: docs/writing_a_game.md in the Green Box Desktop repository.
"""

from __future__ import annotations

from greenbox_desktop.box import component, cube_ids
from greenbox_desktop.engine import Action, GameInfo, Move, Option, State, Zone, move, register

# The box's number cards run from 1 to 6 in each colour; five colours make a deck of 30.
DECK = tuple(f"card.{colour}.{value}" for colour in ("red", "blue", "yellow", "green", "white")
             for value in range(1, 7))
CUBES = tuple(cube_ids("green"))


def value(card: str) -> int:
    """The number printed on a card."""
    return component(card).value


@register
class $class_name(State):
    """The rules of $title: the table, the legal actions and what each one does."""

    INFO = GameInfo(
        id="$game_id",
        title="$title",
        designer="You",
        min_players=2,
        max_players=4,
        minutes=5,
        complexity=1,
        options=(Option("hand", "Cards in hand", 5, choices=(3, 5, 7)),),
        summary="Lay a card from your hidden hand; the highest card of each trick scores a cube.",
        hidden_info=True,
    )

    # The rules page the app shows (Markdown: headings, lists, **bold**, tables).
    RULES = """# $title

Each player holds a hidden hand of cards.

- In turn, lay one card from your hand on your own place of the trick.
- When everyone has played, the **highest card** takes the trick and scores one cube.
  A tie takes nothing.
- Whoever took the trick starts the next one.

When the hands are empty, the most cubes wins.
"""

    # Game fields beside the components: immutable values (or list them in MUTABLE).
    leader: int
    taken_by: int | None

    @classmethod
    def declare_zones(cls, players, options):
        zones = [Zone("deck", "stack", "Deck", visibility="nobody", face_up=False, area="west"),
                 Zone("trick", "row", "Trick", shape=(players,)),
                 Zone("discard", "stack", "Played", face_up=True, area="east"),
                 Zone("supply", "pool", "Cubes", area="east", order=1)]
        for seat in range(players):
            area = "south" if seat == 0 else "north"
            zones.append(Zone(f"hand.{seat}", "hand", f"Player {seat + 1}'s hand", owner=seat,
                              visibility="owner", face_up=False, area=area))
            zones.append(Zone(f"won.{seat}", "pool", f"Player {seat + 1}'s cubes", owner=seat, area=area, order=1))
        return zones

    def setup(self) -> None:
        deck = list(DECK)
        self.shuffle(deck)  # the state's own seeded generator: same seed, same deal
        for card in deck:
            self.put(card, "deck")
        for _ in range(self.options["hand"]):
            for seat in range(self.players):
                self.put(self.top("deck"), f"hand.{seat}")
        for cube in CUBES:
            self.put(cube, "supply")
        self.leader = 0
        self.taken_by = None
        self.current_player = 0

    # ----- rules -------------------------------------------------------------------------
    def generate(self) -> list[Action]:
        slot = self.current_player
        return [move(card, "trick", slot) for card in self.contents[f"hand.{self.current_player}"]]

    def perform(self, action: Move) -> None:
        self.put(action.component, "trick", action.slot, face_up=True)
        self.taken_by = None
        if len(self.contents["trick"]) < self.players:
            self.current_player = (self.current_player + 1) % self.players
            return
        self.score_trick()

    def score_trick(self) -> None:
        """Give the trick's cube to its highest card, clear the trick, and start the next one."""
        cards = {self.loc[card][1]: card for card in self.contents["trick"]}
        best = max(value(card) for card in cards.values())
        top = [seat for seat, card in cards.items() if value(card) == best]
        if len(top) == 1:
            self.taken_by = top[0]
            self.leader = top[0]
            self.put(self.top("supply"), f"won.{top[0]}")
        for card in list(self.contents["trick"]):
            self.put(card, "discard", face_up=True)
        hands_empty = not any(self.contents[f"hand.{s}"] for s in range(self.players))
        self.current_player = None if hands_empty else self.leader

    def scores(self) -> list[float]:
        return [len(self.contents[f"won.{seat}"]) for seat in range(self.players)]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        scores = self.scores()
        return [seat for seat, score in enumerate(scores) if score == max(scores)]

    # ----- words -------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        if isinstance(action, Move) and action.zone != "trick":
            return "Play a card onto the trick."
        if isinstance(action, Move) and action.slot != self.current_player:
            return "Your card goes on your own place of the trick."
        return "Play one card from your own hand."

    def describe(self, action: Action) -> str:
        return f"{self.seat_name(self.current_player)} plays a {value(action.component)}."

    def news(self, before: State, action: Action) -> list[str]:
        if len(before.contents["trick"]) + 1 < self.players:
            return []
        if self.taken_by is None:
            return ["A tie: nobody takes the trick."]
        return [f"{self.seat_name(self.taken_by)} takes the trick and a cube."]

    def now(self) -> str | None:
        return "Drag a card from your hand onto your place in the trick."

    def panel(self) -> dict[str, str]:
        return {"Trick": f"led by {self.seat_name(self.leader)}",
                "Cards left": str(len(self.contents[f"hand.{self.current_player or 0}"]))}

    def evaluate(self, seat: int) -> float | None:
        """For the bots: the share of the cubes won so far that ``seat`` holds (0.5 when none are)."""
        scores = self.scores()
        return 0.5 if not sum(scores) else scores[seat] / sum(scores)
''')


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line of the designers' commands."""
    parser = argparse.ArgumentParser(prog="greenbox", description="Tools for writing your own games.")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="run the conformance checks on a game file or package")
    check.add_argument("path", type=Path, help="a game module (.py) or a package folder")
    check.add_argument("--seeds", type=int, default=40, help="random games per player count and option set")
    check.add_argument("--max-steps", type=int, default=20_000, help="actions a random game may take to end")
    new = commands.add_parser("new", help="write a starter game into the games folder")
    new.add_argument("name", help="the game's title, e.g. \"Cube Race\"")
    new.add_argument("--folder", type=Path, help="write it here instead of the games folder")
    return parser.parse_args(argv)


def run_command(argv: list[str]) -> int:
    """Run ``check`` or ``new``; returns the exit code."""
    args = parse_args(argv)
    if args.command == "check":
        return check(args.path, args.seeds, args.max_steps)
    return new(args.name, args.folder)


def check(path: Path, seeds: int = 40, max_steps: int = 20_000, out=None) -> int:
    """Load the game at ``path`` on its own and check every game it registers; 0 if all hold."""
    from greenbox_desktop.engine import registry
    from greenbox_desktop.engine.conformance import check_game

    out = out or sys.stdout
    if not path.exists():
        print(f"{path}: no such file or folder.", file=out)
        return 1
    source = registry.load_path(path)
    if source.broken:
        print(f"{path} does not load, so the app would skip it and list it as broken:\n  {source.error}\n", file=out)
        print(source.details.rstrip(), file=out)
        return 1
    ok = True
    for game_id in source.game_ids:
        print(f"Checking {game_id} from {path} ...", file=out, flush=True)
        report = check_game(game_id, seeds=seeds, max_steps=max_steps,
                            progress=lambda text: print(f"  {text}", file=out, flush=True))
        print(report.text(), file=out)
        ok = ok and report.ok
    return 0 if ok else 1


def names_for(name: str) -> tuple[str, str, str]:
    """The game id, title and class name a starter called ``name`` gets ("Cube Race" ->
    ("cube_race", "Cube Race", "CubeRace")); ValueError if ``name`` holds no letter or digit."""
    words = re.findall(r"[A-Za-z0-9]+", name)
    if not words:
        raise ValueError(f"{name!r} has no letters or digits to name a game by")
    game_id = "_".join(w.lower() for w in words)
    if game_id[0].isdigit() or keyword.iskeyword(game_id):
        game_id = "game_" + game_id
    title = " ".join(name.split())
    class_name = "".join(w[:1].upper() + w[1:] for w in words)
    if class_name[0].isdigit():
        class_name = "Game" + class_name
    return game_id, title, class_name


def starter_text(game_id: str, title: str, class_name: str) -> str:
    """The Python source of a starter game."""
    safe_title = title.replace("\\", "").replace('"', "'")
    return STARTER.substitute(game_id=game_id, title=safe_title, class_name=class_name)


def new(name: str, folder: Path | None = None, out=None) -> int:
    """Write a starter game called ``name`` into ``folder`` (the games folder); 0 when written."""
    from greenbox_desktop import engine
    from greenbox_desktop.saves.paths import DataDirError, atomic_write, games_dir

    out = out or sys.stdout
    try:
        game_id, title, class_name = names_for(name)
        folder = Path(folder) if folder is not None else games_dir()
        folder.mkdir(parents=True, exist_ok=True)
    except (ValueError, OSError) as error:
        print(f"Cannot make the game: {error}", file=out)
        return 1
    path = folder / f"{game_id}.py"
    if path.exists() or (folder / game_id).exists():
        print(f"{path} already exists: choose another name (nothing was changed).", file=out)
        return 1
    if game_id in {info.id for info in engine.games()}:
        print(f"The id {game_id!r} is taken by {engine.game_info(game_id).title}: choose another name.", file=out)
        return 1
    try:
        atomic_write(path, starter_text(game_id, title, class_name))
    except DataDirError as error:
        print(f"Cannot make the game: {error}", file=out)
        return 1
    print(f"Wrote {path}.\nStart the app: {title} is under \"Your games\" in the library.\n"
          f"Check it after every change: greenbox check {path}", file=out)
    return 0
