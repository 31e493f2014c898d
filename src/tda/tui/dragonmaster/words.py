"""Dragonmaster's cards, contracts and events in players' words, styled for the table.

Suits are always named (and coloured as printed: purple Dragonlords, red Warriors,
blue Druids, green Nomads), so nothing depends on telling hues apart or on
remembering the book's three-letter labels.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from tda.dragonmaster import DRAGON, SUITS
from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import RANK_LETTERS, RANK_OF, STRENGTH, SUIT_OF, THIRD_TITLE, name
from tda.dragonmaster.contracts import (
    DRAGONLORD_PENALTY,
    FIRST_OR_LAST_PENALTY,
    NAMES,
    POWER_PLAY_FAILURE,
    POWER_PLAY_REWARD,
    RUNESWORD_PENALTY,
    SECRET_POWER_PLAY_CONTRACTS,
    WIZARD_PENALTY,
    card_items,
    card_penalty,
    penalty,
    restricted_suits,
    trick_items,
)
from tda.words.dragonmaster_story import join_words, missed, one_item

SUIT_STYLES = {"dragonlords": "bold medium_purple1", "warriors": "bold red1",
               "druids": "bold dodger_blue1", "nomads": "bold green3"}
DRAGON_STYLE = "bold reverse gold1"
SUIT_WORDS = {s: s.title() for s in SUITS}


def crystals(amount: int) -> str:
    """"12,000"; a debt (ruling DM1) with a true minus sign: "−3,000"."""
    return f"{amount:,}".replace("-", "−")


def suit_text(suit: str) -> Text:
    return Text(SUIT_WORDS[suit], style=SUIT_STYLES[suit])


def rank_word(card: str) -> str:
    rank = RANK_OF[card]
    return (THIRD_TITLE[SUIT_OF[card]] if rank == "prince" else rank).title()


def card_name(card: str) -> str:
    """"Prince of Warriors", "the Dragon"."""
    return name(card)


def card_text(card: str, short: bool = False) -> Text:
    """A card in its suit's colour: "King of Warriors", or "K Warriors" when `short`."""
    if card == DRAGON:
        return Text("Dragon", style=DRAGON_STYLE)
    suit = SUIT_OF[card]
    if short:
        return Text(f"{RANK_LETTERS[RANK_OF[card]]} {SUIT_WORDS[suit]}", style=SUIT_STYLES[suit])
    return Text(card_name(card), style=SUIT_STYLES[suit])


def contract_name(contract: str | None) -> str:
    return NAMES[contract] if contract else "—"


def contract_items(contract: str, players: int) -> str:
    """What a contract penalises, in a few words."""
    lords = len(card_items("dragonlords", players))
    return {"dragonlords": f"each Dragonlord taken ({lords} in play)",
            "wizards": "each Wizard taken (4 in play)",
            "runesword": "taking the Prince of Warriors",
            "first-or-last": "winning trick 1, and again for trick 8",
            "staff-of-power": "every item of the other four contracts"}[contract]


def contract_cost(contract: str, players: int) -> str:
    """What a contract costs on the Dragonmaster's side: "2,000 per"."""
    lords = len(card_items("dragonlords", players))
    most = lords * DRAGONLORD_PENALTY + 4 * WIZARD_PENALTY + RUNESWORD_PENALTY \
        + 2 * FIRST_OR_LAST_PENALTY  # the Wizard of Dragonlords is in both counts
    return {"dragonlords": f"{crystals(DRAGONLORD_PENALTY)} for",
            "wizards": f"{crystals(WIZARD_PENALTY)} for",
            "runesword": f"{crystals(RUNESWORD_PENALTY)} for",
            "first-or-last": f"{crystals(FIRST_OR_LAST_PENALTY)} for",
            "staff-of-power": f"up to {crystals(most)} for"}[contract]


SHORT_PRICES = {"dragonlords": "1,000 per Dragonlord taken", "wizards": "2,000 per Wizard taken",
                "runesword": "8,000 for the Prince of Warriors",
                "first-or-last": "4,000 each for trick 1 and trick 8",
                "staff-of-power": "all four of those at once"}


def contract_line(contract: str, players: int) -> str:
    """"Wizards: 2,000 for each Wizard taken (4 in play)"."""
    return f"{NAMES[contract]}: {contract_cost(contract, players)} " \
           f"{contract_items(contract, players)}"


def action_words(names: Sequence[str], seat: int | None, phase: str | None,
                 action: str) -> str:
    """A recorded action in players' words, with who took it: "Bob plays the
    Prince of Warriors", "Ann makes a Power Play on Wizards"."""
    who = names[seat] if seat is not None else "?"
    verb, *args = action.split()
    if verb == "pass":
        return f"{who} refuses the Dragon"
    if verb == "choose" and args and args[0] in NAMES:
        if phase == "dragon":
            return f"{who} makes a Power Play on {NAMES[args[0]]}"
        return f"{who} names {NAMES[args[0]]}"
    if verb == "play" and args:
        if args[0] == DRAGON:
            if len(args) > 1 and args[1] in SUITS:
                return f"{who} leads the Dragon as King of {SUIT_WORDS[args[1]]}"
            return f"{who} plays the Dragon"
        if args[0] in SUIT_OF:
            return f"{who} plays the {name(args[0])}"
    return f"{who}: {action}"


def power_goal_short(contract: str, players: int) -> str:
    """What a Power Player must take, in a few words: "the Prince of Warriors"."""
    lords = len(card_items("dragonlords", players))
    items = len(card_items("staff-of-power", players)) + len(trick_items("staff-of-power"))
    return {"dragonlords": f"all {lords} Dragonlords", "wizards": "all 4 Wizards",
            "runesword": "the Prince of Warriors", "first-or-last": "tricks 1 and 8",
            "staff-of-power": f"all {items} items"}[contract]


def the_card(card: str) -> Text:
    """A card by name with its article, in its colour: "the Fool of Druids"."""
    return Text("the ").append_text(card_text(card))


def power_play_line(contract: str, dragonmaster: str) -> str:
    """A Power Play's stakes: what it wins from each seat, what failing costs."""
    every = "the item" if one_item(contract) else "every item"
    return (f"Power Play on {NAMES[contract]}: take {every} to win "
            f"{crystals(POWER_PLAY_REWARD[contract])} from each other player; "
            f"miss {missed(contract)} and pay {dragonmaster} {crystals(POWER_PLAY_FAILURE)}")


def penalty_of(contract: str, card: str) -> int:
    return card_penalty(contract, card)


def lead_rule(contract: str) -> str:
    """The expert game's trick-1 lead restriction under `contract`, if any."""
    banned = restricted_suits(contract)
    if not banned:
        return ""
    return "no " + " or ".join(SUIT_WORDS[s].removesuffix("s") for s in banned) \
        + " may lead trick 1."


def secret_possible(contract: str) -> bool:
    return contract in SECRET_POWER_PLAY_CONTRACTS


def items_words(cards: Sequence[str], tricks: Sequence[int] = ()) -> Text:
    """Cards and penalty tricks in full words, grouped by suit high to low, each suit
    in its colour: "the King, Queen and Fool of Dragonlords; the Wizard of Druids;
    trick 1" (the rank letters of the table need the help to be read)."""
    groups = []
    for suit in SUITS:
        ranks = [rank_word(c) for c in sorted((c for c in cards if SUIT_OF.get(c) == suit),
                                              key=lambda c: -STRENGTH[c])]
        if ranks:
            groups.append(Text(f"the {join_words(ranks)} of {SUIT_WORDS[suit]}",
                               style=SUIT_STYLES[suit]))
    if DRAGON in cards:
        groups.append(card_text(DRAGON))
    groups += [Text(f"trick {t}", style="bold") for t in tricks]
    return Text("; ").join(groups)


def items_taken(contract: str, players: int, taken: Sequence[str]) -> list[str]:
    """The penalty cards among `taken`, in the order taken."""
    items = card_items(contract, players)
    return [c for c in taken if c in items]


def penalty_total(contract: str, taken: Sequence[str], tricks: Sequence[int]) -> int:
    """A seat's Dragonmaster-side penalty so far: its penalty cards and penalty tricks,
    as the rules count them."""
    return penalty(contract, list(taken), list(tricks))


def trick_numbers(log: Sequence[ev.Event], players: int) -> list[list[int]]:
    """The tricks (1-based) each seat has won this hand, read off the log."""
    won: list[list[int]] = [[] for _ in range(players)]
    for event in reversed(log):
        if isinstance(event, ev.HandStarted):
            break
        if isinstance(event, ev.TrickWon):
            won[event.seat].insert(0, event.trick)
    return won


def last_trick(log: Sequence[ev.Event]) -> tuple[ev.TrickWon, list[ev.CardPlayed]] | None:
    """The trick won last in this hand and its plays (None before the first one)."""
    plays: list[ev.CardPlayed] = []
    found: ev.TrickWon | None = None
    for event in reversed(log):
        if isinstance(event, ev.HandStarted):
            return None
        if found is None:
            if isinstance(event, ev.TrickWon):
                found = event
            elif isinstance(event, ev.CardPlayed):
                return None  # a trick is under way: the middle shows it
            continue
        if isinstance(event, ev.CardPlayed):
            plays.insert(0, event)
            if len(plays) == len(found.cards):
                return found, plays
    return (found, plays) if found is not None else None



class Teller:
    """The log a line an event, cards and contracts by name (the engine's own
    storyteller tells ids); hidden cards stay hidden, as the log given has them."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        # The log's lines as last told, by position: the table tells the whole log at
        # every step, and a whole game's log is some 700 events (issue 29.7: telling
        # it again every time made the game O(n²)). A line is told again only where the
        # event differs (another seat's view, another game).
        self._told: list[tuple[ev.Event, Text | str]] = []

    def tell(self, event: ev.Event) -> Text | str:
        who = self.names.__getitem__
        if isinstance(event, ev.RoundStarted):
            return Text(f"Round {event.round}: {who(event.dragonmaster)} starts it as "
                        "Dragonmaster.", style="bold")
        if isinstance(event, ev.HandStarted):
            return Text(f"Hand {event.hand_number} of round {event.round} "
                        f"(Dragonmaster {who(event.dragonmaster)}).", style="bold")
        if isinstance(event, ev.HandDealt):
            if not event.cards:
                return ""
            from .widgets import by_suit  # the hand's own layout
            return Text(f" {who(event.seat)} is dealt ").append_text(by_suit(event.cards, " · "))
        if isinstance(event, ev.Redealt):
            return " The Dragon was the extra card: the hand is dealt again."
        if isinstance(event, ev.DragonAnnounced):
            return f" {who(event.seat)} holds the Dragon."
        if isinstance(event, ev.DragonRefused):
            how = ("is Dragonmaster, so sets the Dragon aside (no Power Play)" if event.forced
                   else "refuses the Dragon")  # ruling DM3 when forced
            line = Text(f" {who(event.seat)} {how} and takes the extra card")
            if event.card:
                return line.append(", ").append_text(the_card(event.card)).append(".")
            return line.append(" (only that player sees it).")
        if isinstance(event, ev.ContractChosen):
            kind = "makes a Power Play on" if event.power else "names the contract"
            return Text(f" {who(event.seat)} {kind} {NAMES[event.contract]}.", style="bold")
        if isinstance(event, ev.CardPlayed):
            verb = "leads" if event.suit else "plays"  # the Dragon led names its suit
            line = Text(f"  {who(event.seat)} {verb} ").append_text(the_card(event.card))
            if event.suit:
                line.append(" as King of ").append_text(suit_text(event.suit))
            return line.append(".")
        if isinstance(event, ev.TrickWon):
            cards = list(event.cards)
            if DRAGON in cards[1:] and f"{SUIT_OF[cards[0]]}-king" in cards[:cards.index(DRAGON)]:
                return (f"  {who(event.seat)} wins trick {event.trick}: the real King came "
                        "before the Dragon, and beats it.")
            return f"  {who(event.seat)} wins trick {event.trick}."
        if isinstance(event, ev.HandThrownIn):
            if not event.tricks_played:  # ruling L61
                return " The extra card alone settles it: the hand stops before the first lead."
            tricks = f"{event.tricks_played} trick{'s' if event.tricks_played != 1 else ''}"
            return f" Nothing left to play could change a payment: the hand stops after {tricks}."
        if isinstance(event, ev.ExtraCardRevealed):
            return Text(" The extra card was ").append_text(the_card(event.card)).append(
                f"; it goes to {who(event.seat)}.")
        if isinstance(event, ev.CrystalsPaid):
            why = {ev.PENALTY: "penalties", ev.POWER_PLAY_WON: "Power Play won",
                   ev.POWER_PLAY_FAILED: "Power Play failed",
                   ev.SECRET_POWER_PLAY_WON: "Secret Power Play won"}.get(event.reason,
                                                                        event.reason)
            return f" {who(event.payer)} pays {who(event.payee)} {crystals(event.amount)} ({why})."
        if isinstance(event, ev.PowerPlayWon):
            return Text(f" {who(event.seat)}'s Power Play on {NAMES[event.contract]} succeeds.",
                        style="bold")
        if isinstance(event, ev.PowerPlayFailed):
            return Text(f" {who(event.seat)}'s Power Play on {NAMES[event.contract]} fails.",
                        style="bold")
        if isinstance(event, ev.SecretPowerPlayWon):
            return Text(f" {who(event.seat)} wins a Secret Power Play on "
                        f"{NAMES[event.contract]}.", style="bold")
        if isinstance(event, ev.DragonmasterChanged):
            why = {"power-play": "a Power Play", "secret-power-play": "a Secret Power Play",
                   "new-round": "a new round"}.get(event.reason, event.reason)
            return Text(f" {who(event.seat)} becomes Dragonmaster ({why}).", style="bold")
        if isinstance(event, ev.GameEnded):
            won = " and ".join(who(s) for s in event.winners)
            return Text(f"The game is over: {won} {'win' if len(event.winners) > 1 else 'wins'}.",
                        style="bold")
        return ""

    def lines(self, log: Sequence[ev.Event]) -> list[Text | str]:
        told = self._told
        del told[len(log):]
        for i, event in enumerate(log):
            if i == len(told):
                told.append((event, self.tell(event)))
            elif told[i][0] != event:
                told[i] = (event, self.tell(event))
        return [line for _, line in told if line]
