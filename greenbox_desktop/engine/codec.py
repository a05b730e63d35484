"""Lossless JSON encoding of plain game data (tuples, sets, dicts with any keys, actions)."""

from __future__ import annotations

from typing import Any

from greenbox_desktop.engine.actions import Action, action_from_obj


_SCALARS = frozenset({type(None), bool, int, float, str})  # JSON holds these as they are


def _encode_all(values: Any) -> list[Any]:
    """``encode`` of each item (scalars, by far the most, without a call)."""
    return [v if type(v) in _SCALARS else encode(v) for v in values]


def encode(value: Any) -> Any:
    """Turn plain data into JSON-ready data, tagging what JSON cannot hold as such."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return _encode_all(value)
    if isinstance(value, tuple):
        return {"t": _encode_all(value)}
    if isinstance(value, (set, frozenset)):
        tag = "s" if isinstance(value, set) else "fs"
        return {tag: sorted((encode(v) for v in value), key=repr)}
    if isinstance(value, dict):
        return {"d": sorted(([encode(k), encode(v)] for k, v in value.items()), key=lambda kv: repr(kv[0]))}
    if isinstance(value, Action):
        return {"a": value.to_obj()}
    raise TypeError(f"cannot encode {type(value).__name__} in a game state")


def _decode_all(values: list[Any]) -> list[Any]:
    """``decode`` of each item (scalars, by far the most, without a call)."""
    return [v if type(v) in _SCALARS else decode(v) for v in values]


def decode(value: Any) -> Any:
    """Inverse of ``encode``."""
    if isinstance(value, list):
        return _decode_all(value)
    if not isinstance(value, dict):
        return value
    if len(value) != 1:
        raise ValueError("malformed encoded value")
    (tag, body), = value.items()
    if tag == "t":
        return tuple(_decode_all(body))
    if tag == "s":
        return {decode(v) for v in body}
    if tag == "fs":
        return frozenset(decode(v) for v in body)
    if tag == "d":
        return {decode(k): decode(v) for k, v in body}
    if tag == "a":
        return action_from_obj(body)
    raise ValueError(f"unknown tag {tag!r} in encoded value")
