"""Three-Dragon Ante's table widgets. Each one renders a slice of a PlayerView it is
given (attributes down)."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from tda.engine import Card, PlayerView
from tda.recap import TableChanges
from tda.text import possessive, subject

from ..recap_view import delta_text, flight_chip, gone_text, hand_chip
from ..render import card_chip, card_details, names_of, seat_name
from ..static_update import show_content


class StatusBar(Static):
    """Whose turn it is first (it must survive a narrow terminal), then whether the
    weakest flight wins, the stakes, gambit and round, deck and discard. (The leader
    is marked in the seats table.)"""

    # The table clock's text ("12:34" left, from the table screen every second; "" when
    # the table has no time limit) and the last view shown, to show the clock again.
    clock = ""
    clock_low = False  # under a minute left
    _shown: tuple | None = None

    def show_clock(self, text: str, low: bool = False) -> None:
        if (text, low) != (self.clock, self.clock_low):
            self.clock, self.clock_low = text, low
            if self._shown is not None:
                self.show(*self._shown)

    def show(self, view: PlayerView, thinking: int | None,
             changes: TableChanges | None = None) -> None:
        self._shown = (view, thinking, changes)
        names = names_of(view)
        # One line, cut at its end: whatever is cut is also shown elsewhere on the table.
        text = Text(no_wrap=True, overflow="ellipsis")
        if view.to_act is None:
            text.append("Game over", style="bold reverse")
        elif thinking is not None:
            text.append(f"▶ {subject(names[thinking], 'is thinking…')}", style="bold italic")
        else:
            text.append(f"▶ {names[view.to_act]} to act", style="bold reverse")
        # The time limit (rules/ABILITIES.md 5.1) right after whose turn it is.
        if view.time_called_in is not None and view.to_act is not None:
            text.append(f"  Time! Last gambit {view.time_called_in + 1}", style="bold red")
        elif self.clock and view.to_act is not None:
            text.append(f"  Time {self.clock}", style="bold red" if self.clock_low else "bold")
        if view.weakest_wins:
            text.append("  WEAKEST FLIGHT WINS", style="bold reverse")
        text.append(f"  Stakes {view.stakes} gold", style="bold yellow")
        text.append_text(delta_text(changes.stakes if changes else 0))
        text.append(f"  Gambit {view.gambit} · Round {view.round}", style="bold")
        text.append(f"  Deck {view.deck_count} · Discard {len(view.discard)}")
        show_content(self, text)


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
        show_content(self, table)


class AnteAndLedger(Static):
    """The ante row (backs until revealed) and the ruleset's ledgers, each on a line of
    its own. A long one wraps onto lines of its own and the box grows: no ledger ever
    pushes another out of sight."""

    def show(self, view: PlayerView, changes: TableChanges | None = None) -> None:
        show_content(self, Group(*ledger_lines(view, changes)))


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
            show_content(self, Text("Hands are hidden between turns.", style="dim italic"))
            return
        text = Text(f"{possessive(seat_name(view, owner))} hand: ", style="bold")
        text.append_text(Text(" ").join(hand_chip(c, changes) for c in view.hand) if view.hand
                         else Text("empty", style="dim"))
        text.append_text(gone_text(changes))
        show_content(self, text)


class CardDetail(Static):
    """Full text of the card under the cursor, or of the card whose power asks."""

    def show_card(self, card: Card | None, note: str = "") -> None:
        if card is None:
            show_content(self, Text("Move through the choices to read a card.", style="dim"))
            return
        text = Text(note + "\n", style="italic") if note else Text()
        text.append_text(card_details(card))
        show_content(self, text)
