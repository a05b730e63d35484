"""A small Markdown subset (headings, lists, bold, italics, code) as pygame-gui's HTML-like text."""

from __future__ import annotations

import html
import re

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?!\w)")
_CODE = re.compile(r"`([^`]+)`")
_HEADING_SIZES = {1: 6, 2: 5, 3: 4}


def inline(text: str) -> str:
    """One line of Markdown with its inline marks turned into tags (the text itself escaped)."""
    text = html.escape(text, quote=False)
    text = _BOLD.sub(r"<b>\1</b>", text)
    text = _ITALIC.sub(r"\1", text)  # the bundled font has no italic face: soft emphasis is dropped
    return _CODE.sub(r"<b>\1</b>", text)


def to_html(markdown: str) -> str:
    """The whole page: headings become large bold lines, list items bullets, paragraphs joined."""
    out: list[str] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            out.append(inline(" ".join(paragraph)) + "<br><br>")
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        heading = re.match(r"(#{1,6})\s+(.*)", line)
        item = re.match(r"([-*+]|\d+[.)])\s+(.*)", line)
        if heading:
            flush()
            size = _HEADING_SIZES.get(len(heading.group(1)), 4)
            out.append(f"<font size={size}><b>{inline(heading.group(2))}</b></font><br>")
        elif item:
            flush()
            bullet = "•" if item.group(1) in "-*+" else item.group(1)
            out.append(f"  {bullet} {inline(item.group(2))}<br>")
        elif raw.startswith(("  ", "\t")) and out and out[-1].endswith("<br>") and not paragraph:
            out[-1] = out[-1][:-4] + " " + inline(line) + "<br>"
        else:
            paragraph.append(line)
    flush()
    return "".join(out)
