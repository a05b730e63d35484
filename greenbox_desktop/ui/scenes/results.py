"""The result screen: winner, scores with their breakdown, best results, play again, library."""

from __future__ import annotations

import pygame

from greenbox_desktop import saves
from greenbox_desktop.saves.history import is_team
from greenbox_desktop.ui.outcome import best_category, ending_words, rematch_options, solo_results
from greenbox_desktop.ui.scenes.base import ACCENT, CARD, CARD_EDGE, DIM, Scene
from greenbox_desktop.ui.session import Session
from greenbox_desktop.words import listing, plural

BEST_SHOWN = 5


def score_words(score: float, label: str) -> str:
    """A kept score with its label, singular for exactly one: "1 turn", "28 turns", "1 point"."""
    if not isinstance(score, (int, float)) or isinstance(score, bool):
        score = 0
    return plural(score, label[:-1], label) if label.endswith("s") else f"{score:g} {label}"


class ResultsScene(Scene):
    """How the game ended."""

    KEYS_TITLE = "the results screen"
    KEYS = (("Tab / Shift+Tab", "light the next button"), ("Enter or Space", "press the lit button"),
            ("Esc", "back to the library"))
    button_keys = True

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.best = self.best_lines()

    def build(self) -> None:
        app = self.app
        w, h = app.size
        bw, bh, gap = app.px(200), app.px(46), app.px(12)
        y = h - bh - app.px(30)
        x = w // 2 - (5 * bw + 4 * gap) // 2
        for caption, action, object_id in (("Play again", self.again, "#again"),
                                           ("Back to library", self.library, "#library"),
                                           ("Look at the table", self.table, None),
                                           ("Replay the game", self.replay, "#replay_game"),
                                           ("Review", self.review, "#review_game")):
            self.button(pygame.Rect(x, y, bw, bh), caption, action, object_id=object_id)
            x += bw + gap

    def again(self) -> None:
        """A new game with the same seats (and the game's rematch options)."""
        seating = self.app.make_scene("seating", self.session.info.id, rematch_options(self.session),
                                      self.session.seats)
        seating.start()

    def library(self) -> None:
        """Back to the game library."""
        self.app.show("library")

    def table(self) -> None:
        """Back to the final table."""
        self.app.show("table", self.session)

    def replay(self) -> None:
        """Step through the game in the replay viewer, coming back here."""
        self.app.show("replay", self.session.to_save(), back=lambda: self.app.make_scene("results", self.session))

    def review(self) -> None:
        """The replay viewer with the review open: each seat's chances along the game."""
        self.app.show("replay", self.session.to_save(), back=lambda: self.app.make_scene("results", self.session),
                      review=True)

    def headline(self) -> str:
        """Who won, in words: a cooperative table speaks of its team, a solo player of the game."""
        state, seats = self.session.state, self.session.seats
        winners = state.winners()
        names = listing(self.session.names())
        team = is_team(state.game_id, state.players)  # the seats win or lose together
        if team or len(seats) == 1:
            if winners:
                return f"The team wins: {names}!" if team else f"{names} wins the solo game!"
            ending = ending_words(state) or "loses this time"
            return f"The team {ending}: {names}." if team else f"{names} {ending}."
        if not winners:
            return "A draw: nobody wins."
        return listing([seats[s].name for s in winners]) + (" wins!" if len(winners) == 1 else " win!")

    def ranked(self) -> list[int]:
        """The seats in rank order: the winners, then by score (the better first), then by seat."""
        state = self.session.state
        winners, scores = set(state.winners()), state.scores()
        sign = 1 if state.LOWER_SCORES_WIN else -1
        return sorted(range(len(self.session.seats)), key=lambda s: (s not in winners, sign * scores[s], s))

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.library()

    def draw(self, surface: pygame.Surface) -> None:
        app, state, session = self.app, self.session.state, self.session
        w, _h = app.size
        self.text(surface, session.info.title, (w // 2, app.px(30)), 22, colour=DIM, anchor="center")
        headline = self.headline()
        size = self.fitting_size(headline, w - app.px(40), 42, 20, bold=True)
        self.text(surface, headline, (w // 2, app.px(80)), size, colour=ACCENT, bold=True, anchor="center")
        top = app.px(130)
        verdict = state.verdict()
        if verdict:  # how it was decided: a tie-break, a limit reached
            top = max(top, self.paragraph(surface, session.words(verdict),
                                          pygame.Rect(w // 2 - app.px(420), app.px(106), app.px(840), app.px(60)),
                                          15) + app.px(8))
        scores = state.scores()
        card = pygame.Rect(w // 2 - app.px(420), top, app.px(840), app.px(570) - top)
        pygame.draw.rect(surface, CARD, card, border_radius=app.px(10))
        pygame.draw.rect(surface, CARD_EDGE, card, 2, border_radius=app.px(10))
        y = card.y + app.px(10)
        self.text(surface, "Player", (card.x + app.px(20), y), 14, colour=DIM)
        self.text(surface, state.SCORE_LABEL, (card.right - app.px(30), y), 14, colour=DIM, anchor="topright")
        y += app.px(24)
        winners = set(state.winners())
        for index in self.ranked():
            seat = session.seats[index]
            mark = "★ " if index in winners else "   "
            pygame.draw.rect(surface, pygame.Color(seat.colour), pygame.Rect(card.x + app.px(20), y + app.px(4),
                             app.px(20), app.px(20)), border_radius=app.px(4))
            self.text(surface, f"{mark}{seat.name}", (card.x + app.px(50), y), 22, bold=index in winners)
            self.text(surface, f"{scores[index]:g}", (card.right - app.px(30), y), 22, bold=True, anchor="topright")
            y += app.px(36)
        y += app.px(10)
        if self.best:
            self.draw_best(surface, pygame.Rect(card.x + card.w * 3 // 5, y, card.w * 2 // 5, card.bottom - y))
        width = card.w * 3 // 5 - app.px(40) if self.best else card.w - app.px(40)
        self.text(surface, "How it came out", (card.x + app.px(20), y), 18, colour=ACCENT, bold=True)
        y += app.px(30)
        for label, value in state.panel().items():
            y = self.paragraph(surface, session.words(f"{label}: {value}"),
                               pygame.Rect(card.x + app.px(20), y, width, card.bottom - y), 16)
        self.text(surface, f"{len(state.history)} moves · seed {state.seed}", (w // 2, card.bottom + app.px(14)), 14,
                  colour=DIM, anchor="midtop")
        self.draw_status(surface)

    def best_lines(self) -> list[str]:
        """The best list of this game's category, as lines ('' list for games without one)."""
        facts = solo_results(self.session)
        if facts is None:
            return []
        try:
            entries = saves.best_records(self.session.info.id, best_category(facts))
        except (saves.DataDirError, OSError):
            return []
        unit = str(facts.get("score_label", "points"))
        return [f"{i}. {score_words(e.get('score', 0), unit)} · {e.get('name', '')} · {e.get('date', '')}"
                for i, e in enumerate(entries[:BEST_SHOWN], 1)]

    def draw_best(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The best results (read once when the screen opens) in ``area``."""
        self.text(surface, "Best results", area.topleft, 18, colour=ACCENT, bold=True)
        y = area.y + self.app.px(30)
        for line in self.best:
            y = self.paragraph(surface, line, pygame.Rect(area.x, y, area.w - self.app.px(20), area.bottom - y), 15)
