"""The Scene base class: one screen of the app, with its pygame-gui widgets and its own drawing."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, Callable

import pygame

from greenbox_desktop.ui.paint import bounded

if TYPE_CHECKING:
    from greenbox_desktop.ui.application import App

TEXT = (240, 234, 214)
DIM = (178, 190, 170)
ACCENT = (232, 196, 90)
CARD = (34, 74, 49)
CARD_EDGE = (80, 132, 96)
MAX_PARAGRAPH_CHARS = 4000  # the most text a paragraph wraps (no screen has room for more)


@cache
def button_class() -> type:
    """pygame-gui's button, except that a disabled one still shows its tooltip (which then says
    why it is off, e.g. why Undo cannot be used now) without taking on the hover colours."""
    from pygame_gui.core import UIElement
    from pygame_gui.elements import UIButton

    class ExplainingButton(UIButton):
        """A button whose tooltip shows while it is disabled too."""

        def can_hover(self) -> bool:
            return not self.is_selected and not self.held

        def on_hovered(self) -> None:
            if self.is_enabled:
                super().on_hovered()
            else:
                UIElement.on_hovered(self)  # start the tooltip's delay only

    return ExplainingButton


class Scene:
    """A screen: builds its widgets in ``build``, reacts in ``handle_event``, paints in ``draw``.

    Buttons made with ``button`` call their callback when pressed; every widget made through
    ``add`` is killed when the scene is left or rebuilt (e.g. after a resize).  A button rebuilt in
    the same place under the resting pointer carries on the old one's hover, so its tooltip
    neither blinks nor starts over; a pressed button's tooltip stays away until the pointer
    leaves it.
    """

    opaque = False  # True: ``draw`` covers the whole window, so the app skips clearing it
    KEYS_TITLE = "this screen"
    KEYS: tuple[tuple[str, str], ...] = (("Esc", "go back"),)  # the keys this screen knows (F1 shows them)
    button_keys = False  # True: Tab / Shift+Tab step through the buttons, Enter or Space presses the lit one

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Any] = []
        self.actions: dict[Any, Callable[[], None]] = {}
        self.hushed: dict[Any, str] = {}  # button -> its tooltip, withheld until the pointer leaves it
        self.under_pointer: dict[tuple, tuple[float, bool]] = {}  # a killed button's place -> (hover time, hushed)
        self.focus_place: tuple | None = None  # the rectangle of the button the keyboard has lit

    # ----- life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        """The scene is shown: build its widgets."""
        self.build()

    def leave(self) -> None:
        """The scene is left: remove its widgets."""
        self.clear()

    def rebuild(self) -> None:
        """Rebuild the widgets for a new window size."""
        self.clear()
        self.build()

    def clear(self) -> None:
        """Kill every widget of this scene (remembering the hover of a button under the pointer)."""
        pointer = pygame.mouse.get_pos()
        self.under_pointer = {tuple(w.rect): (w.hover_time, w in self.hushed) for w in self.actions
                              if w.hovered or (w in self.hushed and w.rect.collidepoint(pointer))}
        for widget in self.widgets:
            widget.kill()
        self.widgets.clear()
        self.actions.clear()
        self.hushed.clear()

    def build(self) -> None:
        """Create the scene's widgets (none by default)."""

    # ----- per frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, consumed: bool) -> None:
        """React to one event; ``consumed`` says pygame-gui already used it."""
        import pygame_gui

        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.hush(event.ui_element)
            self.actions[event.ui_element]()
            return
        if event.type == pygame.MOUSEMOTION:
            for widget in [w for w in self.hushed if not w.rect.collidepoint(event.pos)]:
                widget.tool_tip_text = self.hushed.pop(widget)
        if not consumed and not (self.button_keys and self.focus_key(event)):
            self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        """An event pygame-gui did not use (keys, clicks on the scene itself)."""

    def claims_key(self, event: pygame.event.Event) -> bool:
        """Whether this scene uses a key the app would otherwise take as a shortcut (M mutes);
        e.g. a player's buzzer key.  Default: no."""
        return False

    def update(self, dt: float) -> None:
        """Advance time-based things."""

    def keys_title(self) -> str:
        """The screen's name on its key sheet (F1)."""
        return self.KEYS_TITLE

    def draw_over(self, surface: pygame.Surface) -> None:
        """Paint over the widgets (the keyboard's focus ring); called after pygame-gui draws."""
        widget = self.focused()
        if widget is not None:
            focus_ring(surface, widget.rect, self.app.px(3))

    # ----- the keyboard over buttons --------------------------------------------------------
    def focusable(self) -> list[Any]:
        """The enabled buttons the keyboard steps through, in the order they were made."""
        return [w for w in self.actions if w.is_enabled and w.visible]

    def focused(self) -> Any:
        """The button the keyboard has lit (kept by its place across a rebuild), or None."""
        if self.focus_place is None:
            return None
        return next((w for w in self.focusable() if tuple(w.rect) == self.focus_place), None)

    def focus_key(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab light the next or previous button, Enter or Space presses the lit one;
        True if the key was used."""
        if event.type != pygame.KEYDOWN or self.app.typing():
            return False
        buttons = self.focusable()
        current = self.focused()
        if event.key == pygame.K_TAB and buttons:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            i = buttons.index(current) + step if current in buttons else (0 if step > 0 else -1)
            self.focus_place = tuple(buttons[i % len(buttons)].rect)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and current is not None:
            self.actions[current]()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene under the widgets."""

    # ----- helpers ------------------------------------------------------------------------
    def add(self, widget: Any) -> Any:
        """Track a widget so it is removed with the scene."""
        self.widgets.append(widget)
        return widget

    def button(self, rect: pygame.Rect, text: str, action: Callable[[], None] | None, *,
               enabled: bool = True, tip: str | None = None, object_id: str | None = None) -> Any:
        """A pygame-gui button calling ``action`` when pressed; ``tip`` shows on hover, also while it
        is disabled (then it should say why)."""
        widget = self.add(button_class()(rect, text, self.app.manager, tool_tip_text=tip, object_id=object_id))
        if action is not None:
            self.actions[widget] = action
        if not enabled:
            widget.disable()
        before = self.under_pointer.pop(tuple(widget.rect), None)
        if before is not None and widget.rect.collidepoint(pygame.mouse.get_pos()):
            widget.hovered = True  # the pointer rests on what is, to the player, the same button
            widget.on_hovered()
            widget.hover_time = before[0]
            if before[1]:
                self.hush(widget)
        return widget

    def hush(self, widget: Any) -> None:
        """Withhold ``widget``'s tooltip (and close it) until the pointer leaves the widget."""
        if widget.tool_tip_text is not None:
            self.hushed[widget] = widget.tool_tip_text
            widget.tool_tip_text = None
        if widget.tool_tip is not None:
            widget.tool_tip.kill()
            widget.tool_tip = None

    def text(self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: float = 18, *,
             colour: tuple[int, int, int] = TEXT, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        """Draw one line of text (``size`` in pixels at 1280×720); returns its rectangle."""
        cache = self.app.__dict__.setdefault("text_cache", {})
        key = (text, self.app.px(size), colour, bold)
        image = cache.get(key)
        if image is None:
            if len(cache) > 400:
                cache.clear()
            image = cache[key] = self.app.art.font(self.app.px(size), bold).render(text, True, colour)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def fitting_size(self, text: str, width: int, size: float, smallest: float, *, bold: bool = False) -> float:
        """The largest font size from ``size`` down to ``smallest`` (steps of 2) that shows ``text`` on
        one line at most ``width`` pixels wide (``smallest`` when none does)."""
        while size > smallest and self.app.art.font(self.app.px(size), bold).size(text)[0] > width:
            size -= 2
        return max(size, smallest)

    def paragraph(self, surface: pygame.Surface, text: str, rect: pygame.Rect, size: float = 16, *,
                  colour: tuple[int, int, int] = TEXT, bold: bool = False) -> int:
        """Draw wrapped text inside ``rect`` (at most ``MAX_PARAGRAPH_CHARS`` of it); returns the y below
        the last line drawn."""
        from greenbox_desktop.ui.log_text import wrap

        font = self.app.art.font(self.app.px(size), bold)
        y = rect.y
        for line in wrap(bounded(text, MAX_PARAGRAPH_CHARS), rect.w, lambda s: font.size(s)[0]):
            if y + font.get_linesize() > rect.bottom:
                break
            surface.blit(font.render(line, True, colour), (rect.x, y))
            y += font.get_linesize()
        return y

    def draw_read_only(self, surface: pygame.Surface, pos: tuple[int, int], width: int) -> None:
        """In a window that saves nothing (saves/paths.py ``read_only``), say so and why, on one line."""
        from greenbox_desktop.saves.paths import read_only

        reason = read_only()
        if reason is not None:
            text = f"Read-only: nothing new can be saved. {reason}"
            self.text(surface, text, pos, self.fitting_size(text, width, 14, 10), colour=ACCENT)

    def draw_status(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """Draw the app's status line along the bottom of ``rect`` (default: the window)."""
        text = self.app.current_status()
        if not text:
            return
        area = rect or surface.get_rect()
        bar = pygame.Rect(area.x, area.bottom - self.app.px(30), area.w, self.app.px(30))
        pygame.draw.rect(surface, (18, 36, 25), bar)
        self.text(surface, text, (bar.x + self.app.px(10), bar.centery), 15, colour=ACCENT, anchor="midleft")


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, width: int) -> None:
    """The keyboard's ring around ``rect``: a dark edge inside a light one, seen on any colour."""
    pygame.draw.rect(surface, ACCENT, rect.inflate(2 * width + 2, 2 * width + 2), width, border_radius=width * 2)
    pygame.draw.rect(surface, (20, 30, 20), rect.inflate(2, 2), 1, border_radius=width)


class SubScene(Scene):
    """A screen opened from another one: Esc or ``back`` returns there (or to the title)."""

    back_to: Callable[[], Scene] | None = None

    def previous(self) -> Scene:
        """The scene to return to: the one ``back_to`` makes, else the title screen."""
        return self.back_to() if self.back_to is not None else self.app.make_scene("title")

    def back(self) -> None:
        """Return to the previous scene."""
        self.app.goto(self.previous())

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
