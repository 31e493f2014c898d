"""A rule-of-thumb Dragonmaster bot ('heuristic'): it sees only its seat's view.

On the Dragonmaster side everyone avoids the contract's penalty items: follow
with the highest card that still loses when the trick holds a penalty item (duck),
else the lowest; when void, shed the most dangerous card (the contract's penalty
cards, then high cards); lead low in a suit with few high cards. As Dragonmaster
it picks the contract its hand is least exposed to. It refuses the Dragon unless
the hand is sure to take every item (a Power Play only with very strong holdings),
and as a Power Player it plays to win tricks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tda.dragonmaster import DRAGON, SUITS, Action, DragonmasterView, card_info

HIGH = 5  # a Prince or better (the King is 7, the Fool 0)
WIZARD = 4  # the Wizard's strength in every suit
LAST_TRICK = 8
TRICK_CONTRACTS = ("first-or-last", "staff-of-power")
TRICK_PENALTY = 4  # thousands of crystals for trick 1 or trick 8


def suit_of(card: str) -> str | None:
    return card_info(card).suit


def strength(card: str) -> int:
    """The card's strength in its suit; the Dragon plays as a King (7)."""
    found = card_info(card).strength
    return 7 if found is None else found


def penalty(contract: str | None, card: str) -> int:
    """What taking `card` costs under `contract`, in thousands of crystals."""
    if contract is None or card == DRAGON:
        return 0
    staff = contract == "staff-of-power"
    suit, rank = suit_of(card), strength(card)
    cost = 0
    if (staff or contract == "dragonlords") and suit == "dragonlords":
        cost += 1
    if (staff or contract == "wizards") and rank == WIZARD:
        cost += 2
    if (staff or contract == "runesword") and suit == "warriors" and rank == HIGH:
        cost += 8
    return cost


def exposure(contract: str, hand: Sequence[str]) -> float:
    """How badly `hand` fits `contract`: the penalty cards held (by their cost) and
    the high cards that would win tricks full of them."""
    cards = [c for c in hand if c != DRAGON]
    held = sum(penalty(contract, c) for c in cards)
    high = sum(1 for c in cards if strength(c) >= HIGH)
    kings = sum(1 for c in cards if strength(c) == 7)
    risk = float(held + high)
    if contract in TRICK_CONTRACTS:
        risk += kings * 1.5  # a King is hard to lose in the last trick
    return risk


def can_surely_power_play(contract: str, hand: Sequence[str]) -> bool:
    """Conservative: only a Runesword Power Play holding the Prince of Warriors
    with both cards above it, so leading it wins trick 1 for certain."""
    if contract != "runesword":
        return False
    warriors = {strength(c) for c in hand if c != DRAGON and suit_of(c) == "warriors"}
    return {5, 6, 7} <= warriors


class DragonmasterHeuristicBot:
    """Deterministic rules of thumb; `rng` is never needed."""

    name = "heuristic"

    def choose(self, view: DragonmasterView, legal: Sequence[Action], rng: random.Random,
               sampler: object | None = None) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        kind = view.decision.kind if view.decision is not None else "play"
        if kind == "dragon":
            return self._dragon(view, legal)
        if kind == "contract":
            return self._contract(view, legal)
        plays = [a for a in legal if a.verb == "play"]
        if not plays:
            return legal[0]
        if view.power_player is not None:
            return self._power_hand(view, plays)
        return self._avoid(view, plays)

    # -- before play ------------------------------------------------------------

    def _dragon(self, view: DragonmasterView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.verb == "choose" and can_surely_power_play(action.args[0], view.hand):
                return action
        for action in legal:
            if action.verb == "pass":
                return action
        return self._contract(view, legal)

    def _contract(self, view: DragonmasterView, legal: Sequence[Action]) -> Action:
        chooses = [a for a in legal if a.verb == "choose"]
        if not chooses:
            return legal[0]
        return min(chooses, key=lambda a: (exposure(a.args[0], view.hand), a.args[0]))

    # -- the Dragonmaster side: avoid the items --------------------------------------

    def _avoid(self, view: DragonmasterView, plays: list[Action]) -> Action:
        contract = view.contract
        trick_no = sum(view.tricks_won) + 1
        bad_trick = contract in TRICK_CONTRACTS and trick_no in (1, LAST_TRICK)
        if not view.trick:  # leading
            return self._lead_low(contract, plays)
        led = view.led_suit
        following = [a for a in plays if _card(a) != DRAGON and suit_of(_card(a)) == led]
        top = _winning_strength(view)
        if following:
            loaded = bad_trick or any(penalty(contract, c) for _, c in view.trick)
            losers = [a for a in following if strength(_card(a)) < top]
            if loaded and losers:
                return max(losers, key=lambda a: (strength(_card(a)), _card(a)))
            if not losers and _last_to_play(view):
                # the trick is ours anyway: win it with the highest card, the
                # most dangerous one to keep
                return max(following, key=lambda a: (strength(_card(a)), _card(a)))
            return min(following, key=lambda a: (penalty(contract, _card(a)) > 0,
                                                 strength(_card(a)), _card(a)))
        # void in the led suit: shed the most dangerous card
        return max(plays, key=lambda a: (penalty(contract, _card(a)), strength(_card(a)),
                                         _card(a)))

    def _lead_low(self, contract: str | None, plays: list[Action]) -> Action:
        by_suit: dict[str, list[Action]] = {}
        for action in plays:
            card = _card(action)
            if card != DRAGON:
                by_suit.setdefault(suit_of(card) or "", []).append(action)
        if not by_suit:
            return plays[0]

        def suit_rank(suit: str) -> tuple[int, int, int, int]:
            cards = [_card(a) for a in by_suit[suit]]
            low = min(cards, key=strength)
            highs = sum(1 for c in cards if strength(c) >= HIGH)
            return (penalty(contract, low), highs, strength(low), SUITS.index(suit))

        suit = min(by_suit, key=suit_rank)
        return min(by_suit[suit], key=lambda a: (penalty(contract, _card(a)),
                                                 strength(_card(a)), _card(a)))

    # -- a Power Play hand: the Power Player wins tricks, the rest stop them ---------

    def _power_hand(self, view: DragonmasterView, plays: list[Action]) -> Action:
        if view.seat == view.power_player:
            return self._take(view, plays)
        trick_players = {seat for seat, _ in view.trick}
        if view.power_player in trick_players or not view.trick:
            return self._take(view, plays)
        # the Power Player has yet to play: keep our high cards to beat them later
        return self._avoid(view, plays)

    def _take(self, view: DragonmasterView, plays: list[Action]) -> Action:
        if not view.trick:
            # lead the Dragon as the King of our longest suit, else our highest card
            dragon = [a for a in plays if _card(a) == DRAGON and len(a.args) > 1]
            if dragon:
                counts = {s: sum(1 for c in view.hand if c != DRAGON and suit_of(c) == s)
                          for s in SUITS}
                return max(dragon, key=lambda a: (counts.get(a.args[1], 0), a.args[1]))
            return max(plays, key=lambda a: (strength(_card(a)), _card(a)))
        top = _winning_strength(view)
        led = view.led_suit
        winners = [a for a in plays if _card(a) != DRAGON and suit_of(_card(a)) == led
                   and strength(_card(a)) > top]
        if winners:
            return min(winners, key=lambda a: (strength(_card(a)), _card(a)))
        dragon = [a for a in plays if _card(a) == DRAGON]
        if dragon and view.seat == view.power_player:
            return dragon[0]
        return min(plays, key=lambda a: (_card(a) == DRAGON, strength(_card(a)), _card(a)))


def _card(action: Action) -> str:
    return action.args[0] if action.args else ""


def _winning_strength(view: DragonmasterView) -> int:
    """The strength to beat in the trick: the highest card of the led suit so far
    (the Dragon counts as beating everything: 8)."""
    best = -1
    for _, card in view.trick:
        if card == DRAGON:
            best = max(best, 8)
        elif suit_of(card) == view.led_suit:
            best = max(best, strength(card))
    return best


def _last_to_play(view: DragonmasterView) -> bool:
    return len(view.trick) == len(view.hand_counts) - 1


def make_dragonmaster_heuristic() -> DragonmasterHeuristicBot:
    return DragonmasterHeuristicBot()
