"""The replay viewer: a finished game's table after any of its actions, drawn as in play.

Nothing on the table moves by hand.  The bar under the table steps through the game (first,
back, play or pause, forward, last, the speed) and its slider spans the whole game; the side
panel shows the game log with the current action lit, whose view is drawn (a game with hidden
information shows one seat's view, or everything once asked) and "Take over from here", which
starts a new game from the step shown with the same seats or new ones.  The Review button (or
the results screen's) opens the review strip between the table and the bar (``ui.review_strip``):
each seat's chance along the game and its turning points; a click on it shows that step.  Keys:
Left/Right step, Page Up/Down ten steps, Home/End, Space plays or pauses, Up/Down change the
speed, R opens or closes the review, Esc goes back.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

import pygame
from pygame import Rect

from greenbox_desktop import saves
from greenbox_desktop.engine import State
from greenbox_desktop.engine.replay_log import ReplayLog
from greenbox_desktop.ui.bot_runner import HUMAN
from greenbox_desktop.ui.log_text import wrap, with_names
from greenbox_desktop.ui.review_strip import STRIP_H, ReviewStrip
from greenbox_desktop.ui.scenes.base import ACCENT, DIM, TEXT, Scene, SubScene
from greenbox_desktop.ui.session import Seat, Session, default_colours
from greenbox_desktop.ui.table.animation import Animator
from greenbox_desktop.ui.table.captions import CaptionPainter
from greenbox_desktop.ui.table.frame import outcome_line, panel_facts, side_panel
from greenbox_desktop.ui.table.layout import TableLayout, grown_rows, layout_table
from greenbox_desktop.ui.table.legible import text_floor
from greenbox_desktop.ui.table.marks import MarkPainter
from greenbox_desktop.ui.table.placing import Placement
from greenbox_desktop.ui.table.render import LayerCache, TableRenderer, state_contents
from greenbox_desktop.words import plural

PANEL_BG = (20, 42, 29)
BAR_BG = (18, 36, 25)
LIT_LINE = (52, 96, 66)
BAR_H = 56  # the control bar under the table (pixels at 1280×720)
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)  # actions a second while playing
SPEED_AT = 2


class ReplayScene(SubScene):
    """Steps through one recorded game (a checked save whose moves replay)."""

    KEYS_TITLE = "a replay"
    KEYS = (("Left / Right", "a step back or on"), ("Home / End", "the start or the end"),
            ("Page Up / Page Down", "ten steps back or on"), ("Space", "play or pause"),
            ("Up / Down", "faster or slower"), ("R", "open or close the review"), ("Esc", "back"))

    opaque = True

    def __init__(self, app, save: saves.SaveGame, back: Callable[[], Scene] | None = None,
                 review: bool = False) -> None:
        super().__init__(app)
        self.save = save
        self.back_to = back
        self.log = ReplayLog(save.start(), save.history)
        self.finished = self.log.final.is_terminal()
        self.hidden = self.log.final.INFO.hidden_info
        self.names = list(save.names)
        self.seat = next((i for i, kind in enumerate(save.kinds) if kind == HUMAN), 0)
        self.reveal = False
        self.step = 0
        self.playing = False
        self.speed_at = SPEED_AT
        self.wait = 0.0
        self.renderer = TableRenderer(app.art)
        self.renderer.label_text = self.words
        self.captions = CaptionPainter(app.art)
        self.marks = MarkPainter(app.art)
        self.layer = LayerCache()  # the still table, drawn once per step
        self.animator = Animator(app.settings.animation_speed)
        self.capacity: dict[str, int] = {}
        self.state: State = self.log.state_at(0)
        self.view: State = self.state
        self.layout = TableLayout()
        self.placements: list[Placement] = []
        self.version = 0
        self.panel_cache: tuple[tuple, pygame.Surface] | None = None
        self.log_hits: list[tuple[Rect, int]] = []  # log lines on screen and the step each one shows
        self.controls: dict[str, object] = {}
        self.slider = None
        self.strip = ReviewStrip(self)
        self.reviewing = review
        self.refresh()
        if review:
            self.strip.open()

    # ----- geometry -----------------------------------------------------------------------
    def panel_rect(self) -> Rect:
        """The side panel on the right, where the table screen has it."""
        return side_panel(self.app)

    def bar_rect(self) -> Rect:
        """The control bar under the table."""
        w, h = self.app.size
        return Rect(0, h - self.app.px(BAR_H), w - self.panel_rect().w, self.app.px(BAR_H))

    def strip_rect(self) -> Rect:
        """The review strip above the bar (no height while the review is closed)."""
        bar = self.bar_rect()
        h = self.app.px(STRIP_H) if self.reviewing else 0
        return Rect(0, bar.y - h, bar.w, h)

    def table_rect(self) -> Rect:
        """Where the table is drawn."""
        strip = self.strip_rect()
        return Rect(0, 0, strip.w, strip.y)

    # ----- what is shown ------------------------------------------------------------------
    def words(self, text: str) -> str:
        """Engine text with the players' names."""
        return with_names(text, self.names)

    def drawn_state(self) -> State:
        """The state as the chosen seat saw it, or all of it (revealed, or nothing is hidden)."""
        if self.reveal or not self.hidden:
            return self.state
        return self.state.view(self.seat)

    def refresh(self) -> None:
        """Recompute the view, the layout and the placements for the current step."""
        self.version += 1
        self.view = self.drawn_state()
        for zone, pieces in state_contents(self.view).items():  # trays keep their grid as they empty
            self.capacity[zone] = max(self.capacity.get(zone, 0), len(pieces))
        self.relayout()

    def relayout(self) -> None:
        """Place everything again (after a new step or a new window size)."""
        zones = self.view.zones()
        floor = text_floor(self.app.size)
        self.layout = layout_table(zones, self.table_rect(), False, grown_rows(zones, state_contents(self.view)),
                                   floor, self.renderer.measure(floor))
        self.placements = self.renderer.placements(self.view, self.layout, self.capacity)
        self.renderer.invalidate()

    def go(self, step: int, animate: bool = False) -> None:
        """Show the state after ``step`` actions (gliding the pieces that moved when ``animate``)."""
        step = max(0, min(len(self.log), step))
        if step == self.step:
            return
        before = {p.cid: p.rect for p in self.placements}
        self.step = step
        self.state = self.log.state_at(step)
        self.refresh()
        if animate:
            self.animator.changes(before, {p.cid: p.rect for p in self.placements}, self.app.now)
        if self.slider is not None:
            self.slider.set_current_value(step, warn=False)
        if step == len(self.log):
            self.pause()
        self.sync_buttons()

    # ----- controls -----------------------------------------------------------------------
    def first(self) -> None:
        """To the set-up, before any action."""
        self.go(0)

    def back_one(self) -> None:
        """One action back."""
        self.pause()
        self.go(self.step - 1, animate=True)

    def forward_one(self) -> None:
        """One action forward."""
        self.pause()
        self.go(self.step + 1, animate=True)

    def last(self) -> None:
        """To the end of the game."""
        self.go(len(self.log))

    def play_pause(self) -> None:
        """Play the game on from here at the chosen speed, or pause (from the end: from the start)."""
        if self.playing:
            self.pause()
            return
        if self.step == len(self.log):
            self.go(0)
        self.playing, self.wait = True, 0.0
        self.sync_buttons()

    def pause(self) -> None:
        """Stop playing."""
        self.playing = False
        self.sync_buttons()

    def faster(self, change: int = 1) -> None:
        """The next speed up (or down, with ``change`` -1), within the speeds offered."""
        self.speed_at = max(0, min(len(SPEEDS) - 1, self.speed_at + change))
        self.sync_buttons()

    def cycle_speed(self) -> None:
        """The speed button: the next speed, back to the slowest after the fastest."""
        self.speed_at = (self.speed_at + 1) % len(SPEEDS)
        self.sync_buttons()

    def next_seat(self) -> None:
        """Show the next seat's view."""
        self.seat = (self.seat + 1) % len(self.names)
        self.refresh()
        self.sync_buttons()

    def toggle_reveal(self) -> None:
        """Show everything, or only the chosen seat's view again (everything only for a finished game)."""
        self.reveal = self.finished and not self.reveal
        self.refresh()
        self.sync_buttons()

    def branch(self) -> saves.SaveGame:
        """The save of a new game that takes over from the step shown."""
        return replace(self.save, history=self.save.history[:self.step], label="")

    def take_over(self) -> None:
        """A new game from the step shown, with the same seats."""
        try:
            session = Session.from_save(self.branch())
        except saves.SaveError as error:
            self.app.message("Cannot take over", str(error))
            return
        self.app.show("table", session)

    def take_over_seated(self) -> None:
        """A new game from the step shown, seating the players anew."""
        colours = self.save.colours or list(default_colours(self.save.players))
        seats = [Seat(name, colours[i], kind) for i, (name, kind) in enumerate(zip(self.names, self.save.kinds))]
        self.app.show("seating", self.save.game_id, dict(self.save.options), seats, branch=self.branch(),
                      back=lambda: self)

    def toggle_review(self) -> None:
        """Open the review strip (showing the kept review, or running one), or close it."""
        self.reviewing = not self.reviewing
        if self.reviewing:
            self.strip.open()
        else:
            self.strip.cancel()
        self.rebuild()

    def show_step(self, step: int) -> None:
        """Pause and show ``step`` (a click on the review's graph)."""
        self.pause()
        self.go(step)

    def rules(self) -> None:
        """The rules of the game, coming back here."""
        self.app.show("rules", self.save.game_id, back=lambda: self)

    # ----- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        from pygame_gui.elements import UIHorizontalSlider

        app = self.app
        panel, bar = self.panel_rect(), self.bar_rect()
        pad, gap = app.px(12), app.px(6)
        bw, bh = panel.w - 2 * pad, app.px(34)
        self.controls = {}
        y = app.px(100)
        if self.hidden:
            half = (bw - gap) // 2
            self.controls["seat"] = self.button(Rect(panel.x + pad, y, half, bh), "", self.next_seat,
                                                tip="Whose view of the table is shown", object_id="#view_seat")
            self.controls["reveal"] = self.button(Rect(panel.x + pad + half + gap, y, half, bh), "", self.toggle_reveal,
                                                  object_id="#reveal")
        half = (bw - gap) // 2
        row2 = panel.bottom - bh - app.px(10)
        row1 = row2 - bh - gap
        self.controls["take"] = self.button(Rect(panel.x + pad, row1, half, bh), "Take over here", self.take_over,
                                            tip="Play on from this step with the same seats",
                                            object_id="#take_over")
        self.controls["seated"] = self.button(Rect(panel.x + pad + half + gap, row1, half, bh), "…with new seats",
                                              self.take_over_seated, tip="Play on from this step, seating anew",
                                              object_id="#take_over_seated")
        self.button(Rect(panel.x + pad, row2, half, bh), "Rules", self.rules)
        self.button(Rect(panel.x + pad + half + gap, row2, half, bh), "Back", self.back, object_id="#back")
        self.build_bar(bar, UIHorizontalSlider)
        if self.reviewing:
            self.strip.build(self.strip_rect())
        self.sync_buttons()

    def build_bar(self, bar: Rect, slider_class) -> None:
        """The step buttons, the speed and the slider along the bar under the table."""
        app = self.app
        h, gap = app.px(36), app.px(6)
        y = bar.centery - h // 2
        x = bar.x + app.px(10)
        for key, caption, action, width, tip in (
                ("first", "|◀", self.first, 44, "Home: the set-up"),
                ("back", "◀", self.back_one, 44, "Left arrow: one action back"),
                ("play", "Play", self.play_pause, 72, "Space: play or pause"),
                ("forward", "▶", self.forward_one, 44, "Right arrow: one action forward"),
                ("last", "▶|", self.last, 44, "End: the end of the game"),
                ("speed", "", self.cycle_speed, 110, "Up and Down arrows: faster or slower"),
                ("review", "Review", self.toggle_review, 116, "R: each seat's chances along the game")):
            self.controls[key] = self.button(Rect(x, y, app.px(width), h), caption, action, tip=tip,
                                             object_id=f"#replay_{key}")
            x += app.px(width) + gap
        right = bar.right - app.px(12)
        self.slider = self.add(slider_class(Rect(x + app.px(6), y, max(app.px(60), right - x - app.px(6)), h),
                                            self.step, (0, max(1, len(self.log))), app.manager,
                                            object_id="#replay_slider"))

    def sync_buttons(self) -> None:
        """Captions and enabled states that follow the step, the speed and the view."""
        if not self.controls:
            return
        speed = SPEEDS[self.speed_at]
        self.controls["play"].set_text("Pause" if self.playing else "Play")
        self.controls["speed"].set_text(plural(speed, "move") + "/s")
        self.controls["review"].set_text("Close review" if self.reviewing else "Review")
        possible = {"first": self.step > 0, "back": self.step > 0, "forward": self.step < len(self.log),
                    "last": self.step < len(self.log), "take": not self.state.is_terminal(),
                    "seated": not self.state.is_terminal(), "seat": not self.reveal, "reveal": self.finished}
        if "seat" in self.controls:
            self.controls["seat"].set_text(f"View: {self.names[self.seat]}")
            self.controls["reveal"].set_text("Hide again" if self.reveal else "Show everything")
        for key, widget in self.controls.items():
            if key in possible:
                widget.enable() if possible[key] else widget.disable()

    # ----- events -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        import pygame_gui

        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.pause()
            self.go(round(event.value))
            return
        super().handle_event(event, consumed)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.reviewing and self.strip.click(event.pos, self.strip_rect()):
                return
            hit = next((step for rect, step in self.log_hits if rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.pause()
                self.go(hit)
            return
        if event.type != pygame.KEYDOWN:
            return
        keys: dict[int, Callable[[], None]] = {
            pygame.K_LEFT: self.back_one, pygame.K_RIGHT: self.forward_one, pygame.K_HOME: self.first,
            pygame.K_END: self.last, pygame.K_SPACE: self.play_pause, pygame.K_UP: self.faster,
            pygame.K_DOWN: lambda: self.faster(-1), pygame.K_PAGEUP: lambda: self.go(self.step - 10),
            pygame.K_PAGEDOWN: lambda: self.go(self.step + 10), pygame.K_ESCAPE: self.back,
            pygame.K_r: self.toggle_review,
        }
        if event.key in keys:
            keys[event.key]()

    def update(self, dt: float) -> None:
        self.strip.update()
        if not self.playing or self.animator.busy:
            return
        self.wait += dt
        if self.wait >= 1 / SPEEDS[self.speed_at]:
            self.wait = 0.0
            self.go(self.step + 1, animate=True)

    def enter(self) -> None:
        self.animator.speed = self.app.settings.animation_speed
        if self.reviewing and self.strip.review is None and self.strip.job is None:
            self.strip.open(self.strip.level)
        self.relayout()
        super().enter()

    def rebuild(self) -> None:
        self.panel_cache = None
        self.relayout()
        super().rebuild()

    def leave(self) -> None:
        self.slider = None
        self.strip.cancel()
        super().leave()

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table_rect()
        moved = self.animator.frame(self.app.now)
        if moved:  # pieces glide: every frame differs
            self.draw_table(surface, table, moved)
        else:
            self.layer.draw(surface, table, (self.version, id(self.layout), id(self.placements)),
                            lambda layer: self.draw_table(layer, table, moved))
        pygame.draw.rect(surface, BAR_BG, self.bar_rect())
        if self.reviewing:
            self.strip.draw(surface, self.strip_rect())
        self.draw_panel(surface)
        self.draw_status(surface, table)

    def draw_table(self, surface: pygame.Surface, table: Rect, moved: dict[str, Rect]) -> None:
        """The table area as play draws it: zones, captions, pieces, marks."""
        surface.set_clip(table)
        key = (self.version, tuple(self.layout.boxes))
        self.renderer.draw_static(surface, self.layout, key)
        self.captions.draw(surface, self.layout, self.view, key)
        self.renderer.draw_pieces(surface, self.layout, self.placements, moved)
        self.marks.draw(surface, self.layout, self.view, key)
        surface.set_clip(None)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The side panel (cached until the step, the view or the window changes)."""
        panel = self.panel_rect()
        key = (self.version, self.app.size)
        if self.panel_cache is None or self.panel_cache[0] != key:
            image = pygame.Surface(panel.size).convert()
            self.log_hits = []
            self.paint_panel(image, panel.topleft)
            self.panel_cache = (key, image)
        surface.blit(self.panel_cache[1], panel)

    def headline(self) -> str:
        """Who is to move at the step shown, or how the game ended."""
        state = self.state
        if not state.is_terminal():
            return f"Next: {self.names[state.current_player]}"
        return outcome_line(state, self.names)

    def paint_panel(self, image: pygame.Surface, origin: tuple[int, int]) -> None:
        """The panel's text: title, step, whose move, the facts and the log with the current action lit."""
        app = self.app
        image.fill(PANEL_BG)
        pad = app.px(12)
        w = image.get_width() - 2 * pad
        title = f"Replay: {self.state.INFO.title}"
        self.text(image, title, (pad, app.px(10)), self.fitting_size(title, w, 22, 12, bold=True), colour=ACCENT,
                  bold=True)
        self.text(image, f"Move {self.step} of {len(self.log)}", (pad, app.px(42)), 16, bold=True)
        headline = self.headline()
        self.text(image, headline, (pad, app.px(66)), self.fitting_size(headline, w, 16, 11), colour=DIM)
        y = app.px(146) if self.hidden else app.px(100)
        bottom = self.panel_rect().h - 2 * app.px(34) - app.px(28)
        facts = panel_facts(self.state, self.view, self.names)
        facts.pop("Now", None)
        for label, value in facts.items():
            y = self.paragraph(image, self.words(f"{label}: {value}"), Rect(pad, y, w, app.px(60)), 13)
        y += app.px(6)
        pygame.draw.line(image, DIM, (pad, y), (pad + w, y))
        self.text(image, "Game log", (pad, y + app.px(6)), 15, colour=ACCENT, bold=True)
        self.paint_log(image, Rect(pad, y + app.px(30), w, bottom - y - app.px(30)), origin)

    def paint_log(self, image: pygame.Surface, area: Rect, origin: tuple[int, int]) -> None:
        """The log lines around the current action, that action lit; each line can be clicked."""
        font = self.app.art.font(self.app.px(13))
        step_h = font.get_linesize()
        rows = max(1, area.h // step_h)
        entries = [(0, ["The set-up"])] + [
            (i, wrap(f"{i}. " + self.words(" ".join(lines)), area.w - self.app.px(8), lambda s: font.size(s)[0]))
            for i, lines in enumerate(self.log.lines, 1) if abs(i - self.step) <= rows]
        flat = [(step, line) for step, lines in entries for line in lines]
        at = next((k for k, (step, _line) in enumerate(flat) if step == self.step), 0)
        start = max(0, min(at - rows // 3, len(flat) - rows))
        y = area.y
        for step, line in flat[start:start + rows]:
            row = Rect(area.x, y, area.w, step_h)
            if step == self.step:
                pygame.draw.rect(image, LIT_LINE, row.inflate(self.app.px(6), 0), border_radius=self.app.px(3))
            image.blit(font.render(line, True, ACCENT if step == self.step else TEXT), (area.x + self.app.px(4), y))
            self.log_hits.append((row.move(origin), step))
            y += step_h
