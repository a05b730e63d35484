"""Replays: every game steps forwards and backwards through exactly its states; the history of
finished games lists, checks, exports, imports and counts them; branches start from any step."""

import dataclasses
import json
import time

import pytest

from greenbox_desktop import engine, saves
from greenbox_desktop.engine.conformance import CheckFailed, check_replay_log
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.engine.replay_log import ReplayLog
from greenbox_desktop.saves import history
from greenbox_desktop.saves.savefile import _checksum
from greenbox_desktop.ui.session import Session

GAMES = [info.id for info in engine.games()]


@pytest.mark.parametrize("game_id", GAMES)
def test_stepping_both_ways_gives_exactly_the_states_of_the_game(game_id):
    check_replay_log(game_id, engine.game_info(game_id).min_players, seed=3)


def test_the_replay_check_names_a_step_that_shows_another_state(monkeypatch):
    real = ReplayLog.state_at
    monkeypatch.setattr(ReplayLog, "state_at", lambda log, step: real(log, max(0, step - 1)))
    with pytest.raises(CheckFailed, match="step 1: the replay shows another state"):
        check_replay_log("nim", 2, seed=3)


def test_the_log_words_each_action_as_the_game_does():
    state = random_playout("nim", 2, 4)
    log = ReplayLog(engine.new_game("nim", 2, 4, state.options), state.history)
    again = engine.new_game("nim", 2, 4, state.options)
    for action, lines in zip(state.history, log.lines):
        assert lines[0] == again.describe(action)
        again.apply(action)


def test_an_action_no_longer_legal_names_its_step():
    state = random_playout("nim", 2, 4)
    bad = state.history[:2] + [engine.Pass()]
    with pytest.raises(engine.IllegalAction, match="step 3"):
        ReplayLog(engine.new_game("nim", 2, 4, state.options), bad)


def finished(game_id="nim", seed=5, names=("Ann", "Bo")):
    state = random_playout(game_id, len(names), seed)
    return state, saves.SaveGame.from_state(state, list(names), ["human", "bot:easy"][:len(names)])


def test_a_finished_game_is_kept_once_and_listed_with_its_result():
    state, save = finished()
    history.keep_finished(save)
    history.keep_finished(save)
    entries = history.list_history()
    assert len(entries) == 1
    entry = entries[0]
    winner = save.names[state.winners()[0]]
    assert entry.problem is None and entry.title == "NIM" and entry.length == len(state.history)
    assert entry.result == f"{winner} won" and entry.winners == [winner] and entry.finished_at
    assert entry.load().state().to_json() == state.to_json()
    assert json.loads(entry.path.read_text())["rules_version"] == 1


def test_filter_and_statistics_per_game():
    for seed in range(4):
        history.keep_finished(finished(seed=seed)[1])
    history.keep_finished(finished("oki", 1)[1])
    nim = history.list_history("nim")
    assert len(nim) == 4 and {e.game_id for e in history.list_history()} == {"nim", "oki"}
    stats = history.game_stats("nim")
    assert stats.played == 4 and set(stats.wins) == {"Ann", "Bo"} and stats.seats == {"Ann": 4, "Bo": 4}
    assert sum(stats.wins.values()) == sum(len(e.winners) for e in nim)


def sealed(obj) -> str:
    return json.dumps(dict(obj, checksum=_checksum(obj)))


def test_a_replay_that_no_longer_replays_is_listed_with_its_reason(monkeypatch):
    _state, save = finished()
    path = history.keep_finished(save)
    obj = json.loads(path.read_text())
    (history.history_dir() / "illegal.json").write_text(sealed(dict(obj, history=obj["history"] + [{"type": "Pass"}])))
    (history.history_dir() / "future.json").write_text(sealed(dict(obj, rules_version=2)))
    (history.history_dir() / "junk.json").write_text("{not json")
    unfinished = dict(obj, history=obj["history"][:1])
    (history.history_dir() / "unfinished.json").write_text(sealed(unfinished))
    problems = {e.path.stem: e.problem for e in history.list_history()}
    assert "step" in problems["illegal"] and "illegal" in problems["illegal"]
    assert "version 2 of its rules" in problems["future"] and "update the app" in problems["future"]
    assert "not valid JSON" in problems["junk"] and "not finished" in problems["unfinished"]
    assert problems[path.stem] is None
    assert {e.path.stem for e in history.list_history("nim")} == {path.stem, "illegal", "future", "unfinished"}
    # the rules of NIM change: the old replay is refused with that reason, never shown wrongly
    cls = engine.game_class("nim")
    monkeypatch.setattr(cls, "INFO", dataclasses.replace(cls.INFO, rules_version=2))
    entry = next(e for e in history.list_history() if e.path == path)
    assert "version 1 of its rules" in entry.problem
    with pytest.raises(saves.SaveError, match="version 1 of its rules"):
        entry.load()
    assert "no longer mean the same" in entry.problem


def test_export_then_import_gives_the_same_game(tmp_path):
    _state, save = finished()
    entry = history.read_entry(history.keep_finished(save))
    out = history.export_replay(entry, tmp_path)
    assert out.read_text() == entry.path.read_text()
    assert out.name == history.export_name(entry)  # a folder chosen: the readable name, not the kept file's
    history.delete_entry(entry)
    assert history.list_history() == []
    again = history.import_replay(out)
    assert again.problem is None and again.load().history == save.history and again.finished_at == entry.finished_at


def test_the_export_name_keeps_letters_of_any_script_and_the_local_day(monkeypatch):
    _state, save = finished(names=("Zo\u00eb, J\u00fcrgen", "\u0401\u043b\u043a\u0430"))
    entry = history.read_entry(history.keep_finished(save))
    entry.finished_at = "2026-03-05T23:30:00+00:00"
    monkeypatch.setenv("TZ", "Asia/Tokyo")  # nine hours ahead of UTC: already the next day there
    time.tzset()
    try:
        name = history.export_name(entry)
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    assert name == "nim_2026-03-06_zo\u00eb-j\u00fcrgen-\u0451\u043b\u043a\u0430.json"
    entry.names = ["\u65e5\u672c", "?*"]  # a name of only forbidden signs leaves no stray dash
    entry.finished_at = "not a time"
    assert history.export_name(entry) == "nim_\u65e5\u672c.json"
    entry.names = ["<>:|"]
    assert history.export_name(entry) == "nim.json"


@pytest.mark.parametrize("kind", ["truncated", "edited", "foreign", "binary", "other app", "unfinished", "illegal"])
def test_import_refuses_a_bad_file_and_leaves_it_untouched(tmp_path, kind):
    _state, save = finished()
    good = json.dumps(save.to_obj(), indent=1)
    obj = json.loads(good)
    files = {
        "truncated": (good[: len(good) // 2], "truncated"),
        "edited": (json.dumps(dict(obj, seed=obj["seed"] + 1)), "checksum"),
        "foreign": (sealed(dict(obj, game="chess")), "does not know"),
        "binary": ("\x89PNG\x00\xff", "not"),
        "other app": (json.dumps({"format": "other"}), "not a Green Box Desktop save"),
        "unfinished": (sealed(dict(obj, history=obj["history"][:1])), "not finished"),
        "illegal": (sealed(dict(obj, history=obj["history"] + [{"type": "Pass"}])), "do not replay"),
    }
    text, words = files[kind]
    path = tmp_path / "replay.json"
    path.write_bytes(text.encode("latin-1" if kind == "binary" else "utf-8"))
    before = path.read_bytes()
    with pytest.raises(saves.SaveError, match=words):
        history.import_replay(path)
    assert path.read_bytes() == before and history.list_history() == []


def test_delete_removes_the_file():
    entry = history.read_entry(history.keep_finished(finished()[1]))
    history.delete_entry(entry)
    assert not entry.path.exists() and history.list_history() == []


@pytest.mark.parametrize("game_id", ["nim", "oki", "business_casual"])
def test_a_branch_starts_from_any_step_and_plays_on(game_id):
    info = engine.game_info(game_id)
    state, save = finished(game_id, 7, [f"P{i}" for i in range(info.min_players)])
    log = ReplayLog(save.start(), save.history)
    step = len(log) // 2
    branch = dataclasses.replace(save, history=save.history[:step], names=[f"New {i}" for i in range(save.players)])
    session = Session.from_save(branch)
    assert session.state.to_json() == log.state_at(step).to_json()
    assert session.names()[0] == "New 0" and len(session.log) >= step
    session.apply(session.state.legal_actions()[0])
    assert len(session.state.history) == step + 1


def test_a_listed_file_is_replayed_again_only_when_it_changes(monkeypatch):
    _state, save = finished()
    path = history.keep_finished(save)
    history.list_history()
    calls = []
    real = history.check
    monkeypatch.setattr(history, "check", lambda *args: calls.append(args) or real(*args))
    assert history.list_history()[0].result and calls == []
    path.write_text(path.read_text() + "\n")
    assert history.list_history()[0].problem is None and len(calls) == 1


@pytest.mark.parametrize("damage", ["{not json", "[1, 2]", '{"x": 5}', "names"])
def test_a_damaged_memory_of_the_checks_only_costs_a_replay(damage):
    state, save = finished()
    path = history.keep_finished(save)
    checks_path = saves.data_dir() / history.CHECKS_NAME
    if damage == "names":
        checks = json.loads(checks_path.read_text())
        checks[path.name]["names"] = 5
        damage = json.dumps(checks)
    checks_path.write_text(damage)
    [entry] = history.list_history()
    assert entry.problem is None and entry.names == ["Ann", "Bo"] and entry.length == len(state.history)


def remembered(path, **changes):
    """Change what the history remembers about ``path`` (its digest left matching the file)."""
    checks_path = saves.data_dir() / history.CHECKS_NAME
    checks = json.loads(checks_path.read_text())
    checks[path.name].update(changes)
    checks_path.write_text(json.dumps(checks))


@pytest.mark.parametrize("changes", [{"winners": ["Mallory"]}, {"winners": "Ann"}, {"names": ["Ann", "Mallory"]},
                                     {"result": "x" * 100_000}, {"problem": 5}, {"finished_at": ["2026"]},
                                     {"length": True}, {"game_id": "oki"}, {"kinds": ["human"]}])
def test_a_memory_that_does_not_fit_its_file_is_not_trusted(changes):
    state, save = finished()
    path = history.keep_finished(save)
    truth = history.list_history()[0]
    remembered(path, **changes)
    [entry] = history.list_history()
    assert (entry.names, entry.winners, entry.result, entry.length, entry.problem) == \
        (truth.names, truth.winners, truth.result, len(state.history), None)
    stats = history.game_stats("nim")
    assert stats.played == 1 and set(stats.wins) == {"Ann", "Bo"}


def test_a_kept_game_remembered_as_fine_that_its_game_cannot_seat_is_listed_with_the_reason():
    _state, save = finished()
    path = history.keep_finished(save)
    obj = dict(json.loads(path.read_text()), players=3, names=["Ann", "Bo", "Cy"], kinds=["human"] * 3)
    obj["checksum"] = _checksum(obj)
    text = json.dumps(obj)
    path.write_text(text)
    remembered(path, digest=history.hashlib.sha256(text.encode("utf-8")).hexdigest(), names=obj["names"],
               kinds=obj["kinds"])
    [entry] = history.list_history()
    assert "seats 3 players, and NIM is for 2 to 2" in entry.problem
    with pytest.raises(saves.SaveError, match="seats 3 players"):
        entry.load()


def test_a_kept_game_is_replayed_before_it_is_handed_out(monkeypatch):
    _state, save = finished()
    entry = history.read_entry(history.keep_finished(save))

    def no_replay(_save):
        raise saves.SaveError("no replay")

    monkeypatch.setattr(saves.SaveGame, "state", no_replay)
    with pytest.raises(saves.SaveError, match="no replay"):
        entry.load()
