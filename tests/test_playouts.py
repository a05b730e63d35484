"""The random-playout standard, run over every registered game and its playout option sets.

For each game: many seeds of random legal play must terminate, never raise, conserve every
component, keep hidden things hidden in ``view``, replay identically from seed + log and
survive a JSON round trip (see ``engine.conformance.verify_playout``), and stay shorter than the
game's ``max_actions`` (a save holding more is refused).  The seeds of a case are
split into chunks, so that a parallel run spreads a long game over several workers.
"""

import os

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine.conformance import verify_playout

SEEDS = int(os.environ.get("GREENBOX_PLAYOUT_SEEDS", "200"))
CHUNK = 50
FULL_CHECK_SEEDS = 20  # the first seeds check conservation and privacy after every action ...
FULL_CHECK_ACTIONS = 3000  # ... until this many actions were checked one by one (long games)
SPARSE_EVERY = 25  # every other playout checks after every 25th action


def _cases():
    for info in engine.games():
        option_sets = [{}] + [dict(extra) for extra in info.playout_options]
        for options in option_sets:
            for players in sorted({info.min_players, info.max_players}):
                label = f"{info.id}-{players}p" + "".join(f"-{k}={v}" for k, v in options.items())
                for first in range(0, SEEDS, CHUNK):
                    seeds = range(first, min(SEEDS, first + CHUNK))
                    yield pytest.param(info.id, players, options, seeds,
                                       id=f"{label}-seeds{seeds[0]}-{seeds[-1]}")


@pytest.mark.parametrize("game_id,players,options,seeds", list(_cases()))
def test_random_playouts(game_id, players, options, seeds):
    checked = 0
    for seed in seeds:
        full = seed < FULL_CHECK_SEEDS and checked < FULL_CHECK_ACTIONS
        end = verify_playout(game_id, players, seed, options, every=1 if full else SPARSE_EVERY)
        assert len(end.history) < engine.game_info(game_id).max_actions, "a save of this game would be refused"
        checked += len(end.history) if full else 0


HOOK_SEEDS = 2  # playouts per game and player count whose words and hooks are asked for every other step


@pytest.mark.parametrize("game_id", [info.id for info in engine.games()])
def test_words_and_hooks_never_raise(game_id):
    """describe, label, explain, the panel, and reason() of a click on any visible piece answer in
    words (a str or None) and never raise, at every other step of a few random games."""
    info = engine.game_info(game_id)
    for players in sorted({info.min_players, info.max_players}):
        for seed in range(HOOK_SEEDS):
            verify_playout(game_id, players, seed, every=2, hooks=True)
