"""Create the local virtual environment on first use and install the app into it.

Used by ``play.py`` and ``test.py`` so that a fresh clone needs only Python 3.11+ and pip.
Re-installs when pyproject.toml is newer than the last install.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed"


def venv_python() -> Path:
    """The interpreter of the project's virtual environment."""
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure(extras: str = "") -> Path:
    """Make sure .venv exists with the project (and ``extras``) installed; return its python."""
    python = venv_python()
    if not python.exists():
        print("Setting up a virtual environment in .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = f"{extras}:{(ROOT / 'pyproject.toml').stat().st_mtime_ns}"
    if not STAMP.exists() or STAMP.read_text() != wanted:
        target = f"{ROOT}[{extras}]" if extras else str(ROOT)
        subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                               "-e", target])
        STAMP.write_text(wanted)
    return python


def run(args: list[str], extras: str = "", env: dict[str, str] | None = None) -> int:
    """Run ``python args...`` inside the virtual environment; return its exit code."""
    python = ensure(extras)
    return subprocess.call([str(python), *args], cwd=ROOT, env={**os.environ, **(env or {})})


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
