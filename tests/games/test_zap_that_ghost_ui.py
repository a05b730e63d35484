"""Zap That Ghost through the desktop UI: buzzer keys and buttons, a whole game, the zap's clock, a bot."""

import json

import pygame
from ui_play import Driver

from greenbox_desktop import engine, saves
from greenbox_desktop.engine import Choose, Move
from greenbox_desktop.games.zap_that_ghost.paths import NEIGHBOURS
from greenbox_desktop.games.zap_that_ghost.rules import (
    BOARD, DISCARD, GHOSTS, GIVE_UP, MEEPLE_ZONE, NOBODY, PLAYED, ROLL, buzz, hand)
from greenbox_desktop.ui.bot_runner import REACTION
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.settings import SettingsScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat

GAME = "zap_that_ghost"
KEYS = {0: pygame.K_a, 1: pygame.K_l}


def seated(kinds=("human", "human"), seed=3, options=None) -> Driver:
    """A driver at the table with these seats (Ann, Bo, Cy, Di)."""
    d = Driver()
    seats = [Seat(name, colour, kind) for name, colour, kind in
             zip(("Ann", "Bo", "Cy", "Di"), ("red", "blue", "yellow", "green"), kinds)]
    seating = SeatingScene(d.app, GAME, options or {"length": "quick"}, seats=seats)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    return d


def act(d: Driver, action) -> None:
    """One action at the table: a buzzer by its seat's key, anything else by a drag or a button."""
    before = len(d.scene.state.history)
    if isinstance(action, Choose) and action.key in ("buzz", "keep"):
        d.press(KEYS[action.value])
    else:
        d.play_move(action)
    assert len(d.scene.state.history) == before + 1, (action, d.app.current_status())


def through_setup(d: Driver) -> None:
    """Both seats discard by dragging (the cards their bots would drop)."""
    while d.scene.state.step == "setup":
        state = d.scene.state
        act(d, state.view(state.current_player).reflex(state.current_player))


def test_a_whole_game_by_keys_drags_and_buttons():
    d = seated()
    through_setup(d)
    while not d.scene.state.is_terminal():
        state = d.scene.state
        if state.step == "race":
            seat = next(s for s in range(2) if state.zaps(s, state.roll))
            act(d, buzz(seat))
        elif state.step == "window":
            act(d, state.view(state.pending[0]).reflex(state.pending[0]))
        else:
            act(d, state.view(state.current_player).reflex(state.current_player) or state.legal_actions()[0])
    final = d.scene.state
    assert len(final.winners()) == 1 and max(final.scores()) == final.goal
    assert engine.replay(GAME, 2, final.seed, final.options, final.history).to_json() == final.to_json()
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)


def test_buzzer_buttons_the_zaps_clock_and_the_window():
    """Ruling: the first seat to buzz gets its time "counted from the buzz"."""
    d = seated(seed=5)
    through_setup(d)
    act(d, d.scene.state.legal_actions()[0])  # roll
    assert d.scene.state.step == "race"
    assert d.find_button("#buzzer_0").text == "Ann: Buzz (A)" and d.find_button("#buzzer_1") is not None
    d.steps(20, 0.25)  # five seconds of the race
    d.click_button("#buzzer_1")
    state = d.scene.state
    assert state.step == "zap" and state.buzzer == 1 and d.scene.clock.text() == "15 s left"
    act(d, Move(state.contents[hand(1)][0], PLAYED))
    d.steps(24, 0.25)  # six seconds: the card played did not restart the clock
    assert d.scene.state.step == "zap" and d.scene.clock.text() == "9 s left"
    d.steps(40, 0.25)
    state = d.scene.state
    assert state.step == "window" and state.history[-1] == GIVE_UP and state.outcome == "gave_up"
    assert d.find_button("#buzzer_0").text == "Ann: Keep my cards (A)" and d.find_button("#buzzer_1") is None
    card = state.contents[hand(0)][0]
    act(d, Move(card, DISCARD))  # a person swaps a card out of turn, by a drag
    assert d.scene.state.step == "roll" and d.scene.state.current_player == 1


def zap_ready(d: Driver):
    """Through the set-up and the roll (a 6 with seed 5) to Ann's zap, her card played: (meeple,
    ghost cell, roll) of a zap whose ghost is not beside the meeple."""
    through_setup(d)
    act(d, d.scene.state.legal_actions()[0])
    state = d.scene.state
    card, meeple, cell = next((c, m, g) for c, m, g in state.zaps(0, state.roll)
                              if g not in NEIGHBOURS[state.loc[m][1]])
    act(d, buzz(0))
    act(d, Move(card, PLAYED))
    return meeple, cell, state.roll


def test_a_zap_is_one_drag_of_the_meeple_onto_the_ghost():
    """Ruling: "clicking the destination tile, with the app choosing a legal path, is one gesture"."""
    d = seated(seed=5)
    meeple, cell, roll = zap_ready(d)
    size = meeple_rect(d, meeple).size
    d.drag(meeple, MEEPLE_ZONE, cell)
    state = d.scene.state
    assert state.outcome == "caught" and len(state.trail) == roll + 1 and state.trail[-1] == cell
    assert (BOARD, cell, str(roll)) in state.marks()
    assert meeple_rect(d, meeple).size == size  # the same handle under the path's numbered ring
    assert d.app.current_status().startswith(f"Ann moves the {meeple.split('.')[1]} meeple from ")


def test_a_zap_is_a_click_on_the_meeple_then_on_the_ghosts_tile():
    """Ruling: clicking the destination tile is enough (the table's click a piece, click a lit place)."""
    d = seated(seed=5)
    meeple, cell, roll = zap_ready(d)
    d.click(d.component_pos(meeple))
    assert d.scene.selected == meeple
    d.click(d.slot_pos(MEEPLE_ZONE, cell))
    assert d.scene.state.outcome == "caught" and len(d.scene.state.trail) == roll + 1


def meeple_rect(d: Driver, meeple: str):
    return next(p.rect for p in d.scene.placements if p.cid == meeple)


def test_a_meeple_stands_large_at_one_spot_of_its_tile_whatever_else_is_there():
    """Issue 29: "The meeple has a large, fixed handle on its tile": it does not shift about."""
    d = seated(seed=7)
    through_setup(d)
    corner, alone = d.scene.layout.slot_rect(MEEPLE_ZONE, 0), meeple_rect(d, "meeple.white")  # A1, no ghost
    d.scene.state.put("meeple.white", MEEPLE_ZONE, 7)  # B2, with its ghost
    d.scene.refresh()
    tile, shared = d.scene.layout.slot_rect(MEEPLE_ZONE, 7), meeple_rect(d, "meeple.white")
    assert shared.size == alone.size and shared.h >= 0.55 * tile.h
    assert shared.move(-tile.x, -tile.y) == alone.move(-corner.x, -corner.y)  # the same spot of the tile
    assert shared.left - tile.left < tile.w // 10 and tile.bottom - shared.bottom < tile.h // 10  # lower left
    ghost = next(p.rect for p in d.scene.placements if p.zone == GHOSTS and p.slot == 7)
    overlap = shared.clip(ghost)
    assert overlap.w * overlap.h < 0.1 * ghost.w * ghost.h  # the ghost stays in view beside it


def test_a_race_nobody_wins_ends_by_its_clock():
    d = seated(seed=6)
    through_setup(d)
    act(d, d.scene.state.legal_actions()[0])
    d.steps(81, 0.25)  # twenty seconds and a little more
    state = d.scene.state
    assert state.step == "roll" and state.history[-1] == NOBODY


def test_a_bot_buzzes_after_its_reaction_time_and_plays_to_the_end():
    d = seated(("human", "bot:hard"), seed=4)
    through_setup_with_bot(d)
    buzzes = 0
    for _ in range(20_000):
        state = d.scene.state
        if state.is_terminal():
            break
        if state.current_player == 0 and state.step == "roll":
            act(d, state.legal_actions()[0])
            rolled = d.app.now
        elif state.step == "window" and 0 in state.pending:
            act(d, Choose("keep", 0))
        else:
            before = len(state.history)
            d.steps(1, 0.1)
            if len(d.scene.state.history) > before and d.scene.state.history[-1] == buzz(1):
                assert d.app.now - rolled >= REACTION["hard"]
                buzzes += 1
            elif len(d.scene.state.history) > before and d.scene.state.history[-1] == ROLL:
                rolled = d.app.now
    assert d.scene.state.is_terminal() and d.scene.state.winners() == [1] and buzzes >= 3


def test_h_in_a_race_hints_the_person_to_buzz_when_they_hold_a_zap():
    d = seated(("human", "bot:hard"), seed=4, options={"length": "full"})
    through_setup_with_bot(d)
    rollers = set()  # whose roll each hinted race followed: Ann's, and the bot's (its seat at the screen)
    for _ in range(40):
        for _ in range(2000):  # on to the next race (the bot buzzes after its reaction time)
            state = d.scene.state
            if state.step in ("race", "over"):
                break
            if state.step == "window" and 0 in state.pending:
                act(d, Choose("keep", 0))
            elif state.current_player == 0 and state.step in ("roll", "zap"):
                act(d, state.view(0).reflex(0) or ROLL)
            else:
                d.steps(1, 0.1)
        state = d.scene.state
        if state.is_terminal():
            break
        d.press(pygame.K_h, unicode="h")
        if not state.zaps(0, state.roll):
            assert "Hint:" not in d.app.current_status()
            d.steps(1, 0.1)
            continue
        assert d.app.current_status().startswith("Hint: Ann buzzes!")  # and Enter would buzz
        rollers.add(state.current_player)
        act(d, buzz(0))
        if rollers == {0, 1}:
            return
    raise AssertionError(f"Ann held a zap only after the rolls of {rollers}")


def through_setup_with_bot(d: Driver) -> None:
    """Ann discards by dragging; the bot discards by itself."""
    for _ in range(2000):
        state = d.scene.state
        if state.step != "setup":
            return
        if state.current_player == 0:
            act(d, state.view(0).reflex(0))
        else:
            d.steps(1, 0.1)
    raise AssertionError("the set-up never ended")


def test_buzzer_keys_change_in_the_settings_and_are_kept():
    d = Driver()
    d.app.goto(SettingsScene(d.app))
    d.steps(2)
    d.click_button("#set_buzzer")
    d.press(pygame.K_q, unicode="q")
    d.press(pygame.K_z, unicode="z")  # Z belonged to Player 3, who takes Player 2's old key
    d.press(pygame.K_ESCAPE)
    assert d.app.settings.buzzer_keys == ("q", "z", "l", "m", "space", "return")
    assert saves.load_settings().buzzer_keys == ("q", "z", "l", "m", "space", "return")
    assert d.find_button("#set_buzzer").text == "Q Z L M Space Enter"


def test_m_is_player_4s_buzzer_not_the_mute_key():
    d = seated(("human",) * 4, seed=2)
    through_setup(d)
    act(d, d.scene.state.legal_actions()[0])
    assert d.scene.state.step == "race" and d.app.settings.sound
    d.press(pygame.K_m, unicode="m")
    assert d.scene.state.step == "zap" and d.scene.state.buzzer == 3 and d.app.settings.sound


def test_buzzer_keys_read_back_only_when_well_formed(private_data_dir):
    from greenbox_desktop.saves.paths import config_dir

    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for keys, expected in ((["q", "w", "e", "r", "t", "y"], ("q", "w", "e", "r", "t", "y")),
                           (["q", "q", "e", "r", "t", "y"], saves.Settings().buzzer_keys),
                           (["q", "w"], saves.Settings().buzzer_keys), ("qwerty", saves.Settings().buzzer_keys)):
        (folder / "settings.json").write_text(json.dumps({"buzzer_keys": keys}), encoding="utf-8")
        assert saves.load_settings().buzzer_keys == expected
