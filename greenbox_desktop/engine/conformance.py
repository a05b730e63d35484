"""The conformance checks every game passes, run step by step so a failure names where it happened.

``verify_playout`` plays one random game and checks it as the test suite does (it raises
``CheckFailed``, an AssertionError, at the first fault).  ``check_game`` runs it over many seeds,
every player count and every option set, adds the hooks the app calls and the replay log, and
gathers a ``Report`` that ``greenbox check`` prints.  The single checks (conservation, privacy)
live in ``engine.playout``.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from greenbox_desktop.engine.actions import Action, Move, Pass
from greenbox_desktop.engine.playout import check_conservation, check_handed_actions, check_privacy, playout_setting
from greenbox_desktop.engine.registry import GameInfo, from_json, game_info, new_game
from greenbox_desktop.engine.replay import replay
from greenbox_desktop.engine.replay_log import ReplayLog
from greenbox_desktop.engine.state import State

MAX_STEPS = 20_000
CHECKS = ("game info", "ends in time", "legal actions", "conservation", "privacy", "JSON round trip",
          "replay", "hooks", "scores and winners", "exceptions")
SAMPLED = 6  # actions per checked step whose words (describe, label, reason) are asked for
SLOTTED = ("grid", "edges", "row", "track", "free")  # zone kinds whose places are numbered slots
REPLAY_EVERY = 8  # checkpoints of the replay-log check, close together so short games cross several


@dataclass(frozen=True)
class Case:
    """One playout: the game, seats, options (as given, before ``playout_defaults``) and seed."""

    game_id: str
    players: int
    options: tuple[tuple[str, Any], ...]
    seed: int

    def __str__(self) -> str:
        options = ", ".join(f"{k}={v!r}" for k, v in self.options) or "default options"
        return f"{self.players} player{'s' if self.players != 1 else ''}, {options}, seed {self.seed}"


@dataclass(frozen=True)
class Failure:
    """One failed check: which, in what case, at which step (actions applied before it), why."""

    check: str
    case: Case | None
    step: int | None
    message: str
    action: str = ""
    details: str = ""

    def headline(self) -> str:
        """The failure in one line: case, step, action and message."""
        where = [str(self.case)] if self.case else []
        if self.step is not None:
            where.append(f"step {self.step}")
        if self.action:
            where.append(f"action {self.action}")
        return f"{'; '.join(where)}: {self.message}" if where else self.message


class CheckFailed(AssertionError):
    """A check failed during a playout; ``failure`` says which and where."""

    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.headline())
        self.failure = failure


class _Playout:
    """The bookkeeping of one checked playout: the case and the step reached."""

    def __init__(self, case: Case) -> None:
        self.case = case
        self.step = 0

    def checking(self, check: str, action: Action | None = None) -> _Checking:
        """A context that turns a failed assertion into a Failure of ``check``, and any other
        exception into an "exceptions" failure, at the step reached."""
        return _Checking(self, check, action)


class _Checking:
    """The context made by ``_Playout.checking`` (a plain class: it runs on every step); a loop
    may change ``check`` and ``action`` as it goes."""

    __slots__ = ("run", "check", "action")

    def __init__(self, run: _Playout, check: str, action: Action | None) -> None:
        self.run, self.check, self.action = run, check, action

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type | None, error: BaseException | None, _tb: Any) -> bool:
        if error is None or isinstance(error, CheckFailed) or not isinstance(error, Exception):
            return False
        run, check, action = self.run, self.check, "" if self.action is None else str(self.action)
        if isinstance(error, AssertionError):
            raise CheckFailed(Failure(check, run.case, run.step, str(error) or "assertion failed", action)) from None
        what = f"{type(error).__name__}: {error}" + ("" if check == "exceptions" else f" (in the {check} check)")
        raise CheckFailed(Failure("exceptions", run.case, run.step, what, action, game_traceback(error))) from None


def game_traceback(error: BaseException) -> str:
    """The traceback of ``error`` from the game's code on (the checker's own frames left out)."""
    frames = traceback.extract_tb(error.__traceback__)
    while len(frames) > 1 and frames[0].filename == __file__:
        frames = traceback.StackSummary.from_list(frames[1:])
    lines = ["Traceback (most recent call last):\n", *frames.format(),
             *traceback.format_exception_only(type(error), error)]
    return "".join(lines)


def verify_playout(game_id: str, players: int, seed: int, options: dict[str, Any] | None = None,
                   max_steps: int = MAX_STEPS, every: int = 1, hooks: bool = False) -> State:
    """A random playout with every check of the project's game standard; returns the end state.

    Checks: terminates within ``max_steps``; legal actions are empty exactly when terminal;
    conservation, privacy, the actions ``perform`` hands back (and with ``hooks`` the words and
    hooks the app and bots call) every ``every`` steps; replay from seed + log and a JSON round
    trip both give the identical state; scores and winners are well formed.  The game's
    ``playout_defaults`` apply under ``options``.  The first fault raises CheckFailed.
    """
    run = _Playout(Case(game_id, players, tuple(sorted((options or {}).items())), seed))
    options = playout_setting(game_id, options)
    with run.checking("game info"):
        state = new_game(game_id, players, seed, options)
    chooser = random.Random(seed)
    sampler = random.Random(f"{seed} words")  # the hooks' samples leave the playout's own choices alone
    guard = run.checking("legal actions")  # one context for the loop, told what each line checks
    with guard:
        for run.step in range(max_steps):
            if run.step % every == 0:
                _check_state(run, state, sampler if hooks else None)
            guard.check, guard.action = "legal actions", None
            actions = state.legal_actions()
            assert bool(actions) != state.is_terminal(), "legal actions must be empty exactly when terminal"
            if not actions:
                break
            action = actions[int(chooser.random() * len(actions))]
            before = state.clone() if hooks else None
            guard.check, guard.action = "exceptions", action
            state.apply(action)
            if before is not None and run.step % every == 0:
                guard.check = "hooks"
                news = state.news(before, action)
                assert isinstance(news, list) and all(isinstance(n, str) for n in news), "news must be a list of str"
        else:
            raise CheckFailed(Failure("ends in time", run.case, max_steps,
                                      f"the game did not end within {max_steps} actions of random play"))
    run.step = len(state.history)
    _check_state(run, state, sampler if hooks else None)
    _check_end(run, state, options)
    return state


def _check_state(run: _Playout, state: State, sampler: random.Random | None) -> None:
    """The checks of one position: conservation, privacy, handed-back actions, and maybe the hooks."""
    with run.checking("conservation"):
        check_conservation(state)
    with run.checking("privacy"):
        check_privacy(state)
    with run.checking("legal actions"):
        check_handed_actions(state)
    if sampler is not None:
        with run.checking("hooks"):
            check_hooks(state, sampler)


def _check_end(run: _Playout, state: State, options: dict[str, Any]) -> None:
    """The checks of a finished game: scores and winners, replay, JSON round trip, the replay log."""
    case = run.case
    with run.checking("scores and winners"):
        scores = state.scores()
        assert len(scores) == case.players, f"scores() gives {len(scores)} scores for {case.players} seats"
        assert all(isinstance(s, (int, float)) for s in scores), "scores must be numbers"
        assert all(isinstance(w, int) and 0 <= w < case.players for w in state.winners()), "winners must be seats"
    text = state.to_json()
    with run.checking("replay"):
        again = replay(case.game_id, case.players, case.seed, options, state.history)
        assert again.to_json() == text, "replaying the seed and the action log gives another state"
    with run.checking("JSON round trip"):
        assert from_json(text).to_json() == text, "to_json, then from_json, gives another state"


def check_replay_log(game_id: str, players: int, seed: int, options: dict[str, Any] | None = None,
                     steps: int = 90) -> None:
    """A short random game steps forwards and backwards through a ``ReplayLog`` (as Replay shows
    it) with exactly the states it passed through; CheckFailed names the first step that differs."""
    run = _Playout(Case(game_id, players, tuple(sorted((options or {}).items())), seed))
    with run.checking("replay"):
        state = new_game(game_id, players, seed, playout_setting(game_id, options))
        start = state.clone()
        states = [state.to_json()]
        chooser = random.Random(seed)
        while not state.is_terminal() and len(state.history) < steps:
            run.step = len(state.history)
            actions = state.legal_actions()
            action = actions[chooser.randrange(len(actions))]
            with run.checking("exceptions", action):
                state.apply(action)
            states.append(state.to_json())
        log = ReplayLog(start, state.history, every=REPLAY_EVERY)
        assert len(log) == len(states) - 1 and len(log.lines) == len(log), "the replay log lost actions"
        assert start.to_json() == states[0], "making the replay log changed its start"
        order = list(range(len(states))) + list(range(len(states) - 1, -1, -1))
        order += [chooser.randrange(len(states)) for _ in range(10)]
        for run.step in order:
            assert log.state_at(run.step).to_json() == states[run.step], "the replay shows another state here"


def check_hooks(state: State, sampler: random.Random) -> None:
    """The words and hooks the app and the bots call on a position (and on the current seat's view)
    return what they should and never raise; a few sampled actions are worded too."""
    seat = state.current_player
    views = [state] + ([state.view(seat)] if seat is not None else [])
    legal = state.legal_actions()
    sample = sampler.sample(legal, min(SAMPLED, len(legal)))
    for shown in views:
        panel = shown.panel()
        assert isinstance(panel, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in panel.items()), \
            "panel() must give a dict of str to str"
        if seat is not None:  # the panel's instruction is asked for while the game goes on
            now = shown.now()
            assert now is None or isinstance(now, str), "now() must give a str or None"
        marks = getattr(shown, "marks", None)
        if callable(marks):
            assert all(len(mark) in (3, 4) for mark in marks()), "marks() gives (zone, slot, caption[, colour]) items"
        for cid in list(shown.loc)[:SAMPLED]:
            tip = shown.tooltip(cid)
            assert tip is None or isinstance(tip, str), "tooltip() must give a str or None"
    if seat is None:  # the end: how it was decided, for the results screen
        verdict = state.verdict()
        assert verdict is None or isinstance(verdict, str), "verdict() must give a str or None"
        return
    for action in sample:
        assert isinstance(state.describe(action), str), "describe() must give a str"
        if not isinstance(action, Move):  # buttons are made for the other actions only
            assert isinstance(state.label(action), str), "label() must give a str"
        assert state.explain(action) is None, f"explain() calls the legal action {action} illegal"
    for action in _illegal_samples(state, legal):
        why = state.explain(action)
        assert isinstance(why, str) and why, f"explain() must say why {action} is illegal"
    for action in _clicks(state.view(seat)):  # a click on a piece asks why it cannot move
        why = state.reason(action)
        assert why is None or isinstance(why, str), f"reason() must give a str or None for a click on {action.component}"
    for s in range(state.players):
        value = state.evaluate(s)
        assert value is None or isinstance(value, (int, float)), "evaluate() must give a number or None"
    bots = state.bot_actions()
    assert bots and all(a in legal for a in bots), "bot_actions() must be a non-empty part of the legal actions"
    view = state.view(seat)
    dealt = view.determinize(seat, random.Random(sampler.random()))
    assert dealt.current_player == seat and dealt.legal_actions(), "determinize() must keep the seat to move"


def _clicks(view: State) -> list[Move]:
    """A piece of every kind in every zone the seat sees, moved to where it already lies (a click)."""
    seen: dict[tuple[str, str], Move] = {}
    for cid, (zone, slot, _up) in view.loc.items():
        if ".?" not in cid:
            seen.setdefault((cid.split(".")[0], zone), Move(cid, zone, slot))
    return list(seen.values())


def _illegal_samples(state: State, legal: list[Action]) -> list[Action]:
    """A few actions that are not legal here: a Pass, and legal moves sent to the wrong zone."""
    out: list[Action] = [] if Pass() in legal else [Pass()]
    places = [(z.id, 0 if z.kind in SLOTTED else None) for z in state.zones() if z.id != "box"]
    for action in legal[:SAMPLED]:
        if isinstance(action, Move):
            for zone, slot in places:
                wrong = Move(action.component, zone, slot)
                if wrong not in legal and not state.allows(wrong):
                    out.append(wrong)
                    break
    return out


def check_info(info: GameInfo, registered_as: str) -> list[str]:
    """What is wrong with a game's ``INFO`` (empty when nothing is)."""
    problems = []
    if not isinstance(info, GameInfo):
        return [f"INFO must be an engine.GameInfo, not {type(info).__name__}"]
    if info.id != registered_as:
        problems.append(f"INFO.id {info.id!r} is not the id it was registered as ({registered_as!r})")
    if not 1 <= info.min_players <= info.max_players:
        problems.append(f"the players run from {info.min_players} to {info.max_players}")
    if not 1 <= info.complexity <= 5:
        problems.append(f"complexity {info.complexity} is not 1 to 5")
    for option in info.options:
        if option.default not in option.choices:
            problems.append(f"option {option.key!r}: the default {option.default!r} is not one of its choices")
    return problems


def option_sets(info: GameInfo, players: int) -> list[dict[str, Any]]:
    """The option sets checked at ``players`` seats: the defaults, each of the game's playout
    option sets, and every other choice of each option that matters at that count."""
    sets: list[dict[str, Any]] = [{}] + [dict(extra) for extra in info.playout_options]
    for option in info.options:
        if option.applies(players):
            sets += [{option.key: value} for value in option.choices if value != option.default]
    unique = []
    for options in sets:
        if options not in unique:
            unique.append(options)
    return unique


@dataclass
class Report:
    """What ``check_game`` found: its failures, and how much it played."""

    game_id: str
    title: str = ""
    failures: list[Failure] = field(default_factory=list)
    playouts: int = 0
    actions: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """Whether every check held."""
        return not self.failures

    def text(self, most: int = 3) -> str:
        """The report for a person: every check passed or failed, then each failure (at most
        ``most`` per check) with its case, step, action and traceback."""
        lines = [f"{self.title} ({self.game_id}): {self.playouts} random games, {self.actions} actions, "
                 f"{self.seconds:.1f} s"]
        for check in CHECKS:
            found = [f for f in self.failures if f.check == check]
            lines.append(f"  {'FAIL' if found else 'ok  '}  {check}" + (f" ({len(found)} failed)" if found else ""))
        for check in CHECKS:
            for failure in [f for f in self.failures if f.check == check][:most]:
                lines += ["", f"FAILED {check}: {failure.headline()}"]
                if failure.details:
                    lines += ["    " + line for line in failure.details.rstrip().splitlines()]
        lines += ["", "All checks passed." if self.ok else f"{len(self.failures)} failed check(s)."]
        return "\n".join(lines)


def check_game(game_id: str, seeds: int = 40, full_seeds: int = 8, every: int = 10, max_steps: int = MAX_STEPS,
               progress: Callable[[str], None] | None = None) -> Report:
    """Run the conformance checks on one registered game and report every failure.

    For every player count and option set (``option_sets``): ``seeds`` random games, the first
    ``full_seeds`` checked after every action (with the hooks), the rest after every ``every``th;
    and one game stepped through its replay log.  A case stops at its first failure.  A game must
    end within ``max_steps`` actions and within its ``GameInfo.max_actions`` (a longer save is refused).
    """
    started = time.perf_counter()
    info = game_info(game_id)
    max_steps = min(max_steps, info.max_actions)
    report = Report(game_id, getattr(info, "title", game_id))
    problems = check_info(info, game_id)
    report.failures += [Failure("game info", None, None, p) for p in problems]
    if problems:
        return report
    for players in range(info.min_players, info.max_players + 1):
        for options in option_sets(info, players):
            case = Case(game_id, players, tuple(sorted(options.items())), 0)
            if progress:
                progress(f"{case.players} players, {str(case).split(', seed')[0].split(', ', 1)[1]}")
            try:
                check_replay_log(game_id, players, 0, options)
                for seed in range(seeds):
                    end = verify_playout(game_id, players, seed, options, max_steps,
                                         every=1 if seed < full_seeds else every, hooks=seed < full_seeds)
                    report.playouts += 1
                    report.actions += len(end.history)
            except CheckFailed as failed:
                report.failures.append(failed.failure)
    report.seconds = time.perf_counter() - started
    return report
