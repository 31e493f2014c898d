"""The hole (Legendary, ruling R9): what a player cannot pay during a gambit is
counted, paid out of the game at the gambit's step 4, and handed to the final
winner(s) when the game ends.

The gold in the hole is `GameState.hole_total`; each seat's count for the gambit
under way is `GameState.hole`. Gold is conserved: hoards + stakes + hole_total.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import GambitStarted, GambitWon, HoleAwarded, HoleIncurred, HoleLost, HolePaid

if TYPE_CHECKING:
    from .state import GameState
    from .words import Occasion


def incur(g: GameState, seat: int, amount: int, occasion: Occasion | None = None) -> None:
    """Ruling R9: an unpaid amount is a count for this gambit, owed to nobody."""
    g.hole[seat] += amount
    g.emit(HoleIncurred(seat, amount, g.hole[seat], occasion))


def pay_into_hole(g: GameState) -> None:
    """Step 4: each seat moves min(its count, its hoard) out of the game. A seat
    left with an empty hoard then ends the game (the usual end check)."""
    total = g.hole_total
    for seat in range(g.n):
        owed = g.hole[seat]
        if not owed:
            continue
        paid = min(owed, g.hoards[seat])
        g.hoards[seat] -= paid
        total += paid
        g.hole[seat] = 0
        g.emit(HolePaid(seat, paid, owed))
    g.hole_total = total


def award_hole(g: GameState, winners: tuple[int, ...]) -> int:
    """The game is over: the winners share the hole as evenly as possible (R9);
    odd coins go one each to the tied winners clockwise from the last gambit's
    winner (local ruling L11), or with `hole_odd_coins = "broke"` first to the
    players whose hoard is empty (local ruling L26). Returns the gold handed out.

    'Hole in the house' (`hole_to_winner = False`): nobody gets it; it stays in
    `hole_total`, lost to the house (`lose_hole`)."""
    total = g.hole_total
    if not total or not winners or not g.config.hole_to_winner:
        return 0
    share, odd = divmod(total, len(winners))
    start = _last_gambit_winner(g)
    clockwise = sorted(range(g.n), key=lambda s: (s - start) % g.n)
    order = [s for s in clockwise if s in winners]
    gets = dict.fromkeys(order, share)
    if odd and g.config.hole_odd_coins == "broke":
        broke = [s for s in clockwise if g.hoards[s] == 0 and s not in winners]
        for seat in broke[:odd]:
            gets[seat] = 1
        odd -= min(odd, len(broke))
    for seat in order[:odd]:  # L11 (and L26: odd coins the broke players did not take)
        gets[seat] += 1
    for seat in clockwise:
        amount = gets.get(seat, 0)
        if amount:
            g.hoards[seat] += amount
            g.emit(HoleAwarded(seat, amount))
    g.hole_total = 0
    return total


def lose_hole(g: GameState) -> int:
    """'Hole in the house': at the game's end the hole's gold is lost to the house
    (it stays counted in `hole_total`, owned by no player). Returns the amount."""
    total = g.hole_total
    if total and not g.config.hole_to_winner:
        g.emit(HoleLost(total))
        return total
    return 0


def _last_gambit_winner(g: GameState) -> int:
    """The seat that won the gambit just ended, else the leader of its last round."""
    chain = g._log
    while chain:
        event = chain[0]
        if isinstance(event, GambitWon):
            return event.seat
        if isinstance(event, GambitStarted):
            break
        chain = chain[1]
    return g.leader
