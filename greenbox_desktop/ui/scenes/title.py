"""The title screen: drawn without pygame-gui so the first frame comes up fast."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable

import pygame

from greenbox_desktop import saves
from greenbox_desktop.saves.paths import read_only
from greenbox_desktop.ui.scenes.base import ACCENT, DIM, TEXT, Scene


@dataclass
class FlatButton:
    """A plain drawn button (the title screen avoids loading pygame-gui before its first frame)."""

    text: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    note: str = ""  # a smaller second line under the text


def when_played(stamp: str, now: datetime | None = None) -> str:
    """When a save was written, in the computer's local time: "today at 14:05", "yesterday at
    09:30", or "3 Mar 2026 at 18:00" ("" for a stamp that is no time or that the local clock
    cannot show)."""
    try:
        moment = datetime.fromisoformat(stamp)
        if moment.tzinfo is not None:
            moment = moment.astimezone()  # a time at the end of the calendar may not convert
    except (TypeError, ValueError, OverflowError, OSError):
        return ""
    now = now or datetime.now()
    days = (now.date() - moment.date()).days
    day = {0: "today", 1: "yesterday"}.get(days, f"{moment.day} {moment:%b %Y}")
    return f"{day} at {moment:%H:%M}"


def resume_note(save) -> str:
    """What the Resume button says of the autosaved game: its game and when it was last played."""
    when = when_played(save.saved_at)
    return save.title() + (f" \u00b7 {when}" if when else "")


class TitleScene(Scene):
    """Title, then: resume the last game, play, load, rules, settings, quit."""

    KEYS_TITLE = "the title screen"
    KEYS = (("Up / Down or Tab", "light another item"), ("Enter or Space", "open the lit item"), ("Esc", "quit"))

    def __init__(self, app) -> None:
        super().__init__(app)
        self.resume: saves.SaveGame | None = None
        self.checked = False
        self.focus = 0

    def buttons(self) -> list[FlatButton]:
        """The menu, top to bottom (while another window owns the data folder: what to do about it)."""
        items = []
        if self.app.busy is not None:
            items += [FlatButton("Open read-only", self.do_read_only), FlatButton("Try again", self.do_try_again),
                      FlatButton("Quit", self.do_quit)]
        elif self.resume is not None:
            items.append(FlatButton("Resume last game", self.do_resume, note=resume_note(self.resume)))
        if self.app.busy is None:
            items += [
                FlatButton("Play a game", self.do_library),
                FlatButton("Load a saved game", self.do_load),
                FlatButton("History", self.do_history),
                FlatButton("Settings", self.do_settings),
                FlatButton("Quit", self.do_quit),
            ]
        w, h = self.app.px(320), self.app.px(50)
        cx = self.app.size[0] // 2
        y = min(int(self.app.size[1] * 0.42), self.app.size[1] - self.app.px(70) - len(items) * (h + self.app.px(14)))
        for item in items:
            item.rect = pygame.Rect(cx - w // 2, y, w, h)
            y += h + self.app.px(14)
        return items

    # ----- actions ------------------------------------------------------------------------
    def do_resume(self) -> None:
        """Open the autosaved game."""
        from greenbox_desktop.ui.session import Session

        try:
            session = Session.from_save(self.resume)
        except saves.SaveError as error:
            self.resume = None
            self.app.message("Cannot resume", str(error))
            return
        self.app.show("table", session)

    def do_read_only(self) -> None:
        """Use this window although another one owns the data folder: it saves nothing."""
        self.app.busy = None
        self.focus = 0

    def do_try_again(self) -> None:
        """Try again to own the data folder (the other window may have closed)."""
        if self.app.take_data_folder():
            self.checked = False  # look at the autosave again, now as its owner
            self.app.status("This window now owns the data folder.")
        elif self.app.busy is not None:
            self.app.status("The other window is still open.")  # the busy line stays, with its choices

    def do_library(self) -> None:
        """Show the game library."""
        self.app.show("library")

    def do_load(self) -> None:
        """Show the saved games."""
        self.app.show("saves")

    def do_history(self) -> None:
        """Show the finished games, to replay them."""
        self.app.show("history")

    def do_settings(self) -> None:
        """Show the settings."""
        self.app.show("settings")

    def do_quit(self) -> None:
        """Close the app."""
        self.app.running = False

    # ----- frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.checked and self.app.frames >= 1 and self.app.busy is None:
            self.checked = True
            try:
                if read_only() is not None:
                    self.resume = saves.load_autosave()
                    return
                from greenbox_desktop.ui.outcome import finish_autosave

                self.resume, finished = finish_autosave()
                if finished:
                    self.app.status("The last game had ended just as the app stopped: it is now kept in History.")
            except saves.SaveError as error:
                self.app.notice(f"The last game cannot be resumed: {error}")
            except saves.DataDirError as error:
                self.app.notice(f"No place to keep saves: {error}")

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        if self.app._manager is not None:
            super().handle_event(event, consumed)
            if consumed:
                return
        items = self.buttons()
        if event.type == pygame.MOUSEMOTION:
            self.focus = next((i for i, item in enumerate(items) if item.rect.collidepoint(event.pos)), self.focus)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for item in items:
                if item.rect.collidepoint(event.pos):
                    item.action()
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(items)
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(items)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                items[self.focus % len(items)].action()
            elif event.key == pygame.K_ESCAPE:
                self.do_quit()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        self.text(surface, "Green Box Desktop", (w // 2, int(h * 0.16)), 56, colour=ACCENT, bold=True,
                  anchor="center")
        self.text(surface, "The games of the Green Box, on one table, with every rule kept.",
                  (w // 2, int(h * 0.27)), 20, colour=DIM, anchor="center")
        if self.app.busy is not None:
            self.paragraph(surface, f"{self.app.busy} Open it read-only here? This window would then save nothing: "
                           "no autosave, history, best results or settings.",
                           pygame.Rect(w // 2 - self.app.px(400), int(h * 0.32), self.app.px(800), self.app.px(70)),
                           17, colour=ACCENT)
        elif read_only() is not None:
            self.paragraph(surface, f"Read-only: nothing new can be saved. {read_only()}",
                           pygame.Rect(w // 2 - self.app.px(400), int(h * 0.32), self.app.px(800), self.app.px(50)),
                           15, colour=ACCENT)
        for i, item in enumerate(self.buttons()):
            lit = i == self.focus
            pygame.draw.rect(surface, (61, 132, 87) if lit else (47, 107, 69), item.rect,
                             border_radius=self.app.px(10))
            pygame.draw.rect(surface, ACCENT if lit else (95, 156, 114), item.rect, width=2,
                             border_radius=self.app.px(10))
            if item.note:
                cx, cy = item.rect.center
                self.text(surface, item.text, (cx, cy - self.app.px(9)), 18, colour=TEXT, anchor="center")
                size = self.fitting_size(item.note, item.rect.w - self.app.px(12), 14, 11)
                self.text(surface, item.note, (cx, cy + self.app.px(12)), size, colour=DIM, anchor="center")
            else:
                self.text(surface, item.text, item.rect.center, 20, colour=TEXT, anchor="center")
        self.text(surface, "Arrow keys and Enter work too · M mutes", (w // 2, h - self.app.px(50)), 14,
                  colour=DIM, anchor="center")
        self.draw_status(surface)
