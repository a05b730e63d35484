"""Desert Dessert: setup, supplying, managers, idle industries, the market, exchanges, the draw
pile, building, the win, the turn limit, words, deep playouts and the tuning simulation.

Positions are built by hand with ``put`` before the first question to the state; where a test
changes a position after asking, it continues on ``state.clone()`` (a clone has no cached
legal actions)."""

import json
import random

import pytest

from greenbox_desktop.box import component
from greenbox_desktop.engine import Choose, Move, move
from greenbox_desktop.engine.playout import check_conservation, check_privacy, random_playout
from greenbox_desktop.engine.replay import replay
from greenbox_desktop.games.desert_dessert import DesertDessert
from greenbox_desktop.games.desert_dessert.data import (
    BAG, BANK, BOSSES, BUY, BUY_PRICE, COST, DECK, DISCARD, EXCHANGE_RATE, GREY, INDUSTRIES, INPUTS, KINDS, MANAGERS, MARKET, NEEDS,
    PLAYOUT_TURN_LIMIT, RESOURCES, ROW_CARD, SELL, SELL_PRICE, SIX_CARDS, STORE, TILES, WELL_COST, industry_slot,
    market_place, market_slot, tile_id,
)
from greenbox_desktop.games.desert_dessert.market import PRICE_CARDS, terms
from greenbox_desktop.games.desert_dessert.rules import BUILD_NOTHING, SUPPLY_ALL, SUPPLY_DONE, TRADE_DONE
from greenbox_desktop.games.desert_dessert.strategy import sensible

Y, R, G, W, B, K = range(6)
TOOLS, MINERALS, GLASS, GREENHOUSE, VANILLA = 1, 2, 3, 4, 5


def fresh(seed=0, turn_limit=100):
    return DesertDessert.create(1, seed, {"turn_limit": turn_limit})


def give(state, res, n):
    for _ in range(n):
        state.put(state.contents[BANK[res]][-1], STORE[res])


def build(state, kind):
    copy = state.built[kind]
    state.put(tile_id(kind, copy), INDUSTRIES, industry_slot(kind, copy))
    state.built[kind] += 1
    return industry_slot(kind, copy)


def price(state, row, side, card):
    """Lay ``card`` on one side of a market row; the price cards stay after the row cards."""
    slot = market_slot(row, side)
    for old in state.at(MARKET, slot):
        state.put(old, DISCARD)
    state.put(card, MARKET, slot)
    return slot


def in_trade(state, keep_open=True):
    """Jump to the trade phase with every price slot empty (tests then lay their own cards).

    ``keep_open`` gives 6 white cubes, so an exchange stays possible and the phase does not end
    by itself after the market trade.
    """
    if keep_open:
        give(state, W, 6)
    for slot in range(30):
        if market_place(slot)[1] != ROW_CARD:
            for card in state.at(MARKET, slot):
                state.put(card, DISCARD)
    state.phase = "trade"


def card_with(row, *, symbol=None, colour=None, value=None, open_=True):
    for card in PRICE_CARDS:
        info = component(card)
        if info.background == "star":
            continue
        if symbol is not None and info.symbol != symbol:
            continue
        if colour is not None and info.colour != colour:
            continue
        if value is not None and info.value != value:
            continue
        if (terms(card, row, SELL) is not None) == open_:
            return card
    raise LookupError


def top(state, res):
    return state.contents[STORE[res]][-1]


# ----- setup ---------------------------------------------------------------------------------
def test_setup_lays_out_the_market_wells_managers_and_cubes():
    s = fresh()
    assert [s.at(MARKET, market_slot(r, ROW_CARD)) for r in range(6)] == [[c] for c in SIX_CARDS]
    assert [component(c).colour for c in SIX_CARDS] == list(RESOURCES)
    assert len(s.contents[DECK]) == 50 and all(not s.loc[c][2] for c in s.contents[DECK])
    assert s.built == [3, 0, 0, 0, 0, 0]
    assert s.contents[MANAGERS] == [GREY] and len(s.contents[BAG]) == 6
    assert all(len(s.contents[BANK[r]]) == 20 for r in range(6)) and s.counts() == [0] * 6
    assert len(s.contents[TILES]) == 33
    assert s.phase == "supply" and s.turn == 1 and s.current_player == 0


def test_table_is_data_with_costs_twice_the_needs():
    assert COST[0] == tuple(WELL_COST.count(c) for c in RESOURCES) == (0, 1, 1, 0, 0, 0)
    assert NEEDS[0] == (0,) * 6
    for kind in range(1, KINDS):
        assert COST[kind] == tuple(2 * n for n in NEEDS[kind])
    assert [sum(NEEDS[k]) for k in range(1, KINDS)] == [2, 2, 3, 3, 3]


# ----- supplying -----------------------------------------------------------------------------
def test_supplying_an_industry_puts_its_needs_on_it_and_it_produces():
    s = fresh()
    slot = build(s, TOOLS)
    give(s, Y, 3)
    action = move(top(s, Y), INPUTS, slot)
    assert action in s.legal_actions()
    s.apply(action)
    assert len(s.at(INPUTS, slot)) == 2 and s.counts()[Y] == 1 and s.supplied[TOOLS] == 1
    assert move(top(s, Y), INPUTS, slot) not in s.legal_actions()  # already supplied
    s.apply(SUPPLY_DONE)
    if s.phase == "trade":
        s.apply(TRADE_DONE)
    # harvest: 3 wells make 3 yellow, the workshop 1 red; the 2 supplied yellow are spent
    assert s.counts()[R] == 1 and s.counts()[Y] == 4 and not s.contents[INPUTS]
    assert len(s.contents[BANK[Y]]) == 16


def test_an_industry_the_store_cannot_feed_cannot_be_supplied():
    s = fresh()
    slot = build(s, MINERALS)
    give(s, Y, 1)
    assert not any(isinstance(a, Move) and a.zone == INPUTS for a in s.legal_actions())
    reason = s.explain(move(top(s, Y), INPUTS, slot))
    assert "needs" in reason


def test_grey_manager_doubles_output_for_free():
    s = fresh()
    slot = build(s, TOOLS)
    give(s, Y, 2)
    s.apply(move(top(s, Y), INPUTS, slot))
    s.apply(move(GREY, BOSSES, slot))
    assert s.at(BOSSES, slot) == [GREY] and len(s.at(INPUTS, slot)) == 2
    assert s.legal_actions() == [SUPPLY_DONE]  # nothing left but Done: the phase waits for it
    s.apply(SUPPLY_DONE)
    # No trade is possible, so trading passes by itself; 3 yellow + 2 red can pay for a Mineral Mine.
    assert s.phase == "build"
    assert s.counts()[R] == 2 and s.counts()[Y] == 3  # the managed workshop made 2; the wells 3
    s.apply(BUILD_NOTHING)
    assert s.turn == 2 and GREY in s.contents[MANAGERS]  # managers come home at the end of the turn


def test_coloured_manager_takes_an_extra_cube_of_its_colour():
    s = fresh()
    s.put("meeple.red", MANAGERS)
    slot = build(s, MINERALS)
    give(s, Y, 1)
    give(s, R, 1)
    s.apply(move(top(s, Y), INPUTS, slot))
    assert move("meeple.red", BOSSES, slot) not in s.legal_actions()  # no red cube left
    assert "red" in s.explain(move("meeple.red", BOSSES, slot))
    give(s, R, 1)
    s = s.clone()
    s.apply(move("meeple.red", BOSSES, slot))
    assert sorted(c.split(".")[1] for c in s.at(INPUTS, slot)) == ["red", "red", "yellow"]
    s.apply(SUPPLY_DONE)
    if s.phase == "trade":
        s.apply(TRADE_DONE)
    assert s.counts()[G] == 2


def test_managers_go_only_onto_working_industries_one_each():
    s = fresh()
    slot = build(s, TOOLS)
    assert move(GREY, BOSSES, slot) not in s.legal_actions()
    assert "Supply the industry first" in s.explain(move(GREY, BOSSES, slot))
    s.apply(move(GREY, BOSSES, industry_slot(0, 0)))  # wells always work
    s.put("meeple.yellow", MANAGERS)
    give(s, Y, 1)
    s = s.clone()
    assert move("meeple.yellow", BOSSES, industry_slot(0, 0)) not in s.legal_actions()
    assert move("meeple.yellow", BOSSES, industry_slot(0, 1)) in s.legal_actions()


def test_unsupplied_industries_are_flipped_for_the_turn():
    s = fresh()
    slot = build(s, TOOLS)
    give(s, Y, 6)
    s.apply(SUPPLY_DONE)
    assert not s.loc[tile_id(TOOLS, 0)][2] and s.loc[tile_id(0, 0)][2]
    while s.phase != "supply":
        s.apply(TRADE_DONE if s.phase == "trade" else BUILD_NOTHING)
    assert s.counts()[R] == 0 and s.loc[tile_id(TOOLS, 0)][2] and s.supplied[TOOLS] == 0
    assert "idle" not in s.tooltip(tile_id(TOOLS, 0))


def test_industries_of_a_kind_are_supplied_and_managed_in_order():
    s = fresh()
    first, second = build(s, TOOLS), build(s, TOOLS)
    give(s, Y, 4)
    supplies = [a for a in s.legal_actions() if isinstance(a, Move) and a.zone == INPUTS]
    assert supplies == [move(top(s, Y), INPUTS, first)]
    assert "supply Tools Workshop 1" in s.explain(move(top(s, Y), INPUTS, second))
    s.apply(supplies[0])
    assert s.next_idle(TOOLS) == second and s.next_unmanaged(TOOLS) == first
    assert move(GREY, BOSSES, first) in s.legal_actions()
    assert "take managers in order" in s.explain(move(GREY, BOSSES, industry_slot(0, 2)))
    assert move(GREY, BOSSES, industry_slot(0, 0)) in s.legal_actions()


def test_supplying_only_adds_and_undo_takes_a_step_back():
    # No take-back actions: the app's Undo steps back, as supplying reveals nothing.
    from greenbox_desktop.engine import undo_target

    s = fresh()
    slot = build(s, TOOLS)
    give(s, Y, 2)
    start = s.clone()
    s.apply(move(top(s, Y), INPUTS, slot))
    s.apply(move(GREY, BOSSES, slot))
    legal = s.legal_actions()
    assert not any(isinstance(a, Move) and a.zone in (MANAGERS, STORE[Y]) for a in legal)
    assert undo_target(start, s.history, 0) == 1
    assert "Undo" in s.explain(move(s.at(INPUTS, slot)[0], STORE[Y]))


def test_supply_all_feeds_the_most_advanced_industries_first():
    s = fresh()
    tools, glass = build(s, TOOLS), build(s, GLASS)
    give(s, Y, 2)
    give(s, R, 1)
    give(s, G, 1)
    s.apply(SUPPLY_ALL)
    assert s.supplied[GLASS] == 1 and s.supplied[TOOLS] == 0  # one yellow left: not enough for tools
    assert s.at(INPUTS, tools) == []
    assert s.at(BOSSES, glass) == [GREY]
    assert SUPPLY_ALL not in s.legal_actions()


# ----- the market ------------------------------------------------------------------------------
def test_sell_side_pays_the_rows_resource_for_the_cards_colour():
    s = fresh()
    in_trade(s)
    card = card_with(Y, colour="blue", value=3)
    slot = price(s, Y, SELL, card)
    give(s, Y, 3)
    action = move(top(s, Y), MARKET, slot)
    assert action in s.legal_actions()
    assert s.slot_captions()[(MARKET, market_slot(Y, SELL_PRICE))] == "3 yellow\n→ 1 blue"
    s.apply(action)
    assert s.counts()[Y] == 0 and s.counts()[B] == 1 and s.traded


def test_buy_side_pays_the_cards_colour_for_the_rows_resource():
    s = fresh()
    in_trade(s)
    card = card_with(Y, colour="red", value=2)
    slot = price(s, Y, BUY, card)
    give(s, R, 2)
    give(s, Y, 1)
    s.apply(move(top(s, R), MARKET, slot))
    assert s.counts()[R] == 0 and s.counts()[Y] == 2


def test_one_market_trade_a_turn():
    s = fresh()
    in_trade(s)
    a = price(s, Y, SELL, card_with(Y, colour="blue", value=1))
    b = price(s, R, SELL, card_with(R, colour="green", value=1))
    give(s, Y, 2)
    give(s, R, 2)
    s.apply(move(top(s, Y), MARKET, a))
    assert not any(isinstance(x, Move) and x.zone == MARKET for x in s.legal_actions())
    assert "one market trade" in s.explain(move(top(s, R), MARKET, b)).lower()


@pytest.mark.parametrize("why", ["symbol", "colour", "star"])
def test_closed_sides(why):
    s = fresh()
    in_trade(s)
    row = G
    if why == "symbol":
        card = card_with(row, symbol="circles", open_=False)
        assert component(card).colour != "green"
    elif why == "colour":
        card = "card.green.2"
    else:
        card = "card.star.yellow"
    give(s, G, 6)
    give(s, Y, 6)
    for side in (SELL, BUY):
        s = s.clone()
        slot = price(s, row, side, card)
        assert terms(card, row, side) is None
        assert not any(isinstance(x, Move) and x.zone == MARKET for x in s.legal_actions())
        assert "closed" in s.explain(move(top(s, G), MARKET, slot))
        assert "closed" in s.tooltip(card)
        assert s.slot_captions()[(MARKET, market_slot(row, SELL_PRICE if side == SELL else BUY_PRICE))] == "closed"


def test_price_cards_lie_out_only_while_trading():
    s = fresh(seed=4)
    give(s, Y, 6)  # an exchange is possible, so the trade phase waits for Done
    assert not s.slot_captions()
    s.apply(SUPPLY_DONE)
    assert s.phase == "trade" and len(s.contents[MARKET]) == 18
    assert set(s.slot_captions()) == {(MARKET, market_slot(r, cell)) for r in range(6) for cell in (SELL_PRICE, BUY_PRICE)}
    s.apply(TRADE_DONE)
    assert s.contents[MARKET] == list(SIX_CARDS) and len(s.contents[DISCARD]) == 12 and not s.slot_captions()


def test_trade_needs_enough_cubes():
    s = fresh()
    in_trade(s)
    slot = price(s, Y, SELL, card_with(Y, colour="blue", value=4))
    give(s, Y, 3)
    assert move(top(s, Y), MARKET, slot) not in s.legal_actions()
    assert "takes 4 yellow" in s.explain(move(top(s, Y), MARKET, slot))


def test_six_for_one_exchange_any_number_of_times():
    s = fresh()
    in_trade(s, keep_open=False)
    give(s, Y, 13)
    give(s, R, 6)
    s.apply(move(top(s, Y), BANK[K]))
    assert s.counts()[Y] == 7 and s.counts()[K] == 1
    s.apply(move(top(s, Y), BANK[W]))
    assert s.counts()[Y] == 1 and s.counts()[W] == 1
    assert not any(isinstance(x, Move) and x.zone.startswith("bank") and x.component.startswith("cube.yellow")
                   for x in s.legal_actions())
    assert move(top(s, R), BANK[R]) not in s.legal_actions()
    assert "another colour" in s.explain(move(top(s, R), BANK[R]))


# ----- the draw pile and managers ------------------------------------------------------------
def test_running_out_of_cards_brings_a_manager_and_reshuffles():
    s = fresh(seed=5)
    give(s, Y, 6)  # an exchange is possible, so the trade phase waits with its cards out
    for card in s.contents[DECK][:-3]:
        s.put(card, DISCARD)
    bag_before = set(s.contents[BAG])
    s.apply(SUPPLY_DONE)
    arrived = [m for m in s.contents[MANAGERS] if m != GREY]
    assert len(arrived) == 1 and arrived[0] in bag_before and len(s.contents[BAG]) == 5
    assert len(s.contents[DECK]) == 50 - 12 and not s.contents[DISCARD] and s.phase == "trade"
    assert all(s.at(MARKET, market_slot(row, side)) for row in range(6) for side in (SELL, ROW_CARD, BUY))


def test_an_empty_bag_still_reshuffles():
    s = fresh(seed=6)
    for meeple in list(s.contents[BAG]):
        s.put(meeple, "box")
    for card in s.contents[DECK][:-1]:
        s.put(card, DISCARD)
    s.apply(SUPPLY_DONE)
    assert s.contents[MANAGERS] == [GREY] and len(s.contents[DECK]) == 38


def test_no_legal_action_names_a_hidden_card_or_meeple():
    s = fresh(seed=3)
    rng = random.Random(3)
    for _ in range(300):
        hidden = set(s.contents[DECK]) | set(s.contents[BAG])
        legal = s.legal_actions()
        assert not any(isinstance(a, Move) and a.component in hidden for a in legal)
        s.apply(legal[int(rng.random() * len(legal))])


# ----- building ------------------------------------------------------------------------------
def test_building_costs_and_one_build_a_turn():
    s = fresh()
    s.phase = "build"
    give(s, R, 1)
    give(s, G, 1)
    give(s, Y, 4)
    legal = s.legal_actions()
    well = move(tile_id(0, 3), INDUSTRIES, industry_slot(0, 3))
    tools = move(tile_id(TOOLS, 0), INDUSTRIES, industry_slot(TOOLS, 0))
    assert well in legal and tools in legal
    assert move(tile_id(MINERALS, 0), INDUSTRIES, industry_slot(MINERALS, 0)) not in legal
    s.apply(tools)
    assert s.built[TOOLS] == 1 and s.counts() == [0, 1, 1, 0, 0, 0]
    assert s.phase == "supply" and s.turn == 2  # one build ends the turn


def test_at_most_six_tiles_of_a_kind():
    s = fresh()
    for _ in range(3):
        build(s, 0)
    s.phase = "build"
    give(s, R, 2)
    give(s, G, 2)
    assert not any(isinstance(a, Move) and a.slot % KINDS == 0 for a in s.legal_actions())


# ----- the end -------------------------------------------------------------------------------
def ready_to_win(black):
    s = fresh()
    for kind in range(1, KINDS):
        build(s, kind)
    give(s, K, black)
    s.phase = "build"
    return s


def test_win_at_the_end_of_a_turn_with_every_kind_and_six_black():
    s = ready_to_win(6)
    s.apply(BUILD_NOTHING)
    assert s.is_terminal() and s.winners() == [0] and s.scores() == [1]
    assert s.results()["won"] and s.results()["turns"] == 1 and s.results()["lower_is_better"]
    assert "Won in 1 turn" in s.panel()["Result"] and "turns" not in s.panel()["Result"]


def test_no_win_with_five_black_or_a_missing_kind():
    s = ready_to_win(5)
    s.apply(BUILD_NOTHING)
    assert not s.is_terminal()
    s = fresh()
    for kind in range(1, KINDS - 1):
        build(s, kind)
    give(s, K, 6)
    s.phase = "build"
    s.apply(BUILD_NOTHING)
    assert not s.is_terminal()


def test_a_chosen_turn_limit_ends_the_game_as_out_of_turns_not_lost():
    s = fresh(turn_limit=50)
    s.turn = 50
    s.phase = "build"
    s.apply(BUILD_NOTHING)
    assert s.is_terminal() and s.winners() == [] and s.scores() == [50] and s.outcome == "timeout"
    assert s.panel()["Result"] == "Ran out of turns: the limit of 50 turns was reached"
    assert s.results()["ending"] == "ran out of turns" and not s.results()["won"]


def test_play_has_no_turn_limit_by_default():
    s = DesertDessert.create(1, 0, DesertDessert.INFO.defaults())
    assert s.options["turn_limit"] is None and s.panel()["Turn"] == "1"
    s.turn = 100
    s.phase = "build"
    s.apply(BUILD_NOTHING)
    assert not s.is_terminal() and s.turn == 101 and s.outcome is None


def test_random_playouts_stop_at_a_limit_of_their_own():
    end = random_playout("desert_dessert", 1, 3)
    assert end.options["turn_limit"] == PLAYOUT_TURN_LIMIT and end.outcome == "timeout"
    assert end.turn == PLAYOUT_TURN_LIMIT


def test_there_is_no_give_up_action():
    # Leaving a game is the app's Menu button (the game stays in the autosave), not a move.
    s = fresh()
    assert not any(isinstance(a, Choose) and a.key == "game" for a in s.legal_actions())


# ----- words ---------------------------------------------------------------------------------
def test_words_for_every_legal_action_and_the_panel():
    s = fresh(seed=9)
    rng = random.Random(9)
    for _ in range(400):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        for a in legal:
            assert s.describe(a) and s.label(a)
        panel = s.panel()
        assert {"Turn", "Phase", "Store", "Goal"} <= set(panel)
        for cid in list(s.loc)[:60]:
            s.tooltip(cid)
        s.apply(legal[int(rng.random() * len(legal))])
    assert s.label(SUPPLY_ALL) == "Supply all I can"
    assert s.explain(BUILD_NOTHING)


# ----- deep playouts -------------------------------------------------------------------------
def _deep_check(state, choose, every=40):
    seed = state.seed
    step = 0
    while not state.is_terminal():
        if step % every == 0:
            check_conservation(state)
            check_privacy(state)
        state.apply(choose(state))
        step += 1
    check_conservation(state)
    check_privacy(state)
    text = state.to_json()
    assert replay("desert_dessert", 1, seed, dict(state.options), state.history).to_json() == text
    assert json.loads(text)["game"] == "desert_dessert"
    return state


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_play_reaches_the_turn_limit(seed):
    rng = random.Random(seed)

    def choose(state):
        legal = state.legal_actions()
        return legal[int(rng.random() * len(legal))]

    end = _deep_check(fresh(seed, turn_limit=100), choose)
    assert end.outcome == "timeout" and end.turn == 100


def test_the_playout_harness_plays_whole_games_to_the_cap():
    for seed in range(5):
        end = random_playout("desert_dessert", 1, seed, {"turn_limit": 100})
        assert end.outcome == "timeout" and end.turn == 100
        assert 300 < len(end.history) < 1000  # a few decisions a turn, never a loop


@pytest.mark.parametrize("seed", [0, 1])
def test_scripted_games_are_sound(seed):
    rng = random.Random(seed)
    end = _deep_check(fresh(seed), lambda state: sensible(state, rng), every=10)
    assert end.outcome == "won"


# ----- bots -------------------------------------------------------------------------------------
def test_playouts_follow_the_scripted_player_with_a_random_move_now_and_then():
    class Roll(random.Random):
        def __init__(self, value):
            super().__init__(0)
            self.value = value

        def random(self):
            return self.value

    state = fresh(3)
    assert state.playout_action(Roll(0.5)) == sensible(state, Roll(0.5)) == SUPPLY_ALL
    assert state.playout_action(Roll(0.05)) is None  # the search then plays a random legal action


def test_evaluate_counts_industries_and_black_cubes_below_a_win():
    from greenbox_desktop.ai.search import result

    start = fresh(3)
    tools = fresh(3)
    build(tools, TOOLS)
    assert tools.evaluate(0) > start.evaluate(0)
    every = fresh(3)
    for kind in range(1, KINDS):
        build(every, kind)
    assert every.evaluate(0) > tools.evaluate(0)
    rich = every.clone()
    give(rich, K, 5)
    assert every.evaluate(0) < rich.evaluate(0)
    rich.outcome = "won"
    assert rich.evaluate(0) < result(rich)[0]  # no unfinished position outweighs a win


def test_fewer_turns_make_the_better_result_for_bots():
    from greenbox_desktop.ai.search import estimate, result

    quick, slow = fresh(3), fresh(3)
    quick.outcome = slow.outcome = "won"
    quick.turn, slow.turn = 25, 40
    assert result(quick)[0] > result(slow)[0]
    early, late = fresh(3), fresh(3)
    early.turn, late.turn = 10, 30
    assert estimate(early, evaluation=False)[0] > estimate(late, evaluation=False)[0]


def test_a_normal_bot_plays_a_whole_game_to_a_win():
    from greenbox_desktop.ai import choose

    state = fresh(1, turn_limit=None)
    while not state.is_terminal() and state.turn < 100:
        state.apply(choose(state.view(0), 0, "normal", len(state.history)))
    assert state.outcome == "won"


# ----- the tuning simulation -----------------------------------------------------------------
def test_small_simulation_sensible_beats_random_choice():
    from greenbox_desktop.ai.desert_dessert_sim import main, summary

    sensible = summary("sensible", range(12))
    builder = summary("builder", range(6))
    assert sensible["win_rate"] == 1 and sensible["in_20_60"] >= 0.9
    assert builder["mean"] > sensible["mean"] * 1.5
    main(["--seeds", "2", "--strategies", "sensible"])


def test_the_results_label_the_score_as_the_turns_taken():
    state = random_playout("desert_dessert", 1, 4)
    assert "turns" in state.SCORE_LABEL.lower() and state.scores() == [state.turn]


def test_a_bank_cube_says_it_is_in_the_bank_and_what_it_costs():
    """The bank's piles are captioned by colour alone; a cube there names the bank and its rate."""
    state = fresh()
    cube = state.top(BANK[0])
    assert f"in the bank: {EXCHANGE_RATE} of one colour buy 1" in state.tooltip(cube)
