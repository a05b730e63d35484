"""The table: any registered game drawn from its zones, played by dragging its components.

The seat at the screen sees ``state.view(seat)`` (in watch mode, with only bots seated, every hand
shows); legal actions come from the real state.  A drag lights the slots its component may reach;
a drop there applies the move, anywhere else the piece glides back and the status line says why.
Non-spatial actions are buttons in the side panel.  Hot-seat games with hidden information raise
a curtain between seats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame
from pygame import Rect

from greenbox_desktop import engine, saves
from greenbox_desktop.box import kind_of
from greenbox_desktop.saves.paths import read_only
from greenbox_desktop.engine import Action, Move, State
from greenbox_desktop.ui.log_text import wrap
from greenbox_desktop.words import listing, plural
from greenbox_desktop.ui.scenes.base import ACCENT, DIM, TEXT, Scene
from greenbox_desktop.ui.session import Session
from greenbox_desktop.ui.bot_runner import BotRunner
from greenbox_desktop.ui.outcome import keep_progress
from greenbox_desktop.ui.table.animation import Animator
from greenbox_desktop.ui.table.band import band_rect, free_zone_at, group_shift, picked
from greenbox_desktop.ui.table import drawn
from greenbox_desktop.ui.table.captions import CaptionPainter
from greenbox_desktop.ui.table.buzzers import buzzer, key_caption, seat_of_key, table_actions, uses_buzzers
from greenbox_desktop.ui.table.clock import StepClock
from greenbox_desktop.ui.table.frame import outcome_line, panel_facts, side_panel
from greenbox_desktop.ui.table.input import DRAG_THRESHOLD, MoveIndex, blame_place, hovered, pick, piece_reason
from greenbox_desktop.ui.table.layout import TableLayout, grown_rows, layout_table
from greenbox_desktop.ui.table.legible import text_floor
from greenbox_desktop.ui.table.marks import MarkPainter
from greenbox_desktop.ui.table.placing import Placement, look
from greenbox_desktop.ui.table.slots import SteadySlots
from greenbox_desktop.ui.table.render import LayerCache, TableRenderer, state_contents

PANEL_BG = (20, 42, 29)
TOOLTIP_DELAY = 0.5
STATUS_H = 40  # the status bar under the table (pixels at 1280×720): two lines of text
STATUS_SIZES = (14, 12, 11)  # font sizes tried for a long status message, largest first
MAX_ZOOM = 4.0
NOTHING_TO_REDO = "Nothing to redo: Redo brings back a move taken back with Undo."
WATCH_HINT = "Only computer players are seated, so there is no person to hint for."
LEAVE_ASK = "Press Esc again to leave the table (the game is kept: Resume on the title screen brings it back)."
OVER_HINT = "The game is over, so there is no move to hint at."
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}
LOG_STEP = 3  # log lines one notch of the wheel scrolls


@dataclass
class Drag:
    """A component held by the pointer."""

    placement: Placement
    offset: tuple[int, int]
    start: tuple[int, int]
    moved: bool = False


def same_picture(state: State, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` would see the same table and panel: every piece drawn face up
    is the same, and the game's facts agree (then no curtain is needed between them)."""

    def picture(seat: int) -> tuple:
        view = state.view(seat)
        drawn = {zone: [(slot, cid if up else kind_of(cid), up) for slot, cid, up in pieces]
                 for zone, pieces in state_contents(view).items()}
        return drawn, view.panel()

    return picture(a) == picture(b)


class TableScene(Scene):
    """Plays one session at the table."""

    opaque = True
    KEYS_TITLE = "the table"
    KEYS = (("Tab / Shift+Tab", "select the next piece that can move, then on to the panel's buttons"),
            ("F6", "switch between the pieces and the panel's buttons"),
            ("Arrows", "the selected piece's next lit place, or the next panel button"),
            ("Enter or Space", "move the piece there, press the lit button, or play the hint just given"),
            ("Space", "only bots seated: pause the game or watch on"),
            ("1 … 9", "press the panel choice showing that number"),
            ("H", "hint: the move the Hard bot would make, or the game's own advice (Enter plays it)"),
            ("Letters", "the game's action for that key on the selected piece, else the one under the pointer (Free play: F, R, S, E)"),
            ("Page Up / Page Down", "scroll the game log (the wheel over the panel too)"),
            ("+ / −", "zoom the table (the wheel over the table too; right-drag pans)"),
            ("Ctrl+Z / Ctrl+Y", "undo / redo"), ("Ctrl+S", "save"),
            ("Esc", "let go of the selection; else, pressed twice, back to the title screen"))

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.bots = BotRunner(session)  # bot seats think in a worker thread (ui/bot_runner.py)
        self.renderer = TableRenderer(app.art)
        self.renderer.label_text = session.words
        self.captions = CaptionPainter(app.art)
        self.marks = MarkPainter(app.art)
        self.animator = Animator(app.settings.animation_speed)
        self.clock = StepClock()  # a step's time limit (State.timer), paused behind the curtain
        self.zoom = 1.0
        self.pan = (0, 0)
        self.panning: tuple[int, int] | None = None
        self.right_press: tuple[int, int] | None = None  # where the right button went down
        self.band: tuple[str, tuple[int, int], tuple[int, int]] | None = None  # (free zone, corner, corner)
        self.group: list[str] = []  # pieces picked with the rubber band, moved together
        self.drag: Drag | None = None
        self.pressed: Placement | None = None  # a piece pressed that cannot move: releasing it says why
        self.selected: str | None = None
        self.target_index = 0
        self.asking: list[Action] = []
        self.hover: tuple[str, float] | None = None
        self.version = 0
        humans = [i for i, s in enumerate(session.seats) if s.kind == "human"]
        self.private = session.info.hidden_info and len(humans) > 1
        state = session.state
        hidden = self.private and not state.is_terminal() and not all(
            same_picture(state, state.current_player, seat) for seat in humans)  # at the start of Free play: no
        self.at_screen: int | None = None if hidden else state.current_player
        self.curtain = hidden
        self.view: State = session.state
        self.layout = TableLayout()
        self.placements: list[Placement] = []
        self.table_layer = LayerCache()  # the still table, redrawn only when something on it changes
        self.index = MoveIndex([])
        self.panel_cache: tuple[tuple, pygame.Surface] | None = None
        self.tooltip_box: Rect | None = None  # where the last frame drew the tooltip
        self.status_cache: tuple | None = None  # the status bar's rendered lines and what they show
        self.capacity: dict[str, int] = {}  # the most pieces each zone has held (trays keep their grid)
        self.tray_spots: dict[str, dict[str, int]] = {}  # each tray piece's place, kept while a turn lasts
        self.spots_turn: int | None = None  # the seat whose turn the kept places belong to
        self.autosave_error: str | None = None  # the last autosave's failure (None: it worked)
        self.told_read_only = False  # whether a read-only window said that this game is not saved
        self.slots = SteadySlots()  # the panel's choice buttons keep their places
        self.choice_of: dict[object, Action] = {}  # a panel choice button -> its action
        self.slot_of: dict[object, int] = {}  # a panel choice button -> its slot
        self.numbered: dict[int, Action] = {}  # number key -> the choice it presses
        self.hinted: Action | None = None  # the last hint's action: Enter plays exactly that
        self.hint_piece: str | None = None  # a hinted choice made by clicking this piece: drawn lit
        self.hint_enter = False  # Enter was pressed while the hint was worked out: play it when it comes
        self.hint_shown = ""  # the progress last written in the status line while a hint is worked out
        self.log_back = 0  # log lines scrolled back from the newest
        self.log_lines: dict[tuple[str, int], list[str]] = {}  # a log entry wrapped to a width
        self.refresh()

    # ----- geometry -----------------------------------------------------------------------
    def panel_rect(self) -> Rect:
        """The side panel on the right."""
        return side_panel(self.app)

    def table_rect(self) -> Rect:
        """The area the table is drawn in (left of the panel, above the status line)."""
        w, h = self.app.size
        return Rect(0, 0, w - self.panel_rect().w, h - self.app.px(STATUS_H))

    def _layout(self) -> TableLayout:
        table = self.table_rect()
        rect = Rect(table.x + self.pan[0], table.y + self.pan[1], round(table.w * self.zoom),
                    round(table.h * self.zoom))
        show_box = any(z == "box" for t in self.index.by_component.values() for z, _ in t.moves) or any(
            self.view.loc.get(cid) is None for cid in self.index.movable)
        zones = self.view.zones()
        floor = text_floor(self.app.size)
        return layout_table(zones, rect, show_box, grown_rows(zones, state_contents(self.view)), floor,
                            self.renderer.measure(floor))

    # ----- state --------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The real game state."""
        return self.session.state

    def refresh(self) -> None:
        """Recompute the drawn view, the layout, the placements and the legal actions."""
        state = self.state
        self.version += 1
        if state.is_terminal():
            self.at_screen = None
            self.curtain = False
            self.view = state
        else:
            bot_turn = self.bots.bot_to_move()  # no curtain before a bot's turn; a person keeps the screen
            if self.private and not bot_turn and state.current_player != self.at_screen and not self.curtain:
                if self.at_screen is not None and same_picture(state, self.at_screen, state.current_player):
                    self.at_screen = state.current_player  # nothing hidden would show: no need to pass
                else:
                    self.curtain = True
            if not self.private:
                humans = self.bots.humans()
                self.at_screen = humans[0] if bot_turn and len(humans) == 1 else state.current_player
            self.view = state if self.bots.watching() else state.view(self.at_screen)  # watching: every hand shows
        for zone, pieces in state_contents(self.view).items():  # trays keep their grid as they empty
            self.capacity[zone] = max(self.capacity.get(zone, 0), len(pieces))
        if state.current_player != self.spots_turn:  # a new turn: trays close their gaps
            self.tray_spots, self.spots_turn = {}, state.current_player
        your_turn = not self.curtain and self.at_screen is not None and self.at_screen == state.current_player \
            and not self.bots.bot_to_move()
        people = set() if self.curtain else set(self.bots.humans())  # real time: their out-of-turn moves
        self.index = MoveIndex(table_actions(state, state.legal_actions() if your_turn else [], people),
                               state.PIECE_ACTIONS, self.view.loc)
        self.relayout()
        self.selected = None
        self.group = []
        self.asking = []
        self.hinted = self.hint_piece = None
        self.log_back = 0
        under = hovered(self.placements, pygame.mouse.get_pos())  # the tooltip follows what is there now
        self.hover = (under.cid, self.app.now) if under is not None else None
        if self.app.scene is self:
            self.rebuild()

    def relayout(self) -> None:
        """Place everything again (after a change of state, size, zoom or pan)."""
        self.layout = self._layout()
        self.placements = self.renderer.placements(self.view, self.layout, self.capacity, self.tray_spots)
        self.renderer.invalidate()

    def follow_pointer(self) -> None:
        """After a zoom or pan the tooltip belongs to the piece now under the resting pointer: shown
        at once if one was showing, gone if the pointer now rests on empty table."""
        under = hovered(self.placements, pygame.mouse.get_pos())
        if under is None or self.hover is None:
            self.hover = None if under is None else (under.cid, self.app.now)
        elif under.cid != self.hover[0]:
            self.hover = (under.cid, self.hover[1])

    def rects(self) -> dict[str, Rect]:
        """Each visible component's rectangle now."""
        return {p.cid: p.rect for p in self.placements}

    # ----- acting -------------------------------------------------------------------------
    def perform(self, action: Action, start_rects: dict[str, Rect] | None = None) -> bool:
        """Apply an action through the session; animate, log, autosave. False if refused."""
        before = self.rects()
        before.update(start_rects or {})
        rng_before = self.state.rng
        try:
            line = self.session.apply(action)
        except engine.IllegalAction as error:
            self.app.status(str(error))
            self.app.sounds.play("illegal")
            return False
        self.app.sounds.play("dice" if self.state.rng != rng_before else "drop")
        self.refresh()
        self.animator.changes(before, self.rects(), self.app.now)
        self.app.status(" ".join([line, *self.session.news]))
        self.autosave()
        return True

    def autosave(self) -> None:
        """Keep the autosave slot up to date; a finished game goes to the history (and best list).
        A window that opened its data folder read-only writes nothing and says so once; a failure
        is a notice that stays until dismissed (raised again only when the failure changes)."""
        if self.state.is_terminal():
            self.app.sounds.play("end")
        if read_only() is not None:
            if not self.told_read_only:
                self.told_read_only = True
                self.app.notice(f"This game is not saved. {read_only()}")
            return
        try:
            keep_progress(self.session)
            self.autosave_error = None
        except (saves.DataDirError, OSError) as error:
            if str(error) != self.autosave_error:
                self.autosave_error = str(error)
                self.app.notice(f"Autosave failed: {error}")

    def undo(self) -> None:
        """Ctrl+Z: take back the last decision made at the screen, if the rules of undo allow it."""
        self.bots.cancel()
        self._travel(lambda: self.session.undo(self.screen_seats()), "Undone.", self.undo_refusal)

    def redo(self) -> None:
        """Ctrl+Y: re-apply what was undone."""
        self._travel(self.session.redo, "Redone.", lambda: NOTHING_TO_REDO)

    def _travel(self, step: Callable[[], bool], done: str, refusal: Callable[[], str]) -> None:
        """Move through the history with ``step`` and animate the change, or say why not."""
        before = self.rects()
        if step():
            self.refresh()
            self.animator.changes(before, self.rects(), self.app.now)
            self.app.status(done)
            self.autosave()
        else:
            self.app.status(refusal())

    def screen_seats(self) -> set[int]:
        """The seats whose decisions the person at the screen makes (undo takes back theirs)."""
        if self.private:
            return {self.at_screen} if self.at_screen is not None else set()
        return {i for i, seat in enumerate(self.session.seats) if seat.kind == "human"}

    def undo_refusal(self) -> str:
        """Why undo is not possible now."""
        return self.session.undo_plan(self.screen_seats())[1]

    def drop(self, cid: str, point: tuple[int, int], rect: Rect) -> None:
        """The held component was released at ``point``."""
        moves = self.index.drop(cid, point, self.layout, rect.center if rect is not None else None)
        if len(moves) == 1:
            self.perform(moves[0], {cid: rect})
            return
        if moves:
            self.asking = list(moves)
            self.rebuild()
            return
        home = next((p.zone for p in self.placements if p.cid == cid), None)
        same_board = [p for p in self.placements if home is not None and self.board(p.zone) == self.board(home)]
        choices = self.index.choices_at(same_board, point, skip=cid)
        if choices:  # dropped onto a piece of its own board that can be chosen (a worker onto its tile)
            self.offer(choices)
            return
        self.refuse(cid, point, rect)

    def move_group(self, held: Placement, rect: Rect) -> None:
        """The rubber-band group follows ``held``, dropped with its centre where ``rect``'s is."""
        shift = group_shift(self.layout, self.group, held, rect.center)
        if shift is None:
            self.refuse(held.cid, rect.center, rect)
            return
        starts = {p.cid: p.rect for p in self.placements if p.cid in self.group}
        self.perform(shift, {**starts, held.cid: rect})

    def board(self, zone_id: str) -> str:
        """The zone a zone is drawn over (or the zone itself): pieces on one board belong together."""
        box = self.layout.box(zone_id)
        return box.zone.over or zone_id if box is not None else zone_id

    def offer(self, choices: list[Action]) -> None:
        """A click (or drop) on pieces named by legal choices: take the only one, or ask which."""
        if len(choices) == 1:
            self.perform(choices[0])
            return
        self.asking = list(choices)
        self.rebuild()

    def refuse(self, cid: str, point: tuple[int, int], rect: Rect | None) -> None:
        """A drop that means no legal action: glide back and say why."""
        place = blame_place(cid, point, self.layout, self.index)
        if place is None:
            why = "Drop it on one of the lit places."
        else:
            why = self.state.explain(Move(cid, place[0], place[1])) or "That is not possible now."
        self.app.status(self.session.words(why))
        self.app.sounds.play("illegal")
        home = next((p.rect for p in self.placements if p.cid == cid), None)
        if home is not None and rect is not None:
            self.animator.glide(cid, rect, home, self.app.now)

    def press_component(self, p: Placement) -> None:
        """A click on a component that cannot move: say why."""
        self.app.status(self.session.words(self.stuck_reason(p)))

    def stuck_reason(self, p: Placement) -> str:
        """Why the clicked piece ``p`` cannot move now, as truly as the table and the rules know."""
        state = self.state
        if state.is_terminal():
            return "The game is over."
        seat = state.current_player
        if self.at_screen != seat:
            return f"It is Player {seat + 1}'s turn."
        owner = self.view.zone_info(p.zone).owner
        if owner is not None and owner != seat:
            return f"That belongs to Player {owner + 1}."
        if not self.index.movable:
            buttons = [f"\u201c{state.label(a)}\u201d" for a in self.index.others
                       if not self.index.names_piece(a)]
            press = f"press {listing(buttons, 'or')}." if buttons else ""
            own = None if ".?" in p.cid else piece_reason(state, p.cid, p.zone, p.slot)  # the game's words, if any
            if own:
                return f"{own} Now {press}" if press else own
            return "Nothing on the table moves now" + (f": {press}" if press else ".")
        if ".?" in p.cid:
            return f"That {kind_of(p.cid)} lies face down; it does not move now."
        return state.explain(Move(p.cid, p.zone, p.slot)) or "That piece cannot be moved now."

    # ----- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        if self.curtain:
            return
        app = self.app
        panel = self.panel_rect()
        pad = app.px(12)
        bw, bh = panel.w - 2 * pad, app.px(36)
        y = app.px(96)
        over = self.state.is_terminal()
        if over:
            self.slots.clear()
            self.button(Rect(panel.x + pad, y, bw, bh + app.px(6)), "See the results", self.results,
                        object_id="#results")
            y += bh + app.px(14)
        y = self.build_choices(Rect(panel.x + pad, y, bw, bh), max(3, (int(panel.h * 0.55) - y) // (bh + app.px(6))))
        if self.asking:
            self.button(Rect(panel.x + pad, y, bw, bh), "Cancel", self.cancel_ask, tip="Esc")
            y += bh + app.px(6)
        y = self.build_buzzers(Rect(panel.x + pad, y, bw, bh))
        self.buttons_bottom = y
        third = (bw - 2 * app.px(6)) // 3
        row1 = panel.bottom - 2 * bh - app.px(18)
        row2 = panel.bottom - bh - app.px(10)
        half = (bw - app.px(6)) // 2  # bots: a hint for the person at the screen, and the watch speed
        if not self.session.info.sandbox:  # a free table has no rules to hint from
            watching = self.bots.watching()
            self.button(Rect(panel.x + pad, self.controls_top(), half, bh), "Hint", self.hint,
                        enabled=not watching and not over, tip=WATCH_HINT if watching else OVER_HINT if over else "H",
                        object_id="#hint")
        if len(self.bots.humans()) < len(self.session.seats):
            self.button(Rect(panel.x + pad + half + app.px(6), self.controls_top(), half, bh),
                        self.bots.speed_words(), self.bot_speed, tip="How long bots pause before they move",
                        object_id="#bot_speed")
        can_undo = self.session.undo_plan(self.screen_seats())[0] is not None
        self.button(Rect(panel.x + pad, row1, third, bh), "Undo", self.undo, enabled=can_undo,
                    tip="Ctrl+Z" if can_undo else self.undo_refusal(), object_id="#undo")
        can_redo = bool(self.session.redo_stack)
        self.button(Rect(panel.x + pad + third + app.px(6), row1, third, bh), "Redo", self.redo, enabled=can_redo,
                    tip="Ctrl+Y" if can_redo else NOTHING_TO_REDO, object_id="#redo")
        self.button(Rect(panel.x + pad + 2 * (third + app.px(6)), row1, third, bh), "Save", self.save,
                    tip="Ctrl+S", object_id="#save")
        self.button(Rect(panel.x + pad, row2, third, bh), "Rules", self.rules)
        self.button(Rect(panel.x + pad + third + app.px(6), row2, third, bh), "Settings", self.settings)
        self.button(Rect(panel.x + pad + 2 * (third + app.px(6)), row2, third, bh), "Menu", self.menu,
                    object_id="#menu")

    def build_choices(self, first: Rect, room: int) -> int:
        """The choice buttons, numbered for the keys 1-9, from ``first`` down; returns the y below them.
        The choices of a turn keep their slots (``SteadySlots``); an ambiguous drop's are listed anew.
        A caption too long for the button's type is written smaller (``#long_choice``, 13 px)."""
        self.choice_of, self.slot_of, self.numbered = {}, {}, {}
        choices = self.panel_choices(room)
        captions = [self.session.words(self.state.label(a)) for a in choices]
        places = list(range(len(choices))) if self.asking else self.slots.place(captions, room, self.app.now)
        step = first.h + self.app.px(6)
        for action, caption, slot in zip(choices, captions, places):
            number = slot + 1
            if number in NUMBER_KEYS.values():
                caption = f"{number} \u00b7 {caption}"
                self.numbered[number] = action
            long = self.app.art.font(self.app.px(16)).size(caption)[0] > first.w - self.app.px(14)
            widget = self.button(first.move(0, slot * step), caption, lambda a=action, s=slot: self.click_choice(a, s),
                                 tip=f"Key {number}" if number <= 9 else None, object_id="#long_choice" if long else None)
            self.choice_of[widget], self.slot_of[widget] = action, slot
        return first.y + (max(places) + 1 if places else 0) * step

    def build_buzzers(self, rect: Rect) -> int:
        """Real time: a buzzer button for each seat that has one open now (people press theirs,
        bots' are shown greyed); returns the y below them."""
        if not uses_buzzers(self.state):
            return rect.y
        keys = self.app.settings.buzzer_keys
        for seat, who in enumerate(self.session.seats):
            action = buzzer(self.state, seat)
            if action is None:
                continue
            person = self.bots.level_of(seat) is None
            caption = f"{who.name}: {self.state.label(action)} ({key_caption(keys[seat])})"
            self.button(rect.copy(), caption, lambda a=action: self.perform(a), enabled=person,
                        object_id=f"#buzzer_{seat}")
            rect.y += rect.h + self.app.px(6)
        return rect.y

    def claims_key(self, event: pygame.event.Event) -> bool:
        """A buzzer key of a seat at this table is that seat's, not a shortcut (M is Player 4's)."""
        return uses_buzzers(self.state) and seat_of_key(
            self.app.settings.buzzer_keys, pygame.key.name(event.key), self.state.players) is not None

    def press_buzzer(self, name: str) -> bool:
        """A key press: the buzzer of the seat with that key, if a person plays it and it is open now."""
        if not uses_buzzers(self.state) or self.curtain:
            return False
        seat = seat_of_key(self.app.settings.buzzer_keys, name, self.state.players)
        action = buzzer(self.state, seat) if seat is not None and self.bots.level_of(seat) is None else None
        if action is None:
            return False
        self.perform(action)
        return True

    def controls_top(self) -> int:
        """The top of the panel's fixed buttons (Hint, Undo…, Rules…): three rows at its bottom."""
        return self.panel_rect().bottom - 3 * self.app.px(36) - self.app.px(26)

    def panel_choices(self, room: int) -> list[Action]:
        """The choices shown as buttons, at most ``room``: when they do not all fit, those that
        can also be made by clicking a piece on the table give way to the others."""
        buttons = self.asking or self.index.others
        if len(buttons) <= room:
            return buttons
        drawn = {p.cid for p in self.placements if not p.hidden}
        on_table = [a for a in buttons if a in self.index.choices(getattr(a, "value", None)) and a.value in drawn]
        kept = [a for a in buttons if a not in on_table][:room]
        kept += on_table[:room - len(kept)]
        return [a for a in buttons if a in kept]

    def click_choice(self, action: Action, slot: int) -> None:
        """A choice button was clicked: do it, unless the button changed its meaning just now (the
        click was aimed at what was there before)."""
        if not self.asking and self.slots.settling(slot, self.app.now) > 0:
            self.app.status("That button has just changed; click it again if you mean it.")
            return
        self.perform(action)

    def settling(self, widget) -> float:
        """How much longer a click on ``widget`` is ignored because it just changed (0: none)."""
        slot = self.slot_of.get(widget)
        return 0.0 if slot is None or self.asking else self.slots.settling(slot, self.app.now)

    def cancel_ask(self) -> None:
        """Forget an ambiguous drop."""
        self.asking = []
        self.rebuild()

    def results(self) -> None:
        """Show the result screen."""
        self.app.show("results", self.session)

    def save(self) -> None:
        """Ctrl+S: the save screen, coming back here."""
        self.app.show("saves", session=self.session, back=lambda: self)

    def rules(self) -> None:
        """The rules of this game, coming back here."""
        self.app.show("rules", self.session.info.id, back=lambda: self)

    def settings(self) -> None:
        """The settings, coming back here."""
        self.app.show("settings", back=lambda: self)

    def menu(self) -> None:
        """Back to the title screen (the game stays in the autosave; its bots stop, and what the
        status line said here is not carried to the title)."""
        self.app.status("")
        self.app.show("title")

    def ask_leave(self) -> None:
        """Esc: leave only when pressed twice, so a stray Esc does not end the evening."""
        if self.app.current_status() == LEAVE_ASK:
            self.menu()
        else:
            self.app.status(LEAVE_ASK)

    # ----- bots (ui/bot_runner.py) --------------------------------------------------------
    def update(self, dt: float) -> None:
        idle = not self.animator.busy and self.drag is None and not self.curtain
        hint = self.bots.update(self.app.now, idle, self.perform)
        if hint is not None:
            self.show_hint(hint)
        elif self.bots.hint is not None:
            self.hint_progress()
        else:
            self.hint_enter = False  # the position changed before the hint came: it was dropped
        open_to_all = not self.state.is_terminal() and bool(self.state.out_of_turn())
        running = not self.curtain and (open_to_all or self.at_screen == self.state.current_player) \
            and not self.bots.bot_to_move() and not self.bots.halted
        expired = self.clock.update(self.state, running, dt)
        if expired is not None:
            self.perform(expired)

    def leave(self) -> None:
        self.bots.cancel()
        super().leave()

    def hint(self) -> None:
        """H: ask the Hard bot what the person at the screen should do, from their own view."""
        if self.session.info.sandbox:
            self.app.status("Free play has no rules, so there is no move to hint at.")
            return
        if self.bots.watching():
            self.app.status(WATCH_HINT)
            return
        if self.state.is_terminal():
            self.app.status(OVER_HINT)
            return
        if self.curtain or self.at_screen is None or not self.bots.ask_hint(self.at_screen, self.app.now):
            self.app.status("A hint is for the person whose turn it is.")
            return
        self.hint_shown = ""
        self.hint_progress()

    def hint_progress(self) -> None:
        """While a hint is worked out, the status line says how far the search has come."""
        done = self.bots.hint_progress()
        if done is None:
            return
        text = f"Looking for a good move… {round(done * 100)}% (Enter plays it when found)"
        if text != self.hint_shown:
            self.hint_shown = text
            self.app.status(text)

    def show_hint(self, action: Action) -> None:
        """Light the hinted move (its piece and place, its button, or the piece to click) and say
        it in the status line; Enter then plays exactly that action (at once if it was pressed
        while the hint was being worked out)."""
        self.selected, self.hint_piece, self.hinted = None, None, action
        button = None
        if isinstance(action, Move) and self.index.targets(action.component):
            self.focus_piece(action.component)
            places = [place for place, _rect in self.target_list()]
            self.target_index = places.index((action.zone, action.slot)) if (action.zone, action.slot) in places else 0
        else:
            button = next((w for w, a in self.choice_of.items() if a == action), None)
            if button is not None:
                self.focus_button(button)
            elif self.index.names_piece(action):
                self.hint_piece, self.focus_place = action.value, None
        playable = action in self.state.legal_actions()  # a buzzer hint is pressed on its own key
        seat = self.at_screen if self.at_screen is not None else self.state.current_player
        seen = self.state if seat is None else self.state.view(seat)  # as the person sees it: no secret verdicts
        said = self.session.words(seen.describe(action))
        if button is not None:  # name the lit button too: the log's words may keep a choice secret
            said = f"\u201c{self.session.words(self.state.label(action))}\u201d: {said}"
        self.app.status("Hint: " + said + (" Press Enter to play it." if playable else ""))
        if self.hint_enter:
            self.hint_enter = False
            self.enter_key()

    def bot_speed(self) -> None:
        """Cycle how long bots pause before their moves show (a paused watch: play on)."""
        if self.bots.halted:
            self.halt_watching()
            return
        self.bots.next_speed()
        self.rebuild()

    def halt_watching(self) -> None:
        """Space while only bots play: pause the game, or watch on."""
        paused = self.bots.toggle_halt()
        self.app.status("Paused: Space watches on." if paused else "")
        self.rebuild()

    def enter(self) -> None:
        self.renderer.invalidate()
        self.animator.speed = self.app.settings.animation_speed
        self.relayout()
        super().enter()

    def rebuild(self) -> None:
        self.panel_cache = None
        self.relayout()
        super().rebuild()

    # ----- events -------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> None:
        if self.curtain:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.lift_curtain()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse_down(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_move(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.mouse_up(event)
        elif event.type == pygame.MOUSEWHEEL:
            point = pygame.mouse.get_pos()
            if self.panel_rect().collidepoint(point):  # the wheel over the panel scrolls its log
                self.scroll_log(event.y * LOG_STEP)
            elif self.table_rect().collidepoint(point):
                self.zoom_at(point, 1.12 ** event.y)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def lift_curtain(self) -> None:
        """The next seat is at the screen."""
        self.curtain = False
        self.at_screen = self.state.current_player
        self.refresh()

    def mouse_down(self, event: pygame.event.Event) -> None:
        pos = event.pos
        if event.button == 3:
            self.panning = self.right_press = pos
            return
        if event.button != 1 or not self.table_rect().collidepoint(pos):
            return
        p = pick(self.placements, pos, self.index.movable, self.layout)
        self.pressed = hovered(self.placements, pos) if p is None else None
        free = free_zone_at(self.layout, pos) if self.pressed is None and p is None else None
        if free is not None:  # empty open table: a rubber band picks a group
            self.band, self.group = (free, pos, pos), []
            return
        if p is not None:
            self.drag = Drag(p, (p.rect.x - pos[0], p.rect.y - pos[1]), pos)
            self.app.sounds.play("pick")

    def mouse_move(self, event: pygame.event.Event) -> None:
        pos = event.pos
        if self.panning is not None:
            dx, dy = pos[0] - self.panning[0], pos[1] - self.panning[1]
            self.panning = pos
            self.pan_by(dx, dy)
            return
        if self.band is not None:
            self.band = (self.band[0], self.band[1], pos)
            return
        if self.drag is not None and not self.drag.moved:
            if abs(pos[0] - self.drag.start[0]) + abs(pos[1] - self.drag.start[1]) > DRAG_THRESHOLD:
                self.drag.moved = True
                self.selected = self.drag.placement.cid
        p = hovered(self.placements, pos)
        if p is None:
            self.hover = None
        elif self.hover is None or self.hover[0] != p.cid:
            self.hover = (p.cid, self.app.now)

    def mouse_up(self, event: pygame.event.Event) -> None:
        pos = event.pos
        if event.button == 3:
            self.panning = None
            press, self.right_press = self.right_press, None
            if press is not None and abs(pos[0] - press[0]) + abs(pos[1] - press[1]) <= DRAG_THRESHOLD:
                self.act_on_piece(None, pos)  # a right click, not a pan: the piece's first action
            return
        if event.button != 1:
            return
        drag, self.drag = self.drag, None
        pressed, self.pressed = self.pressed, None
        if self.band is not None:
            zone, start, _ = self.band
            self.band = None
            self.group = picked(self.placements, zone, band_rect(start, pos))
            self.app.status(plural(len(self.group), "piece") + " picked: drag one of them to move them all (Esc lets go)."
                            if self.group else "No piece inside the frame.")
            return
        if drag is not None and drag.moved:
            rect = drag.placement.rect.copy()
            rect.topleft = (pos[0] + drag.offset[0], pos[1] + drag.offset[1])
            self.selected = None
            if drag.placement.cid in self.group:
                self.move_group(drag.placement, rect)
                return
            self.drop(drag.placement.cid, pos, rect)
            return
        if self.selected is not None and self.index.drop(self.selected, pos, self.layout):
            self.drop(self.selected, pos, None)
            return
        choices = self.index.choices_at(self.placements, pos) if self.table_rect().collidepoint(pos) else []
        if drag is not None:
            if choices:  # a click (not a drag) on a piece that is also a choice means the choice
                self.selected = None
                self.offer(choices)
                return
            self.selected = None if self.selected == drag.placement.cid else drag.placement.cid
            self.target_index = 0
            if self.selected is not None:
                self.app.status("Now click one of the lit places, or drag the piece there." if self.target_list()
                                else "That piece has no place to go that the table shows.")
            return
        if not self.table_rect().collidepoint(pos):
            return
        p = pressed or hovered(self.placements, pos)  # a stuck piece dragged away says why, as a click does
        if choices:
            self.selected = None
            self.offer(choices)
        elif self.selected is not None:
            self.refuse(self.selected, pos, None)
            self.selected = None
        elif p is not None:
            self.press_component(p)

    def key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if not ctrl and self.press_buzzer(pygame.key.name(event.key)):
            return
        letter = getattr(event, "unicode", "")
        point = self.rects()[self.selected].center if self.selected in self.rects() else pygame.mouse.get_pos()
        if not ctrl and letter.isalpha() and self.act_on_piece(letter.lower(), point):
            return
        if ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif ctrl and event.key == pygame.K_s:
            self.save()
        elif event.key in NUMBER_KEYS and not ctrl:
            self.press_number(NUMBER_KEYS[event.key])
        elif event.key == pygame.K_TAB:
            self.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key == pygame.K_F6:
            self.switch_focus()
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            self.arrow(1 if event.key in (pygame.K_RIGHT, pygame.K_DOWN) else -1)
        elif event.key == pygame.K_SPACE and self.bots.watching() and self.focused() is None:
            self.halt_watching()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.enter_key()
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_log(10 if event.key == pygame.K_PAGEUP else -10)
        elif event.key == pygame.K_ESCAPE:
            if self.selected or self.asking or self.group or self.focus_place:
                self.selected, self.group, self.focus_place = None, [], None
                self.cancel_ask()
            else:
                self.ask_leave()
        elif event.key == pygame.K_h and not ctrl:
            self.hint()
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_at(self.table_rect().center, 1.2)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_at(self.table_rect().center, 1 / 1.2)

    def act_on_piece(self, letter: str | None, point: tuple[int, int]) -> bool:
        """Do the piece action bound to ``letter`` on the piece under ``point`` (a right click,
        ``letter`` None: the first action the game lists for it); False if there is none."""
        p = hovered(self.placements, point)
        if p is None:
            return False
        letters = [letter] if letter else list(dict.fromkeys(self.state.PIECE_ACTIONS.values()))
        for each in letters:
            action = self.index.piece_action(p.cid, each)
            if action is not None:
                self.perform(action)
                return True
        return False

    def movable_order(self) -> list[str]:
        """The pieces Tab steps through, in drawing order: those that can move, and those a click
        chooses (Enter on one makes that choice).  A piece that can move from inside a pile counts
        once for the pieces alike in its place (as a click on the pile picks it up)."""
        order, places = [], set()
        for p in self.placements:
            if p.cid in self.index.movable:
                place = (p.zone, p.slot, look(p.cid, p.face_up))
                if not p.hidden or place not in places:
                    order.append(p.cid)
                    places.add(place)
            elif not p.hidden and self.index.choices(p.cid):
                order.append(p.cid)
        return order

    def cycle_component(self, step: int) -> None:
        """Select the next component that can move (the first if none is selected)."""
        order = self.movable_order()
        if not order:
            self.app.status("Nothing to move now; use the buttons in the panel." if self.index.others
                            else "Nothing to move now.")
            return
        i = order.index(self.selected) + step if self.selected in order else (0 if step > 0 else -1)
        self.focus_piece(order[i % len(order)])

    def focus_piece(self, cid: str) -> None:
        """The keyboard selects the piece ``cid`` (the panel's ring goes out)."""
        self.selected, self.target_index, self.focus_place = cid, 0, None

    def focus_button(self, widget) -> None:
        """The keyboard lights a panel button (no piece stays selected)."""
        self.selected, self.focus_place = None, tuple(widget.rect)

    def tab(self, step: int) -> None:
        """Tab / Shift+Tab: through the pieces that can move, then on through the panel's buttons."""
        pieces, buttons = self.movable_order(), self.focusable()
        current = self.focused()
        if current is not None:
            i = buttons.index(current) + step
            if 0 <= i < len(buttons) or not pieces:
                self.focus_button(buttons[i % len(buttons)])
            else:
                self.focus_piece(pieces[0 if step > 0 else -1])
            return
        i = pieces.index(self.selected) + step if self.selected in pieces else (0 if step > 0 else -1)
        if pieces and (0 <= i < len(pieces) or not buttons):
            self.focus_piece(pieces[i % len(pieces)])
        elif buttons:
            self.focus_button(buttons[0 if step > 0 else -1])

    def switch_focus(self) -> None:
        """F6: from the pieces to the panel's first button, or back to the first piece."""
        buttons = self.focusable()
        if self.focused() is None and buttons:
            first = next((w for w in buttons if w in self.choice_of), buttons[0])
            self.focus_button(first)
        else:
            self.focus_place = None
            self.cycle_component(1)

    def arrow(self, step: int) -> None:
        """An arrow key: the next panel button when the panel has the keyboard, else the selected
        piece's next lit place."""
        current = self.focused()
        if current is None:
            self.target_index += step
            return
        buttons = self.focusable()
        self.focus_button(buttons[(buttons.index(current) + step) % len(buttons)])

    def press_number(self, number: int) -> None:
        """A number key: the panel choice showing that number."""
        action = self.numbered.get(number)
        if action is None:
            self.app.status(f"No choice has the number {number} now.")
            return
        self.perform(action)

    def enter_key(self) -> None:
        """Enter or Space: play the hint just given (or wait for the one being worked out), press
        the lit panel button, move the selected piece to its chosen place, open the results after
        the end, or else select the first piece."""
        if self.bots.hint is not None:
            self.hint_enter = True
            self.app.status("Looking for a good move: it is played as soon as it is found.")
            return
        hinted, self.hinted = self.hinted, None
        if hinted is not None and hinted in self.state.legal_actions():
            self.perform(hinted)
            return
        current = self.focused()
        if current is not None:
            action = self.choice_of.get(current)
            if action is not None:  # the keyboard is not the late click the settling guards against
                self.perform(action)
            else:
                self.actions[current]()
        elif self.selected is not None:
            self.confirm_target()
        elif self.state.is_terminal():
            self.results()
        else:
            self.tab(1)

    def scroll_log(self, lines: int) -> None:
        """Scroll the panel's log ``lines`` back (negative: towards the newest)."""
        self.log_back = max(0, self.log_back + lines)
        self.panel_cache = None

    def target_list(self) -> list[tuple[tuple[str, int | None], Rect]]:
        """The lit places of the selected (or held) component."""
        cid = self.drag.placement.cid if self.drag is not None and self.drag.moved else self.selected
        targets = self.index.targets(cid) if cid else None
        return targets.rects(self.layout) if targets else []

    def confirm_target(self) -> None:
        """Enter: move the selected component to the keyboard's chosen place."""
        places = self.target_list()
        if self.selected is not None and not places and self.index.choices(self.selected):
            self.offer(self.index.choices(self.selected))
            return
        if not places or self.selected is None:
            self.cycle_component(1)
            return
        _place, rect = places[self.target_index % len(places)]
        self.drop(self.selected, rect.center, None)

    def zoom_at(self, point: tuple[int, int], factor: float) -> None:
        """Zoom the table around ``point`` (1× to 4×)."""
        new = max(1.0, min(MAX_ZOOM, self.zoom * factor))
        table = self.table_rect()
        if new == 1.0:
            self.pan = (0, 0)
        else:
            k = new / self.zoom
            self.pan = (round(point[0] - table.x - (point[0] - table.x - self.pan[0]) * k),
                        round(point[1] - table.y - (point[1] - table.y - self.pan[1]) * k))
        self.zoom = new
        self.pan_by(0, 0)

    def pan_by(self, dx: int, dy: int) -> None:
        """Move the zoomed table, keeping it over the window."""
        table = self.table_rect()
        min_x, min_y = table.w - round(table.w * self.zoom), table.h - round(table.h * self.zoom)
        self.pan = (max(min_x, min(0, self.pan[0] + dx)), max(min_y, min(0, self.pan[1] + dy)))
        self.relayout()
        self.follow_pointer()

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.curtain:
            self.draw_curtain(surface)
            return
        table = self.table_rect()
        moved = self.animator.frame(self.app.now)
        held = self.drag.placement if self.drag is not None and self.drag.moved else None
        places = self.target_list()
        chosen = places[self.target_index % len(places)][1] if places and self.drag is None else None
        if moved:  # pieces glide: every frame differs
            self.draw_table(surface, table, moved, held, places, chosen)
        else:
            self.table_layer.draw(surface, table, (
                self.version, id(self.layout), id(self.view), id(self.placements), self.zoom, self.pan,
                held.cid if held else None, self.selected, tuple(tuple(r) for _, r in places), chosen and tuple(chosen),
                tuple(self.group), self.hint_piece,
            ), lambda layer: self.draw_table(layer, table, moved, held, places, chosen))
        surface.set_clip(table)
        self.draw_thinking(surface)
        if self.band is not None:
            pygame.draw.rect(surface, ACCENT, band_rect(self.band[1], self.band[2]), width=2)
        if held is not None:
            pos = pygame.mouse.get_pos()
            rect = held.rect.copy()
            rect.topleft = (pos[0] + self.drag.offset[0], pos[1] + self.drag.offset[1])
            kind = self.layout.boxes[held.zone].zone.kind if held.zone in self.layout.boxes else "pool"
            self.renderer.draw_one(surface, held, rect, kind)
        surface.set_clip(None)
        self.draw_panel(surface)
        self.draw_status_bar(surface)
        self.draw_clock(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the panel's buttons: the keyboard's focus ring, then the hovered piece's tooltip."""
        super().draw_over(surface)
        if not self.curtain:
            self.draw_tooltip(surface)

    def thinking_badge(self) -> Rect | None:
        """Where the "thinking" mark (a pill of counting dots) goes while a bot works out its move:
        beside the label of that seat's first zone with room there, else just under such a label
        where it covers no piece; None if no bot thinks or no zone of its seat has room."""
        seat = self.bots.thinking_seat()
        if seat is None:
            return None
        for box in self.layout.boxes.values():
            label = self.renderer.captions.get(box.zone.id)
            if box.zone.owner != seat or label is None:
                continue
            strip = box.label_rect
            h = min(strip.h, self.app.px(16))
            beside = Rect(label.right + h // 2, strip.centery - h // 2, h * 5 // 2, h)
            if beside.right <= strip.right:
                return beside
            under = Rect(label.x, strip.bottom + 2, h * 5 // 2, h)
            if box.rect.contains(under) and under.collidelist([p.rect for p in self.placements]) == -1:
                return under
        return None

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """The thinking bot's mark by its seat's label: one to three dots, counting while it thinks."""
        badge = self.thinking_badge()
        if badge is None:
            return
        pygame.draw.rect(surface, ACCENT, badge, border_radius=badge.h // 2)
        step = badge.w // 4
        for i in range(1 + int(self.app.now * 3) % 3):
            pygame.draw.circle(surface, PANEL_BG, (badge.x + step * (i + 1), badge.centery), max(2, badge.h // 6))

    def draw_table(self, surface: pygame.Surface, table: Rect, moved: dict[str, Rect], held: Placement | None,
                   places: list[tuple[tuple[str, int | None], Rect]], chosen: Rect | None) -> None:
        """The table area without the held piece: zones, captions, pieces, marks, lit places."""
        surface.set_clip(table)
        key = (self.version, tuple(self.layout.boxes), self.zoom, self.pan)
        self.renderer.draw_static(surface, self.layout, key)
        self.captions.draw(surface, self.layout, self.view, key)
        self.renderer.draw_pieces(surface, self.layout, self.placements, moved, skip=held.cid if held else None)
        self.marks.draw(surface, self.layout, self.view, key)
        if places:
            self.renderer.draw_lit(surface, [r for _, r in places], chosen)
        if self.selected is not None and held is None:
            home = next((p.rect for p in self.placements if p.cid == self.selected), None)
            if home is not None:
                self.renderer.draw_selected(surface, home)
        for p in self.placements:
            if p.cid in self.group or p.cid == self.hint_piece:
                self.renderer.draw_selected(surface, p.rect)
        surface.set_clip(None)

    def status_rect(self) -> Rect:
        """The status bar under the table (left of the panel)."""
        table = self.table_rect()
        return Rect(0, table.bottom, table.w, self.app.size[1] - table.bottom)

    def status_lines(self, text: str) -> tuple[pygame.font.Font, list[str]]:
        """The status text wrapped into the bar: the largest font that fits it in the bar's lines,
        else the smallest with the last line shortened."""
        bar = self.status_rect()
        room = bar.w - 2 * self.app.px(10)
        for size in STATUS_SIZES:
            font = self.app.art.font(self.app.px(size))
            lines = wrap(text, room, lambda t: font.size(t)[0])
            rows = max(1, bar.h // font.get_linesize())
            if len(lines) <= rows:
                return font, lines
        lines = lines[:rows]
        while lines[-1] and font.size(lines[-1] + " …")[0] > room:
            lines[-1] = lines[-1].rsplit(" ", 1)[0] if " " in lines[-1] else lines[-1][:-1]
        lines[-1] += " …"
        return font, lines

    def draw_status_bar(self, surface: pygame.Surface) -> None:
        """The status line, wrapped inside its bar (never under the panel's buttons)."""
        bar = self.status_rect()
        pygame.draw.rect(surface, (18, 36, 25), bar)
        status = self.app.current_status()
        if not status:
            return
        key = (status, bar.size)
        if self.status_cache is None or self.status_cache[0] != key:
            font, lines = self.status_lines(status)
            step = font.get_linesize()
            y = bar.centery - step * len(lines) // 2
            self.status_cache = (key, [(font.render(line, True, ACCENT), (bar.x + self.app.px(10), y + i * step))
                                       for i, line in enumerate(lines)])
        surface.set_clip(bar)
        surface.blits(self.status_cache[1], doreturn=False)
        surface.set_clip(None)

    def draw_clock(self, surface: pygame.Surface) -> None:
        """The countdown of a timed step, at the right end of the status bar."""
        text = self.clock.text()
        if text is None:
            return
        bar = self.status_rect()
        label = self.app.art.font(self.app.px(STATUS_SIZES[0])).render(text, True, TEXT)
        surface.blit(label, label.get_rect(midright=(bar.right - self.app.px(10), bar.centery)))

    def tooltip_text(self) -> str | None:
        """The hovered component's tooltip in words, once the pointer has rested on it (else None)."""
        if self.hover is None or self.drag is not None or self.app.now - self.hover[1] < TOOLTIP_DELAY:
            return None
        try:
            tip = self.view.tooltip(self.hover[0])
        except Exception:  # a tooltip must never stop the game
            tip = None
        return self.session.words(tip) if tip else None

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The hovered component's tooltip, after a short rest of the pointer: drawn over
        everything, and kept over the table (so it hides none of the panel, its "Now" line and
        buttons included) unless it is larger than the table."""
        tip = self.tooltip_text()
        self.tooltip_box = None
        if not tip:
            return
        size = self.app.px(14)
        font = self.app.art.font(size)
        lines = wrap(tip, self.app.px(300), lambda s: font.size(s)[0])
        w = max(font.size(line)[0] for line in lines) + 16
        h = font.get_linesize() * len(lines) + 10
        x, y = pygame.mouse.get_pos()
        box = Rect(x + 16, y + 16, w, h)
        table = self.table_rect()
        if box.right > table.right:  # no room to the right: show it left of the pointer
            box.right = x - 8
        if box.bottom > table.bottom:  # no room below: show it above the pointer
            box.bottom = y - 8
        area = table if table.w >= w and table.h >= h else surface.get_rect()
        box = self.tooltip_box = box.clamp(area)
        pygame.draw.rect(surface, (250, 244, 220), box, border_radius=6)
        drawn.note("tooltip", box, what=tip)
        for i, line in enumerate(lines):
            at = surface.blit(font.render(line, True, (30, 30, 30)), (box.x + 8, box.y + 5 + i * font.get_linesize()))
            drawn.note("text", at, what=line, size=size, box=box)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The side panel: whose turn, facts, scores, log (cached until something changes)."""
        panel = self.panel_rect()
        if self.panel_cache is None or self.panel_cache[0] != (self.version, self.app.size, self.log_back) \
                or drawn.recording_now():  # a recording (the layout audit) sees every text drawn
            image = pygame.Surface(panel.size).convert()
            self.paint_panel(image)  # may bring log_back within the log's length: the key is taken after
            self.panel_cache = ((self.version, self.app.size, self.log_back), image)
        surface.blit(self.panel_cache[1], panel)

    def paint_panel(self, image: pygame.Surface) -> None:
        """Paint the panel's text onto ``image`` (panel coordinates)."""
        app, state, session = self.app, self.state, self.session
        image.fill(PANEL_BG)
        pad = app.px(12)
        w = image.get_width() - 2 * pad
        title_size = self.fitting_size(session.info.title, w, 22, 12, bold=True)
        self.text(image, session.info.title, (pad, app.px(10)), title_size, colour=ACCENT, bold=True)
        seat = state.current_player
        if seat is None:  # up to two lines above the first button; smaller type when the names are long
            outcome = outcome_line(self.state, self.session.names())
            size = self.fitting_size(outcome, 2 * w - app.px(40), 17, 12, bold=True)
            self.paragraph(image, outcome, Rect(pad, app.px(44), w, app.px(50)), size, bold=True)
        else:
            colour = pygame.Color(session.seats[seat].colour)
            pygame.draw.rect(image, colour, Rect(pad, app.px(48), app.px(20), app.px(20)), border_radius=app.px(4))
            pygame.draw.rect(image, TEXT, Rect(pad, app.px(48), app.px(20), app.px(20)), 1, border_radius=app.px(4))
            doing = "is thinking…" if self.bots.level_of(seat) else "to play"
            headline = f"{session.seats[seat].name} {doing}"
            if state.out_of_turn():  # a real-time step: not one seat's turn
                headline = "Anyone may act now"
            self.text(image, headline, (pad + app.px(28), app.px(46)), 18, bold=True)
        y = getattr(self, "buttons_bottom", app.px(96)) + app.px(6)
        bottom_limit = self.controls_top() - app.px(6)  # the log ends above the Hint button
        facts = panel_facts(state, self.view, session.names())  # the seat at the screen's: a game may hide some
        if uses_buzzers(state):
            keys = self.app.settings.buzzer_keys
            facts["Buzzer keys"] = " · ".join(f"{s.name} {key_caption(keys[i])}" for i, s in enumerate(session.seats))
        now = self.now_line(facts.pop("Now", None))
        if now:
            top = y
            y = self.paragraph(image, session.words(f"Now: {now}"), Rect(pad, y, w, bottom_limit - y), 15,
                               colour=ACCENT, bold=True) + app.px(4)
            drawn.note("now", Rect(pad, top, w, y - top).move(self.panel_rect().topleft), what=now)
        for label, value in facts.items():
            y = self.paragraph(image, session.words(f"{label}: {value}"), Rect(pad, y, w, bottom_limit - y), 14)
        y += app.px(8)
        pygame.draw.line(image, DIM, (pad, y), (pad + w, y))
        y += app.px(6)
        self.paint_log(image, Rect(pad, y, w, bottom_limit - y))

    def paint_log(self, image: pygame.Surface, rect: Rect) -> None:
        """The game log inside ``rect``: its newest lines, or older ones as far back as it was
        scrolled (the wheel over the panel, Page Up / Page Down), back to the first action."""
        font = self.app.art.font(self.app.px(13))
        lines: list[str] = []
        for entry in self.session.log:
            key = (entry, rect.w)
            if key not in self.log_lines:
                self.log_lines[key] = wrap(entry, rect.w, lambda s: font.size(s)[0])
            lines += self.log_lines[key]
        room = max(0, (rect.h - self.app.px(24)) // font.get_linesize())
        self.log_back = min(self.log_back, max(0, len(lines) - room))
        end = len(lines) - self.log_back
        title = "Game log" + (f" (scrolled back {plural(self.log_back, 'line')})" if self.log_back else "")
        self.text(image, title, (rect.x, rect.y), 15, colour=ACCENT, bold=True)
        y = rect.y + self.app.px(24)
        for line in lines[max(0, end - room):end] if room else []:
            self.text(image, line, (rect.x, y), 13)
            y += font.get_linesize()

    def now_line(self, given: str | None) -> str | None:
        """The panel's "Now:" instruction: the game's own (its panel's "Now" or ``now()``), else
        one built from what the seat at the screen may do."""
        state = self.state
        if state.is_terminal():
            return None
        seat = state.current_player
        if self.bots.level_of(seat) and not state.out_of_turn():
            return f"{self.session.seats[seat].name} is a computer player: watch its move."
        if self.at_screen != seat:
            return f"Wait for Player {seat + 1}."
        text = given or state.now()
        if text:
            return text
        kinds = sorted({kind_of(cid) for cid in self.index.movable})
        parts = [f"drag a {listing(kinds, 'or')} onto a lit place"] if kinds else []
        if any(self.index.names_piece(a) for a in self.index.others):
            parts.append("click a piece to choose it")
        buttons = [f"\u201c{state.label(a)}\u201d" for a in self.index.others if not self.index.names_piece(a)]
        if buttons:
            parts.append(f"press {listing(buttons[:3] + (['another button'] if len(buttons) > 3 else []), 'or')}")
        line = listing(parts, "or") + "."
        return line[0].upper() + line[1:] if parts else None

    def draw_curtain(self, surface: pygame.Surface) -> None:
        """The full-screen "pass the computer" curtain."""
        surface.fill((14, 28, 20))
        seat = self.state.current_player
        name = self.session.seats[seat].name if seat is not None else ""
        w, h = self.app.size
        self.text(surface, f"Pass the computer to {name}", (w // 2, h // 2 - self.app.px(30)), 36, colour=ACCENT,
                  bold=True, anchor="center")
        self.text(surface, f"{name}: click or press a key when the others cannot see the screen.",
                  (w // 2, h // 2 + self.app.px(30)), 18, colour=DIM, anchor="center")
