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
from typing import Any, Callable, ClassVar

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
        for name in _field_names(type(self)):
            value = getattr(self, name)
            if name == "seat" and value is None:
                continue
            obj[name] = list(value) if isinstance(value, tuple) else value
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
def _field_names(cls: type[Action]) -> tuple[str, ...]:
    """The names of an action class's fields, in order (worked out once per class)."""
    return tuple(f.name for f in dataclasses.fields(cls))


@lru_cache(maxsize=None)
def _field_checks(cls: type[Action]) -> dict[str, Callable[[Any], bool]]:
    """Field name -> whether a decoded JSON value fits the field's type hint (built once per class)."""
    hints = typing.get_type_hints(cls)
    return {name: _fits(hints.get(name, Any)) for name in _field_names(cls)}


def _fits(hint: Any) -> Callable[[Any], bool]:
    """A test whether a decoded JSON value fits a type hint (str, int, None, unions, tuples; Any: plain data)."""
    if hint is Any:
        return _plain
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        options = tuple(_fits(h) for h in typing.get_args(hint))
        return lambda value: any(fits(value) for fits in options)
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            each = _fits(args[0])
            return lambda value: isinstance(value, tuple) and all(each(v) for v in value)
        parts = tuple(_fits(h) for h in args)
        return lambda value: (isinstance(value, tuple) and len(parts) == len(value)
                              and all(fits(v) for fits, v in zip(parts, value)))
    if hint is type(None):
        return lambda value: value is None
    if hint is int:
        return lambda value: isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return lambda value: isinstance(value, (int, float)) and not isinstance(value, bool)
    if isinstance(hint, type):
        return lambda value: isinstance(value, hint)
    return _plain


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
    args = {k: _freeze(v) for k, v in obj.items() if k != "type"}
    unknown = args.keys() - _field_names(cls)
    if unknown:
        raise IllegalAction(f"Malformed action: {obj['type']} has no field {sorted(unknown)[0]!r}.")
    checks = _field_checks(cls)
    for name, value in args.items():
        if not checks[name](value):
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
