"""Bad Day at the Office: a card's small print is read in full by hovering it: every card's hover
text names it and tells what it does (an event card's printed words all there)."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.box import component
from greenbox_desktop.games.bad_day_at_the_office.parts import ALL_CARDS


@pytest.mark.parametrize("cid", sorted(set(ALL_CARDS)))
def test_every_card_says_its_whole_text_on_hover(cid):
    state = engine.new_game("bad_day_at_the_office", 3, 1)
    card = component(cid)
    tip = state.tooltip(cid)
    assert tip and tip.startswith(card.title)
    if card.text.startswith("Event"):
        assert card.text in tip
    else:
        assert card.text.split(": ", 1)[1].removeprefix("the ").rstrip(".") in tip  # "trouble there rises by 1"
