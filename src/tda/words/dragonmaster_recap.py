"""What happened since a seat's last turn, in that seat's words: the tricks played, the
contract named, the payments of a hand that ended, a new Dragonmaster.

"Your last turn" is the moment your previous turn began (as in Three-Dragon Ante's
`tda.recap`): a turn is a run of decisions by one seat with nobody else deciding in
between. Built only from one seat's view (its redacted log), so a recap holds nothing
that seat may not see. Pure: no textual, no rich.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tda.table import turns
from tda.text import safe_name

from . import events as ev
from .contracts import NAMES
from .story import card_words, crystals


class TurnMarks(turns.TurnMarks[int]):
    """Dragonmaster's turn marks: the log's length as the seat's turn began."""

    def mark(self, state, seat: int) -> int:
        return len(state.log)

    @staticmethod
    def new_game(config):
        from .state import new_game
        return new_game(config)


@dataclass(frozen=True)
class RecapLine:
    text: str
    mine: bool = False  # it touched the seat the recap is for


def recap_lines(view, since: int | None) -> list[RecapLine]:
    """What the viewer's log holds after index `since`, a line for each trick (its
    cards in order and who won it), contract, payment and change of Dragonmaster; the
    trick under way at `since` is told from its lead."""
    if since is None or view.seat is None:
        return []
    log = view.log
    while since > 0 and isinstance(log[since - 1], ev.CardPlayed):
        since -= 1  # the trick your turn played into, told whole from its lead
    teller = _Teller(view.names, view.seat)
    for event in log[since:]:
        teller.tell(event)
    teller.flush()
    return teller.lines


WHY_PAID = {ev.PENALTY: " for penalties", ev.POWER_PLAY_WON: " for a successful Power Play",
            ev.POWER_PLAY_FAILED: " for a failed Power Play",
            ev.SECRET_POWER_PLAY_WON: " for a successful Secret Power Play"}


class _Teller:
    def __init__(self, names: Sequence[str], me: int) -> None:
        self.names = [safe_name(n) for n in names]
        self.me = me
        self.lines: list[RecapLine] = []
        self.plays: list[ev.CardPlayed] = []  # the trick being told

    def who(self, seat: int) -> str:
        return "you" if seat == self.me else self.names[seat]

    def add(self, text: str, *seats: int) -> None:
        self.lines.append(RecapLine(text[:1].upper() + text[1:], self.me in seats))

    def flush(self) -> None:
        """A trick still under way: its cards so far."""
        if self.plays:
            self.add(f"{self.played()} (the trick goes on)", *(p.seat for p in self.plays))
            self.plays = []

    def played(self) -> str:
        parts = []
        for i, play in enumerate(self.plays):
            verb = "led" if i == 0 else "played"
            card = card_words(play.card)
            if play.suit:
                card += f" as King of {play.suit.title()}"
            parts.append(f"{self.who(play.seat)} {verb} {card}")
        return "; ".join(parts)

    def tell(self, e: ev.Event) -> None:
        who = self.who
        if isinstance(e, ev.CardPlayed):
            self.plays.append(e)
        elif isinstance(e, ev.TrickWon):
            seats = [p.seat for p in self.plays] + [e.seat]
            self.add(f"{self.played()}: {who(e.seat)} won trick {e.trick}", *seats)
            self.plays = []
        elif isinstance(e, ev.RoundStarted):
            self.add(f"round {e.round} began: {who(e.dragonmaster)} Dragonmaster",
                     e.dragonmaster)
        elif isinstance(e, ev.HandStarted):
            self.flush()
            self.add(f"hand {e.hand_number} of round {e.round} was dealt", self.me)
        elif isinstance(e, ev.DragonRefused):
            self.refused(e)
        elif isinstance(e, ev.ContractChosen):
            kind = "made a Power Play on" if e.power else "named"
            self.add(f"{who(e.seat)} {kind} {NAMES[e.contract]}", e.seat)
        elif isinstance(e, ev.HandThrownIn):
            self.add(f"the hand stopped after {e.tricks_played} trick"
                     f"{'s' * (e.tricks_played != 1)}: nothing left could change a payment")
        elif isinstance(e, ev.CrystalsPaid):
            why = WHY_PAID.get(e.reason, "")
            self.add(f"{who(e.payer)} paid {who(e.payee)} {crystals(e.amount)}{why}",
                     e.payer, e.payee)
        else:
            self.outcome(e)

    def refused(self, e: ev.DragonRefused) -> None:
        who = self.who
        took = f" and took the extra card, {card_words(e.card)}" if e.card else \
            " and took the extra card"
        how = "set the Dragon aside as Dragonmaster" if e.forced else "refused the Dragon"
        self.add(f"{who(e.seat)} {how}{took}", e.seat)

    def outcome(self, e: ev.Event) -> None:
        who = self.who
        if isinstance(e, ev.PowerPlayWon):
            self.add(f"{who(e.seat)} won the Power Play on {NAMES[e.contract]}", e.seat)
        elif isinstance(e, ev.PowerPlayFailed):
            self.add(f"{who(e.seat)} failed the Power Play on {NAMES[e.contract]}", e.seat)
        elif isinstance(e, ev.SecretPowerPlayWon):
            self.add(f"{who(e.seat)} won a Secret Power Play on {NAMES[e.contract]}", e.seat)
        elif isinstance(e, ev.ExtraCardRevealed):
            self.add(f"the extra card was {card_words(e.card)}; it went to {who(e.seat)}",
                     e.seat)
        elif isinstance(e, ev.DragonmasterChanged):
            verb = "are" if e.seat == self.me else "is"
            self.add(f"{who(e.seat)} {verb} Dragonmaster now", e.seat)
