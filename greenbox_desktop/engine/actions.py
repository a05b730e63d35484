"""Actions are small frozen dataclasses: plain data with a JSON form and a readable str().

``Move``, ``Choose`` and ``Pass`` serve most games.  A game may declare its own action class
with ``@action_type``; it then round-trips through ``action_from_json`` like the built-ins.
Every action has an optional ``seat``: None means "the current player"; a seat that is not
the current player's makes the action illegal.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from greenbox_desktop.engine.errors import IllegalAction

_ACTION_TYPES: dict[str, type[Action]] = {}


def action_type(cls: type[Action]) -> type[Action]:
    """Class decorator: make a frozen dataclass an action known to ``action_from_json``."""
    _ACTION_TYPES[cls.__name__] = cls
    return cls


@dataclass(frozen=True)
class Action:
    """Base of all actions; subclasses are frozen dataclasses whose last field is ``seat``."""

    kind: ClassVar[str] = "action"

    def to_obj(self) -> dict[str, Any]:
        """The action as a JSON-ready dict (``type`` plus its fields)."""
        obj: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name == "seat" and value is None:
                continue
            obj[f.name] = list(value) if isinstance(value, tuple) else value
        return obj

    def to_json(self) -> str:
        """The action as a JSON string."""
        return json.dumps(self.to_obj(), sort_keys=True)

    def without_seat(self) -> Action:
        """The same action with ``seat`` cleared (how legal actions are listed)."""
        return dataclasses.replace(self, seat=None) if getattr(self, "seat", None) is not None else self


@action_type
@dataclass(frozen=True)
class Move(Action):
    """Put ``component`` into ``zone`` at ``slot`` (None where the slot does not matter)."""

    component: str
    zone: str
    slot: int | None = None
    seat: int | None = None

    def __str__(self) -> str:
        where = self.zone if self.slot is None else f"{self.zone}[{self.slot}]"
        return f"move {self.component} to {where}"


@lru_cache(maxsize=1 << 16)
def move(component: str, zone: str, slot: int | None = None) -> Move:
    """An interned ``Move``: the same object for the same arguments (cheap in hot loops)."""
    return Move(component, zone, slot)


@action_type
@dataclass(frozen=True)
class Choose(Action):
    """A non-spatial decision: set ``key`` to ``value`` (e.g. a colour, "done", a variant)."""

    key: str
    value: Any
    seat: int | None = None

    def __str__(self) -> str:
        return f"choose {self.key} = {self.value}"


@action_type
@dataclass(frozen=True)
class Pass(Action):
    """End the turn or decline an optional step."""

    seat: int | None = None

    def __str__(self) -> str:
        return "pass"


@action_type
@dataclass(frozen=True)
class Shift(Action):
    """Move the pieces ``components`` of the free zone ``zone`` together by (dx, dy) units
    (a group picked with a rubber band).  Too many to list: a game that allows them says so in
    ``State.allows``."""

    components: tuple[str, ...]
    zone: str
    dx: int
    dy: int
    seat: int | None = None

    def __str__(self) -> str:
        return f"shift {len(self.components)} pieces of {self.zone} by ({self.dx}, {self.dy})"


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


@lru_cache(maxsize=None)
def _field_hints(cls: type[Action]) -> dict[str, Any]:
    """The evaluated type hints of an action class's fields."""
    return typing.get_type_hints(cls)


def _fits(value: Any, hint: Any) -> bool:
    """Whether a decoded JSON value fits a field's type hint (str, int, None, unions, tuples; Any: plain data)."""
    if hint is Any:
        return _plain(value)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return any(_fits(value, h) for h in typing.get_args(hint))
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(args) == len(value) and all(_fits(v, h) for v, h in zip(value, args))
    if hint is type(None):
        return value is None
    if hint in (int, float) and isinstance(value, bool):
        return False
    if hint is float:
        return isinstance(value, (int, float))
    return isinstance(value, hint) if isinstance(hint, type) else _plain(value)


def _plain(value: Any) -> bool:
    """JSON scalars and tuples of them: the values an action may hold (hashable, comparable)."""
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool))


def _short(value: Any) -> str:
    """A value for an error message, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def action_from_obj(obj: Any) -> Action:
    """Rebuild an action from ``to_obj()`` output; a malformed object raises IllegalAction."""
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise IllegalAction("Malformed action: expected an object with a 'type'.")
    cls = _ACTION_TYPES.get(obj["type"])
    if cls is None:
        raise IllegalAction(f"Malformed action: unknown action type {obj['type']!r}.")
    names = {f.name for f in dataclasses.fields(cls)}
    args = {k: _freeze(v) for k, v in obj.items() if k != "type"}
    unknown = set(args) - names
    if unknown:
        raise IllegalAction(f"Malformed action: {obj['type']} has no field {sorted(unknown)[0]!r}.")
    hints = _field_hints(cls)
    for name, value in args.items():
        if not _fits(value, hints.get(name, Any)):
            raise IllegalAction(f"Malformed action: {obj['type']} cannot have {name!r} = {_short(value)}.")
    try:
        return cls(**args)
    except TypeError as error:
        raise IllegalAction(f"Malformed action: {error}.") from None


def action_from_json(text: str) -> Action:
    """Parse an action from its JSON string; bad JSON or fields raise IllegalAction."""
    try:
        obj = json.loads(text)
    except (TypeError, ValueError):
        raise IllegalAction("Malformed action: not valid JSON.") from None
    return action_from_obj(obj)
