"""How much does more search change ISMCTS's move? A cheap look at returns.

Head-to-head games settle whether a bigger budget wins, but a small edge takes
hundreds of games. This asks the question one decision at a time instead:
positions from seeded heuristic-vs-heuristic games, each searched at every
budget with two generators, and once more by a reference search with a third
generator that gives every first move the same share of its iterations (UCB
would starve the moves it thinks poor, and their noisy values would pass for
regret). For each budget it prints

* seconds per search (this machine, this load);
* how often two generators pick different moves (the search has not settled);
* how often the move is not the one the reference rates best;
* regret: how much worse, in gold against the average opponent, the reference
  rates the chosen move than its best (0 when they agree). The reference's own
  noise sets a small floor.

    python benchmarks/search_budget.py --budgets 100,400,1600,6400 --positions 30
    python benchmarks/search_budget.py --budgets 1600,6400 --options opponents=1:deepen=1

Iteration budgets only (no clock), so the figures are the same on any machine
and at any load; only the seconds column moves.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from tda.engine import ConfigError, GameConfig, Sampler, new_game
from tda.games.three_dragon_ante.bots.base import make_bot, parse_bot_name
from tda.games.three_dragon_ante.bots.heuristic import HeuristicBot
from tda.games.three_dragon_ante.bots.ismcts import GOLD_SCALE, IsmctsBot, Node, _visits


def positions(count: int, players: int, deck: str, every: int, seed: int) -> list:
    """States with a real choice, every `every`-th such decision of seeded games."""
    found, game = [], 0
    bot = HeuristicBot()
    while len(found) < count:
        state = new_game(GameConfig(players=[f"P{i}" for i in range(players)], deck=deck,
                                    seed=seed + game))
        rng = random.Random(seed + game)
        seen = 0
        while not state.is_over and len(found) < count:
            seat, legal = state.to_act, state.legal_actions()
            if len(legal) > 1:
                seen += 1
                if seen % every == 0:
                    found.append(state.clone())
            state.apply(bot.choose(state.view(seat), legal, rng))
        game += 1
    return found


class EvenRootBot(IsmctsBot):
    """The reference: every first action gets the same number of iterations (UCB
    below the root as usual), so each one's value is estimated about equally well.
    A UCB root starves the moves it thinks poor, and their few visits make noisy
    values that would be read as regret."""

    def select(self, node, state, legal, seat):
        if node.avail:  # only the root is nobody's child, so only it has avail 0
            return super().select(node, state, legal, seat)
        children = node.children
        key = min(((seat, a) for a in legal),
                  key=lambda k: children[k].visits if k in children else -1)
        if key not in children:
            children[key] = Node()
            children[key].avail = 1
        return key[1], children[key]


def search(state, iterations: int, seed: int, options: dict, even_root: bool = False):
    """(chosen action, {action: mean reward}, seconds) for one search."""
    seat = state.to_act
    kind = EvenRootBot if even_root else IsmctsBot
    bot = kind(**{**options, "seconds": 0, "iterations": iterations})
    start = time.perf_counter()
    root = bot.search(Sampler(state, seat), seat, random.Random(seed))
    took = time.perf_counter() - start
    legal = state.legal_actions()
    chosen = max(legal, key=lambda a: _visits(root, seat, a))  # as IsmctsBot.choose does
    values = {a: c.total / c.visits for (_, a), c in root.children.items() if c.visits}
    return chosen, values, took


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budgets", default="100,400,1600,6400",
                        help="iteration budgets, comma-separated, smallest first")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deck", default="original")
    parser.add_argument("--every", type=int, default=7, help="keep every N-th decision")
    parser.add_argument("--options", default="",
                        help="ISMCTS options as in a bot name, e.g. opponents=1:exploration=1.4")
    parser.add_argument("--reference", type=int, default=25600,
                        help="iterations of the reference search (spread evenly over the first moves)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        budgets = sorted(int(b) for b in args.budgets.split(","))
    except ValueError:
        parser.error(f"--budgets must be whole numbers, not {args.budgets!r}")
    name = f"ismcts:{args.options}" if args.options else "ismcts"
    try:
        make_bot(name)  # the registry's own checks and messages
    except ConfigError as error:
        parser.error(f"--options: {error}")
    _, options = parse_bot_name(name)

    states = positions(args.positions, args.players, args.deck, args.every, args.seed)
    rows = {b: {"seconds": [], "split": 0, "changed": 0, "regret": []} for b in budgets}
    for n, state in enumerate(states, 1):
        _, ref, _ = search(state, args.reference, 999, options, even_root=True)
        best_ref = max(ref, key=ref.get)
        top = ref[best_ref]
        for b in budgets:
            picks = []
            for seed in (1, 2):
                chosen, _, took = search(state, b, seed, options)
                picks.append(chosen)
                rows[b]["seconds"].append(took)
                rows[b]["changed"] += chosen != best_ref
                rows[b]["regret"].append((top - ref[chosen]) * GOLD_SCALE)
            rows[b]["split"] += picks[0] != picks[1]
        print(f"\r{n}/{len(states)} positions", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)

    print(f"{len(states)} positions, {args.players} players, deck {args.deck}, "
          f"options {args.options or 'none'}; reference: "
          f"{args.reference} iterations spread evenly over the first moves, another generator")
    print(f"{'budget':>8} {'s/search':>9} {'generators split':>17} {'not the ref move':>17} "
          f"{'regret gold/move':>17}")
    for b in budgets:
        r = rows[b]
        runs = 2 * len(states)
        print(f"{b:>8} {statistics.mean(r['seconds']):>9.3f} {r['split'] / len(states):>17.0%} "
              f"{r['changed'] / runs:>17.0%} {statistics.mean(r['regret']):>17.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
