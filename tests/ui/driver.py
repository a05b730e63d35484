"""Drive the desktop app with real pygame events, one frame at a time (headless or under Xvfb).

    from tests.ui.driver import Driver
    d = Driver()                       # App at 1280×720 on the title screen
    d.click_text("Play a game")        # title buttons are drawn by hand; found by their text
    d.click_button("#play_nim")        # pygame-gui buttons by object id or caption
    d.click_button("Start")
    d.drag("cube.red.20", "heap.0")    # legal-move drag: the positions come from the table's layout
    d.press(pygame.K_z, pygame.KMOD_CTRL)
    d.scene                            # the current Scene; d.app.now is the app's clock

Every gesture posts MOUSEBUTTONDOWN / MOUSEMOTION / MOUSEBUTTONUP or KEYDOWN events and steps
the app's loop (``App.step``), so the scenes see exactly what a player's mouse would produce.
Game tests can play whole games through the UI with ``play_move(action)`` (any legal action:
Moves are dragged, the rest pressed as their panel buttons).
"""

from __future__ import annotations

import re

import pygame

from greenbox_desktop.engine import Action, Move
from greenbox_desktop.ui.application import App

NUMBERED = re.compile(r"^[1-9] \u00b7 ")  # a table's choice caption starts with its key number


class Driver:
    """An App plus helpers that post input events and step frames."""

    def __init__(self, size: tuple[int, int] = (1280, 720)) -> None:
        self.app = App(size=size, fullscreen=False)
        self.app.settings.animation_speed = 0.0
        self.steps(2)

    # ----- frames -------------------------------------------------------------------------
    @property
    def scene(self):
        """The current scene."""
        return self.app.scene

    def steps(self, n: int = 1, dt: float = 1 / 60) -> None:
        """Run ``n`` frames."""
        for _ in range(n):
            self.app.step(dt)

    # ----- raw input ----------------------------------------------------------------------
    def post(self, kind: int, **attrs) -> None:
        """Queue one pygame event."""
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def mouse(self, kind: int, pos: tuple[int, int], button: int = 1) -> None:
        """Queue a mouse event at ``pos`` (and move the pointer there)."""
        pos = (int(pos[0]), int(pos[1]))
        pygame.mouse.set_pos(pos)
        if kind == pygame.MOUSEMOTION:
            self.post(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        else:
            self.post(kind, pos=pos, button=button)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Press and release a mouse button at ``pos``."""
        self.mouse(pygame.MOUSEBUTTONDOWN, pos, button)
        self.steps(1)
        self.mouse(pygame.MOUSEBUTTONUP, pos, button)
        self.steps(2)

    def drag_points(self, start: tuple[int, int], end: tuple[int, int], button: int = 1) -> None:
        """Press at ``start``, move in a few steps, release at ``end``."""
        self.mouse(pygame.MOUSEBUTTONDOWN, start, button)
        self.steps(1)
        for k in range(1, 5):
            point = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
            self.mouse(pygame.MOUSEMOTION, point)
            self.steps(1)
        self.mouse(pygame.MOUSEBUTTONUP, end, button)
        self.steps(2)

    def press(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press and release a key."""
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.steps(2)

    # ----- widgets ------------------------------------------------------------------------
    def buttons(self) -> list:
        """The visible pygame-gui buttons of the current screen."""
        from pygame_gui.elements import UIButton

        if self.app._manager is None:
            return []
        return [w for w in self.app.manager.get_sprite_group().sprites() if isinstance(w, UIButton) and w.visible]

    def find_button(self, name: str):
        """A visible button whose object id or caption is ``name`` (None if there is none); a
        table's choice caption matches without its key number ("2 · End turn" is "End turn")."""
        for button in self.buttons():
            if name in button.get_object_ids() or button.text == name or NUMBERED.sub("", button.text) == name:
                return button
        return None

    def click_button(self, name: str) -> None:
        """Click a pygame-gui button by object id (``#start``) or caption (``Start``)."""
        button = self.find_button(name)
        if button is None:
            captions = [b.text for b in self.buttons()]
            raise LookupError(f"no button {name!r} on {type(self.scene).__name__}; there are {captions}")
        wait = getattr(self.scene, "settling", lambda widget: 0.0)(button)
        if wait > 0:  # a table ignores clicks on a choice that changed its meaning just now
            self.steps(1, dt=wait + 0.01)
        self.click(button.rect.center)

    def wheel(self, notches: int) -> None:
        """Turn the mouse wheel (positive: away from the player, i.e. scroll up)."""
        self.post(pygame.MOUSEWHEEL, x=0, y=notches, precise_x=0.0, precise_y=float(notches), flipped=False)
        self.steps(2)

    def scroll_to_button(self, name: str) -> None:
        """Turn the wheel down until button ``name`` shows (e.g. a game's card in the library)."""
        for _ in range(200):
            if self.find_button(name) is not None:
                return
            self.wheel(-1)
        raise LookupError(f"no button {name!r} after scrolling {type(self.scene).__name__}")

    def click_text(self, text: str) -> None:
        """Click a hand-drawn title-screen button by its text."""
        for item in self.scene.buttons():
            if item.text == text:
                self.click(item.rect.center)
                return
        raise LookupError(f"no {text!r} on the title screen")

    def save_and_quit(self) -> None:
        """At the table: Ctrl+S, save now, back to the table, then close the app window."""
        from greenbox_desktop.ui.scenes.table import TableScene

        self.press(pygame.K_s, pygame.KMOD_CTRL)
        self.click_button("#save_now")
        self.click_button("Back")
        assert isinstance(self.scene, TableScene)
        self.post(pygame.QUIT)
        self.steps(1)
        assert not self.app.running

    def play_random_game(self, game_id: str, seed: int) -> None:
        """From the title screen: start ``game_id`` with the default seats and play random legal
        moves (chosen with ``seed``) through the UI until the game ends."""
        import random

        self.click_text("Play a game")
        self.scroll_to_button(f"#play_{game_id}")
        self.click_button(f"#play_{game_id}")
        self.click_button("Start")
        rng = random.Random(seed)
        while not self.scene.state.is_terminal():
            self.play_move(rng.choice(self.scene.state.legal_actions()))

    # ----- the table ----------------------------------------------------------------------
    def component_pos(self, cid: str) -> tuple[int, int]:
        """Where a component is drawn on the table."""
        for p in self.scene.placements:
            if p.cid == cid:
                return p.rect.center
        raise LookupError(f"{cid} is not drawn")

    def slot_pos(self, zone: str, slot: int | None) -> tuple[int, int]:
        """The centre of a slot (or of a zone's area) on the table."""
        rect = self.scene.layout.slot_rect(zone, slot)
        if rect is None:
            raise LookupError(f"zone {zone} is not drawn")
        return rect.center

    def drag(self, cid: str, zone: str, slot: int | None = None) -> None:
        """Drag a component onto a slot, as a player would."""
        self.drag_points(self.component_pos(cid), self.slot_pos(zone, slot))

    def lift_curtain(self) -> None:
        """Click the hot-seat curtain away if it is up."""
        if getattr(self.scene, "curtain", False):
            self.click((10, 10))

    def play_move(self, action: Action) -> None:
        """Play one legal action through the UI: drag a Move, press the button of anything else."""
        self.lift_curtain()
        if isinstance(action, Move):
            self.drag(action.component, action.zone, action.slot)
            if self.scene.asking:
                self.click_button(self.scene.session.words(self.scene.state.label(action)))
        else:
            self.click_button(self.scene.session.words(self.scene.state.label(action)))
