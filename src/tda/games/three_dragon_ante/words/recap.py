"""What changed for one seat since its last turn: a short recap in that seat's
words, and the changes the table marks (gold, stakes, hole, hand, flights).

"Your last turn" is the moment your previous turn began: the view you had when
you last started deciding after someone else had acted. A turn is a run of
decisions by one seat with nobody else deciding in between, so a power's
follow-up choice belongs to the turn that played it, and a reply to another
player's power is a short turn of its own. The recap and every change marked on
the table count from that same moment: your own previous turn first (so what
your own powers got you stays in sight), then everything since.

Pure: no textual, no rich. Everything is built from one seat's PlayerView (its
redacted log included), so it holds only what that seat may see.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tda.engine import Card, LeadReason, Occasion, PlayerView, new_game
from tda.engine import events as ev
from tda.engine.events import STAKES
from tda.games.three_dragon_ante.words.phrases import ability_name
from tda.games.three_dragon_ante.words.story import COLOR_WORDS, FIZZLE_WORDS, sentence_label, zone
from tda.i18n import N_, _, ngettext, pgettext
from tda.table import turns
from tda.text import safe_name
from tda.words import recap

Part = str | Card  # a recap line is words and cards (the screen draws cards as chips)


def said(template: str, **values: object) -> list[Part]:
    """A message already in the table's language, its {placeholders} filled: a Card
    stays a part of its own (drawn as a chip), anything else joins the words."""
    parts: list[Part] = []
    for text, name, spec, _conversion in string.Formatter().parse(template):
        words = text
        value = values[name] if name is not None else None
        if name is not None and not isinstance(value, Card):
            words += format(value, spec or "")
            value = None
        if words:
            if parts and isinstance(parts[-1], str):
                parts[-1] += words
            else:
                parts.append(words)
        if isinstance(value, Card):
            parts.append(value)
    return parts


@dataclass(frozen=True)
class Snapshot:
    """What a seat saw when one of its turns began."""
    log_len: int
    hoards: tuple[int, ...]
    stakes: int
    hole_total: int
    hand: tuple[Card, ...]
    flights: tuple[frozenset[str], ...]  # card ids in each seat's flight

    @classmethod
    def of(cls, view: PlayerView) -> Snapshot:
        return cls(len(view.log), view.hoards, view.stakes, view.hole_total, view.hand,
                   tuple(frozenset(c.id for c in f) for f in view.flights))


class TurnMarks(turns.TurnMarks[Snapshot]):
    """Three-Dragon Ante's turn marks: a snapshot of the seat's view as its turn began
    (the recap compares gold, flights and hand against it)."""

    def mark(self, state, seat: int) -> Snapshot:
        return Snapshot.of(state.view(seat))

    new_game = staticmethod(new_game)

    @staticmethod
    def same_game(rebuilt, game) -> bool:
        return len(rebuilt.log) == len(game.log) and rebuilt.hoards == game.hoards


# -- the recap ---------------------------------------------------------------
@dataclass(frozen=True)
class RecapLine(recap.RecapLine):
    """One thing that happened: a play and its effects, an ante, a gambit's end."""

    @property
    def text(self) -> str:
        return "".join(p if isinstance(p, str) else sentence_label(p) for p in self.parts)


@dataclass(frozen=True)
class Recap(recap.Recap):
    lines: tuple[RecapLine, ...]

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


# Our own words that may open a line (a seat's name is never re-cased): English's,
# said in the table's language as a line is made (`openers`).
OPENERS = (N_("you "), N_("nobody "), N_("the "), N_("every "))


def openers() -> tuple[str, ...]:
    return tuple(_(word) for word in OPENERS)


class _Line:
    """A line being built: who acted, its head, its effects."""

    def __init__(self, actor: int | None, head: list[Part], mine: bool = False) -> None:
        self.actor, self.head, self.mine = actor, head, mine
        self.effects: list[list[Part]] = []
        self.gambit_over = False
        self.knocked_out = False  # a seat ran out of gold
        self.plain = False  # a play or an ante: with no effects, its own player knows it
        self.occasion: Occasion | None = None  # the gambit's step this line tells

    def add(self, words: list[Part]) -> None:
        """Add an effect; "took A from the ante; took B from the ante" becomes one."""
        last = self.effects[-1] if self.effects else None
        tail = _("took {card} from the ante").partition("{card}")[2]
        if last and words[-1] == tail == last[-1] and words[:-2] == last[:len(words) - 2]:
            self.effects[-1] = [*last[:-1], _(", "), words[-2], tail]
            return
        self.effects.append(words)

    def done(self) -> RecapLine:
        parts = list(self.head)
        for i, effect in enumerate(self.effects):
            if i or self.head:  # a gambit's end did not cause what came after it
                parts.append(_("; ") if i else _(", then ") if self.gambit_over else _(": "))
            parts.extend(effect)
        if parts and isinstance(parts[0], str) and parts[0].startswith(openers()):
            parts[0] = parts[0][:1].upper() + parts[0][1:]
        return RecapLine(tuple(parts), self.mine)


class _Teller:
    """Past-tense phrases for one seat: "you" is that seat."""

    def __init__(self, view: PlayerView, cards: Mapping[str, Card]) -> None:
        self.me = view.seat
        self.names = [safe_name(n) for n in view.names]
        self.cards = cards

    def who(self, seat: int | None) -> str:
        if seat == STAKES:
            return _("the stakes")
        if seat == self.me:
            return _("you")
        return self.names[seat] if seat is not None else _("someone")

    def whose(self, seat: int) -> str:
        return _("your") if seat == self.me else _("{name}'s").format(name=self.names[seat])

    def card(self, card_id: str | None) -> Part:
        if card_id is None:
            return _("a card")
        return self.cards.get(card_id, card_id)

    def cards_list(self, ids: Iterable[str | None]) -> list[Part]:
        parts: list[Part] = []
        for i, card_id in enumerate(ids):
            if i:
                parts.append(_(", "))
            parts.append(self.card(card_id))
        return parts

    def listed(self, template: str, ids: Iterable[str | None], **values: object) -> list[Part]:
        """`template` with its {cards} the cards of `ids`, each a chip, comma-separated."""
        before, _field, after = template.partition("{cards}")
        return [*said(before, **values), *self.cards_list(ids), *said(after, **values)]

    # heads ----------------------------------------------------------------
    def head(self, e: ev.Event) -> _Line | None:
        me = self.me
        if isinstance(e, ev.CardPlayed):
            line = _Line(e.seat, said(_("you played {card}") if e.seat == me else
                                      _("{name} played {card}"), name=self.who(e.seat),
                                      card=self.card(e.card)))
        elif isinstance(e, ev.AnteChosen):  # others' face-down antes say nothing new
            if e.seat != me:
                return None
            line = _Line(me, said(_("you anted {card}"), card=self.card(e.card)))
        else:
            return self.other_head(e)
        line.plain = True
        return line

    def other_head(self, e: ev.Event) -> _Line | None:
        me = self.me
        if isinstance(e, ev.AnteRevealed):
            line = _Line(None, [_("the ante was turned up")])  # the table shows the cards
            line.occasion = Occasion.ANTE  # its payments and leader join it (27.11)
            return line
        if isinstance(e, ev.AnteTied):
            return _Line(None, [_("every ante card was tied: all were discarded, ante again")])
        name, mine = self.who(getattr(e, "seat", None)), getattr(e, "seat", None) == me
        if isinstance(e, ev.GambitWon):
            line = _Line(e.seat, said(_("you won the gambit ({amount} gold)") if mine else
                                      _("{name} won the gambit ({amount} gold)"),
                                      name=name, amount=e.amount), mine)
        elif isinstance(e, ev.GambitUndecided):
            line = _Line(None, said(_("nobody won the gambit: {amount} gold stays in the "
                                      "stakes"), amount=e.stakes))
        elif isinstance(e, ev.PlayerKnockedOut):
            line = _Line(e.seat, said(_("you ran out of gold") if mine else
                                      _("{name} ran out of gold"), name=name), mine)
            line.knocked_out = True
            return line
        elif isinstance(e, ev.CardsBought):  # your own payment follows as an effect
            return _Line(e.seat, said(_("you bought cards ({card} turned up)") if mine else
                                      _("{name} bought cards for {price} gold ({card} turned "
                                        "up)"), name=name, price=e.price,
                                      card=self.card(e.revealed)), mine)
        elif isinstance(e, ev.SpecialPicked):
            return _Line(e.seat, said(_("you picked {card}") if mine else
                                      _("{name} picked {card}"), name=name,
                                      card=self.card(e.card)))
        elif isinstance(e, ev.AbilityUsed):  # a character ability (rules/ABILITIES.md)
            return _Line(e.seat, said(_("you used {ability}") if mine else
                                      _("{name} used {ability}"), name=name,
                                      ability=ability_name(e.ability)), mine)
        else:
            return None
        line.gambit_over = True
        return line

    # effects --------------------------------------------------------------
    def effect(self, e: ev.Event, line: _Line) -> tuple[int | None, list[Part], bool] | None:
        """(subject, the words after the subject, touches me) for an effect worth telling."""
        me = self.me
        if isinstance(e, ev.GoldPaid):
            if e.payer == me:
                return me, said(_("paid {amount} gold to {whom}"), amount=e.amount,
                                whom=self.who(e.payee)), True
            if e.payee == me:
                return e.payer, said(_("paid you {amount} gold"), amount=e.amount), True
            return None
        if isinstance(e, ev.GoldStolen):
            return e.seat, said(_("took {amount} gold from the stakes"), amount=e.amount), \
                e.seat == me
        if isinstance(e, ev.StakesSplit):
            mine = [g for s, g in e.shares if s == me]
            return (me, said(_("got {amount} gold of the stakes"), amount=mine[0]), True) \
                if mine else None
        # The verbs after a subject: "you lead", "Ann leads" (English agrees with you).
        if isinstance(e, ev.LeaderChosen) and e.reason is LeadReason.ANTE:
            return e.seat, [_("lead") if e.seat == me else _("leads")], e.seat == me
        if isinstance(e, ev.LeaderChosen) and e.reason is LeadReason.PRIEST:  # a line of its own
            return e.seat, [_("lead the next round (the Priest)") if e.seat == me else
                            _("leads the next round (the Priest)")], e.seat == me
        if isinstance(e, ev.FlightCompleted):
            color = _(COLOR_WORDS[e.key]) if e.key in COLOR_WORDS else e.key
            words = (said(_("completed a {color} color flight"), color=color)
                     if e.flight == "color" else
                     said(_("completed a strength-{strength} flight"), strength=e.key))
            return e.seat, words, e.seat == me
        return self.debt_effect(e) or self.card_effect(e, line)

    def debt_effect(self, e: ev.Event) -> tuple[int | None, list[Part], bool] | None:
        me = self.me
        if isinstance(e, ev.DebtIncurred) and me in (e.debtor, e.creditor):
            owes = _("owe {whom} {amount} gold") if e.debtor == me else \
                _("owes {whom} {amount} gold")
            return e.debtor, said(owes, whom=self.who(e.creditor), amount=e.amount), True
        if isinstance(e, ev.DebtRepaid) and me in (e.debtor, e.creditor):
            return e.debtor, said(_("repaid {whom} {amount} gold"), whom=self.who(e.creditor),
                                  amount=e.amount), True
        if isinstance(e, ev.DebtCancelled) and me in (e.debtor, e.creditor):
            return None, said(_("{owner} debt of {amount} gold to {whom} was cancelled"),
                              owner=self.whose(e.debtor), amount=e.amount,
                              whom=self.who(e.creditor)), True
        if isinstance(e, ev.HoleIncurred) and e.seat == me:
            return me, said(_("were {amount} gold short ({owed} owed to the hole)"),
                            amount=e.amount, owed=e.owed), True
        if isinstance(e, ev.HolePaid) and e.seat == me:
            return me, said(_("paid {amount} gold into the hole"), amount=e.amount), True
        return None

    def card_effect(self, e: ev.Event, line: _Line) -> tuple[int | None, list[Part], bool] | None:
        me = self.me
        if isinstance(e, ev.CardsDrawn) and e.seat == me:
            if e.cards:
                return me, self.listed(_("drew {cards}"), e.cards), True
            return me, said(ngettext("drew {count} cards", "drew {count} cards", e.count),
                            count=e.count), True
        if isinstance(e, ev.CardsDrawn) and e.occasion is None:  # a power's or ability's
            # draw for another seat: how many (a Gold Dragon's play said nothing)
            return e.seat, said(ngettext("drew {count} card", "drew {count} cards", e.count),
                                count=e.count), False
        if isinstance(e, ev.CardTaken):
            return e.taker, said(_("took {card} from {whom}"), card=self.card(e.card),
                                 whom=self.who(e.victim)), me in (e.taker, e.victim)
        if isinstance(e, ev.CardGiven):
            if e.kept:
                return e.giver, said(_("showed {card} but kept it ({owner} hand was full)"),
                                     card=self.card(e.card), owner=self.whose(e.receiver)), \
                    me in (e.giver, e.receiver)
            return e.giver, said(_("gave {card} to {whom}"), card=self.card(e.card),
                                 whom=self.who(e.receiver)), me in (e.giver, e.receiver)
        if isinstance(e, ev.CardMoved):
            return self.moved(e, line)
        if isinstance(e, ev.CardReplaced):
            if e.seat == line.actor and self.card(e.old) in line.head:
                return e.seat, said(_("replaced it with {card}"), card=self.card(e.new)), \
                    e.seat == me
            return None, said(_("{owner} {card} was replaced by {new}"),
                              owner=self.whose(e.seat), card=self.card(e.old),
                              new=self.card(e.new)), e.seat == me
        if isinstance(e, ev.CardsSwapped):
            return e.seat, said(_("swapped {card} for {owner} {other}"), card=self.card(e.card),
                                owner=self.whose(e.other_seat),
                                other=self.card(e.other_card)), me in (e.seat, e.other_seat)
        if isinstance(e, ev.HandLookedAt):  # the cards only for the two who saw them
            owner = self.whose(e.target)
            told = self.listed(_("looked at {owner} hand: {cards}"), e.cards, owner=owner) \
                if e.cards else said(_("looked at {owner} hand"), owner=owner)
            return e.viewer, told, me in (e.viewer, e.target)
        if isinstance(e, ev.CardsPeeked) and e.seat == me:
            return me, self.listed(_("looked at {cards}"), e.cards), True
        if isinstance(e, ev.PowerFizzled) and e.seat != me:  # issue 27.12: why nothing
            # followed (your own card's you saw as you played it)
            return None, said(_("its power did nothing ({why})"),
                              why=_(FIZZLE_WORDS[e.reason])), False
        if isinstance(e, ev.CardsRevealed):
            return e.seat, self.listed(_("turned up {cards}"), e.cards), e.seat == me
        return None

    def moved(self, e: ev.CardMoved, line: _Line) -> tuple[int | None, list[Part], bool] | None:
        card, mine = self.card(e.card), e.seat == self.me
        where = (e.source, e.destination)
        if where == ("flight", "discard") and e.seat is not None:  # a flight has its owner
            if line.gambit_over:
                return None  # the end-of-gambit clear-out: every flight goes
            if line.actor is not None and line.head:  # the line's player did it
                return line.actor, said(_("discarded {owner} {card}"),
                                        owner=self.whose(e.seat), card=card), mine
            return None, said(_("{card} was discarded from {owner} flight"), card=card,
                              owner=self.whose(e.seat)), mine
        source, destination = zone(e.source), zone(e.destination)
        if e.seat is None:
            return None, said(_("{card} went from the {source} to the {destination}"),
                              card=card, source=source, destination=destination), False
        if where == ("ante", "hand"):
            return e.seat, said(_("took {card} from the ante"), card=card), mine
        if where == ("hand", "discard"):
            return e.seat, said(_("discarded {card}"), card=card), mine
        return None, said(_("{card} went from {owner} {source} to the {destination}"), card=card,
                          owner=self.whose(e.seat), source=source, destination=destination), \
            mine


def build_recap(view: PlayerView, since: Snapshot | None, cards: Mapping[str, Card],
                limit: int = 12) -> Recap | None:
    """What happened since `since` (a turn's beginning), as `view`'s seat may know it;
    the newest `limit` lines. None when there is nothing to tell."""
    if since is None or view.seat is None:
        return None
    lines = recap_lines(list(view.log)[since.log_len:], view, cards)
    if not lines:
        return None
    return Recap(tuple(lines[-limit:]), max(0, len(lines) - limit))


def recap_lines(events: Sequence[ev.Event], view: PlayerView,
                cards: Mapping[str, Card]) -> list[RecapLine]:
    """The recap's lines for `events` (already redacted for `view`'s seat). A line
    of the seat's own with nothing but its head ("You played X") is left out: the
    seat knows it and the table shows it."""
    teller, me = _Teller(view, cards), view.seat
    lines = [_Line(None, [])]  # effects before any head (the span began mid-turn)
    for e in events:
        head = teller.head(e)
        if head is not None:
            lines.append(head)
            continue
        line = cause_line(e, lines)
        told = teller.effect(e, line)
        if told is None:
            continue
        subject, words, mine = told
        if subject is not None and not (subject == line.actor and line.head):
            # no name twice in one line; the subject as the table's language marks it
            words = [pgettext("a recap effect's subject", "{name} ").format(
                name=teller.who(subject)), *words]
        line.add(words)
        line.mine = line.mine or mine
    return [line.done() for line in lines
            if line.effects or (line.head and not (line.actor == me and line.plain))]


# A line for an effect whose step of the gambit is not yet told in the span.
OCCASION_HEADS = {Occasion.DEAL: N_("the deal"), Occasion.ANTE: N_("the ante"),
                  Occasion.GAMBIT_END: N_("after the gambit")}


def cause_line(e: ev.Event, lines: list[_Line]) -> _Line:
    """The line `e` belongs to: the one of its cause (issue 27.11). An effect of a step
    of the gambit (the event's own `occasion`: the deal, the ante, the gambit's end)
    joins that step's line, never the play told just before it ("Cid used Perception:
    ...; you paid 9 gold to the stakes" was the ante); the Priest's lead is a line of
    its own (the card played last did not cause it). Anything else is the newest
    line's doing."""
    occasion = getattr(e, "occasion", None)
    if isinstance(e, ev.LeaderChosen):
        if e.reason is LeadReason.ANTE:
            occasion = Occasion.ANTE
        elif e.reason is LeadReason.PRIEST:
            lines.append(_Line(None, []))
            return lines[-1]
    if occasion is None:
        return lines[-1]
    for old in reversed(lines):
        if old.occasion is occasion or (occasion is Occasion.GAMBIT_END and old.gambit_over):
            return old
        if old.gambit_over:
            break  # an earlier gambit's lines
    line = _Line(None, [_(OCCASION_HEADS[occasion])])
    line.occasion = occasion
    lines.append(line)
    return line


def private_results(events: Sequence[ev.Event], seat: int, view: PlayerView,
                    cards: Mapping[str, Card]) -> list[RecapLine]:
    """What `seat`'s own action just showed it alone (a card taken, cards drawn or
    looked at), to show before the keyboard passes on. Antes are left out (the seat
    chose the card), and so is what follows the gambit's end or the draft's last pick
    (the next deal: the hand row marks it at the seat's next turn)."""
    private: list[ev.Event] = []
    for e in events:
        if isinstance(e, (ev.GambitWon, ev.GambitUndecided, ev.AbilityPicked)):
            break
        seen = e.seen_by()
        if seen is not None and seat in seen and not isinstance(e, ev.AnteChosen):
            private.append(e)
    return recap_lines(private, view, cards)


# -- what the table marks ----------------------------------------------------
@dataclass(frozen=True)
class TableChanges:
    """The table's change since a seat's last turn began, for that seat's eyes."""
    hoards: tuple[int, ...]
    stakes: int
    hole_total: int
    new_cards: frozenset[str]  # ids in the hand now that were not then
    gone: tuple[Card, ...]  # left the hand other than by the seat's own play or ante
    fresh: frozenset[str]  # ids of flight cards that were in no flight then


def table_changes(view: PlayerView, since: Snapshot | None) -> TableChanges | None:
    if since is None or view.seat is None:
        return None
    me = view.seat
    chose = {e.card for e in list(view.log)[since.log_len:]
             if isinstance(e, (ev.CardPlayed, ev.AnteChosen)) and e.seat == me}
    held = {c.id for c in view.hand}
    then = {c.id for c in since.hand}
    before = frozenset().union(*since.flights)
    return TableChanges(
        hoards=tuple(now - was for now, was in zip(view.hoards, since.hoards, strict=True)),
        stakes=view.stakes - since.stakes,
        hole_total=view.hole_total - since.hole_total,
        new_cards=frozenset(held - then),
        gone=tuple(c for c in since.hand if c.id not in held and c.id not in chose),
        fresh=frozenset(c.id for f in view.flights for c in f if c.id not in before))


def last_played(view: PlayerView) -> str | None:
    """The newest card played, if it is still in a flight (a Copper's replacement
    stands in for it). Public: any view will do."""
    log = view.log
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if isinstance(e, (ev.GambitWon, ev.GambitUndecided)):
            return None
        if isinstance(e, ev.CardPlayed):
            card = e.card
            for later in log[i + 1:]:
                if isinstance(later, ev.CardReplaced) and later.old == card:
                    card = later.new
            return card if any(c.id == card for f in view.flights for c in f) else None
    return None
