"""Wacky Wheels: set-up, draft, pickups, moves, attacks, damage, the pit, laps, the finish and scoring
(shared/rules/wacky_wheels.md), each on a hand-built position, plus a whole game through the UI."""

import random

import pytest

from greenbox_desktop import ai, engine
from greenbox_desktop.engine import Choose, IllegalAction, Move, Pass
from greenbox_desktop.engine.conformance import verify_playout
from greenbox_desktop.games.wacky_wheels.parts import (
    BOOSTER, CAR_CUBES, DECK, DISCARD, HEALTH, HEDGEHOG, LAPS_COLUMN, MEEPLES, OIL, ON_TRACK, PIT, STAT_COLOURS,
    SUPPLY_CUBES, car_slot, hand, packet, supply_slot,
)
from greenbox_desktop.games.wacky_wheels.rules import DRAW, FULL, LEAVE, STAY
from greenbox_desktop.games.wacky_wheels.track import LAST_MARK, LENGTH, RING, START_GRID, START_MARK, same_straight


def game(players=2, seed=1, **options):
    return engine.new_game("wacky_wheels", players, seed=seed, options=options)


def to_race(state):
    """Play the draft and the pickups with the first legal action each time."""
    while state.phase != "race":
        state.apply(state.legal_actions()[0])
    return state


def race(players=2, seed=1, **options):
    return to_race(game(players, seed, **options))


def clear_hands(state):
    for seat in range(state.players):
        for cid in list(state.contents[hand(seat)]):
            state.put(cid, DECK, face_up=False)
    state._legal = None


def give(state, seat, *cards):
    for cid in cards:
        state.put(cid, hand(seat))
    state._legal = None


def place(state, seat, progress):
    state.progress[seat] = progress
    state._place_car(seat)
    state._legal = None


def line_up(*progress, **options):
    """A race (course 1) with empty hands and the cars at these distances driven."""
    state = race(len(progress), course="race1", **options)
    clear_hands(state)
    for seat, p in enumerate(progress):
        place(state, seat, p)
    return state


def ready(state, seat, die):
    """``seat`` to move with die ``die`` chosen, nothing else done this turn."""
    state.current_player = seat
    state._clear_turn()
    state.step, state.die = "plan", die
    state._legal = None


def set_stat(state, seat, col, n):
    while state.count(seat, col) > n:
        state.spend(seat, col)
    state.gain(seat, col, n - state.count(seat, col))
    state._legal = None


def drive(state, seat):
    end = RING[(state.progress[seat] + state.moves_total()) % LENGTH]
    state.apply(Move(MEEPLES[seat], ON_TRACK, end))


def rig_roll(state, value):
    """Set the state's RNG so that its next die roll is ``value``."""
    for candidate in range(1, 10_000):
        probe = state.clone()
        probe.rng = candidate
        if probe.roll_die() == value:
            state.rng = candidate
            return
    raise AssertionError("no seed found")


def assert_illegal(state, action, words):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


# ----- set-up -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players,each", [(2, 15), (3, 15), (4, 13), (5, 10)])
def test_setup_packets_cars_and_visibility(players, each):
    state = game(players)
    assert [len(state.contents[packet(s)]) for s in range(players)] == [each] * players
    assert len(state.contents[DECK]) == 54 - each * players
    for seat in range(players):
        assert state.stats(seat) == (4, 2, 2, 2, 0)
        assert state.where(MEEPLES[seat]) == (ON_TRACK, START_GRID[seat], True) and state.position(seat) == 0
        for cid in state.contents[packet(seat)]:
            assert state.visible_to(cid, seat)
            assert not any(state.visible_to(cid, other) for other in range(players) if other != seat)
    assert all(not state.visible_to(cid, 0) for cid in state.contents[DECK])
    assert len(state.contents["track"]) == 36
    assert state.where("card.star.green").slot == START_MARK and state.where("card.star.yellow").slot == LAST_MARK


def test_race_orders_and_straights():
    assert game(course="race1").symbols[:7] == ("drop", "hammers", "circles", "bricks", "wheel", "arrow", "drop")
    assert game(course="race2").symbols[:5] == ("drop", "drop", "hammers", "hammers", "circles")
    assert game(course="race3").symbols[5:7] == ("drop", "hammers")
    shuffled = game(course="shuffled").symbols
    assert sorted(shuffled) == sorted(game().symbols)
    assert same_straight(0, 4) and same_straight(4, 5) and not same_straight(3, 5)
    assert RING[0] - 10 == START_MARK and RING[35] - 10 == LAST_MARK  # the stars sit inside, beside the line
    beside = {START_MARK, LAST_MARK, *RING}
    assert len(set(START_GRID)) == 5 and all(cell // 10 == 8 and cell not in beside for cell in START_GRID)


def test_a_car_on_the_start_line_waits_on_the_starting_grid_and_leaves_it_when_it_drives():
    state = line_up(0, 3)
    assert state.where(MEEPLES[0]).slot == START_GRID[0] and state.where(MEEPLES[1]).slot == RING[3]
    place(state, 1, 0)  # knocked back onto the line by a hedgehog
    assert state.where(MEEPLES[1]).slot == START_GRID[1] and state.rivals(0) == {1: 0}
    place(state, 0, LENGTH)  # a lap later it stands on the start tile itself
    assert state.where(MEEPLES[0]).slot == RING[0] and state.position(0) == 0


# ----- draft and pickups -----------------------------------------------------------------------
def test_draft_picks_two_passes_and_ends_with_eight():
    state = game(3)
    first_packet = list(state.contents[packet(0)])
    state.apply(Move(first_packet[0], hand(0)))
    assert state.current_player == 0
    state.apply(Move(first_packet[1], hand(0)))
    assert state.current_player == 1
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert sorted(state.contents[packet(1)]) == sorted(first_packet[2:])  # Player 1's packet moved on
    while state.phase == "draft":
        state.apply(state.legal_actions()[0])
    assert [len(state.contents[hand(s)]) for s in range(3)] == [8, 8, 8]
    assert len(state.contents[DECK]) == 54 - 24
    assert state.phase == "pickups" and state.current_player == state.first


def test_pickup_goes_on_first_or_last_free_tile_of_the_symbol():
    state = game(2)
    while state.phase == "draft":
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    card = next(c for c in state.contents[hand(seat)])
    state.apply(Move(card, DISCARD))
    symbol = state.pickup_symbol
    places = [p for p, s in enumerate(state.symbols) if s == symbol]
    targets = {a.slot for a in state.legal_actions()}
    assert targets == {RING[places[0]], RING[places[-1]]}
    cube = next(a.component for a in state.legal_actions() if a.slot == RING[places[0]])
    state.apply(Move(cube, ON_TRACK, RING[places[0]]))
    assert state.pickup_at(places[0]) == cube
    assert state.pickup_places(symbol) == [places[1], places[-1]]  # that tile is no longer free


def test_landing_on_a_pickup_takes_it_up_to_twice_the_start():
    state = race()
    clear_hands(state)
    position = 7
    for cid in list(state.contents[ON_TRACK]):
        if cid.startswith("cube"):
            state.put(cid, SUPPLY_CUBES, supply_slot(STAT_COLOURS.index(cid.split(".")[1])))
    red = state._cubes_at(SUPPLY_CUBES, supply_slot(HEDGEHOG))[0]
    state.put(red, ON_TRACK, RING[position])
    place(state, 0, 2)
    ready(state, 0, 5)
    drive(state, 0)
    assert state.count(0, HEDGEHOG) == 3 and state.pickup_at(position) is None
    state.put(state._cubes_at(SUPPLY_CUBES, supply_slot(HEDGEHOG))[0], ON_TRACK, RING[position])
    set_stat(state, 1, HEDGEHOG, 4)
    place(state, 1, 4)
    ready(state, 1, 3)
    drive(state, 1)
    assert state.count(1, HEDGEHOG) == 4 and state.pickup_at(position) is not None


# ----- moving ----------------------------------------------------------------------------------
def test_both_dice_offered_and_a_double_once():
    state = race()
    assert state.step == "die"
    state.put("die.1", "dice", 3)
    state.put("die.2", "dice", 5)
    state._legal = None
    assert set(state.legal_actions()) == {Choose("die", "die.1"), Choose("die", "die.2")}
    state.put("die.2", "dice", 3)
    state._legal = None
    assert state.legal_actions() == [Choose("die", "die.1")]
    state.apply(Choose("die", "die.1"))
    assert state.die == 3 and state.step == "plan"


def test_card_multiplies_only_on_its_symbol_and_boosters_add():
    state = race(course="race1")
    clear_hands(state)
    place(state, 0, 3)  # a Bricks tile
    give(state, 0, "card.black.4", "card.black.3")  # Bricks 4, Circles 3
    ready(state, 0, 5)
    assert_illegal(state, Move("card.black.3", DISCARD), "symbol of your tile")
    state.apply(Move("card.black.4", DISCARD))
    assert state.moves_total() == 20
    state.apply(Move(state.car_cube(0, BOOSTER), SUPPLY_CUBES, supply_slot(BOOSTER)))
    assert state.moves_total() == 25 and state.count(0, BOOSTER) == 1
    assert_illegal(state, Move(MEEPLES[0], ON_TRACK, RING[10]), "exactly 25 tiles")
    assert_illegal(state, Move(MEEPLES[1], ON_TRACK, RING[25]), "your own car")
    assert_illegal(state, Move(state.car_cube(1, BOOSTER), SUPPLY_CUBES, supply_slot(BOOSTER)), "your own car")
    assert_illegal(state, Move(state.car_cube(0, BOOSTER), ON_TRACK, RING[5]), "back to the supply")
    assert_illegal(state, Move("card.black.3", ON_TRACK, RING[5]), "Only one card drives a move")
    drive(state, 0)
    assert state.progress[0] == 28


def test_a_card_crossing_the_finish_may_match_the_end_tile():
    state = race(course="race1")
    clear_hands(state)
    place(state, 0, 3 * LENGTH - 2)  # position 34 (Bricks) on the last lap
    give(state, 0, "card.black.2")  # Hammers 2: 2 x 2 = 4 ends on position 2, Circles
    ready(state, 0, 2)
    assert Move("card.black.2", DISCARD) not in state.legal_actions()
    give(state, 0, "card.black.3")  # Circles 3: 2 x 3 = 6 ends on position 4, Wheel; no
    assert Move("card.black.3", DISCARD) not in state.legal_actions()
    state.symbols = state.symbols[:4] + ("circles",) + state.symbols[5:]
    state._legal = None
    assert Move("card.black.3", DISCARD) in state.legal_actions()


# ----- attacks ---------------------------------------------------------------------------------
def test_hedgehog_hits_the_nearest_car_ahead_on_the_straight():
    state = line_up(0, 3, 4)
    card = "card.black.4"  # Bricks, the symbol of position 3
    give(state, 0, card)
    ready(state, 0, 4)
    assert state.hedgehog_target(0) == 3
    hedgehog = state.car_cube(0, HEDGEHOG)
    assert_illegal(state, Move(hedgehog, ON_TRACK, RING[4]), "symbol of the target")
    state.apply(Move(hedgehog, ON_TRACK, RING[3]))
    assert state.step == "pay"
    state.apply(Move(card, DISCARD))
    assert state.progress[1] == -1 and state.position(1) == 35
    assert state.stats(1)[HEALTH] == 3 and state.stats(2)[HEALTH] == 4
    assert state.count(0, HEDGEHOG) == 1 and state.step == "plan"


def test_no_hedgehog_around_a_corner_or_beyond_five():
    state = race(2)
    place(state, 0, 2)
    place(state, 1, 6)  # past the bottom-left corner (position 4)
    assert state.hedgehog_target(0) is None
    place(state, 1, 4)
    assert state.hedgehog_target(0) == 4
    place(state, 0, 14)
    place(state, 1, 20)
    assert state.hedgehog_target(0) is None


def test_oil_catches_cars_behind_and_costs_a_turn_on_a_low_roll():
    state = line_up(10, 8, 7)
    give(state, 0, "card.black.3")  # Circles: the tile at position 8
    ready(state, 0, 4)
    state.apply(Move(state.car_cube(0, OIL), ON_TRACK, RING[8]))
    state.apply(Move("card.black.3", DISCARD))
    assert state.oil == [0, 4, 0]
    ready(state, 0, 4)
    rig_roll(state, 4)
    state._end_turn(0)
    assert state.oil[1] == 0 and state.stats(1)[HEALTH] == 3 and state.current_player == 2
    state.oil[2] = 3
    rig_roll(state, 5)
    state._end_turn(1)
    assert state.current_player == 2 and state.step == "die" and state.stats(2)[HEALTH] == 4


def test_one_attack_before_and_one_after_the_move():
    state = line_up(5, 7)
    give(state, 0, "card.black.2", "card.red.1")  # both Hammers
    ready(state, 0, 1)
    state.apply(Move(state.car_cube(0, HEDGEHOG), ON_TRACK, RING[7]))
    state.apply(Move("card.black.2", DISCARD))  # Player 2 skids back to 6
    assert state.position(1) == 6
    assert not any(a.component.startswith("cube.red") for a in state.legal_actions() if isinstance(a, Move))
    assert_illegal(state, Pass(), "Move your car first")


# ----- damage ---------------------------------------------------------------------------------
def test_a_broken_car_waits_two_turns_then_has_two_health():
    state = race(2)
    set_stat(state, 1, HEALTH, 1)
    state.hurt(1)
    assert state.wreck[1] == 2
    ready(state, 0, 1)
    state._end_turn(0)
    assert state.current_player == 0 and state.wreck[1] == 1
    state._end_turn(0)
    assert state.current_player == 0 and state.wreck[1] == 0 and state.stats(1)[HEALTH] == 2
    state._end_turn(0)
    assert state.current_player == 1


# ----- the pit --------------------------------------------------------------------------------
def test_pit_open_when_reaching_the_start_and_refills_within_limits():
    state = line_up(30, 0)
    ready(state, 0, 4)
    assert Move(MEEPLES[0], PIT) not in state.legal_actions()
    ready(state, 0, 6)
    set_stat(state, 0, HEALTH, 1)
    set_stat(state, 0, HEDGEHOG, 0)
    state.apply(Move(MEEPLES[0], PIT))
    assert state.progress[0] == LENGTH and state.stats(0)[LAPS_COLUMN] == 1 and state.in_pit(0)
    for _ in range(4):
        cube = next(a for a in state.legal_actions() if isinstance(a, Move))
        state.apply(cube)
    assert not any(isinstance(a, Move) for a in state.legal_actions())  # 4 cubes taken
    state.apply(DRAW)
    state.apply(DRAW)
    assert DRAW not in state.legal_actions() and len(state.contents[hand(0)]) == 2
    health, hedgehogs = state.stats(0)[:2]
    assert health <= 4 and hedgehogs <= 2 and health + hedgehogs == 5
    state.apply(LEAVE)
    assert state.current_player == 1
    state._end_turn(1)
    assert state.current_player == 0 and state.where(MEEPLES[0]) == (ON_TRACK, RING[0], True)


def staying_in_the_pit():
    """Player 1 drove into the pit, chose to stay, and now begins the turn spent there."""
    state = line_up(34, 0)
    ready(state, 0, 3)
    state.apply(Move(MEEPLES[0], PIT))
    state.apply(STAY)
    set_stat(state, 0, HEALTH, 1)
    state._end_turn(1)
    assert state.step == "pit_full" and state.current_player == 0
    return state


def test_pit_stay_doubles_one_colour_with_three_cards():
    state = staying_in_the_pit()
    state.apply(Choose("refill", "red"))
    assert state.stats(0)[:4] == (4, 4, 2, 2) and len(state.contents[hand(0)]) == 3
    assert state.current_player == 1
    state._end_turn(1)
    assert state.step == "die" and state.position(0) == 0


def test_pit_stay_refills_fully():
    state = staying_in_the_pit()
    state.apply(FULL)
    assert state.stats(0)[:4] == (4, 2, 2, 2) and len(state.contents[hand(0)]) == 6


def test_no_pit_on_the_finishing_move():
    state = race(2)
    place(state, 0, 3 * LENGTH - 3)
    ready(state, 0, 5)
    assert Move(MEEPLES[0], PIT) not in state.legal_actions()


# ----- laps, finish, scoring ------------------------------------------------------------------
def test_lap_cubes_follow_the_line_both_ways():
    state = race(2)
    place(state, 0, LENGTH + 2)
    assert state.stats(0)[LAPS_COLUMN] == 1
    assert state._cubes_at(CAR_CUBES, car_slot(0, LAPS_COLUMN))[0].startswith("cube.black")
    place(state, 0, LENGTH - 1)  # skidded back over the line
    assert state.stats(0)[LAPS_COLUMN] == 0


def test_the_round_is_played_out_and_ranked_by_distance_past_the_line():
    state = race(3)
    clear_hands(state)
    first = state.first
    seats = [(first + k) % 3 for k in range(3)]
    place(state, seats[0], 3 * LENGTH - 2)
    place(state, seats[1], 3 * LENGTH - 1)
    place(state, seats[2], 50)
    ready(state, seats[0], 3)
    drive(state, seats[0])  # 1 past the line
    assert state.finished == {seats[0]: 1} and state.final_round and state.current_player == seats[1]
    ready(state, seats[1], 6)
    drive(state, seats[1])  # 5 past the line
    assert state.current_player == seats[2]
    ready(state, seats[2], 2)
    drive(state, seats[2])
    if not state.is_terminal():
        state.apply(Pass())
    assert state.is_terminal()
    assert state.standings() == [seats[1], seats[0], seats[2]]
    scores = state.scores()
    assert (scores[seats[1]], scores[seats[0]], scores[seats[2]]) == (3, 2, 1)
    assert state.winners() == [seats[1]]


def finish_race(state):
    """Let the first player cross the line and the others end the round without finishing."""
    first = state.first
    for k in range(state.players):
        seat = (first + k) % state.players
        place(state, seat, state.finish_line() - 1 if k == 0 else 10 + k)
    ready(state, first, 2)
    drive(state, first)
    for _ in range(state.players - 1):
        ready(state, state.current_player, 1)
        drive(state, state.current_player)
        if state.step == "after":
            state.apply(Pass())
    return first


def test_circuit_next_race_is_longer_on_the_next_track_and_keeps_the_cars():
    state = race(2, races=2, course="race1")
    give(state, 0, "card.black.1", "card.red.1", "card.black.4")
    set_stat(state, 0, HEDGEHOG, 3)
    hand_before = sorted(state.contents[hand(0)])
    winner = finish_race(state)
    assert not state.is_terminal() and state.race_no == 1 and state.laps == 4
    assert state.totals[winner] == 3 and state.totals[1 - winner] == 2
    assert state.symbols[:3] == ("drop", "drop", "hammers")  # race 2: the tiles in pairs
    assert state.progress == [0, 0] and state.finished == {}
    assert [state.where(m) for m in MEEPLES[:2]] == [(ON_TRACK, cell, True) for cell in START_GRID[:2]]
    assert state.stats(0)[HEDGEHOG] == 3 and state.stats(0)[LAPS_COLUMN] == 0
    assert not any(c.startswith("cube") for c in state.contents[ON_TRACK])  # the old pickups went back
    assert state.phase == "pickups" and state.current_player == state.first
    seat = state.current_player
    ones = {c for c in state.contents[hand(seat)] if c.endswith((".1", ".g2", ".g3"))}
    assert set(state.legal_actions()) == {Move(c, DISCARD) for c in ones} | {Pass()}
    if seat == 0:
        assert sorted(state.contents[hand(0)]) == hand_before


def test_circuit_winner_has_the_most_points_over_all_races():
    state = race(2, races=2)
    finish_race(state)
    state.totals = [0, 5]
    while state.phase == "pickups":
        state.apply(Pass())
    winner = finish_race(state)
    assert state.is_terminal()
    scores = state.scores()
    assert scores[winner] == state.totals[winner] + 4 and scores[1 - winner] == state.totals[1 - winner] + 3
    assert state.winners() == [max((0, 1), key=lambda s: (scores[s], s == winner))]


@pytest.mark.parametrize("laps,expected", [(3, [3, 2, 1, 0, 0]), (4, [4, 3, 2, 0, 0]), (5, [5, 4, 3, 1, 0])])
def test_points_by_laps(laps, expected):
    state = race(5, laps=laps)
    state.finished = {0: 4, 1: 3, 2: 2, 3: 1}
    state.first = 0
    assert [state.points(place, seat) for place, seat in enumerate(state.standings())] == expected


# ----- words and bots -------------------------------------------------------------------------
def test_panel_tooltips_and_log_words():
    state = race(2)
    panel = state.panel()
    assert panel["Player 1"].startswith("lap 1/3 · 4 health · 2 hogs")
    assert state.tooltip(state.car_cube(0, HEALTH)) == "Player 1's health: 4 (start 4, at most 8)"
    assert state.tooltip(MEEPLES[1]).startswith("Player 2's car")
    assert "Start" in [caption for _, _, caption in state.marks()]
    assert state.describe(state.legal_actions()[0]).startswith(f"Player {state.current_player + 1} drives on the")


def test_evaluate_favours_the_car_ahead():
    state = race(2)
    place(state, 0, 30)
    place(state, 1, 5)
    assert state.evaluate(0) > 0.8 > 0.2 > state.evaluate(1)


def test_bot_moves_are_legal():
    state = race(3)
    for _ in range(30):
        if state.is_terminal():
            break
        seat = state.current_player
        action = ai.choose(state.view(seat), seat, level="easy", seed=1)
        state.apply(action)


@pytest.mark.parametrize("options", [{"course": "shuffled", "laps": 6}, {"course": "race2", "laps": 5},
                                     {"course": "race3", "laps": 4, "races": 3}])
def test_variants_pass_the_playout_checks(options):
    """The course and lap options, which the shared harness leaves out to stay quick."""
    for players, seed in ((2, 0), (5, 1)):
        end = verify_playout("wacky_wheels", players, seed, options, every=10)
        assert end.is_terminal() and end.finished


def test_whole_game_through_the_ui():
    from ui_play import play_through_ui

    rng = random.Random(3)

    def choose(state):
        actions = state.legal_actions()
        drives = [a for a in actions if isinstance(a, Move) and a.component in MEEPLES]
        if drives and rng.random() < 0.9:
            return drives[0]
        return rng.choice(actions)

    d = play_through_ui("wacky_wheels", choose, seed=2)
    assert d.scene is not None


def test_a_game_against_a_bot_through_the_ui():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
    from test_bots_ui import open_seating, wait_for_bots

    from greenbox_desktop.ui.scenes.results import ResultsScene
    from driver import Driver

    d = Driver()
    open_seating(d, "wacky_wheels")
    d.click_button("#kind_1")  # Player 2: Bot (Easy)
    d.click_button("#start")
    d.click_button("#bot_speed")  # Normal -> Fast: the bot's moves show after a shorter pause
    rng = random.Random(5)
    while not d.scene.state.is_terminal():
        wait_for_bots(d)
        if d.scene.state.is_terminal():
            break
        actions = d.scene.state.legal_actions()
        drives = [a for a in actions if isinstance(a, Move) and a.component in MEEPLES]
        d.play_move(drives[0] if drives else rng.choice(actions))
    assert any(line.startswith("Bot 2 drives") for line in d.scene.session.log)
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)


def test_playout_habits_are_legal_moves():
    state = race(3)
    rng = random.Random(2)
    for _ in range(300):
        if state.is_terminal():
            break
        action = state.playout_action(rng) or rng.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply(action)
