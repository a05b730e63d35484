"""The game library: every registered game on a card with its facts, summary and a picture of its set-up.

Two tabs: All games (the box's games, then the designers' own, each of those marked "Your game")
and Your games (only the designers' games, and every games-folder file or entry point that failed
to load, as a card with its error and no buttons; an empty tab says how to add a game).

The cards stand in rows of one or two (by window width) that scroll a whole row at a time, so a
card is never cut; titles and texts wrap inside their card and stop above its buttons.  The
keyboard works as on the table: arrows pick a game, Tab steps through the Play and Rules
buttons, Enter presses the lit one, Page Up/Down and the wheel scroll, Esc goes back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from greenbox_desktop import engine
from greenbox_desktop.engine import registry
from greenbox_desktop.engine.user_games import Source
from greenbox_desktop.ui.log_text import wrap
from greenbox_desktop.ui.scenes.base import ACCENT, CARD, CARD_EDGE, DIM, TEXT, Scene
from greenbox_desktop.ui.table.render import thumbnail
from greenbox_desktop.words import plural

CARD_HEIGHT = 170  # wished-for card height at 1280×720; rows are stretched to fill the view exactly
TITLE_SIZES = (20, 17, 15)  # bold title sizes tried, largest first, until the title fits in two lines
SMALL = 14
SUMMARY_SIZES = (14, 13, 12)  # a summary's sizes tried, largest first, before whole sentences are left out
WARN = (236, 120, 96)
BROKEN_CARD = (62, 44, 40)
TABS = (("all", "All games"), ("yours", "Your games"))


def players_text(info: engine.GameInfo) -> str:
    """"2 players", "2–4 players", "solo", "solo or 2–6 players" ("solo or team of 2–6" if cooperative)."""
    low, high = info.min_players, info.max_players
    if low > 1:
        return f"{low} players" if low == high else f"{low}–{high} players"
    if high == 1:
        return "solo"
    others = "2" if high == 2 else f"2–{high}"
    return f"solo or team of {others}" if info.cooperative else f"solo or {others} players"


def facts_line(info: engine.GameInfo) -> str:
    """Players, time and complexity on one line (a sandbox has no rules to measure)."""
    if info.sandbox:
        return f"1–{info.max_players} players · no rules, no time limit"
    dots = "●" * info.complexity + "○" * max(0, 5 - info.complexity)
    return f"{players_text(info)} · about {info.minutes} min · complexity\u00a0{dots}"


@dataclass
class Line:
    """One line of text drawn on a card."""

    text: str
    pos: tuple[int, int]
    size: int
    colour: tuple[int, int, int]
    bold: bool = False


@dataclass
class Card:
    """One game's card as laid out: its box, picture, text box, text lines and buttons.

    ``info`` is a Source for a designer's file that failed to load (drawn without buttons)."""

    index: int
    info: engine.GameInfo | Source
    rect: pygame.Rect
    thumb: pygame.Rect
    text: pygame.Rect
    play: pygame.Rect
    rules: pygame.Rect
    stats: pygame.Rect
    lines: list[Line] = field(default_factory=list)
    title_lines: int = 0


def library_entries(tab: str) -> list[engine.GameInfo | Source]:
    """The cards of a tab: every game, the box's first ("all"), or the designers' games and the
    files that failed to load ("yours")."""
    games = engine.games()
    mine = [info for info in games if registry.is_user_game(info.id)]
    if tab == "yours":
        return mine + [source for source in registry.user_sources() if source.broken]
    return [info for info in games if info not in mine] + mine


def entry_title(info: engine.GameInfo | Source) -> str:
    """A card's title: the game's, or a broken file's name."""
    return info.name if isinstance(info, Source) else info.title


def card_texts(info: engine.GameInfo | Source) -> list[tuple[str, tuple[int, int, int], int]]:
    """The lines under a card's title, each with its colour and the most lines it may take."""
    if isinstance(info, Source):
        return [("Could not be loaded: not playable", WARN, 1), (info.where, DIM, 2), (info.error, TEXT, 99)]
    return [(info.designer, DIM, 1), (facts_line(info), ACCENT, 2), (info.summary or "", TEXT, 99)]


def count_line(entries: list[engine.GameInfo | Source]) -> str:
    """What a tab holds: "27 games (2 your own) and free play", "2 games · 1 could not be loaded"."""
    games = [g for g in entries if isinstance(g, engine.GameInfo)]
    rules_games = [g for g in games if not g.sandbox]
    mine = sum(registry.is_user_game(g.id) for g in rules_games)
    text = plural(len(rules_games), "game") + (f" ({mine} your own)" if 0 < mine < len(rules_games) else "")
    text += " and free play" if len(rules_games) < len(games) else ""
    broken = len(entries) - len(games)
    return text + (f" · {broken} could not be loaded" if broken else "")


def set_up_problem(info: engine.GameInfo) -> str | None:
    """Why a designer's game cannot start (its set-up raises), or None; the box's games are trusted."""
    if not registry.is_user_game(info.id):
        return None
    try:
        engine.new_game(info.id, info.min_players, seed=1)
    except Exception as error:  # noqa: BLE001 - a designer's set-up may raise anything
        return f"{info.title} cannot start ({type(error).__name__}: {error}); greenbox check tells more."
    return None


def games_folder_text() -> str:
    """Where the designers' games go (or why the data folder cannot hold them)."""
    from greenbox_desktop.saves.paths import DataDirError, games_dir

    try:
        return str(games_dir())
    except DataDirError as error:
        return str(error)


class LibraryScene(Scene):
    """Every game on a card with Play and Rules buttons; rows scroll so that no card is ever cut."""

    KEYS_TITLE = "the library"
    KEYS = (("Arrows, Home, End", "light another game"), ("Tab / Shift+Tab", "light its Rules or Play button"),
            ("Enter or Space", "press the lit button"), ("Page Up / Page Down", "scroll a screenful"),
            ("Esc", "back to the title"))

    def __init__(self, app, focus: int = 0, tab: str = "all", first_row: int | None = None,
                 keyboard: bool = False) -> None:
        """The library's ``tab`` with game ``focus`` lit, scrolled to ``first_row`` (by default: to that
        game's row); ``keyboard`` shows the focus ring at once (coming back to where keys left it)."""
        super().__init__(app)
        self.tab = tab
        self.games = library_entries(tab)
        self.focus = max(0, min(len(self.games) - 1, focus))
        self.on_rules = False  # Tab moves the keyboard between a card's Play and Rules buttons
        self.keyboard = keyboard  # the focus ring shows once a key was used
        self.first_row = self.focus // self.columns() if first_row is None else first_row
        self.cards: list[Card] = []
        self.card_buttons: dict[tuple[int, bool], object] = {}
        self.view = pygame.Rect(0, 0, 0, 0)

    # ----- geometry ---------------------------------------------------------------------------
    def columns(self) -> int:
        """Two columns of cards in a wide window, one in a narrow one."""
        return 2 if self.app.size[0] >= self.app.px(900) else 1

    def rows_shown(self) -> int:
        """How many rows of cards fit in the view."""
        gap = self.app.px(16)
        return max(1, (self.view.h + gap) // (self.app.px(CARD_HEIGHT) + gap))

    def rows(self) -> int:
        """How many rows all the games take."""
        return -(-len(self.games) // self.columns())

    def last_first_row(self) -> int:
        """The largest first row the view can scroll to."""
        return max(0, self.rows() - self.rows_shown())

    def build(self) -> None:
        app = self.app
        w, h = app.size
        margin, gap = app.px(24), app.px(16)
        self.view = pygame.Rect(margin, app.px(76), w - 2 * margin - app.px(14), h - app.px(76) - app.px(82))
        self.first_row = max(0, min(self.last_first_row(), self.first_row))
        cols, shown = self.columns(), self.rows_shown()
        card_w = (self.view.w - (cols - 1) * gap) // cols
        card_h = (self.view.h - (shown - 1) * gap) // shown
        self.cards, self.card_buttons = [], {}
        first = self.first_row * cols
        for index in range(first, min(len(self.games), first + shown * cols)):
            row, col = divmod(index - first, cols)
            rect = pygame.Rect(self.view.x + col * (card_w + gap), self.view.y + row * (card_h + gap), card_w, card_h)
            card = self.card(index, rect)
            self.cards.append(card)
            info = card.info
            if isinstance(info, Source):
                continue  # a file that failed to load: its card tells why, and nothing can be pressed
            tip = info.summary or None
            self.card_buttons[(index, False)] = self.button(card.play, "Play", lambda i=info: self.play(i), tip=tip,
                                                       object_id=f"#play_{info.id}")
            self.card_buttons[(index, True)] = self.button(card.rules, "Rules", lambda i=info: self.rules(i),
                                                      object_id=f"#rules_{info.id}")
            self.button(card.stats, "Stats", lambda i=info: self.history(i), object_id=f"#stats_{info.id}",
                        tip="Games played, wins and best results; replays of the finished games")
        bw, bh = app.px(140), app.px(42)
        self.button(pygame.Rect(margin, h - bh - app.px(20), bw, bh), "Back", self.back)
        for rect, (tab, caption) in zip(self.tab_rects(), TABS):
            button = self.button(rect, caption, lambda t=tab: self.show_tab(t), object_id=f"#tab_{tab}",
                                 tip=None if tab == "all" else "Games you added: your own, or ones you installed")
            if tab == self.tab:
                button.select()
        self.light()

    def tab_rects(self) -> list[pygame.Rect]:
        """Where the tab buttons stand: top right, in the order of ``TABS``."""
        app = self.app
        tab_w, tab_h, gap = app.px(150), app.px(34), app.px(8)
        right = app.size[0] - app.px(24)
        return [pygame.Rect(right - (len(TABS) - k) * (tab_w + gap) + gap, app.px(24), tab_w, tab_h)
                for k in range(len(TABS))]

    def card(self, index: int, rect: pygame.Rect) -> Card:
        """Lay out one card: picture on the left, text on the right, buttons under the text."""
        app = self.app
        pad = app.px(12)
        thumb_h = rect.h - 2 * pad
        thumb = pygame.Rect(rect.x + pad, rect.y + pad, min(int(thumb_h * 1.25), rect.w * 2 // 5), thumb_h)
        x = thumb.right + app.px(14)
        text_w = rect.right - pad - x
        bh = app.px(34)
        bw = min(app.px(110), (text_w - 2 * app.px(10)) // 3)
        play = pygame.Rect(rect.right - pad - bw, rect.bottom - pad - bh, bw, bh)
        rules = pygame.Rect(play.x - app.px(10) - bw, play.y, bw, bh)
        stats = pygame.Rect(rules.x - app.px(10) - bw, play.y, bw, bh)
        text = pygame.Rect(x, rect.y + pad, text_w, play.y - app.px(8) - rect.y - pad)
        card = Card(index, self.games[index], rect, thumb, text, play, rules, stats)
        self.fill_text(card)
        return card

    def fill_text(self, card: Card) -> None:
        """The card's lines: the title (smaller if it needs it, two lines at most), designer, facts, summary."""
        info, box = card.info, card.text
        y = box.y
        for size in TITLE_SIZES:
            font = self.app.art.font(self.app.px(size), True)
            title = wrap(entry_title(info), box.w, lambda t: font.size(t)[0])
            if len(title) <= 2 and all(font.size(line)[0] <= box.w for line in title):
                break
        title = self.clip(self.fit(entry_title(info), font, box.w), 2, font, box.w)
        card.title_lines = len(title)
        for text in title:
            card.lines.append(Line(text, (box.x, y), size, TEXT, True))
            y += font.get_linesize()
        y += self.app.px(2)
        small = self.app.art.font(self.app.px(SMALL))
        *facts, (summary, summary_colour, _) = card_texts(info)
        for text, colour, most in facts:
            lines = self.fit(text, small, box.w)
            room = (box.bottom - y) // small.get_linesize()
            shown = self.clip(lines, min(most, room), small, box.w)
            for line in shown:
                card.lines.append(Line(line, (box.x, y), SMALL, colour))
                y += small.get_linesize()
            y += self.app.px(3)
        size, lines = self.summary_lines(summary, box.w, box.bottom - y)
        step = self.app.art.font(self.app.px(size)).get_linesize()
        for line in lines:
            card.lines.append(Line(line, (box.x, y), size, summary_colour))
            y += step

    def summary_lines(self, text: str, width: int, height: int) -> tuple[int, list[str]]:
        """(size, lines) of a summary in ``height`` pixels: all of it in the largest of
        ``SUMMARY_SIZES`` that holds it, else its first whole sentences at the largest size
        (the whole summary is the Play button's tip); cut with "…" only when not even the first
        sentence fits."""
        sentences = [part.strip() for part in text.replace(". ", ".\n").replace("! ", "!\n").split("\n") if part.strip()]
        for size in SUMMARY_SIZES:
            font = self.app.art.font(self.app.px(size))
            if len(self.fit(text, font, width)) <= self.lines_in(font, height):
                return size, self.fit(text, font, width)
        for size in SUMMARY_SIZES:
            font = self.app.art.font(self.app.px(size))
            room = self.lines_in(font, height)
            for n in range(len(sentences) - 1, 0, -1):
                lines = self.fit(" ".join(sentences[:n]), font, width)
                if len(lines) <= room:
                    return size, lines
        font = self.app.art.font(self.app.px(SUMMARY_SIZES[-1]))
        return SUMMARY_SIZES[-1], self.clip(self.fit(text, font, width), self.lines_in(font, height), font, width)

    @staticmethod
    def lines_in(font: pygame.font.Font, height: int) -> int:
        """How many lines of ``font`` fit in ``height`` pixels (the last one its full height)."""
        tall = max(font.get_height(), font.size("Hg")[1])
        return 0 if height < tall else 1 + (height - tall) // font.get_linesize()

    @staticmethod
    def fit(text: str, font: pygame.font.Font, width: int) -> list[str]:
        """``text`` wrapped to ``width``; a single word too wide for a line is cut to fit."""
        lines = wrap(text, width, lambda s: font.size(s)[0]) if text else []
        return [LibraryScene.shorten(line, font, width) for line in lines]

    @staticmethod
    def shorten(line: str, font: pygame.font.Font, width: int, ending: str = "") -> str:
        """``line`` (with ``ending`` added) cut with "…" until it fits ``width``."""
        if font.size(line + ending)[0] <= width:
            return line + ending
        while line and font.size(line.rstrip() + "…")[0] > width:
            line = line[:-1]
        return line.rstrip() + "…"

    @staticmethod
    def clip(lines: list[str], most: int, font: pygame.font.Font, width: int) -> list[str]:
        """The first ``most`` lines; the last one shown ends in "…" when some were left out."""
        if len(lines) <= most:
            return lines
        kept = lines[:max(0, most)]
        if kept:
            kept[-1] = LibraryScene.shorten(kept[-1], font, width, " …")
        return kept

    # ----- focus and scrolling ----------------------------------------------------------------
    def light(self) -> None:
        """Show which button the keyboard would press."""
        for key, button in self.card_buttons.items():
            if self.keyboard and key == (self.focus, self.on_rules):
                button.select()
            else:
                button.unselect()

    def scroll(self, rows: int) -> None:
        """Scroll by whole rows (the keyboard focus stays on a shown card)."""
        first = max(0, min(self.last_first_row(), self.first_row + rows))
        if first == self.first_row:
            return
        self.first_row = first
        cols, shown = self.columns(), self.rows_shown()
        low, high = first * cols, (first + shown) * cols - 1
        self.focus = max(low, min(high, len(self.games) - 1, self.focus))
        self.rebuild()

    def move_focus(self, index: int) -> None:
        """Put the keyboard on game ``index``, scrolling it into view."""
        self.keyboard = True
        self.focus = max(0, min(len(self.games) - 1, index))
        row, shown = self.focus // self.columns(), self.rows_shown()
        first = min(row, max(self.first_row, row - shown + 1))
        if first != self.first_row:
            self.first_row = first
            self.rebuild()
        else:
            self.light()

    def step_tab(self, backwards: bool) -> None:
        """Tab: Rules, then Play, of each game in turn (Shift+Tab goes back)."""
        order = self.focus * 2 + (0 if self.on_rules else 1)
        order = (order + (-1 if backwards else 1)) % (2 * len(self.games))
        self.on_rules = order % 2 == 0
        self.move_focus(order // 2)

    # ----- actions ----------------------------------------------------------------------------
    def play(self, info: engine.GameInfo) -> None:
        """Seat players for ``info`` (a designer's game that cannot even set up says so instead); Back on
        the seating screen comes back to this card."""
        problem = set_up_problem(info)
        if problem:
            self.app.status(problem)
            return
        self.app.show("seating", info.id, back=self.coming_back(info))

    def rules(self, info: engine.GameInfo) -> None:
        """Read the rules of ``info``, then come back to this card."""
        self.app.show("rules", info.id, back=self.coming_back(info))

    def history(self, info: engine.GameInfo) -> None:
        """The finished games of ``info`` with its statistics, then back to this card."""
        self.app.show("history", info.id, back=self.coming_back(info))

    def coming_back(self, info: engine.GameInfo) -> Callable[[], LibraryScene]:
        """Makes the library as it is now (same tab, scrolled alike, ``info``'s card lit) for a screen's Back."""
        index, tab, first_row, keyboard = self.games.index(info), self.tab, self.first_row, self.keyboard
        return lambda: LibraryScene(self.app, index, tab, first_row, keyboard)

    def show_tab(self, tab: str) -> None:
        """Show all games, or only the designers' own."""
        if tab != self.tab:
            self.app.show("library", 0, tab)

    def back(self) -> None:
        """Back to the title screen."""
        self.app.show("title")

    def on_event(self, event: pygame.event.Event) -> None:
        cols = self.columns()
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type != pygame.KEYDOWN:
            return
        elif event.key == pygame.K_ESCAPE:
            self.back()
        elif not self.games:
            return  # an empty Your games tab: no card to move to
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            info = self.games[self.focus] if self.games else None
            if isinstance(info, engine.GameInfo):
                self.rules(info) if self.on_rules else self.play(info)
        elif event.key == pygame.K_TAB:
            self.step_tab(bool(event.mod & pygame.KMOD_SHIFT))
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            shown = self.rows_shown()
            self.keyboard = True
            self.scroll(shown if event.key == pygame.K_PAGEDOWN else -shown)
        else:
            moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -cols, pygame.K_DOWN: cols,
                     pygame.K_HOME: -len(self.games), pygame.K_END: len(self.games)}
            if event.key in moves:
                self.move_focus(self.focus + moves[event.key])

    # ----- drawing ----------------------------------------------------------------------------
    def picture(self, info: engine.GameInfo | Source, size: tuple[int, int]) -> pygame.Surface:
        """The set-up picture of a game (cached on the app); a warning sign for a broken file."""
        if isinstance(info, Source):
            surface = pygame.Surface(size)
            surface.fill(BROKEN_CARD)
            sign = self.app.art.font(min(size) // 2, True).render("!", True, WARN)
            surface.blit(sign, sign.get_rect(center=(size[0] // 2, size[1] // 2)))
            return surface
        cache = self.app.__dict__.setdefault("thumbnails", {})
        key = (info.id, size, self.app.art.colour_blind_marks)
        if key not in cache:
            try:
                state = engine.new_game(info.id, info.min_players, seed=1)
                cache[key] = thumbnail(self.app.art, state, size)
            except Exception:  # a broken game must not take the library down with it
                surface = pygame.Surface(size)
                surface.fill(CARD)
                cache[key] = surface
        return cache[key]

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w, h = app.size
        self.text(surface, "Choose a game", (app.px(24), app.px(20)), 32, colour=ACCENT, bold=True)
        first_tab = self.tab_rects()[0]
        self.text(surface, count_line(self.games), (first_tab.x - app.px(16), first_tab.centery), 15, colour=DIM,
                  anchor="midright")
        if not self.games:
            self.draw_empty(surface)
        for card in self.cards:
            lit = self.keyboard and card.index == self.focus
            broken = isinstance(card.info, Source)
            pygame.draw.rect(surface, BROKEN_CARD if broken else CARD, card.rect, border_radius=app.px(10))
            pygame.draw.rect(surface, ACCENT if lit else WARN if broken else CARD_EDGE, card.rect,
                             width=3 if lit else 2, border_radius=app.px(10))
            surface.blit(self.picture(card.info, card.thumb.size), card.thumb)
            if not broken and registry.is_user_game(card.info.id):
                self.draw_badge(surface, card.thumb, "Your game")
            for line in card.lines:
                self.text(surface, line.text, line.pos, line.size, colour=line.colour, bold=line.bold)
        if self.last_first_row():
            track = pygame.Rect(w - app.px(24), self.view.y, app.px(8), self.view.h)
            shown, total = self.rows_shown(), self.rows()
            thumb = pygame.Rect(track.x, track.y + track.h * self.first_row // total, track.w, track.h * shown // total)
            pygame.draw.rect(surface, (24, 46, 33), track, border_radius=track.w // 2)
            pygame.draw.rect(surface, CARD_EDGE, thumb, border_radius=track.w // 2)
        self.text(surface, "Arrows pick a game · Tab, Enter · wheel or Page Down for more · Esc back",
                  (w - app.px(24), h - app.px(41)), 14, colour=DIM, anchor="midright")
        self.draw_status(surface)

    def draw_badge(self, surface: pygame.Surface, thumb: pygame.Rect, caption: str) -> None:
        """A small label on a card's picture, e.g. "Your game"."""
        app = self.app
        image = app.art.font(app.px(12), True).render(caption, True, (30, 30, 24))
        badge = image.get_rect(topleft=(thumb.x + app.px(6), thumb.y + app.px(6))).inflate(app.px(12), app.px(6))
        pygame.draw.rect(surface, ACCENT, badge, border_radius=badge.h // 2)
        surface.blit(image, image.get_rect(center=badge.center))

    def draw_empty(self, surface: pygame.Surface) -> None:
        """What the Your games tab says while there are none: where games go and how to start one."""
        app = self.app
        lines = ["You have no games of your own yet.", "",
                 "Put a game's Python file (or package folder) in your games folder:", str(games_folder_text()),
                 "", "To start writing one, run:  greenbox new \"My Game\"",
                 "Check it with:  greenbox check PATH", "", "A game is code: install only games you trust."]
        y = self.view.y + app.px(20)
        for line in lines:
            self.text(surface, line, (self.view.x + app.px(10), y), 17, colour=TEXT)
            y += app.px(26)
