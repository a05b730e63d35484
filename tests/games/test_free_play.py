"""Free play: the whole box on an open table, every gesture an action of the engine contract."""

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from greenbox_desktop import engine
from greenbox_desktop.box import ALL_IDS, kind_of
from greenbox_desktop.engine import Choose, IllegalAction, Move, Pass, Shift, move
from greenbox_desktop.engine.actions import action_from_obj
from greenbox_desktop.engine.registry import new_game
from greenbox_desktop.games.free_play import BAG, DRAW, HEIGHT, OTHER_TRAY, TABLE, WIDTH, hand, spot, xy

NO_PIECE = ("draw", "deal_cards", "deal_bag", "deal_each")  # choices that name no piece (a count, the bag)
SHUFFLE_SEEDS = range(1, 9)  # enough seeds that one order of a shuffle repeating by chance cannot pass


def new(players=2, seed=5):
    return engine.new_game("free_play", players, seed, {})


def choose_on(state, key, cid):
    """The legal Choose ``key`` on ``cid``, named as the current seat names it."""
    name = state.masked_names(state.current_player).get(cid, cid)
    return Choose(key, name)


def put_on_table(state, cid, x, y):
    """Put ``cid`` (real id) at unit (x, y) of the table, naming it as the current seat sees it."""
    name = state.masked_names(state.current_player).get(cid, cid)
    state.apply(Move(name, TABLE, spot(x, y)))


def pile(state, x, y, n):
    """``n`` tiles of the tray stacked on the table spot (x, y), bottom first."""
    tiles = state.contents["tray.tiles"][:n]
    for cid in tiles:
        put_on_table(state, cid, x, y)
    return tiles


def components(state):
    return Counter(kind_of(cid) for cid in state.loc)


# ----- set-up --------------------------------------------------------------------------------
def test_every_component_of_the_box_starts_in_its_tray():
    state = new(players=3)
    assert sorted(state.loc) == sorted(ALL_IDS)
    assert components(state) == {"tile": 36, "card": 56, "cube": 120, "meeple": 7, "die": 2, "bag": 1, "track": 1}
    assert [len(state.contents[z]) for z in ("tray.tiles", "tray.cards", "tray.cubes", OTHER_TRAY)] == [36, 56, 120, 11]
    assert all(not state.contents[z] for z in (TABLE, BAG, hand(0), hand(1), hand(2)))
    assert state.current_player == 0 and not state.is_terminal()


def test_cards_start_face_down_and_shuffled_by_the_seed_the_rest_face_up():
    state = new()
    assert all(not state.loc[c][2] for c in state.contents["tray.cards"])
    assert all(state.loc[c][2] for z in ("tray.tiles", "tray.cubes", OTHER_TRAY) for c in state.contents[z])
    orders = {tuple(new(seed=s).contents["tray.cards"]) for s in SHUFFLE_SEEDS}
    assert len(orders) == len(SHUFFLE_SEEDS)
    assert new(seed=3).contents["tray.cards"] == new(seed=3).contents["tray.cards"]
    assert all(1 <= n <= 6 for n in state.pips.values()) and sorted(state.pips) == ["die.1", "die.2"]


def test_one_to_six_seats_each_with_a_private_hand():
    for players in range(1, 7):
        zones = {z.id: z for z in new(players=players).zones()}
        hands = [z for z in zones.values() if z.kind == "hand"]
        assert [z.owner for z in hands] == list(range(players))
        assert all(z.visibility == "private" for z in hands) and zones[BAG].visibility == "nobody"
    with pytest.raises(ValueError):
        new(players=7)


def test_free_play_never_ends_and_scores_nobody():
    state = new()
    assert state.scores() == [0.0, 0.0] and state.winners() == []
    assert Pass() in state.legal_actions()
    assert Pass() not in new(players=1).legal_actions()  # nobody to pass the laptop to


# ----- moving ---------------------------------------------------------------------------------
def test_a_piece_goes_to_an_exact_spot_of_the_table():
    state = new()
    tile = state.contents["tray.tiles"][0]
    assert Move(tile, TABLE, None) in state.legal_actions()
    for x, y in ((0, 0), (WIDTH - 1, HEIGHT - 1), (37, 81)):
        state.apply(Move(tile, TABLE, spot(x, y)))
        assert state.loc[tile][:2] == (TABLE, spot(x, y)) and xy(state.loc[tile][1]) == (x, y)


def test_anywhere_puts_pieces_on_free_places_of_the_table():
    state = new()
    tiles = state.contents["tray.tiles"][:3]
    for cid in tiles:
        state.apply(Move(cid, TABLE, None))
    slots = [state.loc[c][1] for c in tiles]
    assert len(set(slots)) == 3 and all(0 <= s < WIDTH * HEIGHT for s in slots)


def test_anywhere_never_lands_on_a_piece_already_there():
    state = new()
    first, second, third = state.contents["tray.tiles"][:3]
    state.apply(Move(first, TABLE, None))
    state.apply(Move(second, TABLE, None))
    state.apply(move(first, "tray.tiles", None))  # a gap before the second tile
    state.apply(Move(third, TABLE, None))
    assert state.loc[third][1] != state.loc[second][1]


def test_a_spot_off_the_table_is_refused_with_the_reason():
    state = new()
    tile = state.contents["tray.tiles"][0]
    before = state.to_json()
    for slot in (-1, WIDTH * HEIGHT):
        assert state.explain(Move(tile, TABLE, slot)) == "Put the piece down on the table itself."
        with pytest.raises(IllegalAction, match="on the table itself"):
            state.apply(Move(tile, TABLE, slot))
    assert state.to_json() == before


def test_pieces_go_into_the_own_hand_the_bag_and_back_to_their_trays():
    state = new()
    tile, cube = state.contents["tray.tiles"][0], state.contents["tray.cubes"][0]
    state.apply(move(tile, hand(0), None))
    state.apply(move(cube, BAG, None))
    assert state.contents[hand(0)] == [tile] and state.contents[BAG] == [cube]
    state.apply(move(tile, "tray.tiles", None))
    assert state.loc[tile] == ("tray.tiles", None, True)
    assert Move(tile, hand(1), None) not in state.legal_actions()  # never into another seat's hand


def test_the_bag_never_goes_into_itself():
    state = new()
    assert Move("bag", BAG, None) not in state.legal_actions()
    assert Move("bag", TABLE, None) in state.legal_actions()


# ----- what the seat may reach ----------------------------------------------------------------------
def movable(state):
    return {a.component for a in state.legal_actions() if isinstance(a, Move)}


def test_only_the_top_of_a_pile_on_the_table_can_be_picked_up():
    state = new()
    tiles = pile(state, 50, 50, 3)
    reach = movable(state)
    assert tiles[2] in reach and not reach & set(tiles[:2])


def test_a_tray_offers_one_piece_of_each_look():
    state = new()
    reach = movable(state)
    cubes = [c for c in reach if kind_of(c) == "cube"]
    assert len(cubes) == 6 and len({c.split(".")[1] for c in cubes}) == 6  # one cube of each colour
    tiles = [c for c in reach if kind_of(c) == "tile"]
    looks = {(c.split(".")[1]) for c in state.contents["tray.tiles"]}
    assert len(tiles) == len(looks)
    assert {c for c in reach if kind_of(c) == "card"} == {state.masked_names(0)[state.contents["tray.cards"][-1]]}


def test_the_bag_and_other_hands_are_out_of_reach_the_own_hand_is_not():
    state = new()
    cube, tile = state.contents["tray.cubes"][0], state.contents["tray.tiles"][0]
    state.apply(move(cube, BAG, None))
    state.apply(move(tile, hand(0), None))
    assert tile in movable(state) and cube not in movable(state)
    names = set(state.masked_names(0).values())
    hidden_moves = {a.component for a in state.legal_actions() if isinstance(a, Move) and a.component in names}
    assert hidden_moves == {state.masked_names(0)[state.contents["tray.cards"][-1]]}  # the top card only
    state.apply(Pass())
    assert tile not in movable(state) and cube not in movable(state)
    with pytest.raises(IllegalAction):
        state.apply(move(tile, TABLE, None))


# ----- face-down pieces are named by their masks -------------------------------------------------
def test_a_face_down_card_is_moved_and_flipped_by_its_masked_id():
    state = new()
    top = state.contents["tray.cards"][-1]
    name = state.masked_names(0)[top]
    assert name.startswith("card.?") and name in state.view(0).contents["tray.cards"]
    assert Move(top, TABLE, None) not in state.legal_actions()  # the real id is never offered
    state.apply(Move(name, TABLE, spot(20, 30)))
    assert state.loc[top] == (TABLE, spot(20, 30), False)
    masked = state.masked_names(0)[top]
    assert masked in state.view(0).contents[TABLE] and top not in state.view(1).loc
    state.apply(Choose("flip", masked))
    assert state.loc[top] == (TABLE, spot(20, 30), True)
    assert top in state.view(1).contents[TABLE] and Choose("flip", top) in state.legal_actions()
    state.apply(Choose("flip", top))
    assert state.loc[top][2] is False


# ----- piece actions --------------------------------------------------------------------------
def test_flip_turns_tiles_and_cards_only_on_the_table():
    state = new()
    tile = state.contents["tray.tiles"][0]
    assert Choose("flip", tile) not in state.legal_actions()  # in the tray
    put_on_table(state, tile, 10, 10)
    state.apply(Choose("flip", tile))
    assert state.loc[tile][2] is False
    cube = state.contents["tray.cubes"][0]
    put_on_table(state, cube, 30, 10)
    assert Choose("flip", cube) not in state.legal_actions()


def test_rotation_counts_quarter_turns_and_resets_when_the_piece_leaves_the_table():
    state = new()
    tile = state.contents["tray.tiles"][0]
    put_on_table(state, tile, 10, 10)
    for n in (1, 2, 3, 0, 1):
        state.apply(Choose("turn", tile))
        assert state.quarter_turns().get(tile, 0) == n
    put_on_table(state, tile, 60, 40)  # moved on the table: still turned
    assert state.quarter_turns()[tile] == 1
    state.apply(move(tile, hand(0), None))
    assert tile not in state.quarter_turns()
    put_on_table(state, tile, 10, 10)
    assert tile not in state.quarter_turns()


def test_a_roll_comes_from_the_rng_and_replays_the_same():
    faces = set()
    for seed in SHUFFLE_SEEDS:
        state = new(seed=seed)
        for _ in range(3):
            state.apply(Choose("roll", "die.1"))
            faces.add(state.pips["die.1"])
        again = engine.replay("free_play", 2, seed, {}, state.history)
        assert again.pips == state.pips and again.to_json() == state.to_json()
    assert faces == {1, 2, 3, 4, 5, 6}


def test_a_pile_is_shuffled_by_the_rng_keeping_its_spot_and_faces():
    orders = set()
    for seed in SHUFFLE_SEEDS:
        state = new(seed=seed)
        tiles = pile(state, 40, 40, 6)
        state.apply(Choose("flip", tiles[-1]))  # the top face down
        top = state.masked_names(0)[tiles[-1]]
        assert Choose("shuffle", top) in state.legal_actions()
        assert Choose("shuffle", tiles[0]) not in state.legal_actions()  # only the top of a pile
        state.apply(Choose("shuffle", top))
        assert sorted(state.contents[TABLE]) == sorted(tiles)
        assert all(state.loc[c][1] == spot(40, 40) for c in tiles)
        assert [state.loc[c][2] for c in tiles] == [True] * 5 + [False]  # each keeps its face
        orders.add(tuple(state.contents[TABLE]))
    assert len(orders) > 1


def test_the_card_tray_shuffles_by_the_rng():
    state = new()
    before = list(state.contents["tray.cards"])
    state.apply(choose_on(state, "shuffle", before[-1]))
    assert sorted(state.contents["tray.cards"]) == sorted(before) and state.contents["tray.cards"] != before
    assert engine.replay("free_play", 2, 5, {}, state.history).contents["tray.cards"] == state.contents["tray.cards"]


def test_a_single_piece_has_nothing_to_shuffle_or_spread():
    state = new()
    tile = state.contents["tray.tiles"][0]
    put_on_table(state, tile, 40, 40)
    assert not {Choose("shuffle", tile), Choose("spread", tile)} & set(state.legal_actions())


def test_spread_lays_a_pile_out_in_a_row_in_its_order():
    state = new()
    tiles = pile(state, 40, 40, 4)
    state.apply(Choose("spread", tiles[-1]))
    spots = [xy(state.loc[c][1]) for c in tiles]
    assert spots[0] == (40, 40) and len({y for _, y in spots}) == 1
    steps = {b[0] - a[0] for a, b in zip(spots, spots[1:])}
    assert len(steps) == 1 and steps.pop() > 0


def test_a_spread_at_the_edge_stays_on_the_table():
    state = new()
    tiles = pile(state, WIDTH - 1, 10, 4)
    state.apply(Choose("spread", tiles[-1]))
    xs = [xy(state.loc[c][1])[0] for c in tiles]
    assert max(xs) == WIDTH - 1 and len(set(xs)) == 4


# ----- the bag and the hands ------------------------------------------------------------------
def bagged(state, n):
    """``n`` cubes of different colours put into the bag by the current seat."""
    cubes = []
    for _ in range(n):
        cube = next(c for c in state.contents["tray.cubes"] if c.split(".")[1] not in {x.split(".")[1] for x in cubes})
        state.apply(move(cube, BAG, None))
        cubes.append(cube)
    return cubes


def test_a_draw_from_the_bag_is_random_and_goes_into_the_own_hand():
    drawn = set()
    for seed in SHUFFLE_SEEDS:
        state = new(seed=seed)
        cubes = bagged(state, 4)
        state.apply(DRAW)
        assert len(state.contents[hand(0)]) == 1 and len(state.contents[BAG]) == 3
        drawn |= set(state.contents[hand(0)]) & set(cubes)
        assert engine.replay("free_play", 2, seed, {}, state.history).to_json() == state.to_json()
    assert len(drawn) > 1
    assert DRAW not in new().legal_actions()  # an empty bag


def test_what_a_seat_draws_is_hidden_from_the_others():
    state = new()
    bagged(state, 3)
    state.apply(DRAW)
    (cube,) = state.contents[hand(0)]
    assert state.view(0).contents[hand(0)] == [cube]
    other = state.view(1).contents[hand(0)]
    assert len(other) == 1 and other[0].startswith("cube.?") and cube not in state.view(1).loc


def test_the_bag_shows_nobody_what_it_holds():
    state = new()
    cubes = bagged(state, 2)
    for seat in (0, 1, None):
        view = state.view(seat)
        assert len(view.contents[BAG]) == 2 and not set(cubes) & set(view.loc)


def test_the_log_does_not_name_a_piece_leaving_a_hand_for_the_bag():
    state = new()
    cube = next(c for c in state.contents["tray.cubes"] if c.startswith("cube.red"))
    assert state.describe(move(cube, hand(0), None)) == "Player 1 puts a red cube into their hand."
    state.apply(move(cube, hand(0), None))
    words = state.describe(move(cube, BAG, None))
    assert words == "Player 1 puts a cube into the bag." and "red" not in words


def test_a_die_in_another_hand_shows_no_number():
    state = new()
    state.apply(move("die.1", hand(0), None))
    assert "die.1" in state.view(0).pips and "die.1" not in state.view(1).pips
    assert state.view(1).contents[hand(0)][0].startswith("die.?")


def test_passing_the_laptop_goes_round_the_seats():
    state = new(players=3)
    seats = []
    for _ in range(4):
        state.apply(Pass())
        seats.append(state.current_player)
    assert seats == [1, 2, 0, 1]
    assert state.label(Pass()) == "Pass the laptop to Player 3"


# ----- views ----------------------------------------------------------------------------------
def test_a_view_hides_other_hands_and_face_down_pieces():
    state = new()
    card_top = state.contents["tray.cards"][-1]
    state.apply(move(state.masked_names(0)[card_top], hand(0), None))
    assert state.view(0).contents[hand(0)] == [card_top]
    assert state.view(1).contents[hand(0)][0].startswith("card.?")
    tile = state.contents["tray.tiles"][0]
    put_on_table(state, tile, 5, 5)
    state.apply(Choose("flip", tile))
    for seat in (0, 1):
        assert tile not in state.view(seat).loc
        assert not any(".?" not in c and kind_of(c) == "card" for c in state.view(seat).contents["tray.cards"])


def test_masked_turns_leak_nothing():
    """Two games that differ only in which of two face-down cards lies turned look the same."""
    seen = []
    for spots in (((10, 10), (50, 50)), ((50, 50), (10, 10))):
        state = new(players=1)
        for x, y in spots:
            put_on_table(state, state.contents["tray.cards"][-1], x, y)
        turned = next(c for c in state.contents[TABLE] if state.loc[c][1] == spot(10, 10))
        state.apply(Choose("turn", state.masked_names(0)[turned]))
        view = state.view(0)
        assert state.quarter_turns() == {turned: 1} and all(".?" in c for c in view.quarter_turns())
        seen.append(({view.loc[c][1]: n for c, n in view.quarter_turns().items()},
                     sorted(view.loc[c] for c in view.contents[TABLE]), view.faces()))
    assert seen[0] == seen[1]


def test_replay_and_json_round_trip_give_the_same_state():
    state = new(players=3, seed=11)
    tiles = pile(state, 30, 30, 3)
    state.apply(Choose("shuffle", state.contents[TABLE][-1]))
    state.apply(Choose("spread", state.contents[TABLE][-1]))
    state.apply(Choose("turn", tiles[0]))
    state.apply(Choose("roll", "die.1"))
    bagged(state, 3)
    state.apply(DRAW)
    state.apply(choose_on(state, "shuffle", state.contents["tray.cards"][-1]))
    state.apply(Pass())
    state.apply(Move(state.masked_names(1)[state.contents["tray.cards"][-1]], TABLE, spot(99, 77)))
    again = engine.replay("free_play", 3, 11, {}, state.history)
    assert again.to_json() == state.to_json()
    loaded = engine.from_json(state.to_json())
    assert loaded.to_json() == state.to_json() and loaded.legal_actions() == state.legal_actions()
    assert loaded.quarter_turns() == state.quarter_turns() and loaded.faces() == state.faces()
    assert components(state) == components(new())  # nothing lost or made


def test_a_group_with_a_face_down_card_shifts_by_its_masked_id():
    state = new()
    tile = state.contents["tray.tiles"][0]
    card = state.contents["tray.cards"][-1]
    put_on_table(state, tile, 20, 20)
    put_on_table(state, card, 30, 20)
    state.apply(Shift((tile, state.masked_names(0)[card]), TABLE, 4, 5))
    assert [xy(state.loc[c][1]) for c in (tile, card)] == [(24, 25), (34, 25)]
    assert state.loc[card][2] is False


# ----- a random session ------------------------------------------------------------------------
def test_a_random_session_keeps_every_piece_and_each_seat_acts_on_what_it_sees():
    for seed in (1, 2):
        rng = random.Random(seed)
        state = new(players=3, seed=seed)
        for _ in range(150):
            seat = state.current_player
            legal = state.legal_actions()
            view = state.view(seat)
            named = {a.component for a in legal if isinstance(a, Move)} | \
                {a.value for a in legal if isinstance(a, Choose) and a.key not in NO_PIECE}
            assert named <= set(view.loc), "an action names a piece the seat's view does not show"
            action = rng.choice(legal)
            if isinstance(action, Move) and action.zone == TABLE:  # an exact spot, as a drag gives
                action = Move(action.component, TABLE, rng.randrange(WIDTH * HEIGHT))
            state.apply(action)
            assert sorted(state.loc) == sorted(ALL_IDS)
        for seat in range(3):
            view = state.view(seat)
            assert all(state.visible_to(c, seat) for c in view.loc if ".?" not in c)
            assert all(not state.visible_to(c, seat) for c in state.masked_names(seat))
        assert engine.replay("free_play", 3, seed, {}, state.history).to_json() == state.to_json()


def test_a_seats_view_lists_the_same_actions_as_the_game():
    state = new()  # the top card of the deck lies face down: both name it by its mask
    bagged(state, 2)
    state.apply(DRAW)
    view = state.view(0)
    assert any(".?" in str(action) for action in view.legal_actions())
    assert view.legal_actions() == state.legal_actions()


# ----- dealing and handing over ------------------------------------------------------------------
def test_one_action_deals_the_chosen_number_of_cards_to_every_hand_from_the_top_of_the_stack():
    state = new(players=3)
    state.apply(Pass())  # Player 2 deals: Player 3 gets the first card, the dealer the last
    assert Choose("deal_cards", 5) in state.legal_actions() and Choose("deal_each", 6) in state.legal_actions()
    for _ in range(7):  # 5 -> 6 -> ... -> 10 -> 1 -> 2
        state.apply(Choose("deal_each", state.deal_each % 10 + 1))
    assert state.deal_each == 2 and Choose("deal_cards", 2) in state.legal_actions()
    stack = list(state.contents["tray.cards"])
    state.apply(Choose("deal_cards", 2))
    assert state.contents[hand(2)] == [stack[-1], stack[-4]]
    assert state.contents[hand(0)] == [stack[-2], stack[-5]]
    assert state.contents[hand(1)] == [stack[-3], stack[-6]]
    assert state.contents["tray.cards"] == stack[:-6]
    assert all(not state.loc[c][2] for s in range(3) for c in state.contents[hand(s)])
    assert not set(state.contents[hand(1)]) & set(state.view(0).loc)  # the others' cards stay hidden
    assert state.describe(Choose("deal_cards", 2)).endswith("deals up to 2 cards from the card stack to every hand.")


def test_a_deal_from_the_bag_is_random_and_stops_when_the_bag_is_empty():
    dealt = set()
    for seed in SHUFFLE_SEEDS:
        state = new(players=2, seed=seed)
        cubes = bagged(state, 5)
        state.apply(Choose("deal_bag", 5))
        assert not state.contents[BAG] and len(state.contents[hand(1)]) == 3 and len(state.contents[hand(0)]) == 2
        assert sorted(state.contents[hand(0)] + state.contents[hand(1)]) == sorted(cubes)
        assert Choose("deal_bag", 5) not in state.legal_actions()
        dealt.add(tuple(state.contents[hand(1)]))
        assert engine.replay("free_play", 2, seed, {}, state.history).to_json() == state.to_json()
    assert len(dealt) > 1


def test_a_piece_is_handed_to_another_seats_hand_where_only_that_seat_sees_it():
    state = new(players=3)
    card = state.contents["tray.cards"][-1]
    put_on_table(state, card, 20, 20)
    state.apply(choose_on(state, "flip", card))
    handed = Move(card, hand(2), None)
    assert handed in state.legal_actions()
    assert state.describe(handed) == "Player 1 puts the " + state.describe(handed).split(" the ", 1)[1]
    assert state.describe(handed).endswith("into Player 3's hand.")
    state.apply(handed)
    assert state.contents[hand(2)] == [card] and not state.loc[card][2]
    assert card in state.view(2).loc and card not in state.view(0).loc and card not in state.view(1).loc
    state.apply(Pass())
    assert card not in movable(state)  # Player 2 cannot take it back out of Player 3's hand


def test_a_game_recorded_before_dealing_and_handing_over_still_replays_the_same():
    """Dealing to every hand and handing a piece over only added actions, so Free play keeps its
    rules version: a log recorded before them replays, every action legal, to the same table."""
    recorded = json.loads((Path(__file__).parent / "data" / "free_play_888ec0b.json").read_text())
    state = new_game("free_play", recorded["players"], seed=recorded["seed"])
    for obj in recorded["log"]:
        action = action_from_obj(obj)
        assert action in state.legal_actions()
        state.apply(action)
    now, then = json.loads(state.to_json()), recorded["end"]
    assert now["state"].pop("deal_each") == 5  # the one new field, at its default
    assert now == then
    assert state.INFO.rules_version == 1
