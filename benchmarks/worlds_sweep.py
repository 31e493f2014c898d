"""The sweep of sampled worlds, larger than the test suite's (issue 26; not in CI).

Seeded random games of both games; at EVERY decision a world is sampled for EVERY
seat and played at random to its end (a world not over must always have a legal
action); each Dragonmaster world must also replay its hand's public story from
the hand's start to the same events and view (tests/worlds_sweep.py says how),
so no world is one the table has ruled out (ruling L74).

    python benchmarks/worlds_sweep.py                     # 270 + 24 games
    python benchmarks/worlds_sweep.py --tda-games 135 --dm-games 12 --max-gambits 3
    python benchmarks/worlds_sweep.py --tda-games 0 --dm-rules 1   # the old rule's share

Three-Dragon Ante game k plays deck k mod 15 (every deck and Legendary
deck-building option), a ruleset and abilities (none, dealt, drafted, secret)
from k, 2-6 players. Dragonmaster game k: every level, 3 and 4 players, the
purists' DM2 in a quarter. Prints one JSON object of counts per game family, the
failures' first lines, and the time taken; exits 1 on any failure.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from worlds_sweep import Tally, dm_sweep, tda_sweep  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tda-games", type=int, default=270)
    parser.add_argument("--max-gambits", type=int, default=2)
    parser.add_argument("--dm-games", type=int, default=24)
    parser.add_argument("--dm-rules", type=int, default=None,
                        help="Dragonmaster rules version (default: the current one)")
    parser.add_argument("--show", type=int, default=5, help="failures to print")
    args = parser.parse_args(argv)
    failed = False
    for name, run in (
            ("three-dragon-ante", lambda t: tda_sweep(range(args.tda_games), t,
                                                      max_gambits=args.max_gambits)),
            ("dragonmaster", lambda t: dm_sweep(range(args.dm_games), t, **(
                {"rules": args.dm_rules} if args.dm_rules else {})))):
        tally = Tally()
        start = time.perf_counter()
        run(tally)
        counts = tally.counts() | {"seconds": round(time.perf_counter() - start, 1)}
        print(json.dumps({"game": name} | counts))
        for line in tally.failures[:args.show]:
            print("  " + line[:300])
        failed |= bool(tally.failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
