"""Save files, autosave, settings and records: good files load, bad ones are refused untouched."""

import json
import os
from pathlib import Path

import pytest

from greenbox_desktop import engine, saves
from greenbox_desktop.saves import lock, paths
from greenbox_desktop.saves.settings import read_settings
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.saves import records


def finished_save():
    state = random_playout("nim", 2, 5, {"random_heaps": True})
    return state, saves.SaveGame.from_state(state, ["Ann", "Bo"], ["human", "human"])


def test_named_save_round_trip_replays_to_the_same_state():
    state, save = finished_save()
    path = saves.save_named(save, "Friday night!")
    assert path.name == "friday-night.json"
    loaded = saves.read_save(path)
    assert loaded.names == ["Ann", "Bo"] and loaded.label == "Friday night!"
    assert loaded.state().to_json() == state.to_json()
    assert loaded.start().history == []


def test_list_saves_shows_game_date_turn_and_problems():
    state, save = finished_save()
    saves.save_named(save, "one")
    (saves.saves_dir() / "junk.json").write_text("{not json")
    listing = {s.label: s for s in saves.list_saves()}
    assert listing["one"].title == "NIM" and listing["one"].turn == len(state.history) and listing["one"].saved_at
    assert "not valid JSON" in listing["junk"].problem


def test_autosave_slot():
    assert saves.load_autosave() is None
    state, save = finished_save()
    saves.autosave(save)
    assert saves.load_autosave().state().to_json() == state.to_json()
    saves.clear_autosave()
    assert saves.load_autosave() is None


def damaged_files(good: str):
    obj = json.loads(good)
    edited = dict(obj, seed=obj["seed"] + 1)
    newer = dict(obj, version=99)
    foreign = dict(obj, game="chess")
    foreign["checksum"] = saves.savefile._checksum(foreign)
    bad_move = dict(obj, history=obj["history"] + [{"type": "Pass"}])
    bad_move["checksum"] = saves.savefile._checksum(bad_move)
    return {
        "truncated": (good[: len(good) // 2], "not valid JSON"),
        "not json": ("hello", "not valid JSON"),
        "binary": (b"\x89PNG\x00\xff".decode("latin-1"), "not"),
        "other app": (json.dumps({"format": "other"}), "not a Green Box Desktop save"),
        "edited": (json.dumps(edited), "checksum"),
        "newer": (json.dumps(newer), "newer version"),
        "foreign game": (json.dumps(foreign), "does not know"),
        "illegal move": (json.dumps(bad_move), "do not replay"),
    }


@pytest.mark.parametrize("case", ["truncated", "not json", "binary", "other app", "edited", "newer", "foreign game", "illegal move"])
def test_bad_save_is_refused_with_a_message_and_left_untouched(case):
    _, save = finished_save()
    good = saves.save_named(save, "good").read_text()
    text, message = damaged_files(good)[case]
    path = saves.saves_dir() / "bad.json"
    path.write_text(text, encoding="latin-1" if case == "binary" else "utf-8")
    before = path.read_bytes()
    with pytest.raises(saves.SaveError, match=message):
        saves.read_save(path)
    assert path.read_bytes() == before


def test_save_for_another_game_is_refused_when_a_game_is_expected():
    others = [g.id for g in engine.games() if g.id != "nim"]
    if not others:
        pytest.skip("only one game registered")
    _, save = finished_save()
    path = saves.save_named(save, "g")
    with pytest.raises(saves.SaveError, match="not for"):
        saves.read_save(path, expected_game=others[0])


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_data_dir_is_reported(monkeypatch, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    monkeypatch.setenv("GREENBOX_DATA_DIR", str(locked / "data"))
    with pytest.raises(saves.DataDirError):
        saves.saves_dir()


def test_unwritable_data_dir_is_reported_even_for_root(monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("GREENBOX_DATA_DIR", str(blocker / "data"))
    with pytest.raises(saves.DataDirError, match="Cannot create"):
        saves.autosave(finished_save()[1])


def test_settings_defaults_round_trip_and_corrupt_file():
    assert saves.load_settings() == saves.Settings()
    settings = saves.Settings(window_size=(1600, 900), fullscreen=True, sound=False, animation_speed=2.0)
    saves.store_settings(settings)
    assert saves.load_settings() == settings
    (saves.config_dir() / "settings.json").write_text("[broken")
    assert saves.load_settings() == saves.Settings()


def test_records_keep_the_best_first():
    for score in (3, 9, 5):
        saves.add_record("hudai_monastery", "normal", {"score": score})
    assert [r["score"] for r in saves.best_records("hudai_monastery", "normal")] == [9, 5, 3]
    saves.add_record("desert_dessert", "normal", {"turns": 40}, key="turns", higher_is_better=False)
    saves.add_record("desert_dessert", "normal", {"turns": 30}, key="turns", higher_is_better=False)
    assert [r["turns"] for r in saves.best_records("desert_dessert", "normal")] == [30, 40]


def test_settings_keep_the_window_place_and_refuse_odd_values():
    settings = saves.Settings(window_size=(1100, 650), window_pos=(40, -20))
    saves.store_settings(settings)
    assert saves.load_settings() == settings
    (saves.config_dir() / "settings.json").write_text('{"window_pos": [true, 5], "window_size": [1, 99999]}')
    assert saves.load_settings() == saves.Settings()
    (saves.config_dir() / "settings.json").write_text("[" * 100_000)
    assert saves.load_settings() == saves.Settings()


def sealed_save(**changes) -> str:
    """The text of a finished NIM save with ``changes`` made and its checksum made to match again."""
    obj = dict(finished_save()[1].to_obj(), **changes)
    obj["checksum"] = saves.savefile._checksum(obj)
    return json.dumps(obj)


def test_text_from_a_file_is_cut_to_the_limits_where_it_is_read():
    path = saves.saves_dir() / "long.json"
    path.write_text(sealed_save(names=["A" * 20_000, "B" * 30], label="L" * 1_000_000, saved_at="T" * 500,
                                colours=["red" * 100, "blue"], kinds=["human" * 50, "human"]))
    save = saves.read_save(path)
    assert save.names == ["A" * saves.savefile.MAX_NAME_CHARS, "B" * saves.savefile.MAX_NAME_CHARS]
    assert len(save.label) == saves.savefile.MAX_LABEL_CHARS and save.label.startswith("LLL")
    assert max(map(len, save.colours + save.kinds + [save.saved_at])) <= saves.savefile.MAX_STAMP_CHARS
    [summary] = saves.list_saves()
    assert summary.names == save.names and summary.label == save.label


def test_a_refusal_quoting_the_file_is_short():
    path = saves.saves_dir() / "foreign.json"
    path.write_text(sealed_save(game="g" * 100_000))
    with pytest.raises(saves.SaveError, match="does not know") as refusal:
        saves.read_save(path)
    assert len(str(refusal.value)) <= saves.savefile.MAX_MESSAGE_CHARS


def test_the_load_list_refuses_a_file_over_the_limit_without_reading_it():
    path = saves.saves_dir() / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(saves.savefile.MAX_BYTES * 3)  # sparse: no disk space, but read whole it would be 48 MB
    [summary] = saves.list_saves()
    assert "far too large" in summary.problem and path.stat().st_size == saves.savefile.MAX_BYTES * 3


def test_a_save_longer_than_its_games_longest_game_is_refused_before_replaying(monkeypatch):
    longest = engine.game_info("nim").max_actions
    text = sealed_save(history=[{"type": "Pass"}] * (longest + 1))
    monkeypatch.setattr(saves.SaveGame, "state", lambda self: pytest.fail("replayed"))
    with pytest.raises(saves.SaveError, match=f"more than any game of NIM takes \\(at most {longest}\\)"):
        saves.parse_save(text)


def test_a_save_with_a_seat_count_its_game_does_not_take_is_refused():
    text = sealed_save(players=3, names=["A", "B", "C"], kinds=["human"] * 3)
    with pytest.raises(saves.SaveError, match="seats 3 players, and NIM is for 2 to 2"):
        saves.parse_save(text)


@pytest.mark.parametrize("content", [{"nim": "x"}, {"nim": ["x"]}, {"nim": {"normal": "x"}}, {"nim": {"normal": {}}},
                                     [1], "x", {"nim": {"normal": [1, None, "x", [], {"score": "9"},
                                                                   {"score": 1, "name": "n" * 5000}]}}])
def test_malformed_records_are_left_out_with_a_log_line(content, caplog):
    (saves.data_dir() / "records.json").write_text(json.dumps(content))
    assert saves.best_records("nim", "normal") == []
    assert not any(records.best_lists("nim").values())
    if isinstance(content, dict):
        assert "records: ignored" in caplog.text


def test_good_records_are_kept_beside_bad_ones():
    good = {"score": 7, "name": "Ann", "date": "2026-01-02", "moves": 30}
    (saves.data_dir() / "records.json").write_text(json.dumps(
        {"nim": {"normal": [{"score": float("nan")}, good, {"score": [1]}], "hard": "x"}, "oki": 5}))
    assert records.best_lists("nim") == {"normal": [good], "hard": []}
    saves.add_record("nim", "normal", {"score": 9})
    assert [r["score"] for r in saves.best_records("nim", "normal")] == [9, 7]
    assert json.loads((saves.data_dir() / "records.json").read_text())["oki"] == 5  # the rest is left as it was


def test_atomic_write_uses_a_temporary_file_of_its_own_and_cleans_up_on_failure(monkeypatch):
    target = saves.saves_dir() / "slot.json"
    made = []
    real_mkstemp = paths.tempfile.mkstemp

    def spy(*args, **kwargs):
        made.append(real_mkstemp(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(paths.tempfile, "mkstemp", spy)
    paths.atomic_write(target, "one")
    paths.atomic_write(target, "two")
    names = [Path(name) for _, name in made]
    assert len(set(names)) == 2 and all(n.parent == target.parent for n in names)  # never one shared name
    assert target.stat().st_mode & 0o777 == 0o666 & ~paths._UMASK  # the mode any new file gets, not 0600

    def no_space(_src, _dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(paths.os, "replace", no_space)
    with pytest.raises(saves.DataDirError, match="No space left"):
        paths.atomic_write(target, "three")
    assert target.read_text() == "two" and not list(target.parent.glob(f".*{paths.TEMP_SUFFIX}"))


def test_a_read_only_window_writes_nothing_into_its_folders_but_may_export(tmp_path):
    _, save = finished_save()
    saves.autosave(save)
    paths.set_read_only("Another Green Box Desktop window is using this data folder.")
    with pytest.raises(paths.ReadOnlyError, match="another Green Box Desktop window|Another Green Box"):
        saves.save_named(save, "mine")
    with pytest.raises(paths.ReadOnlyError):
        saves.clear_autosave()
    with pytest.raises(paths.ReadOnlyError):
        saves.store_settings(saves.Settings())
    assert saves.load_autosave() is not None and not (saves.saves_dir() / "mine.json").exists()
    paths.atomic_write(tmp_path / "exported.json", "{}")  # a file the player asked for, elsewhere


def test_an_unreadable_settings_file_is_reported_and_kept_aside():
    path = saves.config_dir() / "settings.json"
    path.write_text("{broken")
    settings, notice = read_settings()
    assert settings == saves.Settings() and "could not be read (it is not valid JSON)" in notice
    aside = list(saves.config_dir().glob("settings.json.bad-*"))
    assert len(aside) == 1 and aside[0].read_text() == "{broken" and not path.exists()
    assert str(aside[0]) in notice
    assert read_settings() == (saves.Settings(), None)  # the defaults, quietly, from now on
    path.write_bytes(b"\xff\xfe")
    paths.set_read_only("Another window owns the data folder.")
    settings, notice = read_settings()
    assert "not text" in notice and "left as it is" in notice and path.read_bytes() == b"\xff\xfe"


def unwritable(monkeypatch) -> None:
    """Make every file the app would create fail as in a folder it may not write (as root, chmod
    does not stop writes, so the refusal the system would give is given here instead)."""
    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(paths.tempfile, "mkstemp", refuse)


def test_an_unwritable_data_folder_still_lists_its_saves_and_kept_games(monkeypatch):
    from greenbox_desktop.saves.history import keep_finished, list_history

    _, save = finished_save()
    saves.save_named(save, "one")
    keep_finished(save)
    unwritable(monkeypatch)
    assert [s.label for s in saves.list_saves()] == ["one"]
    assert [e.problem for e in list_history()] == [None]
    with pytest.raises(saves.DataDirError, match="cannot be written"):
        lock.take_data_folder()
    with pytest.raises(saves.DataDirError, match="Permission denied"):
        saves.save_named(save, "two")


def test_the_end_of_a_game_is_kept_before_the_autosave_is_cleared(monkeypatch):
    from greenbox_desktop.saves import history
    from greenbox_desktop.ui.outcome import finish_autosave, keep_progress
    from greenbox_desktop.ui.session import Seat, Session

    state, _ = finished_save()
    session = Session.new("nim", [Seat("Ann", "red"), Seat("Bo", "blue")], state.seed, dict(state.options))
    for action in state.history[:-1]:
        session.apply(action)
        keep_progress(session)
    session.apply(state.history[-1])
    real_keep = history.keep_finished

    def stopped(_save):  # the app stops as it keeps the finished game
        raise saves.DataDirError("Cannot write: stopped")

    monkeypatch.setattr(history, "keep_finished", stopped)
    with pytest.raises(saves.DataDirError):
        keep_progress(session)
    assert saves.load_autosave().state().is_terminal()  # the finished game is still in the autosave
    assert not list(history.history_dir().glob("*.json"))
    monkeypatch.setattr(history, "keep_finished", real_keep)
    assert finish_autosave() == (None, True)  # the next start keeps it and clears the autosave
    kept = history.list_history()
    assert len(kept) == 1 and kept[0].length == len(state.history) and kept[0].problem is None
    assert saves.load_autosave() is None
    assert finish_autosave() == (None, False)


def test_one_app_owns_a_data_folder_and_claiming_it_again_in_the_same_process_is_fine():
    lock.take_data_folder()
    lock.take_data_folder()
    assert lock.owns(saves.data_dir()) and (saves.data_dir() / lock.LOCK_NAME).read_text().strip() == str(os.getpid())
    lock.release()
    assert not lock.owns(saves.data_dir())


def test_a_seat_colour_the_app_never_offers_gives_way_to_the_usual_colours():
    path = saves.saves_dir() / "odd_colour.json"
    path.write_text(sealed_save(colours=["red" * 100, "blue"], names=["Ann", "Bo"]))
    save = saves.read_save(path)
    assert save.colours == [] and save.names == ["Ann", "Bo"]  # drawn in the usual colours; nothing else lost
    path.write_text(sealed_save(colours=["green", "white"]))
    assert saves.read_save(path).colours == ["green", "white"]


def test_a_read_only_window_creates_no_folder():
    history = saves.data_dir() / "history"
    assert not history.exists()
    paths.set_read_only("Another Green Box Desktop window is using this data folder.")
    from greenbox_desktop.saves.history import list_history

    assert list_history() == [] and not history.exists()


def test_a_record_with_a_number_too_large_for_a_float_is_left_out():
    good = {"score": 7, "name": "Ann"}
    (saves.data_dir() / "records.json").write_text(json.dumps({"nim": {"normal": [{"score": 10 ** 400}, good]}}))
    assert records.best_lists("nim") == {"normal": [good]}
