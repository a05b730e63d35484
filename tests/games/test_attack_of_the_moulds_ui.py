"""Attack of the Moulds through the desktop UI: a whole game by drags, the hexagon on the table,
and the square board refused for three players at the seating screen."""

from ui_play import Driver, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.games.attack_of_the_moulds.boards import BOARDS
from greenbox_desktop.games.attack_of_the_moulds.pieces import supply
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat

GAME = "attack_of_the_moulds"
HEX = BOARDS["hexagon"]


def greedy(state):
    """The grow or spread that takes over most cubes (grows first on a tie): a short, lively game."""
    def gain(action):
        return len(state.takeovers(state.current_player, action.component, action.slot)), \
            state.loc[action.component][0] != "cubes"
    return max(state.legal_actions(), key=gain)


def test_a_whole_game_through_the_ui():
    d = play_through_ui(GAME, greedy, seed=4)
    table_state = d.scene.session.state
    assert table_state.is_terminal() and table_state.winners()
    again = engine.replay(GAME, 2, table_state.seed, table_state.options, table_state.history)
    assert again.to_json() == table_state.to_json()
    assert "win" in d.scene.headline()


def test_cubes_sit_centred_on_the_hexagon_cells():
    d = Driver()
    d.app.goto(SeatingScene(d.app, GAME))
    d.steps(2)
    d.click_button("#start")
    scene = d.scene
    assert isinstance(scene, TableScene)
    for p in scene.placements:
        if p.zone == "cubes":
            cell = scene.layout.slot_rect("cubes", p.slot)
            assert p.slot in HEX.cells and cell.contains(p.rect)
            assert abs(p.rect.centerx - cell.centerx) <= 1 and abs(p.rect.centery - cell.centery) <= 1
    # a grow by drag: the new cube lands on the lit cell next to Player 1's corner
    state = scene.state
    target = HEX.near[HEX.names.index("G1")][0]
    d.drag(state.top(supply(0)), "cubes", target)
    assert d.scene.state.counts[0] == 4 and d.scene.state.current_player == 1


def test_the_square_board_is_refused_for_three_players():
    d = Driver()
    seats = [Seat(f"Player {i + 1}", colour) for i, colour in enumerate(("red", "blue", "yellow"))]
    d.app.goto(SeatingScene(d.app, GAME, {"board": "square"}, seats=seats))
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, SeatingScene)
    assert d.app.current_status() == "The square board is for 2 or 4 players."
