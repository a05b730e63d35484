"""Every registered game, from the title screen to the results, with nothing but key presses.

The person sits at seat 0; every other seat is made an Easy bot on the seating screen by keys.
On the person's turns the test decides what to play (the Easy bot's choice from the person's own
view) and then enters it the way a keyboard player would: a number key for a panel choice,
Tab / arrows / Enter for a piece and its place, Tab on into the panel for a choice without a
number.  Only KEYDOWN / KEYUP events reach the app; the test reads the screen's objects to know
which keys to press, as a person reads the screen.

A long game is played the way a keyboard player in a hurry plays it: H for a hint, then Enter
plays the hinted move (two presses a move; the hint searched at the Easy bot's budget, as the
person's own choice is elsewhere in this test).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

from driver import Driver  # noqa: E402  (tests/ui is not a package)

from greenbox_desktop import ai, engine  # noqa: E402
from greenbox_desktop.engine import Action, Move  # noqa: E402
from greenbox_desktop.ui.scenes.library import LibraryScene  # noqa: E402
from greenbox_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from greenbox_desktop.ui.scenes.seating import SeatingScene  # noqa: E402
from greenbox_desktop.ui.scenes.table import TableScene  # noqa: E402
from greenbox_desktop.ui.scenes.title import TitleScene  # noqa: E402

# Free play has no end to reach: it is a table without rules, left when the players choose.
GAMES = [info.id for info in engine.games() if not info.sandbox]
HINTED = {  # games whose moves, entered piece by piece, outlast the press limit: played by H and Enter
    # Swarm at the seating screen's seed: 927 actions, 463 of them the person's (135 rounds; the game
    # has no shorter option): Tab to the cube and arrows to its place took more than the 8.6 presses
    # a move that 4000 presses allow.
    "swarm",
}
SHORT = {  # options chosen on the seating screen (by keys) that make a long game short
    "bad_day_at_the_office": {"day": 4},
    "desert_dessert": {"turn_limit": 50},
    "golden_pyramid": {"round_limit": 3},
    "hudai_monastery": {"time": 6},
    "island": {"cycle_limit": 3},
    "nim": {"random_heaps": True},
    "wacky_wheels": {"laps": 3},
    "zap_that_ghost": {"length": "quick"},
}
MOST_PRESSES = 4000  # a game that needs more key presses than this is stuck
MOST_WAITS = 1000  # frames waited in a row for the bots
BOT_WAIT = 0.3  # app seconds a frame advances while bots think


class Keys:
    """A driver that only presses keys."""

    def __init__(self) -> None:
        self.d = Driver()
        self.presses = 0
        self.waits = 0

    @property
    def scene(self):
        """The screen in view."""
        return self.d.scene

    def press(self, key: int, mod: int = 0, times: int = 1) -> None:
        """Press ``key`` ``times`` times (all queued, then the app takes them in one frame)."""
        for _ in range(times):
            self.d.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
            self.d.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.presses += times
        assert self.presses < MOST_PRESSES, "too many key presses: the game does not come to an end"
        self.d.steps(1)

    def number(self, n: int) -> None:
        """A number key 1-9."""
        self.press(getattr(pygame, f"K_{n}"))


def to_seating(k: Keys, game_id: str) -> SeatingScene:
    """Title -> library -> the game's card -> its seating screen."""
    title = k.scene
    assert isinstance(title, TitleScene)
    while title.buttons()[title.focus].text != "Play a game":
        k.press(pygame.K_DOWN)
    k.press(pygame.K_RETURN)
    library = k.scene
    assert isinstance(library, LibraryScene)
    index = [info.id for info in library.games].index(game_id)
    k.press(pygame.K_HOME)
    k.press(pygame.K_RIGHT, times=index)
    assert library.games[library.focus].id == game_id and not library.on_rules
    k.press(pygame.K_RETURN)
    assert isinstance(k.scene, SeatingScene)
    return k.scene


def tab_to(k: Keys, scene, widget_id: str) -> None:
    """Tab until the button ``widget_id`` is lit."""
    for _ in range(60):
        lit = scene.focused()
        if lit is not None and widget_id in lit.get_object_ids():
            return
        k.press(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {widget_id}")


def seat_bots(k: Keys, seating: SeatingScene, options: dict) -> None:
    """Every seat but the first becomes an Easy bot (one press of its kind button), the options
    are pressed round to ``options``, then Start."""
    for seat in range(1, seating.count):
        tab_to(k, seating, f"#kind_{seat}")
        k.press(pygame.K_RETURN)
        assert seating.kinds[seat] == "bot:easy"
    for key, value in options.items():
        tab_to(k, seating, f"#opt_{key}")
        for _ in range(10):
            if seating.options[key] == value:
                break
            k.press(pygame.K_RETURN)
        assert seating.options[key] == value
    tab_to(k, seating, "#start")
    k.press(pygame.K_RETURN)


def enter_action(k: Keys, table: TableScene, action: Action) -> None:
    """Enter ``action`` by keys: its number, or its piece and place, or Tab on to its button."""
    number = next((n for n, a in table.numbered.items() if a == action), None)
    if number is not None:
        k.number(number)
        return
    if isinstance(action, Move) or action in table.index.choices(getattr(action, "value", None)):
        cid = action.component if isinstance(action, Move) else action.value
        order = table.movable_order()
        if isinstance(action, Move) and cid not in order:  # under a pile: a piece that looks the same
            action = alike(table, action, order)
            cid = action.component
        if cid in order:
            if table.selected or table.focus_place:
                k.press(pygame.K_ESCAPE)  # let go of the last selection or lit button first
            k.press(pygame.K_TAB, times=order.index(cid) + 1)
            assert table.selected == cid
            if isinstance(action, Move):
                places = [place for place, _rect in table.target_list()]
                k.press(pygame.K_RIGHT, times=places.index((action.zone, action.slot)))
            k.press(pygame.K_RETURN)
            if table.asking and action in table.numbered.values():
                k.number(next(n for n, a in table.numbered.items() if a == action))
            return
    button = next((w for w, a in table.choice_of.items() if a == action), None)
    assert button is not None, f"no key reaches {action}"
    for _ in range(200):
        if table.focused() is button:
            k.press(pygame.K_RETURN)
            return
        k.press(pygame.K_TAB)
    raise AssertionError(f"no key reaches {action}")


def reachable(table: TableScene, action: Action) -> bool:
    """Whether keys reach ``action``: a numbered or panel button, or a piece Tab selects."""
    if action in table.choice_of.values():
        return True
    order = table.movable_order()
    if isinstance(action, Move):
        if action.component in order:
            return any(place == (action.zone, action.slot) for place, _rect in
                       table.index.targets(action.component).rects(table.layout))
        try:
            alike(table, action, order)
        except AssertionError:
            return False
        return True
    return getattr(action, "value", None) in order


def alike(table: TableScene, move: Move, order: list[str]) -> Move:
    """A move of a piece Tab reaches that looks like ``move``'s, from the same zone to the same place
    (a pile or tray shows one piece for many alike; any of them does the same)."""
    from greenbox_desktop.ui.table.placing import look

    where = table.state.loc.get(move.component, (None, None))[:2]
    for cid in order:
        if look(cid, True) == look(move.component, True) and table.state.loc.get(cid, (None, None))[:2] == where:
            same = Move(cid, move.zone, move.slot)
            if same in table.state.legal_actions():
                return same
    raise AssertionError(f"Tab reaches no piece for {move}")


def play_hinted(k: Keys, table: TableScene) -> None:
    """H, then Enter: the hinted move is played as soon as the hint is found; wait for it."""
    before = len(table.state.history)
    k.press(pygame.K_h)
    k.press(pygame.K_RETURN)
    for _ in range(MOST_WAITS):
        if len(table.state.history) > before:
            return
        k.d.steps(1, dt=BOT_WAIT)
        time.sleep(0.005)  # let the hint's thread run (it shares the interpreter with the drawing)
    raise AssertionError(f"the hint never played: {k.d.app.current_status()}")


def play_by_keys(k: Keys, seed: int, hinted: bool = False) -> None:
    """Play the person's turns by keys until the game ends (by hints, if ``hinted``), letting the
    bots' time run."""
    table = k.scene
    while not table.state.is_terminal():
        assert k.scene is table and not table.curtain
        state = table.state
        mine = state.current_player == 0 and not state.out_of_turn()  # a real-time step runs on its clock
        if mine and hinted and not table.bots.bot_to_move():
            play_hinted(k, table)
            k.waits = 0
        elif mine and not table.bots.bot_to_move() and (table.index.others or table.index.movable):
            before = len(state.history)
            seat = state.current_player
            action = ai.choose(state.view(seat), seat, "easy", seed=seed + before)
            if not reachable(table, action):  # e.g. a piece under another one: another move keys reach
                action = next(a for a in table.index.others + [m for t in table.index.by_component.values()
                                                               for ms in t.moves.values() for m in ms]
                              if reachable(table, a))
            enter_action(k, table, action)
            assert len(table.state.history) > before, (action, k.d.app.current_status())
            k.waits = 0
        else:
            k.d.steps(1, dt=BOT_WAIT)
            k.waits += 1
            assert k.waits < MOST_WAITS, f"the game stands still: {k.d.app.current_status()}"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_from_the_title_to_its_results_by_keys_alone(game_id: str, monkeypatch) -> None:
    monkeypatch.setattr("secrets.randbelow", lambda n: 7)  # the seating screen's seed: the same game each run
    monkeypatch.setattr("greenbox_desktop.ui.bot_runner.HINT_LEVEL", "easy")  # a hint at the Easy bot's budget
    k = Keys()
    seating = to_seating(k, game_id)
    seat_bots(k, seating, SHORT.get(game_id, {}))
    assert isinstance(k.scene, TableScene)
    if game_id in HINTED:  # a long game: the bots move at the Fast speed (one press past Normal)
        tab_to(k, k.scene, "#bot_speed")
        k.press(pygame.K_RETURN)
        assert k.scene.bots.speed_words() == "Speed: Fast"
        k.press(pygame.K_ESCAPE)  # the keys leave the panel
    play_by_keys(k, 7, hinted=game_id in HINTED)
    k.press(pygame.K_RETURN)
    assert isinstance(k.scene, ResultsScene)


def test_every_seed_game_is_played_by_keys() -> None:
    """At least the 25 games of the box are covered (Free play has no end to reach)."""
    assert len(GAMES) >= 25
