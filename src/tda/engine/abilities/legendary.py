"""Legendary abilities (section 3 of rules/ABILITIES.md): every one asks, and any use
turns the seat's disk to expended (model.note_use); a scored flight readies it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from tda.table.phrase import Phrase

from ..actions import Action, act
from ..events import STAKES
from .buying import buy_frame
from .common import steal_words
from .events import DiceRolled
from .model import disk_ready
from .windows import AbilityAsk, Options, Use, Words, handler, use_plain

if TYPE_CHECKING:
    from ..state import GameState

CHROMATIC = frozenset(("black", "blue", "green", "red", "white"))


def _draw(count: int) -> Use:
    def use(g: GameState, frame: AbilityAsk, action: Action) -> None:
        g.draw(frame.seat, count)
    return use


def _when(test: Callable[[GameState, AbilityAsk], bool], ability_id: str) -> Options:
    action = act("use", ability_id)
    return lambda g, frame: [action] if test(g, frame) else []


def _draw_words(count: int) -> Words:
    words = Phrase("ability.draw", count=count)
    return lambda g, f, a: words


# -- W15: the gambit is over (ruling A31) ---------------------------------------------
handler("legendary", "desperation",
        _when(lambda g, f: 1 <= g.hoards[f.seat] <= 9, "desperation"), _draw_words(2))(_draw(2))
def _trickster_blesses(g: GameState, f: AbilityAsk) -> bool:
    """The gambit's winner sits on the holder's left."""
    return f.other >= 0 and bool(g.opponents(f.seat)) and g.opponents(f.seat)[0] == f.other


handler("legendary", "blessing-of-the-trickster",
        _when(_trickster_blesses, "blessing-of-the-trickster"), _draw_words(2))(_draw(2))


# -- W9: the second card of the ancestry color (ruling A34) ----------------------------
def _counts_as(g: GameState, card: int, color: str | None) -> bool:
    info = g.cards[card]
    if color is None or not info.is_dragon:
        return False
    return color in info.colors or (info.god == "tiamat" and color in CHROMATIC)


def _ancestry(g: GameState, frame: AbilityAsk) -> bool:
    ab = g.abilities
    assert ab is not None
    color = ab.ancestry[frame.seat]
    plays = [c for c in ab.plays[frame.seat] if _counts_as(g, c, color)]
    return frame.seat == frame.other and len(plays) == 2 and plays[-1] == frame.cards[0]


handler("legendary", "draconic-ancestry", _when(_ancestry, "draconic-ancestry"),
        _draw_words(1))(_draw(1))


# -- W10: after a steal (ruling A35) ----------------------------------------------------
@handler("legendary", "fast-hands", use_plain("fast-hands"), lambda g, f, a: steal_words(1, 1))
def fast_hands(g: GameState, frame: AbilityAsk, action: Action) -> None:
    from .hooks import steal_raw
    steal_raw(g, frame.seat, 1)
    g.draw(frame.seat, 1)


# -- W3: the ante is paid (rulings A29, A30) --------------------------------------------
def _strength(g: GameState, card: int) -> int:
    return g.cards[card].strength


def _others(g: GameState, frame: AbilityAsk) -> list[int]:
    return [_strength(g, c) for s, c in enumerate(frame.cards) if c >= 0 and s != frame.seat]


def _mine(g: GameState, frame: AbilityAsk) -> int | None:
    card = frame.cards[frame.seat]
    return None if card < 0 else _strength(g, card)


def payer(g: GameState, frame: AbilityAsk) -> int:
    """The opponent whose ante card is the strongest untied one, or -1 (ruling A29)."""
    counts = Counter(_strength(g, c) for c in frame.cards if c >= 0)
    best = (-1, -1)
    for seat, card in enumerate(frame.cards):
        if card >= 0 and seat != frame.seat and not g.out[seat]:
            s = _strength(g, card)
            if counts[s] == 1 and s > best[0]:
                best = (s, seat)
    return best[1]


def _gambling(g: GameState, frame: AbilityAsk) -> bool:
    mine, others = _mine(g, frame), _others(g, frame)
    return mine is not None and bool(others) and mine >= max(others) + 4


def _inspiring(g: GameState, frame: AbilityAsk) -> bool:
    mine, others = _mine(g, frame), _others(g, frame)
    return mine is not None and bool(others) and mine <= min(others)


handler("legendary", "gambling-background", _when(_gambling, "gambling-background"),
        _draw_words(2))(_draw(2))


@handler("legendary", "inspiring-leader", _when(_inspiring, "inspiring-leader"),
         lambda g, f, a: Phrase("ability.inspiring", draw=2, others=1))
def inspiring(g: GameState, frame: AbilityAsk, action: Action) -> None:
    g.draw(frame.seat, 2)
    for opp in g.opponents(frame.seat):
        g.draw(opp, 1)


def _manipulate(test: Callable[[int], bool]) -> Callable[[GameState, AbilityAsk], bool]:
    return lambda g, f: ((mine := _mine(g, f)) is not None and test(mine)
                         and payer(g, f) >= 0)


def _dice_words(g: GameState, frame: AbilityAsk, action: Action) -> Phrase:
    return Phrase("ability.dice", other=g.names[payer(g, frame)])


def _roll(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """2d6 from the game's generator, shown to all; a shortfall goes into the hole."""
    who = payer(g, frame)
    dice = (g.rand_below(6) + 1, g.rand_below(6) + 1)
    g.emit(DiceRolled(who, dice))
    g.pay(who, STAKES, sum(dice))


handler("legendary", "confusingly-smooth",
        _when(_manipulate(lambda s: s <= 2), "confusingly-smooth"), _dice_words)(_roll)
handler("legendary", "threats-and-promises",
        _when(_manipulate(lambda s: s >= 11), "threats-and-promises"), _dice_words)(_roll)


# -- W5: on the holder's turn (ruling A32) -----------------------------------------------
def _practice(g: GameState, frame: AbilityAsk) -> bool:
    return sum(1 for s in g.opponents(frame.seat) if not disk_ready(g, s)) >= 2


handler("legendary", "practice-counts", _when(_practice, "practice-counts"),
        _draw_words(2))(_draw(2))
handler("legendary", "versatile-trickster", use_plain("versatile-trickster"),
        _draw_words(2))(_draw(2))


# -- W7: an opponent is buying (ruling A33) ---------------------------------------------
def _open_purchase(g: GameState) -> bool:
    found = buy_frame(g)
    return found is not None and found[1].cap == 4


def _cutting(g: GameState, frame: AbilityAsk) -> bool:
    return _open_purchase(g) and g.flight_strength(frame.other) < g.flight_strength(frame.seat)


def _discouraging(g: GameState, frame: AbilityAsk) -> bool:
    ab = g.abilities
    assert ab is not None
    return _open_purchase(g) and ab.wins[frame.other] >= 1


def _deny(g: GameState, frame: AbilityAsk, action: Action) -> None:
    found = buy_frame(g)
    if found is not None:
        i, rest = found
        g.stack[i] = rest._replace(cap=3)


def _deny_words(g: GameState, frame: AbilityAsk, action: Action) -> Phrase:
    held = len(g.hands[frame.other])
    return Phrase("ability.deny", other=g.names[frame.other], now=max(0, 3 - held),
                  instead=max(0, 4 - held))


handler("legendary", "cutting-words", _when(_cutting, "cutting-words"), _deny_words)(_deny)
handler("legendary", "magical-discouragement",
        _when(_discouraging, "magical-discouragement"), _deny_words)(_deny)
