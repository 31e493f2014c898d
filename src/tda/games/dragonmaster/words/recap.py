"""What happened since a seat's last turn, in that seat's words: the tricks played, the
contract named, the payments of a hand that ended, a new Dragonmaster.

"Your last turn" is the moment your previous turn began (see
`tda.dragonmaster.recap.TurnMarks`, which notes it). Built only from one seat's view
(its redacted log), so a recap holds nothing that seat may not see. Every sentence
goes through gettext whole. Pure: no textual, no rich.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tda.dragonmaster import events as ev
from tda.dragonmaster.view import DragonmasterView
from tda.games.dragonmaster.words.phrases import contract_name, suit_name
from tda.games.dragonmaster.words.story import card_words, crystals
from tda.i18n import _, ngettext
from tda.text import safe_name


@dataclass(frozen=True)
class RecapLine:
    text: str
    mine: bool = False  # it touched the seat the recap is for


def recap_lines(view: DragonmasterView, since: int | None) -> list[RecapLine]:
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


class _Teller:
    def __init__(self, names: Sequence[str], me: int) -> None:
        self.names = [safe_name(n) for n in names]
        self.me = me
        self.lines: list[RecapLine] = []
        self.plays: list[ev.CardPlayed] = []  # the trick being told

    def who(self, seat: int) -> str:
        return _("you") if seat == self.me else self.names[seat]

    def add(self, text: str, *seats: int) -> None:
        self.lines.append(RecapLine(text[:1].upper() + text[1:], self.me in seats))

    def flush(self) -> None:
        """A trick still under way: its cards so far."""
        if self.plays:
            self.add(_("{plays} (the trick goes on)").format(plays=self.played()),
                     *(p.seat for p in self.plays))
            self.plays = []

    def played(self) -> str:
        parts = []
        for i, play in enumerate(self.plays):
            card = card_words(play.card)
            if play.suit:
                card = _("{card} as King of {suit}").format(card=card, suit=suit_name(play.suit))
            said = _("{name} led {card}") if i == 0 else _("{name} played {card}")
            parts.append(said.format(name=self.who(play.seat), card=card))
        return _("; ").join(parts)

    def tell(self, e: ev.Event) -> None:
        who = self.who
        if isinstance(e, ev.CardPlayed):
            self.plays.append(e)
        elif isinstance(e, ev.TrickWon):
            seats = [p.seat for p in self.plays] + [e.seat]
            self.add(_("{plays}: {name} won trick {trick}").format(
                plays=self.played(), name=who(e.seat), trick=e.trick), *seats)
            self.plays = []
        elif isinstance(e, ev.RoundStarted):
            self.add(_("round {round} began: {name} Dragonmaster").format(
                round=e.round, name=who(e.dragonmaster)), e.dragonmaster)
        elif isinstance(e, ev.HandStarted):
            self.flush()
            self.add(_("hand {hand} of round {round} was dealt").format(
                hand=e.hand_number, round=e.round), self.me)
        elif isinstance(e, ev.DragonRefused):
            self.refused(e)
        elif isinstance(e, ev.ContractChosen):
            said = _("{name} made a Power Play on {contract}") if e.power else \
                _("{name} named {contract}")
            self.add(said.format(name=who(e.seat), contract=contract_name(e.contract)), e.seat)
        elif isinstance(e, ev.HandThrownIn):
            self.add(ngettext(
                "the hand stopped after {count} trick: nothing left could change a payment",
                "the hand stopped after {count} tricks: nothing left could change a payment",
                e.tricks_played).format(count=e.tricks_played))
        elif isinstance(e, ev.CrystalsPaid):
            self.add(self.paid(e), e.payer, e.payee)
        else:
            self.outcome(e)

    def paid(self, e: ev.CrystalsPaid) -> str:
        said = {ev.PENALTY: _("{payer} paid {payee} {crystals} for penalties"),
                ev.POWER_PLAY_WON: _("{payer} paid {payee} {crystals} for a successful "
                                     "Power Play"),
                ev.POWER_PLAY_FAILED: _("{payer} paid {payee} {crystals} for a failed "
                                        "Power Play"),
                ev.SECRET_POWER_PLAY_WON: _("{payer} paid {payee} {crystals} for a "
                                            "successful Secret Power Play")}.get(
            e.reason, _("{payer} paid {payee} {crystals}"))
        return said.format(payer=self.who(e.payer), payee=self.who(e.payee),
                           crystals=crystals(e.amount))

    def refused(self, e: ev.DragonRefused) -> None:
        name = self.who(e.seat)
        if e.forced:
            said = _("{name} set the Dragon aside as Dragonmaster and took the extra card, "
                     "{card}") if e.card else \
                _("{name} set the Dragon aside as Dragonmaster and took the extra card")
        else:
            said = _("{name} refused the Dragon and took the extra card, {card}") if e.card \
                else _("{name} refused the Dragon and took the extra card")
        card = card_words(e.card) if e.card else ""
        self.add(said.format(name=name, card=card), e.seat)

    def outcome(self, e: ev.Event) -> None:
        who = self.who
        if isinstance(e, ev.PowerPlayWon):
            self.add(_("{name} won the Power Play on {contract}").format(
                name=who(e.seat), contract=contract_name(e.contract)), e.seat)
        elif isinstance(e, ev.PowerPlayFailed):
            self.add(_("{name} failed the Power Play on {contract}").format(
                name=who(e.seat), contract=contract_name(e.contract)), e.seat)
        elif isinstance(e, ev.SecretPowerPlayWon):
            self.add(_("{name} won a Secret Power Play on {contract}").format(
                name=who(e.seat), contract=contract_name(e.contract)), e.seat)
        elif isinstance(e, ev.ExtraCardRevealed):
            self.add(_("the extra card was {card}; it went to {name}").format(
                card=card_words(e.card), name=who(e.seat)), e.seat)
        elif isinstance(e, ev.DragonmasterChanged):
            said = _("you are Dragonmaster now") if e.seat == self.me else \
                _("{name} is Dragonmaster now")
            self.add(said.format(name=who(e.seat)), e.seat)
