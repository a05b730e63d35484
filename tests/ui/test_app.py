"""The desktop app driven by real pygame events: library, seating, a whole game, saves, undo, curtain."""

import random
import time

import pygame
import pytest
from driver import Driver
from hidden_game import registered

from greenbox_desktop import engine, saves
from greenbox_desktop.engine import Move
from greenbox_desktop.ui.scenes.library import LibraryScene
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.scenes.title import TitleScene

GAME = "business_casual" if "business_casual" in {i.id for i in engine.games()} else "nim"


def type_into(d: Driver, object_id: str, text: str) -> None:
    """Click a text field, clear it and type ``text``."""
    field = next(w for w in d.app.manager.get_sprite_group().sprites() if object_id in w.get_object_ids())
    d.click(field.rect.center)
    for _ in range(30):
        d.post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    d.steps(1)
    for ch in text:
        d.post(pygame.TEXTINPUT, text=ch)
    d.steps(2)


def seat_game(d: Driver, game_id: str, names=("Ann", "Bo")) -> None:
    """From the title screen to the table of ``game_id``."""
    d.click_text("Play a game")
    assert isinstance(d.scene, LibraryScene)
    d.scroll_to_button(f"#play_{game_id}")
    d.click_button(f"#play_{game_id}")
    assert isinstance(d.scene, SeatingScene)
    for i, name in enumerate(names):
        type_into(d, f"#name_{i}", name)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)


def test_whole_game_by_dragging_to_the_result_screen():
    d = Driver()
    assert isinstance(d.scene, TitleScene)
    seat_game(d, GAME)
    assert d.scene.session.names() == ["Ann", "Bo"]
    rng = random.Random(5)
    while not d.scene.state.is_terminal():
        before = len(d.scene.state.history)
        d.play_move(rng.choice(d.scene.state.legal_actions()))
        assert len(d.scene.state.history) == before + 1, d.app.current_status()
    assert "Player 1" not in " ".join(d.scene.session.log)
    assert saves.load_autosave() is None  # cleared at the end
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    headline = d.scene.headline()
    assert "wins" in headline or "draw" in headline
    d.click_button("#again")
    assert isinstance(d.scene, TableScene) and not d.scene.state.history
    d.click_button("#menu")
    assert isinstance(d.scene, TitleScene)


def test_illegal_drop_changes_nothing_and_says_why():
    d = Driver()
    seat_game(d, GAME)
    state = d.scene.state
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    cid = moves[0].component
    legal = {(m.zone, m.slot) for m in moves if m.component == cid}
    layout = d.scene.layout
    start = d.component_pos(cid)
    target = None
    for box in layout.boxes.values():
        for slot in list(box.slots()) or [None]:
            point = layout.slot_rect(box.zone.id, slot).center
            far = abs(point[0] - start[0]) + abs(point[1] - start[1]) > 40
            if far and not any(layout.slot_rect(*p).collidepoint(point) for p in legal):
                target = point
                break
        if target:
            break
    snapshot = state.to_json()
    d.drag_points(start, target)
    assert d.scene.state.to_json() == snapshot
    reason = d.app.current_status()
    assert reason and reason != "Drop it on one of the lit places."
    assert cid in d.scene.animator.tweens or d.app.settings.animation_speed == 0


def test_undo_redo_save_quit_resume(tmp_path):
    d = Driver()
    seat_game(d, "nim")
    d.drag(d.scene.state.top("supply"), "heap.0")
    d.drag(d.scene.state.top("supply"), "heap.0")
    assert len(d.scene.state.history) == 2
    d.press(pygame.K_z, pygame.KMOD_CTRL)
    assert len(d.scene.state.history) < 2
    d.press(pygame.K_y, pygame.KMOD_CTRL)
    assert len(d.scene.state.history) == 2
    d.save_and_quit()
    assert any(s.label for s in saves.list_saves() if not s.problem)

    again = Driver()
    again.steps(2)
    again.click_text("Resume last game")
    assert isinstance(again.scene, TableScene)
    assert len(again.scene.state.history) == 2
    assert again.scene.session.names() == ["Ann", "Bo"]


def test_corrupt_save_shows_a_message_and_the_app_goes_on():
    saves.saves_dir().joinpath("broken.json").write_text("{not json", encoding="utf-8")
    good = saves.SaveGame.from_state(engine.new_game("nim", 2, 1), ["A", "B"], ["human", "human"])
    path = saves.save_named(good, "good")
    text = path.read_text(encoding="utf-8").replace('"seed": 1', '"seed": 2')
    path.write_text(text, encoding="utf-8")
    d = Driver()
    d.click_text("Load a saved game")
    d.click_button("#load") if d.find_button("#load") else None
    windows = [w for w in d.app.manager.get_sprite_group().sprites() if "#message_window" in w.get_object_ids()
               or type(w).__name__ == "UIMessageWindow"]
    assert windows or "cannot" in d.app.current_status().lower()
    d.steps(5)
    assert d.app.running


def test_autosave_to_an_unwritable_folder_is_reported(monkeypatch):
    d = Driver()
    seat_game(d, "nim")

    def refuse(_save):
        raise saves.DataDirError("read-only disk")

    monkeypatch.setattr(saves, "autosave", refuse)
    d.drag(d.scene.state.top("supply"), "heap.0")
    assert d.app.notices.texts == ["Autosave failed: read-only disk"]
    d.drag(d.scene.state.top("supply"), "heap.1")  # the same failure again: still one notice
    d.steps(60 * 10)  # long after a status line would have gone, and after other messages
    assert "read-only" not in d.app.current_status() and len(d.app.notices.texts) == 1
    d.press(pygame.K_ESCAPE)  # a key dismisses the notice and does nothing else
    assert not d.app.notices.texts and isinstance(d.scene, TableScene)


def test_a_notice_stays_while_a_bot_thinks_and_a_click_on_it_closes_it():
    d = Driver()
    d.app.goto(SeatingScene(d.app, "nim"))
    d.steps(2)
    d.scene.next_kind(0)  # the bot plays first
    d.click_button("#start")
    d.app.notice("Autosave failed: no space left on device")
    for _ in range(20_000):  # the bot thinks, then its moves fill the status line (a bound, not a timing)
        if not d.scene.bots.bot_to_move():
            break
        d.steps(1)
        time.sleep(0.0005)  # let the bot's thread run
    assert d.scene.state.history and d.app.current_status()
    assert d.app.notices.texts == ["Autosave failed: no space left on device"]
    _picture, rect = d.app.notices.boxes()[0]
    d.click(rect.center)
    assert not d.app.notices.texts


def test_curtain_between_seats_of_a_hidden_information_game():
    with registered():
        d = Driver()
        d.app.goto(SeatingScene(d.app, "test_secret_cards"))
        d.steps(2)
        d.click_button("#start")
        scene = d.scene
        assert scene.curtain
        assert not d.find_button("#undo")  # nothing but the curtain is shown
        d.lift_curtain()
        assert not scene.curtain and scene.at_screen == 0
        drawn = {p.cid for p in scene.placements}
        assert "card.red.1" in drawn and "card.blue.1" not in drawn  # the other hand is masked
        d.drag("card.red.1", "table", 0)
        assert scene.curtain and scene.state.current_player == 1
        d.lift_curtain()
        drawn = {p.cid for p in scene.placements}
        assert "card.blue.1" in drawn and "card.red.2" not in drawn


def test_rules_settings_and_resize():
    d = Driver()
    d.click_text("Settings")
    d.click_button("#set_sound")
    assert saves.load_settings().sound is False
    d.press(pygame.K_m)
    assert saves.load_settings().sound is True
    d.click_button("Back")
    d.click_text("Play a game")
    d.scroll_to_button("#rules_nim")
    d.click_button("#rules_nim")
    assert type(d.scene).__name__ == "RulesScene"
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    d.post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    d.steps(2)
    assert d.app.size == (1600, 900)
    d.click_button("Back")
    assert isinstance(d.scene, LibraryScene)


@pytest.mark.parametrize("game_id", [i.id for i in engine.games()])
def test_every_game_opens_at_the_table_and_accepts_a_move(game_id):
    d = Driver()
    info = engine.game_info(game_id)
    d.app.goto(SeatingScene(d.app, game_id))
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    d.lift_curtain()
    action = d.scene.state.legal_actions()[0]
    d.play_move(action)
    assert len(d.scene.state.history) == 1, (info.id, d.app.current_status())


def test_widget_text_grows_with_the_window_and_a_small_resize_keeps_the_theme():
    def menu_text_height(d: Driver) -> int:
        return d.find_button("#menu").font.size("Menu")[1]

    d = Driver()
    d.app.goto(SeatingScene(d.app, "oki"))
    d.steps(2)
    d.click_button("#start")
    small = menu_text_height(d)
    manager = d.app.manager
    for size in ((1290, 726), (1920, 1080)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        d.steps(2)
        if size == (1290, 726):
            assert d.app.manager is manager and menu_text_height(d) == small
    assert menu_text_height(d) >= small * 1.4  # text scaled with the 1.5 times bigger window
    d.click_button("#menu")  # the rebuilt widgets answer clicks under the new theme
    assert not isinstance(d.scene, TableScene)


def test_the_key_that_closes_a_notice_types_nothing_into_a_name_field():
    d = Driver()
    d.app.goto(SeatingScene(d.app, "nim"))
    d.steps(2)
    entry = d.scene.name_entries[0]
    entry.focus()
    entry.set_text("Ann")
    d.app.notice("Settings not saved: read-only disk")
    d.post(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)
    d.post(pygame.TEXTINPUT, text="x")
    d.post(pygame.KEYUP, key=pygame.K_x, mod=0, unicode="x", scancode=0)
    d.steps(2)
    assert not d.app.notices.texts and entry.get_text() == "Ann"  # the key closed the notice, nothing more
    d.post(pygame.TEXTINPUT, text="e")
    d.steps(2)
    assert entry.get_text() == "Anne"  # the next key types as usual
