"""Seating: how many seats, each seat's name, colour and kind, the game's options and the seed.

With ``branch`` (a save cut at some step of a replay) the game takes over from there: the seat
count, options and seed are the replay's and stay fixed; only who sits where may change.
"""

from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any, Callable

import pygame

from greenbox_desktop import engine, saves
from greenbox_desktop.box import COLOURS
from greenbox_desktop.saves.savefile import MAX_NAME_CHARS
from greenbox_desktop.ui.bot_runner import HUMAN, bot_level, kind_words, next_kind
from greenbox_desktop.ui.log_text import with_names
from greenbox_desktop.ui.scenes.base import ACCENT, DIM, Scene
from greenbox_desktop.ui.session import Seat, Session, default_colours
from greenbox_desktop.words import plural

MAX_SEATS = 6


class SeatingScene(Scene):
    """Seat the players of one game and start it."""

    KEYS_TITLE = "the seating screen"
    KEYS = (("Tab / Shift+Tab", "light the next button or field (a lit name field takes typing at once)"),
            ("Enter or Space", "press the lit button: a seat's kind goes Human, Bot Easy, Normal, Hard"),
            ("Enter", "in a field: keep what was typed; else start the game when nothing is lit"),
            ("Esc", "leave a field; else back"))
    button_keys = True

    def __init__(self, app, game_id: str, options: dict[str, Any] | None = None,
                 seats: list[Seat] | None = None, branch: saves.SaveGame | None = None,
                 back: Callable[[], Scene] | None = None) -> None:
        super().__init__(app)
        self.branch = branch
        self.back_to = back
        self.info = engine.game_info(game_id)
        count = len(seats) if seats else self.info.min_players
        self.count = max(self.info.min_players, min(self.info.max_players, MAX_SEATS, count))
        self.names = [s.name for s in seats] if seats else [f"Player {i + 1}" for i in range(MAX_SEATS)]
        self.names += [f"Player {i + 1}" for i in range(len(self.names), MAX_SEATS)]
        self.colours = [s.colour for s in seats] if seats else list(default_colours(MAX_SEATS))
        self.colours += list(default_colours(MAX_SEATS))[len(self.colours):]
        self.kinds = [s.kind for s in seats] if seats else []
        self.kinds += [HUMAN] * (MAX_SEATS - len(self.kinds))
        self.options = {**self.info.defaults(), **(options or {})}
        self.seed = branch.seed if branch is not None else secrets.randbelow(1_000_000)
        if branch is not None:
            self.count, self.options = branch.players, dict(branch.options)
        self.name_entries: list[Any] = []
        self.seed_entry: Any = None
        self.fixed: list[str | None] = []  # the colour the rules give each seat (None: the players choose)

    # ----- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        from pygame_gui.elements import UITextEntryLine

        app = self.app
        w, h = app.size
        x0, row_h, gap = app.px(40), app.px(40), app.px(10)
        y = app.px(110)
        if self.info.min_players != self.info.max_players and self.branch is None:
            self.button(pygame.Rect(x0 + app.px(220), app.px(66), app.px(40), app.px(34)), "−",
                        lambda: self.seats(-1), enabled=self.count > self.info.min_players)
            self.button(pygame.Rect(x0 + app.px(270), app.px(66), app.px(40), app.px(34)), "+",
                        lambda: self.seats(1), enabled=self.count < min(self.info.max_players, MAX_SEATS))
        self.name_entries = []
        self.fixed = self.fixed_colours()
        for i in range(self.count):
            entry = self.add(UITextEntryLine(pygame.Rect(x0 + app.px(40), y, app.px(240), row_h), app.manager,
                                             object_id=f"#name_{i}"))
            entry.set_text_length_limit(MAX_NAME_CHARS)
            entry.set_text(self.names[i][:MAX_NAME_CHARS])
            self.name_entries.append(entry)
            if self.fixed[i]:
                self.button(pygame.Rect(x0 + app.px(290), y, app.px(130), row_h), self.fixed[i].capitalize(), None,
                            enabled=False, tip="The rules give this seat its colour", object_id=f"#colour_{i}")
            else:
                self.button(pygame.Rect(x0 + app.px(290), y, app.px(130), row_h), self.colours[i].capitalize(),
                            lambda i=i: self.next_colour(i), tip="Click for another colour", object_id=f"#colour_{i}")
            self.button(pygame.Rect(x0 + app.px(430), y, app.px(170), row_h), kind_words(self.kinds[i]),
                        lambda i=i: self.next_kind(i), tip="Click: Human, or a computer player (Easy, Normal, Hard)",
                        object_id=f"#kind_{i}")
            y += row_h + gap
        ox, oy = int(w * 0.6), app.px(110)
        for option in self.shown_options():
            self.button(pygame.Rect(ox + app.px(260), oy, app.px(200), row_h), self.choice_words(option),
                        lambda o=option: self.next_choice(o), tip=option.help or None, object_id=f"#opt_{option.key}",
                        enabled=self.branch is None)
            oy += row_h + gap
        sy = max(y, oy) + app.px(30)
        if self.branch is None:
            self.build_seed(sy, row_h)
        bw, bh = app.px(160), app.px(46)
        by = h - bh - app.px(24)
        self.button(pygame.Rect(x0, by, bw, bh), "Back", self.back)
        self.button(pygame.Rect(x0 + bw + gap, by, bw, bh), "Rules", self.rules)
        self.button(pygame.Rect(w - bw - x0, by, bw, bh), "Start", self.start, object_id="#start")

    def build_seed(self, sy: int, row_h: int) -> None:
        """The seed field and its New seed button."""
        from pygame_gui.elements import UITextEntryLine

        app, x0 = self.app, self.app.px(40)
        self.seed_entry = self.add(UITextEntryLine(pygame.Rect(x0 + app.px(80), sy, app.px(160), row_h), app.manager,
                                                   object_id="#seed"))
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text(str(self.seed))
        self.button(pygame.Rect(x0 + app.px(250), sy, app.px(120), row_h), "New seed", self.new_seed)

    def harvest(self) -> None:
        """Read the names and the seed typed so far (before rebuilding or starting)."""
        for i, entry in enumerate(self.name_entries):
            self.names[i] = entry.get_text().strip()[:MAX_NAME_CHARS] or f"Player {i + 1}"
        if self.seed_entry is not None:
            text = self.seed_entry.get_text().strip()
            self.seed = int(text) if text.isdigit() else self.seed

    def rebuild(self) -> None:
        self.harvest()
        super().rebuild()

    def shown_options(self) -> list[engine.Option]:
        """The game's options that matter for the present number of seats."""
        return [o for o in self.info.options if o.applies(self.count)]

    def game_options(self) -> dict[str, Any]:
        """The options the game starts with: the chosen ones, defaults for those hidden at this count."""
        return {o.key: self.options[o.key] if o.applies(self.count) else o.default for o in self.info.options}

    def fixed_colours(self) -> list[str | None]:
        """Each seat's colour where the game's rules fix it (``seat_colour``), else None."""
        try:
            state = engine.new_game(self.info.id, self.count, self.seed, self.game_options())
        except ValueError:
            return [None] * self.count
        return [state.seat_colour(i) for i in range(self.count)]

    # ----- actions ------------------------------------------------------------------------
    def seats(self, delta: int) -> None:
        """One seat more or fewer."""
        self.count = max(self.info.min_players, min(self.info.max_players, MAX_SEATS, self.count + delta))
        self.rebuild()

    def next_colour(self, i: int) -> None:
        """Give seat ``i`` the next colour no other seat has."""
        taken = set(self.colours[:self.count]) - {self.colours[i]}
        k = COLOURS.index(self.colours[i]) if self.colours[i] in COLOURS else -1
        for step in range(1, len(COLOURS) + 1):
            colour = COLOURS[(k + step) % len(COLOURS)]
            if colour not in taken:
                self.colours[i] = colour
                break
        self.rebuild()

    def next_kind(self, i: int) -> None:
        """Seat ``i`` becomes the next kind: Human, Bot Easy, Bot Normal, Bot Hard, Human...
        A default name follows ("Player 2" becomes "Bot 2" and back)."""
        self.harvest()
        self.kinds[i] = next_kind(self.kinds[i])
        bot = bot_level(self.kinds[i]) is not None
        if self.names[i] == (f"Player {i + 1}" if bot else f"Bot {i + 1}"):
            self.names[i] = f"Bot {i + 1}" if bot else f"Player {i + 1}"
            self.name_entries[i].set_text(self.names[i])
        self.rebuild()

    def choice_words(self, option: engine.Option) -> str:
        """An option's current choice in words, "Player 2" turned into that seat's name."""
        return with_names(option.choice_label(self.options[option.key]), self.names[:self.count])

    def next_choice(self, option: engine.Option) -> None:
        """Cycle an option to its next allowed value."""
        choices = list(option.choices)
        current = self.options[option.key]
        self.options[option.key] = choices[(choices.index(current) + 1) % len(choices)] if current in choices \
            else choices[0]
        self.rebuild()

    def new_seed(self) -> None:
        """Roll a new seed."""
        self.harvest()
        self.seed = secrets.randbelow(1_000_000)
        self.rebuild()

    def start(self) -> None:
        """Start the game with these seats."""
        self.harvest()
        seats = [Seat(self.names[i], self.colours[i], self.kinds[i]) for i in range(self.count)]
        try:
            if self.branch is not None:
                session = Session.from_save(replace(self.branch, names=[s.name for s in seats],
                                                    kinds=[s.kind for s in seats], colours=[s.colour for s in seats]))
            else:
                session = Session.new(self.info.id, seats, self.seed, self.game_options())
        except ValueError as error:
            self.app.status(str(error))
            return
        self.app.show("table", session)

    def rules(self) -> None:
        """Read the rules, then come back here."""
        self.harvest()
        self.app.show("rules", self.info.id, back=lambda: self)

    def back(self) -> None:
        """Back to where the seating was opened from (the library by default)."""
        if self.back_to is not None:
            self.app.goto(self.back_to())
        else:
            self.app.show("library")

    # ----- the keyboard over the fields ------------------------------------------------------
    def fields(self) -> list[Any]:
        """The text fields: each seat's name, then the seed."""
        return [*self.name_entries, *([self.seed_entry] if self.seed_entry is not None else [])]

    def focusable(self) -> list[Any]:
        """The enabled buttons and the fields, in the order they stand on the screen."""
        fields = self.fields()
        return [w for w in self.widgets if (w in self.actions or w in fields) and w.is_enabled and w.visible]

    def editing(self) -> Any:
        """The field that takes the typing now, or None."""
        return next((f for f in self.fields() if f.is_focused), None)

    def edit(self, field: Any) -> None:
        """Give ``field`` the keyboard, its text selected so that typing replaces it."""
        self.app.manager.set_focus_set(field)
        field.select_range = [0, len(field.get_text())]
        field.edit_position = len(field.get_text())

    def stop_editing(self) -> None:
        """Keep what was typed and take the keyboard back from the field (it stays lit)."""
        field = self.editing()
        if field is not None:
            self.focus_place = tuple(field.rect)
            self.app.manager.set_focus_set(None)
        self.harvest()

    def focus_key(self, event: pygame.event.Event) -> bool:
        """As on every screen, and: Tab or Shift+Tab leaves a field being typed in for the next item,
        a field lit by Tab takes the typing at once, Enter or Space on a lit field types in it."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB and self.editing() is not None:
            self.stop_editing()
        lit = self.focused()
        if lit in self.fields() and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.edit(lit)
            return True
        used = super().focus_key(event)
        if used and event.key == pygame.K_TAB and self.focused() in self.fields():
            self.edit(self.focused())
        return used

    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        """While a name is edited: Enter keeps it, Tab moves on to the next field, Esc stops
        editing (the screen is not left); every other event goes to the scene as usual."""
        import pygame_gui

        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.fields():
            self.stop_editing()  # Enter keeps the name; the field stays lit and Tab goes on from it
            return
        if event.type == pygame.KEYDOWN and self.editing() is not None and event.key in (pygame.K_TAB,
                                                                                         pygame.K_ESCAPE):
            if event.key == pygame.K_ESCAPE:
                self.stop_editing()
            else:
                self.focus_key(event)
            return
        super().handle_event(event, consumed)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        x0 = app.px(40)
        self.text(surface, f"{self.info.title}: who is playing?", (x0, app.px(20)), 30, colour=ACCENT, bold=True)
        self.text(surface, plural(self.count, "player"), (x0, app.px(72)), 18)
        y, row_h, gap = app.px(110), app.px(40), app.px(10)
        for i in range(self.count):
            swatch = pygame.Rect(x0, y + app.px(6), app.px(28), row_h - app.px(12))
            colour = self.fixed[i] if i < len(self.fixed) and self.fixed[i] else self.colours[i]
            pygame.draw.rect(surface, pygame.Color(colour) if colour != "white" else (235, 235, 235), swatch,
                             border_radius=app.px(5))
            y += row_h + gap
        ox, oy = int(app.size[0] * 0.6), app.px(110)
        if self.shown_options():
            self.text(surface, "Options and variants", (ox, app.px(72)), 18, colour=ACCENT)
        for option in self.shown_options():
            self.paragraph(surface, option.label, pygame.Rect(ox, oy + app.px(8), app.px(250), row_h), 16)
            oy += row_h + gap
        sy = max(y, oy) + app.px(30)
        if self.branch is not None:
            self.text(surface, f"Takes over the replay after move {len(self.branch.history)}, with its options "
                      "and seed.", (x0, sy + app.px(8)), 18)
        else:
            self.text(surface, "Seed", (x0, sy + app.px(8)), 18)
            self.text(surface, "The same seed deals the same game.", (x0 + app.px(380), sy + app.px(10)), 14,
                      colour=DIM)
        self.draw_status(surface)
