"""Last Defence at Hudai Monastery on the table: the choice buttons show their whole caption at
every window size, and a demon to hit is named by its symbol and its numbered column."""

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import SIZES, drawn  # noqa: E402
from test_hudai_monastery import demon, fresh, level, monks, use  # noqa: E402

from greenbox_desktop.engine import Choose  # noqa: E402
from greenbox_desktop.games.hudai_monastery.parts import APPROACHING, STUNNED  # noqa: E402


def drop_choice():
    """A Drop tile used with two light-green demons near it: the player picks the one to hit."""
    state = fresh()
    level(state, "drop", 1)
    monks(state, ("meeple.red", 0, 0, False), ("meeple.white", 3, 0, True))
    demon(state, "card.black.g3", APPROACHING, 1)
    demon(state, "card.yellow.g2", STUNNED, 0)
    state.apply(use("tile.drop.1"))
    return state


def test_a_demon_to_hit_is_named_by_symbol_and_column():
    state = drop_choice()
    captions = {state.label(a) for a in state.legal_actions() if isinstance(a, Choose)}
    assert "Hit Hammers demon, column 2" in captions and len(captions) == 2


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_choice_buttons_fit_their_text(size):
    scene = drawn(drop_choice(), size)
    words = {scene.session.words(scene.state.label(a)) for a in scene.state.legal_actions()}
    buttons = [w for w in scene.widgets if getattr(w, "text", None) and any(w.text.endswith(t) for t in words)]
    assert len(buttons) == 2
    for button in buttons:
        assert button.font.size(button.text)[0] <= button.rect.w - 8, (button.text, button.rect.w)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_demon_columns_are_numbered_as_the_buttons_name_them(size):
    scene = drawn(drop_choice(), size)
    from greenbox_desktop.ui.table import drawn as painted

    with painted.recording() as record:
        scene.refresh()
        scene.draw(pygame.Surface(scene.app.size))
    numbers = {d.what: d.rect for d in record if d.kind == "coordinate" and d.zone == "demons" and d.what.isdigit()}
    assert sorted(numbers, key=int) == [str(c + 1) for c in range(6)]
    for col in range(6):  # each number stands over its own column
        cell = scene.layout.slot_rect("demons", col)
        assert cell.left <= numbers[str(col + 1)].centerx <= cell.right and numbers[str(col + 1)].bottom <= cell.top
