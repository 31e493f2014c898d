"""The log's text, drawn a line at a time (issue 29.7).

The log grows by a line or two at every move, and a Static given the whole log again
wrapped, measured and drew all of its up to 300 lines each time: over a whole
game of tricks a fifth of the table's CPU. Here each line is wrapped and drawn
once for a width and kept; an update draws only the lines it has not seen, and the
screen reads exactly as one Static holding them all would draw it (a log line and its
rows are the same either way: a Static wraps each line of its text on its own).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import _RenderCache
from textual.widgets import Static


def line_key(line: Text | str) -> Hashable:
    """What a log line shows, as a key: a line told again the same is drawn again
    from the cache (a teller may build a new Text for an unchanged event)."""
    if isinstance(line, str):
        return line
    return (line.plain, tuple(line.spans), line.style, line.justify, line.overflow,
            line.no_wrap, line.end)


class LogText(Static):
    """A Static for a list of log lines that draws each line once per width."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._lines: list[Text] = []
        # line_key -> (width, its rows at that width), for the lines on show
        self._rows: dict[Hashable, tuple[int, list[Strip]]] = {}

    def show_lines(self, lines: Sequence[Text]) -> None:
        """Show `lines` (already wrapped where the log holds words together); lay the
        screen out again only when the height changes."""
        if len(lines) == len(self._lines) and all(
                a is b for a, b in zip(lines, self._lines, strict=True)):
            return  # what is on show already (Static.update would redraw it all)
        self._lines = list(lines)
        keys = {line_key(line) for line in lines}
        self._rows = {k: v for k, v in self._rows.items() if k in keys}
        width, height = self._content_height_cache
        if isinstance(width, int) and width and self._height(width) == height:
            self.refresh()  # same height: only this widget is drawn again
        else:
            self.clear_cached_dimensions()
            self.refresh(layout=True)

    def _line_rows(self, line: Text, width: int) -> list[Strip]:
        key = line_key(line)
        got = self._rows.get(key)
        if got is not None and got[0] == width:
            return got[1]
        # As Static draws its content (Widget._render_content), one line of it.
        rows = Visual.to_strips(self, visualize(self, line, markup=False), width, None,
                                self.visual_style)
        self._rows[key] = (width, rows)
        return rows

    def _height(self, width: int) -> int:
        return sum(len(self._line_rows(line, width)) for line in self._lines)

    def render(self):
        """The whole log as one Text (what a Static holding it would give)."""
        return Text("\n").join(self._lines) if self._lines else super().render()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if not self._lines or not width:
            return super().get_content_height(container, viewport, width)
        height = self._height(width)
        self._content_height_cache = (width, height)
        return height

    def _render_content(self) -> None:
        if not self._lines:
            super()._render_content()
            return
        width, height = self.size
        rows = [row for line in self._lines for row in self._line_rows(line, width)]
        self._render_cache = _RenderCache(self.size, rows[:height])
        self._dirty_regions.clear()
