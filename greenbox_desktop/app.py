"""Entry point of the desktop app (the ``greenbox`` console script)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the desktop app; returns the process exit code."""
    from greenbox_desktop import applog
    from greenbox_desktop.ui.main import run_app

    applog.start()
    return run_app(sys.argv[1:] if argv is None else argv)
