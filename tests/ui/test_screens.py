"""The screens other than the table: navigation by name, library layout and keys, seating words, settings."""

import ast
from pathlib import Path

import pytest
from driver import Driver

from greenbox_desktop.ui import application

SCENES_DIR = Path(application.__file__).with_name("scenes")


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports (at any depth of the file)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("path", sorted(SCENES_DIR.glob("*.py")), ids=lambda p: p.stem)
def test_no_screen_imports_another_screen(path):
    screens = {target.partition(":")[0] for target in application.SCENES.values()}
    assert not (imported_modules(path) & screens) - {f"greenbox_desktop.ui.scenes.{path.stem}"}


def test_every_screen_is_opened_by_name():
    d = Driver()
    for name in ("library", "settings", "saves", "title"):
        scene = d.app.show(name)
        d.steps(2)
        assert d.scene is scene and type(scene).__module__ == application.SCENES[name].partition(":")[0]
    d.app.show("seating", "nim")
    d.click_button("Rules")
    assert type(d.scene).__name__ == "RulesScene"
    d.click_button("Back")
    assert type(d.scene).__name__ == "SeatingScene"
