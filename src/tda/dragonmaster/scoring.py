"""Scoring a hand: when it is settled (ruling DM6), who pays whom, and whether a
Power Play or a Secret Power Play won.

The functions read a `DragonmasterState` and pay through its `pay` method, so
every payment is one `CrystalsPaid` event.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from . import events as ev
from .cards import DRAGON
from .contracts import (
    POWER_PLAY_FAILURE,
    POWER_PLAY_REWARD,
    SECRET_POWER_PLAY_CONTRACTS,
    TRICKS,
    card_items,
    penalty,
    trick_items,
)

if TYPE_CHECKING:
    from .state import DragonmasterState


def contract_of(g: DragonmasterState) -> str:
    """The contract of the hand being scored (a hand is scored only once one is named)."""
    assert g.contract is not None, "a hand is settled and scored under its contract"
    return g.contract


def power_player_of(g: DragonmasterState) -> int:
    """The Power Player, where a Power Play is being judged."""
    assert g.power_player is not None, "a Power Play has its Power Player"
    return g.power_player


class PowerPlayStatus(Enum):
    OPEN = "open"
    WON = "won"
    FAILED = "failed"


def power_play_status(g: DragonmasterState) -> PowerPlayStatus:
    """Whether the Power Player has taken every item, lost one, or neither yet.
    The extra card counts as the Power Player's when `extra_card_counts` (DM2)."""
    return _status(g, g.extra)


def _status(g: DragonmasterState, extra: str | None) -> PowerPlayStatus:
    """`power_play_status` were `extra` the face-down extra card."""
    pp, contract, counts = g.power_player, g.contract, g.config.extra_card_counts
    assert pp is not None and contract is not None, "a Power Play under its contract"
    items = card_items(contract, g.n)
    mine = set(g.taken[pp])
    if counts and extra is not None:
        mine.add(extra)
    elif extra in items:
        return PowerPlayStatus.FAILED  # the purists' rule: an item out of reach
    if any(c in items and c not in mine for seat in range(g.n) if seat != pp
           for c in g.taken[seat]):
        return PowerPlayStatus.FAILED
    played = len(g.trick_winners)
    tricks = trick_items(contract)
    if any(t <= played and g.trick_winners[t - 1] != pp for t in tricks):
        return PowerPlayStatus.FAILED
    if items <= mine and all(t <= played for t in tricks):
        return PowerPlayStatus.WON
    return PowerPlayStatus.OPEN


def items_all_taken(g: DragonmasterState) -> bool:
    """Every penalty item of a Dragonmaster-side hand has found its taker."""
    contract = g.contract
    assert contract is not None, "a hand is settled under its contract"
    taken: set[str] = set().union(*map(set, g.taken))
    played = len(g.trick_winners)
    return card_items(contract, g.n) <= taken and all(
        t <= played for t in trick_items(contract))


def is_settled(g: DragonmasterState) -> bool:
    """Ruling DM6: the hand ends as soon as no remaining play can change its
    payments: after trick 8, when a Power Play has won or failed, or when every
    penalty item has been taken (a Secret Power Play is then decided too). A
    Power Play is judged on what every seat can see (ruling L74; rules 1, the
    saves made before, also counted the face-down extra card)."""
    if len(g.trick_winners) == TRICKS:
        return True
    if g.power_player is not None:
        if g.config.rules_version < 2:
            return power_play_status(g) is not PowerPlayStatus.OPEN
        return power_play_decided_in_sight(g)
    return items_all_taken(g)


def power_play_decided_in_sight(g: DragonmasterState) -> bool:
    """Ruling L74: the Power Play has the same outcome, won or failed, whichever
    card not yet played lies face down. The table has seen the cards played and
    no other: the extra card may be any card still unplayed (the Dragon aside,
    DM14), so the test depends on nothing hidden and tells nothing about it."""
    if g.extra is None:
        return power_play_status(g) is not PowerPlayStatus.OPEN
    unplayed = {c for hand in g.hands for c in hand if c != DRAGON} | {g.extra}
    assert g.contract is not None, "a Power Play under its contract"
    items = card_items(g.contract, g.n)
    # Only whether the extra is an item, and which, can matter: one other card will do.
    candidates = sorted(unplayed & items) + sorted(unplayed - items)[:1]
    outcomes = {_status(g, extra) for extra in candidates}
    return len(outcomes) == 1 and PowerPlayStatus.OPEN not in outcomes


def score_hand(g: DragonmasterState) -> int | None:
    """Pay for the hand just ended. Returns the seat that won a Power Play or a
    Secret Power Play (it may become Dragonmaster), else None."""
    if g.power_player is not None:
        return _score_power_play(g)
    winner = secret_power_player(g)
    if winner is not None:
        contract = contract_of(g)
        g.emit(ev.SecretPowerPlayWon(winner, contract))
        reward = POWER_PLAY_REWARD[contract]
        for seat in range(g.n):  # the Dragonmaster pays too (DM16)
            if seat != winner:
                g.pay(seat, winner, reward, ev.SECRET_POWER_PLAY_WON)
        return winner
    _score_penalties(g)  # a failed Secret Power Play pays like anyone (DM17)
    return None


def _score_power_play(g: DragonmasterState) -> int | None:
    pp, contract = power_player_of(g), contract_of(g)
    won = _power_play_won(g)
    if g.extra is not None:  # it goes to the Power Player, win or lose (DM2)
        g.emit(ev.ExtraCardRevealed(g.extra, pp))
        g.taken[pp].append(g.extra)
        g.extra = None
    if won:
        g.emit(ev.PowerPlayWon(pp, contract))
        for seat in range(g.n):  # each other seat, the Dragonmaster included (DM16)
            if seat != pp:
                g.pay(seat, pp, POWER_PLAY_REWARD[contract], ev.POWER_PLAY_WON)
        return pp
    # Ruling DM19: only the flat amount, to the Dragonmaster alone; no per-item penalty.
    g.emit(ev.PowerPlayFailed(pp, contract))
    g.pay(pp, g.dragonmaster, POWER_PLAY_FAILURE, ev.POWER_PLAY_FAILED)
    return None


def _power_play_won(g: DragonmasterState) -> bool:
    """Every item is the Power Player's: the cards taken, plus the extra card when
    it counts (DM2), and trick 1 and trick 8 where they are items."""
    pp, contract = power_player_of(g), contract_of(g)
    mine = set(g.taken[pp])
    if g.config.extra_card_counts and g.extra is not None:
        mine.add(g.extra)
    played = len(g.trick_winners)
    return card_items(contract, g.n) <= mine and all(
        t <= played and g.trick_winners[t - 1] == pp for t in trick_items(contract))


def secret_power_player(g: DragonmasterState) -> int | None:
    """Expert only: a seat other than the Dragonmaster that holds every penalty
    item of Dragonlords, Wizards or Staff of Power wins a Secret Power Play. The
    Dragonmaster can never make one (DM18); nobody declares it."""
    contract = contract_of(g)
    if g.config.level != "expert" or contract not in SECRET_POWER_PLAY_CONTRACTS:
        return None
    items = card_items(contract, g.n)
    for seat in range(g.n):
        if seat == g.dragonmaster:
            continue
        won = [i + 1 for i, w in enumerate(g.trick_winners) if w == seat]
        if items <= set(g.taken[seat]) and all(t in won for t in trick_items(contract)):
            return seat
    return None


def _score_penalties(g: DragonmasterState) -> None:
    """Each seat but the Dragonmaster pays for the items it took; the
    Dragonmaster's own items are free."""
    contract = contract_of(g)
    for seat in range(g.n):
        if seat == g.dragonmaster:
            continue
        won = [i + 1 for i, w in enumerate(g.trick_winners) if w == seat]
        amount = penalty(contract, g.taken[seat], won)
        if amount:
            g.pay(seat, g.dragonmaster, amount, ev.PENALTY)
