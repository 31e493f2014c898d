"""Dragonmaster's cards, contracts and events in players' words, styled for the table.

Suits are always named (and coloured as printed: purple Dragonlords, red Warriors,
blue Druids, green Nomads), so nothing depends on telling hues apart or on
remembering the book's three-letter labels.

Every word goes through gettext (`tda.i18n`, issue 29): a sentence is one message with
named placeholders, said whole; seat names and card ids are data. Where a sentence
holds a coloured card, `styled()` fills the translated sentence with it. Layout (the
log's indentation, the separators between parts of a status line) stays outside the
messages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.text import Span, Text

from tda.dragonmaster import DRAGON, SUITS
from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import RANK_OF, STRENGTH, SUIT_OF, THIRD_TITLE
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
from tda.games.dragonmaster.words.phrases import (
    contract_name,  # the words layer's, one name everywhere
)
from tda.games.dragonmaster.words.story import (
    join_words,  # the story's, said alike
    one_item,  # the story's, said alike on the table
)
from tda.i18n import N_, _, ngettext, pgettext
from tda.text import is_you

SUIT_STYLES = {"dragonlords": "bold medium_purple1", "warriors": "bold red1",
               "druids": "bold dodger_blue1", "nomads": "bold green3"}
DRAGON_STYLE = "bold reverse gold1"
# The interface's words for Dragonmaster's suits and ranks (issue 29.1): marked here,
# said through gettext where shown (the ids stay the rules' data). A contract's name
# is the words layer's (`tda.games.dragonmaster.words.phrases.contract_name`), as the story says it.
SUIT_WORDS = {"dragonlords": N_("Dragonlords"), "warriors": N_("Warriors"),
              "druids": N_("Druids"), "nomads": N_("Nomads")}
SUIT_SINGULAR = {"dragonlords": N_("Dragonlord"), "warriors": N_("Warrior"),
                 "druids": N_("Druid"), "nomads": N_("Nomad")}
RANK_WORDS = {"king": N_("King"), "queen": N_("Queen"), "prince": N_("Prince"),
              "princess": N_("Princess"), "wizard": N_("Wizard"), "duke": N_("Duke"),
              "count": N_("Count"), "baron": N_("Baron"), "fool": N_("Fool")}

_FIELD = re.compile(r"\{(\w+)\}")


def styled(template: str, style: str = "", **args: Text | str) -> Text:
    """`template` (a translated sentence with `{name}` placeholders) as Rich Text in
    `style`, each placeholder filled with its argument: a Text keeps its own colours
    (a card in its suit's), a str takes the sentence's. The words stay one sentence
    for the translator, whatever is coloured inside it."""
    text = Text(style=style)
    pos = 0
    for match in _FIELD.finditer(template):
        text.append(template[pos:match.start()])
        value = args[match.group(1)]
        if isinstance(value, Text):
            text.append_text(value)
        else:
            text.append(value)
        pos = match.end()
    text.append(template[pos:])
    return text


def dot() -> str:
    """The mark between the parts of a line ("Dragonlords K W · Warriors P", "Trick 2
    of 8 · Nomads led"): " · " in English. A language may draw another: the middle
    dot is ambiguous-width, two cells in some Japanese terminals, which shifts a
    bordered line (issue 31.3)."""
    return pgettext("between parts", " · ")


def dash() -> str:
    """The mark before an added part ("Contract: Wizards — Ann's Power Play"): " — "
    in English (ambiguous-width too, see `dot`)."""
    return pgettext("between parts", " — ")


def crystals(amount: int) -> str:
    """"12,000"; a debt (ruling DM1) with a true minus sign: "−3,000"."""
    return f"{amount:,}".replace("-", "−")


def suit_word(suit: str) -> str:
    """"Warriors"."""
    return _(SUIT_WORDS[suit])


def suit_text(suit: str) -> Text:
    return Text(suit_word(suit), style=SUIT_STYLES[suit])


def rank_word(card: str) -> str:
    """"King"; the third rank by its suit's title: "Princess"."""
    rank = RANK_OF[card]
    return _(RANK_WORDS[THIRD_TITLE[SUIT_OF[card]] if rank == "prince" else rank])


def rank_letter(card: str) -> str:
    """The rank as the table's one letter: "K", "P" (Prince and Princess alike)."""
    return {"king": pgettext("rank letter", "K"), "queen": pgettext("rank letter", "Q"),
            "prince": pgettext("rank letter", "P"), "wizard": pgettext("rank letter", "W"),
            "duke": pgettext("rank letter", "D"), "count": pgettext("rank letter", "C"),
            "baron": pgettext("rank letter", "B"),
            "fool": pgettext("rank letter", "F")}[RANK_OF[card]]


def card_name(card: str) -> str:
    """"Prince of Warriors", "the Dragon"."""
    if card == DRAGON:
        return _("the Dragon")
    return _("{rank} of {suit}").format(rank=rank_word(card), suit=suit_word(SUIT_OF[card]))


def card_words(card: str) -> str:
    """A card by name with its article: "the Prince of Warriors", "the Dragon"."""
    if card == DRAGON:
        return card_name(card)
    return _("the {card}").format(card=card_name(card))


def card_text(card: str, short: bool = False) -> Text:
    """A card in its suit's colour: "King of Warriors", or "K Warriors" when `short`."""
    if card == DRAGON:
        return Text(_("Dragon"), style=DRAGON_STYLE)
    suit = SUIT_OF[card]
    if short:
        return Text(_("{letter} {suit}").format(letter=rank_letter(card), suit=suit_word(suit)),
                    style=SUIT_STYLES[suit])
    return Text(card_name(card), style=SUIT_STYLES[suit])


def staff_most(players: int) -> int:
    """The most a seat can pay under Staff of Power: every other contract's items (the
    Wizard of Dragonlords is in both counts)."""
    lords = len(card_items("dragonlords", players))
    return lords * DRAGONLORD_PENALTY + 4 * WIZARD_PENALTY + RUNESWORD_PENALTY \
        + 2 * FIRST_OR_LAST_PENALTY


def contract_price(contract: str, players: int) -> str:
    """What a contract costs on the Dragonmaster's side and for what:
    "2,000 for each Wizard taken (4 in play)"."""
    if contract == "dragonlords":
        return _("{amount} for each Dragonlord taken ({lords} in play)").format(
            amount=crystals(DRAGONLORD_PENALTY), lords=len(card_items("dragonlords", players)))
    if contract == "wizards":
        return _("{amount} for each Wizard taken (4 in play)").format(
            amount=crystals(WIZARD_PENALTY))
    if contract == "runesword":
        return _("{amount} for taking the Prince of Warriors").format(
            amount=crystals(RUNESWORD_PENALTY))
    if contract == "first-or-last":
        return _("{amount} for winning trick 1, and again for trick 8").format(
            amount=crystals(FIRST_OR_LAST_PENALTY))
    return _("up to {amount} for every item of the other four contracts").format(
        amount=crystals(staff_most(players)))


def short_price(contract: str) -> str:
    """A contract's price in a few words, for its option: "2,000 per Wizard taken"."""
    return {"dragonlords": _("1,000 per Dragonlord taken"),
            "wizards": _("2,000 per Wizard taken"),
            "runesword": _("8,000 for the Prince of Warriors"),
            "first-or-last": _("4,000 each for trick 1 and trick 8"),
            "staff-of-power": _("all four of those at once")}[contract]


def action_words(names: Sequence[str], seat: int | None, phase: str | None,
                 action: str) -> str:
    """A recorded action in players' words, with who took it: "Bob plays the
    Prince of Warriors", "Ann makes a Power Play on Wizards"."""
    who = names[seat] if seat is not None else "?"
    verb, *args = action.split()
    if verb == "pass":
        return _("{who} refuses the Dragon").format(who=who)
    if verb == "choose" and args and args[0] in NAMES:
        if phase == "dragon":
            return _("{who} makes a Power Play on {contract}").format(
                who=who, contract=contract_name(args[0]))
        return _("{who} names {contract}").format(who=who, contract=contract_name(args[0]))
    if verb == "play" and args:
        if args[0] == DRAGON:
            if len(args) > 1 and args[1] in SUITS:
                return _("{who} leads the Dragon as King of {suit}").format(
                    who=who, suit=suit_word(args[1]))
            return _("{who} plays the Dragon").format(who=who)
        if args[0] in SUIT_OF:
            return _("{who} plays {card}").format(who=who, card=card_words(args[0]))
    return _("{who}: {action}").format(who=who, action=action)  # the action's own words


def power_goal_short(contract: str, players: int) -> str:
    """What a Power Player must take, in a few words: "the Prince of Warriors"."""
    if contract == "dragonlords":
        return _("all {count} Dragonlords").format(count=len(card_items("dragonlords", players)))
    if contract == "staff-of-power":
        items = len(card_items("staff-of-power", players)) + len(trick_items("staff-of-power"))
        return _("all {count} items").format(count=items)
    return {"wizards": _("all 4 Wizards"), "runesword": _("the Prince of Warriors"),
            "first-or-last": _("tricks 1 and 8")}[contract]


def the_card(card: str) -> Text:
    """A card by name with its article, in its colour: "the Fool of Druids"."""
    return styled(_("the {card}"), card=card_text(card))


def whose(name: str) -> str:
    """A seat's name as an owner: "Ann's", "Charles'", "Your" for a seat named You."""
    if is_you(name):
        return _("Your")
    if name[-1:] in ("s", "S"):
        return _("{name}'").format(name=name)
    return _("{name}'s").format(name=name)


def power_play_line(contract: str, dragonmaster: str, player: str | None = None) -> str:
    """A Power Play's stakes: what it wins from each seat, what failing costs (whose
    Power Play it is, when `player` is named)."""
    args = {"contract": contract_name(contract), "dragonmaster": dragonmaster,
            "reward": crystals(POWER_PLAY_REWARD[contract]),
            "penalty": crystals(POWER_PLAY_FAILURE), "player": player}
    if player is None:
        template = _("Power Play on {contract}: take the item to win {reward} from each "
                     "other player; miss it and pay {dragonmaster} {penalty}") \
            if one_item(contract) else \
            _("Power Play on {contract}: take every item to win {reward} from each other "
              "player; miss one and pay {dragonmaster} {penalty}")
    else:
        template = _("{player}'s Power Play on {contract}: take the item to win {reward} "
                     "from each other player; miss it and pay {dragonmaster} {penalty}") \
            if one_item(contract) else \
            _("{player}'s Power Play on {contract}: take every item to win {reward} from "
              "each other player; miss one and pay {dragonmaster} {penalty}")
    return template.format(**args)


def penalty_of(contract: str, card: str) -> int:
    return card_penalty(contract, card)


def lead_rule(contract: str, start: bool = False) -> str:
    """The expert game's trick-1 lead restriction under `contract`, if any: "no
    Dragonlord may lead trick 1." (`start`: at the start of a sentence)."""
    banned = [_(SUIT_SINGULAR[s]) for s in restricted_suits(contract)]
    if not banned:
        return ""
    if len(banned) == 1:
        template = _("No {suit} may lead trick 1.") if start else _("no {suit} may lead trick 1.")
        return template.format(suit=banned[0])
    template = _("No {suit} or {other} may lead trick 1.") if start else \
        _("no {suit} or {other} may lead trick 1.")
    return template.format(suit=banned[0], other=banned[1])


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
            groups.append(Text(_("the {ranks} of {suit}").format(
                ranks=join_words(ranks), suit=suit_word(suit)), style=SUIT_STYLES[suit]))
    if DRAGON in cards:
        groups.append(card_text(DRAGON))
    groups += [Text(_("trick {number}").format(number=t), style="bold") for t in tricks]
    return Text(pgettext("list of groups", "; ")).join(groups)


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
    won: list[list[int]] = [[] for _seat in range(players)]
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



# How deep the log indents an event's line: a round or a hand starts at the margin,
# the plays and tricks of a hand go deepest, the rest of the hand between.
DEPTH: dict[type, int] = {ev.RoundStarted: 0, ev.HandStarted: 0, ev.GameEnded: 0,
                          ev.CardPlayed: 2, ev.TrickWon: 2}


def indent(line: Text | str, depth: int) -> Text | str:
    """`line` after `depth` spaces, in the line's own style (layout, not words: the
    translator's sentence starts at its first word)."""
    if not depth:
        return line
    if isinstance(line, str):
        return " " * depth + line
    return Text(" " * depth + line.plain, style=line.style, justify=line.justify,
                overflow=line.overflow, no_wrap=line.no_wrap, end=line.end,
                spans=[Span(span.start + depth, span.end + depth, span.style)
                       for span in line.spans])


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
        """An event's line, indented under its hand (a play and a trick deeper)."""
        line = self.words(event)
        return indent(line, DEPTH.get(type(event), 1)) if line else line

    def words(self, event: ev.Event) -> Text | str:
        who = self.names.__getitem__
        if isinstance(event, ev.RoundStarted):
            return Text(_("Round {round}: {name} starts it as Dragonmaster.").format(
                round=event.round, name=who(event.dragonmaster)), style="bold")
        if isinstance(event, ev.HandStarted):
            return Text(_("Hand {hand} of round {round} (Dragonmaster {name}).").format(
                hand=event.hand_number, round=event.round, name=who(event.dragonmaster)),
                style="bold")
        if isinstance(event, ev.HandDealt):
            if not event.cards:
                return ""
            from tda.games.dragonmaster.tui.widgets import by_suit  # the hand's own layout
            return styled(_("{name} is dealt {cards}"), name=who(event.seat),
                          cards=by_suit(event.cards, dot()))
        if isinstance(event, ev.Redealt):
            return _("The Dragon was the extra card: the hand is dealt again.")
        if isinstance(event, ev.DragonAnnounced):
            return _("{name} holds the Dragon.").format(name=who(event.seat))
        if isinstance(event, ev.DragonRefused):
            if event.forced:  # ruling DM3
                template = _("{name} is Dragonmaster, so sets the Dragon aside (no Power "
                             "Play) and takes the extra card, {card}.") if event.card else \
                    _("{name} is Dragonmaster, so sets the Dragon aside (no Power Play) and "
                      "takes the extra card (only that player sees it).")
            else:
                template = _("{name} refuses the Dragon and takes the extra card, {card}.") \
                    if event.card else _("{name} refuses the Dragon and takes the extra card "
                                         "(only that player sees it).")
            return styled(template, name=who(event.seat),
                          card=the_card(event.card) if event.card else "")
        if isinstance(event, ev.ContractChosen):
            template = _("{name} makes a Power Play on {contract}.") if event.power else \
                _("{name} names the contract {contract}.")
            return Text(template.format(name=who(event.seat),
                                        contract=contract_name(event.contract)), style="bold")
        if isinstance(event, ev.CardPlayed):
            if event.suit:  # the Dragon led names its suit
                return styled(_("{name} leads {card} as King of {suit}."), name=who(event.seat),
                              card=the_card(event.card), suit=suit_text(event.suit))
            return styled(_("{name} plays {card}."), name=who(event.seat),
                          card=the_card(event.card))
        if isinstance(event, ev.TrickWon):
            cards = list(event.cards)
            if DRAGON in cards[1:] and f"{SUIT_OF[cards[0]]}-king" in cards[:cards.index(DRAGON)]:
                return _("{name} wins trick {trick}: the real King came before the Dragon, "
                         "and beats it.").format(name=who(event.seat), trick=event.trick)
            return _("{name} wins trick {trick}.").format(name=who(event.seat),
                                                            trick=event.trick)
        if isinstance(event, ev.HandThrownIn):
            if not event.tricks_played:  # ruling L61
                return _("The extra card alone settles it: the hand stops before the first "
                         "lead.")
            return ngettext(
                "Nothing left to play could change a payment: the hand stops after {count} "
                "trick.",
                "Nothing left to play could change a payment: the hand stops after {count} "
                "tricks.", event.tricks_played).format(count=event.tricks_played)
        if isinstance(event, ev.ExtraCardRevealed):
            return styled(_("The extra card was {card}; it goes to {name}."),
                          card=the_card(event.card), name=who(event.seat))
        if isinstance(event, ev.CrystalsPaid):
            why = {ev.PENALTY: _("penalties"), ev.POWER_PLAY_WON: _("Power Play won"),
                   ev.POWER_PLAY_FAILED: _("Power Play failed"),
                   ev.SECRET_POWER_PLAY_WON: _("Secret Power Play won")}.get(event.reason,
                                                                          event.reason)
            return _("{payer} pays {payee} {amount} ({why}).").format(
                payer=who(event.payer), payee=who(event.payee), amount=crystals(event.amount),
                why=why)
        if isinstance(event, ev.PowerPlayWon):
            return Text(_("{name}'s Power Play on {contract} succeeds.").format(
                name=who(event.seat), contract=contract_name(event.contract)), style="bold")
        if isinstance(event, ev.PowerPlayFailed):
            return Text(_("{name}'s Power Play on {contract} fails.").format(
                name=who(event.seat), contract=contract_name(event.contract)), style="bold")
        if isinstance(event, ev.SecretPowerPlayWon):
            return Text(_("{name} wins a Secret Power Play on {contract}.").format(
                name=who(event.seat), contract=contract_name(event.contract)), style="bold")
        if isinstance(event, ev.DragonmasterChanged):
            why = {"power-play": _("a Power Play"),
                   "secret-power-play": _("a Secret Power Play"),
                   "new-round": _("a new round")}.get(event.reason, event.reason)
            return Text(_("{name} becomes Dragonmaster ({why}).").format(
                name=who(event.seat), why=why), style="bold")
        if isinstance(event, ev.GameEnded):
            won = join_words([who(s) for s in event.winners])
            return Text(ngettext("The game is over: {names} wins.",
                                 "The game is over: {names} win.",
                                 len(event.winners)).format(names=won), style="bold")
        return ""

    def lines(self, log: Sequence[ev.Event]) -> list[Text | str]:
        told = self._told
        del told[len(log):]
        for i, event in enumerate(log):
            if i == len(told):
                told.append((event, self.tell(event)))
            elif told[i][0] != event:
                told[i] = (event, self.tell(event))
        return [line for _event, line in told if line]


def level_game(level: str) -> str:
    """"advanced game": the level a game is played at, in words."""
    return {"basic": _("basic game"), "advanced": _("advanced game"),
            "expert": _("expert game")}[level]
