"""The Golden Pyramid: setup, every rule and ruling of shared/rules/golden_pyramid.md, scoring, the ends."""

import random
from collections import Counter

import pytest

from greenbox_desktop import ai, engine
from greenbox_desktop.box import COLOURS
from greenbox_desktop.engine import Choose, IllegalAction, Move, Pass, State
from greenbox_desktop.games.golden_pyramid import pyramid
from greenbox_desktop.games.golden_pyramid.parts import (
    BAG, CARD_COLOUR, CARD_SYMBOL, CARD_VALUE, DECK, DECK_CARDS, DISCARD, MARKET, OFFER, TILES, TRACK, builder,
    colour_of, columns_zone, cubes, hand, level_zone, score_cube,
)
from greenbox_desktop.games.golden_pyramid.rules import (
    ACCEPT, KEEP_DONE, REDRAW, REFUSE, USE_CARDS, USE_COLOUR, USE_CUBES,
)


def new(players=2, seed=1, **options):
    return engine.new_game("golden_pyramid", players, seed=seed, options=options)


def position(players=2, cards=(), colours=(), turn=0, seed=1, **options):
    """A game whose every hand and supply is emptied, then ``cards[s]`` (card ids) and ``colours[s]``
    (cube colours) handed to seat s; seat ``turn`` is about to act."""
    state = new(players, seed, **options)
    for seat in range(players):
        for cid in list(state.contents[hand(seat)]):
            state.put(cid, DECK, face_up=False)
        for cid in list(state.contents[cubes(seat)]):
            if cid.startswith("cube."):
                state.put(cid, BAG)
    for seat, ids in enumerate(cards):
        for cid in ids:
            state.put(cid, hand(seat))
    for seat, wanted in enumerate(colours):
        for colour in wanted:
            give_cube(state, seat, colour)
    state._start_turn(turn)
    state._legal = None
    return state


def give_cube(state, seat, colour):
    cid = next(c for c in state.contents[BAG] if colour_of(c) == colour)
    state.put(cid, cubes(seat))


def lay(state, level, cells, symbols=("arrow", "wheel", "bricks", "circles", "drop")):
    """Lay tiles (golden side up) on cells of a level, taken from the stacks of ``symbols`` in turn."""
    for cell in cells:
        tile = next(t for t in map(state.stack_top, symbols) if t is not None)
        state.put(tile, level_zone(level), cell, face_up=False)
    state._legal = None


def column(state, level, quarter, colour):
    """Stand a column of ``colour`` from the bag on a quarter of a level."""
    cid = next(c for c in state.contents[BAG] if colour_of(c) == colour)
    state.put(cid, columns_zone(level), quarter)
    state._legal = None


def stand(state, seat, level, cell):
    """Stand a seat's builder on a tile of a level it has built on."""
    state._stand(seat, f"builders.{level}", cell)
    built = list(state.built)
    built[seat] |= 1 << level
    state.built = tuple(built)
    state._legal = None


def own_cube(state, seat, colour):
    """The cube of a colour that a seat's moves name (any one of them looks the same)."""
    return state.one_per_colour(cubes(seat))[colour]


def card_with(symbol=None, value=None, colour=None, exclude=()):
    """A deck card with the given symbol, value and colour."""
    return next(c for c in DECK_CARDS if (symbol is None or CARD_SYMBOL[c] == symbol)
                and (value is None or CARD_VALUE[c] == value) and (colour is None or CARD_COLOUR[c] == colour)
                and c not in exclude)


def refusal(state, action):
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    return str(caught.value)


def empty_stack(state, symbol):
    """Send every tile of a symbol's stack to the box."""
    for tid in [t for t in state.contents[TILES] if t.split(".")[1] == symbol]:
        state.put(tid, "box")
    state._legal = None


# ----- setup --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,start,per_colour,market", [(2, 4, 15, 3), (3, 4, 15, 3), (4, 3, 15, 3),
                                                            (5, 3, 18, 4), (6, 3, 18, 4)])
def test_setup_counts(players, start, per_colour, market):
    state = new(players)
    assert len(DECK_CARDS) == 42
    assert all(CARD_VALUE[c] <= 4 for c in DECK_CARDS)
    for seat in range(players):
        assert len(state.contents[hand(seat)]) == start
        assert state.cube_total(seat) == start
        assert state.where(builder(seat)).zone == cubes(seat)
        assert state.where(score_cube(seat)) == (TRACK, 0, True)
    assert len(state.contents[DECK]) == 42 - players * start
    assert len(state.contents[MARKET]) == market
    in_play = state.contents[BAG] + state.contents[MARKET] + [c for s in range(players) for c in state.contents[cubes(s)]
                                                             if c.startswith("cube.")]
    assert Counter(colour_of(c) for c in in_play) == {c: per_colour for c in COLOURS}
    assert len(state.contents[TILES]) == 36
    assert {state.where(t).slot for t in state.contents[TILES]} == set(range(6))
    assert state.current_player == 0 and state.points == (0,) * players


def test_setup_market_has_no_three_alike():
    for seed in range(40):
        counts = Counter(colour_of(c) for c in new(5, seed).contents[MARKET])
        assert max(counts.values()) < 3


def test_hands_are_hidden_from_the_other_seats():
    state = new(3)
    view = state.view(1)
    assert all(".?" in c for c in view.contents[hand(0)])
    assert all(".?" not in c for c in view.contents[hand(1)])
    assert all(".?" in c for c in view.contents[DECK] + view.contents[BAG])
    assert all(".?" not in c for c in view.contents[MARKET] + view.contents[cubes(0)])


def test_quick_visibility_agrees_with_the_engine():
    state = engine.new_game("golden_pyramid", 3, seed=4, options={"round_limit": 3})
    chooser = random.Random(4)
    for _ in range(60):
        actions = state.legal_actions()
        if not actions:
            break
        state.apply(actions[chooser.randrange(len(actions))])
        for cid in list(state.loc)[::7]:
            for seat in (None, 0, 1, 2):
                assert state.visible_to(cid, seat) == State.visible_to(state, cid, seat)


# ----- the market ---------------------------------------------------------------------------------

def test_three_alike_in_the_market_is_drawn_again():
    state = position(colours=[["red", "red", "blue"]])
    for cid in list(state.contents[MARKET]):
        state.put(cid, BAG)
    give_cube(state, 0, "red")
    for _ in range(2):
        state.put(next(c for c in state.contents[BAG] if colour_of(c) == "green"), MARKET)
    state.put(next(c for c in state.contents[BAG] if colour_of(c) == "yellow"), MARKET)
    red = own_cube(state, 0, "red")
    state._legal = None
    state.apply(Move(state.one_per_colour(MARKET)["yellow"], cubes(0)))  # take the yellow: 2 greens stay
    state.apply(Move(own_cube(state, 0, "green") if "green" in state.one_per_colour(cubes(0)) else red, MARKET))
    assert state.step == "give"
    draws = state.market_draws
    state.apply(Move(own_cube(state, 0, "blue"), BAG))
    assert state.market_draws == draws  # red, green, green: no three alike, no redraw
    state = position(colours=[["green", "blue", "blue"]])
    for cid in list(state.contents[MARKET]):
        state.put(cid, BAG)
    for colour in ("green", "green", "yellow"):
        state.put(next(c for c in state.contents[BAG] if colour_of(c) == colour), MARKET)
    state._legal = None
    state.apply(Move(state.one_per_colour(MARKET)["yellow"], cubes(0)))
    state.apply(Move(own_cube(state, 0, "green"), MARKET))  # three greens now
    state.apply(Move(own_cube(state, 0, "blue"), BAG))
    assert state.market_draws > draws
    assert max(Counter(colour_of(c) for c in state.contents[MARKET]).values()) < 3
    assert len(state.contents[MARKET]) == 3


def test_market_trade_is_two_for_one():
    state = position(colours=[["blue"]])
    assert not any(isinstance(a, Move) and a.zone == cubes(0) for a in state.legal_actions())
    assert "at least 2 cubes" in refusal(state, Move(state.contents[MARKET][0], cubes(0)))
    state = position(colours=[["blue", "white"]])
    taken = state.contents[MARKET][0]
    state.apply(Move(taken, cubes(0)))
    assert state.step == "give" and state.current_player == 0
    state.apply(Move(own_cube(state, 0, "blue"), MARKET))
    assert not any(a.zone == MARKET for a in state.legal_actions())
    state.apply(Move(own_cube(state, 0, "white"), BAG))
    assert state.cube_total(0) == 1 and state.current_player == 1


def test_market_redraw_option_then_trade_costs_a_point():
    state = position(colours=[["blue", "white"]], market_redraw=True)
    state.points = (2, 0)
    state.apply(REDRAW)
    assert state.step == "redrawn" and len(state.contents[MARKET]) == 3
    state.apply(Move(state.contents[MARKET][0], cubes(0)))
    assert state.points[0] == 1 and state.step == "give"
    state = position(colours=[["blue", "white"]], market_redraw=True)
    state.apply(REDRAW)
    state.apply(Pass())
    assert state.current_player == 1 and state.cube_total(0) == 2
    assert REDRAW not in position().legal_actions()


# ----- drawing ------------------------------------------------------------------------------------

def test_draw_cubes_keeps_half_rounded_up():
    card = card_with(value=3)
    state = position(cards=[[card]])
    state.apply(Move(card, DISCARD))
    assert state.step == "use" and state.lead == card
    state.apply(USE_CUBES)
    assert state.cube_total(0) == 3 and state.to_return == 1
    back = state.legal_actions()
    assert all(a.zone == BAG and colour_of(a.component) in state.drawn for a in back)
    state.apply(back[0])
    assert state.cube_total(0) == 2 and state.current_player == 1
    assert state.where(card).zone == DISCARD


def test_take_one_cube_of_the_card_colour():
    card = card_with(colour="white", value=1)
    state = position(cards=[[card]])
    state.apply(Move(card, DISCARD))
    state.apply(USE_COLOUR)
    assert state.cube_counts(0) == {"white": 1} and state.current_player == 1
    state = position(cards=[[card]])
    for cid in [c for c in state.contents[BAG] if colour_of(c) == "white"]:
        state.put(cid, cubes(1))
    state.apply(Move(card, DISCARD))
    assert USE_COLOUR not in state.legal_actions()


def test_draw_cards_keeps_up_to_three():
    card = card_with(value=4)
    state = position(cards=[[card, card_with(value=1)]])
    state.apply(Move(card, DISCARD))
    state.apply(USE_CARDS)
    assert state.fresh == 5 and len(state.hand_of(0)) == 6
    assert "Not now" in refusal(state, KEEP_DONE)
    old = state.hand_of(0)[0]
    assert Move(old, DISCARD) not in state.legal_actions()  # only the new cards may go
    state.apply(Move(state.hand_of(0)[-1], DISCARD))
    state.apply(Move(state.hand_of(0)[-1], DISCARD))
    state.apply(KEEP_DONE)
    assert len(state.hand_of(0)) == 4 and state.current_player == 1


def test_hand_limit_is_seven_at_the_end_of_the_turn():
    cards = [c for c in DECK_CARDS if CARD_VALUE[c] == 1][:6] + [card_with(value=4)]
    state = position(cards=[cards])
    state.apply(Move(cards[-1], DISCARD))
    state.apply(USE_CARDS)
    state.apply(Move(state.hand_of(0)[-1], DISCARD))
    state.apply(Move(state.hand_of(0)[-1], DISCARD))
    state.apply(KEEP_DONE)
    assert state.step == "discard" and len(state.hand_of(0)) == 9
    state.apply(Move(state.hand_of(0)[0], DISCARD))
    state.apply(Move(state.hand_of(0)[0], DISCARD))
    assert len(state.hand_of(0)) == 7 and state.current_player == 1


def test_empty_hand_draws_up_to_two_for_a_point_each():
    state = position(colours=[[]])
    state.points = (3, 0)
    assert Choose("draw", 1) in state.legal_actions() and Choose("draw", 2) in state.legal_actions()
    state.apply(Choose("draw", 2))
    assert state.points[0] == 1 and len(state.hand_of(0)) == 2
    state = position(cards=[[card_with(value=1)]])
    assert Choose("draw", 1) not in state.legal_actions()
    state = position()
    state.apply(Choose("draw", 2))
    assert state.points[0] == 0  # points never go below 0


def test_the_discards_are_shuffled_into_a_new_deck():
    card = card_with(value=2)
    state = position(cards=[[card]])
    for cid in list(state.contents[DECK])[:-1]:
        state.put(cid, DISCARD, face_up=True)
    before = len(state.contents[DISCARD]) + 1  # with the card played
    state.apply(Move(card, DISCARD))
    state.apply(USE_CARDS)
    assert state.fresh == 3  # 1 from the deck, 2 from the discards shuffled into a new deck
    assert len(state.contents[DECK]) == before - 2 and not state.contents[DISCARD]
    assert card not in state.view(1).__dict__.values()  # the played card went into the deck, unseen


# ----- trades between players ---------------------------------------------------------------------

def test_trade_offer_is_answered_by_the_other_player():
    state = position(colours=[["red"], ["blue", "green"]])
    state.apply(Move(own_cube(state, 0, "red"), OFFER))
    assert state.step == "offer"
    state.apply(Move(own_cube(state, 1, "blue"), OFFER))
    assert state.current_player == 1 and state.turn == 0 and state.legal_actions() == [ACCEPT, REFUSE]
    state.apply(ACCEPT)
    assert state.cube_counts(0) == {"blue": 1} and state.cube_counts(1)["red"] == 1
    assert state.current_player == 1 and state.turn == 1


def test_refused_trade_leaves_the_turn_open_and_that_player_asked():
    state = position(colours=[["red"], ["blue"]])
    state.apply(Move(own_cube(state, 0, "red"), OFFER))
    state.apply(Move(own_cube(state, 1, "blue"), OFFER))
    state.apply(REFUSE)
    assert state.current_player == 0 and state.step == "act"
    assert state.cube_counts(0) == {"red": 1} and state.cube_counts(1) == {"blue": 1}
    assert not any(a.zone == OFFER for a in state.legal_actions() if isinstance(a, Move))


def test_a_swap_must_change_colours():
    state = position(colours=[["red"], ["red"]])
    assert not any(isinstance(a, Move) and a.zone == OFFER for a in state.legal_actions())
    assert "another colour" in refusal(state, Move(own_cube(state, 0, "red"), OFFER))
    assert "trade offer" in refusal(state, Move(own_cube(state, 0, "red"), cubes(1)))


# ----- building level 1 ---------------------------------------------------------------------------

def test_level_one_build_takes_the_tile_of_the_card_symbol():
    card = card_with(symbol="wheel", value=1)
    state = position(cards=[[card]])
    state.apply(Move(card, DISCARD))
    tile = state.stack_top("wheel")
    tiles = {a.component for a in state.legal_actions() if isinstance(a, Move)}
    assert tiles == {tile}
    state.apply(Move(tile, level_zone(1), 5))
    assert state.where(tile) == (level_zone(1), 5, False)  # golden side up
    assert state.points[0] == 1 and state.builders[0] == (1, 5)  # first tile of a level: the builder goes there
    assert state.where(builder(0)) == ("builders.1", 5, True)
    assert state.current_player == 1


def test_no_tile_of_the_symbol_left_any_tile_for_no_points():
    card = card_with(symbol="wheel", value=1)
    state = position(cards=[[card]])
    empty_stack(state, "wheel")
    state.apply(Move(card, DISCARD))
    tiles = {a.component for a in state.legal_actions() if isinstance(a, Move)}
    assert len(tiles) == 5
    state.apply(Move(state.stack_top("drop"), level_zone(1), 0))
    assert state.points[0] == 0 and state.last_build[3] == 0


def test_a_card_matching_an_available_tile_must_be_used():
    card = card_with(symbol="wheel", value=1)
    other = card_with(symbol="drop", value=1)
    state = position(cards=[[card, other]])
    empty_stack(state, "wheel")
    state.apply(Move(card, DISCARD))
    assert not any(isinstance(a, Move) for a in state.legal_actions())
    assert state.now().endswith("(it cannot build now).")
    assert "build with that card instead" in refusal(state, Move(state.stack_top("drop"), level_zone(1), 0))


def test_builder_far_away_costs_a_point_and_points_stay_at_least_zero():
    card = card_with(symbol="wheel", value=1)
    state = position(cards=[[card, card_with(symbol="drop", value=1)]])
    lay(state, 1, [0])
    stand(state, 0, 1, 0)
    state.points = (4, 0)
    state.apply(Move(card, DISCARD))
    state.apply(Move(state.stack_top("wheel"), level_zone(1), 15))
    assert state.last_build[6] == 1 and state.points[0] == 4  # +1 tile, -1 far
    assert state.step == "builder"  # not the first tile of the level: the builder may stay
    state.apply(Pass())
    assert state.builders[0] == (1, 0)
    state = position(cards=[[card]])
    lay(state, 1, [0])
    stand(state, 0, 1, 0)
    empty_stack(state, "wheel")
    state.apply(Move(card, DISCARD))
    state.apply(Move(state.stack_top("drop"), level_zone(1), 15))
    assert state.points[0] == 0


def test_builder_beside_the_new_tile_costs_nothing_and_may_move_there():
    card = card_with(symbol="wheel", value=1)
    state = position(cards=[[card]])
    lay(state, 1, [0])
    stand(state, 0, 1, 0)
    state.apply(Move(card, DISCARD))
    state.apply(Move(state.stack_top("wheel"), level_zone(1), 1))
    assert state.points[0] == 1
    state.apply(Move(builder(0), "builders.1", 1))
    assert state.builders[0] == (1, 1)


def test_move_builder_to_a_free_tile_of_its_level():
    state = position(3, colours=[[], [], []])
    lay(state, 1, [0, 1, 2])
    stand(state, 0, 1, 0)
    stand(state, 1, 1, 1)
    moves = [a for a in state.legal_actions() if isinstance(a, Move) and a.component == builder(0)]
    assert moves == [Move(builder(0), "builders.1", 2)]
    assert "another tile of its own level" in refusal(state, Move(builder(0), "builders.1", 1))
    state.apply(moves[0])
    assert state.builders[0] == (1, 2) and state.current_player == 1


# ----- building higher ----------------------------------------------------------------------------

def level_two_position(lead_value=2):
    """Level 1 complete; seat 0 holds a hammers lead card, 4 column cards (blue, blue, green, red) and
    the matching cubes; older columns stand around the centre spot of level 2."""
    lead = card_with(symbol="hammers", value=lead_value)
    cols = [card_with(colour="blue", value=1), card_with(colour="blue", value=2, exclude=(lead,)),
            card_with(colour="green", value=1), card_with(colour="red", value=1)]
    state = position(cards=[[lead] + cols], colours=[["blue", "blue", "green", "red"]])
    lay(state, 1, range(16))
    for quarter, colour in ((19, "blue"), (29, "blue"), (34, "green"), (37, "yellow")):
        column(state, 1, quarter, colour)
    stand(state, 0, 1, 5)  # on one of the tiles under the centre spot
    return state, lead, cols


def test_level_two_build_the_worked_example():
    state, lead, cols = level_two_position()
    state.apply(Move(lead, DISCARD))
    tile = state.stack_top("hammers")
    assert Move(tile, level_zone(2), 4) in state.legal_actions()
    state.apply(Move(tile, level_zone(2), 4))
    assert state.step == "columns"
    for cid in cols:
        state.apply(Move(cid, DISCARD))
    assert state.step == "cubes"
    tl, tr, bl, br = pyramid.block(2, 4)[1]
    assert (tl, tr, bl, br) == (27, 28, 35, 36)
    state.apply(Move(own_cube(state, 0, "blue"), columns_zone(1), tl))
    state.apply(Move(own_cube(state, 0, "blue"), columns_zone(1), tr))
    state.apply(Move(own_cube(state, 0, "green"), columns_zone(1), bl))
    state.apply(Move(own_cube(state, 0, "red"), columns_zone(1), br))
    # blue by blue, blue by blue, green by green: 3; a pair: 1; level 2: 2 -> 6
    assert state.last_build == (0, 2, 4, 2, 1, 3, 0, 6)
    assert state.points[0] == 6 and state.builders[0] == (2, 4) and state.current_player == 1


def test_higher_levels_need_a_card_of_that_value_and_four_tiles_below():
    state, lead, _ = level_two_position(lead_value=1)
    state.apply(Move(lead, DISCARD))
    tile = state.stack_top("hammers")
    assert not any(a.zone == level_zone(2) for a in state.legal_actions() if isinstance(a, Move))
    assert "value 2 or more" in refusal(state, Move(tile, level_zone(2), 4))
    state, lead, _ = level_two_position()
    state.put(state.occupied(1)[0], "box")
    state._legal = None
    state.apply(Move(lead, DISCARD))
    spots = {a.slot for a in state.legal_actions() if isinstance(a, Move) and a.zone == level_zone(2)}
    assert 0 not in spots and 4 in spots
    assert "must be built first" in refusal(state, Move(state.stack_top("hammers"), level_zone(2), 0))


def test_column_cards_must_match_cubes_held():
    state, lead, cols = level_two_position()
    yellow = card_with(colour="yellow", value=1)
    state.put(yellow, hand(0))
    state.apply(Move(lead, DISCARD))
    state.apply(Move(state.stack_top("hammers"), level_zone(2), 4))
    assert Move(yellow, DISCARD) not in state.legal_actions()
    assert "colours you hold cubes of" in refusal(state, Move(yellow, DISCARD))
    for cid in cols:
        state.apply(Move(cid, DISCARD))
    assert "four quarters under the new tile" in refusal(state, Move(own_cube(state, 0, "red"), columns_zone(1), 0))
    give_cube(state, 0, "yellow")
    state._legal = None
    assert "these colours: 2 blue, 1 green and 1 red." in refusal(state, Move(own_cube(state, 0, "yellow"), columns_zone(1), 27))


def test_no_build_above_level_one_without_four_more_cards():
    state, lead, cols = level_two_position()
    state.put(cols[0], DECK)
    state._legal = None
    state.apply(Move(lead, DISCARD))
    assert not any(a.zone == level_zone(2) for a in state.legal_actions() if isinstance(a, Move))


def test_set_points():
    assert pyramid.set_points(["red"] * 4) == 4
    assert pyramid.set_points(["red"] * 3 + ["blue"]) == 2
    assert pyramid.set_points(["red", "red", "blue", "blue"]) == 3
    assert pyramid.set_points(["red", "red", "blue", "green"]) == 1
    assert pyramid.set_points(["red", "white", "blue", "green"]) == 0


def test_a_covered_tile_sends_its_builder_away_for_a_point():
    state, lead, cols = level_two_position()
    column(state, 1, 18, "white")  # tile B2 (cell 5): quarters 18, 19 and 26 taken, 27 comes next
    column(state, 1, 26, "white")
    stand(state, 0, 2, 0)  # seat 0 has built on level 2 already, standing there
    state.built = (1 << 2, 0)
    stand(state, 1, 1, 5)  # seat 1's builder stands on B2, whose fourth quarter (27) is next
    state.points = (0, 5)
    state.apply(Move(lead, DISCARD))
    state.apply(Move(state.stack_top("hammers"), level_zone(2), 4))
    for cid in cols:
        state.apply(Move(cid, DISCARD))
    for colour, quarter in zip(("blue", "blue", "green", "red"), (27, 28, 35, 36)):
        state.apply(Move(own_cube(state, 0, colour), columns_zone(1), quarter))
    assert state.step == "builder"
    state.apply(Pass())
    assert state.step == "moved" and state.current_player == 1
    assert Move(builder(1), "builders.1", 5) not in state.legal_actions()
    state.apply(state.legal_actions()[0])
    assert state.points[1] == 4 and state.builders[1][1] != 5
    assert state.current_player == 1 and state.turn == 1


def test_a_builder_never_goes_down():
    card = card_with(symbol="wheel", value=1)
    state = position(cards=[[card]])
    stand(state, 0, 2, 0)
    state.built = (1 << 2 | 1 << 1, 0)
    state.apply(Move(card, DISCARD))
    state.apply(Move(state.stack_top("wheel"), level_zone(1), 3))
    assert state.builders[0] == (2, 0) and state.current_player == 1


# ----- the end ------------------------------------------------------------------------------------

def top_position():
    """Levels 1-3 built; seat 0 can build the top with a value-4 card."""
    lead = card_with(value=4, colour="red")
    cols = [card_with(colour="black", value=v) for v in (1, 2, 3, 4)]
    state = position(cards=[[lead] + cols], colours=[["black"] * 4])
    lay(state, 1, range(16), ("drop", "hammers", "circles"))
    lay(state, 2, range(9), ("circles", "bricks", "wheel"))
    lay(state, 3, range(4), ("wheel", "arrow"))
    stand(state, 0, 3, 0)
    state.built = (1 << 1 | 1 << 2 | 1 << 3, 1 << 1 | 1 << 2)
    return state, lead, cols


def test_building_the_top_ends_the_game_with_the_end_bonus():
    state, lead, cols = top_position()
    state.points = (10, 14)
    state.apply(Move(lead, DISCARD))
    state.apply(Move(state.stack_top(CARD_SYMBOL[lead]), level_zone(4), 0))
    for cid in cols:
        state.apply(Move(cid, DISCARD))
    for quarter in pyramid.block(4, 0)[1]:
        state.apply(Move(own_cube(state, 0, "black"), columns_zone(3), quarter))
    assert state.is_terminal() and state.legal_actions() == []
    # top tile 4, four alike 4, builder on a tile under it: no penalty -> 18; end bonus 4 and 2
    assert state.points[0] == 18
    assert state.scores() == [22, 16] and state.winners() == [0]
    assert state.where(score_cube(0)).slot == 22 % 30


def test_ties_go_to_the_higher_level_then_fewer_resources():
    state, _, _ = top_position()
    state._finish("test")
    state.points = (10, 11)  # 10 + 3 = 13 and 11 + 2 = 13
    assert state.scores() == [13, 13] and state.winners() == [0]
    state.built = (1 << 2, 1 << 2)
    state.points = (10, 10)
    assert state.winners() == [1]  # seat 0 still holds 5 cards and 4 cubes
    for cid in list(state.hand_of(0)):
        state.put(cid, DISCARD)
    for cid in [c for c in state.contents[cubes(0)] if c.startswith("cube.")]:
        state.put(cid, BAG)
    assert state.winners() == [0, 1]


def test_round_limit_ends_the_game():
    state = position(cards=[[card_with(value=1)], [card_with(value=2)]], round_limit=3)
    for _ in range(6):
        assert not state.is_terminal()
        state.apply(Move(state.hand_of(state.turn)[0], DISCARD))
        state.apply(USE_CARDS)
        while state.step == "keep" and state.fresh > 3:
            state.apply(Move(state.hand_of(state.turn)[-1], DISCARD))
        if state.step == "keep":
            state.apply(KEEP_DONE)
    assert state.is_terminal() and "round limit" in state.ended


def test_evaluate_prefers_the_leader():
    state = position()
    state.points = (8, 2)
    assert state.evaluate(0) > 0.5 > state.evaluate(1)
    state = position(cards=[[card_with(value=1)], []], colours=[["red", "blue"], []])
    assert state.evaluate(0) > 0.5 > state.evaluate(1)  # level on points, richer in cards and cubes


# ----- words --------------------------------------------------------------------------------------

def test_words_for_a_turn():
    card = card_with(symbol="wheel", value=3)
    state = position(cards=[[card]])
    assert "discard pile" in state.now()
    assert "wheel" in state.describe(Move(card, DISCARD)).lower()
    state.apply(Move(card, DISCARD))
    assert "or drag the Wheel tile onto a spot of the pyramid (levels up to 3)" in state.now()
    assert state.label(USE_CUBES) == "Draw 3 cubes, keep 2"
    assert state.label(USE_CARDS) == "Draw 4 cards, keep up to 3"
    assert "Play a card first" in position(cards=[[card]]).explain(Move(state.stack_top("wheel"), level_zone(1), 0))
    facts = state.panel()
    assert "Player 1" in facts and "Supplies" in facts
    assert state.tooltip(card).startswith(CARD_COLOUR[card].capitalize())
    lay(state, 1, [5])
    assert state.tooltip(state.occupied(1)[5]).startswith("Level 1, B2: 0 columns")
    assert state.tooltip(score_cube(1)) == "Player 1: 0 points; Player 2: 0 points."


def test_bots_see_the_bag_colours_and_deal_the_bag_exactly():
    state = new(3, seed=5)
    view = state.view(1)
    assert view.bag_colours() == state.bag_colours() == Counter(colour_of(c) for c in state.contents[BAG])
    dealt = view.determinize(1, random.Random(2))
    assert sorted(dealt.contents[BAG]) == sorted(state.contents[BAG])
    assert dealt.contents[hand(1)] == state.contents[hand(1)]
    assert len(dealt.contents[hand(0)]) == len(state.contents[hand(0)])


def test_a_builder_sent_away_with_no_free_tile_stays():
    def covered_centre(crowded):
        state = position(5)
        lay(state, 1, range(16))
        lay(state, 2, (0, 1, 3, 4))
        for quarter, colour in zip(pyramid.tile_quarters(2, 4), ("red", "blue", "green", "white")):
            column(state, 2, quarter, colour)
        for seat, cell in ((1, 4), (2, 0), (3, 1), (4, 3))[:4 if crowded else 3]:
            stand(state, seat, 2, cell)
        state.moving = (1,)
        state._next_moving()
        return state
    state = covered_centre(crowded=False)
    assert state.step == "moved" and state.legal_actions() == [Move(builder(1), "builders.2", 3)]
    state = covered_centre(crowded=True)
    assert state.step == "act" and state.current_player == 1 and state.builders[1] == (2, 4)


def test_bots_move_their_builder_only_when_nothing_else_is_left():
    state = position(cards=[[card_with(value=2)], []], colours=[["red", "red"], []])
    lay(state, 1, [0, 1])
    stand(state, 0, 1, 0)
    walks = [a for a in state.legal_actions() if isinstance(a, Move) and a.zone == "builders.1"]
    assert walks and not set(walks) & set(state.bot_actions())
    assert set(state.bot_actions()) == set(state.legal_actions()) - set(walks)


def test_evaluation_rewards_cards_and_cubes_that_pair_up_for_a_higher_build():
    red, blue, white, yellow = (card_with(colour=c, value=v) for c, v in
                                (("red", 1), ("blue", 1), ("white", 1), ("yellow", 1)))
    lead = card_with(value=3, colour="green")
    paired = position(cards=[[red, blue, white, yellow, lead], []],
                      colours=[["red", "blue", "white", "yellow"], []])
    unpaired = position(cards=[[red, blue, white, yellow, lead], []],
                        colours=[["black", "black", "black", "black"], []])
    assert paired.column_pairs(0) == 4 and unpaired.column_pairs(0) == 0
    assert not paired.ready_to_build(0)  # no 2 x 2 block of level 1 to build on yet
    lay(paired, 1, [0, 1, 4, 5])
    lay(unpaired, 1, [0, 1, 4, 5])
    assert paired.ready_to_build(0) and not unpaired.ready_to_build(0)
    assert paired.evaluate(0) > unpaired.evaluate(0)


def _ready_for_level_two():
    """Player 1 holds a whole level-2 build (a leading 3 and four column cards with their cubes)
    beside a card of no use to it, over a 2 x 2 block of level 1."""
    columns = [card_with(colour=c, value=1) for c in ("red", "blue", "white", "yellow")]
    lead_card = card_with(value=3, colour="green")
    spare = card_with(value=1, colour="black")
    state = position(cards=[[*columns, lead_card, spare], []],
                     colours=[["red", "blue", "white", "yellow", "black"], ["red"]])
    lay(state, 1, [0, 1, 4, 5])
    return state, lead_card


def test_bots_with_a_higher_build_in_hand_lead_it_and_build_on_that_level():
    state, lead_card = _ready_for_level_two()
    assert state.build_leads(0) == [lead_card]
    assert state.bot_actions() == [Move(lead_card, DISCARD, None)]
    state.apply(state.bot_actions()[0])
    assert state.bot_actions() and all(a.zone == level_zone(2) for a in state.bot_actions())
    assert any(getattr(a, "zone", None) == level_zone(1) for a in state.legal_actions())


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_normal_completes_a_level_two_build_it_holds(seed):
    state, _ = _ready_for_level_two()
    while state.current_player == 0 and state.turn == 0:
        seat = state.current_player
        state.apply(ai.choose(state.view(seat), seat, "normal", seed=seed))
    assert state.level_built(0, 2) and state.points[0] >= 2


def test_an_unfinished_higher_build_counts_its_sure_points():
    state, lead_card = _ready_for_level_two()
    state.apply(Move(lead_card, DISCARD, None))
    state.apply(state.bot_actions()[0])
    assert state.step == "columns"
    assert state.build_under_way(0) == 2 + 2  # the golden level-2 tile and the end bonus of level 2
    assert state.build_under_way(1) == 0
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert state.step == "cubes" and state.build_under_way(0) == 4  # four colours: no set
    spent = state.evaluate(0)
    state.step = "act"  # the same cards and cubes without the build's claim
    assert spent > state.evaluate(0)


def test_bots_keep_every_card_drawn_when_they_may():
    state = position(cards=[[card_with(value=2, colour="red")], []], colours=[["red"], []])
    state.apply(Move(state.hand_of(0)[0], DISCARD, None))
    state.apply(USE_CARDS)
    assert state.step == "keep" and state.fresh == 3
    assert state.bot_actions() == [KEEP_DONE]
    assert len(state.legal_actions()) == 4


def test_the_quick_build_leads_match_their_plain_definition():
    def plain(state, seat):
        cards = state.hand_of(seat)
        return [c for i, c in enumerate(cards)
                if any(state.build_spots(level, CARD_VALUE[c], seat, cards[:i] + cards[i + 1:])
                       for level in range(2, pyramid.TOP + 1))]
    state, lead_card = _ready_for_level_two()
    assert state.build_leads(0) == plain(state, 0) == [lead_card]
    found = 0
    for seed in range(6):
        state, chooser = new(seed=seed), random.Random(seed)
        for _ in range(500):
            if state.is_terminal():
                break
            for seat in range(2):
                assert state.build_leads(seat) == plain(state, seat)
                found += bool(plain(state, seat))
            actions = state.bot_actions()
            state.apply(actions[chooser.randrange(len(actions))])
    assert found  # some positions had a lead
