"""What character abilities are worth to the heuristic bot (not in CI).

Every deal (seed) is played once per seat: all seats are the same heuristic bot,
and the seat holding abilities moves round the table (duplicate seating: the
cards dealt are the same each time, since abilities never touch the deal). The
holder's abilities are drawn from the seed: two per game from the edition's list
(Emperor's Gambit: two different ones, as a two-pick draft would give).

    python benchmarks/abilities_strength.py --deals 100 --players 3

Reports, per edition, the holder's win share (tied winners split; a seat without
an edge wins 1/players) with a Wilson 95% interval, and the holder's mean gold
change per game next to the other seats' (final hoard minus starting gold).
"""

from __future__ import annotations

import argparse
import random
import statistics

from tda.engine import ABILITIES, GameConfig, new_game
from tda.games.three_dragon_ante.bots import make_bot
from tda.table.tournament import wilson

DECKS = {"original": "original", "revised": "emperors-gambit", "legendary": "legendary"}


def holder_abilities(edition: str, seed: int, count: int = 2) -> list[str]:
    return random.Random(seed * 7919 + len(edition)).sample(sorted(ABILITIES[edition]), count)


def play(edition: str, seed: int, players: int, holder: int) -> tuple[float, int, float]:
    """(holder's win share, holder's gold change, the others' mean gold change)."""
    lists: list[list[str]] = [[] for _ in range(players)]
    lists[holder] = holder_abilities(edition, seed)
    extra = {"ancestry": ["red"] * players} if "draconic-ancestry" in lists[holder] else {}
    config = GameConfig(players=[f"P{i}" for i in range(players)], deck=DECKS[edition],
                        ruleset=edition, seed=seed, abilities=lists, **extra)
    game = new_game(config)
    start = game.hoards[0]
    bots = [make_bot("heuristic") for _ in range(players)]
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), rng))
    result = game.result
    share = 1 / len(result.winners) if holder in result.winners else 0.0
    others = [result.gold[s] - start for s in range(players) if s != holder]
    return share, result.gold[holder] - start, statistics.mean(others)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"{args.deals} deals x {args.players} seatings, heuristic everywhere, "
          f"the holder with 2 abilities")
    for edition in DECKS:
        shares, mine, theirs = [], [], []
        for seed in range(args.seed, args.seed + args.deals):
            for holder in range(args.players):
                share, gain, rest = play(edition, seed, args.players, holder)
                shares.append(share)
                mine.append(gain)
                theirs.append(rest)
        games = len(shares)
        low, high = wilson(sum(shares), games)
        print(f"{edition:10} games {games:5}  win share {sum(shares) / games:.3f} "
              f"[{low:.3f}, {high:.3f}] (even: {1 / args.players:.3f})  gold change: "
              f"holder {statistics.mean(mine):+.1f}, others {statistics.mean(theirs):+.1f}")


if __name__ == "__main__":
    main()
