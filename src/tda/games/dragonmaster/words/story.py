"""The Storyteller: a Dragonmaster game's log told as plain text, in players' words.

Cards by name ("the Queen of Warriors", "the Dragon"), contracts by their printed
names ("First or Last"), crystals as amounts; a trick is one line (who led what,
who followed with what, who won it); a payment says what it is for; every hand
ends with the crystal balances.

Public facts only are told in full; a hidden card (another seat's deal, the card a
refused Dragon brought in) is told as hidden, so the telling may be shown to anyone
when it is given a seat's redacted log.

Every sentence goes through gettext (`tda.i18n`) whole, with named placeholders;
the layout (the indent of a hand's lines, the blank line before a round) stays
outside the messages. Words, not rules: it lives beside the other words, and the
rules (`tda.dragonmaster`) never import it.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import DRAGON, RANK_OF, STRENGTH, SUIT_OF, SUITS, THIRD_TITLE
from tda.dragonmaster.contracts import (
    DRAGONLORD_PENALTY,
    FIRST_OR_LAST_PENALTY,
    POWER_PLAY_FAILURE,
    POWER_PLAY_REWARD,
    RUNESWORD_PENALTY,
    WIZARD_PENALTY,
    card_items,
    trick_items,
)
from tda.dragonmaster.state import START_BALANCE
from tda.games.dragonmaster.words.phrases import contract_name, dm_card_name, suit_name
from tda.i18n import _, ngettext, pgettext
from tda.text import cells, wrap_wide

WIDTH = 78  # a told line is wrapped to this, its continuation indented


def amount(value: int) -> str:
    """A number of crystals as the table writes it: "10,000"."""
    return f"{value:,}"


def crystals(value: int) -> str:
    return ngettext("{amount} crystal", "{amount} crystals", value).format(amount=amount(value))


def join_words(words: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c", in the table's language: the story's lists and
    the table's (tda.games.dragonmaster.tui says its lists with this one too)."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return _("{items} and {last}").format(items=_(", ").join(words[:-1]), last=words[-1])


def card_words(card: str) -> str:
    """"the Prince of Warriors", "the Dragon"."""
    return dm_card_name(card) if card == DRAGON else _("the {card}").format(
        card=dm_card_name(card))


def rank_name(rank: str) -> str:
    """A rank's title on its own ("King", "Princess"), as a hand groups them."""
    names = {"king": pgettext("rank", "King"), "queen": pgettext("rank", "Queen"),
             "prince": pgettext("rank", "Prince"), "princess": pgettext("rank", "Princess"),
             "wizard": pgettext("rank", "Wizard"), "duke": pgettext("rank", "Duke"),
             "count": pgettext("rank", "Count"), "baron": pgettext("rank", "Baron"),
             "fool": pgettext("rank", "Fool")}
    return names[rank]


def hand_words(cards: Sequence[str]) -> str:
    """A hand grouped by suit, high to low: "the King and Fool of Dragonlords; the
    Wizard of Nomads; and the Dragon"."""
    groups = []
    for suit in SUITS:
        ranks = [rank_name(THIRD_TITLE[suit] if RANK_OF[c] == "prince" else RANK_OF[c])
                 for c in sorted((c for c in cards if SUIT_OF.get(c) == suit),
                                 key=lambda c: -STRENGTH[c])]
        if ranks:
            groups.append(_("the {ranks} of {suit}").format(ranks=join_words(ranks),
                                                            suit=suit_name(suit)))
    if DRAGON in cards:
        groups.append(dm_card_name(DRAGON))
    if len(groups) > 1:
        groups[-1] = _("and {cards}").format(cards=groups[-1])
    return pgettext("between the suits of a hand", "; ").join(groups)


def contract_terms(contract: str, players: int) -> str:
    """What the contract costs on the Dragonmaster's side, in a few words."""
    lords = len(card_items("dragonlords", players))
    most = lords * DRAGONLORD_PENALTY + 4 * WIZARD_PENALTY + RUNESWORD_PENALTY \
        + 2 * FIRST_OR_LAST_PENALTY
    if contract == "dragonlords":
        return _("{amount} for each Dragonlord taken").format(amount=amount(DRAGONLORD_PENALTY))
    if contract == "wizards":
        return _("{amount} for each Wizard taken").format(amount=amount(WIZARD_PENALTY))
    if contract == "runesword":
        return _("{amount} for taking the Prince of Warriors").format(
            amount=amount(RUNESWORD_PENALTY))
    if contract == "first-or-last":
        return _("{amount} each for winning trick 1 and trick 8").format(
            amount=amount(FIRST_OR_LAST_PENALTY))
    assert contract == "staff-of-power", contract
    return _("every penalty of the other four at once, up to {amount}").format(
        amount=amount(most))


def one_item(contract: str) -> bool:
    """Whether the contract has a single penalty item (the Runesword's Prince)."""
    return len(card_items(contract, 4)) + len(trick_items(contract)) == 1


def missed(contract: str) -> str:
    """What a Power Player misses to fail: "it" when the contract has one item (the
    Runesword's Prince; issue 27.9: "miss one" of one read wrong), else "one"."""
    return pgettext("missed item", "it") if one_item(contract) else pgettext("missed item", "one")


def power_goal(contract: str, players: int) -> str:
    """What a Power Player must take."""
    lords = len(card_items("dragonlords", players))
    if contract == "dragonlords":
        return _("all {count} Dragonlords").format(count=lords)
    if contract == "wizards":
        return _("all 4 Wizards")
    if contract == "runesword":
        return _("the Prince of Warriors")
    if contract == "first-or-last":
        return _("trick 1 and trick 8")
    assert contract == "staff-of-power", contract
    return _("all {count} Dragonlords, all 4 Wizards, the Prince of Warriors, trick 1 and "
             "trick 8").format(count=lords)


# The indent of a hand's lines and the blank line before a round or a hand: layout,
# kept outside the messages.
IN = "  "
NEW = "\n"


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
        out = [] if self.paid else [IN + _("Nobody pays anything this hand.")]
        out.append(IN + _("Crystals now: {balances}").format(balances=_(" · ").join(
            f"{self.who(s)} {amount(b)}" for s, b in enumerate(self.balances))))
        self._new_hand()
        return out

    def _lines(self, event: ev.Event) -> list[str]:
        who = self.who
        if isinstance(event, ev.RoundStarted):
            self.dragonmaster = event.dragonmaster
            return [*self._hand_over(),
                    NEW + _("Round {round}: {name} starts it as Dragonmaster.").format(
                        round=event.round, name=who(event.dragonmaster))]
        if isinstance(event, ev.HandStarted):
            self.dragonmaster = event.dragonmaster
            left = event.contracts_left
            return [*self._hand_over(), NEW + ngettext(
                "Hand {hand} of round {round}: {name} is Dragonmaster (contract left: "
                "{left}).",
                "Hand {hand} of round {round}: {name} is Dragonmaster (contracts left: "
                "{left}).", len(left)).format(
                    hand=event.hand_number, round=event.round, name=who(event.dragonmaster),
                    left=_(", ").join(contract_name(c) for c in left))]
        if isinstance(event, ev.HandDealt):
            if event.cards:
                return [IN + _("{name} is dealt {cards}.").format(
                    name=who(event.seat), cards=hand_words(event.cards))]
            return []
        if isinstance(event, ev.Redealt):
            return [IN + _("The Dragon was the extra card, so the hand is dealt again.")]
        if isinstance(event, ev.DragonAnnounced):
            return [IN + _("{name} holds the Dragon.").format(name=who(event.seat))]
        if isinstance(event, ev.DragonRefused):
            return [IN + self._refused(event)]
        if isinstance(event, ev.ContractChosen):
            self.contract, self.played = event.contract, True
            contract = contract_name(event.contract)
            if event.power:
                dm = who(self.dragonmaster) if self.dragonmaster is not None else \
                    _("the Dragonmaster")
                return [IN + _(
                    "{name} keeps the Dragon and makes a Power Play on {contract}: taking "
                    "{goal} wins {reward} from each other player; missing {missed} costs "
                    "{failure}, paid to {dragonmaster}.").format(
                        name=who(event.seat), contract=contract,
                        goal=power_goal(event.contract, self.n),
                        reward=amount(POWER_PLAY_REWARD[event.contract]),
                        missed=missed(event.contract), failure=amount(POWER_PLAY_FAILURE),
                        dragonmaster=dm)]
            return [IN + _("{name} names {contract}: {terms}.").format(
                name=who(event.seat), contract=contract,
                terms=contract_terms(event.contract, self.n))]
        if isinstance(event, ev.CardPlayed):
            self.plays.append(event)
            return []
        if isinstance(event, ev.TrickWon):
            return [self._trick(event)]
        if isinstance(event, ev.HandThrownIn):
            if not event.tricks_played:  # ruling L61: the extra card settled it
                return [IN + _("The face-down extra card alone settles this Power Play: the "
                               "hand stops before the first lead.")]
            return [IN + ngettext(
                "Nothing left to play could change a payment: the hand stops after "
                "{count} trick.",
                "Nothing left to play could change a payment: the hand stops after "
                "{count} tricks.", event.tricks_played).format(count=event.tricks_played)]
        if isinstance(event, ev.ExtraCardRevealed):
            self.taken[event.seat].append(event.card)
            return [IN + _("The extra card was {card}; it goes to {name}.").format(
                card=card_words(event.card), name=who(event.seat))]
        if isinstance(event, ev.CrystalsPaid):
            self.paid = True
            self.balances[event.payer] -= event.amount
            self.balances[event.payee] += event.amount
            return [IN + self._paid(event)]
        if isinstance(event, ev.PowerPlayWon):
            return [IN + _("{name}'s Power Play on {contract} succeeds.").format(
                name=who(event.seat), contract=contract_name(event.contract))]
        if isinstance(event, ev.PowerPlayFailed):
            return [IN + _("{name}'s Power Play on {contract} fails.").format(
                name=who(event.seat), contract=contract_name(event.contract))]
        if isinstance(event, ev.SecretPowerPlayWon):
            return [IN + _("{name} took every penalty item without a word: a Secret Power "
                           "Play on {contract}.").format(
                name=who(event.seat), contract=contract_name(event.contract))]
        if isinstance(event, ev.DragonmasterChanged):
            out = self._hand_over()
            self.dragonmaster = event.seat
            return [*out, IN + self._new_dragonmaster(event)]
        if isinstance(event, ev.GameEnded):
            balances = _(", ").join(f"{who(s)} {amount(c)}" for s, c in enumerate(event.scores))
            won = join_words([who(s) for s in event.winners])
            return [*self._hand_over(), NEW + ngettext(
                "The game is over: {balances} crystals. {winners} wins.",
                "The game is over: {balances} crystals. {winners} win.",
                len(event.winners)).format(balances=balances, winners=won)]
        return []

    def _refused(self, event: ev.DragonRefused) -> str:
        name = self.who(event.seat)
        if event.forced:  # ruling DM3
            if event.card:
                return _("{name} is Dragonmaster, so no Power Play: the Dragon is set aside "
                         "and {name} takes the extra card, {card}.").format(
                    name=name, card=card_words(event.card))
            return _("{name} is Dragonmaster, so no Power Play: the Dragon is set aside and "
                     "{name} takes the extra card (unseen by the others).").format(name=name)
        if event.card:
            return _("{name} refuses the Dragon and takes the extra card, {card}.").format(
                name=name, card=card_words(event.card))
        return _("{name} refuses the Dragon and takes the extra card (unseen by the "
                 "others).").format(name=name)

    def _new_dragonmaster(self, event: ev.DragonmasterChanged) -> str:
        name = self.who(event.seat)
        if event.reason == "power-play":
            return _("{name} becomes Dragonmaster by winning a Power Play.").format(name=name)
        if event.reason == "secret-power-play":
            return _("{name} becomes Dragonmaster by winning a Secret Power Play.").format(
                name=name)
        if event.reason == "new-round":
            return _("{name} becomes Dragonmaster for the new round.").format(name=name)
        return _("{name} becomes Dragonmaster {why}.").format(  # a reason no rule gives yet
            name=name, why=event.reason.replace("-", " "))

    def _trick(self, event: ev.TrickWon) -> str:
        """"Trick 3: Bob leads the Dragon as King of Druids; Cid follows with ...;
        Bob wins it."""
        plays, self.plays = self.plays[-len(event.cards):], []
        self.taken[event.seat].extend(event.cards)
        self.tricks[event.seat].append(event.trick)
        winner = self.who(event.seat)
        if not plays:
            return IN + _("Trick {trick}: {name} wins it.").format(trick=event.trick,
                                                                   name=winner)
        lead = plays[0]
        led = card_words(lead.card)
        if lead.suit:
            led = _("{card} as King of {suit}").format(card=led, suit=suit_name(lead.suit))
        rest = _(", ").join(_("{name} {card}").format(name=self.who(p.seat),
                                                      card=card_words(p.card))
                            for p in plays[1:])
        if rest:
            opened = _("Trick {trick}: {name} leads {card}; then {rest}.").format(
                trick=event.trick, name=self.who(lead.seat), card=led, rest=rest)
        else:
            opened = _("Trick {trick}: {name} leads {card}.").format(
                trick=event.trick, name=self.who(lead.seat), card=led)
        dragon = next((p for p in plays if p.card == DRAGON), None)
        if dragon is not None and dragon.seat != event.seat:  # wild, yet beaten: say why
            won = _("{name} wins it (the real King came before the Dragon, and beats "
                    "it).").format(name=winner)
        else:
            won = _("{name} wins it.").format(name=winner)
        # Two sentences side by side: a space between them in English, none in Japanese.
        return IN + _("{opened} {won}").format(opened=opened, won=won)

    def _paid(self, event: ev.CrystalsPaid) -> str:
        """A payment and what it is for."""
        who, paid = self.who, crystals(event.amount)
        payer, payee = who(event.payer), who(event.payee)
        if event.reason == ev.POWER_PLAY_WON:
            return _("{payer} pays {payee} {crystals} for the successful Power Play.").format(
                payer=payer, payee=payee, crystals=paid)
        if event.reason == ev.POWER_PLAY_FAILED:
            return _("{payer} pays {payee} {crystals} for the failed Power Play.").format(
                payer=payer, payee=payee, crystals=paid)
        if event.reason == ev.SECRET_POWER_PLAY_WON:
            return _("{payer} pays {payee} {crystals} for the Secret Power Play.").format(
                payer=payer, payee=payee, crystals=paid)
        if event.reason == ev.PENALTY and self.contract is not None:
            items = card_items(self.contract, self.n)
            cards = [c for c in self.taken[event.payer] if c in items]
            things = [card_words(c) for c in cards]
            things += [_("trick {number}").format(number=t) for t in trick_items(self.contract)
                       if t in self.tricks[event.payer]]
            if things:
                return _("{payer} pays {payee} {crystals} for {things}.").format(
                    payer=payer, payee=payee, crystals=paid, things=join_words(things))
        return _("{payer} pays {payee} {crystals} ({why}).").format(
            payer=payer, payee=payee, crystals=paid, why=self._reason(event.reason))

    @staticmethod
    def _reason(reason: str) -> str:
        if reason == ev.PENALTY:
            return _("penalty")
        return reason.replace("-", " ")  # a reason no rule gives yet: its code


def _wrap(line: str) -> str:
    """A told line wrapped to WIDTH, its continuation indented under its text."""
    blank = "\n" if line.startswith("\n") else ""
    line = line.removeprefix("\n")
    indent = " " * (len(line) - len(line.lstrip(" ")))
    if any(cells(c) == 2 for c in line):  # Japanese: no spaces to break at
        return blank + "\n".join(wrap_wide(line.lstrip(" "), WIDTH, indent, indent + "  "))
    return blank + "\n".join(textwrap.wrap(line, WIDTH, initial_indent="",
                                           subsequent_indent=indent + "  ",
                                           break_on_hyphens=False))


def tell(names: Sequence[str], log: Sequence[ev.Event]) -> list[str]:
    """Every line worth telling, in order."""
    teller = Storyteller(names)
    return [line for line in map(teller.tell, log) if line]
