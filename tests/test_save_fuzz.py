"""Any file whatever ends in SaveError or a good game: real saves of every game, mutated and re-sealed.

The checksum only catches careless edits; a crafted file carries a valid one.  So each mutation
below re-seals the checksum (as ``savefile._checksum`` makes it) before the file is read.
"""

import json
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from greenbox_desktop import engine, saves
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.saves.savefile import _checksum
from greenbox_desktop.ui.session import Session

GAMES = [info.id for info in engine.games()]
MOVES_KEPT = 12

ODD_VALUES = st.sampled_from([-1, 99, 2**70, 0.5, "", "box", None, True, {}, [], {"id": 1}, [[0]]])
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 2**70) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


@lru_cache(maxsize=None)
def real_save(game_id: str) -> str:
    """A real save of ``game_id``: the first moves of a random game, as the app writes it."""
    info = engine.game_info(game_id)
    state = random_playout(game_id, info.min_players, 3, info.defaults(), max_steps=MOVES_KEPT)
    names = [f"P{i}" for i in range(state.players)]
    return json.dumps(saves.SaveGame.from_state(state, names, ["human"] * state.players).to_obj())


def paths(value, prefix=()):
    """Every place in a JSON value: the key paths of all nested items."""
    yield prefix
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from paths(item, prefix + (key,))


def sealed(obj) -> str:
    """The text of a save object with its checksum made to match again."""
    if isinstance(obj, dict):
        obj["checksum"] = _checksum(obj)
    return json.dumps(obj)


@st.composite
def odd_action(draw, game_id: str) -> str:
    """The save of ``game_id`` with one field of one action set to an odd value, checksum re-sealed."""
    obj = json.loads(real_save(game_id))
    action = draw(st.sampled_from(obj["history"]))
    action[draw(st.sampled_from(sorted(set(action) - {"type"}) or ["seat"]))] = draw(ODD_VALUES | JSON_VALUES)
    return sealed(obj)


@st.composite
def mutated(draw, game_id: str) -> str:
    """The save of ``game_id`` with one place replaced, removed or wrapped, checksum re-sealed."""
    obj = json.loads(real_save(game_id))
    path = draw(st.sampled_from([p for p in paths(obj) if p and p[0] != "checksum"]))
    parent = obj
    for key in path[:-1]:
        parent = parent[key]
    how = draw(st.sampled_from(["replace", "remove", "wrap", "deep"]))
    if how == "replace":
        parent[path[-1]] = draw(JSON_VALUES)
    elif how == "remove":
        del parent[path[-1]]
    elif how == "wrap":
        parent[path[-1]] = draw(st.sampled_from([{"a": parent[path[-1]]}, [parent[path[-1]]]]))
    else:
        nested: object = parent[path[-1]]
        for _ in range(draw(st.integers(50, 900))):
            nested = [nested]
        parent[path[-1]] = nested
    return sealed(obj)


def crafted(text: str) -> Path:
    """``text`` written as a file in the saves folder."""
    path = saves.saves_dir() / "crafted.json"
    path.write_text(text, encoding="utf-8")
    return path


def read_untouched(path: Path) -> None:
    """Read ``path`` as the app does; it must open as a game or be refused with SaveError, unchanged."""
    before = path.read_bytes()
    try:
        save = saves.read_save(path)
        Session.from_save(save)
    except saves.SaveError as error:
        assert str(error) and "Traceback" not in str(error)
    assert path.read_bytes() == before
    for summary in saves.list_saves():
        assert summary.problem or summary.title


FEW = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game_id", GAMES)
@FEW
@given(data=st.data())
def test_odd_value_in_an_action_is_refused_untouched(game_id, data):
    read_untouched(crafted(data.draw(odd_action(game_id))))


@pytest.mark.parametrize("game_id", GAMES)
@FEW
@given(data=st.data())
def test_mutated_save_opens_or_is_refused_untouched(game_id, data):
    read_untouched(crafted(data.draw(mutated(game_id))))


def test_an_object_where_a_slot_belongs_is_a_save_error():
    for game_id in GAMES:
        obj = json.loads(real_save(game_id))
        moves = [a for a in obj["history"] if a["type"] == "Move"]
        if not moves:
            continue
        moves[0]["slot"] = {"x": 1}
        moves[0]["component"] = {}
        obj["checksum"] = _checksum(obj)
        path = saves.saves_dir() / f"{game_id}.json"
        path.write_text(json.dumps(obj), encoding="utf-8")
        with pytest.raises(saves.SaveError, match="damaged"):
            saves.read_save(path)


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"format": ' * 50_000 + "1" + "}" * 50_000])
def test_deeply_nested_json_is_a_save_error_not_a_recursion_error(text):
    path = saves.saves_dir() / "deep.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(saves.SaveError, match="nested far too deeply"):
        saves.read_save(path)
    assert path.read_text(encoding="utf-8") == text
    assert [s.problem for s in saves.list_saves()] == ["This is not a save file: it is nested far too deeply."]
