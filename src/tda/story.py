"""Events told in players' words, for the headless story and the TUI's log."""

from __future__ import annotations

from tda.engine import events as ev
from tda.engine.events import STAKES
from tda.text import safe_name


class Storyteller:
    """Turns events into sentences. `cards` maps card ids to engine Cards."""

    def __init__(self, names, cards) -> None:
        self.names = [safe_name(n) for n in names]  # a name must not steer the terminal
        self.cards = {c.id: c for c in cards}

    def who(self, seat: int) -> str:
        return "the stakes" if seat == STAKES else self.names[seat]

    def card(self, card_id: str | None) -> str:
        if card_id is None:
            return "a hidden card"
        return self.cards[card_id].label if card_id in self.cards else card_id

    def tell(self, e: ev.Event) -> str | None:
        """One line for an event, or None for bookkeeping not worth a line."""
        method = getattr(self, "_" + type(e).__name__, None)
        return method(e) if method else None

    def _GambitStarted(self, e):
        return f"— Gambit {e.gambit} —"

    def _AnteChosen(self, e):
        return f"{self.who(e.seat)} antes {self.card(e.card)} face down" if e.card else \
            f"{self.who(e.seat)} antes a card face down"

    def _AnteRevealed(self, e):
        return "Ante revealed: " + ", ".join(f"{self.who(s)} {self.card(c)}" for s, c in e.cards)

    def _AnteTied(self, e):
        return "Every ante card is tied: they are discarded and everyone antes again"

    def _LeaderChosen(self, e):
        why = {"ante": "strongest untied ante", "strongest": "strongest untied card",
               "tie": "every card tied, so the leader stays", "priest": "the Priest"}[e.reason]
        return f"{self.who(e.seat)} leads ({why})"

    def _RoundStarted(self, e):
        return f"Round {e.round}: {self.who(e.leader)} leads"

    def _CardPlayed(self, e):
        tail = " and its power triggers" if e.triggered else ""
        return f"{self.who(e.seat)} plays {self.card(e.card)}{tail}"

    def _PowerTriggered(self, e):
        if e.copied_from:
            return f"{self.card(e.card)} copies the power of {self.card(e.copied_from)}"
        return None

    def _GoldPaid(self, e):
        return f"{self.who(e.payer)} pays {e.amount} gold to {self.who(e.payee)}"

    def _GoldStolen(self, e):
        return f"{self.who(e.seat)} takes {e.amount} gold from the stakes"

    def _DebtIncurred(self, e):
        return f"{self.who(e.debtor)} owes {self.who(e.creditor)} {e.amount} gold"

    def _DebtRepaid(self, e):
        return f"{self.who(e.debtor)} repays {e.amount} gold owed to {self.who(e.creditor)}"

    def _DebtCancelled(self, e):
        return f"{self.who(e.debtor)}'s debt of {e.amount} to {self.who(e.creditor)} is cancelled ({e.reason})"

    def _CardsDrawn(self, e):
        if e.cards:
            return f"{self.who(e.seat)} draws " + ", ".join(self.card(c) for c in e.cards)
        return f"{self.who(e.seat)} draws {e.count} card{'s' if e.count > 1 else ''}"

    def _CardsBought(self, e):
        return f"{self.who(e.seat)} buys cards: {self.card(e.revealed)} is turned up, costing {e.price} gold"

    def _CardGiven(self, e):
        if e.kept:
            return (f"{self.who(e.giver)} shows {self.card(e.card)} but keeps it: "
                    f"{self.who(e.receiver)}'s hand is full")
        return f"{self.who(e.giver)} gives {self.card(e.card)} to {self.who(e.receiver)}"

    def _CardTaken(self, e):
        return f"{self.who(e.taker)} takes {self.card(e.card)} at random from {self.who(e.victim)}'s hand"

    def _CardMoved(self, e):
        if e.source == "flight" and e.destination == "discard":
            return None  # the end-of-gambit clear-out is implied by the gambit's end
        owner = self.who(e.seat) if e.seat is not None else "The table"
        return f"{owner}: {self.card(e.card)} moves from {e.source} to {e.destination}"

    def _CardReplaced(self, e):
        return f"{self.who(e.seat)}'s {self.card(e.old)} is replaced by {self.card(e.new)}"

    def _OptionChosen(self, e):
        return f"{self.who(e.seat)} chooses {e.option}"

    def _TargetChosen(self, e):
        return f"{self.who(e.seat)} picks {self.who(e.target)}"

    def _FlightCompleted(self, e):
        what = f"a {e.key} color flight" if e.flight == "color" else f"a strength-{e.key} flight"
        return f"{self.who(e.seat)} completes {what} (worth {e.amount})"

    def _DeckReshuffled(self, e):
        return f"The discard pile is shuffled into a new deck of {e.count} cards"

    def _GambitWon(self, e):
        how = "the weakest flight" if e.reason == "weakest" else "the strongest flight"
        return f"{self.who(e.seat)} wins the gambit with {how} and takes {e.amount} gold"

    def _GambitUndecided(self, e):
        return f"Nobody wins this gambit ({e.reason}); {e.stakes} gold stays in the stakes"

    def _AnteEffectStarted(self, e):
        return f"{self.card(e.card)}'s ante effect is now in play"

    def _AnteEffectEnded(self, e):
        if e.reason == "gambit over":
            return None  # implied by the gambit's end
        return f"{self.card(e.card)} leaves the ante: its ante effect ends"

    def _AnteEffectApplied(self, e):
        return f"The ante effect of {self.card(e.card)} applies"

    def _StakesSplit(self, e):
        return "The stakes are shared: " + ", ".join(f"{self.who(s)} {g}" for s, g in e.shares)

    def _CardsRevealed(self, e):
        return f"{self.who(e.seat)} turns up " + ", ".join(self.card(c) for c in e.cards)

    # -- the Legendary Edition ---------------------------------------------
    def _HoleIncurred(self, e):
        return f"{self.who(e.seat)} is {e.amount} short: {e.owed} owed to the hole this gambit"

    def _HolePaid(self, e):
        short = "" if e.amount == e.owed else f" of the {e.owed} owed"
        return f"{self.who(e.seat)} pays {e.amount}{short} into the hole"

    def _HoleAwarded(self, e):
        return f"{self.who(e.seat)} receives {e.amount} gold from the hole"

    def _SpecialPicked(self, e):
        return f"{self.who(e.seat)} picks {self.card(e.card)} for this game"

    def _DeckBuilt(self, e):
        known = ", ".join(self.card(c) for c in e.known) or "none shown"
        hidden = f"; {e.unseen} more unseen" if e.unseen else ""
        return f"Specials in this game: {known}{hidden}"

    def _CardsPeeked(self, e):
        if any(e.cards):
            return f"{self.who(e.seat)} looks at " + ", ".join(self.card(c) for c in e.cards)
        return f"{self.who(e.seat)} looks at the top {len(e.cards)} cards of the deck"

    def _CardsSwapped(self, e):
        return (f"{self.who(e.seat)} trades {self.card(e.card)} for "
                f"{self.who(e.other_seat)}'s {self.card(e.other_card)}")

    def _PlayerKnockedOut(self, e):
        return f"{self.who(e.seat)}'s hoard is empty"

    def _GameEnded(self, e):
        winners = " and ".join(self.who(s) for s in e.winners)
        line = (f"Game over ({e.reason}). {winners} win{'s' if len(e.winners) == 1 else ''} "
                f"with {max(e.gold)} gold")
        if e.stakes:  # ruling R16: say where the rest of the gold is
            line += f"; the {e.stakes} gold left in the stakes belongs to no one"
        return line
