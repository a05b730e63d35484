"""Gridblock's fixed numbers and component ids."""

from __future__ import annotations

from greenbox_desktop.box import cube_ids

COLOURS = ("red", "blue", "yellow", "green")
ROUNDS = 6
TURNS_PER_ROUND = 3
HAND_SIZE = 3
SIDE = 6
BUILD_SIDE = 10  # Variant B: the table the players build on
VARIANTS = ("standard", "a", "b")
CARD_SUFFIXES = ("1", "2", "3", "g1", "g2", "g3")
CARDS = {c: tuple(f"card.{c}.{s}" for s in CARD_SUFFIXES) for c in COLOURS}
ACTIVE = {c: cube_ids(c)[0] for c in COLOURS}
AREAS = ("south", "north", "east", "west")
