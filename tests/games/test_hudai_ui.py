"""Last Defence at Hudai Monastery played by mouse through the desktop app.

Every action goes through the table's gestures as a player makes them: drawn tiles, monks and
technique markers are dragged; a tile is used by dragging its monk onto it or by clicking it;
demons (and monks) are picked by clicking them; what names no piece (mitigation, the downgrade,
ending the act phase) is a panel button.  In the middle the game is saved with Ctrl+S, left for
the title screen, loaded again from the load screen and played on to the result screen.
"""

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from driver import Driver  # noqa: E402
from ui_play import drawn_texts  # noqa: E402

from greenbox_desktop.engine import Choose, Move  # noqa: E402
from greenbox_desktop.games.hudai_monastery.parts import TILE_SYMBOL  # noqa: E402
from greenbox_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from greenbox_desktop.ui.scenes.saves_screen import SavesScene  # noqa: E402
from greenbox_desktop.ui.scenes.seating import SeatingScene  # noqa: E402
from greenbox_desktop.ui.scenes.table import TOOLTIP_DELAY, TableScene  # noqa: E402
from greenbox_desktop.ui.scenes.title import TitleScene  # noqa: E402

GAME = "hudai_monastery"
SEED = 12
TIP_PAPER = (250, 244, 220)  # the tooltip's background
USE_ORDER = {"arrow": 0, "drop": 1, "circles": 2, "hammers": 3, "wheel": 4, "bricks": 5}
KEY_ORDER = {"discharge": 0, "target": 1, "use": 3, "activate": 4, "relocate": 5, "mitigate": 6, "downgrade": 6,
             "remove_monk": 6, "act": 9}


# ----- a cheap fixed-preference player ----------------------------------------------------------
def preference(state, action) -> tuple:
    """Lower is better: build low, hit and push demons, upgrade, use tiles, end the act phase last."""
    if isinstance(action, Move):
        if action.zone == "wall":
            return 0, len(state.cols[action.slot % 6])
        return (2, 0) if action.zone.startswith("tech.") else (7, 0)
    if action.key == "mitigate":
        return 6, -action.value
    if action.key == "use":
        return 3, USE_ORDER[TILE_SYMBOL[action.value]]
    if action.key == "target" and action.value.startswith("card."):
        slot = state.slots.index(action.value)
        return 1, -(slot // 6), -state.remaining(slot)
    return KEY_ORDER[action.key], 0


def choose(state):
    """The preferred legal action."""
    return min(state.legal_actions(), key=lambda a: preference(state, a))


# ----- gestures -----------------------------------------------------------------------------------
def table(d: Driver) -> TableScene:
    """The table scene (fails if another screen is up)."""
    assert isinstance(d.scene, TableScene), type(d.scene).__name__
    return d.scene


def rect_of(d: Driver, cid: str) -> pygame.Rect:
    """Where a component is drawn now."""
    return next(p.rect for p in table(d).placements if p.cid == cid)


def finish_with_button(d: Driver, action, before: int) -> None:
    """If the gesture left a question in the panel, answer it with the action's button."""
    scene = table(d)
    if len(scene.state.history) == before and scene.asking:
        d.click_button(scene.session.words(scene.state.label(action)))


def gesture(d: Driver, action) -> str:
    """Play one legal action as a player would; returns the name of the gesture used."""
    scene = table(d)
    state = scene.state
    before = len(state.history)
    if isinstance(action, Move):
        d.drag(action.component, action.zone, action.slot)
        finish_with_button(d, action, before)
        return "drag to " + action.zone.split(".")[0]
    value = action.value
    if action.key == "use":
        tile = rect_of(d, value)
        monk = state.monk_at(state.loc[value][1])
        if monk is not None and monk in scene.index.movable:
            # drag the monk off and back down onto its own tile: "use this tile"
            start = d.component_pos(monk)
            d.drag_points(start, (tile.left + tile.w // 6, tile.bottom - tile.h // 6))
            finish_with_button(d, action, before)
            return "drag monk onto tile"
        d.click((tile.left + tile.w // 8, tile.bottom - tile.h // 8))  # a corner clear of monk and cubes
        finish_with_button(d, action, before)
        return "click tile"
    if isinstance(value, str) and value in {p.cid for p in scene.placements}:
        d.click(d.component_pos(value))
        finish_with_button(d, action, before)
        return f"click {value.split('.')[0]} ({action.key})"
    d.click_button(scene.session.words(state.label(action)))
    return f"button ({action.key})"


def play(d: Driver, until, used: set[str]) -> None:
    """Play the chooser's actions by gestures until ``until(state)`` or the end of the game."""
    while not table(d).state.is_terminal() and not until(table(d).state):
        state = table(d).state
        before = len(state.history)
        action = choose(state)
        used.add(gesture(d, action))
        assert len(table(d).state.history) == before + 1, (action, d.app.current_status())
        assert table(d).state.history[-1] == action


def start(seed: int = SEED) -> Driver:
    """The app at a new game of Hudai Monastery."""
    d = Driver()
    seating = SeatingScene(d.app, GAME)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    table(d)
    return d


# ----- tests --------------------------------------------------------------------------------------
def test_whole_game_by_mouse_with_save_and_resume():
    d = start()
    used: set[str] = set()
    play(d, lambda s: s.turn == 2 and s.phase == "act" and s.pending is None, used)
    assert not table(d).state.is_terminal()

    # Save in the middle: Ctrl+S opens the save screen, "Save" writes the file.
    saved = table(d).state.to_json()
    saved_log = list(table(d).session.log)
    d.press(pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(d.scene, SavesScene)
    d.click_button("#save_now")
    assert "Saved as" in d.app.current_status()
    d.click_button("Back")
    d.click_button("#menu")
    assert isinstance(d.scene, TitleScene)

    # Resume: the load screen lists the save; loading it gives the very same game back.
    d.steps(2)
    d.click_text("Load a saved game")
    assert isinstance(d.scene, SavesScene)
    d.click_button("#load")
    assert table(d).state.to_json() == saved
    assert table(d).session.log == saved_log

    play(d, lambda s: False, used)
    state = table(d).state
    assert state.outcome in ("won", "lost_integrity", "lost_time")
    assert {"drag to wall", "drag monk onto tile", "button (act)"} <= used
    assert any(g.startswith("click card (target)") for g in used), used

    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    shown = drawn_texts(d)
    assert ("Won" if state.outcome == "won" else "Lost") in shown
    if state.outcome != "won":
        assert "loses this time." in shown
    assert f"Demons defeated: {state.defeated}" in shown
    assert f"Demons through: {state.through}" in shown
    assert f"Integrity: {state.integrity} / 11" in shown
    assert f"Time: {state.time} left" in shown
    assert "Difficulty: Standard" in shown


def test_hovering_a_demon_shows_hit_points_ability_and_forecast():
    d = start()
    state = table(d).state
    slot, card = next((s, c) for s, c in state.demons() if s >= 6)  # approaching or attacking
    point = d.component_pos(card)
    d.mouse(pygame.MOUSEMOTION, point)
    d.steps(round(TOOLTIP_DELAY * 60) + 5)
    tip = table(d).tooltip_text()
    assert tip is not None and state.card_name(card) in tip
    assert "hit points" in tip and "When it attacks" in tip and "Demon phase:" in tip
    assert f"{state.remaining(slot)} left" in tip
    assert tuple(d.app.screen.get_at((point[0] + 22, point[1] + 18)))[:3] == TIP_PAPER  # the tip is drawn
    d.mouse(pygame.MOUSEMOTION, (2, table(d).table_rect().bottom - 2))  # away from every piece: it goes
    d.steps(2)
    assert table(d).tooltip_text() is None


def test_a_defeated_demon_is_ringed_on_the_table():
    from greenbox_desktop.ui.table.marks import RING

    d = start()
    play(d, lambda s: any(not s.alive(slot) for slot, _ in s.demons()), set())
    state = table(d).state
    slot = next(slot for slot, _ in state.demons() if not state.alive(slot))
    assert ("demons", slot, "defeated") in state.marks()
    d.steps(1)
    ring = table(d).layout.slot_rect("demons", slot).inflate(4, 4)
    assert tuple(d.app.screen.get_at((ring.x + 1, ring.centery)))[:3] == RING


def test_table_shows_demons_over_their_wall_columns_and_the_wall_growing_up():
    from greenbox_desktop.games.hudai_monastery.parts import demon_slot, wall_slot

    d = start()
    layout = table(d).layout
    for col in range(6):
        demon, base = layout.slot_rect("demons", demon_slot(2, col)), layout.slot_rect("wall", wall_slot(col, 0))
        assert demon.x == base.x and demon.w == base.w  # each demon column stands over its wall column
        assert demon.bottom < base.top
    wall = layout.box("wall")
    assert wall.rect.bottom - layout.slot_rect("wall", wall_slot(0, 0)).bottom < wall.cell / 2  # base at the bottom
    assert wall.rect.contains(layout.slot_rect("wall", wall_slot(0, 1)))  # room to build shown
    assert not wall.rect.contains(layout.slot_rect("wall", wall_slot(0, 5)))  # empty heights are not
    for tech in ("tech.drop", "tech.hammers"):
        assert layout.box(tech) is not None
    for supply in ("integrity", "time", "supply", "deck", "drawn"):
        assert layout.box(supply).rect.bottom > wall.rect.bottom  # supplies along the bottom, in view

    # damage cubes sit small on the lower part of their card, where the pips are
    play(d, lambda s: any(s.dmg), set())
    slot = next(i for i, n in enumerate(table(d).state.dmg) if n)
    card = rect_of(d, table(d).state.slots[slot])
    for cube in table(d).state.at("damage", slot):
        r = rect_of(d, cube)
        assert card.contains(r) and r.centery > card.centery and r.w < card.w / 2


def test_a_game_won_by_mouse_enters_the_best_list_of_its_difficulty():
    from greenbox_desktop import saves
    from greenbox_desktop.ai.hudai_greedy import play as greedy_game

    won = greedy_game(3)  # one of the default games the greedy player wins
    d = start(3)
    for action in won.history:
        before = len(table(d).state.history)
        gesture(d, action)
        assert len(table(d).state.history) == before + 1, (action, d.app.current_status())
    state = table(d).state
    assert state.outcome == "won" and state.to_json() == won.to_json()

    d.click_button("#results")
    shown = drawn_texts(d)
    assert "Won" in shown and "Best results" in shown
    best = saves.best_records(GAME, "Standard")
    assert [entry["score"] for entry in best] == [state.integrity + state.time]
    assert saves.best_records(GAME, "Increased challenge: 8 time cubes") == []
