"""A greedy scripted player for Last Defence at Hudai Monastery.

It looks a couple of actions ahead inside the act phase and scores positions with a hand-made
evaluation (integrity, demon threat by row, techniques, charged monks, useful tiles near the
monks).  It never looks past a hidden draw: ending the act phase, a Bricks build and demon-phase
answers are judged by rules of thumb, not by simulating the deck or the bag.
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, Choose, State, new_game
from greenbox_desktop.games.hudai_monastery.parts import (
    CARD_HP, CARD_SYMBOL, COLUMNS, SYMBOL_INDEX, TILE_SYMBOL,
)

END_ACT = Choose("act", "end")
ROW_WEIGHT = (6.0, 12.0, 25.0)  # stunned, approaching, attacking
TECH_WEIGHT = {"drop": 9, "hammers": 5, "circles": 6, "bricks": 3, "wheel": 10, "arrow": 8}
TILE_WEIGHT = {"drop": 3.0, "hammers": 1.5, "circles": 2.5, "bricks": 1.0, "wheel": 2.5, "arrow": 3.0}
BRICKS_BONUS = 6.0
LOOKAHEAD = 3


def evaluate(state: State) -> float:
    """A number that grows with how well the monastery stands."""
    if state.outcome == "won":
        return 1e6
    if state.outcome is not None:
        return -1e6
    score = 30.0 * state.integrity
    for slot, card in state.demons():
        left = CARD_HP[card] - state.dmg[slot]
        if left > 0:
            double = 2 if CARD_SYMBOL[card] == "drop" else 1
            score -= ROW_WEIGHT[slot // COLUMNS] * left * double
    for symbol, weight in TECH_WEIGHT.items():
        score += weight * state.tech[SYMBOL_INDEX[symbol]]
    on_wall = state.monks_on_wall()
    score += 40.0 * len(on_wall) + 7.0 * len(state.charged) + 3.0 * state.points
    score += 3.0 * sum(len(col) - 1 for col in state.cols)
    for monk in on_wall:
        here = state.loc[monk][1]
        for slot in [here] + state.neighbours(here):
            score += TILE_WEIGHT[TILE_SYMBOL[state.tile_at(slot)]]
    return score


def _after(state: State, action: Action) -> State:
    """A copy of ``state`` with ``action`` applied."""
    nxt = state.clone()
    nxt.apply(action)
    return nxt


def _draws(state: State, action: Action) -> bool:
    """Whether applying ``action`` would reveal hidden things (a Bricks build draws from the bag)."""
    return isinstance(action, Choose) and action.key == "use" and TILE_SYMBOL[action.value] == "bricks"


def _value(state: State, depth: int) -> float:
    """The best evaluation reachable within ``depth`` act-phase actions (never past a hidden draw)."""
    best = evaluate(state)
    if depth == 0 or state.is_terminal() or state.phase != "act":
        return best
    for action in state.legal_actions():
        if action == END_ACT or _draws(state, action):
            continue
        best = max(best, _value(_after(state, action), depth - 1))
    return best


def _act_choice(state: State, actions: list[Action]) -> Action:
    """The act-phase action leading to the best position; ends the phase when nothing helps."""
    base = evaluate(state)
    best, best_value = (END_ACT if END_ACT in actions else actions[0]), base
    if END_ACT not in actions:
        best_value = float("-inf")
    for action in actions:
        if action == END_ACT:
            continue
        if _draws(state, action):
            value = base + BRICKS_BONUS
        else:
            value = _value(_after(state, action), LOOKAHEAD - 1)
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best


def _mitigation(state: State, actions: list[Action]) -> Action:
    """Pay with as many tiles as allowed: in measured play, integrity is worth more than tiles."""
    return max(actions, key=lambda a: a.value)


def _build(state: State, actions: list[Action]) -> Action:
    """The placement (of a drawn tile or the last monk) with the best evaluation."""
    return max(actions, key=lambda a: evaluate(_after(state, a)))


def choose(state: State) -> Action:
    """The greedy player's action in ``state`` (not terminal)."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    kind = state.pending[0] if state.pending else None
    if kind == "mitigate":
        return _mitigation(state, actions)
    if kind == "downgrade":
        return min(actions, key=lambda a: TECH_WEIGHT[a.value])
    if kind == "remove_monk":
        return min(actions, key=lambda a: (a.value in state.charged, a.value))
    if kind in ("build", "relocate"):
        return _build(state, actions)
    return _act_choice(state, actions)


def play(seed: int, options: dict | None = None) -> State:
    """A whole game played by the greedy player."""
    state = new_game("hudai_monastery", 1, seed, options)
    while not state.is_terminal():
        state.apply(choose(state))
    return state


def win_rate(seeds: range, options: dict | None = None) -> float:
    """The share of ``seeds`` the greedy player wins."""
    return sum(bool(play(seed, options).winners()) for seed in seeds) / len(seeds)
