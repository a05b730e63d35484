"""Engine text in players' words: "Player N" becomes the name of seat N."""

from __future__ import annotations

import re

_PLAYER = re.compile(r"\bPlayer (\d+)\b")


def with_names(text: str, names: list[str]) -> str:
    """``text`` with every "Player N" (N from 1) replaced by ``names[N-1]`` when that seat exists."""

    def name(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return names[index] if 0 <= index < len(names) and names[index] else match.group(0)

    return _PLAYER.sub(name, text)


def wrap(text: str, width: int, measure) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` as measured by ``measure(str) -> int``."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and measure(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines
