"""The table's widgets every game shares: the question, the options, the log. Each
renders what it is given (attributes down); choices go back up as messages."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from rich.cells import cell_len
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.strip import Strip
from textual.widgets import Checkbox, Footer, OptionList, SelectionList, Static
from textual.widgets._footer import FooterKey
from textual.widgets._toggle_button import ToggleButton
from textual.widgets.option_list import Option, OptionDoesNotExist

from tda.i18n import _, ngettext, pgettext

from .log_text import LogText, line_key
from .render import NBSP, option_label, plain
from .static_update import show_content


class DecisionQuestion(Static):
    """The question of the decision due now, wrapped to the panel's width (never
    cut off), or what the table is waiting for."""

    def ask(self, text: str, style: str = "bold") -> None:
        show_content(self, Text(text, style=style))


def hanging(key: str, label: Text) -> Table:
    """An option's number and words, the words wrapping under themselves (not
    under the number) so each option reads as one block."""
    row = Table.grid(expand=True)
    row.add_column(width=len(key) + 1, no_wrap=True)
    row.add_column(ratio=1)
    row.add_row(key, label)
    return row


class DecisionPanel(OptionList, inherit_bindings=False):
    """The options of the decision due now; number keys pick directly."""

    # OptionList's own keys without PgUp/PgDn/End: at the table those move the log.
    BINDINGS = [Binding("down", "cursor_down", show=False), Binding("up", "cursor_up", show=False),
                Binding("home", "first", show=False), Binding("enter", "select", show=False)]

    class Chosen(Message):
        """An option taken; `generation` names the list it was taken from, so a second
        key press queued behind the first never answers the decision after it."""

        def __init__(self, action: Any, generation: int | None = None) -> None:
            self.action = action
            self.generation = generation
            super().__init__()

    generation = 0  # how many option lists this panel has shown

    class Focused(Message):
        """An option is highlighted: its card (if the game's panel names one), its
        action and its place in the list."""

        def __init__(self, card: Any, action: Any = None, index: int | None = None) -> None:
            self.card = card
            self.action = action
            self.index = index
            super().__init__()

    def show(self, decision: Any, label: Callable[[Any, int], Text] = option_label,
             card_of: Callable[[Any], Any] | None = None) -> None:
        """The options of `decision`, each told with its consequence by `label` (by
        default the engine's words, which the log repeats once chosen); `card_of`
        names the card an option plays, for the Focused message."""
        actions = list(decision.options)
        self._actions = actions
        self._card_of = card_of
        self.generation += 1
        self.clear_options()
        for i in range(len(actions)):
            key = f"{i + 1}." if i < 9 else "  "
            self.add_option(Option(hanging(key, label(decision, i)), id=str(i)))
        if actions:
            self.highlighted = 0

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        """The scrollbar came or went, so the options' width changed: measure their
        heights again. OptionList keeps the line counts it measured when the options
        were added, and a long option (the draft's "Pick Diplomacy") lost its last
        line when a scrollbar narrowed the list after that (issue 27.14)."""
        self._clear_caches()

    def hide(self, message: str = "") -> None:
        self._actions = []
        self.clear_options()
        if message:
            self.add_option(Option(plain(message), disabled=True))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None and getattr(self, "_actions", None):
            self.post_message(self.Chosen(self._actions[int(event.option.id)], self.generation))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id is not None and getattr(self, "_actions", None):
            index = int(event.option.id)
            action = self._actions[index]
            card = self._card_of(action) if self._card_of is not None else None
            self.post_message(self.Focused(card, action, index))

    def pick_number(self, number: int) -> bool:
        actions = getattr(self, "_actions", [])
        if 1 <= number <= min(9, len(actions)):
            self.post_message(self.Chosen(actions[number - 1], self.generation))
            return True
        return False


def key_said(display: str) -> str:
    """A binding's key as the footer shows it in the table's language: the arrows are
    East Asian Ambiguous, two cells in many Japanese terminals, so a language may name
    them in words (issue 31). Other keys are shown as the keyboard prints them."""
    said = {"→": pgettext("key", "→"), "←": pgettext("key", "←"),
            "↑ ↓": pgettext("key", "↑ ↓")}
    return said.get(display, display)


class SaidFooter(Footer):
    """Textual's footer, each key's description said in the table's language, and
    fitted to the screen's width.

    Bindings are made when a class is defined, before a language is picked (and a
    test changes the language after the import), so their descriptions stay the
    English message (marked with N_) and are looked up here, as each key is drawn.

    Words wider than English (Japanese, the pseudo-language) ran the last keys off
    the screen or under the palette key (issue 29, issue 31.3). A footer that does
    not fit is drawn compact (no padding around the keys), then without the keys
    before the last from its end (the first key and the last, the way out, stay);
    every key is still in the help's Keys tab and the command palette. A footer
    that fits is drawn as Textual draws it."""

    _hidden: frozenset[str] = frozenset()  # the actions of the keys left out
    _squeezed = False  # drawn compact by `_fit`, not by its maker
    _fit_for: tuple | None = None  # the width and keys `_hidden` was worked out for

    def compose(self):
        if self._bindings_ready:
            shown = (self.app.size.width, tuple(
                binding.action for (_, binding, _e, _t) in self.screen.active_bindings.values()
                if binding.show))
            if shown != self._fit_for:  # other keys or another width: fit them anew
                self._fit_for, self._hidden = shown, frozenset()
                if self._squeezed:
                    self._squeezed = False
                    self.set_reactive(Footer.compact, False)
                    self.set_class(False, "-compact")
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                if widget.action in self._hidden and not widget.has_class("-command-palette"):
                    continue
                widget.description = _(widget.description) if widget.description else ""
                widget.key_display = key_said(widget.key_display)
                if widget.tooltip:
                    widget.tooltip = _(str(widget.tooltip))
            yield widget
        if self._bindings_ready:
            self._fit_tries = 0
            self.call_after_refresh(self._fit)

    _fit_tries = 0  # refreshes waited for the keys to be laid out

    def on_resize(self) -> None:
        if self._squeezed:
            self.call_after_refresh(self.recompose)  # it may fit whole now
        elif self._bindings_ready:
            self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        """Draw the keys compact, then leave keys out, until they end before the
        palette key (the screen's edge without one)."""
        if not self.is_attached:
            return
        found = list(self.query(FooterKey))
        palette = next((k for k in found if k.has_class("-command-palette")), None)
        keys = [k for k in found if k is not palette]
        if not keys:
            return
        if not all(k.region.width for k in found):  # not laid out yet (a screen coming in)
            self._fit_tries += 1
            if self._fit_tries < 20:
                self.call_after_refresh(self._fit)
            return
        limit = palette.region.x if palette is not None else self.region.right
        over = max(k.region.right for k in keys) - limit
        if over <= 0:
            return
        if not self.compact:
            # Compact, each key takes a cell less (no padding around its key, a margin
            # after it) and the palette key a cell less.
            footprints = [k.region.width - 1 for k in keys]
            over -= len(keys) + (palette is not None)
        else:
            footprints = [k.region.width + 1 for k in keys]
        hidden = set(self._hidden)
        for key, footprint in zip(reversed(keys[1:-1]), reversed(footprints[1:-1]),
                                  strict=True):
            if over <= 0:
                break
            hidden.add(key.action)
            over -= footprint
        if self.compact and hidden == self._hidden:
            return  # nothing more to leave out
        self._hidden = frozenset(hidden)
        self._squeezed = self._squeezed or not self.compact
        self.compact = True
        self.call_after_refresh(self.recompose)


class QuietFooter(SaidFooter):
    """Textual's footer, rebuilt only when the keys it shows change. The plain footer
    removes and mounts every key again whenever the screen's bindings are refreshed (a
    focus change, a screen pushed or popped), even when nothing it shows changed:
    at the table that was a large share of the CPU a key like `?` or `q` cost (issue 19)."""

    _shown: tuple | None = None  # what the keys on show were built from

    def _keys(self) -> tuple:
        app = self.app
        return (self.show_command_palette, self.compact, tuple(
            (binding.key, app.get_key_display(binding), binding.description, binding.action,
             binding.group, enabled, tooltip)
            for (_, binding, enabled, tooltip) in self.screen.active_bindings.values()
            if binding.show or binding.key == app.COMMAND_PALETTE_BINDING))

    def compose(self):
        if self._bindings_ready:
            self._shown = self._keys()
        return super().compose()

    def bindings_changed(self, screen) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        if self.is_attached and self._keys() != self._shown:
            await self.recompose()


def wrap_at_spaces(line: Text, width: int) -> Text:
    """`line` wrapped at `width`, breaking at plain spaces only: a no-break space
    (inside a card's name) holds its words together, which Rich's own wrapping, at any
    whitespace, does not. A word wider than the row is left to Rich."""
    plain = line.plain
    if width <= 0 or NBSP not in plain or cell_len(plain) <= width:
        return line  # nothing held together: Rich wraps it as ever
    starts, row = [], 0
    for word in re.finditer(r"[^ ]+", plain):
        if word.start() > row and cell_len(plain[row:word.end()]) > width:
            starts.append(word.start())
            row = word.start()
    if not starts:
        return line
    rows = [part.copy() for part in line.divide(starts)]
    for part in rows:
        part.rstrip()
    return Text("\n").join(rows)


class GameLog(VerticalScroll):
    """The events this viewer may see, told in players' words (newest at the bottom).

    It follows the game: Textual's anchor keeps the panel at its end after every
    layout, so lines that arrive together and a resize both leave the newest event in
    view. Scrolling up releases the anchor; new events then raise a marker in the
    border until the player is back at the end."""

    MAX_LINES = 300  # older lines are dropped: the panel is a story, not an archive

    def __init__(self, *args, jump_key: str | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.jump_key = jump_key  # the key a screen binds to jump_to_end, named in the marker
        self._total = 0  # lines told so far (before the cap), to count what is new
        self._unseen = 0  # lines added while the player was scrolled up
        # Whether the panel follows the newest line. Kept as a flag rather than read
        # off the scroll position: lines added twice before a layout pass leave the
        # position short of the new end for a moment, which is not the player's doing.
        self._following = True

    def compose(self):
        yield LogText(id="log-text")  # each line drawn once (issue 29.7)

    def on_mount(self) -> None:
        self.anchor()

    @property
    def is_at_end(self) -> bool:
        """The newest line is in view (or was, before the latest lines were laid out)."""
        return self.max_scroll_y == 0 or self.scroll_y >= self.max_scroll_y

    _lines: Sequence[Text | str] = ()  # the lines shown, to wrap again on a resize
    _wrapped_at = 0  # the width they were wrapped at
    _wrapped: dict = {}  # line_key -> the line wrapped at that width

    def show_lines(self, lines: Sequence[Text | str]) -> None:
        following = self._following
        added = max(0, len(lines) - self._total)
        self._total = len(lines)
        self._lines = lines
        text = self.query_one("#log-text", LogText)
        width = text.content_region.width
        if width != self._wrapped_at:
            self._wrapped = {}
        self._wrapped_at = width
        # Each line wrapped once for a width (issue 29.7: the whole log was wrapped
        # again at every move), kept while it is on show.
        wrapped, self._wrapped = self._wrapped, {}
        shown = []
        for line in lines[-self.MAX_LINES:]:
            key = line_key(line)
            row = wrapped.get(key)
            if row is None:
                row = wrap_at_spaces(Text(line) if isinstance(line, str) else line, width)
            self._wrapped[key] = row
            shown.append(row)
        text.show_lines(shown)
        if added and not following:
            self._unseen += added
            if self.jump_key:
                marker = ngettext("▼ {count} new below · {key}: latest",
                                  "▼ {count} new below · {key}: latest", self._unseen)
            else:
                marker = ngettext("▼ {count} new below", "▼ {count} new below", self._unseen)
            self.border_subtitle = marker.format(count=self._unseen, key=self.jump_key)

        self.call_after_refresh(self._repaint_scrollbar)

    def on_resize(self) -> None:
        self.call_after_refresh(self._rewrap)
        self.call_after_refresh(self._repaint_scrollbar)

    def _rewrap(self) -> None:
        """The lines wrapped for the width the log has now."""
        if self._lines and self.query_one("#log-text", Static).content_region.width \
                != self._wrapped_at:
            total, self._total = self._total, len(self._lines)  # nothing new to count
            self.show_lines(self._lines)
            self._total = total

    def _repaint_scrollbar(self) -> None:
        # Anchoring moves the scroll position during layout without repainting the
        # scrollbar, which could then show its thumb short of the end.
        if self.show_vertical_scrollbar:
            self.vertical_scrollbar.refresh()

    def scroll_pages(self, pages: int) -> None:
        """Scroll by whole panels (negative: back in time), for the keyboard."""
        self.scroll_to(y=self.scroll_y + pages * self.scrollable_content_region.height,
                       animate=False, immediate=True)
        if self.is_at_end:  # back at the end (or nothing to scroll): follow again
            self.jump_to_end()
        else:
            self._following = False

    def jump_to_end(self) -> None:
        self.anchor()  # scrolls to the end and follows from now on
        self._following = True
        self._clear_marker()

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        if new >= self.max_scroll_y:  # the player scrolled back down (wheel, keys)
            self._following = True
            self._clear_marker()
        elif new < old:  # the player scrolled back (the anchor only ever moves down)
            self._following = False

    def _clear_marker(self) -> None:
        self._unseen = 0
        self.border_subtitle = ""


class TickBox(Checkbox):
    """A checkbox that is empty until ticked: Textual's draws a dim X either way, and
    "Secret until used" read as ticked when it was not (issue 27.19)."""

    def render(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "  # read as the button is drawn
        return super().render()


class SideColumn(Vertical):
    """The column beside the decision: the game's panels (card text, recap) above the
    log. A panel above never takes the log's last rows: at 80x24 with abilities the
    card text filled the column and the log had none, while the recap said "see the
    log" (issue 27.10). Each panel's own cap (its CSS max-height) still holds."""

    LOG_KEPT = 4  # two rows of the log and its border

    def on_resize(self) -> None:
        self.keep_log_rows()

    def room_above_log(self) -> int:
        """The rows the panels above the log may take together."""
        return max(3, self.size.height - self.LOG_KEPT)

    def keep_log_rows(self) -> None:
        room = self.room_above_log()
        for child in self.children:
            if isinstance(child, GameLog):
                continue
            cap = child.styles.base.max_height  # the stylesheet's cap, if any
            limit = room
            if cap is not None:
                limit = min(room, int(cap.resolve(self.size, self.app.size)))
            if child.styles.inline.max_height != limit:
                child.styles.max_height = limit


class TickList(SelectionList[str]):
    """A list of boxes to tick whose unticked boxes are empty: Textual draws them with
    a dim X, which new players read as ticked (issue 27.19)."""

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        try:
            option = self.get_option_at_index(self.scroll_offset.y + y)
        except OptionDoesNotExist:
            return line
        if option.value in self._selected:
            return line
        segments = list(line)
        inner = ToggleButton.BUTTON_INNER
        if len(segments) > 1 and segments[1].text == inner:
            segments[1] = Segment(" " * len(inner), segments[1].style)
            return Strip(segments, line.cell_length)
        return line


__all__ = ["DecisionPanel", "DecisionQuestion", "GameLog", "QuietFooter", "hanging",
           "show_content"]
