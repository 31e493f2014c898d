"""Screens built once and pushed again and again (the help): pushing one back skips
Textual's restyling of every widget on it when no style can have changed.

Textual restyles a screen's whole tree each time it is pushed, in case the theme or
the stylesheet changed while it was away. The help holds hundreds of widgets (the
rules as Markdown, every card), so that pass was most of the CPU `?` cost at the
table (issue 19). The app counts its stylesheet's invalidations; while the count is
the one this screen was last styled at, its styles are still right.
"""

from __future__ import annotations

from textual import events
from textual.screen import Screen

SETTLE_BEAT = 0.1  # seconds between layouts ahead, for the widgets' own resizing to run


class KeptScreen(Screen):
    _styled_at: int | None = None  # the app's CSS count when this screen was last styled

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler (Textual calls each class's handler, the
        # subclass first), which then restyles only if asked to.
        count = getattr(self.app, "_css_update_count", None)
        if event.refresh_styles and count is not None and count == self._styled_at:
            event.refresh_styles = False
        self._styled_at = count

    def style_ahead(self, settle: int = 3) -> None:
        """Style and lay out this screen while it is off screen, at the terminal's size,
        so that its first showing only draws it. Textual's own steps for a screen
        (`update_node_styles`, `_refresh_layout`, as its resume and resize do); the
        count styled at is kept, or the first showing would restyle it all again
        (issue 27.21: that restyle was nine tenths of the first `?`).

        Widgets go on settling after a first layout (the Markdown mounts its blocks,
        bringing their styles; text wraps to its new width and asks for another
        layout); off screen Textual keeps all that for the first showing, so it is
        done here again, a beat later, up to `settle` times."""
        if self.is_current or not self.is_attached:
            return  # shown meanwhile: Textual styles and lays it out as usual
        count = getattr(self.app, "_css_update_count", None)
        if count is None or count != self._styled_at:
            self.update_node_styles(animate=False)
            self._styled_at = count
        refresh_layout = getattr(self, "_refresh_layout", None)
        if refresh_layout is None:
            return
        refresh_layout(self.app.size)
        self._layout_required = False
        if settle > 1:
            self.set_timer(SETTLE_BEAT, lambda: self.style_ahead(settle - 1),
                           name="style ahead")
