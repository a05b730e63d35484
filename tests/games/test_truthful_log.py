"""The log names every effect (issue 30): what an action does by itself is logged, sentences read
as sentences and no step is logged twice, each on a hand-built position."""

from test_golden_pyramid import card_with, position as pyramid_position
from test_green_port import give as port_give, pool as port_pool, started as port_started
from test_guess_what import game as guess_game
from test_island import A, GREEN, RED, YELLOW, combat_position, deal, position as island_position, turn, units

from greenbox_desktop.engine import Choose, Move, Pass, move
from greenbox_desktop.games.golden_pyramid.rules import USE_CARDS
from greenbox_desktop.games.golden_pyramid.parts import DECK, DISCARD, hand as pyramid_hand
from greenbox_desktop.games.green_port.data import BASIC
from greenbox_desktop.games.green_port.table import units as port_units
from greenbox_desktop.games.guess_what import BY_FAMILY, FAMILIES
from greenbox_desktop.games.island.parts import KEEP, PEACE_SUPPLY, PIECES, PLAYED


def logged(state, action):
    """The log lines an action makes: its own line, then the news it brings."""
    before = state.clone()
    line = state.describe(action)
    state.apply(action)
    return [line, *state.news(before, action)]


# ----- Island ----------------------------------------------------------------------------------
def test_island_an_attack_nobody_can_answer_logs_the_lost_unit():
    state = combat_position()  # yellow holds no cycle card
    state.start_combat(0, RED)
    state._legal = None
    lines = logged(state, Choose("attack", YELLOW))
    assert lines[0] == "Player 1 (red) attacks Player 3 (yellow)."
    assert any("Player 3 (yellow) has no cycle card to discard" in line and "goes back to the supply" in line
               for line in lines[1:]), lines


def test_island_an_answered_attack_logs_no_lost_unit():
    state = combat_position()
    deal(state, GREEN, "hammers")
    state.start_combat(0, RED)
    state._legal = None
    lines = logged(state, Choose("attack", GREEN))
    assert not any("no cycle card" in line for line in lines)


def test_island_declining_a_castle_is_not_called_leaving_the_castles_free():
    state = combat_position(castles=1)
    state.start_combat(0, RED)
    state._legal = None
    assert state.phase == "castling" and state.current_player == GREEN
    assert state.label(Pass()) == "No unit in a castle"  # the button says what the log will say
    first = logged(state, Pass())[0]
    assert first == "Player 2 (green) puts no unit in a castle." and "free" not in first
    sheltered = state.units_in(0, YELLOW)[-1]
    assert logged(state, move(sheltered, KEEP))[0] == "Player 3 (yellow) puts a unit in a castle."


def enrage_lines(peace: bool) -> list[str]:
    """The log of red's Enrage into A, where green stands (and a peace token lies, if ``peace``)."""
    state = island_position()
    for seat, cell in ((RED, A[0]), (GREEN, A[1])):
        units(state, seat, cell)
    if peace:
        state.put(state.top(PEACE_SUPPLY), PIECES, A[0])
    cards = deal(state, RED, "wheel", "arrow")  # enchanted: Enrage
    turn(state, RED)
    for cid in cards:
        state.apply(move(cid, PLAYED))
    return logged(state, move(state.top_unit(RED), PIECES, A[1]))


def test_island_peace_tokens_that_cost_units_are_logged():
    assert "The peace tokens there send 1 unit of Player 1 (red) back to the supply." in enrage_lines(True)
    assert not any("peace" in line for line in enrage_lines(False))


# ----- The Golden Pyramid ------------------------------------------------------------------------
def test_golden_pyramid_the_prompt_counts_the_cards_still_new():
    card = card_with(value=3)
    state = pyramid_position(cards=[[card]])
    state.apply(Move(card, DISCARD))
    state.apply(USE_CARDS)
    assert state.fresh == 4
    assert state.now().startswith("The last 4 cards at the right of your hand are still new")
    state.apply(Move(state.contents[pyramid_hand(0)][-1], DISCARD))
    assert state.now().startswith("The last 3 cards at the right of your hand are still new")
    assert "drew" not in state.now()


def test_golden_pyramid_logs_a_short_draw():
    card = card_with(value=3)
    state = pyramid_position(cards=[[card]])
    state.apply(Move(card, DISCARD))
    for cid in list(state.contents[DECK])[2:]:
        state.put(cid, "box")
    for cid in list(state.contents[DISCARD]):
        state.put(cid, "box")
    state._legal = None
    lines = logged(state, USE_CARDS)
    assert "Deck and discards held only 2 cards to draw." in lines


# ----- Green Port --------------------------------------------------------------------------------
def test_green_port_a_referral_reads_as_one_sentence():
    state = port_started(3, profiles=False)
    port_give(state, 1, blue=1)
    port_pool(state, "card.red.3", "card.blue.4")
    state.apply(move("card.red.3", port_units(0)))
    line = state.describe(Move("card.blue.4", port_units(1), BASIC.index("blue")))
    assert line.startswith("Player 2 pays 1 blue cube to Player 1 and takes blue from the pool: ")
    assert ", pays" not in line


# ----- Guess What! -------------------------------------------------------------------------------
def test_guess_what_logs_the_secret_choice_once_without_telling_it():
    state = guess_game()
    family = FAMILIES[0]
    lines = logged(state, Choose("family", family)) + logged(state, Choose("rule", BY_FAMILY[family][0]))
    assert sum("choosing the secret rule" in line for line in lines) == 0
    assert sum("has chosen the secret rule" in line for line in lines) == 1
    assert not any(family.lower() in line.lower() for line in lines)  # the family stays secret
    assert state.phase == "play"
