"""The Markdown of the rules pages as plain blocks: headings, paragraphs, list items and tables.

Pure text, no pygame: ``parse`` turns a page into ``Block``s whose text is a tuple of ``Span``s
(bold, italic or code runs); ``ui/page_view.py`` lays them out and draws them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_INLINE = re.compile(r"\*\*(?P<bold>.+?)\*\*|(?<![*\w])\*(?=\S)(?P<italic>.+?)(?<=\S)\*(?!\w)|`(?P<code>[^`]+)`")
_HEADING = re.compile(r"(#{1,6})\s+(.*)")
_ITEM = re.compile(r"([-*+]|\d+[.)])\s+(.*)")
_RULE_ROW = re.compile(r"\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?")


@dataclass(frozen=True)
class Span:
    """A run of text in one style."""

    text: str
    bold: bool = False
    italic: bool = False
    code: bool = False


Spans = tuple[Span, ...]


@dataclass(frozen=True)
class Block:
    """One block of a page.

    ``kind`` is "heading" (``level`` 1-6), "paragraph", "item" (``marker`` "•" or "1." and
    ``indent`` 0 or 1) or "table" (``rows`` of cells, the first row the header).
    """

    kind: str
    spans: Spans = ()
    level: int = 0
    marker: str = ""
    indent: int = 0
    rows: tuple[tuple[Spans, ...], ...] = ()


def spans(text: str, bold: bool = False) -> Spans:
    """One line of Markdown as styled runs: **bold**, *italic*, `code`; plain text between."""
    out: list[Span] = []
    at = 0
    for match in _INLINE.finditer(text):
        if match.start() > at:
            out.append(Span(text[at:match.start()], bold=bold))
        if match.group("bold") is not None:
            out.extend(Span(s.text, bold=True, italic=s.italic, code=s.code) for s in spans(match.group("bold"), True))
        elif match.group("italic") is not None:
            out.extend(Span(s.text, bold=s.bold, italic=True, code=s.code) for s in spans(match.group("italic"), bold))
        else:
            out.append(Span(match.group("code"), bold=bold, code=True))
        at = match.end()
    if at < len(text):
        out.append(Span(text[at:], bold=bold))
    return tuple(out)


def plain(runs: Spans) -> str:
    """The text of some runs without their styles."""
    return "".join(s.text for s in runs)


def table_cells(line: str) -> list[str]:
    """The cells of one table row ``| a | b |`` (outer pipes optional)."""
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [cell.strip() for cell in line.split("|")]


def table_block(rows: list[list[str]]) -> Block:
    """A table of cell texts as a block: every row as wide as the header, header cells bold."""
    width = len(rows[0])
    return Block("table", rows=tuple(tuple(spans(cell, bold=r == 0) for cell in (row + [""] * width)[:width])
                                     for r, row in enumerate(rows)))


def parse(markdown: str) -> list[Block]:
    """The page as blocks; the lines of one paragraph or one list item are joined."""
    blocks: list[Block] = []
    pending: list[str] = []  # the lines of the paragraph or list item being read
    item: Block | None = None  # the list item being read (its spans are filled in at the end)
    lines = markdown.splitlines()

    def flush() -> None:
        nonlocal item
        if pending:
            text = spans(" ".join(pending))
            blocks.append(Block("item", text, marker=item.marker, indent=item.indent) if item
                          else Block("paragraph", text))
            pending.clear()
        item = None

    i = 0
    while i < len(lines):
        raw, line = lines[i], lines[i].strip()
        i += 1
        heading, listed = _HEADING.match(line), _ITEM.match(line)
        indented = len(raw) - len(raw.lstrip()) >= 2
        if not line:
            flush()
        elif line.startswith("|") and i < len(lines) and _RULE_ROW.fullmatch(lines[i].strip()):
            flush()
            rows = [table_cells(line)]
            i += 1
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(table_cells(lines[i]))
                i += 1
            blocks.append(table_block(rows))
        elif heading:
            flush()
            blocks.append(Block("heading", spans(heading.group(2), bold=True), level=len(heading.group(1))))
        elif listed:
            flush()
            item = Block("item", marker="•" if listed.group(1) in "-*+" else listed.group(1), indent=int(indented))
            pending.append(listed.group(2))
        elif item is not None and not indented:
            flush()
            pending.append(line)
        else:
            pending.append(line)
    flush()
    return blocks
