"""Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012),
single observer, with heuristic playouts cut off at the end of the gambit.

Each iteration deals the hidden cards again (`Sampler.sample`), walks a tree of
the searching seat's own decisions (UCB1 over the actions available in that
deal), lets every other seat act as the heuristic would (with a little noise),
and plays on to the end of the gambit, where gold and hands are scored
(`horizon=N` plays N more gambits first, by the policy alone). With
`opponents=1` the other seats' plays are tree nodes too, each chosen by UCB for
that seat's own reward. With `deepen=1` the tree is not capped at the gambit's
end: it grows on into later gambits where it has been walked often enough, and
each playout ends with the gambit it left the tree in. The most visited first
action is played. With a fixed generator and an iteration budget (no time
budget) the choice is deterministic.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from tda.bots.search import Node  # the search tree every game's search grows
from tda.engine import Action, ConfigError, DecisionKind, GameState, PlayerView, Sampler
from tda.games.three_dragon_ante.bots.base import check_option, register
from tda.games.three_dragon_ante.bots.heuristic import HeuristicBot, pick, score_actions
from tda.games.three_dragon_ante.bots.table import Table, net_gold
from tda.games.three_dragon_ante.bots.values import card_worth
from tda.table.phrase import Phrase

# Decisions everyone sees made: with `opponents=1` other seats' decisions of these
# kinds are searched in the tree (a face-down ante is not: its node would let the
# search see a card the seat cannot).
OPEN_KINDS = frozenset({DecisionKind.PLAY})
GOLD_SCALE = 20.0  # a 20-gold swing against the average opponent is one unit of reward
WIN_BONUS = 2.0  # reward for winning the game inside a playout (a loss costs half)
MAX_SECONDS = 3600.0  # an hour a move: more is a typo, not a stronger bot
MAX_ITERATIONS = 10**9  # also the budget when only time limits a search


# A tree edge: the seat that chose, and its action.
Key = tuple[int, Action]


class IsmctsBot:
    """Searches sampled deals; `seconds` and `iterations` bound each decision
    (`seconds=0`: no time limit, so the iteration budget alone decides)."""

    name = "ismcts"
    searches = True

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = 20000,
                 exploration: float = 0.7, noise: float = 1.0, horizon: int = 0,
                 opponents: int = 0, deepen: int = 0) -> None:
        if not seconds and not iterations:  # None or 0 both: nothing would stop or start it
            raise ConfigError("a search needs a budget: seconds above 0 or iterations of 1 "
                              "or more", phrase=Phrase("bot.search-budget"))
        seconds = check_option("seconds", seconds, 0, MAX_SECONDS) if seconds else None
        # an iteration budget below 1 is no search at all: every move would fall back
        # to rules of thumb while the bot's name promised a search
        if iterations is not None:
            iterations = int(check_option("iterations", iterations, 1, MAX_ITERATIONS,
                                          whole=True))
        self.seconds = seconds
        self.iterations = iterations if iterations is not None else MAX_ITERATIONS
        self.exploration = check_option("exploration", exploration, 0, 100)
        # softmax temperature (gold) of the playout policy
        self.noise = check_option("noise", noise, 0, 1000)
        # gambits played out after the current one (a game rarely lasts 100)
        self.horizon = check_option("horizon", horizon, 0, 100, whole=True)
        # 1: other seats' plays are tree nodes too, chosen for their own good, so
        # my later choices are told apart by the plays I will have seen first
        self.opponents = bool(check_option("opponents", opponents, 0, 1, whole=True))
        # 1: the tree may grow past the current gambit, and a playout ends with
        # the gambit it left the tree in; the gambit's end no longer caps the tree
        self.deepen = bool(check_option("deepen", deepen, 0, 1, whole=True))
        self.fallback = HeuristicBot()
        self.last_iterations = 0  # iterations of the last search (for tests and tuning)

    @property
    def fallbacks(self) -> int:
        """Decisions that fell back to rules of thumb after an error (a bug, if any)."""
        return self.fallback.fallbacks

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random,
               sampler: Sampler | None = None) -> Action:
        if len(legal) == 1:
            return legal[0]
        if sampler is None:  # no way to deal hidden cards: play by rules of thumb
            return self.fallback.choose(view, legal, rng)
        seat = view.seat
        assert seat is not None, "a bot sits in a seat"
        try:
            root = self.search(sampler, seat, rng)
        except Exception:  # a bot must never stop the game; count it instead
            self.fallback.fallbacks += 1
            return self.fallback.choose(view, legal, rng)
        best = max(legal, key=lambda a: _visits(root, seat, a))
        return best if _visits(root, seat, best) else self.fallback.choose(view, legal, rng)

    def search(self, sampler: Sampler, seat: int, rng: random.Random) -> Node:
        root = Node()
        clock = time.perf_counter
        start = clock()
        deadline = None if self.seconds is None else start + self.seconds
        done = 0
        while done < self.iterations:
            if deadline is not None and clock() >= deadline:
                break
            self.iterate(root, sampler.sample(rng), seat, rng)
            done += 1
            if not done % 16:
                left = self.iterations - done
                if deadline is not None:  # iterations the clock still allows, roughly
                    now = clock()
                    left = min(left, int((deadline - now) * done / max(now - start, 1e-9)))
                if _settled(root, left):
                    break
        self.last_iterations = done
        return root

    def iterate(self, root: Node, state: GameState, me: int, rng: random.Random) -> None:
        gambit = state.gambit  # the gambit the tree has reached
        node: Node | None = root
        path: list[tuple[Node, int]] = []  # (node, the seat that chose it)
        while not state.is_over:
            if node is not None and state.gambit != gambit:
                if self.deepen:
                    gambit = state.gambit  # the tree goes on into the next gambit
                else:
                    node = None  # later gambits: out of the tree, played by the policy
            if state.gambit > gambit + self.horizon:
                break
            seat = state.to_act
            assert seat is not None  # the game is not over
            legal = state.legal_actions()
            if node is None or not (seat == me or (self.opponents and
                                                   state.decision_kind in OPEN_KINDS)):
                state.apply(self.policy(state, seat, legal, rng))
                continue
            action, node = self.select(node, state, legal, seat)
            path.append((node, seat))
            if node.visits == 0:
                node = None  # just expanded: play the rest out
            state.apply(action)
        root.visits += 1
        rewards: dict[int, float] = {}
        for n, seat in path:
            reward = rewards.get(seat)
            if reward is None:
                reward = rewards[seat] = evaluate(state, seat)
            n.visits += 1
            n.total += reward

    def select(self, node: Node, state: GameState, legal: Sequence[Action],
               seat: int) -> tuple[Action, Node]:
        """UCB1 among the actions available in this deal, for the seat choosing;
        untried ones first, best by the heuristic."""
        children = node.children
        keys = [(seat, a) for a in legal]
        untried = [k for k in keys if k not in children]
        if untried:
            if len(untried) > 1:
                table = Table.from_state(state, seat, state.decision_kind or "")
                key = pick(untried, score_actions(table, [k[1] for k in untried]))
            else:
                key = untried[0]
            child = children[key] = Node()
            child.avail = 1
            for k in keys:
                if k is not key and k in children:
                    children[k].avail += 1
            return key[1], child
        c = self.exploration
        best, best_score = keys[0], -math.inf
        for k in keys:
            child = children[k]
            child.avail += 1
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = k, score
        return best[1], children[best]

    def policy(self, state: GameState, seat: int, legal: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        table = Table.from_state(state, seat, state.decision_kind or "")  # not over: a kind
        return pick(legal, score_actions(table, legal), rng, self.noise)


def evaluate(state: GameState, me: int) -> float:
    """Gold and hand against the average opponent; a finished game adds the result."""
    active = [s for s in range(state.n) if not state.out[s] and s != me]
    if not active:
        return WIN_BONUS
    cards = state.cards
    worth = [net_gold(state.hoards, state.debts, s)
             + sum(card_worth(cards[c]) for c in state.hands[s]) for s in range(state.n)]
    reward = (worth[me] - sum(worth[s] for s in active) / len(active)) / GOLD_SCALE
    result = state.result  # None until the game is over
    if result is not None:
        winners = result.winners
        reward += WIN_BONUS / len(winners) if me in winners else -WIN_BONUS / 2
    return reward


def _visits(root: Node, seat: int, action: Action) -> int:
    child = root.children.get((seat, action))
    return child.visits if child else 0


def _settled(root: Node, remaining: int) -> bool:
    """No other first action can catch up with the leader in the iterations left."""
    counts = sorted((c.visits for c in root.children.values()), reverse=True)
    return len(counts) > 1 and counts[0] - counts[1] > remaining


register("ismcts", "searches many possible deals (about 1 s a move)")(IsmctsBot)
