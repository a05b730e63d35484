"""The bot bench plays the same games whether it uses one process or several."""

from greenbox_desktop import bench_bots


def test_matches_give_the_same_result_with_several_processes():
    alone, together = bench_bots.Tally(), bench_bots.Tally()
    share = bench_bots.match("nim", "easy", bench_bots.RANDOM, 4, alone)
    assert bench_bots.match("nim", "easy", bench_bots.RANDOM, 4, together, jobs=2) == share
    assert sorted(alone.iterations) == sorted(together.iterations) == ["easy"]
    assert alone.iterations == together.iterations
    assert len(alone.cpu["easy"]) == len(together.cpu["easy"]) > 0
