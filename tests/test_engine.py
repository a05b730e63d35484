"""The engine contract of DESIGN.md, checked on NIM."""

import json

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import Choose, IllegalAction, Move, Pass
from greenbox_desktop.engine.rng import next_value, seed_state


def nim(**options):
    return engine.new_game("nim", players=2, seed=7, options={"random_heaps": True, **options})


def test_registry_lists_games_with_info():
    ids = [g.id for g in engine.games()]
    assert "nim" in ids
    info = engine.game_info("nim")
    assert (info.min_players, info.max_players) == (2, 2)
    assert {o.key for o in info.options} == {"random_heaps", "misere"}
    with pytest.raises(KeyError):
        engine.game_info("no_such_game")


def test_new_game_rejects_bad_players_and_options():
    with pytest.raises(ValueError, match="2-2 players"):
        engine.new_game("nim", players=3)
    with pytest.raises(ValueError, match="no option"):
        engine.new_game("nim", players=2, options={"colour": "red"})
    with pytest.raises(ValueError, match="cannot be"):
        engine.new_game("nim", players=2, options={"misere": "maybe"})


def test_same_seed_same_state_and_different_seed_differs():
    assert nim().to_json() == nim().to_json()
    other = engine.new_game("nim", 2, seed=8, options={"random_heaps": True})
    assert other.to_json() != nim().to_json()


def test_rng_sequence_is_fixed():
    state = seed_state(1)
    values = []
    for _ in range(3):
        state, bits = next_value(state)
        values.append(bits)
    assert values == [next_value(seed_state(1))[1], next_value(next_value(seed_state(1))[0])[1], values[2]]
    assert seed_state(1) == 0x910A2DEC89025CC1  # SplitMix64 of 1: pinned so saves never drift


def test_apply_clone_and_history():
    state = nim()
    copy = state.clone()
    action = state.legal_actions()[0]
    state.apply(action)
    assert state.history == [action]
    assert copy.history == [] and copy.to_json() != state.to_json()


def test_illegal_actions_raise_with_reason_and_change_nothing():
    state = nim()
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Take at least one cube"):
        state.apply(Pass())
    with pytest.raises(IllegalAction, match="Player 2's turn"):
        state.apply(Move(state.legal_actions()[0].component, "taken.0", seat=0))
    with pytest.raises(IllegalAction):
        state.apply(Choose("heaps", "done"))
    with pytest.raises(IllegalAction):
        state.apply("not an action")
    assert state.to_json() == before
    assert state.explain(state.legal_actions()[0]) is None
    assert state.explain(Pass()) == "Take at least one cube before you end your turn."


def test_stale_action_is_refused():
    state = nim()
    action = state.legal_actions()[0]
    state.apply(action)
    with pytest.raises(IllegalAction):
        state.apply(action)


def test_action_json_round_trip_and_malformed():
    for action in (Move("cube.red.01", "heap.2", 3), Choose("colour", "red"), Pass(seat=1)):
        assert engine.action_from_json(action.to_json()) == action
    for bad in ("{", "[]", '{"type": "Teleport"}', '{"type": "Move"}', '{"type": "Move", "component": "x", "zone": "y", "colour": 1}',
                '{"type": "Pass", "seat": "one"}'):
        with pytest.raises(IllegalAction, match="Malformed"):
            engine.action_from_json(bad)


def test_json_round_trip_of_state():
    state = nim()
    state.apply(state.legal_actions()[0])
    again = engine.from_json(state.to_json())
    assert again.to_json() == state.to_json()
    assert again.legal_actions() == state.legal_actions()
    with pytest.raises(ValueError):
        engine.from_json("not json")
    with pytest.raises(ValueError):
        engine.from_json(json.dumps({"format": 99, "game": "nim", "state": {}}))


def test_where_zone_zones_and_box():
    state = nim()
    cid = state.zone("heap.0")[0][1]
    assert state.where(cid) == engine.Location("heap.0", None, True)
    assert state.where("tile.drop.1") == engine.Location("box", None, False)
    assert [z.id for z in state.zones()][-1] == "box"
    assert len(state.zone("box")) == 223 - len(state.loc)
    with pytest.raises(KeyError):
        state.where("cube.purple.01")


def test_put_top_moves_a_piles_top_like_put_does():
    from greenbox_desktop.engine.playout import check_conservation
    bulk, single = engine.new_game("nim", players=2, seed=7, options={}), engine.new_game("nim", 2, 7, {})
    for n, slot in ((1, None), (5, 3)):
        bulk.put_top("supply", "taken.0", n, slot)
        for cid in single.contents["supply"][-n:]:
            single.put(cid, "taken.0", slot, face_up=True)
    assert bulk.contents == single.contents and bulk.loc == single.loc
    check_conservation(bulk)


def test_view_masks_hidden_components_and_reseeds_rng():
    state = nim()
    state.put("card.blue.1", "heap.0", face_up=False)
    state.put("meeple.grey", "heap.0", face_up=False)  # lying meeples have no secret side
    view = state.view(0)
    assert "card.blue.1" not in view.loc and "meeple.grey" in view.loc
    assert any(cid.startswith("card.?") for _, cid in view.zone("heap.0"))
    assert all(".?" in cid for _, cid in view.zone("box"))
    assert view.rng != state.rng


def test_view_carries_no_log_that_names_a_hidden_choice():
    state = engine.new_game("green_bite", 2, seed=3)
    secret = state.legal_actions()[0]  # seat 0 lays a card face down
    state.apply(secret)
    assert state.history == [secret]
    view = state.view(1)
    assert view.history == []
    assert secret.component not in view.to_json()


def test_undo_target_steps_back_within_a_turn_but_not_across_chance():
    start = nim()
    state = start.clone()
    first = state.legal_actions()[0]
    state.apply(first)
    assert engine.undo_target(start, state.history, seat=1) == 0
    deal = engine.new_game("nim", 2, seed=7, options={})
    assert engine.undo_target(deal, [], seat=0) is None


def test_playout_checks_catch_leaks_and_lost_components():
    from greenbox_desktop.engine.playout import check_conservation, check_privacy

    state = nim()
    state.put("card.blue.1", "heap.0", face_up=False)
    state.secret = ("card.blue.1",)
    with pytest.raises(AssertionError, match="leaks hidden card.blue.1"):
        check_privacy(state)
    broken = nim()
    broken.contents["heap.1"].append(broken.contents["heap.0"][0])
    with pytest.raises(AssertionError, match="two places"):
        check_conservation(broken)


@pytest.mark.parametrize("game_id", ["free_play", "oki"])
def test_steps_back_hands_out_each_actions_states_last_first(game_id):
    from greenbox_desktop.engine.playout import random_playout
    from greenbox_desktop.engine.replay import steps_back

    info = engine.game_info(game_id)
    game = random_playout(game_id, info.min_players, 4, max_steps=30)
    start = engine.replay(game_id, game.players, game.seed, game.options, game.history[:3])  # a start with a log
    actions = game.history[3:]
    truth = [start.clone()]
    for action in actions:
        truth.append(truth[-1].clone())
        truth[-1].apply(action)
    walked = [(k, before.to_json(), after.to_json()) for k, before, after in steps_back(start, actions, window=2)]
    assert walked == [(k, truth[k].to_json(), truth[k + 1].to_json()) for k in range(len(actions) - 1, -1, -1)]
    assert list(steps_back(start, [])) == []


def test_free_play_stops_at_its_longest_sensible_game():
    state = engine.new_game("free_play", 2, 1, {})
    state.history = [Pass()] * (state.INFO.max_actions - 2)
    state.apply(Pass())
    assert not state.is_terminal()
    state.apply(Pass())
    assert state.is_terminal() and len(state.history) == state.INFO.max_actions


def test_a_private_zone_shows_its_owner_everything_and_the_others_nothing():
    state = engine.new_game("free_play", 3, seed=1)
    assert state.zone_info("hand.1").visibility == "private"
    for cid, up in (("cube.red.01", True), ("card.red.1", True), ("card.red.2", False)):
        state.put(cid, "hand.1", face_up=up)
        assert state.visible_to(cid, 1)
        assert not any(state.visible_to(cid, seat) for seat in (0, 2, None))  # face up or not, cube or card
    for seat in (0, 2, None):
        shown = state.view(seat).contents["hand.1"]
        assert len(shown) == 3 and all(".?" in cid for cid in shown)
        assert set(state.masked_names(seat)) >= {"cube.red.01", "card.red.1", "card.red.2"}
    assert state.view(1).contents["hand.1"] == ["cube.red.01", "card.red.1", "card.red.2"]


def test_shuffle_draws_as_random_below_does():
    shuffled, drawn = nim(), nim()
    items, expected = list(range(40)), list(range(40))
    shuffled.shuffle(items)
    for i in range(len(expected) - 1, 0, -1):  # Fisher-Yates, one random_below per place
        j = drawn.random_below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected and items != list(range(40)) and shuffled.rng == drawn.rng
