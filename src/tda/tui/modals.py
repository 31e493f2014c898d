"""Modal screens: the hot-seat cover, quit confirmation, gambit and game summaries."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from tda.i18n import N_, _, pgettext
from tda.text import is_you

from .app_calls import table_app
from .render import gold_bars, no_gold, plain
from .widgets import SaidFooter

TOTAL_WIDTH = 6  # a match's total at the end of a chart row (the chart gives up as much)
CHART_WIDTH = 40  # the game-over box is 70 wide: border, padding and the name column
LABEL_WIDTH = 22  # the name column (tda.tcss .chart-label), wider for a longer name
MIN_BARS = 12  # what a very long name leaves the bars
BUTTONS_ROOM = 64  # the game-over box's width inside its border and padding (tda.tcss)
BUTTON_EDGES = 2  # a compact button's label has a cell either side
BUTTON_GAP = 2  # #gameover-buttons Button's margin-right


class PassCover(ModalScreen[None]):
    """Covers the whole table until the named player takes the keyboard."""

    # q (and Ctrl+C, the app's) quits from here too: the game is saved
    BINDINGS = [Binding("enter,space", "ready", N_("I am NAME"), show=False),
                Binding("q", "app.request_quit", N_("Save and quit"), show=False)]

    def __init__(self, name: str, reason: str) -> None:
        super().__init__()
        self.player = name
        self.reason = reason

    def compose(self) -> ComposeResult:
        with Vertical(id="cover-box"):
            name = self.player
            yield Label(plain(_("Pass the keyboard to you") if is_you(name) else
                              _("Pass the keyboard to {name}").format(name=name)),
                        id="cover-title")
            yield Label(plain(self.reason), id="cover-reason")
            yield Label(plain(_("{name}: press Enter when nobody else is looking.").format(
                name=name)))
            with Horizontal(id="cover-buttons"):
                yield Button(plain(_("I am {name}").format(name=name)), id="cover-ready",
                             variant="primary")
                yield Button(_("Save and quit (q)"), id="cover-quit")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cover-quit":
            table_app(self).action_request_quit()
        else:
            self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)


class Confirm(ModalScreen[bool]):
    """A yes-or-no question: y (or its button) says yes; n, Escape (or its button) no."""

    BINDINGS = [Binding("y", "answer(True)", N_("Yes")),
                Binding("n,escape", "answer(False)", N_("No"))]
    YES = N_("Yes (y)")
    NO = N_("No (n)")

    def __init__(self, message: str | Text | None = None, yes: str | None = None,
                 no: str | None = None, careful: bool = False) -> None:
        """`careful`: the answer that loses something is yes, so no has the focus and
        a stray Enter keeps it (issue 27.16: Enter deleted a save for good). `message`,
        `yes` and `no` come said already (None: the usual words)."""
        super().__init__()
        self.message = _("Are you sure?") if message is None else message
        self.yes = yes or _(self.YES)
        self.no = no or _(self.NO)
        self.careful = careful

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.message if isinstance(self.message, Text) else Text(self.message))
            with Horizontal(id="confirm-buttons"):
                yield Button(self.yes, id="yes", variant="error")
                yield Button(self.no, id="no", variant="primary")

    def on_mount(self) -> None:
        if self.careful:
            self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class ConfirmQuit(Confirm):
    """Quit the game at the table? One per app, asked again with `ask` (building and
    drawing a new one over a dimmed table took most of a `q` key's time, issue 19);
    opaque for the same reason: dimming the table repainted every cell under it."""

    YES = N_("Quit (y)")
    NO = N_("Keep playing (n)")
    DEFAULT_CSS = "ConfirmQuit { background: $background; }"

    def __init__(self, message: str | Text | None = None) -> None:
        super().__init__(_("Quit this game?") if message is None else message)

    def ask(self, message: str) -> None:
        """The question for this time; the focus back on the first button, as new."""
        self.message = message
        if self.is_mounted:
            self.query_one("#confirm-box Static", Static).update(Text(message))
            self.query_one("#yes", Button).focus()


class GambitSummary(ModalScreen[None]):
    """Who won the gambit, what and why."""

    BINDINGS = [Binding("enter,space,escape", "close", N_("Continue"), key_display="Enter"),
                Binding("q", "app.request_quit", N_("Quit")),
                Binding("down", "scroll(1)", show=False), Binding("up", "scroll(-1)", show=False),
                Binding("pagedown", "scroll(10)", show=False),
                Binding("pageup", "scroll(-10)", show=False)]
    AUTO_FOCUS = "#continue"  # the lines scroll by the keys above, the button keeps Enter

    def __init__(self, lines: list[Text | str], low: bool = False) -> None:
        super().__init__(classes="low" if low else None)  # low: the table's top in sight
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(id="summary-box"):
            # A long summary (a Power Play's items, a six-seat gambit) scrolls above
            # its button, which stays in sight (at 80x24 it was cut off the box).
            with VerticalScroll(id="summary-lines"):
                for line in self.lines:
                    yield Static(plain(line) if isinstance(line, str) else line)
            yield Button(_("Continue (Enter)"), id="continue", variant="primary")
        yield SaidFooter()  # its own keys, in place of the table's (which wait meanwhile)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, rows: int) -> None:
        self.query_one("#summary-lines", VerticalScroll).scroll_relative(y=rows, animate=False)


AGAIN = ("rematch", "next", "new-match")  # what `r` may do on the game-over screen


class GameOver(ModalScreen[str]):
    """Final standings (each total beside its share of the hole, the stakes left on the
    table) and each player's gold over the gambits (or another game's score over its
    rounds, under `chart_title`)."""

    # No button takes the focus by itself: a stray Enter (the one that closed the last
    # summary, pressed twice) dealt a rematch before the result was seen (issue 27.20).
    # The result stays until a key that names what comes next: r, n or q.
    AUTO_FOCUS = ""

    BINDINGS = [Binding("q,escape", "finish('quit')", N_("Quit")),
                Binding("r", "finish('rematch')", N_("Rematch")),
                Binding("r", "finish('next')", N_("Next game")),
                Binding("r", "finish('new-match')", N_("New match")),
                Binding("n", "finish('new')", N_("New game"))]

    def __init__(self, lines: list[Text | str], names: list[str],
                 history: list[tuple[int, ...]], hole_shares: dict[int, int] | None = None,
                 chart_title: str | None = None) -> None:
        super().__init__()
        self.lines, self.names, self.history = lines, names, history
        self.hole_shares = hole_shares or {}
        self.chart_title = chart_title or _(
            "Gold after each gambit (one scale for everyone; {no_gold} no gold):").format(
                no_gold=no_gold())
        self.match_line: str | None = None  # a match's standings (games in a row)
        self.next_game = False  # a match with games to come: `r` deals the next one
        self.match_title = ""
        self.match_totals: list[int] = []
        self.saved_as: str | None = None  # "tda replay NAME": on the box's lower edge
        self.only_quit = False  # a networked table: what comes next is not this screen's

    def in_match(self, line: str, next_game: bool, title: str, totals: list[int]) -> None:
        """This game is one of a match: show `line` (who leads or won) under the game's
        standings, each seat's match total at the end of its chart row, and offer the
        next game (`next_game`) where a rematch would be."""
        self.match_line, self.next_game, self.match_title = line, next_game, title
        self.match_totals = totals
        self.chart_title = _(
            "Gold after each gambit ({no_gold} none); right: the match total").format(
                no_gold=no_gold())

    def compose(self) -> ComposeResult:
        with Vertical(id="gameover-box") as box:
            if self.match_title:
                box.border_title = self.match_title
                box.add_class("in-match")  # a line more above: no blank row before the chart
            if self.saved_as:  # on the border: no row taken from six seats at 80x24
                box.border_subtitle = plain(_("saved: {command}").format(command=self.saved_as))
            for line in self.lines:
                yield Static(plain(line) if isinstance(line, str) else line)
            if self.match_line is not None:
                yield Static(Text(self.match_line, style="bold"), id="match-standings")
            yield Static(self.chart_title, classes="chart-title")  # a long legend wraps
            series = [[row[seat] for row in self.history] for seat in range(len(self.names))]
            totals = self.match_totals
            longest = max(map(len, self.names))
            labels = [chart_label(name, golds, self.hole_shares.get(seat, 0), longest)
                      for seat, (name, golds) in enumerate(zip(self.names, series, strict=True))]
            # Names are never cut (issue 27.9): the label column takes the longest one,
            # the bars what is left of the box.
            width = min(max(LABEL_WIDTH, *(cell_len(label) + 1 for label in labels)),
                        LABEL_WIDTH + CHART_WIDTH - MIN_BARS)
            bars = gold_bars(series, CHART_WIDTH + LABEL_WIDTH - width
                             - (TOTAL_WIDTH if totals else 0))
            for seat, label in enumerate(labels):
                with Horizontal(classes="chart-row"):
                    cell = Label(plain(label), classes="chart-label")
                    cell.styles.width = width
                    yield cell
                    yield Static(bars[seat], classes="chart")
                    if totals:  # the match's gold in all, lined up at the right
                        yield Label(f"{totals[seat]:>{TOTAL_WIDTH}}", classes="match-total")
            label = {"next": _("Next game (r)"), "new-match": _("New match (r)")}.get(
                self.again) or _("Rematch (r)")
            labels = [label, _("New game (n)"), _("Quit (q)")]
            # One row, unless the words are too wide for it (a language wider than
            # English): then one button under another, none cut off.
            row = sum(cell_len(text) + BUTTON_EDGES + BUTTON_GAP for text in labels)
            with Horizontal(id="gameover-buttons",
                            classes="stacked" if row > BUTTONS_ROOM else None):
                # compact: one row each, so six seats' standings fit at 80x24
                if not self.only_quit:
                    yield Button(labels[0], id=self.again, variant="primary", compact=True)
                    yield Button(labels[1], id="new", compact=True)
                yield Button(labels[2], id="quit", compact=True)
        yield SaidFooter()  # its own keys, in place of the table's


    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_finish(self, choice: str) -> None:
        self.dismiss(choice)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """`r` is one of three, by where the game stands: the next game of a match,
        a new match after its last game, or a rematch of a game on its own."""
        if action == "finish" and parameters and parameters[0] != "quit" and self.only_quit:
            return False
        if action == "finish" and parameters and parameters[0] in AGAIN:
            return parameters[0] == self.again
        return True

    @property
    def again(self) -> str:
        """What `r` does here: "next", "new-match" or "rematch"."""
        if self.next_game:
            return "next"
        return "new-match" if self.match_line is not None else "rematch"


def chart_label(name: str, line: list[int], hole_share: int, longest: int = 10) -> str:
    """'Ann        40→45+7': first and last gambit's gold, plus the hole's share, which
    comes after the last gambit, so the sum is the figure in the standings."""
    share = f"+{hole_share}" if hole_share else ""
    to = pgettext("mark: gold from the first gambit to the last", "→")
    return f"{name:<{max(10, longest)}} {line[0]:>3}{to}{line[-1]}{share}"  # names in line
