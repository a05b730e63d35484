"""Opening a save replays its log once: the check in ``read_save`` is the only one that asks
whether each step is legal; the session and the first undo check reuse that answer."""

import random

import pytest

from greenbox_desktop import engine, saves
from greenbox_desktop.engine import State
from greenbox_desktop.ui.session import Session


def long_free_play(actions: int = 300) -> State:
    """A Free play game of two seats with ``actions`` random actions (draws, flips, passes)."""
    state = engine.new_game("free_play", 2, 4, {})
    chooser = random.Random(4)
    while len(state.history) < actions:
        legal = state.legal_actions()
        state.apply(legal[int(chooser.random() * len(legal))])
    return state


@pytest.fixture
def counted(monkeypatch):
    """Counts of full replays (``engine.replay``) and of legality checks (``State.explain``)."""
    counts = {"replay": 0, "explain": 0}
    replay, explain = engine.replay, State.explain

    def counting_replay(*args, **kwargs):
        counts["replay"] += 1
        return replay(*args, **kwargs)

    def counting_explain(self, action):
        counts["explain"] += 1
        return explain(self, action)

    monkeypatch.setattr(engine, "replay", counting_replay)
    monkeypatch.setattr(State, "explain", counting_explain)
    return counts


def test_a_read_save_replays_once_and_opens_without_checking_again(counted):
    played = long_free_play()
    path = saves.save_named(saves.SaveGame.from_state(played, ["Ann", "Bo"], ["human", "human"]), "long")
    save = saves.read_save(path)
    assert counted["replay"] == 1 and save.replayed
    assert save.state().to_json() == played.to_json() and counted["replay"] == 1  # kept, not replayed again
    checks = counted["explain"]
    session = Session.from_save(save)
    assert counted["explain"] == checks and counted["replay"] == 1
    assert session.state.to_json() == played.to_json()
    unchecked = Session.from_save(saves.parse_save(path.read_text()))  # the same save, never replayed
    assert counted["explain"] > checks
    assert session.log == unchecked.log and session.state.to_json() == unchecked.state.to_json()
    checks = counted["explain"]
    assert session.undo_plan({0}) == unchecked.undo_plan({0})
    assert counted["explain"] == checks  # the undo check steps through the game's own history unchecked


def test_a_save_that_never_replayed_is_still_checked_step_by_step():
    played = long_free_play(20)
    bad = played.history[:5] + [engine.Choose("roll", "tile.nope")] + played.history[5:]
    save = saves.SaveGame("free_play", 2, 4, {}, ["Ann", "Bo"], ["human", "human"], bad)
    assert not save.replayed
    with pytest.raises(saves.SaveError, match="do not replay"):
        Session.from_save(save)


def test_a_longer_log_is_replayed_again():
    played = long_free_play(30)
    save = saves.SaveGame.from_state(played, ["Ann", "Bo"], ["human", "human"])
    save.state()
    save.history.append(played.legal_actions()[0])
    assert not save.replayed
    assert len(save.state().history) == 31
