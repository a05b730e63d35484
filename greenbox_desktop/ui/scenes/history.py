"""The History screen: every finished game, newest first, to replay, export or delete; import.

Each row tells the game, when it ended, who sat, how it came out and how many actions it took;
a game that can no longer be replayed says why instead and cannot be opened.  The game button
filters the list to one game and then shows that game's statistics: games played, wins per
seat name and the best results kept for it.  Keys: Up/Down pick a game, Enter replays it,
Delete deletes it (after asking), Page Up/Down turn the pages, Esc goes back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame
from pygame import Rect

from greenbox_desktop import engine, saves
from greenbox_desktop.saves import history
from greenbox_desktop.saves.history import HistoryEntry
from greenbox_desktop.saves.records import best_lists
from greenbox_desktop.ui.bot_runner import bot_level
from greenbox_desktop.ui.log_text import wrap
from greenbox_desktop.ui.scenes.base import ACCENT, CARD, CARD_EDGE, DIM, TEXT, Scene, SubScene
from greenbox_desktop.words import plural

ROW_H = 50  # one game's row (pixels at 1280×720)
BEST_SHOWN = 3


def seats_words(entry: HistoryEntry) -> str:
    """The seats of a kept game: "Ann, Bo (bot)"."""
    return ", ".join(name + (" (bot)" if bot_level(kind) else "") for name, kind in zip(entry.names, entry.kinds))


def entry_line(entry: HistoryEntry, with_title: bool = True) -> str:
    """One kept game in words: game, date, seats, result and length."""
    when = entry.finished_at.replace("T", " ")[:16]
    parts = [entry.title] if with_title else []
    parts += [when, seats_words(entry), entry.result, plural(entry.length, "move")]
    return " · ".join(p for p in parts if p)


def stats_lines(game_id: str) -> list[str]:
    """A game's statistics: games played, wins per seat name, the best results kept."""
    stats = history.game_stats(game_id)
    lines = [plural(stats.played, "game") + " played"
             + (f" ({stats.unreplayable} cannot be replayed)" if stats.unreplayable else "")]
    if stats.team and stats.played:  # the seats win or lose together: count the team's results
        lines.append(f"Team results: {stats.team_wins} won, {stats.played - stats.team_wins} lost")
        ranked = sorted(stats.seats, key=lambda n: (-stats.seats[n], n.lower()))
        lines.append("In the team: " + " · ".join(f"{n} {plural(stats.seats[n], 'game')}" for n in ranked))
    elif stats.seats:
        ranked = sorted(stats.seats, key=lambda n: (-stats.wins[n], n.lower()))
        lines.append("Wins: " + " · ".join(f"{n} {stats.wins[n]} of {stats.seats[n]}" for n in ranked))
    try:
        best = best_lists(game_id)
    except (saves.DataDirError, OSError):
        best = {}
    for category, entries in sorted(best.items()):
        shown = [f"{e.get('score', 0):g} ({e.get('name', '')}, {e.get('date', '')})" for e in entries[:BEST_SHOWN]
                 if isinstance(e.get("score", 0), (int, float))]
        if shown:
            lines.append(f"Best results, {category.replace('_', ' ')}: " + " · ".join(shown))
    return lines


class HistoryScene(SubScene):
    """The kept games, with a filter by game and, for one game, its statistics."""

    KEYS_TITLE = "the history"
    KEYS = (("Up / Down", "pick a kept game"), ("Enter", "replay the picked game (or press the lit button)"),
            ("Delete", "delete the picked game"), ("Page Up / Page Down", "another page"),
            ("Tab / Shift+Tab", "light the next button"), ("Space", "press the lit button"), ("Esc", "back"))
    button_keys = True

    def __init__(self, app, game_id: str | None = None, back: Callable[[], Scene] | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.back_to = back
        self.page = 0
        self.focus: int | None = None  # the row the keys picked (index into ``entries``)
        self.entries: list[HistoryEntry] = []
        self.everything: list[HistoryEntry] = []
        self.stats: list[str] = []
        self.empty_words = ""  # what the empty list says: no games yet, or why none can be read
        self.dialog: tuple[object, Callable[[object], None]] | None = None  # an open dialog and what its answer does
        self.reload()

    # ----- data ---------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the kept games again (each file is replayed only once while it is unchanged)."""
        self.empty_words = "No finished games yet: every game played to its end is kept here."
        try:
            self.everything = history.list_history()
        except (saves.DataDirError, OSError) as error:
            self.everything = []
            self.empty_words = f"The history folder cannot be read: {error}"
        self.entries = [e for e in self.everything if self.game_id is None or e.game_id == self.game_id]
        self.stats = stats_lines(self.game_id) if self.game_id is not None else []
        self.page = max(0, min(self.page, self.pages() - 1))
        if self.focus is not None:
            self.focus = min(self.focus, len(self.entries) - 1) if self.entries else None

    def games(self) -> list[str | None]:
        """The filter's choices: every game (None), then each game with kept games, by title."""
        titles = {e.game_id: e.title for e in self.everything if e.game_id}
        if self.game_id is not None:
            titles.setdefault(self.game_id, engine.game_info(self.game_id).title)
        return [None] + sorted(titles, key=lambda g: titles[g].lower())

    # ----- geometry -----------------------------------------------------------------------
    def list_top(self) -> int:
        """Where the rows begin (below the statistics of a filtered list)."""
        return self.app.px(130) + len(self.stats) * self.app.px(22)

    def rows(self) -> int:
        """How many rows fit on a page."""
        room = self.app.size[1] - self.app.px(90) - self.list_top()
        return max(1, room // self.app.px(ROW_H))

    def pages(self) -> int:
        """How many pages the list takes."""
        return max(1, -(-len(self.entries) // self.rows()))

    def shown(self) -> list[HistoryEntry]:
        """The rows of the current page."""
        rows = self.rows()
        return self.entries[self.page * rows:(self.page + 1) * rows]

    # ----- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        app = self.app
        w, h = app.size
        x, bh = app.px(40), app.px(36)
        title = "All games" if self.game_id is None else engine.game_info(self.game_id).title
        self.button(Rect(w - x - app.px(420), app.px(30), app.px(260), bh), f"Game: {title}", self.next_game,
                    tip="Show the games of one game only, with its statistics", object_id="#history_filter")
        self.button(Rect(w - x - app.px(150), app.px(30), app.px(150), bh), "Import…", self.ask_import,
                    tip="Add a replay file to the history", object_id="#import")
        y = self.list_top()
        bw = app.px(96)
        for entry in self.shown():
            right = w - x
            self.button(Rect(right - bw, y, bw, bh), "Delete", lambda e=entry: self.ask_delete(e), object_id="#delete")
            self.button(Rect(right - 2 * bw - app.px(8), y, bw, bh), "Export", lambda e=entry: self.ask_export(e),
                        object_id="#export")
            self.button(Rect(right - 3 * bw - app.px(16), y, bw, bh), "Replay", lambda e=entry: self.replay(e),
                        enabled=entry.problem is None, tip=entry.problem, object_id="#replay")
            y += app.px(ROW_H)
        by = h - app.px(66)
        self.button(Rect(x, by, app.px(160), app.px(46)), "Back", self.back)
        if self.pages() > 1:
            self.button(Rect(w - x - app.px(300), by, app.px(140), app.px(46)), "Previous", lambda: self.turn(-1),
                        enabled=self.page > 0)
            self.button(Rect(w - x - app.px(140), by, app.px(140), app.px(46)), "Next", lambda: self.turn(1),
                        enabled=self.page < self.pages() - 1)

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        import pygame_gui

        answers = (pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, pygame_gui.UI_FILE_DIALOG_PATH_PICKED)
        if event.type in answers and self.dialog is not None and event.ui_element is self.dialog[0]:
            _dialog, answer = self.dialog
            self.dialog = None
            answer(getattr(event, "text", None))
            return
        super().handle_event(event, consumed)

    # ----- actions ------------------------------------------------------------------------
    def next_game(self) -> None:
        """Filter by the next game (after the last: every game again)."""
        games = self.games()
        self.game_id = games[(games.index(self.game_id) + 1) % len(games)]
        self.page = 0
        self.reload()
        self.rebuild()

    def turn(self, pages: int) -> None:
        """Another page of the list."""
        self.page = max(0, min(self.pages() - 1, self.page + pages))
        self.focus = None
        self.rebuild()

    def pick(self, step: int) -> None:
        """Move the keys' pick one row down (or up), turning the page when it leaves this one."""
        if not self.entries:
            return
        first = self.page * self.rows()
        self.focus = first if self.focus is None else max(0, min(len(self.entries) - 1, self.focus + step))
        page = self.focus // self.rows()
        if page != self.page:
            self.page = page
            self.rebuild()

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        picked = self.entries[self.focus] if self.focus is not None and self.focus < len(self.entries) else None
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            self.pick(1 if event.key == pygame.K_DOWN else -1)
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and picked is not None:
            if picked.problem is None:
                self.replay(picked)
            else:
                self.app.status(picked.problem)
        elif event.key == pygame.K_DELETE and picked is not None:
            self.ask_delete(picked)
        else:
            super().on_event(event)

    def replay(self, entry: HistoryEntry) -> None:
        """Open the replay viewer on a kept game, coming back here (a game that turns out not to
        replay any more says why, and is checked again for the list)."""
        game_id = self.game_id
        try:
            scene = self.app.make_scene("replay", entry.load(),
                                        back=lambda: self.app.make_scene("history", game_id, self.back_to))
        except (saves.SaveError, engine.IllegalAction) as error:
            history.forget(entry)
            self.app.message("This game cannot be replayed", f"The moves of this game do not replay: {error}"
                             if isinstance(error, engine.IllegalAction) else str(error))
            self.reload()
            self.rebuild()
            return
        self.app.goto(scene)

    def open_dialog(self, dialog: object, answer: Callable[[object], None]) -> None:
        """Keep a dialog with the scene's widgets, and what to do with its answer."""
        self.add(dialog)
        self.dialog = (dialog, answer)

    def dialog_rect(self, w: int, h: int) -> Rect:
        """A centred dialog of ``w``×``h`` pixels at 1280×720 (never larger than the window)."""
        size = (min(self.app.px(w), self.app.size[0] - 20), min(self.app.px(h), self.app.size[1] - 20))
        return Rect((self.app.size[0] - size[0]) // 2, (self.app.size[1] - size[1]) // 2, *size)

    def ask_delete(self, entry: HistoryEntry) -> None:
        """Ask before deleting a kept game."""
        from pygame_gui.windows import UIConfirmationDialog

        what = entry_line(entry) if entry.problem is None else entry.path.name
        dialog = UIConfirmationDialog(self.dialog_rect(460, 240), f"Delete this game from the history?<br>{what}",
                                      self.app.manager, window_title="Delete a game", action_short_name="Delete",
                                      object_id="#confirm_delete")
        self.open_dialog(dialog, lambda _answer: self.delete(entry))

    def delete(self, entry: HistoryEntry) -> None:
        """Delete a kept game (after the confirmation)."""
        try:
            history.delete_entry(entry)
        except saves.DataDirError as error:
            self.app.message("Not deleted", str(error))
            return
        self.app.status("Deleted from the history.")
        self.reload()
        self.rebuild()

    def file_dialog(self, title: str, start: Path, existing: bool, answer: Callable[[object], None]) -> None:
        """A file chooser; ``answer`` gets the chosen path."""
        from pygame_gui.windows import UIFileDialog

        dialog = UIFileDialog(self.dialog_rect(640, 480), self.app.manager, window_title=title,
                              initial_file_path=str(start), allow_existing_files_only=existing,
                              object_id="#file_dialog")
        self.open_dialog(dialog, answer)

    def ask_export(self, entry: HistoryEntry) -> None:
        """Choose where to write a kept game."""
        self.file_dialog("Export the replay as…", history.export_folder() / history.export_name(entry), False,
                         lambda path: self.export(entry, Path(str(path))))

    def export(self, entry: HistoryEntry, target: Path) -> None:
        """Write a kept game to ``target``."""
        try:
            written = history.export_replay(entry, target)
        except saves.DataDirError as error:
            self.app.message("Not exported", str(error))
            return
        self.app.status(f"Exported to {written}.")

    def ask_import(self) -> None:
        """Choose a replay file to add."""
        self.file_dialog("Import a replay", history.export_folder(), True, lambda path: self.import_file(Path(str(path))))

    def import_file(self, path: Path) -> None:
        """Check a replay file and add it to the history (a refused file is left as it is and says why)."""
        try:
            entry = history.import_replay(path)
        except history.AlreadyKept as kept:
            self.show_entry(kept.entry.path)
            self.app.message("Kept already", f"The history keeps this game already: {entry_line(kept.entry)}.")
            return
        except saves.SaveError as error:
            self.app.message("This replay cannot be imported", str(error))
            return
        except saves.DataDirError as error:
            self.app.message("Not imported", str(error))
            return
        self.app.status(f"Imported: {entry_line(entry)}.")
        self.reload()
        self.show_entry(entry.path)

    def show_entry(self, path: Path) -> None:
        """Pick the kept game of file ``path`` and turn to its page (every game shown, if it is
        filtered out)."""
        if all(e.path != path for e in self.entries):
            self.game_id = None
            self.reload()
        self.focus = next((i for i, e in enumerate(self.entries) if e.path == path), None)
        if self.focus is not None:
            self.page = self.focus // self.rows()
        self.rebuild()

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w, _h = app.size
        x = app.px(40)
        self.text(surface, "History", (x, app.px(24)), 30, colour=ACCENT, bold=True)
        pages = f" · page {self.page + 1} of {self.pages()}" if self.pages() > 1 else ""
        self.text(surface, plural(len(self.entries), "game") + " kept" + pages, (x, app.px(72)), 16, colour=DIM)
        self.draw_read_only(surface, (x, app.px(93)), w - 2 * x)
        y = app.px(110)
        for line in self.stats:
            self.text(surface, line, (x, y), 15, colour=TEXT)
            y += app.px(22)
        y = self.list_top()
        text_w = w - 2 * x - 3 * app.px(96) - app.px(40)
        if not self.entries:
            self.text(surface, self.empty_words, (x, y + app.px(8)), 18, colour=DIM)
        for entry in self.shown():
            row = Rect(x - app.px(8), y - app.px(4), w - 2 * x + app.px(16), app.px(ROW_H) - app.px(6))
            pygame.draw.rect(surface, CARD, row, border_radius=app.px(6))
            lit = self.focus is not None and self.focus < len(self.entries) and self.entries[self.focus] is entry
            pygame.draw.rect(surface, ACCENT if lit else CARD_EDGE, row, 3 if lit else 1, border_radius=app.px(6))
            if entry.problem is None:
                self.centred(surface, entry_line(entry, self.game_id is None), Rect(x, row.y, text_w, row.h), 15, TEXT)
            else:
                self.centred(surface, f"{entry.title or entry.path.name}: {entry.problem}", Rect(x, row.y, text_w,
                             row.h), 13, DIM)
            y += app.px(ROW_H)
        self.text(surface, "Up/Down pick a game · Enter replays it · Delete · Page Down for more · Esc back",
                  (w // 2, app.size[1] - app.px(43)), 14, colour=DIM, anchor="center")
        self.draw_status(surface, Rect(0, 0, w, app.size[1] - app.px(76)))

    def centred(self, surface: pygame.Surface, text: str, rect: Rect, size: float, colour: tuple) -> None:
        """``text`` wrapped to ``rect``'s width, at most two lines, centred in its height."""
        font = self.app.art.font(self.app.px(size))
        lines = len(wrap(text, rect.w, lambda s: font.size(s)[0]))
        height = min(2, lines) * font.get_linesize()
        self.paragraph(surface, text, Rect(rect.x, rect.centery - height // 2, rect.w, height), size, colour=colour)
