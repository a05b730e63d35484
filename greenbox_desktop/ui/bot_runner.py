"""Computer players at the table: think in a worker thread, move like a person, give hints.

A seat's kind is "human" or "bot:<level>" ("bot:easy", "bot:normal", "bot:hard"; a bare "bot"
plays Hard).  The table asks ``update`` every frame: when a bot is to move, the runner hands a
copy of that seat's *view* (never the state) to ``ai.search.decide`` in a daemon thread, and
applies the answer through the table once it is ready, the last move has finished gliding and a
short pause (the watch speed) has passed.  Any change of the game (a move, undo, loading) makes a
running search stale: it is told to stop and its answer is dropped.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from greenbox_desktop.ai.search import LEVELS, decide, level
from greenbox_desktop.engine import Action, State

if TYPE_CHECKING:
    from greenbox_desktop.ui.session import Session

HUMAN = "human"
BOT_LEVELS = tuple(LEVELS)  # easy, normal, hard
SPEEDS = (("Slow", 2.0), ("Normal", 0.8), ("Fast", 0.2))  # watch speed: the pause before a bot's move shows
HINT_LEVEL = "hard"
REACTION = {"easy": 3.5, "normal": 2.2, "hard": 1.2}  # real time: seconds before a bot takes an out-of-turn action


def bot_level(kind: str) -> str | None:
    """The level of a bot seat's kind ("bot:normal" -> "normal"), or None for a person."""
    if kind == "bot":
        return HINT_LEVEL
    if kind.startswith("bot:") and kind[4:] in LEVELS:
        return kind[4:]
    return None


def bot_kind(name: str | None) -> str:
    """The seat kind for a bot level, or "human" for None."""
    return HUMAN if name is None else f"bot:{name}"


def kind_words(kind: str) -> str:
    """A seat kind as a button caption: "Human" or "Bot: Hard"."""
    name = bot_level(kind)
    return "Human" if name is None else f"Bot: {name.capitalize()}"


def next_kind(kind: str) -> str:
    """The kind after ``kind`` in the seating cycle Human, Easy, Normal, Hard, Human."""
    cycle = [HUMAN] + [bot_kind(name) for name in BOT_LEVELS]
    current = bot_kind(bot_level(kind)) if kind != HUMAN else HUMAN
    return cycle[(cycle.index(current) + 1) % len(cycle)]


@dataclass
class Thought:
    """One search running in a worker thread for one position."""

    key: tuple[int, int]
    seat: int
    started: float
    answer: list[Action] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)
    budget: int = 1  # the iterations the search may take
    iterations: int = 0  # those taken so far (counted as the search asks whether to stop)

    @property
    def ready(self) -> bool:
        """Whether the answer is in."""
        return bool(self.answer)


def position_key(state: State) -> tuple[int, int]:
    """Names a position of a session: the state object and the length of its log."""
    return id(state), len(state.history)


def think(view: State, seat: int, level_name: str, seed: int, now: float, key: tuple[int, int]) -> Thought:
    """Start a search for ``seat`` on ``view`` (a copy owned by the worker) in a daemon thread;
    ``key`` names the position it answers."""
    budget = level(level_name)
    thought = Thought(key, seat, now, budget=budget.iterations)

    def asked() -> bool:
        thought.iterations += 1
        return thought.stop.is_set()

    def work() -> None:
        action, _iterations, _applied = decide(view, seat, budget, seed, asked)
        thought.answer.append(action)

    threading.Thread(target=work, name=f"bot-seat-{seat}", daemon=True).start()
    return thought


class BotRunner:
    """Drives the bot seats of one session and answers hint requests."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.move: Thought | None = None
        self.hint: Thought | None = None
        self.speed = 1  # index into SPEEDS
        self.paused_until = 0.0
        self.halted = False  # watching bots only: the person paused the game (Space)
        self.reactions: dict[int, tuple[tuple[int, int], Action | None, float]] = {}  # seat -> (position, reflex, due)

    # ----- facts ------------------------------------------------------------------------------
    def level_of(self, seat: int | None) -> str | None:
        """The level of the bot at ``seat``, or None for a person (or no seat)."""
        if seat is None:
            return None
        return bot_level(self.session.seats[seat].kind)

    def bot_to_move(self) -> bool:
        """Whether a bot is to move now (in a real-time step open to every seat, nobody's bot is)."""
        state = self.session.state
        return self.level_of(state.current_player) is not None and not state.out_of_turn()

    def humans(self) -> list[int]:
        """The seats people play."""
        return [i for i, seat in enumerate(self.session.seats) if bot_level(seat.kind) is None]

    def watching(self) -> bool:
        """Watch mode: only bots are seated, so the game plays itself and no hand is secret."""
        return not self.humans()

    def thinking_seat(self) -> int | None:
        """The bot seat whose move is being worked out or about to be shown, if any."""
        return self.move.seat if self.move is not None else None

    def speed_words(self) -> str:
        """The watch speed as a short caption (or that the watched game is paused)."""
        return "Paused: Space" if self.halted else f"Speed: {SPEEDS[self.speed][0]}"

    def toggle_halt(self) -> bool:
        """Pause a game of bots only, or play it on; returns whether it is paused now."""
        self.halted = self.watching() and not self.halted
        return self.halted

    def next_speed(self) -> None:
        """Cycle the watch speed."""
        self.speed = (self.speed + 1) % len(SPEEDS)

    # ----- per frame --------------------------------------------------------------------------
    def update(self, now: float, idle: bool, play: Callable[[Action], object]) -> Action | None:
        """Start, check or finish the bots' thinking; returns a finished hint (once), if any.

        ``idle`` says the table is still (nothing gliding, nobody dragging); ``play`` applies a
        bot's action at the table.
        """
        state = self.session.state
        key = position_key(state)
        for name in ("move", "hint"):
            thought = getattr(self, name)
            if thought is not None and thought.key != key:
                thought.stop.set()
                setattr(self, name, None)
        seat = state.current_player
        name = self.level_of(seat) if self.bot_to_move() else None
        if state.out_of_turn():
            self.react(now, idle, play)
        else:
            self.reactions = {}
        if name is not None and self.move is None:
            view = state.view(seat)
            quick = view.reflex(seat)
            if quick is None:
                self.move = think(view, seat, name, self.seed(state), now, key)
            else:  # a real-time step: no search, the bot just acts (after the usual pause)
                self.move = Thought(key, seat, now, [quick])
        elif self.move is not None and self.move.ready and idle and not self.halted \
                and now >= self.move.started + SPEEDS[self.speed][1]:
            action = self.move.answer[0]
            self.move = None
            play(action)
        if self.hint is not None and self.hint.ready:
            answer, self.hint = self.hint.answer[0], None
            return answer
        return None

    def react(self, now: float, idle: bool, play: Callable[[Action], object]) -> None:
        """Real time: each bot seat takes its ``reflex`` out-of-turn action once its reaction time
        (by level) has passed since it could first see the chance; a new position asks again, but
        the same answer keeps its time."""
        state = self.session.state
        key = position_key(state)
        for seat in state.out_of_turn():
            name = self.level_of(seat)
            if name is None:
                continue
            known = self.reactions.get(seat)
            if known is None or known[0] != key:
                action = state.view(seat).reflex(seat)
                due = known[2] if known is not None and known[1] == action else now + REACTION[name]
                self.reactions[seat] = known = (key, action, due)
            if idle and not self.halted and known[1] is not None and now >= known[2] \
                    and known[1] in state.legal_actions():
                del self.reactions[seat]
                play(known[1])
                return

    def seed(self, state: State) -> int:
        """The bots' seed for a position: the game's seed and how far the game has gone."""
        return self.session.start.seed * 1_000_003 + len(state.history)

    def hint_seat(self, seat: int) -> int | None:
        """The person a hint asked at ``seat``'s screen is for, or None if there is nobody to hint.

        On a turn, the person to move.  In a step open to everyone (real time), ``seat`` if a person
        plays it and may act now; else, when only one person plays, that person (the screen then
        shows whoever is to move, perhaps a bot).
        """
        state = self.session.state
        open_now = state.out_of_turn()
        if not open_now:
            return seat if seat == state.current_player and self.level_of(seat) is None else None
        people = self.humans()
        if seat in people and seat in open_now:
            return seat
        return people[0] if len(people) == 1 and people[0] in open_now else None

    def ask_hint(self, seat: int, now: float) -> bool:
        """Ask the Hard bot what the person at ``seat``'s screen should do (``hint_seat``); False if
        there is nothing to ask.

        As a bot would, the hint takes the game's ``reflex`` from that person's own view when it
        offers one (a real-time step's quick answer), and searches otherwise; a step open to
        everyone is never searched (bots do not search there either).
        """
        state = self.session.state
        person = self.hint_seat(seat)
        if person is None:
            return False
        if self.hint is None:
            view, key = state.view(person), position_key(state)
            quick = view.reflex(person)
            if quick is not None:
                self.hint = Thought(key, person, now, [quick])
            elif state.out_of_turn():
                return False
            else:
                self.hint = think(view, person, HINT_LEVEL, self.seed(state), now, key)
        return True

    def hint_progress(self) -> float | None:
        """How far the hint being worked out has come, 0 to 1 (None when no hint is being worked out).
        A search may settle before its whole budget is used, so this is a bound, not a promise."""
        if self.hint is None:
            return None
        return 1.0 if self.hint.ready else min(1.0, self.hint.iterations / self.hint.budget)

    def cancel(self) -> None:
        """Stop all thinking (undo, leaving the table, quitting); answers are dropped."""
        for thought in (self.move, self.hint):
            if thought is not None:
                thought.stop.set()
        self.move = self.hint = None
        self.reactions = {}
