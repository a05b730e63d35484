"""Designers' games: loaded from the data folder's games folder and from entry points, broken files
skipped and shown, ``greenbox check`` refusing a leak and reporting a crash, ``greenbox new``."""

import importlib.metadata
import io
import json
from pathlib import Path

import pytest

from greenbox_desktop import engine, saves
from greenbox_desktop.designer import check, names_for, new, run_command
from greenbox_desktop.engine import registry, user_games
from greenbox_desktop.engine.conformance import check_game
from greenbox_desktop.saves import history
from greenbox_desktop.saves.paths import games_dir
from greenbox_desktop.engine.playout import random_playout

TEST_GAME = Path(__file__).parent / "user_games" / "cube_grab.py"
GOOD = TEST_GAME.read_text()


def variant(**changes: str) -> str:
    """The test game's source with each ``old=new`` pair of lines replaced (the old text must be there)."""
    text = GOOD
    for old, new_text in changes.values():
        assert old in text
        text = text.replace(old, new_text)
    return text


LEAKY = variant(note=('self.note = ""', 'self.note = self.contents["hand.1"][0]'))
RAISING = variant(perform=("        if isinstance(action, Move):\n            self.put",
                           "        if len(self.history) == 3:\n            raise RuntimeError('the designer slipped')\n"
                           "        if isinstance(action, Move):\n            self.put"))
CLASH = variant(id=('id="cube_grab"', 'id="nim"'))


@pytest.fixture
def fresh_registry(monkeypatch):
    """A registry of the built-in games only, restored after the test (user games never leak out)."""
    engine.games()
    monkeypatch.setattr(registry, "_REGISTRY", {k: v for k, v in registry._REGISTRY.items()
                                                 if not registry.is_user_game(k)})
    monkeypatch.setattr(registry, "_user_sources", [])
    monkeypatch.setattr(registry, "_games_folder", None)
    monkeypatch.setattr(user_games.importlib.metadata, "entry_points", lambda group: [])
    return registry


def load_folder(files: dict[str, str]) -> list[user_games.Source]:
    """Write ``files`` into the (temporary) data folder's games folder and load it as the app does."""
    folder = games_dir()
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    registry.use_games_folder(folder)
    return registry.reload_user_games()


def test_the_games_folder_is_in_the_temporary_data_folder(private_data_dir):
    assert games_dir() == private_data_dir / "data" / "games"


def test_a_game_in_the_games_folder_is_listed_and_plays(fresh_registry):
    [source] = load_folder({"cube_grab.py": GOOD})
    assert source.game_ids == ("cube_grab",) and not source.broken
    assert "cube_grab" in [info.id for info in engine.games()] and registry.is_user_game("cube_grab")
    assert not registry.is_user_game("nim")
    end = random_playout("cube_grab", 2, 4)
    assert end.is_terminal() and engine.from_json(end.to_json()).to_json() == end.to_json()


def test_a_package_with_a_relative_import_loads(fresh_registry):
    rules = GOOD.replace("CARDS = (\"card.red.2\", \"card.blue.5\")", "from .cards import CARDS")
    [source] = load_folder({"grab_pack/__init__.py": rules, "grab_pack/cards.py": 'CARDS = ("card.red.2", "card.blue.5")\n'})
    assert source.game_ids == ("cube_grab",) and source.name == "grab_pack"


@pytest.mark.parametrize("text,words", [
    ("import no_such_module_for_a_test\n", "No module named"),
    (GOOD + "\nraise ValueError('half registered')\n", "half registered"),
    ("x = 1\n", "registers no game"),
    (CLASH, "'nim' is already taken by NIM"),
])
def test_a_broken_file_is_skipped_with_its_error_and_the_rest_loads(fresh_registry, text, words):
    sources = load_folder({"a_broken.py": text, "cube_grab.py": GOOD})
    broken, good = sources
    assert broken.broken and words in broken.error and "Traceback" in broken.details
    assert broken.game_ids == () and good.game_ids == ("cube_grab",)
    assert engine.game_info("nim").title == "NIM"  # a built-in game always keeps its id
    assert engine.game_class("nim").__module__ == "greenbox_desktop.games.nim"
    assert [i.id for i in engine.games()].count("cube_grab") == 1


def test_a_half_registered_file_leaves_nothing_behind(fresh_registry):
    load_folder({"half.py": GOOD + "\nraise ValueError('half registered')\n"})
    with pytest.raises(KeyError):
        engine.game_info("cube_grab")


def test_an_entry_point_is_loaded(fresh_registry, monkeypatch, tmp_path):
    (tmp_path / "grab_dist.py").write_text(GOOD.replace("@register\n", ""))  # the entry point names the class
    monkeypatch.syspath_prepend(str(tmp_path))
    point = importlib.metadata.EntryPoint("Cube Grab", "grab_dist:CubeGrab", user_games.ENTRY_POINT_GROUP)
    seen = []
    monkeypatch.setattr(user_games.importlib.metadata, "entry_points", lambda group: seen.append(group) or [point])
    [source] = registry.reload_user_games()
    assert seen == [user_games.ENTRY_POINT_GROUP]
    assert source.game_ids == ("cube_grab",) and source.where == "grab_dist:CubeGrab"
    assert registry.is_user_game("cube_grab") and engine.new_game("cube_grab", 2).players == 2


def test_reloading_takes_out_a_game_whose_file_is_gone(fresh_registry):
    load_folder({"cube_grab.py": GOOD})
    (games_dir() / "cube_grab.py").unlink()
    assert registry.reload_user_games() == []
    assert "cube_grab" not in [info.id for info in engine.games()]


def test_a_save_of_a_game_not_installed_names_it(fresh_registry):
    load_folder({"cube_grab.py": GOOD})
    state = random_playout("cube_grab", 2, 1)
    save = saves.SaveGame.from_state(state, ["Ann", "Bo"], ["human", "human"])
    path = history.keep_finished(save)
    assert history.list_history()[0].problem is None
    (games_dir() / "cube_grab.py").unlink()
    registry.reload_user_games()
    with pytest.raises(saves.SaveError, match="\u201cCube Grab\u201d \\('cube_grab'\\).*not installed"):
        saves.parse_save(path.read_text())
    [entry] = history.list_history()
    assert entry.title == "Cube Grab" and "not installed" in entry.problem and str(games_dir()) in entry.problem
    assert json.loads(path.read_text())["title"] == "Cube Grab"


def test_bots_play_a_designers_game_and_history_and_replay_keep_it(fresh_registry):
    from greenbox_desktop import ai
    from greenbox_desktop.engine.replay_log import ReplayLog

    load_folder({"cube_grab.py": GOOD})
    state = engine.new_game("cube_grab", 2, seed=3)
    while not state.is_terminal():
        seat = state.current_player
        state.apply(ai.choose(state.view(seat), seat, level="easy", seed=len(state.history)))
    save = saves.SaveGame.from_state(state, ["Ann", "Bot"], ["human", "bot:easy"])
    [entry] = [history.read_entry(history.keep_finished(save))]
    assert entry.problem is None and entry.title == "Cube Grab" and entry.length == len(state.history)
    log = ReplayLog(save.start(), entry.load().history)
    assert log.state_at(len(log)).to_json() == state.to_json()
    assert history.game_stats("cube_grab").played == 1


def run_check(path: Path, text: str | None = None, seeds: int = 6) -> tuple[int, str]:
    """``greenbox check`` on ``path`` (written with ``text`` first, if given): exit code and report."""
    if text is not None:
        path.write_text(text)
    out = io.StringIO()
    code = check(path, seeds=seeds, out=out)
    return code, out.getvalue()


def test_check_passes_the_test_game(fresh_registry, tmp_path):
    path = tmp_path / "cube_grab.py"
    code, report = run_check(path, GOOD)
    assert code == 0 and "All checks passed." in report and "FAIL" not in report
    assert "2 players, cubes=9" in report  # every option's every choice is played


def test_check_refuses_a_game_that_leaks_a_hidden_card(fresh_registry, tmp_path):
    path = tmp_path / "leaky.py"
    code, report = run_check(path, LEAKY)
    assert code == 1 and "FAIL  privacy" in report
    assert "FAILED privacy: 2 players, default options, seed 0; step 0: view(0) leaks hidden card." in report


def test_check_reports_a_crash_in_perform_with_traceback_and_action(fresh_registry, tmp_path):
    path = tmp_path / "raising.py"
    code, report = run_check(path, RAISING)
    assert code == 1 and "FAIL  exceptions" in report
    assert "2 players, default options, seed 0; step 3; action " in report
    assert "RuntimeError: the designer slipped" in report
    assert f'File "{path}", line' in report and "in perform" in report
    assert "conformance.py" not in report  # the traceback starts in the game's own code


def test_check_explains_a_file_that_does_not_load(fresh_registry, tmp_path):
    path = tmp_path / "clash.py"
    code, report = run_check(path, CLASH)
    assert code == 1 and "does not load" in report and "'nim' is already taken by NIM" in report
    assert run_check(tmp_path / "missing.py")[0] == 1


def test_check_finds_a_game_that_never_ends(fresh_registry, tmp_path):
    path = tmp_path / "endless.py"
    path.write_text(variant(end=("            self.current_player = None\n",
                                 "            self.put(action.component, \"supply\")\n")))
    registry.load_path(path)
    report = check_game("cube_grab", seeds=2, max_steps=50)
    assert [f.check for f in report.failures] == ["ends in time"] * 3  # one per option set
    assert "did not end within 50 actions" in report.text()


def test_new_writes_a_starter_that_passes_check_and_never_overwrites(fresh_registry):
    assert run_command(["new", "Cube Race!"]) == 0
    path = games_dir() / "cube_race.py"
    text = path.read_text()
    assert 'id="cube_race"' in text and 'title="Cube Race!"' in text and "class CubeRace(State)" in text
    code, report = run_check(path, seeds=4)
    assert code == 0, report
    out = io.StringIO()
    assert new("Cube Race!", out=out) == 1 and "already exists" in out.getvalue() and path.read_text() == text
    assert new("NIM", out=out) == 1 and "taken by NIM" in out.getvalue()
    [source] = load_folder({})
    assert source.game_ids == ("cube_race",)
    from greenbox_desktop.ui.scenes.rules import rulebook_text
    assert rulebook_text("cube_race").startswith("# Cube Race!\n") and "highest card" in rulebook_text("cube_race")


def test_starter_names():
    assert names_for("  My   2nd game ") == ("my_2nd_game", "My 2nd game", "My2ndGame")
    assert names_for("3 in a row") == ("game_3_in_a_row", "3 in a row", "Game3InARow")
    with pytest.raises(ValueError):
        names_for("!!")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_library_shows_your_games_and_the_broken_ones(fresh_registry, size):
    from tests.ui.driver import Driver
    from greenbox_desktop.ui.scenes.library import count_line
    from greenbox_desktop.ui.scenes.table import TableScene

    load_folder({"cube_grab.py": GOOD, "broken_one.py": "import no_such_module_for_a_test\n"})
    d = Driver(size)
    d.click_text("Play a game")
    every = d.scene.games
    assert every[-1].id == "cube_grab" and len(every) == len(engine.games())
    assert count_line(every) == f"{len(every) - 1} games (1 your own) and free play"
    d.click_button("#tab_yours")
    assert d.scene.tab == "yours"
    mine, broken = d.scene.games
    assert mine.id == "cube_grab" and broken.name == "broken_one.py" and broken.broken
    shown = {card.index: card for card in d.scene.cards}
    assert any("No module named" in line.text for line in shown[1].lines)
    assert d.find_button("#play_cube_grab") and not [b for b in d.buttons() if "#play_" in str(b.get_object_ids())
                                                       and "cube_grab" not in str(b.get_object_ids())]
    d.click_button("#play_cube_grab")
    d.click_button("Start")
    assert isinstance(d.scene, TableScene) and d.scene.state.game_id == "cube_grab"


def test_an_empty_your_games_tab_says_where_games_go(fresh_registry):
    import pygame
    from tests.ui.driver import Driver

    d = Driver()
    d.click_text("Play a game")
    d.click_button("#tab_yours")
    assert d.scene.games == [] and d.scene.cards == []
    drawn = []
    real = d.scene.text
    d.scene.text = lambda surface, text, *args, **kw: drawn.append(text) or real(surface, text, *args, **kw)
    d.steps(1)
    assert str(games_dir()) in drawn and any("greenbox new" in t for t in drawn) and "0 games" in drawn
    for key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_END, pygame.K_RETURN, pygame.K_PAGEDOWN):
        d.press(key)  # keys that move between cards do nothing on an empty tab
    assert d.scene.tab == "yours"


def test_the_app_names_the_games_folder_of_its_data_folder(fresh_registry, monkeypatch):
    from greenbox_desktop import app
    from greenbox_desktop.saves import paths

    (games_dir() / "cube_grab.py").write_text(GOOD)
    app.use_games_folder()
    assert registry.reload_user_games()[0].game_ids == ("cube_grab",)

    def unusable():
        raise paths.DataDirError("The folder /nowhere is not writable.")

    monkeypatch.setattr(paths, "games_dir", unusable)
    app.use_games_folder()  # an unusable data folder loads no games folder and does not crash
    assert registry.reload_user_games() == []


def test_a_designers_game_whose_set_up_raises_does_not_start(fresh_registry):
    from tests.ui.driver import Driver
    from greenbox_desktop.ui.scenes.library import LibraryScene

    load_folder({"cube_grab.py": variant(setup=("        self.taken = 0\n", "        raise KeyError('no such card')\n"))})
    d = Driver()
    d.click_text("Play a game")
    d.click_button("#tab_yours")
    d.click_button("#play_cube_grab")
    assert isinstance(d.scene, LibraryScene)
    assert "Cube Grab cannot start (KeyError: 'no such card')" in d.app.current_status()
