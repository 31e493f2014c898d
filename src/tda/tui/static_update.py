"""Updating a Static without the work Textual would do for nothing (issue 19).

`Static.update` re-lays out the whole screen by default, in case the new content is
higher or lower, and that redraws every widget that moved or was resized. At the
table most updates keep the height (the same card text length, the same status
line) or change nothing at all.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.visual import visualize
from textual.widgets import Static


def same_content(old: Any, new: Any) -> bool:
    """Whether `new` shows exactly what `old` shows (only Rich Text is compared: a
    table or a group always counts as new; a Text once shown is never changed)."""
    if old is new:
        return True
    if not (isinstance(old, Text) and isinstance(new, Text)):
        return False
    return (old.plain == new.plain and old.spans == new.spans and old.style == new.style
            and old.justify == new.justify and old.overflow == new.overflow
            and old.no_wrap == new.no_wrap and old.end == new.end)


def show_content(widget: Static, content: Any) -> None:
    """`widget.update(content)`, minus the work it can skip (issue 19): nothing when the
    widget shows that already, and no layout pass over the whole screen when the new
    content is as many lines high as the old at the widget's width (a plain update
    re-lays out the screen, which redraws every widget that moved or was resized)."""
    if same_content(widget.content, content):
        return
    width, height = getattr(widget, "_content_height_cache", (None, 0))
    auto_width = widget.styles.width is not None and widget.styles.width.is_auto
    if not isinstance(width, int) or not width or auto_width:
        widget.update(content)
        return
    markup = getattr(widget, "_render_markup", True)
    visual = visualize(widget, content, markup=markup)
    # Textual measures a widget's content the same way (Widget.get_content_height).
    if visual.get_height(widget.styles, width) != height:  # type: ignore[arg-type]
        widget.update(content)
        return
    widget.update(content, layout=False)
    # The update forgot the content's height; it is the old one, at the same width.
    widget._content_height_cache = (width, height)
