"""Per-game zone room: the zones a player reads most get the room for it, at every window size.

Green Port's objective cards fill the middle of the table (the unit pool stands at the side);
Green Bite's discard piles stand down the sides, each as large as its seat's hand;
Matchmaker's drawn cards stand beside the deck, so the row of the round's cards has the middle.
"""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.games.green_bite import discards, hand
from greenbox_desktop.games.green_port.table import OBJECTIVES
from greenbox_desktop.games.matchmaker import DRAWN, SHOWN
from greenbox_desktop.ui.table.layout import layout_table

SIZES = ((1024, 640), (1280, 720), (1920, 1080))


def table(size: tuple[int, int]):
    """The table's rectangle in a window of ``size`` (the panel takes the right quarter, the status line 40 px)."""
    from pygame import Rect

    w, h = size
    return Rect(0, 0, round(w * 0.74), h - 40)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES)
def test_green_port_objectives_take_the_middle(size, players):
    state = engine.new_game("green_port", players, 1)
    rect = table(size)
    box = layout_table(state.zones(), rect).box(OBJECTIVES)
    assert box.cell >= rect.h / 10  # an objective card about a tenth of the table high, or more


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("size", SIZES)
def test_green_bite_discard_piles_have_as_much_room_as_a_hand(size, players):
    state = engine.new_game("green_bite", players, 1)
    layout = layout_table(state.zones(), table(size))
    for seat in range(players):
        pile, held = layout.box(discards(seat)), layout.box(hand(seat))
        assert pile.rect.w * pile.rect.h >= held.rect.w * held.rect.h  # as much room as the seat's hand
        assert pile.label_rect.h >= held.label_rect.h  # and a caption as large


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("size", SIZES)
def test_matchmaker_drawn_cards_beside_the_deck_and_the_row_takes_the_middle(size, players):
    state = engine.new_game("matchmaker", players, 1)
    layout = layout_table(state.zones(), table(size))
    row, drawn = layout.box(SHOWN), layout.box(DRAWN)
    assert drawn.rect.left > row.rect.right  # beside the deck, right of the row
    assert row.rect.w > layout.height  # the row runs across the middle of the table
