"""How a finished game came out, apart from any screen: solo result facts, best lists, rematch options.

A finished solo or cooperative game (``GameInfo.cooperative``) whose state has ``results()``
(a dict: ``won``, ``score``, optionally ``lower_is_better``, ``score_label``, ``category`` and
``ending``) enters the local best list when it is won with a person seated (a game only bots
played is nobody's result); the table calls ``record_result`` (through ``keep_progress``) as the
game ends.

A game's end is kept in steps, each of which may be done again: the autosave of the finished
game, its file in the history, its best-list entry, and only then the autosave is cleared.  A
stop between two steps (a crash, kill -9) loses nothing: on start-up ``finish_autosave`` finds
the autosave of a finished game and does the steps again.
``ending`` words an unwon end that is no loss (e.g. "ran out of turns"); the result screen's
headline puts it after the name (all the team's names in a cooperative game).
"""

from __future__ import annotations

import datetime
import importlib

from greenbox_desktop import saves
from greenbox_desktop.engine import State
from greenbox_desktop.ui.bot_runner import bot_level
from greenbox_desktop.ui.session import Session


def solo_results(session: Session) -> dict | None:
    """The game's own result facts for a finished solo or cooperative game (None for other games)."""
    return game_results(session.state) if session.state.is_terminal() else None


def game_results(state: State) -> dict | None:
    """``state``'s own result facts if it is a solo or cooperative game that has ``results()``, else None."""
    facts = getattr(state, "results", None)
    if (state.players != 1 and not state.INFO.cooperative) or not callable(facts):
        return None
    return facts()


def ending_words(state: State) -> str | None:
    """How a finished solo or cooperative game ended, in the game's own words when that end is no
    plain loss ("ran out of turns"); None otherwise."""
    return (game_results(state) or {}).get("ending")


def best_category(facts: dict) -> str:
    """The best list a result belongs to (a difficulty or a category the game names)."""
    return str(facts.get("category") or facts.get("difficulty") or "standard")


def record_result(session: Session) -> dict | None:
    """Add a won solo or cooperative game with a person seated to its best list; returns the entry
    (None when nothing is kept)."""
    facts = solo_results(session)
    if facts is None or not facts.get("won") or "score" not in facts:
        return None
    if all(bot_level(seat.kind) for seat in session.seats):
        return None
    entry = {"score": facts["score"], "name": " & ".join(session.names()), "seed": session.state.seed,
             "date": datetime.date.today().isoformat(), "moves": len(session.state.history)}
    same = ("score", "name", "seed", "moves")
    kept = saves.best_records(session.info.id, best_category(facts))
    if any(all(old.get(k) == entry[k] for k in same) for old in kept):
        return entry  # kept already, before a stop cut the end of the game short
    saves.add_record(session.info.id, best_category(facts), entry,
                     higher_is_better=not facts.get("lower_is_better", False))
    return entry


def keep_progress(session: Session) -> None:
    """After an action: write the autosave and, when the game is over, keep it (``end_of_game``).
    DataDirError if something cannot be written."""
    saves.autosave(session.to_save())
    if session.state.is_terminal():
        end_of_game(session)


def end_of_game(session: Session) -> None:
    """Keep a finished game (already in the autosave): in the history first, then in its best list,
    and only then clear the autosave.  DataDirError if something cannot be written."""
    from greenbox_desktop.saves.history import keep_finished

    keep_finished(session.to_save())
    record_result(session)
    saves.clear_autosave()


def finish_autosave() -> tuple[saves.SaveGame | None, bool]:
    """At start-up, in a window that may write: (the autosaved game to resume, or None; whether
    the autosave held a finished game, which is now kept as ``end_of_game`` keeps one: the app had
    stopped before its end was kept).  SaveError if the autosave is refused, DataDirError if
    something cannot be written."""
    save = saves.load_autosave()
    if save is None or not save.state().is_terminal():
        return save, False
    end_of_game(Session.from_save(save))
    return None, True


def rematch_options(session: Session) -> dict:
    """The options of the next game: the game module's ``next_game_options`` if it has one."""
    module = importlib.import_module(type(session.state).__module__)
    chooser = getattr(module, "next_game_options", None)
    if chooser is None:
        package = importlib.import_module(module.__name__.rsplit(".", 1)[0])
        chooser = getattr(package, "next_game_options", None)
    return dict(chooser(session.state)) if callable(chooser) else dict(session.state.options)
