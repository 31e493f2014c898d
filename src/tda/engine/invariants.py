"""Invariants every state must satisfy; used by the simulation tests and `tda sim`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .words import DebtRule

if TYPE_CHECKING:
    from .events import Event
    from .state import GameState


class InvariantError(AssertionError):
    """A state broke a rule of the engine's own bookkeeping."""


def check(state: GameState, total_gold: int) -> None:
    """Raise InvariantError if gold or cards leaked, or a ledger is inconsistent."""
    gold = sum(state.hoards) + state.stakes + state.hole_total
    if gold != total_gold:
        raise InvariantError(f"gold not conserved: {gold} != {total_gold}")
    if min(state.hoards) < 0 or state.stakes < 0 or min(state.hole) < 0:
        raise InvariantError("negative gold")
    if state.rules.debt != DebtRule.HOLE and (any(state.hole) or state.hole_total):
        raise InvariantError("a hole outside the Legendary rules")
    if state.is_over:
        check_result(state, total_gold)
    if state.gambit == 0:
        return  # deck building (Legendary pick 'em) before the deal: nothing is dealt yet
    places = [c for h in state.hands for c in h] + [c for f in state.flights for c in f]
    places += state.ante + state.deck + state.discard + [c for c in state.ante_hidden if c >= 0]
    places += list(state.effects.revealed)  # turned up, awaiting a choice (Sorcerer)
    places += list(state.peeked or ())  # seen by one seat, awaiting a choice (Seer)
    places += list(state.building.set_aside)  # Legendary specials out of this game
    if len(places) != len(state.cards) or len(set(places)) != len(places):
        raise InvariantError(f"cards not conserved: {len(places)} placed, "
                             f"{len(set(places))} distinct, {len(state.cards)} in the deck")
    if any(len(h) > 10 for h in state.hands):
        raise InvariantError("a hand holds more than 10 cards")
    if state.rules.debt == DebtRule.IMMEDIATE:
        for debtor, _, amount in state.debts:
            if amount <= 0 or state.hoards[debtor] != 0:
                raise InvariantError(f"seat {debtor} holds gold while in debt")
    if not state.is_over and not state.legal_actions():
        raise InvariantError("no legal action although the game is not over")


def check_result(state: GameState, total_gold: int) -> None:
    """The final result accounts for every coin: hoards plus the stakes nobody owns
    (ruling R16); the hole has been handed to the winners by then (R9)."""
    result = state.result
    if result is None:
        raise InvariantError("the game has no result")
    if result.gold != tuple(state.hoards) or result.stakes != state.stakes:
        raise InvariantError(f"the result {result} does not match the table")
    if sum(result.gold) + result.stakes + state.hole_total != total_gold:
        raise InvariantError(f"the result loses gold: {result} of {total_gold}")


def check_events_redacted(events: Iterable[Event], seats: int) -> None:
    """Private events must hide their secret from every seat not entitled to it."""
    for event in events:
        allowed = event.seen_by()
        if allowed is None:
            continue
        for seat in range(seats):
            shown = event.visible_to(seat)
            if seat not in allowed and shown == event and event.redacted() != event:
                raise InvariantError(f"{event} is shown in full to seat {seat}")


def check_view_private(state: GameState, seat: int) -> None:
    """The seat's view holds no card it may not see."""
    view = state.view(seat)
    if [c.index for c in view.hand] != state.hands[seat]:
        raise InvariantError("a view's hand differs from the seat's hand")
    others_hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h
                     if not state.known[c] >> seat & 1}
    others_hidden |= {c for s, c in enumerate(state.ante_hidden) if c >= 0 and s != seat}
    visible = {c.index for c in view.ante if c is not None}
    visible |= {c.index for f in view.flights for c in f} | {c.index for c in view.hand}
    visible |= {c.index for c in view.discard}
    # Legendary specials set aside (R10): never shown, not even as known to be out.
    aside = set(state.building.set_aside)
    leaked = (visible & (others_hidden | aside)) | ({c.index for c in view.specials} & aside)
    if leaked:
        raise InvariantError(f"seat {seat} sees hidden cards {sorted(leaked)}")
    for event in view.log:
        allowed = event.seen_by()
        if allowed is not None and seat not in allowed and event != event.redacted():
            raise InvariantError(f"seat {seat}'s log shows {event}")


def check_set_aside_unseen(state: GameState, events: Iterable[Event]) -> None:
    """Legendary: no event ever names a special set aside out of the game (R10)."""
    aside = state.building.set_aside
    if not aside:
        return
    names = [f"'{state.cards[c].id}'" for c in aside]
    for event in events:
        text = repr(event)
        for name in names:
            if name in text:
                raise InvariantError(f"{event} names {name}, which is set aside")
