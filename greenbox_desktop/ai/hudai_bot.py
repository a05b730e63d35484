"""The bots of Last Defence at Hudai Monastery, built on the greedy planner (``ai.hudai_greedy``).

The generic search wins no game here: an act phase is a dozen actions whose worth shows only when
the demons strike.  So the game's ``bot_choice`` hands its bots to this module:

- Easy plans each act phase with a narrower beam (8) and places tiles by the position right after.
- Normal is the greedy planner itself (a beam of 30, placements judged by the act phase after).
- Hard takes the planner's best few act-phase plans (at a build, its shortlist of placements, each
  with the plan after it) and plays each through the demon phase and the next turn on a few
  samples of the hidden parts (the demon deck's order, the tiles still in the bag), dealt again
  from the view and played with RNGs from the bot's seed; the line whose samples end best on
  average is followed.  Where the plans all start alike, it simply goes on.

A bot remembers nothing between moves: it plans again from the view each time and takes the first
action of its plan.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from greenbox_desktop.ai import hudai_greedy as greedy
from greenbox_desktop.ai.sampling import fresh_copy, hidden_samples
from greenbox_desktop.engine import Action, State
from greenbox_desktop.games.hudai_monastery.act import END_ACT

WON, LOST = 1e7, -1e7


@dataclass(frozen=True)
class Style:
    """How one level plays: its beam, whether it plans after each placement, and its look-ahead."""

    width: int  # beam width of the act-phase plan
    placement_plans: bool  # judge a placement by the act phase after it (else by the position right after)
    candidates: int = 0  # plans played through the demon phase (0: follow the best plan at once)
    samples: int = 0  # samples of the hidden parts per plan
    next_width: int = 4  # beam width of the next turn's act phase in the look-ahead


STYLES = {
    "easy": Style(width=8, placement_plans=False),
    "normal": Style(width=greedy.BEAM_WIDTH, placement_plans=True),
    "hard": Style(width=greedy.BEAM_WIDTH, placement_plans=True, candidates=5, samples=4),
}


def choose(view: State, level: str, seed: int) -> Action | None:
    """The action of a bot of ``level`` in ``view`` (the seat's view), or None for a level this
    module does not know (the generic search then decides)."""
    style = STYLES.get(level)
    if style is None:
        return None
    actions = view.legal_actions()
    if len(actions) == 1:
        return actions[0]
    kind = view.pending[0] if view.pending else None
    if kind in ("build", "relocate"):
        if style.candidates:
            return _best_through_demons(view, _placement_lines(view, actions), style, seed)
        if style.placement_plans:
            return greedy.placement(view, actions)
        return _quick_placement(view, actions)
    if kind in greedy.DEMON_QUESTIONS:
        return greedy.demon_answer(view, actions, kind)
    plans = [plan or [END_ACT] for _, plan in greedy.plan_options(view, style.width, max(1, style.candidates))]
    if len({plan[0] for plan in plans}) > 1:  # only the first action is taken now
        return _best_through_demons(view, plans, style, seed)
    return plans[0][0]


def _placement_lines(state: State, actions: list[Action]) -> list[list[Action]]:
    """The planner's shortlist of placements, each followed by the act-phase plan after it."""
    lines = []
    for _, nxt, action in greedy.shortlist(state, actions):
        settled = nxt.phase == "act" and nxt.pending is None
        lines.append([action] + (greedy.plan_act(nxt, greedy.PLACEMENT_BEAM)[1] if settled else []))
    return lines


def _quick_placement(state: State, actions: list[Action]) -> Action:
    """The placement after which the position is best, judged at once."""
    return greedy.shortlist(state, actions)[0][2]


def _best_through_demons(view: State, lines: list[list[Action]], style: Style, seed: int) -> Action:
    """The first action of the line (a sequence of actions from ``view``) whose samples stand best
    at the end of the next turn's act phase, on average; ties go to the earlier line."""
    rng = random.Random(seed)
    samples = hidden_samples(view, rng, style.samples)
    best, best_total = lines[0], float("-inf")
    for line in lines:
        total = sum(_play_on(fresh_copy(sample), line, style) for sample in samples)
        if total > best_total:
            best, best_total = line, total
    return best[0]


def _play_on(state: State, line: list[Action], style: Style) -> float:
    """Follow ``line``, finish the act phase, play the demon phase and the next build and act
    phase greedily; how well the monastery then stands."""
    turn = state.turn
    for action in line:
        state.apply(action)
    while not state.is_terminal():
        if state.turn > turn and state.phase == "act" and state.pending is None:
            return greedy.plan_act(state, style.next_width)[0]
        state.apply(_quick_action(state, style))
    return WON if state.outcome == "won" else LOST


def _quick_action(state: State, style: Style) -> Action:
    """A cheap greedy action: the planner's rules of thumb, with a narrow beam in the act phase."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    kind = state.pending[0] if state.pending else None
    if kind in ("build", "relocate"):
        return _quick_placement(state, actions)
    if kind in greedy.DEMON_QUESTIONS:
        return greedy.demon_answer(state, actions, kind)
    plan = greedy.plan_act(state, style.next_width)[1]
    return plan[0] if plan else END_ACT
