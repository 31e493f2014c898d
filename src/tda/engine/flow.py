"""The gambit's sequence as steps: ante, rounds, turns, scoring, the gambit's end."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, NamedTuple

from tda.table.phrase import Phrase

from . import ante_effects, gambit_effects
from .abilities import hooks as ability_hooks
from .actions import Action, act
from .events import (
    STAKES,
    AnteChosen,
    AnteRevealed,
    AnteTied,
    CardMoved,
    CardPlayed,
    GambitStarted,
    GambitUndecided,
    GambitWon,
    LeaderChosen,
    RoundStarted,
)
from .powers import trigger
from .steps import AutoStep, DecisionStep, NoArgs, SeatArgs, per_seat
from .words import (
    DebtEnd,
    DecisionKind,
    LeadReason,
    Occasion,
    Outcome,
    Place,
    Undecided,
    WinRule,
)

if TYPE_CHECKING:
    from .state import GameState


class StartGambit(AutoStep, NoArgs):
    """A new gambit: each seat refills and antes, then the ante is revealed."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.gambit += 1
        g.round = 0
        g.druid = None
        g.priest = -1
        g.collected = [set() for _ in range(g.n)]
        g.triggered = set()
        g.gambit_started()  # drops the last gambit's effects (the Thief's no_buy too)
        if g.abilities is not None:
            ability_hooks.gambit_started(g)
        g.emit(GambitStarted(g.gambit))
        push_antes(g)


def push_antes(g: GameState) -> None:
    g.push(ANTE_REVEAL)
    for seat in reversed(g.clockwise(0)):
        g.push(ANTE[seat])
        g.push(REFILL[seat])


class Refill(AutoStep, SeatArgs):
    """A seat with no cards must buy before it can ante."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        if not g.hands[self.seat]:
            g.buy(self.seat)


class AnteChoice(DecisionStep, SeatArgs):
    """The seat puts a card of its hand into the ante, face down."""

    __slots__ = ()
    kind = DecisionKind.ANTE

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("ante.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        acts = g.ante_acts
        return [acts[c] for c in g.hands[self.seat]]

    def resolve(self, g: GameState, action: Action) -> None:
        seat, card = self.seat, g.by_id[action.args[0]]
        g.hands[seat].remove(card)
        g.ante_hidden[seat] = card
        g.emit(AnteChosen(seat, g.cards[card].id))


class RevealAnte(AutoStep, NoArgs):
    """Every ante card is turned face up."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        chosen = [(s, c) for s, c in enumerate(g.ante_hidden) if c >= 0]
        g.ante_hidden = [-1] * g.n
        for _, card in chosen:
            g.known[card] = g.everyone
        g.emit(AnteRevealed(tuple((s, g.cards[c].id) for s, c in chosen)))
        if g.abilities is not None and ability_hooks.ante_revealed(g, chosen):
            return  # Perception (W2) first, then `AnteEval` (ruling A21)
        evaluate_ante(g, chosen)


class AnteEvalArgs(NamedTuple):
    chosen: tuple[tuple[int, int], ...]  # (seat, card) in seat order


class AnteEval(AutoStep, AnteEvalArgs):
    """The revealed ante, evaluated after Perception (W2, ruling A21)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.ante = []
        evaluate_ante(g, list(self.chosen))


def evaluate_ante(g: GameState, chosen: list[tuple[int, int]]) -> None:
    """The revealed ante: all tied (ante again), or paid, its leader, its effects."""
    strengths = Counter(g.cards[c].strength for _, c in chosen)
    if len(chosen) > 1 and all(strengths[g.cards[c].strength] > 1 for _, c in chosen):
        g.discard.extend(c for _, c in chosen)
        g.emit(AnteTied(tuple(g.cards[c].id for _, c in chosen)))
        push_antes(g)
        for seat in g.clockwise(0):
            g.draw(seat, 1)
        return
    g.ante = [c for _, c in chosen]
    g.push(ROUND)
    g.push(SETTLE)
    if chosen:
        top = max(strengths)
        if g.abilities is not None:  # Concentration compares hoards before paying (A7)
            poorest = min(g.hoards[s] for s in g.clockwise(0))
            for seat in g.clockwise(0):
                g.pay(seat, STAKES, ability_hooks.ante_payment(g, seat, top, poorest),
                      Occasion.ANTE)
        else:
            for seat in g.clockwise(0):
                g.pay(seat, STAKES, top, Occasion.ANTE)
        untied = [(g.cards[c].strength, s) for s, c in chosen if strengths[g.cards[c].strength] == 1]
        g.leader = max(untied)[1]
        g.emit(LeaderChosen(g.leader, LeadReason.ANTE))
    g.ante_revealed()
    if g.abilities is not None:
        ability_hooks.ante_paid(g, chosen)  # Legendary ante abilities (W3)


class StartRound(AutoStep, NoArgs):
    """A new round: its leader opens it (after Diplomacy, W4, with abilities)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.round += 1
        g.round_cards = [-1] * g.n
        g.last_strength = -1
        g.round_played = False
        if g.out[g.leader]:
            g.leader = g.clockwise(g.leader)[0]
        if g.abilities is not None and ability_hooks.round_opening(g):
            return  # Diplomacy (W4) first, then `OpenRound`
        open_round(g)


class OpenRound(AutoStep, NoArgs):
    """The round begins once Diplomacy (W4) was answered."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        open_round(g)


def open_round(g: GameState) -> None:
    g.emit(RoundStarted(g.round, g.leader))
    g.push(ROUND_END)
    for seat in reversed(g.clockwise(g.leader)):
        g.push(TURN[seat])


class StartTurn(AutoStep, SeatArgs):
    """A seat's turn: buy if its hand is nearly empty, then play."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        seat = self.seat
        g.turn_seat = seat
        g.turn_started(seat)
        if g.abilities is not None:  # the buy and W5 as steps, then `TurnPlay`
            ability_hooks.turn_started(g, seat)
            return
        if len(g.hands[seat]) <= 1:
            g.buy(seat)
        if g.hands[seat]:
            g.push(END_TURN[seat])
            g.push(PLAY[seat])


class PlayChoice(DecisionStep, SeatArgs):
    """The seat plays a card of its hand into its flight."""

    __slots__ = ()
    kind = DecisionKind.PLAY

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("play.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        acts = g.play_acts
        return [acts[c] for c in g.hands[self.seat]]

    def resolve(self, g: GameState, action: Action) -> None:
        seat, card = self.seat, g.by_id[action.args[0]]
        g.hands[seat].remove(card)
        g.flights[seat].append(card)
        g.known[card] = g.everyone
        info = g.cards[card]
        strength = info.strength
        last = g.last_strength
        fires = g.power_fires(seat, card, last < 0 or strength <= last)
        g.round_cards[seat] = card
        g.last_strength = strength
        g.round_played = True
        power = info.power
        g.emit(CardPlayed(seat, info.id, fires and power is not None))
        g.stack.append(SETTLE)
        if g.abilities is not None:  # W9 and History around the power (A2, A11, A18)
            ability_hooks.played(g, seat, card, strength, fires)
            return
        if fires and power:
            g.triggered.add(card)
            trigger(g, seat, card, strength, power)


EVERY_ANTE_CARD_TAKEN = Phrase("take-ante.needless")


class TakeAnteArgs(NamedTuple):
    seat: int
    how_many: int  # ("count" would hide tuple.count)
    why: str


class TakeAnte(DecisionStep, TakeAnteArgs):
    """Take `how_many` ante cards of your choice into your hand (a strength flight,
    the Spy's ante effect)."""

    __slots__ = ()
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("take-ante.prompt", name=g.names[self.seat], count=self.how_many,
                      why=self.why)

    def options(self, g: GameState) -> list[Action]:
        return [act("take", g.cards[c].id) for c in g.ante]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("take-ante.label", card=action.args[0],
                      leaving=ante_effects.leaving_words(g, g.by_id[action.args[0]]))

    def needless(self, g: GameState, options: list[Action]) -> Phrase | None:
        if min(self.how_many, g.room(self.seat)) >= len(g.ante):
            return EVERY_ANTE_CARD_TAKEN
        return None

    def resolve(self, g: GameState, action: Action) -> None:
        seat, count = self.seat, self.how_many
        g.take_from_ante(seat, g.by_id[action.args[0]])
        if count > 1 and g.ante and g.room(seat) > 0:
            g.push(self._replace(how_many=count - 1))


class EndTurn(AutoStep, SeatArgs):
    """After the play and its power: the special flights, then settle."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.push(SETTLE)
        gambit_effects.push_swapped_checks(g, self.seat)  # the Illusionist's victim, after you
        g.check_special_flights(self.seat)
        if g.abilities is not None:
            ability_hooks.turn_ending(g, self.seat)  # Wild Card (W13)


class Settle(AutoStep, NoArgs):
    """After a power finishes: an empty stakes ends the gambit; empty hands buy."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        if g.stakes == 0:
            g.end_gambit_now()
            return
        if g.rules.buy_after_flights and any(type(f) is EndTurn for f in g.stack):
            return  # Legendary: an emptied hand buys after the turn's flights (L15)
        hands = g.hands
        if g.abilities is not None:  # each purchase and its windows before the next
            ability_hooks.settle_buys(g, tuple(s for s in g.clockwise(g.turn_seat)
                                               if not hands[s]))
            return
        for seat in g.clockwise(g.turn_seat):
            if not hands[seat] and g.effects.no_buy != seat:  # the Thief's exception
                g.buy(seat)


class EndRound(AutoStep, NoArgs):
    """After the last turn of a round: score the gambit, or the next round."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        if g.round >= g.rounds_before_scoring():
            if g.effects.score_effects and gambit_effects.collect_scoring_flights(g):
                return  # a Dragonrider's strength flight at scoring; this check runs again
            outcome, winner = g.decide_winner()
            if outcome is Outcome.WIN:
                g.push(GambitEnd(winner, None))
                return
            if outcome is Outcome.NONE:  # ruling R1: nobody may win; the stakes stay
                g.push(GambitEnd(-1, Undecided.NOBODY_MAY_WIN))
                return
            if not g.round_played:  # local ruling L1: a round with no card played
                g.push(GambitEnd(-1, Undecided.TIED_AND_NO_CARDS))
                return
        g.choose_next_leader()
        g.push(ROUND)


class GambitEndArgs(NamedTuple):
    winner: int  # -1: nobody won
    why: Undecided | None  # why nobody won (None when someone did)


class GambitEnd(AutoStep, GambitEndArgs):
    """The gambit is over: the stakes to its winner, the table cleared, the draws."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        winner, why = self.winner, self.why
        if winner >= 0:
            # ruling R7/R8: the winner's debts to the stakes are cancelled.
            g.cancel_debts(lambda d, c: not (d == winner and c == STAKES), DebtEnd.GAMBIT_WON)
            amount, g.stakes = g.stakes, 0
            rule = WinRule.WEAKEST if g.reverse_scoring() else WinRule.STRONGEST
            g.emit(GambitWon(winner, amount, rule, g.scored_totals(), g.barred_seats(),
                             g.reverse_causes()))
            g.award_stakes(winner, amount)
        else:
            assert why is not None  # set whenever nobody won (GambitEnd)
            g.emit(GambitUndecided(why, g.stakes, g.scored_totals(), g.barred_seats(),
                                   g.reverse_causes()))
        clear_table(g)
        g.settle_gambit_ledgers()
        g.gold_history.append(tuple(g.hoards))
        if g.check_game_end():
            return
        first = winner if winner >= 0 else g.leader
        if g.abilities is not None:  # Insight (W14), the draws, then W15
            ability_hooks.gambit_ending(g, winner, first)
            return
        for seat in g.clockwise(first):
            g.draw(seat, 2, Occasion.GAMBIT_END)
        g.push(GAMBIT)


def clear_table(g: GameState) -> None:
    """Every flight and the ante go to the discard pile."""
    for seat in range(g.n):
        for card in g.flights[seat]:
            g.discard.append(card)
            g.emit(CardMoved(seat, g.cards[card].id, Place.FLIGHT, Place.DISCARD))
        g.flights[seat] = []
    for card in g.ante:
        g.discard.append(card)
        g.ante_left(card)
    g.ante = []


# The frames without a changing part, built once (frames are immutable).
GAMBIT, ANTE_REVEAL, ROUND_OPEN = StartGambit(), RevealAnte(), OpenRound()
ROUND, SETTLE, ROUND_END = StartRound(), Settle(), EndRound()
ANTE, REFILL, TURN, PLAY = per_seat(AnteChoice), per_seat(Refill), per_seat(StartTurn), per_seat(PlayChoice)
END_TURN = per_seat(EndTurn)
