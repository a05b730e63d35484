"""The game-agnostic table state every game subclasses.

A state holds plain data only:

- ``loc``: component id -> (zone, slot, face_up) for every component out of the box; a
  component missing from ``loc`` is in the box.
- ``contents``: zone id -> list of component ids, bottom first (the order of stacks and rows).
- ``rng``: the SplitMix64 state (an int), ``history``: the actions applied so far.
- game fields: whatever the game adds.  They must be immutable values (ints, strings, tuples,
  frozensets) or be named in ``MUTABLE`` (one-level lists, sets or dicts), so ``clone()`` stays
  a handful of shallow copies.

A game subclass declares ``INFO`` and implements ``declare_zones``, ``setup``, ``generate``
(the legal actions), ``perform`` (apply a legal action), ``scores`` and ``winners``; optionally
``reason`` (why an action is illegal, in words), ``describe`` (an action in words, for the log),
``panel`` (side-panel facts), ``verdict`` (how a finished game was decided), ``label`` (button
captions), ``tooltip`` (hover text),
``now`` (the panel's one-line instruction), ``news`` (log lines for what happened by itself),
``timer`` (a time limit on a step, kept by the UI; ``timer_key`` lets one limit span several
actions), ``undo_barrier`` (an action Undo may not cross) and ``mask_fields`` (hide game fields in
``view``).  Reasons and the log name seats "Player N"; the UI puts the players' names in their place.

Real time (optional): ``out_of_turn`` lists, by seat, the legal actions a seat may take now without
waiting for its turn (a buzzer: "I claim the next move!", or a discard anyone may make).  They are
ordinary legal actions that name their seat themselves, so the rules, replays and saves see nothing
special.  The table binds each seat's buzzer key (and a button beside its name) to that seat's one
open action that moves no piece, and lets people drag the others; bots take theirs through
``reflex`` after a reaction time set by their level.

Optional hooks for bots (``greenbox_desktop.ai``), all with working defaults: ``evaluate`` (how
good an unfinished position is for a seat, so bots can cut playouts short), ``recall`` (what a
bot of a level remembers of its view), ``determinize`` (deal
the hidden parts of a view again, for games whose seats learn things the masks do not show) and
``playout_action`` (a cheaper or wiser move than a uniformly random one inside a playout),
``reflex`` (a bot's immediate action in a real-time step, instead of a search) and ``bot_choice``
(a game's own bot, planning in its own way instead of the generic search).
"""

from __future__ import annotations

import json
import secrets
from functools import lru_cache
from itertools import filterfalse, repeat
from operator import is_
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, ClassVar

from greenbox_desktop.box import ALL_IDS, kind_of
from greenbox_desktop.engine import rng as _rng
from greenbox_desktop.engine.actions import Action, Choose, Move, Pass
from greenbox_desktop.engine.codec import decode, encode
from greenbox_desktop.engine.errors import IllegalAction
from greenbox_desktop.engine.hidden import resample
from greenbox_desktop.engine.zones import BOX_ZONE, Location, Zone

if TYPE_CHECKING:
    import random

    from greenbox_desktop.engine.registry import GameInfo

STATE_FORMAT = 1
_BASE_FIELDS = ("players", "seed", "options", "current_player", "rng", "loc", "contents", "history")
_BOX_SET = frozenset(ALL_IDS)
_FACELESS = frozenset({"cube", "meeple", "die", "bag", "track"})  # lying down hides nothing
_OWNED = frozenset({"owner", "private"})  # zones whose owner sees all they hold
_UNSEEN = frozenset({"private", "nobody"})  # zones whose pieces the others never see
_TRANSIENT = ("_legal", "_ztab")  # caches, never saved by to_json


@lru_cache(maxsize=256)
def _zones_for(cls: type, players: int, options_key: tuple) -> tuple[tuple[Zone, ...], dict[str, Zone]]:
    zones = tuple(cls.declare_zones(players, dict(options_key))) + (BOX_ZONE,)
    return zones, {z.id: z for z in zones}


class _KindTable(dict):
    """Component id -> kind, filled on first use: a plain dict look-up in hot loops."""

    def __missing__(self, cid: str) -> str:
        kind = self[cid] = kind_of(cid)
        return kind


_KIND = _KindTable()


@lru_cache(maxsize=256)
def _all_components(cls: type) -> tuple[str, ...]:
    """Every component a game of class ``cls`` may place: the box's, then the game's extras."""
    return ALL_IDS + cls.EXTRAS


@lru_cache(maxsize=4096)
def _masked_run(kinds: tuple[str, ...], start: tuple[tuple[str, int], ...]) -> tuple[tuple[str, ...], tuple]:
    """The masked ids of components of these kinds, in order, each kind counting on from ``start``,
    and the counts the run ends at (as ``start`` gives them)."""
    counter = dict(start)
    names = []
    for kind in kinds:
        n = counter[kind] = counter.get(kind, 0) + 1
        names.append(f"{kind}.?{n}")
    return tuple(names), tuple(counter.items())


def _listed(action: Action, legal: list[Action]) -> bool:
    """Whether ``action`` is in ``legal``: by identity first (a chosen list item, an interned move),
    which is much cheaper than comparing dataclasses for equality."""
    return any(map(is_, legal, repeat(action))) or action in legal


class State:
    """A game in progress: components on the table, whose turn it is, and the action log."""

    INFO: ClassVar[GameInfo]
    MUTABLE: ClassVar[tuple[str, ...]] = ()
    #: Bots: how many actions a playout plays before it asks ``evaluate`` (None: the bot's level
    #: decides; 0 suits an exact evaluation).
    PLAYOUT_CUTOFF: ClassVar[int | None] = None
    #: Bots: True when a lower score is the better one (e.g. turns taken to win); their score
    #: ranking then runs the other way.
    LOWER_SCORES_WIN: ClassVar[bool] = False
    EXTRAS: ClassVar[tuple[str, ...]] = ()
    #: Choose keys of actions on one piece (the value names the piece) -> the letter that does
    #: them on the piece under the pointer; the table binds the letters and right click (the
    #: first key listed for the piece) and shows no button for them (e.g. {"flip": "f"}).
    PIECE_ACTIONS: ClassVar[dict[str, str]] = {}
    #: True when ``panel`` already gives every seat's score in the game's own words ("Player 1:
    #: 7 points"); the table then adds no "Scores" line of its own beside it.
    SCORES_IN_PANEL: ClassVar[bool] = False
    #: What ``scores`` counts, as the results screen heads its column ("Points", "Players outlasted").
    SCORE_LABEL: ClassVar[str] = "Score"

    players: int
    seed: int
    options: dict[str, Any]
    current_player: int | None
    rng: int
    loc: dict[str, tuple[str, int | None, bool]]
    contents: dict[str, list[str]]
    history: list[Action]

    # ----- construction -------------------------------------------------------------------
    @classmethod
    def create(cls, players: int, seed: int, options: dict[str, Any]) -> State:
        """A fresh game: empty zones, seeded RNG, then the game's own ``setup``."""
        state = cls.__new__(cls)
        state.players = players
        state.seed = seed
        state.options = options
        state.current_player = 0
        state.rng = _rng.seed_state(seed)
        state.loc = {}
        state.history = []
        state._legal = None
        state._masked_box = None
        state.contents = {z.id: [] for z in state.zones() if z.kind != "box"}
        state.setup()
        return state

    @property
    def game_id(self) -> str:
        """The registered id of this game."""
        return self.INFO.id

    # ----- what a game implements ---------------------------------------------------------
    @classmethod
    def declare_zones(cls, players: int, options: dict[str, Any]) -> list[Zone]:
        """The zones of a game with this many players and these options (the box is added)."""
        raise NotImplementedError

    def setup(self) -> None:
        """Lay out the components and set the first player (called once by ``create``)."""
        raise NotImplementedError

    def generate(self) -> list[Action]:
        """All legal actions of the current player (the state is not terminal)."""
        raise NotImplementedError

    def perform(self, action: Action) -> list[Action] | None:
        """Apply an action already known to be legal.

        It may return the legal actions of the state it leaves, when it has just worked them out
        anyway (e.g. to see whether a phase ends by itself); ``apply`` then keeps that list
        instead of calling ``generate`` again.  Returning None (the usual case) is always fine.
        """
        raise NotImplementedError

    def scores(self) -> list[float]:
        """The score of each seat."""
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The winning seats ([] for a solo loss, or while the game goes on)."""
        raise NotImplementedError

    def reason(self, action: Action) -> str | None:
        """Why ``action`` is illegal, in words; None lets the engine give a generic reason."""
        return None

    def describe(self, action: Action) -> str:
        """``action`` (legal in this state, not yet applied) in words, for the game log."""
        return str(action)

    def panel(self) -> dict[str, str]:
        """Facts for the side panel (phase, scores, counters), as label -> text."""
        return {}

    def label(self, action: Action) -> str:
        """A short button caption for a non-spatial action (Choose, Pass, game-specific)."""
        if isinstance(action, Pass):
            return "End turn"
        if isinstance(action, Choose):
            return str(action.value).replace("_", " ").capitalize()
        return str(action)

    def tooltip(self, component_id: str) -> str | None:
        """Text shown when the pointer rests on a component (e.g. a demon's hit points)."""
        return None

    def verdict(self) -> str | None:
        """How a finished game was decided, in words, where the scores alone do not tell (a
        tie-break, a limit reached, a rule that ended it); the results screen shows it under its
        headline.  None (the default): nothing to add."""
        return None

    def news(self, before: State, action: Action) -> list[str]:
        """What happened by itself when ``action`` took ``before`` to this state (a phase the rules
        skipped, cards dealt and cleared away unseen), as log lines; the UI shows them after the
        action's own line.  Called by the UI only, never in playouts (default: nothing)."""
        return []

    def seat_colour(self, seat: int) -> str | None:
        """The colour of the pieces ``seat`` plays, when the rules fix it (the UI's swatch for that
        seat then shows it); None leaves the colour the players chose."""
        return None

    def now(self) -> str | None:
        """A one-line instruction for the current player ("Drag a tile onto the board."), shown
        as "Now: ..." in the side panel; None lets the UI build one from the legal actions."""
        return None

    def timer(self) -> tuple[float, Action] | None:
        """A time limit on the current step: (seconds, the action the UI applies when they run out).

        The clock runs in the UI only (paused while a curtain is up); the rules see its end as an
        ordinary action, so a replay gives the same game.  None (the default): no time limit.
        """
        return None

    def allows(self, action: Action) -> bool:
        """Whether ``action`` is legal though ``generate`` does not list it: for actions too many
        to list.  Default: a move to a spot of a free zone where the piece may go anywhere (its
        ``Move(c, zone, None)`` is listed).  A game may allow more (a group moved together on a
        free zone, ``Shift``), calling this for the rest."""
        if not isinstance(action, Move) or not isinstance(action.slot, int):
            return False
        zone = self._zone_table()[1].get(action.zone)
        if zone is None or zone.kind != "free" or not 0 <= action.slot < zone.shape[0] * zone.shape[1]:
            return False
        return Move(action.component, action.zone, None) in self._legal

    def undo_barrier(self, action: Action) -> str | None:
        """Why Undo may never take back ``action`` from this state, in words ("the cards are turned
        over"), for actions that hide something a seat must not see again; None (the default) leaves
        it to the generic rule (no undo across a reveal, chance or another person's move)."""
        return None

    def timer_key(self) -> Hashable:
        """Names the step a ``timer`` limits: the UI's clock starts afresh whenever the key changes.

        The default, the length of the history, starts it afresh after every action; a limit that
        spans several actions (play a card, then move a piece step by step) keeps one key through them.
        """
        return len(self.history)

    def out_of_turn(self) -> dict[int, list[Action]]:
        """Real time: seat -> the legal actions that seat may take now, whoever's turn it is.

        Each is one of ``legal_actions()`` and names its seat itself (``Choose("buzz", 2)``, the
        discard of a card from seat 2's hand).  While any are open the current player's bot does not
        search (bots act by ``reflex``) and the step's clock runs for everyone.  {} (the default):
        a turn-based step.
        """
        return {}

    def mask_fields(self, view: State, seat: int | None) -> None:
        """Hide game fields that ``seat`` may not know in ``view`` (default: none hold secrets)."""

    # ----- optional hooks for bots --------------------------------------------------------
    def evaluate(self, seat: int) -> float | None:
        """How good this unfinished position is for ``seat``: 0 lost, 1 won, 0.5 even.

        Bots call it where they cut a playout short.  None (the default) offers no estimate:
        bots then play on to the end, and judge by ``scores`` only if they must stop early.
        """
        return None

    def determinize(self, seat: int, rng: random.Random) -> State:
        """Called on ``view(seat)``: a complete state agreeing with all that ``seat`` knows.

        The default deals the masked components again at random among the components the view
        does not show (``engine.hidden.resample``); a game whose seats learn more than the masks
        tell (a peeked card, a revealed hand) overrides it to respect that knowledge.  Only
        ``rng`` may decide; the result's own RNG is re-seeded by the caller.
        """
        return resample(self, rng)

    def recall(self, seat: int, level: str) -> State:
        """Called on ``view(seat)`` once per decision, before ``determinize``: the view as a bot of
        ``level`` ("easy", "normal", "hard") remembers it, for games whose seats must keep things in
        mind (cards seen a moment ago); the slips must follow from the view alone (its seed and
        fields), so a choice stays repeatable.  Default: the view itself (a perfect memory)."""
        return self

    def playout_action(self, rng: random.Random) -> Action | None:
        """An action for a bot's playout from here, or None (the default) for a uniformly random one."""
        return None

    def bot_actions(self) -> list[Action]:
        """The legal actions a bot weighs here: all of them (the default), or fewer.

        A game with an action that only takes back the one before (closing a menu it just opened)
        leaves that one out, so that a bot cannot go round in circles instead of ending its turn.
        What remains must never be empty while the game goes on.
        """
        return self.legal_actions()

    def bot_choice(self, seat: int, level: str, seed: int) -> Action | None:
        """Called on ``view(seat)`` on the seat's turn: the legal action a bot of ``level`` takes,
        planned the game's own way, or None (the default) to let the generic search decide.

        Only the view and ``seed`` may decide (hidden parts through ``determinize``, chance through
        RNGs seeded from ``seed``), so a choice stays repeatable and never peeks.  It is called on
        the view as ``recall`` leaves it, and must be quick: unlike the search it cannot be stopped.
        """
        return None

    def reflex(self, seat: int) -> Action | None:
        """Real time, called on ``view(seat)``: what a bot at ``seat`` does at once, without a search.

        Out of turn it is one of the seat's ``out_of_turn`` actions (taken after the bot's reaction
        time) or None to wait; on the seat's own turn a legal action, or None to search as usual.
        The table's hint gives a person the same answer from their own view.  Default: None.
        """
        return None

    # ----- the contract -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player; empty only when the game is over."""
        if self.current_player is None:
            return []
        if self._legal is None:
            self._legal = self.generate()
        return list(self._legal)

    def explain(self, action: Action) -> str | None:
        """None if ``action`` is legal now, otherwise the reason in words."""
        if not isinstance(action, Action):
            return "That is not an action."
        if self.current_player is None:
            return "The game is over."
        seat = getattr(action, "seat", None)
        if seat is not None and seat != self.current_player:
            return f"It is Player {self.current_player + 1}'s turn, not Player {seat + 1}'s."
        bare = action.without_seat()
        if self._legal is None:
            self._legal = self.generate()
        try:
            if bare in self._legal or self.allows(bare):
                return None
        except TypeError:
            return "Malformed action."
        return self.reason(bare) or self._generic_reason(bare)

    def apply(self, action: Action) -> None:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        legal = self._legal
        if legal is None or not _listed(action, legal):
            why = self.explain(action)
            if why is not None:
                raise IllegalAction(why)
            action = action.without_seat()
        self._legal = None
        self._legal = self.perform(action)
        self.history.append(action)

    def apply_known(self, action: Action) -> None:
        """Apply an action known to be legal here without checking it again: a step of a log
        that has replayed from the same start before (the game's own history, a checked save)."""
        action = action.without_seat()
        self._legal = None
        self._legal = self.perform(action)
        self.history.append(action)

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.current_player is None

    def clone(self, with_history: bool = True) -> State:
        """An independent copy (shallow copies of the few mutable containers); ``with_history``
        False leaves the action log out (a view has none, so it need not be copied)."""
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        d["loc"] = self.loc.copy()
        d["contents"] = {z: ids.copy() for z, ids in self.contents.items()}
        d["history"] = self.history.copy() if with_history else []
        d["_legal"] = None
        for name in self.MUTABLE:
            d[name] = d[name].copy()
        new.__dict__ = d
        return new

    def zones(self) -> list[Zone]:
        """The zones of this game, the box last."""
        return list(self._zone_table()[0])

    def zone_info(self, zone_id: str) -> Zone:
        """The declaration of one zone."""
        try:
            return self._zone_table()[1][zone_id]
        except KeyError:
            raise KeyError(f"{self.game_id} has no zone {zone_id!r}") from None

    def zone(self, zone_id: str) -> list[tuple[int | None, str]]:
        """The (slot, component id) pairs of a zone, bottom first."""
        if zone_id == "box":
            return [(None, cid) for cid in self.box_contents()]
        self.zone_info(zone_id)
        loc = self.loc
        return [(loc[cid][1], cid) for cid in self.contents[zone_id]]

    def box_contents(self) -> list[str]:
        """The ids of the components in the box (masked ids in a view)."""
        if self._masked_box is not None:
            return list(self._masked_box)
        return list(filterfalse(self.loc.__contains__, _all_components(type(self))))

    def where(self, component_id: str) -> Location:
        """Where a component is now."""
        found = self.loc.get(component_id)
        if found is not None:
            return Location(*found)
        if component_id in _BOX_SET or component_id in self.EXTRAS:
            return Location("box", None, False)
        raise KeyError(f"no component {component_id!r} in {self.game_id}")

    def to_json(self) -> str:
        """The whole state as a JSON string (``engine.from_json`` reads it back)."""
        body = {k: encode(v) for k, v in self.__dict__.items() if k not in _TRANSIENT}
        return json.dumps({"format": STATE_FORMAT, "game": self.game_id, "state": body}, sort_keys=True,
                          separators=(",", ":"))

    @classmethod
    def from_obj(cls, body: dict[str, Any]) -> State:
        """Rebuild a state from the ``state`` part of ``to_json`` output."""
        state = cls.__new__(cls)
        state.__dict__.update({k: decode(v) for k, v in body.items()})
        missing = [k for k in _BASE_FIELDS if k not in state.__dict__]
        if missing:
            raise ValueError(f"state is missing {missing[0]!r}")
        state._legal = None
        return state

    # ----- visibility ---------------------------------------------------------------------
    def visible_to(self, component_id: str, seat: int | None) -> bool:
        """Whether ``seat`` can see what is printed on the face of a component.

        Cubes, meeples and the like have no hidden side: face down (lying) they stay known.
        """
        found = self.loc.get(component_id)
        if found is None:
            return False
        zone_id, _slot, up = found
        try:
            zone = self._ztab[1][zone_id]
        except (AttributeError, KeyError):  # no zone table yet, or no such zone (zone_info says so)
            zone = self.zone_info(zone_id)
        visibility = zone.visibility
        if visibility == "nobody":
            return False
        if visibility == "private":
            return seat is not None and seat == zone.owner
        if up or _KIND[component_id] in _FACELESS:
            return True
        return visibility == "owner" and seat is not None and seat == zone.owner

    def view(self, seat: int | None) -> State:
        """A copy in which every component ``seat`` cannot see has a masked id (``card.?3``).

        The copy's RNG is re-seeded at random, so it cannot foretell draws or dice, and it carries
        no action log: past actions may name what the seat cannot see (a card chosen face down,
        a secret rule).
        """
        view = self.clone(with_history=False)
        counter: dict[str, int] = {}
        names = self.masked_names(seat, counter)
        new_loc: dict[str, tuple[str, int | None, bool]] = {}
        where = self.loc.__getitem__
        for zone_id, ids in view.contents.items():
            if names and not names.keys().isdisjoint(ids):
                ids = view.contents[zone_id] = [names.get(cid, cid) for cid in self.contents[zone_id]]
            new_loc.update(zip(ids, map(where, self.contents[zone_id])))
        view.loc = new_loc
        box_kinds = tuple(map(_KIND.__getitem__, self.box_contents()))
        view._masked_box = _masked_run(box_kinds, tuple(sorted(counter.items())))[0]
        view.rng = secrets.randbits(64)
        self.mask_fields(view, seat)
        return view

    def masked_names(self, seat: int | None, counter: dict[str, int] | None = None) -> dict[str, str]:
        """The masked id ``view(seat)`` gives each component on the table that ``seat`` cannot see.

        A game whose hidden pieces may still be picked up (a face-down card in a free game) names
        them by these ids in its legal actions, so the seat's view and its actions agree.
        """
        counter = {} if counter is None else counter
        zones = self._zone_table()[1]
        plain = type(self).visible_to is State.visible_to  # then decide per zone, not per piece
        hidden_ids: list[str] = []
        visible = self.visible_to
        for zone_id, ids in self.contents.items():
            if not plain:
                hidden = [cid for cid in ids if not visible(cid, seat)]
            elif zones[zone_id].visibility in _OWNED and seat is not None and seat == zones[zone_id].owner:
                continue
            elif zones[zone_id].visibility in _UNSEEN:
                hidden = ids
            else:
                loc = self.loc
                hidden = [cid for cid in ids if not loc[cid][2] and _KIND[cid] not in _FACELESS]
            hidden_ids += hidden
        kinds = tuple(map(_KIND.__getitem__, hidden_ids))
        masks, end = _masked_run(kinds, tuple(sorted(counter.items())))
        counter.update(end)
        return dict(zip(hidden_ids, masks))

    # ----- helpers for games --------------------------------------------------------------
    def put(self, cid: str, zone_id: str, slot: int | None = None, face_up: bool | None = None,
            index: int | None = None) -> None:
        """Move a component to a zone (on top, or at list position ``index``); "box" boxes it.

        ``face_up`` None means the zone's default facing.
        """
        loc, contents = self.loc, self.contents
        old = loc.get(cid)
        if old is not None:
            contents[old[0]].remove(cid)
        if zone_id == "box":
            loc.pop(cid, None)
            return
        if face_up is None:
            face_up = (self.__dict__.get("_ztab") or self._zone_table())[1][zone_id].face_up
        if index is None:
            contents[zone_id].append(cid)
        else:
            contents[zone_id].insert(index, cid)
        loc[cid] = (zone_id, slot, face_up)

    def put_top(self, source: str, target: str, n: int, slot: int | None = None, face_up: bool = True) -> None:
        """Move the top ``n`` components of zone ``source`` onto zone ``target`` in one go.

        The bulk form of ``put`` for games that move cubes and cards by the dozen; it keeps
        ``loc`` and ``contents`` in step exactly as ``put`` would (``target`` is not the box).
        """
        contents = self.contents
        pile = contents[source]
        where = (target, slot, face_up)
        if n == 1:  # the common case: one piece
            cid = pile.pop()
            contents[target].append(cid)
            self.loc[cid] = where
            return
        moved = pile[len(pile) - n:]
        del pile[len(pile) - n:]
        contents[target] += moved
        loc = self.loc
        for cid in moved:
            loc[cid] = where

    def flip(self, cid: str, face_up: bool) -> None:
        """Turn a component face up or face down where it lies."""
        zone_id, slot, _ = self.loc[cid]
        self.loc[cid] = (zone_id, slot, face_up)

    def at(self, zone_id: str, slot: int | None) -> list[str]:
        """The components in one slot of a zone, bottom first."""
        loc = self.loc
        return [cid for cid in self.contents[zone_id] if loc[cid][1] == slot]

    def top(self, zone_id: str) -> str | None:
        """The last (top) component of a zone, or None if it is empty."""
        ids = self.contents[zone_id]
        return ids[-1] if ids else None

    def random_below(self, n: int) -> int:
        """A uniform random int in 0..n-1 from the state's own generator."""
        self.rng, bits = _rng.next_value(self.rng)
        return (bits * n) >> 64

    def roll_die(self) -> int:
        """A six-sided die roll, 1..6."""
        return self.random_below(6) + 1

    def shuffle(self, items: list) -> None:
        """Shuffle a list in place (Fisher-Yates with the state's generator; each draw as
        ``random_below`` makes it, without a call for each)."""
        rng, next_value = self.rng, _rng.next_value
        for i in range(len(items) - 1, 0, -1):
            rng, bits = next_value(rng)
            j = (bits * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.rng = rng

    def shuffle_zone(self, zone_id: str) -> None:
        """Shuffle the order of the components of a zone, keeping their slots and faces."""
        self.shuffle(self.contents[zone_id])

    def seat_name(self, seat: int) -> str:
        """A neutral name for a seat, used in reasons and the log."""
        return f"Player {seat + 1}"

    def _zone_table(self) -> tuple[tuple[Zone, ...], dict[str, Zone]]:
        table = self.__dict__.get("_ztab")
        if table is None:
            table = self._ztab = _zones_for(type(self), self.players, tuple(sorted(self.options.items())))
        return table

    def _generic_reason(self, action: Action) -> str:
        if isinstance(action, Move):
            if action.component not in self.loc and action.component not in _BOX_SET:
                return f"There is no component {action.component!r}."
            movable = {a.component for a in self._legal if isinstance(a, Move)}
            if action.component not in movable:
                return "That piece cannot be moved now."
            return "That piece cannot go there."
        return "That is not possible now."
