"""From pointer gestures to engine actions: what can be picked up, where it may go, what a drop means."""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass, field

from pygame import Rect

from greenbox_desktop.engine import Action, Choose, Move, State
from greenbox_desktop.engine.conformance import SLOTTED
from greenbox_desktop.ui.table.layout import PILED, TableLayout
from greenbox_desktop.ui.table.placing import Placement, look

DRAG_THRESHOLD = 5  # pixels the pointer must travel before a press becomes a drag


@dataclass
class Targets:
    """The places one component may go: (zone, slot) -> the legal moves that put it there."""

    cid: str
    moves: dict[tuple[str, int | None], list[Move]] = field(default_factory=dict)

    def rects(self, layout: TableLayout) -> list[tuple[tuple[str, int | None], Rect]]:
        """Each place with its screen rectangle (places whose zone is not drawn are left out)."""
        out = []
        for place in self.moves:
            rect = layout.slot_rect(*place)
            if rect is not None:
                out.append((place, rect))
        return out


class MoveIndex:
    """The legal actions of the seat at the screen, sorted into drags, buttons and piece keys.

    ``piece_keys``: Choose keys of actions on one piece (value: the piece's id) -> the letter that
    does them on the piece under the pointer (see ``State.PIECE_ACTIONS``); they get no button.
    ``pieces``: the ids of the components on the table shown; a choice whose value is one of them
    names that piece (clicking it makes the choice).
    """

    def __init__(self, actions: list[Action], piece_keys: dict[str, str] | None = None,
                 pieces: Container[str] = ()) -> None:
        self.by_component: dict[str, Targets] = {}
        self.others: list[Action] = []
        self.by_value: dict[str, list[Action]] = {}  # Choose actions naming a component, by that id
        self.by_letter: dict[tuple[str, str], Action] = {}  # (piece, letter) -> its piece action
        piece_keys = piece_keys or {}
        for action in actions:
            if isinstance(action, Choose) and action.key in piece_keys:
                self.by_letter.setdefault((action.value, piece_keys[action.key]), action)
            elif isinstance(action, Move):
                targets = self.by_component.setdefault(action.component, Targets(action.component))
                targets.moves.setdefault((action.zone, action.slot), []).append(action)
            else:
                self.others.append(action)
                if isinstance(action, Choose) and isinstance(action.value, str) and action.value in pieces:
                    self.by_value.setdefault(action.value, []).append(action)

    @property
    def movable(self) -> set[str]:
        """Components that some legal move can move."""
        return set(self.by_component)

    def targets(self, cid: str) -> Targets | None:
        """Where ``cid`` may go, or None if it cannot move."""
        return self.by_component.get(cid)

    def names_piece(self, action: Action) -> bool:
        """Whether a non-spatial action names a component (clicking that piece makes it)."""
        return isinstance(action, Choose) and isinstance(action.value, str) and action.value in self.by_value

    def choices(self, cid: str) -> list[Action]:
        """The legal choices whose value is the component ``cid`` (clicking it means one of them)."""
        return self.by_value.get(cid, [])

    def choices_at(self, placements: list[Placement], point: tuple[int, int], skip: str | None = None) -> list[Action]:
        """The choices naming any component drawn under ``point`` (topmost first; ``skip`` is left out)."""
        found: list[Action] = []
        for p in reversed(placements):
            if not p.hidden and p.cid != skip and p.rect.collidepoint(point):
                found += self.choices(p.cid)
        return list(dict.fromkeys(found))

    def piece_action(self, cid: str, letter: str) -> Action | None:
        """The action the key ``letter`` does on the piece ``cid``, if any."""
        return self.by_letter.get((cid, letter))

    def drop(self, cid: str, point: tuple[int, int], layout: TableLayout,
             centre: tuple[int, int] | None = None) -> list[Move]:
        """The legal moves a drop of ``cid`` at ``point`` may mean (several: ask the player).

        On a free zone the piece lands where its ``centre`` (else the point) is.
        """
        targets = self.by_component.get(cid)
        if targets is None:
            return []
        found: list[Move] = []
        for place, rect in targets.rects(layout):
            if rect.collidepoint(point):
                box = layout.box(place[0])
                if box is not None and box.zone.kind == "free" and place[1] is None:
                    found += [Move(cid, place[0], box.free_slot(centre or point))]
                else:
                    found += targets.moves[place]
        return list(dict.fromkeys(found))


def pick(placements: list[Placement], point: tuple[int, int], movable: set[str],
         layout: TableLayout) -> Placement | None:
    """The component under ``point`` that may be picked up: that piece, or in a pile, in a zone
    whose pieces are all alike to the rules (the hint ``alike``: NIM's cubes, whatever their
    colour) or among pieces that look alike in one place (a tray of cubes), the one the rules
    would move."""
    for p in reversed(placements):
        if p.hidden or not p.rect.collidepoint(point):
            continue
        if p.cid in movable:
            return p
        box = layout.box(p.zone)
        piled = box is not None and (box.zone.kind in PILED or box.zone.hint("alike", False))
        same = look(p.cid, p.face_up)
        for q in reversed(placements):
            if q.zone == p.zone and q.cid in movable and (piled or (q.slot == p.slot and look(q.cid, q.face_up) == same)):
                return q
    return None


def hovered(placements: list[Placement], point: tuple[int, int]) -> Placement | None:
    """The topmost visible component under ``point``."""
    for p in reversed(placements):
        if not p.hidden and p.rect.collidepoint(point):
            return p
    return None


def blame_place(cid: str, point: tuple[int, int], layout: TableLayout,
                index: MoveIndex) -> tuple[str, int | None] | None:
    """The place a failed drop was aimed at: a zone the piece can reach if one is under the pointer."""
    places = layout.places_at(point)
    if not places:
        return None
    targets = index.targets(cid)
    reachable = {zone for zone, _ in targets.moves} if targets else set()
    for place in places:
        if place[0] in reachable:
            return place
    return places[0]


def piece_reason(state: State, cid: str, zone: str, slot: int | None) -> str | None:
    """The game's reason why the piece ``cid`` (lying at ``zone``, ``slot``) cannot move now, if
    that reason speaks of the piece: the game must give the same one wherever the piece is sent.
    A reason that changes with the place answers a drag to that place, not a click; None then."""
    own = state.reason(Move(cid, zone, slot))
    if not own:
        return None
    for other in state.zones():
        if other.id not in (zone, "box"):
            if state.reason(Move(cid, other.id, 0 if other.kind in SLOTTED else None)) != own:
                return None
    return own
