"""The gambit's rules the flow calls on the state: whether a power fires, how many
rounds before scoring, the stakes to the winner, the next leader, the ledgers at the
gambit's end. Bound as methods of GameState (state.py): `g.award_stakes(...)`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ante_effects, gambit_effects, hole
from .events import LeaderChosen
from .flow import GambitEnd
from .gambit_effects import NO_EFFECTS
from .words import DebtRule, LeadReason, Outcome, Undecided

if TYPE_CHECKING:
    from .state import GameState


def power_fires(g: GameState, seat: int, card: int, natural: bool) -> bool:
    """Whether a played card's power triggers (the trigger rule, plus rule hooks)."""
    if natural or seat in g.effects.always_fires:  # the Legendary Archmage
        return True
    return g.rules.ante_effects and ante_effects.exarch_fires(g, card)


def rounds_before_scoring(g: GameState) -> int:
    rounds = g.effects.min_rounds  # the Emperor sets 4
    if rounds == 3 and gambit_effects.wants_extra_round(g):  # Bronze Warlord (R14)
        return 4
    return rounds


def ante_revealed(g: GameState) -> None:
    """Hook: the ante has just been revealed and the stakes paid."""
    if g.rules.ante_effects:
        ante_effects.revealed(g)


def award_stakes(g: GameState, winner: int, amount: int) -> None:
    if not (ante_effects.split_stakes(g, winner, amount)  # the Adventurer (R15)
            or gambit_effects.split_stakes(g, winner, amount)):  # Legendary Priest
        g.gain(winner, amount)
    gambit_effects.give_gifts(g, winner)  # Gold Monarch


def settle_gambit_ledgers(g: GameState) -> None:
    """Hook: end-of-gambit debt settlement (revised) or the hole (Legendary)."""
    if g.rules.debt == DebtRule.DEFERRED:
        g.settle_deferred_debts()  # ruling R8
    elif g.rules.debt == DebtRule.HOLE:
        hole.pay_into_hole(g)  # ruling R9, step 4


def gambit_started(g: GameState) -> None:
    """Hook: a new gambit begins; the last one's lasting effects are dropped."""
    g.effects = NO_EFFECTS


def turn_started(g: GameState, seat: int) -> None:
    """Hook: a turn begins, before any buying or playing."""
    if seat == g.leader and g.rules.ante_effects:
        ante_effects.spy_toll(g, seat)  # the round's first turn


def choose_next_leader(g: GameState) -> None:
    """Strongest untied card this round leads; ties keep the leader; Priest overrides (R12)."""
    if g.priest >= 0 and not g.out[g.priest]:
        g.leader, g.priest = g.priest, -1
        g.emit(LeaderChosen(g.leader, LeadReason.PRIEST))
        return
    g.priest = -1
    cards = g.cards
    played = [cards[c].strength for c in g.round_cards if c >= 0]
    best = None
    for seat, card in enumerate(g.round_cards):
        if card >= 0:
            s = cards[card].strength
            if played.count(s) == 1 and (best is None or s > best[0]):
                best = (s, seat)
    if best is None:
        g.emit(LeaderChosen(g.leader, LeadReason.TIE))
    else:
        g.leader = best[1]
        g.emit(LeaderChosen(g.leader, LeadReason.STRONGEST))


def end_gambit_now(g: GameState) -> None:
    """The stakes are empty: the gambit ends at once and is scored."""
    g.stack.clear()
    outcome, winner = g.decide_winner()
    g.push(GambitEnd(winner, None if outcome is Outcome.WIN else Undecided.STAKES_RAN_OUT))
