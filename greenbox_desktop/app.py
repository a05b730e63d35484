"""Entry point of the desktop app (the ``greenbox`` console script).

``greenbox check PATH`` and ``greenbox new NAME`` are the designers' commands (``designer.py``);
anything else starts the app, which loads the designers' games from the data folder's ``games``.
"""

from __future__ import annotations

import sys

DESIGNER_COMMANDS = ("check", "new")


def use_games_folder() -> None:
    """Tell the registry where the designers' games live (none if the data folder is unusable)."""
    from greenbox_desktop.engine import registry
    from greenbox_desktop.saves.paths import DataDirError, games_dir

    try:
        registry.use_games_folder(games_dir())
    except DataDirError:
        registry.use_games_folder(None)  # the app reports an unusable data folder itself


def main(argv: list[str] | None = None) -> int:
    """Start the desktop app, or run a designer's command; returns the process exit code."""
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in DESIGNER_COMMANDS:
        from greenbox_desktop.designer import run_command

        return run_command(argv)
    from greenbox_desktop import applog
    from greenbox_desktop.ui.main import run_app

    applog.start()
    use_games_folder()
    return run_app(argv)
