"""The catalogue of secret rules the Professor can pick and the app can judge.

Each rule says whether a card may follow the correct sequence so far (the starting card and
every card judged correct since, oldest first; its last card is "the previous card").  Rules
come in families of a few, so the table can offer them as a short list of buttons.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from greenbox_desktop.box import Component

Judge = Callable[[tuple[Component, ...], Component], bool]

RED_BLUE_YELLOW = frozenset({"red", "blue", "yellow"})


@dataclass(frozen=True)
class Rule:
    """One secret rule: its id, its family, its words and its judge."""

    id: str
    family: str
    words: str
    judge: Judge


def _prev(judge: Callable[[Component, Component], bool]) -> Judge:
    """A rule that compares the card with the previous card only."""
    return lambda seq, card: judge(seq[-1], card)


def _odd(c: Component) -> bool:
    return c.value % 2 == 1


_RULES = (
    # colour
    Rule("same_colour", "Colour", "Same colour as the previous card", _prev(lambda p, c: c.colour == p.colour)),
    Rule("other_colour", "Colour", "Different colour from the previous card", _prev(lambda p, c: c.colour != p.colour)),
    Rule("old_colour", "Colour", "A colour already in the sequence", lambda s, c: any(x.colour == c.colour for x in s)),
    Rule("new_colour", "Colour", "A colour not yet in the sequence", lambda s, c: all(x.colour != c.colour for x in s)),
    Rule("rby", "Colour", "Red, blue or yellow only", lambda s, c: c.colour in RED_BLUE_YELLOW),
    # symbol
    Rule("same_symbol", "Symbol", "Same symbol as the previous card", _prev(lambda p, c: c.symbol == p.symbol)),
    Rule("other_symbol", "Symbol", "Different symbol from the previous card", _prev(lambda p, c: c.symbol != p.symbol)),
    Rule("old_symbol", "Symbol", "A symbol already in the sequence", lambda s, c: any(x.symbol == c.symbol for x in s)),
    Rule("new_symbol", "Symbol", "A symbol not yet in the sequence", lambda s, c: all(x.symbol != c.symbol for x in s)),
    Rule("colour_or_symbol", "Symbol", "Same colour or same symbol as the previous card",
         _prev(lambda p, c: c.colour == p.colour or c.symbol == p.symbol)),
    # value
    Rule("higher", "Value", "Higher value than the previous card", _prev(lambda p, c: c.value > p.value)),
    Rule("lower", "Value", "Lower value than the previous card", _prev(lambda p, c: c.value < p.value)),
    Rule("not_higher", "Value", "Same or lower value than the previous card", _prev(lambda p, c: c.value <= p.value)),
    Rule("near", "Value", "Value within 1 of the previous card", _prev(lambda p, c: abs(c.value - p.value) <= 1)),
    Rule("low", "Value", "Values 1 to 3 only", lambda s, c: c.value <= 3),
    Rule("high", "Value", "Values 4 to 6 only", lambda s, c: c.value >= 4),
    # parity
    Rule("odd", "Odd and even", "Odd values only", lambda s, c: _odd(c)),
    Rule("even", "Odd and even", "Even values only", lambda s, c: not _odd(c)),
    Rule("alternate", "Odd and even", "Odd and even values take turns", _prev(lambda p, c: _odd(p) != _odd(c))),
    Rule("same_parity", "Odd and even", "Odd after odd, even after even", _prev(lambda p, c: _odd(p) == _odd(c))),
    Rule("sum_seven", "Odd and even", "Value and previous value add up to 7 or more",
         _prev(lambda p, c: p.value + c.value >= 7)),
    # background
    Rule("same_background", "Background", "Same background as the previous card",
         _prev(lambda p, c: c.background == p.background)),
    Rule("other_background", "Background", "Different background from the previous card",
         _prev(lambda p, c: c.background != p.background)),
    Rule("pink", "Background", "Pink background only", lambda s, c: c.background == "pink"),
    Rule("beige", "Background", "Beige background only", lambda s, c: c.background == "beige"),
    Rule("not_light_green", "Background", "Any background but light green", lambda s, c: c.background != "lightgreen"),
    # mixed
    Rule("colour_or_value", "Mixed", "Same colour or same value as the previous card",
         _prev(lambda p, c: c.colour == p.colour or c.value == p.value)),
    Rule("symbol_or_value", "Mixed", "Same symbol or same value as the previous card",
         _prev(lambda p, c: c.symbol == p.symbol or c.value == p.value)),
    Rule("new_value", "Mixed", "A value not yet in the sequence", lambda s, c: all(x.value != c.value for x in s)),
    Rule("old_value", "Mixed", "A value already in the sequence", lambda s, c: any(x.value == c.value for x in s)),
    Rule("all_different", "Mixed", "Different colour and different symbol from the previous card",
         _prev(lambda p, c: c.colour != p.colour and c.symbol != p.symbol)),
)

RULES: dict[str, Rule] = {r.id: r for r in _RULES}
FAMILIES: tuple[str, ...] = tuple(dict.fromkeys(r.family for r in _RULES))
BY_FAMILY: dict[str, tuple[str, ...]] = {f: tuple(r.id for r in _RULES if r.family == f) for f in FAMILIES}


def judge(rule_id: str, sequence: tuple[Component, ...], card: Component) -> bool:
    """Whether ``card`` may follow ``sequence`` (oldest first, never empty) under a rule."""
    return RULES[rule_id].judge(sequence, card)


def consistent(sequence: tuple[Component, ...], plays: tuple[tuple[Component, bool], ...]) -> list[str]:
    """The rules that give every card of ``plays`` its verdict, starting from ``sequence``."""
    found = []
    for rule_id, rule in RULES.items():
        seq = sequence
        for card, right in plays:
            if rule.judge(seq, card) != right:
                break
            if right:
                seq += (card,)
        else:
            found.append(rule_id)
    return found
