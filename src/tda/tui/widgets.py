"""The table's widgets. Each one renders a slice of a PlayerView it is given
(attributes down); choices go back up as messages (messages up)."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.message import Message
from textual.containers import VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tda.engine import Action, Card, PlayerView
from tda.recap import TableChanges
from tda.text import possessive, subject

from .recap_view import delta_text, flight_chip, gone_text, hand_chip
from .render import (action_card, card_chip, card_details, names_of, option_label, plain,
                     seat_name)


class StatusBar(Static):
    """Gambit, round, stakes, deck and discard counts, leader and turn."""

    def show(self, view: PlayerView, thinking: int | None,
             changes: TableChanges | None = None) -> None:
        names = names_of(view)
        turn = "—" if view.to_act is None else names[view.to_act]
        text = Text()
        text.append(f"Gambit {view.gambit} · Round {view.round}  ", style="bold")
        text.append(f"Stakes {view.stakes} gold", style="bold yellow")
        text.append_text(delta_text(changes.stakes if changes else 0))
        text.append(f"  Deck {view.deck_count} · Discard {len(view.discard)}  ")
        text.append(f"Leader {names[view.leader]} · Turn {turn}")
        if view.weakest_wins:
            text.append("  WEAKEST FLIGHT WINS", style="bold reverse")
        if thinking is not None:
            text.append(f"  {subject(names[thinking], 'is thinking…')}", style="italic")
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
    """The ante row (backs until revealed) and the ruleset's ledger."""

    def show(self, view: PlayerView, changes: TableChanges | None = None) -> None:
        text = Text("Ante: ", style="bold")
        if view.ante:
            chips = []
            for card in view.ante:
                chip = card_chip(card)
                if card is not None and card.id in view.ante_effects:
                    chip.append(" (ante effect live)", style="bold green")
                chips.append(chip)
            text.append_text(Text(" ").join(chips))
        else:
            text.append("—", style="dim")
        if view.specials:
            text.append("   Specials in this game: ", style="bold")
            text.append(", ".join(c.name for c in view.specials))
        text.append("\n")
        text.append_text(ledger_text(view, changes))
        self.update(text)


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


class DecisionPanel(OptionList):
    """The options of the decision due now; number keys pick directly."""

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
        for i, action in enumerate(actions):
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
    """The events this viewer may see, told in players' words (newest at the bottom)."""

    def compose(self):
        yield Static(id="log-text")

    def show_lines(self, lines: list[Text | str]) -> None:
        self.query_one("#log-text", Static).update(Text("\n").join(
            Text(line) if isinstance(line, str) else line for line in lines[-300:]))
        self.scroll_end(animate=False)
