"""The bot bench: the same games in one process or several, and how it counts a result."""

from greenbox_desktop import bench_bots, engine
from greenbox_desktop.engine.playout import random_playout


def test_matches_give_the_same_result_with_several_processes():
    alone, together = bench_bots.Tally(), bench_bots.Tally()
    share = bench_bots.match("nim", "easy", bench_bots.RANDOM, 4, alone)
    assert bench_bots.match("nim", "easy", bench_bots.RANDOM, 4, together, jobs=2) == share
    assert sorted(alone.iterations) == sorted(together.iterations) == ["easy"]
    assert alone.iterations == together.iterations
    assert len(alone.cpu["easy"]) == len(together.cpu["easy"]) > 0


def test_a_cooperative_game_counts_the_team_result_for_every_seat():
    for seed in range(4):
        state = random_playout("make_it_count", 2, seed)
        assert state.is_terminal()
        won = 1.0 if state.winners() else 0.0
        assert bench_bots.share(state, 0) == bench_bots.share(state, 1) == won


def test_only_games_of_rivals_go_in_the_match_tables():
    assert bench_bots.rivals(engine.game_info("oki"))
    assert not bench_bots.rivals(engine.game_info("make_it_count"))
    assert not bench_bots.rivals(engine.game_info("desert_dessert"))
    assert not bench_bots.rivals(engine.game_info("free_play"))


def test_the_bench_plays_games_that_random_players_finish():
    state = bench_bots.play("golden_pyramid", 2, [bench_bots.RANDOM] * 2, 0, bench_bots.Tally())
    assert state.is_terminal()
