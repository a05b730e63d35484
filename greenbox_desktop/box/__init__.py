"""The virtual Green Box: every physical component, as plain data (see shared/BOX.md).

Components are identified by string ids such as ``tile.drop.3`` or ``card.red.4``; this
package maps each id to a frozen description.  Games take components out of the box by id.
"""

from greenbox_desktop.box.inventory import (
    ALL_IDS,
    BACKGROUNDS,
    COLOURS,
    COMPONENTS,
    MEEPLE_COLOURS,
    SYMBOL_CODE,
    SYMBOLS,
    Component,
    card_symbol,
    component,
    cube_ids,
    extra_card,
    extra_die,
    extra_meeple,
    kind_of,
    tile_ids,
)

__all__ = [
    "ALL_IDS",
    "BACKGROUNDS",
    "COLOURS",
    "COMPONENTS",
    "MEEPLE_COLOURS",
    "SYMBOL_CODE",
    "SYMBOLS",
    "Component",
    "card_symbol",
    "component",
    "cube_ids",
    "extra_card",
    "extra_die",
    "extra_meeple",
    "kind_of",
    "tile_ids",
]
