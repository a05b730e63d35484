"""Launch Green Box Desktop (sets up .venv on first use): ``python3 play.py``."""

import sys

from bootstrap import run

if __name__ == "__main__":
    sys.exit(run(["-m", "greenbox_desktop", *sys.argv[1:]]))
