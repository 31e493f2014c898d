"""Buying cards with abilities at the table, as steps (W6, W7, W8; rulings A13, A16,
A22, A23, A33), and the other continuations the abilities' windows need.

Without abilities `HandsMixin.buy` does it all at once; with them a purchase is
a revealed card and an `ab_buy` frame that pays and draws, with the windows on
top of it, so the draw waits for the answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..events import CardsBought
from ..frames import END_TURN, GAMBIT, PLAY, SeatStep
from ..powers import trigger
from ..steps import auto
from ..words import Occasion
from .frames import DeferredPower, GambitDraws, StrengthReward
from .model import holds, is_ready
from .windows import ask

if TYPE_CHECKING:
    from ..state import GameState

BUY_TO = 4


class BuyRest(NamedTuple):
    """The rest of a purchase: pay (unless paid) and draw up to `cap`."""
    step: str  # "ab_buy"
    seat: int
    card: int  # the revealed card
    price: int
    paid: bool
    cap: int  # 4, or 3 after a Card Denial


def buy(g: GameState, seat: int) -> None:
    card = g.top_card()
    if card is None:
        return
    g.discard.append(card)
    price = g.cards[card].strength
    g.emit(CardsBought(seat, g.cards[card].id, price))
    ab = g.abilities
    assert ab is not None
    if ab.edition == "original":  # Profession (gambler) may change the price first
        g.push(BuyRest("ab_buy", seat, card, price, False, BUY_TO))
        if is_ready(g, seat, "profession-gambler"):
            g.push(ask(seat, "W6", seat, (card,)))
        return
    g.pay(seat, g.buy_payee(seat), price)
    g.push(BuyRest("ab_buy", seat, card, price, True, BUY_TO))
    if is_ready(g, seat, "religion"):
        g.push(ask(seat, "W6", seat, (card,)))
    denial = ("cutting-words", "magical-discouragement")
    deniers = [s for s in g.opponents(seat) if any(is_ready(g, s, a) for a in denial)]
    for other in reversed(deniers):
        g.push(ask(other, "W7", seat, (card,)))


@auto("ab_buy")
def finish_buy(g: GameState, frame: BuyRest) -> None:
    seat = frame.seat
    if not frame.paid:
        g.pay(seat, g.buy_payee(seat), frame.price)
    g.draw(seat, frame.cap - len(g.hands[seat]))
    if holds(g, seat, "stealth"):
        g.draw(seat, 1)  # ruling A23
    stolen = 0
    for other in g.opponents(seat):
        if holds(g, other, "endurance"):
            from .hooks import steal_raw
            stolen += steal_raw(g, other, 2)  # ruling A16
    if stolen and g.stakes == 0 and g.round > 0:
        # A16: once the gambit is under way the empty-stakes rule applies as usual, and
        # the book's rule is "at any time": the gambit ends now, before the buyer plays
        # (at the refill before the ante, round 0, there is no gambit to end yet).
        g.end_gambit_now()
        return
    if is_ready(g, seat, "versatile-trickster"):
        g.push(ask(seat, "W8", seat))


def buy_frame(g: GameState) -> tuple[int, BuyRest] | None:
    """The pending purchase under the windows, with its place on the stack."""
    for i in range(len(g.stack) - 1, -1, -1):
        frame = g.stack[i]
        if frame[0] == "ab_buy":
            return i, BuyRest(*frame)
    return None


# -- continuations of the engine's own steps ------------------------------------------
@auto("turn_play")
def turn_play(g: GameState, frame: SeatStep) -> None:
    """After any forced buy and W5: play, if there is a card to play."""
    if g.hands[frame.seat]:
        g.push(END_TURN[frame.seat])
        g.push(PLAY[frame.seat])


@auto("settle_buy")
def settle_buy(g: GameState, frame: SeatStep) -> None:
    if not g.hands[frame.seat] and g.effects.no_buy != frame.seat:
        g.buy(frame.seat)


@auto("ab_power")
def deferred_power(g: GameState, frame: DeferredPower) -> None:
    """The played card's power, after the W9 window (ruling A11)."""
    seat, card, strength = frame.seat, frame.card, frame.strength
    power = g.cards[card].power
    assert power is not None
    trigger(g, seat, card, strength, power)


@auto("ab_history")
def history(g: GameState, frame: SeatStep) -> None:
    """History: after the dragon god's power step, steal 1 (ruling A18)."""
    from .hooks import steal_raw
    steal_raw(g, frame.seat, 1)


@auto("ab_strength_reward")
def strength_reward(g: GameState, frame: StrengthReward) -> None:
    """A strength flight's steal (or Streetwise's payments, done already), Arcana,
    then the ante cards (ruling A24)."""
    seat, strength, paid = frame.seat, frame.strength, frame.paid
    from .hooks import flight_bonus, flight_collected
    if not paid:
        g.steal(seat, strength + flight_bonus(g, seat), "flight")
    flight_collected(g, seat)
    g.take_strength_ante(seat)


@auto("gambit_draws")
def gambit_draws(g: GameState, frame: GambitDraws) -> None:
    """Step 5: each seat draws 2 from the winner on; then the W15 window."""
    first, winner = frame.first, frame.winner
    for seat in g.clockwise(first):
        g.draw(seat, 2, Occasion.GAMBIT_END)
    g.push(GAMBIT)
    from .hooks import gambit_drawn
    gambit_drawn(g, first, winner)
