"""Emperor's Gambit abilities that ask (section 2 of rules/ABILITIES.md). Arcana,
Bluff, Endurance, History, Intimidate, Nature, Stealth and Thievery are
automatic (hooks.py, buying.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.table.phrase import Phrase

from ..actions import Action, act
from ..events import CardMoved, CardTaken
from ..words import Place
from .buying import StrengthReward
from .common import diplomacy_options, diplomacy_words, look, look_words, name_leader, reveal_top
from .events import AbilityCardsReturned
from .windows import AbilityAsk, handler, use_plain

if TYPE_CHECKING:
    from ..state import GameState

handler("revised", "diplomacy", diplomacy_options, diplomacy_words)(name_leader)


def _dungeon_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    if not frame.cards:
        return []
    card, victim = frame.cards[0], frame.other  # UNSEEN in a template (abilities.worlds)
    if card not in g.hands[frame.seat] or not g.hands[victim] or g.out[victim]:
        return []  # the card is gone, or there is nothing else to take
    return [act("use", "dungeoneering")]


@handler("revised", "dungeoneering", _dungeon_options,
         lambda g, f, a: Phrase("ability.dungeoneering", card=g.cards[f.cards[0]].id,
                                other=g.names[f.other]))
def dungeoneering(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """Ruling A15: blind; the first card goes back, the second is random among the rest."""
    from ..hands import forget_rest  # (hands imports the abilities' hooks)
    seat, victim, card = frame.seat, frame.other, frame.cards[0]
    others = list(g.hands[victim])
    pick = others[g.rand_below(len(others))]
    g.hands[seat].remove(card)
    g.hands[victim].append(card)
    g.known[card] |= (1 << seat) | (1 << victim)
    g.emit(AbilityCardsReturned(seat, victim, g.cards[card].id))
    g.hands[victim].remove(pick)
    g.hands[seat].append(pick)
    g.known[pick] = (1 << seat) | (1 << victim)
    forget_rest(g, g.hands[victim], seat, victim)  # a blind take: third seats lose track
    g.emit(CardTaken(seat, victim, g.cards[pick].id))


def _heal_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    if not (g.deck or g.discard):
        return []
    return [act("use", "heal", str(s)) for s in g.opponents(frame.seat)]


@handler("revised", "heal", _heal_options,
         lambda g, f, a: Phrase("ability.heal", other=g.names[int(a.args[1])]))
def heal(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """Ruling A17: the holder pays; Bluff applies; a shortfall is a debt (R8)."""
    card = reveal_top(g, frame.seat)
    if card is None:
        return
    g.pay(frame.seat, int(action.args[1]), g.cards[card].strength)


@handler("revised", "insight", use_plain("insight"), look_words)
def insight(g: GameState, frame: AbilityAsk, action: Action) -> None:
    look(g, frame.seat, frame.other, "insight")


def _perception_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    return [act("use", "perception", g.cards[c].id) for c in g.hands[frame.seat]]


def _perception_words(g: GameState, frame: AbilityAsk, action: Action) -> Phrase:
    from ..flow import AnteEval  # (flow.py imports the hooks, which import this)
    for found in reversed(g.stack):
        if isinstance(found, AnteEval):
            old = next((c for s, c in found.chosen if s == frame.seat), None)
            if old is not None:
                return Phrase("ability.perception", card=action.args[1], old=g.cards[old].id)
    return Phrase("ability.perception", card=action.args[1], old=None)


@handler("revised", "perception", _perception_options, _perception_words)
def perception(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """Ruling A21: the swapped-in card is part of the ante's evaluation."""
    from ..flow import AnteEval  # (flow.py imports the hooks, which import this)
    seat, new = frame.seat, g.by_id[action.args[1]]
    for i in range(len(g.stack) - 1, -1, -1):
        frame_i = g.stack[i]
        if isinstance(frame_i, AnteEval):
            chosen = list(frame_i.chosen)
            k = next(k for k, (s, _) in enumerate(chosen) if s == seat)
            old = chosen[k][1]
            chosen[k] = (seat, new)
            g.stack[i] = frame_i._replace(chosen=tuple(chosen))
            break
    else:
        return
    g.hands[seat].remove(new)
    g.hands[seat].append(old)
    g.known[new] = g.known[old] = g.everyone
    g.ante = [c for _, c in chosen]
    g.emit(CardMoved(seat, g.cards[new].id, Place.HAND, Place.ANTE))
    g.emit(CardMoved(seat, g.cards[old].id, Place.ANTE, Place.HAND))


def _religion_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    card = frame.cards[0]
    ok = g.discard and g.discard[-1] == card and g.room(frame.seat) > 0
    return [act("use", "religion")] if ok else []


@handler("revised", "religion", _religion_options,
         lambda g, f, a: Phrase("ability.religion", card=g.cards[f.cards[0]].id))
def religion(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """Ruling A22: the kept card counts toward the four."""
    card = g.discard.pop()
    g.hand_to(frame.seat, card)
    g.emit(CardMoved(frame.seat, g.cards[card].id, Place.DISCARD, Place.HAND))


def _streetwise_words(g: GameState, frame: AbilityAsk, action: Action) -> Phrase:
    from .hooks import flight_bonus
    return Phrase("ability.streetwise", amount=frame.cards[0] + flight_bonus(g, frame.seat))


@handler("revised", "streetwise", use_plain("streetwise"), _streetwise_words)
def streetwise(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """Ruling A24: each opponent pays the flight's strength (+2 Nature, -1 Bluff)."""
    from .hooks import flight_bonus
    seat = frame.seat
    amount = frame.cards[0] + flight_bonus(g, seat)
    for i in range(len(g.stack) - 1, -1, -1):
        reward = g.stack[i]
        if isinstance(reward, StrengthReward):
            g.stack[i] = reward._replace(paid=True)
            break
    for opp in g.opponents(seat):
        g.pay(opp, seat, amount)


def _luck_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    hand = g.hands[frame.seat]
    return [act("use", "luck-domain", g.cards[c].id) for c in dict.fromkeys(frame.cards)
            if c in hand]


@handler("revised", "luck-domain", _luck_options,
         lambda g, f, a: Phrase("ability.luck", card=a.args[1]))
def luck_domain(g: GameState, frame: AbilityAsk, action: Action) -> None:
    card = g.by_id[action.args[1]]
    g.hands[frame.seat].remove(card)
    g.discard.append(card)
    g.known[card] = g.everyone
    g.emit(CardMoved(frame.seat, g.cards[card].id, Place.HAND, Place.DISCARD))
    g.draw(frame.seat, 1)


