"""The layout audit: every registered game drawn at several window sizes over many positions, and
what each frame drew checked against the rules of a legible table.

    python -m greenbox_desktop.ui.audit [--quick] [--games nim,oki] [--sizes 1280x720] [--positions N]

Positions come from seeded random playouts (the start, the first time each phase is seen, the end,
then evenly spread steps until there are enough).  Each position is drawn through the real table
scene, headless, with a piece hovered for its tooltip; the painters tell what they drew
(``ui/table/drawn.py``) and ``check_frame`` looks for:

- ``outside``: a piece drawn outside its zone's box;
- ``overlap``: two zones' boxes overlapping;
- ``wide``: a line of text wider than its box (a zone's caption, a tooltip, a button's caption);
- ``small``: text, a coordinate or a badge below the text floor (``table/legible.py``);
- ``seat``: the person's zones (the seat at the screen; in hot-seat the seat to move) smaller
  than another seat's: in all, or zone for zone (the zones that differ only in their seat number);
- ``covers``: a badge or a piece over the symbol, value or letter of another piece, or over a
  coordinate or a zone's caption; a cube or meeple hiding most of a piece that looks different
  (tiles and cards lying on each other make a pile, counted by its badge);
- ``tooltip``: a tooltip under the panel's buttons, over the "Now" line, or outside the window.

Each problem is printed with its game, window size, position and what is wrong; the last line
is ``layout audit: P problems in G games at S window sizes``; the exit code is 1 if P > 0.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Iterable, Iterator

from greenbox_desktop.ui.table.legible import text_floor

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
QUICK_SIZES = ((1280, 720),)
POSITIONS = 30  # positions drawn per game and window size in the full audit
QUICK_POSITIONS = 3
PLAYOUTS = 4  # seeded random playouts the positions are taken from
MAX_STEPS = 600  # a playout is cut here (the positions lie in its first steps)
SEAT_SLACK = 0.97  # the person's zones may be this much smaller than another seat's (rounding)
COVER_SHARE = 0.12  # a symbol counts as covered when this share of its area lies under something
HIDE_SHARE = 0.6  # a piece counts as hidden when this share of it lies under a piece unlike it


@dataclass(frozen=True)
class ZoneArea:
    """A zone's box as the table laid it out: its owner seat, its layer (0: a zone of its own),
    the box and the inner area for pieces, and the side of one of its cells (0 if it has none)."""

    zone: str
    owner: int | None
    layer: int
    rect: tuple[int, int, int, int]
    inner: tuple[int, int, int, int]
    cell: float = 0.0
    base: str = ""  # the zone it is drawn over (for a layer above 0)


@dataclass
class Frame:
    """What one frame showed: the window size, the zones, what the painters told, the panel's
    buttons (caption, box, caption width) and the seat of the person at the screen (None: nobody)."""

    size: tuple[int, int]
    zones: list[ZoneArea]
    drawn: list  # of drawn.Drawn, in drawing order
    buttons: list[tuple[str, tuple[int, int, int, int], int]] = field(default_factory=list)
    person: int | None = None


@dataclass(frozen=True)
class Problem:
    """One problem found: where (game, window size, position) and what."""

    game: str
    size: tuple[int, int]
    position: str
    check: str
    what: str

    def __str__(self) -> str:
        return f"{self.game} {self.size[0]}x{self.size[1]} {self.position}: {self.check}: {self.what}"


# ----- the checks ---------------------------------------------------------------------------

def _rect(r):
    from pygame import Rect

    return Rect(r)


def _overlap_area(a, b) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def check_frame(frame: Frame) -> list[tuple[str, str]]:
    """Every (check, what) problem of one frame."""
    return [*_zones_overlap(frame), *_pieces_outside(frame), *_texts(frame), *_seats(frame),
            *_covers(frame), *_tooltips(frame), *_buttons(frame)]


def _zones_overlap(frame: Frame) -> Iterator[tuple[str, str]]:
    own = [z for z in frame.zones if z.layer == 0]
    for i, a in enumerate(own):
        for b in own[i + 1:]:
            clip = _rect(a.rect).clip(_rect(b.rect))
            if clip.w > 0 and clip.h > 0:
                yield "overlap", f"zones {a.zone} and {b.zone} overlap by {clip.w}x{clip.h} px"


def _pieces_outside(frame: Frame) -> Iterator[tuple[str, str]]:
    boxes = {z.zone: z for z in frame.zones}
    for item in frame.drawn:
        if item.kind != "piece" or item.zone not in boxes:
            continue
        zone = boxes[item.zone]
        home = boxes.get(zone.base, zone) if zone.layer else zone
        if not _rect(home.rect).inflate(4, 4).contains(item.rect):
            yield "outside", f"{item.what} is drawn outside its zone {item.zone}"


def _texts(frame: Frame) -> Iterator[tuple[str, str]]:
    floor = text_floor(frame.size)
    for item in frame.drawn:
        if item.kind not in ("text", "coordinate", "badge"):
            continue
        if item.size and item.size < floor - 0.05:
            where = f" in {item.zone}" if item.zone else ""
            yield "small", f"{item.kind} {item.what!r}{where} is {item.size:.1f} px (floor {floor:.0f})"
        box = item.box
        if box is not None and (item.rect.left < box.left - 1 or item.rect.right > box.right + 1):
            yield "wide", f"{item.kind} {item.what!r} is {item.rect.w} px wide in a box of {box.w}"


def _seat_key(zone: ZoneArea) -> str:
    """A zone's id without its owner's seat number: the zones of one kind, seat by seat."""
    return re.sub(rf"(?<![0-9]){zone.owner}(?![0-9])", "#", zone.zone) if zone.owner is not None else zone.zone


def _size(zone: ZoneArea) -> float:
    _x, _y, w, h = zone.inner
    return zone.cell if zone.cell else (w * h) ** 0.5


def _seats(frame: Frame) -> Iterator[tuple[str, str]]:
    if frame.person is None:
        return
    own = [z for z in frame.zones if z.layer == 0 and z.owner is not None]
    totals: dict[int, int] = {}
    for z in own:
        totals[z.owner] = totals.get(z.owner, 0) + z.rect[2] * z.rect[3]
    mine = totals.get(frame.person, 0)
    for seat, total in totals.items():
        if seat != frame.person and mine < total * SEAT_SLACK:
            yield "seat", f"the person's zones (seat {frame.person + 1}) take {mine} px², seat {seat + 1}'s {total}"
    by_key = {(_seat_key(z), z.owner): z for z in own}
    for z in own:
        if z.owner != frame.person:
            continue
        for other in own:
            if other.owner not in (None, frame.person) and by_key.get((_seat_key(z), other.owner)) is other \
                    and _size(z) < _size(other) * SEAT_SLACK:
                yield "seat", f"the person's {z.zone} is drawn smaller than {other.zone}"


def _covers(frame: Frame) -> Iterator[tuple[str, str]]:
    symbols = [(i, d) for i, d in enumerate(frame.drawn) if d.kind == "symbol"]
    pieces = [(i, d) for i, d in enumerate(frame.drawn) if d.kind == "piece"]
    marks = [d for d in frame.drawn if d.kind == "coordinate" or (d.kind == "text" and d.zone and d.box is not None)]
    owner_of = {}  # a symbol's index -> its piece's index
    for i, s in symbols:
        owner_of[i] = max(j for j, p in pieces if j < i)
    for item in frame.drawn:
        if item.kind != "badge":
            continue
        for _i, s in symbols:
            if _overlap_area(item.rect, s.rect) > COVER_SHARE * s.rect.w * s.rect.h:
                yield "covers", f"the badge {item.what!r} covers the symbol of {s.what}"
                break
        for m in marks:
            clip = item.rect.clip(m.rect)
            if clip.w > 1 and clip.h > 1:
                yield "covers", f"the badge {item.what!r} covers the {m.kind} {m.what!r}"
                break
    for j, p in pieces:
        for i, s in symbols:
            if owner_of[i] < j and s.zone != p.zone and _overlap_area(p.rect, s.rect) > COVER_SHARE * s.rect.w * s.rect.h:
                yield "covers", f"{p.what} covers the symbol of {s.what}"
        for m in marks:
            if _overlap_area(p.rect, m.rect) > COVER_SHARE * m.rect.w * m.rect.h:
                yield "covers", f"{p.what} covers the {m.kind} {m.what!r}"
    from greenbox_desktop.ui.table.placing import STACKED, look

    for k, (j, low) in enumerate(pieces):
        for _j2, high in pieces[k + 1:]:
            pile = _kind(high.what) in STACKED and _kind(low.what) in STACKED  # cards on cards: a pile, counted
            if high.zone == low.zone and not pile and look(high.what, True) != look(low.what, True) \
                    and _overlap_area(high.rect, low.rect) > HIDE_SHARE * low.rect.w * low.rect.h:
                yield "covers", f"{high.what} hides {low.what}"
                break


def _kind(cid: str) -> str:
    """What a piece is (an extra card is a card)."""
    head, _, rest = cid.partition(".")
    return rest.split(".", 1)[0] if head == "extra" else head


def _tooltips(frame: Frame) -> Iterator[tuple[str, str]]:
    window = _rect((0, 0, *frame.size))
    buttons_at = next((i for i, d in enumerate(frame.drawn) if d.kind == "buttons"), None)
    nows = [d for d in frame.drawn if d.kind == "now"]
    for i, tip in enumerate(frame.drawn):
        if tip.kind != "tooltip":
            continue
        if not window.contains(tip.rect):
            yield "tooltip", "the tooltip reaches outside the window"
        if buttons_at is not None and i < buttons_at and any(
                tip.rect.colliderect(b[1]) for b in frame.buttons):
            yield "tooltip", "the tooltip is drawn under a panel button"
        if any(tip.rect.colliderect(now.rect) for now in nows):
            yield "tooltip", "the tooltip covers the \"Now\" line"


def _buttons(frame: Frame) -> Iterator[tuple[str, str]]:
    for caption, rect, width in frame.buttons:
        if width > rect[2] - 8:
            yield "wide", f"the button {caption!r} needs {width} px, it has {rect[2] - 8}"


# ----- positions ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Position:
    """A position to draw: playout ``playout`` after ``step`` actions, and why it was chosen."""

    playout: int
    step: int
    why: str


def _phase(state) -> tuple:
    """What kind of decision a state asks for: its panel's phase, and the kinds of its actions."""
    facts = state.panel()
    actions = state.legal_actions()
    kinds = sorted({(type(a).__name__, str(getattr(a, "key", "") or getattr(a, "zone", ""))) for a in actions[:200]})
    return facts.get("Phase", ""), tuple(kinds)


def playouts(game_id: str, count: int = PLAYOUTS) -> list[tuple[int, int, list]]:
    """``count`` seeded random playouts of a game: (players, seed, actions), the seat counts taken in
    turn from the least to the most."""
    from greenbox_desktop import engine

    info = engine.game_info(game_id)
    out = []
    for k in range(count):
        players = info.min_players + k % (info.max_players - info.min_players + 1)
        state = engine.new_game(game_id, players, seed=k)
        rng = random.Random(k)
        actions = []
        while not state.is_terminal() and len(actions) < MAX_STEPS:
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
        out.append((players, k, actions))
    return out


def choose_positions(game_id: str, games: list[tuple[int, int, list]], wanted: int) -> list[Position]:
    """The positions to draw: each playout's start, the first time each phase is seen, each
    playout's end, then evenly spread steps until ``wanted`` (the list is cut to ``wanted``)."""
    from greenbox_desktop import engine

    chosen: dict[tuple[int, int], str] = {}
    seen: set = set()
    for k, (players, seed, actions) in enumerate(games):
        chosen.setdefault((k, 0), "start")
        chosen.setdefault((k, len(actions)), "end")
    for k, (players, seed, actions) in enumerate(games):
        state = engine.new_game(game_id, players, seed=seed)
        for step, action in enumerate([*actions, None]):
            if not state.is_terminal():
                phase = _phase(state)
                if phase not in seen:
                    seen.add(phase)
                    chosen.setdefault((k, step), "phase")
            if action is not None:
                state.apply(action)
    rank = {"phase": 1}  # the first playout's start and end, then each phase, then the other playouts' ends
    ordered = sorted(chosen, key=lambda p: (0 if p[0] == 0 and chosen[p] != "phase" else rank.get(chosen[p], 2), p))
    if len(ordered) < wanted:
        spots = [(k, s) for k, (_p, _s, actions) in enumerate(games) for s in range(1, len(actions))]
        spare = [p for p in spots if p not in chosen]
        stride = max(1, len(spare) // max(1, wanted - len(ordered)))
        ordered += spare[::stride][:wanted - len(ordered)]
    return sorted((Position(k, s, chosen.get((k, s), "step")) for k, s in ordered[:wanted]),
                  key=lambda p: (p.playout, p.step))


# ----- drawing ------------------------------------------------------------------------------

def capture(scene, shot: str | None = None) -> Frame:
    """Draw one frame of a table scene as the app does (the scene, the panel's buttons, what goes
    over them) and collect what it drew; ``shot``: a PNG file to keep the frame in."""
    import pygame

    from greenbox_desktop.ui.table import drawn

    app = scene.app
    surface = pygame.Surface(app.size)
    with drawn.recording() as record:
        scene.draw(surface)
        drawn.note("buttons", pygame.Rect(0, 0, 0, 0))
        app.manager.draw_ui(surface)
        scene.draw_over(surface)
    if shot:
        pygame.image.save(surface, shot)
    buttons = [(w.text, tuple(w.rect), w.font.size(w.text)[0]) for w in scene.widgets
               if hasattr(w, "text") and w.visible and w.font is not None]
    zones = [ZoneArea(b.zone.id, b.zone.owner, b.layer, tuple(b.rect), tuple(b.inner), b.cell, b.zone.over or "")
             for b in scene.layout.boxes.values()]
    return Frame(app.size, zones, record, buttons, scene.at_screen)


def _hover(scene, index: int) -> None:
    """Rest the pointer on one of the drawn pieces (a different one from position to position)."""
    import pygame

    from greenbox_desktop.ui.scenes.table import TOOLTIP_DELAY

    shown = [p for p in scene.placements if not p.hidden and scene.table_rect().contains(p.rect)]
    if not shown:
        return
    p = shown[index * 7 % len(shown)]
    pygame.mouse.set_pos(p.rect.center)
    scene.hover = (p.cid, scene.app.now - TOOLTIP_DELAY - 1)


def audit_game(app, game_id: str, sizes: Iterable[tuple[int, int]], wanted: int,
               shots: str | None = None) -> list[Problem]:
    """Every problem of one game: its positions drawn at every size (each frame kept as a PNG in
    the folder ``shots`` if given)."""
    import pygame

    from greenbox_desktop.ui.scenes.table import TableScene
    from greenbox_desktop.ui.session import Seat, Session, default_colours

    games = playouts(game_id)
    positions = choose_positions(game_id, games, wanted)
    problems = []
    for size in sizes:
        if app.size != size:
            pygame.display.set_mode(size)
            app.resized()
        for k, (players, seed, actions) in enumerate(games):
            steps = [p for p in positions if p.playout == k]
            if not steps:
                continue
            colours = default_colours(players)
            kinds = ["human"] * players if k % 2 == 0 else ["human"] + ["bot:normal"] * (players - 1)
            seats = [Seat(f"Player {i + 1}", colours[i], kinds[i]) for i in range(players)]
            try:
                session = Session.new(game_id, seats, seed, {})
            except ValueError:  # a game only people may play: all seats people
                session = Session.new(game_id, [Seat(s.name, s.colour) for s in seats], seed, {})
            scene = TableScene(app, session)
            app.goto(scene)
            done = 0
            for position in steps:
                for action in actions[done:position.step]:
                    session.apply(action)
                done = position.step
                _hover(scene, position.step)
                scene.refresh()
                if scene.curtain:
                    scene.lift_curtain()
                _hover(scene, position.step)
                where = f"playout {k} ({players} seats) step {position.step} ({position.why})"
                shot = os.path.join(shots, f"{game_id}-{size[0]}x{size[1]}-{k}-{position.step}.png") if shots else None
                for check, what in check_frame(capture(scene, shot)):
                    problems.append(Problem(game_id, size, where, check, what))
            scene.bots.cancel()
    return problems


def run(game_ids: list[str], sizes: list[tuple[int, int]], wanted: int, out=sys.stdout,
        shots: str | None = None) -> list[Problem]:
    """Audit ``game_ids`` at ``sizes`` and print every problem and the summary line."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from greenbox_desktop.ui.application import App

    app = App(size=sizes[0], fullscreen=False)
    app.settings.animation_speed = 0.0
    problems: list[Problem] = []
    for game_id in game_ids:
        found = audit_game(app, game_id, sizes, wanted, shots)
        for problem in found:
            print(problem, file=out)
        problems += found
    app.close()
    print(f"layout audit: {len(problems)} problems in {len(game_ids)} games at {len(sizes)} window sizes", file=out)
    return problems


def main(argv: list[str] | None = None) -> int:
    """The command line: audit the games, exit 1 if any problem was found."""
    parser = argparse.ArgumentParser(prog="python -m greenbox_desktop.ui.audit", description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few positions a game at one window size")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every registered game)")
    parser.add_argument("--sizes", default="", help="comma-separated window sizes, e.g. 1280x720,1920x1080")
    parser.add_argument("--positions", type=int, default=0, help="positions per game and size")
    parser.add_argument("--shots", default="", help="a folder to keep every drawn frame in, as PNG files")
    args = parser.parse_args(argv)
    if "GREENBOX_DATA_DIR" not in os.environ:  # the audit writes nothing where the player's games are
        scratch = tempfile.mkdtemp(prefix="greenbox-audit-")
        os.environ["GREENBOX_DATA_DIR"] = os.path.join(scratch, "data")
        os.environ["GREENBOX_CONFIG_DIR"] = os.path.join(scratch, "config")
    from greenbox_desktop import engine

    known = [info.id for info in engine.games()]
    games = [g for g in args.games.split(",") if g] or known
    unknown = [g for g in games if g not in known]
    if unknown:
        parser.error(f"no such game: {', '.join(unknown)}")
    asked = [s for s in args.sizes.split(",") if s]
    bad = [s for s in asked if not re.fullmatch(r"[1-9][0-9]*x[1-9][0-9]*", s)]
    if bad:
        parser.error(f"a window size is WIDTHxHEIGHT, e.g. 1280x720 (not {', '.join(bad)})")
    sizes = [tuple(int(v) for v in s.split("x")) for s in asked] or list(QUICK_SIZES if args.quick else SIZES)
    wanted = args.positions or (QUICK_POSITIONS if args.quick else POSITIONS)
    started = time.perf_counter()
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    problems = run(games, sizes, wanted, shots=args.shots or None)
    print(f"({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
