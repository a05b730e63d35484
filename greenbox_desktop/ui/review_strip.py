"""The review strip of the replay viewer: each seat's chance along the game, and its turning points.

The strip lies between the table and the replay's step bar.  It shows a kept review at once, or
runs one in a daemon thread (``ReviewJob``, as the bots think: the window stays responsive) with a
progress bar and a Cancel button, and keeps the result beside the game's history file.  The graph
has one line per seat in the seat's colour (one line for a team), a mark on the step shown, and
rings on the turning points; clicking it shows that step, and at a turning point the words on the
right say what was played and what the bot prefers, with both chances.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from greenbox_desktop import saves
from greenbox_desktop.ai import review
from greenbox_desktop.saves import reviews
from greenbox_desktop.ui.scenes.base import ACCENT, DIM, TEXT
from greenbox_desktop.ui.session import default_colours

if TYPE_CHECKING:
    from greenbox_desktop.ui.scenes.replay import ReplayScene

STRIP_H = 176  # the strip's height (pixels at 1280×720)
STRIP_BG = (24, 48, 33)
GRID = (52, 84, 62)
LEVELS = ("normal", "hard")
TEAM_COLOUR = (232, 196, 90)
RING = 7  # a turning point's ring radius (pixels at 1280×720); clicks this close pick it


def percent(chance: float) -> str:
    """A chance in words: "62 %"."""
    return f"{round(100 * chance)} %"


class ReviewJob:
    """One review running in a daemon thread; ``result`` or ``error`` is set when it ends."""

    def __init__(self, save: saves.SaveGame, level: str) -> None:
        self.level = level
        self.done, self.total = 0, len(save.history)
        self.result: review.Review | None = None
        self.error: str | None = None
        self.finished = False
        self.stop = threading.Event()
        threading.Thread(target=self.work, args=(save,), name="review", daemon=True).start()

    def work(self, save: saves.SaveGame) -> None:
        """Analyse the game (in the worker thread)."""
        try:
            self.result = review.analyse(save.game_id, save.players, save.seed, save.options, save.history,
                                         self.level, progress=self.advance, stop=self.stopped)
        except review.Cancelled:
            pass
        except Exception as error:  # noqa: BLE001 - a failing review is reported, never a crash
            self.error = f"The review failed: {error}"
        self.finished = True

    def stopped(self) -> bool:
        """Whether the review was cancelled; asked between search iterations, it also hands the
        interpreter to the window's thread at once (``sleep(0)``), so frames do not wait for it."""
        time.sleep(0)
        return self.stop.is_set()

    def advance(self, done: int, total: int) -> None:
        """The progress callback: steps done of all."""
        self.done, self.total = done, total


class ReviewStrip:
    """The review of one replayed game, drawn and driven inside the replay scene."""

    def __init__(self, scene: ReplayScene) -> None:
        self.scene = scene
        self.level = "normal"
        self.review: review.Review | None = None
        self.job: ReviewJob | None = None
        self.note = ""  # a line about the kept file (refused, cannot be written) or a cancelled run
        self.rings: list[tuple[tuple[int, int], review.TurningPoint]] = []
        self.colours = [pygame.Color(c) for c in (scene.save.colours or default_colours(scene.save.players))]
        self.buttons: dict[str, object] = {}

    # ----- running and keeping ----------------------------------------------------------------
    def open(self, level: str | None = None) -> None:
        """Show the review at ``level`` (default: Hard if one is kept, else Normal): the kept one, or run it."""
        save = self.scene.save
        if level is None:
            level = "hard" if _exists(save, "hard") else "normal"
        self.cancel()
        self.level, self.review, self.note = level, None, ""
        try:
            self.review = reviews.load_review(save, level)
        except (saves.SaveError, saves.DataDirError) as error:
            self.note = f"{error} Reviewing again."
        if self.review is None:
            self.job = ReviewJob(save, level)
        self.sync()

    def rerun(self, level: str) -> None:
        """A level button: show that level's review (kept or run now)."""
        if self.job is None and self.review is not None and self.review.level == level:
            return
        self.open(level)

    def cancel(self) -> None:
        """Stop a running review (its work is dropped)."""
        if self.job is not None:
            self.job.stop.set()
            self.job = None
            self.note = "Review cancelled."
        self.sync()

    def update(self) -> None:
        """Collect a finished review and keep it beside the game."""
        job = self.job
        if job is None or not job.finished:
            return
        self.job = None
        if job.error is not None:
            self.note = job.error
        elif job.result is not None:
            self.review = job.result
            try:
                reviews.store_review(self.scene.save, job.result)
            except saves.DataDirError as error:
                self.note = f"The review could not be kept: {error}"
        self.sync()

    # ----- widgets ----------------------------------------------------------------------------
    def build(self, rect: Rect) -> None:
        """The level buttons and Cancel along the strip's top row."""
        app, scene = self.scene.app, self.scene
        h, gap = app.px(28), app.px(6)
        x = rect.right - app.px(10)
        self.buttons = {}
        for key, caption, action, width, tip in (
                ("cancel", "Cancel", self.cancel, 84, "Stop the review"),
                ("hard", "Hard", lambda: self.rerun("hard"), 70, "A deeper, slower review"),
                ("normal", "Normal", lambda: self.rerun("normal"), 80, "The review of the Normal bot")):
            x -= app.px(width)
            self.buttons[key] = scene.button(Rect(x, rect.y + app.px(6), app.px(width), h), caption, action, tip=tip,
                                             object_id=f"#review_{key}")
            x -= gap
        self.sync()

    def sync(self) -> None:
        """Enable Cancel while a review runs; the level shown cannot be picked again."""
        shown = self.job.level if self.job is not None else (self.review.level if self.review else None)
        for key, widget in self.buttons.items():
            on = self.job is not None if key == "cancel" else key != shown
            widget.enable() if on else widget.disable()

    # ----- geometry ---------------------------------------------------------------------------
    def graph_rect(self, rect: Rect) -> Rect:
        """Where the graph is drawn inside the strip ``rect``."""
        app = self.scene.app
        top = rect.y + app.px(40)
        return Rect(rect.x + app.px(44), top, rect.w * 3 // 5 - app.px(50), rect.bottom - top - app.px(10))

    def words_rect(self, rect: Rect) -> Rect:
        """Where the words about the step shown go, right of the graph."""
        graph = self.graph_rect(rect)
        app = self.scene.app
        return Rect(graph.right + app.px(16), graph.y, rect.right - graph.right - app.px(26), graph.h)

    def point(self, graph: Rect, step: int, chance: float) -> tuple[int, int]:
        """Where a step's chance lies on the graph."""
        steps = max(1, len(self.scene.log))
        return graph.x + round(graph.w * step / steps), graph.bottom - round(graph.h * chance)

    # ----- input ------------------------------------------------------------------------------
    def click(self, pos: tuple[int, int], rect: Rect) -> bool:
        """A click in the strip: a ring picks its turning point, anywhere else on the graph its step."""
        graph = self.graph_rect(rect)
        reach = self.scene.app.px(2 * RING)
        if self.review is None or not graph.inflate(reach, reach).collidepoint(pos):
            return False
        near = self.scene.app.px(RING + 2)
        for (x, y), turning in self.rings:
            if abs(x - pos[0]) <= near and abs(y - pos[1]) <= near:
                self.scene.show_step(turning.step)
                return True
        steps = len(self.scene.log)
        self.scene.show_step(round((pos[0] - graph.x) / max(1, graph.w) * steps))
        return True

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: Rect) -> None:
        """The strip: title, progress or the graph, and the words about the step shown."""
        app, scene = self.scene.app, self.scene
        pygame.draw.rect(surface, STRIP_BG, rect)
        title = f"Review ({self.level.capitalize()})"
        left = scene.text(surface, title, (rect.x + app.px(12), rect.y + app.px(10)), 16, colour=ACCENT,
                          bold=True).right + app.px(14)
        right = min(b.rect.x for b in self.buttons.values()) - app.px(12) if self.buttons else rect.right
        if self.job is not None:
            self.draw_progress(surface, Rect(left, rect.y + app.px(10), max(app.px(40), right - left), app.px(20)))
        elif self.note:
            line = self.note
            scene.text(surface, line, (left, rect.y + app.px(11)), scene.fitting_size(line, right - left, 14, 10),
                       colour=DIM)
        graph = self.graph_rect(rect)
        self.draw_axes(surface, graph)
        if self.review is not None:
            self.draw_lines(surface, graph)
            self.draw_words(surface, self.words_rect(rect))
        elif self.job is not None:
            scene.paragraph(surface, "Each seat's chance is judged from what that seat could see at each step. "
                            "The window stays free while the bots think.", self.words_rect(rect), 14, colour=DIM)

    def draw_progress(self, surface: pygame.Surface, bar: Rect) -> None:
        """The running review's progress bar with its count."""
        job, app = self.job, self.scene.app
        pygame.draw.rect(surface, GRID, bar, border_radius=app.px(4))
        filled = bar.copy()
        filled.w = round(bar.w * job.done / max(1, job.total))
        if filled.w:
            pygame.draw.rect(surface, ACCENT, filled, border_radius=app.px(4))
        self.scene.text(surface, f"{job.done} of {job.total} moves", bar.center, 13, colour=TEXT, anchor="center")

    def draw_axes(self, surface: pygame.Surface, graph: Rect) -> None:
        """The frame, the 50 % line and the percent labels of the graph."""
        app, scene = self.scene.app, self.scene
        pygame.draw.rect(surface, GRID, graph, 1)
        for chance in (0.0, 0.5, 1.0):
            y = graph.bottom - round(graph.h * chance)
            if 0 < chance < 1:
                pygame.draw.line(surface, GRID, (graph.x, y), (graph.right, y))
            scene.text(surface, percent(chance), (graph.x - app.px(4), y), 11, colour=DIM, anchor="midright")

    def draw_lines(self, surface: pygame.Surface, graph: Rect) -> None:
        """One line per seat (one for a team), the step shown, and the turning points' rings."""
        app, chances = self.scene.app, self.review.chances
        seats = range(1 if self.review.team else len(chances[0]))
        x_now = self.point(graph, self.scene.step, 0)[0]
        pygame.draw.line(surface, DIM, (x_now, graph.y), (x_now, graph.bottom), max(1, app.px(2)))
        for seat in seats:
            colour = TEAM_COLOUR if self.review.team else self.colours[seat]
            points = [self.point(graph, step, c[seat]) for step, c in enumerate(chances)]
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, max(1, app.px(2)))
        self.rings = []
        radius = app.px(RING)
        for turning in self.review.turning_points:
            seat = 0 if self.review.team else turning.seat
            centre = self.point(graph, turning.step, chances[turning.step][seat])
            colour = TEAM_COLOUR if self.review.team else self.colours[seat]
            lit = turning.step == self.scene.step
            pygame.draw.circle(surface, ACCENT if lit else TEXT, centre, radius + app.px(2), max(1, app.px(2)))
            pygame.draw.circle(surface, colour, centre, radius - app.px(1))
            self.rings.append((centre, turning))

    def draw_words(self, surface: pygame.Surface, area: Rect) -> None:
        """At a turning point, the move played and the move preferred; elsewhere, the chances shown."""
        scene, app = self.scene, self.scene.app
        turning = next((t for t in self.review.turning_points if t.step == scene.step), None)
        key_h = app.px(18)
        y = area.y
        for line, colour in self.lines(turning):
            y = scene.paragraph(surface, line, Rect(area.x, y, area.w, area.bottom - key_h - y), 14, colour=colour)
            y += app.px(4)
        self.draw_key(surface, Rect(area.x, area.bottom - key_h, area.w, key_h))

    def draw_key(self, surface: pygame.Surface, row: Rect) -> None:
        """Which line is whose: a short stroke in each seat's colour before its name (as many as fit)."""
        scene, app = self.scene, self.scene.app
        keys = [("The team", TEAM_COLOUR)] if self.review.team else list(zip(scene.names, self.colours))
        x = row.x
        for name, colour in keys:
            label = scene.app.art.font(app.px(12)).size(name)[0]
            if x + app.px(22) + label > row.right:
                return
            pygame.draw.line(surface, colour, (x, row.centery), (x + app.px(16), row.centery), max(1, app.px(3)))
            x = scene.text(surface, name, (x + app.px(22), row.centery), 12, colour=DIM, anchor="midleft").right
            x += app.px(14)

    def lines(self, turning: review.TurningPoint | None) -> list[tuple[str, tuple[int, int, int]]]:
        """The words beside the graph for the step shown (with the players' names)."""
        scene, chances = self.scene, self.review.chances[self.scene.step]
        if turning is None:
            who = [("The team", chances[0])] if self.review.team else list(zip(scene.names, chances))
            when = "At the end" if scene.step == len(scene.log) else f"Before move {scene.step + 1}"
            return [(f"{when}: " + ", ".join(f"{name} {percent(c)}" for name, c in who) + ".", TEXT),
                    (f"{len(self.review.turning_points)} turning points are ringed: click one, "
                     "or click the graph to go to a step.", DIM)]
        before = scene.log.state_at(turning.step)
        played = scene.words(scene.log.lines[turning.step][0].rstrip("."))
        better = scene.words(before.describe(turning.better).rstrip("."))
        headline = f"Turning point at move {turning.step + 1}: {scene.names[turning.seat]} lost {percent(turning.loss)}."
        return [(headline, ACCENT),
                (f"Played: {played}, which left a {percent(turning.left)} chance.", TEXT),
                (f"Better: {better}, which kept a {percent(turning.kept)} chance.", TEXT)]


def _exists(save: saves.SaveGame, level: str) -> bool:
    """Whether a review of ``save`` at ``level`` is kept (an unreadable data folder keeps none)."""
    try:
        return reviews.review_path(save, level).exists()
    except saves.DataDirError:
        return False
