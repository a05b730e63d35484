"""bootstrap.py (behind play.py and test.py): plain messages instead of tracebacks, a repaired .venv."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bootstrap  # noqa: E402  (a script at the top of the repository)


@pytest.fixture
def local_venv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point bootstrap at a .venv inside the test's temporary folder."""
    monkeypatch.setattr(bootstrap, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(bootstrap, "STAMP", tmp_path / ".venv" / ".installed")
    return tmp_path / ".venv"


def test_a_venv_that_cannot_be_made_is_explained(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capfd: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a file").write_text("")
    monkeypatch.setattr(bootstrap, "VENV", tmp_path / "a file" / ".venv")
    assert bootstrap.run(["-c", "pass"]) == 1
    err = capfd.readouterr().err
    assert "Could not create the virtual environment" in err and "python3-venv" in err
    assert "Traceback" not in err


def test_a_failing_ensurepip_is_explained(local_venv: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bootstrap, "_succeeds", lambda command: False)
    with pytest.raises(bootstrap.SetupError, match="Could not put pip into .venv"):
        bootstrap.ensure_pip(bootstrap.venv_python())


def test_installs_only_when_inputs_change_or_extras_are_new(local_venv: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    installs: list[str] = []
    monkeypatch.setattr(bootstrap, "ensure_pip", lambda python: None)
    monkeypatch.setattr(bootstrap, "install", lambda python, extras: installs.append(extras))
    bootstrap.venv_python().parent.mkdir(parents=True)
    bootstrap.venv_python().write_text("")
    for extras in ("test", "", "test", "build", "test,build"):
        bootstrap.ensure(extras)
    assert installs == ["test", "build,test"]


@pytest.mark.slow
def test_a_venv_without_pip_is_repaired_and_an_unreachable_index_explained(
        local_venv: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    venv.EnvBuilder(with_pip=False).create(local_venv)
    python = bootstrap.venv_python()
    assert subprocess.run([str(python), "-m", "pip", "--version"], capture_output=True).returncode != 0
    for name in [name for name in os.environ if name.startswith("PIP_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)  # no index, mirror or wheel folder from pip's config
    monkeypatch.setenv("PIP_INDEX_URL", "http://127.0.0.1:9/simple")  # nothing listens there
    monkeypatch.setenv("PIP_RETRIES", "0")
    assert bootstrap.run(["-c", "pass"]) == 1
    err = capfd.readouterr().err
    assert "Could not install the app's packages" in err and "check the internet connection" in err
    assert "Traceback" not in err
    assert subprocess.run([str(python), "-m", "pip", "--version"], capture_output=True).returncode == 0
    assert not bootstrap.STAMP.exists()
