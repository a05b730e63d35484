"""Bad Day at the Office through the desktop UI: a whole two-player game by drags and buttons,
from seating to the results screen, and the table's drawing of the trouble dice."""

import random

import pygame
from pygame import Rect
from ui_play import Driver, open_table, play_through_ui
from test_bots_ui import wait_for_bots  # noqa: I001  (found once ui_play has put tests/ui on the path)

from greenbox_desktop import engine, saves
from greenbox_desktop.engine import Move, Pass
from greenbox_desktop.games.bad_day_at_the_office.parts import (
    BOSS, LOCATIONS, PAWNS, SCHEMES, SECURITY_DICE, TROUBLE_DICE,
)
from greenbox_desktop.games.bad_day_at_the_office.rules import DRAW, GO_BACK
from greenbox_desktop.ui.art import Art
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.table.layout import layout_table
from greenbox_desktop.ui.table.marks import INK, MarkPainter
from greenbox_desktop.ui.table.render import TableRenderer

GAME = "bad_day_at_the_office"


def busy_player(state):
    """Cause trouble where possible, walk once and draw once a turn, then end the turn."""
    actions = state.legal_actions()
    if state.phase == "break":
        return GO_BACK
    if state.phase != "scheme":
        return actions[0]
    trouble = [a for a in actions if isinstance(a, Move) and a.zone == "trouble"]
    if trouble:
        return trouble[0]
    walks = [a for a in actions if isinstance(a, Move) and a.component == PAWNS[state.turn_seat]]
    if state.actions_left == 3 and walks:
        return walks[state.round % len(walks)]
    if state.actions_left == 2 and DRAW in actions:
        return DRAW
    return Pass()


def test_a_whole_game_through_the_ui():
    d = play_through_ui(GAME, busy_player, options={"day": 8}, seed=3)
    final = d.scene.session.state
    assert final.is_terminal() and final.outcome in ("won", "lost", "timeout", "hopeless")
    assert any(final.where(card).zone == "discard" for cards in SCHEMES.values() for card in cards)
    again = engine.replay(GAME, 2, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()


def test_trouble_dice_are_drawn_showing_their_trouble():
    pygame.display.init()
    state = engine.new_game(GAME, 2, 4)
    cell = state.cell_of("toilets")
    for _ in range(4):
        state.raise_trouble(cell)
    renderer = TableRenderer(Art())
    placed = renderer.placements(state, layout_table(state.zones(), Rect(0, 0, 1280, 720)))
    die = state.at("trouble", cell)[0]
    shown = next(p for p in placed if p.cid == die)
    assert shown.face == 4
    picture = renderer.picture(shown, "grid", 48)
    assert pygame.image.tobytes(picture, "RGBA") == pygame.image.tobytes(Art().shown_die(die, 4, 48), "RGBA")


def test_pawns_never_hide_a_location_name():
    """Six pawns on the Cubicle Farm and the Boss on another card: every location's name is drawn
    on its cell and no piece is drawn over a single letter of it."""
    d = open_table(GAME, seed=2, players=6)
    frame = pygame.display.get_surface().copy()
    state, layout = d.scene.view, d.scene.layout
    names = pygame.Surface(frame.get_size())
    names.fill((255, 0, 255))
    MarkPainter(d.app.art).draw(names, layout, state, ("names",))
    letters = pygame.mask.from_threshold(names, INK, (1, 1, 1, 255))
    shown = pygame.mask.from_threshold(frame, INK, (1, 1, 1, 255))
    assert letters.count() > 0 and letters.overlap_area(shown, (0, 0)) == letters.count()
    farm, boss = state.cell_of("farm"), state.boss
    pieces = {p.cid: p.rect for p in d.scene.placements}
    for cell, crowd in ((farm, PAWNS[:6]), (boss, (BOSS,))):
        rect = layout.slot_rect("office", cell)
        assert all(rect.contains(pieces[cid]) for cid in crowd)
        tab = Rect(rect.x, rect.bottom - rect.h // 8, rect.w, rect.h // 4)  # the name's tab: inside its bottom edge
        assert letters.overlap_area(pygame.mask.Mask(tab.size, fill=True), tab.topleft) > 0


def test_a_team_with_a_bot_plays_to_the_results():
    d = Driver()
    seating = SeatingScene(d.app, GAME, {"day": 4})
    seating.seed = 8
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#kind_1")  # Player 2 is a bot
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    while not d.scene.state.is_terminal():
        wait_for_bots(d)
        if d.scene.state.is_terminal():
            break
        d.play_move(busy_player(d.scene.state))
    assert any(line.startswith("Bot 2 ") for line in d.scene.session.log)
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)


def test_every_extra_has_its_own_picture():
    pygame.display.init()
    art = Art()
    game = engine.game_class(GAME)
    keys = {cid: art.visual_key(cid, True) for cid in game.EXTRAS}
    assert "unknown" not in keys.values()
    copies = {pygame.image.tobytes(art.component(c, True, 60), "RGBA") for c in SCHEMES["kitchen"]}
    rooms = {pygame.image.tobytes(art.component(c, True, 60), "RGBA") for c in LOCATIONS}
    assert len(copies) == 1 and len(rooms) == len(LOCATIONS)
    boss = pygame.image.tobytes(art.component(BOSS, True, 64), "RGBA")
    assert all(boss != pygame.image.tobytes(art.component(p, True, 64), "RGBA") for p in PAWNS)
    red, blue = (pygame.image.tobytes(art.shown_die(d, 5, 48), "RGBA") for d in (TROUBLE_DICE[0], SECURITY_DICE[0]))
    assert red != blue


class Sure(random.Random):
    """A generator whose every draw is 0.9: the scripted playout move is always taken."""

    def random(self) -> float:
        return 0.9


def scripted_game(seed: int):
    """A two-player game played by the scripted playout moves (random ones where it has none)."""
    state = engine.new_game(GAME, 2, seed)
    fallback = random.Random(seed)
    while not state.is_terminal():
        state.apply(state.playout_action(Sure()) or fallback.choice(state.legal_actions()))
    return state


def test_a_win_by_mouse_enters_the_best_list_of_its_table_size():
    won = scripted_game(23)  # one of the seeds the scripted team wins
    assert won.outcome == "won"
    d = play_through_ui(GAME, lambda state: won.history[len(state.history)], seed=23)
    final = d.scene.session.state
    assert final.to_json() == won.to_json()
    assert d.scene.headline().endswith("win!")
    best = saves.best_records(GAME, "2 players")
    assert [e["score"] for e in best] == [len(won.contents["deck"])]
    assert d.scene.best_lines()[0].startswith(f"1. {len(won.contents['deck'])} cards · ")
