"""The Storyteller: a Dragonmaster game's log told as plain text, a line an event.

Public facts only are told in full; a hidden card (another seat's deal, the card a
refused Dragon brought in) is told as hidden, so the telling may be shown to anyone
when it is given a seat's redacted log.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as ev


def _crystals(amount: int) -> str:
    return f"{amount:,} crystal{'s' if amount != 1 else ''}"


class Storyteller:
    """Tells events with the seats' names."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)

    def who(self, seat: int) -> str:
        return self.names[seat]

    def tell(self, event: ev.Event) -> str:
        """One line for the event; "" for an event not worth a line."""
        who = self.who
        if isinstance(event, ev.RoundStarted):
            return f"\nRound {event.round}: {who(event.dragonmaster)} starts as Dragonmaster."
        if isinstance(event, ev.HandStarted):
            return (f"Hand {event.hand_number} of round {event.round}, "
                    f"{who(event.dragonmaster)} is Dragonmaster "
                    f"(contracts left: {', '.join(event.contracts_left)}).")
        if isinstance(event, ev.HandDealt):
            if event.cards:
                return f"  {who(event.seat)} is dealt {', '.join(event.cards)}."
            return ""
        if isinstance(event, ev.Redealt):
            return f"  The hand is dealt again: {event.reason}."
        if isinstance(event, ev.DragonAnnounced):
            return f"  {who(event.seat)} holds the Dragon."
        if isinstance(event, ev.DragonRefused):
            took = f" and takes the extra card ({event.card})" if event.card else \
                " and takes the extra card unseen"
            how = "must set the Dragon aside" if event.forced else "refuses the Dragon"
            return f"  {who(event.seat)} {how}{took}."
        if isinstance(event, ev.ContractChosen):
            kind = "makes a Power Play on" if event.power else "names"
            return f"  {who(event.seat)} {kind} {event.contract}."
        if isinstance(event, ev.CardPlayed):
            standing = f" as {event.suit}" if event.suit else ""
            return f"    {who(event.seat)} plays {event.card}{standing}."
        if isinstance(event, ev.TrickWon):
            return f"    {who(event.seat)} wins trick {event.trick}."
        if isinstance(event, ev.HandThrownIn):
            return f"  The hand is thrown in after {event.tricks_played} tricks."
        if isinstance(event, ev.ExtraCardRevealed):
            return f"  The extra card was {event.card}; it goes to {who(event.seat)}."
        if isinstance(event, ev.CrystalsPaid):
            return (f"  {who(event.payer)} pays {who(event.payee)} "
                    f"{_crystals(event.amount)} ({event.reason.replace('-', ' ')}).")
        if isinstance(event, ev.PowerPlayWon):
            return f"  {who(event.seat)}'s Power Play on {event.contract} succeeds."
        if isinstance(event, ev.PowerPlayFailed):
            return f"  {who(event.seat)}'s Power Play on {event.contract} fails."
        if isinstance(event, ev.SecretPowerPlayWon):
            return f"  {who(event.seat)} wins a Secret Power Play on {event.contract}."
        if isinstance(event, ev.DragonmasterChanged):
            return f"  {who(event.seat)} becomes Dragonmaster ({event.reason.replace('-', ' ')})."
        if isinstance(event, ev.GameEnded):
            balances = ", ".join(f"{who(s)} {_crystals(c)}" for s, c in enumerate(event.scores))
            won = " and ".join(who(s) for s in event.winners)
            verb = "win" if len(event.winners) > 1 else "wins"
            return f"\nThe game is over: {balances}. {won} {verb}."
        return ""


def tell(names: Sequence[str], log: Sequence[ev.Event]) -> list[str]:
    """Every line worth telling, in order."""
    teller = Storyteller(names)
    return [line for line in map(teller.tell, log) if line]
