"""Helpers shared by the TUI tests."""

import asyncio
import html
import io
import re

from tda.tui.table_screen import TableScreen


async def wait_for(pilot, predicate, timeout=30.0):
    """Let workers and timers run until `predicate()` holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        assert loop.time() < deadline, "timed out waiting for the screen"
        await pilot.pause(0.005)


def table_of(app) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


def screen_text(app) -> str:
    """Everything visible on the terminal now, as plain text."""
    svg = app.export_screenshot()
    text = re.sub(r"<[^>]+>", "", svg)
    return html.unescape(text).replace("\xa0", " ")


_SVG_TEXT = re.compile(r'<text[^>]*\bx="([\d.]+)"[^>]*'
                       r'clip-path="url\(#terminal-(?:\d+-)?line-(\d+)\)"[^>]*>(.*?)</text>', re.S)
CELL_WIDTH = 12.2  # the width of one terminal cell in Textual's SVG screenshots


def screen_lines(app) -> list[str]:
    """The terminal as rows of text, each character in its own column (unlike
    `screen_text`, which loses the spacing), for checks like "this words wraps
    inside the left panel"."""
    rows: dict[int, list[str]] = {}
    for x, line, text in _SVG_TEXT.findall(app.export_screenshot()):
        text = html.unescape(re.sub(r"<[^>]+>", "", text)).replace("\xa0", " ")
        row = rows.setdefault(int(line), [])
        column = round(float(x) / CELL_WIDTH)
        row.extend(" " * (column + len(text) - len(row)))
        row[column:column + len(text)] = text
    return ["".join(rows.get(i, [])).rstrip() for i in range(max(rows, default=-1) + 1)]


def region_text(app, widget) -> str:
    """The words a widget shows on screen, top to bottom, as one paragraph (borders
    and wrapping removed): what a reader of that panel takes in."""
    region = widget.region
    rows = screen_lines(app)[region.y:region.y + region.height]
    parts = [row[region.x:region.x + region.width].strip(" │╭╮╰╯─█▀▄▔▁") for row in rows]
    return " ".join(" ".join(parts).split())


def screen_rows(app) -> list[str]:
    """The terminal now, one string per row (what a player reads, row by row)."""
    from rich.console import Console
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens))
    return console.export_text().splitlines()


def widget_rows(app, widget) -> list[str]:
    """The rows of the screen inside `widget`, borders and scrollbars left out."""
    region = widget.scrollable_content_region
    rows = screen_rows(app)[region.y:region.bottom]
    return [row[region.x:region.right].rstrip() for row in rows]


def squash(text: str) -> str:
    """Runs of whitespace as one space: wrapped text compares equal to its line."""
    return " ".join(text.split())
