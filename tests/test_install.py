"""A real install: the wheel holds everything, and the installed app runs from anywhere.

Builds the wheel (packaging/build.py's ``wheel``), installs it with the pinned versions into a
fresh virtual environment, and starts ``greenbox --smoke`` headless from another folder: the
title and a NIM table are drawn, sounds and fonts load from the installed package.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


def load_build_script() -> ModuleType:
    """packaging/build.py as a module."""
    spec = importlib.util.spec_from_file_location("greenbox_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def headless_env(home: Path) -> dict[str, str]:
    """The environment for running the app headless with its files under ``home``."""
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "GREENBOX_DATA_DIR": str(home / "data"), "GREENBOX_CONFIG_DIR": str(home / "config"),
            "XDG_STATE_HOME": str(home / "state")}


def smoke(program: list[str], cwd: Path, home: Path) -> dict[str, str]:
    """Run ``program --smoke`` in ``cwd``; its report lines as a dict (check: it exits 0)."""
    done = subprocess.run([*program, "--smoke"], cwd=cwd, env=headless_env(home), capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel, built once for this module."""
    return load_build_script().wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_holds_assets_theme_and_licences(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in ("greenbox_desktop/sprites/card_red_4.png", "greenbox_desktop/sprites/icon_256.png",
                 "greenbox_desktop/sounds/pick.wav", "greenbox_desktop/fonts/DejaVuSans.ttf",
                 "greenbox_desktop/fonts/DejaVuSans-Bold.ttf", "greenbox_desktop/fonts/LICENSE-DejaVu.txt",
                 "greenbox_desktop/ui/theme.json", "greenbox_desktop/rulebook/nim.md"):
        assert name in names, name
    assert not [name for name in names if name.split("/")[0] in ("sprites", "sounds", "fonts", "tests")]
    licences = {name.rsplit("/", 1)[1] for name in names if "/licenses/" in name}
    assert {"LICENSE", "LICENSE-DejaVu.txt"} <= licences
    metadata = next(name for name in names if name.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(metadata).decode()
    assert "License-Expression: MIT" in text and "pygame-gui<0.7,>=0.6.12" in text.replace(" ", "")


def test_the_installed_app_runs_from_another_folder(wheel: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "-c", str(ROOT / "constraints.txt"), str(wheel)], check=True, timeout=600)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    report = smoke([str(bin_dir / "greenbox")], elsewhere, tmp_path)
    assert report["smoke"] == "ok"
    assert report["title"] == "TitleScene drawn" and report["table"].startswith("NIM drawn")
    package = Path(subprocess.run([str(bin_dir / "python"), "-c", "import greenbox_desktop; print(greenbox_desktop.__file__)"],
                                  cwd=elsewhere, capture_output=True, text=True, check=True).stdout.strip()).parent
    assert package.is_relative_to(env_dir)
    assert Path(report["sounds"].split(" from ", 1)[1]) == package / "sounds"
    assert Path(report["fonts"]) == package / "fonts"
