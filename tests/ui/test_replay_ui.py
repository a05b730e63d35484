"""History and replay viewer through the UI driver: a finished game is kept, listed, replayed step by
step (buttons, keys, slider, play), seen from one seat or revealed, taken over, exported, imported
and deleted; a file that no longer replays says why and cannot be opened."""

import hashlib
import json
import random

import pygame
import pygame_gui
import pytest
from driver import Driver

from greenbox_desktop import engine, saves
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.saves import history
from greenbox_desktop.saves.savefile import _checksum
from greenbox_desktop.ui.scenes.history import HistoryScene
from greenbox_desktop.ui.scenes.replay import ReplayScene
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene


def keep(game_id="nim", seed=3, names=("Ann", "Bo"), kinds=("human", "bot:easy")):
    state = random_playout(game_id, len(names), seed)
    return state, history.keep_finished(saves.SaveGame.from_state(state, list(names), list(kinds)))


def open_replay(d: Driver) -> ReplayScene:
    d.click_text("History")
    assert isinstance(d.scene, HistoryScene)
    d.click_button("#replay")
    assert isinstance(d.scene, ReplayScene)
    return d.scene


def truth(state, step):
    return engine.replay(state.game_id, state.players, state.seed, state.options, state.history[:step]).to_json()


def test_a_game_played_to_the_end_is_kept_and_replays_from_the_results_screen():
    d = Driver()
    d.play_random_game("nim", 2)
    played = d.scene.state
    [entry] = history.list_history()
    assert entry.load().history == played.history and entry.result.endswith("won")
    d.click_button("#results")
    d.click_button("#replay_game")
    scene = d.scene
    assert isinstance(scene, ReplayScene) and scene.step == 0 and len(scene.log) == len(played.history)
    d.press(pygame.K_END)
    assert scene.state.to_json() == played.to_json()
    d.click_button("#back")
    assert isinstance(d.scene, ResultsScene)


def test_stepping_with_buttons_keys_slider_and_play_shows_the_states_of_the_game():
    state, _path = keep("oki", 4)
    d = Driver()
    scene = open_replay(d)
    n = len(state.history)
    d.click_button("#replay_forward")
    d.click_button("#replay_forward")
    assert scene.step == 2 and scene.state.to_json() == truth(state, 2)
    d.press(pygame.K_LEFT)
    assert scene.step == 1 and scene.state.to_json() == truth(state, 1)
    d.click_button("#replay_last")
    assert scene.step == n and scene.state.to_json() == state.to_json()
    assert not d.find_button("#replay_forward").is_enabled and not d.find_button("#take_over").is_enabled
    d.press(pygame.K_PAGEUP)
    assert scene.step == n - 10 and scene.state.to_json() == truth(state, n - 10)
    d.click_button("#replay_first")
    assert scene.step == 0 and scene.state.to_json() == truth(state, 0)
    # the slider spans the whole game: dragged to its right end it shows the end
    handle = scene.slider.sliding_button.rect.center
    d.drag_points(handle, (scene.slider.rect.right + 40, handle[1]))
    assert scene.step == n and scene.state.to_json() == state.to_json()
    d.press(pygame.K_HOME)
    d.press(pygame.K_UP)  # faster: 4 actions a second
    d.press(pygame.K_SPACE)
    assert scene.playing and d.find_button("#replay_play").text == "Pause"
    d.steps(3, dt=0.3)
    assert 0 < scene.step < n
    d.press(pygame.K_SPACE)
    paused = scene.step
    d.steps(5, dt=0.3)
    assert scene.step == paused and scene.state.to_json() == truth(state, paused)


def test_a_click_on_the_sliders_track_jumps_there():
    state, _path = keep("oki", 4)
    n = len(state.history)
    d = Driver()
    scene = open_replay(d)
    track = scene.slider.rect
    d.click((scene.slider.right_button.rect.left - 3, track.centery))  # the track's right end
    assert scene.step == n and scene.state.to_json() == state.to_json()
    handle = scene.slider.sliding_button.rect
    d.click((handle.left - 3, track.centery))  # just left of the handle: a little way back
    assert n - n // 4 < scene.step < n
    left = scene.slider.left_button.rect.right if scene.slider.left_button else track.left
    d.click((left + 2, track.centery))
    assert scene.step == 0 and scene.state.to_json() == truth(state, 0)
    d.click((track.centerx, track.centery))
    if not scene.slider.sliding_button.rect.collidepoint(track.center):
        assert abs(scene.step - n / 2) <= max(2, n / 10)


def test_nothing_on_the_replay_table_can_be_moved():
    state, _path = keep("oki", 4)
    d = Driver()
    scene = open_replay(d)
    d.press(pygame.K_RIGHT)
    before = scene.state.to_json()
    piece = next(p for p in scene.placements if p.cid.startswith("cube."))
    d.drag_points(piece.rect.center, scene.table_rect().center)
    d.click(piece.rect.center)
    assert scene.state.to_json() == before and scene.step == 1
    assert not any(b.text in ("Undo", "Hint", "End turn") for b in d.buttons())


def test_the_log_line_of_the_current_action_is_lit_and_a_click_on_a_line_goes_there():
    state, _path = keep("nim", 3)
    d = Driver()
    scene = open_replay(d)
    d.press(pygame.K_RIGHT)
    d.steps(1)
    lit = [step for _rect, step in scene.log_hits]
    assert 1 in lit and 0 in lit
    rect = next(r for r, step in scene.log_hits if step == 2)
    d.click(rect.center)
    assert scene.step == 2 and scene.state.to_json() == truth(state, 2)


def test_hidden_information_shows_one_seat_until_everything_is_revealed():
    state, _path = keep("green_bite", 5, ("Ann", "Bo"), ("human", "human"))
    d = Driver()
    scene = open_replay(d)
    d.press(pygame.K_RIGHT)
    assert d.find_button("#view_seat").text == "View: Ann"
    assert scene.view.to_json() != scene.state.to_json()
    seen = {p.cid for p in scene.placements}
    assert any(".?" in cid for cid in seen)
    d.click_button("#view_seat")
    assert d.find_button("#view_seat").text == "View: Bo"
    d.click_button("#reveal")
    assert scene.view is scene.state and not any(".?" in p.cid for p in scene.placements)
    assert not d.find_button("#view_seat").is_enabled


def test_a_seats_secret_choice_shows_in_its_own_view_and_when_everything_is_shown():
    state, _path = keep("green_bite", 5, ("Ann", "Bo"), ("human", "human"))
    d = Driver()
    scene = open_replay(d)
    # the first step at which Ann has laid her card face down and Bo has not chosen yet
    step = next(i for i in range(len(state.history)) if scene.log.state_at(i).contents.get("choice.0"))
    scene.go(step)

    def pick() -> tuple[str, bool]:
        [(cid, up)] = [(p.cid, p.face_up) for p in scene.placements if p.zone.startswith("choice.")]
        return cid, up

    cid, up = pick()
    assert ".?" not in cid and up  # Ann's own view: she reads her pick
    d.click_button("#view_seat")
    cid, up = pick()
    assert ".?" in cid and not up  # Bo's view: a card's back
    d.click_button("#reveal")
    cid, up = pick()
    assert ".?" not in cid and up  # everything shown: the pick's face


@pytest.mark.parametrize("seated", [False, True])
def test_take_over_from_a_step_with_the_same_seats_or_new_ones(seated):
    state, _path = keep("oki", 4)
    d = Driver()
    scene = open_replay(d)
    for _ in range(5):
        d.press(pygame.K_RIGHT)
    if seated:
        d.click_button("#take_over_seated")
        assert isinstance(d.scene, SeatingScene) and d.find_button("#seed") is None
        d.scene.name_entries[1].set_text("Cleo")
        d.click_button("Start")
    else:
        d.click_button("#take_over")
    assert isinstance(d.scene, TableScene)
    session = d.scene.session
    assert session.state.history == state.history[:5] and session.state.to_json() == truth(state, 5)
    assert session.names() == ["Ann", "Cleo" if seated else "Bo"]
    assert len(session.log) >= 5 and not session.state.is_terminal()


def sealed(obj):
    return json.dumps(dict(obj, checksum=_checksum(obj)))


def test_history_filters_counts_and_lists_an_unreplayable_game_with_its_reason():
    keep("nim", 3)
    keep("nim", 4)
    _state, path = keep("oki", 4)
    obj = json.loads(path.read_text())
    (history.history_dir() / "old.json").write_text(sealed(dict(obj, history=obj["history"] + [{"type": "Pass"}])))
    d = Driver()
    d.click_text("History")
    scene = d.scene
    assert len(scene.entries) == 4
    broken = [e for e in scene.entries if e.problem]
    assert len(broken) == 1 and "do not replay" in broken[0].problem
    disabled = [b for b in d.buttons() if "#replay" in b.get_object_ids() and not b.is_enabled]
    assert len(disabled) == 1
    d.click_button("#history_filter")  # NIM comes before OKI
    assert scene.game_id == "nim" and len(scene.entries) == 2
    assert scene.stats[0] == "2 games played" and scene.stats[1].startswith("Wins: ")
    d.click_button("#history_filter")
    assert scene.game_id == "oki" and "1 cannot be replayed" in scene.stats[0]


def test_delete_asks_first():
    keep("nim", 3)
    d = Driver()
    d.click_text("History")
    d.click_button("#delete")
    assert len(history.list_history()) == 1  # only asked so far
    d.click(d.scene.dialog[0].confirm_button.rect.center)  # the dialog's Delete
    d.steps(2)
    assert history.list_history() == [] and d.scene.entries == []


def test_export_and_import_through_the_file_dialog(tmp_path):
    _state, path = keep("nim", 3)
    d = Driver()
    d.click_text("History")
    d.click_button("#export")
    dialog = d.scene.dialog[0]
    target = tmp_path / "mine.json"
    dialog.file_path_text_line.set_text(str(target))
    d.post(pygame_gui.UI_TEXT_ENTRY_FINISHED, ui_element=dialog.file_path_text_line, text=str(target),
           ui_object_id="")
    d.steps(2)
    d.click(dialog.ok_button.rect.center)
    d.steps(2)
    assert target.read_text() == path.read_text()
    path.unlink()
    d.scene.reload()
    d.scene.import_file(target)
    assert len(d.scene.entries) == 1 and d.scene.entries[0].problem is None


def test_a_damaged_import_says_why_and_the_file_is_left_alone(tmp_path):
    _state, path = keep("nim", 3)
    bad = tmp_path / "bad.json"
    bad.write_text(path.read_text()[:100])
    before = bad.read_bytes()
    d = Driver()
    d.click_text("History")
    d.scene.import_file(bad)
    windows = [w for w in d.app.manager.get_sprite_group().sprites()
               if isinstance(w, pygame_gui.windows.UIMessageWindow)]
    assert windows and "truncated" in windows[0].text_block.html_text
    assert bad.read_bytes() == before and len(history.list_history()) == 1


def test_importing_a_game_kept_already_says_so_and_writes_nothing(tmp_path):
    _state, path = keep("nim", 3)
    copy = tmp_path / "copy.json"
    copy.write_text(path.read_text())
    kept_before = sorted(p.name for p in path.parent.iterdir())
    d = Driver()
    d.click_text("History")
    d.press(pygame.K_PAGEDOWN)
    d.scene.import_file(copy)
    windows = [w for w in d.app.manager.get_sprite_group().sprites()
               if isinstance(w, pygame_gui.windows.UIMessageWindow)]
    assert windows and "already" in windows[0].text_block.html_text
    assert sorted(p.name for p in path.parent.iterdir()) == kept_before
    assert d.scene.focus == 0 and d.scene.entries[0].path == path  # the kept game is picked


def test_export_starts_in_the_documents_folder_with_a_readable_name(tmp_path, monkeypatch):
    documents = tmp_path / "Documents"
    monkeypatch.setattr("platformdirs.user_documents_dir", lambda: str(documents))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    _state, path = keep("green_bite", 5, ("Ann", "Bo"), ("human", "human"))
    entry = history.list_history()[0]
    day = history.local_day(entry.finished_at)
    assert history.export_name(entry) == f"green-bite_{day}_ann-bo.json"
    assert history.export_folder() == tmp_path / "home"  # no documents folder: home
    documents.mkdir()
    d = Driver()
    d.click_text("History")
    d.click_button("#export")
    dialog = d.scene.dialog[0]
    assert dialog.current_directory_path == str(documents.resolve())
    assert dialog.file_path_text_line.get_text().endswith(f"green-bite_{day}_ann-bo.json")


def test_the_library_card_opens_the_game_statistics():
    keep("nim", 3)
    d = Driver()
    d.click_text("Play a game")
    d.scroll_to_button("#stats_nim")
    d.click_button("#stats_nim")
    assert isinstance(d.scene, HistoryScene) and d.scene.game_id == "nim" and d.scene.stats[0] == "1 game played"
    d.click_button("Back")
    assert type(d.scene).__name__ == "LibraryScene"


@pytest.mark.parametrize("screen", ["history", "replay"])
def test_monkey_on_the_history_and_the_replay(screen, tmp_path, monkeypatch):
    from test_monkey import EVENTS_PER_FRAME, _random_event

    monkeypatch.setenv("HOME", str(tmp_path))  # the file dialogs open here, and export writes nowhere else
    state, path = keep("green_bite", 5, ("Ann", "Bo"), ("human", "human"))
    keep("nim", 3)
    rng = random.Random(screen)
    d = Driver()
    d.app.goto(HistoryScene(d.app) if screen == "history" else ReplayScene(d.app, history.read_entry(path).load()))
    for _frame in range(50):
        for _ in range(EVENTS_PER_FRAME):
            for event in _random_event(rng, d.app.size):
                if event.type == pygame.VIDEORESIZE:
                    pygame.display.set_mode(event.size, pygame.RESIZABLE)
                pygame.event.post(event)
        d.app.step(rng.choice((0.0, 1 / 60, 0.3)))
        d.app.running = True
    if isinstance(d.scene, ReplayScene):
        assert d.scene.state.to_json() == truth(state, d.scene.step)


def test_a_game_remembered_as_fine_that_no_longer_replays_is_never_shown():
    _state, path = keep("nim", 3)
    history.list_history()  # remembered as fine
    obj = json.loads(path.read_text())
    text = sealed(dict(obj, history=obj["history"][:1] + [{"type": "Pass"}] + obj["history"][1:]))
    path.write_text(text)
    checks = json.loads((saves.data_dir() / history.CHECKS_NAME).read_text())
    checks[path.name]["digest"] = hashlib.sha256(text.encode("utf-8")).hexdigest()  # as if the rules changed unnoticed
    checks[path.name]["length"] += 1
    (saves.data_dir() / history.CHECKS_NAME).write_text(json.dumps(checks))
    d = Driver()
    d.click_text("History")
    assert d.scene.entries[0].problem is None
    d.click_button("#replay")
    assert isinstance(d.scene, HistoryScene)
    windows = [w for w in d.app.manager.get_sprite_group().sprites()
               if isinstance(w, pygame_gui.windows.UIMessageWindow)]
    assert windows and "step 2" in windows[0].text_block.html_text
    assert "step 2" in d.scene.entries[0].problem


def test_the_history_by_keyboard():
    keep("nim", 3)
    keep("oki", 4)
    d = Driver()
    d.click_text("History")
    scene = d.scene
    d.press(pygame.K_DOWN)
    d.press(pygame.K_DOWN)
    d.press(pygame.K_DOWN)  # stays on the last row
    assert scene.focus == 1
    picked = scene.entries[1]
    d.press(pygame.K_DELETE)
    assert scene.dialog is not None and len(history.list_history()) == 2
    d.click(scene.dialog[0].cancel_button.rect.center)
    d.press(pygame.K_UP)
    d.press(pygame.K_RETURN)
    assert isinstance(d.scene, ReplayScene) and d.scene.save.game_id == scene.entries[0].game_id != picked.game_id
    d.press(pygame.K_ESCAPE)
    assert isinstance(d.scene, HistoryScene)
