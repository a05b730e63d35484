"""Run the whole test suite headless (sets up .venv on first use): ``python3 test.py``."""

import sys

from bootstrap import run

HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}

if __name__ == "__main__":
    sys.exit(run(["-m", "pytest", *sys.argv[1:]], extras="test,build", env=HEADLESS))
