"""Island: set-up, the draft, every card action, Drown, combat, the new-cycle procedure and the victory check."""

from __future__ import annotations

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import Choose, IllegalAction, Pass, move
from greenbox_desktop.engine.playout import check_conservation, check_privacy
from greenbox_desktop.games.island.cards import FIGHT, SPARE
from greenbox_desktop.games.island.combat import STOP_OFF, STOP_ON
from greenbox_desktop.games.island.land import conditions_met, shortfall
from greenbox_desktop.games.island.parts import (ASIDE, BOARD, CASTLE_SUPPLY, CENTRE, CYCLE_STACK, DICE, DISCARD,
                                                 KEEP, PEACE_SUPPLY, PIECES, PLAYED, TERRITORY_STACK, TILE_STACK,
                                                 TRACK, UNITS, WAITING, WIDTH, hand, pack, supply)

# Territories used by the hand-built positions: A-B side by side, C below A, D right of B.
A, B, C, D = (50, 51), (52, 53), (62, 63), (54, 55)
RED, GREEN, YELLOW = 0, 1, 2


def new(players: int = 2, seed: int = 0, **options):
    return engine.new_game("island", players, seed, options)


def position(players: int = 2, terrs=(A, B, C), whisperer: int = RED, direction: int = 1):
    """A game in its first cycle on a hand-built island, nobody on it yet, nobody holding cards."""
    state = new(players)
    for pair in terrs:
        for cell in pair:
            state.put(state.top(TILE_STACK), BOARD, cell, face_up=False)
    state.territories = tuple(terrs)
    state.whisperer = whisperer
    state.direction = direction
    state.setting_up = False
    state.phase = "turn"
    return state


def units(state, seat: int, cell: int, n: int = 1) -> None:
    for _ in range(n):
        state.put(state.top_unit(seat), PIECES, cell)


def card(state, seat: int, cid: str) -> None:
    state.put(cid, hand(seat), face_up=False)


def turn(state, seat: int) -> None:
    state.start_turn(seat)
    state._legal = None


def deal(state, seat: int, *symbols: str) -> tuple[str, ...]:
    """Give ``seat`` a cycle card of each symbol, in order; returns the cards."""
    cards = []
    for symbol in symbols:
        cards.append(symbol_card(state, symbol))
        card(state, seat, cards[-1])
    return tuple(cards)


def symbol_card(state, symbol: str, cycle: bool = True) -> str:
    """A card of ``symbol`` still in its stack."""
    from greenbox_desktop.games.island.parts import SYMBOL
    stack = CYCLE_STACK if cycle else TERRITORY_STACK
    return next(c for c in state.contents[stack] if SYMBOL[c] == symbol)


# ----- set-up ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_counts_and_first_whisperer(players):
    state = new(players, seed=3)
    assert len(state.contents[TILE_STACK]) == 30
    assert not any(".bricks." in t for t in state.contents[TILE_STACK])
    assert len(state.contents[TERRITORY_STACK]) == 36
    assert len(state.contents[CYCLE_STACK]) == 18
    assert len(state.contents[CASTLE_SUPPLY]) == 20 and len(state.contents[PEACE_SUPPLY]) == 20
    for seat in range(players):
        assert len(state.contents[supply(seat)]) == 20
    last = state.start_draws[-1]
    assert last.count(max(last)) == 1 and last.index(max(last)) == state.whisperer
    assert all(d.count(max(d)) > 1 for d in state.start_draws[:-1])
    assert state.direction == (1 if state.coin == "heads" else -1)
    assert state.phase == "territory" and state.current_player == state.whisperer
    check_conservation(state)


def test_track_option_puts_one_cube_of_each_colour_on_the_monument_track():
    state = new(3, monuments="cubes")
    assert len(state.contents[TRACK]) == 3
    assert all(len(state.contents[supply(s)]) == 19 for s in range(3))
    state.raise_monument(1)
    assert state.loc[UNITS[1][-1]] == (TRACK, 1, True)


def play_setup(state):
    """Place the starting territories, castle and units with the first legal actions."""
    while state.phase in ("territory", "castle", "units"):
        state.apply(state.legal_actions()[0])


def test_first_territory_covers_the_middle_and_the_next_ones_touch_the_island():
    state = new(3)
    first = {a.slot for a in state.legal_actions()}
    assert first == set(CENTRE)
    state.apply(state.legal_actions()[0])
    second = {a.slot for a in state.legal_actions()}
    assert second and all(abs(s - min(CENTRE)) in (1, WIDTH) for s in second)
    state.apply(state.legal_actions()[0])
    cells = set(state.territories[0])
    state.apply(state.legal_actions()[0])  # next seat's first tile
    far = move(state.top(TILE_STACK), BOARD, 0)
    assert "touch the island" in state.explain(far)
    assert all(action.slot not in cells for action in state.legal_actions())


def test_setup_ends_with_a_castle_and_two_units_each_then_the_draft():
    state = new(4, seed=5)
    play_setup(state)
    assert len(state.territories) == 4
    assert len(state.contents[PIECES]) == 1 + 8
    assert all(state.units_on_board(s) == 2 for s in range(4))
    assert state.phase == "draft"
    assert all(len(state.contents[pack(s)]) == 4 for s in range(4))


# ----- the draft ------------------------------------------------------------------------------
@pytest.mark.parametrize("players,aside", [(2, 8), (3, 3), (4, 0)])
def test_draft_ends_with_four_cards_each(players, aside):
    state = new(players, seed=2)
    play_setup(state)
    while state.phase == "draft":
        state.apply(state.legal_actions()[-1])
    assert state.phase == "turn" and state.current_player == state.whisperer
    assert all(len(state.contents[hand(s)]) == 4 for s in range(players))
    assert len(state.contents[ASIDE]) == aside


def test_draft_picks_and_packs_stay_private():
    state = new(3, seed=4)
    play_setup(state)
    seat = state.current_player
    assert all(a.zone == ASIDE for a in state.legal_actions())  # 3 players: set one aside first
    other = (seat + 1) % 3
    view = state.view(seat)
    assert all(".?" in c for c in view.contents[pack(other)])
    assert all(".?" not in c for c in view.contents[pack(seat)])
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    kept = state.contents[hand(seat)][0]
    assert kept not in str(state.view(other).contents[hand(seat)])
    check_privacy(state)


def test_two_players_set_a_card_aside_before_every_pick():
    state = new(2, seed=1)
    play_setup(state)
    zones = []
    while state.phase == "draft":
        action = state.legal_actions()[0]
        zones.append(action.zone == ASIDE)
        state.apply(action)
    assert zones[:2] == [True, False]
    assert zones.count(True) == 8


# ----- the cycle ------------------------------------------------------------------------------
def test_all_passing_in_a_row_ends_the_cycle_and_a_play_resets_the_count():
    state = position()
    units(state, RED, A[0])
    units(state, GREEN, B[0])
    (recruit,) = deal(state, GREEN, "hammers")
    turn(state, RED)
    state.apply(Pass())
    assert state.passes == 1 and state.current_player == GREEN
    state.apply(move(recruit, PLAYED))
    state.apply(move(state.top_unit(GREEN), PIECES, B[1]))
    assert state.passes == 0 and state.current_player == RED
    state.apply(Pass())
    state.apply(Pass())
    assert state.cycle == 2


def test_a_player_without_units_first_places_two_anywhere():
    state = position()
    units(state, RED, A[0])
    turn(state, GREEN)
    assert state.effect == "respawn"
    assert {a.slot for a in state.legal_actions()} == set(A + B + C)
    state.apply(move(state.top_unit(GREEN), PIECES, C[0]))
    state.apply(move(state.top_unit(GREEN), PIECES, B[0]))
    assert state.phase == "turn" and state.current_player == GREEN
    assert state.units_on_board(GREEN) == 2


def test_replenish_takes_the_top_discard_unless_it_is_a_drop_card():
    state = position()
    units(state, RED, A[0])
    drops = [c for c in state.contents[CYCLE_STACK] if c in ("card.yellow.g1", "card.black.g2")]
    card(state, RED, drops[0])
    hammer = symbol_card(state, "hammers")
    state.put(drops[1], DISCARD, face_up=True)
    turn(state, RED)
    why = state.explain(move(drops[0], PLAYED))
    assert why and "Drop" in why
    state.put(hammer, DISCARD, face_up=True)
    turn(state, RED)
    state.apply(move(drops[0], PLAYED))
    assert hammer in state.contents[hand(RED)]
    assert state.top(DISCARD) == drops[0]


def test_recruit_only_where_present():
    state = position()
    units(state, RED, A[0])
    units(state, GREEN, B[0])
    (hammer,) = deal(state, RED, "hammers")
    turn(state, RED)
    state.apply(move(hammer, PLAYED))
    assert {a.slot for a in state.legal_actions()} == set(A)
    refused = move(state.top_unit(RED), PIECES, B[0])
    assert "present" in state.explain(refused)


def test_pacify_puts_a_token_that_costs_an_initiator_a_unit_and_leaves_at_cycle_end():
    state = position()
    units(state, RED, A[0], 2)
    units(state, RED, B[0], 1)
    units(state, GREEN, B[0], 2)
    (circles,) = deal(state, GREEN, "circles")
    turn(state, GREEN)
    state.apply(move(circles, PLAYED))
    token = state.top(PEACE_SUPPLY)
    state.apply(move(token, PIECES, B[1]))
    assert state.loc[token][:2] == (PIECES, B[1])
    state.turn = RED
    state.start_combat(1, RED)
    assert state.units_on_board(RED) == 2 and not state.units_in(1, RED)  # lost to the peace token
    assert state.battle is None  # red has nobody left there: no fight
    state.end_cycle()
    assert state.loc[token][0] == PEACE_SUPPLY


def test_develop_turns_a_tile_and_the_symbol_comes_from_the_yellow_tiles():
    state = position()
    units(state, RED, A[0])
    (bricks,) = deal(state, RED, "bricks")
    turn(state, RED)
    state.apply(move(bricks, PLAYED))
    choices = state.legal_actions()
    assert {state.loc[a.value][1] for a in choices} == set(A)
    state.apply(choices[0])
    assert sum(1 for c in state.contents[BOARD] if state.loc[c][2]) == 1
    up = next(c for c in state.contents[BOARD] if state.loc[c][2])
    assert state.loc[up][1] in A
    check_conservation(state)


def test_enchant_with_bricks_raises_a_monument_die():
    state = position()
    units(state, RED, A[0])
    wheel, bricks = deal(state, RED, "wheel", "bricks")
    turn(state, RED)
    state.apply(move(wheel, PLAYED))
    assert state.legal_actions() == [move(bricks, PLAYED)]
    state.apply(move(bricks, PLAYED))
    assert state.monuments[RED] == 1 and state.loc[DICE[RED]] == (supply(RED), 1, True)
    assert state.current_player == GREEN


def test_a_lone_enchant_card_cannot_be_played():
    state = position()
    units(state, RED, A[0])
    (wheel,) = deal(state, RED, "wheel")
    turn(state, RED)
    assert "Enchant needs another card" in state.explain(move(wheel, PLAYED))


def test_invade_moves_several_units_then_fights():
    state = position()
    units(state, RED, A[0], 3)
    units(state, GREEN, B[0], 1)
    (arrow,) = deal(state, RED, "arrow")
    turn(state, RED)
    state.apply(move(arrow, PLAYED))
    first = move(state.units_in(0, RED)[-1], PIECES, B[1])
    assert first in state.legal_actions()
    state.apply(first)
    assert FIGHT in state.legal_actions()
    assert all(a == FIGHT or a.slot in B for a in state.legal_actions())
    state.apply(move(state.units_in(0, RED)[-1], PIECES, B[0]))
    state.apply(FIGHT)
    assert state.phase == "combat" and state.battle == 1 and state.current_player == RED


def test_dominate_places_two_and_may_remove_an_opponent_with_two_units():
    state = position()
    units(state, RED, A[0])
    units(state, GREEN, A[1], 2)
    wheel, hammers = deal(state, RED, "wheel", "hammers")
    turn(state, RED)
    state.apply(move(wheel, PLAYED))
    state.apply(move(hammers, PLAYED))
    state.apply(move(state.top_unit(RED), PIECES, A[0]))
    state.apply(move(state.top_unit(RED), PIECES, A[1]))
    assert SPARE in state.legal_actions()
    victim = next(a for a in state.legal_actions() if a != SPARE)
    state.apply(victim)
    assert state.units_on_board(GREEN) == 1 and state.units_on_board(RED) == 3


def test_infiltrate_moves_one_unit_without_combat():
    state = position()
    units(state, RED, A[0], 2)
    units(state, GREEN, B[0], 2)
    wheel, circles = deal(state, RED, "wheel", "circles")
    turn(state, RED)
    state.apply(move(wheel, PLAYED))
    state.apply(move(circles, PLAYED))
    state.apply(move(state.units_in(0, RED)[-1], PIECES, B[0]))
    assert state.phase != "combat" and len(state.units_in(1, RED)) == 1


def test_enrage_places_a_unit_and_starts_combat_there():
    state = position()
    units(state, RED, A[0])
    units(state, GREEN, A[1])
    wheel, arrow = deal(state, RED, "wheel", "arrow")
    turn(state, RED)
    state.apply(move(wheel, PLAYED))
    state.apply(move(arrow, PLAYED))
    state.apply(move(state.top_unit(RED), PIECES, A[1]))
    assert state.phase == "combat" and state.battle == 0


def drown_position():
    state = position(players=3)
    units(state, RED, A[0])
    for seat in (GREEN, YELLOW):
        units(state, seat, B[0])
    (hammer,) = deal(state, RED, "hammers")
    green = (symbol_card(state, "wheel"),)
    card(state, GREEN, green[0])
    green += (symbol_card(state, "drop"),)
    card(state, GREEN, green[1])
    turn(state, RED)
    return state, hammer, green


def test_drown_discards_the_play_unused():
    state, hammer, (wheel, drop) = drown_position()
    state.apply(move(hammer, PLAYED))
    assert state.phase == "react" and state.current_player == GREEN
    state.apply(move(wheel, PLAYED))
    assert state.legal_actions() == [move(drop, PLAYED)]
    state.apply(move(drop, PLAYED))
    assert state.units_on_board(RED) == 1
    assert {hammer, wheel, drop} <= set(state.contents[DISCARD])
    assert state.current_player == GREEN and state.phase == "turn"


def test_a_drown_can_itself_be_drowned():
    state, hammer, (wheel, drop) = drown_position()
    card(state, YELLOW, symbol_card(state, "wheel"))
    card(state, YELLOW, symbol_card(state, "drop"))
    state.apply(move(hammer, PLAYED))
    state.apply(Pass())  # green lets it stand first
    yellow_cards = list(state.contents[hand(YELLOW)])
    state.apply(move(yellow_cards[0], PLAYED))
    state.apply(move(yellow_cards[1], PLAYED))
    assert state.current_player == GREEN  # green may answer yellow's drown
    state.apply(move(wheel, PLAYED))
    state.apply(move(drop, PLAYED))
    assert state.current_player == RED and state.effect == "recruit"  # two drowns: the hammer works


def test_only_seats_able_to_drown_are_asked_and_the_others_cannot_see_who_comes_next():
    state, hammer, _ = drown_position()
    card(state, YELLOW, symbol_card(state, "wheel"))
    card(state, YELLOW, symbol_card(state, "drop"))
    state.apply(move(hammer, PLAYED))
    assert state.queue == (GREEN, YELLOW) and state.view(RED).queue == (GREEN,)
    state.apply(Pass())
    state.apply(Pass())
    assert state.current_player == RED and state.effect == "recruit"
    state, hammer, _ = drown_position()  # yellow holds nothing to drown with: not asked
    state.apply(move(hammer, PLAYED))
    assert state.queue == (GREEN,)


# ----- combat ---------------------------------------------------------------------------------
def combat_position(castles: int = 0):
    state = position(players=3)
    units(state, RED, A[0], 2)
    units(state, GREEN, A[1], 2)
    units(state, YELLOW, B[0], 2)
    units(state, YELLOW, A[1], 1)
    for _ in range(castles):
        state.put(state.top(CASTLE_SUPPLY), PIECES, A[0])
    state.turn = RED
    return state


def test_castles_are_offered_to_defenders_and_castled_units_return_afterwards():
    state = combat_position(castles=1)
    state.start_combat(0, RED)
    state._legal = None
    assert state.phase == "castling" and state.current_player == GREEN
    sheltered = state.units_in(0, GREEN)[-1]
    state.apply(move(sheltered, KEEP))
    assert state.phase == "combat" and state.fighters() == [RED, GREEN, YELLOW]
    assert state.survey().units[0][GREEN] == 1
    state.end_combat()
    assert state.loc[sheltered][:2] == (PIECES, A[1])


def test_declined_castles_start_the_fight_after_a_full_round():
    state = combat_position(castles=1)
    state.start_combat(0, RED)
    state._legal = None
    state.apply(Pass())
    assert state.current_player == YELLOW
    state.apply(Pass())
    assert state.phase == "combat"


def test_attack_lets_the_receiver_choose_card_or_unit():
    state = combat_position()
    (cyc,) = deal(state, GREEN, "hammers")
    state.start_combat(0, RED)
    state._legal = None
    state.apply(Choose("attack", GREEN))
    assert state.phase == "receive" and state.current_player == GREEN
    zones = {a.zone for a in state.legal_actions()}
    assert zones == {DISCARD, supply(GREEN)}
    assert state.now().startswith("Player 1 attacks you")
    assert state.describe(move(cyc, DISCARD)) == "Player 2 (green) discards a cycle card against Player 1 (red)'s attack."
    state.apply(move(cyc, DISCARD))
    assert state.top(DISCARD) == cyc and state.current_player == GREEN and state.phase == "combat"


def test_attack_without_cycle_cards_costs_a_unit_and_territory_cards_do_not_count():
    state = combat_position()
    card(state, GREEN, symbol_card(state, "arrow", cycle=False))
    state.start_combat(0, RED)
    state._legal = None
    state.apply(Choose("attack", GREEN))
    assert state.survey().units[0][GREEN] == 1


def test_retreat_goes_only_to_a_neighbour_the_player_leads():
    state = combat_position()
    state.start_combat(0, RED)
    state._legal = None
    assert not [a for a in state.legal_actions() if a.__class__.__name__ == "Move"]  # red leads nothing next door
    state.apply(Choose("attack", YELLOW))  # yellow has no cycle card: loses its unit in A
    assert state.current_player == GREEN
    state.apply(Choose("attack", RED))
    assert state.current_player == RED
    state.apply(Choose("attack", GREEN))
    retreats = [a for a in state.legal_actions() if a.__class__.__name__ == "Move"]
    assert retreats == []
    state = combat_position()
    units(state, RED, C[0], 1)
    state.start_combat(0, RED)
    state._legal = None
    retreats = {a.slot for a in state.legal_actions() if a.__class__.__name__ == "Move"}
    assert retreats == set(C)
    state.apply(move(state.units_in(0, RED)[-1], PIECES, C[1]))
    assert state.survey().units[2][RED] == 3 and state.current_player == GREEN


def test_combat_stops_only_when_every_fighter_agrees():
    state = combat_position()
    units(state, YELLOW, A[1], 1)
    state.start_combat(0, RED)
    state._legal = None
    state.apply(STOP_ON)
    assert STOP_ON not in state.legal_actions() and STOP_OFF not in state.legal_actions()  # once a turn
    state.apply(Choose("attack", GREEN))  # green holds no cycle card: it loses a unit
    assert state.current_player == GREEN
    state.apply(STOP_ON)  # green agrees, yellow does not yet
    assert state.phase == "combat"
    state.apply(Choose("attack", YELLOW))
    assert state.current_player == YELLOW and "2 of 3 agree" in state.label(STOP_ON)
    state.apply(STOP_ON)
    assert state.battle is None and state.current_player == GREEN


def test_combat_ends_when_one_side_is_left():
    state = position()
    units(state, RED, A[0], 2)
    units(state, GREEN, A[1], 1)
    state.turn = RED
    state.start_combat(0, RED)
    state._legal = None
    state.apply(Choose("attack", GREEN))
    assert state.battle is None and state.units_on_board(GREEN) == 0


# ----- leaders, council, territory cards, victory -----------------------------------------------
def test_leader_ties_go_to_the_whisperer_else_nobody_leads():
    state = position(players=3, whisperer=GREEN)
    units(state, RED, A[0], 2)
    units(state, GREEN, A[1], 2)
    units(state, RED, B[0], 1)
    units(state, YELLOW, B[1], 1)
    survey = state.survey()
    assert survey.leader(0) == GREEN and survey.leader(1) is None and survey.leader(2) is None
    assert survey.led_units(GREEN) == 2


def test_territory_cards_go_to_leaders_of_developed_tiles_and_leaderless_ones_wait():
    state = position(players=3)
    units(state, RED, A[0], 2)
    units(state, GREEN, B[0])
    units(state, YELLOW, B[1])
    for cell in (A[0], B[0]):
        tile = next(c for c in state.contents[BOARD] if state.loc[c][1] == cell)
        state.flip(tile, True)
    state.territory_cards()
    red_tile = next(c for c in state.contents[BOARD] if state.loc[c][1] == A[0]).split(".")[1]
    from greenbox_desktop.games.island.parts import SYMBOL
    assert [SYMBOL[c] for c in state.contents[hand(RED)]] == [red_tile]
    assert len(state.contents[WAITING]) == 1
    state.territory_cards()
    assert len(state.contents[hand(RED)]) == 2 and len(state.contents[WAITING]) == 1


def test_council_roles_and_their_ties():
    state = position(players=3, terrs=(A, B, C, D), whisperer=YELLOW)
    units(state, RED, A[0])
    units(state, RED, B[0])
    units(state, GREEN, C[0], 3)
    units(state, YELLOW, C[1])
    state.put(state.top(CASTLE_SUPPLY), PIECES, C[0])
    state.choose_council()
    assert state.whisperer in (GREEN, YELLOW) and state.whisperer == YELLOW  # castles tied 1-1: old Whisperer keeps it
    assert state.explorer == RED
    assert state.guardian == GREEN


@pytest.mark.parametrize("standing,monuments,met", [
    ((6, 0, 0), 0, 1), ((5, 3, 4), 3, 2), ((1, 3, 0), 3, 1), ((6, 6, 6), 0, 3), ((0, 0, 0), 6, 1), ((5, 5, 5), 2, 2),
])
def test_conditions_met_spend_monuments_where_they_help(standing, monuments, met):
    assert conditions_met(standing, monuments) == met


def test_shortfall_counts_what_is_still_missing():
    assert shortfall((5, 3, 4), 3) == 3
    assert shortfall((6, 6, 6), 0) == 0


def test_victory_check_crowns_the_single_best_and_the_whisperer_wins_ties():
    state = position(players=3, terrs=tuple((k, k + 1) for k in range(0, 108, 2))[:14], whisperer=GREEN)
    for t in range(6):
        units(state, RED, state.territories[t][0])
    assert state.crown() and state.king == RED and state.winners() == [RED]
    state = position(players=3, terrs=tuple((k, k + 1) for k in range(0, 108, 2))[:14], whisperer=GREEN)
    for t in range(6):
        units(state, RED, state.territories[t][0])
        units(state, GREEN, state.territories[6 + t][0])
    assert state.crown() and state.king == GREEN
    state = position(players=3, terrs=tuple((k, k + 1) for k in range(0, 108, 2))[:14], whisperer=YELLOW)
    for t in range(6):
        units(state, RED, state.territories[t][0])
        units(state, GREEN, state.territories[6 + t][0])
    assert not state.crown() and state.king is None


def test_monuments_lower_the_targets():
    state = position()
    for t in range(3):
        units(state, RED, state.territories[t][0])
    assert state.conditions()[RED] == 0
    state.monuments = (3, 0)
    assert state.conditions()[RED] == 1
    assert state.scores() == [1.0, 0.0]


def test_the_cycle_limit_crowns_the_closest():
    state = position(players=2)
    state.options = {**state.options, "cycle_limit": 5}
    state.cycle = 5
    units(state, RED, A[0])
    units(state, GREEN, B[0])
    units(state, GREEN, C[0])
    assert state.limit_reached() and state.king == GREEN and state.ending == "limit"
    assert state.is_terminal() and state.legal_actions() == []


def test_a_new_cycle_lets_the_explorer_lay_a_territory_and_the_guardian_a_castle():
    state = position(players=2)
    units(state, RED, A[0])
    units(state, GREEN, B[0], 2)
    units(state, RED, B[1])
    state.end_cycle()
    assert state.cycle == 2 and state.phase == "territory" and state.current_player == state.explorer
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert len(state.territories) == 4 and state.phase == "castle" and state.current_player == state.guardian == GREEN
    state.apply(state.legal_actions()[0])
    assert state.phase == "draft"


# ----- words ----------------------------------------------------------------------------------
def test_refusals_name_the_reason():
    state = position()
    units(state, RED, A[0])
    bricks, hammer = symbol_card(state, "bricks"), symbol_card(state, "hammers")
    card(state, GREEN, bricks)
    card(state, RED, hammer)
    turn(state, RED)
    with pytest.raises(IllegalAction, match="cannot be moved"):
        state.apply(move(bricks, PLAYED))  # another player's card
    state.apply(move(hammer, PLAYED))
    assert state.explain(Pass()).startswith("You cannot pass now: Drag a unit")
    everything_developed = position()
    units(everything_developed, RED, A[0])
    for tile in list(everything_developed.contents[BOARD]):
        everything_developed.flip(tile, True)
    (red_bricks,) = deal(everything_developed, RED, "bricks")
    turn(everything_developed, RED)
    assert "yellow tile" in everything_developed.explain(move(red_bricks, PLAYED))


def test_panel_tooltip_and_log_words():
    state = position()
    units(state, RED, A[0], 2)
    turn(state, RED)
    facts = state.panel()
    assert facts["Player 1 (red)"] == "1 territory, 0 castles, leads 0, 0 monuments: 0 of 3 goals"
    tile = next(c for c in state.contents[BOARD] if state.loc[c][1] == A[0])
    assert state.tooltip(tile) == "Yellow side (undeveloped) · The territory C5-D5 · red 2 · leader red"
    assert state.tooltip(state.top_unit(RED)) == "Player 1 (red): 18 units off the island"
    assert state.tooltip(state.top(CASTLE_SUPPLY)) == "Castles: 20 castles left for the Guardians"
    assert state.now().startswith("Drag a card")
    assert state.describe(Pass()) == "Player 1 (red) passes."


# ----- bots -----------------------------------------------------------------------------------
def test_bots_ask_to_stop_when_outnumbered_and_value_progress():
    import random
    state = combat_position()
    units(state, GREEN, A[1], 2)
    state.start_combat(0, RED)
    state._legal = None
    assert state.playout_action(random.Random(0)) == STOP_ON
    ahead = position()
    for t in range(3):
        units(ahead, RED, ahead.territories[t][0])
    units(ahead, GREEN, A[1])
    assert ahead.evaluate(RED) > 0.5 > ahead.evaluate(GREEN)


def test_setup_words_name_the_draw_and_the_middle():
    state = new(2, seed=3)
    assert state.panel()["Whisperer's draw"].startswith("Player 1 ")
    assert "middle" in state.explain(move(state.top(TILE_STACK), BOARD, 0))
    assert "yellow side up" in state.tooltip(state.top(TILE_STACK))


def test_determinized_stacks_and_packs_keep_their_kind_of_card():
    import random
    from greenbox_desktop.games.island.parts import CYCLE_SET
    state = position(players=3)
    units(state, RED, A[0])
    card(state, GREEN, symbol_card(state, "hammers"))
    card(state, GREEN, symbol_card(state, "arrow", cycle=False))
    card(state, GREEN, symbol_card(state, "drop", cycle=False))
    turn(state, RED)
    view = state.view(RED)
    for seed in range(5):
        sample = view.determinize(RED, random.Random(seed))
        assert len(sample.contents[hand(GREEN)]) == 3
        assert all(c in CYCLE_SET for c in sample.contents[CYCLE_STACK])
        assert not any(c in CYCLE_SET for c in sample.contents[TERRITORY_STACK])
        check_conservation(sample)


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_the_monument_track_keep_every_piece(players):
    from greenbox_desktop.engine.conformance import verify_playout
    for seed in range(3):
        end = verify_playout("island", players, seed, {"monuments": "cubes"}, every=10)
        assert end.is_terminal() and len(end.contents[TRACK]) == players
