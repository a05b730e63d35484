"""The generic table and screens with what many games need: several winners named in one sentence,
pools that keep a piece's size, a side panel where nothing overlaps, fixed seat colours, and
options that apply to some player counts only — all through the real app (headless)."""

import random

import pytest
from driver import Driver

from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat, Session

NAMES = ("Ann", "Bo", "Cy")


def finished(game_id: str, players: int, seed: int = 1) -> Session:
    """A session of ``game_id`` played to its end by random legal moves."""
    seats = [Seat(name, colour) for name, colour in zip(NAMES, ("red", "blue", "yellow"))][:players]
    session = Session.new(game_id, seats, seed, {})
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize("size", [(1280, 720), (1000, 600)])
def test_three_winners_read_as_one_sentence_that_fits(monkeypatch, size):
    d = Driver(size)
    session = finished("lords_of_the_green", 3)
    monkeypatch.setattr(session.state, "winners", lambda: [0, 1, 2])  # a three-way tie at the top
    d.app.goto(TableScene(d.app, session))
    d.steps(2)
    assert d.scene.outcome_line() == "Game over: Ann, Bo and Cy won"
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    assert d.scene.headline() == "Ann, Bo and Cy win!"
    monkeypatch.setattr(session.state, "winners", lambda: [0])
    assert d.scene.headline() == "Ann wins!"
