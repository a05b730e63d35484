"""Results explain the outcome (issue 30): the rule or tie-break that decided it, a team's result
for a cooperative table (also in History), a labelled score column in rank order, rounds counted
against a limit with a warning before the last, and placings rather than scores mid-race."""

import random

import pytest
from driver import Driver

from greenbox_desktop.saves import history
from greenbox_desktop.ui.scenes.history import stats_lines
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.session import Seat, Session
from greenbox_desktop.ui.table.frame import outcome_line, panel_facts

NAMES = ("Ann", "Bo", "Cy")
COLOURS = ("red", "blue", "yellow")


def session_of(game_id: str, players: int, seed: int = 1, **options) -> Session:
    """A new session of ``game_id`` seating Ann, Bo (and Cy)."""
    return Session.new(game_id, [Seat(n, c) for n, c in zip(NAMES, COLOURS)][:players], seed, options)


def play_out(session: Session, seed: int = 1) -> Session:
    """Random legal moves to the end."""
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def drawn_texts(d: Driver, scene: ResultsScene, monkeypatch) -> list[str]:
    """Every text the results screen draws in one frame (lines and wrapped paragraphs)."""
    seen: list[str] = []
    plain, para = scene.text, scene.paragraph
    monkeypatch.setattr(scene, "text", lambda surface, text, *a, **k: seen.append(text) or plain(surface, text, *a, **k))
    monkeypatch.setattr(scene, "paragraph", lambda surface, text, *a, **k: seen.append(text) or para(surface, text, *a, **k))
    d.steps(1)
    return seen


def show_results(d: Driver, session: Session) -> ResultsScene:
    d.app.goto(ResultsScene(d.app, session))
    d.steps(2)
    return d.scene


# ----- Island: why nobody, or that seat, was crowned ---------------------------------------------
def island_at_the_limit(seed: int = 1) -> Session:
    """Island with a 3-cycle limit whose last cycle ends with every seat meeting no goal."""
    session = session_of("island", 3, seed, cycle_limit=3)
    state = session.state
    state.cycle = 3
    assert state.limit_reached()
    return session


def test_island_names_the_tie_break_when_every_score_is_zero(monkeypatch):
    session = island_at_the_limit()
    state = session.state
    assert state.scores() == [0.0, 0.0, 0.0] and state.is_terminal()
    verdict = state.verdict()
    assert verdict.startswith("The cycle limit (3) is reached. Everyone meets 0 of 3 goals")
    assert "closest to the rest" in verdict or "the Whisperer" in verdict
    king = state.king
    assert king is not None and state.who(king) in verdict
    d = Driver()
    scene = show_results(d, session)
    texts = drawn_texts(d, scene, monkeypatch)
    assert any(session.words(verdict) == t for t in texts), "the reason is on the screen"
    assert "Goals met (of 3)" in texts


def test_island_a_sole_leader_is_said_to_meet_the_most_goals():
    session = session_of("island", 2, 1, cycle_limit=3)
    state = session.state
    state.cycle = 3
    monkey = [1, 0]
    state.conditions = lambda: monkey  # seat 0 meets one goal, seat 1 none
    assert state.limit_reached() and state.king == 0
    assert "Player 1 (red) meets the most goals (1 of 3)." in state.verdict()


def test_a_game_without_a_verdict_says_nothing_more():
    session = play_out(session_of("nim", 2))
    assert session.state.verdict() is None


# ----- cooperative and solo games speak of the team ----------------------------------------------
@pytest.mark.parametrize("game_id", ["make_it_count", "bad_day_at_the_office"])
def test_a_cooperative_table_wins_or_loses_as_a_team(game_id, monkeypatch):
    session = play_out(session_of(game_id, 2, seed=3), seed=3)
    d = Driver()
    scene = show_results(d, session)
    monkeypatch.setattr(session.state, "winners", lambda: [0, 1])
    assert scene.headline() == "The team wins: Ann and Bo!"
    assert outcome_line(session.state, session.names()) == "Game over: the team won"
    monkeypatch.setattr(session.state, "winners", lambda: [])
    assert scene.headline().startswith("The team ") and scene.headline().endswith(": Ann and Bo.")
    assert "wins!" not in scene.headline()
    assert outcome_line(session.state, session.names()).startswith("Game over: the team ")


def test_a_solo_player_wins_the_solo_game():
    session = session_of("make_it_count", 1)
    d = Driver()
    scene = show_results(d, session)
    scene.session.state.winners = lambda: [0]
    assert scene.headline() == "Ann wins the solo game!"


def test_history_counts_the_team_results_of_a_cooperative_game():
    results = []
    for seed in (3, 4):
        session = play_out(session_of("make_it_count", 2, seed=seed), seed=seed)
        results.append(bool(session.state.winners()))
        history.keep_finished(session.to_save())
    entries = history.list_history("make_it_count")
    assert sorted(e.result for e in entries) == sorted("the team won" if r else "the team lost" for r in results)
    stats = history.game_stats("make_it_count")
    assert stats.team and stats.team_wins == sum(results)
    lines = stats_lines("make_it_count")
    assert f"Team results: {sum(results)} won, {2 - sum(results)} lost" in lines
    assert not any(line.startswith("Wins:") for line in lines)
    # the remembered summaries still agree with the files when read again
    assert sorted(e.result for e in history.list_history("make_it_count")) == sorted(e.result for e in entries)


def test_history_of_solo_games_of_a_cooperative_game_counts_wins_not_team_results():
    session = play_out(session_of("make_it_count", 1, seed=3), seed=3)
    history.keep_finished(session.to_save())
    assert not history.game_stats("make_it_count").team
    lines = stats_lines("make_it_count")
    assert not any(line.startswith("Team results") for line in lines)
    assert any(line.startswith("Wins: ") for line in lines)


def test_history_of_rivals_still_counts_each_seats_wins():
    session = play_out(session_of("nim", 2))
    history.keep_finished(session.to_save())
    assert any(line.startswith("Wins: ") for line in stats_lines("nim"))
    assert not history.game_stats("nim").team


# ----- Green Bite: a labelled column in rank order -------------------------------------------------
def test_green_bite_rows_stand_in_rank_order_under_their_label(monkeypatch):
    session = play_out(session_of("green_bite", 3, seed=2), seed=2)
    state = session.state
    d = Driver()
    scene = show_results(d, session)
    order = scene.ranked()
    scores = state.scores()
    assert order[0] in state.winners()
    assert [scores[s] for s in order] == sorted(scores, reverse=True)
    texts = drawn_texts(d, scene, monkeypatch)
    assert "Players outlasted" in texts
    rows = [t.strip("★ ").strip() for t in texts if t.strip("★ ").strip() in NAMES]
    assert rows == [NAMES[s] for s in order]


def test_rank_order_runs_the_other_way_when_lower_scores_win(monkeypatch):
    session = session_of("green_bite", 3)
    scene = ResultsScene.__new__(ResultsScene)
    scene.session = session
    monkeypatch.setattr(session.state, "scores", lambda: [2.0, 5.0, 1.0])
    monkeypatch.setattr(session.state, "winners", lambda: [])
    assert scene.ranked() == [1, 0, 2]
    monkeypatch.setattr(type(session.state), "LOWER_SCORES_WIN", True)
    assert scene.ranked() == [2, 0, 1]


# ----- rounds counted against a limit ------------------------------------------------------------
def test_golden_pyramid_counts_rounds_and_warns_before_the_last():
    state = session_of("golden_pyramid", 2, round_limit=10).state
    assert state.panel()["Round"] == "1 of 10"
    state.round = 9
    assert state.panel()["Round"] == "9 of 10: the next round is the last"
    state.round = 10
    assert state.panel()["Round"] == "10 of 10: the last round"
    assert session_of("golden_pyramid", 2).state.panel()["Round"] == "1"


def test_golden_pyramid_logs_the_round_before_the_last():
    session = session_of("golden_pyramid", 2, round_limit=3)
    rng = random.Random(5)
    while session.state.round < 2:
        session.apply(rng.choice(session.state.legal_actions()))
    assert "Round 2 of 3: the next round is the last." in session.log


def test_island_counts_cycles_against_its_limit():
    state = session_of("island", 2, cycle_limit=5).state
    assert "(cycle 1 of 5)" in state.panel()["Phase"]
    state.cycle = 4
    assert "(cycle 4 of 5: the next cycle is the last)" in state.panel()["Phase"]
    state.cycle = 5
    assert "(cycle 5 of 5: the last cycle)" in state.panel()["Phase"]


def test_desert_dessert_counts_turns_against_its_limit():
    state = session_of("desert_dessert", 1, turn_limit=50).state
    assert state.panel()["Turn"] == "1 of 50"
    state.turn = 49
    assert state.panel()["Turn"] == "49 of 50: the next turn is the last"


# ----- Wacky Wheels: placings while racing ------------------------------------------------------
def test_wacky_wheels_shows_placings_mid_race_and_scores_at_the_end():
    session = session_of("wacky_wheels", 2, seed=1)
    state = session.state
    rng = random.Random(1)
    while state.phase != "race":
        session.apply(rng.choice(state.legal_actions()))
        state = session.state
    facts = panel_facts(state, state, session.names())
    assert "Placings" in facts and "Scores" not in facts
    assert facts["Placings"].startswith("1. Player ")
    play_out(session, 1)
    facts = panel_facts(session.state, session.state, session.names())
    assert "Scores" in facts and "Placings" not in facts
