"""No text from a file reaches the screen beyond its limits: a sealed save whose seat names are
20,000 characters long and whose label is a million opens on the Load screen, the table, the
History and the replay viewer, each drawn with the names cut; and the app's fonts draw no line
longer than ``MAX_LINE_CHARS``, whatever they are given."""

import json

import pygame
import pytest
from driver import Driver

from greenbox_desktop import saves
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.saves.savefile import MAX_LABEL_CHARS, MAX_NAME_CHARS, _checksum
from greenbox_desktop.ui.assets import FONT_REGULAR
from greenbox_desktop.ui.paint import MAX_LINE_CHARS, BoundedFont, bounded
from greenbox_desktop.ui.scenes.history import HistoryScene
from greenbox_desktop.ui.scenes.replay import ReplayScene
from greenbox_desktop.ui.scenes.saves_screen import SavesScene
from greenbox_desktop.ui.scenes.table import TableScene

NAMES = ["A" * 20_000, "B" * 20_000]


def long_text_save(steps: int | None) -> str:
    """A sealed NIM save with very long names and label (``steps`` moves, None: to the end)."""
    state = random_playout("nim", 2, 5, max_steps=steps) if steps else random_playout("nim", 2, 5)
    obj = dict(saves.SaveGame.from_state(state, ["x", "y"], ["human", "human"]).to_obj(),
               names=NAMES, label="L" * 1_000_000)
    obj["checksum"] = _checksum(obj)
    return json.dumps(obj)


@pytest.fixture
def drawn(monkeypatch):
    """Every text given to the app's fonts to draw, from now on."""
    texts: list[str] = []
    real = BoundedFont.render

    def spy(font, text, *args, **kwargs):
        texts.append(text)
        return real(font, text, *args, **kwargs)

    monkeypatch.setattr(BoundedFont, "render", spy)
    return texts


def assert_names_cut(texts: list[str]) -> None:
    """The names were drawn, and never longer than a seat's name may be."""
    assert any("A" * MAX_NAME_CHARS in t for t in texts)
    assert not any("A" * (MAX_NAME_CHARS + 1) in t or "B" * (MAX_NAME_CHARS + 1) in t for t in texts)


def test_long_names_and_label_are_cut_on_the_load_screen_and_the_table(drawn):
    (saves.saves_dir() / "long.json").write_text(long_text_save(4), encoding="utf-8")
    d = Driver()
    d.click_text("Load a saved game")
    assert isinstance(d.scene, SavesScene)
    [summary] = d.scene.summaries
    assert summary.names == [n[:MAX_NAME_CHARS] for n in NAMES] and len(summary.label) == MAX_LABEL_CHARS
    assert_names_cut(drawn)
    d.click_button("#load")
    assert isinstance(d.scene, TableScene)
    d.steps(3)
    assert d.scene.session.names() == [n[:MAX_NAME_CHARS] for n in NAMES]
    assert_names_cut(drawn)


def test_long_names_are_cut_in_the_history_and_the_replay_viewer(drawn):
    (saves.data_dir() / "history").mkdir(parents=True, exist_ok=True)
    (saves.data_dir() / "history" / "nim-long.json").write_text(long_text_save(None), encoding="utf-8")
    d = Driver()
    d.click_text("History")
    assert isinstance(d.scene, HistoryScene)
    [entry] = d.scene.entries
    assert entry.problem is None and entry.names == [n[:MAX_NAME_CHARS] for n in NAMES]
    d.click_button("#replay")
    assert isinstance(d.scene, ReplayScene)
    d.press(pygame.K_END)
    assert d.scene.names == [n[:MAX_NAME_CHARS] for n in NAMES]
    assert_names_cut(drawn)


def test_the_apps_fonts_draw_no_line_longer_than_the_limit():
    pygame.font.init()
    font = BoundedFont(str(FONT_REGULAR), 12)
    huge = "W" * 2_000_000
    assert font.size(huge) == font.size(bounded(huge)) and font.render(huge, True, (0, 0, 0)).get_size() == \
        font.size("W" * (MAX_LINE_CHARS - 1) + "\u2026")
    assert bounded("short") == "short" and len(bounded(huge)) == MAX_LINE_CHARS
