"""After a Dragonmaster hand: who took what, who pays whom (the hand summary), what
a Power Play missed, and each seat's crystals after every hand (the game-over chart)."""

from __future__ import annotations

from rich.text import Text

from tda.dragonmaster import events as ev
from tda.dragonmaster.contracts import (
    card_items,
    trick_items,
)
from tda.games.dragonmaster.tui.words import (
    contract_name,
    crystals,
    items_taken,
    items_words,
    styled,
    the_card,
)
from tda.i18n import _, ngettext, pgettext

START = 100_000  # crystals each seat starts with


def hand_summary(names: list[str], hand: list, after: list,
                 balances: list[int]) -> list[Text | str]:
    """A finished hand: the contract, how a Power Play went, each seat's tricks and
    penalty items (cards in words, not the table's rank letters), who paid whom, the
    balances, and a change of Dragonmaster."""
    started = hand[0]
    chosen = next((e for e in hand if isinstance(e, ev.ContractChosen)), None)
    n = len(names)
    contract = chosen.contract if chosen else None
    # The heading, then what the hand was played for (kept apart as the table draws them).
    title = Text(_("Hand {hand} of round {round} is over").format(
        hand=started.hand_number, round=started.round), style="bold")
    if chosen is not None:
        title.append(_(": {contract}").format(contract=contract_name(chosen.contract)),
                     style="bold")
        if chosen.power:
            title.append(" " + _("(Power Play by {name})").format(name=names[chosen.seat]),
                         style="bold magenta")
    lines: list[Text | str] = [title]
    tricks: list[list[int]] = [[] for _seat in range(n)]
    taken: list[list[str]] = [[] for _seat in range(n)]
    for e in hand:
        if isinstance(e, ev.TrickWon):
            tricks[e.seat].append(e.trick)
            taken[e.seat].extend(e.cards)
        elif isinstance(e, ev.ExtraCardRevealed):
            taken[e.seat].append(e.card)
            lines.append(styled(_("The extra card was {card}: it goes to {name}."),
                                card=the_card(e.card), name=names[e.seat]))
        elif isinstance(e, ev.HandThrownIn):
            lines.append(_("Play stopped before the first lead: the extra card settled it.")
                         if not e.tricks_played else
                         ngettext("Stopped after {count} trick: nothing left could change a "
                                  "payment.",
                                  "Stopped after {count} tricks: nothing left could change a "
                                  "payment.", e.tricks_played).format(count=e.tricks_played))
        elif isinstance(e, (ev.PowerPlayWon, ev.PowerPlayFailed, ev.SecretPowerPlayWon)):
            said = {ev.PowerPlayWon: _("{name}'s Power Play succeeds: every item taken."),
                    ev.PowerPlayFailed: _("{name}'s Power Play fails."),
                    ev.SecretPowerPlayWon: _("{name} wins a Secret Power Play: every item "
                                             "taken, unannounced.")}[type(e)]
            lines.append(Text(said.format(name=names[e.seat]), style="bold"))
            if isinstance(e, ev.PowerPlayFailed):
                missed = missed_items(e.contract, e.seat, names, tricks, taken)
                if missed:
                    lines.append(styled(_("Missed: {items}."), items=missed))
    power = chosen is not None and chosen.power
    lines.append(_("Tricks won, and the Power Play items each player took:") if power else
                 _("Tricks won, and the penalty items each player took:"))
    for seat, name in enumerate(names):
        won = len(tricks[seat])
        items = items_taken(contract, n, taken[seat]) if contract else []
        marks = [t for t in trick_items(contract or "") if t in tricks[seat]]
        # "Cid (3 tricks): the King ...": a name may end in a figure ("Random 2")
        free = (items or marks) and seat == started.dragonmaster and not power
        count = ngettext("({count} trick, Dragonmaster: free)",
                         "({count} tricks, Dragonmaster: free)", won) if free else \
            ngettext("({count} trick)", "({count} tricks)", won)
        row = Text("  ").append(name, style="bold").append(" " + count.format(count=won))
        if items or marks:
            row.append(": ").append_text(items_words(items, marks))
        lines.append(row)
    paid = [e for e in hand if isinstance(e, ev.CrystalsPaid)]
    between = pgettext("between items", " · ")
    if paid:
        lines.append(_("{payments}.").format(payments=between.join(
            _("{payer} pays {payee} {amount}").format(
                payer=names[e.payer], payee=names[e.payee], amount=crystals(e.amount))
            for e in paid)))
    elif chosen is not None and not chosen.power:
        dm = started.dragonmaster
        lines.append(_("Nobody pays: every penalty item went to the Dragonmaster, {name}.")
                     .format(name=names[dm]))
    lines.append(_("Crystals: {balances}").format(balances=between.join(
        _("{name} {amount}").format(name=name, amount=crystals(balances[s]))
        for s, name in enumerate(names))))
    for e in hand[1:] + after:  # a Power Play's new Dragonmaster is told before the next hand
        if isinstance(e, ev.DragonmasterChanged) and e.reason != "new-round":
            lines.append(Text(_("{name} is Dragonmaster from the next hand.").format(
                name=names[e.seat]), style="bold yellow"))
        elif isinstance(e, ev.RoundStarted):
            lines.append(Text(_("Round {round} begins: {name} is Dragonmaster, with all five "
                                "contracts.").format(round=e.round, name=names[e.dragonmaster]),
                              style="bold yellow"))
    return lines


def missed_items(contract: str, seat: int, names: list[str], tricks: list[list[int]],
                 taken: list[list[str]]) -> Text:
    """Why a Power Play failed: the items other seats took, by taker ("Dee took the
    King and Fool of Dragonlords; Cid took trick 8")."""
    parts = []
    items = card_items(contract, len(names))
    for other, cards in enumerate(taken):
        mine = [c for c in cards if c in items]
        marks = [t for t in trick_items(contract) if t in tricks[other]]
        if other != seat and (mine or marks):
            parts.append(styled(_("{name} took {items}"), name=names[other],
                                items=items_words(mine, marks)))
    return Text(pgettext("list of groups", "; ")).join(parts)


def balance_history(log, players: int) -> list[tuple[int, ...]]:
    """Each seat's crystals, in thousands, at the start and after every hand."""
    balances = [START] * players
    history = [tuple(b // 1000 for b in balances)]
    hands = 0
    for e in log:
        if isinstance(e, ev.CrystalsPaid):
            balances[e.payer] -= e.amount
            balances[e.payee] += e.amount
        elif isinstance(e, (ev.HandStarted, ev.GameEnded)):
            hands += 1
            if hands > 1:  # the first HandStarted opens the game: nothing paid yet
                history.append(tuple(b // 1000 for b in balances))
    return history
