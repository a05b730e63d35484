"""My First Christmas Tree on the table: a card's face is pale in its own colour (the box's pink,
beige and light-green faces would make a white card look green); other games keep the box's faces."""

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import drawn  # noqa: E402

from greenbox_desktop import engine  # noqa: E402
from greenbox_desktop.box import COLOURS  # noqa: E402
from greenbox_desktop.ui.art import Art  # noqa: E402
from greenbox_desktop.ui.pieces import own_paper  # noqa: E402


def paper_colour(art: Art, cid: str, own: bool) -> tuple[int, int, int]:
    """The colour of a card's face beside its symbol, drawn 300 px tall."""
    sprite = art.component(cid, True, 300, own_faces=own)
    w, h = sprite.get_size()
    return tuple(sprite.get_at((int(w * 0.15), int(h * 0.62))))[:3]


def nearest_colour(rgb: tuple[int, int, int]) -> str:
    """The box colour whose pale face (halfway down its shading) is nearest to ``rgb``."""
    def mid(colour):
        top, bottom = own_paper(colour)
        return [(a + b) / 2 for a, b in zip(top, bottom)]
    return min(COLOURS, key=lambda c: sum((a - b) ** 2 for a, b in zip(mid(c), rgb)))


def test_every_card_face_shows_its_own_colour():
    pygame.display.init()
    art = Art()
    for cid in ("card.white.g1", "card.white.2", "card.white.5", "card.green.5", "card.red.1", "card.black.3",
                "card.yellow.g2", "card.blue.6"):
        colour = cid.split(".")[1]
        assert nearest_colour(paper_colour(art, cid, own=True)) == colour, cid
    assert nearest_colour(paper_colour(art, "card.white.g1", own=False)) != "white"  # the box's light-green face


def test_the_christmas_table_draws_own_faces_and_other_tables_do_not():
    assert drawn(engine.new_game("christmas_tree", 2, 1)).renderer.own_faces
    assert not drawn(engine.new_game("guess_what", 3, 1)).renderer.own_faces
