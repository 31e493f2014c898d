"""Three-Dragon Ante's table widgets. Each one renders a slice of a PlayerView it is
given (attributes down)."""

from __future__ import annotations

import io

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from tda.cards.deckbuilding import IN_PLAY
from tda.engine import Card, PlayerView
from tda.games.three_dragon_ante.tui.abilities_setup import color_word
from tda.games.three_dragon_ante.tui.chips import (
    COLOR_WORDS,
    ability_title,
    card_chip,
    card_details,
    seat_name,
)
from tda.games.three_dragon_ante.words.cards import card_title
from tda.games.three_dragon_ante.words.phrases import ability_reminder, ability_text
from tda.games.three_dragon_ante.words.recap import TableChanges
from tda.i18n import N_, _, ngettext, pgettext
from tda.text import whose
from tda.tui.render import append_turn, chip_row, names_of, seat_mark
from tda.tui.static_update import show_content
from tda.words.recap import signed


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
        # One line: the words shorten to fit 80 columns (the discard count was cut off
        # with a time limit or the weakest flight winning); what still does not fit is
        # cut at its end, where nothing is that the table does not show elsewhere.
        width = self.content_region.width
        for short in range(3):
            text = self.line(view, thinking, changes, short)
            if not width or text.cell_len <= width:
                break
        # Still too wide at its shortest (a language wider than English): two rows
        # rather than the deck and discard cut off.
        wrapped = bool(width) and text.cell_len > width
        if wrapped:
            text.no_wrap, text.overflow = False, "fold"
        self.set_class(wrapped, "-wrapped")
        show_content(self, text)


    def on_resize(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)

    def line(self, view: PlayerView, thinking: int | None, changes: TableChanges | None,
             short: int = 0) -> Text:
        """The status line; `short` 1 drops "gold" and spaces, 2 shortens more words."""
        names = names_of(view)
        gap = "  " if not short else " "
        text = Text(no_wrap=True, overflow="ellipsis")
        if view.to_act is None:
            text.append(_("Game over"), style="bold reverse")
        else:
            append_turn(text, names, view.to_act, thinking)
        # The time limit (rules/ABILITIES.md 5.1) right after whose turn it is.
        if view.time_called_in is not None and view.to_act is not None:
            text.append(gap + _("Time! Last gambit {number}").format(
                number=view.time_called_in + 1), style="bold red")
        elif self.clock and view.to_act is not None:
            text.append(gap + _("Time {clock}").format(clock=self.clock),
                        style="bold red" if self.clock_low else "bold")
        if view.weakest_wins:
            text.append(gap + (_("WEAKEST WINS") if short > 1 else _("WEAKEST FLIGHT WINS")),
                        style="bold reverse")
        text.append(gap + (_("Stakes {amount}") if short else _("Stakes {amount} gold")).format(
            amount=view.stakes), style="bold yellow")
        text.append_text(delta_text(changes.stakes if changes else 0))
        if view.gambit:
            said = (_("Gambit {gambit}·Rd {round}") if short > 1 else
                    _("Gambit {gambit} · Round {round}"))
            text.append(gap + said.format(gambit=view.gambit, round=view.round), style="bold")
        else:  # the draft or Legendary's pick 'em, before the first deal
            text.append(gap + _("Before the first gambit"), style="bold")
        said = (_("Deck {deck}·Disc. {discard}") if short > 1 else
                _("Deck {deck} · Discard {discard}"))
        text.append(gap + said.format(deck=view.deck_count, discard=len(view.discard)))
        return text


class SeatsTable(Static):
    """Every seat: name, hoard, hand size and flight in play order."""

    def show(self, view: PlayerView, thinking: int | None,
             changes: TableChanges | None = None, last: str | None = None) -> None:
        """`changes`: since the viewer's last turn; `last`: the last card played."""
        table = Table(box=None, padding=(0, 1), expand=True, show_edge=False)
        table.add_column("", width=2, no_wrap=True)
        table.add_column(_("seat"), no_wrap=True, max_width=16)
        table.add_column(pgettext("column", "gold"), justify="right", no_wrap=True)
        table.add_column(_("hand"), justify="right", no_wrap=True)
        table.add_column(_("flight"), ratio=1)

        for seat, name in enumerate(names_of(view)):
            mark = seat_mark(seat, view.to_act, thinking)
            if view.knocked_out[seat]:
                mark = "✗"
            # (Legendary's disk is on the abilities line, where its marks are explained:
            # here, unexplained, it puzzled new players; issue 27.10.)
            label = Text(name, style="bold" if seat == view.leader else "")
            if seat == view.leader:
                label.append(" " + _("(lead)"), style="dim")
            flight = Text(" ").join(flight_chip(c, c.id in view.triggered, changes, last)
                                    for c in view.flights[seat])
            for key in sorted(view.collected[seat]):
                kind, what = key.split(":")
                done = (_("[{color} color flight]").format(color=color_word(what))
                        if kind == "color" and what in COLOR_WORDS else
                        _("[{strength} strength flight]").format(strength=what)
                        if kind == "strength" else f"[{what} {kind} flight]")
                flight.append("  " + done, style="bold green")
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

    def show(self, view: PlayerView, changes: TableChanges | None = None,
             cards: dict[str, Card] | None = None,
             ancestry: list[str | None] | None = None, secret: bool = False) -> None:
        self._shown = (view, changes, cards, ancestry, secret)
        show_content(self, Group(*ledger_lines(view, changes, cards, ancestry, secret,
                                               self.size.width)))

    _shown: tuple | None = None

    def on_resize(self) -> None:
        """The width decides between the abilities' full and short names (a table with
        no abilities draws the same at any width: no second drawing, whose timing would
        move the log)."""
        if self._shown is not None and self._shown[0].abilities:
            self.call_after_refresh(self.show, *self._shown)


def ledger_lines(view: PlayerView, changes: TableChanges | None = None,
                 cards: dict[str, Card] | None = None,
                 ancestry: list[str | None] | None = None, secret: bool = False,
                 width: int = 0) -> list[Text]:
    """The ante; the live ante effects (revised); debts or the hole; known specials;
    the character abilities and the cards known in other hands (with `cards`)."""
    lines = [ante_text(view)]
    ledger: Text | None = ledger_text(view, changes)
    if ledger is not None and width and view.ruleset == "legendary" \
            and lines[0].cell_len + len(BESIDE) + ledger.cell_len <= width:
        lines[0].append(BESIDE)  # one row for both: the log keeps it (issue 27.10)
        lines[0].append_text(ledger)
        ledger = None
    live = [card_title(card) for card in view.ante
            if card is not None and card.id in view.ante_effects]
    if live:
        line = Text(_("Ante effects live: "), style="bold")
        line.append(", ".join(live), style="bold green")
        lines.append(line)
    if ledger is not None:
        lines.append(ledger)
    if view.specials:  # the rest of the ten are in the deck too, unseen (custom, pick 'em)
        line = Text(_("Specials in this game: "), style="bold")
        # names apart by ", " in every language: a line wraps only at spaces (issue 31.3)
        line.append(", ".join(card_title(card).removeprefix("The ") for card in view.specials))
        unseen = IN_PLAY - len(view.specials)
        if unseen > 0:  # pick 'em: picks still to come before the deck is made
            more = (ngettext("{count} more to come", "{count} more to come", unseen)
                    if not view.gambit else
                    ngettext("{count} more unseen", "{count} more unseen", unseen))
            line.append("; " + more.format(count=unseen), style="italic")
        lines.append(line)
    if view.abilities:
        line = abilities_text(view, ancestry, secret)
        if width:  # the disk by its mark alone when that saves a row (the log keeps it)
            short = abilities_text(view, ancestry, secret, short=True)
            if rows(short, width) < rows(line, width):
                line = short
        lines.append(line)
    if cards is not None and any(view.known):
        lines.append(known_text(view, cards))
    return lines


BESIDE = "   "  # between the ante and the hole when they share a row


# Measures wrapped text as the screen draws it (no terminal: nothing is printed).
MEASURE = Console(file=io.StringIO(), width=200, color_system=None)


def rows(text: Text, width: int) -> int:
    """The rows `text` takes wrapped at `width`, as Rich wraps it: at spaces, a word
    too long folded, and a Japanese character two cells wide (issue 31.3)."""
    return len(text.wrap(MEASURE, width)) or 1


def disk_mark(ready: bool) -> str:
    """The Legendary disk's side as a mark: ● ready, ○ expended. The marks are the
    language's: ● and ○ are ambiguous-width, which terminals set to draw them wide
    draw in two cells, so Japanese writes its own (可 and 済)."""
    return pgettext("ability disk: ready", "●") if ready else \
        pgettext("ability disk: expended", "○")


def abilities_text(view: PlayerView, ancestry: list[str | None] | None = None,
                   secret: bool = False, short: bool = False) -> Text:
    """Each seat's character abilities as the viewer may see them: Legendary's disk
    (● ready, ○ expended) before the seat's abilities; an expended ability of the other
    editions struck through; "secret" for abilities not used yet (ruling A27): with
    `secret`, another seat's used ones are followed by "maybe more". `short`: the disk
    by its mark alone, the marks explained once at the line's start. Names are never
    cut: "Fast…" told a new player nothing (issue 27.10)."""
    text = Text(_("Abilities: "), style="bold")
    if short and view.disks:
        # one message, its parts styled by markup; the whole line is bold, as ever
        text = Text.from_markup(_(
            "Abilities ([green]{ready} ready[/green], [dim]{expended} expended[/dim]): ").format(
            ready=disk_mark(True), expended=disk_mark(False)), style="bold")

    for seat, held in enumerate(view.abilities):
        if seat:
            text.append(pgettext("between items", " · "))
        text.append(seat_name(view, seat), style="bold")
        if view.disks and held != ():  # a seat without abilities has no disk to show
            ready = view.disks[seat]
            words = ("" if short else " " + _("ready")) if ready else \
                ("" if short else " " + _("expended"))
            text.append(" " + disk_mark(ready) + words, style="green" if ready else "dim")
        text.append(": ")
        if held is None:
            text.append(_("secret"), style="italic dim")
            continue
        if not held:
            text.append(_("none"), style="dim")
        for i, ability in enumerate(held):
            ready = view.ability_ready[seat].get(ability, True)
            word = ability_title(ability)
            color = ancestry[seat] if ancestry else None
            if ability == "draconic-ancestry" and color:
                word += f" ({color_word(color)})"
            text.append(", " if i else "")  # a space: the line may wrap here
            if view.disks or ready:
                text.append(word, style="" if ready else "dim")
            else:
                text.append(word, style="dim strike")
                text.append("" if short else " " + _("(used)"), style="dim")
        if secret and seat != view.seat:  # only the ones used so far are known
            text.append(_(", maybe more, secret"), style="italic dim")
    return text


def known_text(view: PlayerView, cards: dict[str, Card]) -> Text:
    """The cards the viewer knows are in other hands (a look, a reveal), as they were."""
    text = Text(_("You know: "), style="bold")
    first = True
    for seat, ids in enumerate(view.known):
        if not ids:
            continue
        text.append("" if first else pgettext("between items", " · "))
        first = False
        text.append(_("{name} holds ").format(name=seat_name(view, seat)), style="bold")
        text.append_text(Text(" ").join(card_chip(cards[c]) for c in ids if c in cards))
    return text


def ante_text(view: PlayerView) -> Text:
    text = Text(_("Ante: "), style="bold")
    if not view.ante:
        text.append(pgettext("mark: an empty ante", "—"), style="dim")
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
        text.append(_("Hole: "), style="bold")
        text.append(_("{amount} gold").format(amount=view.hole_total), style="yellow")
        text.append_text(delta_text(changes.hole_total if changes else 0))
        text.append("; " + _("owed this gambit: {owed}").format(
            owed=", ".join(shares) if shares else _("nothing")))
        return text
    title = _("Debts (settled at gambit end): ") if view.ruleset == "revised" else _("Debts: ")
    text.append(title, style="bold")
    if not view.debts:
        text.append(_("none"), style="dim")
    for i, (debtor, creditor, amount) in enumerate(view.debts):
        if i:
            text.append(_("; "))
        text.append(_("{debtor} → {creditor} {amount}").format(
            debtor=seat_name(view, debtor), creditor=seat_name(view, creditor), amount=amount))
    return text


class HandRow(Static):
    """The hand of the human whose private view is shown (or a notice)."""

    _shown: tuple | None = None

    def show(self, view: PlayerView, owner: int | None,
             changes: TableChanges | None = None) -> None:
        self._shown = (view, owner, changes)
        if owner is None:
            show_content(self, Text(_("Hands are hidden between turns."), style="dim italic"))
            return
        name = seat_name(view, owner)
        head = Text(whose(name, _("Your hand: "), _("{name}'s hand: "), _("{name}' hand: "))
                    .format(name=name), style="bold")
        chips = [hand_chip(c, changes) for c in view.hand]
        gone = gone_text(changes)
        if gone:  # "  gone: ..." as one more piece (chip_row puts one space before it)
            chips.append(gone[1:])
        # wrapped between cards, never inside one (issue 27.19)
        text = chip_row(head, chips, self.content_region.width) if chips else \
            head + Text(_("empty"), style="dim")
        show_content(self, text)

    def on_resize(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)


# How often a character ability may be used, by its limit (catalog.Limit's values).
HOW_OFTEN = {"always": N_("every time its moment comes"), "once per game": N_("once per game"),
             "once per gambit": N_("once per gambit"),
             "until a special flight": N_("once, then again after each special flight you "
                                          "score"),
             "the ability disk": N_("any use turns your one disk to expended until you score "
                                    "a special flight")}


class CardDetail(Static):
    """Full text of the card under the cursor, or of the card whose power asks."""

    card_shown: Card | None = None  # whose full text is on show (tests read it)

    def show_card(self, card: Card | None, note: str = "") -> None:
        self.card_shown = card
        if card is None:  # `note`: why no card is shown ("" while someone chooses)
            show_content(self, Text(note or _("Move through the choices to read a card."),
                                    style="dim"))
            return
        text = Text(note + "\n", style="italic") if note else Text()
        text.append_text(card_details(card))
        show_content(self, text)

    def show_ability(self, ability, card: Card | None = None) -> None:
        """A character ability in full: what it does, how often, the character it
        suits (ruling A26: a reminder); the card it names, if any."""
        self.card_shown = card

        text = Text(ability_title(ability.id), style="bold")
        text.append("  " + _("character ability") + "\n", style="dim")
        text.append(ability_text(ability.edition, ability.id))
        limit = str(ability.limit)
        limit = _(HOW_OFTEN[limit]) if limit in HOW_OFTEN else limit
        text.append("\n" + _("How often: {limit}. For: {reminder}.").format(
            limit=limit, reminder=ability_reminder(ability.edition, ability.id)), style="dim")

        if card is not None:
            text.append("\n\n")
            text.append_text(card_details(card))
        show_content(self, text)


GAIN, LOSS = "bold green", "bold red"
NEW_CARD = "+"  # after a card that came into your hand since your last turn


# -- marks the table's widgets add ---------------------------------------------
def delta_text(amount: int) -> Text:
    """' +3' in green or ' −5' in red; nothing when nothing changed."""
    if not amount:
        return Text()
    return Text(f" {signed(amount)}", style=GAIN if amount > 0 else LOSS)


def flight_chip(card: Card, triggered: bool, changes: TableChanges | None,
                last: str | None) -> Text:
    """A flight card: reversed when it is the last card played, underlined when it
    came into the flights since your last turn."""
    chip = card_chip(card, triggered)
    if card.id == last:
        chip.stylize("reverse")
    elif changes is not None and card.id in changes.fresh:
        chip.stylize("underline")
    return chip


def hand_chip(card: Card, changes: TableChanges | None) -> Text:
    chip = card_chip(card)
    if changes is not None and card.id in changes.new_cards:
        chip.stylize("underline")
        chip.append(NEW_CARD, style=GAIN)
    return chip


def gone_text(changes: TableChanges | None) -> Text:
    """'  gone: 3 Blue·E' for cards that left the hand (not by your own play or ante)."""
    if changes is None or not changes.gone:
        return Text()
    text = Text("  " + _("gone: "), style="dim")

    text.append_text(Text(", ").join(card_chip(c) for c in changes.gone))
    return text
