"""Free play at the table by real mouse and key events: fine placement, piece keys, the curtain."""

import pygame
from driver import NUMBERED
from ui_play import Driver, drawn_texts, open_table

from greenbox_desktop import engine
from greenbox_desktop.engine import Choose, Move, Pass, move
from greenbox_desktop.games.free_play import BAG, DRAW, TABLE, hand, spot
from greenbox_desktop.ui.scenes.library import LibraryScene

GAME = "free_play"


def table():
    """Free play for two seats started at the seating screen, the first seat at the screen."""
    d = open_table(GAME, players=2)
    assert len(d.scene.session.seats) == 2 and d.scene.state.players == 2
    d.lift_curtain()
    return d


def setting(d, *actions):
    """Apply ``actions`` to the table's game directly (setting up a position), then redraw."""
    for action in actions:
        d.scene.session.state.apply(action)
    d.scene.refresh()
    d.steps(2)


def placement(d, cid):
    """Where ``cid`` is drawn now (the visible one)."""
    return next(p for p in d.scene.placements if p.cid == cid and not p.hidden)


def key_on(d, point, letter):
    """Rest the pointer on ``point`` and press the letter key."""
    d.mouse(pygame.MOUSEMOTION, point)
    d.steps(1)
    d.press(getattr(pygame, f"K_{letter}"), unicode=letter)


def last(d):
    """The table's last action."""
    return d.scene.state.history[-1]


def test_the_library_lists_free_play_first():
    d = Driver()
    d.app.goto(LibraryScene(d.app))
    d.steps(2)
    assert d.scene.games[0].id == GAME and not any(g.sandbox for g in d.scene.games[1:])
    rules_games = len(d.scene.games) - 1
    assert f"{rules_games} games and free play" in drawn_texts(d).splitlines()


def test_a_tile_dragged_from_the_tray_lands_under_its_centre():
    d = table()
    tile = d.scene.state.contents["tray.tiles"][0]
    held = placement(d, tile).rect
    grab = (held.centerx + held.w // 4, held.centery + held.h // 4)  # off the piece's centre
    box = d.scene.layout.box(TABLE)
    target = (box.rect.x + round(box.cell * 41.6), box.rect.y + round(box.cell * 23.3))
    centre = (target[0] - (grab[0] - held.centerx), target[1] - (grab[1] - held.centery))
    assert box.free_slot(centre) != box.free_slot(target)  # the test tells the centre from the pointer
    d.drag_points(grab, target)
    action = last(d)
    assert isinstance(action, Move) and action.zone == TABLE and action.slot == box.free_slot(centre)
    assert d.scene.state.loc[action.component][:2] == (TABLE, box.free_slot(centre))
    drawn = placement(d, action.component).rect
    assert abs(drawn.centerx - centre[0]) <= box.cell and abs(drawn.centery - centre[1]) <= box.cell


def test_f_and_a_right_click_flip_the_piece_under_the_pointer():
    d = table()
    tile = d.scene.state.contents["tray.tiles"][0]
    setting(d, Move(tile, TABLE, spot(60, 50)))
    point = placement(d, tile).rect.center
    key_on(d, point, "f")
    assert last(d) == Choose("flip", tile) and d.scene.state.loc[tile][2] is False
    masked = d.scene.state.masked_names(0)[tile]
    d.click(point, button=3)
    assert last(d) == Choose("flip", masked) and d.scene.state.loc[tile][2] is True


def test_a_right_click_on_a_die_rolls_it():
    d = table()
    setting(d, Move("die.1", TABLE, spot(80, 50)))
    before = len(d.scene.state.history)
    d.click(placement(d, "die.1").rect.center, button=3)
    assert last(d) == Choose("roll", "die.1") and len(d.scene.state.history) == before + 1
    assert placement(d, "die.1").face == d.scene.state.pips["die.1"]


def test_r_rotates_a_card_a_quarter_turn_at_a_time():
    d = table()
    top = d.scene.state.contents["tray.cards"][-1]
    setting(d, Move(d.scene.state.masked_names(0)[top], TABLE, spot(70, 40)))
    setting(d, Choose("flip", d.scene.state.masked_names(0)[top]))
    upright = placement(d, top).rect
    assert upright.w != upright.h
    key_on(d, upright.center, "r")
    assert last(d) == Choose("turn", top) and d.scene.state.quarter_turns() == {top: 1}
    turned = placement(d, top)
    assert turned.turn == 1 and (turned.rect.w, turned.rect.h) == (upright.h, upright.w)
    key_on(d, turned.rect.center, "r")
    again = placement(d, top)
    assert again.turn == 2 and again.rect.size == upright.size


def test_s_shuffles_a_stack_on_the_table_and_the_card_tray():
    d = table()
    tiles = d.scene.state.contents["tray.tiles"][:3]
    setting(d, *(Move(t, TABLE, spot(50, 60)) for t in tiles))
    key_on(d, placement(d, tiles[-1]).rect.center, "s")
    assert last(d) == Choose("shuffle", tiles[-1])
    assert sorted(d.scene.state.contents[TABLE]) == sorted(tiles)
    cards = list(d.scene.state.contents["tray.cards"])
    shown = d.scene.view.contents["tray.cards"][-1]
    key_on(d, placement(d, shown).rect.center, "s")
    assert last(d) == Choose("shuffle", shown) and d.scene.state.contents["tray.cards"] != cards


def test_pass_brings_up_the_curtain_and_the_next_seat_sees_no_hand_but_its_own():
    d = table()
    cube = d.scene.state.contents["tray.cubes"][0]
    setting(d, move(cube, BAG, None), DRAW)
    assert d.scene.view.contents[hand(0)] == [cube]
    d.click_button(d.scene.session.words(d.scene.state.label(Pass())))
    assert last(d) == Pass() and d.scene.curtain and d.scene.state.current_player == 1
    assert "Pass the computer to Player 2" in drawn_texts(d).splitlines()
    d.lift_curtain()
    assert not d.scene.curtain
    shown = d.scene.view.contents[hand(0)]
    assert len(shown) == 1 and shown[0].startswith("cube.?")


def test_free_play_has_no_hint_button_and_no_scores_line():
    rules_game = open_table("nim")
    assert rules_game.find_button("#hint") is not None and "Scores:" in drawn_texts(rules_game)
    d = table()
    assert d.find_button("#hint") is None
    captions = [NUMBERED.sub("", b.text) for b in d.buttons()]  # without the choices' key numbers
    assert "Pass the laptop to Player 2" in captions  # the piece actions are keys, never buttons:
    assert not [c for c in captions if c.split()[0] in ("Roll", "Shuffle", "Flip", "Turn", "Spread")]
    texts = drawn_texts(d)
    assert "Scores:" not in texts and "On the table: 0 pieces" in texts


def test_what_the_mouse_did_replays():
    d = table()
    tile = d.scene.state.contents["tray.tiles"][0]
    d.drag_points(placement(d, tile).rect.center, d.scene.layout.box(TABLE).rect.center)
    key_on(d, placement(d, last(d).component).rect.center, "r")
    state = d.scene.state
    assert len(state.history) == 2
    assert engine.replay(GAME, 2, state.seed, state.options, state.history).to_json() == state.to_json()


def test_e_spreads_a_stack_and_a_drag_puts_a_tile_into_the_own_hand():
    d = table()
    tiles = d.scene.state.contents["tray.tiles"][:3]
    setting(d, *(Move(t, TABLE, spot(50, 60)) for t in tiles))
    key_on(d, placement(d, tiles[-1]).rect.center, "e")
    assert last(d) == Choose("spread", tiles[-1])
    assert len({d.scene.state.loc[t][1] for t in tiles}) == 3
    d.drag(tiles[0], hand(0))
    assert last(d) == Move(tiles[0], hand(0), None) and d.scene.view.contents[hand(0)] == [tiles[0]]


def test_the_draw_button_takes_a_piece_from_the_bag_into_the_hand():
    d = table()
    cube = d.scene.state.contents["tray.cubes"][0]
    setting(d, move(cube, BAG, None))
    d.click_button("Draw from the bag")
    assert last(d) == DRAW and d.scene.state.contents[hand(0)] == [cube]


def test_a_click_on_the_bag_draws_from_it():
    d = table()
    cube = d.scene.state.contents["tray.cubes"][0]
    setting(d, move(cube, BAG, None), move("bag", TABLE, spot(60, 50)))
    d.click(placement(d, "bag").rect.center)
    assert last(d) == DRAW and d.scene.state.contents[hand(0)] == [cube]


def test_no_curtain_at_the_start_while_nothing_is_hidden_one_once_hands_are_dealt():
    d = open_table(GAME, players=2)
    assert not d.scene.curtain and d.scene.at_screen == 0  # empty hands: nothing to hide yet
    d.click_button("Deal 6 each instead")  # the number goes round 5, 6, ..., 10, 1
    d.click_button("Deal 6 cards to every hand")
    assert [len(d.scene.state.contents[hand(s)]) for s in (0, 1)] == [6, 6]
    assert all(".?" not in c for c in d.scene.view.contents[hand(0)])
    assert all(".?" in c for c in d.scene.view.contents[hand(1)])
    d.click_button(d.scene.session.words(d.scene.state.label(Pass())))
    assert d.scene.curtain  # now the hands hide something: the laptop is passed behind the curtain
    session = d.scene.session
    from greenbox_desktop.ui.scenes.table import TableScene

    again = TableScene(d.app, session)
    assert again.curtain  # a game in progress with private hands starts behind the curtain


def test_a_card_dragged_onto_another_seats_hand_goes_there_face_down_to_the_others():
    d = table()
    card = d.scene.state.contents["tray.cards"][-1]
    masked = d.scene.state.masked_names(0)[card]  # face down on the stack: named by its mask
    setting(d, Move(masked, TABLE, spot(40, 40)))
    setting(d, Choose("flip", d.scene.state.masked_names(0)[card]))
    d.drag(card, hand(1))
    assert last(d) == Move(card, hand(1), None) and d.scene.state.contents[hand(1)] == [card]
    assert all(".?" in c for c in d.scene.view.contents[hand(1)])  # Player 1 no longer sees its face


def test_a_die_on_the_table_is_drawn_large_enough_to_read():
    d = table()
    setting(d, Move("die.1", TABLE, spot(40, 40)))
    die, cube = placement(d, "die.1"), None
    setting(d, Move(d.scene.state.contents["tray.cubes"][0], TABLE, spot(80, 40)))
    cube = next(p for p in d.scene.placements if p.zone == TABLE and p.cid.startswith("cube."))
    assert die.rect.w >= 24 and die.rect.w >= 1.6 * cube.rect.w, (die.rect, cube.rect)
