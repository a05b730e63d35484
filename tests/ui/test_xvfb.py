"""The real app in a real X server (Xvfb): open the table of a game and save a screenshot."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = r'''
import sys
sys.path.insert(0, {driver_dir!r})
import pygame
from driver import Driver
d = Driver()
d.click_text("Play a game")
d.click_button("#play_{game}")
d.click_button("#start")
d.play_move(d.scene.state.legal_actions()[0])
d.steps(3)
pygame.image.save(d.app.screen, {out!r})
print("driver", pygame.display.get_driver())
'''


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="Xvfb is not installed")
def test_real_app_under_xvfb_saves_a_table_screenshot(tmp_path):
    from greenbox_desktop import engine

    game = "business_casual" if "business_casual" in {i.id for i in engine.games()} else "nim"
    out = tmp_path / "table.png"
    script = SCRIPT.format(driver_dir=str(Path(__file__).parent), game=game, out=str(out))
    env = {**os.environ, "SDL_VIDEODRIVER": "x11"}
    result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, "-c", script],
                            capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "driver x11" in result.stdout
    assert out.stat().st_size > 10_000
