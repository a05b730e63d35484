"""The screens other than the table: navigation by name, library layout and keys, seating words, settings."""

import ast
import dataclasses
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pygame
import pytest
from driver import Driver

from greenbox_desktop import engine, saves
from greenbox_desktop.ui import application, window
from greenbox_desktop.ui.application import App
from greenbox_desktop.ui.art import Art
from greenbox_desktop.ui.markdown import parse, plain
from greenbox_desktop.ui.page_view import PageFonts, layout_page
from greenbox_desktop.ui.scenes.base import TEXT as TEXT_COLOUR
from greenbox_desktop.ui.scenes.results import score_words
from greenbox_desktop.ui.scenes.rules import rulebook_text
from greenbox_desktop.ui.table.layout import grown_rows, layout_table
from greenbox_desktop.ui.table.render import TableRenderer, state_contents

SCENES_DIR = Path(application.__file__).with_name("scenes")
RULEBOOK = Path(application.__file__).parents[1] / "rulebook"


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports (at any depth of the file)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("path", sorted(SCENES_DIR.glob("*.py")), ids=lambda p: p.stem)
def test_no_screen_imports_another_screen(path):
    screens = {target.partition(":")[0] for target in application.SCENES.values()}
    assert not (imported_modules(path) & screens) - {f"greenbox_desktop.ui.scenes.{path.stem}"}


def test_every_screen_is_opened_by_name():
    d = Driver()
    for name in ("library", "settings", "saves", "title"):
        scene = d.app.show(name)
        d.steps(2)
        assert d.scene is scene and type(scene).__module__ == application.SCENES[name].partition(":")[0]
    d.app.show("seating", "nim")
    d.click_button("Rules")
    assert type(d.scene).__name__ == "RulesScene"
    d.click_button("Back")
    assert type(d.scene).__name__ == "SeatingScene"


# ----- the rules reader ------------------------------------------------------------------------
PAGE = """# Title

Some **bold**, *soft* and `code` text
over two lines.

- one
- **two**: more
  and more

| tile | what it does |
|---|:---:|
| **Drop** | 1 damage |
| Wheel |
"""


def test_markdown_blocks_tables_and_emphasis():
    blocks = parse(PAGE)
    assert [b.kind for b in blocks] == ["heading", "paragraph", "item", "item", "table"]
    para = blocks[1].spans
    assert plain(para) == "Some bold, soft and code text over two lines."
    assert [(s.text, s.bold, s.italic, s.code) for s in para if s.bold or s.italic or s.code] == [
        ("bold", True, False, False), ("soft", False, True, False), ("code", False, False, True)]
    assert plain(blocks[3].spans) == "two: more and more" and blocks[3].spans[0].bold
    table = blocks[4]
    cells = [[plain(cell) for cell in row] for row in table.rows]
    assert cells == [["tile", "what it does"], ["Drop", "1 damage"], ["Wheel", ""]]
    assert all(s.bold for s in table.rows[0][0]) and table.rows[1][0][0].bold and not table.rows[1][1][0].bold
    assert "*" not in str(cells) and "|" not in str(cells)


@pytest.mark.parametrize("game_id", sorted(p.stem for p in RULEBOOK.glob("*.md")))
def test_every_rules_page_has_no_raw_marks_and_its_tables_fit(game_id):
    blocks = parse(rulebook_text(game_id))
    for block in blocks:
        texts = [plain(block.spans)] + [plain(cell) for row in block.rows for cell in row]
        assert not any("**" in t or t.startswith("|") for t in texts), texts
    pygame.font.init()
    art = Art()
    for width in (700, 1100):
        page = layout_page(blocks, width, PageFonts(str(art.font_path), str(art.bold_font_path), 1.0))
        for piece in page.pieces:
            assert 0 <= piece.rect.x and piece.rect.right <= width + 1, piece.text
        for rows in page.tables:
            for row in rows:
                assert all(a.right - 1 == b.x for a, b in zip(row, row[1:]))  # cells side by side in a grid
            inside = [p for p in page.pieces if any(c.contains(p.rect) for row in rows for c in row)]
            assert len({id(p) for p in inside}) >= len(rows)


def test_rules_reader_scrolls_by_keys_and_wheel():
    d = Driver((1000, 600))
    d.app.show("rules", "hudai_monastery", back=lambda: d.app.make_scene("library"))
    d.steps(2)
    scene = d.scene
    assert scene.max_offset() > 0 and scene.offset == 0
    d.press(pygame.K_PAGEDOWN)
    assert scene.offset > 0 and scene.offset in scene.page.line_tops()  # a line starts the view
    stops = [scene.offset]
    while scene.offset < scene.max_offset():
        scene.on_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
        assert scene.offset > stops[-1]  # every Down goes on, one line at a time
        stops.append(scene.offset)
    assert all(top in scene.page.line_tops() for top in stops[:-1])
    d.press(pygame.K_END)
    assert scene.offset == scene.max_offset()
    d.post(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
    d.steps(2)
    assert 0 < scene.offset < scene.max_offset()
    d.press(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "LibraryScene"


# ----- the library -----------------------------------------------------------------------------
LONG_TITLES = ["Last Defence at Hudai Monastery", "The Extraordinarily Long-Winded Title of a Game Yet to Come",
               "Antidisestablishmentarianism Deluxe", "Jump"]


def many_games(count: int = 25) -> list:
    """``count`` library entries (real games under long and short titles), as 25 games will be."""
    real = engine.games()
    return [dataclasses.replace(real[i % len(real)], title=f"{LONG_TITLES[i % len(LONG_TITLES)]} {i}")
            for i in range(count)]


def check_cards(d: Driver) -> None:
    """Every shown card: inside the view, apart from the others and the Back button; its text fits above its buttons."""
    scene = d.scene
    window = pygame.Rect((0, 0), d.app.size)
    back = d.find_button("Back").rect
    assert window.contains(scene.view) and not scene.view.colliderect(back)
    for i, card in enumerate(scene.cards):
        assert scene.view.contains(card.rect)
        assert all(not card.rect.colliderect(other.rect) for other in scene.cards[i + 1:])
        play, rules = d.find_button(f"#play_{card.info.id}"), d.find_button(f"#rules_{card.info.id}")
        assert play is not None and rules is not None
        for button in (card.play, card.rules):
            assert card.rect.contains(button) and not button.colliderect(card.text)
            assert not button.colliderect(card.thumb)
        assert not card.play.colliderect(card.rules) and not card.thumb.colliderect(card.text)
        assert 1 <= card.title_lines <= 2
        for line in card.lines:
            font = d.app.art.font(d.app.px(line.size), line.bold)
            w, h = font.size(line.text)
            assert card.text.contains(pygame.Rect(line.pos, (w, h))), (line.text, d.app.size)
        title = "".join(line.text for line in card.lines[:card.title_lines])
        assert title.replace(" ", "") == card.info.title.replace(" ", "") or "…" in title


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_library_cards_fit_and_scroll_at_every_size(size, monkeypatch):
    games = many_games()
    monkeypatch.setattr(engine, "games", lambda: games)
    d = Driver(size)
    d.app.show("library")
    d.steps(2)
    seen = set()
    while True:
        check_cards(d)
        seen.update(card.index for card in d.scene.cards)
        before = d.scene.first_row
        d.wheel(-1)
        if d.scene.first_row == before:
            break
    assert seen == set(range(len(games)))
    assert any(card.title_lines == 2 for card in d.scene.cards) or size[0] >= 1600


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_library_summaries_show_whole_sentences_at_a_readable_size(size):
    """A card's summary is shown whole, or as its first whole sentences; a "…" only where not even
    the first sentence fits (at most a few games), and never below 12 pixels at 1280x720."""
    d = Driver(size)
    d.app.show("library")
    d.steps(2)
    scene = d.scene
    rect = scene.cards[0].rect
    cut = []
    for index, info in enumerate(scene.games):
        card = scene.card(index, rect.copy())
        summary_lines = [line for line in card.lines if line.colour == TEXT_COLOUR and not line.bold]
        shown = " ".join(line.text for line in summary_lines)
        assert all(d.app.px(line.size) >= d.app.px(12) for line in summary_lines)
        if shown.endswith("…"):
            cut.append(info.id)
            continue
        assert info.summary.startswith(shown), (info.id, shown)
        assert shown == info.summary or shown[-1] in ".!?", (info.id, shown)
    assert len(cut) <= 3, cut


@pytest.mark.parametrize("game_id", [i.id for i in engine.games()])
def test_a_library_picture_keeps_every_caption_clear_of_pieces_and_count_badges(game_id):
    d = Driver()
    d.app.show("library")
    d.steps(1)
    size = d.scene.cards[0].thumb.size
    renderer = TableRenderer(d.app.art)
    state = engine.new_game(game_id, engine.game_info(game_id).min_players, seed=1)  # as ``thumbnail`` draws it
    zones = state.zones()
    layout = layout_table(zones, pygame.Rect(0, 0, *size), grown=grown_rows(zones, state_contents(state)))
    renderer.draw_static(pygame.Surface(size), layout, ("thumb",))
    for p in renderer.placements(state, layout):
        caption = renderer.captions.get(p.zone)
        if caption is None or p.hidden:
            continue
        assert not p.rect.colliderect(caption), (p.zone, p.cid)
        if p.count > 1:
            assert not renderer.badge(p.rect, p.count, caption)[1].colliderect(caption), p.zone


def test_real_titles_are_never_cut():
    d = Driver((1000, 600))
    d.app.show("library")
    for _ in range(len(engine.games())):
        for card in d.scene.cards:
            assert not any(line.text.endswith("…") for line in card.lines[:card.title_lines]), card.info.title
        d.wheel(-1)


def test_library_by_keyboard(monkeypatch):
    games = many_games(9)
    monkeypatch.setattr(engine, "games", lambda: games)
    d = Driver()
    d.app.show("library")
    d.press(pygame.K_DOWN)
    assert d.scene.focus == 2 and d.find_button(f"#play_{games[2].id}").is_selected
    d.press(pygame.K_RIGHT)
    d.press(pygame.K_END)
    assert d.scene.focus == 8 and 8 in {card.index for card in d.scene.cards}  # scrolled into view
    d.press(pygame.K_HOME)
    assert d.scene.focus == 0 and d.scene.first_row == 0
    d.press(pygame.K_TAB)  # Rules of the first game, then its Play, then the next game's Rules
    assert (d.scene.focus, d.scene.on_rules) == (1, True)
    d.press(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert (d.scene.focus, d.scene.on_rules) == (0, False)
    d.press(pygame.K_TAB)
    d.press(pygame.K_RETURN)
    assert type(d.scene).__name__ == "RulesScene" and d.scene.game_id == games[1].id
    d.press(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "LibraryScene" and d.scene.focus == 1
    d.press(pygame.K_LEFT)
    d.press(pygame.K_RETURN)
    assert type(d.scene).__name__ == "SeatingScene" and d.scene.info.id == games[0].id


# ----- seating -----------------------------------------------------------------------------------
def option_captions(d: Driver) -> dict[str, str]:
    """The caption of each option button on the seating screen."""
    return {i[len("#opt_"):]: b.text for b in d.buttons() for i in b.get_object_ids() if i and i.startswith("#opt_")}


def test_seating_shows_option_words_never_raw_values():
    d = Driver()
    raw = {"0", "1", "True", "False", "None"}
    for info in engine.games():
        d.app.show("seating", info.id)
        d.steps(1)
        for option in info.options:
            if not option.applies(d.scene.count):  # hidden at this many seats
                continue
            for _ in option.choices:
                caption = option_captions(d)[option.key]
                assert caption not in raw and "_" not in caption, (info.id, option.key, caption)
                d.click_button(f"#opt_{option.key}")


def test_who_starts_names_the_seat():
    d = Driver()
    d.app.show("seating", "business_casual")
    d.steps(1)
    assert option_captions(d)["first_player"] == "Player 1"
    field = next(w for w in d.app.manager.get_sprite_group().sprites() if "#name_1" in w.get_object_ids())
    field.set_text("Bo")
    d.click_button("#opt_first_player")
    assert option_captions(d)["first_player"] == "Bo"
    assert d.scene.options["first_player"] == 1


def test_option_labels():
    option = engine.Option("limit", "Turn limit", None, (None, 50), labels=("No limit", "50 turns"))
    assert [option.choice_label(v) for v in (None, 50)] == ["No limit", "50 turns"]
    assert engine.Option("x", "X", False).choice_label(True) == "On"
    assert engine.Option("y", "Y", "all_pink", ("all_pink",)).choice_label("all_pink") == "All pink"
    with pytest.raises(ValueError, match="1 labels for 2 choices"):
        engine.Option("z", "Z", 1, (1, 2), labels=("one",))


# ----- settings and the window -----------------------------------------------------------------
def fake_desktop(monkeypatch, size=(1600, 1000)) -> None:
    """Make the app believe the desktop has ``size``."""
    monkeypatch.setattr(App, "desktop_size", lambda self: size)


def test_settings_never_offer_a_window_larger_than_the_desktop(monkeypatch):
    fake_desktop(monkeypatch)
    d = Driver()
    d.click_text("Settings")
    seen = []
    for _ in range(8):
        d.click_button("#set_window")
        seen.append(tuple(d.app.settings.window_size))
        assert saves.load_settings().window_size == seen[-1]
    assert set(seen) == {(960, 540), (1280, 720), (1600, 900)}  # 1920x1080 and up do not fit; round and back
    window = pygame.Rect((0, 0), d.app.size)
    assert all(window.contains(b.rect) for b in d.buttons())
    d.click_button("Back")
    assert type(d.scene).__name__ == "TitleScene"


def test_a_remembered_size_too_large_for_this_desktop_comes_back_to_fit(monkeypatch):
    fake_desktop(monkeypatch)
    saves.store_settings(saves.Settings(window_size=(3840, 2160), window_pos=(5000, 4000)))
    app = App()
    assert app.size[0] <= 1600 and app.size[1] <= 1000 - window.CHROME
    assert window.fitted((3840, 2160), (1600, 1000)) == (1600, 936)
    assert not window.on_desktop((5000, 4000), (1600, 936), [(1600, 1000)])


def test_window_size_and_place_are_remembered_across_runs(monkeypatch):
    fake_desktop(monkeypatch, (1920, 1080))
    app = App()
    pygame.display.set_mode((1100, 650), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 650), w=1100, h=650))
    pygame.display.set_window_position((40, 30))
    pygame.event.post(pygame.event.Event(pygame.WINDOWMOVED, x=40, y=30))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running
    again = App()
    assert again.size == (1100, 650) and again.settings.window_pos == (40, 30)
    assert pygame.display.get_window_position() == (40, 30)


def test_the_window_keeps_its_minimum_size():
    app = App(size=(500, 300))
    assert app.size == window.MIN_SIZE
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert pygame.Window.from_display_module().minimum_size == window.MIN_SIZE


@pytest.mark.parametrize("key, mod", [(pygame.K_F11, 0), (pygame.K_RETURN, pygame.KMOD_LALT)], ids=["F11", "Alt+Enter"])
def test_fullscreen_key_toggles_and_comes_back_to_the_window(key, mod, monkeypatch):
    fake_desktop(monkeypatch, (1920, 1080))
    d = Driver((1100, 650))
    d.click_text("Play a game")
    d.press(key, mod)
    assert d.app.fullscreen and pygame.display.is_fullscreen() and saves.load_settings().fullscreen
    assert type(d.scene).__name__ == "LibraryScene"
    d.press(key, mod)
    assert not d.app.fullscreen and d.app.size == (1100, 650) and not saves.load_settings().fullscreen


def test_python_m_returns_the_exit_status(tmp_path):
    result = subprocess.run([sys.executable, "-m", "greenbox_desktop", "--size", "huge"], capture_output=True,
                            text=True, timeout=120, cwd=tmp_path)
    assert result.returncode == 2 and "WIDTHxHEIGHT" in result.stdout


# ----- results and rules pages -------------------------------------------------------------------
def test_best_results_count_in_words():
    assert [score_words(n, "turns") for n in (1, 28)] == ["1 turn", "28 turns"]
    assert score_words(1.0, "points") == "1 point" and score_words(7, "counted") == "7 counted"
    assert score_words("junk", "points") == "0 points"


DEV_NOTES = re.compile(r"`|\b\w+\.(py|json|toml)\b|greenbox_desktop|python -m|pytest|pip install|\w+/\w+\.\w+")


@pytest.mark.parametrize("path", sorted(RULEBOOK.glob("*.md")), ids=lambda p: p.stem)
def test_rules_pages_hold_no_developer_notes(path):
    found = [line for line in path.read_text(encoding="utf-8").splitlines() if DEV_NOTES.search(line)]
    assert not found


def test_title_lights_one_item_the_pointer_or_the_keys_chose():
    d = Driver()
    items = d.scene.buttons()
    d.mouse(pygame.MOUSEMOTION, items[2].rect.center)
    d.steps(1)
    assert d.scene.focus == 2
    d.press(pygame.K_DOWN)
    assert d.scene.focus == 3


def test_resume_names_the_game_and_when_it_was_played():
    from datetime import datetime

    from greenbox_desktop.ui.scenes.title import when_played

    saves.autosave(saves.SaveGame.from_state(engine.new_game("green_bite", 2, 3), ["A", "B"], ["human", "human"]))
    d = Driver()
    d.steps(2)
    resume = d.scene.buttons()[0]
    assert resume.text == "Resume last game"
    assert resume.note.startswith("Green Bite \u00b7 today at "), resume.note
    now = datetime(2026, 3, 5, 12, 0)
    assert when_played("2026-03-05T09:07:00", now) == "today at 09:07"
    assert when_played("2026-03-04T23:59:00", now) == "yesterday at 23:59"
    assert when_played("2026-02-01T18:00:00", now) == "1 Feb 2026 at 18:00"
    assert when_played("not a time", now) == ""
    # times the local clock cannot show (past the calendar's ends once converted) are left out
    assert when_played("9999-12-31T23:59:59-05:00", now) == ""
    assert when_played("0001-01-01T00:00:00+05:00", now) == ""


def test_seating_by_keys_alone_names_kinds_options_seed_and_start():
    """Tab lights every field and button in screen order; a lit name field takes typing at once,
    Enter keeps it; Esc leaves a field before it leaves the screen."""
    from greenbox_desktop.ui.scenes.seating import SeatingScene

    d = Driver()
    d.app.show("seating", "golden_pyramid")
    scene = d.scene
    def ident(widget) -> str:
        return next((i for i in widget.get_object_ids() if i and i.startswith("#")), widget.text)

    order = []
    for _ in range(len(scene.focusable())):
        d.press(pygame.K_TAB)
        order.append(ident(scene.focused()))
    assert order[:2] == ["+", "#name_0"], order  # − is off at the fewest seats
    assert order.index("#name_0") < order.index("#kind_0") < order.index("#name_1") < order.index("#kind_1")
    assert {"#seed", "#start", "#kind_1"} <= set(order) and len(set(order)) == len(order)
    assert [o for o in order if o.startswith("#opt_")] == [f"#opt_{o.key}" for o in scene.shown_options()]
    def tab_to(object_id: str) -> None:
        for _ in range(60):
            lit = scene.focused()
            if lit is not None and object_id in lit.get_object_ids():
                return
            d.press(pygame.K_TAB)
        raise AssertionError(object_id)

    def type_text(text: str) -> None:
        for ch in text:
            d.post(pygame.TEXTINPUT, text=ch)
        d.steps(2)

    tab_to("#name_0")
    assert d.app.typing()  # lit by Tab: it takes the typing at once, its old text selected
    type_text("Ann")
    d.press(pygame.K_RETURN)
    assert not d.app.typing() and scene.names[0] == "Ann" and isinstance(d.scene, SeatingScene)
    tab_to("#name_1")
    type_text("Bo")
    d.press(pygame.K_ESCAPE)  # Esc leaves the field, not the screen
    assert isinstance(d.scene, SeatingScene) and not d.app.typing() and scene.names[1] == "Bo"
    d.press(pygame.K_TAB)  # on from the name: its kind (the rules give this game's seats their colours)
    assert "#kind_1" in scene.focused().get_object_ids()
    tab_to("#kind_1")
    d.press(pygame.K_RETURN)
    assert scene.kinds[1] == "bot:easy"
    d.press(pygame.K_SPACE)
    assert scene.kinds[1] == "bot:normal"
    for option in scene.shown_options():
        tab_to(f"#opt_{option.key}")
        before = scene.options[option.key]
        d.press(pygame.K_RETURN)
        assert scene.options[option.key] != before
    tab_to("#seed")
    type_text("4242")
    d.press(pygame.K_TAB)
    assert scene.seed == 4242 and not d.app.typing()
    tab_to("#start")
    d.press(pygame.K_RETURN)
    assert type(d.scene).__name__ == "TableScene", d.app.current_status()
    assert d.scene.session.names() == ["Ann", "Bo"] and d.scene.session.seats[1].kind == "bot:normal"
    assert d.scene.session.start.seed == 4242
