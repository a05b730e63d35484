"""My First Christmas Tree: the registered game (information, the zones of the table, bot hooks).

Rulings (shared/rules/christmas_tree.md) are followed throughout.  Where they are silent:
Player 1 starts; taking a pool card is not optional (the phase is not marked optional) and
playing a card is not either while the hand holds one; a row that no hand card can continue is
discarded and a new one begun in the same turn; the finishing touch of a row of even length
sits on the left one of its two middle tiles; a player earns a base tile for two completed rows
that are not neighbours and a second one for four completed rows, each on the leftmost free
base tile; equal totals share the win.
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, GameInfo, Move, Zone, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.games.christmas_tree import tree
from greenbox_desktop.games.christmas_tree.rules import (
    BOX_VALUES, DECK, DECOR, DECORATE, DISCARD, NOBODY, POOL, POOL_SIZE, ROW_SLOTS, TOUCH, TREE, claimed, cubes, hand,
    neutral, own_box, prep, touch_cubes,
)
from greenbox_desktop.games.christmas_tree.words import Words

EVALUATION_SCALE = 8.0  # a lead of this many points counts as clearly ahead
STAR_SHARE = 0.6  # of the star's worth, per row holding a cube of the seat
BASE_SHARE = 1.0  # of a base's worth, per filled row
ENOUGH_CARDS = 5  # bots take a second pool card (the commit) only with a smaller hand


@register
class ChristmasTree(Words):
    """My First Christmas Tree for two seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's points
    # a card's colour is all that matters here, so the table draws each face pale in its own colour
    # (the box's pink, beige and light-green faces would make a white card look green)
    OWN_CARD_FACES = True

    INFO = GameInfo(
        id="christmas_tree",
        title="My First Christmas Tree",
        designer="Pedro Dias",
        min_players=2,
        max_players=2,
        minutes=20,
        complexity=2,
        summary="Two people share the job of decorating one tree of symbol tiles. Lay cards in a row "
                "whose symbols trace a line of the tree, then hang your cubes along that line. Be first "
                "to fill a row, crown the star, claim the base and open bigger decoration boxes.",
        contest="Contest X (2019)",
        hidden_info=True,
    )

    @classmethod
    def declare_zones(cls, players, options):
        cells = (("cells", tree.CELLS),)
        zones = [
            Zone(TREE, "grid", "The tree", shape=tree.SHAPE, hints=cells),
            Zone(DECOR, "grid", "Decorations", shape=tree.SHAPE, over=TREE, hints=cells),
            Zone(TOUCH, "grid", "Finishing touches", shape=tree.SHAPE, over=TREE, hints=cells),
            Zone(POOL, "row", "Decoration pool", shape=(POOL_SIZE,), area="west", order=0),
            Zone(DECK, "stack", "Deck", visibility="nobody", face_up=False, area="east", order=0),
            Zone(DISCARD, "stack", "Discards", area="east", order=1),
        ]
        zones += [Zone(neutral(v), "stack", f"Neutral box {v}", area="east", order=v) for v in BOX_VALUES]
        for seat in range(2):
            area, who = ("south", "Player 1") if seat == 0 else ("north", "Player 2")
            zones += [
                Zone(hand(seat), "hand", f"{who}'s hand", owner=seat, visibility="owner", face_up=False,
                     area=area, order=0),
                Zone(prep(seat), "row", f"{who}'s preparation row", owner=seat, shape=(ROW_SLOTS,),
                     area=area, order=1),
                Zone(own_box(seat), "stack", f"{who}'s box", owner=seat, area=area, order=2),
                Zone(claimed(seat), "pool", "Claimed boxes", owner=seat, area=area, order=3),
                Zone(cubes(seat), "stack", "Decorations", owner=seat, area=area, order=4),
                Zone(touch_cubes(seat), "stack", "Finishing touches", owner=seat, area=area, order=5),
            ]
        return zones

    def evaluate(self, seat: int) -> float:
        """For bots: each seat's points if the game ended now plus what its cubes are building
        towards (rows it may still be first to fill, the star, the base), against the other seat."""
        scores = self.scores()
        return lead([scores[s] + self.prospects(s) for s in range(2)], seat, EVALUATION_SCALE)

    def prospects(self, seat: int) -> float:
        """A rough worth of a seat's unfinished work: a point for each cube in a row nobody has
        finished yet (a finishing touch pays them back), part of the star while it is free for a
        seat with cubes in several rows, and part of a base for each filled row while one is free."""
        mine = self.cover[seat]
        value = sum(bin(mine & mask).count("1") for r, mask in enumerate(tree.ROW_MASKS)
                    if self.touches[r] == NOBODY)
        if self.crowns[0] == NOBODY:
            value += STAR_SHARE * sum(1 for mask in tree.ROW_MASKS if mine & mask)
        if NOBODY in self.crowns[1:]:
            value += BASE_SHARE * len(tree.completed(mine))
        return value

    def bot_actions(self) -> list[Action]:
        """What bots weigh (issue 32): no second pool card once the hand holds ``ENOUGH_CARDS``
        (the commit then plays a second card instead, and a hoard scores nothing), and no
        decorating a row whose tiles all hold the seat's cubes already unless it claims a box
        (it would only throw the row's cards away)."""
        actions = self.legal_actions()
        seat = self.current_player
        if self.phase == "prepare" and len(self.contents[hand(seat)]) >= ENOUGH_CARDS:
            kept = [a for a in actions if not (isinstance(a, Move) and a.zone == hand(seat))]
            return kept or actions
        if self.phase == "decide" and DECORATE in actions and not self.claims(seat):
            kept = [a for a in actions if a != DECORATE]
            return kept or actions
        return actions
