"""``run_app(argv)``: parse the command line, open the window, run the scene loop."""

from __future__ import annotations

import argparse
import os


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line: window size, fullscreen, and the start-up benchmark flag."""
    parser = argparse.ArgumentParser(prog="greenbox", description="Play the games of the Green Box of Games.")
    parser.add_argument("--size", help="window size, e.g. 1280x720")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--bench-first-frame", action="store_true",
                        help="draw the title screen once, print 'first-frame' and exit")
    parser.add_argument("--smoke", action="store_true",
                        help="check the installation: draw the title and a table, load sounds and fonts, exit")
    return parser.parse_args(argv)


def run_app(argv: list[str]) -> int:
    """Start the desktop app; returns the process exit code."""
    args = parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    size = None
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (w, h)  # the app makes it at least its minimum size
        except ValueError:
            print(f"--size wants WIDTHxHEIGHT, not {args.size!r}")
            return 2
    if args.smoke:
        from greenbox_desktop.ui.smoke import run_smoke

        return run_smoke()
    from greenbox_desktop.ui.application import App

    app = App(size=size, fullscreen=True if args.fullscreen else None)
    return app.run(first_frame_exit=args.bench_first_frame)
