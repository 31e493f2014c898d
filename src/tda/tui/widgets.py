"""The table's widgets. Each one renders a slice of a PlayerView it is given
(attributes down); choices go back up as messages (messages up)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tda.engine import Action, Card, PlayerView
from tda.recap import TableChanges
from tda.text import possessive, subject

from .recap_view import delta_text, flight_chip, gone_text, hand_chip
from .render import action_card, card_chip, card_details, names_of, option_label, plain, seat_name


class StatusBar(Static):
    """Whose turn it is first (it must survive a narrow terminal), then whether the
    weakest flight wins, the stakes, gambit and round, deck and discard. (The leader
    is marked in the seats table.)"""

    def show(self, view: PlayerView, thinking: int | None,
             changes: TableChanges | None = None) -> None:
        names = names_of(view)
        # One line, cut at its end: whatever is cut is also shown elsewhere on the table.
        text = Text(no_wrap=True, overflow="ellipsis")
        if view.to_act is None:
            text.append("Game over", style="bold reverse")
        elif thinking is not None:
            text.append(f"▶ {subject(names[thinking], 'is thinking…')}", style="bold italic")
        else:
            text.append(f"▶ {names[view.to_act]} to act", style="bold reverse")
        if view.weakest_wins:
            text.append("  WEAKEST FLIGHT WINS", style="bold reverse")
        text.append(f"  Stakes {view.stakes} gold", style="bold yellow")
        text.append_text(delta_text(changes.stakes if changes else 0))
        text.append(f"  Gambit {view.gambit} · Round {view.round}", style="bold")
        text.append(f"  Deck {view.deck_count} · Discard {len(view.discard)}")
        self.update(text)


class SeatsTable(Static):
    """Every seat: name, hoard, hand size and flight in play order."""

    def show(self, view: PlayerView, thinking: int | None,
             changes: TableChanges | None = None, last: str | None = None) -> None:
        """`changes`: since the viewer's last turn; `last`: the last card played."""
        table = Table(box=None, padding=(0, 1), expand=True, show_edge=False)
        table.add_column("", width=2, no_wrap=True)
        table.add_column("seat", no_wrap=True, max_width=16)
        table.add_column("gold", justify="right", no_wrap=True)
        table.add_column("hand", justify="right", no_wrap=True)
        table.add_column("flight", ratio=1)
        for seat, name in enumerate(names_of(view)):
            mark = "▶" if seat == view.to_act else ("…" if seat == thinking else "")
            if view.knocked_out[seat]:
                mark = "✗"
            label = Text(name, style="bold" if seat == view.leader else "")
            if seat == view.leader:
                label.append(" (lead)", style="dim")
            flight = Text(" ").join(flight_chip(c, c.id in view.triggered, changes, last)
                                    for c in view.flights[seat])
            for key in sorted(view.collected[seat]):
                kind, what = key.split(":")
                flight.append(f"  [{what} {kind} flight]", style="bold green")
            total = sum(c.strength for c in view.flights[seat])
            if view.flights[seat]:
                flight.append(f"  = {total}", style="dim")
            gold = Text(str(view.hoards[seat]), style="yellow")
            gold.append_text(delta_text(changes.hoards[seat] if changes else 0))
            table.add_row(mark, label, gold, str(view.hand_counts[seat]), flight)
        self.update(table)


class AnteAndLedger(Static):
    """The ante row (backs until revealed) and the ruleset's ledgers, each on a line of
    its own. A long one wraps onto lines of its own and the box grows: no ledger ever
    pushes another out of sight."""

    def show(self, view: PlayerView, changes: TableChanges | None = None) -> None:
        self.update(Group(*ledger_lines(view, changes)))


def ledger_lines(view: PlayerView, changes: TableChanges | None = None) -> list[Text]:
    """The ante; the live ante effects (revised); debts or the hole; known specials."""
    lines = [ante_text(view)]
    live = [card.name for card in view.ante if card is not None and card.id in view.ante_effects]
    if live:
        line = Text("Ante effects live: ", style="bold")
        line.append(", ".join(live), style="bold green")
        lines.append(line)
    lines.append(ledger_text(view, changes))
    if view.specials:
        line = Text("Specials in this game: ", style="bold")
        line.append(", ".join(card.name.removeprefix("The ") for card in view.specials))
        lines.append(line)
    return lines


def ante_text(view: PlayerView) -> Text:
    text = Text("Ante: ", style="bold")
    if not view.ante:
        text.append("—", style="dim")
        return text
    chips = []
    for card in view.ante:
        chip = card_chip(card)
        if card is not None and card.id in view.ante_effects:
            chip.append("+", style="bold green")  # named on the ante effects line
        chips.append(chip)
    return text.append_text(Text(" ").join(chips))


def ledger_text(view: PlayerView, changes: TableChanges | None = None) -> Text:
    """Debts in the order incurred (original: repaid as gold comes; revised: settled at the
    gambit's end), and the Legendary hole."""
    text = Text()
    if view.ruleset == "legendary":
        shares = [f"{seat_name(view, s)} {h}" for s, h in enumerate(view.hole) if h]
        text.append("Hole: ", style="bold")
        text.append(f"{view.hole_total} gold", style="yellow")
        text.append_text(delta_text(changes.hole_total if changes else 0))
        text.append(f"; owed this gambit: {', '.join(shares) if shares else 'nothing'}")
        return text
    title = "Debts (settled at gambit end): " if view.ruleset == "revised" else "Debts: "
    text.append(title, style="bold")
    if not view.debts:
        text.append("none", style="dim")
    for i, (debtor, creditor, amount) in enumerate(view.debts):
        if i:
            text.append("; ")
        text.append(f"{seat_name(view, debtor)} → {seat_name(view, creditor)} {amount}")
    return text


class HandRow(Static):
    """The hand of the human whose private view is shown (or a notice)."""

    def show(self, view: PlayerView, owner: int | None,
             changes: TableChanges | None = None) -> None:
        if owner is None:
            self.update(Text("Hands are hidden between turns.", style="dim italic"))
            return
        text = Text(f"{possessive(seat_name(view, owner))} hand: ", style="bold")
        text.append_text(Text(" ").join(hand_chip(c, changes) for c in view.hand) if view.hand
                         else Text("empty", style="dim"))
        text.append_text(gone_text(changes))
        self.update(text)


class CardDetail(Static):
    """Full text of the card under the cursor, or of the card whose power asks."""

    def show_card(self, card: Card | None, note: str = "") -> None:
        if card is None:
            self.update(Text("Move through the choices to read a card.", style="dim"))
            return
        text = Text(note + "\n", style="italic") if note else Text()
        text.append_text(card_details(card))
        self.update(text)


class DecisionQuestion(Static):
    """The question of the decision due now, wrapped to the panel's width (never
    cut off), or what the table is waiting for."""

    def ask(self, text: str, style: str = "bold") -> None:
        self.update(Text(text, style=style))


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
        def __init__(self, action: Action) -> None:
            self.action = action
            super().__init__()

    class Focused(Message):
        def __init__(self, card: Card | None) -> None:
            self.card = card
            super().__init__()

    def show(self, view: PlayerView, cards: dict[str, Card]) -> None:
        """The options of `view.decision`, each told with its consequence (the
        engine's words, which the log repeats once chosen)."""
        decision = view.decision
        actions = list(decision.options)
        self._actions = actions
        self._cards = cards
        self.clear_options()
        for i in range(len(actions)):
            key = f"{i + 1}." if i < 9 else "  "
            self.add_option(Option(hanging(key, option_label(decision, i)), id=str(i)))
        if actions:
            self.highlighted = 0

    def hide(self, message: str = "") -> None:
        self._actions = []
        self.clear_options()
        if message:
            self.add_option(Option(plain(message), disabled=True))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None and getattr(self, "_actions", None):
            self.post_message(self.Chosen(self._actions[int(event.option.id)]))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id is not None and getattr(self, "_actions", None):
            action = self._actions[int(event.option.id)]
            self.post_message(self.Focused(action_card(action, self._cards)))

    def pick_number(self, number: int) -> bool:
        actions = getattr(self, "_actions", [])
        if 1 <= number <= min(9, len(actions)):
            self.post_message(self.Chosen(actions[number - 1]))
            return True
        return False


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
        yield Static(id="log-text")

    def on_mount(self) -> None:
        self.anchor()

    @property
    def is_at_end(self) -> bool:
        """The newest line is in view (or was, before the latest lines were laid out)."""
        return self.max_scroll_y == 0 or self.scroll_y >= self.max_scroll_y

    def show_lines(self, lines: Sequence[Text | str]) -> None:
        following = self._following
        added = max(0, len(lines) - self._total)
        self._total = len(lines)
        self.query_one("#log-text", Static).update(Text("\n").join(
            Text(line) if isinstance(line, str) else line for line in lines[-self.MAX_LINES:]))
        if added and not following:
            self._unseen += added
            hint = f" · {self.jump_key}: latest" if self.jump_key else ""
            self.border_subtitle = f"▼ {self._unseen} new below{hint}"
        self.call_after_refresh(self._repaint_scrollbar)

    def on_resize(self) -> None:
        self.call_after_refresh(self._repaint_scrollbar)

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
