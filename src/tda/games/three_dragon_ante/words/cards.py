"""Three-Dragon Ante's card words: what the card powers and the deck building ask and
offer (every `Phrase` that `tda.cards` produces), a card's name, label and text in the
table's language (the `tda-cards` domain, looked up by card id), and a deck's title,
description and options (the same domain, by deck name).

The rules hand over seat NAMES (data, never translated), card ids, amounts and
option words; each function here turns one phrase key into a whole sentence through
gettext, with named placeholders. A card named in a sentence is shown by its label
("Red Dragon (12)"), its name translated by id.

Pure: no textual, no rich.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Protocol

from tda.i18n import _, card_name, card_text, ngettext, pgettext
from tda.table.phrase import Arg
from tda.text import is_you
from tda.words import said, says

# The editions whose cards a table can hold (custom decks draw from these too).
EDITIONS = ("original", "emperors_gambit", "legendary")


class CardLike(Protocol):
    """What the words read of a card: an engine `Card` or a view's copy of one."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def strength(self) -> int: ...
    @property
    def text(self) -> str: ...


@dataclass(frozen=True)
class PrintedCard:
    """A card's printed English (name, strength, text) as its edition file holds it."""

    id: str
    name: str
    strength: int
    text: str


@cache
def printed_cards() -> dict[str, PrintedCard]:
    """Every card id of every edition, with its English words. An id in two editions
    names the same card (same name and strength); the first edition's text is kept
    here, and `card_words(card)` of a dealt card says its own edition's text."""
    from tda.cards.loader import load_edition  # the card data, read once when first named
    found: dict[str, PrintedCard] = {}
    for edition in EDITIONS:
        for model in load_edition(edition).cards:
            found.setdefault(model.id, PrintedCard(model.id, model.name, model.strength,
                                                   model.text))
    return found


# -- a card's own words ------------------------------------------------------------------

def card_title(card: CardLike) -> str:
    """A card's name in the table's language: "Red Dragon"."""
    return card_name(card.id, card.name)


def card_label(card: CardLike) -> str:
    """A card's short label in the table's language: "Red Dragon (12)" (the strength is
    a number, the name is translated by id; Japanese writes it with no space)."""
    return _("{name} ({strength})").format(name=card_title(card), strength=card.strength)


def card_words(card: CardLike) -> str:
    """A card's text (what its power does) in the table's language ("" when none)."""
    return card_text(card.id, card.text)


def label_of(card_id: Arg) -> str:
    """The label of the card with this id (a phrase's `card` argument), in a sentence:
    its name and strength as the language writes them ("Red Dragon (12)", in
    Japanese with no space), as the engine's phrases say a card."""
    card = printed_cards().get(str(card_id))
    return card_label(card) if card is not None else str(card_id)


def name_of(card_id: Arg) -> str:
    """The name of the card with this id."""
    card = printed_cards().get(str(card_id))
    return card_title(card) if card is not None else str(card_id)


# -- a deck's own words (the card domain, by deck name) ----------------------------------

class DeckLike(Protocol):
    """What the words read of a deck: a `DeckSpec` (or any deck source with these)."""

    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def description(self) -> str: ...


def deck_key(name: str) -> str:
    """The name a deck's words go by: its own, less a custom list of specials
    (`legendary:custom=druid,fool+show-em` -> `legendary:custom+show-em`)."""
    return re.sub(r"=[^+]*", "", name)


def deck_title(deck: DeckLike) -> str:
    """A deck's title in the table's language ("Original (2005), 70 cards")."""
    return card_name(f"deck:{deck_key(deck.name)}", deck.title)


def deck_description(deck: DeckLike) -> str:
    """A deck's description in the table's language."""
    return card_text(f"deck:{deck_key(deck.name)}", deck.description)


def deck_option(deck: DeckLike, option: str, english: str) -> str:
    """What one of a deck's building options does ("the Druid and 9 random specials")."""
    return card_text(f"deck:{deck_key(deck.name)}:option:{option}", english)


def _int(value: Arg) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a number was expected, not {value!r}")
    return value


def _name(value: Arg) -> str:
    return said(value)


def _objective(value: Arg) -> str:
    """A seat's name as the object of a verb: "you" for a seat named You."""
    name = _name(value)
    return pgettext("a seat named You, as an object", "you") if is_you(name) else name


def _possessive(value: Arg, start: bool = True) -> str:
    """A seat's name as an owner: "Ann's", "Charles'", "Your"/"your" for a seat named
    You (as `tda.text.possessive` says it, through gettext)."""
    name = _name(value)
    if is_you(name) and start:
        return pgettext("a seat named You, as an owner", "Your")
    if is_you(name):
        return pgettext("a seat named You, as an owner", "your")
    if name[-1:] in ("s", "S"):
        return pgettext("an owner whose name ends in s", "{name}'").format(name=name)
    return pgettext("an owner", "{name}'s").format(name=name)


# -- picking one opponent (ruling R6) -------------------------------------------------

@says("power.target.prompt")
def _target_prompt(name: Arg) -> str:
    return _("{name}: several opponents tie for this power; choose the one it affects"
             ).format(name=_name(name))


@says("power.target.label")
def _target_label(target: Arg, effect: Arg = None) -> str:
    if effect is None:
        return _("Choose {target}").format(target=_name(target))
    # The chosen opponent's name, then what happens to them (another phrase).
    return _("{target}: {effect}").format(target=_name(target), effect=said(effect))


@says("power.pay-me.target")
def _pay_me_target(amount: Arg) -> str:
    n = _int(amount)
    return ngettext("pays you {amount} gold", "pays you {amount} gold", n).format(amount=n)


@says("power.pay-and-take.target")
def _pay_and_take_target(amount: Arg) -> str:
    n = _int(amount)
    return ngettext("pays you {amount} gold, and you take a random card from their hand",
                    "pays you {amount} gold, and you take a random card from their hand",
                    n).format(amount=n)


@says("power.shadow.target")
def _shadow_target(card: Arg) -> str:
    return _("you take a random card from their hand to replace {card}").format(
        card=name_of(card))


# -- give or pay (Brass, Green, Steel and their Legendary kin) -------------------------

# The card asked for: its kind and how it compares with a strength (1 stronger, -1
# weaker, 0 any), as whole phrases with their article, so a language can inflect them.
def _wanted_english(kind: str, direction: int) -> str:
    messages = {
        ("good", 1): _("a good dragon stronger than {strength}"),
        ("good", -1): _("a good dragon weaker than {strength}"),
        ("good", 0): _("a good dragon"),
        ("evil", 1): _("an evil dragon stronger than {strength}"),
        ("evil", -1): _("an evil dragon weaker than {strength}"),
        ("evil", 0): _("an evil dragon"),
        ("mortal", 1): _("a mortal stronger than {strength}"),
        ("mortal", -1): _("a mortal weaker than {strength}"),
        ("mortal", 0): _("a mortal"),
    }
    return messages[(kind, direction)]


@says("power.wanted-card")
def _wanted_card(kind: Arg, direction: Arg, strength: Arg) -> str:
    return _wanted_english(str(kind), _int(direction)).format(strength=_int(strength))


@says("power.give-or-pay.gold")
def _give_or_pay_gold(due: Arg, asked: Arg) -> str:
    """The gold as it would be paid; less 1 for the Bluff ability (ruling A6)."""
    n, printed = _int(due), _int(asked)
    if n == printed:
        return ngettext("{due} gold", "{due} gold", n).format(due=n)
    return ngettext("{due} gold ({asked}, less 1 for Bluff)",
                    "{due} gold ({asked}, less 1 for Bluff)", n).format(due=n, asked=printed)


@says("power.give-or-pay.target")
def _give_or_pay_target(wanted: Arg, gold: Arg) -> str:
    n = _int(gold)
    return ngettext("gives you {wanted} or pays you {gold} gold",
                    "gives you {wanted} or pays you {gold} gold", n).format(
        wanted=said(wanted), gold=n)


@says("power.give-or-pay.prompt")
def _give_or_pay_prompt(name: Arg, demander: Arg, wanted: Arg, gold: Arg) -> str:
    return _("{name}: give {demander} {wanted}, or pay {gold}").format(
        name=_name(name), demander=_objective(demander), wanted=said(wanted),
        gold=said(gold))


@says("power.give-or-pay.give")
def _give_or_pay_give(card: Arg, demander: Arg) -> str:
    return _("Give {card} to {demander}").format(card=label_of(card),
                                                 demander=_objective(demander))


@says("power.give-or-pay.pay")
def _give_or_pay_pay(gold: Arg, demander: Arg) -> str:
    return _("Pay {gold} to {demander}").format(gold=said(gold),
                                                demander=_objective(demander))


# -- copying a power (ruling R5) -------------------------------------------------------

@says("power.copy.prompt")
def _copy_prompt(name: Arg, card: Arg) -> str:
    return _("{name}: choose a power for {card} to copy").format(name=_name(name),
                                                                 card=name_of(card))


@says("power.copy.label")
def _copy_label(card: Arg) -> str:
    return _("Copy the power of {card}").format(card=label_of(card))


@says("power.copy.needless")
def _copy_needless() -> str:
    return _("the cards carry the same power")


# -- taking ante cards -----------------------------------------------------------------

# What stops when a card leaves the ante with its ante effect live (issue 27.13).
@says("power.ante-effect-ends")
def _ante_effect_ends(effect: Arg) -> str:
    ends = {
        "hatchling": _("the weakest flight no longer wins"),
        "spy": _("no toll when a round opens"),
        "exarch": _("cards of strength 10 or more no longer always trigger"),
        "adventurer": _("the winner no longer shares the stakes"),
    }
    return ends[str(effect)]


@says("power.into-hand.label")
def _into_hand(card: Arg, ends: Arg = None) -> str:
    if ends is None:
        return _("Take {card} into your hand").format(card=label_of(card))
    return _("Take {card} into your hand (its ante effect ends: {ends})").format(
        card=label_of(card), ends=said(ends))


@says("power.take-weakest.prompt")
def _take_weakest_prompt(name: Arg) -> str:
    return _("{name}: choose which of the tied weakest ante cards to take").format(
        name=_name(name))


@says("power.take-weakest.needless")
def _take_weakest_needless(count: Arg) -> str:
    n = _int(count)
    if n == 2:
        return _("both tied weakest ante cards are taken anyway")
    return ngettext("all {count} tied weakest ante cards are taken anyway",
                    "all {count} tied weakest ante cards are taken anyway", n).format(count=n)


@says("power.take-one-of-weakest.prompt")
def _take_one_prompt(name: Arg) -> str:
    return _("{name}: your hand has room for one; choose which weak ante card to keep"
             ).format(name=_name(name))


@says("power.take-one-of-weakest.label")
def _take_one_label(card: Arg, ends: Arg = None) -> str:
    if ends is None:
        return _("Keep {card}; the rest stay in the ante").format(card=label_of(card))
    return _("Keep {card} (its ante effect ends: {ends}); the rest stay in the ante").format(
        card=label_of(card), ends=said(ends))


@says("power.take-evil-ante.prompt")
def _take_evil_prompt(name: Arg) -> str:
    return _("{name}: take an evil dragon from the ante into your hand").format(
        name=_name(name))


# -- discarding, putting into the ante -------------------------------------------------

@says("power.discard-hand.prompt")
def _discard_hand_prompt(name: Arg) -> str:
    return _("{name}: discard a card from your hand").format(name=_name(name))


@says("power.discard.label")
def _discard_label(card: Arg) -> str:
    return _("Discard {card}").format(card=label_of(card))


@says("power.ante-from-hand.prompt")
def _ante_from_hand_prompt(name: Arg, asker: Arg) -> str:
    if asker == "exarch":
        return _("{name}: put a card from your hand face up into the ante (the Exarch)"
                 ).format(name=_name(name))
    return _("{name}: put a card from your hand face up into the ante (Purple Dragon)"
             ).format(name=_name(name))


@says("power.ante-from-hand.label")
def _ante_from_hand_label(card: Arg) -> str:
    return _("Put {card} face up into the ante").format(card=label_of(card))


# -- triggering in order (the Princess, the Dragon Turtle) ------------------------------

@says("power.in-order.prompt")
def _in_order_prompt(name: Arg, kind: Arg) -> str:
    if kind == "mortal":
        return _("{name}: choose which mortal's power triggers next").format(name=_name(name))
    return _("{name}: choose which good dragon's power triggers next").format(
        name=_name(name))


@says("power.in-order.label")
def _in_order_label(card: Arg) -> str:
    return _("Trigger {card} next").format(card=label_of(card))


# -- the original deck ---------------------------------------------------------------

@says("power.blue.prompt")
def _blue_prompt(name: Arg, amount: Arg) -> str:
    n = _int(amount)
    return ngettext("{name}: take {amount} gold from the stakes, or make each opponent add "
                    "{amount} gold to the stakes",
                    "{name}: take {amount} gold from the stakes, or make each opponent add "
                    "{amount} gold to the stakes", n).format(name=_name(name), amount=n)


@says("power.blue.steal")
def _blue_steal(amount: Arg, all_there_is: Arg = False) -> str:
    n = _int(amount)
    if all_there_is:
        return ngettext("Take {amount} gold from the stakes (all there is)",
                        "Take {amount} gold from the stakes (all there is)", n).format(amount=n)
    return ngettext("Take {amount} gold from the stakes",
                    "Take {amount} gold from the stakes", n).format(amount=n)


@says("power.blue.tax")
def _blue_tax(amount: Arg) -> str:
    n = _int(amount)
    return ngettext("Make each opponent add {amount} gold to the stakes",
                    "Make each opponent add {amount} gold to the stakes", n).format(amount=n)


@says("power.slay.prompt")
def _slay_prompt(name: Arg, strength: Arg) -> str:
    return _("{name}: discard a dragon weaker than {strength} from any flight").format(
        name=_name(name), strength=_int(strength))


@says("power.slay.label")
def _slay_label(card: Arg, owner: Arg = None) -> str:
    if owner is None:  # the dragon is in the deciding seat's own flight
        return _("Discard your {card}").format(card=label_of(card))
    # {whose}: the owner's name as a possessive ("Ann's", "Charles'").
    return _("Discard {whose} {card}").format(whose=_possessive(owner),
                                              card=label_of(card))


# -- the Legendary dragons ---------------------------------------------------------------

@says("power.legendary-blue.prompt")
def _legendary_blue_prompt(name: Arg, amount: Arg, tax: Arg) -> str:
    return _("{name}: collect {amount} gold from each opponent, or make each opponent add "
             "{tax} gold to the stakes").format(name=_name(name), amount=_int(amount),
                                                tax=_int(tax))


@says("power.legendary-blue.gold")
def _legendary_blue_gold(amount: Arg) -> str:
    n = _int(amount)
    return ngettext("Collect {amount} gold from each opponent",
                    "Collect {amount} gold from each opponent", n).format(amount=n)


@says("power.legendary-blue.needless")
def _legendary_blue_needless(amount: Arg) -> str:
    n = _int(amount)
    return ngettext("no opponent has any gold, so either way each owes {amount} more to the hole",
                    "no opponent has any gold, so either way each owes {amount} more to the hole",
                    n).format(amount=n)


@says("power.seer.prompt")
def _seer_prompt(name: Arg) -> str:
    return _("{name}: keep one of the top cards of the deck; the rest are discarded").format(
        name=_name(name))


@says("power.seer.keep-none")
def _seer_keep_none() -> str:
    return _("Keep none: your hand is full")


@says("power.seer.keep")
def _seer_keep(card: Arg, others: Arg) -> str:
    n = _int(others)
    return ngettext("Keep {card}; discard the other {count} card",
                    "Keep {card}; discard the other {count} cards", n).format(
        card=label_of(card), count=n)


@says("power.trickster.prompt")
def _trickster_prompt(name: Arg) -> str:
    return _("{name}: choose a card of your flight to replace from the deck").format(
        name=_name(name))


@says("power.trickster.label")
def _trickster_label(card: Arg) -> str:
    return _("Replace {card} with the deck's top card").format(card=label_of(card))


@says("power.trickster-trigger.prompt")
def _trickster_trigger_prompt(name: Arg, card: Arg) -> str:
    return _("{name}: trigger the power of {card}?").format(name=_name(name),
                                                             card=name_of(card))


@says("power.trickster-trigger.trigger")
def _trickster_trigger(card: Arg) -> str:
    return _("Trigger the power of {card}").format(card=label_of(card))


@says("power.trickster-trigger.leave")
def _trickster_leave(card: Arg) -> str:
    return _("Leave the power of {card} untriggered").format(card=label_of(card))


@says("power.wyrmling.prompt")
def _wyrmling_prompt(name: Arg, kind: Arg) -> str:
    if kind == "evil":
        return _("{name}: you may swap in an evil dragon from your hand").format(
            name=_name(name))
    return _("{name}: you may swap in a good dragon from your hand").format(name=_name(name))


@says("power.wyrmling.keep")
def _wyrmling_keep(card: Arg) -> str:
    return _("Keep {card} in your flight").format(card=label_of(card))


@says("power.wyrmling.swap")
def _wyrmling_swap(card: Arg, triggers: Arg = False) -> str:
    if triggers:
        return _("Swap in {card} (its power triggers)").format(card=label_of(card))
    return _("Swap in {card}").format(card=label_of(card))


# -- the Legendary mortals -------------------------------------------------------------

@says("power.prophet.prompt")
def _prophet_prompt(name: Arg) -> str:
    return _("{name}: you may show a dragon from your hand and use its power").format(
        name=_name(name))


@says("power.prophet.none")
def _prophet_none() -> str:
    return _("Show nothing")


@says("power.prophet.show")
def _prophet_show(card: Arg) -> str:
    return _("Show {card} and use its power").format(card=label_of(card))


@says("power.illusionist.prompt")
def _illusionist_prompt(name: Arg) -> str:
    return _("{name}: you may trade the Illusionist for an opponent's mortal").format(
        name=_name(name))


@says("power.illusionist.keep")
def _illusionist_keep(card: Arg) -> str:
    return _("Keep {card}").format(card=label_of(card))


@says("power.illusionist.trade")
def _illusionist_trade(card: Arg, owner: Arg, mortal: Arg) -> str:
    # {whose}: the mortal's owner as a possessive ("Ann's", "your" for a seat named You).
    return _("Trade {card} for {whose} {mortal} (it triggers for you)").format(
        card=label_of(card), whose=_possessive(owner, start=False),
        mortal=label_of(mortal))


@says("power.kobold.prompt")
def _kobold_prompt(name: Arg, count: Arg) -> str:
    return _("{name}: discard a card to redraw later, or stop ({count} so far)").format(
        name=_name(name), count=_int(count))


@says("power.kobold.stop")
def _kobold_stop(count: Arg) -> str:
    n = _int(count)
    if not n:
        return _("Stop without discarding")
    return ngettext("Stop and draw {count} card", "Stop and draw {count} cards", n).format(
        count=n)


@says("power.kobold.discard")
def _kobold_discard(card: Arg, count: Arg) -> str:
    n = _int(count)
    return ngettext("Discard {card} ({count} to draw when you stop)",
                    "Discard {card} ({count} to draw when you stop)", n).format(
        card=label_of(card), count=n)


# -- the Emperor's Gambit mortals --------------------------------------------------------

@says("power.adventurer.prompt")
def _adventurer_prompt(name: Arg) -> str:
    return _("{name}: discard one card or your whole hand, then draw as many").format(
        name=_name(name))


@says("power.adventurer.all")
def _adventurer_all(count: Arg) -> str:
    n = _int(count)
    return ngettext("Discard all {count} cards in your hand and draw {count}",
                    "Discard all {count} cards in your hand and draw {count}", n).format(
        count=n)


@says("power.adventurer.one")
def _adventurer_one(card: Arg) -> str:
    return _("Discard {card} and draw 1 card").format(card=label_of(card))


@says("power.sorcerer.prompt")
def _sorcerer_prompt(name: Arg, cards: Arg) -> str:
    shown = cards if isinstance(cards, tuple) else (cards,)
    return _("{name}: choose the card that replaces the Sorcerer (the others go into the "
             "ante): {cards}").format(name=_name(name),
                                      cards=_(", ").join(label_of(c) for c in shown))


@says("power.sorcerer.label")
def _sorcerer_label(card: Arg) -> str:
    return _("Put {card} in the Sorcerer's place").format(card=label_of(card))


# -- Legendary deck building (pick 'em) -------------------------------------------------

@says("deck.pick-special.prompt")
def _pick_special_prompt(name: Arg) -> str:
    return _("{name}: pick a Legendary Dragon or Mortal to play with this game").format(
        name=_name(name))


@says("deck.pick-special.label")
def _pick_special_label(card: Arg) -> str:
    return _("Pick {card}").format(card=label_of(card))
