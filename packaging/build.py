"""Build the standalone program with PyInstaller: ``python packaging/build.py``.

Run it with the project's interpreter (``.venv/bin/python``, after ``pip install -e '.[build]'``
or ``python3 test.py`` once).  It makes one folder, ``dist/greenbox/``, holding the program
``greenbox`` (``greenbox.exe`` on Windows; on macOS also ``Green Box Desktop.app``) with
everything it needs.  On Linux the folder also gets ``share/applications`` and
``share/icons/hicolor``: copy both into ``~/.local/share`` to have the app in the menu.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "greenbox.spec"
NAME = "greenbox"
DESKTOP_FILE = HERE / "linux" / "greenbox-desktop.desktop"
ICON_NAME = "greenbox-desktop"
# What the package is built from (a copy, so that no build files land in the checkout).
SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "greenbox_desktop", "sprites", "sounds", "fonts")


def folder_size(folder: Path) -> int:
    """Bytes in all files under ``folder``."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def add_linux_desktop_entry(folder: Path) -> None:
    """The .desktop file (run the program in ``folder``) and the icon sizes, laid out as in ~/.local/share."""
    share = folder / "share"
    applications = share / "applications"
    applications.mkdir(parents=True, exist_ok=True)
    text = DESKTOP_FILE.read_text(encoding="utf-8").replace("Exec=greenbox", f"Exec={folder / NAME}")
    (applications / DESKTOP_FILE.name).write_text(text, encoding="utf-8")
    for icon in sorted((ROOT / "sprites").glob("icon_*.png")):
        size = icon.stem.split("_")[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icon, target)


def _pip(*args: str) -> None:
    if subprocess.call([sys.executable, "-m", "pip", *args, "--quiet", "--disable-pip-version-check"]) != 0:
        raise SystemExit(f"pip {args[0]} failed (its message is above).")


def wheel(out: Path) -> Path:
    """Build the project's wheel into ``out`` from a copy of its sources; return the wheel's path."""
    with tempfile.TemporaryDirectory() as scratch:
        for name in SOURCES:
            source, target = ROOT / name, Path(scratch) / name
            if source.is_dir():
                shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            else:
                shutil.copyfile(source, target)
        _pip("wheel", "--no-deps", "--wheel-dir", str(out), scratch)
    return max(out.glob("greenbox_desktop-*.whl"), key=lambda path: path.stat().st_mtime)


def stage(site: Path, work: Path) -> None:
    """Install the wheel's contents into ``site`` (PyInstaller analyses that, not the editable install)."""
    shutil.rmtree(site, ignore_errors=True)
    _pip("install", "--no-deps", "--no-compile", "--target", str(site), str(wheel(work / "wheel")))


def build(dist: Path, work: Path) -> Path:
    """Build and stage the wheel, run PyInstaller on the recipe; return the finished folder."""
    stage(work / "site", work)
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), "--", "--site", str(work / "site")]
    if subprocess.call(command, cwd=ROOT) != 0:
        raise SystemExit("PyInstaller failed (its message is above). Is it installed? pip install -e '.[build]'")
    folder = dist / NAME
    if sys.platform.startswith("linux"):
        add_linux_desktop_entry(folder)
    return folder


def main(argv: list[str] | None = None) -> int:
    """Build, then print where the program is, its size and how long the build took."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the program folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's scratch folder")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    folder = build(args.dist.resolve(), args.work.resolve())
    print(f"built {folder} in {time.perf_counter() - start:.0f} s, {folder_size(folder) / 2 ** 20:.1f} MiB", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
