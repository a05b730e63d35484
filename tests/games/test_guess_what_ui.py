"""Guess What! played from seating to the results screen by real mouse events."""

from ui_play import play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.box import component
from greenbox_desktop.engine import Choose, move
from greenbox_desktop.games.guess_what import NO_GUESS, ROW, hand
from greenbox_desktop.games.guess_what.catalogue import RULES, judge

GAME = "guess_what"


def scripted(state):
    """The Professor picks "Pink background only"; each Student lays a right card if it has one, and from
    the second card on names the right rule (a family button, then the rule's button)."""
    if state.phase == "secret":
        return Choose("rule", "pink") if state.picking else Choose("family", "Background")
    if state.phase == "play":
        cards = state.contents[hand(state.current_player)]
        right = [cid for cid in cards if judge(state.secret, state.sequence(), component(cid))]
        return move((right or cards)[0], ROW, len(state.contents[ROW]))
    if len(state.verdicts) < 2:
        return NO_GUESS
    return Choose("rule", state.secret) if state.picking else Choose("guess", RULES[state.secret].family)


def test_whole_game_through_the_ui():
    d = play_through_ui(GAME, scripted, seed=2)
    final = d.scene.session.state
    assert final.is_terminal() and final.round == 2 and final.last_rule == "pink"
    assert sum(final.scores()) > 0 and final.winners()
    again = engine.replay(GAME, 2, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()
