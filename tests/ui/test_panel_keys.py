"""Every decision within reach (issue 30): the panel by keys, numbered choices, the key sheet,
hints for panel decisions that Enter plays exactly, a steady panel and a scrollable log."""

import sys
from pathlib import Path

import pygame
import pytest
from driver import Driver

from greenbox_desktop import engine
from greenbox_desktop.ai.search import decide, level
from greenbox_desktop.box import component
from greenbox_desktop.engine import Choose, Move
from greenbox_desktop.games.guess_what import DECK, ROW, RULES
from greenbox_desktop.games.guess_what.advice import good_rules
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat, Session
from greenbox_desktop.ui.table.slots import SETTLE, SteadySlots

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
from ui_play import drawn_texts  # noqa: E402  (tests/games is not a package)


def table(d: Driver, game_id: str, seed: int = 3, kinds: tuple[str, ...] = ("human", "human"),
          **options) -> TableScene:
    """A new game of ``game_id`` for Ann and Bo (or Ann alone) at the table."""
    info = engine.game_info(game_id)
    seats = [Seat(n, c, k) for n, c, k in zip(("Ann", "Bo"), ("red", "blue"), kinds)][:max(1, info.min_players)]
    d.app.goto(TableScene(d.app, Session.new(game_id, seats, seed, options)))
    d.steps(2)
    d.lift_curtain()
    return d.scene


def choice_captions(d: Driver) -> list[str]:
    """The captions of the table's choice buttons, top to bottom."""
    return [w.text for w in sorted(d.scene.choice_of, key=lambda w: w.rect.y)]


def key(d: Driver, k: int, mod: int = 0, unicode: str = "") -> None:
    d.press(k, mod, unicode)


# ----- keys for the panel ---------------------------------------------------------------------------
def test_choices_show_their_numbers_and_a_number_key_presses_one():
    d = Driver()
    scene = table(d, "guess_what")
    captions = choice_captions(d)
    assert captions[0].startswith("1 \u00b7 ") and captions[1].startswith("2 \u00b7 ")
    second = next(a for w, a in scene.choice_of.items() if w.text == captions[1])
    before = len(scene.state.history)
    key(d, pygame.K_2)
    assert scene.state.history[before:] == [second]


def test_tab_runs_from_the_pieces_into_the_panel_and_arrows_and_enter_work_there():
    d = Driver()
    scene = table(d, "bad_day_at_the_office")
    pieces = scene.movable_order()
    assert pieces and scene.choice_of
    for _ in pieces:
        key(d, pygame.K_TAB)
    assert scene.selected == pieces[-1] and scene.focused() is None
    key(d, pygame.K_TAB)  # past the last piece: the panel's first button
    first = scene.focused()
    assert scene.selected is None and first in scene.choice_of
    key(d, pygame.K_DOWN)
    second = scene.focused()
    assert second is not first and second.rect.y > first.rect.y
    key(d, pygame.K_UP)
    assert scene.focused() is first
    key(d, pygame.K_TAB, pygame.KMOD_SHIFT)  # back from the panel to the last piece
    assert scene.selected == pieces[-1] and scene.focused() is None
    key(d, pygame.K_F6)  # F6: straight to the panel's choices
    assert scene.focused() is first
    action = scene.choice_of[first]
    before = len(scene.state.history)
    key(d, pygame.K_RETURN)
    assert scene.state.history[before:] == [action]


def test_the_focus_ring_is_drawn_over_the_lit_button():
    d = Driver()
    scene = table(d, "guess_what")
    key(d, pygame.K_F6)
    lit = scene.focused()
    ring = lit.rect.inflate(4, 4)
    assert tuple(d.app.screen.get_at((ring.centerx, ring.top))[:3]) != tuple(d.app.screen.get_at(lit.rect.center)[:3])
    assert tuple(d.app.screen.get_at((lit.rect.centerx, lit.rect.top - 3)))[:3] == (232, 196, 90)


def test_f1_shows_the_keys_of_the_screen_and_any_key_closes_it_without_acting():
    d = Driver()
    key(d, pygame.K_F1)
    assert d.app.sheet is not None  # the title's sheet
    key(d, pygame.K_RETURN)
    assert d.app.sheet is None and type(d.scene).__name__ == "TitleScene"  # Enter only closed the sheet
    scene = table(d, "guess_what")
    key(d, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert d.app.sheet is not None
    before = len(scene.state.history)
    key(d, pygame.K_1)
    assert d.app.sheet is None and len(scene.state.history) == before


def test_every_screen_has_a_key_sheet_and_the_readme_lists_it():
    from greenbox_desktop.ui.application import SCENES
    from greenbox_desktop.ui.keys_sheet import GLOBAL_KEYS

    readme = Path(__file__).resolve().parents[2].joinpath("README.md").read_text(encoding="utf-8")
    d = Driver()
    for name in SCENES:
        module, _, cls = SCENES[name].partition(":")
        scene_class = getattr(__import__(module, fromlist=[cls]), cls)
        assert scene_class.KEYS_TITLE != "this screen", name
        for k, meaning in (*scene_class.KEYS, *GLOBAL_KEYS):
            assert f"| {k} | {meaning} |" in readme, (name, k)
    assert d.app is not None


# ----- hints ------------------------------------------------------------------------------------------
@pytest.fixture
def quick_hints(monkeypatch):
    """Hints searched at the Easy bot's budget: the same path, a shorter wait."""
    monkeypatch.setattr("greenbox_desktop.ui.bot_runner.HINT_LEVEL", "easy")


def expected_hint(scene: TableScene):
    """What the hint answers for the person at the screen now: the game's quick answer, else its search."""
    seat = scene.state.current_player
    view = scene.state.view(seat)
    return view.reflex(seat) or decide(view, seat, level("easy"), scene.bots.seed(scene.state))[0]


def test_a_hint_on_a_panel_decision_lights_its_button_and_enter_plays_exactly_it(quick_hints):
    d = Driver()
    scene = table(d, "guess_what")
    state = scene.state  # the Professor picks a secret rule: the hint is a family of a good rule
    start = state.contents[ROW][0]
    good = good_rules(component(start), [component(cid) for cid in DECK if cid != start])
    key(d, pygame.K_h, unicode="h")
    for _ in range(600):
        if scene.hinted is not None:
            break
        d.steps(1)
    answer = scene.hinted
    assert answer in {Choose("family", RULES[rule].family) for rule in good}
    assert scene.choice_of[scene.focused()] == answer  # the suggested button is lit
    before = len(scene.state.history)
    key(d, pygame.K_RETURN)
    assert scene.state.history[before:] == [answer]


def test_enter_after_a_hint_plays_the_hinted_action_even_with_a_piece_selected():
    """My First Christmas Tree: the hint said "commit" and Enter used to play a pool card."""
    d = Driver()
    scene = table(d, "christmas_tree")
    commit = next(a for a in scene.index.others if not isinstance(a, Move))
    scene.show_hint(commit)
    key(d, pygame.K_TAB)  # the keyboard wanders to a piece meanwhile
    scene.show_hint(commit)
    assert scene.focused() is not None and scene.choice_of[scene.focused()] == commit
    before = len(scene.state.history)
    key(d, pygame.K_RETURN)
    assert scene.state.history[before:] == [commit]


def test_enter_pressed_while_the_hint_is_worked_out_waits_for_it(quick_hints):
    d = Driver()
    scene = table(d, "bad_day_at_the_office")
    answer = expected_hint(scene)
    before = len(scene.state.history)
    for k in (pygame.K_h, pygame.K_RETURN):  # both in one frame: Enter comes while the search runs
        d.post(pygame.KEYDOWN, key=k, mod=0, unicode=pygame.key.name(k), scancode=0)
    d.steps(1)
    assert scene.hint_enter and len(scene.state.history) == before
    assert "Looking for a good move" in d.app.current_status()
    for _ in range(600):
        if len(scene.state.history) > before:
            break
        d.steps(1)
    assert scene.state.history[before:] == [answer]


def test_hint_is_off_once_the_game_is_over():
    d = Driver()
    scene = table(d, "nim", random_heaps=True)
    while not scene.state.is_terminal():  # every turn takes cubes away: the game ends
        scene.perform(scene.state.legal_actions()[0])
    d.steps(2)
    assert not d.find_button("#hint").is_enabled
    key(d, pygame.K_h, unicode="h")
    assert scene.bots.hint is None and "over" in d.app.current_status()


# ----- a steady panel ---------------------------------------------------------------------------------
def test_slots_keep_their_places_and_new_choices_fill_the_gaps():
    slots = SteadySlots()
    assert slots.place(["Buy", "Sell", "End turn"], 8, 0.0) == [0, 1, 2]
    assert slots.place(["Sell", "End turn"], 8, 1.0) == [1, 2]  # Buy went: End turn stays in slot 2
    assert slots.place(["Sell", "Trade", "End turn"], 8, 2.0) == [1, 0, 2]  # Trade takes the free slot
    assert slots.settling(0, 2.2) > 0 and slots.settling(2, 2.2) == 0
    assert slots.place(["Pass"], 8, 3.0) == [0]  # a wholly new panel starts at the top
    assert slots.place(["A", "B", "C"], 2, 4.0) == [0, 1, 2]  # no room for gaps: afresh, in order


def test_a_button_keeps_its_place_when_one_above_it_goes():
    d = Driver()
    scene = table(d, "desert_dessert")
    done = next(w for w in scene.choice_of if "Done supplying" in w.text)
    place = done.rect.topleft
    supply_all = next(a for w, a in scene.choice_of.items() if "Supply all" in w.text)
    scene.perform(supply_all)
    d.steps(2)
    still = [w for w in scene.choice_of if "Done supplying" in w.text]
    assert not still or still[0].rect.topleft == place


def test_a_click_on_a_button_that_just_changed_is_ignored():
    d = Driver()
    scene = table(d, "guess_what")
    first = min(scene.choice_of, key=lambda w: w.rect.y)
    d.steps(1, dt=SETTLE)
    d.click(first.rect.center)  # a settled button works
    assert len(scene.state.history) == 1
    changed = min(scene.choice_of, key=lambda w: w.rect.y)
    d.click(changed.rect.center)  # the same place now means something else: too soon
    assert len(scene.state.history) == 1 and "just changed" in d.app.current_status()
    d.steps(1, dt=SETTLE)
    d.click(min(scene.choice_of, key=lambda w: w.rect.y).rect.center)
    assert len(scene.state.history) == 2


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_wheel_over_the_panel_scrolls_the_log_back_to_the_first_action(size):
    d = Driver(size)
    scene = table(d, "nim")
    scene.perform(next(a for a in scene.state.legal_actions() if isinstance(a, Move)))
    scene.session.log += [f"Entry {i}: a long game's log, far longer than the panel shows." for i in range(60)]
    scene.refresh()
    d.steps(1)
    every_line = [line for entry in scene.session.log for (text, _w), lines in scene.log_lines.items()
                  if text == entry for line in lines]
    shown = log_shown(d)
    assert shown == every_line[-len(shown):] and len(shown) < len(every_line)
    pygame.mouse.set_pos(scene.panel_rect().center)
    for _ in range(50):
        d.wheel(1)
    assert scene.zoom == 1.0 and scene.log_back > 0
    assert log_shown(d) == every_line[:len(shown)]  # back to the first action
    for _ in range(20):
        key(d, pygame.K_PAGEDOWN)
    assert scene.log_back == 0 and log_shown(d) == shown
    pygame.mouse.set_pos(scene.table_rect().center)
    d.wheel(1)
    assert scene.zoom > 1.0  # over the table the wheel still zooms


def log_shown(d: Driver) -> list[str]:
    """The log lines the panel draws now (after its "Game log" title)."""
    lines = drawn_texts(d).split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("Game log"))
    return lines[start + 1:]


# ----- leaving ----------------------------------------------------------------------------------------
def test_esc_asks_before_leaving_the_table_and_the_title_does_not_repeat_the_tables_status():
    d = Driver()
    scene = table(d, "guess_what", kinds=("human", "bot:easy"))
    key(d, pygame.K_ESCAPE)
    assert d.scene is scene and "Esc again" in d.app.current_status()
    key(d, pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "TitleScene" and d.app.current_status() == ""
    assert scene.bots.move is None and scene.bots.hint is None  # the bots stopped


def test_back_from_the_seating_screen_returns_to_the_same_card_of_the_library():
    d = Driver()
    d.click_text("Play a game")
    library = d.scene
    key(d, pygame.K_END)
    last = library.focus
    key(d, pygame.K_RETURN)
    assert type(d.scene).__name__ == "SeatingScene"
    key(d, pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "LibraryScene" and d.scene.focus == last
    assert d.scene.first_row == library.first_row


def test_the_seating_screen_works_by_keys():
    from greenbox_desktop.ui.scenes.seating import SeatingScene

    d = Driver()
    seating = SeatingScene(d.app, "nim")
    d.app.goto(seating)
    d.steps(2)
    assert seating.focused() is None
    for _ in range(20):
        if seating.focused() is not None and "#kind_1" in seating.focused().get_object_ids():
            break
        key(d, pygame.K_TAB)
    key(d, pygame.K_SPACE)
    assert seating.kinds[1] == "bot:easy" and "#kind_1" in seating.focused().get_object_ids()  # lit where it was
    key(d, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert "#kind_1" not in seating.focused().get_object_ids()
    key(d, pygame.K_ESCAPE)  # Esc goes back: the lit button does not take it
    assert type(d.scene).__name__ == "LibraryScene"


def test_a_hint_is_said_as_the_person_sees_it_and_gives_away_no_secret_verdict():
    d = Driver()
    scene = table(d, "guess_what")
    while not any(isinstance(a, Move) for a in scene.state.legal_actions()):  # the Professor picks a rule
        scene.perform(scene.state.legal_actions()[0])
        d.steps(2)
        d.lift_curtain()
    lay = next(a for a in scene.state.legal_actions() if isinstance(a, Move))
    full = scene.state.describe(lay)
    assert "wrong" in full or "right" in full  # the full state knows the verdict
    scene.show_hint(lay)
    said = d.app.current_status()
    assert said.startswith("Hint: ") and "wrong" not in said and "right" not in said
