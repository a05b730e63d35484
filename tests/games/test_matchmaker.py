"""Matchmaker: rules, secrecy, scoring and the end (shared/rules/matchmaker.md)."""

from __future__ import annotations

import random

from greenbox_desktop.ai.search import decide, level
from greenbox_desktop.box import component
from greenbox_desktop.engine import Choose, IllegalAction, Pass, move, new_game
from greenbox_desktop.engine.replay import undo_plan
from greenbox_desktop.games import matchmaker
from greenbox_desktop.games.matchmaker import (
    CARDS,
    DECK,
    DRAWN,
    READY,
    ROLL,
    SHOWN,
    above,
    below,
    spare,
    target,
    supply,
    tiles,
)


def game(players: int = 3, seed: int = 1, **options):
    """A new game with the tiles laid in symbol order by everyone."""
    state = new_game("matchmaker", players, seed, options)
    for _ in range(players):
        state.apply(Pass())
    return state


def at_place(cards: list[str], players: int = 3):
    """Round 1, the first placer (Player 2) about to place, with ``cards`` shown in this order."""
    state = game(players)
    state.apply(ROLL)
    for cid in list(state.contents[DRAWN]):
        state.put(cid, DECK, face_up=False)
    for cid in cards:
        state.put(cid, DRAWN, face_up=True)
    state._legal = None
    state.apply(Pass())
    state.apply(READY)
    return state


def cube(state, seat: int, colour: str) -> str:
    """A cube of ``colour`` from ``seat``'s supply."""
    return next(c for c in state.contents[supply(seat)] if c.split(".")[1] == colour)


def place(state, colour: str, symbol: str, high: bool) -> None:
    seat = state.current_player
    zone = above(seat) if high else below(seat)
    state.apply(move(cube(state, seat, colour), zone, state.tile_slot(seat, symbol)))


def test_setup_counts_and_visibility() -> None:
    state = new_game("matchmaker", 5, 3, {})
    assert sorted(state.contents[DECK]) == sorted(CARDS) and len(CARDS) == 36
    for s in range(5):
        cubes = state.contents[supply(s)]
        assert len(cubes) == 16
        assert {c.split(".")[1] for c in cubes} == {"red", "blue", "yellow", "green"}
        assert len(state.contents[spare(s)]) == 6
    assert all(".?" in c for c in state.view(0).contents[DECK])


def test_players_lay_their_tiles_in_their_own_order() -> None:
    state = new_game("matchmaker", 3, 1, {})
    state.apply(move("tile.wheel.1", tiles(0), 0))
    assert state.explain(move("tile.drop.1", tiles(0), 3)) is not None
    state.apply(Pass())
    assert state.loc["tile.wheel.1"][1] == 0 and len(state.contents[tiles(0)]) == 6
    assert state.current_player == 1


def test_draw_is_the_dice_sum_with_no_colour_over_four() -> None:
    for seed in range(40):
        state = game(3, seed)
        state.apply(ROLL)
        drawn = state.contents[DRAWN]
        assert len(drawn) + state.returned == sum(state.dice) and len(state.dice) == 2
        colours = [c.split(".")[1] for c in drawn]
        assert max(colours.count(c) for c in set(colours)) <= 4
    state = game(3, 2, dice=1)
    state.apply(ROLL)
    assert len(state.dice) == 1


def test_maker_orders_then_each_other_player_looks_and_places_unseen() -> None:
    state = game(3)
    state.apply(ROLL)
    n = len(state.contents[DRAWN])
    last = state.contents[DRAWN][-1]
    state.apply(move(last, SHOWN, 0))
    assert state.loc[last][1] == 0
    assert all(".?" in c for c in state.view(1).contents[DRAWN])  # others do not see the Maker's cards
    state.apply(Pass())
    assert (state.step, state.current_player) == ("memorise", 1)
    assert state.legal_actions() == [READY]
    assert state.timer() == (2.0 * n, READY)
    assert all(".?" not in c for c in state.view(1).contents[SHOWN])
    assert all(".?" in c for c in state.view(2).contents[SHOWN])
    state.apply(READY)
    assert state.step == "place" and state.timer() == (2.0 * n, Pass())
    assert all(".?" in c for c in state.view(1).contents[SHOWN])  # now from memory
    state.apply(move(cube(state, 1, "red"), above(1), 0))
    assert ".?" in state.view(2).contents[above(1)][0]  # the next player cannot copy
    state.apply(Pass())
    assert (state.step, state.current_player) == ("memorise", 2)


def test_placing_ends_after_one_cube_per_card() -> None:
    state = at_place(["card.red.5", "card.blue.2"])
    place(state, "red", "wheel", True)
    assert state.current_player == 1
    place(state, "blue", "drop", False)
    assert (state.step, state.current_player) == ("memorise", 2)


def test_scoring_worked_example() -> None:
    cards = ["card.red.5", "card.blue.2", "card.red.1"]
    state = at_place(cards)
    assert state.cards() == cards
    red5, blue2, red1 = (component(c).symbol for c in cards)
    place(state, "red", red5, True)  # right
    place(state, "blue", blue2, False)  # right
    place(state, "red", red1, True)  # wrong side
    assert state.current_player == 2
    state.apply(READY)
    place(state, "green", red5, True)  # wrong
    state.apply(Pass())
    assert state.last == (0, 1, 0)  # Player 2: 2 - 1; Player 3: 0 (not below 0); Maker: 1 - 1
    assert state.totals == (0, 1, 0) and state.step == "roll" and state.current_player == 1
    assert all(state.loc[c][2] for c in state.contents[SHOWN])  # the reveal


def test_maker_scores_best_minus_one() -> None:
    cards = ["card.yellow.6", "card.green.3"]
    state = at_place(cards)
    for cid in state.cards():
        info = component(cid)
        place(state, info.colour, info.symbol, info.value >= 4)
    state.apply(READY)
    state.apply(Pass())
    assert state.last == (1, 2, 0)


def test_everyone_is_maker_twice_then_the_game_ends() -> None:
    state = game(3)
    makers = []
    while not state.is_terminal():
        if state.step == "roll":
            makers.append(state.current_player)
        state.apply(state.legal_actions()[-1])
    assert makers == [0, 1, 2, 0, 1, 2]
    assert state.winners() == [0, 1, 2]  # nobody placed a cube: all level on 0


def test_refusals_name_the_reason() -> None:
    state = game(3)
    assert "roll" in state.explain(Pass())
    state.apply(ROLL)
    state.apply(Pass())
    assert "Look at the cards" in state.explain(Pass())
    state.apply(READY)
    why = state.explain(move(cube(state, 2, "red"), above(1), 0))
    assert "your own supply" in why
    try:
        state.apply(Choose("cards", "peek"))
    except IllegalAction:
        pass
    else:
        raise AssertionError("an unknown choice was accepted")
    assert state.step == "place"


def test_a_placing_bot_remembers_the_cards_mostly_right() -> None:
    cards = ["card.red.5", "card.blue.2", "card.green.6", "card.yellow.1"]
    state = at_place(cards)
    view = state.view(1)
    assert view.seen == tuple(target(c) for c in cards) and state.view(2).seen == ()
    samples = [view.determinize(1, random.Random(k)).cards() for k in range(5)]
    assert all(sample == samples[0] for sample in samples)  # the same memory on every sample
    assert sum(target(a) == target(b) for a, b in zip(samples[0], cards)) >= 2
    assert all(a.split(".")[1] == b.split(".")[1] for a, b in zip(samples[0], cards))  # colours kept


def test_a_bot_memory_copes_when_a_slip_takes_a_look_alike_card() -> None:
    """Two cards ask for the same cube; a slip on an earlier card of that colour may recall one of
    them, and the memory must still name a card (of the right colour) for every card seen."""
    cards = ["card.red.5", "card.red.1", "card.red.g2"]  # the last two both ask for red below circles
    view = at_place(cards).view(1)
    for seed in range(300):
        view.seed = seed  # the memory's slips depend on the game's seed
        recalled = view.determinize(1, random.Random(seed)).cards()
        assert len(set(recalled)) == 3 and all(c.split(".")[1] == "red" for c in recalled)


def test_bots_judge_a_right_cube_above_stopping_and_a_wrong_one_below() -> None:
    state = at_place(["card.red.5", "card.blue.2"])
    red5 = component("card.red.5").symbol
    stop, right, wrong = state.clone(), state.clone(), state.clone()
    stop.apply(Pass())
    place(right, "red", red5, True)
    place(wrong, "red", red5, False)
    assert right.evaluate(1) > wrong.evaluate(1) and right.evaluate(1) > stop.evaluate(1)
    assert right.playout_action(random.Random(0)) == move(
        cube(right, 1, "blue"), below(1), right.tile_slot(1, component("card.blue.2").symbol))


def right_cube(state, card: str) -> None:
    """The current placer places the cube ``card`` asks for."""
    state.apply(cube_for(state, card))


def test_a_hard_bot_places_the_cubes_it_remembers_instead_of_stopping_early(monkeypatch) -> None:
    monkeypatch.setattr(matchmaker, "SLIP", 0.0)  # a perfect memory: every card still to match is worth a cube
    cards = ["card.blue.5", "card.red.2", "card.green.4", "card.yellow.3", "card.red.6"]
    state = at_place(cards)
    right_cube(state, cards[0])
    right_cube(state, cards[1])
    still = {cube_for(state, card) for card in cards[2:]}
    for seed in range(3):
        assert decide(state.view(1), 1, level("hard"), seed)[0] in still


def cube_for(state, card: str):
    """The current placer's move of the cube ``card`` asks for."""
    info = component(card)
    seat = state.current_player
    return move(cube(state, seat, info.colour), above(seat) if info.value >= 4 else below(seat),
                state.tile_slot(seat, info.symbol))


def test_past_its_decision_a_bot_plans_only_the_cubes_the_cards_ask_for() -> None:
    cards = ["card.blue.5", "card.red.2", "card.green.4"]
    state = at_place(cards)
    view = state.view(1)
    sample = view.determinize(1, random.Random(0))
    assert sample.planning and not state.planning and not view.planning
    assert sample.legal_actions() == view.legal_actions()  # the decision weighs every legal action
    assert len(state.legal_actions()) == 4 * 12 + 1  # any cube of four colours, above or below six tiles
    remembered = sample.cards()
    right_cube(sample, remembered[0])  # the plan goes on
    assert sample.legal_actions() == sample.wanted_moves(1) + [Pass()]
    assert set(sample.wanted_moves(1)) == {cube_for(sample, card) for card in remembered[1:]}


def test_the_last_placer_values_a_right_cube_above_stopping_though_the_maker_gains_too() -> None:
    cards = ["card.yellow.6", "card.green.3"]
    state = at_place(cards)
    state.apply(Pass())  # Player 2 places nothing
    state.apply(READY)
    right_cube(state, cards[0])  # Player 3 is the best placer: the Maker's score rises with each cube
    stop, on = state.clone(), state.clone()
    stop.apply(Pass())
    right_cube(on, cards[1])
    assert on.totals[2] - on.totals[0] == stop.totals[2] - stop.totals[0] == 1  # same lead over the Maker
    assert on.totals[2] - on.totals[1] > stop.totals[2] - stop.totals[1]
    assert on.evaluate(2) > stop.evaluate(2)


def test_undo_never_shows_the_turned_cards_again() -> None:
    start = game()
    state = start.clone()
    state.apply(ROLL)
    state.apply(Pass())  # the Maker keeps the order; Player 2 looks at the cards
    placer = state.current_player
    state.apply(READY)
    keep, why = undo_plan(start, list(state.history[len(start.history):]), placer)
    assert keep is None and "turned over" in why
