"""Run the whole test suite headless (sets up .venv on first use): ``python3 test.py``.

The tests run in parallel on every CPU core (pytest-xdist's ``-n auto``); arguments given on
the command line come after it, so ``python3 test.py -n 0`` runs them in one process.
"""

import sys

from bootstrap import run

HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}

if __name__ == "__main__":
    sys.exit(run(["-m", "pytest", "-n", "auto", *sys.argv[1:]], extras="test,build", env=HEADLESS))
