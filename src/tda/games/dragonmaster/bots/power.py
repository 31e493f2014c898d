"""The Dragon holder's decision, weighed on a few dealt-out worlds.

Holding the Dragon, a seat may refuse it (swap it for the unseen extra card and
play an ordinary hand) or make a Power Play in any contract left. Whether a
Power Play wins depends on the whole deal, so no count of the hand alone says
it well: the heuristic deals the unseen cards out a few times (the table's
sampler: the extra card and the other hands, consistent with the seat's view),
plays each option out to the end of the hand with its own rules for every seat,
and keeps the option worth most on average. The same worlds serve every option
(common random numbers), so the options are compared on the same deals.

An option's worth is what the hand moves (the seat's crystals against the
average other seat's) plus, for a Power Play that wins before the last hand of
the round, the hands it then deals as Dragonmaster: their contracts' usual worth
(`CONTRACT_BASELINE`), for a Dragonmaster collects the penalties.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tda.dragonmaster import Action
from tda.dragonmaster.state import DragonmasterState
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.games.dragonmaster.bots.heuristic import Seen, decide

POWER_WORLDS = 48  # worlds a Dragon decision is weighed on (about 20 ms an option)
HANDS_PER_ROUND = 5

# What a Dragonmaster gains in a hand of each contract against the average other
# seat, in heuristic self-play: `python benchmarks/dragonmaster_strength.py
# baseline --players P --level L` (60 games; hands with a Power Play left out).
CONTRACT_BASELINE: dict[tuple[int, str], dict[str, int]] = {
    (4, "basic"): {"dragonlords": 7611, "wizards": 7933, "runesword": 8444,
                   "first-or-last": 9000, "staff-of-power": 35861},
    (4, "expert"): {"dragonlords": 6417, "wizards": 6956, "runesword": 7921,
                    "first-or-last": 8933, "staff-of-power": 34864},
    (3, "basic"): {"dragonlords": 5925, "wizards": 7950, "runesword": 8067,
                   "first-or-last": 9367, "staff-of-power": 35742},
    (3, "expert"): {"dragonlords": 700, "wizards": 5050, "runesword": 7888,
                    "first-or-last": 9367, "staff-of-power": 34751},
}


def baseline(players: int, level: str, contract: str) -> int:
    """A contract's usual worth to its Dragonmaster, in crystals (the advanced
    game, without Secret Power Plays, is counted as the basic)."""
    return CONTRACT_BASELINE[(players, "expert" if level == "expert" else "basic")][contract]


def play_out_hand(world: DragonmasterState, rng: random.Random | None = None, noise: float = 0.0) -> None:
    """Every seat plays as the heuristic to the end of the world's hand (with
    probability `noise` a play is any legal card instead)."""
    hand = (world.round, world.hand_number)
    while not world.is_over and (world.round, world.hand_number) == hand:
        world.apply(policy(world, rng, noise))


def policy(world: DragonmasterState, rng: random.Random | None, noise: float) -> Action:
    """The heuristic's move for the seat to act in a sampled world (the world is
    the searching bot's own: reading it shows nothing real)."""
    legal = world.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if noise and rng is not None and world.phase == "play" and rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    seat = world.to_act
    assert seat is not None  # the world's hand is not over
    return decide(Seen.from_state(world, seat), legal)


def option_worth(world: DragonmasterState, action: Action, seat: int) -> float:
    """Crystals `action` brings `seat` in this world against the average other seat,
    the Dragonmaster's role it may win included."""
    n = world.n
    start = list(world.balances)
    level, left = world.config.level, world.contracts_left
    hand_number, dragonmaster = world.hand_number, world.dragonmaster
    world.apply(action)
    play_out_hand(world)
    gains = [world.balances[s] - start[s] for s in range(n)]
    worth = gains[seat] - (sum(gains) - gains[seat]) / (n - 1)
    if action.verb == "choose" and hand_number < HANDS_PER_ROUND and \
            gains[seat] > 0 and dragonmaster != seat:
        # won: Dragonmaster for the rest of the round (the contract just played is spent)
        rest = [c for c in left if c != action.args[0]]
        worth += sum(baseline(n, level, c) for c in rest) * n / (n - 1)
    return worth


def weigh_dragon(seen: Seen, legal: Sequence[Action], sampler: DragonmasterSampler,
                 rng: random.Random, worlds: int | None = None) -> Action:
    """The Dragon option worth most over `worlds` dealt-out worlds; a tie (a world
    count too small to tell) goes to refusing, the rules of thumb's default."""
    samples = [sampler.sample(rng) for _ in range(worlds or POWER_WORLDS)]
    totals: dict[Action, float] = {}
    for action in legal:
        totals[action] = sum(option_worth(w.clone(), action, seen.seat) for w in samples)
    return max(legal, key=lambda a: (totals[a], a.verb == "pass"))


__all__ = ["CONTRACT_BASELINE", "baseline", "play_out_hand", "policy", "weigh_dragon"]
