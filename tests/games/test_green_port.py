"""Green Port: set-up, hiring, taking, referring, utilizing, Specialize, events, the end and scoring
of shared/rules/green_port.md, each on a hand-built position."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.box import card_symbol
from greenbox_desktop.engine import Choose, IllegalAction, Move, Pass, move
from greenbox_desktop.games.green_port import costs
from greenbox_desktop.games.green_port.data import (
    BASIC, CUBE_COLOUR, DECK, EVENTS, GREEN_X, HQ_CARDS, ORANGE_X, WHITE, WILD, value,
)
from greenbox_desktop.games.green_port.rules import CANCEL, IGNORE, RESCUE, REVEAL, START
from greenbox_desktop.games.green_port.table import OBJECTIVE_CUBES, OBJECTIVES, gang, hq_pile, slot_of, supply, units

GAME = "green_port"


def game(players=2, seed=1, **options):
    return engine.new_game(GAME, players, seed=seed, options=options)


def started(players=2, seed=1, **options):
    """A game past the starting cubes (each seat picks the first colour offered), all cubes back in the supply."""
    state = game(players, seed, **options)
    while state.phase == "pick":
        state.apply(state.legal_actions()[0])
    for seat in range(players):
        empty(state, seat)
    return state


def empty(state, seat):
    for cid in list(state.contents[units(seat)]):
        state.put(cid, supply(CUBE_COLOUR[cid]))
    state._legal = None


def give(state, seat, **counts):
    for colour, n in counts.items():
        for _ in range(n):
            state.put(state.contents[supply(colour)][-1], units(seat))
    state._legal = None


def on_top(state, *cards):
    """Put cards on top of the deck: the last named is revealed first."""
    for cid in cards:
        state.put(cid, "deck", face_up=False)
    state._legal = None


def pool(state, *cards):
    for cid in cards:
        state.put(cid, "pool", face_up=True)
    state._legal = None


def own_hq(state, seat, cid, marker=None):
    state.put(cid, gang(seat))
    if marker:
        state.put(state.contents[supply(marker)][-1], gang(seat))
    state._legal = None


def flip_profile(state, seat, up):
    state.flip(state.profile(seat), up)
    state._legal = None


def set_profile(state, seat, symbol):
    """Give a seat the profile tile of this symbol (face up)."""
    for s in range(state.players):
        tile = state.profile(s)
        if tile:
            state.put(tile, "box")
    state.put(f"tile.{symbol}.1", gang(seat), face_up=True)
    state._legal = None


def utilize(state):
    state.phase = "utilize"
    state.current_player = state.active
    state._legal = None


def set_objectives(state, *columns):
    """Lay out objective columns by hand: each a list of (card, cube colour or None)."""
    for cid in list(state.contents[OBJECTIVES]):
        state.put(cid, "box")
    for cid in list(state.contents[OBJECTIVE_CUBES]):
        state.put(cid, supply(CUBE_COLOUR[cid]))
    for k, column in enumerate(columns):
        for row, (cid, colour) in enumerate(column):
            state.put(cid, OBJECTIVES, slot_of(k, row))
            if colour:
                state.put(state.contents[supply(colour)][-1], OBJECTIVE_CUBES, slot_of(k, row))
    state.columns = len(columns)
    state._survey()
    state._legal = None


# ----- set-up -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deck_objectives_headquarters_and_profiles(players):
    state = game(players, seed=players)
    assert len(state.contents["deck"]) == 31 and set(state.contents["deck"]) == set(DECK)
    assert not any(state.loc[c][2] for c in state.contents["deck"])
    columns = [state.column(k) for k in range(state.columns)]
    white = [c for c in columns if c[0] in WHITE]
    assert len(white) == 4 and sorted(c for col in white for c in col) == sorted(WHITE)
    for col in white[:3]:
        assert sum(value(c) for c in col) >= 5 and sum(value(c) for c in col[:-1]) < 5
    assert sum(value(c) for c in white[3]) >= 3 and all(len(col) <= 5 for col in columns)
    small = players == 2
    assert state.columns == (4 if small else 6)
    if not small:
        assert columns[4] == ("card.black.1", "card.black.2", "card.black.4") and columns[5] == (WILD,)
    cubes = [CUBE_COLOUR[c] for c in state.contents[OBJECTIVE_CUBES]]
    assert len(cubes) == (9 if small else 12)
    if not small:
        assert state.cube_on(state.loc[WILD][1]) is None and all(cubes.count(c) >= 2 for c in BASIC)
    kept = {2: 1, 3: 2, 4: 3}[players]
    for colour in BASIC:
        pile = state.contents[hq_pile(colour)]
        assert len(pile) == kept and value(pile[-1]) == 2
    tiles = [state.profile(s) for s in range(players)]
    assert len({t.split(".")[1] for t in tiles}) == players and all(state.profile_up(s) for s in range(players))


def test_variants_off_keep_every_headquarters_and_no_profiles_without_the_option():
    state = game(2, small_table=False, profiles=False)
    assert state.columns == 6 and all(len(state.contents[hq_pile(c)]) == 3 for c in BASIC)
    assert state.profile(0) is None and state.profile(1) is None


def test_starting_cubes_are_chosen_in_reverse_seat_order_one_colour_each():
    state = game(3)
    assert state.phase == "pick" and state.current_player == 2
    state.apply(move(state.contents["supply.green"][-1], units(2)))
    assert state.current_player == 1
    assert all(CUBE_COLOUR[a.component] != "green" for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="nobody has chosen"):
        state.apply(move(state.contents["supply.green"][-1], units(1)))
    state.apply(move(state.contents["supply.red"][-1], units(1)))
    state.apply(move(state.contents["supply.blue"][-1], units(0)))
    assert state.phase == "hire" and state.current_player == 0 and state.have(0) == (0, 1, 0, 0)


def test_nothing_is_hidden_but_the_deck():
    state = started(3)
    view = state.view(1)
    hidden = [cid for ids in view.contents.values() for cid in ids if ".?" in cid]
    assert len(hidden) == 31 and all(state.loc[c][0] == "deck" for c in state.loc if not state.visible_to(c, 1))
    assert not engine.game_info(GAME).hidden_info


# ----- hiring -------------------------------------------------------------------------------
def test_revealing_adds_to_the_pool_and_a_black_card_before_any_unit_is_discarded():
    state = started()
    on_top(state, "card.red.4", "card.black.3")
    state.apply(REVEAL)
    assert state.contents["discard"] == ["card.black.3"] and state.phase == "hire"
    state.apply(REVEAL)
    assert state.contents["pool"] == ["card.red.4"]
    assert move("card.red.4", units(0)) in state.legal_actions()


def test_a_black_card_after_a_unit_busts_to_utilize():
    state = started(profiles=False)
    on_top(state, "card.black.5", "card.red.4")
    state.apply(REVEAL)
    state.apply(REVEAL)
    assert state.phase == "utilize" and state.busted and not state.contents["pool"]
    assert set(state.contents["discard"]) == {"card.red.4", "card.black.5"}


def test_the_profile_cancels_a_bust_once_and_hiring_goes_on():
    state = started()
    on_top(state, "card.black.g1", "card.blue.2", "card.black.5", "card.red.4")
    state.apply(REVEAL)
    state.apply(REVEAL)
    assert state.phase == "bust" and set(state.legal_actions()) == {RESCUE, Pass()}
    state.apply(RESCUE)
    assert state.phase == "hire" and not state.profile_up(0) and not state.contents["pool"]
    state.apply(REVEAL)
    state.apply(REVEAL)  # a second bust: the profile is already face down
    assert state.phase == "utilize" and state.busted


def test_accepting_the_bust_keeps_the_profile():
    state = started()
    on_top(state, "card.black.5", "card.red.4")
    state.apply(REVEAL)
    state.apply(REVEAL)
    state.apply(Pass())
    assert state.phase == "utilize" and state.busted and state.profile_up(0)


# ----- taking units ---------------------------------------------------------------------------
def test_taking_a_colour_gains_the_total_value_and_the_profile_bonus():
    state = started(profiles=True)
    set_profile(state, 0, card_symbol("red", 3))
    pool(state, "card.red.3", "card.red.5", "card.blue.2")
    state.apply(move("card.red.3", units(0)))
    assert state.have(0) == (3 + 5 + 1, 0, 0, 0)
    assert state.contents["pool"] == ["card.blue.2"] and "card.red.5" in state.contents["discard"]


def test_a_face_down_profile_gives_no_bonus_and_in_sync_gives_one_of_each_other_colour():
    state = started()
    set_profile(state, 0, card_symbol("blue", 2))
    flip_profile(state, 0, False)
    pool(state, "card.red.1", "card.blue.2", "card.yellow.3", "card.green.4")
    state.apply(move("card.blue.2", units(0)))
    assert state.have(0) == (1, 2, 1, 1)


def test_a_green_hq_marker_adds_a_cube_of_its_colour():
    state = started(profiles=False)
    own_hq(state, 0, "card.green.g1", marker="red")
    pool(state, "card.red.2", "card.blue.6")
    state.apply(move("card.red.2", units(0)))
    assert state.have(0) == (3, 0, 0, 0)


def test_without_powers_a_marker_does_nothing():
    state = started(profiles=False, powers=False)
    own_hq(state, 0, "card.green.g1", marker="red")
    pool(state, "card.red.2")
    state.apply(move("card.red.2", units(0)))
    assert state.have(0) == (2, 0, 0, 0)


def test_the_supply_limits_a_gain():
    state = started(profiles=False)
    give(state, 1, red=len(state.contents["supply.red"]) - 2)
    pool(state, "card.red.6")
    state.apply(move("card.red.6", units(0)))
    assert state.have(0)[0] == 2 and not state.contents["supply.red"]


# ----- refer ----------------------------------------------------------------------------------
def test_refer_goes_round_in_seat_order_paying_the_active_player():
    state = started(3, profiles=False)
    give(state, 1, blue=1)
    give(state, 2, yellow=2)
    pool(state, "card.red.3", "card.blue.4", "card.green.1")
    state.apply(move("card.red.3", units(0)))
    assert state.phase == "refer" and state.current_player == 1
    state.apply(Move("card.blue.4", units(1), BASIC.index("blue")))
    assert state.have(1) == (0, 4, 0, 0) and state.have(0) == (3, 1, 0, 0)
    assert state.current_player == 2
    assert Move("card.green.1", units(2), BASIC.index("yellow")) in state.legal_actions()
    state.apply(Pass())
    assert state.phase == "utilize" and state.current_player == 0 and state.contents["pool"] == ["card.green.1"]


def test_refer_skips_seats_without_cubes_and_ends_when_the_pool_has_no_units():
    state = started(3, profiles=False)
    give(state, 2, red=1)
    pool(state, "card.red.3")
    state.apply(move("card.red.3", units(0)))
    assert state.phase == "utilize"  # nothing left to refer for
    state = started(3, profiles=False)
    give(state, 2, red=1)
    pool(state, "card.red.3", "card.blue.1")
    state.apply(move("card.red.3", units(0)))
    assert state.phase == "refer" and state.current_player == 2  # seat 1 has no cube to pay


def test_a_bust_skips_refer():
    state = started(3, profiles=False)
    give(state, 1, red=3)
    on_top(state, "card.black.3", "card.blue.2")
    state.apply(REVEAL)
    state.apply(REVEAL)
    assert state.phase == "utilize" and state.current_player == 0


# ----- utilize: objectives, headquarters, profile -------------------------------------------
def test_an_objective_costs_each_card_in_its_cube_colour_and_scores_its_values():
    state = started(profiles=False)
    set_objectives(state, [("card.white.1", "red"), ("card.white.2", "blue"), ("card.white.5", "red")],
                   [("card.white.6", "green")])
    assert state.need(0) == (6, 2, 0, 0)
    give(state, 0, red=6, blue=1)
    utilize(state)
    assert not any(isinstance(a, Move) and a.component == "card.white.1" for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="6 red and 2 blue cubes"):
        state.apply(move("card.white.1", gang(0)))
    give(state, 0, blue=1)
    state.apply(move("card.white.5", gang(0)))
    assert state.have(0) == (0, 0, 0, 0) and state.points(0) == 8 and state.objectives_left() == 1
    assert state.objectives_won(0) and not state.contents[OBJECTIVE_CUBES][:0]


def test_blue_headquarters_save_cubes_where_the_player_chooses():
    state = started(profiles=False)
    set_objectives(state, [("card.white.3", "red"), ("card.white.2", "blue")], [("card.white.6", "green")])
    own_hq(state, 0, "card.blue.g1")
    give(state, 0, red=3, blue=2)
    utilize(state)
    options = {a.slot for a in state.legal_actions() if isinstance(a, Move) and a.component == "card.white.3"}
    assert {costs.decode(s) for s in options} == {(2, 2, 0, 0), (3, 1, 0, 0)}
    state.apply(Move("card.white.3", gang(0), costs.encode((3, 1, 0, 0))))
    assert state.have(0) == (0, 1, 0, 0)


def test_the_wild_black_six_takes_six_of_any_one_colour():
    state = started(profiles=False)
    set_objectives(state, [(WILD, None)], [("card.white.6", "green")])
    give(state, 0, red=5, yellow=6)
    utilize(state)
    wild = [a for a in state.legal_actions() if isinstance(a, Move) and a.component == WILD]
    assert len(wild) == 1 and wild[0].slot is None
    state.apply(wild[0])
    assert state.have(0) == (5, 0, 0, 0) and state.points(0) == 6


def test_a_headquarters_costs_two_plus_the_table_cubes_of_its_colour_and_scores_its_value():
    state = started(profiles=False)
    set_objectives(state, [("card.white.1", "red"), ("card.white.2", "red")], [("card.white.6", "blue")])
    assert state.hq_cost("red") == 4 and state.hq_cost("blue") == 3 and state.hq_cost("yellow") == 2
    give(state, 0, red=3)
    utilize(state)
    top = state.contents[hq_pile("red")][-1]
    with pytest.raises(IllegalAction, match="costs 4 red cubes"):
        state.apply(move(top, gang(0)))
    give(state, 0, red=1)
    state.apply(move(top, gang(0)))
    assert state.have(0) == (0, 0, 0, 0) and state.points(0) == 2 and state.hqs(0) == [top]


def test_a_green_headquarters_is_marked_with_a_colour_chosen_at_purchase():
    state = started(profiles=False)
    give(state, 0, green=state.hq_cost("green"))
    utilize(state)
    top = state.contents[hq_pile("green")][-1]
    marks = [a for a in state.legal_actions() if isinstance(a, Move) and a.component == top]
    assert sorted(a.slot for a in marks) == [0, 1, 2, 3]
    assert state.label(marks[2]) == "Mark it yellow"
    state.apply(marks[2])
    assert state.markers(0, "yellow") == 1


def test_turning_the_profile_up_costs_two_or_one_after_a_bust_less_per_yellow_hq():
    state = started()
    flip_profile(state, 0, False)
    give(state, 0, red=1, blue=1)
    utilize(state)
    assert state.unflip_cost(0) == 2
    state.apply(Choose("unflip", state.profile(0)))
    assert state.profile_up(0) and state.have(0) == (0, 0, 0, 0)
    state = started()
    flip_profile(state, 0, False)
    give(state, 0, red=2, blue=1)
    utilize(state)
    state.busted = True
    assert state.unflip_cost(0) == 1
    state.apply(Choose("unflip", state.profile(0)))
    assert state.phase == "unflip"
    assert {a.value for a in state.legal_actions() if a != CANCEL} == {costs.encode((1, 0, 0, 0)),
                                                                        costs.encode((0, 1, 0, 0))}
    state.apply(Choose("pay", costs.encode((0, 1, 0, 0))))
    assert state.phase == "utilize" and state.profile_up(0) and state.have(0) == (2, 0, 0, 0)
    state = started()
    flip_profile(state, 0, False)
    own_hq(state, 0, "card.yellow.g1")
    own_hq(state, 0, "card.yellow.g2")
    utilize(state)
    assert state.unflip_cost(0) == 0
    state.apply(Choose("unflip", state.profile(0)))
    assert state.profile_up(0)


def test_ending_the_turn_clears_the_pool_and_passes_on():
    state = started(profiles=False)
    pool(state, "card.blue.3", "card.red.1")
    utilize(state)
    state.apply(Pass())
    assert not state.contents["pool"] and state.active == 1 and state.phase == "hire"


# ----- specialize -------------------------------------------------------------------------------
def test_specialize_trades_three_of_one_colour_or_three_different_for_another():
    state = started(profiles=False)
    give(state, 0, red=3, blue=1, yellow=1)
    state.apply(START)
    assert state.phase == "specialize"
    ways = {(CUBE_COLOUR[a.component], costs.decode(a.slot)) for a in state.legal_actions() if a != CANCEL}
    assert ways == {("blue", (3, 0, 0, 0)), ("yellow", (3, 0, 0, 0)), ("green", (3, 0, 0, 0)),
                    ("green", (1, 1, 1, 0))}
    state.apply(Move(state.contents["supply.green"][-1], units(0), costs.encode((1, 1, 1, 0))))
    assert state.have(0) == (2, 0, 0, 1) and state.phase == "hire"


def test_a_red_hq_makes_specialize_cost_two_and_cancel_changes_nothing():
    state = started(profiles=False)
    own_hq(state, 0, "card.red.g1")
    give(state, 0, blue=2)
    before = state.have(0)
    state.apply(START)
    state.apply(CANCEL)
    assert state.phase == "hire" and state.have(0) == before
    state.apply(START)
    state.apply(Move(state.contents["supply.red"][-1], units(0), costs.encode((0, 2, 0, 0))))
    assert state.have(0) == (1, 0, 0, 0)


def test_no_specialize_after_the_orange_x_nor_while_others_refer():
    state = started(profiles=False)
    give(state, 0, red=3)
    assert START in state.legal_actions()
    on_top(state, ORANGE_X)
    state.apply(REVEAL)
    while state.phase == "bonus":
        state.apply(state.legal_actions()[0])
    assert state.orange and START not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Orange X came up"):
        state.apply(START)


# ----- events -------------------------------------------------------------------------------
def test_orange_x_halves_cubes_over_the_limit_rounded_down_the_owner_choosing():
    state = started(3, profiles=False)
    give(state, 1, red=5, blue=4)  # 9 cubes: over 7
    give(state, 2, red=7)  # exactly 7: safe
    give(state, 0, green=1)
    on_top(state, ORANGE_X)
    state.apply(REVEAL)
    assert state.phase == "disperse" and state.current_player == 1 and state.owed == 4
    for _ in range(4):
        state.apply(move(state.contents[units(1)][-1], supply(CUBE_COLOUR[state.contents[units(1)][-1]])))
    assert state.cube_count(1) == 5 and state.cube_count(2) == 7
    assert state.phase == "bonus" and state.current_player == 0  # all on 0 points: the fewest cubes (1)
    state.apply(move(state.contents["supply.red"][-1], units(0)))
    assert state.phase == "hire" and state.have(0) == (1, 0, 0, 1)


def test_the_profile_ignores_the_dispersion():
    state = started(2)
    give(state, 1, red=8)
    on_top(state, ORANGE_X)
    state.apply(REVEAL)
    assert state.phase == "disperse" and IGNORE in state.legal_actions()
    state.apply(IGNORE)
    assert state.cube_count(1) == 8 and not state.profile_up(1)


def test_once_giving_back_has_begun_the_profile_cannot_excuse_the_rest():
    """Issue 29: "Once paying has begun, finish paying." (rulings: the profile may "ignore Orange X's
    discard for yourself", and a player over 7 cubes "discards half of them")."""
    state = started(2)
    give(state, 1, red=9)
    on_top(state, ORANGE_X)
    state.apply(REVEAL)
    assert state.phase == "disperse" and state.owed == 4 and IGNORE in state.legal_actions()
    state.apply(move(state.contents[units(1)][-1], supply("red")))  # 9 -> 8: one given back
    assert state.owed == 3 and IGNORE not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(IGNORE)
    for _ in range(3):
        state.apply(move(state.contents[units(1)][-1], supply("red")))
    assert state.cube_count(1) == 5 and state.profile_up(1) and state.phase != "disperse"
    assert not state.giving_back  # the next dispersion may be ignored again


def test_the_underdog_bonus_goes_to_the_least_points_once_a_turn():
    state = started(3, profiles=False)
    state.put("card.white.g2", gang(1))  # Player 2 has 1 point, Player 1 and 3 none
    state.put("card.white.g3", gang(0))
    state._legal = None
    on_top(state, ORANGE_X, GREEN_X)
    state.apply(REVEAL)
    assert state.phase == "bonus" and state.current_player == 2
    state.apply(move(state.contents["supply.blue"][-1], units(2)))
    assert state.phase == "hire" and state.reshuffle
    state.apply(REVEAL)
    assert state.phase == "hire" and state.orange and state.cube_count(2) == 1  # no second bonus


def test_the_underdogs_are_found_after_the_dispersion():
    state = started(2, profiles=False)
    give(state, 0, red=3)
    give(state, 1, red=9)  # gives back 4, keeps 5: Player 1 still has fewer cubes
    on_top(state, ORANGE_X)
    state.apply(REVEAL)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert state.phase == "bonus" and state.current_player == 0
    state = started(2, profiles=False)
    give(state, 0, red=5)
    give(state, 1, red=9)  # keeps 5: level with Player 1, so both get the bonus
    on_top(state, ORANGE_X)
    state.apply(REVEAL)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert state.underdogs() == [0, 1] and state.phase == "bonus" and state.current_player == 0


def test_with_all_level_on_points_the_bonus_goes_to_the_least_cubes():
    state = started(3, profiles=False)
    give(state, 0, red=2)
    give(state, 2, red=1)
    assert state.underdogs() == [1]
    give(state, 1, red=1)
    assert state.underdogs() == [1, 2]


def test_green_x_shuffles_deck_and_discard_together_after_the_turn():
    state = started(profiles=False)
    on_top(state, GREEN_X)
    state.apply(REVEAL)
    while state.phase == "bonus":
        state.apply(state.legal_actions()[0])
    on_top(state, "card.black.3", "card.red.2")
    state.apply(REVEAL)
    state.apply(REVEAL)  # bust
    assert state.phase == "utilize" and len(state.contents["discard"]) == 3
    state.apply(Pass())
    assert len(state.contents["deck"]) == 31 and not state.contents["discard"]


def test_an_empty_deck_is_refilled_from_the_discard():
    state = started(profiles=False)
    for cid in list(state.contents["deck"]):
        state.put(cid, "discard", face_up=True)
    state.put("card.red.1", "deck", face_up=False)
    state.put("card.red.1", "discard", face_up=True)
    state._legal = None
    state.apply(REVEAL)
    assert len(state.contents["pool"]) == 1 and len(state.contents["deck"]) == 30


# ----- the end ------------------------------------------------------------------------------
def test_the_last_objective_finishes_the_round_then_the_end_purchase_then_the_result():
    state = started(profiles=False)
    set_objectives(state, [("card.white.3", "red")])
    give(state, 0, red=3)
    give(state, 1, blue=5, red=1)
    utilize(state)
    state.apply(move("card.white.3", gang(0)))
    assert state.ending and state.objectives_left() == 0
    state.apply(Pass())
    assert state.active == 1 and state.phase == "hire"  # the round is finished
    utilize(state)
    state.apply(Pass())
    assert state.phase == "purchase" and state.current_player == 1 and state.buying[0] == BASIC.index("blue")
    top = state.contents[hq_pile("blue")][-1]
    assert state.legal_actions() == [move(top, gang(1)), Pass()]
    state.apply(move(top, gang(1)))
    assert state.is_terminal()  # only one blue HQ in a 2-player game; nobody else can buy
    assert state.scores() == [3.0, 2.0] and state.winners() == [0]


def test_end_purchase_order_is_most_cubes_and_the_later_seat_on_a_tie():
    state = started(3, profiles=False)
    give(state, 0, green=3)
    give(state, 2, green=3)
    give(state, 1, green=1)
    assert state.buyer_order(BASIC.index("green")) == (2, 0, 1)


def test_ties_break_on_cubes_then_on_the_highest_objective_card():
    state = started(profiles=False)
    state.put("card.white.5", gang(0))
    state.put("card.white.4", gang(1))
    state.put("card.white.g3", gang(1))
    assert state.points(0) == state.points(1) == 5
    state.current_player = None
    state.phase = "over"
    assert state.winners() == [0]  # 5 beats 4 as the highest card
    assert state.panel()["Decided by"] == "equal points and cubes: the highest objective cards"
    give(state, 1, red=1)
    assert state.winners() == [1]  # more cubes comes first
    assert state.panel()["Decided by"] == "equal points: most cubes left"
    give(state, 0, red=1)
    for cid in ("card.white.5", "card.white.4"):
        state.put(cid, "box")
    state.put("card.white.4", gang(0))
    state.put("card.white.g2", gang(0))
    state.put("card.black.4", gang(1))
    assert state.points(0) == state.points(1) == 5 and state.winners() == [0, 1]  # fully level: both win


# ----- variants in random play -------------------------------------------------------------
@pytest.mark.parametrize("players,options", [
    (2, {"profiles": False, "powers": False, "small_table": False}),
    (3, {"profiles": False}),
    (3, {"powers": False, "small_table": False}),
])
def test_variants_play_out_by_the_standard_checks(players, options):
    """The shared harness plays the defaults; these option sets get a few seeds here."""
    from greenbox_desktop.engine.conformance import verify_playout
    for seed in range(3):
        end = verify_playout(GAME, players, seed, options, every=10)
        assert end.is_terminal() and end.objectives_left() == 0 and end.winners()


# ----- bots -------------------------------------------------------------------------------
def test_evaluate_favours_points_and_cubes_and_playouts_take_a_good_colour():
    import random

    from greenbox_desktop import ai
    state = started(profiles=False)
    assert state.evaluate(0) == pytest.approx(0.5)
    state.put("card.white.5", gang(0))
    state._survey()
    assert state.evaluate(0) > 0.5 > state.evaluate(1)
    give(state, 1, red=4, blue=4, yellow=4)
    assert state.evaluate(1) > 0.5
    pool(state, "card.blue.2")
    assert state.playout_action(random.Random(1)) == REVEAL
    pool(state, "card.blue.5")  # 7 blue cubes, but the most the seat could spend is 4
    assert state.playout_action(random.Random(1)) == REVEAL
    pool(state, "card.green.5")
    assert state.playout_action(random.Random(1)).component == "card.green.5"
    choice = ai.choose(state.view(0), 0, "easy", seed=3)
    assert choice in state.legal_actions()


def test_bots_value_the_cubes_a_seat_can_spend_above_spare_ones():
    """Seed 1's board asks for at most 5 red, 3 blue, 4 yellow and 6 green on one objective, and
    each colour's next headquarters costs 4 (green 5): cubes past the larger of the two are spare."""
    import random

    from greenbox_desktop.games.green_port.bots import CUBE_WORTH, SPARE_WORTH
    state = started(profiles=False)
    assert [state.need(k) for k in range(4)] == [(0, 1, 4, 0), (5, 0, 0, 1), (2, 0, 1, 6), (0, 3, 0, 2)]
    assert [state.hq_cost(c) for c in BASIC] == [4, 4, 4, 5]
    assert state.targets(0) == [5, 4, 4, 6]
    give(state, 0, red=7)
    assert state.wanted(0) == [0, 4, 4, 6]
    assert state.worth(0) == pytest.approx(5 * CUBE_WORTH + 2 * SPARE_WORTH)
    give(state, 1, green=6)
    assert state.worth(1) == pytest.approx(6 * CUBE_WORTH)
    assert state.evaluate(1) > 0.5 > state.evaluate(0)
    pool(state, "card.red.5", "card.green.6")
    assert state.useful_gain(0, "red") == 0 and state.useful_gain(0, "green") == 6
    assert state.playout_action(random.Random(1)).component == "card.green.6"


def test_the_wild_objective_asks_bots_for_six_of_the_colour_they_hold_most():
    """With 3 seats the black 6 is on the table: 6 cubes of any one colour, so a seat's target
    there is 6 of its most plentiful colour (red when it holds nothing)."""
    state = started(3, profiles=False)
    assert state.column(5) == (WILD,)
    assert [max(state.need(k)[i] for k in range(5)) for i in range(4)] == [5, 3, 4, 6]
    assert [state.hq_cost(c) for c in BASIC] == [5, 5, 5, 5]
    assert state.targets(0) == [6, 5, 5, 6]
    give(state, 0, yellow=3)
    assert state.targets(0) == [5, 5, 6, 6]


# ----- words -------------------------------------------------------------------------------
def test_bots_open_a_menu_only_to_pay_so_they_cannot_stall():
    """Opening Specialize or the profile's payment and closing it again changes nothing: a bot that
    weighed Cancel could go round in circles for ever instead of ending its turn."""
    from greenbox_desktop import ai
    state = started()
    give(state, 0, blue=3, red=2)
    flip_profile(state, 0, False)
    utilize(state)
    unflip = Choose("unflip", state.profile(0))
    assert {START, unflip} <= set(state.bot_actions())
    for opening in (START, unflip):
        menu = state.clone()
        menu.apply(opening)
        assert CANCEL in menu.legal_actions() and CANCEL not in menu.bot_actions()
        assert set(menu.bot_actions()) == set(menu.legal_actions()) - {CANCEL}
        for level in ai.LEVELS:
            assert ai.choose(menu.view(0), 0, level, seed=2) != CANCEL


def test_refusals_name_the_reason():
    state = started(profiles=False)
    assert "reveal a card" in state.explain(Pass())
    assert "Turning it back up" in state.explain(Choose("unflip", "tile.drop.1")) or \
        "utilize" in state.explain(Choose("unflip", "tile.drop.1"))
    on_top(state, "card.red.1")
    state.apply(REVEAL)
    assert "own cubes" in state.explain(move("card.red.1", units(1)))


def test_panel_labels_and_tooltips_tell_the_state():
    state = started(profiles=True)
    facts = state.panel()
    assert facts["Step"] == "Hire" and facts["Player 1"].startswith("0 points, 0 cubes, profile ")
    assert state.label(REVEAL) == "Reveal a card" and state.now().startswith("Reveal a card")
    pool(state, "card.red.2")
    assert "2 red cubes" in state.tooltip("card.red.2") or "3 red cubes" in state.tooltip("card.red.2")
    assert "Objective 1" in state.tooltip(state.column(0)[0])
    assert "Specialize costs 2" in state.tooltip(state.contents[hq_pile("red")][-1])
    assert all(cid not in HQ_CARDS for cid in EVENTS)
