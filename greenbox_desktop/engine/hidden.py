"""Resampling what a seat cannot see: the generic determinization behind ``State.determinize``.

A view (``state.view(seat)``) names every component the seat cannot see by a masked id
(``tile.?3``).  The real ids behind those masks are exactly the game's components of that kind
the seat has not seen.  ``resample`` deals them out again at random, so that a bot can plan on a
complete state without ever reading the hidden one.

To stay consistent with the game's own setup (a hand only ever holds its colour's cards, the
cubicle tiles are never workers), each masked component preferably gets an id that the game
itself has been seen to put in that zone: ``zone_affinity`` learns this once per game, player
count and options from a few fresh setups and random playouts.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from greenbox_desktop.box import ALL_IDS, kind_of

if TYPE_CHECKING:
    from greenbox_desktop.engine.state import State

MASK = ".?"
_SETUPS = 6
_PLAYOUTS = 2
_PLAYOUT_STEPS = 1500
_BASE = frozenset({"players", "seed", "options", "current_player", "rng", "loc", "contents", "history",
                   "_legal", "_ztab", "_masked_box"})


def is_masked(cid: str) -> bool:
    """Whether a component id is a view's mask (``card.?2``)."""
    return MASK in cid


@lru_cache(maxsize=64)
def zone_affinity(cls: type, players: int, options_key: tuple) -> dict[str, frozenset[str]]:
    """For each zone, the component ids the game has been seen to put there.

    Learnt from ``_SETUPS`` fresh games and ``_PLAYOUTS`` random playouts with fixed seeds,
    so the answer is the same in every process.
    """
    seen: dict[str, set[str]] = {}

    def record(state: State) -> None:
        for zone_id, ids in state.contents.items():
            if ids:
                seen.setdefault(zone_id, set()).update(ids)

    options = dict(options_key)
    for seed in range(_SETUPS):
        record(cls.create(players, seed, options))
    for seed in range(_PLAYOUTS):
        state = cls.create(players, 1000 + seed, options)
        chooser = random.Random(seed)
        for _ in range(_PLAYOUT_STEPS):
            record(state)
            actions = state.legal_actions()
            if not actions:
                break
            state.apply(actions[int(chooser.random() * len(actions))])
    return {zone_id: frozenset(ids) for zone_id, ids in seen.items()}


def rename(value: Any, mapping: dict[str, str]) -> Any:
    """``value`` with every string that is a key of ``mapping`` replaced, through nested containers."""
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, tuple):
        return tuple(rename(v, mapping) for v in value)
    if isinstance(value, list):
        return [rename(v, mapping) for v in value]
    if isinstance(value, dict):
        return {rename(k, mapping): rename(v, mapping) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return type(value)(rename(v, mapping) for v in value)
    return value


def _mentions_mask(value: Any) -> bool:
    if isinstance(value, str):
        return MASK in value
    if isinstance(value, dict):
        return any(_mentions_mask(k) or _mentions_mask(v) for k, v in value.items())
    if isinstance(value, (tuple, list, set, frozenset)):
        return any(_mentions_mask(v) for v in value)
    return False


def hidden_pool(view: State) -> list[str]:
    """The real ids the view hides: every component of the game the view does not show, in box order."""
    shown = {cid for cid in view.loc if not is_masked(cid)}
    return [cid for cid in ALL_IDS + type(view).EXTRAS if cid not in shown]


def resample(view: State, rng: random.Random) -> State:
    """A complete state agreeing with everything ``view`` shows, its hidden ids dealt at random.

    The result has real ids everywhere (game fields included), the box unmasked, an empty
    history and the view's RNG (callers re-seed it).
    """
    state = view.clone()
    state.history = []
    state._masked_box = None
    masked = [(zone_id, cid) for zone_id, ids in view.contents.items() for cid in ids if is_masked(cid)]
    if not masked:
        return state
    pool_by_kind: dict[str, list[str]] = {}
    for cid in hidden_pool(view):
        pool_by_kind.setdefault(kind_of(cid), []).append(cid)
    affinity = zone_affinity(type(view), view.players, tuple(sorted(view.options.items())))
    on_table = frozenset().union(*affinity.values()) if affinity else frozenset()

    def candidates(zone_id: str, cid: str) -> list[str]:
        pool = pool_by_kind.get(kind_of(cid), [])
        fits = affinity.get(zone_id, frozenset())
        return [c for c in pool if c in fits] or [c for c in pool if c in on_table] or pool

    # Deal the most constrained zones first, so a narrow zone is not robbed by a wide one.  Before
    # any is dealt the candidates depend on the zone and the kind only: count them once for each.
    widths: dict[tuple[str, str], int] = {}
    for zone_id, cid in masked:
        if (zone_id, kind_of(cid)) not in widths:
            widths[zone_id, kind_of(cid)] = len(candidates(zone_id, cid))
    masked.sort(key=lambda item: widths[item[0], kind_of(item[1])])
    mapping: dict[str, str] = {}
    for zone_id, cid in masked:
        choices = candidates(zone_id, cid)
        if not choices:
            raise ValueError(f"no hidden component of kind {kind_of(cid)!r} is left to stand for {cid}")
        real = choices[rng.randrange(len(choices))]
        pool_by_kind[kind_of(cid)].remove(real)
        mapping[cid] = real
    state.loc = {mapping.get(cid, cid): where for cid, where in view.loc.items()}
    state.contents = {zone_id: [mapping.get(cid, cid) for cid in ids] for zone_id, ids in view.contents.items()}
    for name, value in view.__dict__.items():
        if name not in _BASE and _mentions_mask(value):
            setattr(state, name, rename(value, mapping))
    return state
