"""The gambit's sequence as steps: ante, rounds, turns, scoring, the gambit's end."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

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
from .frames import (
    ANTE,
    ANTE_REVEAL,
    END_TURN,
    GAMBIT,
    PLAY,
    REFILL,
    ROUND,
    ROUND_END,
    SETTLE,
    TURN,
    GambitEnd,
    Phase,
    SeatStep,
    TakeAnteFrame,
)
from .powers import trigger
from .steps import Step, auto, decision
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


@auto("gambit")
def start_gambit(g: GameState, frame: Phase) -> None:
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
    g.push(ANTE_REVEAL)
    for seat in reversed(g.clockwise(0)):
        g.push(ANTE[seat])
        g.push(REFILL[seat])


@auto("refill")
def refill(g: GameState, frame: SeatStep) -> None:
    """A seat with no cards must buy before it can ante."""
    if not g.hands[frame.seat]:
        g.buy(frame.seat)


@decision
class AnteChoice(Step):
    name = "ante"
    kind = DecisionKind.ANTE

    def prompt(self, g: GameState, frame: SeatStep) -> Phrase:
        return Phrase("ante.prompt", name=g.names[frame.seat])

    def options(self, g: GameState, frame: SeatStep) -> list[Action]:
        acts = g.ante_acts
        return [acts[c] for c in g.hands[frame.seat]]

    def resolve(self, g: GameState, frame: SeatStep, action: Action) -> None:
        seat, card = frame.seat, g.by_id[action.args[0]]
        g.hands[seat].remove(card)
        g.ante_hidden[seat] = card
        g.emit(AnteChosen(seat, g.cards[card].id))


@auto("ante_reveal")
def reveal_ante(g: GameState, frame: Phase) -> None:
    chosen = [(s, c) for s, c in enumerate(g.ante_hidden) if c >= 0]
    g.ante_hidden = [-1] * g.n
    for _, card in chosen:
        g.known[card] = g.everyone
    g.emit(AnteRevealed(tuple((s, g.cards[c].id) for s, c in chosen)))
    if g.abilities is not None and ability_hooks.ante_revealed(g, chosen):
        return  # Perception (W2) first, then `ab_ante_eval` (ruling A21)
    evaluate_ante(g, chosen)


@auto("ab_ante_eval")
def ante_after_perception(g: GameState, frame) -> None:  # an abilities.frames.AnteEval
    g.ante = []
    evaluate_ante(g, list(frame.chosen))


def evaluate_ante(g: GameState, chosen: list[tuple[int, int]]) -> None:
    """The revealed ante: all tied (ante again), or paid, its leader, its effects."""
    strengths = Counter(g.cards[c].strength for _, c in chosen)
    if len(chosen) > 1 and all(strengths[g.cards[c].strength] > 1 for _, c in chosen):
        g.discard.extend(c for _, c in chosen)
        g.emit(AnteTied(tuple(g.cards[c].id for _, c in chosen)))
        g.push(ANTE_REVEAL)
        for seat in reversed(g.clockwise(0)):
            g.push(ANTE[seat])
            g.push(REFILL[seat])
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


@auto("round")
def start_round(g: GameState, frame: Phase) -> None:
    g.round += 1
    g.round_cards = [-1] * g.n
    g.last_strength = -1
    g.round_played = False
    if g.out[g.leader]:
        g.leader = g.clockwise(g.leader)[0]
    if g.abilities is not None and ability_hooks.round_opening(g):
        return  # Diplomacy (W4) first, then `round_open`
    open_round(g)


@auto("round_open")
def round_open(g: GameState, frame: Phase) -> None:
    open_round(g)


def open_round(g: GameState) -> None:
    g.emit(RoundStarted(g.round, g.leader))
    g.push(ROUND_END)
    for seat in reversed(g.clockwise(g.leader)):
        g.push(TURN[seat])


@auto("turn")
def start_turn(g: GameState, frame: SeatStep) -> None:
    seat = frame.seat
    g.turn_seat = seat
    g.turn_started(seat)
    if g.abilities is not None:  # the buy and W5 as steps, then `turn_play`
        ability_hooks.turn_started(g, seat)
        return
    if len(g.hands[seat]) <= 1:
        g.buy(seat)
    if g.hands[seat]:
        g.push(END_TURN[seat])
        g.push(PLAY[seat])


@decision
class PlayChoice(Step):
    name = "play"
    kind = DecisionKind.PLAY

    def prompt(self, g: GameState, frame: SeatStep) -> Phrase:
        return Phrase("play.prompt", name=g.names[frame.seat])

    def options(self, g: GameState, frame: SeatStep) -> list[Action]:
        acts = g.play_acts
        return [acts[c] for c in g.hands[frame.seat]]

    def resolve(self, g: GameState, frame: SeatStep, action: Action) -> None:
        seat, card = frame.seat, g.by_id[action.args[0]]
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


@decision
class TakeAnte(Step):
    """Take `how_many` ante cards of your choice into your hand (a strength flight,
    the Spy's ante effect)."""
    name = "take_ante"
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g: GameState, frame: TakeAnteFrame) -> Phrase:
        return Phrase("take-ante.prompt", name=g.names[frame.seat], count=frame.how_many,
                      why=frame.why)

    def options(self, g: GameState, frame: TakeAnteFrame) -> list[Action]:
        return [act("take", g.cards[c].id) for c in g.ante]

    def describe(self, g: GameState, frame: TakeAnteFrame, action: Action) -> Phrase:
        return Phrase("take-ante.label", card=action.args[0],
                      leaving=ante_effects.leaving_words(g, g.by_id[action.args[0]]))

    def needless(self, g: GameState, frame: TakeAnteFrame, options: list[Action]) -> Phrase | None:
        if min(frame.how_many, g.room(frame.seat)) >= len(g.ante):
            return EVERY_ANTE_CARD_TAKEN
        return None

    def resolve(self, g: GameState, frame: TakeAnteFrame, action: Action) -> None:
        seat, count = frame.seat, frame.how_many
        g.take_from_ante(seat, g.by_id[action.args[0]])
        if count > 1 and g.ante and g.room(seat) > 0:
            g.push(frame._replace(how_many=count - 1))


@auto("end_turn")
def end_turn(g: GameState, frame: SeatStep) -> None:
    g.push(SETTLE)
    gambit_effects.push_swapped_checks(g, frame.seat)  # the Illusionist's victim, after you
    g.check_special_flights(frame.seat)
    if g.abilities is not None:
        ability_hooks.turn_ending(g, frame.seat)  # Wild Card (W13)


@auto("settle")
def settle(g: GameState, frame: Phase) -> None:
    """After a power finishes: an empty stakes ends the gambit; empty hands buy."""
    if g.stakes == 0:
        g.end_gambit_now()
        return
    if g.rules.buy_after_flights and any(f[0] == "end_turn" for f in g.stack):
        return  # Legendary: an emptied hand buys after the turn's flights (L15)
    hands = g.hands
    if g.abilities is not None:  # each purchase and its windows before the next
        ability_hooks.settle_buys(g, tuple(s for s in g.clockwise(g.turn_seat) if not hands[s]))
        return
    for seat in g.clockwise(g.turn_seat):
        if not hands[seat] and g.effects.no_buy != seat:  # the Thief's exception
            g.buy(seat)


@auto("round_end")
def end_round(g: GameState, frame: Phase) -> None:
    if g.round >= g.rounds_before_scoring():
        if g.effects.score_effects and gambit_effects.collect_scoring_flights(g):
            return  # a Dragonrider's strength flight at scoring; this check runs again
        outcome, winner = g.decide_winner()
        if outcome is Outcome.WIN:
            g.push(GambitEnd("gambit_end", winner, None))
            return
        if outcome is Outcome.NONE:  # ruling R1: nobody may win; the stakes stay
            g.push(GambitEnd("gambit_end", -1, Undecided.NOBODY_MAY_WIN))
            return
        if not g.round_played:  # local ruling L1: a round with no card played
            g.push(GambitEnd("gambit_end", -1, Undecided.TIED_AND_NO_CARDS))
            return
    g.choose_next_leader()
    g.push(ROUND)


@auto("gambit_end")
def end_gambit(g: GameState, frame: GambitEnd) -> None:
    winner, why = frame.winner, frame.why
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
    for seat in range(g.n):
        for card in g.flights[seat]:
            g.discard.append(card)
            g.emit(CardMoved(seat, g.cards[card].id, Place.FLIGHT, Place.DISCARD))
        g.flights[seat] = []
    for card in g.ante:
        g.discard.append(card)
        g.ante_left(card)
    g.ante = []
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

