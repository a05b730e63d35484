"""Random playouts and the single checks every game must pass (``engine.conformance`` runs them)."""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import chain
from typing import Any

from greenbox_desktop.box import ALL_IDS
from greenbox_desktop.engine.actions import Action, Move
from greenbox_desktop.engine.registry import game_info, new_game
from greenbox_desktop.engine.state import State


def playout_setting(game_id: str, options: dict[str, Any] | None) -> dict[str, Any]:
    """The options of a random playout: the game's ``playout_defaults`` overlaid with ``options``."""
    return {**dict(game_info(game_id).playout_defaults), **(options or {})}


def random_playout(game_id: str, players: int, seed: int, options: dict[str, Any] | None = None,
                   max_steps: int = 20_000) -> State:
    """Play uniformly random legal actions from a new game until it ends or ``max_steps``."""
    state = new_game(game_id, players, seed, playout_setting(game_id, options))
    chooser = random.Random(seed)
    for _ in range(max_steps):
        actions = state.legal_actions()
        if not actions:
            break
        state.apply_known(actions[int(chooser.random() * len(actions))])  # picked from the legal list
    return state


_NOWHERE = (None,)


@lru_cache(maxsize=256)
def _known(cls: type[State]) -> frozenset[str]:
    """The ids of every component a game of class ``cls`` has: the box's and its extras."""
    return frozenset(ALL_IDS) | frozenset(cls.EXTRAS)


def check_handed_actions(state: State) -> None:
    """The legal actions ``perform`` handed back, if any, are exactly what ``generate`` gives."""
    handed = state._legal
    if handed is not None and state.current_player is not None:
        assert handed == state.generate(), "the actions perform handed back differ from generate's"


def check_conservation(state: State) -> None:
    """Every component is in exactly one place and nothing was created (AssertionError if not)."""
    known = _known(type(state))
    where = state.loc.get
    seen: set[str] = set()
    for zone_id, ids in state.contents.items():
        for cid in ids:
            assert cid in known, f"{cid} is not a component of the box or of the game's extras"
            assert cid not in seen, f"{cid} is in two places"
            seen.add(cid)
            assert where(cid, _NOWHERE)[0] == zone_id, f"{cid} is listed in {zone_id} but located elsewhere"
    assert state.loc.keys() == seen, "a located component is missing from its zone"
    assert len(seen) + len(state.box_contents()) == len(known), "components were created or lost"


_SCALARS = frozenset({int, float, bool, type(None)})  # hold no strings (subclasses take the long way)


def _strings(value: Any) -> set[str]:
    """Every string inside nested game data (containers, dict keys, actions), found with one work
    list and no encoding: these are the strings the state's JSON would hold."""
    found: set[str] = set()
    todo = [value]
    while todo:
        item = todo.pop()
        if type(item) in _SCALARS:
            continue
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            todo += item.keys()
            todo += item.values()
        elif isinstance(item, (list, tuple, set, frozenset)):
            todo += item
        elif isinstance(item, Action):
            todo.append(item.to_obj())
    return found


# Parts of a view compared above zone by zone (or caches), so the leak search skips them.
_CHECKED_BY_ZONES = frozenset({"loc", "contents", "_masked_box", "_legal", "_ztab"})


def check_privacy(state: State) -> None:
    """``view(seat)`` hides exactly what the seat cannot see, and legal actions leak nothing."""
    boxed = set(state.box_contents())
    visible = state.visible_to
    for seat in range(state.players):
        view = state.view(seat)
        hidden = {c for c in state.loc if not visible(c, seat)} | boxed
        for zone_id, ids in state.contents.items():
            shown_ids = view.contents[zone_id]
            if ids == shown_ids and hidden.isdisjoint(ids):
                continue  # the quick form of the loop below: every piece visible and shown as itself
            for real, shown in zip(ids, shown_ids):
                if real in hidden:
                    assert ".?" in shown, f"{real} in {zone_id} is hidden from seat {seat} but shown"
                else:
                    assert shown == real, f"{real} in {zone_id} is visible to seat {seat} but masked"
        assert view.loc.keys() == set(chain.from_iterable(view.contents.values())), \
            f"view({seat}) locates other ids than its zones hold"
        leaked = _strings([v for k, v in view.__dict__.items() if k not in _CHECKED_BY_ZONES]) & hidden
        assert not leaked, f"view({seat}) leaks hidden {sorted(leaked)[0]}"
    for action in state.legal_actions():
        if isinstance(action, Move) and action.component in state.loc:
            assert state.visible_to(action.component, state.current_player), \
                f"legal action {action} names a component hidden from its player"
