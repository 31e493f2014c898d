"""Events told in players' words, for the headless story and the TUI's log."""

from __future__ import annotations

from tda.engine import EffectEnd, Fizzle, LeadReason
from tda.engine import events as ev
from tda.engine.abilities.catalog import ability_title
from tda.engine.events import STAKES
from tda.table.phrase import Phrase
from tda.text import agree, article, objective, possessive, safe_name, subject
from tda.words import render
from tda.words.three_dragon_ante_cards import card_label, card_title

# Why a seat leads, in the story's words.
LEAD_WORDS = {LeadReason.ANTE: "strongest untied ante",
              LeadReason.STRONGEST: "strongest untied card",
              LeadReason.TIE: "every card tied, so the leader stays",
              LeadReason.PRIEST: "the Priest",
              LeadReason.DIPLOMACY: "named by Diplomacy"}

# Why a power that triggered changed nothing (issue 27.12), as a clause.
FIZZLE_WORDS = {Fizzle.NO_EVIL_IN_ANTE: "there is no evil dragon in the ante",
                Fizzle.NO_WEAKER_POWER: "no weaker card with a power is in any flight to copy",
                Fizzle.NO_OTHER_FLIGHT_CARD: "there is no other card in the flight to swap",
                Fizzle.NO_MORTAL_IN_FLIGHTS: "there is no mortal in any flight",
                Fizzle.NOTHING_TO_ACT_ON: "there was nothing for it to act on"}


class Storyteller:
    """Turns events into sentences. `cards` maps card ids to engine Cards.

    Tell a log in order, from its start: the end of a gambit clears every flight,
    and those discards go untold until the next gambit starts, while a power's
    discard from a flight (the Dragonslayer's) is told."""

    def __init__(self, names, cards) -> None:
        self.names = [safe_name(n) for n in names]  # a name must not steer the terminal
        self.cards = {c.id: c for c in cards}
        self.clearing = False  # between a gambit's result and the next gambit

    def who(self, seat: int) -> str:
        return "the stakes" if seat == STAKES else self.names[seat]

    def says(self, seat: int, verb: str) -> str:
        """A seat and its verb, agreeing ("Ann draws", and "You draw" for a seat named You)."""
        return subject(self.who(seat), verb)

    def verb(self, seat: int, verb: str) -> str:
        """A second verb for the same seat: "... and takes" / "... and take"."""
        return agree(self.who(seat), verb)

    def whom(self, seat: int) -> str:
        """A seat as an object: "to Ann", "to you"."""
        return objective(self.who(seat))

    def whose(self, seat: int, start: bool = True) -> str:
        """"Ann's", "Charles'", "Your"/"your"."""
        return possessive(self.who(seat), start)

    def causes(self, causes) -> str:
        """Who made the weakest flight win, from the event's own causes, mid-sentence:
        "the Druid", "the Hatchling in the ante", both joined with "and"."""
        words = [card_title(self.cards[c.card]) if c.card in self.cards else c.card
                 for c in causes]
        words = ["the " + w.removeprefix("The ") for w in words]
        words = [w + (" in the ante" if c.kind == ev.CauseKind.ANTE_EFFECT else "")
                 for w, c in zip(words, causes, strict=True)]
        return " and ".join(words)

    def owned(self, seat: int, card_id: str, start: bool = True) -> str:
        """A card with its owner: "Ann's Sorcerer (8)", never "Ann's The Sorcerer (8)"
        (issue 27.19)."""
        return f"{self.whose(seat, start)} {self.card(card_id).removeprefix('The ')}"

    def card(self, card_id: str | None) -> str:
        if card_id is None:
            return "a hidden card"
        return card_label(self.cards[card_id]) if card_id in self.cards else card_id

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
        return f"No choice for {self.whom(seat)}: {render(why)}"

    def tell(self, e: ev.Event) -> str | None:
        """One line for an event, or None for bookkeeping not worth a line."""
        method = getattr(self, "_" + type(e).__name__, None)
        return method(e) if method else None

    def _GambitStarted(self, e):
        self.clearing = False
        return f"— Gambit {e.gambit} —"

    def _AnteChosen(self, e):
        what = self.card(e.card) if e.card else "a card"
        return f"{self.says(e.seat, 'antes')} {what} face down"

    def _AnteRevealed(self, e):
        return "Ante revealed: " + ", ".join(f"{self.who(s)} {self.card(c)}" for s, c in e.cards)

    def _AnteTied(self, e):
        return "Every ante card is tied: they are discarded and everyone antes again"

    def _LeaderChosen(self, e):
        why = LEAD_WORDS[e.reason]
        return f"{self.says(e.seat, 'leads')} ({why})"

    def _RoundStarted(self, e):
        return f"Round {e.round}: {self.says(e.leader, 'leads')}"

    def _CardPlayed(self, e):
        tail = " and its power triggers" if e.triggered else ""
        return f"{self.says(e.seat, 'plays')} {self.card(e.card)}{tail}"

    def _PowerTriggered(self, e):
        if e.copied_from:
            return f"{self.card(e.card)} copies the power of {self.card(e.copied_from)}"
        return None

    def _PowerFizzled(self, e):
        return f"{self.card(e.card)} does nothing: {FIZZLE_WORDS[e.reason]}"

    def _GoldPaid(self, e):
        return f"{self.says(e.payer, 'pays')} {e.amount} gold to {self.whom(e.payee)}"

    def _GoldStolen(self, e):
        return f"{self.says(e.seat, 'takes')} {e.amount} gold from the stakes"

    def _DebtIncurred(self, e):
        return f"{self.says(e.debtor, 'owes')} {self.whom(e.creditor)} {e.amount} gold"

    def _DebtRepaid(self, e):
        return f"{self.says(e.debtor, 'repays')} {e.amount} gold owed to {self.whom(e.creditor)}"

    def _DebtCancelled(self, e):
        return (f"{self.whose(e.debtor)} debt of {e.amount} to {self.whom(e.creditor)} "
                f"is cancelled ({e.reason})")

    def _CardsDrawn(self, e):
        if e.cards:
            return f"{self.says(e.seat, 'draws')} " + ", ".join(self.card(c) for c in e.cards)
        return f"{self.says(e.seat, 'draws')} {e.count} card{'s' if e.count > 1 else ''}"

    def _CardsBought(self, e):
        return (f"{self.says(e.seat, 'buys')} cards: {self.card(e.revealed)} is turned up, "
                f"costing {e.price} gold")

    def _CardGiven(self, e):
        if e.kept:
            return (f"{self.says(e.giver, 'shows')} {self.card(e.card)} but "
                    f"{self.verb(e.giver, 'keeps')} it: "
                    f"{self.whose(e.receiver, False)} hand is full")
        return f"{self.says(e.giver, 'gives')} {self.card(e.card)} to {self.whom(e.receiver)}"

    def _CardTaken(self, e):
        return (f"{self.says(e.taker, 'takes')} {self.card(e.card)} at random from "
                f"{self.whose(e.victim, False)} hand")

    def _CardMoved(self, e):
        card = self.card(e.card)
        move = (e.source, e.destination)
        if move == ("flight", "discard"):
            # The end-of-gambit clear-out is implied by the gambit's end.
            if self.clearing:
                return None
            return f"{self.owned(e.seat, e.card)} is discarded from the flight"
        if e.seat is None:
            return f"{card} goes from the {e.source} to the {e.destination}"
        if move == ("ante", "hand"):
            return f"{self.says(e.seat, 'takes')} {card} from the ante"
        if move == ("hand", "discard"):
            return f"{self.says(e.seat, 'discards')} {card}"
        if move == ("hand", "ante"):
            return f"{self.says(e.seat, 'puts')} {card} face up into the ante"
        return f"{self.owned(e.seat, e.card)} goes from the {e.source} to the {e.destination}"

    def _CardReplaced(self, e):
        return f"{self.owned(e.seat, e.old)} is replaced by {self.card(e.new)}"

    def _OptionChosen(self, e):
        if e.label:  # the option's own words, as the player read them
            label = render(e.label)
            return f"{self.says(e.seat, 'chooses')} to {label[:1].lower()}{label[1:]}"
        return f"{self.says(e.seat, 'chooses')} {e.option}"

    def _TargetChosen(self, e):
        return f"{self.says(e.seat, 'chooses')} {self.whom(e.target)}"

    def _FlightCompleted(self, e):
        what = article(f"{e.key} color flight") if e.flight == "color" else \
            f"a strength-{e.key} flight"
        return f"{self.says(e.seat, 'completes')} {what} (worth {e.amount})"

    def _DeckReshuffled(self, e):
        return f"The discard pile is shuffled into a new deck of {e.count} cards"

    def _GambitWon(self, e):
        self.clearing = True
        how = "the strongest flight"
        if e.reason == ev.WinRule.WEAKEST:
            by = self.causes(e.causes)
            how = f"the weakest flight ({by} made it win)" if by else "the weakest flight"
        return (f"{self.says(e.seat, 'wins')} the gambit with {how} and "
                f"{self.verb(e.seat, 'takes')} {e.amount} gold")

    def _GambitUndecided(self, e):
        self.clearing = True
        return f"Nobody wins this gambit ({e.reason}); {e.stakes} gold stays in the stakes"

    def _AnteEffectStarted(self, e):
        return f"{self.card(e.card)}'s ante effect is now in play"

    def _AnteEffectEnded(self, e):
        if e.reason is EffectEnd.GAMBIT_OVER:
            return None  # implied by the gambit's end
        return f"{self.card(e.card)} leaves the ante: its ante effect ends"

    def _AnteEffectApplied(self, e):
        return f"The ante effect of {self.card(e.card)} applies"

    def _StakesSplit(self, e):
        return "The stakes are shared: " + ", ".join(f"{self.who(s)} {g}" for s, g in e.shares)

    def _CardsRevealed(self, e):
        return f"{self.says(e.seat, 'turns')} up " + ", ".join(self.card(c) for c in e.cards)

    # -- the Legendary Edition ---------------------------------------------
    def _HoleIncurred(self, e):
        return f"{self.says(e.seat, 'is')} {e.amount} short: {e.owed} owed to the hole this gambit"

    def _HolePaid(self, e):
        short = "" if e.amount == e.owed else f" of the {e.owed} owed"
        return f"{self.says(e.seat, 'pays')} {e.amount}{short} into the hole"

    def _HoleAwarded(self, e):
        return f"{self.says(e.seat, 'receives')} {e.amount} gold from the hole"

    def _SpecialPicked(self, e):
        return f"{self.says(e.seat, 'picks')} {self.card(e.card)} for this game"

    def _DeckBuilt(self, e):
        known = ", ".join(self.card(c) for c in e.known) or "none shown"
        hidden = f"; {e.unseen} more unseen" if e.unseen else ""
        return f"Specials in this game: {known}{hidden}"

    def _CardsPeeked(self, e):
        if any(e.cards):
            return f"{self.says(e.seat, 'looks')} at " + ", ".join(self.card(c) for c in e.cards)
        return f"{self.says(e.seat, 'looks')} at the top {len(e.cards)} cards of the deck"

    def _CardsSwapped(self, e):
        return (f"{self.says(e.seat, 'trades')} {self.card(e.card)} for "
                f"{self.owned(e.other_seat, e.other_card, False)}")

    # -- character abilities (rules/ABILITIES.md) ----------------------------------
    @staticmethod
    def ability(ability_id: str) -> str:
        return ability_title(ability_id)

    def _AbilityUsed(self, e):
        args = [self.who(int(a)) if a.isdigit() else self.card(a) if a in self.cards else a
                for a in e.args]
        more = f" ({', '.join(args)})" if args else ""
        return f"{self.says(e.seat, 'uses')} {self.ability(e.ability)}{more}"

    def _AbilityExpended(self, e):
        what = "ability disk" if e.ability == "disk" else self.ability(e.ability)
        return f"{self.whose(e.seat)} {what} is expended"

    def _AbilityReady(self, e):
        what = "ability disk" if e.ability == "disk" else self.ability(e.ability)
        return f"{self.whose(e.seat)} {what} is ready again"

    def _AbilityPicked(self, e):
        return f"{self.says(e.seat, 'picks')} the ability {self.ability(e.ability)}"

    def _HandLookedAt(self, e):
        seen = f": {', '.join(self.card(c) for c in e.cards)}" if e.cards is not None else ""
        return f"{self.says(e.viewer, 'looks')} at {self.whose(e.target, False)} hand{seen}"

    def _DiceRolled(self, e):
        rolled = " + ".join(str(v) for v in e.values)
        return f"Dice: {rolled} = {sum(e.values)} for {self.whom(e.seat)} to pay"

    def _InsightRolled(self, e):
        return (f"{self.whose(e.seat)} Insight check: {e.roll} + {e.bonus} = {e.total}")

    def _AbilityCardsReturned(self, e):
        return f"{self.says(e.seat, 'gives')} {self.card(e.card)} back to {self.whom(e.victim)}"

    def _PlayerKnockedOut(self, e):
        return f"{self.whose(e.seat)} hoard is empty"

    # -- the table's optional rules (tda.engine.timelimit, the hole options) ----
    def _TimeCalled(self, e):
        if e.gambit == 0:
            return f"Time is called: gambit {e.last} is the last"
        return f"Time is called: gambit {e.gambit} is finished, then gambit {e.last} is the last"

    def _HoleLost(self, e):
        return f"The {e.amount} gold in the hole goes to the house"

    def _GameEnded(self, e):
        self.clearing = False
        if len(e.winners) == 1:
            winners = self.says(e.winners[0], "wins")
        else:
            winners = " and ".join(self.who(s) for s in e.winners) + " win"
        line = f"Game over ({render(e.reason)}). {winners} with {max(e.gold)} gold"
        if e.stakes:  # ruling R16: say where the rest of the gold is
            line += f"; the {e.stakes} gold left in the stakes belongs to no one"
        return line
