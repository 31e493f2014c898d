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


class KeptScreen(Screen):
    _styled_at: int | None = None  # the app's CSS count when this screen was last styled

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler (Textual calls each class's handler, the
        # subclass first), which then restyles only if asked to.
        count = getattr(self.app, "_css_update_count", None)
        if event.refresh_styles and count is not None and count == self._styled_at:
            event.refresh_styles = False
        self._styled_at = count
