"""What the table shows of the secret rules and verdicts: short captions of the rules for the
buttons (the panel, the log and the rules page use each rule's full words: "last" is the previous
card, the sequence is the starting card and the cards judged right), and the verdicts' colours."""

from __future__ import annotations

from greenbox_desktop.games.guess_what.catalogue import RULES

RIGHT_RING = (96, 220, 96)  # the ring around a card judged right
WRONG_RING = (232, 64, 56)  # ... and around one judged wrong

SHORT: dict[str, str] = {
    "same_colour": "Same colour as last",
    "other_colour": "Other colour than last",
    "old_colour": "Colour already in sequence",
    "new_colour": "Colour not in sequence",
    "same_symbol": "Same symbol as last",
    "other_symbol": "Other symbol than last",
    "old_symbol": "Symbol already in sequence",
    "new_symbol": "Symbol not in sequence",
    "colour_or_symbol": "Same colour or symbol",
    "higher": "Higher than last",
    "lower": "Lower than last",
    "not_higher": "Same or lower than last",
    "near": "Within 1 of last",
    "alternate": "Odd and even alternate",
    "sum_seven": "Adds up to 7+ with last",
    "same_background": "Same background as last",
    "other_background": "Other background",
    "not_light_green": "Not light green",
    "colour_or_value": "Same colour or value",
    "symbol_or_value": "Same symbol or value",
    "new_value": "Value not in sequence",
    "old_value": "Value already in sequence",
    "all_different": "New colour and symbol",
}


def button_words(rule_id: str) -> str:
    """A rule's caption on its button: its short form, or its full words when they are short."""
    return SHORT.get(rule_id, RULES[rule_id].words)
