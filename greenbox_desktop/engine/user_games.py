"""Games from outside the package: a folder of ``*.py`` modules and packages, and entry points.

A designer's game is a module (``my_game.py``) or a package (``my_game/__init__.py``) that
registers its ``State`` subclass with ``engine.register``, like a built-in game does.  It is loaded
from its path with ``importlib.util.spec_from_file_location``, which works in a frozen program
too.  A game shared as a Python package names a module (or the ``State`` subclass itself) in an
entry point of the group ``greenbox_desktop.games``.

A source that fails to import, raises while registering or takes an id already in use is
skipped: the games it registered are taken out again and it is kept as a ``Source`` with its
error, for the library and ``greenbox check`` to show.  This module only loads; the registry
decides when (``engine.registry``), and the app says which folder (the engine knows no paths).
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
import sys
import traceback
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

ENTRY_POINT_GROUP = "greenbox_desktop.games"
MODULE_PREFIX = "greenbox_user_game_"


@dataclass(frozen=True)
class Source:
    """One file, package or entry point that was loaded: the ids it registered, or why it failed.

    ``name`` is what a person recognises (the file name, or the entry point's name), ``where``
    the full path or the entry point's value, ``error`` a one-line reason and ``details`` the
    traceback (both empty when it loaded).
    """

    name: str
    where: str
    game_ids: tuple[str, ...] = ()
    error: str = ""
    details: str = ""

    @property
    def broken(self) -> bool:
        """Whether the source failed to load (its games, if any, were taken out again)."""
        return bool(self.error)


def module_name(path: Path) -> str:
    """The name under which the file or package at ``path`` is imported (unique per stem)."""
    return MODULE_PREFIX + re.sub(r"\W", "_", path.stem if path.suffix == ".py" else path.name)


def import_path(path: Path) -> ModuleType:
    """Import the module file or package folder at ``path`` under ``module_name(path)``.

    A module already imported from that name is imported afresh.  Errors propagate.
    """
    path = Path(path)
    name = module_name(path)
    if path.is_dir():
        init = path / "__init__.py"
        if not init.is_file():
            raise ImportError(f"{path} is a folder without __init__.py, so not a Python package")
        spec = importlib.util.spec_from_file_location(name, init, submodule_search_locations=[str(path)])
    else:
        spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path} as Python")
    for old in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[old]
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return module


def game_paths(folder: Path) -> list[Path]:
    """The ``*.py`` files and package folders in ``folder``, by name (hidden and ``_`` names skipped)."""
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return []
    return [p for p in entries if not p.name.startswith((".", "_"))
            and ((p.is_file() and p.suffix == ".py") or (p.is_dir() and (p / "__init__.py").is_file()))]


def load_source(name: str, where: str, load: Callable[[], Any], registry: MutableMapping[str, type]) -> Source:
    """Run ``load`` (which imports a game) and return what it registered in ``registry``.

    On any exception, or when it registers nothing, the games it registered are removed again
    and the Source carries the error.  ``load`` may return a State subclass not yet registered
    (an entry point naming the class); it is registered then.
    """
    from greenbox_desktop.engine.registry import register
    from greenbox_desktop.engine.state import State

    before = dict(registry)
    try:
        loaded = load()
        if isinstance(loaded, type) and issubclass(loaded, State) and loaded not in registry.values():
            register(loaded)
        added = tuple(sorted(k for k in registry if k not in before))
        if not added:
            raise LookupError("it registers no game (a State subclass decorated with @engine.register)")
        return Source(name, where, added)
    except BaseException as error:  # noqa: BLE001 - a designer's code may raise anything, even SystemExit
        if isinstance(error, KeyboardInterrupt):
            raise
        for key in [k for k in registry if k not in before]:
            del registry[key]
        registry.update(before)
        message = f"{type(error).__name__}: {error}" if not isinstance(error, LookupError) else str(error)
        return Source(name, where, (), message, traceback.format_exc())


def load_folder(folder: Path, registry: MutableMapping[str, type]) -> list[Source]:
    """Load every game module and package in ``folder`` (a missing folder holds none)."""
    return [load_source(path.name, str(path), lambda p=path: import_path(p), registry) for path in game_paths(folder)]


def load_entry_points(registry: MutableMapping[str, type]) -> list[Source]:
    """Load every entry point of the group ``greenbox_desktop.games``."""
    try:
        points = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    except Exception as error:  # noqa: BLE001 - broken installed metadata must not stop the app
        return [Source("entry points", ENTRY_POINT_GROUP, (), f"{type(error).__name__}: {error}",
                       traceback.format_exc())]
    return [load_source(point.name, point.value, point.load, registry) for point in points]
