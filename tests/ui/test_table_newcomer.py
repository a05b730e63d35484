"""The table as a newcomer meets it (issue 11): picking up, true refusals, undo, curtain, colours,
stable trays, pieces inside their slots, tooltips and the status bar — all through real events."""

import random

import pygame
import pytest
from driver import Driver

from greenbox_desktop import engine, saves
from greenbox_desktop.engine import Choose, Move
from greenbox_desktop.ui.scenes.table import TOOLTIP_DELAY, TableScene, same_picture
from greenbox_desktop.ui.session import Seat, Session
from greenbox_desktop.ui.table.frame import outcome_line
from greenbox_desktop.ui.table.layout import SLOTTED


def open_table(d: Driver, game_id: str, seed: int = 3, session: Session | None = None, **options) -> TableScene:
    """Seat Ann (and Bo) at a new game of ``game_id`` and show its table (curtain lifted)."""
    if session is None:
        players = engine.game_info(game_id).min_players
        seats = [Seat(name, colour) for name, colour in zip(("Ann", "Bo"), ("red", "blue"))][:players]
        session = Session.new(game_id, seats, seed, options)
    d.app.goto(TableScene(d.app, session))
    d.steps(2)
    d.lift_curtain()
    return d.scene


def build_nim(d: Driver, cubes: tuple[int, ...]) -> TableScene:
    """A NIM table whose heaps were built by dragging (sizes ``cubes``), play begun."""
    scene = open_table(d, "nim")
    for heap, n in enumerate(cubes):
        for _ in range(n):
            d.drag(scene.state.top("supply"), f"heap.{heap}")
    d.click_button(scene.state.label(Choose("heaps", "done")))
    return scene


# ----- picking things up --------------------------------------------------------------------------
def test_any_cube_of_a_tray_picks_up_the_one_the_rules_move():
    d = Driver()
    scene = open_table(d, "nim")
    supply = [p for p in scene.placements if p.zone == "supply"]
    top = scene.state.top("supply")
    colour = top.rsplit(".", 1)[0]  # a cube that looks just like the top one (same colour)
    other = next(p for p in supply if p.cid != top and p.cid.startswith(colour) and p.cid not in scene.index.movable)
    d.drag_points(other.rect.center, d.slot_pos("heap.0", None))
    assert scene.state.history == [Move(top, "heap.0", None)]


def test_a_tray_keeps_its_grid_while_cubes_are_taken():
    d = Driver()
    scene = build_nim(d, (7,))
    before = {p.cid: p.rect.copy() for p in scene.placements if p.zone == "heap.0"}
    taken = scene.state.top("heap.0")
    d.drag(taken, "taken.1")
    after = {p.cid: p.rect for p in scene.placements if p.zone == "heap.0"}
    assert taken not in after and after == {cid: r for cid, r in before.items() if cid != taken}


def test_refusals_name_the_true_reason():
    d = Driver()
    scene = open_table(d, "oki")
    theirs = next(p for p in scene.placements if p.zone == "supply.1")
    d.click(theirs.rect.center)
    assert d.app.current_status() == "That belongs to Bo."

    scene = build_nim(d, (1, 2))
    d.drag(scene.state.top("heap.0"), "taken.1")  # heap 1 is empty: only "End turn" is left
    d.click(d.component_pos(scene.state.top("heap.1")))
    assert d.app.current_status() == "This turn you take from heap 1 only. Now press \u201cEnd turn\u201d."
    assert "End turn" in scene.now_line(None)


def test_after_the_game_a_click_says_the_game_is_over():
    d = Driver()
    scene = build_nim(d, (1,))
    d.drag(scene.state.top("heap.0"), "taken.1")
    assert scene.state.is_terminal()
    d.click(d.component_pos(scene.state.top("taken.1")))
    assert d.app.current_status() == "The game is over."


def test_a_click_on_a_monk_standing_on_a_tile_uses_the_tile():
    d = Driver()
    session = Session.new("hudai_monastery", [Seat("Ann", "red")], 12, {})
    rng = random.Random(4)
    for _ in range(400):
        state = session.state
        uses = [a for a in state.legal_actions() if isinstance(a, Choose) and a.key == "use"]
        monks = set(state.contents["monks"])
        on_tile = [(a, m) for a in uses for m in monks if state.loc[m][1] == state.loc[a.value][1]]
        if on_tile and any(isinstance(a, Move) and a.component == on_tile[0][1] for a in state.legal_actions()):
            break
        session.apply(rng.choice(state.legal_actions()))
    else:
        pytest.skip("no monk on a usable tile in this playout")
    use, monk = on_tile[0]
    scene = open_table(d, "hudai_monastery", session=session)
    before = len(scene.state.history)
    d.click(d.component_pos(monk))
    if scene.asking:
        d.click_button(scene.session.words(scene.state.label(use)))
    assert scene.state.history[before:] == [use]


# ----- undo ---------------------------------------------------------------------------------------
def test_undo_steps_back_one_decision_in_nim():
    d = Driver()
    scene = build_nim(d, (2, 2))
    d.drag(scene.state.top("heap.0"), "taken.1")
    d.click_button("End turn")
    history = list(scene.state.history)
    for steps_back in (1, 2, 3):
        d.press(pygame.K_z, pygame.KMOD_CTRL)
        assert scene.state.history == history[:-steps_back], d.app.current_status()


def test_a_disabled_button_says_why_it_is_off_when_hovered():
    from pygame_gui.elements import UITooltip

    d = Driver()
    scene = open_table(d, "nim")
    undo, redo = d.find_button("#undo"), d.find_button("#redo")
    assert not undo.is_enabled and not redo.is_enabled
    seen = {}
    for button in (undo, redo):
        d.mouse(pygame.MOUSEMOTION, button.rect.center)
        d.steps(int(TOOLTIP_DELAY * 60) + 30)
        tips = [w for w in d.app.manager.get_sprite_group().sprites() if isinstance(w, UITooltip)]
        assert len(tips) == 1 and button.drawable_shape.active_state.state_id == "disabled"
        seen[button] = tips[0].text_block.html_text
    assert seen[undo] == scene.undo_refusal() and "Nothing to redo" in seen[redo]
    d.click(undo.rect.center)  # still does nothing
    assert scene.state.history == []


def test_undo_goes_back_across_damage_but_not_across_a_draw():
    d = Driver()
    session = Session.new("hudai_monastery", [Seat("Ann", "red")], 12, {})
    rng = random.Random(1)
    while True:
        before = session.state.clone()
        session.apply(rng.choice(before.legal_actions()))
        if before.dmg != session.state.dmg and before.rng == session.state.rng:
            break
    scene = open_table(d, "hudai_monastery", session=session)
    history = list(scene.state.history)
    d.press(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.history == history[:-1], d.app.current_status()
    start = engine.new_game("hudai_monastery", 1, 12, {})
    state = start.clone()
    while True:  # the first action that draws: undo names it and stops there
        action = state.legal_actions()[0]
        line = state.describe(action)
        rng_before = state.rng
        state.apply(action)
        if state.rng != rng_before:
            break
    keep, why = engine.undo_plan(start, state.history, 0)
    assert keep is None and line in why and ("chance" in why or "turned up" in why)


# ----- curtain and colours ------------------------------------------------------------------------
def test_no_curtain_while_the_next_seat_would_see_the_same_table():
    d = Driver()
    scene = open_table(d, "gridblock")
    assert scene.private
    first = scene.state.current_player
    while scene.state.current_player == first:
        d.play_move(next(a for a in scene.state.legal_actions() if isinstance(a, Move)))
    assert same_picture(scene.state, first, scene.state.current_player)
    assert not scene.curtain and scene.at_screen == scene.state.current_player


def test_seat_colours_follow_the_pieces_and_survive_a_save(tmp_path):
    session = Session.new("push", [Seat("Ann", "red"), Seat("Bo", "blue")], 1, {})
    assert [s.colour for s in session.seats] == ["green", "yellow"]
    session = Session.new("desert_dessert", [Seat("Ann", "white")], 1, {})
    session.apply(session.state.legal_actions()[0])
    path = tmp_path / "game.json"
    saves.write_save(path, session.to_save())
    loaded = Session.from_save(saves.read_save(path))
    assert [s.colour for s in loaded.seats] == ["white"]
    old = session.to_save()
    old.colours = []
    saves.write_save(path, old)  # a save from before colours were kept still opens
    assert Session.from_save(saves.read_save(path)).seats[0].name == "Ann"


# ----- seeing the table ---------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["desert_dessert", "business_casual", "hudai_monastery", "gridblock", "jump"])
def test_pieces_stay_inside_their_slot(game_id):
    d = Driver()
    info = engine.game_info(game_id)
    session = Session.new(game_id, [Seat(f"P{i}", "red") for i in range(info.min_players)], 5, {})
    rng = random.Random(5)
    for _ in range(60):
        if session.state.is_terminal():
            break
        session.apply(rng.choice(session.state.legal_actions()))
    scene = open_table(d, game_id, session=session)
    for p in scene.placements:
        box = scene.layout.box(p.zone)
        if box is None or box.zone.kind not in SLOTTED or p.slot is None or box.zone.kind == "edges":
            continue
        base = scene.layout.box(box.zone.over) if box.zone.over else box
        cell = base.slot_rect(p.slot) if base.cell == box.cell else box.slot_rect(p.slot)
        assert cell.inflate(4, 4).contains(p.rect), (p.cid, p.zone, p.slot, p.rect, cell)


def test_tooltip_stays_on_screen_above_the_panel_and_follows_the_table():
    d = Driver()
    scene = open_table(d, "desert_dessert")
    rightmost = max((p for p in scene.placements if scene.view.tooltip(p.cid)), key=lambda p: p.rect.right)
    d.mouse(pygame.MOUSEMOTION, (rightmost.rect.right - 2, rightmost.rect.centery))
    d.steps(round(TOOLTIP_DELAY * 60) + 5)
    assert scene.tooltip_box is not None
    assert d.app.screen.get_rect().contains(scene.tooltip_box)
    d.press(pygame.K_z, pygame.KMOD_CTRL)  # the table changes (or says why not): the tooltip starts over
    scene.refresh()
    d.steps(1)
    assert scene.tooltip_box is None


@pytest.mark.parametrize("size", [(1280, 720), (1000, 600)])
def test_long_status_is_wrapped_inside_its_bar(size):
    d = Driver(size)
    scene = open_table(d, "desert_dessert")
    text = " ".join(["The market dealt sell 2 yellow for 1 white and buy 1 red for 1 yellow."] * 14)
    font, lines = scene.status_lines(text)
    bar = scene.status_rect()
    assert len(lines) * font.get_linesize() <= bar.h
    assert all(font.size(line)[0] <= bar.w - 2 * d.app.px(10) for line in lines)
    assert lines[-1].endswith("\u2026")
    d.app.status(text)
    d.steps(2)


def test_the_panel_says_what_to_do_now_and_names_a_solo_loss():
    d = Driver()
    scene = open_table(d, "jump")
    assert scene.now_line(scene.state.panel().get("Now")) == "Drag a cube onto a lit place."
    scene = open_table(d, "desert_dessert")
    assert scene.now_line(scene.state.panel().get("Now")) == scene.state.panel()["Now"]
    session = Session.new("hudai_monastery", [Seat("Ann", "red")], 2, {})
    rng = random.Random(2)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    scene = open_table(d, "hudai_monastery", session=session)
    assert outcome_line(scene.state, ["Ann"]) == ("Game over: Ann won" if session.state.winners() else "Game over: Ann lost")


def test_a_skipped_trade_phase_names_the_market_in_the_log():
    session = Session.new("desert_dessert", [Seat("Ann", "red")], 3, {})
    rng = random.Random(2)
    for _ in range(300):
        session.apply(rng.choice(session.state.legal_actions()))
        if session.news:
            break
    assert session.news and "the market dealt" in session.news[0] and "trade phase passes" in session.news[0]
    assert session.log[-1] == session.news[-1]
