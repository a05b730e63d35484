"""Create the local virtual environment on first use and install the app into it.

Used by ``play.py`` and ``test.py`` so that a fresh clone needs only Python 3.11+ and pip.
Installs with the pinned versions of ``constraints.txt``; re-installs when pyproject.toml,
setup.py or constraints.txt changed since the last install or new extras are asked for, and
then puts pip back first if the ``.venv`` lost it.  Anything that goes wrong on the way is said in a line or two, not a traceback.
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
CONSTRAINTS = ROOT / "constraints.txt"
INSTALL_INPUTS = ("pyproject.toml", "setup.py", "constraints.txt")


class SetupError(Exception):
    """Setting up .venv failed; ``str(error)`` tells the user what to do."""


def venv_python() -> Path:
    """The interpreter of the project's virtual environment."""
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _succeeds(command: list[str]) -> bool:
    """Whether ``command`` runs and exits 0 (its output hidden)."""
    try:
        return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
    except OSError:
        return False


def create_venv() -> None:
    """Create .venv (pip is added by ``ensure_pip``)."""
    print("Setting up a virtual environment in .venv (first run only)...", flush=True)
    try:
        venv.EnvBuilder(with_pip=False).create(VENV)
    except (OSError, subprocess.CalledProcessError) as error:
        raise SetupError(f"Could not create the virtual environment {VENV}: {error}\n"
                         "Check that this folder is writable and that Python's venv module is installed "
                         "(on Debian and Ubuntu: the python3-venv package), then run the command again.") from None


def ensure_pip(python: Path) -> None:
    """Make sure ``python`` has pip, installing it with ensurepip when it is missing."""
    if _succeeds([str(python), "-m", "pip", "--version"]):
        return
    print("Installing pip into .venv...", flush=True)
    if not _succeeds([str(python), "-m", "ensurepip", "--upgrade", "--default-pip"]):
        raise SetupError("Could not put pip into .venv (Python's ensurepip failed).\n"
                         "Install your system's python3-venv package, or delete the .venv folder, "
                         "then run the command again.")


def install(python: Path, extras: str) -> None:
    """Install the project (editable, with ``extras``) at the versions of constraints.txt."""
    target = f"{ROOT}[{extras}]" if extras else str(ROOT)
    command = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
               "-c", str(CONSTRAINTS), "-e", target]
    if subprocess.call(command) != 0:
        raise SetupError("Could not install the app's packages (pip says why above).\n"
                         "The first run downloads them from the Python Package Index: check the internet "
                         "connection (or set HTTPS_PROXY), then run the command again.")


def ensure(extras: str = "") -> Path:
    """Make sure .venv exists with the project (and ``extras``) installed; return its python."""
    python = venv_python()
    if not python.exists():
        create_venv()
    inputs = " ".join(str((ROOT / name).stat().st_mtime_ns) for name in INSTALL_INPUTS)
    done_inputs, _, done_extras = (STAMP.read_text() if STAMP.exists() else "").partition("\n")
    wanted = set(filter(None, extras.split(",")))
    if done_inputs != inputs or not wanted <= set(done_extras.split(",")):
        if done_inputs == inputs:
            wanted |= set(filter(None, done_extras.split(",")))
        ensure_pip(python)
        install(python, ",".join(sorted(wanted)))
        STAMP.write_text(f"{inputs}\n{','.join(sorted(wanted))}")
    return python


def run(args: list[str], extras: str = "", env: dict[str, str] | None = None) -> int:
    """Run ``python args...`` inside the virtual environment; return its exit code."""
    try:
        python = ensure(extras)
    except SetupError as error:
        print(error, file=sys.stderr)
        return 1
    return subprocess.call([str(python), *args], cwd=ROOT, env={**os.environ, **(env or {})})


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
