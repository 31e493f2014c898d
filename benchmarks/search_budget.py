"""How much does more search change ISMCTS's move? A cheap look at returns.

Head-to-head games settle whether a bigger budget wins, but a small edge takes
hundreds of games. This asks the question one decision at a time instead:
positions from seeded heuristic-vs-heuristic games, each searched at every
budget with two generators, and once more at the largest budget with a third
generator as the reference. For each budget it prints

* seconds per search (this machine, this load);
* how often two generators pick different moves (the search has not settled);
* how often the move differs from the reference's;
* regret: how much worse, in gold against the average opponent, the reference
  rates the chosen move than its own best (0 when they agree). The reference's
  own noise sets a floor: read each row against the last one, where the budget
  equals the reference's and only that noise remains.

    python benchmarks/search_budget.py --budgets 100,400,1600,6400 --positions 30

Iteration budgets only (no clock), so the figures are the same on any machine
and at any load; only the seconds column moves.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from tda.bots.heuristic import HeuristicBot
from tda.bots.ismcts import GOLD_SCALE, IsmctsBot, _visits
from tda.engine import GameConfig, Sampler, new_game


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


def search(state, iterations: int, seed: int, horizon: int):
    """(chosen action, {action: mean reward}, seconds) for one search."""
    seat = state.to_act
    bot = IsmctsBot(seconds=0, iterations=iterations, horizon=horizon)
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
    parser.add_argument("--horizon", type=int, default=0, help="ISMCTS playout horizon")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        budgets = sorted(int(b) for b in args.budgets.split(","))
    except ValueError:
        parser.error(f"--budgets must be whole numbers, not {args.budgets!r}")

    states = positions(args.positions, args.players, args.deck, args.every, args.seed)
    rows = {b: {"seconds": [], "split": 0, "changed": 0, "regret": []} for b in budgets}
    for n, state in enumerate(states, 1):
        best_ref, ref, _ = search(state, budgets[-1], 999, args.horizon)
        top = ref[best_ref]
        for b in budgets:
            picks = []
            for seed in (1, 2):
                chosen, _, took = search(state, b, seed, args.horizon)
                picks.append(chosen)
                rows[b]["seconds"].append(took)
                rows[b]["changed"] += chosen != best_ref
                # a move the reference never tried rates as its worst tried one
                rows[b]["regret"].append((top - ref.get(chosen, min(ref.values()))) * GOLD_SCALE)
            rows[b]["split"] += picks[0] != picks[1]
        print(f"\r{n}/{len(states)} positions", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)

    print(f"{len(states)} positions, {args.players} players, deck {args.deck}, "
          f"horizon {args.horizon}; reference: {budgets[-1]} iterations, another generator")
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
