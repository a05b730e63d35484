"""The random-playout standard, run over every registered game and its playout option sets.

For each game: many seeds of random legal play must terminate, never raise, conserve every
component, keep hidden things hidden in ``view``, replay identically from seed + log and
survive a JSON round trip (see ``engine.playout.verify_playout``).
"""

import os

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine.playout import verify_playout

SEEDS = int(os.environ.get("GREENBOX_PLAYOUT_SEEDS", "200"))
FULL_CHECK_SEEDS = 20  # the first seeds check conservation and privacy after every action


def _cases():
    for info in engine.games():
        option_sets = [{}] + [dict(extra) for extra in info.playout_options]
        for options in option_sets:
            for players in sorted({info.min_players, info.max_players}):
                label = f"{info.id}-{players}p" + "".join(f"-{k}={v}" for k, v in options.items())
                yield pytest.param(info.id, players, options, id=label)


@pytest.mark.parametrize("game_id,players,options", list(_cases()))
def test_random_playouts(game_id, players, options):
    for seed in range(SEEDS):
        verify_playout(game_id, players, seed, options, every=1 if seed < FULL_CHECK_SEEDS else 25)
