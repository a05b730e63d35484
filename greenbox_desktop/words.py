"""Player-facing words shared by every layer: counts with the right plural ("1 point", "2 points").

Pure text, no imports: the engine, the games and the UI all use it.
"""

from __future__ import annotations

IRREGULAR = {
    "die": "dice", "man": "men", "woman": "women", "child": "children", "person": "people", "foot": "feet",
    "mouse": "mice", "goose": "geese", "tooth": "teeth", "sheep": "sheep", "fish": "fish", "series": "series",
    "leaf": "leaves", "knife": "knives", "life": "lives", "wolf": "wolves", "half": "halves", "elf": "elves",
}
_VOWELS = "aeiou"


def plural_form(word: str) -> str:
    """The plural of an English noun (the last word of ``word`` is inflected, case kept)."""
    head, _, last = word.rpartition(" ")
    lower = last.lower()
    if lower in IRREGULAR:
        many = IRREGULAR[lower]
        many = many.capitalize() if last[:1].isupper() else many
    elif lower.endswith(("s", "x", "z", "ch", "sh")):
        many = last + "es"
    elif lower.endswith("y") and len(lower) > 1 and lower[-2] not in _VOWELS:
        many = last[:-1] + "ies"
    else:
        many = last + "s"
    return f"{head} {many}" if head else many


def noun(n: float, word: str, many: str | None = None) -> str:
    """``word`` as it goes with the number ``n``: singular for exactly 1, plural otherwise."""
    return word if n == 1 else (many or plural_form(word))


def plural(n: float, word: str, many: str | None = None) -> str:
    """A count and its noun: ``plural(1, "demon")`` -> "1 demon", ``plural(3, "die")`` -> "3 dice"."""
    number = f"{n:g}" if isinstance(n, float) else str(n)
    return f"{number} {noun(n, word, many)}"


def with_article(word: str) -> str:
    """``word`` after "a" or "an", by its first letter: "an Arrow tile", "a Drop tile"."""
    return f"{'an' if word[:1].lower() in _VOWELS else 'a'} {word}"


def listing(items: list[str], last: str = "and") -> str:
    """Items joined as a sentence does: "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[:max(0, limit - 1)] + "\u2026"


def count_of(n: int, limit: int | None, word: str = "round") -> str:
    """Where a game stands against an optional limit of rounds (or cycles), with a warning as
    the end nears: "3", "3 of 10", "9 of 10: the next is the last", "10 of 10: the last"."""
    if not limit:
        return str(n)
    if n >= limit:
        return f"{n} of {limit}: the last {word}"
    if n == limit - 1:
        return f"{n} of {limit}: the next {word} is the last"
    return f"{n} of {limit}"
