"""The application object: the window, the pygame-gui manager (made lazily), the current scene.

``App.step(dt)`` handles the queued events and draws one frame; ``App.run()`` repeats it at
60 frames a second.  Tests post real pygame events and call ``step`` (see tests/ui/driver.py).
"""

from __future__ import annotations

import importlib
import math
from typing import TYPE_CHECKING, Any

import pygame

from greenbox_desktop import saves
from greenbox_desktop.saves import lock
from greenbox_desktop.saves.paths import set_read_only
from greenbox_desktop.saves.settings import read_settings
from greenbox_desktop.ui import window
from greenbox_desktop.ui.art import Art, Sounds
from greenbox_desktop.ui.notices import Notices

if TYPE_CHECKING:
    import pygame_gui

    from greenbox_desktop.ui.scenes.base import Scene

SCENES: dict[str, str] = {  # screen name -> "module:class"; screens open one another by these names
    "title": "greenbox_desktop.ui.scenes.title:TitleScene",
    "library": "greenbox_desktop.ui.scenes.library:LibraryScene",
    "seating": "greenbox_desktop.ui.scenes.seating:SeatingScene",
    "table": "greenbox_desktop.ui.scenes.table:TableScene",
    "results": "greenbox_desktop.ui.scenes.results:ResultsScene",
    "rules": "greenbox_desktop.ui.scenes.rules:RulesScene",
    "settings": "greenbox_desktop.ui.scenes.settings:SettingsScene",
    "saves": "greenbox_desktop.ui.scenes.saves_screen:SavesScene",
    "history": "greenbox_desktop.ui.scenes.history:HistoryScene",
    "replay": "greenbox_desktop.ui.scenes.replay:ReplayScene",
}
BACKGROUND = (24, 52, 35)
STATUS_SECONDS = 6.0


class App:
    """The running program: one window, one scene at a time, settings, art and sound."""

    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        """Open the window: ``size`` (else the remembered one, shrunk to fit this desktop) or fullscreen."""
        window.prepare_display()
        pygame.display.init()
        pygame.font.init()
        self.busy: str | None = None  # another app owns the data folder: the title screen asks what to do
        self.notices = Notices(self)
        self.take_data_folder()
        self.settings, problem = read_settings()
        self.size = window.fitted(size, None) if size else window.fitted(self.settings.window_size,
                                                                          self.desktop_size())
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.settings.window_size = self.size  # the windowed size, kept while fullscreen
        self.window_changed = False  # size or place moved since the settings were last stored
        window.set_icon()
        self.screen = self._open_window()
        self.size = self.screen.get_size()
        self.art = Art(colour_blind_marks=self.settings.colour_blind_marks)
        self.sounds = Sounds(enabled=self.settings.sound)
        self.now = 0.0
        self.running = True
        self.status_text = ""
        self.status_until = 0.0
        self.frames = 0
        self._manager: pygame_gui.UIManager | None = None
        self._manager_scale = 1.0
        self.scene: Scene | None = None
        self.sheet: pygame.Surface | None = None  # the key sheet (F1) while it shows
        self.key_used = False  # a key closed the sheet or a notice: its typed text and release go nowhere
        if problem is not None:
            self.notice(problem)
        self.show("title")

    # ----- the data folder ----------------------------------------------------------------
    def take_data_folder(self) -> bool:
        """Own the data folder (saves/lock.py) and return True; else open it read-only, writing
        nothing (``busy`` says so when another app owns it: the title screen asks what to do; a
        folder that cannot be written is said in a notice)."""
        self.busy = None
        try:
            lock.take_data_folder()
        except lock.FolderBusy as error:
            self.busy = str(error)
            set_read_only(self.busy)
            return False
        except saves.DataDirError as error:
            reason = str(error).rstrip(".") + "."
            set_read_only(reason)
            self.notice(f"Nothing new can be saved: {reason} Saved games and kept games can still be opened.")
            return False
        set_read_only(None)
        return True

    def notice(self, text: str) -> None:
        """Show ``text`` on top of every screen until the player dismisses it (ui/notices.py)."""
        self.notices.add(text)

    # ----- window -------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        return window.open_window(self.size, self.fullscreen, self.settings.window_pos)

    def desktop_size(self) -> tuple[int, int] | None:
        """The size of the (first) desktop; None when the system does not say."""
        sizes = pygame.display.get_desktop_sizes()
        return tuple(sizes[0]) if sizes else None

    def apply_window_settings(self) -> None:
        """Re-open the window after the size or fullscreen setting changed."""
        self.fullscreen = self.settings.fullscreen
        self.size = window.fitted(self.settings.window_size, self.desktop_size())
        self.screen = self._open_window()
        self.resized()

    def toggle_fullscreen(self) -> None:
        """F11 or Alt+Enter: fullscreen on or off (the window comes back at its remembered size and place)."""
        self.settings.fullscreen = not self.fullscreen
        self.apply_window_settings()
        self.store_settings()
        self.status("Fullscreen: F11 goes back to a window." if self.fullscreen else "Back in a window.")

    def resized(self) -> None:
        """The window changed size: remember it, tell the manager and the scene."""
        self.screen = pygame.display.get_surface()
        self.size = self.screen.get_size()
        if not self.fullscreen:
            self.settings.window_size = self.size
            self.window_changed = True
        if self._manager is not None:
            self._manager.set_window_resolution(self.size)
        if self.scene is not None:
            self.scene.rebuild()
        self.sheet = None
    @property
    def scale(self) -> float:
        """How much bigger than 1280×720 the window is (text and widgets grow with it)."""
        w, h = self.size
        return max(0.75, min(w / 1280, h / 720))

    def px(self, value: float) -> int:
        """``value`` pixels at 1280×720, scaled to the window."""
        return max(1, round(value * self.scale))

    # ----- pygame-gui ---------------------------------------------------------------------
    @property
    def text_scale(self) -> float:
        """How much the widgets' text grows with the window: its ``scale`` rounded down to a
        sixteenth (a pixel of the 16-pixel text), so text never outgrows its widgets and resizing
        by a few pixels keeps the same theme."""
        return math.floor(self.scale * 16) / 16

    @property
    def manager(self) -> pygame_gui.UIManager:
        """The pygame-gui manager, created on first use (keeps start-up fast) and again when the
        window's ``text_scale`` changes (a scene's widgets are rebuilt after a resize anyway)."""
        if self._manager is None or self._manager_scale != self.text_scale:
            import pygame_gui

            from greenbox_desktop.ui.art import theme_path

            scale = self.text_scale
            try:
                theme: Any = str(theme_path(scale))
            except (saves.DataDirError, OSError):
                from greenbox_desktop.ui.art import theme_data

                theme = theme_data(scale)
            self._manager = pygame_gui.UIManager(self.size, theme)
            self._manager_scale = scale
        return self._manager

    def message(self, title: str, text: str) -> None:
        """A small dialog with a message and an OK button."""
        from pygame_gui.windows import UIMessageWindow

        w, h = self.px(440), self.px(240)
        rect = pygame.Rect((self.size[0] - w) // 2, (self.size[1] - h) // 2, w, h)
        UIMessageWindow(rect, text, self.manager, window_title=title)

    # ----- scenes and status --------------------------------------------------------------
    def make_scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new screen by its name in ``SCENES`` (its module is imported on first use)."""
        module, _, cls = SCENES[name].partition(":")
        return getattr(importlib.import_module(module), cls)(self, *args, **kwargs)

    def show(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Leave the current scene and show a new one made by ``make_scene``; returns it."""
        scene = self.make_scene(name, *args, **kwargs)
        self.goto(scene)
        return scene

    def goto(self, scene: Scene) -> None:
        """Leave the current scene and show ``scene``."""
        self.sheet = None
        if self.scene is not None:
            self.scene.leave()
        self.scene = scene
        scene.enter()

    def status(self, text: str) -> None:
        """Show ``text`` in the status line for a few seconds."""
        self.status_text = text
        self.status_until = self.now + STATUS_SECONDS

    def current_status(self) -> str:
        """The status line's text, empty when it has timed out."""
        return self.status_text if self.now < self.status_until else ""

    def typing(self) -> bool:
        """Whether a text field has the keyboard (then letter keys are not shortcuts)."""
        if self._manager is None:
            return False
        from pygame_gui.elements import UITextEntryLine

        return any(isinstance(w, UITextEntryLine) for w in self._manager.get_focus_set() or ())

    def toggle_sound(self) -> None:
        """Mute or unmute (the M key), and remember it."""
        self.settings.sound = not self.settings.sound
        self.sounds.enabled = self.settings.sound
        self.status("Sound on." if self.settings.sound else "Sound off (M to turn it back on).")
        self.store_settings()

    def store_settings(self) -> None:
        """Save the settings; an unwritable directory is reported in the status line."""
        try:
            saves.store_settings(self.settings)
            self.window_changed = False
        except saves.DataDirError as error:
            self.status(f"Settings not saved: {error}")

    def moved(self) -> None:
        """The window moved: remember where (a fullscreen window has no place to remember)."""
        if not self.fullscreen:
            self.settings.window_pos = pygame.display.get_window_position()
            self.window_changed = True

    def close(self) -> None:
        """The app is closing: keep the window's last size and place for next time."""
        self.running = False
        if self.window_changed:
            self.store_settings()
        lock.release()

    @staticmethod
    def is_fullscreen_key(event: pygame.event.Event) -> bool:
        """F11, or Alt+Enter."""
        return event.type == pygame.KEYDOWN and (event.key == pygame.K_F11 or (
            event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and bool(event.mod & pygame.KMOD_ALT)))

    def sheet_event(self, event: pygame.event.Event) -> bool:
        """F1 or ? opens the key sheet of the screen in view; while it shows, any key or click
        closes it and does nothing else.  True if the event was the sheet's."""
        from greenbox_desktop.ui.keys_sheet import opens_sheet, render_sheet

        if self.sheet is not None:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.sheet = None
            return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                  pygame.TEXTINPUT)
        if self.scene is None or not opens_sheet(event, self.typing()):
            return False
        self.sheet = render_sheet(self, self.scene.keys_title(), self.scene.KEYS)
        return True

    # ----- the loop -----------------------------------------------------------------------
    def step(self, dt: float = 1 / 60) -> bool:
        """Handle the queued events, update and draw one frame; False once the app should quit."""
        self.now += dt
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.close()
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                if pygame.display.get_surface().get_size() != self.size:
                    self.resized()
                continue
            if event.type == pygame.WINDOWMOVED:
                self.moved()
                continue
            if self.is_fullscreen_key(event):
                self.toggle_fullscreen()
                continue
            if self.key_used and event.type in (pygame.TEXTINPUT, pygame.KEYUP):
                self.key_used = event.type != pygame.KEYUP
                continue
            if self.sheet_event(event) or self.notices.handle(event):
                self.key_used = event.type == pygame.KEYDOWN
                continue
            consumed = self._manager.process_events(event) if self._manager is not None else False
            if not consumed and event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self.typing() \
                    and not (self.scene is not None and self.scene.claims_key(event)):
                self.toggle_sound()
                continue
            if self.scene is not None:
                self.scene.handle_event(event, consumed)
        if self.scene is not None:
            self.scene.update(dt)
        if self._manager is not None:
            self._manager.update(dt)
        if self.scene is None or not self.scene.opaque:
            self.screen.fill(BACKGROUND)
        if self.scene is not None:
            self.scene.draw(self.screen)
        if self._manager is not None:
            self._manager.draw_ui(self.screen)
        if self.scene is not None:
            self.scene.draw_over(self.screen)
        self.notices.draw(self.screen)
        if self.sheet is not None:
            self.screen.blit(self.sheet, (0, 0))
        pygame.display.flip()
        self.frames += 1
        return self.running

    def run(self, first_frame_exit: bool = False) -> int:
        """Run until the window closes; ``first_frame_exit`` stops after the first frame (benchmark)."""
        clock = pygame.time.Clock()
        self.step(0.0)
        if first_frame_exit:
            print("first-frame", flush=True)
            return 0
        while self.running:
            self.step(clock.tick(60) / 1000)
        self.close()
        pygame.quit()
        return 0
