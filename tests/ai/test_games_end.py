"""Every game ends when bots play it with its default options (issue 32): Normal against Easy,
at the smallest table of two or more (one Normal seat alone in a solo game), within the game's
``max_actions``.  A game that needs an option's limit to end is a defect, not a setting."""

import pytest

from greenbox_desktop import bench_bots, engine

SEED = 2000


def _lineup(info: engine.GameInfo) -> list[str]:
    """Normal in the first seat, Easy in the others, at the smallest table the game allows (two at least)."""
    if info.max_players == 1:
        return ["normal"]
    return ["normal"] + ["easy"] * (max(2, info.min_players) - 1)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", [info.id for info in engine.games() if not info.sandbox])
def test_normal_against_easy_plays_the_game_to_its_end(game_id, monkeypatch):
    info = engine.game_info(game_id)
    monkeypatch.setattr(bench_bots, "MAX_ACTIONS", info.max_actions)
    seats = _lineup(info)
    state = bench_bots.play(game_id, len(seats), seats, SEED, bench_bots.Tally())
    assert state.options == info.defaults()
    assert state.is_terminal(), f"{game_id} still going after {len(state.history)} actions"
