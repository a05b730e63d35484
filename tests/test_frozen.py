"""The standalone program: packaging/build.py makes a PyInstaller folder that runs headless."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_install import headless_env, load_build_script, smoke

pytestmark = pytest.mark.slow
USER_GAME = Path(__file__).parent / "user_games" / "cube_grab.py"


def test_the_frozen_program_draws_its_first_frames(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="the build extra is not installed: pip install -e '.[build]'")
    build = load_build_script()
    folder = build.build(tmp_path / "dist", tmp_path / "work")
    program = folder / (f"{build.NAME}.exe" if os.name == "nt" else build.NAME)
    games = tmp_path / "data" / "games"  # a designer's game and a broken file, loaded by path when frozen
    games.mkdir(parents=True)
    (games / "cube_grab.py").write_text(USER_GAME.read_text(encoding="utf-8"), encoding="utf-8")
    (games / "broken.py").write_text("import no_such_module_for_a_test\n", encoding="utf-8")
    report = smoke([str(program)], tmp_path, tmp_path)
    assert report["smoke"] == "ok" and report["table"].startswith("NIM drawn")
    assert report["your games"] == "1 loaded, 1 broken"
    checked = subprocess.run([str(program), "check", str(games / "cube_grab.py"), "--seeds", "2"], cwd=tmp_path,
                             env=headless_env(tmp_path), capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0 and "All checks passed." in checked.stdout, checked.stdout + checked.stderr
    assert Path(report["fonts"]).is_relative_to(folder)
    assert not list(folder.rglob("NotoSansSC-*")), "the CJK fonts were to be left out"
    if sys.platform.startswith("linux"):  # where XDG_STATE_HOME (set by smoke) places the log
        log = tmp_path / "state" / "greenbox-desktop" / "log" / "greenbox.log"
        assert "Green Box Desktop started" in log.read_text(encoding="utf-8")
        desktop = folder / "share" / "applications" / "greenbox-desktop.desktop"
        assert f"Exec={program}" in desktop.read_text(encoding="utf-8")
        assert (folder / "share" / "icons" / "hicolor" / "256x256" / "apps" / "greenbox-desktop.png").is_file()
