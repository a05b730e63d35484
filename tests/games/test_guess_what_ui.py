"""Guess What! played from seating to the results screen by real mouse events."""

from ui_play import Driver, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.box import component
from greenbox_desktop.engine import Choose, move
from greenbox_desktop.games.guess_what import NO_GUESS, ROW, SAY_GUESS, THOUGHT, hand
from greenbox_desktop.games.guess_what.catalogue import RULES, judge
from greenbox_desktop.ui.scenes.seating import SeatingScene

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


def judged_by_hand(state):
    """Free mode: each Student lays their first card, the Professor calls every card right, and
    the third card's Student says a guess the Professor accepts."""
    if state.phase == "secret":
        return THOUGHT
    if state.phase == "play":
        return move(state.contents[hand(state.current_player)][0], ROW, len(state.contents[ROW]))
    if state.phase == "judge card":
        return Choose("card", True)
    if state.phase == "judge guess":
        return Choose("guessed", True)
    return SAY_GUESS if len(state.verdicts) >= 3 else NO_GUESS


def test_free_mode_game_through_the_ui():
    d = play_through_ui(GAME, judged_by_hand, options={"judge": "professor"}, seed=3)
    final = d.scene.session.state
    assert final.is_terminal() and final.free and final.last_rule is None
    # each seat: as Student 3 cubes for right cards + 2 of the 3 beside them; as Professor the third
    assert final.scores() == [6.0, 6.0]


def test_free_mode_refuses_a_bot_seat_at_the_start():
    d = Driver()
    seating = SeatingScene(d.app, GAME, {"judge": "professor"})
    d.app.goto(seating)
    d.steps(2)
    seating.next_kind(1)
    d.steps(1)
    d.click_button("#start")
    assert d.scene is seating and "needs a person in every seat" in d.app.current_status()
