"""Desert Dessert's scripted player: supply all it can; build wells while water runs short, then
each missing industry in chain order, then more of whatever input runs short; trade at the market
for what the next build lacks; exchange 6 for 1 from a surplus.  The simulation
(``greenbox_desktop.ai.desert_dessert_sim``) measures it, and bots play it in their playouts."""

from __future__ import annotations

import random

from greenbox_desktop.engine import Action, Move, State
from greenbox_desktop.games.desert_dessert.data import BANK_INDEX, COST, INDUSTRIES, KINDS, MARKET, NEEDS
from greenbox_desktop.games.desert_dessert.rules import BUILD_NOTHING, SUPPLY_ALL, SUPPLY_DONE, TRADE_DONE, cube_colour

BLACK = KINDS - 1
TIER_VALUE = (1.0, 2.0, 3.0, 4.0, 5.0, 7.0)


def _target(state: State) -> int | None:
    """The industry kind the sensible player saves for next (None: save for black cubes)."""
    built = state.built
    per_turn = [sum(built[k] * NEEDS[k][c] for k in range(1, KINDS)) for c in range(KINDS)]
    if built[0] < 6 and per_turn[0] + 1 > built[0] + 1:
        return 0
    missing = [k for k in range(1, KINDS) if built[k] == 0]
    if missing:
        return missing[0]
    made = list(built)
    short = [(per_turn[c] - made[c], c) for c in range(KINDS - 1) if built[c] < 6]
    worst, colour = max(short, default=(0, None))
    if colour is not None and worst > 0:
        return colour
    return BLACK if built[BLACK] < 3 else None


def _wants(state: State) -> tuple[list[int], list[int]]:
    """(deficit, surplus) per colour, against the next build and next turn's supplies."""
    counts = state.counts()
    target = _target(state)
    goal = list(COST[target]) if target is not None and state.built[target] < 6 else [0] * KINDS
    if min(state.built) > 0:
        goal[BLACK] = max(goal[BLACK], 6)
    reserve = [sum(state.built[k] * NEEDS[k][c] for k in range(1, KINDS)) for c in range(KINDS)]
    deficit = [max(0, goal[c] - counts[c]) for c in range(KINDS)]
    surplus = [counts[c] - goal[c] - reserve[c] for c in range(KINDS)]
    return deficit, surplus


def sensible(state: State, rng: random.Random) -> Action:
    """The scripted player's choice in ``state``."""
    legal = state.legal_actions()
    if state.phase == "supply":
        return SUPPLY_ALL if SUPPLY_ALL in legal else SUPPLY_DONE
    if state.phase == "build":
        target = _target(state)
        builds = {a.slot % KINDS: a for a in legal if isinstance(a, Move) and a.zone == INDUSTRIES}
        if target in builds:
            return builds[target]
        return BUILD_NOTHING
    deficit, surplus = _wants(state)
    best, best_score = TRADE_DONE, 0.0
    for action in legal:
        if not isinstance(action, Move):
            continue
        if action.zone == MARKET:
            deal = state.terms_at(action.slot)
            pay, count, get = deal.pay, deal.count, deal.get
        else:
            pay, count, get = cube_colour(action.component), 6, BANK_INDEX[action.zone]
        gain = (10.0 + TIER_VALUE[get]) if deficit[get] else (TIER_VALUE[get] if get == BLACK else 0.0)
        loss = count * TIER_VALUE[pay] * 0.2 + 6.0 * max(0, count - max(0, surplus[pay]))
        if gain - loss > best_score:
            best, best_score = action, gain - loss
    return best
