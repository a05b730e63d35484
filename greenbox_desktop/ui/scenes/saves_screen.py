"""The load/save screen: saved games newest first; with a game in progress, a named save too."""

from __future__ import annotations

from typing import Callable

import pygame

from greenbox_desktop import saves
from greenbox_desktop.saves.savefile import MAX_LABEL_CHARS
from greenbox_desktop.ui.scenes.base import ACCENT, DIM, TEXT, Scene, SubScene
from greenbox_desktop.ui.session import Session

ROWS = 9


def describe_save(summary: saves.SaveSummary) -> str:
    """One line about a save file."""
    if summary.problem:
        return f"{summary.label}: cannot be opened"
    when = summary.saved_at.replace("T", " ")[:16]
    names = ", ".join(summary.names)
    return f"{summary.label} · {summary.title} · move {summary.turn} · {names} · {when}"


class SavesScene(SubScene):
    """Lists the saves (Load buttons); with ``session`` given, a name field and Save button too."""

    KEYS_TITLE = "the saves screen"
    KEYS = (("Tab / Shift+Tab", "light the next button or field"), ("Enter or Space", "press the lit button"),
            ("Esc", "back"))
    button_keys = True

    def __init__(self, app, session: Session | None = None, back: Callable[[], Scene] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.back_to = back
        self.summaries: list[saves.SaveSummary] = []
        self.name_entry = None
        self.page = 0
        self.empty_words = ""  # what the empty list says: no saves yet, or why none can be read
        self.reload()

    def reload(self) -> None:
        """Read the list of saves again."""
        self.empty_words = "No saved games yet."
        try:
            self.summaries = saves.list_saves()
        except (saves.DataDirError, OSError) as error:
            self.summaries = []
            self.empty_words = f"The saves folder cannot be read: {error}"

    def build(self) -> None:
        from pygame_gui.elements import UITextEntryLine

        app = self.app
        w, h = app.size
        x = app.px(40)
        if self.session is not None:
            self.name_entry = self.add(UITextEntryLine(pygame.Rect(x, app.px(80), app.px(360), app.px(40)),
                                                       app.manager, object_id="#save_name"))
            self.name_entry.set_text_length_limit(MAX_LABEL_CHARS)
            self.name_entry.set_text(f"{self.session.info.title} {len(self.session.state.history)}")
            self.button(pygame.Rect(x + app.px(370), app.px(80), app.px(140), app.px(40)), "Save", self.save_now,
                        object_id="#save_now")
        y = app.px(150)
        shown = self.summaries[self.page * ROWS:(self.page + 1) * ROWS]
        for summary in shown:
            self.button(pygame.Rect(w - x - app.px(120), y, app.px(120), app.px(36)), "Load",
                        lambda s=summary: self.load(s), object_id="#load")
            y += app.px(46)
        self.button(pygame.Rect(x, h - app.px(70), app.px(160), app.px(46)), "Back", self.back)
        if len(self.summaries) > ROWS:
            self.button(pygame.Rect(w - x - app.px(160), h - app.px(70), app.px(160), app.px(46)), "More",
                        self.more)

    def more(self) -> None:
        """The next page of saves."""
        self.page = (self.page + 1) % (-(-len(self.summaries) // ROWS))
        self.rebuild()

    def save_now(self) -> None:
        """Write a named save of the game in progress."""
        name = (self.name_entry.get_text().strip() if self.name_entry else "") or "Saved game"
        try:
            path = saves.save_named(self.session.to_save(), name)
        except (saves.DataDirError, OSError) as error:
            self.app.status(f"Not saved: {error}")
            return
        self.app.status(f"Saved as {path.name}.")
        self.reload()
        self.rebuild()

    def load(self, summary: saves.SaveSummary) -> None:
        """Open a saved game (a refused file shows why in a dialog)."""
        try:
            session = Session.from_save(saves.read_save(summary.path))
        except saves.SaveError as error:
            self.app.message("This save cannot be opened", str(error))
            return
        self.app.show("table", session)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        title = "Save or load a game" if self.session is not None else "Load a saved game"
        self.text(surface, title, (app.px(40), app.px(24)), 30, colour=ACCENT, bold=True)
        self.draw_read_only(surface, (app.px(40), app.px(124)), app.size[0] - app.px(80))
        y = app.px(150)
        if not self.summaries:
            self.text(surface, self.empty_words, (app.px(40), y), 18, colour=DIM)
        for summary in self.summaries[self.page * ROWS:(self.page + 1) * ROWS]:
            colour = DIM if summary.problem else TEXT
            self.paragraph(surface, describe_save(summary),
                           pygame.Rect(app.px(40), y + app.px(8), app.size[0] - app.px(220), app.px(36)), 16,
                           colour=colour)
            y += app.px(46)
        self.draw_status(surface)
