"""Helpers shared by the TUI tests."""

import asyncio
import html
import re

from tda.tui.table_screen import TableScreen


async def wait_for(pilot, predicate, timeout=30.0):
    """Let workers and timers run until `predicate()` holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        assert loop.time() < deadline, "timed out waiting for the screen"
        await pilot.pause(0.02)


def table_of(app) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


def screen_text(app) -> str:
    """Everything visible on the terminal now, as plain text."""
    svg = app.export_screenshot()
    text = re.sub(r"<[^>]+>", "", svg)
    return html.unescape(text).replace("\xa0", " ")
