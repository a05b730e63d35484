"""The app finds every game through the explicit list in ``greenbox_desktop/games/__init__.py``."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import subprocess
import sys

from greenbox_desktop import games
from greenbox_desktop.engine import registry

_APP_SEES = """
from greenbox_desktop.engine import registry
for info in registry.games():
    print(registry.game_class(info.id).__module__)
"""


def _top(module: str) -> str:
    """The name of the games package's direct child that holds ``module``."""
    return module.removeprefix(f"{games.__name__}.").split(".")[0]


def test_every_game_module_is_in_the_list() -> None:
    for found in pkgutil.iter_modules(games.__path__):
        importlib.import_module(f"{games.__name__}.{found.name}")
    registering = {_top(registry.game_class(info.id).__module__) for info in registry.games()}
    seen = subprocess.run([sys.executable, "-c", _APP_SEES], capture_output=True, text=True, check=True).stdout
    listed = {_top(module) for module in seen.split()}
    missing = sorted(registering - listed)
    assert not missing, f"add to load() in greenbox_desktop/games/__init__.py: {', '.join(missing)}"
    assert listed


def test_the_app_does_not_scan_the_games_folder() -> None:
    source = inspect.getsource(registry)
    assert "pkgutil" not in source and "iter_modules" not in source
