"""The bot bench: the same games in one process or several, and how it counts a result."""

from greenbox_desktop import bench_bots, engine
from greenbox_desktop.ai.search import LEVELS
from greenbox_desktop.engine.playout import random_playout


def test_matches_give_the_same_result_with_several_processes():
    alone, together = bench_bots.Tally(), bench_bots.Tally()
    share = bench_bots.match("nim", "easy", bench_bots.RANDOM, 4, alone)
    assert bench_bots.match("nim", "easy", bench_bots.RANDOM, 4, together, jobs=2) == share
    assert sorted(alone.iterations) == sorted(together.iterations) == ["easy"]
    assert alone.iterations == together.iterations
    assert len(alone.cpu["easy"]) == len(together.cpu["easy"]) > 0


def test_a_match_played_in_parts_adds_up_to_the_whole_match():
    whole, early, late = bench_bots.Tally(), bench_bots.Tally(), bench_bots.Tally()
    share = bench_bots.match("oki", "easy", bench_bots.RANDOM, 6, whole)
    parts = bench_bots.match("oki", "easy", bench_bots.RANDOM, 2, early) * 2 + \
        bench_bots.match("oki", "easy", bench_bots.RANDOM, 4, late, start=2) * 4
    assert parts == share * 6
    assert early.iterations["easy"] + late.iterations["easy"] == whole.iterations["easy"]  # the very same games
    assert len(early.cpu["easy"]) + len(late.cpu["easy"]) == len(whole.cpu["easy"])


def test_a_cooperative_game_counts_the_team_result_for_every_seat():
    for seed in range(4):
        state = random_playout("make_it_count", 2, seed)
        assert state.is_terminal()
        won = 1.0 if state.winners() else 0.0
        assert bench_bots.share(state, 0) == bench_bots.share(state, 1) == won


def test_the_team_table_gives_the_wins_and_the_mean_score_of_a_won_game(monkeypatch):
    monkeypatch.setattr(bench_bots, "level", lambda name: LEVELS["easy"])  # every level at Easy's budget: quick
    [row] = bench_bots.team_rows(2, {"make_it_count"})
    assert row[:2] == ("make_it_count", "2")
    for cell in row[2:6]:  # "100% (12.5)": the share of wins, then their mean score
        share, _, mean = cell.partition(" ")
        assert 0 <= int(share.rstrip("%")) <= 100
        assert not mean or (mean.startswith("(") and float(mean.strip("()")) > 0)
    tally = bench_bots.Tally(team_scores={"hard": [10.0, 13.0]})
    assert tally.team_record("hard", 2, 4) == "50% (11.5)" and tally.team_record("easy", 0, 4) == "0%"


def test_the_team_table_plays_the_table_sizes_and_levels_asked_for(monkeypatch):
    monkeypatch.setattr(bench_bots, "level", lambda name: LEVELS["easy"])
    rows = bench_bots.team_rows(1, {"make_it_count", "bad_day_at_the_office"}, seats=(1, 3), levels=("easy",))
    assert [row[:2] for row in rows] == [("bad_day_at_the_office", "3"), ("make_it_count", "1"), ("make_it_count", "3")]
    for row in rows:
        assert row[2] == row[4] == row[5] == "-" and row[3] != "-"


def test_only_games_of_rivals_go_in_the_match_tables():
    assert bench_bots.rivals(engine.game_info("oki"))
    assert not bench_bots.rivals(engine.game_info("make_it_count"))
    assert not bench_bots.rivals(engine.game_info("desert_dessert"))
    assert not bench_bots.rivals(engine.game_info("free_play"))


def test_the_bench_plays_every_game_with_its_default_options(monkeypatch):
    monkeypatch.setattr(bench_bots, "MAX_ACTIONS", 20)
    for game_id in ("golden_pyramid", "oki", "nim"):  # no round limit, a random layout, heaps built by hand
        state = bench_bots.play(game_id, 2, [bench_bots.RANDOM] * 2, 0, bench_bots.Tally())
        assert state.options == engine.game_info(game_id).defaults()


def test_nim_positions_are_the_winnable_ones_and_hard_wins_each():
    assert bench_bots.nim_positions(2, 3) == [(1,), (2,), (3,), (1, 2), (1, 3), (2, 3)]
    [row] = bench_bots.nim_rows(heaps=2, largest=3)
    assert row[1:4] == ("6", "6", "none")


def test_a_nim_turn_that_leaves_a_nonzero_sum_is_counted_as_missed(monkeypatch):
    assert bench_bots.nim_turn_wins((1, 2), 0, bench_bots.Tally())
    first_legal = lambda view, seat, budget, seed: (view.legal_actions()[0], 1, 1)
    monkeypatch.setattr(bench_bots, "decide", first_legal)  # empties heap 1 and passes: 0 and 2 left
    assert not bench_bots.nim_turn_wins((1, 2), 0, bench_bots.Tally())


def test_games_stopped_at_the_action_limit_are_counted_and_reported(monkeypatch, capsys):
    monkeypatch.setattr(bench_bots, "MAX_ACTIONS", 3)  # no NIM game ends in three actions
    tally = bench_bots.Tally()
    bench_bots.match("nim", "easy", bench_bots.RANDOM, 2, tally)
    assert tally.unfinished == 2
    assert "nim easy-random: 2 of 2 games stopped unfinished after 3 actions" in capsys.readouterr().out
    monkeypatch.setattr(bench_bots, "MAX_ACTIONS", 5_000)
    bench_bots.match("nim", "easy", bench_bots.RANDOM, 2, tally)
    assert tally.unfinished == 2 and "unfinished" not in capsys.readouterr().out
