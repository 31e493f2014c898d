"""The game's end: a seat knocked out, the end conditions checked after each gambit,
and the result. Bound as methods of GameState (state.py): `g.check_game_end()`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import hole, timelimit
from .events import GameEnded, PlayerKnockedOut
from .words import DebtEnd, GameEnd

if TYPE_CHECKING:
    from .state import GameState


def check_game_end(g: GameState) -> bool:
    cfg = g.config
    broke = [s for s in range(g.n) if not g.out[s] and g.hoards[s] == 0]
    for seat in broke:
        g.emit(PlayerKnockedOut(seat))
    end, number = None, 0
    if broke and cfg.end_players_left is None:
        end = GameEnd.HOARD_EMPTY
    for seat in broke if cfg.end_players_left is not None else ():
        g.knock_out(seat)
    active = g.n - sum(g.out)
    if end is None and cfg.end_players_left is not None and active <= cfg.end_players_left:
        end, number = GameEnd.PLAYERS_LEFT, active
    if end is None and cfg.end_gold is not None and max(g.hoards) >= cfg.end_gold:
        end, number = GameEnd.GOLD_REACHED, cfg.end_gold
    if end is None and cfg.max_gambits is not None and g.gambit >= cfg.max_gambits:
        end, number = GameEnd.GAMBITS_PLAYED, cfg.max_gambits
    if end is None and timelimit.time_is_up(g):  # the table called time (A36)
        end, number = GameEnd.TIME_LIMIT, g.gambit
    if end is None:
        return False
    g.finish(end, number)
    return True


def knock_out(g: GameState, seat: int) -> None:
    """A broke player leaves: their debts count for nobody (R7), their hand is discarded."""
    g.out[seat] = True
    g.refresh_seat_orders()
    g.cancel_debts(lambda d, c: seat not in (d, c), DebtEnd.KNOCKED_OUT)
    g.discard.extend(g.hands[seat])
    g.hands[seat] = []


def finish(g: GameState, end: GameEnd, number: int = 0) -> None:
    """End the game by `end` (`number`: the count its sentence names)."""
    from .record import GameResult
    best = max(g.hoards)
    winners = tuple(s for s in range(g.n) if g.hoards[s] == best)
    g.stack.clear()
    awarded = hole.award_hole(g, winners)  # Legendary: the winners take the hole (R9)
    lost = hole.lose_hole(g)  # ... unless it goes to the house (an option)
    # Ruling R16: stakes left by a gambit nobody won stay where they are, owned by
    # no one; the result names them so every coin of the game is accounted for.
    g.result = GameResult(gold=tuple(g.hoards), winners=winners,
                             hole=awarded, stakes=g.stakes, end=end, number=number,
                             hole_lost=lost)
    g.emit(GameEnded(winners, tuple(g.hoards), end, number, g.stakes))
