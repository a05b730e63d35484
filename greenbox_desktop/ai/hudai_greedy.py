"""A greedy scripted player for Last Defence at Hudai Monastery.

Each act phase is planned as a whole by a beam search over the phase's actions, scoring every
position reached as if the phase ended there: what the attacking demons would take in the coming
demon phase, the threat of the demons behind them, techniques, charged monks and the tiles
around the monks.  The plan never looks past a hidden draw: a Bricks build is a leaf judged by a
rule of thumb, and the demon phase is forecast from the table, not simulated with the deck.
Time counts through ``phases_needed``: a column draws only once it is clear, so every demon
defeated early brings the last wave sooner and every demon pushed back delays its column.

Measure it with ``python -m greenbox_desktop.ai.hudai_greedy COUNT [--deck D] [--random-base]
[--time T]``.
"""

from __future__ import annotations


from greenbox_desktop.engine import Action, Choose, State, new_game
from greenbox_desktop.games.hudai_monastery.act import END_ACT
from greenbox_desktop.games.hudai_monastery.parts import (
    APPROACHING, ATTACKING, BRICKS, CARD_HP, CARD_SYMBOL, CIRCLES, COLUMNS, DROP, HAMMERS, STUNNED, SYMBOL_INDEX,
    TILE_SYMBOL, WHEEL, demon_slot,
)

# Search sizes and evaluation weights, tuned by measuring the win rate over many seeds.
BEAM_WIDTH = 30  # positions kept per step of the act-phase search
MAX_DEPTH = 40  # actions in one act phase, at most
PLACEMENT_BEAM = 8  # a narrower search judges each way to place a tile
PLACEMENT_SHORTLIST = 3  # placements judged by that search: the best ones by the position right after
INTEGRITY = 12.0  # worth of one integrity point
TILE = 4.0  # worth of one wall tile above the base
MONK = 60.0  # worth of a monk on the wall
CHARGE = 8.0  # worth of a charged monk
LOST_TECH = 10.0  # cost of a technique downgraded by a Hammers demon
LATE = 200.0  # cost per demon phase the game would need beyond the time cubes left
SAFE_INTEGRITY = 6  # tiles are given up only to keep integrity above this
NEXT_TURN = 0.4  # share of an approaching demon's threat that counts now
LATER = 0.1  # share of a stunned demon's threat
TECH_WEIGHT = {"drop": 40, "hammers": 50, "circles": 20, "bricks": 10, "wheel": 36, "arrow": 60}
TILE_WEIGHT = {"drop": 2.0, "hammers": 4.0, "circles": 1.5, "bricks": 0.5, "wheel": 2.0, "arrow": 4.0}
BRICKS_USE = 6.0  # a Bricks use builds another tile from an unseen draw


def _threat(state: State, slot: int) -> float:
    """Integrity the demon in ``slot`` takes when it attacks, plus the worth of its ability."""
    card = state.slots[slot]
    left = CARD_HP[card] - state.dmg[slot]
    if left <= 0:
        return 0.0
    symbol = CARD_SYMBOL[card]
    col = slot % COLUMNS
    loss = left * (2 if symbol == DROP else 1) + (symbol == CIRCLES)
    worth = INTEGRITY * loss
    if symbol == CIRCLES:
        in_column = any(state.loc[m][1] % COLUMNS == col for m in state.monks_on_wall())
        worth += MONK * in_column + TILE
    elif symbol == WHEEL and state.monks_on_wall():
        worth += MONK
    elif symbol == BRICKS:
        worth += 2 * TILE
    elif symbol == HAMMERS and any(state.tech):
        worth += LOST_TECH
    return worth


def _attack_cost(state: State) -> float:
    """What the attacking row costs in the coming demon phase; a huge number if it is fatal."""
    cost, unavoidable = 0.0, 0
    for col in range(COLUMNS):
        slot = demon_slot(ATTACKING, col)
        if state.slots[slot] is None or not state.alive(slot):
            continue
        loss = state.attack_loss(slot)
        spare = len(state.cols[col]) - 1
        unavoidable += max(0, loss - spare)
        cost += _threat(state, slot)
    if unavoidable >= state.integrity:
        return 1e6 + 1e3 * unavoidable
    return cost


def phases_needed(state: State) -> int:
    """Demon phases, this one included, before the deck and the table are empty if no demon is defeated.

    A column is clear after 1, 2 or 3 demon phases (its last living demon attacking, approaching
    or stunned; at once if it has none) and then draws a card, which needs two more phases to
    pass through.  Dealt in the order the columns clear, the last card comes at the first phase
    by which the columns could have taken the whole deck, and is gone two phases later.
    """
    clear = []
    slots, dmg = state.slots, state.dmg
    for col in range(COLUMNS):
        phases = 1
        for row in (STUNNED, APPROACHING):
            slot = row * COLUMNS + col
            card = slots[slot]
            if card is not None and dmg[slot] < CARD_HP[card]:
                phases = 3 - row
                break
        clear.append(phases)
    deck = len(state.contents["deck"])
    if not deck:
        return max(clear)
    last = 1
    while sum((last - c) // 2 + 1 for c in clear if c <= last) < deck:
        last += 1
    return last + 2


def evaluate(state: State) -> float:
    """How well the monastery stands if the act phase ended now (higher is better)."""
    if state.outcome == "won":
        return 1e7
    if state.outcome is not None:
        return -1e7
    score = INTEGRITY * state.integrity - _attack_cost(state)
    score -= LATE * max(0, phases_needed(state) - state.time)
    for col in range(COLUMNS):
        for row, share in ((APPROACHING, NEXT_TURN), (STUNNED, LATER)):
            slot = demon_slot(row, col)
            if state.slots[slot] is not None:
                score -= share * _threat(state, slot)
    for symbol, weight in TECH_WEIGHT.items():
        score += weight * state.tech[SYMBOL_INDEX[symbol]]
    on_wall = state.monks_on_wall()
    score += MONK * len(on_wall) + CHARGE * len(state.charged)
    score += TILE * sum(len(col) - 1 for col in state.cols)
    for monk in on_wall:
        here = state.loc[monk][1]
        for slot in [here] + state.neighbours(here):
            score += TILE_WEIGHT[TILE_SYMBOL[state.tile_at(slot)]]
    return score


def _key(state: State) -> tuple:
    """What tells two act-phase positions apart (transpositions share a key)."""
    return (state.cols, tuple(state.dmg), tuple(state.slots), tuple(state.loc[m] for m in state.monks),
            state.charged, state.tech, state.points, state.activated, state.relocated, state.active,
            state.steps_left, state.own_used, state.adj_left, state.used, state.pending, state.integrity)


def _stops_search(action: Action) -> bool:
    """Whether the search must stop at ``action``: it ends the phase or a Bricks use draws unseen tiles."""
    if action == END_ACT:
        return True
    return isinstance(action, Choose) and action.key == "use" and TILE_SYMBOL[action.value] == BRICKS


def plan_act(state: State, width: int | None = None) -> tuple[float, list[Action]]:
    """The best act-phase sequence found by beam search and its value (an empty plan ends the phase)."""
    return plan_options(state, width)[0]


def plan_options(state: State, width: int | None = None, count: int = 1) -> list[tuple[float, list[Action]]]:
    """The ``count`` best act-phase sequences of one beam search, best first, each with its value.

    Each leads to a different position (a settled one, or a Bricks use judged by rule of thumb);
    the first is ``plan_act``'s plan.
    """
    width = width or BEAM_WIDTH
    found: list[tuple[float, list[Action]]] = []  # (value, plan), a new best only where it beats the best so far
    start = evaluate(state) if state.pending is None else float("-inf")
    found.append((start, []))
    best_value = start
    beam = [(start, state, [])]
    seen = {_key(state)}

    def offer(value: float, plan: list[Action]) -> None:
        nonlocal best_value
        if count > 1 or value > best_value:
            found.append((value, plan))
            best_value = max(best_value, value)

    for _ in range(MAX_DEPTH):
        children = []
        for _, node, path in beam:
            for action in node.legal_actions():
                if _stops_search(action):
                    if action != END_ACT:
                        offer(evaluate(node) + BRICKS_USE, path + [action])
                    continue
                child = node.clone()
                child.apply_known(action)  # one of its legal actions: no need to check it again
                key = _key(child)
                if key in seen:
                    continue
                seen.add(key)
                value = evaluate(child)
                children.append((value, child, path + [action]))
        if not children:
            break
        children.sort(key=lambda c: c[0], reverse=True)
        beam = children[:width]
        for value, child, path in beam:
            if child.pending is None and child.phase == "act":
                offer(value, path)
    if count == 1:
        return [max(found, key=lambda f: f[0])]  # ties: the earliest found, as the plan always was
    ranked = sorted(found, key=lambda f: f[0], reverse=True)
    return [f for f in ranked if f[0] > float("-inf")][:count] or ranked[:1]


def _mitigation(state: State, actions: list[Action]) -> Action:
    """Give up tiles only where integrity would otherwise run low."""
    _, col, loss = state.pending
    behind = sum(state.attack_loss(demon_slot(ATTACKING, c)) for c in range(col + 1, COLUMNS)
                 if state.slots[demon_slot(ATTACKING, c)] is not None)
    for action in sorted(actions, key=lambda a: a.value):
        if state.integrity - (loss - action.value) - behind > SAFE_INTEGRITY:
            return action
    return max(actions, key=lambda a: a.value)


DEMON_QUESTIONS = ("mitigate", "downgrade", "remove_monk")


def demon_answer(state: State, actions: list[Action], kind: str) -> Action:
    """The planner's answer to a demon-phase question (``kind``, one of ``DEMON_QUESTIONS``):
    the tiles given up, the technique lost, the monk lost."""
    if kind == "mitigate":
        return _mitigation(state, actions)
    if kind == "downgrade":
        return min(actions, key=lambda a: TECH_WEIGHT[a.value])
    return min(actions, key=lambda a: (a.value in state.charged, a.value))


def shortlist(state: State, actions: list[Action]) -> list[tuple[float, State, Action]]:
    """The best ``PLACEMENT_SHORTLIST`` placements by the position right after: (value, position, action)."""
    placed = []
    for action in actions:
        nxt = state.clone()
        nxt.apply(action)
        placed.append((evaluate(nxt), nxt, action))
    placed.sort(key=lambda p: p[0], reverse=True)
    return placed[:PLACEMENT_SHORTLIST]


def placement(state: State, actions: list[Action]) -> Action:
    """The placement (of a drawn tile or the last monk) after which the act phase can do best.

    Every placement is first judged by the position right after it; only the best few are
    judged by planning the act phase that follows.
    """
    def after(entry: tuple[float, State, Action]) -> float:
        value, nxt, _ = entry
        if nxt.phase != "act" or nxt.pending is not None:
            return value
        return plan_act(nxt, PLACEMENT_BEAM)[0]
    return max(shortlist(state, actions), key=after)[2]


class Player:
    """The greedy player; it remembers the rest of its act-phase plan between calls."""

    def __init__(self) -> None:
        self.plan: list[Action] = []

    def choose(self, state: State) -> Action:
        """The player's action in ``state`` (not terminal)."""
        actions = state.legal_actions()
        kind = state.pending[0] if state.pending else None
        if state.phase != "act" or kind in ("build", "relocate"):
            self.plan = []
        if len(actions) == 1:
            return actions[0]
        if kind in DEMON_QUESTIONS:
            return demon_answer(state, actions, kind)
        if kind in ("build", "relocate"):
            return placement(state, actions)
        if not self.plan or self.plan[0] not in actions:
            self.plan = plan_act(state)[1]
        return self.plan.pop(0) if self.plan else END_ACT


def play(seed: int, options: dict | None = None) -> State:
    """A whole game played by the greedy player."""
    state = new_game("hudai_monastery", 1, seed, options)
    player = Player()
    while not state.is_terminal():
        state.apply(player.choose(state))
    return state


def win_rate(seeds: range, options: dict | None = None) -> float:
    """The share of ``seeds`` the greedy player wins."""
    return sum(bool(play(seed, options).winners()) for seed in seeds) / len(seeds)


def main(argv: list[str] | None = None) -> None:
    """Measure the win rate over a range of seeds on one setting, printing each game's outcome."""
    import argparse

    parser = argparse.ArgumentParser(description="Win rate of the greedy Hudai player over seeds.")
    parser.add_argument("count", type=int, nargs="?", default=100, help="how many seeds (default 100)")
    parser.add_argument("--first", type=int, default=0, help="the first seed (default 0)")
    parser.add_argument("--deck", default="standard", help="standard, all_pink or all_pink_beige")
    parser.add_argument("--random-base", action="store_true", help="draw the base wall at random")
    parser.add_argument("--time", type=int, default=11, help="time cubes (default 11)")
    args = parser.parse_args(argv)
    options = {"deck": args.deck, "random_base": args.random_base, "time": args.time}
    seeds = range(args.first, args.first + args.count)
    outcomes: dict[str, int] = {}
    for seed in seeds:
        state = play(seed, options)
        outcomes[state.outcome] = outcomes.get(state.outcome, 0) + 1
        print(seed, state.outcome, f"turn {state.turn}", f"integrity {state.integrity}", flush=True)
    won = outcomes.get("won", 0)
    print(f"greedy player wins {won}/{len(seeds)} = {won / len(seeds):.1%} of seeds {seeds.start}-{seeds.stop - 1}"
          f" with {options}; outcomes {outcomes}")


if __name__ == "__main__":
    main()
