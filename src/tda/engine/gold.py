"""Gold: paying, stealing and gaining, with the debt ledger of the ruleset.

Gold is never created or destroyed: hoards + stakes + hole stay constant.
A payment that cannot be met in full is recorded by the ruleset's `debt` rule.
"""

from __future__ import annotations

from collections.abc import Callable

from . import hole
from .abilities import hooks as ability_hooks
from .events import STAKES, DebtCancelled, DebtIncurred, DebtRepaid, GoldPaid, GoldStolen
from .fields import GameFields
from .words import DebtEnd, DebtRule, Occasion


class GoldMixin(GameFields):
    __slots__ = ()

    def pay(self, payer: int, payee: int, amount: int,
            occasion: Occasion | None = None) -> None:
        """`payer` owes `amount` to a seat or the stakes; shortfalls become debt.
        `occasion`: the gambit's step that asks it (the ante), for the events."""
        if amount <= 0 or payer == payee:  # paying yourself moves nothing (L16)
            return
        amount = self.owed(payer, payee, amount)
        paid = min(self.hoards[payer], amount)
        if paid:
            self.hoards[payer] -= paid
            self.emit(GoldPaid(payer, payee, paid, occasion))
        # Record the shortfall before the payee receives: the payee may owe the
        # payer, and gold flowing back must then repay this new debt (R7).
        if amount > paid:
            self._shortfall(payer, payee, amount - paid, occasion)
        if paid:
            self.receive(payee, paid)

    def owed(self, payer: int, payee: int, amount: int) -> int:
        """What `payer` pays when `amount` falls due to `payee`: a payment of 2 or more
        to another player is 1 less for a Bluff holder (ruling A6)."""
        if self.abilities is not None and payee >= 0 and amount >= 2 and payer != payee:
            return ability_hooks.payment(self, payer, amount)
        return amount

    def receive(self, payee: int, amount: int) -> None:
        if payee == STAKES:
            self.stakes += amount
        else:
            self.gain(payee, amount)

    def steal(self, seat: int, amount: int, how: str = "power") -> int:
        """Take up to `amount` from the stakes; returns what was taken. `how`: a
        card's "power", a strength "flight" or an "ability" (for ability bonuses)."""
        taken = min(self.stakes, amount)
        if taken > 0:
            self.stakes -= taken
            self.emit(GoldStolen(seat, taken))
            self.gain(seat, taken)
            if self.abilities is not None and how != "ability":
                ability_hooks.stolen(self, seat, how)  # rulings A12, A35
        return taken

    def gain(self, seat: int, amount: int) -> None:
        """Gold arriving in a hoard; under ruling R7 it repays the oldest debt first."""
        if self.debts and self.rules.debt == DebtRule.IMMEDIATE:
            amount = self._repay(seat, amount)
        self.hoards[seat] += amount

    def _repay(self, seat: int, amount: int) -> int:
        # ruling R7: any gold a debtor gains goes to the oldest debt first. The
        # creditor may be a debtor too, so its gain can reshape the ledger: look
        # the oldest debt up afresh each time rather than holding an index.
        debts = self.debts
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
            self.emit(DebtRepaid(debtor, creditor, part))
            self.receive(creditor, part)
        return amount

    def _shortfall(self, debtor: int, creditor: int, amount: int,
                   occasion: Occasion | None = None) -> None:
        if self.rules.debt == DebtRule.HOLE:  # ruling R9: a count, owed to nobody
            hole.incur(self, debtor, amount, occasion)
            return
        # ruling R7 (original): the unpaid part is a debt naming its creditor.
        self.debts.append((debtor, creditor, amount))
        self.emit(DebtIncurred(debtor, creditor, amount, occasion))

    def settle_deferred_debts(self) -> None:
        """Ruling R8 (revised rules): at the gambit's end each debtor pays what they
        can, debt by debt in the order incurred; gold owed to the stakes goes into
        the stakes that start the next gambit. Local ruling L7: a debt left short
        stays in line and the ledger is gone through again, in order, while gold
        still moves (a debtor may be paid by a later debt); what is still owed after
        that is cancelled, its debtor's hoard being empty."""
        debts, self.debts = self.debts, []
        moved = True
        while debts and moved:
            moved, left = False, []
            for debtor, creditor, owed in debts:
                part = min(self.hoards[debtor], owed)
                if part:
                    moved = True
                    self.hoards[debtor] -= part
                    self.emit(DebtRepaid(debtor, creditor, part))
                    self.receive(creditor, part)
                if owed > part:
                    left.append((debtor, creditor, owed - part))
            debts = left
        for debtor, creditor, owed in debts:
            self.emit(DebtCancelled(debtor, creditor, owed, DebtEnd.UNPAID))

    def cancel_debts(self, keep: Callable[[int, int], bool], reason: DebtEnd) -> None:
        """Drop every debt for which `keep(debtor, creditor)` is false."""
        kept = []
        for debt in self.debts:
            if keep(debt[0], debt[1]):
                kept.append(debt)
            else:
                self.emit(DebtCancelled(debt[0], debt[1], debt[2], reason))
        self.debts = kept

    def debt_total(self, seat: int) -> int:
        return sum(d[2] for d in self.debts if d[0] == seat)
