"""Guess What! on the table: every rule's button shows its whole caption at every window size,
and each caption names one rule of its family only."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legible import SIZES, drawn  # noqa: E402
from test_guess_what import game, start_with  # noqa: E402

from greenbox_desktop.engine import Choose  # noqa: E402
from greenbox_desktop.games.guess_what.captions import button_words  # noqa: E402
from greenbox_desktop.games.guess_what.catalogue import BY_FAMILY  # noqa: E402


def test_each_family_names_its_rules_apart():
    for ids in BY_FAMILY.values():
        assert len({button_words(r) for r in ids}) == len(ids)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("family", sorted(BY_FAMILY))
def test_the_rule_buttons_of_a_family_fit_their_text(size, family):
    state = game()
    start_with(state, "card.red.4")
    state.apply(Choose("family", family))
    scene = drawn(state, size)
    words = {scene.session.words(button_words(r)) for r in BY_FAMILY[family]}
    buttons = [w for w in scene.widgets if getattr(w, "text", None) and any(w.text.endswith(t) for t in words)]
    assert len(buttons) == len(words)
    for button in buttons:
        assert button.font.size(button.text)[0] <= button.rect.w - 8, (button.text, button.rect.w)
