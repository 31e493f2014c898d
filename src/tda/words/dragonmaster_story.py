"""The Storyteller: a Dragonmaster game's log told as plain text, in players' words.

Cards by name ("the Queen of Warriors", "the Dragon"), contracts by their printed
names ("First or Last"), crystals as amounts; a trick is one line (who led what,
who followed with what, who won it); a payment says what it is for; every hand
ends with the crystal balances.

Public facts only are told in full; a hidden card (another seat's deal, the card a
refused Dragon brought in) is told as hidden, so the telling may be shown to anyone
when it is given a seat's redacted log.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from . import events as ev
from .cards import DRAGON, RANK_OF, STRENGTH, SUIT_OF, SUITS, THIRD_TITLE, name
from .contracts import (
    DRAGONLORD_PENALTY,
    FIRST_OR_LAST_PENALTY,
    NAMES,
    POWER_PLAY_FAILURE,
    POWER_PLAY_REWARD,
    RUNESWORD_PENALTY,
    WIZARD_PENALTY,
    card_items,
    trick_items,
)
from .state import START_BALANCE

WIDTH = 78  # a told line is wrapped to this, its continuation indented


def crystals(amount: int) -> str:
    return f"{amount:,} crystal{'s' if amount != 1 else ''}"


def join_words(words: Sequence[str], last: str = "and") -> str:
    """"a", "a and b", "a, b and c"."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def card_words(card: str) -> str:
    """"the Prince of Warriors", "the Dragon"."""
    return name(card) if card == DRAGON else f"the {name(card)}"


def hand_words(cards: Sequence[str]) -> str:
    """A hand grouped by suit, high to low: "the King and Fool of Dragonlords; the
    Wizard of Nomads; and the Dragon"."""
    groups = []
    for suit in SUITS:
        ranks = [(THIRD_TITLE[suit] if RANK_OF[c] == "prince" else RANK_OF[c]).title()
                 for c in sorted((c for c in cards if SUIT_OF.get(c) == suit),
                                 key=lambda c: -STRENGTH[c])]
        if ranks:
            groups.append(f"the {join_words(ranks)} of {suit.title()}")
    if DRAGON in cards:
        groups.append("the Dragon")
    if len(groups) > 1:
        groups[-1] = "and " + groups[-1]
    return "; ".join(groups)


def contract_terms(contract: str, players: int) -> str:
    """What the contract costs on the Dragonmaster's side, in a few words."""
    lords = len(card_items("dragonlords", players))
    most = lords * DRAGONLORD_PENALTY + 4 * WIZARD_PENALTY + RUNESWORD_PENALTY \
        + 2 * FIRST_OR_LAST_PENALTY
    return {"dragonlords": f"{DRAGONLORD_PENALTY:,} for each Dragonlord taken",
            "wizards": f"{WIZARD_PENALTY:,} for each Wizard taken",
            "runesword": f"{RUNESWORD_PENALTY:,} for taking the Prince of Warriors",
            "first-or-last": f"{FIRST_OR_LAST_PENALTY:,} each for winning trick 1 "
                             "and trick 8",
            "staff-of-power": "every penalty of the other four at once, "
                              f"up to {most:,}"}[contract]


def missed(contract: str) -> str:
    """What a Power Player misses to fail: "it" when the contract has one item (the
    Runesword's Prince; issue 27.9: "miss one" of one read wrong), else "one"."""
    return "it" if len(card_items(contract, 4)) + len(trick_items(contract)) == 1 else "one"


def power_goal(contract: str, players: int) -> str:
    """What a Power Player must take."""
    lords = len(card_items("dragonlords", players))
    return {"dragonlords": f"all {lords} Dragonlords",
            "wizards": "all 4 Wizards",
            "runesword": "the Prince of Warriors",
            "first-or-last": "trick 1 and trick 8",
            "staff-of-power": f"all {lords} Dragonlords, all 4 Wizards, the Prince of "
                              "Warriors, trick 1 and trick 8"}[contract]


class Storyteller:
    """Tells events with the seats' names. It follows the hand as it goes (the
    contract, the trick under way, what each seat has taken, the balances), so
    feed it the log in order, from the start."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.n = len(self.names)
        self.balances = [START_BALANCE] * self.n
        self.dragonmaster: int | None = None
        self._new_hand()

    def _new_hand(self) -> None:
        self.contract: str | None = None
        self.plays: list[ev.CardPlayed] = []
        self.taken: list[list[str]] = [[] for _ in range(self.n)]
        self.tricks: list[list[int]] = [[] for _ in range(self.n)]
        self.paid = False
        self.played = False  # a contract was named: the hand is under way or done

    def who(self, seat: int) -> str:
        return self.names[seat]

    def tell(self, event: ev.Event) -> str:
        """The lines for the event, wrapped ("" for an event not worth a line)."""
        lines = [line for line in self._lines(event) if line]
        return "\n".join(_wrap(line) for line in lines)

    def _hand_over(self) -> list[str]:
        """The hand's closing lines, once, when the next thing starts."""
        if not self.played:
            return []
        out = [] if self.paid else ["  Nobody pays anything this hand."]
        out.append("  Crystals now: " + " · ".join(
            f"{self.who(s)} {b:,}" for s, b in enumerate(self.balances)))
        self._new_hand()
        return out

    def _lines(self, event: ev.Event) -> list[str]:
        who = self.who
        if isinstance(event, ev.RoundStarted):
            self.dragonmaster = event.dragonmaster
            return [*self._hand_over(),
                    f"\nRound {event.round}: {who(event.dragonmaster)} starts it as "
                    "Dragonmaster."]
        if isinstance(event, ev.HandStarted):
            self.dragonmaster = event.dragonmaster
            left = ", ".join(NAMES[c] for c in event.contracts_left)
            return [*self._hand_over(),
                    f"\nHand {event.hand_number} of round {event.round}: "
                    f"{who(event.dragonmaster)} is Dragonmaster "
                    f"(contract{'s' if len(event.contracts_left) != 1 else ''} "
                    f"left: {left})."]
        if isinstance(event, ev.HandDealt):
            if event.cards:
                return [f"  {who(event.seat)} is dealt {hand_words(event.cards)}."]
            return []
        if isinstance(event, ev.Redealt):
            return ["  The Dragon was the extra card, so the hand is dealt again."]
        if isinstance(event, ev.DragonAnnounced):
            return [f"  {who(event.seat)} holds the Dragon."]
        if isinstance(event, ev.DragonRefused):
            took = f" and takes the extra card, {card_words(event.card)}" if event.card \
                else " and takes the extra card (unseen by the others)"
            if event.forced:  # ruling DM3
                return [f"  {who(event.seat)} is Dragonmaster, so no Power Play: the Dragon "
                        f"is set aside and {who(event.seat)} takes the extra card"
                        f"{took.removeprefix(' and takes the extra card')}."]
            return [f"  {who(event.seat)} refuses the Dragon{took}."]
        if isinstance(event, ev.ContractChosen):
            self.contract, self.played = event.contract, True
            contract = NAMES[event.contract]
            if event.power:
                dm = who(self.dragonmaster) if self.dragonmaster is not None else \
                    "the Dragonmaster"
                return [f"  {who(event.seat)} keeps the Dragon and makes a Power Play on "
                        f"{contract}: taking {power_goal(event.contract, self.n)} wins "
                        f"{POWER_PLAY_REWARD[event.contract]:,} from each other player; "
                        f"missing {missed(event.contract)} costs {POWER_PLAY_FAILURE:,}, "
                        f"paid to {dm}."]
            return [f"  {who(event.seat)} names {contract}: "
                    f"{contract_terms(event.contract, self.n)}."]
        if isinstance(event, ev.CardPlayed):
            self.plays.append(event)
            return []
        if isinstance(event, ev.TrickWon):
            return [self._trick(event)]
        if isinstance(event, ev.HandThrownIn):
            if not event.tricks_played:  # ruling L61: the extra card settled it
                return ["  The face-down extra card alone settles this Power Play: the "
                        "hand stops before the first lead."]
            tricks = f"{event.tricks_played} trick{'s' if event.tricks_played != 1 else ''}"
            return [f"  Nothing left to play could change a payment: the hand stops "
                    f"after {tricks}."]
        if isinstance(event, ev.ExtraCardRevealed):
            self.taken[event.seat].append(event.card)
            return [f"  The extra card was {card_words(event.card)}; it goes to "
                    f"{who(event.seat)}."]
        if isinstance(event, ev.CrystalsPaid):
            self.paid = True
            self.balances[event.payer] -= event.amount
            self.balances[event.payee] += event.amount
            return [f"  {who(event.payer)} pays {who(event.payee)} "
                    f"{crystals(event.amount)}{self._why(event)}."]
        if isinstance(event, ev.PowerPlayWon):
            return [f"  {who(event.seat)}'s Power Play on {NAMES[event.contract]} succeeds."]
        if isinstance(event, ev.PowerPlayFailed):
            return [f"  {who(event.seat)}'s Power Play on {NAMES[event.contract]} fails."]
        if isinstance(event, ev.SecretPowerPlayWon):
            return [f"  {who(event.seat)} took every penalty item without a word: a Secret "
                    f"Power Play on {NAMES[event.contract]}."]
        if isinstance(event, ev.DragonmasterChanged):
            out = self._hand_over()
            self.dragonmaster = event.seat
            why = {"power-play": "by winning a Power Play",
                   "secret-power-play": "by winning a Secret Power Play",
                   "new-round": "for the new round"}.get(event.reason,
                                                         event.reason.replace("-", " "))
            return [*out, f"  {who(event.seat)} becomes Dragonmaster {why}."]
        if isinstance(event, ev.GameEnded):
            balances = ", ".join(f"{who(s)} {c:,}" for s, c in enumerate(event.scores))
            won = join_words([who(s) for s in event.winners])
            verb = "win" if len(event.winners) > 1 else "wins"
            return [*self._hand_over(),
                    f"\nThe game is over: {balances} crystals. {won} {verb}."]
        return []

    def _trick(self, event: ev.TrickWon) -> str:
        """"Trick 3: Bob leads the Dragon as King of Druids; Cid follows with ...;
        Bob wins it."""
        plays, self.plays = self.plays[-len(event.cards):], []
        self.taken[event.seat].extend(event.cards)
        self.tricks[event.seat].append(event.trick)
        if not plays:
            return f"  Trick {event.trick}: {self.who(event.seat)} wins it."
        lead = plays[0]
        led = card_words(lead.card)
        if lead.suit:
            led += f" as King of {lead.suit.title()}"
        rest = ", ".join(f"{self.who(p.seat)} {card_words(p.card)}" for p in plays[1:])
        follows = f"; then {rest}" if rest else ""
        why = ""
        dragon = next((p for p in plays if p.card == DRAGON), None)
        if dragon is not None and dragon.seat != event.seat:  # wild, yet beaten: say why
            why = " (the real King came before the Dragon, and beats it)"
        return (f"  Trick {event.trick}: {self.who(lead.seat)} leads {led}{follows}. "
                f"{self.who(event.seat)} wins it{why}.")

    def _why(self, event: ev.CrystalsPaid) -> str:
        if event.reason == ev.POWER_PLAY_WON:
            return " for the successful Power Play"
        if event.reason == ev.POWER_PLAY_FAILED:
            return " for the failed Power Play"
        if event.reason == ev.SECRET_POWER_PLAY_WON:
            return " for the Secret Power Play"
        if event.reason == ev.PENALTY and self.contract is not None:
            items = card_items(self.contract, self.n)
            cards = [c for c in self.taken[event.payer] if c in items]
            things = [card_words(c) for c in cards]
            things += [f"trick {t}" for t in trick_items(self.contract)
                       if t in self.tricks[event.payer]]
            if things:
                return " for " + join_words(things)
        return f" ({event.reason.replace('-', ' ')})"


def _wrap(line: str) -> str:
    """A told line wrapped to WIDTH, its continuation indented under its text."""
    blank = "\n" if line.startswith("\n") else ""
    line = line.removeprefix("\n")
    indent = " " * (len(line) - len(line.lstrip(" ")))
    return blank + "\n".join(textwrap.wrap(line, WIDTH, initial_indent="",
                                           subsequent_indent=indent + "  ",
                                           break_on_hyphens=False))


def tell(names: Sequence[str], log: Sequence[ev.Event]) -> list[str]:
    """Every line worth telling, in order."""
    teller = Storyteller(names)
    return [line for line in map(teller.tell, log) if line]
