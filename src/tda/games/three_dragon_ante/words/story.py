"""Events told in players' words, for the headless story and the TUI's log."""

from __future__ import annotations

from tda.engine import DebtEnd, EffectEnd, Fizzle, LeadReason, Undecided
from tda.engine import events as ev
from tda.engine.events import STAKES
from tda.games.three_dragon_ante.words.cards import card_title
from tda.games.three_dragon_ante.words.phrases import ability_name
from tda.i18n import N_, _, ngettext, pgettext
from tda.table.phrase import Phrase
from tda.text import article, is_you, safe_name, whose
from tda.words import render

# The colors' names in a color flight (the keys are the card data's words).
COLOR_WORDS = {
    "black": N_("black"), "blue": N_("blue"), "brass": N_("brass"), "bronze": N_("bronze"),
    "copper": N_("copper"), "gold": N_("gold"), "green": N_("green"), "red": N_("red"),
    "silver": N_("silver"), "white": N_("white"), "adamantine": N_("adamantine"),
    "iron": N_("iron"), "mercury": N_("mercury"), "mithral": N_("mithral"),
    "steel": N_("steel"), "brown": N_("brown"), "earthquake": N_("earthquake"),
    "gray": N_("gray"), "purple": N_("purple"), "shadow": N_("shadow"),
}

# Why a seat leads, in the story's words.
LEAD_WORDS = {LeadReason.ANTE: N_("strongest untied ante"),
              LeadReason.STRONGEST: N_("strongest untied card"),
              LeadReason.TIE: N_("every card tied, so the leader stays"),
              LeadReason.PRIEST: N_("the Priest"),
              LeadReason.DIPLOMACY: N_("named by Diplomacy")}

# Why a power that triggered changed nothing (issue 27.12), as a clause.
FIZZLE_WORDS = {Fizzle.NO_EVIL_IN_ANTE: N_("there is no evil dragon in the ante"),
                Fizzle.NO_WEAKER_POWER: N_("no weaker card with a power is in any flight to "
                                           "copy"),
                Fizzle.NO_OTHER_FLIGHT_CARD: N_("there is no other card in the flight to swap"),
                Fizzle.NO_MORTAL_IN_FLIGHTS: N_("there is no mortal in any flight"),
                Fizzle.NOTHING_TO_ACT_ON: N_("there was nothing for it to act on")}

# Why a debt was cancelled (original rules), as the story says it in brackets.
DEBT_END_WORDS = {DebtEnd.UNPAID: N_("unpaid at the end of the gambit"),
                  DebtEnd.GAMBIT_WON: N_("gambit won"),
                  DebtEnd.KNOCKED_OUT: N_("player knocked out")}

# Why nobody won a gambit, as a clause.
UNDECIDED_WORDS = {Undecided.NOBODY_MAY_WIN: N_("no player may win"),
                   Undecided.TIED_AND_NO_CARDS: N_("tied flights and no cards left to play"),
                   Undecided.STAKES_RAN_OUT: N_("the stakes ran out")}


def why_words(reason: object) -> str:
    """A reason the rules give as a word (a gambit nobody won, a debt's end) in the
    table's language; a phrase is said by the words layer."""
    words = UNDECIDED_WORDS.get(reason) or DEBT_END_WORDS.get(reason)  # type: ignore[call-overload]
    return _(words) if words else render(reason)  # type: ignore[arg-type]


# Where a card goes from and to (a CardMoved event's zones), as the story names them.
ZONE_WORDS = {"flight": N_("flight"), "discard": N_("discard"), "ante": N_("ante"),
              "hand": N_("hand"), "deck": N_("deck"), "stakes": N_("stakes")}


def sentence_label(card) -> str:
    """A card named in a sentence: "Red Dragon (12)", as the words layer's phrases say
    it (in Japanese with no space, so a line never breaks between name and strength)."""
    return _("{name} ({strength})").format(name=card_title(card), strength=card.strength)


def zone(name: str) -> str:
    return _(ZONE_WORDS[name]) if name in ZONE_WORDS else name


class Storyteller:
    """Turns events into sentences. `cards` maps card ids to engine Cards.

    Tell a log in order, from its start: the end of a gambit clears every flight,
    and those discards go untold until the next gambit starts, while a power's
    discard from a flight (the Dragonslayer's) is told.

    Every sentence is a whole message through gettext. A seat named You reads as the
    second person in English ("You draw"), so a sentence whose subject is a seat comes
    in two messages (`say`), and one that opens with a seat's possessive in three
    (`say_whose`: "Your", "Ann's", "Charles'"); a seat elsewhere in the sentence is a
    placeholder ({whom}: "you" for a seat named You; {owner}: "Ann's", "your")."""

    def __init__(self, names, cards) -> None:
        self.names = [safe_name(n) for n in names]  # a name must not steer the terminal
        self.cards = {c.id: c for c in cards}
        self.clearing = False  # between a gambit's result and the next gambit

    def who(self, seat: int) -> str:
        return _("the stakes") if seat == STAKES else self.names[seat]

    def say(self, seat: int, yours: str, theirs: str, **args: object) -> str:
        """The sentence whose subject is `seat`: `yours` for a seat named You, else
        `theirs`, formatted with who= the seat's name and `args`."""
        name = self.who(seat)
        return (yours if is_you(name) else theirs).format(who=name, **args)

    def say_whose(self, seat: int, yours: str, theirs: str, theirs_s: str,
                  **args: object) -> str:
        """The sentence that opens with `seat`'s possessive (text.whose picks of the three)."""
        name = self.who(seat)
        return whose(name, yours, theirs, theirs_s).format(who=name, **args)

    def whom(self, seat: int) -> str:
        """A seat as an object: "to Ann", "to you" (through gettext, as the words
        layer says it: a seat named You is "you" in the table's language)."""
        name = self.who(seat)
        return pgettext("a seat named You, as an object", "you") if is_you(name) else name

    def owner(self, seat: int) -> str:
        """A seat's possessive mid-sentence: "Ann's", "Charles'", "your" (as
        `tda.text.possessive` writes it, through gettext: "Annの" in Japanese)."""
        name = self.who(seat)
        if is_you(name):
            return pgettext("a seat named You, as an owner", "your")
        if name[-1:] in ("s", "S"):
            return pgettext("an owner whose name ends in s", "{name}'").format(name=name)
        return pgettext("an owner", "{name}'s").format(name=name)

    def listed(self, items) -> str:
        """Items of a list in the table's language: "A, B" ("A、B" in Japanese)."""
        return _(", ").join(items)

    def causes(self, causes) -> str:
        """Who made the weakest flight win, from the event's own causes, mid-sentence:
        "the Druid", "the Hatchling in the ante", both joined with "and"."""
        words = []
        for c in causes:
            name = card_title(self.cards[c.card]) if c.card in self.cards else c.card
            name = name.removeprefix("The ")
            words.append(_("the {card} in the ante").format(card=name)
                         if c.kind == ev.CauseKind.ANTE_EFFECT else
                         _("the {card}").format(card=name))
        said = words[0] if words else ""
        for word in words[1:]:
            said = _("{first} and {second}").format(first=said, second=word)
        return said

    def owned_card(self, card_id: str) -> str:
        """A card as its owner's: "Sorcerer (8)" after "Ann's", never "The Sorcerer" (27.19)."""
        return self.card(card_id).removeprefix("The ")

    def card(self, card_id: str | None) -> str:
        if card_id is None:
            return _("a hidden card")
        return sentence_label(self.cards[card_id]) if card_id in self.cards else card_id

    def cards_said(self, ids) -> str:
        return self.listed(self.card(c) for c in ids)

    def lines(self, events, notes=()) -> list[str]:
        """The whole story of `events` (a log from its start), with the table's
        notes (log position, seat, why) for choices taken for a player in place."""
        notes = sorted(notes, key=lambda note: note[:2])  # (position, seat): a phrase has no order
        out, k = [], 0
        self.clearing = False
        for i, e in enumerate(events):
            while k < len(notes) and notes[k][0] <= i:
                out.append(self.no_choice(notes[k][1], notes[k][2]))
                k += 1
            line = self.tell(e)
            if line:
                out.append(line)
        out.extend(self.no_choice(seat, why) for _, seat, why in notes[k:])
        return out

    def no_choice(self, seat: int, why: Phrase | str) -> str:
        """A choice the table took for a player: every option ended the same (L3)."""
        return _("No choice for {whom}: {why}").format(whom=self.whom(seat), why=render(why))

    def tell(self, e: ev.Event) -> str | None:
        """One line for an event, or None for bookkeeping not worth a line."""
        method = getattr(self, "_" + type(e).__name__, None)
        return method(e) if method else None

    def _GambitStarted(self, e):
        self.clearing = False
        return _("— Gambit {gambit} —").format(gambit=e.gambit)

    def _AnteChosen(self, e):
        what = self.card(e.card) if e.card else _("a card")
        return self.say(e.seat, _("You ante {card} face down"),
                        _("{who} antes {card} face down"), card=what)

    def _AnteRevealed(self, e):
        return _("Ante revealed: {cards}").format(cards=self.listed(
            pgettext("a player's ante card", "{name} {card}").format(
                name=self.who(s), card=self.card(c)) for s, c in e.cards))

    def _AnteTied(self, e):
        return _("Every ante card is tied: they are discarded and everyone antes again")

    def _LeaderChosen(self, e):
        why = _(LEAD_WORDS[e.reason])
        return self.say(e.seat, _("You lead ({why})"), _("{who} leads ({why})"), why=why)

    def _RoundStarted(self, e):
        return self.say(e.leader, _("Round {round}: You lead"), _("Round {round}: {who} leads"),
                        round=e.round)

    def _CardPlayed(self, e):
        if e.triggered:
            return self.say(e.seat, _("You play {card} and its power triggers"),
                            _("{who} plays {card} and its power triggers"),
                            card=self.card(e.card))
        return self.say(e.seat, _("You play {card}"), _("{who} plays {card}"),
                        card=self.card(e.card))

    def _PowerTriggered(self, e):
        if e.copied_from:
            return _("{card} copies the power of {other}").format(
                card=self.card(e.card), other=self.card(e.copied_from))
        return None

    def _PowerFizzled(self, e):
        return _("{card} does nothing: {why}").format(card=self.card(e.card),
                                                      why=_(FIZZLE_WORDS[e.reason]))

    def _GoldPaid(self, e):
        return self.say(e.payer, _("You pay {amount} gold to {whom}"),
                        _("{who} pays {amount} gold to {whom}"),
                        amount=e.amount, whom=self.whom(e.payee))

    def _GoldStolen(self, e):
        return self.say(e.seat, _("You take {amount} gold from the stakes"),
                        _("{who} takes {amount} gold from the stakes"), amount=e.amount)

    def _DebtIncurred(self, e):
        return self.say(e.debtor, _("You owe {whom} {amount} gold"),
                        _("{who} owes {whom} {amount} gold"),
                        whom=self.whom(e.creditor), amount=e.amount)

    def _DebtRepaid(self, e):
        return self.say(e.debtor, _("You repay {amount} gold owed to {whom}"),
                        _("{who} repays {amount} gold owed to {whom}"),
                        amount=e.amount, whom=self.whom(e.creditor))

    def _DebtCancelled(self, e):
        return self.say_whose(e.debtor, _("Your debt of {amount} to {whom} is cancelled ({why})"),
                              _("{who}'s debt of {amount} to {whom} is cancelled ({why})"),
                              _("{who}' debt of {amount} to {whom} is cancelled ({why})"),
                              amount=e.amount, whom=self.whom(e.creditor),
                              why=why_words(e.reason))

    def _CardsDrawn(self, e):
        if e.cards:
            return self.say(e.seat, _("You draw {cards}"), _("{who} draws {cards}"),
                            cards=self.cards_said(e.cards))
        return self.say(e.seat, ngettext("You draw {count} card", "You draw {count} cards",
                                         e.count),
                        ngettext("{who} draws {count} card", "{who} draws {count} cards",
                                 e.count), count=e.count)

    def _CardsBought(self, e):
        return self.say(e.seat, _("You buy cards: {card} is turned up, costing {price} gold"),
                        _("{who} buys cards: {card} is turned up, costing {price} gold"),
                        card=self.card(e.revealed), price=e.price)

    def _CardGiven(self, e):
        if e.kept:
            return self.say(e.giver, _("You show {card} but keep it: {owner} hand is full"),
                            _("{who} shows {card} but keeps it: {owner} hand is full"),
                            card=self.card(e.card), owner=self.owner(e.receiver))
        return self.say(e.giver, _("You give {card} to {whom}"), _("{who} gives {card} to {whom}"),
                        card=self.card(e.card), whom=self.whom(e.receiver))

    def _CardTaken(self, e):
        return self.say(e.taker, _("You take {card} at random from {owner} hand"),
                        _("{who} takes {card} at random from {owner} hand"),
                        card=self.card(e.card), owner=self.owner(e.victim))

    def _CardMoved(self, e):
        card = self.card(e.card)
        move = (e.source, e.destination)
        if move == ("flight", "discard"):
            # The end-of-gambit clear-out is implied by the gambit's end.
            if self.clearing:
                return None
            return self.say_whose(e.seat, _("Your {card} is discarded from the flight"),
                                  _("{who}'s {card} is discarded from the flight"),
                                  _("{who}' {card} is discarded from the flight"),
                                  card=self.owned_card(e.card))
        if e.seat is None:
            return _("{card} goes from the {source} to the {destination}").format(
                card=card, source=zone(e.source), destination=zone(e.destination))
        if move == ("ante", "hand"):
            return self.say(e.seat, _("You take {card} from the ante"),
                            _("{who} takes {card} from the ante"), card=card)
        if move == ("hand", "discard"):
            return self.say(e.seat, _("You discard {card}"), _("{who} discards {card}"),
                            card=card)
        if move == ("hand", "ante"):
            return self.say(e.seat, _("You put {card} face up into the ante"),
                            _("{who} puts {card} face up into the ante"), card=card)
        return self.say_whose(e.seat, _("Your {card} goes from the {source} to the {destination}"),
                              _("{who}'s {card} goes from the {source} to the {destination}"),
                              _("{who}' {card} goes from the {source} to the {destination}"),
                              card=self.owned_card(e.card), source=zone(e.source),
                              destination=zone(e.destination))

    def _CardReplaced(self, e):
        return self.say_whose(e.seat, _("Your {card} is replaced by {new}"),
                              _("{who}'s {card} is replaced by {new}"),
                              _("{who}' {card} is replaced by {new}"),
                              card=self.owned_card(e.old), new=self.card(e.new))

    def _OptionChosen(self, e):
        if e.label:  # the option's own words, as the player read them
            label = render(e.label)
            return self.say(e.seat, _("You choose to {option}"), _("{who} chooses to {option}"),
                            option=f"{label[:1].lower()}{label[1:]}")
        return self.say(e.seat, _("You choose {option}"), _("{who} chooses {option}"),
                        option=e.option)

    def _TargetChosen(self, e):
        return self.say(e.seat, _("You choose {whom}"), _("{who} chooses {whom}"),
                        whom=self.whom(e.target))

    def _FlightCompleted(self, e):
        if e.flight == "color":
            color = _(COLOR_WORDS[e.key]) if e.key in COLOR_WORDS else e.key
            if article(e.key).startswith("an "):  # English's article follows the color's sound
                return self.say(e.seat, _("You complete an {color} color flight (worth {amount})"),
                                _("{who} completes an {color} color flight (worth {amount})"),
                                color=color, amount=e.amount)
            return self.say(e.seat, _("You complete a {color} color flight (worth {amount})"),
                            _("{who} completes a {color} color flight (worth {amount})"),
                            color=color, amount=e.amount)
        return self.say(e.seat, _("You complete a strength-{strength} flight (worth {amount})"),
                        _("{who} completes a strength-{strength} flight (worth {amount})"),
                        strength=e.key, amount=e.amount)

    def _DeckReshuffled(self, e):
        return ngettext("The discard pile is shuffled into a new deck of {count} card",
                        "The discard pile is shuffled into a new deck of {count} cards",
                        e.count).format(count=e.count)

    def _GambitWon(self, e):
        self.clearing = True
        if e.reason == ev.WinRule.WEAKEST:
            by = self.causes(e.causes)
            if by:
                return self.say(e.seat, _("You win the gambit with the weakest flight ({causes} "
                                          "made it win) and take {amount} gold"),
                                _("{who} wins the gambit with the weakest flight ({causes} made "
                                  "it win) and takes {amount} gold"), causes=by, amount=e.amount)
            return self.say(e.seat, _("You win the gambit with the weakest flight and take "
                                      "{amount} gold"),
                            _("{who} wins the gambit with the weakest flight and takes {amount} "
                              "gold"), amount=e.amount)
        return self.say(e.seat, _("You win the gambit with the strongest flight and take "
                                  "{amount} gold"),
                        _("{who} wins the gambit with the strongest flight and takes {amount} "
                          "gold"), amount=e.amount)

    def _GambitUndecided(self, e):
        self.clearing = True
        return _("Nobody wins this gambit ({why}); {amount} gold stays in the stakes").format(
            why=why_words(e.reason), amount=e.stakes)

    def _AnteEffectStarted(self, e):
        return _("{card}'s ante effect is now in play").format(card=self.card(e.card))

    def _AnteEffectEnded(self, e):
        if e.reason is EffectEnd.GAMBIT_OVER:
            return None  # implied by the gambit's end
        return _("{card} leaves the ante: its ante effect ends").format(card=self.card(e.card))

    def _AnteEffectApplied(self, e):
        return _("The ante effect of {card} applies").format(card=self.card(e.card))

    def _StakesSplit(self, e):
        return _("The stakes are shared: {shares}").format(shares=self.listed(
            pgettext("a player's share of the stakes", "{name} {amount}").format(
                name=self.who(s), amount=g) for s, g in e.shares))

    def _CardsRevealed(self, e):
        return self.say(e.seat, _("You turn up {cards}"), _("{who} turns up {cards}"),
                        cards=self.cards_said(e.cards))

    # -- the Legendary Edition ---------------------------------------------
    def _HoleIncurred(self, e):
        return self.say(e.seat, _("You are {amount} short: {owed} owed to the hole this gambit"),
                        _("{who} is {amount} short: {owed} owed to the hole this gambit"),
                        amount=e.amount, owed=e.owed)

    def _HolePaid(self, e):
        if e.amount == e.owed:
            return self.say(e.seat, _("You pay {amount} into the hole"),
                            _("{who} pays {amount} into the hole"), amount=e.amount)
        return self.say(e.seat, _("You pay {amount} of the {owed} owed into the hole"),
                        _("{who} pays {amount} of the {owed} owed into the hole"),
                        amount=e.amount, owed=e.owed)

    def _HoleAwarded(self, e):
        return self.say(e.seat, _("You receive {amount} gold from the hole"),
                        _("{who} receives {amount} gold from the hole"), amount=e.amount)

    def _SpecialPicked(self, e):
        return self.say(e.seat, _("You pick {card} for this game"),
                        _("{who} picks {card} for this game"), card=self.card(e.card))

    def _DeckBuilt(self, e):
        known = self.cards_said(e.known) or _("none shown")
        if e.unseen:
            return ngettext("Specials in this game: {known}; {count} more unseen",
                            "Specials in this game: {known}; {count} more unseen",
                            e.unseen).format(known=known, count=e.unseen)
        return _("Specials in this game: {known}").format(known=known)

    def _CardsPeeked(self, e):
        if any(e.cards):
            return self.say(e.seat, _("You look at {cards}"), _("{who} looks at {cards}"),
                            cards=self.cards_said(e.cards))
        count = len(e.cards)
        return self.say(e.seat, ngettext("You look at the top {count} cards of the deck",
                                         "You look at the top {count} cards of the deck", count),
                        ngettext("{who} looks at the top {count} cards of the deck",
                                 "{who} looks at the top {count} cards of the deck", count),
                        count=count)

    def _CardsSwapped(self, e):
        return self.say(e.seat, _("You trade {card} for {owner} {other}"),
                        _("{who} trades {card} for {owner} {other}"),
                        card=self.card(e.card), owner=self.owner(e.other_seat),
                        other=self.owned_card(e.other_card))

    # -- character abilities (rules/ABILITIES.md) ----------------------------------
    @staticmethod
    def ability(ability_id: str) -> str:
        return ability_name(ability_id)

    def _AbilityUsed(self, e):
        args = [self.who(int(a)) if a.isdigit() else self.card(a) if a in self.cards else a
                for a in e.args]
        if args:
            return self.say(e.seat, _("You use {ability} ({details})"),
                            _("{who} uses {ability} ({details})"),
                            ability=self.ability(e.ability), details=self.listed(args))
        return self.say(e.seat, _("You use {ability}"), _("{who} uses {ability}"),
                        ability=self.ability(e.ability))

    def _AbilityExpended(self, e):
        if e.ability == "disk":
            return self.say_whose(e.seat, _("Your ability disk is expended"),
                                  _("{who}'s ability disk is expended"),
                                  _("{who}' ability disk is expended"))
        return self.say_whose(e.seat, _("Your {ability} is expended"),
                              _("{who}'s {ability} is expended"), _("{who}' {ability} is expended"),
                              ability=self.ability(e.ability))

    def _AbilityReady(self, e):
        if e.ability == "disk":
            return self.say_whose(e.seat, _("Your ability disk is ready again"),
                                  _("{who}'s ability disk is ready again"),
                                  _("{who}' ability disk is ready again"))
        return self.say_whose(e.seat, _("Your {ability} is ready again"),
                              _("{who}'s {ability} is ready again"),
                              _("{who}' {ability} is ready again"),
                              ability=self.ability(e.ability))

    def _AbilityPicked(self, e):
        return self.say(e.seat, _("You pick the ability {ability}"),
                        _("{who} picks the ability {ability}"), ability=self.ability(e.ability))

    def _HandLookedAt(self, e):
        if e.cards is not None:
            return self.say(e.viewer, _("You look at {owner} hand: {cards}"),
                            _("{who} looks at {owner} hand: {cards}"),
                            owner=self.owner(e.target), cards=self.cards_said(e.cards))
        return self.say(e.viewer, _("You look at {owner} hand"), _("{who} looks at {owner} hand"),
                        owner=self.owner(e.target))

    def _DiceRolled(self, e):
        rolled = " + ".join(str(v) for v in e.values)
        return _("Dice: {rolled} = {total} for {whom} to pay").format(
            rolled=rolled, total=sum(e.values), whom=self.whom(e.seat))

    def _InsightRolled(self, e):
        return self.say_whose(e.seat, _("Your Insight check: {roll} + {bonus} = {total}"),
                              _("{who}'s Insight check: {roll} + {bonus} = {total}"),
                              _("{who}' Insight check: {roll} + {bonus} = {total}"),
                              roll=e.roll, bonus=e.bonus, total=e.total)

    def _AbilityCardsReturned(self, e):
        return self.say(e.seat, _("You give {card} back to {whom}"),
                        _("{who} gives {card} back to {whom}"),
                        card=self.card(e.card), whom=self.whom(e.victim))

    def _PlayerKnockedOut(self, e):
        return self.say_whose(e.seat, _("Your hoard is empty"), _("{who}'s hoard is empty"),
                              _("{who}' hoard is empty"))

    # -- the table's optional rules (tda.engine.timelimit, the hole options) ----
    def _TimeCalled(self, e):
        if e.gambit == 0:
            return _("Time is called: gambit {last} is the last").format(last=e.last)
        return _("Time is called: gambit {gambit} is finished, then gambit {last} is the "
                 "last").format(gambit=e.gambit, last=e.last)

    def _HoleLost(self, e):
        return _("The {amount} gold in the hole goes to the house").format(amount=e.amount)

    def _GameEnded(self, e):
        self.clearing = False
        why, gold = render(e.reason), max(e.gold)
        if len(e.winners) == 1:
            line = self.say(e.winners[0], _("Game over ({why}). You win with {gold} gold"),
                            _("Game over ({why}). {who} wins with {gold} gold"),
                            why=why, gold=gold)
        else:
            names = [self.who(s) for s in e.winners]
            together = names[0]
            for name in names[1:]:
                together = _("{first} and {second}").format(first=together, second=name)
            line = _("Game over ({why}). {winners} win with {gold} gold").format(
                why=why, winners=together, gold=gold)
        if e.stakes:  # ruling R16: say where the rest of the gold is
            line += _("; the {amount} gold left in the stakes belongs to no one").format(
                amount=e.stakes)
        return line
