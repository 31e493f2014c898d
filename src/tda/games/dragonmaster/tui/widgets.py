"""Dragonmaster's table widgets. Each renders a slice of a DragonmasterView it is
given; none of them decides anything."""

from __future__ import annotations

from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from tda.dragonmaster import DRAGON, SUITS, DragonmasterView
from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import STRENGTH, SUIT_OF
from tda.dragonmaster.contracts import POWER_PLAY_FAILURE, TRICKS, card_items, trick_items
from tda.dragonmaster.tricks import trick_winner
from tda.games.dragonmaster.tui.words import (
    SUIT_STYLES,
    card_text,
    contract_name,
    contract_price,
    crystals,
    dash,
    dot,
    items_taken,
    last_trick,
    lead_rule,
    level_game,
    penalty_total,
    power_goal_short,
    rank_letter,
    styled,
    suit_text,
    suit_word,
    trick_numbers,
    whose,
)
from tda.i18n import _, ngettext, pgettext
from tda.text import safe_name
from tda.tui.render import append_turn, seat_mark
from tda.tui.static_update import show_content


def names_of(view: DragonmasterView) -> list[str]:
    return [safe_name(n) for n in view.names]


def hand_events(view: DragonmasterView) -> list[ev.Event]:
    """The log of the hand in play (from its HandStarted on)."""
    log = view.log
    for i in range(len(log) - 1, -1, -1):
        if isinstance(log[i], ev.HandStarted):
            return list(log[i:])
    return []


def by_suit(cards, between: str = " ") -> Text:
    """Cards grouped by suit, each suit named once in its colour, its cards as rank
    letters after it: "Dragonlords K Q W  Warriors P"; the Dragon last."""
    groups = []
    for suit in SUITS:
        ranks = [rank_letter(c) for c in sorted(
            (c for c in cards if SUIT_OF.get(c) == suit), key=lambda c: -STRENGTH[c])]
        if ranks:
            groups.append(Text(_("{suit} {ranks}").format(suit=suit_word(suit),
                                                          ranks=" ".join(ranks)),
                               style=SUIT_STYLES[suit]))
    if DRAGON in cards:
        groups.append(card_text(DRAGON))
    return Text(between).join(groups)


def winning_mark() -> str:
    """The mark beside the card taking the trick so far; the language's (★ is East
    Asian Ambiguous, two cells in many Japanese terminals: issue 31)."""
    return pgettext("mark: the card taking the trick so far", "★")


def winning_seat(view: DragonmasterView) -> int | None:
    """The seat whose card takes the trick so far, by the rules' own trick winner."""
    if not view.trick or view.led_suit is None:
        return None
    return trick_winner(list(view.trick), view.led_suit)


class DmStatus(Static):
    """Whose turn it is first (it must survive a narrow terminal), then the round, the
    hand and the Dragonmaster."""

    def show(self, view: DragonmasterView, thinking: int | None) -> None:
        names = names_of(view)
        text = Text(no_wrap=True, overflow="ellipsis")
        if view.to_act is None:  # the game's end, or a hand's while its summary shows
            over = bool(view.log) and isinstance(view.log[-1], ev.GameEnded)
            text.append(_("Game over") if over else _("Hand over"), style="bold reverse")
        else:
            append_turn(text, names, view.to_act, thinking)
        text.append("  " + _("Round {round} of {rounds} · Hand {hand} of 5").format(
            round=view.round, rounds=len(names), hand=view.hand_number), style="bold")
        text.append("  " + _("Dragonmaster: {name}").format(name=names[view.dragonmaster]),
                    style="bold yellow")
        text.append("  " + level_game(view.level), style="dim")
        self.update(text)


class DmSeats(Static):
    """Every seat: crystals, cards left, tricks won, penalty cards taken (and what they
    cost so far), and the card it put in the trick."""

    def show(self, view: DragonmasterView, thinking: int | None) -> None:
        names = names_of(view)
        n = len(names)
        contract = view.contract
        won = trick_numbers(view.log, n)
        # Sized to its contents (not the screen): on a wide screen the trick column
        # stays near the names instead of drifting to the far edge.
        table = Table(box=None, padding=(0, 1), expand=False, show_edge=False, pad_edge=False)
        # The figures keep their width; the penalty cards give way on a narrow screen.
        plays, title = self.trick_cards(view)
        marks = max(cell_len(_("DM")), cell_len(_("PP")))  # beside a name
        seat_width = min(18, max(map(cell_len, names)) + 1 + marks)
        # 25: the widest chip whole in Japanese too ("ドラゴンロード P リード ★"; the
        # English ones stay under 20)
        trick_width = min(25, max([cell_len(title), *(p.cell_len for p in plays.values())]))
        # what is left of the line for the penalty cards (two spaces between columns)
        # The figures' columns are as wide as their headings, whatever the language
        # (a Japanese heading is wider than the English one the minimums were made for).
        heads = [(_("crystals"), 8), (_("cards"), 5), (_("tricks"), 6)]
        widths = [max(least, cell_len(head)) for head, least in heads]
        room = (self.content_size.width or 78) - (1 + seat_width + sum(widths) + trick_width
                                                  + 12)
        table.add_column("", width=1, no_wrap=True)
        table.add_column(_("seat"), no_wrap=True, width=seat_width)
        for (head, _least), width in zip(heads, widths, strict=True):
            table.add_column(head, justify="right", no_wrap=True, min_width=width)
        # The column's heading, and its first word for a short room ("items" shorter).
        heading, first = (_("taken"), _("taken")) if not contract else (
            (_("Power Play items"), _("Power")) if view.power_player is not None
            else (_("penalties taken"), _("penalties")))
        if cell_len(heading) > room:
            heading = first if room >= 9 else _("items")
        # Never cut with "…" (issue 27.6): a seat whose cards do not fit is told in
        # fewer words ("14,000: 5 cards, trick 1"); the hand summary names them all.
        taken = [self.taken(view, seat, won[seat], room) for seat in range(n)]
        table.add_column(heading, no_wrap=True)
        table.add_column(title, no_wrap=True, width=trick_width)
        for seat, name in enumerate(names):
            mark = seat_mark(seat, view.to_act, thinking)
            label = Text(name, style="bold" if seat == view.to_act else "")
            if seat == view.dragonmaster:
                label.append(" " + _("DM"), style="bold yellow")
            if seat == view.power_player:
                label.append(" " + _("PP"), style="bold magenta")
            balance = Text(crystals(view.balances[seat]),
                           style="yellow" if view.balances[seat] >= 0 else "bold red")
            table.add_row(mark, label, balance, str(view.hand_counts[seat]),
                          str(view.tricks_won[seat]), taken[seat],
                          plays.get(seat, Text("")))
        self.update(table)

    @staticmethod
    def trick_cards(view: DragonmasterView) -> tuple[dict[int, Text], str]:
        """The card each seat put in the trick in the middle, or in the trick just won
        (dimmed, the winner's marked) while the next has no card yet."""
        if view.trick:
            number = sum(view.tricks_won) + 1
            plays = {}
            winning = winning_seat(view)
            for i, (seat, card) in enumerate(view.trick):
                chip = card_text(card, short=True)
                if i == 0:
                    chip.append(" " + _("led"), style="dim")
                if seat == winning:  # for everyone at the table (issue 27.3)
                    chip.append(" " + winning_mark(), style="bold yellow")
                plays[seat] = chip
            return plays, _("trick {number}").format(number=number)
        last = last_trick(view.log)
        if last is None:
            return {}, _("trick")
        won, cards = last
        plays = {}
        for play in cards:
            chip = card_text(play.card, short=True)
            chip.stylize("dim")
            if play.seat == won.seat:
                chip.append(" " + _("won"), style="bold")
            plays[play.seat] = chip
        return plays, _("trick {number} (done)").format(number=won.trick)

    @staticmethod
    def taken(view: DragonmasterView, seat: int, won: list[int], room: int = 44) -> Text:
        """The seat's penalty items so far, and on the Dragonmaster's side what they
        cost it; under a Power Play, the Power Player's count of items. Told in `room`
        columns: the cards by suit, or counted when they do not fit."""
        contract = view.contract
        if contract is None:
            taken = len(view.taken[seat])
            return Text(ngettext("{count} card", "{count} cards", taken).format(count=taken)
                        if taken else "", style="dim")
        items = items_taken(contract, len(view.names), view.taken[seat])
        tricks = [t for t in trick_items(contract) if t in won]
        full = DmSeats.items_cell(view, seat, items, tricks, by_suit(items))
        if full.cell_len <= room or not items:
            return full
        count = Text(ngettext("{count} card", "{count} cards", len(items)).format(
            count=len(items)))
        short = DmSeats.items_cell(view, seat, items, tricks, count)
        if short.cell_len <= room:
            return short
        every = len(items) + len(tricks)  # the contract's own word for cards and tricks
        items_count = ngettext("{count} item", "{count} items", every).format(count=every)
        shorter = DmSeats.items_cell(view, seat, items, tricks, Text(items_count), named=False)
        if shorter.cell_len <= room:
            return shorter
        return DmSeats.items_cell(view, seat, items, tricks, Text(""), named=False)  # the figure

    @staticmethod
    def items_cell(view: DragonmasterView, seat: int, items: list[str], tricks: list[int],
                   cards: Text, named: bool = True) -> Text:
        """The figure, then `cards` (the items in some words) and the penalty tricks
        (`named`: told after the cards, else only counted in the figure)."""
        contract = view.contract
        assert contract is not None
        if tricks and named:
            if cards:
                cards.append(", " if cards.plain[:1].isdigit() else " ")  # "2 cards, trick 1"
            cards.append(", ".join(_("trick {number}").format(number=t) for t in tricks),
                         style="bold")
        # The figure comes first: on a narrow screen the cards give way, never the sum.
        if view.power_player is not None:
            if seat == view.power_player:
                total = len(card_items(contract, len(view.names))) + len(trick_items(contract))
                return Text(_("{count} of {total}").format(count=len(items) + len(tricks),
                                                           total=total),
                            style="bold magenta").append(" ").append_text(cards)
            return cards
        if seat == view.dragonmaster:
            return Text(_("free") + " ", style="dim").append_text(cards) \
                if items or tricks else cards
        cost = penalty_total(contract, view.taken[seat], tricks)
        if cost:
            return Text(crystals(cost), style="bold red").append(" ").append_text(cards)
        return cards


class DmMiddle(Static):
    """The contract in play and what it penalises (or that none is named yet), the
    contracts left this round, the Dragon, and the trick's led suit."""

    def show(self, view: DragonmasterView) -> None:
        names = names_of(view)
        n = len(names)
        lines = []
        contract = view.contract
        if contract is None:
            head = styled(_("Contract: {contract}"), style="bold",
                          contract=Text(_("not named yet"), style="italic"))
        elif view.power_player is not None:
            power = Text(dash() + _("{whose} Power Play").format(
                whose=whose(names[view.power_player])), style="bold magenta")
            head = styled(_("Contract: {contract}{power_play}: take {goal} or pay {dragonmaster} "
                            "{amount}"), style="bold",
                          contract=Text(contract_name(contract), style="bold reverse"),
                          power_play=power, goal=power_goal_short(contract, n),
                          dragonmaster=names[view.dragonmaster],
                          amount=crystals(POWER_PLAY_FAILURE))
        else:
            head = styled(_("Contract: {contract} — pay {dragonmaster} {price}"), style="bold",
                          contract=Text(contract_name(contract), style="bold reverse"),
                          dragonmaster=names[view.dragonmaster],
                          price=contract_price(contract, n))
        lines.append(head)
        left = pgettext("list separator", ", ").join(contract_name(c)
                                                     for c in view.contracts_left)
        lines.append(styled(_("Contracts left: {contracts}"), style="bold",
                            contracts=left or _("none")))
        last = self.trick_line(view, names) if contract is not None else Text()
        dragon = self.dragon(view, names)
        if dragon:
            last.append(dot() if last else "")
            last.append_text(dragon)
        if last:
            lines.append(last)
        self.update(Text("\n").join(lines))

    @staticmethod
    def dragon(view: DragonmasterView, names: list[str]) -> Text | None:
        holder = view.dragon_holder
        if holder is None:
            return None
        if view.power_player == holder:
            return None  # the contract line names the Power Play: the Dragon is in it
        refused = any(isinstance(e, ev.DragonRefused) for e in hand_events(view))
        status = Text(_("set aside by {name}").format(name=names[holder]), style="dim") \
            if refused else Text(_("{name} holds it").format(name=names[holder]), style="bold")
        return styled(_("Dragon: {status}"), style="bold", status=status)

    @staticmethod
    def trick_line(view: DragonmasterView, names: list[str]) -> Text:
        played = sum(view.tricks_won)
        if view.to_act is None:  # the game is over ("Trick 7 of 8" after a hand thrown in)
            ended = ngettext("The last hand ended after {count} trick",
                             "The last hand ended after {count} tricks", played) \
                if view.log and isinstance(view.log[-1], ev.GameEnded) else \
                ngettext("This hand ended after {count} trick",
                         "This hand ended after {count} tricks", played)
            return Text(ended.format(count=played), style="bold")
        text = Text(_("Trick {number} of {total}").format(number=min(played + 1, TRICKS),
                                                          total=TRICKS), style="bold")
        if view.led_suit is not None:
            text.append_text(styled(dot() + _("{suit} led"), suit=suit_text(view.led_suit)))
            winning = winning_seat(view)
            if winning is not None:
                text.append(dot() + _("{mark} {name} winning").format(mark=winning_mark(),
                                                                      name=names[winning]),
                            style="bold yellow")
        elif view.to_act is not None:
            text.append(dot() + _("{name} leads").format(name=names[view.leader]))
            rule = lead_rule(view.contract) if view.contract is not None \
                and view.level == "expert" and played == 0 else ""
            if rule:
                text.append(dot() + _("expert: {rule}").format(rule=rule.rstrip(".")),
                            style="italic")
        return text


class DmHand(Static):
    """The hand of the human whose view is shown, by suit, each suit named."""

    def show(self, view: DragonmasterView, owner: int | None) -> None:
        if owner is None:
            self.update(Text(_("Hands are hidden between turns."), style="dim italic"))
            return
        names = names_of(view)
        cards = by_suit(view.hand, dot()) if view.hand else Text(_("empty"), style="dim")
        self.update(styled(_("{whose} hand: {cards}"), style="bold",
                           whose=whose(names[owner]), cards=cards))


class DmDetail(Static):
    """What the highlighted option means: a contract on both sides, a card's worth."""

    def explain(self, text: Text | None) -> None:
        show_content(self, text if text is not None else
                     Text(_("Move through the choices to read what each one means."),
                          style="dim"))
