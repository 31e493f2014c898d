"""Where the engine calls in: each function runs only when `g.abilities` is set.

The engine's own code tests `g.abilities is not None` and calls one of these;
they apply automatic abilities in place (ruling A4) and push `AbilityAsk` frames
for the windows of ABILITIES.md 4.3, one per seat that may be asked, in the
order of ruling A3 (pushed in reverse: the first to be asked goes on top).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..events import GoldStolen
from ..powers import PowerMark
from ..rng import next_state, seed_state
from . import (  # noqa: F401  (register their handlers)
    buying,  # noqa: F401  (registers the buying steps)
    legendary,
    original,
    revised,
)
from .buying import HISTORY, SETTLE_BUY, TURN_PLAY, DeferredPower, GambitDraws, StrengthReward
from .events import InsightRolled
from .model import change, holds, is_ready
from .model import flight_scored as flight_scored  # for the engine (flights.py)
from .windows import DraftChoice, ask

if TYPE_CHECKING:
    from ..state import GameState

INSIGHT_STREAM = 0x1D20  # the draft's d20s come from their own stream (ABILITIES.md 4.1)


def push_asks(g: GameState, seats: Iterable[int], window: str, other: int = -1,
              cards: tuple[int, ...] = ()) -> None:
    """Ask `seats` in this order (the first asked goes on top of the stack)."""
    for seat in reversed(list(seats)):
        g.push(ask(seat, window, other, cards))


def holders(g: GameState, ids: tuple[str, ...], seats: Iterable[int] | None = None
            ) -> list[int]:
    """Seats (in `seats` order, default clockwise from 0) holding one of `ids` ready."""
    order = g.clockwise(0) if seats is None else seats
    return [s for s in order if any(is_ready(g, s, a) for a in ids)]


# -- setup: the Emperor's Gambit draft (W1) ------------------------------------------
def start_draft(g: GameState) -> None:
    """Roll Insight on a stream of its own (the deal stays as without abilities), then
    queue the picks pass by pass in that order (ruling A25)."""
    cfg = g.config
    if cfg.abilities is not None or (cfg.ability_draft is None and cfg.draft_picks is None):
        return
    picks = cfg.draft_picks or [cfg.ability_draft or 0] * g.n
    bonus = cfg.insight_bonus or [0] * g.n
    state = seed_state(cfg.seed ^ INSIGHT_STREAM)
    totals = []
    for seat in range(g.n):
        state, out = next_state(state)
        roll = out % 20 + 1
        totals.append((roll + bonus[seat], bonus[seat], -seat))
        g.emit(InsightRolled(seat, roll, bonus[seat], roll + bonus[seat]))
    order = [-t[2] for t in sorted(totals, reverse=True)]
    frames = [DraftChoice(s) for p in range(max(picks, default=0))
              for s in order if picks[s] > p]
    for frame in reversed(frames):
        g.push(frame)


# -- gold ---------------------------------------------------------------------------
def payment(g: GameState, payer: int, amount: int) -> int:
    """Bluff: an amount of 2+ owed to another player is 1 less (ruling A6)."""
    return amount - 1 if holds(g, payer, "bluff") else amount


def ante_payment(g: GameState, seat: int, top: int, poorest: int) -> int:
    """Concentration: 1 less when nobody holds less gold (ruling A7)."""
    if top > 0 and g.hoards[seat] == poorest and holds(g, seat, "concentration"):
        return top - 1
    return top


def stolen(g: GameState, seat: int, how: str) -> None:
    """After a steal that moved gold: Thievery, and the W10 window (ruling A12)."""
    ab = g.abilities
    assert ab is not None
    mark = _power_mark(g) if how == "power" else None
    if how == "power" and holds(g, seat, "thievery") and ab.bonus_mark is not mark:
        change(g, bonus_mark=mark)
        g.steal(seat, 1, "ability")
    ids = ("sleight-of-hand", "fast-hands")
    if any(is_ready(g, seat, a) for a in ids):
        if mark is not None:
            if ab.window_mark is mark:
                return  # one bonus per power resolution
            change(g, window_mark=mark)
        g.push(ask(seat, "W10"))


def _power_mark(g: GameState) -> object:
    for frame in reversed(g.stack):
        if type(frame) is PowerMark:
            return frame
    return None


def steal_raw(g: GameState, seat: int, amount: int) -> int:
    """An ability's own steal: no bonus follows it."""
    taken = min(g.stakes, amount)
    if taken > 0:
        g.stakes -= taken
        g.emit(GoldStolen(seat, taken))
        g.gain(seat, taken)
    return taken


# -- hands ----------------------------------------------------------------------------
def drew(g: GameState, seat: int, cards: list[int]) -> None:
    """Luck domain (W12): after a power made the holder draw."""
    if is_ready(g, seat, "luck-domain") and _power_mark(g) is not None:
        g.push(ask(seat, "W12", cards=tuple(cards)))


def took(g: GameState, taker: int, victim: int, card: int) -> None:
    """Dungeoneering (W11): after the holder took a random card from a hand."""
    if is_ready(g, taker, "dungeoneering"):
        g.push(ask(taker, "W11", victim, (card,)))


def intimidate(g: GameState, tied: list[int]) -> list[int]:
    """Intimidate: tied for the strongest flight, the holder cannot be picked (A10)."""
    shy = [s for s in tied if holds(g, s, "intimidate")]
    return [s for s in tied if s not in shy] if shy and len(shy) < len(tied) else tied


# -- the gambit -----------------------------------------------------------------------
def gambit_started(g: GameState) -> None:
    from .model import new_gambit
    new_gambit(g)


def ante_revealed(g: GameState, chosen: list[tuple[int, int]]) -> bool:
    """Perception (W2): push the ante's evaluation and the holder's question;
    True when the evaluation was deferred."""
    seats = [s for s, _ in chosen if is_ready(g, s, "perception") and g.hands[s]]
    if not seats:
        return False
    g.ante = [c for _, c in chosen]  # face up while the holder decides
    from ..flow import AnteEval  # (flow.py imports this module)
    g.push(AnteEval(tuple(chosen)))
    push_asks(g, seats, "W2")
    return True


def ante_paid(g: GameState, chosen: list[tuple[int, int]]) -> None:
    """Legendary ante abilities (W3): asked clockwise from seat 0 (rulings A29, A30)."""
    ids = ("gambling-background", "inspiring-leader", "confusingly-smooth",
           "threats-and-promises")
    seats = holders(g, ids)
    if seats:
        per_seat = [-1] * g.n
        for seat, card in chosen:
            per_seat[seat] = card
        push_asks(g, seats, "W3", cards=tuple(per_seat))


def round_opening(g: GameState) -> bool:
    """Diplomacy (W4): the would-be leader may name another; True when asked."""
    if not is_ready(g, g.leader, "diplomacy"):
        return False
    from ..flow import ROUND_OPEN  # (flow.py imports this module)
    g.push(ROUND_OPEN)
    g.push(ask(g.leader, "W4"))
    return True


def turn_started(g: GameState, seat: int) -> None:
    """The turn as frames: any forced buy, then W5 (Heal, Practice Counts), then play."""
    g.push(TURN_PLAY[seat])
    if holders(g, ("heal", "practice-counts"), (seat,)):
        g.push(ask(seat, "W5"))
    if len(g.hands[seat]) <= 1:
        g.buy(seat)


def played(g: GameState, seat: int, card: int, strength: int, fires: bool) -> None:
    """A card played from hand (A2): History after its power, W9 before it."""
    ab = g.abilities
    assert ab is not None
    plays = list(ab.plays)
    plays[seat] = plays[seat] + (card,)
    change(g, plays=tuple(plays))
    info = g.cards[card]
    if (info.god or not info.is_dragon) and holds(g, seat, "history"):  # a god or a mortal
        g.push(HISTORY[seat])
    if fires and info.power:
        g.triggered.add(card)
        g.push(DeferredPower(seat, card, strength))
    asked = []
    if is_ready(g, seat, "draconic-ancestry"):
        asked.append(seat)
    asked += [s for s in g.opponents(seat) if is_ready(g, s, "sense-motive")]
    if asked:
        push_asks(g, asked, "W9", seat, (card,))


def turn_ending(g: GameState, seat: int) -> None:
    """Wild Card (W13), after the turn's own flights were checked."""
    if is_ready(g, seat, "wild-card"):
        g.push(ask(seat, "W13", seat))


def flight_reward(g: GameState, seat: int, strength: int) -> None:
    """A strength flight's reward: Streetwise may replace the steal (W13)."""
    g.push(StrengthReward(seat, strength, False))
    if is_ready(g, seat, "streetwise"):
        g.push(ask(seat, "W13", seat, (strength,)))


def flight_bonus(g: GameState, seat: int) -> int:
    """Nature: +2 to every special-flight reward (ruling A20)."""
    return 2 if holds(g, seat, "nature") else 0


def flight_collected(g: GameState, seat: int) -> None:
    """Arcana: 1 card per special flight scored."""
    if holds(g, seat, "arcana"):
        g.draw(seat, 1)


def gambit_ending(g: GameState, winner: int, first: int) -> None:
    """Insight (W14) before step 5's draws; the draws; then W15 (rulings A19, A31)."""
    ab = g.abilities
    assert ab is not None
    if winner >= 0:
        wins = list(ab.wins)
        wins[winner] += 1
        change(g, wins=tuple(wins))
    g.push(GambitDraws(first, winner))
    if winner >= 0:
        push_asks(g, [s for s in g.opponents(winner) if is_ready(g, s, "insight")], "W14",
                  winner)


def gambit_drawn(g: GameState, first: int, winner: int) -> None:
    seats = holders(g, ("desperation", "blessing-of-the-trickster"), g.clockwise(first))
    if seats:
        push_asks(g, seats, "W15", winner)


def settle_buys(g: GameState, order: tuple[int, ...]) -> None:
    """Emptied hands buy one after another, each purchase finished before the next."""
    for seat in reversed(order):
        g.push(SETTLE_BUY[seat])


