"""How the heuristic bot values a character ability's use (rules/ABILITIES.md).

Each use is scored in gold against passing (0), by simple rules:

- a card drawn is worth a typical card (`AVG_WORTH`); a gold coin stolen or paid
  to us is worth 1, a coin an opponent loses a little more (it leaves a rival);
- what the use spends counts against it: a Legendary disk is worth `DISK_GOLD`
  (the next chance it would give), an Emperor's Gambit ability that stays
  expended until a flight `RECHARGE_GOLD`;
- a look at a hand is worth a little (`LOOK_GOLD`); the bot does not yet reason
  with what it saw, but the samples of its search do;
- giving the lead away costs the lead's value, unless the leader must pay the
  Spy's toll;
- Heal pays a typical card's strength away, so the bot keeps it for no one;
- Profession (gambler) is taken when the revealed card costs more than a typical one.

The draft picks by the fixed preference list of ABILITIES.md 4.1.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tda.engine import DRAFT_PREFERENCE, Action
from tda.games.three_dragon_ante.bots.outlook import AVG_STRENGTH
from tda.games.three_dragon_ante.bots.table import Table
from tda.games.three_dragon_ante.bots.values import card_worth

AVG_WORTH = 0.3 * AVG_STRENGTH + 0.35 * 2 + 0.8  # card_worth of a typical card
LEAD_GOLD = 2.0
DISK_GOLD = 1.5
RECHARGE_GOLD = 0.8
LOOK_GOLD = 0.4
DICE_GOLD = 7.0  # the mean of 2d6
RIVAL = 1.3  # a coin an opponent loses, in our gold

Args = tuple[str, ...]  # the use's words after the ability's id
Rule = Callable[[Table, Args], float]  # a use's worth in gold, against passing


def score_draft(t: Table, legal: Sequence[Action]) -> list[float]:
    rank = {a: len(DRAFT_PREFERENCE) - i for i, a in enumerate(DRAFT_PREFERENCE)}
    return [float(rank.get(a.args[0], 0)) if a.args else 0.0 for a in legal]


def score_ability(t: Table, legal: Sequence[Action]) -> list[float]:
    return [0.0 if a.verb == "pass" else _use_value(t, a.args[0], a.args[1:]) for a in legal]


def _use_value(t: Table, ability: str, args: Args) -> float:
    legendary = t.rules.name == "legendary"
    cost = DISK_GOLD if legendary else 0.0
    rule = VALUES.get(ability)
    return (rule(t, args) if rule else 0.0) - cost


def _draws(k: float) -> Rule:
    return lambda t, args: k * AVG_WORTH


def _diplomacy(t: Table, args: Args) -> float:
    toll = 2 * (t.players - 1) if any(c.id == "spy" for c in t.ante) else 0
    return toll - LEAD_GOLD


def _perception(t: Table, args: Args) -> float:
    new = t.card(args[0]) if args else None
    mine = [c for c in t.ante]
    if new is None or not mine:
        return 0.0
    best_other = max((c.strength for c in mine), default=0)
    leads = new.strength > best_other
    return (LEAD_GOLD if leads else 0.0) - card_worth(new) + AVG_WORTH - RECHARGE_GOLD


def _luck(t: Table, args: Args) -> float:
    card = t.card(args[0]) if args else None
    return (AVG_WORTH - card_worth(card) - RECHARGE_GOLD) if card is not None else 0.0


def _dungeon(t: Table, args: Args) -> float:
    taken = t.hand[-1] if t.hand else None
    return (AVG_WORTH - card_worth(taken) - RECHARGE_GOLD) if taken is not None else 0.0


def _streetwise(t: Table, args: Args) -> float:
    opponents = [s for s in range(t.n) if s != t.seat and not t.out[s]]
    paid = sum(min(t.hoards[s], 5) for s in opponents)  # a strength flight's typical 5
    return paid * RIVAL - min(t.stakes, 5) - RECHARGE_GOLD


def _gambler(t: Table, args: Args) -> float:
    """The revealed card's price against a typical card's (the next one is unknown)."""
    price = t.revealed.strength if t.revealed is not None else AVG_STRENGTH
    return price - AVG_STRENGTH


VALUES: dict[str, Rule] = {
    # original
    "diplomacy": _diplomacy,
    "profession-gambler": _gambler,
    "sense-motive": lambda t, a: LOOK_GOLD,
    "sleight-of-hand": lambda t, a: 1.0,
    "wild-card": lambda t, a: 5.0 * (t.players - 1),
    # Emperor's Gambit
    "dungeoneering": _dungeon,
    "heal": lambda t, a: -AVG_STRENGTH,
    "insight": lambda t, a: LOOK_GOLD - RECHARGE_GOLD,
    "perception": _perception,
    "religion": lambda t, a: 0.5,
    "streetwise": _streetwise,
    "luck-domain": _luck,
    # Legendary
    "desperation": _draws(2), "blessing-of-the-trickster": _draws(2),
    "draconic-ancestry": _draws(1), "fast-hands": lambda t, a: 1.0 + AVG_WORTH,
    "gambling-background": _draws(2), "inspiring-leader": lambda t, a: (2 - 0.5 * (t.players - 1)) * AVG_WORTH,
    "practice-counts": _draws(2), "versatile-trickster": _draws(2),
    "confusingly-smooth": lambda t, a: DICE_GOLD * RIVAL / max(t.players, 2) + 0.5,
    "threats-and-promises": lambda t, a: DICE_GOLD * RIVAL / max(t.players, 2) + 0.5,
    "cutting-words": lambda t, a: AVG_WORTH * RIVAL,
    "magical-discouragement": lambda t, a: AVG_WORTH * RIVAL,
}
