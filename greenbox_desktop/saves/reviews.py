"""Reviews kept beside the finished games they judge, so that a review opens at once the next time.

A kept game ``<history>/<game>-<digest>.json`` has its reviews beside it, one per level:
``<game>-<digest>.<level>.review``.  A review file is JSON: a format name and version, the app
version, the game, its rules version, the name of the kept game it judges, the level and bot
seed, each seat's chance at each step, the turning points, and a checksum.  A file that is not
JSON, not a review, from a newer format, edited, malformed, made for another game or under
another version of its game's rules is refused (``SaveError``, saying why) and left untouched.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from greenbox_desktop import __version__, engine
from greenbox_desktop.ai.review import Review, TurningPoint
from greenbox_desktop.engine import IllegalAction
from greenbox_desktop.saves.history import entry_name
from greenbox_desktop.saves.paths import atomic_write, history_dir
from greenbox_desktop.saves.savefile import SaveError, SaveGame, _checksum, read_text

FORMAT = "greenbox-review"
VERSION = 1
SUFFIX = ".review"


def review_path(save: SaveGame, level: str) -> Path:
    """Where the review at ``level`` of a kept game lives (beside the game's history file)."""
    return history_dir() / f"{Path(entry_name(save)).stem}.{level}{SUFFIX}"


def review_to_obj(review: Review, save: SaveGame) -> dict[str, Any]:
    """The JSON object of a review of ``save``, checksum included."""
    body = {
        "format": FORMAT, "version": VERSION, "app_version": __version__, "game": save.game_id,
        "rules_version": save.rules_version, "reviews": entry_name(save), "level": review.level,
        "bot_seed": review.bot_seed, "team": review.team, "chances": [list(c) for c in review.chances],
        "turning_points": [{"step": p.step, "seat": p.seat, "loss": p.loss, "played": p.played.to_obj(),
                            "better": p.better.to_obj(), "kept": p.kept, "left": p.left}
                           for p in review.turning_points],
    }
    body["checksum"] = _checksum(body)
    return body


def _require(condition: bool, problem: str) -> None:
    if not condition:
        raise SaveError(f"The kept review is damaged: {problem}.")


def _chance(value: object) -> bool:
    """Whether ``value`` is a number from 0 to 1 (NaN and a huge whole number are not)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1


def _whole(value: object, below: int) -> bool:
    """Whether ``value`` is an int from 0 to ``below`` - 1."""
    return type(value) is int and 0 <= value < below


def parse_review(text: str, save: SaveGame) -> Review:
    """Check a review file's text against the kept game ``save``; SaveError says why it is refused."""
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError("The kept review is not valid JSON (it may be truncated).") from None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise SaveError("This is not a Green Box Desktop review.")
    version = obj.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise SaveError(f"The kept review was made by a newer version of the app (format {version}).")
    _require(obj.get("checksum") == _checksum(obj), "its checksum does not match (was it edited?)")
    _require(obj.get("game") == save.game_id and obj.get("reviews") == entry_name(save), "it judges another game")
    _require(obj.get("rules_version") == save.rules_version == engine.game_info(save.game_id).rules_version,
             "it was made under another version of the game's rules")
    _require(isinstance(obj.get("level"), str) and type(obj.get("bot_seed")) is int, "its level is missing")
    _require(isinstance(obj.get("team"), bool), "it does not say whether the seats form a team")
    chances = obj.get("chances")
    _require(isinstance(chances, list) and len(chances) == len(save.history) + 1
             and all(isinstance(c, list) and len(c) == save.players and all(map(_chance, c)) for c in chances),
             "its chances do not fit the game")
    points = obj.get("turning_points")
    _require(isinstance(points, list) and all(isinstance(p, dict) for p in points), "its turning points are missing")
    return Review(obj["level"], obj["bot_seed"], tuple(tuple(float(v) for v in c) for c in chances),
                  tuple(_turning_point(p, save) for p in points), obj["team"])


def _turning_point(obj: dict[str, Any], save: SaveGame) -> TurningPoint:
    """One checked turning point: its move is the one the game played at its step."""
    _require(_whole(obj.get("step"), len(save.history)) and _whole(obj.get("seat"), save.players),
             "a turning point is off the game")
    _require(all(_chance(obj.get(k)) for k in ("loss", "kept", "left")), "a turning point's chances are not chances")
    try:
        played, better = engine.action_from_obj(obj.get("played")), engine.action_from_obj(obj.get("better"))
    except (IllegalAction, ValueError, TypeError, KeyError, AttributeError):
        raise SaveError("The kept review is damaged: a turning point's move cannot be read.") from None
    _require(played == save.history[obj["step"]], "a turning point names a move the game did not play")
    return TurningPoint(obj["step"], obj["seat"], float(obj["loss"]), played, better, float(obj["kept"]),
                        float(obj["left"]))


def store_review(save: SaveGame, review: Review) -> Path:
    """Keep a review beside its game; DataDirError if it cannot be written."""
    return atomic_write(review_path(save, review.level), json.dumps(review_to_obj(review, save)))


def load_review(save: SaveGame, level: str) -> Review | None:
    """The kept review of ``save`` at ``level``, None if there is none; SaveError (the file left
    untouched) if it is refused."""
    path = review_path(save, level)
    if not path.exists():
        return None
    review = parse_review(read_text(path), save)
    if review.level != level:
        raise SaveError("The kept review is damaged: it is filed under another level.")
    return review
