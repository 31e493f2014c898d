"""The heuristic bot: every decision scored in gold by rules of thumb.

The same scores drive the search bot's playouts (with a little noise), so they
must stay cheap: no copying of the state, no look-ahead.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from tda.engine import Action, Card, CardKind, PlayerView, Sampler
from tda.games.three_dragon_ante.bots.abilities import score_ability, score_draft
from tda.games.three_dragon_ante.bots.base import check_option, register
from tda.games.three_dragon_ante.bots.outlook import (
    AVG_STRENGTH,
    CARD_GOLD,
    Outlook,
    future_strength,
    hand_strengths,
    stakes_share,
)
from tda.games.three_dragon_ante.bots.table import Table
from tda.games.three_dragon_ante.bots.values import Play, card_worth, value

AVG_WORTH = 0.3 * AVG_STRENGTH + 0.35 * 2 + 0.8  # card_worth of a typical card
LEAD_GOLD = 2.0  # leading the next round: your first card's power is sure to trigger
BROKE_GOLD = 15.0  # an empty hoard at the gambit's end ends the game, usually badly


def score_actions(t: Table, legal: Sequence[Action]) -> list[float]:
    """A score per legal action (higher is better) for the seat `t.seat`."""
    scorer = SCORERS.get(t.kind)
    if scorer is None:
        return [score_any(t, a) for a in legal]
    return scorer(t, legal)


# -- the common outlook -----------------------------------------------------
def _now(t: Table) -> Play:
    """My position during my own turn, the card just played being in my flight."""
    flight = list(t.flights[t.seat])
    look = Outlook(t)
    future = future_strength(hand_strengths(t.hand), look.mine_left - 1)
    last = flight[-1] if flight else None
    return Play(t, last, last.strength if last else 0, flight, t.hand,
                look.chance(flight, future), future)


def _by_id(cards: Iterable[Card], card_id: str | None) -> Card | None:
    for c in cards:
        if c.id == card_id:
            return c
    return None


# -- playing a card ----------------------------------------------------------
def score_play(t: Table, legal: Sequence[Action]) -> list[float]:
    me, hand, m, stakes = t.seat, t.hand, t.players, t.stakes
    base = list(t.flights[me])
    look = Outlook(t)
    plays = look.mine_left - 1  # after this card
    strengths = hand_strengths(hand)
    lead_chance = _lead_chances(t)
    # looked up by an action's card id (None: the action names no card)
    in_hand: dict[str | None, Card] = {c.id: c for c in hand}
    scores = []
    for action in legal:
        card = in_hand.get(action.card)
        if card is None:
            scores.append(0.0)
            continue
        flight = base + [card]
        future = future_strength(strengths, plays, card.strength)
        p = look.chance(flight, future)
        score = stakes * stakes_share(p, m) - card_worth(card) + LEAD_GOLD * lead_chance(card)
        fires = card.power is not None and t.fires(card)
        if fires or _builds_flight(card, base):
            rest = [c for c in hand if c is not card]
            play = Play(t, card, card.strength, flight, rest, p, future)
            if fires:
                score += value(play, card.power)
            score += _flight_bonus(t, play, card)
        scores.append(score)
    return scores


def _builds_flight(card: Card, flight: Iterable[Card]) -> bool:
    """Does the card share a color or a strength with a card already in the flight?"""
    colors, strength = card.colors, card.strength
    for c in flight:
        if c.strength == strength or (colors and any(x in c.colors for x in colors)):
            return True
    return False


def _lead_chances(t: Table) -> Callable[[Card], float]:
    """card -> chance it is the round's strongest untied card (if a round follows)."""
    if t.round >= t.scoring_round:
        return lambda card: 0.0
    played = [t.flights[s][-1].strength for s in t.opponents
              if t.has_played_this_round(s) and t.flights[s]]
    later = sum(1 for s in t.opponents if not t.has_played_this_round(s))

    def chance(card: Card) -> float:
        s = card.strength
        if s in played or any(x > s for x in played):
            return 0.0
        return (s / 13.0) ** (2 * later)
    return chance


def _flight_bonus(t: Table, play: Play, card: Card) -> float:
    """Special flights this card (`play`'s) completes now, and color sets it builds toward."""
    flight, done = play.flight, t.collected[t.seat]
    bonus = 0.0
    if card.kind is not CardKind.MORTAL:
        for color in card.colors:
            if "color:" + color in done:
                continue
            group = sorted((c.strength for c in flight if color in c.colors and c.kind is not CardKind.MORTAL),
                           reverse=True)
            if len(group) >= 3:
                bonus += play.from_each(group[1])
            elif len(group) == 2 and t.plays_left(t.seat) > 1:
                held = any(color in c.colors for c in play.hand)
                bonus += (0.35 if held else 0.1) * play.from_each(min(group))
    if card.kind is not CardKind.MORTAL or t.rules.strength_flight_mortals:
        same = sum(1 for c in flight if c.strength == card.strength
                   and (c.kind is not CardKind.MORTAL or t.rules.strength_flight_mortals))
        if same >= 3 and f"strength:{card.strength}" not in done:
            bonus += play.steal(card.strength) + CARD_GOLD * min(len(t.ante), 3)
    return bonus


# -- the ante -----------------------------------------------------------------
def score_ante(t: Table, legal: Sequence[Action]) -> list[float]:
    hand, m = t.hand, t.players
    others_top = min(13.0, 6.0 + m)  # the strongest of the other ante cards, roughly
    look = Outlook(t)
    strengths = hand_strengths(hand)
    scores = []
    for action in legal:
        card = _by_id(hand, action.card)
        if card is None:
            scores.append(0.0)
            continue
        p = look.chance([], future_strength(strengths, look.mine_left, card.strength))
        stakes = t.stakes + m * max(others_top, card.strength)
        lead = LEAD_GOLD if card.strength > others_top else 0.0
        scores.append(stakes * stakes_share(p, m) - card_worth(card) + lead)
    return scores


# -- answering demands and choosing targets -------------------------------------
def score_give_or_pay(t: Table, legal: Sequence[Action]) -> list[float]:
    me, m = t.seat, t.players
    spread = m / max(1, m - 1)  # what I lose counts, and what the demander gains
    scores = []
    for action in legal:
        if action.verb == "pay":
            gold = _int(action.args[0] if action.args else 0)
            broke = BROKE_GOLD if t.net_gold(me) <= gold else 0.0
            scores.append(-gold * spread - broke)
        else:
            card = _by_id(t.hand, action.card) or t.card(action.card or "")
            scores.append(-(card_worth(card) if card else AVG_WORTH) * spread)
    return scores


def score_target(t: Table, legal: Sequence[Action]) -> list[float]:
    return [_seat_score(t, a) for a in legal]


def _seat_score(t: Table, action: Action) -> float:
    """Hit the richest opponent (it narrows the gap to the leader); never myself."""
    seat = _int(action.args[0]) if action.args else -1
    if not 0 <= seat < t.n or seat == t.seat:
        return -100.0
    return t.net_gold(seat) + 0.3 * t.hand_counts[seat]


# -- powers' own choices ------------------------------------------------------
def score_copy(t: Table, legal: Sequence[Action]) -> list[float]:
    play = _now(t)
    out = []
    for action in legal:
        source = t.card(action.card or "")
        out.append(value(play, source.power) if source else 0.0)
    return out


def score_take(t: Table, legal: Sequence[Action]) -> list[float]:
    out = []
    for action in legal:
        card = t.card(action.card or "") if action.verb in ("take", "pick") else None
        out.append(card_worth(card) if card else 0.0)
    return out


def score_discard(t: Table, legal: Sequence[Action]) -> list[float]:
    """Discard what is worth least; discarding to draw pays when the hand is poor."""
    out = []
    for action in legal:
        if action.verb != "discard" or not action.args:
            out.append(0.0)
        elif action.args[0] == "all":
            out.append(sum(AVG_WORTH - card_worth(c) for c in t.hand))
        else:
            word = action.args[0]  # the card's id (`action.card`)
            card = _by_id(t.hand, word) or t.card(word)
            out.append(AVG_WORTH - card_worth(card) if card else 0.0)
    return out


def score_option(t: Table, legal: Sequence[Action]) -> list[float]:
    play = _now(t)
    power = play.card.power if play.card else ""
    evil = play.count(CardKind.EVIL)
    per = 2 if power == "legendary-blue-overlord" else 1
    words = {
        "steal": lambda: play.steal(evil),
        "tax": lambda: play.taxes(per * (evil if power == "blue" else len(play.flight))),
        "gold": lambda: play.from_each(per),
        "trigger": lambda: 1.0,
        "pass": lambda: 0.0,
    }
    return [words.get(a.args[0] if a.args else "pass", lambda: 0.5)() for a in legal]


def score_flight_card(t: Table, legal: Sequence[Action]) -> list[float]:
    """Take a card out of a flight (a Dragonslayer...), or trade for one."""
    play = _now(t)
    out = []
    for action in legal:
        card = t.card(action.card or "") if action.args else None
        owner = _owner(t, card) if card else None
        if card is None or owner is None:
            out.append(0.0)
        elif action.verb == "discard":
            rest = [c for c in t.flights[owner] if c is not card]
            out.append(play.gambit_gain({owner: rest}))
        else:  # trade a card of mine for it: its power triggers for me
            out.append(value(play, card.power) + 0.3 * (card.strength - AVG_STRENGTH))
    return out


def score_order(t: Table, legal: Sequence[Action]) -> list[float]:
    play = _now(t)
    return [value(play, c.power) if (c := t.card(a.card or "")) else 0.0 for a in legal]


def score_put_ante(t: Table, legal: Sequence[Action]) -> list[float]:
    return [-card_worth(c) if (c := _by_id(t.hand, a.card)) else 0.0 for a in legal]


def score_choose_card(t: Table, legal: Sequence[Action]) -> list[float]:
    """A card whose power will trigger for me (a Sorcerer's pick, a Wyrmling's swap)."""
    play = _now(t)
    me = t.seat
    out = []
    for action in legal:
        card = t.card(action.card or "") if action.args else None
        if card is None:
            out.append(0.0)
            continue
        score = value(play, card.power)
        flight = list(t.flights[me])
        if flight:
            swapped = flight[:-1] + [card]
            score += play.gambit_gain({me: swapped})
        if _by_id(t.hand, card.id) is not None:
            score -= 0.5 * card_worth(card)
        out.append(score)
    return out


# -- anything else ------------------------------------------------------------
def score_any(t: Table, action: Action) -> float:
    """A decision of an unknown kind: judge the action by its verb and words."""
    verb, args = action.verb, action.args
    if verb == "play":
        return score_play(t, [action])[0]
    if verb == "pay":
        return -_int(args[0] if args else 0) * 1.5
    if not args:
        return 0.0
    word = args[0]
    if word.isdigit():
        return _seat_score(t, action)
    card = t.card(word)
    if card is None:
        return 0.0
    if verb in ("discard", "give", "ante"):
        return AVG_WORTH - card_worth(card)
    return card_worth(card)


def _owner(t: Table, card: Card) -> int | None:
    for s, flight in enumerate(t.flights):
        if any(c is card or c.id == card.id for c in flight):
            return s
    return None


def _int(text: str | int) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        return 0


# A decision kind's scorer: a score per legal action, as `score_actions` returns.
Scorer = Callable[[Table, Sequence[Action]], list[float]]

SCORERS: dict[str, Scorer] = {
    "play": score_play, "ante": score_ante, "give-or-pay": score_give_or_pay,
    "choose-target": score_target, "copy-power": score_copy, "take-ante": score_take,
    "keep-card": score_take, "pick-special": score_take, "discard": score_discard,
    "choose-option": score_option, "choose-flight-card": score_flight_card,
    "choose-order": score_order, "put-ante": score_put_ante, "choose-card": score_choose_card,
    "use-ability": score_ability, "pick-ability": score_draft,  # bots/abilities.py
}


ActionT = TypeVar("ActionT")  # a legal action, or (the search's) a seat and an action


def pick(legal: Sequence[ActionT], scores: Sequence[float], rng: random.Random | None = None,
         temperature: float = 0.0) -> ActionT:
    """The best-scored action; with a temperature, a softmax draw (noisy play)."""
    if temperature <= 0 or rng is None:
        best = max(range(len(legal)), key=scores.__getitem__)
        return legal[best]
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    r = rng.random() * sum(weights)
    for action, w in zip(legal, weights, strict=True):
        r -= w
        if r <= 0:
            return action
    return legal[-1]


class HeuristicBot:
    """Scores every legal action with rules of thumb and plays the best.
    A positive `temperature` (in gold) makes it slip now and then."""

    name = "heuristic"
    searches = False  # rules of thumb over the view alone

    def __init__(self, temperature: float = 0.0) -> None:
        self.temperature = check_option("temperature", temperature, 0, 1000)
        self.fallbacks = 0  # decisions the scorers could not judge (a bug, if any)

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random,
               sampler: Sampler | None = None) -> Action:
        if len(legal) == 1:
            return legal[0]
        try:
            scores = score_actions(Table.from_view(view), legal)
        except Exception:  # a bot must never stop the game; count it instead
            self.fallbacks += 1
            return legal[0]
        return pick(legal, scores, rng, self.temperature)


register("heuristic", "plays by rules of thumb, instantly")(HeuristicBot)
