"""Scoring a hand: when it is settled (ruling DM6), who pays whom, and whether a
Power Play or a Secret Power Play won.

The functions read a `DragonmasterState` and pay through its `pay` method, so
every payment is one `CrystalsPaid` event.
"""

from __future__ import annotations

from enum import Enum

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


class PowerPlayStatus(Enum):
    OPEN = "open"
    WON = "won"
    FAILED = "failed"


def power_play_status(g) -> PowerPlayStatus:
    """Whether the Power Player has taken every item, lost one, or neither yet.
    The extra card counts as the Power Player's when `extra_card_counts` (DM2)."""
    return _status(g, g.extra)


def _status(g, extra: str | None) -> PowerPlayStatus:
    """`power_play_status` were `extra` the face-down extra card."""
    pp, counts = g.power_player, g.config.extra_card_counts
    items = card_items(g.contract, g.n)
    mine = set(g.taken[pp])
    if counts and extra is not None:
        mine.add(extra)
    elif extra in items:
        return PowerPlayStatus.FAILED  # the purists' rule: an item out of reach
    if any(c in items and c not in mine for seat in range(g.n) if seat != pp
           for c in g.taken[seat]):
        return PowerPlayStatus.FAILED
    played = len(g.trick_winners)
    tricks = trick_items(g.contract)
    if any(t <= played and g.trick_winners[t - 1] != pp for t in tricks):
        return PowerPlayStatus.FAILED
    if items <= mine and all(t <= played for t in tricks):
        return PowerPlayStatus.WON
    return PowerPlayStatus.OPEN


def items_all_taken(g) -> bool:
    """Every penalty item of a Dragonmaster-side hand has found its taker."""
    taken = set().union(*map(set, g.taken))
    played = len(g.trick_winners)
    return card_items(g.contract, g.n) <= taken and all(
        t <= played for t in trick_items(g.contract))


def is_settled(g) -> bool:
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


def power_play_decided_in_sight(g) -> bool:
    """Ruling L74: the Power Play has the same outcome, won or failed, whichever
    card not yet played lies face down. The table has seen the cards played and
    no other: the extra card may be any card still unplayed (the Dragon aside,
    DM14), so the test depends on nothing hidden and tells nothing about it."""
    if g.extra is None:
        return power_play_status(g) is not PowerPlayStatus.OPEN
    unplayed = {c for hand in g.hands for c in hand if c != DRAGON} | {g.extra}
    items = card_items(g.contract, g.n)
    # Only whether the extra is an item, and which, can matter: one other card will do.
    candidates = sorted(unplayed & items) + sorted(unplayed - items)[:1]
    outcomes = {_status(g, extra) for extra in candidates}
    return len(outcomes) == 1 and PowerPlayStatus.OPEN not in outcomes


def score_hand(g) -> int | None:
    """Pay for the hand just ended. Returns the seat that won a Power Play or a
    Secret Power Play (it may become Dragonmaster), else None."""
    if g.power_player is not None:
        return _score_power_play(g)
    winner = secret_power_player(g)
    if winner is not None:
        g.emit(ev.SecretPowerPlayWon(winner, g.contract))
        reward = POWER_PLAY_REWARD[g.contract]
        for seat in range(g.n):  # the Dragonmaster pays too (DM16)
            if seat != winner:
                g.pay(seat, winner, reward, ev.SECRET_POWER_PLAY_WON)
        return winner
    _score_penalties(g)  # a failed Secret Power Play pays like anyone (DM17)
    return None


def _score_power_play(g) -> int | None:
    pp = g.power_player
    won = _power_play_won(g)
    if g.extra is not None:  # it goes to the Power Player, win or lose (DM2)
        g.emit(ev.ExtraCardRevealed(g.extra, pp))
        g.taken[pp].append(g.extra)
        g.extra = None
    if won:
        g.emit(ev.PowerPlayWon(pp, g.contract))
        for seat in range(g.n):  # each other seat, the Dragonmaster included (DM16)
            if seat != pp:
                g.pay(seat, pp, POWER_PLAY_REWARD[g.contract], ev.POWER_PLAY_WON)
        return pp
    # Ruling DM19: only the flat amount, to the Dragonmaster alone; no per-item penalty.
    g.emit(ev.PowerPlayFailed(pp, g.contract))
    g.pay(pp, g.dragonmaster, POWER_PLAY_FAILURE, ev.POWER_PLAY_FAILED)
    return None


def _power_play_won(g) -> bool:
    """Every item is the Power Player's: the cards taken, plus the extra card when
    it counts (DM2), and trick 1 and trick 8 where they are items."""
    pp = g.power_player
    mine = set(g.taken[pp])
    if g.config.extra_card_counts and g.extra is not None:
        mine.add(g.extra)
    played = len(g.trick_winners)
    return card_items(g.contract, g.n) <= mine and all(
        t <= played and g.trick_winners[t - 1] == pp for t in trick_items(g.contract))


def secret_power_player(g) -> int | None:
    """Expert only: a seat other than the Dragonmaster that holds every penalty
    item of Dragonlords, Wizards or Staff of Power wins a Secret Power Play. The
    Dragonmaster can never make one (DM18); nobody declares it."""
    if g.config.level != "expert" or g.contract not in SECRET_POWER_PLAY_CONTRACTS:
        return None
    items = card_items(g.contract, g.n)
    for seat in range(g.n):
        if seat == g.dragonmaster:
            continue
        won = [i + 1 for i, w in enumerate(g.trick_winners) if w == seat]
        if items <= set(g.taken[seat]) and all(t in won for t in trick_items(g.contract)):
            return seat
    return None


def _score_penalties(g) -> None:
    """Each seat but the Dragonmaster pays for the items it took; the
    Dragonmaster's own items are free."""
    for seat in range(g.n):
        if seat == g.dragonmaster:
            continue
        won = [i + 1 for i, w in enumerate(g.trick_winners) if w == seat]
        amount = penalty(g.contract, g.taken[seat], won)
        if amount:
            g.pay(seat, g.dragonmaster, amount, ev.PENALTY)
