"""After a Dragonmaster hand: who took what, who pays whom (the hand summary), what
a Power Play missed, and each seat's crystals after every hand (the game-over chart)."""

from __future__ import annotations

from rich.text import Text

from tda.dragonmaster import events as ev
from tda.dragonmaster.contracts import (
    NAMES,
    card_items,
    trick_items,
)

from .words import (
    crystals,
    items_taken,
    items_words,
    the_card,
)

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
    title = Text(f"Hand {started.hand_number} of round {started.round} is over", style="bold")
    if chosen is not None:
        title.append(f": {NAMES[chosen.contract]}", style="bold")
        if chosen.power:
            title.append(f" (Power Play by {names[chosen.seat]})", style="bold magenta")
    lines: list[Text | str] = [title]
    tricks: list[list[int]] = [[] for _ in range(n)]
    taken: list[list[str]] = [[] for _ in range(n)]
    for e in hand:
        if isinstance(e, ev.TrickWon):
            tricks[e.seat].append(e.trick)
            taken[e.seat].extend(e.cards)
        elif isinstance(e, ev.ExtraCardRevealed):
            taken[e.seat].append(e.card)
            lines.append(Text("The extra card was ").append_text(the_card(e.card))
                         .append(f": it goes to {names[e.seat]}."))
        elif isinstance(e, ev.HandThrownIn):
            played = f"{e.tricks_played} trick{'s' if e.tricks_played != 1 else ''}"
            lines.append("Play stopped before the first lead: the extra card settled it."
                         if not e.tricks_played else
                         f"Stopped after {played}: nothing left could change a payment.")
        elif isinstance(e, (ev.PowerPlayWon, ev.PowerPlayFailed, ev.SecretPowerPlayWon)):
            verb = {ev.PowerPlayWon: "'s Power Play succeeds: every item taken",
                    ev.PowerPlayFailed: "'s Power Play fails",
                    ev.SecretPowerPlayWon: " wins a Secret Power Play: every item taken, "
                                           "unannounced"}[type(e)]
            lines.append(Text(f"{names[e.seat]}{verb}.", style="bold"))
            if isinstance(e, ev.PowerPlayFailed):
                missed = missed_items(e.contract, e.seat, names, tricks, taken)
                if missed:
                    lines.append(Text("Missed: ").append_text(missed).append("."))
    power = chosen is not None and chosen.power
    lines.append("Tricks won, and the " + ("Power Play items" if power else "penalty items")
                 + " each player took:")
    for seat, name in enumerate(names):
        won = len(tricks[seat])
        # "Cid (3 tricks): the King ...": a name may end in a figure ("Random 2")
        row = Text("  ").append(name, style="bold").append(f" ({won} trick{'s' * (won != 1)}")
        items = items_taken(contract, n, taken[seat]) if contract else []
        marks = [t for t in trick_items(contract or "") if t in tricks[seat]]
        if (items or marks) and seat == started.dragonmaster and not power:
            row.append(", Dragonmaster: free")
        row.append(")")
        if items or marks:
            row.append(": ").append_text(items_words(items, marks))
        lines.append(row)
    paid = [e for e in hand if isinstance(e, ev.CrystalsPaid)]
    if paid:
        lines.append(" · ".join(f"{names[e.payer]} pays {names[e.payee]} {crystals(e.amount)}"
                                for e in paid) + ".")
    elif chosen is not None and not chosen.power:
        dm = started.dragonmaster
        lines.append(f"Nobody pays: every penalty item went to the Dragonmaster, {names[dm]}.")
    lines.append("Crystals: " + " · ".join(f"{name} {crystals(balances[s])}"
                                           for s, name in enumerate(names)))
    for e in hand[1:] + after:  # a Power Play's new Dragonmaster is told before the next hand
        if isinstance(e, ev.DragonmasterChanged) and e.reason != "new-round":
            lines.append(Text(f"{names[e.seat]} is Dragonmaster from the next hand.",
                              style="bold yellow"))
        elif isinstance(e, ev.RoundStarted):
            lines.append(Text(f"Round {e.round} begins: {names[e.dragonmaster]} is "
                              "Dragonmaster, with all five contracts.", style="bold yellow"))
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
            parts.append(Text(f"{names[other]} took ").append_text(items_words(mine, marks)))
    return Text("; ").join(parts)


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
