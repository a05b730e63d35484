"""The game-agnostic rules engine: the public contract of DESIGN.md.

    from greenbox_desktop import engine
    state = engine.new_game("nim", players=2, seed=7, options={})
"""

from greenbox_desktop.engine.actions import (
    Action, Choose, Move, Pass, Shift, action_from_json, action_from_obj, action_type, move,
)
from greenbox_desktop.engine.errors import IllegalAction
from greenbox_desktop.engine.registry import (
    GameInfo,
    Option,
    from_json,
    game_class,
    game_info,
    games,
    new_game,
    register,
)
from greenbox_desktop.engine.replay import replay, undo_plan, undo_target
from greenbox_desktop.engine.state import State
from greenbox_desktop.engine.zones import Location, Zone, edge_cells, edge_slot

__all__ = [
    "Action", "Choose", "GameInfo", "IllegalAction", "Location", "Move", "Option", "Pass", "Shift", "State", "Zone",
    "action_from_json", "action_from_obj", "action_type", "edge_cells", "edge_slot", "from_json", "game_class",
    "game_info", "games", "move", "new_game", "register", "replay", "undo_plan", "undo_target",
]
