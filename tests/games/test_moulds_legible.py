"""Attack of the Moulds on the table: the hex board's rows carry the letters the log names cells
by ("grows onto C6": row C, sixth cell from the left), each beside its own row."""

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import SIZES, drawn  # noqa: E402

from greenbox_desktop import engine  # noqa: E402
from greenbox_desktop.games.attack_of_the_moulds.boards import BOARDS  # noqa: E402
from greenbox_desktop.ui.table import drawn as painted  # noqa: E402


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_hex_row_has_its_letter_beside_it(size):
    state = engine.new_game("attack_of_the_moulds", 2, 1)
    scene = drawn(state, size)
    with painted.recording() as record:
        scene.refresh()
        scene.draw(pygame.Surface(scene.app.size))
    letters = {d.what: d.rect for d in record if d.kind == "coordinate" and d.zone == "board"}
    board = BOARDS[state.options["board"]]
    width = board.shape[0]
    for row, letter in enumerate("ABCDEFG"[:board.shape[1]]):
        first = min(c for c in board.cells if c // width == row)
        cell = scene.layout.slot_rect("board", first)
        assert cell.top <= letters[letter].centery <= cell.bottom, (letter, cell)
        assert letters[letter].right <= cell.left
