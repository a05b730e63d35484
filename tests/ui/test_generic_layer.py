"""The generic table and screens with what many games need: several winners named in one sentence,
pools that keep a piece's size, a side panel where nothing overlaps and no score is said twice,
fixed seat colours, and options that apply to some player counts only — all through the real app
(headless)."""

import random

import pygame
import pytest
from driver import Driver

from greenbox_desktop import engine
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.table import PANEL_BG, TableScene
from greenbox_desktop.ui.session import Seat, Session
from greenbox_desktop.ui.table.frame import outcome_line
from greenbox_desktop.ui.table.marks import caption_reach
from greenbox_desktop.ui.table.render import state_contents

NAMES = ("Ann", "Bo", "Cy")


def finished(game_id: str, players: int, seed: int = 1) -> Session:
    """A session of ``game_id`` played to its end by random legal moves."""
    seats = [Seat(name, colour) for name, colour in zip(NAMES, ("red", "blue", "yellow"))][:players]
    session = Session.new(game_id, seats, seed, {})
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def test_the_headline_tells_a_draw_from_a_team_loss(monkeypatch):
    rivals, team = finished("business_casual", 2), finished("bad_day_at_the_office", 2)
    for session in (rivals, team):
        monkeypatch.setattr(session.state, "winners", lambda: [])
    assert outcome_line(rivals.state, ["Ann", "Bo"]) == "Game over: a draw, nobody won"
    assert outcome_line(team.state, ["Ann", "Bo"]) == \
        f"Game over: Ann and Bo {team.state.results().get('ending', 'lost')}"
    timeout = Session.new("desert_dessert", [Seat("Ann", "red")], 1, {"turn_limit": 50}).state
    timeout.outcome = "timeout"  # as at the end of turn 50
    assert outcome_line(timeout, ["Ann"]) == "Game over: Ann ran out of turns"


@pytest.mark.parametrize("size", [(1280, 720), (1000, 600)])
def test_three_winners_read_as_one_sentence_that_fits(monkeypatch, size):
    d = Driver(size)
    session = finished("lords_of_the_green", 3)
    monkeypatch.setattr(session.state, "winners", lambda: [0, 1, 2])  # a three-way tie at the top
    d.app.goto(TableScene(d.app, session))
    d.steps(2)
    assert outcome_line(d.scene.state, d.scene.session.names()) == "Game over: Ann, Bo and Cy won"
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    assert d.scene.headline() == "Ann, Bo and Cy win!"
    monkeypatch.setattr(session.state, "winners", lambda: [0])
    assert d.scene.headline() == "Ann wins!"


@pytest.mark.parametrize("size", [(1280, 720), (1000, 600), (960, 540)])
def test_the_side_panel_text_stays_clear_of_its_buttons(size):
    d = Driver(size)
    session = Session.new("make_it_count", [Seat(n, c) for n, c in zip(NAMES, ("red", "blue", "yellow"))], 2, {})
    session.log.extend(f"Move {i}: a long line of the game log that wraps onto a second line" for i in range(30))
    scene = TableScene(d.app, session)
    d.app.goto(scene)
    d.steps(2)
    panel = scene.panel_rect()
    image = pygame.Surface(panel.size)
    scene.paint_panel(image)
    buttons = [b.rect for b in d.buttons() if panel.contains(b.rect)]
    assert d.find_button("#hint") is not None and len(buttons) >= 7
    for i, rect in enumerate(buttons):
        assert not any(rect.colliderect(other) for other in buttons[i + 1:]), rect
        under = image.subsurface(rect.move(-panel.x, -panel.y).clip(image.get_rect()))
        assert pygame.transform.average_color(under)[:3] == PANEL_BG  # no text painted under a button


def panel_lines(d: Driver, session: Session) -> list[str]:
    """The lines of facts the table's side panel paints for ``session``."""
    scene = TableScene(d.app, session)
    d.app.goto(scene)
    d.steps(2)
    seen: list[str] = []
    scene.paragraph = lambda surface, text, *a, **k: seen.append(text) or 0
    scene.paint_panel(pygame.Surface(scene.panel_rect().size))
    return seen


def test_a_score_the_game_already_gives_is_not_repeated_in_a_scores_line():
    d = Driver()
    over = panel_lines(d, finished("business_casual", 2))  # "Ann (red): 8 cubes" is the score
    assert any("cubes" in line for line in over) and not any(line.startswith("Scores:") for line in over)
    nim = panel_lines(d, Session.new("nim", [Seat(n, c) for n, c in zip(NAMES, ("red", "blue"))], 1, {}))
    assert any(line.startswith("Scores: Ann 0 · Bo 0") for line in nim)  # a game that does not give them
    tree = panel_lines(d, Session.new("christmas_tree", [Seat(n, c) for n, c in zip(NAMES, ("red", "blue"))], 1, {}))
    scores = [line for line in tree if "Scores" in line]
    assert scores == ["Scores if the game ended now: Ann 20 · Bo 20 (each decoration not yet placed counts 1)"]


def test_a_cooperative_game_has_no_scores_line_per_seat():
    team = panel_lines(Driver(), Session.new("bad_day_at_the_office", [Seat(n, c) for n, c in zip(NAMES, ("red", "blue"))],
                                             1, {}))
    assert any(line.startswith("Team score:") for line in team)  # the game's own words on its shared score
    assert not any(line.startswith("Scores:") for line in team)


def test_the_now_line_of_a_bot_turn_says_to_watch_not_to_drag():
    bots = [Seat(n, c, "bot:easy") for n, c in zip(NAMES, ("red", "blue"))]
    now = [line for line in panel_lines(Driver(), Session.new("business_casual", bots, 1, {})) if line.startswith("Now:")]
    assert len(now) == 1 and now[0].endswith("is a computer player: watch its move."), now


def test_a_lone_card_in_a_tray_is_no_larger_than_the_cards_elsewhere():
    d = Driver()
    session = Session.new("make_it_count", [Seat(n, c) for n, c in zip(NAMES, ("red", "blue", "yellow"))], 4, {})
    rng = random.Random(4)
    while len(state_contents(session.state).get("laid", [])) != 1:
        session.apply(rng.choice(session.state.legal_actions()))
    scene = TableScene(d.app, session)
    d.app.goto(scene)
    d.steps(2)
    cards = [p for p in scene.placements if p.cid.startswith("card") and not p.hidden]
    laid = [p.rect for p in cards if p.zone == "laid"]
    elsewhere = [p.rect for p in cards if p.zone != "laid"]  # in the hands and on the piles
    assert len(laid) == 1 and elsewhere
    assert max(laid[0].size) <= max(max(r.size) for r in elsewhere)


@pytest.mark.parametrize("game_id, players", [("desert_dessert", 1), ("guess_what", 3), ("free_play", 1)])
def test_a_full_tray_keeps_its_pieces_readable_and_inside_it(game_id, players):
    d = Driver()
    seats = [Seat(f"P{i + 1}", "red") for i in range(players)]
    scene = TableScene(d.app, Session.new(game_id, seats, 1, {}))
    d.app.goto(scene)
    d.steps(2)
    readable = scene.table_rect().h / 32 * 0.86 - 1  # a cube's side at 1280×720: 18 pixels
    trays = {zid for zid, box in scene.layout.boxes.items() if box.zone.kind == "pool"}
    full = [p for p in scene.placements if p.zone in trays and p.cid.startswith("cube")]
    assert len(full) >= 20
    for p in full:
        assert min(p.rect.size) >= readable, (p.cid, p.zone, p.rect)
        assert scene.layout.boxes[p.zone].rect.contains(p.rect), (p.cid, p.zone)


@pytest.mark.parametrize("players", [5, 6])
def test_every_seat_of_a_full_table_is_in_view_each_card_of_a_hand_too(players):
    d = Driver()
    seats = [Seat(f"P{i + 1}", "red", "human" if i == 0 else "bot:easy") for i in range(players)]
    scene = TableScene(d.app, Session.new("golden_pyramid", seats, 2, {}))
    d.app.goto(scene)
    d.steps(2)
    own = [b.rect for b in scene.layout.boxes.values() if not b.layer]
    assert all(not r.colliderect(o) for i, r in enumerate(own) for o in own[i + 1:])
    for seat in range(players):
        cards = sorted((p.rect for p in scene.placements if p.zone == f"hand.{seat}"), key=lambda r: (r.y, r.x))
        assert len(cards) == 3
        for card, nxt in zip(cards, cards[1:]):
            assert scene.layout.boxes[f"hand.{seat}"].rect.contains(card)
            if nxt.y == card.y:  # the next card in the row leaves 40% of this one in view
                assert nxt.x - card.x >= 0.4 * card.w - 1, (seat, card, nxt)


def test_pieces_over_a_slot_stand_above_the_caption_of_its_mark():
    d = Driver()
    session = Session.new("bad_day_at_the_office", [Seat("Ann", "red"), Seat("Bo", "blue", "bot:easy")], 1, {})
    scene = TableScene(d.app, session)
    d.app.goto(scene)
    d.steps(2)
    named = {slot for zone, slot, caption, *_ in session.state.marks() if zone == "office" and caption}
    standing = [p for p in scene.placements if p.zone == "pawns"]
    assert standing and all(p.slot in named for p in standing)  # every pawn stands under a name tab
    for p in standing:
        slot = scene.layout.slot_rect("office", p.slot)
        assert p.rect.bottom <= slot.bottom - caption_reach(d.app.art, slot, scene.layout.floor), (p.cid, p.rect, slot)


def test_seating_shows_colours_the_rules_fix_and_offers_no_choice():
    d = Driver()
    d.app.show("seating", "lords_of_the_green")
    d.steps(2)
    fixed = engine.new_game("lords_of_the_green", 2).seat_colour
    for i in range(2):
        button = d.find_button(f"#colour_{i}")
        assert button.text == fixed(i).capitalize() and not button.is_enabled
    d.app.show("seating", "nim")
    d.steps(2)
    button = d.find_button("#colour_0")
    before = button.text
    d.click_button("#colour_0")
    assert d.find_button("#colour_0").text != before  # free colours still cycle


def test_an_option_for_two_players_only_hides_for_three():
    d = Driver()
    d.app.show("seating", "lords_of_the_green")
    d.steps(2)
    d.click_button("#opt_scoring")
    assert d.scene.options["scoring"] == "lowest"
    d.click_button("+")
    assert d.scene.count == 3 and d.find_button("#opt_scoring") is None
    d.click_button("#start")
    assert isinstance(d.scene, TableScene) and d.scene.state.options["scoring"] == "sum"
