"""A search bot for any registered game: single-observer ISMCTS (Cowling, Powley and
Whitehouse, 2012) over the game-state protocol alone.

Each iteration asks the sampler for a world consistent with the seat's view, walks a
tree of the seat's own decisions (UCB1 over the actions available in that world),
lets the game's playout policy play on to the end (uniformly random when the game
supplies none) and scores the end with the game's evaluation (else: a share of the
win). The game supplies both through its registry entry, so this module knows no
game's words. A game may keep a search tuned to it (its own bots package); this one
is the start for a game that has none.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from tda.bots.options import bot_refused, option_not_taken
from tda.table.errors import ConfigError
from tda.table.phrase import Phrase
from tda.table.protocol import GameState
from tda.table.registry import AnyGame
from tda.text import quote

# Actions are any game's own (hashable: they key the tree), so they stay `Any` here.
Playout = Callable[[GameState, random.Random], Any]  # (world, rng) -> an action legal there
Evaluate = Callable[[GameState], Sequence[float]]  # a world -> a value per seat, higher better


class WorldSampler(Protocol):
    """A game's sampler for one seat: worlds consistent with what the seat has seen."""

    def sample(self, rng: random.Random) -> GameState: ...


A = TypeVar("A")  # a game's action


class Node:
    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


def ucb1_select(node: Node, legal: Sequence[A], exploration: float) -> tuple[A, Node]:
    """UCB1 among the actions available in this world, untried ones first; each
    action offered here counts one more availability (the information-set search's
    UCB, shared by every game's search)."""
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
        score = child.total / child.visits + exploration * math.sqrt(
            math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = action, score
    return best, children[best]


def win_share(world: GameState) -> list[float]:
    """A finished world's value per seat: the share of the win (tied winners split)."""
    result = world.result
    seats = len(world.view(None).hand_counts)
    if result is None:
        return [0.0] * seats
    winners = result.winners
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(seats)]


class SearchBot:
    """Searches sampled worlds; `iterations` (and `seconds`, when given) bound each
    decision. With a fixed generator and no time limit the choice is deterministic."""

    name = "search"
    searches = True

    def __init__(self, game: AnyGame | None = None, iterations: int = 200,
                 seconds: float | None = None, exploration: float = 0.7) -> None:
        if iterations < 1:
            raise ValueError("a search needs at least one iteration")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.playout: Playout | None = game.playout if game else None
        self.evaluate: Evaluate = (game.evaluate if game and game.evaluate else win_share)

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random,
               sampler: WorldSampler | None = None) -> Any:
        # view: any game's view of the seat (its `seat` is read)
        if len(legal) == 1 or sampler is None:  # nothing to weigh, or no worlds to search
            return legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))]
        root = Node()
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for _ in range(self.iterations):
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self.iterate(root, sampler.sample(rng), view.seat, rng)
        best = max(legal, key=lambda action: _visits(root, action))
        return best

    def iterate(self, root: Node, world: GameState, me: int, rng: random.Random) -> None:
        node: Node | None = root
        path: list[Node] = []
        while not world.is_over:
            legal = world.legal_actions()
            if node is not None and world.to_act == me:
                action, node = self.select(node, legal)
                path.append(node)
                if node.visits == 0:
                    node = None  # just expanded: the policy plays the rest
            elif self.playout is not None:
                action = self.playout(world, rng)
            else:
                action = legal[rng.randrange(len(legal))]
            world.apply(action)
        reward = self.evaluate(world)[me]
        root.visits += 1
        for step in path:
            step.visits += 1
            step.total += reward

    def select(self, node: Node, legal: Sequence[Any]) -> tuple[Any, Node]:
        return ucb1_select(node, legal, self.exploration)


class AnyGameRandomBot:
    """Any legal action, uniformly: the random bot, for a game without bots of its own."""
    name = "random"
    searches = False

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random,
               sampler: Any = None) -> Any:
        return legal[rng.randrange(len(legal))]


SEARCH_OPTIONS = {"iterations": (1, 10**9, True), "seconds": (0.0, 3600.0, False),
                  "exploration": (0.0, 100.0, False)}


def any_game_bot(game: AnyGame, name: str) -> AnyGameRandomBot | SearchBot:
    """A bot every game can seat: 'random', or 'search' with KEY=NUMBER options after
    colons ('search:iterations=500', 'search:seconds=1'), searching with the game's
    playout and evaluation. A game's entry may offer these as its `make_bot`."""
    base, *options = name.split(":")
    if base == "random":
        if options:  # the bad option named, as every game's own bots do (issue 26.5)
            raise option_not_taken(name, options[0].partition("=")[0], ())
        return AnyGameRandomBot()
    if base != "search":
        raise ConfigError(f"unknown bot {base!r} for {game.title}; choose from: random, search",
                          phrase=Phrase("bot.unknown-for-game", bot=quote(base), game=game.name,
                                        known=("random", "search")))
    kwargs: dict[str, float] = {}
    for item in options:
        key, _, value = item.partition("=")
        if key not in SEARCH_OPTIONS:
            raise option_not_taken(name, key, tuple(SEARCH_OPTIONS))
        low, high, whole = SEARCH_OPTIONS[key]
        try:
            number = int(value) if whole else float(value)
        except ValueError:
            raise bot_refused(name, ConfigError(
                f"{key} must be a number, not {value!r}",
                phrase=Phrase("bot.value-number", key=key, value=repr(value)))) from None
        if not low <= number <= high:  # nan fails too
            raise bot_refused(name, ConfigError(
                f"{key} must be from {low:g} to {high:g}",
                phrase=Phrase("bot.value-between", key=key, low=f"{low:g}", high=f"{high:g}")))
        kwargs[key] = number
    return SearchBot(game, iterations=int(kwargs.pop("iterations", 200)), **kwargs)


def _visits(root: Node, action: Any) -> int:
    child = root.children.get(action)
    return child.visits if child else 0
