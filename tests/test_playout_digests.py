"""Speed work must not change any game: random playouts give the very same games as recorded.

For every registered game, at its fewest and most seats, with its default options and each
playout option set, and a few seeds, ``playout_digests.json`` holds a digest of the random
playout's action log and final ``to_json``, and of what ``view`` and ``determinize`` give along
the way.  The fixture was written by the engine as it was before the speed work; a deliberate
rule change (one that adds or alters moves) rewrites it with
``python -m tests.test_playout_digests``.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine.playout import playout_setting

FIXTURE = Path(__file__).with_name("playout_digests.json")
SEEDS = (0, 1, 2)
VIEW_EVERY = 7  # look at a view and a determinization every this many actions


def _cases() -> list[tuple[str, int, dict, int]]:
    cases = []
    for info in engine.games():
        for extra in ((),) + info.playout_options:
            for players in sorted({info.min_players, info.max_players}):
                cases += [(info.id, players, dict(extra), seed) for seed in SEEDS]
    return cases


def _key(game_id: str, players: int, options: dict, seed: int) -> str:
    return f"{game_id} {players}p {json.dumps(options, sort_keys=True)} seed {seed}"


def _seen(state: engine.State, seat: int, seed: int) -> str:
    """What ``seat`` sees of ``state`` and one determinization of it, as text (the view's RNG is
    random by design, so it is left out)."""
    view = state.view(seat)
    dealt = view.determinize(seat, random.Random(seed))
    parts = []
    for shown in (view, dealt):
        body = json.loads(shown.to_json())["state"]
        body.pop("rng")
        parts.append(json.dumps(body, sort_keys=True))
    parts.append(repr(view.box_contents()))
    return "\n".join(parts)


def digest(game_id: str, players: int, options: dict, seed: int) -> str:
    """A digest of one random playout: every action, the end state, and views on the way."""
    state = engine.new_game(game_id, players, seed, playout_setting(game_id, options))
    chooser = random.Random(seed)
    sha = hashlib.sha256()
    for step in range(20_000):
        actions = state.legal_actions()
        if not actions:
            break
        if step % VIEW_EVERY == 0:
            sha.update(_seen(state, state.current_player, seed + step).encode())
        action = actions[int(chooser.random() * len(actions))]
        sha.update(action.to_json().encode())
        state.apply(action)
    sha.update(state.to_json().encode())
    return sha.hexdigest()[:16]


def _recorded() -> dict[str, str]:
    return json.loads(FIXTURE.read_text())


@pytest.mark.parametrize("game_id,players,options,seed",
                         [pytest.param(*case, id=_key(*case).replace(" ", "-")) for case in _cases()])
def test_playout_unchanged(game_id, players, options, seed):
    recorded = _recorded()
    key = _key(game_id, players, options, seed)
    assert key in recorded, f"no digest recorded for {key}: run python -m tests.test_playout_digests"
    assert digest(game_id, players, options, seed) == recorded[key], f"{key} plays differently than recorded"


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps({_key(*case): digest(*case) for case in _cases()}, indent=1, sort_keys=True) + "\n")
