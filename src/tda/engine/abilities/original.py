"""The original edition's abilities that ask (section 1 of rules/ABILITIES.md).
Bluff, Concentration and Intimidate are automatic (hooks.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.table.phrase import Phrase

from ..actions import Action, act
from .buying import buy_frame
from .common import diplomacy_options, diplomacy_words, look, look_words, name_leader, reveal_top
from .windows import AbilityAsk, handler

if TYPE_CHECKING:
    from ..state import GameState

handler("original", "diplomacy", diplomacy_options, diplomacy_words)(name_leader)


def _gambler_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    return [act("use", "profession-gambler")] if g.deck or g.discard else []


@handler("original", "profession-gambler", _gambler_options,
         lambda g, f, a: Phrase("ability.gambler",
                                strength=g.cards[f.cards[0]].strength if f.cards else None))
def gambler(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """Ruling A13: one more card, its strength is the price."""
    card = reveal_top(g, frame.seat)
    if card is None:
        return
    found = buy_frame(g)
    if found is not None:
        i, rest = found
        g.stack[i] = rest._replace(price=g.cards[card].strength)


def _sense_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    """Ruling A11: an opponent's second card from hand shares a color with the first."""
    ab = g.abilities
    assert ab is not None
    player = frame.other
    plays = ab.plays[player]
    if frame.seat == player or len(plays) != 2 or plays[0] not in g.flights[player]:
        return []
    first, second = g.cards[plays[0]], g.cards[plays[1]]
    if not (first.is_dragon and second.is_dragon and set(first.colors) & set(second.colors)):
        return []
    return [act("use", "sense-motive")]


@handler("original", "sense-motive", _sense_options, look_words)
def sense_motive(g: GameState, frame: AbilityAsk, action: Action) -> None:
    look(g, frame.seat, frame.other, "sense-motive")


def _sleight_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    return [act("use", "sleight-of-hand")] if g.stakes >= 2 else []  # ruling A12


@handler("original", "sleight-of-hand", _sleight_options,
         lambda g, f, a: Phrase("ability.sleight", amount=1))
def sleight(g: GameState, frame: AbilityAsk, action: Action) -> None:
    from .hooks import steal_raw
    steal_raw(g, frame.seat, 1)


def wild_colors(g: GameState, seat: int) -> list[tuple[str, list[int]]]:
    """Ruling A14: colors with exactly two dragons in the flight, not collected yet,
    that this turn's mortal (played from hand, still in the flight) would complete."""
    ab = g.abilities
    assert ab is not None
    plays = ab.plays[seat]
    if not plays or g.cards[plays[-1]].is_dragon or plays[-1] not in g.flights[seat]:
        return []
    groups: dict[str, list[int]] = {}
    for c in g.flights[seat]:
        if g.cards[c].is_dragon:
            for color in g.cards[c].colors:
                groups.setdefault(color, []).append(c)
    done = g.collected[seat]
    return [(color, group + [plays[-1]]) for color, group in sorted(groups.items())
            if len(group) == 2 and "color:" + color not in done]


def _wild_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    return [act("use", "wild-card", color) for color, _ in wild_colors(g, frame.seat)]


@handler("original", "wild-card", _wild_options,
         lambda g, f, a: Phrase("ability.wild-card", color=a.args[1]))
def wild_card(g: GameState, frame: AbilityAsk, action: Action) -> None:
    color = action.args[1]
    group = dict(wild_colors(g, frame.seat))[color]
    g.collected[frame.seat].add("color:" + color)
    g.collect_color_flight(frame.seat, color, group)
