"""Test setup: headless SDL and a private data directory for every test session."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    """Point the app's data and config directories at a fresh temporary folder."""
    monkeypatch.setenv("GREENBOX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GREENBOX_CONFIG_DIR", str(tmp_path / "config"))
    yield tmp_path
    from greenbox_desktop.saves import lock, paths

    paths.set_read_only(None)  # an app a test opened read-only leaves the next test writing again
    lock.release()
