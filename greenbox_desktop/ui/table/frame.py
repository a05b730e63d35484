"""Where a table screen puts its side panel, and the facts it lists: the same for play and replays."""

from __future__ import annotations

from pygame import Rect

from greenbox_desktop.engine import State
from greenbox_desktop.saves.history import is_team
from greenbox_desktop.ui.outcome import ending_words
from greenbox_desktop.words import listing

PANEL_SHARE = 0.26  # the panel's share of the window's width
PANEL_MIN = 330  # its least width, in pixels at 1280×720


def side_panel(app) -> Rect:
    """The side panel on the right of ``app``'s window, full height."""
    w, h = app.size
    pw = max(app.px(PANEL_MIN), int(w * PANEL_SHARE))
    return Rect(w - pw, 0, pw, h)


def panel_facts(state: State, view: State, names: list[str]) -> dict[str, str]:
    """The panel's facts: the game's own as ``view`` shows them, then a "Scores" line from ``state``
    with the seats' ``names`` unless the game already gives the scores (its own "Scores" fact,
    or ``SCORES_IN_PANEL``) or has none of its own to give (a free table, or a cooperative game,
    whose seats share one result)."""
    facts = dict(view.panel())
    scores = state.scores()
    info = state.INFO
    if len(scores) == len(names) and not state.SCORES_IN_PANEL and not info.sandbox and not info.cooperative:
        facts.setdefault("Scores", " · ".join(f"{name} {value:g}" for name, value in zip(names, scores)))
    return facts


def outcome_line(state: State, names: list[str]) -> str:
    """The panel's headline once ``state`` is over: who won, how a solo player or a cooperative
    team ended (lost, or the game's own ``ending`` such as running out of turns), or that rivals drew."""
    winners = [names[s] for s in state.winners()]
    team = is_team(state.game_id, state.players)
    if winners:
        return "Game over: the team won" if team else f"Game over: {listing(winners)} won"
    if len(names) == 1 or state.INFO.cooperative:
        return f"Game over: {'the team' if team else listing(names)} {ending_words(state) or 'lost'}"
    return "Game over: a draw, nobody won"
