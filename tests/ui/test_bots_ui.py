"""Bots at the table, driven by real pygame events: seating, a game against a bot, watch mode, saves, hints."""

import random
import time

import pygame
import pytest
from driver import Driver
from test_app import seat_game, type_into

from greenbox_desktop import saves
from greenbox_desktop.games.desert_dessert.strategy import sensible
from greenbox_desktop.ui.bot_runner import bot_kind, bot_level, kind_words, next_kind
from greenbox_desktop.ui.outcome import record_result
from greenbox_desktop.ui.scenes.base import ACCENT
from greenbox_desktop.ui.scenes.library import LibraryScene
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import WATCH_HINT, TableScene
from greenbox_desktop.ui.session import Seat, Session

FRAMES = 40_000  # a bound on waiting for a bot, so a broken bot fails the test instead of hanging it


def wait_for_bots(d: Driver) -> None:
    """Step frames while a bot is to move (the bot thinks in its own thread meanwhile)."""
    for _ in range(FRAMES):
        if d.scene.state.is_terminal() or not d.scene.bots.bot_to_move():
            return
        d.steps(1)
        time.sleep(0.0005)  # let the bot's thread run
    raise AssertionError("the bot never moved")


def open_seating(d: Driver, game_id: str) -> None:
    d.click_text("Play a game")
    assert isinstance(d.scene, LibraryScene)
    d.scroll_to_button(f"#play_{game_id}")
    d.click_button(f"#play_{game_id}")
    assert isinstance(d.scene, SeatingScene)


def test_seat_kinds_cycle_and_read_back():
    assert [kind_words(k) for k in ("human", "bot:easy", "bot:hard", "bot")] == \
        ["Human", "Bot: Easy", "Bot: Hard", "Bot: Hard"]
    assert next_kind("human") == "bot:easy" and next_kind("bot:hard") == "human"
    assert bot_level("human") is None and bot_level(bot_kind("normal")) == "normal"


def test_human_against_a_bot_to_the_result_screen():
    d = Driver()
    open_seating(d, "business_casual")
    type_into(d, "#name_0", "Ann")
    d.click_button("#kind_1")  # Human -> Bot: Easy
    assert d.scene.kinds[1] == "bot:easy" and d.scene.names[1] == "Bot 2"
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    assert [s.kind for s in d.scene.session.seats] == ["human", "bot:easy"]
    rng = random.Random(3)
    while not d.scene.state.is_terminal():
        wait_for_bots(d)
        if d.scene.state.is_terminal():
            break
        assert not d.scene.curtain
        assert d.scene.at_screen == 0
        d.play_move(rng.choice(d.scene.state.legal_actions()))
    assert any(line.startswith("Bot 2 ") for line in d.scene.session.log)  # the log says what the bot did
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)


@pytest.mark.parametrize("game_id", ["business_casual", "attack_of_the_moulds"])  # beside its label, under it
def test_a_thinking_bot_is_marked_by_its_seats_label(game_id):
    d = Driver()
    open_seating(d, game_id)
    d.click_button("#kind_1")  # Human -> Bot: Easy
    d.click_button("#start")
    assert d.scene.thinking_badge() is None  # the person is to move
    d.play_move(d.scene.state.legal_actions()[0])
    for _ in range(FRAMES):
        if d.scene.bots.thinking_seat() == 1:
            break
        d.steps(1)
    d.steps(1)
    badge = d.scene.thinking_badge()
    assert any(box.zone.owner == 1 and box.rect.contains(badge) for box in d.scene.layout.boxes.values())
    assert badge.collidelist(list(d.scene.renderer.captions.values())) == -1  # no label is covered
    assert badge.collidelist([p.rect for p in d.scene.placements]) == -1  # nor any piece
    assert d.app.screen.get_at((badge.right - badge.h // 2, badge.y + 2))[:3] == ACCENT  # the pill is drawn
    wait_for_bots(d)
    assert d.scene.thinking_badge() is None


def test_all_bot_game_runs_by_itself_at_any_speed():
    d = Driver()
    open_seating(d, "nim")
    d.click_button("#opt_random_heaps")
    d.click_button("#kind_0")
    d.click_button("#kind_1")
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    speed = d.find_button("#bot_speed").text
    d.click_button("#bot_speed")
    assert d.find_button("#bot_speed").text != speed
    assert not d.find_button("#hint").is_enabled  # nobody to hint for; the H key says so
    d.press(pygame.K_h, unicode="h")
    assert "no person to hint for" in d.app.current_status()
    wait_for_bots(d)
    assert d.scene.state.is_terminal()
    assert d.scene.state.winners()


def test_save_and_resume_keep_the_bots_and_the_bot_plays_on():
    d = Driver()
    open_seating(d, "nim")
    d.click_button("#opt_random_heaps")
    d.click_button("#kind_0")
    d.click_button("#kind_0")  # Easy -> Normal
    d.click_button("#start")
    wait_for_bots(d)  # Player 2 (a person) takes first in NIM, so nothing happens yet
    state = d.scene.state
    d.play_move(next(a for a in state.legal_actions() if hasattr(a, "component")))
    if not d.scene.bots.bot_to_move():
        d.play_move(next(a for a in d.scene.state.legal_actions() if not hasattr(a, "component")))
    assert d.scene.bots.bot_to_move()
    d.save_and_quit()
    save = saves.load_autosave()
    assert save is not None and save.kinds == ["bot:normal", "human"]

    again = Driver()
    again.click_text("Resume last game")
    assert isinstance(again.scene, TableScene)
    assert [s.kind for s in again.scene.session.seats] == ["bot:normal", "human"]
    moves = len(again.scene.state.history)
    wait_for_bots(again)
    assert len(again.scene.state.history) > moves


def test_undo_cancels_the_bot_and_the_hint_lights_a_move():
    d = Driver()
    open_seating(d, "nim")
    d.click_button("#opt_random_heaps")
    d.click_button("#kind_0")
    d.click_button("#start")
    # Player 2 is a person and takes first: ask for a hint.
    d.press(pygame.K_h, unicode="h")
    for _ in range(FRAMES):
        if d.scene.selected is not None:
            break
        d.steps(1)
        time.sleep(0.0005)
    hinted = d.scene.selected
    assert hinted is not None and "Hint:" in d.app.current_status()
    d.press(pygame.K_RETURN)
    assert d.scene.state.history[-1].component == hinted
    d.play_move(next(a for a in d.scene.state.legal_actions() if not hasattr(a, "component")))
    assert d.scene.bots.bot_to_move()
    d.steps(1)
    thought = d.scene.bots.move
    assert thought is not None
    d.press(pygame.K_z, pygame.KMOD_CTRL)
    assert thought.stop.is_set() and not d.scene.bots.bot_to_move()


def test_the_watch_speed_tooltip_stays_while_bots_move_and_goes_once_pressed_or_left():
    from pygame_gui.elements import UITooltip

    from greenbox_desktop.ui.session import Seat, Session

    d = Driver()
    seats = [Seat(f"Bot {i + 1}", colour, "bot:easy") for i, colour in enumerate(("red", "blue", "yellow", "green"))]
    d.app.goto(TableScene(d.app, Session.new("golden_pyramid", seats, 1, {})))
    d.steps(2)

    def tip_shown(frames: int) -> list[bool]:
        """Whether a tooltip is up, frame by frame, while the bots play on."""
        seen = []
        for _ in range(frames):
            d.steps(1)
            time.sleep(0.0005)  # let the bot's thread run
            seen.append(any(isinstance(w, UITooltip) for w in d.app.manager.get_sprite_group().sprites()))
        return seen

    d.mouse(pygame.MOUSEMOTION, d.find_button("#bot_speed").rect.center)
    moves = len(d.scene.state.history)
    resting = tip_shown(240)  # four seconds: the bots move several times, the panel is rebuilt each time
    assert len(d.scene.state.history) >= moves + 3
    assert not resting[0] and all(resting[60:])  # up after its delay, then no blinking at each rebuild
    d.click_button("#bot_speed")
    assert not any(tip_shown(120))  # pressed: it stays away while the pointer rests there
    d.mouse(pygame.MOUSEMOTION, (10, 10))
    assert not any(tip_shown(60))
    d.mouse(pygame.MOUSEMOTION, d.find_button("#bot_speed").rect.center)
    assert tip_shown(60)[-1]  # back on the button: the tooltip comes again
    d.mouse(pygame.MOUSEMOTION, d.find_button("#hint").rect.center)  # off in watch mode: it says why
    moves = len(d.scene.state.history)
    resting = tip_shown(240)
    assert len(d.scene.state.history) >= moves + 3 and all(resting[60:])
    tips = [w for w in d.app.manager.get_sprite_group().sprites() if isinstance(w, UITooltip)]
    assert [t.text_block.html_text for t in tips] == [WATCH_HINT]


def test_watch_mode_shows_every_hand_but_a_person_never_sees_a_bots():
    from greenbox_desktop.ui.session import Seat, Session

    def hand_faces(kinds: tuple[str, str]) -> dict[int, list[tuple[str, bool]]]:
        """Seat -> (component id, drawn face up) of each card drawn in that seat's hand."""
        d = Driver()
        seats = [Seat(f"P{i + 1}", colour, kind) for i, (colour, kind) in enumerate(zip(("red", "blue"), kinds))]
        d.app.goto(TableScene(d.app, Session.new("make_way", seats, 4, {})))
        d.steps(1)
        hands = {z.id: z.owner for z in d.scene.state.zones() if z.kind == "hand"}
        faces: dict[int, list[tuple[str, bool]]] = {}
        for p in d.scene.placements:
            if p.zone in hands:
                faces.setdefault(hands[p.zone], []).append((p.cid, p.face_up))
        return faces

    watched = hand_faces(("bot:easy", "bot:easy"))
    assert set(watched) == {0, 1}
    assert all(up and ".?" not in cid for cards in watched.values() for cid, up in cards)
    against = hand_faces(("human", "bot:easy"))
    assert all(up and ".?" not in cid for cid, up in against[0])
    assert against[1] and all(".?" in cid and not up for cid, up in against[1])


def test_a_game_only_bots_played_enters_no_best_list():
    for kind, kept in (("bot:easy", False), ("human", True)):
        session = Session.new("desert_dessert", [Seat("Ann", "red", kind)], 1, {})
        rng = random.Random(1)
        while not session.state.is_terminal():
            session.apply(sensible(session.state, rng))
        assert (record_result(session) is not None) == kept
        assert len(saves.best_records("desert_dessert", "standard")) == int(kept)
        record_result(session)  # kept again after a stop cut the game's end short: still listed once
        assert len(saves.best_records("desert_dessert", "standard")) == int(kept)



def test_space_pauses_a_game_of_bots_only_and_plays_it_on():
    d = Driver()
    seats = [Seat(f"Bot {i + 1}", colour, "bot:easy") for i, colour in enumerate(("red", "blue"))]
    d.app.goto(TableScene(d.app, Session.new("nim", seats, 1, {})))
    d.steps(2)

    def run(frames: int) -> None:
        for _ in range(frames):
            d.steps(1, dt=0.1)
            time.sleep(0.0005)  # let the bot's thread run

    d.press(pygame.K_SPACE)
    assert d.scene.bots.halted and d.find_button("#bot_speed").text == "Paused: Space"
    moves = len(d.scene.state.history)
    run(100)  # ten seconds of the app's time: no bot moves
    assert len(d.scene.state.history) == moves
    d.press(pygame.K_SPACE)
    assert not d.scene.bots.halted
    run(100)
    assert len(d.scene.state.history) > moves
    d.press(pygame.K_SPACE)
    d.click_button("#bot_speed")  # the paused button plays on too
    assert not d.scene.bots.halted
    assert ("Space", "only bots seated: pause the game or watch on") in TableScene.KEYS


def test_space_is_no_pause_while_a_person_plays():
    d = Driver()
    seats = [Seat("Ann", "red", "human"), Seat("Bot", "blue", "bot:easy")]
    d.app.goto(TableScene(d.app, Session.new("nim", seats, 1, {})))
    d.steps(2)
    d.press(pygame.K_SPACE)
    assert not d.scene.bots.halted
