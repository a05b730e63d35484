"""The world market: what each price card offers in its row, and when a side is closed.

A row belongs to one resource (its value-6 card).  The card on the left sells: pay ``v`` cubes
of the row's resource, get 1 cube of the card's colour.  The card on the right buys: pay ``v``
cubes of the card's colour, get 1 cube of the row's resource.  A side is closed when its card
shows the row's symbol, has the row's colour, or is a star card.
"""

from __future__ import annotations

from typing import NamedTuple

from greenbox_desktop.box import ALL_IDS, SYMBOLS, component
from greenbox_desktop.games.desert_dessert.data import (
    BUY, KINDS, MARKET_WIDTH, RES_INDEX, RESOURCES, SELL, SIX_CARDS, market_place, market_slot,
)


class Terms(NamedTuple):
    """One open trade: pay ``count`` cubes of resource ``pay``, get 1 cube of resource ``get``."""

    pay: int
    count: int
    get: int


PRICE_CARDS: tuple[str, ...] = tuple(c for c in ALL_IDS if c.startswith("card.") and c not in SIX_CARDS)


def _terms(card: str, row: int, side: int) -> Terms | None:
    info = component(card)
    if info.background == "star" or info.symbol == SYMBOLS[row] or info.colour == RESOURCES[row]:
        return None
    colour = RES_INDEX[info.colour]
    return Terms(row, info.value, colour) if side == SELL else Terms(colour, info.value, row)


# card -> its open trade (or None) in each market slot (None too where no price card lies).
CARD_TERMS: dict[str, tuple[Terms | None, ...]] = {
    card: tuple(_terms(card, *market_place(slot)) if market_place(slot)[1] in (SELL, BUY) else None
                for slot in range(MARKET_WIDTH * KINDS))
    for card in PRICE_CARDS}


def terms(card: str, row: int, side: int) -> Terms | None:
    """The trade ``card`` offers on ``side`` (SELL or BUY) of market row ``row``; None if closed."""
    return CARD_TERMS[card][market_slot(row, side)]


def closed_because(card: str, row: int) -> str:
    """Why a price card closes its side of a row, in words ('' when it does not)."""
    info = component(card)
    if info.background == "star":
        return "a star card closes its side"
    if info.symbol == SYMBOLS[row]:
        return "the card shows this row's own symbol"
    if info.colour == RESOURCES[row]:
        return "the card has this row's own colour"
    return ""
