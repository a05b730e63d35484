"""Refusals tell the truth (issue 30): each game names the rule that really stops a move, on a
hand-built position; the table asks the game before it falls back on a generic sentence."""

import random

from ui_play import Driver
from test_bad_day_at_the_office import fresh as bad_day, give as bad_day_give
from test_green_port import give as port_give, set_objectives, started as port_started, utilize
from test_island import A, RED, deal, position as island_position, turn, units
from test_make_it_count import card_of, lay, position as count_position
from test_wacky_wheels import clear_hands, give as wheels_give, line_up, place, ready
from test_zap_that_ghost import a_zap, ghost_at, past_setup, racing

from greenbox_desktop import engine
from greenbox_desktop.engine import Choose, Move
from greenbox_desktop.games.bad_day_at_the_office.parts import DESKS, GOSSIP, SYNERGY, hand_zone
from greenbox_desktop.games.green_port.table import OBJECTIVES, gang
from greenbox_desktop.games.island.parts import PLAYED as ISLAND_PLAYED, hand as island_hand
from greenbox_desktop.games.make_it_count import TABLE
from greenbox_desktop.games.wacky_wheels.parts import CAR_CUBES, DECK, DISCARD, MEEPLES, ON_TRACK, PIT, hand
from greenbox_desktop.games.wacky_wheels.track import RING
from greenbox_desktop.games.zap_that_ghost.rules import GHOSTS, PLAYED, buzz, card_match
from greenbox_desktop.ui.scenes.rules import rulebook_text
from greenbox_desktop.ui.table.input import piece_reason
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat, Session


def open_table(d: Driver, game_id: str, seed: int = 3, players: int = 2) -> TableScene:
    """Ann, Bo (and more) at a new game of ``game_id``, its table shown (curtain lifted)."""
    seats = [Seat(name, colour) for name, colour in zip(("Ann", "Bo", "Cy"), ("red", "blue", "yellow"))]
    session = Session.new(game_id, seats[:players], seed, {})
    d.app.goto(TableScene(d.app, session))
    d.steps(2)
    d.lift_curtain()
    return d.scene


# ----- Wacky Wheels: a card that cannot drive names the symbol rule ------------------------------
def test_wacky_wheels_names_the_symbol_rule_for_a_card_that_cannot_drive():
    state = line_up(3, 0)  # Player 1 on a Bricks tile
    clear_hands(state)
    place(state, 0, 3)
    wheels_give(state, 0, "card.black.4", "card.black.3")  # Bricks 4 fits, Circles 3 does not
    ready(state, 0, 5)
    # a click on the card in the hand (the table asks about the piece where it lies)
    assert "symbol of your tile (Bricks)" in state.explain(Move("card.black.3", hand(0)))
    assert "symbol of your tile" in state.explain(Move("card.black.3", ON_TRACK, RING[5]))
    # a card that can drive, dropped beside the discards, is told where cards go
    assert "to the discards" in state.explain(Move("card.black.4", ON_TRACK, RING[5]))
    assert state.explain(Move("card.black.4", DISCARD)) is None


# ----- NIM: any supply cube grabbed is the one the rules move ------------------------------------
def test_nim_any_supply_cube_of_any_colour_builds_the_heap():
    d = Driver()
    scene = open_table(d, "nim")
    top = scene.state.top("supply")
    colour = top.rsplit(".", 1)[0]
    other = next(p for p in scene.placements if p.zone == "supply" and not p.cid.startswith(colour + "."))
    d.drag_points(other.rect.center, d.slot_pos("heap.0", None))
    assert scene.state.history == [Move(top, "heap.0", None)]
    # taking: any cube of a heap takes its top cube
    d.click_button(scene.state.label(Choose("heaps", "done")))
    heap_top = scene.state.top("heap.0")
    assert heap_top == top
    assert d.app.current_status() != "While building, move cubes between the supply and the heaps."


# ----- Green Port: objectives are bought in Utilize ----------------------------------------------
def test_green_port_objective_in_hire_says_it_is_bought_in_utilize():
    state = port_started()
    assert state.phase == "hire"
    objective = state.contents[OBJECTIVES][0]
    why = state.explain(Move(objective, gang(0)))
    assert "bought in Utilize" in why and why.startswith("Objectives")


def test_the_table_gives_the_game_reason_when_nothing_moves():
    d = Driver()
    scene = open_table(d, "green_port", seed=1)
    while scene.state.phase == "pick":
        d.play_move(scene.state.legal_actions()[0])
        d.lift_curtain()
    objective = next(p for p in scene.placements if p.zone == OBJECTIVES)
    assert scene.state.phase == "hire" and objective.cid not in scene.index.movable
    d.click(objective.rect.center)
    status = d.app.current_status()
    assert "bought in Utilize" in status and "Nothing on the table moves" not in status


# ----- Slush: a piece touched before any card is face up ------------------------------------------
def test_slush_before_a_card_is_up_says_to_turn_one_up():
    d = Driver()
    scene = open_table(d, "slush", players=3)
    assert not scene.state.contents["table"]
    mine = next(p for p in scene.placements if p.zone == "supply.0")
    d.click(mine.rect.center)
    status = d.app.current_status()
    assert status.startswith("No card lies face up yet: turn one up first.") and "Now press" in status


# ----- Zap That Ghost: a ghost grabbed instead of a meeple ----------------------------------------
def test_zap_a_ghost_grabbed_says_ghosts_stay_and_which_meeple_walks():
    state = past_setup()
    roll, card, meeple, cell = a_zap(state, 0)
    racing(state, roll).apply(buzz(0))
    ghost = ghost_at(state, cell)
    before = state.explain(Move(ghost, GHOSTS, cell))
    assert "Ghosts stay where they are" in before and "first play a card" in before
    state.apply(Move(card, PLAYED))
    after = state.explain(Move(ghost, GHOSTS, cell))
    assert "Ghosts stay where they are" in after and "meeple onto this ghost's tile" in after
    # a ghost the card does not zap: the refusal names the one to reach, not this one
    colour, symbol = card_match(card)
    other = next(c for c, match in state.ghosts().items() if match != (colour, symbol))
    wrong = state.explain(Move(ghost_at(state, other), GHOSTS, other))
    assert "this ghost's tile" not in wrong and "does not match" in wrong
    assert wrong.endswith(f"onto a {colour} ghost on a {symbol.capitalize()} tile.")


# ----- Bad Day at the Office: events work only on the discards ------------------------------------
def test_bad_day_events_say_they_work_only_on_the_discard_pile():
    state = bad_day()
    for event in (DESKS, GOSSIP):
        bad_day_give(state, 0, event)
        why = state.explain(Move(event, hand_zone(0)))
        assert "only when you drop it on the discard pile" in why
        assert "discard pile" in state.explain(Move(event, "trouble", 4))
        assert state.explain(Move(event, "discard")) is None
    bad_day_give(state, 0, SYNERGY)
    assert "dragging the Boss" in state.explain(Move(SYNERGY, "discard"))
    page = " ".join(rulebook_text("bad_day_at_the_office").split())
    assert "discard pile" in page and "Gossip Session and Floating Desks do their work only when you drop the card on the discard pile" in page


# ----- a piece clicked where it lies that could go nowhere: the rule, not "drag it there" --------
def test_green_port_an_objective_out_of_reach_names_its_price_not_where_to_drag_it():
    state = port_started(profiles=False)
    set_objectives(state, [("card.white.1", "red"), ("card.white.2", "blue"), ("card.white.5", "red")],
                   [("card.white.6", "green")])
    port_give(state, 0, red=6, blue=1)
    utilize(state)
    where = state.loc["card.white.1"][1]
    assert "You cannot pay for objective 1" in state.explain(Move("card.white.1", OBJECTIVES, where))
    port_give(state, 0, blue=1)
    state._legal = None
    assert state.explain(Move("card.white.5", OBJECTIVES, state.loc["card.white.5"][1])) == \
        "Drag it onto your own gang."  # now it can be bought: say where it goes


def test_island_a_card_that_cannot_be_played_says_why_when_clicked():
    state = island_position()
    units(state, RED, A[0])
    (wheel,) = deal(state, RED, "wheel")
    turn(state, RED)
    assert "Enchant needs another card" in state.explain(Move(wheel, island_hand(RED)))
    assert "Enchant needs another card" in state.explain(Move(wheel, ISLAND_PLAYED))


def test_make_it_count_a_card_after_the_number_is_made_points_to_play():
    state = count_position([[1, 3]], target=1)
    lay(state, 1)
    why = state.explain(Move(card_of(state, 0, 3), TABLE))
    assert why == "The laid cards already make 1: press \u201cPlay 1\u201d."


# ----- a click while nothing moves: the game's words only when they speak of that piece -----------
def stuck_click(state, cid):
    """What the table says of a click on ``cid`` while nothing can move: the game's reason if it
    speaks of the piece, else None (the table then says nothing moves and names the buttons)."""
    assert not any(isinstance(a, Move) for a in state.legal_actions())
    zone, slot, _up = state.loc[cid]
    return piece_reason(state, cid, zone, slot)


def test_a_click_while_nothing_moves_gets_no_words_meant_for_a_drag_elsewhere():
    # Make It Count: every card is too much; the click is no attempt to lay the 3
    state = count_position([[3, 4], [1]], target=1)
    three = card_of(state, 0, 3)
    assert "too much" in state.reason(Move(three, *state.loc[three][:2]))
    assert stuck_click(state, three) is None
    # Christmas Tree: a hand card while the decoration is due (a seeded game reaches it)
    tree = engine.new_game("christmas_tree", 2, 1)
    chooser = random.Random(1)
    while any(isinstance(a, Move) for a in tree.legal_actions()) or not tree.contents[f"hand.{tree.current_player}"]:
        tree.apply(chooser.choice(tree.legal_actions()))
    card = tree.contents[f"hand.{tree.current_player}"][0]
    assert stuck_click(tree, card) is None
    # Wacky Wheels: in the pit, with every cube taken, a card is not played at all
    race = line_up(30, 0)
    ready(race, 0, 6)
    race.apply(Move(MEEPLES[0], PIT))
    while any(isinstance(a, Move) for a in race.legal_actions()):  # the cubes the pit gives are taken
        race.apply(next(a for a in race.legal_actions() if isinstance(a, Move)))
    wheels_give(race, 0, race.contents[DECK][-1])
    card = race.contents[hand(0)][-1]
    assert stuck_click(race, card) == "No card is played in the pit."
    cube = next(c for c in race.contents[CAR_CUBES] if race.visible_to(c, 0) and c.startswith("cube.red"))
    assert stuck_click(race, cube) is None or "cubes" in stuck_click(race, cube)
