"""Gold: paying, stealing and gaining, with the debt ledger of the ruleset.

Gold is never created or destroyed: hoards + stakes + hole stay constant.
A payment that cannot be met in full is recorded by the ruleset's `debt` rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import hole
from .abilities import hooks as ability_hooks
from .events import STAKES, DebtCancelled, DebtIncurred, DebtRepaid, GoldPaid, GoldStolen
from .words import DebtEnd, DebtRule, Occasion

if TYPE_CHECKING:
    from .state import GameState


def pay(g: GameState, payer: int, payee: int, amount: int,
        occasion: Occasion | None = None) -> None:
    """`payer` owes `amount` to a seat or the stakes; shortfalls become debt.
    `occasion`: the gambit's step that asks it (the ante), for the events."""
    if amount <= 0 or payer == payee:  # paying yourself moves nothing (L16)
        return
    amount = g.owed(payer, payee, amount)
    paid = min(g.hoards[payer], amount)
    if paid:
        g.hoards[payer] -= paid
        g.emit(GoldPaid(payer, payee, paid, occasion))
    # Record the shortfall before the payee receives: the payee may owe the
    # payer, and gold flowing back must then repay this new debt (R7).
    if amount > paid:
        _shortfall(g, payer, payee, amount - paid, occasion)
    if paid:
        g.receive(payee, paid)


def owed(g: GameState, payer: int, payee: int, amount: int) -> int:
    """What `payer` pays when `amount` falls due to `payee`: a payment of 2 or more
    to another player is 1 less for a Bluff holder (ruling A6)."""
    if g.abilities is not None and payee >= 0 and amount >= 2 and payer != payee:
        return ability_hooks.payment(g, payer, amount)
    return amount


def receive(g: GameState, payee: int, amount: int) -> None:
    if payee == STAKES:
        g.stakes += amount
    else:
        g.gain(payee, amount)


def steal(g: GameState, seat: int, amount: int, how: str = "power") -> int:
    """Take up to `amount` from the stakes; returns what was taken. `how`: a
    card's "power", a strength "flight" or an "ability" (for ability bonuses)."""
    taken = min(g.stakes, amount)
    if taken > 0:
        g.stakes -= taken
        g.emit(GoldStolen(seat, taken))
        g.gain(seat, taken)
        if g.abilities is not None and how != "ability":
            ability_hooks.stolen(g, seat, how)  # rulings A12, A35
    return taken


def gain(g: GameState, seat: int, amount: int) -> None:
    """Gold arriving in a hoard; under ruling R7 it repays the oldest debt first."""
    if g.debts and g.rules.debt == DebtRule.IMMEDIATE:
        amount = _repay(g, seat, amount)
    g.hoards[seat] += amount


def _repay(g: GameState, seat: int, amount: int) -> int:
    # ruling R7: any gold a debtor gains goes to the oldest debt first. The
    # creditor may be a debtor too, so its gain can reshape the ledger: look
    # the oldest debt up afresh each time rather than holding an index.
    debts = g.debts
    while amount:
        i = next((k for k, d in enumerate(debts) if d[0] == seat), None)
        if i is None:
            break
        debtor, creditor, owed = debts[i]
        part = min(owed, amount)
        amount -= part
        if part == owed:
            del debts[i]
        else:
            debts[i] = (debtor, creditor, owed - part)
        g.emit(DebtRepaid(debtor, creditor, part))
        g.receive(creditor, part)
    return amount


def _shortfall(g: GameState, debtor: int, creditor: int, amount: int,
               occasion: Occasion | None = None) -> None:
    if g.rules.debt == DebtRule.HOLE:  # ruling R9: a count, owed to nobody
        hole.incur(g, debtor, amount, occasion)
        return
    # ruling R7 (original): the unpaid part is a debt naming its creditor.
    g.debts.append((debtor, creditor, amount))
    g.emit(DebtIncurred(debtor, creditor, amount, occasion))


def settle_deferred_debts(g: GameState) -> None:
    """Ruling R8 (revised rules): at the gambit's end each debtor pays what they
    can, debt by debt in the order incurred; gold owed to the stakes goes into
    the stakes that start the next gambit. Local ruling L7: a debt left short
    stays in line and the ledger is gone through again, in order, while gold
    still moves (a debtor may be paid by a later debt); what is still owed after
    that is cancelled, its debtor's hoard being empty."""
    debts, g.debts = g.debts, []
    moved = True
    while debts and moved:
        moved, left = False, []
        for debtor, creditor, owed in debts:
            part = min(g.hoards[debtor], owed)
            if part:
                moved = True
                g.hoards[debtor] -= part
                g.emit(DebtRepaid(debtor, creditor, part))
                g.receive(creditor, part)
            if owed > part:
                left.append((debtor, creditor, owed - part))
        debts = left
    for debtor, creditor, owed in debts:
        g.emit(DebtCancelled(debtor, creditor, owed, DebtEnd.UNPAID))


def cancel_debts(g: GameState, keep: Callable[[int, int], bool], reason: DebtEnd) -> None:
    """Drop every debt for which `keep(debtor, creditor)` is false."""
    kept = []
    for debt in g.debts:
        if keep(debt[0], debt[1]):
            kept.append(debt)
        else:
            g.emit(DebtCancelled(debt[0], debt[1], debt[2], reason))
    g.debts = kept


def debt_total(g: GameState, seat: int) -> int:
    return sum(d[2] for d in g.debts if d[0] == seat)
