"""Information-set Monte Carlo tree search for Dragonmaster (Cowling, Powley and
Whitehouse, 2012), single observer, playouts cut off at the end of the hand.

Each iteration takes a world from the table's sampler (the hidden hands and the
extra card dealt again, shown voids respected), walks a tree of the searching
seat's own decisions (UCB1 over the actions available in that world), lets every
seat play on as the heuristic would (with a little noise) to the end of the
hand, and scores the crystals the hand moved: the seat's gain against the
average other seat, plus its share of the win when the hand ended the game. The
most visited action is played. With a fixed generator and an iteration budget
(no time budget) the choice is deterministic.

A hand is the natural horizon: the deal after it is unknown to everyone, and
every payment of the game is settled hand by hand.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from tda.dragonmaster import Action, DragonmasterView
from tda.table.errors import ConfigError

from .base import check_option
from .dragonmaster_heuristic import Seen, decide

MAX_SECONDS = 3600.0  # an hour a move: more is a typo, not a stronger bot
MAX_ITERATIONS = 10**9  # also the budget when only time limits a search
CRYSTAL_SCALE = 16_000.0  # a 16,000 swing against the average seat is one unit
WIN_BONUS = 1.0  # the share of the win, when the hand played out ends the game


# What a Dragonmaster gains in a hand of each contract against the average other
# seat, in heuristic self-play: `python benchmarks/dragonmaster_strength.py
# baseline --players P --level L` (60 games; hands with a Power Play left out).
# Every contract is played once a round, so choosing one spends it: a contract's
# worth to a hand is what it brings above this, and the search weighs its choice so.
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


def contract_baseline(players: int, level: str, contract: str) -> float:
    """A contract's usual worth to its Dragonmaster, in units of CRYSTAL_SCALE
    (the advanced game, without Secret Power Plays, is counted as the basic)."""
    table = CONTRACT_BASELINE[(players, "expert" if level == "expert" else "basic")]
    return table[contract] / CRYSTAL_SCALE


class Node:
    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


def playout_action(world: Any, rng: random.Random, noise: float) -> Action:
    """The heuristic's move for the seat to act in a sampled world (the world is
    the searching bot's own: reading it shows nothing real), and now and then,
    with probability `noise`, another legal card: opponents are not machines."""
    legal = world.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if noise and world.phase == "play" and rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    return decide(Seen.from_state(world, world.to_act), legal)


def hand_value(world: Any, start: Sequence[int], seat: int) -> float:
    """`seat`'s crystals gained since `start` against the average other seat, in
    units of CRYSTAL_SCALE, plus its share of the win once the game is over."""
    n = world.n
    gains = [world.balances[s] - start[s] for s in range(n)]
    others = (sum(gains) - gains[seat]) / (n - 1)
    value = (gains[seat] - others) / CRYSTAL_SCALE
    if world.result is not None:
        winners = world.result.winners
        value += WIN_BONUS * (1 / len(winners) if seat in winners else 0.0)
    return value


class DragonmasterSearchBot:
    """Searches sampled worlds; `seconds` and `iterations` bound each decision
    (`seconds=0`: no time limit, the iteration budget alone decides)."""

    name = "ismcts"

    def __init__(self, seconds: float = 0.85, iterations: int | None = None,
                 exploration: float = 0.7, noise: float = 0.1) -> None:
        if not seconds and not iterations:
            raise ConfigError("a search needs a budget: seconds above 0 or iterations "
                              "of 1 or more")
        self.seconds = check_option("seconds", seconds, 0, MAX_SECONDS) if seconds else None
        self.iterations = (int(check_option("iterations", iterations, 1, MAX_ITERATIONS,
                                            whole=True))
                           if iterations is not None else MAX_ITERATIONS)
        self.exploration = check_option("exploration", exploration, 0, 100)
        self.noise = check_option("noise", noise, 0, 1)
        self.last_iterations = 0  # how many iterations the last search ran

    def choose(self, view: DragonmasterView, legal: Sequence[Action], rng: random.Random,
               sampler: Any = None) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        fallback = decide(Seen.from_view(view), legal)
        if len(legal) == 1 or sampler is None:
            return fallback
        assert view.seat is not None, "a bot sits in a seat"
        root = Node()
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self.iterate(root, sampler.sample(rng), view.seat, rng)
            done += 1
        self.last_iterations = done
        # the most visited; ties (a search cut short) go to the rules of thumb
        return max(legal, key=lambda a: (_visits(root, a), a == fallback))

    def iterate(self, root: Node, world: Any, me: int, rng: random.Random) -> None:
        start = tuple(world.balances)
        hand = (world.round, world.hand_number)
        offset = 0.0  # a contract chosen here is spent: weigh it against its usual worth
        node: Node | None = root
        path: list[Node] = []
        while not world.is_over and (world.round, world.hand_number) == hand:
            if node is not None and world.to_act == me:
                legal = world.legal_actions()
                action, node = self.select(node, legal)
                if world.phase == "contract":
                    offset = contract_baseline(world.n, world.config.level, action.args[0])
                path.append(node)
                if node.visits == 0:
                    node = None  # just expanded: the policy plays the rest
            else:
                action = playout_action(world, rng, self.noise)
            world.apply(action)
        reward = hand_value(world, start, me) - offset
        root.visits += 1
        for step in path:
            step.visits += 1
            step.total += reward

    def select(self, node: Node, legal: Sequence[Action]) -> tuple[Action, Node]:
        """UCB1 among the actions available in this world; untried ones first."""
        children = node.children
        for action in legal:
            if action not in children:
                child = children[action] = Node()
                for other in legal:  # every action offered here was available once more
                    if other in children:
                        children[other].avail += 1
                return action, child
        best, best_score = legal[0], -math.inf
        for action in legal:
            child = children[action]
            child.avail += 1
            score = child.total / child.visits + self.exploration * math.sqrt(
                math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = action, score
        return best, children[best]


def _visits(root: Node, action: Action) -> int:
    child = root.children.get(action)
    return child.visits if child else 0
