"""A window that may not write its data folder: another window owns it, or it cannot be written.

It says so, lists what the folder holds, lets the player play and replay, and writes nothing.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from driver import Driver

from greenbox_desktop import saves
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.saves import paths
from greenbox_desktop.saves.history import keep_finished
from greenbox_desktop.ui.scenes.history import HistoryScene
from greenbox_desktop.ui.scenes.saves_screen import SavesScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene

CHILD = Path(__file__).resolve().parent.parent / "crash_child.py"


def a_finished_save() -> saves.SaveGame:
    state = random_playout("nim", 2, 5, {})
    return saves.SaveGame.from_state(state, ["Ann", "Bo"], ["human", "human"])


def titles(d: Driver) -> list[str]:
    return [item.text for item in d.scene.buttons()]


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in owner is killed with SIGKILL")
def test_a_second_window_on_a_busy_folder_asks_then_plays_without_writing():
    owner = subprocess.Popen([sys.executable, str(CHILD), "hold"], env=dict(os.environ, PYTHONPATH=str(CHILD.parent.parent)),
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert owner.stdout.readline().strip() == "held"
        d = Driver()
        assert d.app.busy and titles(d) == ["Open read-only", "Try again", "Quit"]
        d.click_text("Try again")
        assert d.app.busy and "still open" in d.app.current_status()
        d.click_text("Open read-only")
        assert "Play a game" in titles(d) and paths.read_only() and not d.app.busy
        d.app.goto(SeatingScene(d.app, "nim"))
        d.steps(2)
        d.click_button("#start")
        d.drag(d.scene.state.top("supply"), "heap.0")
        assert len(d.scene.state.history) == 1 and isinstance(d.scene, TableScene)
        assert any(text.startswith("This game is not saved") for text in d.app.notices.texts)
        assert not saves.autosave_path().exists()
        d.app.toggle_sound()
        assert not (saves.config_dir() / "settings.json").exists()
    finally:
        owner.send_signal(signal.SIGKILL)
        owner.wait(timeout=60)


def test_an_unwritable_folder_says_why_and_still_lists_its_files(monkeypatch):
    save = a_finished_save()
    saves.save_named(save, "before")
    keep_finished(save)

    def refuse(*_args, **_kwargs):  # as root chmod does not stop writes: refuse them as the system would
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(paths.tempfile, "mkstemp", refuse)
    d = Driver()
    assert not d.app.busy and "cannot be written" in (paths.read_only() or "")
    assert any("Nothing new can be saved" in text for text in d.app.notices.texts)
    d.app.show("saves")
    d.steps(2)
    assert isinstance(d.scene, SavesScene) and [s.label for s in d.scene.summaries] == ["before"]
    d.app.show("history")
    d.steps(2)
    assert isinstance(d.scene, HistoryScene) and len(d.scene.entries) == 1 and d.scene.entries[0].problem is None


def test_an_unreadable_settings_file_is_a_notice_at_start():
    saves.config_dir().joinpath("settings.json").write_text("[broken")
    d = Driver()
    assert any("settings file could not be read" in text for text in d.app.notices.texts)
    assert list(saves.config_dir().glob("settings.json.bad-*"))


def test_read_only_import_says_kept_already_or_not_imported_and_writes_nothing(tmp_path):
    from pygame_gui.windows import UIMessageWindow

    kept = keep_finished(a_finished_save())
    copy = tmp_path / "copy.json"
    copy.write_text(kept.read_text())
    other = tmp_path / "other.json"
    other.write_text(__import__("json").dumps(saves.SaveGame.from_state(random_playout("nim", 2, 9, {}), ["A", "B"],
                                                                        ["human", "human"]).to_obj()))
    data = saves.data_dir()
    d = Driver()
    assert d.app.manager is not None  # its theme file is written while the folder may still be written
    paths.set_read_only("another window owns the data folder")  # after the app took the folder
    before = sorted(str(p.relative_to(data)) for p in data.rglob("*"))
    d.app.goto(HistoryScene(d.app))
    d.steps(2)

    def message() -> str:
        windows = [w for w in d.app.manager.get_sprite_group().sprites()
                   if isinstance(w, UIMessageWindow)]
        text = windows[-1].text_block.html_text
        for window in windows:
            window.kill()
        return text

    d.scene.import_file(copy)
    assert "already" in message()
    d.scene.import_file(other)
    assert "Nothing is written" in message()
    assert sorted(str(p.relative_to(data)) for p in data.rglob("*")) == before


def test_a_read_only_window_writes_no_theme_and_creates_no_theme_folder():
    from greenbox_desktop.ui.art import theme_path

    paths.set_read_only("another window holds this folder")
    try:
        with pytest.raises(paths.ReadOnlyError):
            theme_path(1.37)
        assert not (paths.data_root() / "theme").exists()
    finally:
        paths.set_read_only(None)
    assert theme_path(1.37).is_file()  # with writing allowed again, the theme file is written
