"""Showing what changed since a player's last turn: the recap panel, the private
results a player acknowledges before the keyboard passes on, and the marks the
table's widgets add (gold deltas, new and fresh cards). The facts come from the
game's words (lines of `tda.words.recap`); this module only draws them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Label, Static

from tda.i18n import N_, _, ngettext, pgettext
from tda.words.recap import Recap, RecapLine

from .render import plain
from .widgets import SaidFooter

# How a game's screen draws a part of a recap line that is not words (a card, as its chip).
Chip = Callable[[Any], Text]


def as_words(part: object) -> Text:
    return plain(str(part))


def recap_line_text(line: RecapLine, chip: Chip = as_words) -> Text:
    """Words as plain text (names may hold anything), cards as the game's chips."""
    text = Text()
    for part in line.parts:
        text.append_text(plain(part) if isinstance(part, str) else chip(part))
    if line.mine:
        text.stylize("bold")
    return text


BULLET_WIDTH = 2  # the bullet and the space after it


def recap_table(recap: Recap, chip: Chip = as_words) -> Table:
    """One bulleted row per line; a long line wraps under its own text, not the bullet."""
    grid = Table.grid(padding=(0, 1, 0, 0), expand=True)
    grid.add_column(width=1, style="dim")
    # fold, not ellipsis: a Japanese line has no spaces to wrap at, and a cell would
    # cut its words short (issue 31.3)
    grid.add_column(ratio=1, overflow="fold")
    if recap.earlier:
        grid.add_row("", Text(ngettext("{count} more before this: see the log",
                                       "{count} more before this: see the log",
                                       recap.earlier).format(count=recap.earlier),
                              style="dim italic"))
    bullet = pgettext("mark: bullet, one cell", "•")
    for line in recap.lines:
        grid.add_row(bullet, recap_line_text(line, chip))
    return grid


def fitted(recap: Recap, width: int, height: int, console: Console,
           chip: Chip = as_words) -> Recap:
    """The newest lines of `recap` that fit `height` rows at `width` columns, so the
    panel never needs scrolling; the rest is counted as earlier (the log has it)."""
    if width <= BULLET_WIDTH or height <= 0:
        return recap  # not laid out yet: the next fit will cut
    rows = [len(recap_line_text(line, chip).wrap(console, width - BULLET_WIDTH))
            for line in recap.lines]
    keep, used = 0, 0
    for count in reversed(rows):
        left_out = keep + 1 < len(rows) or recap.earlier
        if used + count + (1 if left_out else 0) > height:
            break
        keep, used = keep + 1, used + count
    keep = max(keep, 1)  # the newest line, even if it must be cut
    return Recap(recap.lines[-keep:], recap.earlier + len(recap.lines) - keep)


class RecapPanel(Static):
    """Since your last turn: shown in place of the card text when a turn begins.
    It takes at most SHARE of the side column (the log keeps the rest) and shows
    the newest lines that fit there, so nothing needs scrolling."""

    SHARE = 0.8  # tda.tcss gives #recap the same max-height

    recap: Recap | None = None

    def __init__(self, *, chip: Chip = as_words, id: str | None = None) -> None:
        super().__init__(id=id)
        self.chip = chip  # the game's cards in a line

    def show_recap(self, recap: Recap | None) -> None:
        self.recap = recap
        self.fit()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        if self.recap is None:
            self.update("")
            return
        side = self.parent.size if isinstance(self.parent, Widget) else None
        gutter = self.styles.gutter
        width = side.width - gutter.width if side else 0
        height = int(side.height * self.SHARE) if side else 0
        room = getattr(self.parent, "room_above_log", None)  # the log keeps its rows
        if room is not None and side:
            height = min(height, room())
        height = height - gutter.height if side else 0
        recap = fitted(self.recap, width, height, self.app.console, self.chip)
        self.update(recap_table(recap, self.chip))


class PrivateResults(ModalScreen[None]):
    """What a player's own action showed them alone, kept on screen until they press
    Enter: the hot-seat cover for the next player comes only after."""

    BINDINGS = [Binding("enter,space,escape", "close", N_("Continue"), key_display="Enter"),
                Binding("q", "app.request_quit", N_("Quit"))]

    def __init__(self, name: str, lines: Sequence[RecapLine | Text],
                 hint: str | None = None, chip: Chip = as_words) -> None:
        super().__init__()
        self.chip = chip  # the game's cards in a line
        self.player = name
        self.lines = lines
        self.hint = hint or _("{name}: press Enter, then pass the keyboard.").format(name=name)

    def compose(self) -> ComposeResult:
        with Vertical(id="private-box"):
            yield Label(plain(_("Only {name} sees this").format(name=self.player)),
                        id="private-title")
            for line in self.lines:  # a game without recap lines gives styled text
                yield Static(line if isinstance(line, Text) else recap_line_text(line, self.chip))
            yield Label(plain(self.hint), id="private-hint")
            yield Button(_("Continue (Enter)"), id="private-continue", variant="primary")
        yield SaidFooter()  # its own keys, in place of the table's (which wait meanwhile)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
