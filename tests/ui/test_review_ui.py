"""The review strip through the UI driver: opened from the results screen and from the replay,
run in the background (cancellable), kept beside the game and opened at once the next time; a
click on its graph moves the replay, a click on a ring shows that turning point in words."""

import time

import pygame
from driver import Driver

from greenbox_desktop import saves
from greenbox_desktop.ai import review
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.saves import history, reviews
from greenbox_desktop.ui.scenes.history import HistoryScene
from greenbox_desktop.ui.scenes.replay import ReplayScene


def finish(d: Driver, scene: ReplayScene, seconds: float = 120) -> None:
    """Step frames until the scene's review is in."""
    limit = time.monotonic() + seconds
    while scene.strip.job is not None and time.monotonic() < limit:
        d.steps(3)
    assert scene.strip.job is None and scene.strip.review is not None, scene.strip.note


def graph_point(scene: ReplayScene, step: int) -> tuple[int, int]:
    graph = scene.strip.graph_rect(scene.strip_rect())
    return scene.strip.point(graph, step, 0.5)


def test_review_from_the_results_screen_moves_the_replay_and_names_the_turning_points():
    d = Driver()
    d.play_random_game("nim", 2)
    d.click_button("#results")
    d.click_button("#review_game")
    scene = d.scene
    assert isinstance(scene, ReplayScene) and scene.reviewing
    finish(d, scene)
    n = len(scene.log)
    assert len(scene.strip.review.chances) == n + 1
    assert reviews.review_path(scene.save, "normal").exists()
    d.click(graph_point(scene, n // 2))
    assert scene.step == n // 2
    d.click(graph_point(scene, n))
    assert scene.step == n
    assert scene.strip.review.turning_points, "a random NIM game has moves that lose"
    d.steps(2)  # the rings are placed as the graph is drawn
    (x, y), turning = scene.strip.rings[0]
    d.click((x, y))
    assert scene.step == turning.step
    words = " ".join(line for line, _colour in scene.strip.lines(turning))
    assert "Played:" in words and "Better:" in words and "%" in words
    d.click_button("#back")
    d.click_button("#review_game")
    assert d.scene.strip.job is None and d.scene.strip.review == scene.strip.review  # kept: at once


def test_review_from_the_replay_can_be_cancelled_rerun_and_refuses_a_damaged_kept_review(monkeypatch):
    state = random_playout("nim", 2, 3)
    save = saves.SaveGame.from_state(state, ["Ann", "Bo"], ["human", "bot:easy"])
    history.keep_finished(save)

    def endless(*_args, progress, stop, **_options):  # a review that runs until it is stopped
        progress(1, 10)
        while not stop():
            time.sleep(0.005)
        raise review.Cancelled()

    monkeypatch.setattr(review, "analyse", endless)
    d = Driver(size=(1024, 640))
    d.click_text("History")
    assert isinstance(d.scene, HistoryScene)
    d.click_button("#replay")
    scene = d.scene
    assert isinstance(scene, ReplayScene) and not scene.reviewing
    table_before = scene.table_rect()
    d.click_button("#replay_review")
    assert scene.reviewing and scene.strip.job is not None
    assert scene.table_rect().h < table_before.h and scene.strip_rect().bottom == scene.bar_rect().y
    limit = time.monotonic() + 10
    while scene.strip.job.done != 1 and time.monotonic() < limit:
        d.steps(1)
    assert (scene.strip.job.done, scene.strip.job.total) == (1, 10)
    d.click_button("#review_cancel")
    assert scene.strip.job is None and scene.strip.review is None and "cancelled" in scene.strip.note
    monkeypatch.undo()
    d.click_button("#review_normal")
    finish(d, scene)
    path = reviews.review_path(save, "normal")
    path.write_text("{ not json")
    d.press(pygame.K_r)
    assert not scene.reviewing
    d.press(pygame.K_r)
    assert "not valid JSON" in scene.strip.note
    assert path.read_text() == "{ not json"  # refused, left as it was until the new review is kept
    finish(d, scene)
    assert reviews.load_review(save, "normal") == scene.strip.review
